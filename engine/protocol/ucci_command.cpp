#include "ucci_command.h"

#include "tokens.h"

#include <charconv>
#include <cstdlib>

namespace engine::protocol::ucci {

namespace {

core::ParseError error(int column, std::string message) { return { column, std::move(message) }; }

template <class T> bool parse_int(std::string_view s, T& out) {
    auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool parse_number(std::string_view s, double& out) {
    const std::string copy(s);
    char*             end = nullptr;
    out                   = std::strtod(copy.c_str(), &end);
    return !copy.empty() && *end == '\0' && out >= 0 && out < 1e12;
}

core::Result<Command> parse_go(const std::vector<Token>& t, std::string_view line) {
    Go          go;
    std::size_t i = 1;
    if (i < t.size() && t[i].text == "ponder")
        go.ponder = true, ++i;
    else if (i < t.size() && t[i].text == "draw")
        go.draw = true, ++i;
    for (; i < t.size(); ++i) {
        const std::string_view k = t[i].text;
        if (k == "infinite") {
            go.infinite = true;
            continue;
        }
        const bool known = k == "depth" || k == "nodes" || k == "time" || k == "movestogo"
            || k == "increment" || k == "opptime" || k == "oppmovestogo" || k == "oppincrement";
        if (!known) return error(t[i].column, "unknown 'go' parameter " + core::quote(k));
        if (i + 1 >= t.size())
            return error(int(line.size()) + 1, "expected a number after " + core::quote(k));
        const Token& v   = t[++i];
        auto         bad = [&] {
            return error(v.column,
                        "expected a non-negative number after " + core::quote(k) + ", got "
                            + core::quote(v.text));
        };
        if (k == "depth" || k == "movestogo" || k == "oppmovestogo") {
            int n = 0;
            if (!parse_int(v.text, n) || n < 0) return bad();
            if (k == "depth") go.depth = n;
            if (k == "movestogo") go.movestogo = n;
        } else if (k == "nodes") {
            std::uint64_t n = 0;
            if (!parse_int(v.text, n)) return bad();
            go.nodes = n;
        } else {
            double x = 0;
            if (!parse_number(v.text, x)) return bad();
            if (k == "time") go.time = x;
            if (k == "increment") go.increment = x;
        }
    }
    return Command { go };
}

} // namespace

core::Result<Command> parse_ucci_command(std::string_view line, EngineState state) {
    if (line.size() > MaxLineLength) return error(int(MaxLineLength), too_long_message());
    auto t = tokenize(line);
    if (t.empty()) return error(1, "empty command");
    const std::string_view w = t[0].text;
    if (w == "isready") return Command { IsReady {} };
    if (w == "quit") return Command { Quit {} };
    if (w == "stop") return Command { Stop {} };
    if (w == "ponderhit") return Command { PonderHit { t.size() > 1 && t[1].text == "draw" } };
    if (state == EngineState::Searching)
        return error(t[0].column, core::quote(w) + " is not accepted while searching");
    if (w == "ucci") return Command { Hello {} };
    if (w == "eval") return Command { Eval {} };
    if (w == "setoption") {
        if (t.size() < 2) return error(int(line.size()) + 1, "expected an option name");
        std::string value;
        for (std::size_t i = 2; i < t.size(); ++i)
            value += (i > 2 ? " " : "") + std::string(t[i].text);
        return Command { SetOption { std::string(t[1].text), value } };
    }
    if (w == "position") {
        if (t.size() < 2)
            return error(
                int(line.size()) + 1, "expected 'startpos' or 'fen <FEN>' after 'position'");
        SetPosition cmd;
        std::size_t i = 2;
        if (t[1].text == "fen") {
            std::string fen;
            while (i < t.size() && t[i].text != "moves")
                fen += (fen.empty() ? "" : " ") + std::string(t[i++].text);
            if (fen.empty()) return error(t[1].column + 3, "expected a FEN after 'position fen'");
            cmd.fen = fen;
        } else if (t[1].text != "startpos")
            return error(
                t[1].column, "expected 'startpos' or 'fen', got " + core::quote(t[1].text));
        if (i < t.size()) {
            if (t[i].text != "moves")
                return error(t[i].column, "expected 'moves', got " + core::quote(t[i].text));
            for (++i; i < t.size(); ++i) cmd.moves.emplace_back(t[i].text);
        }
        return Command { cmd };
    }
    if (w == "banmoves") {
        BanMoves b;
        for (std::size_t i = 1; i < t.size(); ++i) b.moves.emplace_back(t[i].text);
        return Command { b };
    }
    if (w == "go") return parse_go(t, line);
    return error(t[0].column, "unknown command " + core::quote(w));
}

} // namespace engine::protocol::ucci
