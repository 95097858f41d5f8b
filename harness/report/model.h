#pragma once
// The report model: everything any report says about a run, whatever the command and format.
// Provenance (schema version, Arbiter version, command line, host, start and end times), the
// engines (spec and what they called themselves: id name / id author), the game, the limits
// and config, the results and — computed by the writers — the summary. One writer per format
// (json_writer.h, junit_writer.h, markdown_writer.h, terminal_writer.h) renders any Report; the
// JSON form is described by schema/report.schema.json.

#include "harness/enginefuzz/fuzz_case.h"
#include "harness/perft/perft_runner.h"
#include "harness/suite/suite_runner.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <string>
#include <variant>
#include <vector>

namespace harness::report {

// Bumped when a field changes meaning or disappears (adding a field does not bump it).
inline constexpr int SchemaVersion = 1;

struct Provenance {
    std::string  arbiter_version; // the CMake project version
    std::string  command_line; // as typed (arguments shell-quoted where needed)
    std::string  host;
    std::string  started_at, finished_at; // ISO 8601 UTC, "2026-12-01T01:30:00Z"
    std::int64_t elapsed_ms = 0;
    std::chrono::steady_clock::time_point started; // for elapsed_ms; not written
};

// Provenance of a run starting now; finish() stamps its end.
[[nodiscard]] Provenance start_provenance(const std::vector<std::string>& argv);
void                     finish(Provenance& p);

struct EngineInfo {
    std::string                                      role; // "engine", "oracle"
    std::string                                      name, cmd, protocol;
    std::vector<std::string>                         args;
    std::vector<std::pair<std::string, std::string>> options;
    std::string id_name, id_author; // from the handshake; empty when unknown
};

[[nodiscard]] EngineInfo engine_info(
    const std::string& role, const session::EngineSpec& spec, const protocol::EngineId& id);

using PerftResults = std::vector<perft::PerftOutcome>;
using SuiteResults = std::vector<suite::PositionResult>;
using FuzzResults  = std::vector<enginefuzz::Finding>;

struct Report {
    std::string             command; // "perft", "suite", "fuzz"
    Provenance              provenance;
    std::string             game; // chess, chess960, xiangqi
    std::vector<EngineInfo> engines; // engines[0] is the engine under test
    nlohmann::ordered_json  config = nlohmann::ordered_json::object(); // "limits": {...}, ...
    std::variant<PerftResults, SuiteResults, FuzzResults> results;

    [[nodiscard]] const std::string& engine_name() const;
};

// One JUnit testcase, built per kind of result (perft_report.h, suite_report.h).
struct TestCase {
    enum class Kind { Pass, Failure, Error };
    std::string classname, name;
    double      seconds = 0;
    Kind        kind    = Kind::Pass;
    std::string message, body;
};

} // namespace harness::report
