#pragma once
// Node-count replays of faults in games on the clock. With a clock an engine searches a tree
// that depends on time, so the lines of a time-based replay may not fault again; sent as
// `go nodes N` with the nodes the engine reported for each of its moves, a deterministic engine
// whose node limit is exact searches the same trees again. The faulting search gets the nodes
// its last info line reported (an illegal or malformed answer: its search exactly), or for a
// crash four times the most it reported in the game, room to reach the crash. UCI and UCCI (the
// protocols with `go nodes`); pure: no I/O.

#include "played_game.h"

#include "engine/core/expected.h"
#include "harness/protocol/factory.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

// What the faulty engine reported in the game: each of its moves' nodes, in order, and the
// nodes of its last info line before the fault (nullopt: none said).
struct ReportedNodes {
    std::vector<std::optional<std::uint64_t>> moves;
    std::optional<std::uint64_t>              last;
};

// The faulty colour's reported nodes in `game`, the last from its transcript tail.
[[nodiscard]] ReportedNodes reported_nodes(const PlayedGame& game);

// Whether a sent line is a search on a clock or a move time ("go wtime ...", "go movetime ...",
// UCCI's "go time ...").
[[nodiscard]] bool is_timed_go(const std::string& line);

// The lines with each timed `go` made `go nodes N` (the last K + 1 timed searches: the engine's
// K moves and the faulting one), or why there is no node-count replay.
[[nodiscard]] engine::core::Expected<std::vector<std::string>, std::string> at_fixed_nodes(
    const std::vector<std::string>& lines, protocol::Protocol proto, const ReportedNodes& nodes,
    EndReason reason);

// Whether a fuzz oracle's kind ("crash", "illegal-bestmove"...) is the fault `reason` names.
[[nodiscard]] bool same_fault(EndReason reason, const std::string& oracle_kind);

} // namespace harness::match
