#pragma once
// Building one revision of an in-tree CMake engine: a detached git worktree of the revision,
// configured with a CMake preset (or a custom command) and built, with ccache as the compiler
// launcher when it is installed. Knows no game: the gate asks for targets ("sable") and gets
// their paths back. Failures (unknown revision, not a git repository, configure or build error)
// are values — BuildResult::ok false with the error and the log's last lines — never exceptions.
// Blocking; the build runs nice'd. Not safe to run twice at once for the same revision and
// preset (same worktree, same build directory); different revisions or presets may overlap.

#include <filesystem>
#include <string>
#include <vector>

namespace harness::intree {

struct BuildRequest {
    std::filesystem::path repo; // the repository (any directory inside its work tree)
    std::string           rev; // any git revision: sha, branch, tag, HEAD~1
    std::string           preset = "release"; // CMakePresets.json configure preset:
                                    // release | coverage | sanitize | tsan | ...
    std::string build_command; // optional: run by /bin/sh in the worktree instead
                               // of cmake, with {build_dir} (created first),
                               // {source_dir}, {kind} (the preset's name:
                               // release, coverage, sanitize) and {cflags}
                               // (kind_flags) substituted (shell_substitute:
                               // one word each)
    std::vector<std::string> targets; // cmake --build --target ...; empty: the default target
    std::filesystem::path    work_dir; // worktrees go to work_dir/<sha12>, logs to work_dir/logs
    // Optional worktree name under work_dir instead of <sha12> (e.g. "base", "candidate"): kept
    // from run to run and moved to the revision in place (git checkout), so its build directory
    // is reused and make rebuilds only what changed — also for the -g and --coverage builds,
    // whose objects ccache does not share between directories.
    std::string              slot;
    std::vector<std::string> cmake_args; // extra configure arguments, e.g. -DBUILD_TESTING=OFF
    int                      jobs = 2; // cmake --build -j
    bool use_ccache = true; // launcher when `ccache` is on PATH; otherwise no launcher at all
    int  timeout_s  = 0; // > 0: the build (or build command) is ended after this long
};

struct BuildResult {
    bool                  ok = false;
    std::string           error; // one line: what failed ("configure failed (exit 1)", ...)
    std::string           commit; // the resolved full sha (empty when the revision is unknown)
    std::filesystem::path repo; // the repository's top level
    std::filesystem::path worktree; // where the revision is checked out
    std::filesystem::path build_dir; // the preset's binaryDir (or worktree/build for a custom
                                     // command without a preset binaryDir)
    std::filesystem::path log; // every command's output, in order
    std::string           log_tail; // the log's last lines (about 40)
    double                seconds   = 0; // wall time of the whole build_revision call
    bool                  timed_out = false; // ended at the request's timeout
    bool reused = false; // the worktree was already there (at this commit, or a slot moved to it)

    // Where `target`'s executable is: build_dir/bin/target if it exists, else build_dir/target
    // if it exists, else build_dir/bin/target (CMAKE_RUNTIME_OUTPUT_DIRECTORY = bin is the
    // common case; the caller checks existence).
    [[nodiscard]] std::filesystem::path binary(const std::string& target) const;
    // A failed build in one line: the error, the log's path and its last line ("build command
    // failed (exit 2); log /w/logs/1a2b-release-custom.log, ending: make: *** [Makefile:3]").
    [[nodiscard]] std::string failure() const;
};

// The compiler flags of a build kind for a custom build command's {cflags}: release "-O2",
// coverage "-O0 -g --coverage", sanitize (and instrumented: both) ASan + UBSan with frame
// pointers and debug information; other kinds "".
[[nodiscard]] std::string kind_flags(const std::string& kind);

// Whether `rev`'s CMakePresets.json (read from git, no checkout) has a configure preset `name`.
[[nodiscard]] bool has_preset(
    const std::filesystem::path& repo, const std::string& rev, const std::string& name);

// Check out (git worktree add --detach, or reuse) and build `request.rev`. See the file comment.
[[nodiscard]] BuildResult build_revision(const BuildRequest& request);

// Remove the build's worktree (git worktree remove --force, build directory included) and prune
// the repository's worktree list. False (and nothing thrown) when git refuses; an absent
// worktree is not an error.
bool cleanup(const BuildResult& build);
// Remove every worktree of `repo` that lies under `work_dir`, then prune.
bool cleanup_all(const std::filesystem::path& repo, const std::filesystem::path& work_dir);

} // namespace harness::intree
