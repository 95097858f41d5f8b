#pragma once
// What a probe measured (criterion.h), typed per criterion: a gate step's figures (perft, bench,
// treesize, strength), a bench held to a known signature, a position list's rows, a replay's
// verdict. A revision an earlier run judged carries the figures its journal recorded, as they
// were written (the report prints them unchanged). to_json is the report's "numbers" object.

#include "harness/gate/step_data.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace harness::bisect {

// bench: the revision's runs against the signature a good revision has.
struct ExpectedBenchData {
    bench::BenchRun run;
    std::uint64_t   expected = 0;
};

// position: each listed position as the revision played it.
struct PositionRow {
    std::string              id, fen, status, bestmove;
    std::vector<std::string> bm, am; // the record's solutions
};

struct PositionData {
    std::vector<PositionRow> rows;
    std::size_t              solved = 0;
};

// crash: the lines replayed, where they came from, and the oracle that fired (if one did).
struct CrashFinding {
    std::string kind, detail, transcript;
};

struct CrashData {
    std::vector<std::string>    lines;
    std::string                 source;
    std::optional<CrashFinding> finding;
};

// A revision judged by an earlier run of the bisection: its journal's figures.
struct JournaledData {
    nlohmann::ordered_json numbers;
};

using ProbeData = std::variant<std::monostate, gate::StepData, ExpectedBenchData, PositionData,
    CrashData, JournaledData>;

// The figures as the report and the journal write them ({} for none).
[[nodiscard]] nlohmann::ordered_json to_json(const ProbeData& data);

// The bench signature a probe measured on the good revision (its base engine), when its runs
// agreed: what every later revision's bench is held to.
[[nodiscard]] std::optional<std::uint64_t> good_bench_signature(const ProbeData& data);

} // namespace harness::bisect
