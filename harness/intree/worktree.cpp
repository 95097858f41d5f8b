// Worktree ownership: a path is touched only when git itself proves it a linked worktree of this
// repository rooted there (see worktree.h).

#include "harness/intree/worktree.h"

#include "engine/core/text.h"
#include "harness/intree/command.h"

#include <fstream>
#include <system_error>
#include <vector>

namespace harness::intree {

namespace fs = std::filesystem;

namespace {

std::string trimmed(std::string_view s) { return std::string(engine::core::trim_blanks(s)); }

fs::path resolved(const fs::path& p) {
    std::error_code ec;
    fs::path        out = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? p.lexically_normal() : out;
}

// Is `inner` the same as, or below, `outer`? Both canonical.
bool within(const fs::path& inner, const fs::path& outer) {
    const auto rel = inner.lexically_relative(outer);
    return !rel.empty() && rel.native().rfind("..", 0) != 0;
}

fs::path common_dir(const fs::path& dir) {
    CommandResult r = run_git(dir, { "rev-parse", "--path-format=absolute", "--git-common-dir" });
    return r.ok() ? resolved(trimmed(r.out)) : fs::path();
}

// The repository's worktrees as git lists them, the main one first.
std::vector<fs::path> listed_worktrees(const fs::path& top) {
    CommandResult         list = run_git(top, { "worktree", "list", "--porcelain" });
    std::vector<fs::path> out;
    std::size_t           pos = 0;
    while (list.ok() && pos < list.out.size()) {
        std::size_t end = list.out.find('\n', pos);
        if (end == std::string::npos) end = list.out.size();
        const std::string line = list.out.substr(pos, end - pos);
        pos                    = end + 1;
        if (line.rfind("worktree ", 0) == 0) out.push_back(resolved(line.substr(9)));
    }
    return out;
}

// The `gitdir:` a worktree's `.git` file names; empty when it is not such a file.
fs::path gitdir_of(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path / ".git", ec)) return {};
    std::ifstream in(path / ".git");
    std::string   line;
    std::getline(in, line);
    if (line.rfind("gitdir: ", 0) != 0) return {};
    fs::path dir = trimmed(line.substr(8));
    return resolved(dir.is_absolute() ? dir : path / dir);
}

// A worktree of ours whose links broke (the work directory or the repository moved): git's own
// repair, only for a `.git` file that names one of this repository's worktree records.
void repair_if_ours(const fs::path& top, const fs::path& path) {
    const fs::path named = gitdir_of(path);
    const fs::path mine  = common_dir(top);
    if (!named.empty() && !mine.empty() && within(named, mine / "worktrees"))
        (void)run_git(top, { "worktree", "repair", path.string() });
}

} // namespace

WorktreeCheck check_worktree(const fs::path& top, const fs::path& path) {
    std::error_code ec;
    const auto      status = fs::symlink_status(path, ec);
    if (fs::is_directory(status)) repair_if_ours(top, path); // before the prune forgets it
    (void)run_git(top, { "worktree", "prune" });
    if (!fs::exists(status)) return { WorktreeState::Absent, {} };
    if (fs::is_symlink(status)) return { WorktreeState::Foreign, "a symbolic link" };
    if (!fs::is_directory(status)) return { WorktreeState::Foreign, "not a directory" };
    if (fs::is_empty(path, ec) && !ec) return { WorktreeState::Empty, {} };
    const fs::path here = resolved(path);
    CommandResult  root = run_git(path, { "rev-parse", "--show-toplevel" });
    if (!root.ok() || resolved(trimmed(root.out)) != here)
        return { WorktreeState::Foreign,
            root.ok() ? "a folder inside the git work tree " + trimmed(root.out)
                      : "a folder that is not a git work tree" };
    if (common_dir(path) != common_dir(top))
        return { WorktreeState::Foreign, "a work tree of another repository" };
    const auto listed = listed_worktrees(top);
    if (!listed.empty() && listed.front() == here)
        return { WorktreeState::Foreign, "the repository's own (main) work tree" };
    for (const auto& w : listed)
        if (w == here) return { WorktreeState::Ours, {} };
    return { WorktreeState::Foreign, "a work tree missing from `git worktree list`" };
}

std::string work_dir_error(const fs::path& top, const fs::path& work) {
    const fs::path t = resolved(top), w = resolved(work);
    if (within(t, w / "logs"))
        return "the work directory " + w.string() + " holds the repository " + t.string()
            + " in its logs folder: choose another --work-dir";
    if (!within(w, t)) return {};
    if (w == t)
        return "the work directory " + w.string()
            + " is the repository's own work tree: choose a folder git does not track "
              "(the default is build/gate-worktrees)";
    CommandResult tracked = run_git(t, { "ls-files", "--", w.lexically_relative(t).string() });
    if (!tracked.ok() || !trimmed(tracked.out).empty())
        return "the work directory " + w.string()
            + " holds files the repository tracks: choose a folder git does not track "
              "(the default is build/gate-worktrees)";
    return {};
}

std::string check_out_worktree(const fs::path& top, const std::string& commit,
    const fs::path& worktree, const fs::path& log, bool move, bool& reused) {
    reused                   = false;
    const WorktreeCheck what = check_worktree(top, worktree);
    if (what.state == WorktreeState::Foreign)
        return worktree.string() + " is " + what.why
            + ", not a worktree Arbiter made: it was left as it is (remove it yourself, or "
              "choose another --work-dir)";
    if (what.state == WorktreeState::Ours) {
        CommandResult head = run_git(worktree, { "rev-parse", "HEAD" });
        if (head.ok() && trimmed(head.out) == commit) {
            reused = true;
            return {};
        }
        if (move
            && run_git(worktree, { "checkout", "--quiet", "--force", "--detach", commit }, log)
                   .ok()) {
            reused = true;
            return {};
        }
        if (!remove_worktree(top, worktree))
            return "git worktree remove " + worktree.string() + " failed";
    }
    CommandResult add
        = run_git(top, { "worktree", "add", "--detach", worktree.string(), commit }, log);
    if (!add.ok())
        return "git worktree add " + worktree.string() + " failed (exit "
            + std::to_string(add.exit_code) + ")";
    return {};
}

bool remove_worktree(const fs::path& top, const fs::path& worktree) {
    const WorktreeCheck what = check_worktree(top, worktree);
    if (what.state == WorktreeState::Foreign) return false;
    if (what.state == WorktreeState::Ours
        && !run_git(top, { "worktree", "remove", "--force", worktree.string() }).ok())
        return false;
    return run_git(top, { "worktree", "prune" }).ok();
}

} // namespace harness::intree
