// The rule reference shares nothing with movegen.h and lines.h but the public types, caro_win
// (tested on its own, caro_test.cpp) and the renju reference.

#include "rule_reference.h"

#include "renju_reference.h"

#include "engine/gomoku/caro.h"

#include <string>

namespace engine::gomoku::test_support {

bool reference_legal(const Position& pos, int point) {
    if (!pos.empty(point)) return false;
    if (pos.rule() != Rule::Renju || pos.side_to_move() != Black) return true;
    return reference_foul(pos, point).foul == Foul::None;
}

bool reference_wins(const Position& pos, int point, Color c) {
    if (pos.rule() == Rule::Caro) return caro_win(pos, point, c, CaroRule::Caro5);
    const Stone own = stone_of(c);
    for (const auto& dir : Directions) {
        int run = 1;
        for (int sign : { 1, -1 }) {
            int x = x_of(point) + sign * dir[0], y = y_of(point) + sign * dir[1];
            for (; pos.on_board(x, y) && pos.stone(x, y) == own;
                 x += sign * dir[0], y += sign * dir[1])
                ++run;
        }
        const bool wins = pos.rule() == Rule::Freestyle ? run >= 5
            : pos.rule() == Rule::Standard              ? run == 5
                                                        : run == 5 || (c == White && run > 5);
        if (wins) return true;
    }
    return false;
}

std::uint64_t reference_perft(Position& pos, int depth) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x) {
            const int point = point_of(x, y);
            if (!reference_legal(pos, point)) continue;
            if (depth == 1) {
                ++n;
                continue;
            }
            if (reference_wins(pos, point, pos.side_to_move())) continue; // no move after it
            pos.do_move(Move::at(point));
            n += reference_perft(pos, depth - 1);
            pos.undo_move(Move::at(point));
        }
    return n;
}

std::optional<Position> with_rule(const Position& pos, Rule rule) {
    std::string text = pos.text();
    if (pos.rule() != Rule::Freestyle) text.erase(text.rfind(' '));
    auto p = Position::from_text(text + ' ' + std::string(to_string(rule)));
    if (!p) return std::nullopt;
    return *p;
}

} // namespace engine::gomoku::test_support
