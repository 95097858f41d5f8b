// The Gomocup checklist's rule positions proved with Arbiter's rules library (engine/gomoku):
// each position is reached by legal moves without a five, and each expected or refused answer
// is what the rule makes it -- a five (exactly five for renju's black), a foul, a five blocked
// at both ends, or the only move that does not lose at once.

#include "harness/check/gomocup_positions.h"

#include "engine/gomoku/game.h"
#include "engine/gomoku/renju.h"

#include <gtest/gtest.h>

namespace gm = engine::gomoku;
using namespace harness::check;

namespace {

bool is_legal(const gm::Position& pos, gm::Move m) {
    gm::MoveList legal;
    gm::generate_legal(pos, legal);
    return legal.contains(m);
}

gm::Move move(const gm::Position& pos, const std::string& text) {
    auto m = gm::parse_placement(pos, text, gm::Notation::Letter);
    EXPECT_TRUE(m.has_value()) << text;
    return m ? *m : gm::Move::none();
}

// The position after p's moves under `rule`; every move legal, no five before the end.
gm::Position replay(const RulePosition& p, gm::Rule rule) {
    gm::Position pos(15, rule);
    for (const auto& text : p.moves) {
        const gm::Move m = move(pos, text);
        EXPECT_TRUE(is_legal(pos, m)) << p.name << ": " << text;
        pos.do_move(m);
        EXPECT_FALSE(pos.winner().has_value()) << p.name << ": five at " << text;
    }
    return pos;
}

// The side to move wins at once by playing `m` (legal).
bool wins(gm::Position pos, gm::Move m) {
    if (!is_legal(pos, m)) return false;
    const gm::Color mover = pos.side_to_move();
    pos.do_move(m);
    return pos.winner() == mover;
}

// The side to move has a move that wins at once.
bool can_win(const gm::Position& pos) {
    gm::MoveList legal;
    gm::generate_legal(pos, legal);
    for (gm::Move m : legal)
        if (wins(pos, m)) return true;
    return false;
}

const RulePosition& find(const std::vector<RulePosition>& list, const std::string& name) {
    for (const auto& p : list)
        if (p.name == name) return p;
    ADD_FAILURE() << "no position " << name;
    return list.front();
}

TEST(GomocupPositions, FreestyleFiveUnderEveryRule) {
    const auto& p = find(gomoku_positions(), "rule freestyle");
    for (auto rule : { gm::Rule::Freestyle, gm::Rule::Standard, gm::Rule::Renju, gm::Rule::Caro }) {
        const auto pos = replay(p, rule);
        for (const auto& w : p.wanted) EXPECT_TRUE(wins(pos, move(pos, w))) << w;
    }
}

TEST(GomocupPositions, StandardOverlineIsNoWin) {
    const auto& p   = find(gomoku_positions(), "rule standard");
    const auto  pos = replay(p, gm::Rule::Standard);
    EXPECT_FALSE(wins(pos, move(pos, "h13"))); // six in a row
    EXPECT_TRUE(wins(replay(p, gm::Rule::Freestyle), move(pos, "h13")));
    EXPECT_FALSE(can_win(pos)); // so white defends: f8 and j8 are legal
    for (const auto& w : p.wanted) EXPECT_TRUE(is_legal(pos, move(pos, w))) << w;
}

TEST(GomocupPositions, RenjuDoubleThreeIsAFoul) {
    const auto& p   = find(renju_positions(), "rule renju: foul avoided");
    const auto  pos = replay(p, gm::Rule::Renju);
    ASSERT_EQ(p.avoid, std::vector<std::string> { "g9" });
    const auto report = gm::renju_foul(pos, move(pos, "g9").point());
    EXPECT_EQ(report.foul, gm::Foul::DoubleThree);
    EXPECT_FALSE(is_legal(pos, move(pos, "g9")));
    EXPECT_TRUE(is_legal(replay(p, gm::Rule::Freestyle), move(pos, "g9"))); // only renju forbids
    EXPECT_TRUE(p.wanted.empty());
}

TEST(GomocupPositions, RenjuBlackWinsByExactlyFive) {
    const auto& p   = find(renju_positions(), "rule renju: exactly five");
    const auto  pos = replay(p, gm::Rule::Renju);
    EXPECT_EQ(gm::renju_foul(pos, move(pos, "g8").point()).foul, gm::Foul::Overline);
    EXPECT_FALSE(is_legal(pos, move(pos, "g8")));
    ASSERT_EQ(p.wanted, std::vector<std::string> { "b8" });
    EXPECT_TRUE(wins(pos, move(pos, "b8")));
    EXPECT_TRUE(wins(replay(p, gm::Rule::Freestyle), move(pos, "g8"))); // six wins in freestyle
}

TEST(GomocupPositions, CaroRealFiveNotTheBlockedOne) {
    const auto& p   = find(caro_positions(), "rule caro: real five");
    const auto  pos = replay(p, gm::Rule::Caro);
    for (const auto& w : p.wanted) EXPECT_TRUE(wins(pos, move(pos, w))) << w;
    for (const auto& a : p.avoid) {
        EXPECT_TRUE(is_legal(pos, move(pos, a))) << a;
        EXPECT_FALSE(wins(pos, move(pos, a))) << a; // blocked at both ends
        EXPECT_TRUE(wins(replay(p, gm::Rule::Freestyle), move(pos, a))) << a;
    }
}

// Every white move but h6 and i6 lets black make a real five at once (after i6, h6 would be a
// five between white c6 and i6); f13 is no five for white.
TEST(GomocupPositions, CaroOnlyTheBlockSurvives) {
    const auto& p   = find(caro_positions(), "rule caro: block");
    const auto  pos = replay(p, gm::Rule::Caro);
    ASSERT_EQ(pos.side_to_move(), gm::White);
    EXPECT_FALSE(wins(pos, move(pos, "f13")));
    EXPECT_FALSE(can_win(pos));
    gm::MoveList legal;
    gm::generate_legal(pos, legal);
    for (gm::Move m : legal) {
        gm::Position after = pos;
        after.do_move(m);
        const bool wanted = gm::to_string(m) == "h6" || gm::to_string(m) == "i6";
        EXPECT_EQ(can_win(after), !wanted) << gm::to_string(m);
    }
}

TEST(GomocupPositions, CodesMatchTheRules) {
    for (const auto& p : renju_positions()) EXPECT_EQ(p.code, 4) << p.name;
    std::vector<int> caro_codes;
    for (const auto& p : caro_positions()) caro_codes.push_back(p.code);
    EXPECT_EQ(caro_codes, (std::vector<int> { 8, 9 })); // both of piskvork's caro codes
    EXPECT_EQ(find(gomoku_positions(), "rule standard").code, 1);
}

} // namespace
