#pragma once
// The report model: everything any report says about a run, whatever the command and format.
// Provenance (schema version, Arbiter version, command line, host, start and end times), the
// engines (spec and what they called themselves: id name / id author), the game, the limits
// and config, the results and — computed by the writers — the summary. One writer per format
// (json_writer.h, junit_writer.h, markdown_writer.h, terminal_writer.h) renders any Report; the
// JSON form is described by schema/report.schema.json.

#include "engine/core/parse_error.h"
#include "harness/bench/bench_runner.h"
#include "harness/bisect/bisect_run.h"
#include "harness/enginefuzz/fuzz_case.h"
#include "harness/gate/gate_result.h"
#include "harness/match/match_runner.h"
#include "harness/perft/perft_runner.h"
#include "harness/rate/rate.h"
#include "harness/suite/suite_runner.h"
#include "harness/symmetry/symmetry_run.h"
#include "harness/tournament/tournament.h"
#include "harness/treesize/treesize.h"
#include "harness/tune/tune_run.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
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

// A visitor made of lambdas, one per kind: std::visit(Overloaded { [](const A&) {}, ... }, v).
// Every writer visits Report::results with one, so a kind it does not handle is a compile error.
template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

using PerftResults = std::vector<perft::PerftRecord>;
using SuiteResults = std::vector<suite::PositionRecord>;
// A match: its games (by round), their summary and the SPRT it ran (if any).
struct MatchResults {
    std::vector<match::GameEntry>    games;
    match::MatchSummary              summary;
    std::optional<stats::SprtConfig> sprt;
};

using FuzzResults = std::vector<enginefuzz::Finding>;
// A gate: its steps with their verdicts and numbers (gate_report.h), and the engine's earlier
// gates from the history database (for the dossier).
using GateResults = gate::GateResults;
// `arbiter bench`: the engine's runs (engines[0]) and, with a base, the base's (engines[1]).
struct BenchResults {
    bench::BenchRun                engine;
    std::optional<bench::BenchRun> base;
    std::optional<std::uint64_t>   expect; // --expect
};
// `arbiter treesize`: the engine's trees (engines[0]) and, with a base, the base's, to `depth`.
struct TreeSizeResults {
    treesize::TreeSizeRun                engine;
    std::optional<treesize::TreeSizeRun> base;
    int                                  depth = 0;
};

// `arbiter symmetry`: the run and the error rates its bias tests were asked for.
struct SymmetryResults {
    symmetry::SymmetryRun run;
    double                alpha = 0.01, power = 0.8;
};

// `arbiter bisect`: the run (its chain, every judged revision, the outcome) and what it asked.
struct BisectResults {
    bisect::BisectRun run;
    std::string       criterion; // "perft", ...
    double            total_error = 0; // strength: the bound on a wrong answer (else 0)
};

// `arbiter rate`: the ratings table of the games read, and the games left out unfinished.
struct RateResults {
    rate::RatingTable table;
    std::size_t       games = 0, unfinished = 0;
};

// `arbiter tune`: the run (trajectory, pairs, verification) and what it asked.
struct TuneResults {
    tune::TuneRun                     run;
    std::vector<tune::Param>          params;
    tune::SpsaConfig                  spsa;
    int                               batch = 0;
    std::optional<tune::VerifyConfig> verify;
    protocol::Protocol                proto = protocol::Protocol::Uci; // for the setoption lines
};

// `arbiter match` with more than two engines: every pairing's match and the joint ratings.
struct TournamentResults {
    tournament::Kind                 kind = tournament::Kind::RoundRobin;
    std::vector<std::string>         names;
    std::vector<tournament::Pairing> pairings;
    std::vector<match::MatchRun>     matches; // per pairing played
    rate::RatingTable                table;
    std::optional<stats::SprtConfig> sprt; // each pairing's SPRT (-sprt), if any
};

// An input record Arbiter refused (a suite line it could not read, an unknown --ids entry):
// every report lists it, so no input record vanishes from a run's account.
struct RejectedRecord {
    std::string source; // the file ("" for a command-line input)
    int         line = 0, column = 0; // 1-based; 0 when unknown
    std::string reason;

    // "file:line:col", as far as known ("--ids" style names when there is no file).
    [[nodiscard]] std::string location() const;
};

[[nodiscard]] RejectedRecord rejected_record(const engine::core::ParseError& e);

struct Report {
    std::string command; // "perft", "suite", "match", "fuzz", "gate", "bench", "treesize",
                         // "bisect", "rate", "tune", "tournament", "symmetry"
    Provenance              provenance;
    std::string             game; // chess, chess960, xiangqi
    std::vector<EngineInfo> engines; // engines[0] is the engine under test
    nlohmann::ordered_json  config = nlohmann::ordered_json::object(); // "limits": {...}, ...
    std::variant<PerftResults, SuiteResults, MatchResults, FuzzResults, GateResults, BenchResults,
        TreeSizeResults, BisectResults, RateResults, TuneResults, TournamentResults,
        SymmetryResults>
                                results;
    std::vector<RejectedRecord> rejected; // input records refused before the run

    [[nodiscard]] const std::string& engine_name() const;
};

// The engine's measured speed over results: total nodes / total search time (nullopt without
// time). perft_nps and suite_nps (perft_report.h, suite_report.h) pick the results.
[[nodiscard]] std::optional<std::uint64_t> measured_nps(std::uint64_t nodes, std::int64_t ms);
// "12.34M" (nodes per second in millions), "-" when unknown: the terminal summaries' column.
[[nodiscard]] std::string nps_text(const std::optional<std::uint64_t>& nps);

// One JUnit testcase, built per kind of result (perft_report.h, suite_report.h, match_report.h).
struct TestCase {
    enum class Kind { Pass, Failure, Error, Skipped };
    std::string classname, name;
    double      seconds = 0;
    Kind        kind    = Kind::Pass;
    std::string message, body;
};

} // namespace harness::report
