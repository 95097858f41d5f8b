// The JSON Lines journal: records survive, a torn last line is dropped (and cut from the file on
// resume), a bad line in the middle is an error naming its line.

#include "harness/run/journal.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace {

using harness::run::Journal;
using harness::run::parse_journal;

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

TEST(Journal, ResumeKeepsCompleteRecordsAndCutsTheTornOne) {
    const std::string path = ::testing::TempDir() + "journal_test.jsonl";
    {
        std::ofstream f(path);
        f << "{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\",\"sta";
    }
    auto j = Journal::open(path, true);
    ASSERT_TRUE(j);
    ASSERT_EQ(j->records().size(), 2u);
    j->append(nlohmann::json { { "id", "c" } });
    EXPECT_EQ(slurp(path), "{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\"}\n");
    auto fresh = Journal::open(path, false);
    ASSERT_TRUE(fresh);
    EXPECT_TRUE(fresh->records().empty());
    EXPECT_EQ(slurp(path), "");
    fresh->remove();
    EXPECT_FALSE(std::ifstream(path).good());
}

} // namespace
