// Every reader of a whole file refuses one past its kind's limits before parsing it: a line
// longer than the limit (named with its file:line:col) in positions (EPD, perft suites, PGN,
// Gomocup books), engines files, gate configurations and journals; the error is the reader's
// own error, so each command prints it and goes on with its other inputs.

#include "harness/cli/engine_spec.h"
#include "harness/game/epd.h"
#include "harness/game/pgn_reader.h"
#include "harness/game/positions.h"
#include "harness/game/registry.h"
#include "harness/gate/gate_config_toml.h"
#include "harness/input/text_file.h"
#include "harness/match/openings.h"
#include "harness/perft/perft_jobs.h"
#include "harness/run/journal.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

namespace harness {
namespace {

using ::testing::HasSubstr;

// A file of one good line, then a line one byte past `limits`' line limit, then a good line.
std::string long_line_file(
    const std::string& name, const input::TextLimits& limits, const std::string& good) {
    auto path = std::filesystem::temp_directory_path()
        / ("arbiter_limits_" + std::to_string(getpid()) + "_" + name);
    std::ofstream(path, std::ios::binary) << good << "\n"
                                          << std::string(limits.max_line + 1, 'x') << "\n"
                                          << good << "\n";
    return path.string();
}

// The error every reader gives for that line.
std::string expected(const std::string& path, const input::TextLimits& limits) {
    return path + ":2:" + std::to_string(limits.max_line + 1) + ": error: a line longer than "
        + std::to_string(limits.max_line >> 20) + " MiB (the limit for " + limits.kind + ")";
}

const std::string Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(FileLimits, PositionFilesRefuseALongLineWithItsPlace) {
    const auto& L   = input::PositionLimits;
    auto        epd = long_line_file("a.epd", L, Start + " id \"start\";");
    auto        e   = game::load_epd(epd);
    ASSERT_EQ(e.errors.size(), 1u);
    EXPECT_EQ(e.errors[0].to_string(), expected(epd, L));
    EXPECT_TRUE(e.records.empty());

    auto perft = long_line_file("p.epd", L, Start + " ;D1 20");
    auto jobs  = perft::jobs_from_suite(perft, *game::chess(), {});
    ASSERT_EQ(jobs.errors.size(), 1u);
    EXPECT_EQ(jobs.errors[0].to_string(), expected(perft, L));

    auto pgn  = long_line_file("g.pgn", L, "[Event \"x\"]");
    auto read = game::read_pgn_file(pgn);
    ASSERT_FALSE(read.errors.empty());
    EXPECT_EQ(read.errors[0].to_string(), expected(pgn, L));

    auto book = long_line_file("b.txt", L, "0,0, 1,1");
    auto open = game::load_positions(book, game::gomoku(), game::PositionFormat::Gomocup);
    ASSERT_EQ(open.errors.size(), 1u);
    EXPECT_EQ(open.errors[0].to_string(), expected(book, L));
}

TEST(FileLimits, ConfigurationsAndJournalsRefuseALongLineWithItsPlace) {
    const auto& C       = input::ConfigLimits;
    auto        engines = long_line_file("e.json", C, "{}");
    auto        read    = session::load_engines_file(engines);
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().to_string(), expected(engines, C));

    auto toml = long_line_file("g.toml", C, "profile = \"quick\"");
    auto load = gate::load_config(toml, "quick");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].to_string(), expected(toml, C));

    const auto& J       = input::JournalLimits;
    auto        journal = long_line_file("j.jsonl", J, "{}");
    auto        open    = run::Journal::open(journal, true, nlohmann::json::object());
    ASSERT_FALSE(open);
    EXPECT_EQ(open.error().to_string(), expected(journal, J));
}

} // namespace
} // namespace harness
