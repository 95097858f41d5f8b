// POSIX implementation of ChildProcess: posix_spawnp, pipes, poll(), process groups.

#include "child_process.h"

#include "descendants.h"
#include "interrupt.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace harness::process {

const char* to_string(Status s) {
    switch (s) {
    case Status::Ok:
        return "ok";
    case Status::Timeout:
        return "timeout";
    case Status::Eof:
        return "eof";
    case Status::Error:
        return "error";
    }
    return "?";
}

std::string to_string(const ExitInfo& e) {
    if (e.status == Status::Timeout) return "running";
    if (e.status != Status::Ok) return "not started";
    if (e.signal) {
        const char* name = sigabbrev_np(*e.signal);
        return "signal " + std::to_string(*e.signal)
            + (name ? " (SIG" + std::string(name) + ")" : "");
    }
    return "exit code " + std::to_string(e.exit_code.value_or(-1));
}

namespace {

void ignore_sigpipe_once() {
    static std::once_flag once;
    std::call_once(once, [] {
        struct sigaction sa { };
        sa.sa_handler = SIG_IGN;
        sigemptyset(&sa.sa_mask);
        ::sigaction(SIGPIPE, &sa, nullptr);
    });
}

int remaining_ms(Deadline deadline) {
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return int(std::clamp<long long>(left, 0, 1 << 30));
}

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

std::string errno_text(int err) { return std::strerror(err); }

// Environment for the child: ours, with spec entries added or replaced.
std::vector<std::string> build_env(const std::vector<std::pair<std::string, std::string>>& extra) {
    std::vector<std::string> env;
    for (char** e = environ; e && *e; ++e) {
        std::string_view entry(*e);
        auto             name       = entry.substr(0, entry.find('='));
        bool             overridden = std::any_of(
                        extra.begin(), extra.end(), [&](const auto& kv) { return kv.first == name; });
        if (!overridden) env.emplace_back(entry);
    }
    for (const auto& [name, value] : extra) env.push_back(name + "=" + value);
    return env;
}

ExitInfo exit_from_status(int wstatus) {
    ExitInfo e;
    e.status = Status::Ok;
    if (WIFEXITED(wstatus)) e.exit_code = WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) e.signal = WTERMSIG(wstatus);
    return e;
}

// Step 1 of start(): the pipes, close-on-exec on our side. Empty, or the error (and none open).
std::string open_pipes(int (&in)[2], int (&out)[2], int (&err)[2]) {
    if (::pipe2(in, O_CLOEXEC) != 0) return "pipe: " + errno_text(errno);
    if (::pipe2(out, O_CLOEXEC) != 0) {
        std::string error = "pipe: " + errno_text(errno);
        ::close(in[0]), ::close(in[1]);
        return error;
    }
    if (::pipe2(err, O_CLOEXEC) != 0) {
        std::string error = "pipe: " + errno_text(errno);
        ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
        return error;
    }
    return {};
}

// Step 2 of start(). Spawn attributes: the child's pipe ends dup2'ed onto 0/1/2, own process
// group, default SIGPIPE (we ignore it, and ignored dispositions survive exec), nothing blocked.
void init_spawn(posix_spawn_file_actions_t& actions, posix_spawnattr_t& attr, int in, int out,
    int err, const std::string& working_dir) {
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err, STDERR_FILENO);
    if (!working_dir.empty()) posix_spawn_file_actions_addchdir_np(&actions, working_dir.c_str());

    posix_spawnattr_init(&attr);
    sigset_t defaults, empty;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigemptyset(&empty);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &empty);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(
        &attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
}

// The strings as a null-terminated array for posix_spawnp.
std::vector<char*> c_strings(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (auto& s : strings) out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

// The child inherits the spawning thread's CPU mask: pins this thread to `cpu`, its mask saved
// in `saved` to restore after the spawn. 0, or the error number.
int pin_spawning_thread(int cpu, cpu_set_t& saved) {
    cpu_set_t one;
    CPU_ZERO(&one);
    const bool in_range = cpu >= 0 && cpu < CPU_SETSIZE;
    if (in_range) CPU_SET(cpu, &one);
    pthread_getaffinity_np(pthread_self(), sizeof saved, &saved);
    return in_range ? pthread_setaffinity_np(pthread_self(), sizeof one, &one) : EINVAL;
}

} // namespace

ChildProcess::ChildProcess(ProcessSpec spec)
    : spec_(std::move(spec))
    , transcript_(spec_.transcript_capacity)
    , out_(spec_.max_line_bytes)
    , err_(spec_.max_line_bytes) {
    if (spec_.log) transcript_.attach_log(spec_.log, spec_.log_name);
}

ChildProcess::~ChildProcess() {
    if (pid_ > 0) kill(std::chrono::milliseconds(100));
    close_fds();
}

void ChildProcess::close_fds() {
    close_fd(in_fd_);
    close_fd(out_fd_);
    close_fd(err_fd_);
    close_fd(pid_fd_);
}

void ChildProcess::end_descendants() {
    if (tag_.empty()) return;
    std::size_t killed = kill_tagged(tag_);
    if (killed > 0)
        transcript_.record(Direction::Note,
            "killed " + std::to_string(killed) + " descendant(s) outside the process group");
}

Status ChildProcess::start() {
    if (pid_ > 0) {
        last_error_ = "start: the child is already running";
        return Status::Error;
    }
    if (spec_.argv.empty()) {
        last_error_ = "start: empty argv";
        return Status::Error;
    }
    ignore_sigpipe_once();
    become_subreaper();
    tag_ = make_engine_tag();

    int in[2], out[2], err[2];
    if (auto error = open_pipes(in, out, err); !error.empty()) {
        last_error_ = error;
        return Status::Error;
    }
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t          attr;
    init_spawn(actions, attr, in[0], out[1], err[1], spec_.working_dir);
    std::vector<char*> argv      = c_strings(spec_.argv);
    auto               env_extra = spec_.env;
    env_extra.emplace_back(EngineTagVariable, tag_);
    std::vector<std::string> env_strings = build_env(env_extra);
    std::vector<char*>       envp        = c_strings(env_strings);

    cpu_set_t saved;
    CPU_ZERO(&saved);
    const bool pinned = spec_.cpu.has_value();
    if (int e = pinned ? pin_spawning_thread(*spec_.cpu, saved) : 0; e != 0) {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attr);
        ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
        ::close(err[0]), ::close(err[1]);
        last_error_ = "cannot pin to CPU " + std::to_string(*spec_.cpu) + ": " + errno_text(e);
        transcript_.record(Direction::Note, last_error_);
        return Status::Error;
    }
    pid_t pid = -1;
    int   rc  = ::posix_spawnp(&pid, argv[0], &actions, &attr, argv.data(), envp.data());
    if (pinned) pthread_setaffinity_np(pthread_self(), sizeof saved, &saved);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(in[0]), ::close(out[1]), ::close(err[1]);
    if (rc != 0) {
        ::close(in[1]), ::close(out[0]), ::close(err[0]);
        last_error_ = "spawn '" + spec_.argv[0] + "': " + errno_text(rc);
        transcript_.record(Direction::Note, last_error_);
        return Status::Error;
    }

    // Step 3. Our ends non-blocking; fresh buffers.
    pid_    = pid;
    in_fd_  = in[1];
    out_fd_ = out[0];
    err_fd_ = err[0];
    (void)set_nonblocking(in_fd_);
    (void)set_nonblocking(out_fd_);
    (void)set_nonblocking(err_fd_);
    pid_fd_ = int(::syscall(SYS_pidfd_open, pid_, 0)); // glibc 2.36: no C linkage on the wrapper
    interrupt_handle_ = register_engine(pid_, tag_);
    out_              = LineBuffer(spec_.max_line_bytes);
    err_              = LineBuffer(spec_.max_line_bytes);
    out_eof_          = false;
    exit_.reset();
    last_error_.clear();
    transcript_.record(
        Direction::Note, "started pid " + std::to_string(pid_) + ": " + spec_.argv[0]);
    return Status::Ok;
}

Status ChildProcess::restart() {
    if (pid_ > 0) kill();
    close_fds();
    transcript_.record(Direction::Note, "restart");
    return start();
}

Status ChildProcess::write_line(std::string_view line) {
    if (in_fd_ < 0) {
        last_error_ = "write: the child's stdin is closed";
        return Status::Error;
    }
    transcript_.record(Direction::ToEngine, line);
    std::string data(line);
    data += '\n';
    std::size_t done     = 0;
    Deadline    deadline = Clock::now() + spec_.write_timeout;
    while (done < data.size()) {
        ssize_t n = ::write(in_fd_, data.data() + done, data.size() - done);
        if (n > 0) {
            done += std::size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (Clock::now() >= deadline) {
                last_error_ = "write: the child does not read its stdin";
                return Status::Timeout;
            }
            pollfd pfd { in_fd_, POLLOUT, 0 };
            ::poll(&pfd, 1, std::min(remaining_ms(deadline), 100));
            continue;
        }
        last_error_ = "write: " + errno_text(errno);
        transcript_.record(Direction::Note, last_error_);
        return Status::Error;
    }
    return Status::Ok;
}

void ChildProcess::close_stdin() { close_fd(in_fd_); }

void ChildProcess::take_stderr_lines(bool at_eof) {
    for (;;) {
        auto line = at_eof ? err_.take_partial() : err_.next_line();
        if (!line) return;
        transcript_.record(Direction::Stderr, *line);
        stderr_text_ += *line;
        stderr_text_ += '\n';
        if (stderr_text_.size() > spec_.stderr_capacity)
            stderr_text_.erase(0, stderr_text_.size() - spec_.stderr_capacity);
    }
}

void ChildProcess::pump(int timeout_ms) {
    pollfd fds[3];
    int    n = 0;
    if (out_fd_ >= 0) fds[n++] = { out_fd_, POLLIN, 0 };
    if (err_fd_ >= 0) fds[n++] = { err_fd_, POLLIN, 0 };
    if (n == 0) {
        if (timeout_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(timeout_ms));
        return;
    }
    // Without a pidfd the exit is checked every 50 ms instead.
    int exit_slot = -1;
    if (pid_fd_ >= 0 && out_fd_ >= 0) {
        exit_slot = n;
        fds[n++]  = { pid_fd_, POLLIN, 0 };
    } else if (pid_ > 0 && out_fd_ >= 0) {
        timeout_ms = std::min(timeout_ms, 50);
    }
    int rc = ::poll(fds, nfds_t(n), timeout_ms);
    if (rc < 0) return;
    bool exited = exit_slot >= 0 ? (fds[exit_slot].revents & POLLIN) != 0
                                 : (rc == 0 && pid_ > 0 && out_fd_ >= 0 && !is_alive());
    if (exited) {
        // The child has ended: what it wrote is in the pipe now; a descendant that keeps the
        // pipe open must not hide the end, so stdout is taken to its end here.
        (void)try_reap();
        for (int round = 0; round < 8 && out_fd_ >= 0; ++round)
            if (drain_fd(out_fd_, out_) != DrainStatus::Ok || !out_.has_line()) break;
        out_eof_ = true;
        close_fd(out_fd_);
        for (int round = 0; round < 8 && err_fd_ >= 0; ++round)
            if (drain_fd(err_fd_, err_) != DrainStatus::Ok || err_.pending_bytes() == 0) break;
        take_stderr_lines(true);
        close_fd(err_fd_);
        return;
    }
    if (rc == 0) return;
    for (int i = 0; i < n; ++i) {
        if (i == exit_slot) continue;
        if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        bool        is_out = fds[i].fd == out_fd_;
        DrainStatus ds     = drain_fd(fds[i].fd, is_out ? out_ : err_);
        if (!is_out) take_stderr_lines(ds != DrainStatus::Ok);
        if (ds != DrainStatus::Ok) {
            if (is_out) {
                out_eof_ = true;
                close_fd(out_fd_);
            } else {
                close_fd(err_fd_);
            }
        }
    }
}

ReadResult ChildProcess::read_line(Deadline deadline) {
    for (;;) {
        if (auto line = out_.next_line()) {
            transcript_.record(Direction::FromEngine, *line);
            return { Status::Ok, std::move(*line) };
        }
        if (out_eof_) {
            if (auto rest = out_.take_partial()) {
                transcript_.record(Direction::FromEngine, *rest);
                return { Status::Ok, std::move(*rest) };
            }
            return { Status::Eof, {} };
        }
        if (out_fd_ < 0) return { Status::Error, {} };
        // Past the deadline: one last look at the pipe per deadline, so a caller looping on the
        // same deadline cannot be held beyond it by an engine that floods output.
        int left = remaining_ms(deadline);
        if (left == 0) {
            if (spent_deadline_ == deadline) return { Status::Timeout, {} };
            spent_deadline_ = deadline;
        }
        pump(left);
        if (left == 0 && !out_.has_line() && !out_eof_) return { Status::Timeout, {} };
    }
}

bool ChildProcess::try_reap() {
    if (pid_ <= 0) return exit_.has_value();
    int   wstatus = 0;
    pid_t rc;
    do rc = ::waitpid(pid_, &wstatus, WNOHANG);
    while (rc < 0 && errno == EINTR);
    if (rc == 0) return false;
    if (rc < 0) {
        exit_ = ExitInfo {}; // ECHILD: someone else reaped it
    } else {
        exit_ = exit_from_status(wstatus);
    }
    transcript_.record(
        Direction::Note, "pid " + std::to_string(pid_) + " ended: " + to_string(*exit_));
    // Leftovers of its process group (helpers, grandchildren) and escapees go with it.
    ::kill(-pid_, SIGKILL);
    end_descendants();
    unregister_engine(interrupt_handle_);
    interrupt_handle_ = -1;
    pid_              = -1;
    close_fd(in_fd_);
    close_fd(pid_fd_);
    return true;
}

bool ChildProcess::is_alive() { return pid_ > 0 && !try_reap(); }

namespace {
constexpr std::size_t WaitKeepBytes = std::size_t(4) << 20; // > the longest line (1 MiB)
} // namespace

ExitInfo ChildProcess::wait_exit(Deadline deadline) {
    if (pid_ <= 0) return exit_.value_or(ExitInfo {});
    int nap = 1;
    for (;;) {
        if (try_reap()) return *exit_;
        int left = remaining_ms(deadline);
        if (left == 0) return { Status::Timeout, std::nullopt, std::nullopt };
        // Drain pipes while waiting so a chatty child cannot block on a full pipe. Nobody reads
        // stdout meanwhile: keep the latest WaitKeepBytes of it, so that a child flooding its
        // output while it is being stopped cannot grow our buffer (it took 100+ MB).
        pump(std::min(left, nap));
        while (out_.pending_bytes() > WaitKeepBytes)
            if (!out_.next_line()) break;
        nap = std::min(nap * 2, 20);
    }
}

ExitInfo ChildProcess::kill(std::chrono::milliseconds grace) {
    if (pid_ <= 0) return exit_.value_or(ExitInfo {});
    pid_t group = pid_;
    // Its descendants by ancestry, while it is alive to be their root: those that cleared their
    // environment (no tag) and left its group and session (setsid) are ended with it.
    const auto tree = descendants_of(group);
    if (!try_reap()) {
        transcript_.record(
            Direction::Note, "kill: SIGTERM to process group " + std::to_string(group));
        ::kill(-group, SIGTERM);
        ExitInfo e = wait_exit(Clock::now() + grace);
        if (e.status == Status::Timeout) {
            transcript_.record(
                Direction::Note, "kill: SIGKILL to process group " + std::to_string(group));
            ::kill(-group, SIGKILL);
            e = wait_exit(Clock::now() + std::chrono::seconds(10));
        }
    }
    // Stragglers of the group (grandchildren) and escapees go too.
    ::kill(-group, SIGKILL);
    end_descendants();
    std::size_t untagged = 0;
    for (pid_t pid : tree) untagged += ::kill(pid, SIGKILL) == 0;
    if (untagged > 0)
        transcript_.record(Direction::Note,
            "killed " + std::to_string(untagged) + " descendant(s) found by ancestry");
    close_fds();
    return exit_.value_or(ExitInfo {});
}

} // namespace harness::process
