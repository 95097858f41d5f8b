// Step 7 on a throw-away repository (harness/intree's toy CMake project): which targets are
// built with --coverage, where, and what measures the changed lines.

#include "harness/gate/intree_steps.h"
#include "harness/intree/tests/toy_repo.h"

#include <gtest/gtest.h>

#include <fstream>

namespace {

using namespace harness::gate;

InTreeOptions toy_options(const intree_test::ToyRepo& toy, const std::string& base) {
    InTreeOptions o;
    o.repo          = toy.repo;
    o.base_rev      = base;
    o.candidate_rev = "HEAD";
    o.target        = "toy_engine";
    o.work_dir      = toy.work;
    return o;
}

TEST(GateCoverageStep, QuickBuildsOnlyTheEngineInSlotsAndMeasuresItsBench) {
    intree_test::ToyRepo toy;
    const auto           base = toy.commit_base();
    toy.commit({ { "engine/eval.cpp", intree_test::ToyEvalCandidate } }, "toy: a new branch");
    auto config = profile("quick").value();
    // The toy plays no game Arbiter knows: no perft or suite slice, only the engine's bench
    // (`toy_engine bench` evaluates 3: the new test line runs, the new return does not).
    // A command that fails (a test binary's exit 1) is named in the step's data and reason.
    config.coverage.commands = { "false --gtest_brief=1", "'/bin/false'" };
    auto step                = coverage_step(toy_options(toy, base), config, {});
    ASSERT_EQ(step.verdict, Verdict::Pass) << step.reason;
    const auto* quick = std::get_if<CoverageData>(&step.data);
    ASSERT_NE(quick, nullptr);
    EXPECT_EQ(
        quick->failed_tests, (std::vector<std::string> { "false (exit 1)", "false (exit 1)" }));
    EXPECT_NE(step.reason.find("2 test(s) failed: false (exit 1) and more"), std::string::npos)
        << step.reason;
    EXPECT_EQ(quick->coverage.executed.size(), 1u);
    ASSERT_EQ(quick->coverage.missed.size(), 1u);
    EXPECT_EQ(quick->coverage.missed[0].line, 5);
    // The candidate's slot worktree, kept for the next gate; quick compares no base, so none
    // was built; no ctest, so the toy's test was never built.
    EXPECT_TRUE(std::filesystem::exists(toy.work / "candidate/build/coverage/bin/toy_engine"));
    EXPECT_FALSE(std::filesystem::exists(toy.work / "candidate/build/coverage/bin/toy_test"));
    EXPECT_FALSE(std::filesystem::exists(toy.work / "base"));

    // The standard profile runs the unit tests: everything is built, and the toy's test
    // (which evaluates 3 and -1) is what executes the changed line.
    config                  = profile("standard").value();
    config.bench.on.enabled = false;
    step                    = coverage_step(toy_options(toy, base), config, {});
    ASSERT_EQ(step.verdict, Verdict::Pass) << step.reason;
    const auto* standard = std::get_if<CoverageData>(&step.data);
    ASSERT_NE(standard, nullptr);
    EXPECT_EQ(standard->coverage.executed.size(), 1u);
    EXPECT_TRUE(std::filesystem::exists(toy.work / "candidate/build/coverage/bin/toy_test"));
    EXPECT_TRUE(std::filesystem::exists(toy.work / "base/build/coverage/bin/toy_engine"));
    ASSERT_EQ(standard->coverage.files.size(), 1u); // compare_base: before and after
    EXPECT_TRUE(standard->coverage.files[0].in_base);
}

// Red team, round two: a work directory holding an empty base/ (a CI cache restored without its
// .git file) made the gate force-checkout the user's own repository. The user's HEAD, status and
// unsaved edit are the same after the step; the repository itself as the work directory (it
// tracks a base/ folder) is refused, and nothing of the user's changes either.
TEST(GateCoverageStep, AWorkDirectoryHoldingAnEmptyBaseLeavesTheUsersCheckoutAlone) {
    intree_test::ToyRepo toy;
    const auto           base = toy.commit_base();
    toy.commit({ { "engine/eval.cpp", intree_test::ToyEvalCandidate }, { "base/keep.txt", "x\n" } },
        "toy: a new branch");
    std::ofstream(toy.repo / "engine/eval.h", std::ios::app) << "// unsaved work\n";
    auto user = [&] {
        return toy.git({ "rev-parse", "HEAD" }) + toy.git({ "status", "--porcelain", "--branch" })
            + toy.git({ "diff" });
    };
    const std::string before = user();
    auto              o      = toy_options(toy, base);
    o.work_dir               = toy.repo / "build" / "gate-worktrees";
    std::filesystem::create_directories(o.work_dir / "base");
    auto config = profile("quick").value();
    auto step   = coverage_step(o, config, {});
    EXPECT_EQ(step.verdict, Verdict::Pass) << step.reason;
    EXPECT_EQ(user(), before);

    o.work_dir = toy.repo;
    step       = coverage_step(o, config, {});
    EXPECT_EQ(step.verdict, Verdict::Error);
    EXPECT_NE(step.reason.find("choose a folder git does not track"), std::string::npos)
        << step.reason;
    EXPECT_EQ(user(), before);
}

// Issue 53: a project with an `instrumented` preset (coverage and ASan + UBSan together) builds
// one tree of the candidate for steps 7 and 8, and no base in quick; step 8 reads the sanitizer
// reports of step 7's runs (here a command with a use-after-free) from that tree.
TEST(GateCoverageStep, AnInstrumentedPresetIsOneTreeWhoseRunsStepEightReads) {
    intree_test::ToyRepo toy;
    const auto           base    = toy.commit_base();
    std::string          presets = intree_test::ToyPresets;
    presets.replace(presets.find("    { \"name\": \"nodir\""), 0,
        "    { \"name\": \"instrumented\", \"inherits\": \"base\", "
        "\"binaryDir\": \"${sourceDir}/build/${presetName}\", \"cacheVariables\": "
        "{ \"CMAKE_BUILD_TYPE\": \"Debug\", \"TOY_COVERAGE\": \"ON\", \"TOY_SANITIZE\": \"ON\" } "
        "},\n");
    toy.commit(
        { { "engine/eval.cpp", intree_test::ToyEvalCandidate }, { "CMakePresets.json", presets } },
        "toy: a new branch and one instrumented preset");
    auto config             = profile("quick").value();
    config.bench.on.enabled = false;
    config.coverage.commands
        = { "{build_dir}/bin/toy_engine", "{build_dir}/bin/toy_engine use-after-free" };
    const auto o     = toy_options(toy, base);
    auto       seven = coverage_step(o, config, {});
    ASSERT_EQ(seven.verdict, Verdict::Pass) << seven.reason;
    const auto* coverage = std::get_if<CoverageData>(&seven.data);
    ASSERT_NE(coverage, nullptr);
    EXPECT_EQ(coverage->candidate_build.build_dir, toy.work / "candidate/build/instrumented");
    EXPECT_EQ(coverage->coverage.executed.size(), 1u); // the first command ran the new line
    EXPECT_FALSE(std::filesystem::exists(toy.work / "base"));

    GateEngine base_engine;
    base_engine.spec.cmd = "/bin/true";
    auto eight           = instrumented_step(o, config, base_engine, {});
    EXPECT_EQ(eight.verdict, Verdict::Fail) << eight.reason;
    EXPECT_NE(eight.reason.find("AddressSanitizer"), std::string::npos) << eight.reason;
    const auto* instrumented = std::get_if<InstrumentedData>(&eight.data);
    ASSERT_NE(instrumented, nullptr);
    EXPECT_EQ(instrumented->build.build_dir, coverage->candidate_build.build_dir);

    // A change that touches no engine source line: step 7 has nothing to measure and runs
    // nothing, and step 8 does not read the reports step 7 left at the gate before.
    seven = coverage_step(o, config, {}, {}, 0);
    EXPECT_EQ(seven.verdict, Verdict::Pass) << seven.reason;
    EXPECT_NE(seven.reason.find("nothing run"), std::string::npos) << seven.reason;
    eight = instrumented_step(o, config, base_engine, {});
    EXPECT_EQ(eight.verdict, Verdict::Pass) << eight.reason;
}

} // namespace
