#include "harness/protocol/info_parse.h"

#include <gtest/gtest.h>

using namespace harness::protocol;

TEST(InfoParse, ReadsEveryField) {
    auto i = parse_info_line("info depth 12 seldepth 20 multipv 1 score cp -35 lowerbound nodes "
                             "123456 nps 999 hashfull 17 time 42 pv e2e4 e7e5 g1f3");
    ASSERT_TRUE(i);
    EXPECT_EQ(i->depth, 12);
    EXPECT_EQ(i->seldepth, 20);
    EXPECT_EQ(i->multipv, 1);
    EXPECT_EQ(i->score_cp, -35);
    EXPECT_FALSE(i->score_mate);
    EXPECT_TRUE(i->lowerbound);
    EXPECT_EQ(i->nodes, 123456u);
    EXPECT_EQ(i->nps, 999u);
    EXPECT_EQ(i->hashfull, 17u);
    EXPECT_EQ(i->time_ms, 42u);
    EXPECT_EQ(i->pv, (std::vector<std::string> { "e2e4", "e7e5", "g1f3" }));
}

TEST(InfoParse, MateScoresStringsAndUnknownFields) {
    auto i = parse_info_line("info depth 5 score mate -3 upperbound wdl 0 10 990 currmove e2e4 "
                             "currmovenumber 1 pv e2e4");
    ASSERT_TRUE(i);
    EXPECT_EQ(i->score_mate, -3);
    EXPECT_TRUE(i->upperbound);
    EXPECT_EQ(i->pv.size(), 1u);
    auto s = parse_info_line("info string NNUE evaluation using nn.bin enabled");
    ASSERT_TRUE(s);
    EXPECT_EQ(s->string, "NNUE evaluation using nn.bin enabled");
}

TEST(InfoParse, ALaterScoreReplacesAnEarlierOne) {
    auto i = parse_info_line("info depth 3 score cp 20 score mate 2 pv e2e4");
    ASSERT_TRUE(i);
    EXPECT_EQ(i->score_mate, 2);
    EXPECT_FALSE(i->score_cp);
}

TEST(InfoParse, RejectsMalformedValues) {
    EXPECT_FALSE(parse_info_line("info depth x"));
    EXPECT_FALSE(parse_info_line("info score cp"));
    EXPECT_FALSE(parse_info_line("info score wins 3"));
    EXPECT_FALSE(parse_info_line("bestmove e2e4"));
    EXPECT_FALSE(parse_info_line(""));
}

TEST(BestMoveParse, ReadsMoveAndPonder) {
    auto b = parse_bestmove_line("bestmove e2e4 ponder e7e5");
    ASSERT_TRUE(b);
    EXPECT_EQ(b->move, "e2e4");
    EXPECT_EQ(b->ponder, "e7e5");
    EXPECT_FALSE(b->draw || b->resign);
    b = parse_bestmove_line("bestmove h2e2 draw");
    ASSERT_TRUE(b);
    EXPECT_FALSE(b->ponder);
    EXPECT_TRUE(b->draw);
    EXPECT_FALSE(b->resign);
    b = parse_bestmove_line("bestmove h2e2 ponder h9g7 resign");
    ASSERT_TRUE(b);
    EXPECT_EQ(b->ponder, "h9g7");
    EXPECT_TRUE(b->resign);
    EXPECT_FALSE(parse_bestmove_line("bestmove"));
}

TEST(DivideParse, ReadsStockfishFormat) {
    auto d = parse_divide_line("e2e4: 20");
    ASSERT_TRUE(d);
    EXPECT_EQ(d->first, "e2e4");
    EXPECT_EQ(d->second, 20u);
    EXPECT_EQ(parse_divide_line("b3b10: 1")->first, "b3b10");
    EXPECT_EQ(parse_divide_line("e7e8q: 5\r")->second, 5u);
    EXPECT_FALSE(parse_divide_line("info string perft"));
    EXPECT_FALSE(parse_divide_line("Nodes searched: 20"));
    EXPECT_FALSE(parse_divide_line("e2e4: x"));
    EXPECT_EQ(parse_nodes_searched("Nodes searched: 8902"), 8902u);
    EXPECT_FALSE(parse_nodes_searched("Nodes searched: lots"));
}

TEST(RankDialect, ConvertsXiangqiRanks) {
    EXPECT_EQ(ranks0_to_ranks1("h2e2"), "h3e3");
    EXPECT_EQ(ranks0_to_ranks1("b2b9"), "b3b10");
    EXPECT_EQ(ranks1_to_ranks0("b3b10"), "b2b9");
    EXPECT_EQ(ranks1_to_ranks0("h10g8"), "h9g7");
    EXPECT_EQ(ranks1_to_ranks0("(none)"), "(none)");
    EXPECT_EQ(ranks1_to_ranks0("a1a0"), "a1a0"); // rank 0 does not exist in 1-10: unchanged
    // only exact coordinate moves convert, so the conversion is invertible (found by fuzzing)
    EXPECT_EQ(ranks0_to_ranks1("b3b051"), "b3b051");
    EXPECT_EQ(ranks1_to_ranks0("b4b61"), "b4b61");
    EXPECT_EQ(ranks0_to_ranks1("h2e"), "h2e");
}

TEST(InfoParse, EndsSearchIsABestmoveLineOrUccisNobestmove) {
    EXPECT_TRUE(ends_search("bestmove e2e4 ponder e7e5"));
    EXPECT_TRUE(ends_search("bestmove")); // malformed, but the search is over
    EXPECT_TRUE(ends_search("nobestmove"));
    EXPECT_FALSE(ends_search("info depth 1 pv e2e4"));
    EXPECT_FALSE(ends_search(" bestmove e2e4"));
}
