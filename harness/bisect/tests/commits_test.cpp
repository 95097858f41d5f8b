// The commit chain and the graph bisection on a small repository with a merge: main A - B - M - C
// with M merging a side branch S1 - S2 forked at A, the bug introduced at S1. The first-parent
// chain is A B M C and names the merge M (the merged branch is one step); with every parent the
// bisection picks commits as git bisect does and names S1. Ranges git does not know are errors.

#include "harness/bisect/commits.h"
#include "harness/intree/tests/toy_repo.h"

#include <gtest/gtest.h>

namespace {

using harness::bisect::Mark;

struct Merged {
    intree_test::ToyRepo repo;
    std::string          a, b, s1, s2, m, c;

    Merged() {
        a = repo.commit({ { "a.txt", "a\n" } }, "A");
        repo.git({ "checkout", "-q", "-b", "side" });
        s1 = repo.commit({ { "s.txt", "bug\n" } }, "S1: the bug");
        s2 = repo.commit({ { "s.txt", "bug\nmore\n" } }, "S2");
        repo.git({ "checkout", "-q", "-" });
        b = repo.commit({ { "b.txt", "b\n" } }, "B");
        repo.git({ "merge", "-q", "--no-ff", "-m", "M: merge side", "side" });
        m = repo.git({ "rev-parse", "HEAD" }).substr(0, 40);
        c = repo.commit({ { "c.txt", "c\n" } }, "C");
    }

    // Bad when the commit has S1 in its history.
    Mark judge(const std::string& sha) {
        harness::intree::Command command;
        command.argv = { "git", "-C", repo.repo.string(), "merge-base", "--is-ancestor", s1, sha };
        return harness::intree::run_command(command).ok() ? Mark::Bad : Mark::Good;
    }
};

TEST(BisectCommits, TheFirstParentChainTakesAMergeAsOneStep) {
    Merged g;
    auto   chain = harness::bisect::commit_chain(g.repo.repo, g.a, g.c);
    ASSERT_TRUE(chain) << chain.error();
    ASSERT_EQ(chain->size(), 4u);
    EXPECT_EQ((*chain)[0].sha, g.a);
    EXPECT_EQ((*chain)[0].subject, "A");
    EXPECT_EQ((*chain)[2].sha, g.m);
    EXPECT_EQ((*chain)[3].subject, "C");
    std::vector<Mark> marks(chain->size(), Mark::Untested);
    auto              end
        = harness::bisect::drive(marks, [&](std::size_t i) { return g.judge((*chain)[i].sha); });
    EXPECT_EQ(end, harness::bisect::Drive::Done);
    EXPECT_EQ((*chain)[harness::bisect::outcome(marks).range.first_bad].sha, g.m);
}

TEST(BisectCommits, EveryParentFindsTheCommitOnTheMergedBranch) {
    Merged g;
    auto   chain = harness::bisect::commit_chain(g.repo.repo, g.a, g.c, false);
    ASSERT_TRUE(chain) << chain.error();
    ASSERT_EQ(chain->size(), 6u); // A, then B S1 S2 M C in some parents-first order
    EXPECT_EQ(chain->back().sha, g.c);
    std::vector<Mark>        marks(chain->size(), Mark::Untested);
    std::vector<std::string> judged;
    auto                     end = harness::bisect::drive(
                            marks,
                            [&](std::size_t i) {
            judged.push_back((*chain)[i].subject);
            return g.judge((*chain)[i].sha);
        },
                            [&](const std::vector<Mark>& m) {
            return harness::bisect::dag_next_index(g.repo.repo, *chain, m);
        });
    EXPECT_EQ(end, harness::bisect::Drive::Done);
    auto o = harness::bisect::dag_outcome(g.repo.repo, *chain, marks);
    EXPECT_TRUE(o.exact);
    EXPECT_EQ((*chain)[o.range.first_bad].sha, g.s1) << ::testing::PrintToString(judged);
    EXPECT_EQ((*chain)[o.range.last_good].sha, g.a);
    EXPECT_LE(judged.size(), 5u) << ::testing::PrintToString(judged);
}

TEST(BisectCommits, ASkippedCommitThatCouldBeTheAnswerIsNamed) {
    Merged g;
    auto   chain = harness::bisect::commit_chain(g.repo.repo, g.a, g.c, false);
    ASSERT_TRUE(chain);
    std::vector<Mark> marks(chain->size(), Mark::Untested);
    auto              end = harness::bisect::drive(
                     marks,
                     [&](std::size_t i) {
            return (*chain)[i].sha == g.s1 ? Mark::Skip : g.judge((*chain)[i].sha);
        },
                     [&](const std::vector<Mark>& m) {
            return harness::bisect::dag_next_index(g.repo.repo, *chain, m);
        });
    EXPECT_EQ(end, harness::bisect::Drive::Done);
    auto o = harness::bisect::dag_outcome(g.repo.repo, *chain, marks);
    EXPECT_FALSE(o.exact);
    EXPECT_EQ((*chain)[o.range.first_bad].sha, g.s2);
    ASSERT_EQ(o.skipped.size(), 1u);
    EXPECT_EQ((*chain)[o.skipped.front()].sha, g.s1);
}

TEST(BisectCommits, RangesGitDoesNotKnowAreErrors) {
    Merged g;
    auto   unknown = harness::bisect::commit_chain(g.repo.repo, "nope", g.c);
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error().find("'nope'"), std::string::npos);
    auto reversed = harness::bisect::commit_chain(g.repo.repo, g.c, g.a);
    ASSERT_FALSE(reversed);
    EXPECT_NE(reversed.error().find("not an ancestor"), std::string::npos);
    auto same = harness::bisect::commit_chain(g.repo.repo, g.c, g.c);
    ASSERT_FALSE(same);
    auto none = harness::bisect::commit_chain(g.repo.root, g.a, g.c);
    EXPECT_FALSE(none);
}

} // namespace
