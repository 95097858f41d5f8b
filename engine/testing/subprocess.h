#pragma once
// A minimal child process with line-based pipes, for tests and benchmarks that talk to a real
// engine (Stockfish, Fairy-Stockfish). Not the harness's process layer: no deadlines beyond a
// simple poll timeout, no transcript. Spawned without a shell.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace engine::testing {

class Subprocess {
public:
    // Starts argv[0] with argv; `ok()` tells whether it started.
    explicit Subprocess(const std::vector<std::string>& argv);
    ~Subprocess();
    Subprocess(const Subprocess&)            = delete;
    Subprocess& operator=(const Subprocess&) = delete;

    [[nodiscard]] bool ok() const { return pid_ > 0; }
    [[nodiscard]] int  pid() const { return pid_; }
    bool               write_line(const std::string& line);
    // Writes raw bytes (no newline added); false when the pipe is closed.
    bool write(const std::string& data);
    // Closes the child's stdin (it reads end of input).
    void close_input();
    // Waits for the child to exit: its wait status, or nullopt on timeout.
    std::optional<int> wait_exit(std::chrono::milliseconds timeout);
    // Next line of stdout without the newline; nullopt on EOF or timeout.
    std::optional<std::string> read_line(std::chrono::milliseconds timeout);
    // Reads lines until one starts with `prefix`; returns the lines read (the last one matches),
    // or nullopt on EOF/timeout.
    std::optional<std::vector<std::string>> read_until(
        const std::string& prefix, std::chrono::milliseconds timeout);

private:
    int         pid_    = -1;
    int         in_fd_  = -1; // child's stdin (we write)
    int         out_fd_ = -1; // child's stdout (we read)
    std::string buffer_;
};

// True if an executable file exists at path.
bool is_executable(const std::string& path);

} // namespace engine::testing
