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

// A C engine built by a Makefile (Weiss's way) through --build: a command that honours the
// build kind ({cflags}) gets step 7's coverage of the changed C line (run by the engine's bench,
// printed as "OVERALL: ... nodes ... nps") and step 8's sanitizer run; one that ignores it makes
// a plain binary, and both steps say so and are incomplete, not passed; a broken build names its
// log and last line.
TEST(GateCoverageStep, AMakefileEngineIsMeasuredWhenItsBuildHonoursTheKindAndNotOtherwise) {
    intree_test::ToyRepo toy;
    const char*          makefile = intree_test::ToyCMakefile;
    const char*          main_c   = "#include <stdio.h>\nlong search(int depth);\n"
                                    "int main(int argc, char** argv) {\n    (void)argv;\n"
                                    "    long n = search(argc * 4);\n"
                                    "    printf(\"OVERALL: 5 ms %ld nodes %ld nps\\n\", n, n * 200);\n"
                                    "    return 0;\n}\n";
    const auto           base     = toy.commit({ { "Makefile", makefile }, { "src/main.c", main_c },
                                                   { "src/search.c",
                                                       "long search(int depth) {\n"
                                                                     "    return depth * 1000L;\n}\n" } },
                      "toy C engine");
    toy.commit({ { "src/search.c",
                   "long search(int depth) {\n    if (depth > 100)\n        return 0;\n"
                   "    return depth * 1001L;\n}\n" } },
        "search: a new branch");
    auto o                   = toy_options(toy, base);
    o.target                 = "toy";
    o.prefixes               = { "src/" };
    o.build_command          = "make -s -C {source_dir} OUT={build_dir}/toy CFLAGS={cflags}";
    auto config              = profile("quick").value();
    config.bench.on.enabled  = false;
    config.coverage.commands = { "{build_dir}/toy bench" };
    auto seven               = coverage_step(o, config, {});
    ASSERT_EQ(seven.verdict, Verdict::Pass) << seven.reason;
    const auto* coverage = std::get_if<CoverageData>(&seven.data);
    ASSERT_NE(coverage, nullptr);
    ASSERT_EQ(coverage->coverage.executed.size(), 2u) << seven.reason; // the test, the return
    EXPECT_EQ(coverage->coverage.executed[0].file, "src/search.c");
    ASSERT_EQ(coverage->coverage.missed.size(), 1u) << seven.reason; // return 0
    EXPECT_EQ(coverage->coverage.missed[0].line, 3);
    GateEngine base_engine;
    base_engine.spec.cmd    = "/bin/true";
    config.bench.on.enabled = true; // step 8 runs the engine's bench (it speaks no protocol)
    auto eight              = instrumented_step(o, config, base_engine, {});
    EXPECT_EQ(eight.verdict, Verdict::Pass) << eight.reason;
    EXPECT_NE(eight.reason.find("1 bench"), std::string::npos) << eight.reason;
    config.bench.on.enabled = false; // nothing to run: no pass
    EXPECT_EQ(instrumented_step(o, config, base_engine, {}).verdict, Verdict::Incomplete);

    // The same Makefile, the kind ignored: a plain binary in every tree.
    o.build_command = "make -s -C {source_dir} OUT={build_dir}/toy-plain && "
                      "cp {build_dir}/toy-plain {build_dir}/toy";
    std::filesystem::remove_all(toy.work / "candidate");
    seven = coverage_step(o, config, {});
    EXPECT_EQ(seven.verdict, Verdict::Incomplete) << seven.reason;
    EXPECT_NE(seven.reason.find("no coverage (gcov) runtime in"), std::string::npos)
        << seven.reason;
    eight = instrumented_step(o, config, base_engine, {});
    EXPECT_EQ(eight.verdict, Verdict::Incomplete) << eight.reason;
    EXPECT_NE(eight.reason.find("has no ASan, no UBSan runtime in"), std::string::npos)
        << eight.reason;
    EXPECT_NE(eight.reason.find("{cflags}"), std::string::npos) << eight.reason;

    // A broken build: the log's path and its last line.
    toy.commit({ { "src/search.c", "long search(int depth) { return x; }\n" } }, "broken");
    o.build_command = "make -s -C {source_dir} OUT={build_dir}/toy CFLAGS={cflags}";
    eight           = instrumented_step(o, config, base_engine, {});
    EXPECT_EQ(eight.verdict, Verdict::Error) << eight.reason;
    EXPECT_NE(eight.reason.find("build command failed (exit 2); log " + toy.work.string()),
        std::string::npos)
        << eight.reason;
    EXPECT_NE(eight.reason.find(", ending: "), std::string::npos) << eight.reason;
}

} // namespace
