#include "gomocup_cases.h"

#include "gomocup_script.h"

#include <cctype>

namespace harness::enginefuzz {

namespace {

int valid_size(Rng& r) { return below(r, 3) ? 15 : 20; }

int valid_rule(game::Game g, Rng& r) { return pick(rule_codes(g), r); }

// n TURN lines on points free of s's stones.
Lines turns(const StoneSet& s, int n, Rng& r) {
    std::vector<Point> taken;
    Lines              out;
    for (int i = 0; i < n; ++i) {
        taken.push_back(free_point(s, taken, r));
        out.push_back(point_line("TURN", taken.back()));
    }
    return out;
}

Lines ending(Rng& r) { return below(r, 2) ? Lines { "ABOUT", "END" } : Lines { "ABOUT" }; }

// BOARD ... DONE of s: in move order under renju, in any order otherwise.
Lines board(const StoneSet& s, Rng& r) { return board_block(s, s.rule_code != 4, r); }

Lines valid_board(game::Game g, Rng& r) {
    const int size = valid_size(r), rule = valid_rule(g, r);
    auto      s = random_stones(g, size, rule, int(below(r, 41)), r);
    return opening(size, rule, r) + board(s, r) + turns(s, int(below(r, 4)), r) + ending(r);
}

Lines valid_begin(game::Game g, Rng& r) {
    const int      size = valid_size(r), rule = valid_rule(g, r);
    const StoneSet none { size, rule, {} };
    return opening(size, rule, r) + Lines { "BEGIN" } + turns(none, 1 + int(below(r, 3)), r)
        + ending(r);
}

Lines valid_turn(game::Game g, Rng& r) {
    const int      size = valid_size(r), rule = valid_rule(g, r);
    const StoneSet none { size, rule, {} };
    return opening(size, rule, r) + turns(none, 1 + int(below(r, 4)), r) + ending(r);
}

Lines valid_restart(game::Game g, Rng& r) {
    const int size = valid_size(r), rule = valid_rule(g, r);
    auto      a = random_stones(g, size, rule, int(below(r, 30)), r);
    auto      b = random_stones(g, size, rule, int(below(r, 30)), r);
    return opening(size, rule, r) + board(a, r) + Lines { "RESTART" }
    + (below(r, 2) ? Lines { "BEGIN" } : board(b, r)) + ending(r);
}

// TAKEBACK of the opponent's last stone, then the whole board again (as GomocupJudge resends).
Lines valid_takeback(game::Game g, Rng& r) {
    const int size = valid_size(r), rule = valid_rule(g, r);
    auto      s = random_stones(g, size, rule, 2 + int(below(r, 30)), r);
    if (s.order.empty()) return opening(size, rule, r) + Lines { "BEGIN" } + ending(r);
    auto again = s;
    again.order.pop_back();
    return opening(size, rule, r) + board(s, r) + Lines { point_line("TAKEBACK", s.order.back()) }
    + board(again, r) + ending(r);
}

Lines sized(game::Game g, int size, int plies, Rng& r) {
    const int rule = valid_rule(g, r);
    auto      s    = random_stones(g, size, rule, plies, r);
    return opening(size, rule, r) + board(s, r) + turns(s, int(below(r, 3)), r) + ending(r);
}

// time_left as managers send it: before every move request, negative when the engine is
// late, 2147483647 when the match has no limit.
Lines time_left(game::Game g, Rng& r) {
    static const std::vector<std::string> Left { "-5000", "-1", "0", "1", "2147483647" };
    const int                             size = valid_size(r);
    auto  s = random_stones(g, size, rule_codes(g).front(), int(below(r, 20)), r);
    Lines out { "START " + std::to_string(size),
        "INFO timeout_turn " + std::to_string(quick_turn_ms(r)),
        "INFO rule " + std::to_string(rule_codes(g).front()),
        "INFO timeout_match " + std::string(below(r, 2) ? "0" : "60000") };
    out.push_back("INFO time_left " + pick(Left, r));
    out = out + board(s, r);
    std::vector<Point> taken;
    for (int i = 0, n = int(below(r, 3)); i < n; ++i) {
        taken.push_back(free_point(s, taken, r));
        out.push_back("INFO time_left " + pick(Left, r));
        out.push_back(point_line("TURN", taken.back()));
    }
    return out + ending(r);
}

// Stones on the border only, then moves on it.
Lines edges_and_corners(game::Game g, Rng& r) {
    const int size   = below(r, 2) ? 15 : 20;
    auto      border = [size](Point p) {
        return p.first == 0 || p.second == 0 || p.first == size - 1 || p.second == size - 1;
    };
    auto s = random_stones(g, size, rule_codes(g).front(), int(below(r, 24)), r, border);
    std::vector<Point> corners { { 0, 0 }, { size - 1, 0 }, { 0, size - 1 },
        { size - 1, size - 1 } };
    Lines              out = opening(size, s.rule_code, r) + board(s, r);
    for (const auto& c : corners)
        if (!s.holds(c) && below(r, 2)) {
            out.push_back(point_line("TURN", c));
            break;
        }
    return out + ending(r);
}

Lines with_crlf(game::Game g, Rng& r) {
    auto out = below(r, 2) ? valid_board(g, r) : valid_begin(g, r);
    for (auto& l : out) l += '\r';
    return out;
}

Lines lower_case(game::Game g, Rng& r) {
    auto out = below(r, 2) ? valid_board(g, r) : valid_turn(g, r);
    for (auto& l : out)
        for (std::size_t i = 0; i < l.size() && l[i] != ' '; ++i)
            l[i] = char(std::tolower(static_cast<unsigned char>(l[i])));
    return out;
}

} // namespace

CaseTable good_gomocup_cases(Category c) {
    if (c == Category::Valid)
        return { { "valid/board", valid_board }, { "valid/begin", valid_begin },
            { "valid/turn", valid_turn }, { "valid/restart", valid_restart },
            { "valid/takeback", valid_takeback } };
    if (c != Category::Edge) return {};
    return {
        { "edge/size-5", [](game::Game g, Rng& r) { return sized(g, 5, int(below(r, 16)), r); } },
        { "edge/size-20",
            [](game::Game g, Rng& r) { return sized(g, 20, 40 + int(below(r, 120)), r); } },
        { "edge/nearly-full-board",
            [](game::Game g, Rng& r) {
                static const std::vector<int> Sizes { 5, 6, 7, 9, 15 };
                const int                     size = pick(Sizes, r);
                return sized(g, size, size * size, r);
            } },
        { "edge/time-left", time_left },
        { "edge/edges-and-corners", edges_and_corners },
        { "edge/crlf", with_crlf },
        { "edge/lower-case", lower_case },
    };
}

std::vector<std::string> gomocup_classes(Category c) {
    std::vector<std::string> out;
    for (const auto& [label, fn] : good_gomocup_cases(c)) out.push_back(label);
    for (const auto& [label, fn] : bad_gomocup_cases(c)) out.push_back(label);
    return out;
}

Case gomocup_class_case(game::Game g, const std::string& label, Rng& rng) {
    const auto slash = label.find('/');
    const auto c     = parse_category(label.substr(0, slash)).value_or(Category::Valid);
    for (auto table : { good_gomocup_cases, bad_gomocup_cases })
        for (const auto& [name, fn] : table(c))
            if (name == label) return { c, label, fn(g, rng) };
    return { c, label, {} };
}

Case gomocup_case(game::Game g, Category c, Rng& rng) {
    const auto classes = gomocup_classes(c);
    if (classes.empty()) return { c, "", {} };
    return gomocup_class_case(g, pick(classes, rng), rng);
}

} // namespace harness::enginefuzz
