#pragma once
// Replays of match faults: when a game ends by a crash, a stall, an illegal move or a protocol
// error, the lines sent to the faulty engine process -- its handshake with its options, then
// this game's lines up to the fault (session/sent_lines.h); a stall's get a closing sync, so
// a replay that hangs shows it -- are written as a file that `engine < FILE` and
// `arbiter fuzz --replay FILE --engine SPEC` replay (one protocol line a line,
// enginefuzz/reproducer.h). When asked, the lines are first shrunk with the fuzz shrinker while
// the same fuzz oracle fires, bounded by engine runs and time. Time forfeits are not replayed:
// they depend on a clock. A fault in a game on the clock gets a node-count replay beside it
// (node_replay.h: "game-7-crash-nodes.txt"), run once and kept only when the same fault fires,
// shrunk as the other. Blocking (engine runs); never throws; never prints.

#include "node_replay.h"
#include "played_game.h"

#include "harness/session/engine_session.h"

#include <chrono>
#include <string>
#include <vector>

namespace harness::match {

struct ReplayConfig {
    std::string          dir; // where replay files go; empty: no replays
    bool                 shrink      = true; // false (-shrink off): the lines as sent
    int                  shrink_runs = 60; // engine runs per shrink at most
    std::chrono::seconds shrink_time { 30 }; // and time per shrink
    int                  shrinks_per_engine = 3; // later faults of an engine are not shrunk
};

// A fault that gets a replay: crash, stall, illegal move, protocol error.
[[nodiscard]] bool is_replayable(EndReason r);
// The file of game N's replay: "game-7-illegal-move.txt" (deterministic); write_fault_replay
// adds "-2", "-3"... when the folder has that name already (never overwriting a replay).
[[nodiscard]] std::string replay_file_name(int game_number, EndReason r);

// One fault to replay: the faulty engine and what it was sent.
struct FaultToReplay {
    session::EngineSpec    spec;
    protocol::Capabilities capabilities; // from its handshake (xboard features, xiangqi ranks)
    session::SentLines     sent;
    int                    game_number = 0;
    EndReason              reason      = EndReason::Crash;
    // A game on the clock (tc= or st=): what the engine reported, for a node-count replay.
    std::optional<ReportedNodes> nodes;
};

// Write the replay of `fault` into config.dir, shrunk first when `shrink`: the path written and
// how it was made, or (no path) why none was written.
[[nodiscard]] FaultReplay write_fault_replay(
    const ReplayConfig& config, const FaultToReplay& fault, bool shrink);

} // namespace harness::match
