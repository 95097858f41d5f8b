#include "gomocup_command.h"
#include "engine/core/text.h"

#include "tokens.h"

#include <cctype>
#include <optional>

namespace engine::protocol::gomocup {

namespace {

using core::ParseError;
using core::quote;

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}
std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

std::optional<std::pair<int, int>> parse_point(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const int x = core::small_number(text.substr(0, comma)),
              y = core::small_number(text.substr(comma + 1));
    if (x < 0 || y < 0) return std::nullopt;
    return std::pair { x, y };
}

core::Result<Command> parse_command(std::string_view line) {
    const auto t = tokenize(line);
    if (t.empty()) return ParseError { 1, "empty line" };
    const std::string kw = upper(t[0].text);
    // A command without arguments must have none.
    const bool bare = kw == "RESTART" || kw == "BEGIN" || kw == "BOARD" || kw == "SWAP2BOARD"
        || kw == "END" || kw == "ABOUT" || kw == "EVAL";
    if (bare && t.size() > 1)
        return ParseError { t[1].column, "unexpected " + quote(t[1].text) + " after " + kw };
    // One "x,y" argument.
    std::pair<int, int>       at { 0, 0 };
    std::optional<ParseError> bad_point;
    if (kw == "RECTSTART" || kw == "TURN" || kw == "TAKEBACK") {
        auto p = t.size() == 2 ? parse_point(t[1].text) : std::nullopt;
        if (t.size() != 2)
            bad_point = ParseError { t.size() < 2 ? int(line.size()) + 1 : t[2].column,
                kw + " expects one point 'x,y'" };
        else if (!p)
            bad_point
                = ParseError { t[1].column, "expected a point 'x,y', got " + quote(t[1].text) };
        else
            at = *p;
    }
    if (bad_point) return *bad_point;
    if (kw == "START") {
        if (t.size() != 2 || core::small_number(t[1].text) < 0)
            return ParseError { t.size() >= 2 ? t[1].column : int(line.size()) + 1,
                "START expects a board size, got "
                    + (t.size() >= 2 ? quote(t[1].text) : std::string("nothing")) };
        return Command { Start { core::small_number(t[1].text) } };
    }
    if (kw == "RECTSTART") return Command { RectStart { at.first, at.second } };
    if (kw == "RESTART") return Command { Restart {} };
    if (kw == "BEGIN") return Command { Begin {} };
    if (kw == "BOARD") return Command { Board {} };
    if (kw == "SWAP2BOARD") return Command { Swap2Board {} };
    if (kw == "END") return Command { End {} };
    if (kw == "ABOUT") return Command { About {} };
    if (kw == "EVAL") return Command { Eval {} };
    if (kw == "TURN") return Command { Turn { at.first, at.second } };
    if (kw == "TAKEBACK") return Command { Takeback { at.first, at.second } };
    if (kw == "INFO") {
        if (t.size() < 2) return ParseError { int(line.size()) + 1, "INFO expects a key" };
        return Command { Info { lower(t[1].text), join(t, 2, t.size()) } };
    }
    return Command { Unknown { std::string(t[0].text) } };
}

core::Result<std::variant<BoardStone, BoardDone>> parse_board_line(std::string_view line) {
    const auto t = tokenize(line);
    if (t.size() == 1 && upper(t[0].text) == "DONE")
        return std::variant<BoardStone, BoardDone> { BoardDone {} };
    if (t.size() != 1)
        return ParseError { t.empty() ? 1 : t[0].column, "expected 'x,y,f' or DONE in BOARD" };
    const std::string_view s     = t[0].text;
    const auto             comma = s.rfind(',');
    auto      p = comma == std::string_view::npos ? std::nullopt : parse_point(s.substr(0, comma));
    const int f = comma == std::string_view::npos ? -1 : core::small_number(s.substr(comma + 1));
    if (!p || f < 1 || f > 3)
        return ParseError { t[0].column,
            "expected a stone 'x,y,f' (f = 1 own, 2 opponent, 3 continuous), got " + quote(s) };
    return std::variant<BoardStone, BoardDone> { BoardStone { p->first, p->second, f } };
}

core::Result<std::variant<Swap2Stone, BoardDone>> parse_swap2_line(std::string_view line) {
    const auto t = tokenize(line);
    if (t.size() == 1 && upper(t[0].text) == "DONE")
        return std::variant<Swap2Stone, BoardDone> { BoardDone {} };
    auto p = t.size() == 1 ? parse_point(t[0].text) : std::nullopt;
    if (!p)
        return ParseError { t.empty() ? 1 : t[0].column,
            "expected one stone 'x,y' or DONE in SWAP2BOARD, got "
                + quote(t.size() == 1 ? t[0].text : line) };
    return std::variant<Swap2Stone, BoardDone> { Swap2Stone { p->first, p->second } };
}

} // namespace engine::protocol::gomocup
