#include "harness/protocol/xboard_parse.h"

#include <gtest/gtest.h>

using namespace harness::protocol;

TEST(XboardParse, FeatureLineWithQuotesAndSeveralPairs) {
    auto f = parse_feature_line(
        "feature analyze=1 setboard=1 option=\"Randomizer (0-50) -slider 0 0 50\" ping=1 ");
    ASSERT_TRUE(f);
    ASSERT_EQ(f->size(), 4u);
    EXPECT_EQ((*f)[0], std::make_pair(std::string("analyze"), std::string("1")));
    EXPECT_EQ((*f)[2].second, "Randomizer (0-50) -slider 0 0 50");
    EXPECT_EQ((*f)[3].first, "ping");
    auto g = parse_feature_line("feature myname=\"GNU Chess\"");
    ASSERT_TRUE(g);
    EXPECT_EQ((*g)[0].second, "GNU Chess");
}

TEST(XboardParse, FeatureLineRejectsGarbage) {
    EXPECT_FALSE(parse_feature_line("features ping=1"));
    EXPECT_FALSE(parse_feature_line("feature ping"));
    EXPECT_FALSE(parse_feature_line("feature myname=\"unterminated"));
    EXPECT_FALSE(parse_feature_line("feature "));
}

TEST(XboardParse, MoveLines) {
    EXPECT_EQ(parse_move_line("move e2e4"), "e2e4");
    EXPECT_EQ(parse_move_line("move b0c2"), "b0c2");
    EXPECT_EQ(parse_move_line("My move is : d7d5"), "d7d5"); // GNU Chess 6
    EXPECT_EQ(parse_move_line("My move is: e7e8q"), "e7e8q");
    EXPECT_FALSE(parse_move_line("1. ... d7d5"));
    EXPECT_FALSE(parse_move_line("move"));
    EXPECT_FALSE(parse_move_line("movers e2e4"));
}

TEST(XboardParse, ThinkingLines) {
    auto t = parse_thinking_line("  9 +4 19 465042 d5 exd5 Nf6");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->depth, 9);
    EXPECT_EQ(t->score_cp, 4);
    EXPECT_EQ(t->time_ms, 190u);
    EXPECT_EQ(t->nodes, 465042u);
    EXPECT_TRUE(t->pv.empty()); // SAN is not kept
    auto m = parse_thinking_line("-1    440        0          1 b7b0");
    ASSERT_TRUE(m);
    EXPECT_EQ(m->depth, -1);
    ASSERT_EQ(m->pv.size(), 1u);
    EXPECT_EQ(m->pv[0], "b7b0");
    auto c = parse_thinking_line("12& -35 100 5000 e2e4 e7e5 g1f3 b8c6");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->pv.size(), 4u);
    EXPECT_FALSE(parse_thinking_line("1. ... d7d5"));
    EXPECT_FALSE(parse_thinking_line("# root hit 0 0 0"));
    EXPECT_FALSE(parse_thinking_line("3 10 x 44 e2e4"));
}

TEST(XboardParse, MateScoresFollowTheProtocolConvention) {
    auto win = parse_thinking_line("5 100003 20 999 e2e4");
    ASSERT_TRUE(win);
    EXPECT_EQ(win->score_mate, 3);
    EXPECT_FALSE(win->score_cp);
    auto loss = parse_thinking_line("5 -100002 20 999 e2e4");
    ASSERT_TRUE(loss);
    EXPECT_EQ(loss->score_mate, -2);
    auto big = parse_thinking_line("5 99999 20 999 e2e4"); // not a mate score
    ASSERT_TRUE(big);
    EXPECT_EQ(big->score_cp, 99999);
    EXPECT_FALSE(big->score_mate);
}

TEST(XboardParse, PongRefusalsAndResults) {
    EXPECT_EQ(parse_pong_line("pong 7"), 7);
    EXPECT_FALSE(parse_pong_line("pong"));
    EXPECT_FALSE(parse_pong_line("ping 7"));
    EXPECT_EQ(parse_refusal_line("Illegal move:h3h4"), "h3h4");
    EXPECT_EQ(parse_refusal_line("Illegal move: sd 3"), "sd 3");
    EXPECT_EQ(parse_refusal_line("Illegal move (no piece): e3e4"), "e3e4");
    EXPECT_EQ(parse_refusal_line("Invalid move: sd 3"), "sd 3");
    EXPECT_EQ(parse_refusal_line("Error (unknown command): foo"), "foo");
    EXPECT_FALSE(parse_refusal_line("Illegal move"));
    EXPECT_FALSE(parse_refusal_line("move e2e4"));
    EXPECT_TRUE(is_result_line("1-0 {White mates}"));
    EXPECT_TRUE(is_result_line("resign"));
    EXPECT_FALSE(is_result_line("1 -40 0 2 a5"));
}

TEST(XboardParse, CoordinatesAndSideToMove) {
    EXPECT_TRUE(is_coordinate_move("e2e4"));
    EXPECT_TRUE(is_coordinate_move("e7e8q"));
    EXPECT_TRUE(is_coordinate_move("b3b10"));
    EXPECT_FALSE(is_coordinate_move("Nf3"));
    EXPECT_FALSE(is_coordinate_move("(exd5)"));
    EXPECT_FALSE(black_to_move("", 0));
    EXPECT_TRUE(black_to_move("", 1));
    EXPECT_TRUE(black_to_move("8/8/8/8/8/8/8/K6k b - - 0 1", 2));
    EXPECT_FALSE(black_to_move("8/8/8/8/8/8/8/K6k b - - 0 1", 1));
}
