#pragma once
// The bench: every bench position (positions.h) searched to a fixed depth with a fresh hash
// table, reporting nodes per position, the total ("Nodes searched: N", Sable's search
// signature: identical on every run) and the speed. Blocking.

#include "engine/engine.h"

#include <cstdint>
#include <iosfwd>

namespace engine::bench {

inline constexpr int DefaultChessDepth   = 11;
inline constexpr int DefaultXiangqiDepth = 9;

struct BenchResult {
    std::uint64_t nodes   = 0;
    std::int64_t  time_ms = 0;
};

// Runs the bench on `engine` (which must be idle; it is left on the start position of the game
// it was playing, with its variant restored, and without callbacks: set them again). depth 0: the
// defaults above, otherwise the same depth for both games. Writes one line per position and the
// totals to `out`.
BenchResult run_bench(Engine& engine, int depth, std::ostream& out);

} // namespace engine::bench
