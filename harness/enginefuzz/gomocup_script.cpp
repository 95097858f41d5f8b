#include "gomocup_script.h"

#include "gomocup_tracker.h"

#include "harness/game/rules.h"

#include <algorithm>
#include <filesystem>

namespace harness::enginefuzz {

namespace {

std::string rule_word(int code) {
    return gomocup_rule_word(std::to_string(code)).value_or(std::string());
}

// The canonical move "h8" of game g in `fen` as a point.
std::optional<Point> point_of(game::Game g, const std::string& fen, const std::string& move) {
    auto text = g->move_text(fen, move, game::Notation::Gomocup);
    if (!text) return std::nullopt;
    return parse_gomocup_point(*text);
}

} // namespace

std::vector<int> rule_codes(game::Game g) {
    std::vector<int> out;
    for (int code : { 0, 1, 4, 8 })
        if (plays_rule(g, rule_word(code))) out.push_back(code);
    if (out.empty()) out.push_back(0); // not a gomoku game: nothing is judged
    return out;
}

bool StoneSet::holds(Point p) const {
    return std::find(order.begin(), order.end(), p) != order.end();
}

StoneSet random_stones(game::Game g, int size, int rule_code, int plies, Rng& rng,
    const std::function<bool(Point)>& where) {
    StoneSet    s { size, rule_code, {} };
    std::string fen = empty_gomoku_fen(size, rule_word(rule_code));
    for (int i = 0; i < plies; ++i) {
        auto legal = g->legal_moves(fen);
        if (!legal || legal->empty()) break;
        shuffle(*legal, rng);
        bool placed = false;
        for (std::size_t k = 0; k < legal->size() && k < 64 && !placed; ++k) {
            auto p = point_of(g, fen, (*legal)[k]);
            if (!p || (where && !where(*p))) continue;
            auto next = g->play(fen, (*legal)[k]);
            auto status
                = next ? g->status(*next) : engine::core::Result<game::Status>(next.error());
            if (!status || status->is_over()) continue;
            fen = *next;
            s.order.push_back(*p);
            placed = true;
        }
        if (!placed) break;
    }
    return s;
}

Lines board_block(const StoneSet& s, bool shuffled, Rng& rng) {
    const bool                         black = s.engine_black();
    std::vector<std::pair<Point, int>> stones;
    for (std::size_t i = 0; i < s.order.size(); ++i) {
        const bool is_black = i % 2 == 0;
        stones.emplace_back(s.order[i], is_black == black ? 1 : 2);
    }
    if (shuffled) shuffle(stones, rng);
    Lines out { "BOARD" };
    for (const auto& [p, f] : stones)
        out.push_back(
            std::to_string(p.first) + "," + std::to_string(p.second) + "," + std::to_string(f));
    out.emplace_back("DONE");
    return out;
}

std::string point_line(const char* command, Point p) {
    return std::string(command) + " " + std::to_string(p.first) + "," + std::to_string(p.second);
}

Point free_point(const StoneSet& s, const std::vector<Point>& taken, Rng& rng) {
    auto is_free = [&](Point p) {
        return p.first >= 0 && p.second >= 0 && p.first < s.size && p.second < s.size && !s.holds(p)
            && std::find(taken.begin(), taken.end(), p) == taken.end();
    };
    // Near a stone first (where games are played), anywhere after.
    for (int tries = 0; tries < 32 && !s.order.empty(); ++tries) {
        const auto& base = pick(s.order, rng);
        Point       p { base.first + int(below(rng, 5)) - 2, base.second + int(below(rng, 5)) - 2 };
        if (is_free(p)) return p;
    }
    for (int tries = 0; tries < 4096; ++tries) {
        Point p { int(below(rng, std::uint64_t(s.size))), int(below(rng, std::uint64_t(s.size))) };
        if (is_free(p)) return p;
    }
    return { 0, 0 };
}

int quick_turn_ms(Rng& rng) {
    static const std::vector<int> Turns { 0, 10, 50, 100, 200 };
    return pick(Turns, rng);
}

Lines opening(int size, int rule_code, Rng& rng) {
    const auto folder = (std::filesystem::temp_directory_path() / "arbiter-fuzz-gomocup").string();
    Lines      info { "INFO timeout_turn " + std::to_string(quick_turn_ms(rng)) };
    if (below(rng, 2)) {
        info.push_back("INFO timeout_match " + std::to_string(60000 * (1 + below(rng, 5))));
        info.push_back("INFO time_left " + std::to_string(1000 * (1 + below(rng, 60))));
    }
    if (below(rng, 2))
        info.push_back("INFO max_memory " + std::to_string(83886080 << below(rng, 3)));
    if (below(rng, 2)) info.push_back("INFO game_type " + std::to_string(below(rng, 4)));
    if (rule_code != 0 || below(rng, 2)) info.push_back("INFO rule " + std::to_string(rule_code));
    if (below(rng, 3) == 0) info.push_back("INFO folder " + folder);
    shuffle(info, rng);
    Lines start { "START " + std::to_string(size) };
    return below(rng, 4) ? start + info : info + start;
}

Lines recovery_probe(game::Game g, Rng& rng) {
    const int  size  = below(rng, 2) ? 15 : 20;
    const auto start = "START " + std::to_string(size);
    const int  rule  = rule_codes(g).front();
    Lines      out { "ABOUT", "INFO timeout_turn " + std::to_string(50 + 50 * below(rng, 2)),
        "INFO rule " + std::to_string(rule), start, start };
    if (below(rng, 3) == 0) {
        out.emplace_back("BEGIN");
    } else {
        auto stones = random_stones(g, size, rule, int(below(rng, 20)), rng);
        out         = out + board_block(stones, rule != 4, rng);
    }
    out.emplace_back("ABOUT");
    return out;
}

} // namespace harness::enginefuzz
