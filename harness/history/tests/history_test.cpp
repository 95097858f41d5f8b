#include "harness/history/history.h"
#include "harness/history/sqlite.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace harness::history;
using ::testing::HasSubstr;

namespace {

// The history of `path`, opened; a test fails on an error.
History opened(const std::string& path) {
    auto h = History::open(path);
    if (!h) ADD_FAILURE() << h.error().message;
    return std::move(h).value();
}

// A fresh database path per test.
class HistoryTest : public ::testing::Test {
protected:
    void SetUp() override {
        path_ = std::filesystem::temp_directory_path()
            / ("arbiter_history_" + std::to_string(getpid()) + "_"
                + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db");
        std::filesystem::remove(path_);
    }
    void        TearDown() override { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

private:
    std::filesystem::path path_;
};

nlohmann::json suite_report(const std::string& engine, const std::string& started, int solved) {
    return {
        { "schema_version", 1 },
        { "arbiter_version", "0.1.0" },
        { "command", "suite" },
        { "command_line", "arbiter suite --engine cmd=" + engine },
        { "host", "vm" },
        { "started_at", started },
        { "finished_at", started },
        { "game", "chess" },
        { "engines",
            { { { "role", "engine" }, { "name", engine }, { "id_name", engine + " 1.0" } } } },
        { "summary",
            { { "total", 10 }, { "solved", solved }, { "problems", { { "false_mate", 1 } } },
                { "median_time_to_solve_ms", nullptr } } },
    };
}

TEST_F(HistoryTest, ANewFileHasTheCurrentSchema) {
    auto h = opened(path());
    EXPECT_EQ(h.schema_version(), History::SchemaVersion);
    auto runs = h.runs();
    ASSERT_TRUE(runs);
    EXPECT_TRUE(runs->empty());
}

TEST_F(HistoryTest, RunsComeBackOldestFirstWithTheirMetrics) {
    {
        auto h = opened(path());
        EXPECT_EQ(*h.record(suite_report("sable", "2026-12-01T02:00:00Z", 7)), 1);
        EXPECT_EQ(*h.record(suite_report("stockfish", "2026-12-01T01:00:00Z", 9)), 2);
        EXPECT_EQ(*h.record(suite_report("sable", "2026-12-01T03:00:00Z", 8)), 3);
    }
    auto h   = opened(path()); // reopened: nothing migrates, everything is there
    auto all = *h.runs();
    ASSERT_EQ(all.size(), 3u);
    EXPECT_EQ(all[0].engine, "stockfish");
    EXPECT_EQ(all[2].metrics.at("solved"), 8);
    EXPECT_EQ(all[2].metrics.at("problems.false_mate"), 1);
    EXPECT_EQ(all[2].metrics.count("median_time_to_solve_ms"), 0u);

    RunFilter sable;
    sable.engine = "sable 1.0"; // the id name matches as well as the name
    auto s       = *h.runs(sable);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].metrics.at("solved"), 7);
    sable.last = 1;
    ASSERT_EQ(h.runs(sable)->size(), 1u);
    EXPECT_EQ(h.runs(sable)->at(0).started_at, "2026-12-01T03:00:00Z");

    RunFilter perft;
    perft.command = "perft";
    EXPECT_TRUE(h.runs(perft)->empty());
}

TEST_F(HistoryTest, AVersionOneFileIsMigratedAndItsMetricsFilled) {
    {
        Database db(path());
        db.exec(R"sql(
            CREATE TABLE runs(id INTEGER PRIMARY KEY, command TEXT NOT NULL, started_at TEXT,
                finished_at TEXT, arbiter_version TEXT, host TEXT, command_line TEXT, game TEXT,
                report TEXT NOT NULL);
            CREATE TABLE engines(run_id INTEGER NOT NULL REFERENCES runs(id),
                position INTEGER NOT NULL, role TEXT, name TEXT, id_name TEXT, cmd TEXT,
                protocol TEXT);
            PRAGMA user_version = 1;
        )sql");
        db.prepare("INSERT INTO runs(command, started_at, game, report) VALUES('suite', "
                   "'2026-11-30T00:00:00Z', 'chess', ?)")
            .bind(1, std::string_view(suite_report("sable", "2026-11-30T00:00:00Z", 5).dump()))
            .run();
        db.exec("INSERT INTO engines(run_id, position, name) VALUES(1, 0, 'sable')");
    }
    auto h = opened(path());
    EXPECT_EQ(h.schema_version(), History::SchemaVersion);
    auto runs = *h.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].engine, "sable");
    EXPECT_EQ(runs[0].metrics.at("solved"), 5);
}

TEST_F(HistoryTest, ANewerFileIsRefused) {
    {
        Database db(path());
        db.exec("PRAGMA user_version = 99");
    }
    auto h = History::open(path());
    ASSERT_FALSE(h) << "opened a file of schema 99";
    EXPECT_EQ(h.error().kind, HistoryError::Kind::Database);
    EXPECT_EQ(h.error().message,
        path() + ": written by a newer Arbiter (history schema 99; this one reads up to 3)");
}

TEST_F(HistoryTest, NotAReportIsRefusedAndNothingIsStored) {
    auto h = opened(path());
    for (const auto& bad : { nlohmann::json::object(), nlohmann::json::array() }) {
        auto id = h.record(bad);
        ASSERT_FALSE(id);
        EXPECT_EQ(id.error().kind, HistoryError::Kind::NotAReport);
        EXPECT_EQ(id.error().message, "not an Arbiter report (no schema_version or command)");
    }
    EXPECT_TRUE(h.runs()->empty());
}

// Red team: an engine whose `id name` was not UTF-8 made every --db store fail (the report's
// text could not be written), so a passing gate exited 2 on every rerun. Stored, the bytes
// replaced in the report's text.
TEST_F(HistoryTest, EngineBytesThatAreNotUtf8AreStored) {
    auto h                          = opened(path());
    auto report                     = suite_report("sable", "2026-12-01T02:00:00Z", 7);
    report["engines"][0]["id_name"] = "Sable \xff\xfe";
    EXPECT_TRUE(h.record(report));
    ASSERT_EQ(h.runs()->size(), 1u);
    EXPECT_EQ(h.runs()->at(0).metrics.at("solved"), 7);
}

TEST_F(HistoryTest, TextIsStoredAsTheWritersPrintIt) {
    // Control sequences and line breaks in an engine's name or the host never reach the file:
    // the history holds what every writer prints, and a filter by the raw name still finds it.
    auto h                          = opened(path());
    auto report                     = suite_report("ev\x1b[2Jil\nrow", "2026-12-01T02:00:00Z", 7);
    report["engines"][0]["id_name"] = "Sable \xff";
    report["host"]                  = "vm\x07\x1b]0;owned";
    ASSERT_TRUE(h.record(report));
    const auto runs = *h.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].engine, "ev[2Jil row");
    EXPECT_EQ(runs[0].engine_id_name, "Sable \xEF\xBF\xBD");
    EXPECT_EQ(runs[0].host, "vm]0;owned");
    RunFilter raw;
    raw.engine = "ev\x1b[2Jil\nrow";
    EXPECT_EQ(h.runs(raw)->size(), 1u);
}

TEST_F(HistoryTest, AnUnopenableFileIsAnError) {
    auto h = History::open("/nonexistent-dir/x/history.db");
    ASSERT_FALSE(h);
    EXPECT_EQ(h.error().kind, HistoryError::Kind::Database);
    EXPECT_THAT(h.error().message,
        HasSubstr("/nonexistent-dir/x/history.db: cannot open the history database: "));
}

// A file that is not an SQLite database is refused when opened, not thrown.
TEST_F(HistoryTest, NotADatabaseIsAnError) {
    std::ofstream(path()) << "not a database, just notes\n";
    auto h = History::open(path());
    ASSERT_FALSE(h);
    EXPECT_EQ(h.error().kind, HistoryError::Kind::Database);
    EXPECT_THAT(h.error().message, HasSubstr(path() + ": "));
}

// SQLite failing under a store (here: the runs table gone) is an error; nothing is stored.
TEST_F(HistoryTest, AFailedStoreIsAnErrorAndRollsBack) {
    auto h = opened(path());
    {
        Database db(path());
        db.exec("DROP TABLE metrics");
    }
    auto id = h.record(suite_report("sable", "2026-12-01T02:00:00Z", 7));
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, HistoryError::Kind::Database);
    EXPECT_THAT(id.error().message, HasSubstr(path() + ": "));
    auto runs = h.runs();
    ASSERT_TRUE(runs) << runs.error().message;
    EXPECT_TRUE(runs->empty());
    {
        Database db(path());
        db.exec("DROP TABLE engines");
    }
    runs = h.runs();
    ASSERT_FALSE(runs);
    EXPECT_EQ(runs.error().kind, HistoryError::Kind::Database);
}

// A version 2 file (runs, engines, metrics) with one run: a gate before the ladder existed.
void write_version_two(const std::string& path) {
    Database db(path);
    db.exec(R"sql(
        CREATE TABLE runs(id INTEGER PRIMARY KEY, command TEXT NOT NULL, started_at TEXT,
            finished_at TEXT, arbiter_version TEXT, host TEXT, command_line TEXT, game TEXT,
            report TEXT NOT NULL);
        CREATE TABLE engines(run_id INTEGER NOT NULL REFERENCES runs(id),
            position INTEGER NOT NULL, role TEXT, name TEXT, id_name TEXT, cmd TEXT,
            protocol TEXT);
        CREATE TABLE metrics(run_id INTEGER NOT NULL REFERENCES runs(id), name TEXT NOT NULL,
            value REAL NOT NULL, PRIMARY KEY(run_id, name));
        CREATE INDEX runs_by_start ON runs(started_at);
        INSERT INTO runs(command, started_at, game, report)
            VALUES('gate', '2026-12-01T00:00:00Z', 'chess', '{}');
        INSERT INTO engines(run_id, position, name) VALUES(1, 0, 'sable@1234abcd');
        INSERT INTO metrics(run_id, name, value) VALUES(1, 'exit_code', 0);
        PRAGMA user_version = 2;
    )sql");
}

harness::gate::LadderEntry entry(const std::string& build, const std::string& reference) {
    harness::gate::LadderEntry e;
    e.build    = build;
    e.revision = build + "-sha";
    e.games    = { { build, reference, 1, "0" }, { reference, build, 0.5, "0" },
           { build, reference, 0, "1" }, { reference, build, 0, "1" },
           { build, reference, 1, std::nullopt } };
    return e;
}

TEST_F(HistoryTest, AVersionTwoFileGetsAnEmptyLadderAndKeepsItsRuns) {
    write_version_two(path());
    auto h = opened(path());
    EXPECT_EQ(h.schema_version(), 3);
    auto runs = *h.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].engine, "sable@1234abcd");
    EXPECT_EQ(runs[0].metrics.at("exit_code"), 0);
    auto ladder = h.ladder_entries();
    ASSERT_TRUE(ladder) << ladder.error().message;
    EXPECT_TRUE(ladder->empty());
    EXPECT_EQ(*h.add_ladder_entry(entry("sable@1234abcd", "sf")), 1);
}

TEST_F(HistoryTest, LadderEntriesComeBackInOrderWithTheirGames) {
    {
        auto h = opened(path());
        EXPECT_EQ(*h.add_ladder_entry(entry("a", "ref")), 1);
        auto b     = entry("b", "ref");
        b.added_at = "2026-12-02T00:00:00Z";
        EXPECT_EQ(*h.add_ladder_entry(b), 2);
    }
    auto h       = opened(path());
    auto entries = *h.ladder_entries();
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].build, "a");
    EXPECT_EQ(entries[0].revision, "a-sha");
    EXPECT_THAT(entries[0].added_at, testing::MatchesRegex("[0-9-]+T[0-9:]+Z"));
    EXPECT_EQ(entries[1].added_at, "2026-12-02T00:00:00Z");
    const auto want = entry("b", "ref").games;
    ASSERT_EQ(entries[1].games.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(entries[1].games[i].first, want[i].first) << i;
        EXPECT_EQ(entries[1].games[i].second, want[i].second) << i;
        EXPECT_EQ(entries[1].games[i].score, want[i].score) << i;
        EXPECT_EQ(entries[1].games[i].pair, want[i].pair) << i;
    }
}

TEST_F(HistoryTest, ABadLadderEntryStoresNothing) {
    auto h   = opened(path());
    auto bad = entry("a", "ref");
    bad.games.push_back({ "a", "ref", 0.25, std::nullopt });
    auto id = h.add_ladder_entry(bad);
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, HistoryError::Kind::NotAReport);
    EXPECT_THAT(id.error().message, HasSubstr("score"));
    EXPECT_FALSE(h.add_ladder_entry(entry("", "ref")));
    EXPECT_TRUE(h.ladder_entries()->empty());
}

TEST(SummaryMetrics, FlattensNumbersAndBooleans) {
    auto m = summary_metrics({ { "summary",
        { { "a", 1 }, { "b", { { "c", 2.5 }, { "d", true } } }, { "e", "text" },
            { "f", { 1, 2 } } } } });
    EXPECT_EQ(m.size(), 3u);
    EXPECT_EQ(m.at("b.c"), 2.5);
    EXPECT_EQ(m.at("b.d"), 1);
}

} // namespace
