#include "engine/gomoku/notation.h"

#include "engine/core/text.h"
#include "engine/gomoku/renju.h"

namespace engine::gomoku {

namespace {

using core::ParseError;
using core::quote;

core::Result<Move> placed(const Position& pos, int x, int y, std::string_view text) {
    if (!pos.on_board(x, y))
        return ParseError { 1,
            quote(text) + " is off the " + std::to_string(pos.size()) + "x"
                + std::to_string(pos.size()) + " board" };
    if (pos.winner()) return ParseError { 1, "the game is over: no move " + quote(text) };
    if (!pos.empty(point_of(x, y)))
        return ParseError { 1, "point " + quote(text) + " is not empty" };
    return Move::at(point_of(x, y));
}

} // namespace

std::optional<std::string> renju_foul_text(const Position& pos, int point) {
    if (pos.rule() != Rule::Renju || pos.side_to_move() != Black || !pos.empty(point))
        return std::nullopt;
    const FoulReport report = renju_foul(pos, point);
    if (report.foul == Foul::None) return std::nullopt;
    std::string stones;
    for (int p : report.pattern) stones += (stones.empty() ? "" : " ") + to_string(Move::at(p));
    return "forbidden to black under renju: " + std::string(to_string(report.foul)) + " (" + stones
        + ")";
}

std::string to_string(Move m, Notation n) {
    if (m == Move::none()) return "none";
    if (n == Notation::Gomocup) return std::to_string(m.x()) + "," + std::to_string(m.y());
    return std::string(1, char('a' + m.x())) + std::to_string(m.y() + 1);
}

core::Result<Move> parse_placement(const Position& pos, std::string_view text, Notation n) {
    if (n == Notation::Gomocup) {
        const auto comma = text.find(',');
        const int  x
            = comma == std::string_view::npos ? -1 : core::small_number(text.substr(0, comma));
        const int y
            = comma == std::string_view::npos ? -1 : core::small_number(text.substr(comma + 1));
        if (x < 0 || y < 0)
            return ParseError { 1, "expected a move 'x,y' (e.g. 7,7), got " + quote(text) };
        return placed(pos, x, y, text);
    }
    const int y = text.size() >= 2 ? core::small_number(text.substr(1)) : -1;
    if (text.empty() || text[0] < 'a' || text[0] > 't' || y < 1)
        return ParseError { 1,
            "expected a move like 'h8' (column a-t, row from 1), got " + quote(text) };
    return placed(pos, text[0] - 'a', y - 1, text);
}

core::Result<Move> parse_move(const Position& pos, std::string_view text, Notation n) {
    auto m = parse_placement(pos, text, n);
    if (!m) return m;
    if (auto foul = renju_foul_text(pos, m->point()))
        return ParseError { 1, quote(text) + " is " + *foul };
    return m;
}

core::Result<Move> parse_move(const Position& pos, std::string_view text) {
    return parse_move(
        pos, text, text.find(',') != std::string_view::npos ? Notation::Gomocup : Notation::Letter);
}

} // namespace engine::gomoku
