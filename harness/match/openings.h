#pragma once
// Opening books of a match: the start positions of its game pairs, read from an EPD file (one
// position per line; operations ignored), checked with the variant's rules and put in order:
// sequential, or shuffled by a seed (the same seed, the same order, on every machine).

#include "harness/game/game.h"

#include "engine/core/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace harness::match {

enum class OpeningOrder { Sequential, Random };

struct OpeningBook {
    std::vector<std::string>              fens; // canonical, in file order
    std::vector<engine::core::ParseError> errors; // `file:line:col: ...`, one per bad line
};

// Every position of an EPD file, checked as positions of `variant`.
[[nodiscard]] OpeningBook load_epd_openings(const std::string& path, game::Game variant);

// Every opening of a Gomocup opening file (piskvork's openings.txt, GomocupJudge's books): one
// opening a line, comma-separated `dx,dy` offsets from the centre (floor(size / 2)), black
// first and alternating; blank lines and lines starting with '#' are skipped. Played from the
// start position of `variant` (a gomoku game), checked by its rules.
[[nodiscard]] OpeningBook load_gomocup_openings(const std::string& path, game::Game variant);

// The book in play order: shuffled (Fisher-Yates over a SplitMix64 stream of `seed`) or as is,
// then rotated to begin at `start` (1-based, as cutechess's start=).
[[nodiscard]] std::vector<std::string> order_openings(
    std::vector<std::string> fens, OpeningOrder order, std::uint64_t seed, int start);

} // namespace harness::match
