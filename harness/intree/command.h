#pragma once
// Running the tools the in-tree steps need (git, cmake, ctest, gcovr, a custom build command):
// no shell unless asked for (argv {"/bin/sh", "-c", ...}), stdin from /dev/null, either both
// output streams appended to a log file or stdout and stderr captured apart. Blocking; never
// throws.

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace harness::intree {

struct Command {
    std::vector<std::string>                         argv; // argv[0] looked up in PATH
    std::filesystem::path                            cwd; // empty: ours
    std::vector<std::pair<std::string, std::string>> env; // added to (or overriding) ours
    std::vector<std::string>                         unset; // names taken out of ours
    std::filesystem::path log; // non-empty: "$ argv" and then stdout+stderr appended here
    bool                  nice      = false; // run under `nice -n 10`
    int                   timeout_s = 0; // > 0: ended after this long (exit 124, as timeout(1))
};

struct CommandResult {
    int         exit_code = -1; // 128 + signal when killed; -1 when it could not be started
    std::string out; // captured stdout (empty when logging)
    std::string err; // captured stderr, or why it could not be started

    [[nodiscard]] bool ok() const { return exit_code == 0; }
};

[[nodiscard]] CommandResult run_command(const Command& command);

// git -C dir args..., captured (or logged to `log`), with the variables that would point git
// elsewhere (GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE, GIT_COMMON_DIR: set inside a git hook) taken
// out: `dir` alone says which repository and worktree it acts on.
[[nodiscard]] CommandResult run_git(const std::filesystem::path& dir, std::vector<std::string> args,
    const std::filesystem::path& log = {});

// The command line as a person would type it (arguments with spaces or quotes single-quoted).
[[nodiscard]] std::string command_line(const std::vector<std::string>& argv);

// The last `lines` lines of a file (all of it when shorter; empty when unreadable).
[[nodiscard]] std::string file_tail(const std::filesystem::path& file, int lines);

// Is `program` an executable in PATH?
[[nodiscard]] bool in_path(const std::string& program);

// `text` with every "{key}" replaced by its value.
[[nodiscard]] std::string substitute(
    std::string text, const std::vector<std::pair<std::string, std::string>>& vars);

// `s` as one /bin/sh word: single-quoted, each ' as '\'' (nothing inside is expanded).
[[nodiscard]] std::string shell_word(std::string_view s);

// A /bin/sh command from `text`: every "{key}" replaced by its value as one shell word
// (shell_word), so a path with spaces or shell metacharacters stays one argument and runs
// nothing. Write {build_dir}/bin/x, not "{build_dir}/bin/x" (the value brings its own quotes).
[[nodiscard]] std::string shell_substitute(
    const std::string& text, const std::vector<std::pair<std::string, std::string>>& vars);

} // namespace harness::intree
