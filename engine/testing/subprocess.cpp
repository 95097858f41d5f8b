#include "subprocess.h"

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace engine::testing {

Subprocess::Subprocess(const std::vector<std::string>& argv) {
    int to_child[2], from_child[2];
    if (argv.empty() || pipe(to_child) != 0) return;
    if (pipe(from_child) != 0) {
        close(to_child[0]);
        close(to_child[1]);
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(to_child[0], 0);
        dup2(from_child[1], 1);
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull >= 0) dup2(devnull, 2);
        for (int fd : { to_child[0], to_child[1], from_child[0], from_child[1] }) close(fd);
        std::vector<char*> args;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    if (pid < 0) {
        close(to_child[1]);
        close(from_child[0]);
        return;
    }
    pid_    = pid;
    in_fd_  = to_child[1];
    out_fd_ = from_child[0];
    signal(SIGPIPE, SIG_IGN);
}

Subprocess::~Subprocess() {
    if (in_fd_ >= 0) {
        if (pid_ > 0) write_line("quit");
        close(in_fd_);
    }
    if (out_fd_ >= 0) close(out_fd_);
    if (pid_ <= 0) return;
    for (int i = 0; i < 50; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
        usleep(10000);
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
}

bool Subprocess::write_line(const std::string& line) { return write(line + "\n"); }

void Subprocess::close_input() {
    if (in_fd_ >= 0) close(in_fd_);
    in_fd_ = -1;
}

std::optional<int> Subprocess::wait_exit(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return status;
        }
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        usleep(10000);
    }
}

bool Subprocess::write(const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        ssize_t n = ::write(in_fd_, data.data() + done, data.size() - done);
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> Subprocess::read_line(std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (auto nl = buffer_.find('\n'); nl != std::string::npos) {
            std::string line = buffer_.substr(0, nl);
            buffer_.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        pollfd p { out_fd_, POLLIN, 0 };
        if (poll(&p, 1, int(left.count())) <= 0) return std::nullopt;
        char    buf[65536];
        ssize_t n = read(out_fd_, buf, sizeof buf);
        if (n <= 0) return std::nullopt;
        buffer_.append(buf, std::size_t(n));
    }
}

std::optional<std::vector<std::string>> Subprocess::read_until(
    const std::string& prefix, std::chrono::milliseconds timeout) {
    std::vector<std::string> lines;
    auto                     deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        auto line = read_line(left);
        if (!line) return std::nullopt;
        lines.push_back(*line);
        if (line->rfind(prefix, 0) == 0) return lines;
    }
}

bool is_executable(const std::string& path) { return access(path.c_str(), X_OK) == 0; }

} // namespace engine::testing
