// The shipped gomoku win-in-N suite: at least 100 positions, every bm a move of the position,
// and every claim re-proved by the gomoku prover: a win within dm N, none within N - 1, and
// bm = every first move that wins within N. GOMOKU_SUITE_ALL (the slow test) re-proves every
// position; the unit test the first ten.

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

TEST(GomokuSuite, EveryClaimIsProved) {
    const auto path
        = (std::filesystem::path(ARBITER_SUITES_DIR) / "gomoku/win/arbiter_win_in_n.epd").string();
    auto file = game::load_epd(path);
    for (const auto& e : file.errors) ADD_FAILURE() << e.to_string();
    EXPECT_GE(file.records.size(), 100u);
#ifdef GOMOKU_SUITE_ALL
    const std::size_t count = file.records.size();
#else
    const std::size_t count = std::min<std::size_t>(10, file.records.size());
#endif
    for (std::size_t i = 0; i < count; ++i) {
        const auto& r   = file.records[i];
        auto        pos = gm::Position::from_text(r.fen());
        ASSERT_TRUE(pos.has_value()) << path << ":" << r.line;
        const auto* dm = r.find("dm");
        const auto* bm = r.find("bm");
        ASSERT_TRUE(dm && bm && dm->operands.size() == 1) << path << ":" << r.line;
        const int n = std::stoi(dm->operands[0]);
        ASSERT_TRUE(n >= 1 && n <= 4) << path << ":" << r.line;
        const auto proof = prove_gomoku_win(*pos, n);
        EXPECT_EQ(proof.verdict, GomokuVerdict::Proved) << path << ":" << r.line;
        EXPECT_EQ(proof.win_in, n) << path << ":" << r.line;
        int                      unknown = 0;
        auto                     wins    = gomoku_winning_moves(*pos, n, {}, unknown);
        std::vector<std::string> text;
        for (auto m : wins) text.push_back(gm::to_string(m));
        auto want = bm->operands;
        std::sort(text.begin(), text.end());
        std::sort(want.begin(), want.end());
        EXPECT_EQ(text, want) << path << ":" << r.line;
        EXPECT_EQ(unknown, 0);
    }
}

} // namespace
