#pragma once
// Test helper: run a checking command (a validator, a parser) through the shell.

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace harness::testing {

// Empty when `cmd` exits 0; otherwise what it printed (stdout and stderr), or `failed` when it
// printed nothing.
inline std::string command_errors(const std::string& cmd, const std::string& failed) {
    FILE* pipe = popen((cmd + " 2>&1").c_str(), "r");
    if (!pipe) return "cannot run " + cmd;
    std::string out;
    char        buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
    int status = pclose(pipe);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    return out.empty() ? failed : out;
}

} // namespace harness::testing
