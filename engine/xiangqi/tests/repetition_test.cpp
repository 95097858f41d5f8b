// Repetition judge: the 33 Fairy-Stockfish chasing-rule cases (tests/data, GPL-3.0 test data,
// source in the file's header) under asian and simple rules, and our own cases built from the
// AXF rule text (XIANGQI.md §4.3).

#include "engine/xiangqi/tests/chasing_cases.h"
#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace engine::xiangqi {
namespace {

using testing::FsfCase;
using testing::load_fsf_cases;
using testing::play;
using testing::split;

RepetitionVerdict verdict_of(const std::string& loser) {
    if (loser == "red") return RepetitionVerdict::RedLoses;
    if (loser == "black") return RepetitionVerdict::BlackLoses;
    return RepetitionVerdict::Draw;
}

// Under simple rules only perpetual checks lose: the loser of the FSF cases whose cycle is a
// one-sided perpetual check (worked out by hand from the moves), every other case is a draw.
const std::map<int, RepetitionVerdict> SimpleLosers = {
    { 1172, RepetitionVerdict::BlackLoses }, // black cannon checks through a screen
    { 1174, RepetitionVerdict::BlackLoses }, // soldier perpetual check
};

class FsfChasing : public ::testing::TestWithParam<FsfCase> { };

TEST_P(FsfChasing, AsianVerdict) {
    const FsfCase& c   = GetParam();
    Position       pos = testing::from_fen_or_die(c.fen);
    ASSERT_TRUE(play(pos, c.moves));
    RepetitionJudgement j = judge_repetition(pos, RepetitionRules::Asian);
    ASSERT_NE(j.verdict, RepetitionVerdict::None) << c.comment;
    if (c.loser != "?") {
        EXPECT_EQ(j.verdict, verdict_of(c.loser)) << j.describe();
    }
    core::GameStatus s = status(pos);
    EXPECT_TRUE(s.is_over());
    EXPECT_EQ(s.is_draw(), j.verdict == RepetitionVerdict::Draw);
    if (j.reason == RepetitionReason::PerpetualCheck) {
        EXPECT_EQ(s.kind, core::Outcome::PerpetualCheck);
    }
    if (j.reason == RepetitionReason::PerpetualChase) {
        EXPECT_EQ(s.kind, core::Outcome::PerpetualChase);
    }
}

TEST_P(FsfChasing, SimpleVerdict) {
    const FsfCase& c   = GetParam();
    Position       pos = testing::from_fen_or_die(c.fen);
    ASSERT_TRUE(play(pos, c.moves));
    RepetitionJudgement j   = judge_repetition(pos, RepetitionRules::Simple);
    auto                it  = SimpleLosers.find(c.line);
    RepetitionVerdict   exp = it == SimpleLosers.end() ? RepetitionVerdict::Draw : it->second;
    EXPECT_EQ(j.verdict, exp) << j.describe();
}

INSTANTIATE_TEST_SUITE_P(TestPy, FsfChasing,
    ::testing::ValuesIn(
        load_fsf_cases(XQ_TEST_DATA_DIR "/fairy-stockfish_test-py_xiangqi-chasing.txt")),
    [](const auto& p) { return "line" + std::to_string(p.param.line); });

TEST(FsfChasingData, AllCasesLoaded) {
    EXPECT_EQ(
        load_fsf_cases(XQ_TEST_DATA_DIR "/fairy-stockfish_test-py_xiangqi-chasing.txt").size(),
        33u);
}

// FSF cases with the colours exchanged: the verdict changes sides.
TEST_P(FsfChasing, ColourMirrorSwapsTheVerdict) {
    const FsfCase&           c      = GetParam();
    Position                 pos    = testing::from_fen_or_die(c.fen);
    Position                 mirror = testing::from_fen_or_die(testing::colour_mirror_fen(c.fen));
    std::vector<std::string> mirrored;
    for (const std::string& m : c.moves) mirrored.push_back(testing::colour_mirror_move(m));
    ASSERT_TRUE(play(pos, c.moves));
    ASSERT_TRUE(play(mirror, mirrored));
    for (RepetitionRules rules : { RepetitionRules::Asian, RepetitionRules::Simple }) {
        RepetitionJudgement a = judge_repetition(pos, rules), b = judge_repetition(mirror, rules);
        EXPECT_EQ(a.reason, b.reason);
        EXPECT_EQ(a.cycle_start, b.cycle_start);
        EXPECT_EQ(
            a.verdict == RepetitionVerdict::RedLoses, b.verdict == RepetitionVerdict::BlackLoses)
            << a.describe() << " / " << b.describe();
        EXPECT_EQ(a.verdict == RepetitionVerdict::Draw, b.verdict == RepetitionVerdict::Draw);
    }
}

// Our own cases, each built from one rule of the AXF text as summarised in XIANGQI.md §4.3
// (and hgm's reading of it for alternating check and chase). Every cycle is played twice, so
// the final position is the third occurrence.
struct OwnCase {
    const char*       name;
    const char*       rule;
    const char*       fen;
    const char*       moves;
    RepetitionVerdict asian, simple, chinese;
    RepetitionReason  asian_reason;
};

constexpr auto Draw = RepetitionVerdict::Draw;
constexpr auto RedL = RepetitionVerdict::RedLoses;

const OwnCase OwnCases[] = {
    { "UncrossedSoldierIsNotChased",
        "perpetual chase of an unprotected piece is forbidden, except a soldier that has not "
        "crossed the river: two cannons take turns to attack it as the horse moves between "
        "their screens",
        "4k4/9/9/C1p6/9/2N6/9/9/2C6/3K5 w - - 0 1", "c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9", Draw,
        Draw, Draw, RepetitionReason::Idle },
    { "CrossedSoldierIsChased", "the same with a soldier that has crossed the river",
        "4k4/9/9/9/9/C1p6/9/2N6/9/2CK5 w - - 0 1", "c2b4 e9e8 b4c2 e8e9 c2b4 e9e8 b4c2 e8e9", RedL,
        Draw, RedL, RepetitionReason::PerpetualChase },
    { "ProtectedCrossedSoldierIsNotChased",
        "only unprotected pieces are chased: a crossed soldier guarded by its neighbour",
        "4k4/9/9/9/9/C1pp5/9/2N6/9/2CK5 w - - 0 1", "c2b4 e9e8 b4c2 e8e9 c2b4 e9e8 b4c2 e8e9", Draw,
        Draw, Draw, RepetitionReason::Idle },
    { "UnprotectedHorseIsChased", "perpetual chase of an unprotected piece is forbidden",
        "4k4/9/9/C1n6/9/2N6/9/9/2C6/3K5 w - - 0 1", "c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9", RedL,
        Draw, RedL, RepetitionReason::PerpetualChase },
    { "ProtectedHorseIsNotChased",
        "a protected piece (here a horse guarded by a horse) is not chased",
        "4k4/3n5/9/C1n6/9/2N6/9/9/2C6/3K5 w - - 0 1", "c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9",
        Draw, Draw, Draw, RepetitionReason::Idle },
    { "ProtectedChariotAttackedByCannonIsChased",
        "a chariot attacked by a horse or cannon is chased even when it is protected",
        "4k4/3n5/9/C1r6/9/2N6/9/9/2C6/3K5 w - - 0 1", "c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9",
        RedL, Draw, RedL, RepetitionReason::PerpetualChase },
    { "ProtectedChariotAttackedByHorseIsChased",
        "the same with a horse following a protected chariot (guarded by elephant and horse)",
        "2b1k4/3n5/r8/3N5/9/9/9/9/9/3K5 w - - 0 1", "d6b5 a7b7 b5d6 b7a7 d6b5 a7b7 b5d6 b7a7", RedL,
        Draw, RedL, RepetitionReason::PerpetualChase },
    { "GeneralMayChase",
        "generals may chase perpetually: the general follows a cannon in its palace",
        "4k4/9/9/9/8R/9/9/3K5/4c4/9 w - - 0 1", "d2d1 e1e2 d1d2 e2e1 d2d1 e1e2 d1d2 e2e1", Draw,
        Draw, Draw, RepetitionReason::Idle },
    { "SoldierPerpetualCheckLoses",
        "soldiers may chase but not give perpetual check (the soldier is guarded by a chariot)",
        "4k4/R2P5/9/9/9/9/9/9/9/5K3 w - - 0 1", "d8e8 e9d9 e8d8 d9e9 d8e8 e9d9 e8d8 d9e9", RedL,
        RedL, RedL, RepetitionReason::PerpetualCheck },
    { "CheckByDifferentPiecesLoses",
        "perpetual check is forbidden whether by one piece or several: a discovered chariot "
        "check, then a horse check",
        "9/4k4/9/4N4/9/9/9/4R4/9/5K3 w - - 0 1", "e6g5 e8d8 g5e6 d8e8 e6g5 e8d8 g5e6 d8e8", RedL,
        RedL, RedL, RepetitionReason::PerpetualCheck },
    { "CycleWithOneQuietMoveIsADraw",
        "every move of the cycle must be a check: a check alternating with a quiet move",
        "4k4/9/9/9/R8/9/9/9/9/5K3 w - - 0 1", "a5e5 e9d9 e5a5 d9e9 a5e5 e9d9 e5a5 d9e9", Draw, Draw,
        Draw, RepetitionReason::Idle },
    { "CheckAlternatingWithChase",
        "Asian: a check among chases breaks the perpetual (hgm), a draw; Chinese: one check "
        "one chase is forbidden",
        "4k4/n8/9/9/R8/9/9/9/9/5K3 w - - 0 1", "a5e5 e9d9 e5a5 d9e9 a5e5 e9d9 e5a5 d9e9", Draw,
        Draw, RedL, RepetitionReason::Idle },
    { "OnePieceChasingTwoInTurnIsADraw", "one piece chasing two or more pieces in turn is allowed",
        "5k3/3n5/4c4/9/3R5/9/9/9/9/3K5 w - - 0 1", "d5e5 f9f8 e5d5 f8f9 d5e5 f9f8 e5d5 f8f9", Draw,
        Draw, Draw, RepetitionReason::Idle },
};

class Own : public ::testing::TestWithParam<OwnCase> { };

void PrintTo(const OwnCase& c, std::ostream* os) { *os << c.name; }

std::vector<std::string> words(const char* text) { return split(text, ' '); }

TEST_P(Own, VerdictUnderEachRuleSet) {
    const OwnCase& c   = GetParam();
    Position       pos = testing::from_fen_or_die(c.fen);
    ASSERT_TRUE(play(pos, words(c.moves))) << c.rule;
    RepetitionJudgement asian = judge_repetition(pos, RepetitionRules::Asian);
    EXPECT_EQ(asian.occurrences, 3);
    EXPECT_EQ(asian.cycle_start, 4);
    EXPECT_EQ(asian.verdict, c.asian) << c.rule << "\n" << asian.describe();
    EXPECT_EQ(asian.reason, c.asian_reason) << asian.describe();
    EXPECT_EQ(judge_repetition(pos, RepetitionRules::Simple).verdict, c.simple) << c.rule;
    EXPECT_EQ(judge_repetition(pos, RepetitionRules::Chinese).verdict, c.chinese) << c.rule;
}

TEST_P(Own, ColourMirrorSwapsTheVerdict) {
    const OwnCase&           c      = GetParam();
    Position                 mirror = testing::from_fen_or_die(testing::colour_mirror_fen(c.fen));
    std::vector<std::string> moves;
    for (const std::string& m : words(c.moves)) moves.push_back(testing::colour_mirror_move(m));
    ASSERT_TRUE(play(mirror, moves));
    RepetitionVerdict swapped = c.asian == RedL ? RepetitionVerdict::BlackLoses : c.asian;
    EXPECT_EQ(judge_repetition(mirror, RepetitionRules::Asian).verdict, swapped);
}

INSTANTIATE_TEST_SUITE_P(Axf, Own, ::testing::ValuesIn(OwnCases),
    [](const auto& p) { return std::string(p.param.name); });

TEST(RepetitionJudge, ChasedPieceAndReasonAreReported) {
    Position pos = testing::from_fen_or_die("4k4/3n5/9/C1r6/9/2N6/9/9/2C6/3K5 w - - 0 1");
    ASSERT_TRUE(play(pos, words("c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9")));
    RepetitionJudgement j = judge_repetition(pos);
    EXPECT_EQ(j.chased_piece, make_piece(Black, PieceType::Chariot));
    EXPECT_EQ(j.chased_square, make_square(2, 6));
    EXPECT_EQ(j.cycle_length, 4);
    EXPECT_EQ(j.describe(),
        "red loses: perpetual chase of the black chariot on c6 (asian rules, cycle from ply 4, 3 "
        "occurrences)");
}

TEST(RepetitionJudge, NoRepetitionNoVerdict) {
    Position pos = testing::from_fen_or_die(StartFen);
    ASSERT_TRUE(play(pos, words("h2e2 h9g7 h0g2")));
    RepetitionJudgement j = judge_repetition(pos);
    EXPECT_EQ(j.verdict, RepetitionVerdict::None);
    EXPECT_EQ(j.describe(), "no repetition");
}

TEST(RepetitionJudge, SecondOccurrenceIsJudgedToo) {
    Position pos = testing::from_fen_or_die("4k4/R2P5/9/9/9/9/9/9/9/5K3 w - - 0 1");
    ASSERT_TRUE(play(pos, words("d8e8 e9d9 e8d8 d9e9")));
    RepetitionJudgement j = judge_repetition(pos);
    EXPECT_EQ(j.occurrences, 2);
    EXPECT_EQ(j.cycle_start, 0);
    EXPECT_EQ(j.verdict, RedL);
    EXPECT_FALSE(status(pos).is_over()); // the referee waits for the third occurrence
}

TEST(RepetitionRulesText, ParseAndPrint) {
    RepetitionRules r = RepetitionRules::Simple;
    EXPECT_TRUE(parse_rules("axf", r));
    EXPECT_EQ(r, RepetitionRules::Asian);
    EXPECT_TRUE(parse_rules("chinese", r));
    EXPECT_EQ(to_string(r), "chinese");
    EXPECT_FALSE(parse_rules("fide", r));
}

TEST(Chase, ElephantOnAProtectedHorseIsAChaseOnlyUnderChineseRules) {
    // Red elephant e2 attacks the black horse c4, which the chariot c9 protects.
    Position pos = testing::from_fen_or_die("2r1k4/9/9/9/9/2n6/9/4B4/9/3K5 w - - 0 1");
    Move     m(make_square(4, 2), make_square(2, 4));
    ASSERT_TRUE(is_legal(pos, m));
    EXPECT_FALSE(is_chase(pos, Red, m, RepetitionRules::Asian));
    EXPECT_TRUE(is_chase(pos, Red, m, RepetitionRules::Chinese));
}

TEST(Chase, SameKindAttackIsAnExchangeUnlessOneSided) {
    // Chariots facing on rank 4: an offered exchange, not a chase.
    Position open = testing::from_fen_or_die("3k5/9/9/9/9/r3R4/9/9/9/5K3 w - - 0 1");
    EXPECT_FALSE(
        is_chase(open, Red, Move(make_square(4, 4), make_square(0, 4)), RepetitionRules::Asian));
    // The black chariot, pinned by the red cannon (its soldier the other screen), cannot take
    // back: a chase.
    Position pinned = testing::from_fen_or_die("4k4/9/9/4p4/9/4r3R/4C4/9/9/3K5 w - - 0 1");
    EXPECT_TRUE(
        is_chase(pinned, Red, Move(make_square(8, 4), make_square(4, 4)), RepetitionRules::Asian));
}

} // namespace
} // namespace engine::xiangqi
