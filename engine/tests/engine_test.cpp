// The engine facade in process: callbacks, non-blocking go, stop, determinism, bench signature.

#include "engine/bench/bench.h"
#include "engine/engine.h"

#include <gtest/gtest.h>

#include <sstream>

namespace engine {
namespace {

TEST(Engine, GoIsNonBlockingAndReportsThroughCallbacks) {
    Engine       e(4);
    int          infos = 0;
    EngineResult result;
    e.on_info([&](const EngineInfo&) { ++infos; });
    e.on_bestmove([&](const EngineResult& r) { result = r; });
    ASSERT_FALSE(e.set_position(std::nullopt, { "e2e4", "e7e5" }));
    search::Limits limits;
    limits.infinite = true;
    e.go(limits);
    EXPECT_TRUE(e.searching());
    e.stop();
    e.wait();
    EXPECT_FALSE(e.searching());
    EXPECT_FALSE(result.best.empty());
    limits       = {};
    limits.depth = 4;
    e.go(limits);
    e.wait();
    EXPECT_EQ(infos >= 4, true);
    EXPECT_EQ(result.info.depth, 4);
}

TEST(Engine, BadPositionIsReturnedAndThePreviousOneKept) {
    Engine e(1);
    ASSERT_FALSE(e.set_position(std::nullopt, { "e2e4" }));
    const std::string before = e.fen();
    EXPECT_TRUE(e.set_position(std::string("8/8/8 w - - 0 1"), {}));
    EXPECT_TRUE(e.set_position(std::nullopt, { "e2e4", "e2e4" }));
    EXPECT_EQ(e.fen(), before);
}

TEST(Engine, FixedNodeSearchIsDeterministicAfterNewGame) {
    Engine       e(4);
    EngineResult r;
    e.on_bestmove([&](const EngineResult& x) { r = x; });
    search::Limits limits;
    limits.nodes = 20000;
    auto run     = [&] {
        e.new_game();
        e.go(limits);
        e.wait();
        return std::make_pair(r.best, r.info.nodes);
    };
    ASSERT_FALSE(e.set_position(
        std::string("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"), {}));
    const auto first = run();
    e.set_variant(Variant::Xiangqi);
    e.go(limits);
    e.wait(); // something else in between
    e.set_variant(Variant::Chess);
    ASSERT_FALSE(e.set_position(
        std::string("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"), {}));
    EXPECT_EQ(run(), first);
}

TEST(Engine, TunablesReachTheSearchAndSurviveAVariantChange) {
    Engine       e(4);
    EngineResult r;
    e.on_bestmove([&](const EngineResult& x) { r = x; });
    search::Limits limits;
    limits.depth     = 1;
    const auto score = [&] {
        EXPECT_FALSE(e.set_position(std::string("4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1"), {}));
        e.go(limits);
        e.wait();
        return r.info.score_cp;
    };
    const int before = score();
    Tunables  t;
    t.chess.value[chess::Rook] += 25;
    e.set_tunables(t);
    e.set_variant(Variant::Xiangqi);
    e.set_variant(Variant::Chess);
    EXPECT_EQ(e.tunables(), t);
    EXPECT_EQ(score(), before + 25);
    e.set_tunables({});
    EXPECT_EQ(score(), before);
}

TEST(Engine, BenchSignatureIsStable) {
    Engine             e(16);
    std::ostringstream a, b;
    const auto         first = bench::run_bench(e, 4, a);
    ASSERT_FALSE(e.set_position(std::nullopt, { "d2d4" }));
    e.go([] {
        search::Limits l;
        l.depth = 5;
        return l;
    }());
    e.wait();
    const auto second = bench::run_bench(e, 4, b);
    EXPECT_EQ(first.nodes, second.nodes);
    EXPECT_NE(a.str().find("Nodes searched: " + std::to_string(first.nodes)), std::string::npos);
}

} // namespace
} // namespace engine
