// The solve criterion (PolyGlot's) and the mate-claim checks, on hand-made info lines.

#include "harness/suite/solve.h"

#include <gtest/gtest.h>

namespace {

using harness::protocol::SearchInfo;
namespace game = harness::game;
using namespace harness::suite;

SearchInfo info(int depth, std::uint64_t time_ms, std::uint64_t nodes, std::vector<std::string> pv,
    std::optional<int> mate = {}) {
    SearchInfo i;
    i.depth   = depth;
    i.time_ms = time_ms;
    i.nodes   = nodes;
    i.pv      = std::move(pv);
    if (mate)
        i.score_mate = mate;
    else
        i.score_cp = 10;
    return i;
}

TEST(Solve, FirstFoundForGood) {
    Solutions s { { "g3g6" }, {}, {} };
    auto      r = solve(s,
             { info(1, 1, 10, { "a2a3" }), info(2, 5, 100, { "g3g6", "f7g6" }),
                 info(3, 9, 300, { "g3g6" }) },
             "g3g6");
    ASSERT_TRUE(r.solved);
    ASSERT_TRUE(r.found);
    EXPECT_EQ(r.found->depth, 2);
    EXPECT_EQ(r.found->time_ms, 5u);
    EXPECT_EQ(r.found->nodes, 100u);
    EXPECT_EQ(r.move, "g3g6");
}

TEST(Solve, LostThenFoundAgainCountsFromTheLastFind) {
    Solutions s { { "g3g6" }, {}, {} };
    auto      r = solve(s,
             { info(1, 1, 10, { "g3g6" }), info(2, 5, 100, { "a2a3" }), info(3, 9, 300, { "g3g6" }),
                 info(4, 20, 900, { "g3g6" }) },
             "g3g6");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 3);
    EXPECT_EQ(r.found->time_ms, 9u);
}

TEST(Solve, FoundThenLostIsNotSolved) {
    Solutions s { { "g3g6" }, {}, {} };
    auto      r = solve(s, { info(1, 1, 10, { "g3g6" }), info(2, 5, 100, { "a2a3" }) }, "a2a3");
    EXPECT_FALSE(r.solved);
    EXPECT_FALSE(r.found);
    EXPECT_EQ(r.move, "a2a3");
}

TEST(Solve, BestmoveDecidesAtTheEnd) {
    Solutions s { { "g3g6" }, {}, {} };
    // The PV said the solution, the bestmove is something else: not solved.
    EXPECT_FALSE(solve(s, { info(1, 1, 10, { "g3g6" }) }, "a2a3").solved);
    // The PV never had it, the bestmove has: solved, with the last statistics.
    auto r = solve(s, { info(1, 1, 10, { "a2a3" }), info(2, 3, 30, { "a2a3" }) }, "g3g6");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 2);
    // No info lines at all, the bestmove is a solution.
    EXPECT_TRUE(solve(s, {}, "g3g6").solved);
}

TEST(Solve, SeveralBestMoves) {
    Solutions s { { "g3g6", "e5f7" }, {}, {} };
    auto      r = solve(s, { info(1, 1, 10, { "g3g6" }), info(2, 2, 20, { "e5f7" }) }, "e5f7");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 1); // stayed a solution although the move changed
}

TEST(Solve, AvoidMove) {
    Solutions s { {}, { "b2b4" }, {} };
    auto      r = solve(s, { info(1, 1, 10, { "b2b4" }), info(2, 4, 40, { "e2e4" }) }, "e2e4");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 2);
    EXPECT_FALSE(solve(s, { info(1, 1, 10, { "e2e4" }) }, "b2b4").solved);
    EXPECT_FALSE(solve(s, {}, "").solved);
}

TEST(Solve, InfoLinesWithoutPvOrSecondaryMultipvDoNotChangeTheMove) {
    Solutions  s { { "g3g6" }, {}, {} };
    SearchInfo stats;
    stats.depth       = 7;
    stats.time_ms     = 70;
    SearchInfo second = info(7, 70, 700, { "a2a3" });
    second.multipv    = 2;
    auto r            = solve(s, { info(6, 60, 600, { "g3g6" }), stats, second }, "g3g6");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 6);
    EXPECT_EQ(r.move, "g3g6");
}

TEST(Solve, MissingStatisticsCarryOver) {
    Solutions  s { { "g3g6" }, {}, {} };
    SearchInfo a = info(5, 50, 500, { "a2a3" });
    SearchInfo b;
    b.pv   = { "g3g6" };
    auto r = solve(s, { a, b }, "g3g6");
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 5);
    EXPECT_EQ(r.found->nodes, 500u);
}

TEST(Solve, DirectMateNeedsAVerifiedMateScore) {
    Solutions s { {}, {}, 2 };
    // Only "a b c" is a mate line here; the check stands for verify_pv_mate.
    MateLineCheck check = [](const std::vector<std::string>& pv, int n) {
        return pv == std::vector<std::string> { "a", "b", "c" } && n == 2;
    };
    auto r = solve(s,
        { info(1, 1, 10, { "x" }), info(2, 2, 20, { "a", "b", "c" }, 3),
            info(3, 3, 30, { "a", "b", "c" }, 2), info(4, 4, 40, { "a", "b", "c" }, 2) },
        "a", check);
    ASSERT_TRUE(r.solved);
    EXPECT_EQ(r.found->depth, 3);
    // A mate score whose PV does not verify is not a solution.
    EXPECT_FALSE(solve(s, { info(3, 3, 30, { "x", "y", "z" }, 2) }, "x", check).solved);
    // Longer than dm: not solved.
    EXPECT_FALSE(solve(s, { info(3, 3, 30, { "a", "b", "c" }, 3) }, "a", check).solved);
    // A bestmove other than the mating PV's first move: not solved.
    EXPECT_FALSE(solve(s, { info(3, 3, 30, { "a", "b", "c" }, 2) }, "x", check).solved);
    // A negative mate score never solves a dm position.
    EXPECT_FALSE(solve(s, { info(3, 3, 30, { "a", "b", "c" }, -2) }, "a", check).solved);
}

TEST(Solve, AMatingPvSolvesDirectMateWhateverTheScoreSays) {
    // UCCI has no "score mate": ElephantEye reports a mate in 2 as "score 9997" with its PV.
    Solutions     s { {}, {}, 2 };
    MateLineCheck check = [](const std::vector<std::string>& pv, int n) {
        return (pv == std::vector<std::string> { "a", "b", "c" } && n == 2)
            || (pv == std::vector<std::string> { "m" } && n == 1)
            || (pv == std::vector<std::string> { "a", "b", "c", "d", "e" } && n == 3);
    };
    auto scored = [](std::vector<std::string> pv, int cp) {
        auto i     = info(6, 6, 60, std::move(pv));
        i.score_cp = cp;
        return i;
    };
    EXPECT_TRUE(solve(s, { scored({ "a", "b", "c" }, 9997) }, "a", check).solved);
    EXPECT_TRUE(solve(s, { scored({ "m" }, 9999) }, "m", check).solved); // shorter than dm
    EXPECT_FALSE(solve(s, { scored({ "a", "b", "c", "d", "e" }, 9995) }, "a", check).solved);
    EXPECT_FALSE(solve(s, { scored({ "a", "b" }, 9998) }, "a", check).solved); // even: no mate
    EXPECT_FALSE(solve(s, { scored({ "x", "y", "z" }, 9997) }, "x", check).solved);
}

TEST(Solve, MatedInNNeedsTheEngineToSeeItIsMated) {
    Solutions s { {}, {}, -3 }; // matetrack's "bm #-3": the side to move is mated in 3
    EXPECT_TRUE(solve(s, { info(5, 3, 30, { "a", "b" }, -3) }, "a").solved);
    EXPECT_FALSE(solve(s, { info(5, 3, 30, { "a", "b" }, -2) }, "a").solved);
    EXPECT_FALSE(solve(s, { info(5, 3, 30, { "a", "b" }, -4) }, "a").solved);
    EXPECT_FALSE(solve(s, { info(5, 3, 30, { "a", "b" }, 3) }, "a").solved);
    EXPECT_FALSE(solve(s, { info(5, 3, 30, { "a", "b" }) }, "a").solved);
}

TEST(Solve, BmTakesPrecedenceOverDm) {
    Solutions s { { "g3g6" }, {}, 2 };
    EXPECT_TRUE(solve(s, { info(3, 3, 30, { "g3g6" }) }, "g3g6").solved);
}

// Scholar's mate position: Qxf7# mates in one.
const std::string Scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

FinalLine line(std::optional<int> mate, std::vector<std::string> pv) {
    FinalLine l;
    l.score_mate = mate;
    if (!mate) l.score_cp = 0;
    l.pv = std::move(pv);
    return l;
}

std::vector<std::string> kinds(const MateClaimCheck& c) {
    std::vector<std::string> k;
    for (const auto& p : c.problems) k.push_back(p.kind);
    return k;
}

using Kinds = std::vector<std::string>;

TEST(Claims, TrueMateHasNoProblems) {
    auto c = check_claims(game::chess(), Scholar, line(1, { "f3f7" }), "f3f7", 1, { true });
    EXPECT_EQ(kinds(c), Kinds {});
    EXPECT_FALSE(c.shorter_mate);
}

const std::string Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(Claims, FalseMateIsDisprovedAndNotMate) {
    auto c = check_claims(game::chess(), Start, line(1, { "a2a3" }), "a2a3", {}, { true });
    EXPECT_EQ(kinds(c), (Kinds { "pv_not_mate", "false_mate" }));
    // A true mate in one with a PV that does not mate: the PV is wrong, the claim is not.
    c = check_claims(game::chess(), Scholar, line(1, { "a2a3" }), "a2a3", {}, { true });
    EXPECT_EQ(kinds(c), Kinds { "pv_not_mate" });
    // Without --prove-mates only the PV check.
    c = check_claims(game::chess(), Scholar, line(1, { "a2a3" }), "a2a3", {}, { false });
    EXPECT_EQ(kinds(c), Kinds { "pv_not_mate" });
}

TEST(Claims, WrongSign) {
    auto c = check_claims(game::chess(), Scholar, line(-1, { "f3f7" }), "f3f7", {}, {});
    EXPECT_EQ(kinds(c), Kinds { "wrong_sign" });
    // dm 1 and mate -1: one wrong_sign problem.
    c = check_claims(game::chess(), Scholar, line(-1, { "f3f7" }), "f3f7", 1, {});
    EXPECT_EQ(kinds(c), Kinds { "wrong_sign" });
}

TEST(Claims, IllegalPvWrongLengthAndBestmoveNotPv) {
    auto c = check_claims(game::chess(), Scholar, line(1, { "e1e3" }), "e1e3", {}, {});
    EXPECT_EQ(kinds(c), Kinds { "pv_illegal" });
    c = check_claims(game::chess(), Scholar, line(2, { "f3f7" }), "f3f7", {}, {});
    EXPECT_EQ(kinds(c), Kinds { "wrong_mate_length" });
    c = check_claims(game::chess(), Scholar, line({}, { "f3f7" }), "a2a3", {}, {});
    EXPECT_EQ(kinds(c), Kinds { "bestmove_not_pv" });
}

TEST(Claims, ShorterMateIsCountedNotAProblem) {
    auto c = check_claims(game::chess(), Scholar, line(1, { "f3f7" }), "f3f7", 3, { true });
    EXPECT_EQ(kinds(c), Kinds {});
    EXPECT_TRUE(c.shorter_mate);
}

} // namespace
