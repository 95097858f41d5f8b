#include "uci_command.h"

#include "tokens.h"

#include <algorithm>
#include <charconv>

namespace engine::protocol {

namespace {

core::ParseError error(int column, std::string message) { return { column, std::move(message) }; }

core::Result<Command> parse_position(const std::vector<Token>& t, std::string_view line) {
    if (t.size() < 2)
        return error(int(line.size()) + 1, "expected 'startpos' or 'fen <FEN>' after 'position'");
    SetPosition cmd;
    std::size_t i = 2;
    if (t[1].text == "startpos") {
    } else if (t[1].text == "fen") {
        while (i < t.size() && t[i].text != "moves") ++i;
        if (i == 2) return error(t[1].column + 3, "expected a FEN after 'position fen'");
        cmd.fen = join(t, 2, i);
    } else {
        return error(t[1].column, "expected 'startpos' or 'fen', got " + core::quote(t[1].text));
    }
    if (i < t.size()) {
        if (t[i].text != "moves")
            return error(t[i].column, "expected 'moves', got " + core::quote(t[i].text));
        for (++i; i < t.size(); ++i) cmd.moves.emplace_back(t[i].text);
    }
    return Command { cmd };
}

core::Result<Command> parse_setoption(const std::vector<Token>& t, std::string_view line) {
    if (t.size() < 3 || t[1].text != "name")
        return error(t.size() > 1 ? t[1].column : int(line.size()) + 1,
            "expected 'setoption name <id> [value <x>]'");
    std::size_t v = 2;
    while (v < t.size() && t[v].text != "value") ++v;
    if (v == 2) return error(t[1].column + 5, "expected an option name after 'name'");
    return Command { SetOption { join(t, 2, v), join(t, v + 1, t.size()) } };
}

core::Result<Command> parse_go(const std::vector<Token>& t, std::string_view line) {
    if (t.size() >= 2 && t[1].text == "perft") {
        if (t.size() < 3) return error(int(line.size()) + 1, "expected a depth after 'go perft'");
        int  depth = 0;
        auto r     = std::from_chars(t[2].text.data(), t[2].text.data() + t[2].text.size(), depth);
        if (r.ec != std::errc() || r.ptr != t[2].text.data() + t[2].text.size() || depth < 1
            || depth > 64)
            return error(
                t[2].column, "expected a perft depth from 1 to 64, got " + core::quote(t[2].text));
        if (t.size() > 3)
            return error(
                t[3].column, "unexpected " + core::quote(t[3].text) + " after perft depth");
        return Command { GoPerft { depth } };
    }
    Go   go;
    auto is_parameter = [](std::string_view k) {
        return k == "infinite" || k == "ponder" || k == "searchmoves" || k == "wtime"
            || k == "btime" || k == "winc" || k == "binc" || k == "movetime" || k == "movestogo"
            || k == "depth" || k == "nodes" || k == "mate";
    };
    for (std::size_t i = 1; i < t.size(); ++i) {
        const std::string_view k = t[i].text;
        if (k == "searchmoves") {
            const std::size_t first = i + 1;
            while (i + 1 < t.size() && !is_parameter(t[i + 1].text))
                go.searchmoves.emplace_back(t[++i].text);
            if (i + 1 == first)
                return error(i + 1 < t.size() ? t[i + 1].column : int(line.size()) + 1,
                    "expected moves after 'searchmoves'");
            continue;
        }
        if (k == "infinite") {
            go.infinite = true;
            continue;
        }
        if (k == "ponder") {
            go.ponder = true;
            continue;
        }
        if (!is_parameter(k)) return error(t[i].column, "unknown 'go' parameter " + core::quote(k));
        if (i + 1 >= t.size())
            return error(int(line.size()) + 1, "expected a number after " + core::quote(k));
        const Token& v = t[++i];
        std::int64_t n = 0;
        auto         r = std::from_chars(v.text.data(), v.text.data() + v.text.size(), n);
        if (r.ec != std::errc() || r.ptr != v.text.data() + v.text.size())
            return error(v.column,
                "expected an integer after " + core::quote(k) + ", got " + core::quote(v.text));
        const bool signed_ok = k == "wtime" || k == "btime"; // a clock may be overdrawn
        if (n < 0 && !signed_ok) return error(v.column, core::quote(k) + " must not be negative");
        const auto small = int(std::clamp<std::int64_t>(n, 0, 1 << 20));
        if (k == "wtime")
            go.wtime = n;
        else if (k == "btime")
            go.btime = n;
        else if (k == "winc")
            go.winc = n;
        else if (k == "binc")
            go.binc = n;
        else if (k == "movetime")
            go.movetime = n;
        else if (k == "movestogo")
            go.movestogo = small;
        else if (k == "depth")
            go.depth = small;
        else if (k == "mate")
            go.mate = small;
        else
            go.nodes = std::uint64_t(n);
    }
    return Command { go };
}

} // namespace

std::string too_long_message() {
    return "line too long (more than " + std::to_string(MaxLineLength)
        + " bytes): the line was discarded";
}

core::Result<Command> parse_uci_command(std::string_view line, EngineState state) {
    if (line.size() > MaxLineLength) return error(int(MaxLineLength), too_long_message());
    auto t = tokenize(line);
    if (t.empty()) return error(1, "empty command");
    std::string_view w    = t[0].text;
    auto             bare = [&](Command c) -> core::Result<Command> {
        if (t.size() > 1)
            return error(
                            t[1].column, "unexpected " + core::quote(t[1].text) + " after " + core::quote(w));
        return c;
    };
    if (state == EngineState::Searching) {
        if (w == "isready") return bare(IsReady {});
        if (w == "quit") return Command { Quit {} };
        if (w == "stop") return bare(Stop {});
        if (w == "ponderhit") return bare(PonderHit {});
        return error(t[0].column, core::quote(w) + " is not accepted while searching");
    }
    if (w == "uci") return bare(UciHello {});
    if (w == "isready") return bare(IsReady {});
    if (w == "ucinewgame") return bare(NewGame {});
    if (w == "quit") return Command { Quit {} };
    if (w == "stop") return bare(Stop {});
    if (w == "ponderhit") return bare(PonderHit {});
    if (w == "d") return bare(Display {});
    if (w == "eval") return bare(Eval {});
    if (w == "position") return parse_position(t, line);
    if (w == "setoption") return parse_setoption(t, line);
    if (w == "go") return parse_go(t, line);
    if (w == "bench") {
        Bench b;
        if (t.size() > 1) {
            auto r
                = std::from_chars(t[1].text.data(), t[1].text.data() + t[1].text.size(), b.depth);
            if (r.ec != std::errc() || r.ptr != t[1].text.data() + t[1].text.size() || b.depth < 1
                || b.depth > 64)
                return error(t[1].column,
                    "expected a bench depth from 1 to 64, got " + core::quote(t[1].text));
            if (t.size() > 2)
                return error(t[2].column, "unexpected " + core::quote(t[2].text) + " after depth");
        }
        return Command { b };
    }
    return error(t[0].column, "unknown command " + core::quote(w));
}

} // namespace engine::protocol
