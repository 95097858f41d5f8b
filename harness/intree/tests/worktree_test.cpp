// Red team, round two: a work directory holding a folder that is not Arbiter's worktree made the
// gate force-checkout the user's own repository (uncommitted work lost, HEAD detached) or
// remove the folder. Each case: the user's checkout (HEAD, status, an edited file) and the
// folder are exactly as they were, and the build either succeeds or says why it refused.
#include "toy_repo.h"

#include "harness/intree/intree.h"
#include "harness/intree/worktree.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace harness::intree;
using intree_test::ToyRepo;

namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& file) {
    std::ifstream      in(file);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The user's checkout: HEAD, `git status`, and an uncommitted edit's text.
struct Checkout {
    std::string head, status, edit;
    bool        operator==(const Checkout&) const = default;
};

Checkout checkout_of(ToyRepo& toy) {
    return { toy.git({ "rev-parse", "HEAD" }), toy.git({ "status", "--porcelain", "--branch" }),
        read(toy.repo / "engine/eval.cpp") };
}

// A repository with two commits, HEAD on a branch, and an uncommitted edit.
std::string prepare(ToyRepo& toy) {
    const std::string base = toy.commit_base();
    toy.commit({ { "engine/eval.cpp", intree_test::ToyEvalCandidate } }, "toy: candidate");
    std::ofstream(toy.repo / "engine/eval.cpp", std::ios::app) << "// my unsaved work\n";
    return base;
}

BuildRequest slot_request(const ToyRepo& toy, const std::string& rev, const fs::path& work) {
    BuildRequest r;
    r.repo     = toy.repo;
    r.rev      = rev;
    r.preset   = "release";
    r.targets  = { "toy_engine" };
    r.work_dir = work;
    r.slot     = "base";
    return r;
}

// The default work directory lies inside the repository (build/gate-worktrees, ignored), so a
// folder there that is not a worktree root is inside the user's work tree as far as git can see.
TEST(IntreeWorktree, AnEmptySlotFolderBecomesAWorktreeAndTheUsersCheckoutIsUntouched) {
    ToyRepo        toy;
    const auto     base = prepare(toy);
    const fs::path work = toy.repo / "build" / "gate-worktrees";
    fs::create_directories(work / "base"); // a CI cache restored without its .git file
    const Checkout before = checkout_of(toy);
    BuildResult    built  = build_revision(slot_request(toy, base, work));
    ASSERT_TRUE(built.ok) << built.error << "\n" << built.log_tail;
    EXPECT_EQ(checkout_of(toy), before);
    EXPECT_EQ(toy.git({ "-C", built.worktree.string(), "rev-parse", "HEAD" }), base + "\n");
    EXPECT_EQ(check_worktree(built.repo, built.worktree).state, WorktreeState::Ours);
}

TEST(IntreeWorktree, AFolderThatIsNotOursIsRefusedNeverCheckedOutNorRemoved) {
    ToyRepo    toy;
    const auto base = prepare(toy);
    for (const fs::path& work : { toy.repo / "build" / "gate-worktrees", toy.work }) {
        fs::create_directories(work / "base");
        std::ofstream(work / "base" / "notes.txt") << "mine\n";
        const Checkout before = checkout_of(toy);
        BuildResult    built  = build_revision(slot_request(toy, base, work));
        EXPECT_FALSE(built.ok);
        EXPECT_NE(built.error.find("not a worktree Arbiter made: it was left as it is"),
            std::string::npos)
            << built.error;
        const bool inside = work != toy.work;
        EXPECT_NE(built.error.find(inside ? "a folder inside the git work tree " + toy.repo.string()
                                          : "a folder that is not a git work tree"),
            std::string::npos)
            << built.error;
        EXPECT_EQ(checkout_of(toy), before);
        EXPECT_EQ(read(work / "base" / "notes.txt"), "mine\n");
        // nor removed by a cleanup
        built.worktree = work / "base";
        built.repo     = toy.repo;
        EXPECT_FALSE(cleanup(built));
        EXPECT_TRUE(fs::exists(work / "base" / "notes.txt"));
    }
}

TEST(IntreeWorktree, TheRepositoryItselfAsWorkDirectoryIsRefused) {
    ToyRepo    toy;
    const auto base = prepare(toy);
    toy.commit({ { "base/keep.txt", "a tracked base/ folder\n" } }, "toy: base/");
    std::ofstream(toy.repo / "engine/eval.cpp", std::ios::app) << "// more unsaved work\n";
    const Checkout before = checkout_of(toy);
    for (const fs::path& work : { toy.repo, toy.repo / "base", toy.repo / "engine" }) {
        BuildResult built = build_revision(slot_request(toy, base, work));
        EXPECT_FALSE(built.ok) << work;
        EXPECT_NE(built.error.find("choose a folder git does not track"), std::string::npos)
            << built.error;
        EXPECT_EQ(checkout_of(toy), before) << work;
        EXPECT_FALSE(fs::exists(work / "logs")) << work;
    }
    EXPECT_EQ(read(toy.repo / "base/keep.txt"), "a tracked base/ folder\n");
    // an ignored folder inside the repository is fine (the default: build/gate-worktrees)
    BuildResult ignored = build_revision(slot_request(toy, base, toy.repo / "build" / "wt"));
    ASSERT_TRUE(ignored.ok) << ignored.error;
    EXPECT_EQ(checkout_of(toy), before);
}

TEST(IntreeWorktree, TheMainWorkTreeAndAnotherRepositoryAreNeverSlots) {
    ToyRepo    toy;
    const auto base = prepare(toy);
    // the repository is the slot: work directory = its parent, slot = its name
    auto request          = slot_request(toy, base, toy.root);
    request.slot          = "repo";
    const Checkout before = checkout_of(toy);
    BuildResult    built  = build_revision(request);
    EXPECT_FALSE(built.ok);
    EXPECT_NE(built.error.find("main) work tree"), std::string::npos) << built.error;
    EXPECT_EQ(checkout_of(toy), before);
    (void)cleanup_all(toy.repo, toy.root); // the main work tree lies under it: left alone
    EXPECT_EQ(checkout_of(toy), before);

    // another repository in the slot
    ToyRepo other;
    other.commit_base();
    fs::create_directories(toy.work);
    fs::rename(other.repo, toy.work / "base");
    built = build_revision(slot_request(toy, base, toy.work));
    EXPECT_FALSE(built.ok);
    EXPECT_NE(built.error.find("another repository"), std::string::npos) << built.error;
    EXPECT_TRUE(fs::exists(toy.work / "base" / ".git"));
    fs::rename(toy.work / "base", other.repo);
}

TEST(IntreeWorktree, StaleRegistrationsArePrunedAndGitHookVariablesIgnored) {
    ToyRepo     toy;
    const auto  base  = prepare(toy);
    BuildResult first = build_revision(slot_request(toy, base, toy.work));
    ASSERT_TRUE(first.ok) << first.error;
    std::error_code ec;
    fs::remove_all(toy.work, ec); // rm -rf of the work directory: the registration stays
    // inside a git hook GIT_DIR and GIT_WORK_TREE name the user's repository
    setenv("GIT_DIR", (toy.repo / ".git").c_str(), 1);
    setenv("GIT_WORK_TREE", toy.repo.c_str(), 1);
    const Checkout before = checkout_of(toy);
    BuildResult    again  = build_revision(slot_request(toy, base, toy.work));
    unsetenv("GIT_DIR");
    unsetenv("GIT_WORK_TREE");
    ASSERT_TRUE(again.ok) << again.error << "\n" << again.log_tail;
    EXPECT_EQ(checkout_of(toy), before);
    EXPECT_EQ(toy.git({ "-C", again.worktree.string(), "rev-parse", "HEAD" }), base + "\n");
    // the slot moves to HEAD in place, still never touching the user's checkout
    auto next = slot_request(toy, "HEAD", toy.work);
    ASSERT_TRUE(build_revision(next).ok);
    EXPECT_EQ(checkout_of(toy), before);
}

TEST(IntreeWorktree, AMovedWorkDirectoryIsRepaired) {
    ToyRepo     toy;
    const auto  base  = prepare(toy);
    BuildResult first = build_revision(slot_request(toy, base, toy.work));
    ASSERT_TRUE(first.ok) << first.error;
    const fs::path moved = toy.root / "moved";
    fs::rename(toy.work, moved);
    fs::create_directories(toy.work);
    fs::rename(moved, toy.work / "inner");
    EXPECT_EQ(check_worktree(toy.repo, toy.work / "inner" / "base").state, WorktreeState::Ours);
}

} // namespace
