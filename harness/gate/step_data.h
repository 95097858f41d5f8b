#pragma once
// What each gate step measured, typed: one struct per step, made of the runners' own results
// where they have one (a bench run, a perft result, a suite comparison, a match's audit, a
// change's coverage), built by the step and read by the report writers. StepData holds one of
// them; std::monostate is a step that stopped before it measured anything. to_json
// (step_data_json.h) renders it as the report's "numbers" object, the one text form.

#include "ladder_data.h"

#include "harness/bench/bench_runner.h"
#include "harness/check/compliance.h"
#include "harness/intree/build.h"
#include "harness/intree/coverage.h"
#include "harness/intree/sanitizer.h"
#include "harness/match/match_runner.h"
#include "harness/perft/perft_runner.h"
#include "harness/suite/compare.h"
#include "harness/symmetry/symmetry_run.h"
#include "harness/treesize/treesize.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace harness::gate {

// Step 1: each engine's checklist (absent: not checked, the other could not start), then, once
// both ran, the games both play and the failures the base shares.
struct CheckSide {
    bool                               started = true;
    std::vector<check::ComplianceStep> steps;
    std::string                        hint; // "try proto=xboard", or empty
};
struct CheckData {
    std::optional<CheckSide> base, candidate;
    bool                     judged = false; // games and shared_failures are set
    std::vector<std::string> games, shared_failures;
};

// Step 2: per game, its suites, the job counts and the first 20 failures.
struct PerftFailure {
    perft::PerftRecord result;
    std::string        text; // where the mismatch was localised, in one line
};
struct PerftGame {
    std::string               game;
    std::vector<std::string>  suites;
    std::uint64_t             max_nodes = 0;
    std::size_t               total     = 0;
    int                       ok = 0, mismatch = 0;
    std::vector<PerftFailure> failures;
};
struct PerftData {
    std::vector<PerftGame> games;
};

// Step 3: both engines' bench runs; then either the bound the candidate overran, or the
// comparison of the signatures and speeds.
struct BenchData {
    bench::BenchRun       base, candidate;
    std::optional<double> slow_factor; // the candidate ran out of its time
    bool                  compared = false; // changed and nps_ratio are set
    bool                  changed  = false;
    std::optional<double> nps_ratio; // candidate / base median nps
};

// Step 4: per game, the totals per depth of both engines and the last depth both reached on
// every position.
struct TreeSizeDepth {
    treesize::DepthTotal  base, candidate;
    std::optional<double> ratio; // candidate / base nodes, when both searched every position
};
struct TreeSizeGame {
    std::string                game;
    std::size_t                positions = 0;
    std::vector<TreeSizeDepth> depths;
    std::optional<double>      ratio; // at ratio_depth
    int                        ratio_depth = 0;
};
struct TreeSizeData {
    std::vector<TreeSizeGame> games; // absent in the report when the candidate ran out of time
    std::optional<double>     slow_factor; // the candidate ran out of its time
};

// Step 5: per game and per suite, the positions that could discriminate and the paired
// comparison of both engines' runs on them.
struct SuiteFigures {
    std::string                name; // the suite file (per suite) or the game (pooled)
    std::size_t                pool = 0, could_lose = 0, could_gain = 0;
    std::size_t                positions = 0; // run by both engines
    suite::Comparison          comparison;
    std::vector<std::uint64_t> base_solve_ms, candidate_solve_ms; // ascending (per suite)
};
struct SuitesGame {
    SuiteFigures              pooled; // its name is the game
    int                       movetime_ms = 0;
    bool                      regression  = false;
    std::string               decision;
    std::vector<SuiteFigures> suites;
};
struct SuitesData {
    std::string             criterion; // "mcnemar" or "tolerance"
    double                  alpha     = 0;
    int                     tolerance = 0;
    std::vector<SuitesGame> games;
};

// Step 6: per game, the match's figures and the test's verdict (the strength test's figures,
// or the classic SPRT's LLR and bounds).
struct StrengthFigures {
    double                detect_elo = 0, power_elo = 0, miss_rate = 0, false_alarm_rate = 0;
    bool                  at_cap = false, out_of_time = false;
    double                score = 0, cut = 0;
    std::optional<double> loss_upper_bound; // when finite
    // The games the test expects to play (mean, by simulation: stats/operating.h over the pairs
    // played, tilted) for an engine as strong as the base and for one D weaker.
    double expected_games_equal = 0, expected_games_at_d = 0;
};
struct SprtGame {
    std::string                                 game, tc, base_tc;
    std::size_t                                 games     = 0;
    std::uint64_t                               max_games = 0;
    match::MatchSummary                         summary;
    std::optional<StrengthFigures>              strength; // absent: the classic SPRT
    double                                      llr = 0, lower = 0, upper = 0;
    std::string                                 verdict;
    std::vector<std::pair<std::size_t, double>> llr_trace; // (games, LLR)
    std::vector<std::string> replays; // the replay files of its engine faults, in game order
};
struct SprtData {
    stats::SprtConfig     sprt; // the bounds the LLR was tested against
    std::optional<double> detect_elo, miss_rate, false_alarm_rate; // the strength test's
    std::vector<SprtGame> games;
};

// Steps 7 and 8 (in-tree engines): a build that failed.
struct BuildFailure {
    intree::BuildResult build;
};

// Step 7: the changed lines the tests and runs executed.
struct CoverageData {
    intree::ChangeCoverage   coverage;
    std::vector<std::string> prefixes, failed_tests;
    intree::BuildResult      base_build, candidate_build;
};

// Step 8: what ran under the sanitizers and what they reported.
struct InstrumentedData {
    intree::BuildResult                  build;
    int                                  perft_jobs = 0, suite_positions = 0, games = 0;
    int                                  benches = 0; // the engine's own bench (command line)
    int                                  engine_crashes = 0;
    std::vector<intree::SanitizerReport> reports;
    std::string                          log_dir, tsan;
};

// Step 9: per game, both engines' symmetry runs on the same positions, the kinds of finding
// each showed, and per transform the paired change of its bias (symmetry_step.h).
struct FindingKind {
    std::string kind; // "eval colour-flip", "transposition", ...
    int         base = 0, candidate = 0; // findings of it
};
struct BiasChange {
    std::string         transform;
    double              base_mean = 0, candidate_mean = 0; // over the positions both compared
    stats::ZeroMeanTest change; // candidate minus base, per position
    bool                grew = false; // the change is not zero and the candidate's |mean| larger
};
struct SymmetryGame {
    std::string              game;
    symmetry::SymmetryRun    base, candidate;
    std::vector<FindingKind> kinds;
    std::vector<BiasChange>  changes;
    std::string              skipped; // why the game was not checked (then the rest is empty)
};
struct SymmetryData {
    int                       positions = 0, depth = 0;
    double                    alpha      = 0; // the step's false-alarm rate over every test
    double                    test_alpha = 0; // each transform's share of it
    std::vector<SymmetryGame> games;
};

using StepData = std::variant<std::monostate, CheckData, PerftData, BenchData, TreeSizeData,
    SuitesData, SprtData, BuildFailure, CoverageData, InstrumentedData, SymmetryData, LadderData>;

} // namespace harness::gate
