// Perft against every position of suites/xiangqi/perft/*.epd. The default build checks counts
// up to PerftNodeBudget nodes per (position, depth); with XQ_PERFT_SLOW it checks the rest.

#include "engine/core/perft_suite.h"
#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <ostream>

namespace engine::xiangqi {
namespace {

constexpr std::uint64_t PerftNodeBudget = 20'000'000;

struct PerftCase {
    std::string   name;
    std::string   fen;
    int           depth;
    std::uint64_t nodes;
};

std::vector<PerftCase> load_cases() {
    std::vector<PerftCase> out;
    std::filesystem::path  dir = std::filesystem::path(ARBITER_SUITES_DIR) / "xiangqi" / "perft";
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".epd") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        core::PerftSuite suite = core::load_perft_suite(f.string());
        for (const core::PerftEntry& e : suite.entries)
            for (const core::PerftCount& c : e.counts) {
#ifdef XQ_PERFT_SLOW
                if (c.nodes <= PerftNodeBudget) continue;
#else
                if (c.nodes > PerftNodeBudget) continue;
#endif
                std::string name = f.stem().string() + "_line" + std::to_string(e.line) + "_d"
                    + std::to_string(c.depth);
                for (char& ch : name)
                    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                out.push_back({ name, e.fen, c.depth, c.nodes });
            }
    }
    return out;
}

void PrintTo(const PerftCase& c, std::ostream* os) { *os << c.depth << '/' << c.nodes; }

std::string case_name(const ::testing::TestParamInfo<PerftCase>& p) { return p.param.name; }

class SuitePerft : public ::testing::TestWithParam<PerftCase> { };

TEST_P(SuitePerft, MatchesPublishedCount) {
    const PerftCase& c = GetParam();
    auto             r = Position::from_fen(c.fen);
    ASSERT_TRUE(r.has_value()) << c.fen << ": " << r.error().to_string();
    Position pos = *r;
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
    EXPECT_EQ(pos.fen(), r->fen());
    EXPECT_TRUE(pos.is_ok());
}

INSTANTIATE_TEST_SUITE_P(Xiangqi, SuitePerft, ::testing::ValuesIn(load_cases()), case_name);

TEST(SuitePerftFiles, ParseWithoutErrors) {
    std::filesystem::path dir     = std::filesystem::path(ARBITER_SUITES_DIR) / "xiangqi" / "perft";
    int                   entries = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().extension() != ".epd") continue;
        core::PerftSuite suite = core::load_perft_suite(e.path().string());
        for (const auto& err : suite.errors) ADD_FAILURE() << err.to_string();
        entries += int(suite.entries.size());
    }
    EXPECT_GE(entries, 17);
}

#ifndef XQ_PERFT_SLOW
TEST(SuitePerftDivide, DivideAndSlowPerftAgreeWithBulkCounting) {
    for (const PerftCase& c : load_cases()) {
        if (c.depth > 3) continue;
        Position      pos = testing::from_fen_or_die(c.fen);
        std::uint64_t sum = 0;
        for (const auto& e : core::divide<Xiangqi>(pos, c.depth)) sum += e.nodes;
        EXPECT_EQ(sum, c.nodes) << c.fen;
        EXPECT_EQ(core::perft_slow<Xiangqi>(pos, c.depth), c.nodes) << c.fen;
    }
}
#endif

} // namespace
} // namespace engine::xiangqi
