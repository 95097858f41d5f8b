// Command runner: posix_spawnp with file actions, poll() over the two capture pipes.

#include "harness/intree/command.h"

#include "harness/process/descendants.h"
#include "harness/process/interrupt.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace harness::intree {

namespace {

// Our environment without `unset`, with `env` added or overriding.
std::vector<std::string> environment(const std::vector<std::pair<std::string, std::string>>& env,
    const std::vector<std::string>& unset) {
    std::vector<std::string> out;
    for (char** e = environ; e && *e; ++e) {
        std::string entry(*e);
        std::string name       = entry.substr(0, entry.find('='));
        bool        overridden = std::find(unset.begin(), unset.end(), name) != unset.end();
        for (const auto& [k, v] : env) overridden = overridden || k == name;
        if (!overridden) out.push_back(std::move(entry));
    }
    for (const auto& [k, v] : env) out.push_back(k + "=" + v);
    return out;
}

std::vector<char*> pointers(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (auto& s : strings) out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

int wait_child(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) return -1;
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

// Read both pipes to their ends.
void drain(int out_fd, int err_fd, std::string& out, std::string& err) {
    pollfd fds[2] = { { out_fd, POLLIN, 0 }, { err_fd, POLLIN, 0 } };
    int    open   = 2;
    char   buf[65536];
    while (open > 0) {
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || fds[i].revents == 0) continue;
            ssize_t n = read(fds[i].fd, buf, sizeof buf);
            if (n > 0) {
                (i == 0 ? out : err).append(buf, std::size_t(n));
            } else if (n == 0 || errno != EINTR) {
                close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            }
        }
    }
}

} // namespace

CommandResult run_git(const std::filesystem::path& dir, std::vector<std::string> args,
    const std::filesystem::path& log) {
    Command command;
    command.argv = { "git", "-C", dir.string() };
    command.argv.insert(command.argv.end(), args.begin(), args.end());
    command.unset = { "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR" };
    command.log   = log;
    return run_command(command);
}

std::string command_line(const std::vector<std::string>& argv) {
    std::string line;
    for (const auto& a : argv) {
        if (!line.empty()) line += ' ';
        bool plain = !a.empty() && a.find_first_of(" \t\n'\"\\$`*?;&|<>(){}") == std::string::npos;
        if (plain) {
            line += a;
            continue;
        }
        line += shell_word(a);
    }
    return line;
}

std::string shell_word(std::string_view s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string shell_substitute(
    const std::string& text, const std::vector<std::pair<std::string, std::string>>& vars) {
    auto quoted = vars;
    for (auto& [key, value] : quoted) value = shell_word(value);
    return substitute(text, quoted);
}

namespace {

// What runs: the command under timeout(1) and nice(1) when it asks for them.
std::vector<std::string> wrapped_argv(const Command& command) {
    std::vector<std::string> argv;
    if (command.timeout_s > 0)
        argv = { "timeout", "--kill-after=5", std::to_string(command.timeout_s) + "s" };
    if (command.nice) argv.insert(argv.end(), { "nice", "-n", "10" });
    argv.insert(argv.end(), command.argv.begin(), command.argv.end());
    return argv;
}

// The command's log opened for appending, its command line written: the descriptor, or -1 with
// the reason in `err`.
int open_log(const Command& command, std::string& err) {
    int log_fd = open(command.log.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (log_fd < 0) {
        err = "cannot open log " + command.log.string() + ": " + std::strerror(errno);
        return log_fd;
    }
    std::string header = "$ " + command_line(command.argv) + "\n";
    if (write(log_fd, header.data(), header.size()) < 0) { /* the log is best effort */
    }
    return log_fd;
}

// Spawns `argv` in a process group of its own, stdin from /dev/null, stdout and stderr to
// `log_fd` or else the pipes' write ends: posix_spawnp's result.
int spawn_child(std::vector<std::string>& argv, std::vector<std::string>& env,
    const std::filesystem::path& cwd, int log_fd, const int (&out_pipe)[2],
    const int (&err_pipe)[2], pid_t&      pid) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (log_fd >= 0) {
        posix_spawn_file_actions_adddup2(&actions, log_fd, STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, log_fd, STDERR_FILENO);
    } else {
        posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
    }
    if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);

    auto argp = pointers(argv);
    auto envp = pointers(env);
    int  rc   = posix_spawnp(&pid, argp[0], &actions, &attr, argp.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return rc;
}

} // namespace

CommandResult run_command(const Command& command) {
    CommandResult result;
    if (command.argv.empty()) {
        result.err = "empty command";
        return result;
    }
    std::vector<std::string> argv = wrapped_argv(command);
    // Tagged and in its own process group, registered as an engine is: the first SIGINT or
    // SIGTERM of a run ends a build (make, the compilers) with it instead of waiting it out.
    const auto tag = process::make_engine_tag();
    auto       own = command.env;
    own.emplace_back(process::EngineTagVariable, tag);
    std::vector<std::string> env = environment(own, command.unset);

    int log_fd = -1;
    if (!command.log.empty()) {
        log_fd = open_log(command, result.err);
        if (log_fd < 0) return result;
    }
    int out_pipe[2] = { -1, -1 }, err_pipe[2] = { -1, -1 };
    if (log_fd < 0 && (pipe2(out_pipe, O_CLOEXEC) != 0 || pipe2(err_pipe, O_CLOEXEC) != 0)) {
        result.err = std::string("pipe: ") + std::strerror(errno);
        for (int fd : { out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1] })
            if (fd >= 0) close(fd);
        return result;
    }

    pid_t pid = -1;
    int   rc  = spawn_child(argv, env, command.cwd, log_fd, out_pipe, err_pipe, pid);
    if (log_fd >= 0) close(log_fd);
    if (out_pipe[1] >= 0) close(out_pipe[1]);
    if (err_pipe[1] >= 0) close(err_pipe[1]);
    if (rc != 0) {
        if (out_pipe[0] >= 0) close(out_pipe[0]);
        if (err_pipe[0] >= 0) close(err_pipe[0]);
        result.err = "cannot run '" + command.argv[0] + "': " + std::strerror(rc);
        return result;
    }
    const int handle = process::register_engine(pid, tag);
    if (out_pipe[0] >= 0) drain(out_pipe[0], err_pipe[0], result.out, result.err);
    result.exit_code = wait_child(pid);
    process::unregister_engine(handle);
    // A missing cwd or program shows up as 127 from the spawned child on some libcs.
    return result;
}

std::string file_tail(const std::filesystem::path& file, int lines) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return {};
    in.seekg(0, std::ios::end);
    std::streamoff size = in.tellg();
    in.seekg(size > 256 * 1024 ? size - 256 * 1024 : 0);
    std::string              text((std::istreambuf_iterator<char>(in)), {});
    std::vector<std::string> kept;
    std::stringstream        stream(text);
    for (std::string line; std::getline(stream, line);) {
        kept.push_back(std::move(line));
        if (int(kept.size()) > lines) kept.erase(kept.begin());
    }
    std::string tail;
    for (const auto& line : kept) tail += line + "\n";
    return tail;
}

bool in_path(const std::string& program) {
    const char* path = std::getenv("PATH");
    if (!path) return false;
    std::stringstream dirs(path);
    std::string       dir;
    while (std::getline(dirs, dir, ':')) {
        if (dir.empty()) dir = ".";
        std::string candidate = dir + "/" + program;
        if (access(candidate.c_str(), X_OK) == 0) return true;
    }
    return false;
}

std::string substitute(
    std::string text, const std::vector<std::pair<std::string, std::string>>& vars) {
    for (const auto& [key, value] : vars) {
        std::string token = "{" + key + "}";
        for (std::size_t pos = text.find(token); pos != std::string::npos;
             pos             = text.find(token, pos + value.size())) {
            text.replace(pos, token.size(), value);
        }
    }
    return text;
}

} // namespace harness::intree
