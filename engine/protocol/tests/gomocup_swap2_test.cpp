// Sable's Swap2 choices (the protocol's SWAP2BOARD) over a scripted search: which answer each
// score gives, and that every proposed stone is legal.

#include "engine/protocol/gomocup_swap2.h"

#include "engine/gomoku/movegen.h"
#include "engine/gomoku/renju.h"

#include <gtest/gtest.h>

using namespace engine::protocol::gomocup;
namespace gm = engine::gomoku;

namespace {

const engine::search::Limits Generous = [] {
    engine::search::Limits l;
    l.movetime_ms = 1000;
    return l;
}();

gm::Position opening(
    const std::vector<std::pair<int, int>>& stones, gm::Rule rule = gm::Rule::Standard) {
    auto pos = swap2_opening(15, rule, stones);
    EXPECT_TRUE(pos.has_value()) << pos.error().message;
    return *pos;
}

// A search that always scores `score` and plays the first empty point from the top left.
Prober scripted(int score, int* calls = nullptr) {
    return [score, calls](const gm::Position& pos, const engine::search::Limits& l) {
        EXPECT_TRUE(l.depth.has_value()); // cut at a depth: the same answer on any machine
        if (calls) ++*calls;
        gm::MoveList legal;
        gm::generate_legal(pos, legal);
        return Probe { legal.size() ? legal[0] : gm::Move::none(), score };
    };
}

const std::vector<std::pair<int, int>> Three { { 7, 7 }, { 8, 7 }, { 9, 9 } }; // protocol example
const std::vector<std::pair<int, int>> Five { { 7, 7 }, { 8, 7 }, { 9, 9 }, { 8, 8 }, { 8, 6 } };

TEST(GomocupSwap2, ThreeStonesSwapStayOrPutTwo) {
    const auto pos = opening(Three);
    EXPECT_EQ(swap2_answer(pos, scripted(-Swap2Margin - 1), Generous).text(), "SWAP");
    const auto stay = swap2_answer(pos, scripted(Swap2Margin + 1), Generous);
    EXPECT_EQ(stay.text(), "0,0");
    EXPECT_TRUE(stay.takes_white());
    int        calls = 0;
    const auto two   = swap2_answer(pos, scripted(0, &calls), Generous);
    EXPECT_EQ(two.text(), "0,0 1,0"); // white's fourth, then black's fifth
    EXPECT_FALSE(two.takes_white());
    EXPECT_EQ(calls, 2);
}

TEST(GomocupSwap2, FiveStonesSwapOrStayWhite) {
    const auto pos = opening(Five);
    EXPECT_EQ(swap2_answer(pos, scripted(-1), Generous).text(), "SWAP");
    const auto stay = swap2_answer(pos, scripted(0), Generous);
    EXPECT_EQ(stay.text(), "0,0");
    EXPECT_TRUE(stay.takes_white());
}

// The opening nearest a score of 0 is proposed: here the one whose third stone is farthest
// from the first two (the scripted score grows as it comes nearer).
TEST(GomocupSwap2, ProposesTheMostBalancedOpening) {
    const Prober distance = [](const gm::Position& pos, const engine::search::Limits&) {
        const gm::Move a = pos.played(0), c = pos.played(2);
        return Probe { gm::Move::none(), 100 - std::abs(a.x() - c.x()) - std::abs(a.y() - c.y()) };
    };
    const auto answer = swap2_answer(gm::Position(15, gm::Rule::Renju), distance, Generous);
    EXPECT_EQ(answer.text(), "7,7 8,7 5,9"); // black centre, white beside, black two away
    EXPECT_FALSE(answer.takes_white());
}

// Sable's proposals are legal openings under each rule and every board size.
TEST(GomocupSwap2, ProposalsAreLegal) {
    for (auto rule : { gm::Rule::Freestyle, gm::Rule::Standard, gm::Rule::Renju, gm::Rule::Caro })
        for (int size : { 5, 6, 15, 20 }) {
            const auto answer = swap2_answer(gm::Position(size, rule), scripted(7), Generous);
            ASSERT_EQ(answer.stones.size(), 3u);
            std::vector<std::pair<int, int>> stones;
            for (auto m : answer.stones) stones.push_back({ m.x(), m.y() });
            EXPECT_TRUE(swap2_opening(size, rule, stones).has_value()) << answer.text();
        }
}

TEST(GomocupSwap2, OpeningsAreChecked) {
    EXPECT_EQ(swap2_opening(15, gm::Rule::Freestyle, { { 7, 7 }, { 7, 7 } }).error().message,
        "stone 7,7 is listed twice");
    EXPECT_EQ(swap2_opening(15, gm::Rule::Freestyle, { { 15, 7 } }).error().message,
        "stone 15,7 is off the 15x15 board");
    // Black x x x x . with white elsewhere: a ninth stone would be the fifth in a row.
    std::vector<std::pair<int, int>> five;
    for (int i = 0; i < 5; ++i) {
        five.push_back({ i, 0 });
        if (i < 4) five.push_back({ i, 5 });
    }
    EXPECT_EQ(swap2_opening(15, gm::Rule::Freestyle, five).error().message,
        "the opening already makes five");
}

} // namespace
