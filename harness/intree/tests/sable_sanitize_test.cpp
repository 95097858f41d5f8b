// Slow: Sable itself, at this repository's HEAD, built in a worktree with the sanitize (ASan +
// UBSan) and tsan presets, plays perft and suite slices through the built arbiter and its own
// bench and perft-suite commands; no sanitizer report may appear. This is the gate's step 8 on
// a clean revision (the planted-bug side is IntreeToyRepo.PlantedBugsAreReportedAndQuoted).
#include "harness/intree/command.h"
#include "harness/intree/intree.h"

#include <gtest/gtest.h>

using namespace harness::intree;

namespace {

const std::filesystem::path Source  = ARBITER_SOURCE_DIR;
const std::filesystem::path Arbiter = std::filesystem::path(ARBITER_BIN_DIR) / "arbiter";
// Under the build tree: a stable path (ccache hits from one run to the next).
const std::filesystem::path Work
    = std::filesystem::path(ARBITER_BIN_DIR).parent_path() / "intree-sable";

void expect_clean_runs(const std::string& preset, const std::vector<std::string>& engine_options) {
    BuildRequest request;
    request.repo       = Source;
    request.rev        = "HEAD";
    request.preset     = preset;
    request.targets    = { "sable" };
    request.cmake_args = { "-DBUILD_TESTING=OFF" };
    request.work_dir   = Work;
    request.slot       = preset; // kept between runs: the next run rebuilds what changed only
    BuildResult build  = build_revision(request);
    ASSERT_TRUE(build.ok) << build.error << "\n" << build.log_tail;
    std::printf("[ intree ] %s build of sable at %s: %.1f s%s\n", preset.c_str(),
        build.commit.substr(0, 12).c_str(), build.seconds,
        build.reused ? " (worktree reused)" : "");
    std::string sable = build.binary("sable").string();
    ASSERT_TRUE(std::filesystem::exists(sable)) << sable;

    std::filesystem::path logs = Work / ("logs-" + preset);
    std::filesystem::remove_all(logs);
    std::filesystem::create_directories(logs);
    // --engine takes the spec as separate arguments: cmd=PATH option.NAME=VALUE ...
    std::vector<std::string> engine = { "--engine", "cmd=" + sable };
    engine.insert(engine.end(), engine_options.begin(), engine_options.end());
    auto arbiter = [&](std::vector<std::string> args) {
        std::vector<std::string> argv = { Arbiter.string(), args[0], "--quiet" };
        argv.insert(argv.end(), engine.begin(), engine.end());
        argv.insert(argv.end(), args.begin() + 1, args.end());
        return argv;
    };
    std::string                           suites = (Source / "suites").string();
    std::vector<std::vector<std::string>> runs   = {
          { sable, "bench", "3" },
          { sable, "perft-suite", "--variant", "xiangqi", "--max-nodes", "20000",
              suites + "/xiangqi/perft/wukong.epd" },
          arbiter({ "perft", "--suite", suites + "/chess/perft/ethereal_standard.epd", "--max-nodes",
              "20000" }),
          arbiter({ "suite", "--suite", suites + "/chess/tactics/wac.epd", "--first", "4", "--nodes",
              "20000" }),
          arbiter({ "suite", "--variant", "xiangqi", "--suite",
              suites + "/xiangqi/mate/wukong_mate2.epd", "--first", "2", "--nodes", "20000" }),
    };
    for (const auto& argv : runs) {
        Command command;
        command.argv = stderr_logged(argv, logs);
        command.env  = sanitizer_env(logs).vars;
        auto result  = run_command(command);
        // suite: 1 when a position is not solved at this small budget; anything else is a fault
        bool suite = argv.size() > 1 && argv[1] == "suite";
        EXPECT_TRUE(result.exit_code == 0 || (suite && result.exit_code == 1)) << command_line(
            argv) << " exited " << result.exit_code << "\n" << result.out.substr(0, 4000);
        EXPECT_TRUE(scan_sanitizer_text(result.out).empty()) << result.out.substr(0, 4000);
    }
    auto reports = scan_sanitizer_logs(logs);
    for (const auto& r : reports) ADD_FAILURE() << r.file << ": " << r.summary << "\n" << r.excerpt;
}

TEST(IntreeSable, SanitizeBuildRunsPerftAndSuitesWithoutReports) {
    expect_clean_runs("sanitize", {});
}

TEST(IntreeSable, TsanBuildSearchesWithTwoThreadsWithoutReports) {
    expect_clean_runs("tsan", { "option.Threads=2" });
}

} // namespace
