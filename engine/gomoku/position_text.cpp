// The position text form: rows + side + rule, or piskvork's `x,y,c` board listing (see
// position.h). Every error names its 1-based column and quotes the offending token.

#include "engine/core/text.h"
#include "engine/gomoku/lines.h"
#include "engine/gomoku/position.h"

#include <cctype>
#include <iterator>
#include <string>
#include <vector>

namespace engine::gomoku {

namespace {

using core::ParseError;
using core::quote;

struct Token {
    std::string_view text;
    int              column; // 1-based
};

std::vector<Token> split(std::string_view text) {
    std::vector<Token> out;
    std::size_t        i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        const std::size_t b = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > b) out.push_back({ text.substr(b, i - b), int(b) + 1 });
    }
    return out;
}

constexpr std::string_view RuleNames[] = { "freestyle", "standard", "renju", "caro" };

std::optional<Rule> parse_rule(std::string_view t) {
    for (std::size_t r = 0; r < std::size(RuleNames); ++r)
        if (t == RuleNames[r]) return Rule(r);
    return std::nullopt;
}

} // namespace

// Builds a Position stone by stone, then checks the whole (counts, side, fives).
class PositionBuilder {
public:
    PositionBuilder(int size, Rule rule)
        : pos_(size, rule) { }
    void                          put(int x, int y, Color c) { pos_.put(point_of(x, y), c); }
    [[nodiscard]] const Position& position() const { return pos_; }

    // Side to move given (or from the counts when nullopt), then the fives: at most the side
    // that moved last may have one, and then the game is over.
    core::Result<Position> finish(std::optional<Color> side, int column) {
        int black = 0, white = 0;
        for (int p = 0; p < PointCount; ++p) {
            black += pos_.stone(p) == Stone::X;
            white += pos_.stone(p) == Stone::O;
        }
        if (!side) {
            if (black == white)
                side = Black;
            else if (black == white + 1)
                side = White;
        }
        if (!side || (*side == Black && black != white) || (*side == White && black != white + 1))
            return ParseError { column,
                std::to_string(black) + " black and " + std::to_string(white)
                    + " white stones do not fit "
                    + (side ? (*side == Black ? "black" : "white") : std::string("either side"))
                    + " to move (black plays first: black = white, or black = white + 1)" };
        pos_.side_ = *side;
        if (*side == White) pos_.key_ ^= zobrist_side();
        for (int p = 0; p < PointCount; ++p) {
            if (pos_.stone(p) == Stone::Empty) continue;
            const Color c = pos_.stone(p) == Stone::X ? Black : White;
            if (!makes_five(pos_, p, c)) continue;
            if (c == *side)
                return ParseError { column,
                    std::string(c == Black ? "black" : "white")
                        + " has a winning line but is to move" };
            pos_.winner_ = c;
        }
        return pos_;
    }

private:
    Position pos_;
};

namespace {

core::Result<Position> parse_listing(const std::vector<Token>& tokens) {
    struct Stone3 {
        int x, y, c, column;
    };
    std::vector<Stone3> stones;
    std::optional<Rule> rule;
    int                 max_coord = 0;
    for (const Token& t : tokens) {
        if (t.text.find(',') == std::string_view::npos) {
            rule = parse_rule(t.text);
            if (!rule || &t != &tokens.back())
                return ParseError { t.column,
                    "expected 'x,y,c' or a final rule (freestyle|standard|renju|caro), got "
                        + quote(t.text) };
            continue;
        }
        int         v[3];
        std::size_t from = 0;
        for (int i = 0; i < 3; ++i) {
            const std::size_t comma = i < 2 ? t.text.find(',', from) : t.text.size();
            if (comma == std::string_view::npos
                || (v[i] = core::small_number(t.text.substr(from, comma - from))) < 0
                || (i == 2 && comma != t.text.size()))
                return ParseError { t.column,
                    "expected a stone 'x,y,c' (c = 1 black, 2 white), got " + quote(t.text) };
            from = comma + 1;
        }
        if (v[2] != 1 && v[2] != 2)
            return ParseError { t.column,
                "stone colour must be 1 (black) or 2 (white), got " + quote(t.text) };
        max_coord = std::max({ max_coord, v[0], v[1] });
        stones.push_back({ v[0], v[1], v[2], t.column });
    }
    const int size = max_coord < DefaultSize ? DefaultSize : MaxSize;
    if (max_coord >= MaxSize)
        for (const auto& s : stones)
            if (s.x >= MaxSize || s.y >= MaxSize)
                return ParseError { s.column,
                    "stone off the board (at most " + std::to_string(MaxSize - 1) + ")" };
    PositionBuilder b(size, rule.value_or(Rule::Freestyle));
    for (const auto& s : stones) {
        if (b.position().stone(s.x, s.y) != Stone::Empty)
            return ParseError { s.column,
                "point " + std::to_string(s.x) + "," + std::to_string(s.y) + " listed twice" };
        b.put(s.x, s.y, s.c == 1 ? Black : White);
    }
    return b.finish(std::nullopt, tokens.empty() ? 1 : tokens.front().column);
}

core::Result<Position> parse_rows(const std::vector<Token>& tokens) {
    // rows
    const Token& rows = tokens[0];
    struct Cell {
        int   x, y;
        Color c;
    };
    std::vector<Cell> cells;
    int               width = -1, x = 0, y = 0;
    for (std::size_t i = 0; i <= rows.text.size(); ++i) {
        const int col = rows.column + int(i);
        if (i == rows.text.size() || rows.text[i] == '/') {
            if (width >= 0 && x != width)
                return ParseError { col,
                    "row " + std::to_string(y + 1) + " has " + std::to_string(x)
                        + " points, the first row " + std::to_string(width) };
            if (x < MinSize || x > MaxSize)
                return ParseError { col,
                    "row " + std::to_string(y + 1) + " has " + std::to_string(x)
                        + " points (a board is " + std::to_string(MinSize) + " to "
                        + std::to_string(MaxSize) + " points wide)" };
            width = x;
            x     = 0;
            ++y;
            continue;
        }
        const char ch = rows.text[i];
        if (ch >= '0' && ch <= '9') {
            std::size_t j = i;
            while (j < rows.text.size() && rows.text[j] >= '0' && rows.text[j] <= '9') ++j;
            const int n = core::small_number(rows.text.substr(i, j - i));
            if (n <= 0)
                return ParseError { col,
                    "expected a run of 1 to 20 empty points, got "
                        + quote(rows.text.substr(i, j - i)) };
            x += n;
            i = j - 1;
        } else if (ch == 'x' || ch == 'X' || ch == 'o' || ch == 'O') {
            cells.push_back({ x, y, ch == 'x' || ch == 'X' ? Black : White });
            ++x;
        } else
            return ParseError { col,
                "expected 'x', 'o', a number or '/' in the rows, got "
                    + quote(rows.text.substr(i, 1)) };
        if (x > MaxSize)
            return ParseError { col,
                "row " + std::to_string(y + 1) + " is wider than " + std::to_string(MaxSize) };
    }
    if (y != width)
        return ParseError { rows.column,
            std::to_string(y) + " rows of " + std::to_string(width)
                + " points: the board must be square" };

    // side
    if (tokens.size() < 2)
        return ParseError { rows.column + int(rows.text.size()),
            "expected the side to move ('b' or 'w') after the rows" };
    const Token& side = tokens[1];
    if (side.text != "b" && side.text != "w")
        return ParseError { side.column,
            "expected the side to move 'b' or 'w', got " + quote(side.text) };

    // rule
    Rule rule = Rule::Freestyle;
    if (tokens.size() >= 3) {
        auto r = parse_rule(tokens[2].text);
        if (!r)
            return ParseError { tokens[2].column,
                "expected the rule 'freestyle', 'standard', 'renju' or 'caro', got "
                    + quote(tokens[2].text) };
        rule = *r;
    }
    // EPD form: a fourth position field "-" (EPD records have four), and a FEN's two move
    // counters after it (ignored).
    std::size_t fields = tokens.size() > 3 && tokens[3].text == "-" ? 4 : 3;
    while (fields >= 4 && fields < 6 && tokens.size() > fields
        && core::small_number(tokens[fields].text) >= 0)
        ++fields;
    if (tokens.size() > fields)
        return ParseError { tokens[fields].column,
            "unexpected " + quote(tokens[fields].text) + " after the rule" };

    PositionBuilder b(width, rule);
    for (const auto& c : cells) b.put(c.x, c.y, c.c);
    return b.finish(side.text == "b" ? Black : White, side.column);
}

} // namespace

core::Result<Position> Position::from_text(std::string_view text) {
    const auto tokens = split(text);
    if (tokens.empty()) return ParseError { 1, "empty position" };
    if (tokens[0].text.find(',') != std::string_view::npos) return parse_listing(tokens);
    return parse_rows(tokens);
}

std::string Position::text() const {
    std::string out;
    for (int y = 0; y < size_; ++y) {
        if (y) out += '/';
        int run = 0;
        for (int x = 0; x < size_; ++x) {
            const Stone s = stone(x, y);
            if (s == Stone::Empty) {
                ++run;
                continue;
            }
            if (run) out += std::to_string(run);
            run = 0;
            out += s == Stone::X ? 'x' : 'o';
        }
        if (run) out += std::to_string(run);
    }
    out += side_ == Black ? " b" : " w";
    if (rule_ != Rule::Freestyle) out += ' ' + std::string(to_string(rule_));
    return out;
}

std::string_view to_string(Rule rule) noexcept { return RuleNames[std::size_t(rule)]; }

std::string board_diagram(const Position& pos) {
    std::string out;
    for (int y = 0; y < pos.size(); ++y) {
        const std::string row = std::to_string(y + 1);
        out += std::string(3 - row.size(), ' ') + row;
        for (int x = 0; x < pos.size(); ++x) {
            const Stone s = pos.stone(x, y);
            out += s == Stone::X ? " x" : s == Stone::O ? " o" : " .";
        }
        out += '\n';
    }
    out += "   ";
    for (int x = 0; x < pos.size(); ++x) out += std::string(" ") + char('a' + x);
    return out + "\n\nFen: " + pos.text() + "\n";
}

} // namespace engine::gomoku
