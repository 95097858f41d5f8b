#pragma once
// The gate's configuration: for each step whether it runs and whether it may fail the gate or
// only reports, and its limits (perft node cap and suites, bench words, tree-size depth, tactic
// and mate suites with a movetime and the paired comparison's criterion, the SPRT's bounds,
// game cap, time control and concurrency). The profiles quick, standard and full are built-in
// configurations; a TOML file (gate_config_toml.h) starts from a profile and overrides keys.

#include "harness/bench/bench_runner.h"
#include "harness/match/adjudication.h"
#include "harness/stats/sprt.h"
#include "harness/suite/compare.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace harness::gate {

// Whether a step runs and whether its failure fails the gate (gating) or is only reported.
struct StepSwitch {
    bool enabled = true;
    bool gating  = true;
};

using GameFiles = std::map<std::string, std::vector<std::string>>; // game name -> files

struct CheckStepConfig {
    StepSwitch on;
    int        timeout_s = 30;
};

struct PerftStepConfig {
    StepSwitch    on;
    GameFiles     suites; // shipped perft suites per game
    std::uint64_t max_nodes   = 100000; // depths with more expected nodes are skipped
    int           concurrency = 1;
};

struct BenchStepConfig {
    StepSwitch               on { true, true };
    bench::BenchMode         mode = bench::BenchMode::CommandLine;
    std::vector<std::string> words { "bench" };
    std::string              regex; // the signature's form (bench::BenchConfig::signature_regex)
    int                      runs           = 2;
    int                      timeout_s      = 300;
    bool                     fail_on_change = false; // a changed signature fails the step
    double                   min_nps_ratio  = 0; // candidate/base below this fails (0: off)
};

struct TreeSizeStepConfig {
    StepSwitch on { true, false };
    GameFiles  positions; // FEN or perft files per game
    int        depth          = 8;
    int        first          = 8; // positions per game
    double     max_node_ratio = 0; // candidate/base at the deepest depth above this fails (0: off)
};

struct SuitesStepConfig {
    StepSwitch on;
    GameFiles  suites; // tactics and mates per game
    int        movetime_ms = 100;
    // The pool of each suite (spread over the file; 0: all): the base runs it first, and the
    // positions that can discriminate are run again on both engines (strength_steps.cpp).
    int              first       = 20;
    suite::Criterion criterion   = suite::Criterion::McNemar;
    double           alpha       = 0.05;
    int              tolerance   = 2;
    int              concurrency = 1;
};

// Step 6, the strength test (stats/strength_test.h): in each game both engines play, a
// truncated GSPRT that catches a loss of detect_elo Elo (logistic) with probability
// 1 - miss_rate and fails an equal candidate in any of the games with probability at most
// false_alarm_rate (split evenly over the games), its cap of games sized for that. With
// detect_elo = 0 it is a classic SPRT instead: `sprt`'s bounds to a cap of max_games, the
// inconclusive end passing or not.
// The strength test's adjudication by default: resign after 4 moves of both engines at 800 cp
// or more against the mover, a draw from move 32 after 6 moves within 10 cp, 160 moves at most.
inline const match::AdjudicationConfig StrengthAdjudication { match::ResignRule { 4, 800, false },
    match::DrawRule { 32, 6, 10 }, 160, std::nullopt };

struct SprtStepConfig {
    StepSwitch        on;
    double            detect_elo       = 100; // D (0: the classic SPRT)
    double            miss_rate        = 0.05; // per game, at D
    double            false_alarm_rate = 0.05; // all games together, at 0 Elo
    stats::SprtConfig sprt { -1.75, 0.25, 0.05, 0.05, stats::EloModel::Normalized };
    int               max_games = 0; // a game's cap (pairs: max_games / 2); 0: sized by D
    std::string       tc        = "tc=1+0.01"; // a match time-control token
    std::map<std::string, std::string> game_tc; // a game's own token (gomoku: "tc=1+0.01")
    int                                concurrency = 2;
    // The time the games may take, all games together (0: none). A game's share of what is left
    // when it starts is its weight in `shares` (1 when not listed) over the sum of the weights of
    // the games still to play (time a game did not use passes on); when a game's time is up
    // before its cap, its test is a fixed-sample one at the false-alarm rate, and the dossier
    // states the loss it could still catch.
    int                           time_budget_s = 300;
    std::map<std::string, double> shares;
    // The games the match is played in (those both engines play): a chess engine plays chess
    // (and Chess960 when both announce UCI_Chess960), a Gomocup engine gomoku, a UCI engine with
    // UCI_Variant xiangqi also xiangqi, and one that answers Gomocup's START too also gomoku.
    // They are played in this order, the shortest games first: the time a game leaves passes
    // to the ones after it.
    std::vector<std::string> games { "gomoku", "chess", "chess960", "xiangqi" };
    // Leave out a game the change cannot have changed (unchanged_games.h: no engine source line
    // touched, or the same tree-size nodes at every depth with a bench speed ratio within
    // unchanged_nps_noise of 1); the games left keep the whole budget and their D shrinks by
    // sqrt(played / games), so the test's expected length stays what it was.
    bool   skip_unchanged      = false;
    double unchanged_nps_noise = 0.05;
    // An in-tree engine's sources per game (path prefixes under the repository, e.g. xiangqi:
    // ["engine/xiangqi/"]): a change whose every changed file under --sources is some game's, and
    // none this game's, leaves this game out; a changed file no game claims (the search, say)
    // concerns them all. Empty: no such rule.
    GameFiles game_sources;
    // Opening files per game (empty: start position): EPD, or for gomoku a Gomocup book.
    GameFiles openings;
    bool      inconclusive_passes = true; // classic SPRT: the cap reached without a verdict
    // The games' adjudication, the ladder's too (keys resign_moves, resign_score,
    // draw_move_number, draw_moves, draw_score, max_moves).
    match::AdjudicationConfig adjudication = StrengthAdjudication;
    // Bounds on the candidate's clock audit and output findings in each game (unset: none): a
    // game over one fails the step, whatever its strength verdict.
    struct AuditBounds {
        std::optional<int> latency_p99_ms, stop_ms, isready_ms, overruns, output_findings;
    } bounds;
};

struct CoverageStepConfig { // step 7: in-tree engines only
    StepSwitch on { true, false };
    // Built with the coverage preset (empty: all, or only the engine when labels is empty).
    std::vector<std::string> targets;
    // ctest -L; empty: no ctest, the changed lines are measured by the engine's own runs (its
    // command-line bench and a perft and suite slice per game under arbiter).
    std::string              labels = "unit|property";
    std::vector<std::string> commands; // more shell commands ({build_dir}, {source_dir})
    // The engine's command-line bench (step 3's words) among the runs; off: `commands` say how
    // (an instrumented Sable's full bench takes minutes: ci/gate/sable.toml runs it at depth 6).
    bool   bench       = true;
    double min_percent = 0; // changed code lines executed below this fails
    int    timeout_s   = 600; // ctest and each command are ended after this long (the step says so)
    // Also build and measure the base (each changed file's coverage before and after); off: the
    // candidate's instrumented tree alone, which is all the changed lines need.
    bool compare_base = false;
};

struct InstrumentedStepConfig { // step 8: in-tree engines only
    StepSwitch on;
    int        games = 2; // games against the base
};

// Step 9, symmetry (symmetry_step.h): `positions` random positions per game both engines play,
// each searched to `depth` by both engines with its transforms and the search-state checks of
// `arbiter symmetry`; the candidate fails on a kind of finding the base does not show, or on a
// transform's bias grown beyond what the step can detect. `alpha` is the step's false-alarm rate
// over all its bias tests (split evenly among them).
struct SymmetryStepConfig {
    StepSwitch on;
    int        positions        = 100; // per game
    int        depth            = 4;
    int        seed             = 1;
    int        repeats          = 10; // positions searched twice and by transposition, per game
    double     alpha            = 0.01;
    int        search_timeout_s = 10; // a search not answered by then is a fault (three end a run)
};

// Step 10, the ladder (`arbiter gate --ladder` turns it on; it only reports): a gauntlet of the
// candidate against each reference and the base build, `pairs` game pairs each on the strength
// step's openings, its games added to the history database's ladder (ladder.h).
struct LadderStepConfig {
    StepSwitch on { false, false };
    // Engine spec tokens of each fixed reference ("cmd=/usr/games/stockfish",
    // "option.Skill Level=0", "name=stockfish-skill0", and its own "depth=" or "tc=").
    std::vector<std::vector<std::string>> references;
    bool                                  base  = true; // the base build is a reference too
    int                                   pairs = 8; // game pairs against each reference
    std::string tc; // a match time-control token (empty: the strength step's for the game)
    int         concurrency = 2;
    // The player held at 0 Elo (empty: the first reference the ladder met, else its first
    // build).
    std::string anchor;
};

struct GateConfig {
    std::string profile = "quick";
    // A candidate that takes more than this many times the base's time on the same work (bench
    // runs, tree-size searches) fails that step with the factor instead of running on.
    double slow_factor = 10;
    // The coverage and sanitizer builds of steps 7 and 8 are ended after this long (0: never):
    // the step is then skipped with the reason, and what was built stays for the next gate.
    int build_timeout_s = 0;
    // Of the time bound, what steps 1-6 leave for steps 7-9 and the ladder (when they run).
    int reserve_s = 0;
    // The whole gate's time bound in seconds (0: none). A step that would start after it is not
    // run (steps 1-6: an error, the gate could not judge; 7, 8: skipped), and the strength test,
    // the builds and the runs of steps 7 and 8 are each ended at it.
    int                    time_bound_s = 0;
    std::string            suites_dir; // relative suite paths are resolved against it
    CheckStepConfig        check;
    PerftStepConfig        perft;
    BenchStepConfig        bench;
    TreeSizeStepConfig     treesize;
    SuitesStepConfig       suites;
    SprtStepConfig         sprt;
    CoverageStepConfig     coverage;
    InstrumentedStepConfig instrumented;
    SymmetryStepConfig     symmetry;
    LadderStepConfig       ladder;
};

// The built-in profile `name` (quick, standard, full) or nullopt.
[[nodiscard]] std::optional<GateConfig> profile(const std::string& name);

// A file path of the config resolved against suites_dir (absolute paths stay).
[[nodiscard]] std::string resolve(const GateConfig& config, const std::string& path);

// Where the shipped suites are: next to the arbiter binary in a build tree (../../suites) or an
// install (../share/arbiter/suites), else ./suites; empty when none is found.
[[nodiscard]] std::string default_suites_dir(const std::string& arbiter_exe);

} // namespace harness::gate
