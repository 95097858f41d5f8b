#pragma once
// The building blocks of Gomocup cases (gomocup_cases.h): random legal stone sets from the game
// layer's rules, BOARD ... DONE blocks, the opening (START and INFO lines with the protocol's
// real keys), TURN lines, and the recovery probe that ends every invalid and protocol case.
// Deterministic in the generator.

#include "generators.h"
#include "lines.h"

#include "harness/game/game.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace harness::enginefuzz {

using Point = std::pair<int, int>; // x, y: 0-based column and row from the top-left

// The INFO rule codes game g is fuzzed under (0 freestyle, 1 standard, 4 renju, 8 caro): those
// whose positions it plays (plays_rule), its own first.
[[nodiscard]] std::vector<int> rule_codes(game::Game g);

// Stones in the order they were played, black first.
struct StoneSet {
    int                size      = 15;
    int                rule_code = 0; // INFO rule
    std::vector<Point> order;

    // The engine (to move next) plays black when the counts are equal.
    [[nodiscard]] bool engine_black() const { return order.size() % 2 == 0; }
    [[nodiscard]] bool holds(Point p) const;
};

// A random legal walk on an empty size x size board under INFO rule `rule_code`: up to `plies`
// moves, none of which ends the game (no five; the board never full), each on a point `where`
// allows (all when empty). Stops early when no such move is found.
[[nodiscard]] StoneSet random_stones(game::Game g, int size, int rule_code, int plies, Rng& rng,
    const std::function<bool(Point)>& where = {});

// BOARD, one "x,y,f" line per stone (1 = the engine's, 2 = the opponent's), DONE. In the order
// played (renju needs it) or shuffled (other rules allow any order).
[[nodiscard]] Lines board_block(const StoneSet& s, bool shuffled, Rng& rng);

// "TURN x,y", "TAKEBACK x,y".
[[nodiscard]] std::string point_line(const char* command, Point p);
// A random empty point of `s` (also not in `taken`); near the stones when there are some.
[[nodiscard]] Point free_point(const StoneSet& s, const std::vector<Point>& taken, Rng& rng);

// START n and the INFO lines a manager sends (timeout_turn always; rule when it is not 0;
// timeout_match, time_left, max_memory, game_type and folder each maybe), in a random order,
// START first or not.
[[nodiscard]] Lines opening(int size, int rule_code, Rng& rng);
// A fast turn time for the engine (INFO timeout_turn): 0 to 200 ms.
[[nodiscard]] int quick_turn_ms(Rng& rng);

// The end of an invalid or protocol case: ABOUT (a resync), INFO timeout_turn and rule (g's own),
// START n twice (the first may answer an INFO refused earlier), a valid BOARD or BEGIN, ABOUT.
// The engine must answer its move with a legal x,y.
[[nodiscard]] Lines recovery_probe(game::Game g, Rng& rng);

// A case body of one class, and the classes of a category.
using CaseMaker = std::function<Lines(game::Game, Rng&)>;
using CaseTable = std::vector<std::pair<std::string, CaseMaker>>;
// valid/... and edge/... (gomocup_cases.cpp); invalid/... and protocol/... (gomocup_bad_cases.cpp).
[[nodiscard]] CaseTable good_gomocup_cases(Category c);
[[nodiscard]] CaseTable bad_gomocup_cases(Category c);

// Fisher-Yates with below(): the same order on every platform (std::shuffle is not).
template <typename T> void shuffle(std::vector<T>& v, Rng& rng) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(rng, i)]);
}

// Pick one of a list.
template <typename T> [[nodiscard]] const T& pick(const std::vector<T>& v, Rng& rng) {
    return v[below(rng, v.size())];
}

} // namespace harness::enginefuzz
