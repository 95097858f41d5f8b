#include "harness/intree/command.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace harness::intree;

namespace {

TEST(IntreeCommand, CapturesStdoutAndStderrApartWithTheExitCode) {
    Command command;
    command.argv = { "/bin/sh", "-c", "echo hello; echo oops >&2; exit 4" };
    auto result  = run_command(command);
    EXPECT_EQ(result.exit_code, 4);
    EXPECT_EQ(result.out, "hello\n");
    EXPECT_EQ(result.err, "oops\n");
}

TEST(IntreeCommand, WorkingDirectoryEnvironmentAndSignals) {
    Command command;
    command.argv = { "/bin/sh", "-c", "pwd; echo \"$INTREE_X\"" };
    command.cwd  = "/usr";
    command.env  = { { "INTREE_X", "a b" } };
    auto result  = run_command(command);
    EXPECT_TRUE(result.ok());
    EXPECT_EQ(result.out, "/usr\na b\n");
    command.argv = { "/bin/sh", "-c", "kill -9 $$" };
    EXPECT_EQ(run_command(command).exit_code, 128 + 9);
}

TEST(IntreeCommand, MissingProgramOrDirectoryIsAnErrorValue) {
    Command missing;
    missing.argv = { "intree-no-such-program" };
    auto result  = run_command(missing);
    EXPECT_EQ(result.exit_code, -1);
    EXPECT_NE(result.err.find("cannot run 'intree-no-such-program'"), std::string::npos);
    Command bad_dir;
    bad_dir.argv = { "true" };
    bad_dir.cwd  = "/nonexistent-intree-dir";
    EXPECT_FALSE(run_command(bad_dir).ok());
    EXPECT_EQ(run_command(Command {}).exit_code, -1);
}

TEST(IntreeCommand, LogGetsTheCommandLineAndBothStreamsAndTailReadsIt) {
    char tmpl[] = "/tmp/intree-log-XXXXXX";
    int  fd     = mkstemp(tmpl);
    ASSERT_GE(fd, 0);
    close(fd);
    Command command;
    command.argv = { "/bin/sh", "-c", "for i in 1 2 3 4 5; do echo line$i; done; echo e >&2" };
    command.log  = tmpl;
    command.nice = true;
    auto result  = run_command(command);
    EXPECT_TRUE(result.ok());
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(file_tail(tmpl, 3), "line4\nline5\ne\n");
    EXPECT_EQ(file_tail(tmpl, 100).rfind("$ /bin/sh -c 'for i in", 0), 0u);
    EXPECT_EQ(file_tail("/nonexistent-intree-log", 3), "");
    std::remove(tmpl);
}

TEST(IntreeCommand, CommandLineSubstituteAndPath) {
    EXPECT_EQ(command_line({ "cmake", "--preset", "release", "-DX=a b", "it's" }),
        "cmake --preset release '-DX=a b' 'it'\\''s'");
    EXPECT_EQ(substitute("{build_dir}/bin/x {build_dir} {other}", { { "build_dir", "/b" } }),
        "/b/bin/x /b {other}");
    EXPECT_EQ(substitute("{a}", { { "a", "{a}" } }), "{a}");
    EXPECT_TRUE(in_path("sh"));
    EXPECT_FALSE(in_path("intree-no-such-program"));
}

// Red team: {build_dir} and {source_dir} were pasted unquoted into /bin/sh -c (a directory with
// backticks ran a command; one with a space broke --build). Each is one shell word now.
TEST(IntreeCommand, SubstitutedValuesAreOneShellWordEach) {
    EXPECT_EQ(shell_word("a b"), "'a b'");
    EXPECT_EQ(shell_word("it's"), "'it'\\''s'");
    const std::string marker = ::testing::TempDir() + "intree_shell_word_ran";
    std::remove(marker.c_str());
    const std::string dir = "/tmp/a b/`touch " + marker + "`$(touch " + marker + ");x'y\"z";
    Command           command;
    command.argv = { "/bin/sh", "-c",
        shell_substitute("printf '%s|' {build_dir}/bin {source_dir}",
            { { "build_dir", dir }, { "source_dir", "/src dir" } }) };
    auto result  = run_command(command);
    ASSERT_TRUE(result.ok()) << result.err;
    EXPECT_EQ(result.out, dir + "/bin|/src dir|");
    EXPECT_FALSE(std::filesystem::exists(marker)); // nothing inside the value ran
}

} // namespace
