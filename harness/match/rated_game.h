#pragma once
// A game as ratings count it: its two players by name (the first mover, White or Red, first),
// the first mover's score and the game pair it belongs to. One type for `arbiter rate` (PGN and
// report games), the tournament, the gate's ladder and the history's ladder; rated_game() is the
// one conversion from a played game.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace harness::match {

struct GameEntry;

struct RatedGame {
    std::string                first, second; // the first mover and the other
    double                     score = 0.5; // the first mover's: 1, 0.5 or 0
    std::optional<std::string> pair; // the game pair it belongs to (absent: none)
};

// The first mover's score of a result ("1-0" 1, "0-1" 0, "1/2-1/2" 0.5); nullopt for any other
// text ("*": unfinished).
[[nodiscard]] std::optional<double> first_mover_score(std::string_view result);

// A played game between `names` (engine 0, engine 1) as rated, in the game pair `pair`; nullopt
// while it has no result.
[[nodiscard]] std::optional<RatedGame> rated_game(
    const GameEntry& g, const std::array<std::string, 2>& names, std::string pair);

} // namespace harness::match
