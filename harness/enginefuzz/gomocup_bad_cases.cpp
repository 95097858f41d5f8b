// The invalid and protocol classes of Gomocup cases (gomocup_cases.h): a set-up, the bad lines,
// then the recovery probe (not after an END: the engine must exit instead).

#include "gomocup_script.h"

namespace harness::enginefuzz {

namespace {

// START, INFO and maybe a BOARD: the stones the engine holds (none without the BOARD).
struct SetUp {
    StoneSet stones;
    Lines    lines;
};

SetUp set_up(game::Game g, Rng& r, int min_stones = 0) {
    const int size = below(r, 2) ? 15 : 20, rule = rule_codes(g).front();
    auto      s   = random_stones(g, size, rule, min_stones + int(below(r, 20)), r);
    auto      out = opening(size, rule, r);
    if (min_stones == 0 && below(r, 2)) return { StoneSet { size, rule, {} }, out };
    return { s, out + board_block(s, true, r) };
}

std::string stone_line(Point p, int field) {
    return std::to_string(p.first) + "," + std::to_string(p.second) + "," + std::to_string(field);
}

// A BOARD of s with one more line among the stones.
Lines board_with(const StoneSet& s, const std::string& extra, Rng& r) {
    auto block = board_block(s, true, r);
    block.insert(block.begin() + long(1 + below(r, block.size() - 1)), extra);
    return block;
}

Lines garbage_coordinates(game::Game g, Rng& r) {
    static const std::vector<std::string> Turns { "a,b", "3", "3,4,5", "-1,-1", "99999999999,1",
        "x", "", "3;4", "3,,4", " , ", "1.5,2", "0x3,4", "\xef\xbc\x97,7", "7,7,", ",7" };
    static const std::vector<std::string> Stones { "a,b,1", "3;4;1", "3,4", "3,4,1,5", ",,",
        "1,2,x", "1,,2", "99999999999,0,1" };
    auto                                  u = set_up(g, r);
    if (below(r, 2)) return u.lines + Lines { "TURN " + pick(Turns, r) };
    return u.lines + board_with(u.stones, pick(Stones, r), r);
}

Lines occupied_point(game::Game g, Rng& r) {
    auto        u = set_up(g, r, 1);
    const Point p = pick(u.stones.order, r);
    const int   f = below(r, 2) ? 1 : 2;
    return below(r, 2) ? u.lines + Lines { point_line("TURN", p) }
                       : u.lines + board_with(u.stones, stone_line(p, f), r);
}

Lines off_board_point(game::Game g, Rng& r) {
    auto                     u = set_up(g, r);
    const int                n = u.stones.size;
    const std::vector<Point> Off { { n, 0 }, { 0, n }, { n, n }, { 999, 999 }, { -1, 5 }, { 5, -1 },
        { n + 1, n - 1 } };
    const Point              p = pick(Off, r);
    return below(r, 2) ? u.lines + Lines { point_line("TURN", p) }
                       : u.lines + board_with(u.stones, stone_line(p, 1 + int(below(r, 2))), r);
}

Lines board_field(game::Game g, Rng& r) {
    static const std::vector<int> Fields { 4, 0, 5, -1, 99 };
    auto                          u = set_up(g, r);
    const Point                   p = free_point(u.stones, {}, r);
    return u.lines + board_with(u.stones, stone_line(p, pick(Fields, r)), r);
}

// A BOARD whose DONE comes only after other commands (read as bad stone lines).
Lines late_done(game::Game g, Rng& r) {
    auto u     = set_up(g, r);
    auto block = board_block(u.stones, true, r);
    block.pop_back();
    const Lines Inside { "BEGIN", "START 15", "INFO timeout_turn 100", "ABOUT", "BOARD",
        point_line("TURN", free_point(u.stones, {}, r)) };
    for (int i = 0, n = 1 + int(below(r, 3)); i < n; ++i) block.push_back(pick(Inside, r));
    block.emplace_back("DONE");
    return u.lines + block;
}

Lines overlong_line(game::Game g, Rng& r) {
    auto              u = set_up(g, r);
    const std::size_t n = std::size_t(70000 + below(r, 70000));
    switch (below(r, 4)) {
    case 0:
        return u.lines + Lines { "TURN " + std::string(n, '7') + ",7" };
    case 1:
        return u.lines + Lines { "INFO folder /" + std::string(n, 'a') };
    case 2:
        return u.lines + board_with(u.stones, "1,1," + std::string(n, '1'), r);
    default:
        return u.lines + Lines { std::string(n, 'A') };
    }
}

Lines info_junk(game::Game g, Rng& r) {
    static const std::vector<std::string> Junk { "INFO timeout_turn abc", "INFO timeout_turn",
        "INFO timeout_turn -5", "INFO max_memory -1", "INFO max_memory zz",
        "INFO max_memory 99999999999999999999", "INFO rule 3", "INFO rule 77", "INFO rule abc",
        "INFO rule -1", "INFO game_type 12345678901234567890", "INFO", "INFO time_left 1e9",
        "INFO time_left", "INFO evaluate 3", "INFO folder", "INFO no_such_key 5",
        "INFO timeout_match -1" };
    auto                                  u = set_up(g, r);
    for (int i = 0, n = 1 + int(below(r, 4)); i < n; ++i) u.lines.push_back(pick(Junk, r));
    return u.lines;
}

Lines start_size(game::Game g, Rng& r) {
    static const std::vector<std::string> Starts { "START 0", "START 1", "START 4", "START 1000",
        "START -5", "START 21", "START abc", "START", "START 99999999999", "START 15 15",
        "RECTSTART 0,0", "RECTSTART 10,20", "RECTSTART a,b" };
    auto                                  u = set_up(g, r);
    u.lines.push_back(pick(Starts, r));
    if (below(r, 2)) u.lines.emplace_back("BEGIN");
    return u.lines;
}

Lines binary_bytes(game::Game g, Rng& r) {
    auto  u = set_up(g, r);
    Lines junk;
    for (int i = 0, n = 1 + int(below(r, 4)); i < n; ++i)
        junk.push_back(random_bytes(r, std::size_t(1 + below(r, 200)), false));
    if (below(r, 2)) return u.lines + junk;
    return u.lines + board_with(u.stones, junk.front(), r);
}

Lines takeback_empty(game::Game g, Rng& r) {
    auto                           u = set_up(g, r);
    const std::vector<std::string> Bad { point_line("TAKEBACK", free_point(u.stones, {}, r)),
        "TAKEBACK 999,999", "TAKEBACK", "TAKEBACK a,b", "TAKEBACK -1,-1" };
    return u.lines + Lines { pick(Bad, r) };
}

// Stones of one side only: the counts cannot alternate.
Lines board_counts(game::Game g, Rng& r) {
    auto      u = set_up(g, r, 4);
    const int f = 1 + int(below(r, 2));
    Lines     block { "BOARD" };
    for (const auto& p : u.stones.order) block.push_back(stone_line(p, f));
    block.emplace_back("DONE");
    return u.lines + block;
}

// A finished game: five in a row for the opponent.
Lines board_five(game::Game g, Rng& r) {
    auto      u = set_up(g, r);
    const int n = u.stones.size, x = int(below(r, std::uint64_t(n - 4))),
              y = int(below(r, std::uint64_t(n - 2)));
    Lines block { "BOARD" };
    for (int i = 0; i < 5; ++i) block.push_back(stone_line({ x + i, y }, 2));
    for (int i = 0; i < 4; ++i) block.push_back(stone_line({ x + i, y + 2 }, 1));
    block.emplace_back("DONE");
    return u.lines + block;
}

Lines begin_on_stones(game::Game g, Rng& r) { return set_up(g, r, 1).lines + Lines { "BEGIN" }; }

Lines turn_before_start(game::Game g, Rng& r) {
    auto                     s = random_stones(g, 15, rule_codes(g).front(), int(below(r, 10)), r);
    const std::vector<Lines> Moves { { point_line("TURN", free_point(s, {}, r)) }, { "BEGIN" },
        board_block(s, true, r), { "RESTART" }, { "TAKEBACK 7,7" } };
    Lines                    out { "INFO timeout_turn " + std::to_string(quick_turn_ms(r)) };
    for (int i = 0, n = 1 + int(below(r, 3)); i < n; ++i) out = out + pick(Moves, r);
    return out;
}

Lines board_inside_board(game::Game g, Rng& r) {
    auto u = set_up(g, r);
    auto a = board_block(u.stones, true, r), b = board_block(u.stones, true, r);
    a.pop_back(); // BOARD, stones, BOARD, stones, DONE (, DONE)
    auto out = u.lines + a + b;
    if (below(r, 2)) out.emplace_back("DONE");
    return out;
}

// DONE without BOARD, BEGIN twice, TAKEBACK twice.
Lines out_of_order(game::Game g, Rng& r) {
    auto                     u = set_up(g, r);
    const auto               p = point_line("TAKEBACK", free_point(u.stones, {}, r));
    const std::vector<Lines> Pairs { { "DONE" }, { "BEGIN", "BEGIN" }, { "TURN 0,0", "DONE" },
        { p, p } };
    return u.lines + pick(Pairs, r);
}

Lines start_mid_game(game::Game g, Rng& r) {
    auto u = set_up(g, r, 2);
    return u.lines + Lines { "START " + std::to_string(below(r, 2) ? 20 : 15) }
    + Lines { point_line("TURN", pick(u.stones.order, r)) };
}

Lines unknown_commands(game::Game g, Rng& r) {
    static const std::vector<Lines> Unknown { { "SWAP2BOARD", "DONE" }, { "PLAY 3,4" },
        { "YXBOARD", "7,7,1", "DONE" }, { "RECTSTART 20,15" }, { "yxshowforbid" },
        { "NOSUCHCOMMAND 1 2 3" }, { "SUGGEST 1,1" }, { "INFO evaluate 3,4" }, { "yxstop" },
        { "MESSAGE hello" } };
    auto                            out = set_up(g, r).lines;
    for (int i = 0, n = 1 + int(below(r, 3)); i < n; ++i) out = out + pick(Unknown, r);
    return out;
}

Lines empty_lines(game::Game g, Rng& r) {
    static const std::vector<std::string> Blank { "", " ", "\t", "\r", "  \t " };
    Lines                                 out;
    for (const auto& l : set_up(g, r).lines) {
        if (below(r, 2)) out.push_back(pick(Blank, r));
        out.push_back(l);
    }
    return out;
}

Lines end_mid_game(game::Game g, Rng& r) {
    auto u = set_up(g, r);
    if (u.stones.order.empty()) u.lines.emplace_back("BEGIN");
    return u.lines + Lines { "END" };
}

Lines about_first(game::Game g, Rng& r) { return Lines { "ABOUT", "ABOUT" } + set_up(g, r).lines; }

} // namespace

CaseTable bad_gomocup_cases(Category c) {
    CaseTable t;
    if (c == Category::Invalid)
        t = { { "invalid/garbage-coordinates", garbage_coordinates },
            { "invalid/occupied-point", occupied_point },
            { "invalid/off-board-point", off_board_point }, { "invalid/board-field", board_field },
            { "invalid/late-done", late_done }, { "invalid/overlong-line", overlong_line },
            { "invalid/info-junk", info_junk }, { "invalid/start-size", start_size },
            { "invalid/binary-bytes", binary_bytes }, { "invalid/takeback-empty", takeback_empty },
            { "invalid/board-counts", board_counts }, { "invalid/board-five", board_five },
            { "invalid/begin-on-stones", begin_on_stones } };
    else if (c == Category::Protocol)
        t = { { "protocol/turn-before-start", turn_before_start },
            { "protocol/board-inside-board", board_inside_board },
            { "protocol/out-of-order", out_of_order },
            { "protocol/start-mid-game", start_mid_game },
            { "protocol/unknown-commands", unknown_commands },
            { "protocol/empty-lines", empty_lines }, { "protocol/about-first", about_first } };
    for (auto& [label, fn] : t)
        fn = [body = fn](game::Game g, Rng& r) { return body(g, r) + recovery_probe(g, r); };
    if (c == Category::Protocol) {
        t.emplace_back("protocol/end-mid-game", end_mid_game);
        t.emplace_back("protocol/end-first", [](game::Game, Rng&) { return Lines { "END" }; });
    }
    return t;
}

} // namespace harness::enginefuzz
