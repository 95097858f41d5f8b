#include "gomocup_swap2.h"

#include "engine/gomoku/movegen.h"
#include "engine/gomoku/notation.h"

#include <algorithm>
#include <cstdlib>

namespace engine::protocol::gomocup {

namespace {

using gomoku::Move;
using gomoku::Position;

// Searches are cut at these depths, so that an answer does not depend on the machine's speed
// when the time suffices; the time of the answer is shared among the probes all the same.
constexpr int OpeningDepth = 2, ChoiceDepth = 6;

search::Limits share(const search::Limits& all, int probes, int depth) {
    search::Limits l = all;
    l.depth          = std::min(all.depth.value_or(depth), depth);
    if (l.movetime_ms) l.movetime_ms = std::max<std::int64_t>(*l.movetime_ms / probes, 1);
    l.optimum_ms.reset(); // each probe runs to its depth unless the hard limit comes first
    return l;
}

// The balanced opening: black in the centre, white on one of its two kinds of neighbour, black
// within two points of the centre; the first one whose score is nearest 0.
Swap2Answer open(const Position& empty, const Prober& probe, const search::Limits& limits) {
    // One opening of each pair of mirror images: across row c when white is straight beside the
    // centre, across the diagonal when it is diagonal.
    const int                                     c = empty.size() / 2;
    std::vector<std::vector<std::pair<int, int>>> openings;
    for (const bool diagonal : { false, true })
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const std::pair white { c + 1, c + int(diagonal) }, black { c + dx, c + dy };
                if ((dx || dy) && black != white && (diagonal ? dy >= dx : dy >= 0))
                    openings.push_back({ { c, c }, white, black });
            }
    const auto  each = share(limits, int(openings.size()), OpeningDepth);
    Swap2Answer best;
    int         best_score = 0;
    for (const auto& stones : openings) {
        auto pos = swap2_opening(empty.size(), empty.rule(), stones);
        if (!pos) continue;
        const int score = std::abs(probe(*pos, each).score);
        if (best.stones.empty() || score < best_score) {
            best.stones.clear();
            for (int i = 0; i < pos->ply_count(); ++i) best.stones.push_back(pos->played(i));
            best_score = score;
        }
    }
    return best;
}

// Three stones: swap, stay with a fourth, or a fourth and a fifth.
Swap2Answer respond(const Position& pos, const Prober& probe, const search::Limits& limits) {
    const auto  each  = share(limits, 2, ChoiceDepth);
    const Probe white = probe(pos, each);
    Swap2Answer out;
    if (white.score < -Swap2Margin || white.best == Move::none()) {
        out.swap = true;
        return out;
    }
    out.stones.push_back(white.best);
    if (white.score > Swap2Margin) return out;
    Position next = pos;
    next.do_move(white.best);
    if (next.winner()) return out;
    const Probe black = probe(next, each);
    if (black.best != Move::none()) out.stones.push_back(black.best);
    return out;
}

// Five stones: swap, or stay white with a sixth.
Swap2Answer choose(const Position& pos, const Prober& probe, const search::Limits& limits) {
    const Probe white = probe(pos, share(limits, 1, ChoiceDepth));
    Swap2Answer out;
    if (white.score < 0 || white.best == Move::none())
        out.swap = true;
    else
        out.stones.push_back(white.best);
    return out;
}

} // namespace

std::string Swap2Answer::text() const {
    if (swap) return "SWAP";
    std::string out;
    for (Move m : stones)
        out += (out.empty() ? "" : " ") + gomoku::to_string(m, gomoku::Notation::Gomocup);
    return out;
}

core::Result<Position> swap2_opening(
    int size, gomoku::Rule rule, const std::vector<std::pair<int, int>>& stones) {
    Position pos(size, rule);
    for (const auto& [x, y] : stones) {
        const std::string text = "stone " + std::to_string(x) + "," + std::to_string(y);
        if (pos.winner()) return core::ParseError { 1, "the opening already makes five" };
        if (!pos.on_board(x, y))
            return core::ParseError { 1,
                text + " is off the " + std::to_string(size) + "x" + std::to_string(size)
                    + " board" };
        const Move m = Move::at(gomoku::point_of(x, y));
        if (!pos.empty(m.point())) return core::ParseError { 1, text + " is listed twice" };
        gomoku::MoveList legal;
        gomoku::generate_legal(pos, legal);
        if (!legal.contains(m)) return core::ParseError { 1, text + " is a foul" };
        pos.do_move(m);
    }
    if (pos.winner()) return core::ParseError { 1, "the opening already makes five" };
    return pos;
}

Swap2Answer swap2_answer(
    const Position& opening, const Prober& probe, const search::Limits& limits) {
    switch (opening.stone_count()) {
    case 0:
        return open(opening, probe, limits);
    case 3:
        return respond(opening, probe, limits);
    case 5:
        return choose(opening, probe, limits);
    default:
        return {};
    }
}

} // namespace engine::protocol::gomocup
