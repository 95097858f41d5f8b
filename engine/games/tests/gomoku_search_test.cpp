// Searcher<GomokuSearch> on known positions: fives, forced blocks, open fours, a VCF; the
// candidate window; the variants of features.h agree on the value; renju (black never searches
// a foul, and loses when its only block is one) and caro (a four is also stopped beyond its
// far end).

#include "engine/games/searchers.h"

#include <gtest/gtest.h>

#include <atomic>

namespace engine::search {
namespace {

using games::GomokuSearch;

GomokuSearch::Position parse(std::string_view text) {
    auto r = GomokuSearch::parse_fen(text);
    EXPECT_TRUE(r.has_value()) << text << ": " << (r ? "" : r.error().to_string());
    return r ? *r : GomokuSearch::Position();
}

SearchResult<gomoku::Move> search_depth(std::string_view text, int depth, Features f = {}) {
    Searcher<GomokuSearch> s(4);
    s.set_features(f);
    std::atomic<bool> stop { false };
    Limits            limits;
    limits.depth = depth;
    return s.search(parse(text), limits, stop);
}

std::string best(std::string_view text, int depth) {
    return gomoku::to_string(search_depth(text, depth).best);
}

// Black h8 i8 j8 (open three), white far away; black to move.
constexpr std::string_view OpenThree = "15/15/15/15/15/15/15/7xxx5/15/15/15/15/15/15/o1o1o10 b";

TEST(GomokuSearch, MakesFiveAndBlocksFour) {
    const auto a = best("15/15/15/15/15/15/15/7xxxx4/7oooo4/15/15/15/15/15/15 b", 3);
    EXPECT_TRUE(a == "g8" || a == "l8") << a;
    // White to move faces black's four h8-k8 and has none: g8 or l8.
    const auto b = best("15/15/15/15/15/15/15/7xxxx4/8ooo4/15/15/15/15/15/15 w", 3);
    EXPECT_TRUE(b == "g8" || b == "l8") << b;
}

TEST(GomokuSearch, OpenThreeBecomesAWinningOpenFour) {
    const auto r = search_depth(OpenThree, 5);
    const auto m = gomoku::to_string(r.best);
    EXPECT_TRUE(m == "g8" || m == "k8") << m;
    EXPECT_EQ(r.info.mate, 2) << r.info.score_cp; // open four, a block, five
}

TEST(GomokuSearch, FindsAFourThree) {
    // Black: h8 i8 j8 closed by white g8, and k10 k11 k12: k8 makes two fours (h8-k8 and
    // k8-k12 with k9 empty), a win in 2.
    const auto r
        = search_depth("15/15/15/15/15/15/15/6oxxx5/15/10x4/10x4/10x4/15/o1o12/o1o1o10 b", 5);
    EXPECT_GT(r.info.mate, 0) << gomoku::to_string(r.best) << " " << r.info.score_cp;
    EXPECT_EQ(r.info.mate, 2);
    EXPECT_EQ(gomoku::to_string(r.best), "k8");
}

TEST(GomokuSearch, WindowIsNearTheStonesAndForcing) {
    GomokuSearch::MoveList list;
    GomokuSearch::generate_legal(parse(gomoku::StartFen), list);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(gomoku::to_string(list[0]), "h8");
    GomokuSearch::generate_legal(parse("15/15/15/15/15/15/15/7x7/15/15/15/15/15/15/15 w"), list);
    EXPECT_EQ(list.size(), 24u); // the 5x5 square around h8
    // Facing black's four, white may only block.
    GomokuSearch::generate_legal(
        parse("15/15/15/15/15/15/15/7xxxx4/8ooo4/15/15/15/15/15/15 w"), list);
    EXPECT_EQ(list.size(), 2u);
    EXPECT_TRUE(
        GomokuSearch::in_check(parse("15/15/15/15/15/15/15/7xxxx4/8ooo4/15/15/15/15/15/15 w")));
}

TEST(GomokuSearch, VariantsAgreeOnTheValue) {
    const int  depth = 3;
    const auto full  = search_depth(OpenThree, depth);
    for (Features f : { PlainAlphaBeta, SortedAlphaBeta, Pvs, PvsHash }) {
        const auto r = search_depth(OpenThree, depth, f);
        EXPECT_EQ(r.info.score_cp, full.info.score_cp);
    }
}

// Black's row x x x . x x on h-row 8 with the gap at g8 (six: an overline), white far away.
// Under freestyle g8 wins at once; under renju it is a foul, and black must not play it.
constexpr std::string_view OverlineGap
    = "15/15/15/15/15/15/15/3xxx1xx6/15/15/15/15/15/15/o1o1o1o1o6 b";

// `text` with its rule replaced.
std::string under(std::string_view text, std::string_view rule) {
    return std::string(text.substr(0, text.rfind(' ') + 2)) + " " + std::string(rule);
}

TEST(GomokuSearch, RenjuBlackNeverSearchesAFoul) {
    EXPECT_EQ(best(OverlineGap, 3), "g8");
    const auto renju = under(OverlineGap, "renju");
    const auto r     = search_depth(renju, 4);
    EXPECT_NE(gomoku::to_string(r.best), "g8");
    GomokuSearch::MoveList list;
    GomokuSearch::generate_legal(parse(renju), list);
    EXPECT_FALSE(list.empty());
    EXPECT_FALSE(list.contains(gomoku::Move::at(gomoku::point_of(6, 7)))); // g8, the foul
}

// White's four g4-g7 (g3 closed by black) is stopped only at g8, where black's x x x . x x
// would make six: a foul under renju, so black is lost (white's five comes next), though it
// still has legal moves to play. Under freestyle g8 wins for black.
constexpr std::string_view ForbiddenBlock
    = "15/15/6x8/6o8/6o8/6o8/6o8/3xxx1xx6/15/15/15/15/15/15/o1o12 b";

TEST(GomokuSearch, RenjuBlackLosesWhenItsOnlyBlockIsAFoul) {
    EXPECT_EQ(best(ForbiddenBlock, 3), "g8");
    const auto renju = under(ForbiddenBlock, "renju");
    const auto r     = search_depth(renju, 3);
    EXPECT_LT(r.info.mate, 0) << r.info.score_cp;
    EXPECT_NE(r.best, gomoku::Move::none());
    EXPECT_NE(gomoku::to_string(r.best), "g8");
    EXPECT_TRUE(GomokuSearch::in_check(parse(renju)));
}

// Caro: black's o x x x x . . on row 8; white stops the four on the gap or just beyond it.
// With o . x x x x . (two five-points), the stone beyond the right end stops both: white is
// not lost, as it is under standard.
TEST(GomokuSearch, CaroFourIsAlsoStoppedBeyondItsEnd) {
    const auto one = parse("15/15/15/15/15/15/15/3oxxxx7/15/15/15/15/15/15/o1o1o1x8 w caro");
    GomokuSearch::MoveList list;
    GomokuSearch::generate_legal(one, list);
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(gomoku::to_string(list[0]), "i8");
    EXPECT_EQ(gomoku::to_string(list[1]), "j8");
    constexpr std::string_view Two = "15/15/15/15/15/15/15/2o1xxxx7/15/15/15/15/15/15/o1o1o1x8 w";
    EXPECT_LT(search_depth(Two, 3).info.mate, 0);
    const auto caro = search_depth(under(Two, "caro"), 3);
    EXPECT_EQ(caro.info.mate, 0) << caro.info.score_cp;
    EXPECT_EQ(gomoku::to_string(caro.best), "i8");
}

} // namespace
} // namespace engine::search
