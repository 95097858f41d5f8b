#pragma once
// The worktrees Arbiter may touch: only those it can prove are its own. A directory is ours when
// git names it as its own top level, its git directory is this repository's, and it is in the
// repository's worktree list as a linked worktree (never the main one). Anything else under a
// work directory — an empty folder restored by a CI cache without its `.git` file, the user's
// own checkout, another repository — is never checked out, reset or removed. Blocking; never
// throws; every refusal is a one-line error naming the path and what to do.

#include <filesystem>
#include <string>

namespace harness::intree {

enum class WorktreeState {
    Absent, // nothing at the path
    Empty, // an empty directory: `git worktree add` may fill it
    Ours, // a linked worktree of this repository, rooted at the path
    Foreign, // anything else: left exactly as it is
};

struct WorktreeCheck {
    WorktreeState state = WorktreeState::Absent;
    std::string   why; // Foreign: what the path is instead
};

// What `path` is to the repository whose top level is `top`. Stale registrations (worktrees
// whose folder is gone) are pruned first, and a moved worktree of ours is repaired.
[[nodiscard]] WorktreeCheck check_worktree(
    const std::filesystem::path& top, const std::filesystem::path& path);

// Empty, or why `work` cannot hold worktrees of `top`: it is, or holds, files the repository
// tracks, or it holds the repository itself where Arbiter writes (its logs folder).
[[nodiscard]] std::string work_dir_error(
    const std::filesystem::path& top, const std::filesystem::path& work);

// Check out `commit` at `worktree`: a new worktree (absent or empty path); an existing one of
// ours at that commit reused; one of ours at another commit moved in place (`move`, a slot) or
// removed and added again. A foreign path is refused. Empty, or what failed.
[[nodiscard]] std::string check_out_worktree(const std::filesystem::path& top,
    const std::string& commit, const std::filesystem::path& worktree,
    const std::filesystem::path& log, bool move, bool& reused);

// Remove `worktree` when it is ours (git worktree remove --force), then prune. False when it is
// foreign (left alone) or git refuses; an absent worktree is not an error.
bool remove_worktree(const std::filesystem::path& top, const std::filesystem::path& worktree);

} // namespace harness::intree
