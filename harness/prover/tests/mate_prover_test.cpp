// Mate prover and PV replay: a true chess mate in 3, a false mate-in-2 claim with its escape,
// stalemate traps in both games (chess: an escape; xiangqi: a win), a xiangqi mate in 2.

#include "harness/game/epd.h"
#include "harness/prover/mate_prover.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>

namespace {

using namespace harness::prover;
namespace game = harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

const std::string Mate3 = "2k5/2N5/1PKP4/2P5/8/8/8/8 w - - 0 1"; // mates2000, bm #3
// K+N v K with the knight already covering b8: Ka6 stalemates, and there is no mate at all.
const std::string ChessStalemateTrap = "k7/8/1KN5/8/8/8/8/8 w - - 0 1";
// Black general d9 cannot go to d8 (rook) or e9 (facing the red general): every quiet rook move
// along rank 8 stalemates it, which wins in xiangqi; the only checks (Ra9, Rd8) fail.
const std::string XiangqiStalemate = "3k5/R8/9/9/9/9/9/9/9/4K4 w - - 0 1";

TEST(MateProverTest, TrueChessMateInThree) {
    auto r = prove_mate(game::chess(), Mate3, 3);
    ASSERT_TRUE(r) << r.error().to_string();
    EXPECT_EQ(r->verdict, ProofVerdict::Proved);
    EXPECT_EQ(r->mate_in, 3);
    ASSERT_EQ(r->line.size(), 5u);
    auto pv = verify_pv_mate(game::chess(), Mate3, r->line, 3);
    ASSERT_TRUE(pv);
    EXPECT_EQ(pv->verdict, PvVerdict::Mate) << pv->detail;
    // asked for more, it still returns the exact shortest length
    auto longer = prove_mate(game::chess(), Mate3, 5);
    ASSERT_TRUE(longer);
    EXPECT_EQ(longer->mate_in, 3);
}

TEST(MateProverTest, FalseMateInTwoClaimHasAnEscape) {
    auto proof = prove_mate(game::chess(), Mate3, 3);
    ASSERT_TRUE(proof);
    // the claim "mate in 2" following the real key move
    auto r = prove_mate(game::chess(), Mate3, 2, 0, { proof->line[0] });
    ASSERT_TRUE(r) << r.error().to_string();
    EXPECT_EQ(r->verdict, ProofVerdict::Disproved);
    ASSERT_EQ(r->line.size(), 3u); // attacker, escape, attacker's last try
    EXPECT_EQ(r->line[0], proof->line[0]);
    // after the key move and the escape, no mate in 1 remains
    auto pv = verify_pv_mate(game::chess(), Mate3, r->line, 2);
    ASSERT_TRUE(pv);
    EXPECT_EQ(pv->verdict, PvVerdict::NotMate);
    auto after = prove_mate(game::chess(), Mate3, 1, 0);
    ASSERT_TRUE(after);
    EXPECT_EQ(after->verdict, ProofVerdict::Disproved);
}

TEST(MateProverTest, ChessStalemateIsAnEscape) {
    auto r = prove_mate(game::chess(), ChessStalemateTrap, 2, 0, { "Ka6" });
    ASSERT_TRUE(r);
    EXPECT_EQ(r->verdict, ProofVerdict::Disproved);
    EXPECT_THAT(r->line, ElementsAre("b6a6")); // the defender is stalemated: the line ends
    auto pv = verify_pv_mate(game::chess(), ChessStalemateTrap, { "Ka6" }, 1);
    ASSERT_TRUE(pv);
    EXPECT_EQ(pv->verdict, PvVerdict::NotMate);
    EXPECT_THAT(pv->detail, HasSubstr("stalemate"));
}

TEST(MateProverTest, XiangqiStalemateWins) {
    auto r = prove_mate(game::xiangqi(), XiangqiStalemate, 1);
    ASSERT_TRUE(r) << r.error().to_string();
    EXPECT_EQ(r->verdict, ProofVerdict::Proved);
    EXPECT_EQ(r->mate_in, 1);
    ASSERT_EQ(r->line.size(), 1u);
    auto pv = verify_pv_mate(game::xiangqi(), XiangqiStalemate, r->line, 1);
    ASSERT_TRUE(pv);
    EXPECT_EQ(pv->verdict, PvVerdict::Mate) << pv->detail;
    // the same quiet move is no mate in the chess sense: verify a check that fails instead
    auto check = verify_pv_mate(game::xiangqi(), XiangqiStalemate, { "a8a9" }, 1);
    ASSERT_TRUE(check);
    EXPECT_EQ(check->verdict, PvVerdict::NotMate);
}

TEST(MateProverTest, XiangqiMateInTwo) {
    auto file = game::load_epd(std::string(ARBITER_SUITES_DIR) + "/xiangqi/mate/wukong_mate2.epd");
    ASSERT_TRUE(file.errors.empty());
    ASSERT_GE(file.records.size(), 5u);
    for (std::size_t i = 0; i < 5; ++i) {
        const auto fen = file.records[i].fen();
        auto       r   = prove_mate(game::xiangqi(), fen, 2);
        ASSERT_TRUE(r) << r.error().to_string();
        EXPECT_EQ(r->verdict, ProofVerdict::Proved) << fen;
        EXPECT_EQ(r->mate_in, 2) << fen;
        auto pv = verify_pv_mate(game::xiangqi(), fen, r->line, 2);
        ASSERT_TRUE(pv);
        EXPECT_EQ(pv->verdict, PvVerdict::Mate) << fen << " " << pv->detail;
        auto one = prove_mate(game::xiangqi(), fen, 1);
        ASSERT_TRUE(one);
        EXPECT_EQ(one->verdict, ProofVerdict::Disproved) << fen;
    }
}

TEST(MateProverTest, MatedInNClaims) {
    auto file    = game::load_epd(std::string(ARBITER_SUITES_DIR) + "/chess/mate/mates2000.epd");
    int  checked = 0;
    for (const auto& rec : file.records) {
        auto m = game::resolve_moves(rec, game::chess());
        if (!m || !m->mate || *m->mate >= 0 || *m->mate < -3) continue;
        auto r = prove_mate(game::chess(), rec.fen(), *m->mate);
        ASSERT_TRUE(r);
        EXPECT_EQ(r->verdict, ProofVerdict::Proved) << rec.fen();
        EXPECT_EQ(r->mate_in, *m->mate) << rec.fen();
        ASSERT_EQ(int(r->line.size()), -2 * *m->mate) << rec.fen();
        // the defender's line then the attacker's mate: a mate for the opponent after 2N plies
        auto pv = verify_pv_mate(game::chess(), rec.fen(), r->line, -*m->mate);
        EXPECT_EQ(pv->verdict, PvVerdict::NotMate); // the mover at the end is the opponent
        if (-*m->mate > 1) {
            auto shorter = prove_mate(game::chess(), rec.fen(), *m->mate + 1);
            ASSERT_TRUE(shorter);
            EXPECT_EQ(shorter->verdict, ProofVerdict::Disproved) << rec.fen();
            EXPECT_FALSE(shorter->line.empty());
        }
        if (++checked == 20) break;
    }
    EXPECT_GE(checked, 10);
}

TEST(MateProverTest, ShippedXiangqiClaimsAreExact) {
    for (int n = 1; n <= 4; ++n) {
        auto file = game::load_epd(std::string(ARBITER_SUITES_DIR) + "/xiangqi/mate/wukong_mate"
            + std::to_string(n) + ".epd");
        ASSERT_TRUE(file.errors.empty());
        for (std::size_t i = 0; i < file.records.size() && i < (n == 4 ? 1u : 10u); ++i) {
            const auto& rec = file.records[i];
            EXPECT_EQ(rec.operand("dm"), std::to_string(n));
            auto r = prove_mate(game::xiangqi(), rec.fen(), n);
            ASSERT_TRUE(r);
            EXPECT_EQ(r->verdict, ProofVerdict::Proved) << rec.fen();
            EXPECT_EQ(r->mate_in, n) << rec.fen();
        }
    }
}

TEST(MateProverTest, BudgetGivesUnknown) {
    auto r = prove_mate(game::chess(), Mate3, 3, 50);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->verdict, ProofVerdict::Unknown);
    EXPECT_LE(r->nodes, 50u);
}

TEST(MateProverTest, BadInputIsAParseError) {
    EXPECT_FALSE(prove_mate(game::chess(), "not a fen", 2));
    EXPECT_FALSE(prove_mate(game::chess(), Mate3, 0));
    auto mated = prove_mate(game::chess(), "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", -1);
    ASSERT_TRUE(mated);
    EXPECT_EQ(mated->verdict, ProofVerdict::Proved);
    EXPECT_EQ(mated->mate_in, 0);
    EXPECT_FALSE(prove_mate(game::chess(), Mate3, 2, 0, { "Qh5" }));
    EXPECT_FALSE(verify_pv_mate(game::xiangqi(), Mate3, {}, 1));
}

TEST(MateProverTest, VerifyPvVerdicts) {
    auto proof = prove_mate(game::chess(), Mate3, 3);
    ASSERT_TRUE(proof);
    auto line = proof->line;
    auto ok   = verify_pv_mate(game::chess(), Mate3, line, 3);
    EXPECT_EQ(ok->verdict, PvVerdict::Mate);
    auto wrong = verify_pv_mate(game::chess(), Mate3, line, 4);
    EXPECT_EQ(wrong->verdict, PvVerdict::WrongLength);
    auto truncated = verify_pv_mate(game::chess(), Mate3, { line[0], line[1] }, 3);
    EXPECT_EQ(truncated->verdict, PvVerdict::NotMate);
    auto illegal = verify_pv_mate(game::chess(), Mate3, { line[0], "Ke4" }, 3);
    EXPECT_EQ(illegal->verdict, PvVerdict::Illegal);
    EXPECT_EQ(illegal->ply, 1);
    EXPECT_STREQ(to_string(PvVerdict::WrongLength), "wrong_length");
    EXPECT_STREQ(to_string(ProofVerdict::Disproved), "disproved");
}

// Counted in nodes, not milliseconds (a loaded machine or a sanitizer build would miss a time):
// every mate in 3 of mates2000 is proved within the budget, with the most any needs printed.
TEST(MateProverTest, Mates2000MateInThreeWithinANodeBudget) {
    constexpr std::uint64_t Budget = 400000;
    auto file = game::load_epd(std::string(ARBITER_SUITES_DIR) + "/chess/mate/mates2000.epd");
    ASSERT_TRUE(file.errors.empty());
    int           proved = 0;
    std::uint64_t most   = 0;
    for (const auto& rec : file.records) {
        auto m = game::resolve_moves(rec, game::chess());
        if (!m || m->mate != 3) continue;
        auto r = prove_mate(game::chess(), rec.fen(), 3, Budget);
        ASSERT_TRUE(r);
        EXPECT_EQ(r->verdict, ProofVerdict::Proved) << rec.fen() << " (" << r->nodes << " nodes)";
        EXPECT_EQ(r->mate_in, 3) << rec.fen();
        most = std::max(most, r->nodes);
        ++proved;
    }
    EXPECT_GE(proved, 5);
    std::cout << proved << " mates in 3, the most nodes one needed: " << most << "\n";
}

} // namespace
