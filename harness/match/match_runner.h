#pragma once
// run_match: a match between two engines as a plain function -- config in, results out, no
// printing, no argv. Rounds of one game, or of two games with colours reversed on the same
// opening (a game pair: the pentanomial sample). Rounds are handed to `concurrency` workers of
// the run pool, each with its own two engine sessions. Faults are game results and never stop
// the match; an SPRT verdict or `stop` does. A fault other than a time forfeit gets a replay
// file (fault_replay.h) when `replay.dir` is set, written before on_game sees the game. Games from
// an interrupted run (`previous`) are kept and not played again. A shard of a sharded match plays
// only its `round_slots`, each with its schedule() in the whole match (opening, colours).

#include "adjudication.h"
#include "engine_audit.h"
#include "fault_replay.h"
#include "openings.h"
#include "played_game.h"
#include "swap2_opening.h"
#include "time_control.h"

#include "harness/run/pool.h"
#include "harness/session/engine_session.h"
#include "harness/stats/elo.h"
#include "harness/stats/sprt.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

struct MatchEngine {
    session::EngineSpec spec;
    TimeControl         tc;
};

// One game of the match: where it sits in the schedule and what happened.
struct GameEntry {
    int         round = 0; // 0-based
    int         game  = 0; // 0-based within the round
    int         white = 0; // index of the engine playing first (White / Red)
    std::string opening; // the start FEN
    std::string symmetry; // order=...,symmetric: the transform its opening was turned by
    std::optional<Swap2Record> swap2; // opener=swap2: the opening's stones and choices
    PlayedGame                 played;
};

// A game's one number, 1-based, in the schedule of the whole match (shards and batches keep it):
// what the progress lines and the reports call "game N".
[[nodiscard]] inline int game_number(const GameEntry& g, int games_per_round) {
    return g.round * games_per_round + g.game + 1;
}

// The most rounds a match may have (two million games): the schedule is allocated up front.
inline constexpr int RoundLimit = 1000000;

struct MatchConfig {
    std::array<MatchEngine, 2> engines;
    game::Game                 variant;
    std::vector<std::string>   openings; // play order; empty: the variant's start position
    std::vector<std::string>   opening_symmetries; // order=...,symmetric: each opening's
    int                        rounds          = 1; // 1 to RoundLimit
    int                        games_per_round = 2; // 1 or 2 (a colour-reversed pair)
    // --openings opener=swap2: each game opens with a Swap2 opening (swap2_opening.h); the engine
    // scheduled first (white) is the opener, and the opening decides who plays black.
    bool          swap2          = false;
    bool          repeat_opening = false; // single-game rounds: each opening twice (-repeat)
    bool          noswap = false, reverse = false; // MatchRequest's
    OpeningPolicy opening_policy = OpeningPolicy::Default; // when the next opening is taken
    int           concurrency    = 1;
    // -use-affinity: the CPUs engines are pinned to, one each (worker w's engines take the
    // (2w)-th and (2w+1)-th, modulo the list); empty: not pinned.
    std::vector<int> affinity_cpus;
    std::optional<std::vector<int>>
                       round_slots; // rounds to play (0-based; a shard's, maybe none); nullopt: all
    AdjudicationConfig adjudication;
    game::RefereeOptions             referee; // xiangqi repetition rules, renju fouls
    std::optional<stats::SprtConfig> sprt;
    std::chrono::milliseconds        stall { 60000 }; // depth/nodes searches: hang bound
    output_checks::CheckPolicy       checks = output_checks::DefaultPolicy; // in-play output checks
    // The reaction probe when a worker starts an engine (ClockAudit); 0: none.
    std::chrono::milliseconds probe_think { 100 };
    ReplayConfig              replay; // replays of faults (dir empty: none)
    std::vector<GameEntry>    previous; // from a journal; not played again
    // Called for each new game as it ends, one at a time (journal, progress).
    std::function<void(const GameEntry&)> on_game;
    // Polled between games: true stops the match (e.g. SIGINT); games ending after it are
    // dropped, their engines ended under them.
    std::function<bool()> stop;
};

// Faults per engine.
struct FaultCounts {
    int time_forfeits = 0, stalls = 0, crashes = 0, illegal_moves = 0, protocol_errors = 0;
    int turn_forfeits = 0; // of the time forfeits, those of the turn limit (timeturn=)
    int memory_faults = 0; // over the memory limit (memory=, max_memory)
};

struct MatchSummary {
    stats::Trinomial                games; // from engines[0]'s side
    stats::Pentanomial              pairs; // complete colour-reversed pairs only
    stats::EloEstimate              elo; // pentanomial when pairs exist, else trinomial
    std::optional<stats::SprtState> sprt;
    std::array<FaultCounts, 2>      faults;
    std::array<EngineAudit, 2>      audits; // run_match adds its reaction probes
};

struct MatchRun {
    std::vector<GameEntry>            games; // by round, then game
    MatchSummary                      summary;
    std::array<protocol::EngineId, 2> ids;
    std::optional<run::WorkerError>   error; // set when no worker could start its engines
    bool                              stopped = false; // SPRT verdict or stop() before the end
};

// The colour assignment and opening of round r, game g.
[[nodiscard]] GameEntry schedule(const MatchConfig& c, int round, int game);
// Counts, Elo, faults and SPRT over a set of games (pure).
[[nodiscard]] MatchSummary summarize(const std::vector<GameEntry>& games, int games_per_round,
    const std::optional<stats::SprtConfig>& sprt);

[[nodiscard]] MatchRun run_match(const MatchConfig& config);

} // namespace harness::match
