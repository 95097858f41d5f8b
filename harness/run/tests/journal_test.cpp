// The JSON Lines journal: records survive, a torn last line is dropped (and cut from the file on
// resume), a bad line in the middle is an error naming its line; a resume refuses the journal of
// another run.

#include "harness/run/journal.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

using harness::run::Journal;
using harness::run::parse_journal;
using ::testing::HasSubstr;
using ::testing::Not;

std::string slurp(const std::string& path) {
    std::ifstream      in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(Journal, TornLastLineIsIgnored) {
    auto r = parse_journal("{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\",\"st");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->size(), 2u);
    EXPECT_EQ((*r)[1]["id"], "b");
}

TEST(Journal, BadMiddleLineIsAnErrorWithItsLine) {
    auto r = parse_journal("{\"id\":\"a\"}\nnot json\n{\"id\":\"b\"}\n", "run.jsonl");
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().line, 2);
    EXPECT_EQ(r.error().source, "run.jsonl");
}

// Red team: 100,000 nested arrays in a run line crashed every --resume (SIGSEGV, comparing the
// run identities recursed once per level). Refused before parsing, naming the place.
TEST(Journal, DeepNestingIsRefusedBeforeParsing) {
    const std::string path = ::testing::TempDir() + "journal_deep_test.jsonl";
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    std::ofstream(path) << "{\"run\":{\"engine\":" + deep + "}}\n{\"id\":\"a\"}\n";
    auto j = Journal::open(path, true, nlohmann::json { { "engine", "sable" } });
    ASSERT_FALSE(j);
    EXPECT_EQ(
        j.error().to_string(), path + ":1:80: error: nesting deeper than 64: '[' opens level 65");
    auto r = parse_journal("{\"id\":\"a\"}\n{\"x\":" + deep + "}\n{\"id\":\"b\"}\n", "run.jsonl");
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().line, 2);
    EXPECT_EQ(r.error().column, 69);
    // Even as the last line: a torn line of ours is never that deep.
    EXPECT_FALSE(parse_journal("{\"id\":\"a\"}\n" + deep, "run.jsonl"));
}

TEST(Journal, ResumeKeepsCompleteRecordsAndCutsTheTornOne) {
    const std::string    path = ::testing::TempDir() + "journal_test.jsonl";
    const nlohmann::json run  = { { "engine", "sable" }, { "game", "chess" } };
    {
        std::ofstream f(path);
        f << "{\"run\":{\"engine\":\"sable\",\"game\":\"chess\"}}\n{\"id\":\"a\"}\n{\"id\":\"b\"}\n"
             "{\"id\":\"c\",\"sta";
    }
    auto j = Journal::open(path, true, run);
    ASSERT_TRUE(j) << j.error().to_string();
    ASSERT_EQ(j->records().size(), 2u);
    j->append(nlohmann::json { { "id", "c" } });
    EXPECT_EQ(slurp(path),
        "{\"run\":{\"engine\":\"sable\",\"game\":\"chess\"}}\n{\"id\":\"a\"}\n{\"id\":\"b\"}\n{"
        "\"id\":\"c\"}\n");
    auto fresh = Journal::open(path, false, run);
    ASSERT_TRUE(fresh);
    EXPECT_TRUE(fresh->records().empty());
    EXPECT_EQ(slurp(path), "{\"run\":{\"engine\":\"sable\",\"game\":\"chess\"}}\n");
    fresh->remove();
    EXPECT_FALSE(std::ifstream(path).good());
}

TEST(Journal, ResumeRefusesAJournalOfAnotherRunNamingWhatDiffers) {
    const std::string path = ::testing::TempDir() + "journal_other_run.jsonl";
    {
        std::ofstream f(path);
        f << "{\"run\":{\"engine\":\"stockfish\",\"game\":\"chess\"}}\n{\"id\":\"a\"}\n";
    }
    auto j = Journal::open(path, true, { { "engine", "sable" }, { "game", "chess" } });
    ASSERT_FALSE(j);
    EXPECT_THAT(j.error().to_string(), HasSubstr("a journal of another run"));
    EXPECT_THAT(
        j.error().to_string(), HasSubstr("engine: \"stockfish\" in the journal, \"sable\""));
    EXPECT_THAT(j.error().to_string(), Not(HasSubstr("game")));
    // The refused journal is left as it was.
    EXPECT_THAT(slurp(path), HasSubstr("stockfish"));
}

TEST(Journal, ResumeRefusesAJournalWithoutARunLine) {
    const std::string path = ::testing::TempDir() + "journal_no_run.jsonl";
    {
        std::ofstream f(path);
        f << "{\"id\":\"a\"}\n";
    }
    auto j = Journal::open(path, true, { { "engine", "sable" } });
    ASSERT_FALSE(j);
    EXPECT_THAT(j.error().to_string(), HasSubstr("no run line"));
}

TEST(Journal, RunDifferencesListEachKeyThatDiffers) {
    auto d = harness::run::run_differences({ { "engine", "a" }, { "limits", { { "depth", 3 } } } },
        { { "engine", "a" }, { "limits", { { "depth", 4 } } }, { "suites", { "x.epd" } } });
    ASSERT_EQ(d.size(), 2u);
    EXPECT_THAT(d[0], HasSubstr("limits: {\"depth\":3} in the journal, {\"depth\":4} in this run"));
    EXPECT_THAT(d[1], HasSubstr("suites: (none) in the journal"));
}

} // namespace

// Found by the hostile-input round two: a run whose identity holds a byte that is not UTF-8 (an
// engine name, path or option) crashed on --resume (nlohmann's type error, exit 70); its
// journal holds U+FFFD there, and the run is the same run.
TEST(Journal, ResumeOfARunWhoseIdentityIsNotUtf8IsTheSameRun) {
    const std::string    path = ::testing::TempDir() + "journal_not_utf8.jsonl";
    const nlohmann::json run  = { { "engine",
                                      std::string("a\xff"
                                                   "b") },
         { "game", "chess" } };
    {
        auto first = Journal::open(path, false, run);
        ASSERT_TRUE(first) << first.error().to_string();
        first->append(nlohmann::json { { "id", std::string("c\xfe") } });
    }
    EXPECT_THAT(slurp(path),
        HasSubstr("a\xEF\xBF\xBD"
                  "b"));
    auto again = Journal::open(path, true, run);
    ASSERT_TRUE(again) << again.error().to_string();
    EXPECT_EQ(again->records().size(), 1u);
    auto other = Journal::open(path, true, { { "engine", std::string("z\xff") } });
    ASSERT_FALSE(other);
    EXPECT_THAT(other.error().to_string(), HasSubstr("z\xEF\xBF\xBD"));
}
