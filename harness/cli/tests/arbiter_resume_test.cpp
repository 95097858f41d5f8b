// `arbiter perft --resume`: a run killed with SIGTERM or SIGKILL keeps every result it had
// journaled (FILE.partial); the resumed run asks the engine only for the jobs not yet done and
// writes the complete report.

#include "harness/testing/temp_dir.h"
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>
#include <unistd.h>

namespace {

using namespace arbiter_test;

int count_lines(const std::string& path, const std::string& needle = "") {
    std::ifstream in(path);
    int           n = 0;
    for (std::string line; std::getline(in, line);)
        if (needle.empty() ? line.find('}') != std::string::npos
                           : line.find(needle) != std::string::npos)
            ++n;
    return n;
}

// Live processes whose environment carries an engine tag of Arbiter process `arbiter`.
int processes_tagged_by(pid_t arbiter) {
    const std::string prefix = "ARBITER_ENGINE_TAG=" + std::to_string(arbiter) + ".";
    int               n      = 0;
    for (const auto& e : std::filesystem::directory_iterator("/proc")) {
        std::ifstream in(e.path() / "environ", std::ios::binary);
        for (std::string item; in && std::getline(in, item, '\0');)
            if (item.rfind(prefix, 0) == 0) ++n;
    }
    return n;
}

// Start `arbiter perft` in the background, wait until `journal` holds `lines` results, then
// send `signal`. Returns how many complete results the journal kept.
int kill_midway(
    const std::vector<std::string>& args, const std::string& journal, int lines, int signal) {
    pid_t pid = start_arbiter(args);
    // Bounded wait for progress (not a timing assertion: the run is far longer than this).
    for (int i = 0; i < 6000 && count_lines(journal) < lines + 1; ++i) // + the run line
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    kill(pid, signal);
    int status = 0;
    waitpid(pid, &status, 0);
    if (signal == SIGKILL) {
        EXPECT_TRUE(WIFSIGNALED(status)) << "the run ended before it was killed";
    } else { // a handled signal: engines ended, the journal kept, exit 128 + signal
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 128 + signal) << status;
        // No engine of that run is left running (every engine carries its run's tag).
        EXPECT_EQ(processes_tagged_by(pid), 0) << "an engine outlived the interrupted run";
    }
    return count_lines(journal);
}

void resume_after(int signal, const std::string& tag) {
    const std::string json    = harness::testing::temp_dir() + "/arbiter_resume_" + tag + ".json";
    const std::string partial = json + ".partial";
    const std::string log     = harness::testing::temp_dir() + "/arbiter_resume_" + tag + ".log";
    std::remove(json.c_str());
    std::remove(log.c_str());
    const int total = 120;
    // Sable behind `tee`, so the log shows every perft it was asked (the jobs are depth 4; the
    // runner's capability probe is "go perft 1"). The resume must name the same engine.
    std::vector<std::string> args { "perft", "--engine", "cmd=/bin/sh", "arg=-c",
        "arg=tee -a " + log + " | " + Bin + "/sable", "name=sable", "--random",
        std::to_string(total), "--depth", "4", "--seed", "3", "--quiet", "--json", json };
    int                      kept = kill_midway(args, partial, 5, signal);
    ASSERT_GE(kept, 6); // the run line and at least 5 results
    ASSERT_LT(kept, total);
    --kept;
    std::remove(log.c_str()); // the resumed run's requests only

    auto r = run("perft --engine cmd=/bin/sh arg=-c 'arg=tee -a " + log + " | " + Bin
        + "/sable' name=sable --random " + std::to_string(total)
        + " --depth 4 --seed 3 --quiet --json " + json + " --resume");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(count_lines(log, "go perft 4"), total - kept) << "a kept job ran again";
    auto j = read_json(json);
    ASSERT_EQ(j["results"].size(), std::size_t(total));
    std::set<std::string> ids;
    for (const auto& e : j["results"]) ids.insert(e["id"].get<std::string>());
    EXPECT_EQ(ids.size(), std::size_t(total));
    EXPECT_EQ(j["summary"]["ok"], total);
    EXPECT_FALSE(std::ifstream(partial).good()) << "the journal outlived the complete report";
}

TEST(ArbiterPerftResume, AfterSigkill) { resume_after(SIGKILL, "kill"); }

TEST(ArbiterPerftResume, AfterSigterm) { resume_after(SIGTERM, "term"); }

TEST(ArbiterPerftResume, ResumeNeedsJson) {
    auto r = run("perft --engine cmd=" + Bin + "/sable --random 2 --resume");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, ::testing::HasSubstr("--resume needs --json FILE"));
}

} // namespace
