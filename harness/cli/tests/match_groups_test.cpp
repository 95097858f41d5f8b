// The KEY=VALUE groups of arbiter match read into typed settings: the defaults a key not given
// keeps, each bad value a UsageError naming the option and key and quoting the value.

#include "harness/cli/args.h"
#include "harness/cli/match_groups.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using namespace harness;
using ::testing::HasSubstr;

std::string error_of(const std::function<void()>& read) {
    try {
        read();
    } catch (const cli::UsageError& e) {
        return e.what();
    }
    return "";
}

TEST(MatchGroups, ABookKeepsItsDefaultsAndReadsItsKeys) {
    const auto o = cli::openings_group({ { "file", "b.pgn" }, { "format", "pgn" },
        { "order", "random" }, { "plies", "8" }, { "start", "3" }, { "policy", "round" } });
    EXPECT_EQ(o.file, "b.pgn");
    EXPECT_EQ(o.format, game::PositionFormat::Pgn);
    EXPECT_EQ(o.order, match::OpeningOrder::Random);
    EXPECT_EQ(o.plies, 8);
    EXPECT_EQ(o.start, 3);
    EXPECT_EQ(o.policy, match::OpeningPolicy::Round);
    const auto d = cli::openings_group({ { "file", "b.epd" } });
    EXPECT_EQ(d.format, game::PositionFormat::Epd);
    EXPECT_EQ(d.order, match::OpeningOrder::Sequential);
    EXPECT_EQ(d.plies, -1);
    EXPECT_EQ(d.start, 1);
}

TEST(MatchGroups, ABadBookSettingIsNamed) {
    EXPECT_EQ(error_of([] { (void)cli::openings_group({}); }),
        "--openings needs file=FILE (or opener=swap2)");
    EXPECT_EQ(error_of([] {
        (void)cli::openings_group({ { "file", "b" }, { "order", "shuffled" } });
    }),
        "--openings: order= expects random or sequential (then ,symmetric), got 'shuffled'");
    const auto turned = cli::openings_group({ { "file", "b" }, { "order", "random,symmetric" } });
    EXPECT_TRUE(turned.symmetric);
    EXPECT_EQ(turned.order, match::OpeningOrder::Random);
    EXPECT_THAT(error_of([] {
        (void)cli::openings_group({ { "file", "b" }, { "plies", "-4" } });
    }),
        HasSubstr("plies= expects"));
    // fishtest's line gives plies= for its EPD books: accepted, and an EPD line is one position.
    EXPECT_EQ(cli::openings_group({ { "file", "b.epd" }, { "plies", "16" } }).plies, -1);
    EXPECT_EQ(error_of([] {
        (void)cli::openings_group({ { "file", "b" }, { "start", "0" } });
    }),
        "--openings: start= expects a whole number >= 1, got '0'");
}

TEST(MatchGroups, AdjudicationKeysNotGivenKeepTheRulesDefaults) {
    const auto resign = cli::resign_group({ { "score", "900" } });
    EXPECT_EQ(resign.move_count, match::ResignRule {}.move_count);
    EXPECT_EQ(resign.score, 900);
    EXPECT_FALSE(resign.two_sided);
    const auto draw = cli::draw_group({ { "movenumber", "0" } });
    EXPECT_EQ(draw.move_number, 0);
    EXPECT_EQ(draw.score, match::DrawRule {}.score);
    EXPECT_EQ(error_of([] {
        (void)cli::draw_group({ { "movecount", "x" } });
    }),
        "--draw: movecount= expects a number, got 'x'");
    EXPECT_EQ(cli::mate_group({ { "max", "3" } }).max_moves, 3);
}

TEST(MatchGroups, TheSprtNeedsItsBoundsAndChecksItsRates) {
    const auto s = cli::sprt_group({ { "elo0", "0" }, { "elo1", "5" }, { "model", "logistic" } });
    EXPECT_EQ(s.elo1, 5);
    EXPECT_EQ(s.alpha, 0.05);
    EXPECT_EQ(s.model, stats::EloModel::Logistic);
    EXPECT_EQ(error_of([] {
        (void)cli::sprt_group({ { "elo0", "0" } });
    }),
        "--sprt needs elo0= and elo1=");
    EXPECT_THAT(error_of([] {
        (void)cli::sprt_group({ { "elo0", "0" }, { "elo1", "5" }, { "alpha", "2" } });
    }),
        HasSubstr("--sprt: "));
}

TEST(MatchGroups, OutputChecksSetAllThenEachNamedOne) {
    const auto p = cli::output_checks_group({ { "all", "fault" }, { "pv-illegal", "off" } });
    EXPECT_EQ(p[std::size_t(output_checks::Check::PvIllegal)], output_checks::Severity::Off);
    EXPECT_EQ(p[std::size_t(output_checks::Check::PvPastEnd)], output_checks::Severity::Fault);
    EXPECT_EQ(error_of([] {
        (void)cli::output_checks_group({ { "pv-illegal", "loud" } });
    }),
        "--output-checks: pv-illegal= expects off, warning or fault, got 'loud'");
    EXPECT_THAT(error_of([] { (void)cli::rules_value("martian"); }), HasSubstr("--rules: "));
    EXPECT_THAT(error_of([] { (void)cli::foul_value("forgive"); }), HasSubstr("--foul: "));
}

} // namespace
