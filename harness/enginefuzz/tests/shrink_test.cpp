// The shrinker against scripted oracles (no engine): it keeps exactly what makes them fire.

#include "harness/enginefuzz/shrink.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace harness::enginefuzz;

TEST(Shrink, DeltaDebuggingKeepsTheTwoLinesThatMatter) {
    Lines in { "uci", "setoption name Hash value 16", "isready", "position startpos", "go depth 3",
        "ucinewgame", "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "stop", "go depth 8", "isready" };
    auto  fails = [](const Lines& l) {
        auto p = std::find(l.begin(), l.end(), "position fen 8/8/8/8/8/8/8/8 w - - 0 1");
        return p != l.end() && std::find(p, l.end(), "go depth 8") != l.end();
    };
    auto r = shrink_lines(in, fails, 1000);
    EXPECT_EQ(r.lines, (Lines { "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "go depth 8" }));
    EXPECT_GT(r.runs, 0);
}

TEST(Shrink, FenLosesPiecesAndFieldsTheOracleDoesNotNeed) {
    // Fires while there is no white king and a white pawn on the first rank.
    auto fails = [](const Lines& l) {
        if (l.size() != 1 || l[0].rfind("position fen ", 0) != 0) return false;
        auto board = l[0].substr(13, l[0].find(' ', 13) - 13);
        return board.find('K') == std::string::npos && board.size() >= 2
            && board.substr(board.rfind('/') + 1).find('P') != std::string::npos;
    };
    Lines in { "position fen r3k2r/8/8/8/8/8/8/PPPPPPPP w kq - 5 9" };
    ASSERT_TRUE(fails(in));
    auto r = shrink(in, fails, 1000);
    ASSERT_EQ(r.lines.size(), 1U);
    EXPECT_TRUE(fails(r.lines));
    EXPECT_LT(r.lines[0].size(), in[0].size());
    EXPECT_EQ(std::count(r.lines[0].begin(), r.lines[0].end(), 'P'), 1) << r.lines[0];
    EXPECT_EQ(r.lines[0].find('r'), std::string::npos) << r.lines[0];
    // The fields are simplified in place: castling and en passant '-', clocks 0 and 1.
    EXPECT_NE(r.lines[0].find(" w - - 0 1"), std::string::npos) << r.lines[0];
}

TEST(Shrink, StopsAtTheBudget) {
    Lines in(50, "isready");
    int   calls = 0;
    auto  r     = shrink(
             in, [&](const Lines&) { return ++calls, false; }, 7);
    EXPECT_EQ(calls, 7);
    EXPECT_EQ(r.lines, in);
}

TEST(Shrink, OverlongLineIsHalved) {
    Lines in { "isready", "position startpos moves" + std::string(10000, 'a') };
    auto  fails = [](const Lines& l) {
        return std::any_of(l.begin(), l.end(), [](const std::string& s) { return s.size() > 100; });
    };
    auto r = shrink(in, fails, 1000);
    ASSERT_EQ(r.lines.size(), 1U);
    EXPECT_LE(r.lines[0].size(), 200U);
}

} // namespace
