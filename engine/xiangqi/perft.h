#pragma once
// Perft with bulk counting: moves at depth 1 are counted, not made. Use core::divide<Xiangqi>
// (engine/core/perft.h) for per-move counts.

#include "engine/xiangqi/board/position.h"

#include <cstdint>

namespace engine::xiangqi {

// Leaf count of the legal move tree of `depth` plies (depth <= 0 gives 1). pos is restored.
[[nodiscard]] std::uint64_t perft(Position& pos, int depth) noexcept;

} // namespace engine::xiangqi
