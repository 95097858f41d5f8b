#pragma once
// The case generators: per game, positions and moves that the game layer's rules know to be
// valid (random legal play), edge-valid (hand-picked: most legal moves, promotions, en passant
// with a pin or a discovered check, Chess960 castling, facing generals with one piece between,
// stalemates, one move from the move-limit draw), invalid in labelled classes, and illegal or
// malformed moves after `position ... moves`. Protocol streams live in streams.h. Everything
// is deterministic in (seed, index).

#include "dialect.h"
#include "fuzz_case.h"

#include "harness/game/edge_positions.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace harness::enginefuzz {

using Rng = std::mt19937_64;

// An independent generator for case `index` of a run seeded `seed`.
[[nodiscard]] Rng case_rng(std::uint64_t seed, std::uint64_t index);
// Uniform in [0, n) (n > 0), the same on every platform.
[[nodiscard]] std::uint64_t below(Rng& rng, std::uint64_t n);
// n random bytes, never a newline (a '\n' drawn is a space); printable: '!' to '~' only.
[[nodiscard]] std::string random_bytes(Rng& rng, std::size_t n, bool printable);

using game::edge_positions; // the edge-valid positions of a game (game/edge_positions.h)
using game::LabelledFen;
// The invalid position classes of a game ("invalid/no-king", ...).
[[nodiscard]] std::vector<std::string> invalid_classes(game::Game g);
// A position of invalid class `label` (one of invalid_classes(g)).
[[nodiscard]] LabelledFen invalid_position(game::Game g, const std::string& label, Rng& rng);

// Case `index` of a run seeded `seed`: handshake, the generated lines, a search and a sync.
// category is Valid, Edge, Invalid (positions and moves) or Protocol (streams.h).
[[nodiscard]] Case make_case(
    const Dialect& d, Category category, std::uint64_t seed, std::uint64_t index);

} // namespace harness::enginefuzz
