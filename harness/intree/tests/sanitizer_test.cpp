#include "harness/intree/command.h"
#include "harness/intree/sanitizer.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <unistd.h>

using namespace harness::intree;

namespace {

// Real reports of g++ 12 builds of a planted-bug program (addresses shortened).
const char* AsanReport = R"(=================================================================
==20286==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000020 at pc 0x55d9 bp 0x7fff sp 0x7fff
READ of size 4 at 0x602000000020 thread T0
    #0 0x55d93a9bf52a in main /tmp/intree-probe/bugs.cpp:10
    #1 0x7f55cee45249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58

0x602000000020 is located 0 bytes to the right of 16-byte region [0x602000000010,0x602000000020)
allocated by thread T0 here:
    #0 0x7f55cfcb9628 in operator new[](unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:98
    #1 0x55d93a9bf375 in main /tmp/intree-probe/bugs.cpp:6

SUMMARY: AddressSanitizer: heap-buffer-overflow /tmp/intree-probe/bugs.cpp:10 in main
Shadow bytes around the buggy address:
  0x0c047fff7fb0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
==20286==ABORTING
)";

const char* LeakReport = R"(
=================================================================
==20306==ERROR: LeakSanitizer: detected memory leaks

Direct leak of 28 byte(s) in 1 object(s) allocated from:
    #0 0x7fe97d4b9628 in operator new[](unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:98
    #1 0x558b0e1583e7 in main /tmp/intree-probe/bugs.cpp:8

SUMMARY: AddressSanitizer: 28 byte(s) leaked in 1 allocation(s).
)";

const char* TsanReport = R"(==================
WARNING: ThreadSanitizer: data race (pid=20312)
  Read of size 4 at 0x559cdcfca0a4 by thread T1:
    #0 operator() /tmp/intree-probe/bugs.cpp:9 (bugs_tsan+0x1258)

  Previous write of size 4 at 0x559cdcfca0a4 by main thread:
    #0 main /tmp/intree-probe/bugs.cpp:9 (bugs_tsan+0x13da)

SUMMARY: ThreadSanitizer: data race /tmp/intree-probe/bugs.cpp:9 in operator()
==================
==================
WARNING: ThreadSanitizer: lock-order-inversion (potential deadlock) (pid=20312)
  Cycle in lock order graph: M0 (0x7b0c00000000) => M1 (0x7b0c00000010) => M0

SUMMARY: ThreadSanitizer: lock-order-inversion (potential deadlock) /tmp/x.cpp:20 in f
==================
ThreadSanitizer: reported 2 warnings
)";

const char* UbsanReport = R"(info depth 3 score cp 20
bugs.cpp:7:41: runtime error: signed integer overflow: 2147483647 + 2 cannot be represented in type 'int'
    #0 0x562276eff3c2 in main /tmp/intree-probe/bugs.cpp:7
    #1 0x7f3513c45249 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58
SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior bugs.cpp:7:41 in
bestmove e2e4
)";

TEST(IntreeSanitizerText, AddressSanitizer) {
    auto reports = scan_sanitizer_text(AsanReport);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].kind, "AddressSanitizer");
    EXPECT_EQ(reports[0].summary,
        "AddressSanitizer: heap-buffer-overflow /tmp/intree-probe/bugs.cpp:10 in main");
    EXPECT_EQ(
        reports[0].excerpt.rfind("==20286==ERROR: AddressSanitizer: heap-buffer-overflow", 0), 0u);
    // the excerpt ends with the summary: shadow bytes are not quoted
    EXPECT_NE(
        reports[0].excerpt.find("bugs.cpp:6\n\nSUMMARY: AddressSanitizer"), std::string::npos);
    EXPECT_EQ(reports[0].excerpt.find("Shadow bytes"), std::string::npos);
}

TEST(IntreeSanitizerText, LeakSanitizerIsItsOwnKind) {
    auto reports = scan_sanitizer_text(LeakReport);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].kind, "LeakSanitizer");
    EXPECT_EQ(reports[0].summary, "AddressSanitizer: 28 byte(s) leaked in 1 allocation(s).");
}

TEST(IntreeSanitizerText, EveryThreadSanitizerWarning) {
    auto reports = scan_sanitizer_text(TsanReport);
    ASSERT_EQ(reports.size(), 2u);
    EXPECT_EQ(reports[0].kind, "ThreadSanitizer");
    EXPECT_EQ(reports[0].summary,
        "ThreadSanitizer: data race /tmp/intree-probe/bugs.cpp:9 in operator()");
    EXPECT_EQ(reports[1].summary,
        "ThreadSanitizer: lock-order-inversion (potential deadlock) /tmp/x.cpp:20 in f");
}

TEST(IntreeSanitizerText, UndefinedBehaviorInEngineOutputQuotesTheRuntimeError) {
    auto reports = scan_sanitizer_text(UbsanReport);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].kind, "UndefinedBehaviorSanitizer");
    EXPECT_EQ(reports[0].summary,
        "bugs.cpp:7:41: runtime error: signed integer overflow: "
        "2147483647 + 2 cannot be represented in type 'int'");
    EXPECT_EQ(reports[0].excerpt.find("bestmove"), std::string::npos);
    EXPECT_NE(reports[0].excerpt.find("#0 0x562276eff3c2 in main"), std::string::npos);
}

TEST(IntreeSanitizerText, ExcerptsStopAtThirtyLinesAndCleanTextHasNone) {
    std::string long_report = "==1==ERROR: AddressSanitizer: SEGV on unknown address 0x0\n";
    for (int i = 0; i < 100; ++i) long_report += "    #" + std::to_string(i) + " frame\n";
    auto reports = scan_sanitizer_text(long_report);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(std::count(reports[0].excerpt.begin(), reports[0].excerpt.end(), '\n'), 30);
    EXPECT_EQ(reports[0].summary, "==1==ERROR: AddressSanitizer: SEGV on unknown address 0x0");
    EXPECT_TRUE(scan_sanitizer_text("id name sable\nuciok\nThreadSanitizer: reported 0 warnings\n"
                                    "AddressSanitizer:DEADLYSIGNAL\n")
                    .empty());
}

class IntreeSanitizerLogs : public ::testing::Test {
protected:
    void SetUp() override {
        char tmpl[] = "/tmp/intree-sanlogs-XXXXXX";
        ASSERT_NE(mkdtemp(tmpl), nullptr);
        dir = tmpl;
    }
    void TearDown() override { std::filesystem::remove_all(dir); }
    void write(const std::string& name, const std::string& text) {
        std::ofstream(dir / name) << text;
    }
    std::filesystem::path dir;
};

TEST_F(IntreeSanitizerLogs, ReportsFromEveryFileAndUnrecognisedLogsAreKept) {
    write("asan.12", AsanReport);
    write("tsan.13", TsanReport);
    write("ubsan.14", "==14==WARNING: something odd\nmore\n");
    write("stderr.15", "just an engine's chatter\n");
    write("stderr.16", UbsanReport);
    write("asan.17", "");
    auto reports = scan_sanitizer_logs(dir);
    ASSERT_EQ(reports.size(), 5u);
    EXPECT_EQ(reports[0].kind, "AddressSanitizer");
    EXPECT_EQ(reports[0].file, dir / "asan.12");
    EXPECT_EQ(reports[1].kind, "UndefinedBehaviorSanitizer");
    EXPECT_EQ(reports[1].file, dir / "stderr.16");
    EXPECT_EQ(reports[2].kind, "ThreadSanitizer");
    EXPECT_EQ(reports[4].kind, "unrecognised");
    EXPECT_EQ(reports[4].summary, "unrecognised sanitizer log: ==14==WARNING: something odd");
    EXPECT_TRUE(scan_sanitizer_logs(dir / "missing").empty());
}

TEST_F(IntreeSanitizerLogs, EnvironmentSendsReportsToTheDirectory) {
    setenv("UBSAN_OPTIONS", "log_path=/elsewhere:suppressions=/s.txt", 1);
    unsetenv("ASAN_OPTIONS");
    auto env = sanitizer_env(dir);
    unsetenv("UBSAN_OPTIONS");
    ASSERT_EQ(env.vars.size(), 3u);
    EXPECT_EQ(env.vars[0].first, "ASAN_OPTIONS");
    EXPECT_EQ(
        env.vars[0].second, "log_path=" + dir.string() + "/asan:halt_on_error=1:detect_leaks=1");
    EXPECT_EQ(env.vars[1].second,
        "log_path=" + dir.string()
            + "/ubsan:halt_on_error=1:print_stacktrace=1:suppressions=/s.txt");
    EXPECT_EQ(env.vars[2].first, "TSAN_OPTIONS");
    EXPECT_NE(env.vars[2].second.find("log_path=" + dir.string() + "/tsan:"), std::string::npos);
}

TEST_F(IntreeSanitizerLogs, StderrLoggedKeepsArgumentsAndAppendsStderr) {
    auto argv = stderr_logged({ "/bin/sh", "-c", "echo out; echo 'it''s err' >&2; exit 3" }, dir);
    Command command;
    command.argv = argv;
    auto result  = run_command(command);
    EXPECT_EQ(result.exit_code, 3);
    EXPECT_EQ(result.out, "out\n");
    EXPECT_EQ(result.err, "");
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        ++files;
        EXPECT_EQ(entry.path().filename().string().rfind("stderr.", 0), 0u);
        std::ifstream in(entry.path());
        std::string   text((std::istreambuf_iterator<char>(in)), {});
        EXPECT_EQ(text, "its err\n");
    }
    EXPECT_EQ(files, 1);
}

} // namespace
