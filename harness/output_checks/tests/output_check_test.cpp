#include "harness/output_checks/output_check.h"

#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using harness::output_checks::Check;
using harness::output_checks::check_search;
using harness::output_checks::Finding;
using harness::protocol::SearchInfo;

// After 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6: White mates with Qxf7.
const std::vector<std::string> Scholar { "e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6" };

harness::game::GameRecord record(const std::vector<std::string>& moves = {}) {
    auto r = harness::game::GameRecord::start(harness::game::chess());
    for (const auto& m : moves) EXPECT_TRUE(r->play(m));
    return *r;
}

SearchInfo info(std::vector<std::string> pv, std::optional<int> mate = {}, int depth = 5) {
    SearchInfo i;
    i.depth = depth;
    if (mate)
        i.score_mate = *mate;
    else
        i.score_cp = 20;
    i.pv = std::move(pv);
    return i;
}

std::vector<Check> checks(const std::vector<Finding>& f) {
    std::vector<Check> c;
    for (const auto& x : f) c.push_back(x.check);
    return c;
}

TEST(OutputCheck, NamesRoundTrip) {
    for (Check c : harness::output_checks::AllChecks)
        EXPECT_EQ(harness::output_checks::parse_check(to_string(c)), c);
    EXPECT_FALSE(harness::output_checks::parse_check("pv"));
}

TEST(OutputCheck, ASoundSearchHasNoFinding) {
    const auto f = check_search(record(Scholar), { info({ "h5f7" }, 1) }, "h5f7");
    EXPECT_TRUE(f.empty()) << f.front().detail;
    EXPECT_TRUE(check_search(record(), { info({ "e2e4", "e7e5", "g1f3" }) }, "e2e4").empty());
}

TEST(OutputCheck, AnIllegalPvMoveIsFoundWhereverItStands) {
    const auto f = check_search(record(), { info({ "e2e4", "e2e4" }) }, "e2e4");
    ASSERT_EQ(checks(f), std::vector { Check::PvIllegal });
    EXPECT_NE(f[0].detail.find("info depth 5 pv e2e4 e2e4: e2e4"), std::string::npos)
        << f[0].detail;
}

TEST(OutputCheck, APvPastMateIsFound) {
    const auto f = check_search(record(Scholar), { info({ "h5f7", "e8e7" }, 1) }, "h5f7");
    ASSERT_EQ(checks(f), std::vector { Check::PvPastEnd });
    EXPECT_NE(f[0].detail.find("e8e7 after the game ended at ply 1"), std::string::npos);
}

TEST(OutputCheck, AMateClaimItsPvDoesNotMateIsContradicted) {
    // The mock's --false-mate: "score mate 1" with a move that does not mate.
    auto f = check_search(record(Scholar), { info({ "a2a3" }, 1) }, "a2a3");
    ASSERT_EQ(checks(f), std::vector { Check::MateContradicted });
    EXPECT_NE(f[0].detail.find("does not mate within its 1 plies"), std::string::npos);
    // The wrong sign: the mover mates but says it is mated.
    f = check_search(record(Scholar), { info({ "h5f7" }, -1) }, "h5f7");
    ASSERT_EQ(checks(f), std::vector { Check::MateContradicted });
    EXPECT_NE(f[0].detail.find("the PV is a mate 1"), std::string::npos);
    // A truncated PV says nothing: mate 3 with one move.
    EXPECT_TRUE(check_search(record(), { info({ "e2e4" }, 3) }, "e2e4").empty());
}

// Mate claims longer than one move (issue 54: a mutant reading a mate's plies as moves passed
// every test): "mate N" is 2N - 1 plies of the mover's PV, "mate -N" 2N plies.
TEST(OutputCheck, MateClaimsOfEveryLengthCountPliesAsMoves) {
    const std::vector<std::string> queen_out { "e2e4", "e7e5", "d1h5", "b8c6" }; // White to move
    // Mate in 2: Bc4, Nf6, Qxf7# is 3 plies.
    EXPECT_TRUE(
        check_search(record(queen_out), { info({ "f1c4", "g8f6", "h5f7" }, 2) }, "f1c4").empty());
    // Said mate 2, the PV mates in 1.
    auto f = check_search(record(Scholar), { info({ "h5f7" }, 2) }, "h5f7");
    ASSERT_EQ(checks(f), std::vector { Check::MateContradicted });
    EXPECT_NE(f[0].detail.find("the PV is a mate 1"), std::string::npos) << f[0].detail;
    // Mated in 2 (Black to move): Nc6, Bc4, Nf6, Qxf7# is 4 plies.
    const std::vector<std::string> black_to_move { "e2e4", "e7e5", "d1h5" };
    EXPECT_TRUE(check_search(
        record(black_to_move), { info({ "b8c6", "f1c4", "g8f6", "h5f7" }, -2) }, "b8c6")
                    .empty());
    // Mate 2 with 3 plies that do not mate is contradicted; with 2 plies it is too short to tell.
    f = check_search(record(queen_out), { info({ "f1c4", "g8f6", "a2a3" }, 2) }, "f1c4");
    ASSERT_EQ(checks(f), std::vector { Check::MateContradicted });
    EXPECT_NE(f[0].detail.find("does not mate within its 3 plies"), std::string::npos)
        << f[0].detail;
    EXPECT_TRUE(check_search(record(queen_out), { info({ "f1c4", "g8f6" }, 2) }, "f1c4").empty());
}

TEST(OutputCheck, BestmoveAgainstTheLastPv) {
    const std::vector infos { info({ "d2d4" }, {}, 4), info({ "e2e4" }, {}, 5) };
    EXPECT_TRUE(check_search(record(), infos, "e2e4").empty());
    const auto f = check_search(record(), infos, "d2d4");
    ASSERT_EQ(checks(f), std::vector { Check::BestmoveNotPv });
    EXPECT_EQ(f[0].detail, "bestmove d2d4 but the last PV starts with e2e4");
}

TEST(OutputCheck, EachCheckIsReportedOnce) {
    const std::vector infos { info({ "e2e5" }, {}, 4), info({ "e2e6" }, {}, 5) };
    const auto        f = check_search(record(), infos, "e2e4");
    EXPECT_EQ(checks(f), (std::vector { Check::PvIllegal, Check::BestmoveNotPv }));
    EXPECT_NE(f[0].detail.find("depth 4"), std::string::npos);
}

TEST(OutputCheck, MateSignsOfBothEnginesThatAgreeAreNotAFinding) {
    EXPECT_FALSE(
        harness::output_checks::check_mate_signs(3, -2)); // it mates in 3; the mover is mated in 2
    EXPECT_FALSE(harness::output_checks::check_mate_signs(-4, 3));
    EXPECT_FALSE(harness::output_checks::check_mate_signs(std::nullopt, 3));
    EXPECT_FALSE(harness::output_checks::check_mate_signs(3, std::nullopt));
    const auto both_mate = harness::output_checks::check_mate_signs(3, 5);
    ASSERT_TRUE(both_mate);
    EXPECT_EQ(both_mate->check, Check::MateSign);
    EXPECT_EQ(
        both_mate->detail, "mate 5 after the opponent's mate 3: both claim a mate for themselves");
    const auto both_mated = harness::output_checks::check_mate_signs(-3, -1);
    ASSERT_TRUE(both_mated);
    EXPECT_THAT(both_mated->detail, testing::HasSubstr("both claim to be mated"));
    EXPECT_STREQ(harness::output_checks::to_string(Check::MateSign), "mate-sign");
    EXPECT_EQ(harness::output_checks::parse_check("mate-sign"), Check::MateSign);
}

} // namespace
