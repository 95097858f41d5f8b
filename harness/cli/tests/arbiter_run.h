#pragma once
// Test support for the arbiter CLI tests: run the built `arbiter` with arguments (through the
// shell, stdout and stderr together) and read its JSON reports (each validated against the
// shipped schema).

#include "harness/testing/report_schema.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace arbiter_test {

inline const std::string Bin = ARBITER_BIN_DIR;

struct Run {
    int         code;
    std::string out;
};

inline Run run(const std::string& args) {
    std::string cmd  = Bin + "/arbiter " + args + " 2>&1";
    FILE*       pipe = popen(cmd.c_str(), "r");
    std::string out;
    char        buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
    int status = pclose(pipe);
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -1, out };
}

// Wait (at most 30 s) until process `pid` catches SIGTERM (/proc/PID/status, SigCgt): a signal
// sent before arbiter installs its handlers would end it with the default action instead.
inline void wait_for_signal_handlers(pid_t pid) {
    for (int i = 0; i < 3000; ++i) {
        std::ifstream in("/proc/" + std::to_string(pid) + "/status");
        for (std::string line; std::getline(in, line);)
            if (line.rfind("SigCgt:", 0) == 0
                && (std::stoull(line.substr(7), nullptr, 16) >> (SIGTERM - 1)) & 1)
                return;
        usleep(10000);
    }
}

// Start `arbiter args...` in the background (stdout to /dev/null); its pid.
inline pid_t start_arbiter(const std::vector<std::string>& args, const std::string& err = {}) {
    pid_t pid = fork();
    if (pid == 0) {
        std::vector<char*> argv;
        std::string        exe = Bin + "/arbiter";
        argv.push_back(exe.data());
        for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        if (!freopen("/dev/null", "w", stdout)) _exit(126);
        if (!err.empty() && !freopen(err.c_str(), "w", stderr)) _exit(126);
        execv(exe.c_str(), argv.data());
        _exit(127);
    }
    return pid;
}

// A JSON report, checked against the shipped schema (a test failure when it does not validate).
inline nlohmann::json read_json(const std::string& path) {
    EXPECT_EQ(harness::testing::report_schema_errors(path), "") << path;
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

inline std::string suite(const std::string& rel) {
    return std::string(ARBITER_SUITES_DIR) + "/" + rel;
}

} // namespace arbiter_test
