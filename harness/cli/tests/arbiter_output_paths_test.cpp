// Output paths are checked before any engine starts (red team, issue 36): an output may not be
// an input (`--json` onto the `--suite` file, `merge --json` onto a shard), two outputs may not
// be one file (symlinks resolved), and a --db that is not a history database, or one of a newer
// schema, is refused up front instead of after the run. The engine here would leave a marker
// file if it were ever started.

#include "arbiter_run.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <sqlite3.h>
#include <unistd.h>

using arbiter_test::run;
using arbiter_test::suite;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

class ArbiterOutputPaths : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("arbiter_outputs_" + std::to_string(getpid()));
        fs::create_directories(dir_);
        fs::copy_file(suite("chess/tactics/wac.epd"), path("wac.epd"));
    }
    void        TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    // `arbiter suite` on the copied WAC file with an engine that only marks that it started.
    arbiter_test::Run suite_run(const std::string& outputs) {
        return run("suite --engine cmd=/bin/sh arg=-c 'arg=touch " + path("started") + "' --suite "
            + path("wac.epd") + " --first 1 --movetime 10 " + outputs);
    }
    bool        started() const { return fs::exists(dir_ / "started"); }
    std::string text(const std::string& name) const {
        std::ifstream      in(path(name));
        std::ostringstream s;
        s << in.rdbuf();
        return s.str();
    }

private:
    fs::path dir_;
};

TEST_F(ArbiterOutputPaths, AnOutputThatIsAnInputIsRefused) {
    const auto before = text("wac.epd");
    auto       r      = suite_run("--json " + path("wac.epd"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr("--json: '" + path("wac.epd")
            + "' is an input of this run (--suite); it would be overwritten"));
    fs::create_symlink(path("wac.epd"), path("link.md"));
    r = suite_run("--markdown " + path("link.md"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--markdown: '" + path("wac.epd") + "' is an input"));
    EXPECT_EQ(text("wac.epd"), before);
    EXPECT_FALSE(started());
}

TEST_F(ArbiterOutputPaths, TwoOutputsOnOneFileAreRefused) {
    auto r = suite_run("--json " + path("r.json") + " --markdown " + path("r.json"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--markdown and --json are the same file"));
    fs::create_symlink(path("r.json"), path("r.xml"));
    r = suite_run("--json " + path("r.json") + " --junit " + path("r.xml"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--junit and --json are the same file"));
    EXPECT_FALSE(started());
}

TEST_F(ArbiterOutputPaths, MergeMayNotOverwriteAShard) {
    std::ofstream(path("shard1.json")) << "{}";
    auto r = run("merge --json " + path("shard1.json") + " " + path("shard1.json") + " "
        + path("shard2.json"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("is an input of this run (a shard report)"));
    EXPECT_EQ(text("shard1.json"), "{}");
}

TEST_F(ArbiterOutputPaths, ABadDatabaseIsRefusedBeforeTheRun) {
    std::ofstream(path("notes.db")) << "not a database, just notes\n";
    auto r = suite_run("--db " + path("notes.db"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--db: "));
    EXPECT_EQ(text("notes.db"), "not a database, just notes\n");
    sqlite3* newer = nullptr; // a file of a later Arbiter, written with SQLite itself
    ASSERT_EQ(sqlite3_open(path("newer.db").c_str(), &newer), SQLITE_OK);
    EXPECT_EQ(
        sqlite3_exec(newer, "PRAGMA user_version = 99", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(newer);
    r = suite_run("--db " + path("newer.db"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--db: " + path("newer.db") + ": written by a newer Arbiter"));
    EXPECT_FALSE(started());
}

// Issue 60: one check covers every command's outputs, also the files a command writes itself
// (rate --html, history ladder --json, a dossier's index.html, tune's tuned.params): each
// output aimed at an input of its run is refused before anything runs, the input untouched.
TEST_F(ArbiterOutputPaths, NoCommandsOutputMayOverwriteOneOfItsInputs) {
    std::ofstream(path("games.pgn")) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1-0\n";
    std::ofstream(path("h.db")) << "never opened\n";
    fs::create_directories(path("out"));
    std::ofstream(path("out/tuned.params")) << "Hash, 16, 1, 64, 4, 0.002\n";
    std::ofstream(path("out/index.html")) << "profile = \"quick\"\n";
    const std::string engine = "cmd=/bin/sh arg=-c 'arg=touch " + path("started") + "'";
    const std::pair<std::string, std::string> cases[] = {
        // command line, the input it names
        { "rate " + path("games.pgn") + " --html " + path("games.pgn"), "games.pgn" },
        { "rate " + path("games.pgn") + " --json " + path("games.pgn"), "games.pgn" },
        { "history ladder --db " + path("h.db") + " --json " + path("h.db"), "h.db" },
        { "history ladder --db " + path("h.db") + " --html " + path("h.db"), "h.db" },
        { "history ladder --db " + path("h.db") + " --markdown " + path("h.db"), "h.db" },
        { "tune --engine " + engine + " tc=1+0.01 --params " + path("out/tuned.params") + " --out "
                + path("out"),
            "out/tuned.params" },
        { "gate --base " + engine + " --candidate " + engine + " name=b --config "
                + path("out/index.html") + " --out " + path("out"),
            "out/index.html" },
        { "suite --engine " + engine + " --suite " + path("wac.epd") + " --movetime 10 --epd-out "
                + path("wac.epd"),
            "wac.epd" },
    };
    for (const auto& [line, input] : cases) {
        const auto before = text(input);
        auto       r      = run(line);
        EXPECT_EQ(r.code, 2) << line << "\n" << r.out;
        EXPECT_THAT(r.out, HasSubstr("is an input of this run")) << line;
        EXPECT_EQ(text(input), before) << line;
    }
    EXPECT_FALSE(started());
}

} // namespace
