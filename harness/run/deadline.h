#pragma once
// The hang deadline of a call whose work is known in nodes (a perft count, a `go nodes N`
// search): the nodes at a floor speed of 1 Mnps, twice, plus 10 s. A healthy engine is far
// faster (Sable's perft runs at tens of Mnps), so only a hang or a starved machine reaches it;
// the commands' --timeout overrides it.
//   deadline = 10 s + 2 * nodes / (1,000,000 nodes/s)      (10^6 nodes: 12 s; 10^8: 210 s)
// and at most a day (4.3 * 10^10 nodes and more: `--nodes 18446744073709551615` is not a
// search that may hang for 10^13 s); a longer search needs its command's --timeout.

#include <chrono>

namespace harness::run {

inline constexpr std::chrono::seconds MaxWorkDeadline { 86400 };

[[nodiscard]] std::chrono::seconds work_deadline(double nodes);

} // namespace harness::run
