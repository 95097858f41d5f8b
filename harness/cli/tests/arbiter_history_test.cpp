// `arbiter history`: reports of real runs (Sable over a pipe) imported into a database, listed,
// a metric's trend; bad reports and databases are input errors that lose nothing else.

#include "arbiter_run.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <unistd.h>

using arbiter_test::run;
using arbiter_test::suite;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

class ArbiterHistory : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("arbiter_history_cli_" + std::to_string(getpid()));
        fs::create_directories(dir_);
    }
    void        TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    // A suite report of Sable on the first WAC positions at a depth.
    std::string sable_report(int depth) {
        auto file = path("wac_d" + std::to_string(depth) + ".json");
        auto r    = run("suite --engine cmd=" + arbiter_test::Bin + "/sable --suite "
               + suite("chess/tactics/wac.epd") + " --first 4 --depth " + std::to_string(depth)
               + " --quiet --json " + file);
        EXPECT_LE(r.code, 1) << r.out;
        return file;
    }

private:
    fs::path dir_;
};

TEST_F(ArbiterHistory, ImportListAndTrend) {
    auto a  = sable_report(1);
    auto b  = sable_report(5);
    auto db = path("h.db");
    auto r  = run("history --db " + db + " --import " + a + " " + b);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("as run 2"));
    EXPECT_THAT(r.out, HasSubstr("sable"));
    EXPECT_THAT(r.out, HasSubstr("/4"));

    auto json = run("history --db " + db + " --json --engine sable --command suite");
    ASSERT_EQ(json.code, 0) << json.out;
    auto runs = nlohmann::json::parse(json.out);
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_EQ(runs[1]["metrics"]["total"], 4);
    EXPECT_THAT(runs[0]["engine_id_name"].get<std::string>(), HasSubstr("Sable"));

    // The trend: the second run's change from the first is its solved count minus the first's.
    auto trend = run("history --db " + db + " --metric solved");
    ASSERT_EQ(trend.code, 0) << trend.out;
    int         first = runs[0]["metrics"]["solved"], second = runs[1]["metrics"]["solved"];
    std::string change
        = second == first ? "0" : (second > first ? "+" : "") + std::to_string(second - first);
    EXPECT_THAT(trend.out, HasSubstr(change)) << trend.out;

    EXPECT_EQ(run("history --db " + db + " --command perft").out.find("sable"), std::string::npos);
}

TEST_F(ArbiterHistory, ABadReportIsAnErrorAndTheOthersAreKept) {
    auto good = sable_report(1);
    std::ofstream(path("empty.json")) << "{}";
    std::ofstream(path("text.json")) << "not json";
    auto db = path("h.db");
    auto r  = run("history --db " + db + " --import " + path("empty.json") + " " + good + " "
         + path("text.json") + " " + path("missing.json"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("empty.json: not an Arbiter report"));
    EXPECT_THAT(r.out, HasSubstr("text.json: not JSON"));
    EXPECT_THAT(r.out, HasSubstr("missing.json: error: cannot read: No such file or directory"));
    EXPECT_THAT(r.out, HasSubstr("imported " + good));
    EXPECT_THAT(run("history --db " + db).out, HasSubstr("suite"));
}

// Red team: a report whose summary nests 30,000 objects (180 KB) crashed `history --import`
// (SIGSEGV, exit 139: its metrics were flattened recursively). Refused at once, placed, and the
// other reports are still imported.
TEST_F(ArbiterHistory, DeepNestingIsRefusedAndTheOthersAreKept) {
    auto        good = sable_report(1);
    std::string deep = "{\"schema_version\": 1, \"command\": \"suite\", \"summary\": ";
    for (int i = 0; i < 30000; ++i) deep += "{\"a\":";
    deep += "1" + std::string(30000, '}') + "}";
    std::ofstream(path("deep.json")) << deep;
    auto db    = path("h.db");
    auto start = std::chrono::steady_clock::now();
    auto r     = run("history --db " + db + " --import " + path("deep.json") + " " + good);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr(path("deep.json") + ":1:369: error: nesting deeper than 64: '{' opens level 65"));
    EXPECT_THAT(r.out, HasSubstr("imported " + good));
}

// Red team: `arbiter history` printed terminal escape sequences from stored reports (a report
// is a file anyone can write). The listing and the trend strip control characters and keep each
// run on one row; --json escapes them.
TEST_F(ArbiterHistory, StoredTextCannotDriveTheTerminal) {
    std::ofstream(path("evil.json"))
        << R"({"schema_version": 1, "command": "suite\u001b[31m", "game": "chess\u009b2J",
              "started_at": "2026\u001b]0;owned\u0007", "summary": {"solved": 1, "total": 2,
              "x\u001b[1m": 3}, "engines": [{"role": "engine", "name": "evil\u001b[2J\nfake row"}]})";
    auto db = path("e.db");
    ASSERT_EQ(run("history --db " + db + " --import " + path("evil.json")).code, 0);
    for (const auto& args : { std::string(""), std::string(" --metric solved"),
             std::string(" --metric none"), std::string(" --json") }) {
        auto r = run("history --db " + db + args);
        EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << args << ": " << r.out;
        EXPECT_EQ(r.out.find('\x07'), std::string::npos) << args;
        EXPECT_EQ(r.out.find("\xc2\x9b"), std::string::npos) << args;
        EXPECT_EQ(r.out.find("\nfake row"), std::string::npos) << args;
    }
    EXPECT_THAT(run("history --db " + db).out, HasSubstr("evil[2J fake row"));
    EXPECT_THAT(run("history --db " + db + " --metric none").out, HasSubstr("x[1m"));
}

TEST_F(ArbiterHistory, RunsStoreTheirReportsWithDb) {
    auto db    = path("runs.db");
    auto suite = run("suite --engine cmd=" + arbiter_test::Bin + "/sable --suite "
        + arbiter_test::suite("chess/tactics/wac.epd") + " --first 2 --depth 2 --quiet --db " + db);
    EXPECT_LE(suite.code, 1) << suite.out;
    auto perft = run("perft --engine cmd=" + arbiter_test::Bin + "/sable --suite "
        + arbiter_test::suite("chess/perft/ethereal_standard.epd")
        + " --max-nodes 2000 --quiet --db " + db);
    EXPECT_EQ(perft.code, 0) << perft.out;
    auto list = run("history --db " + db);
    ASSERT_EQ(list.code, 0) << list.out;
    EXPECT_THAT(list.out, HasSubstr("solved "));
    EXPECT_THAT(list.out, ::testing::ContainsRegex("perft +chess +sable +ok [0-9]+/[0-9]+"));
    // A database that cannot be written is refused before the run.
    auto bad = run("suite --engine cmd=" + arbiter_test::Bin + "/sable --suite "
        + arbiter_test::suite("chess/tactics/wac.epd") + " --first 1 --depth 1 --db "
        + path("missing/dir/h.db"));
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_THAT(bad.out, HasSubstr("--db: cannot write"));
}

TEST_F(ArbiterHistory, UsageAndDatabaseErrors) {
    EXPECT_EQ(run("history").code, 2);
    auto bad = run("history --db /nonexistent-dir/x/h.db");
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_THAT(bad.out, HasSubstr("cannot open the history database"));
    auto db = path("h.db");
    ASSERT_EQ(run("history --db " + db + " --import " + sable_report(1)).code, 0);
    auto metric = run("history --db " + db + " --metric solvd");
    EXPECT_EQ(metric.code, 2);
    EXPECT_THAT(metric.out, HasSubstr("no run has the metric 'solvd'"));
    EXPECT_THAT(metric.out, HasSubstr("solved"));
}

} // namespace
