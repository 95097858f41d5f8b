// The shipped gomoku win-in-N suites: at least 100 positions each, every bm a legal move of the
// position (under renju never a black foul), and every claim re-proved by the gomoku prover: a
// win within dm N, none found within N - 1, and bm = every first move it proves to win within N.
// GOMOKU_SUITE_ALL (the slow test) re-proves every position; the unit test the first ten of each.

#include "harness/game/epd.h"
#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace gm   = engine::gomoku;
namespace game = harness::game;
using namespace harness::prover;

namespace {

std::vector<std::string> sorted_text(const std::vector<gm::Move>& moves) {
    std::vector<std::string> text;
    for (auto m : moves) text.push_back(gm::to_string(m));
    std::sort(text.begin(), text.end());
    return text;
}

// One record: its claims re-proved; `where` names it in failures.
void check_record(const game::EpdRecord& r, const std::string& where, int min_n, int max_n) {
    auto pos = gm::Position::from_text(r.fen());
    ASSERT_TRUE(pos.has_value()) << where;
    const auto* dm = r.find("dm");
    const auto* bm = r.find("bm");
    ASSERT_TRUE(dm && bm && dm->operands.size() == 1) << where;
    const int n = std::stoi(dm->operands[0]);
    ASSERT_TRUE(n >= min_n && n <= max_n) << where;
    gm::MoveList legal;
    gm::generate_legal(*pos, legal);
    for (const auto& text : bm->operands) {
        auto m = gm::parse_move(*pos, text);
        EXPECT_TRUE(m && legal.contains(*m)) << where << ": " << text << " is not legal";
    }
    if (r.operand("c0") == "foul") {
        EXPECT_EQ(pos->side_to_move(), gm::White) << where;
    }
    const auto proof = prove_gomoku_win(*pos, n);
    EXPECT_EQ(proof.verdict, GomokuVerdict::Proved) << where;
    EXPECT_EQ(proof.win_in, n) << where;
    int        unknown = 0;
    const auto wins    = gomoku_winning_moves(*pos, n, {}, unknown);
    auto       want    = bm->operands;
    std::sort(want.begin(), want.end());
    EXPECT_EQ(sorted_text(wins), want) << where;
    EXPECT_EQ(unknown, 0) << where;
}

void check_suite(const std::string& name, int min_n, int max_n) {
    const auto path = (std::filesystem::path(ARBITER_SUITES_DIR) / name).string();
    auto       file = game::load_epd(path);
    for (const auto& e : file.errors) ADD_FAILURE() << e.to_string();
    EXPECT_GE(file.records.size(), 100u);
#ifdef GOMOKU_SUITE_ALL
    const std::size_t count = file.records.size();
#else
    const std::size_t count = std::min<std::size_t>(10, file.records.size());
#endif
    for (std::size_t i = 0; i < count; ++i)
        check_record(
            file.records[i], path + ":" + std::to_string(file.records[i].line), min_n, max_n);
}

TEST(GomokuSuite, WinInOneToThreeIsProved) { check_suite("gomoku/win/arbiter_win_in_n.epd", 1, 3); }

TEST(GomokuSuite, WinInFourAndFiveIsProved) {
    check_suite("gomoku/win/arbiter_win_in_4_5.epd", 4, 5);
}

TEST(GomokuSuite, RenjuWinInFourAndFiveIsProved) {
    check_suite("gomoku/win/arbiter_renju_win_in_n.epd", 4, 5);
}

} // namespace
