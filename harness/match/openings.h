#pragma once
// Opening books of a match: the start positions of its rounds (read by the game layer's
// position files, harness/game/positions.h) put in order: sequential, or shuffled by a seed (the
// same seed, the same order, on every machine), and the opening each round plays.

#include "harness/game/game.h"

#include "engine/core/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace harness::match {

enum class OpeningOrder { Sequential, Random };

// cutechess's opening shift policy: when the next opening of the book is taken.
//   Default: at a new encounter or when the -repeat count is reached
//   Encounter: at a new encounter only; Round: at a new round only
enum class OpeningPolicy { Default, Encounter, Round };

// "default", "encounter", "round", or an error quoting the text.
[[nodiscard]] engine::core::Result<OpeningPolicy> parse_opening_policy(std::string_view text);
[[nodiscard]] const char*                         to_string(OpeningPolicy p);

// The book in play order: shuffled (Fisher-Yates over a SplitMix64 stream of `seed`) or as is,
// then rotated to begin at `start` (1-based, as cutechess's start=).
[[nodiscard]] std::vector<std::string> order_openings(
    std::vector<std::string> fens, OpeningOrder order, std::uint64_t seed, int start);

// order=...,symmetric: each opening turned by one of its game's symmetries (game/symmetry.h;
// the identity among them, and none that swaps the sides), chosen by a SplitMix64 stream of
// `seed`; a transform that does not apply to an opening (a castling right under a mirror)
// leaves it as it is. The openings and, for each, the name of its symmetry.
struct TurnedOpenings {
    std::vector<std::string> fens, symmetries; // "identity", "rotate-90", ...
};
[[nodiscard]] TurnedOpenings turn_openings(
    const std::vector<std::string>& fens, const game::Game& g, std::uint64_t seed);

// The place in the play order of round `round`'s opening, in a two-engine match where each
// round is one encounter. A round of two games (a colour-reversed pair) plays one opening under
// every policy. Single-game rounds with `repeat` (cutechess -repeat: each opening twice, the
// colours alternating between rounds) take a new opening every second round under Default and
// at every round under Encounter and Round; without `repeat`, every round.
[[nodiscard]] std::size_t opening_index(
    int round, int games_per_round, bool repeat, OpeningPolicy policy);

} // namespace harness::match
