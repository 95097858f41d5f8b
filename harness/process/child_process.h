#pragma once
// ChildProcess: one engine process driven over pipes. Knows nothing about games or protocols.
//
// - Spawned without a shell (posix_spawnp: argv[0] is looked up in PATH), optionally in another
//   working directory and with extra environment variables, in a process group of its own.
// - stdin/stdout/stderr are pipes; stdout is read line by line with deadlines (poll), stderr is
//   captured into a bounded buffer. Every line in either direction goes to the Transcript.
// - Crash detection: read_line() returns Eof once stdout is closed or the child has exited (a
//   pidfd is polled with the pipes, so a grandchild holding stdout open cannot hide the exit);
//   wait_exit() then tells the exit code or the signal. kill() ends the whole process group
//   (SIGTERM, then SIGKILL after a grace period) and every descendant that left the group
//   (setsid) — see descendants.h — and reaps the child; the destructor does the same.
// - read_line() honours its deadline even while the child floods output: each poll reads a
//   bounded amount, and a deadline in the past is a Timeout even with lines buffered.
// - A running child is registered for interruption (interrupt.h).
// - SIGPIPE is ignored process-wide by the first start(): writing to a dead child returns
//   Status::Error instead of killing the harness.
// Not thread-safe: one thread drives one ChildProcess. No member throws.

#include "engine_log.h"
#include "line_reader.h"
#include "transcript.h"
#include "transport.h"

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace harness::process {

// What to run. argv[0] is the program (a path, or a name looked up in PATH).
struct ProcessSpec {
    std::vector<std::string>                         argv;
    std::string                                      working_dir; // empty: inherit
    std::vector<std::pair<std::string, std::string>> env; // added to (or overriding) ours
    std::chrono::milliseconds                        write_timeout  = std::chrono::seconds(5);
    std::size_t                                      max_line_bytes = DefaultMaxLineBytes;
    std::size_t stderr_capacity     = 64 * 1024; // bytes of stderr kept (the latest)
    std::size_t transcript_capacity = Transcript::DefaultCapacity;
    // Run the engine on this CPU only (its threads inherit the mask); nullopt: wherever the
    // system puts it. A CPU the process may not use is an error at start().
    std::optional<int> cpu;
    // Every line of the conversation also goes to this log under `log_name` (when not null).
    std::shared_ptr<EngineLog> log;
    std::string                log_name;
};

// A spec with defaults for everything but argv.
[[nodiscard]] inline ProcessSpec make_spec(std::vector<std::string> argv) {
    ProcessSpec spec;
    spec.argv = std::move(argv);
    return spec;
}

// How a child ended. status: Ok = it has ended and was reaped (exit_code or signal is set);
// Timeout = still running at the deadline; Error = never started or could not be waited for.
struct ExitInfo {
    Status             status = Status::Error;
    std::optional<int> exit_code;
    std::optional<int> signal;

    [[nodiscard]] bool crashed() const { return signal.has_value(); }
};

// "exit code 3", "signal 11 (SIGSEGV)", "running", "not started".
[[nodiscard]] std::string to_string(const ExitInfo& e);

class ChildProcess final : public LineTransport {
public:
    static constexpr std::chrono::milliseconds DefaultGrace { 500 };

    // Does not spawn: call start().
    explicit ChildProcess(ProcessSpec spec);
    // kill() + reap if still running.
    ~ChildProcess() override;

    ChildProcess(const ChildProcess&)            = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ChildProcess(ChildProcess&&)                 = delete;
    ChildProcess& operator=(ChildProcess&&)      = delete;

    // Spawn the child. Error (with last_error()) if it is already running or cannot be spawned
    // (program not found, bad working directory...).
    [[nodiscard]] Status start();
    // kill() the current child (if any) and start() again with the same spec. The transcript
    // is kept, with a note.
    [[nodiscard]] Status restart();

    // Write line + '\n' to the child's stdin. Error if the child is gone or closed stdin,
    // Timeout if it does not read for spec.write_timeout.
    [[nodiscard]] Status write_line(std::string_view line) override;
    // Next stdout line until `deadline` (stderr is captured meanwhile). At end of stdout a last
    // unterminated line is delivered first, then Eof.
    [[nodiscard]] ReadResult read_line(Deadline deadline) override;

    // Close the child's stdin (it sees EOF).
    void close_stdin();

    // Has the child been started and not yet ended? Reaps it if it has ended.
    [[nodiscard]] bool is_alive();
    // Wait for the child to end by itself until `deadline`, draining its output meanwhile.
    [[nodiscard]] ExitInfo wait_exit(Deadline deadline);
    // End the process group: SIGTERM, then SIGKILL after `grace`; always reaps the child.
    // Returns how it ended (a child that had already exited reports its own exit).
    ExitInfo kill(std::chrono::milliseconds grace = DefaultGrace);

    [[nodiscard]] pid_t pid() const { return pid_; } // -1 when not started
    // The ARBITER_ENGINE_TAG value of the current (or last) child and its descendants.
    [[nodiscard]] const std::string& tag() const { return tag_; }
    [[nodiscard]] const ProcessSpec& spec() const { return spec_; }
    [[nodiscard]] const Transcript&  transcript() const { return transcript_; }
    // The captured stderr (at most spec.stderr_capacity bytes, the most recent ones).
    [[nodiscard]] const std::string& stderr_text() const { return stderr_text_; }
    // Why the last start()/write_line() failed, e.g. "spawn 'foo': No such file or directory".
    [[nodiscard]] const std::string& last_error() const { return last_error_; }
    // Exit of the last child, once it has been reaped.
    [[nodiscard]] const std::optional<ExitInfo>& exit_info() const { return exit_; }

private:
    void pump(int timeout_ms); // poll stdout+stderr once, buffer what arrives
    void take_stderr_lines(bool at_eof);
    bool try_reap(); // non-blocking waitpid; true once reaped
    void end_descendants(); // SIGKILL the group and the tagged escapees; reap what we adopted
    void close_fds();

    ProcessSpec             spec_;
    Transcript              transcript_;
    LineBuffer              out_;
    LineBuffer              err_;
    std::string             stderr_text_;
    std::string             last_error_;
    std::optional<ExitInfo> exit_;
    std::string             tag_; // ARBITER_ENGINE_TAG of the current child
    int                     interrupt_handle_ = -1;
    pid_t                   pid_              = -1;
    int                     pid_fd_           = -1; // pidfd of the child, -1 if unsupported
    int                     in_fd_            = -1;
    int                     out_fd_           = -1;
    int                     err_fd_           = -1;
    bool                    out_eof_          = false;
    Deadline                spent_deadline_ {}; // read_line's last look past this deadline
};

} // namespace harness::process
