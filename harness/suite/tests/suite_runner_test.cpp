// Suite loading (solutions resolved, bad records reported and skipped) and the summary.

#include "harness/suite/suite_runner.h"
#include "harness/testing/temp_dir.h"

#include <gtest/gtest.h>

#include <fstream>

namespace {

using namespace harness::suite;
namespace game = harness::game;

std::string write(const std::string& path, const std::string& text) {
    std::ofstream(path) << text;
    return path;
}

TEST(LoadSuite, ResolvesSolutionsAndSkipsBadRecords) {
    auto path = write(harness::testing::temp_dir() + "/arbiter_load_suite.epd",
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - am a4 b4;\n"
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - dm 1; id \"backrank\";\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Qh5; id \"illegal\";\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"nothing\";\n");
    auto load = load_suite(path, game::chess());
    ASSERT_EQ(load.positions.size(), 3u);
    EXPECT_EQ(load.errors.size(), 2u);
    EXPECT_EQ(load.positions[0].id, "WAC.001");
    EXPECT_EQ(load.positions[0].solutions.bm, std::vector<std::string> { "g3g6" });
    EXPECT_EQ(load.positions[0].fen, "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    EXPECT_EQ(load.positions[1].id, path + ":2"); // no id: file:line
    EXPECT_EQ(load.positions[1].solutions.am, (std::vector<std::string> { "a2a4", "b2b4" }));
    EXPECT_EQ(load.positions[2].solutions.mate, 1);
    EXPECT_EQ(load.errors[1].line, 5);
    EXPECT_EQ(load.errors[1].message, "no bm, am or dm: nothing to solve");
}

TEST(LoadSuite, MissingFile) {
    auto load = load_suite("/nonexistent/suite.epd", game::chess());
    EXPECT_TRUE(load.positions.empty());
    EXPECT_EQ(load.errors.size(), 1u);
}

TEST(Summary, CountsStatusesProblemsAndMedian) {
    std::vector<PositionRecord> r(5);
    r[0].status       = Status::Solved;
    r[0].found        = Found { 10, {}, {} };
    r[1].status       = Status::Solved;
    r[1].found        = Found { 30, {}, {} };
    r[1].problems     = { { "wrong_sign", "" }, { "pv_not_mate", "" } };
    r[2].status       = Status::Failed;
    r[2].problems     = { { "wrong_sign", "" } };
    r[3].status       = Status::Timeout;
    r[4].status       = Status::Crash;
    r[4].shorter_mate = true;
    auto s            = summarize(r);
    EXPECT_EQ(s.total, 5);
    EXPECT_EQ(s.solved, 2);
    EXPECT_EQ(s.failed, 1);
    EXPECT_EQ(s.timeout, 1);
    EXPECT_EQ(s.crash, 1);
    EXPECT_EQ(s.error, 0);
    EXPECT_EQ(s.shorter_mate, 1);
    EXPECT_EQ(s.problems,
        (std::vector<std::pair<std::string, int>> { { "pv_not_mate", 1 }, { "wrong_sign", 2 } }));
    EXPECT_DOUBLE_EQ(*s.median_time_to_solve_ms, 20);
}

TEST(Status, RoundTrip) {
    for (auto s : { Status::Solved, Status::Failed, Status::Crash, Status::Timeout, Status::Error })
        EXPECT_EQ(parse_status(to_string(s)), s);
    EXPECT_FALSE(parse_status("ok"));
}

} // namespace
