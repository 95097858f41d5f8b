// End to end on a throw-away git repository with a tiny CMake project (toy_repo.h): building
// revisions in worktrees, the changed lines, the coverage of the change and sanitizer reports.
#include "toy_repo.h"

#include "harness/intree/instrumentation.h"

#include "harness/intree/diff.h"
#include "harness/intree/intree.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

using namespace harness::intree;
using intree_test::ToyRepo;

namespace {

BuildRequest request(const ToyRepo& toy, const std::string& rev, const std::string& preset) {
    BuildRequest r;
    r.repo     = toy.repo;
    r.rev      = rev;
    r.preset   = preset;
    r.work_dir = toy.work;
    return r;
}

bool listed_as_worktree(ToyRepo& toy, const std::filesystem::path& path) {
    return toy.git({ "worktree", "list", "--porcelain" }).find(path.string()) != std::string::npos;
}

TEST(IntreeToyRepo, CoverageOfTheChangeFindsTheLineNoTestExecutes) {
    ToyRepo     toy;
    std::string base = toy.commit_base();
    std::string candidate
        = toy.commit({ { "engine/eval.cpp", intree_test::ToyEvalCandidate },
                         { "tests/eval_test.cpp", std::string(intree_test::ToyTest) + "// more\n" },
                         { "README.md", "toy, changed\n" } },
            "toy: a branch no test reaches");

    // changed lines: engine sources only
    std::string error   = "unset";
    auto        changed = changed_lines(toy.repo, base, "HEAD", { "engine/" }, &error);
    EXPECT_EQ(error, "");
    ASSERT_EQ(changed.size(), 3u);
    EXPECT_EQ(changed[0], (ChangedLine { "engine/eval.cpp", 4, "    if (x > 100)", false }));
    EXPECT_EQ(changed[1].line, 5);
    EXPECT_EQ(changed[2], (ChangedLine { "engine/eval.cpp", 6, "    // the usual case", false }));
    EXPECT_EQ(changed_lines(toy.repo, base, candidate, {}).size(), 4u); // + the test's line

    // both revisions built with the coverage preset
    BuildResult base_build = build_revision(request(toy, base, "coverage"));
    ASSERT_TRUE(base_build.ok) << base_build.error << "\n" << base_build.log_tail;
    BuildResult cand_build = build_revision(request(toy, "HEAD", "coverage"));
    ASSERT_TRUE(cand_build.ok) << cand_build.error << "\n" << cand_build.log_tail;
    EXPECT_EQ(cand_build.commit, candidate);
    EXPECT_EQ(base_build.worktree, toy.work / base.substr(0, 12));
    EXPECT_EQ(cand_build.build_dir, cand_build.worktree / "build" / "coverage");
    EXPECT_TRUE(std::filesystem::exists(cand_build.binary("toy_engine")));
    EXPECT_GT(cand_build.seconds, 0.0);

    CoverageRun run; // the project's coverage/gcovr.cfg keeps engine/ only
    run.labels              = "unit";
    run.commands            = { "{build_dir}/bin/toy_engine", "exit 3" };
    nlohmann::json base_cov = measure_coverage(base_build, run);
    nlohmann::json cand_cov = measure_coverage(cand_build, run);
    ASSERT_TRUE(cand_cov["intree"]["ok"].get<bool>()) << cand_cov["intree"].dump(2);
    EXPECT_EQ(cand_cov["intree"]["ctest_exit"], 0);
    EXPECT_EQ(cand_cov["intree"]["tests"], 1);
    ASSERT_EQ(cand_cov["intree"]["commands"].size(), 2u);
    EXPECT_EQ(cand_cov["intree"]["commands"][1]["exit"], 3);
    { // run two at a time, logged one after the other in the list's order
        std::ifstream     in(cand_cov["intree"]["log"].get<std::string>());
        const std::string log((std::istreambuf_iterator<char>(in)), {});
        const auto        first = log.find("bin/toy_engine"), second = log.find("exit 3");
        EXPECT_NE(first, std::string::npos) << log;
        EXPECT_NE(second, std::string::npos) << log;
        EXPECT_LT(first, second) << log;
    }
    for (const auto& f : cand_cov["files"])
        EXPECT_EQ(f["file"].get<std::string>().rfind("engine/", 0), 0u) << f["file"];

    ChangeCoverage cov = change_coverage(base_cov, cand_cov, changed);
    ASSERT_EQ(cov.missed.size(), 1u);
    EXPECT_EQ(cov.missed[0].file, "engine/eval.cpp");
    EXPECT_EQ(cov.missed[0].line, 5);
    EXPECT_EQ(cov.missed[0].text, "        return 200; // no test reaches this");
    ASSERT_EQ(cov.executed.size(), 1u);
    EXPECT_EQ(cov.executed[0].line, 4);
    ASSERT_EQ(cov.not_code.size(), 1u);
    EXPECT_EQ(cov.percent(), 50.0);
    ASSERT_EQ(cov.files.size(), 1u);
    EXPECT_EQ(cov.files[0].before, 100.0);
    EXPECT_LT(cov.files[0].after, 100.0);

    // without a gcovr.cfg, the filters choose the files
    CoverageRun filtered;
    filtered.gcovr_config = "no-such.cfg";
    filtered.filters      = { "tests/" };
    filtered.labels       = "property"; // the toy has none: the command alone runs the code
    filtered.commands     = { "{build_dir}/bin/toy_test" };
    nlohmann::json tests  = measure_coverage(cand_build, filtered);
    ASSERT_FALSE(tests["files"].empty()) << tests["intree"].dump(2);
    EXPECT_EQ(tests["intree"]["tests"], 0);
    for (const auto& f : tests["files"])
        EXPECT_EQ(f["file"].get<std::string>().rfind("tests/", 0), 0u) << f["file"];

    // a failing test is recorded, its coverage still counts
    run.labels          = "slow";
    run.exclude_labels  = "";
    run.commands        = {};
    nlohmann::json slow = measure_coverage(cand_build, run);
    EXPECT_TRUE(slow["intree"]["ok"].get<bool>());
    EXPECT_NE(slow["intree"]["ctest_exit"], 0);
    EXPECT_EQ(slow["intree"]["failed_tests"], nlohmann::json::array({ "toy.deep" }));
    EXPECT_EQ(slow["intree"]["tests"], 1);
    EXPECT_EQ(change_coverage(base_cov, slow, changed).executed.size(), 2u);

    // worktrees go away
    EXPECT_TRUE(listed_as_worktree(toy, base_build.worktree));
    EXPECT_TRUE(cleanup(base_build));
    EXPECT_FALSE(std::filesystem::exists(base_build.worktree));
    EXPECT_FALSE(listed_as_worktree(toy, base_build.worktree));
    EXPECT_TRUE(cleanup_all(toy.repo, toy.work));
    EXPECT_FALSE(std::filesystem::exists(cand_build.worktree));
    EXPECT_FALSE(listed_as_worktree(toy, cand_build.worktree));
}

TEST(IntreeToyRepo, BadRevisionsAndBrokenBuildsAreErrorsWithTheLog) {
    ToyRepo     toy;
    std::string base = toy.commit_base();

    BuildResult unknown = build_revision(request(toy, "no-such-rev", "release"));
    EXPECT_FALSE(unknown.ok);
    EXPECT_EQ(unknown.error, "unknown revision 'no-such-rev' in " + toy.repo.string());

    BuildRequest not_repo = request(toy, "HEAD", "release");
    not_repo.repo         = toy.root;
    EXPECT_EQ(
        build_revision(not_repo).error.rfind("not a git repository: " + toy.root.string(), 0), 0u);

    BuildResult no_preset = build_revision(request(toy, base, "no-such-preset"));
    EXPECT_FALSE(no_preset.ok);
    EXPECT_EQ(no_preset.error, "configure (cmake --preset no-such-preset) failed (exit 1)");
    EXPECT_NE(no_preset.log_tail.find("no-such-preset"), std::string::npos) << no_preset.log_tail;

    std::string broken
        = toy.commit({ { "engine/eval.cpp", "int eval(int x) { return x +; }\n" } }, "broken");
    BuildResult failed = build_revision(request(toy, broken, "release"));
    EXPECT_FALSE(failed.ok);
    EXPECT_EQ(failed.error, "build failed (exit 2)");
    EXPECT_NE(failed.log_tail.find("eval.cpp"), std::string::npos) << failed.log_tail;
    EXPECT_NE(failed.log_tail.find("error"), std::string::npos) << failed.log_tail;

    std::error_code ec;
    std::filesystem::remove_all(toy.work / "logs", ec);
    std::string error;
    EXPECT_TRUE(changed_lines(toy.repo, "no-such-rev", "HEAD", {}, &error).empty());
    EXPECT_NE(error.find("failed: fatal:"), std::string::npos) << error;
}

TEST(IntreeToyRepo, WorktreeReusedAtTheSameCommitAndACustomBuildCommand) {
    ToyRepo     toy;
    std::string base = toy.commit_base();

    BuildRequest custom  = request(toy, base, "");
    custom.build_command = "cmake -S . -B {build_dir} -DCMAKE_BUILD_TYPE=Release >/dev/null && "
                           "cmake --build {build_dir} --target toy_engine";
    BuildResult first    = build_revision(custom);
    ASSERT_TRUE(first.ok) << first.error << "\n" << first.log_tail;
    EXPECT_FALSE(first.reused);
    EXPECT_EQ(first.build_dir, first.worktree / "build" / "custom");
    EXPECT_TRUE(std::filesystem::exists(first.binary("toy_engine")));
    EXPECT_EQ(first.log.filename(), base.substr(0, 12) + "-build-custom.log");

    // a preset without binaryDir builds in worktree/build/<preset>; the worktree is reused
    BuildRequest nodir = request(toy, base, "nodir");
    nodir.targets      = { "toy_engine" };
    BuildResult second = build_revision(nodir);
    ASSERT_TRUE(second.ok) << second.error << "\n" << second.log_tail;
    EXPECT_TRUE(second.reused);
    EXPECT_EQ(second.build_dir, second.worktree / "build" / "nodir");
    EXPECT_TRUE(std::filesystem::exists(second.binary("toy_engine")));
    EXPECT_FALSE(std::filesystem::exists(second.binary("toy_test"))); // not a target

    custom.build_command = "exit 7";
    BuildResult failing  = build_revision(custom);
    EXPECT_FALSE(failing.ok);
    EXPECT_EQ(failing.error, "build command failed (exit 7)");
}

// Red team: a work directory with a space broke --build ({build_dir} unquoted), and a preset
// binaryDir with backticks ran a command. The first builds; the second is refused with the
// reason before anything runs.
TEST(IntreeToyRepo, PathsWithSpacesBuildAndShellMetacharactersInBinaryDirAreRefused) {
    ToyRepo     toy;
    std::string base = toy.commit_base();

    BuildRequest spaced  = request(toy, base, "");
    spaced.work_dir      = toy.root / "work dir";
    spaced.build_command = "cmake -S {source_dir} -B {build_dir}/x -DCMAKE_BUILD_TYPE=Release "
                           ">/dev/null && cmake --build {build_dir}/x --target toy_engine";
    BuildResult built    = build_revision(spaced);
    ASSERT_TRUE(built.ok) << built.error << "\n" << built.log_tail;
    EXPECT_TRUE(std::filesystem::exists(built.build_dir / "x" / "bin" / "toy_engine"));

    const auto  marker  = toy.root / "ran";
    std::string presets = intree_test::ToyPresets;
    presets.insert(presets.rfind(']'),
        ", { \"name\": \"evil\", \"inherits\": \"base\", "
        "\"binaryDir\": \"${sourceDir}/b`touch "
            + marker.string() + "`\" }\n");
    toy.commit({ { "CMakePresets.json", presets } }, "toy: a hostile preset");
    BuildRequest evil   = request(toy, "HEAD", "evil");
    evil.build_command  = "echo {build_dir}";
    BuildResult refused = build_revision(evil);
    EXPECT_FALSE(refused.ok);
    EXPECT_NE(refused.error.find("the binaryDir of preset 'evil'"), std::string::npos)
        << refused.error;
    EXPECT_NE(refused.error.find("holds the shell metacharacter '`': a build directory must be a "
                                 "plain path"),
        std::string::npos)
        << refused.error;
    EXPECT_FALSE(std::filesystem::exists(marker));

    // 30 presets each inheriting all 30 and none with a binaryDir: each is looked at once (a
    // search of every path would take 30^16 steps), then the build goes to build/<preset>.
    std::string tangled = "{\"version\": 6, \"configurePresets\": [";
    for (int i = 0; i < 30; ++i) {
        tangled += std::string(i ? "," : "") + "{\"name\": \"p" + std::to_string(i)
            + "\", \"inherits\": [";
        for (int k = 0; k < 30; ++k)
            tangled += std::string(k ? "," : "") + "\"p" + std::to_string(k) + "\"";
        tangled += "]}";
    }
    toy.commit({ { "CMakePresets.json", tangled + "]}" } }, "toy: tangled presets");
    BuildRequest knot  = request(toy, "HEAD", "p0");
    knot.build_command = "true";
    BuildResult loose  = build_revision(knot);
    EXPECT_TRUE(loose.ok) << loose.error;
    EXPECT_EQ(loose.build_dir, loose.worktree / "build" / "p0");

    toy.commit({ { "CMakePresets.json", std::string(100000, '[') } }, "toy: deep presets");
    BuildResult deep = build_revision(evil);
    EXPECT_FALSE(deep.ok);
    EXPECT_NE(
        deep.error.find("CMakePresets.json:1:65: error: nesting deeper than 64"), std::string::npos)
        << deep.error;
}

TEST(IntreeToyRepo, PlantedBugsAreReportedAndQuoted) {
    ToyRepo      toy;
    std::string  base     = toy.commit_base();
    BuildRequest sanitize = request(toy, base, "sanitize");
    sanitize.targets      = { "toy_engine" };
    BuildResult build     = build_revision(sanitize);
    ASSERT_TRUE(build.ok) << build.error << "\n" << build.log_tail;
    EXPECT_EQ(build.build_dir, build.worktree / "build"); // inherited from release

    std::filesystem::path logs = toy.root / "sanitizer-logs";
    std::filesystem::create_directories(logs);
    auto run = [&](const std::string& arg) {
        Command command;
        command.argv = stderr_logged({ build.binary("toy_engine").string(), arg }, logs);
        command.env  = sanitizer_env(logs).vars;
        return run_command(command);
    };
    EXPECT_EQ(run("clean").exit_code, 0);
    EXPECT_TRUE(scan_sanitizer_logs(logs).empty());

    EXPECT_NE(run("use-after-free").exit_code, 0);
    auto reports = scan_sanitizer_logs(logs);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].kind, "AddressSanitizer");
    EXPECT_EQ(reports[0].summary.rfind("AddressSanitizer: heap-use-after-free ", 0), 0u)
        << reports[0].summary;
    EXPECT_NE(reports[0].summary.find("engine/main.cpp:10 in main"), std::string::npos)
        << reports[0].summary;
    EXPECT_EQ(reports[0].file.filename().string().rfind("asan.", 0), 0u);
    EXPECT_NE(reports[0].excerpt.find("#0 "), std::string::npos) << reports[0].excerpt;

    // UBSan ignores log_path next to ASan (gcc PR 94328): found in the logged stderr
    std::filesystem::remove_all(logs);
    std::filesystem::create_directories(logs);
    EXPECT_NE(run("ub").exit_code, 0);
    reports = scan_sanitizer_logs(logs);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].kind, "UndefinedBehaviorSanitizer");
    EXPECT_NE(reports[0].summary.find("engine/main.cpp:14:"), std::string::npos)
        << reports[0].summary;
    EXPECT_NE(reports[0].summary.find("runtime error: signed integer overflow"), std::string::npos);
    EXPECT_EQ(reports[0].file.filename().string().rfind("stderr.", 0), 0u);
}

TEST(IntreeToyRepo, SlotWorktreeMovesToTheNextRevisionInPlace) {
    ToyRepo     toy;
    std::string base = toy.commit_base();

    // only the changed file is rebuilt
    BuildRequest slot   = request(toy, base, "release");
    slot.slot           = "candidate";
    slot.targets        = { "toy_engine" };
    BuildResult at_base = build_revision(slot);
    ASSERT_TRUE(at_base.ok) << at_base.error << "\n" << at_base.log_tail;
    EXPECT_EQ(at_base.worktree, toy.work / "candidate");
    std::string next = toy.commit(
        { { "engine/main.cpp", std::string(intree_test::ToyMain) + "// next\n" } }, "next");
    slot.rev            = next;
    BuildResult at_next = build_revision(slot);
    ASSERT_TRUE(at_next.ok) << at_next.error << "\n" << at_next.log_tail;
    EXPECT_TRUE(at_next.reused);
    EXPECT_EQ(at_next.worktree, at_base.worktree);
    EXPECT_EQ(toy.git({ "-C", at_next.worktree.string(), "rev-parse", "HEAD" }), next + "\n");
    std::string log = file_tail(at_next.log, 1000);
    EXPECT_NE(log.find("main.cpp.o"), std::string::npos) << log;
    EXPECT_EQ(log.find("eval.cpp.o"), std::string::npos) << log;
}

TEST(IntreeToyRepo, ACChangeIsSourceAndWhatTheFoldersMissIsNamed) {
    // Weiss's layout: C under src/. With the default engine/ the change has no line there, and
    // files_left_out names it; with src/ its lines are the change's.
    ToyRepo    toy;
    const auto base = toy.commit_base();
    const auto cand = toy.commit(
        { { "src/search.c", "int depth(void) { return 3; }\n" }, { "NOTES.txt", "why\n" } },
        "weiss-like: a C change");
    EXPECT_TRUE(harness::intree::changed_lines(toy.repo, base, cand, { "engine/" }).empty());
    EXPECT_EQ(harness::intree::files_left_out(toy.repo, base, cand, { "engine/" }),
        (std::vector<std::string> { "NOTES.txt", "src/search.c" }));
    const auto lines = harness::intree::changed_lines(toy.repo, base, cand, { "src/" });
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].file, "src/search.c");
    EXPECT_EQ(harness::intree::files_left_out(toy.repo, base, cand, { "src/" }),
        (std::vector<std::string> { "NOTES.txt" }));
}

// A C engine built by a Makefile (Weiss's way): the build command gets {build_dir} (created
// first), the kind and its compiler flags; a Makefile that ignores them makes a plain binary for
// every kind, which inspect_binary sees; each kind keeps its own log; a broken build names its
// log and its last line.
TEST(IntreeToyRepo, AMakefileEngineGetsItsBuildKindAndAPlainBuildIsSeen) {
    ToyRepo    toy;
    const auto base
        = toy.commit({ { "Makefile",
                           "OUT ?= toy\nCFLAGS ?= -O2\n$(OUT): src/main.c\n"
                           "\t$(CC) $(CFLAGS) -o $(OUT) src/main.c\n" },
                         { "src/main.c",
                             "#include <stdio.h>\nint main(int argc, char** argv) {\n"
                             "    (void)argv;\n"
                             "    printf(\"OVERALL: 1 ms %d nodes 42000 nps\\n\", argc * 42);\n"
                             "    return 0;\n}\n" } },
            "toy C engine");
    auto build = [&](const std::string& kind, const std::string& command) {
        BuildRequest r  = request(toy, base, kind);
        r.build_command = command;
        return build_revision(r);
    };
    const std::string honest = "make -s -C {source_dir} OUT={build_dir}/toy CFLAGS={cflags}";
    const std::string plain  = "make -s -C {source_dir} OUT={build_dir}/plain";
    for (const std::string kind : { "release", "coverage", "sanitize" }) {
        const auto b = build(kind, honest);
        ASSERT_TRUE(b.ok) << b.failure() << "\n" << b.log_tail;
        EXPECT_EQ(b.log.filename(), base.substr(0, 12) + "-" + kind + "-custom.log");
        const auto found = harness::intree::inspect_binary(b.binary("toy"));
        ASSERT_TRUE(found) << b.binary("toy");
        EXPECT_EQ(found->coverage, kind == "coverage") << kind;
        EXPECT_EQ(found->asan, kind == "sanitize") << kind;
        EXPECT_EQ(found->ubsan, kind == "sanitize") << kind;
        EXPECT_EQ(harness::intree::missing_instrumentation(b.binary("toy"), kind), "") << kind;
    }
    const auto ignored = build("sanitize", plain);
    ASSERT_TRUE(ignored.ok) << ignored.failure();
    EXPECT_EQ(harness::intree::missing_instrumentation(ignored.binary("plain"), "sanitize"),
        "no ASan, no UBSan runtime in " + ignored.binary("plain").string());
    EXPECT_EQ(harness::intree::missing_instrumentation(ignored.binary("plain"), "coverage"),
        "no coverage (gcov) runtime in " + ignored.binary("plain").string());

    const auto broken_sha
        = toy.commit({ { "src/main.c", "int main(void) { return x; }\n" } }, "broken");
    BuildRequest r    = request(toy, broken_sha, "release");
    r.build_command   = honest;
    const auto broken = build_revision(r);
    EXPECT_FALSE(broken.ok);
    EXPECT_THAT(broken.failure(),
        ::testing::StartsWith(
            "build command failed (exit 2); log " + broken.log.string() + ", ending: "));
    EXPECT_THAT(broken.failure(), ::testing::HasSubstr("make"));
}

} // namespace
