// arbiter's perft validation against the misbehaving mock engine: every perft bug is
// localised to the exact faulty move, and every fault is a result, not an abort.

#include "harness/game/rules.h"
#include "harness/perft/perft_runner.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

using namespace harness;
using namespace harness::perft;
using game::Game;
using ::testing::HasSubstr;

namespace {

session::EngineSpec mock(std::vector<std::string> args, game::Game v = game::chess()) {
    session::EngineSpec s;
    s.cmd     = std::string(ARBITER_BIN_DIR) + "/mock_engine";
    s.name    = "mock";
    s.args    = std::move(args);
    s.variant = v;
    return s;
}

PerftRecord run(const session::EngineSpec& spec, const std::string& fen, int depth,
    std::optional<std::uint64_t> expected = std::nullopt,
    std::chrono::milliseconds    timeout  = std::chrono::seconds(20)) {
    protocol::Timeouts t;
    t.perft = timeout;
    session::EngineSession engine(spec, t);
    const game::Rules&     rules = *spec.variant;
    return run_perft_job(
        engine, rules, reference_oracle(rules), { "t", fen, depth, expected, "test" });
}

constexpr const char* Kiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* XiangqiStart
    = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

TEST(PerftRunner, CorrectEnginePasses) {
    auto r = run(mock({}), Kiwipete, 3);
    EXPECT_EQ(r.status, Status::Ok) << r.detail;
    EXPECT_EQ(r.got, 97862u);
    EXPECT_EQ(r.expected, 97862u);
}

// The piece on a square ("e5") of a FEN's board, '.' when empty.
char piece_at(const std::string& fen, const std::string& square) {
    int file = 0, rank = 7;
    for (char c : fen.substr(0, fen.find(' '))) {
        if (c == '/') {
            --rank, file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            if (file == square[0] - 'a' && rank == square[1] - '1') return c;
            ++file;
        }
    }
    return '.';
}

// Perft without en passant captures, over Arbiter's own rules: what an engine that never
// generates them counts (independent of the mock's buggy generator).
std::uint64_t perft_without_ep(const game::Rules& rules, const std::string& fen, int depth) {
    const auto  moves = rules.legal_moves(fen).value();
    std::string ep    = fen;
    for (int i = 0; i < 3; ++i) ep = ep.substr(ep.find(' ') + 1);
    ep              = ep.substr(0, ep.find(' '));
    std::uint64_t n = 0;
    for (const auto& m : moves) {
        if (m.substr(2, 2) == ep && std::tolower(piece_at(fen, m.substr(0, 2))) == 'p') continue;
        n += depth == 1 ? 1 : perft_without_ep(rules, rules.play(fen, m).value(), depth - 1);
    }
    return n;
}

TEST(PerftRunner, MissingEnPassantIsLocalisedToTheEpCapture) {
    auto r = run(mock({ "--bug", "no-ep" }), Kiwipete, 3, 97862);
    ASSERT_EQ(r.status, Status::Mismatch);
    EXPECT_EQ(r.got, perft_without_ep(*game::chess(), Kiwipete, 3));
    EXPECT_LT(r.got, 97862u - 45u); // CPW: Kiwipete has 45 en passant captures at depth 3
    ASSERT_TRUE(r.divergence);
    const auto& d = *r.divergence;
    EXPECT_EQ(d.depth, 1);
    EXPECT_EQ(d.path.size(), 2u);
    ASSERT_FALSE(d.missing.empty());
    EXPECT_TRUE(d.extra.empty());
    // the missing move lands on the FEN's en passant square
    auto ep = d.fen.substr(d.fen.find(' ', d.fen.find(' ', d.fen.find(' ') + 1) + 1) + 1, 2);
    for (const auto& m : d.missing) EXPECT_EQ(m.substr(2, 2), ep) << d.fen << " " << m;
}

TEST(PerftRunner, MissingUnderpromotionsAreNamed) {
    auto r = run(mock({ "--bug", "no-underpromotion" }), "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 2);
    ASSERT_EQ(r.status, Status::Mismatch);
    ASSERT_TRUE(r.divergence);
    EXPECT_EQ(r.divergence->path.size(), 0u);
    EXPECT_EQ(r.divergence->missing, (std::vector<std::string> { "b7b8b", "b7b8n", "b7b8r" }));
}

TEST(PerftRunner, CastlingThroughCheckIsAnExtraIllegalMove) {
    auto r
        = run(mock({ "--bug", "castle-through-check" }), "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 2);
    ASSERT_EQ(r.status, Status::Mismatch);
    ASSERT_TRUE(r.divergence);
    EXPECT_EQ(r.divergence->extra, (std::vector<std::string> { "e1g1" }));
    EXPECT_EQ(r.divergence->illegal, (std::vector<std::string> { "e1g1" }));
}

TEST(PerftRunner, XiangqiBugsAreExtraIllegalMovesAtTheDivergingNode) {
    for (const char* bug : { "horse-leg", "cannon-no-screen", "flying-general" }) {
        // the generals can first face each other at ply 4
        int  depth = std::string(bug) == "flying-general" ? 4 : 3;
        auto r     = run(mock({ "--bug", bug }, game::xiangqi()), XiangqiStart, depth);
        ASSERT_EQ(r.status, Status::Mismatch) << bug;
        ASSERT_TRUE(r.divergence) << bug;
        const auto& d = *r.divergence;
        EXPECT_FALSE(d.extra.empty()) << bug;
        EXPECT_EQ(d.extra, d.illegal) << bug << " at " << d.fen;
        EXPECT_TRUE(d.missing.empty()) << bug;
    }
}

TEST(PerftRunner, DivideThatDoesNotAddUpIsAMismatch) {
    auto r = run(mock({ "--wrong-total" }), Kiwipete, 2);
    ASSERT_EQ(r.status, Status::Mismatch);
    EXPECT_THAT(r.detail, HasSubstr("divide sums to 2039"));
}

TEST(PerftRunner, CrashIsAResultWithTranscript) {
    auto r = run(mock({ "--crash-after", "3" }), Kiwipete, 2);
    EXPECT_EQ(r.status, Status::Crash) << r.detail;
    EXPECT_THAT(r.transcript, HasSubstr("> go perft 2"));
}

TEST(PerftRunner, HangIsATimeout) {
    auto r = run(
        mock({ "--hang-on", "go" }), Kiwipete, 2, std::nullopt, std::chrono::milliseconds(300));
    EXPECT_EQ(r.status, Status::Timeout) << r.detail;
}

TEST(PerftRunner, MissingEngineIsAnError) {
    session::EngineSpec s = mock({});
    s.cmd                 = "/nonexistent/engine";
    auto r                = run(s, Kiwipete, 1);
    EXPECT_NE(r.status, Status::Ok);
    EXPECT_THAT(r.detail, HasSubstr("cannot start"));
}

} // namespace
