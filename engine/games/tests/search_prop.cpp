// Properties of search and evaluation on random legal walks (RapidCheck).

#include "engine/games/searchers.h"
#include "engine/testing/random_walk.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <sstream>

namespace engine::search {
namespace {

using chess::Chess;
using xiangqi::Xiangqi;

template <class G>
SearchResult<typename G::Move> search_nodes(
    Searcher<G>& s, const typename G::Position& pos, std::uint64_t nodes) {
    std::atomic<bool> stop { false };
    Limits            limits;
    limits.nodes = nodes;
    return s.search(pos, limits, stop);
}

std::vector<std::string> fields(const std::string& fen) {
    std::istringstream       in(fen);
    std::vector<std::string> out;
    for (std::string f; in >> f;) out.push_back(f);
    return out;
}

// Chess: swap colours (ranks reversed, case swapped, side swapped, castling/ep mirrored).
std::string flip_chess_fen(const std::string& fen) {
    auto                     f = fields(fen);
    std::vector<std::string> ranks;
    std::string              cur;
    for (char c : f[0]) {
        if (c == '/') {
            ranks.push_back(cur);
            cur.clear();
        } else
            cur += char(std::isupper((unsigned char)c) ? std::tolower((unsigned char)c)
                                                       : std::toupper((unsigned char)c));
    }
    ranks.push_back(cur);
    std::reverse(ranks.begin(), ranks.end());
    std::string board;
    for (std::size_t i = 0; i < ranks.size(); ++i) board += (i ? "/" : "") + ranks[i];
    std::string castling = f[2];
    if (castling != "-") {
        for (char& c : castling)
            c = char(std::isupper((unsigned char)c) ? std::tolower((unsigned char)c)
                                                    : std::toupper((unsigned char)c));
        std::sort(castling.begin(), castling.end(), [](char a, char b) {
            // upper case first, K before Q
            bool ua = std::isupper((unsigned char)a), ub = std::isupper((unsigned char)b);
            return ua != ub ? ua : a < b;
        });
    }
    std::string ep = f[3];
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    return board + (f[1] == "w" ? " b " : " w ") + castling + " " + ep + " " + f[4] + " " + f[5];
}

// Xiangqi: mirror every rank left-right.
std::string mirror_xiangqi_fen(const std::string& fen) {
    auto        f = fields(fen);
    std::string board, cur;
    for (char c : f[0] + "/") {
        if (c == '/') {
            std::reverse(cur.begin(), cur.end());
            board += (board.empty() ? "" : "/") + cur;
            cur.clear();
        } else
            cur += c;
    }
    std::string out = board;
    for (std::size_t i = 1; i < f.size(); ++i) out += " " + f[i];
    return out;
}

RC_GTEST_PROP(SearchProp, ChessBestMoveIsLegal, (const std::vector<std::uint16_t>& picks)) {
    auto            w = testing::play_walk<Chess>(Chess::StartFen, picks);
    chess::MoveList list;
    Chess::generate_legal(w.position, list);
    Searcher<Chess> s(1);
    auto            r = search_nodes(s, w.position, 3000);
    if (list.empty())
        RC_ASSERT(r.best == chess::Move::none());
    else
        RC_ASSERT(list.contains(r.best));
}

RC_GTEST_PROP(SearchProp, XiangqiBestMoveIsLegal, (const std::vector<std::uint16_t>& picks)) {
    auto              w = testing::play_walk<Xiangqi>(Xiangqi::StartFen, picks);
    xiangqi::MoveList list;
    Xiangqi::generate_legal(w.position, list);
    Searcher<Xiangqi> s(1);
    auto              r = search_nodes(s, w.position, 3000);
    if (list.empty())
        RC_ASSERT(r.best == xiangqi::Move::none());
    else
        RC_ASSERT(list.contains(r.best));
}

RC_GTEST_PROP(
    SearchProp, FixedNodeSearchIsDeterministic, (const std::vector<std::uint16_t>& picks)) {
    auto            w = testing::play_walk<Chess>(Chess::StartFen, picks);
    Searcher<Chess> s(1);
    auto            a       = search_nodes(s, w.position, 4000);
    const auto      nodes_a = s.nodes();
    s.new_game();
    auto b = search_nodes(s, w.position, 4000);
    RC_ASSERT(a.best == b.best);
    RC_ASSERT(nodes_a == s.nodes());
    RC_ASSERT(a.info.score_cp == b.info.score_cp);
    Searcher<Chess> fresh(1);
    auto            c = search_nodes(fresh, w.position, 4000);
    RC_ASSERT(c.best == a.best);
    RC_ASSERT(fresh.nodes() == nodes_a);
}

RC_GTEST_PROP(
    SearchProp, XiangqiFixedNodeSearchIsDeterministic, (const std::vector<std::uint16_t>& picks)) {
    auto              w = testing::play_walk<Xiangqi>(Xiangqi::StartFen, picks);
    Searcher<Xiangqi> s(1);
    auto              a       = search_nodes(s, w.position, 4000);
    const auto        nodes_a = s.nodes();
    s.new_game();
    auto b = search_nodes(s, w.position, 4000);
    RC_ASSERT(a.best == b.best);
    RC_ASSERT(nodes_a == s.nodes());
}

RC_GTEST_PROP(EvalProp, ChessColourFlipIsSymmetric, (const std::vector<std::uint16_t>& picks)) {
    auto        w       = testing::play_walk<Chess>(Chess::StartFen, picks);
    std::string flipped = flip_chess_fen(Chess::to_fen(w.position));
    auto        f       = Chess::parse_fen(flipped);
    RC_ASSERT(f.has_value());
    RC_ASSERT(chess::evaluate(f.value()) == chess::evaluate(w.position));
    RC_ASSERT(chess::evaluate_white(f.value()) == -chess::evaluate_white(w.position));
}

// Any tunable weights (the options' ranges) keep the colour symmetry.
RC_GTEST_PROP(
    EvalProp, ChessColourFlipIsSymmetricWithAnyWeights, (const std::vector<std::uint16_t>& picks)) {
    auto              w = testing::play_walk<Chess>(Chess::StartFen, picks);
    chess::EvalParams p;
    for (int pt = chess::Knight; pt <= chess::Queen; ++pt) p.value[pt] = *rc::gen::inRange(0, 3001);
    p.mobility    = *rc::gen::inRange(0, 401);
    p.king_safety = *rc::gen::inRange(0, 401);
    auto f        = Chess::parse_fen(flip_chess_fen(Chess::to_fen(w.position)));
    RC_ASSERT(f.has_value());
    RC_ASSERT(chess::evaluate(f.value(), p) == chess::evaluate(w.position, p));
    RC_ASSERT(chess::evaluate_white(f.value(), p) == -chess::evaluate_white(w.position, p));
}

RC_GTEST_PROP(EvalProp, XiangqiMirrorIsSymmetric, (const std::vector<std::uint16_t>& picks)) {
    auto        w        = testing::play_walk<Xiangqi>(Xiangqi::StartFen, picks);
    std::string mirrored = mirror_xiangqi_fen(Xiangqi::to_fen(w.position));
    auto        m        = Xiangqi::parse_fen(mirrored);
    RC_ASSERT(m.has_value());
    RC_ASSERT(xiangqi::evaluate(m.value()) == xiangqi::evaluate(w.position));
}

} // namespace
} // namespace engine::search
