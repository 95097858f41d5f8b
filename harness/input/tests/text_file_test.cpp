// Files read whole within their kind's limits: too large (a regular file and a FIFO), a line too
// long (with its line and column), a file that cannot be read, and files within the limits.

#include "harness/input/text_file.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace harness::input {
namespace {

using ::testing::HasSubstr;

constexpr TextLimits Small { "a test file", 100, 10 };

std::string temp_file(const std::string& name, const std::string& text) {
    auto path = std::filesystem::temp_directory_path()
        / ("arbiter_text_" + name + "_" + std::to_string(getpid()));
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

TEST(TextFile, WithinTheLimitsTheBytesComeBackAsTheyAre) {
    const std::string text = "0123456789\nabc\r\n\n\xff\x00z";
    auto              path = temp_file("ok", text);
    auto              read = read_text_file(path, Small);
    ASSERT_TRUE(read) << read.error().to_string();
    EXPECT_EQ(*read, text);
    EXPECT_FALSE(long_line_error(std::string(100, '\n'), "x", Small));
}

TEST(TextFile, ALargerFileIsRefusedNamingTheLimit) {
    auto read = read_text_file(temp_file("big", std::string(101, '\n')), Small);
    ASSERT_FALSE(read);
    EXPECT_THAT(read.error().to_string(),
        testing::EndsWith(": error: larger than 100 bytes, the limit for a test file"));
    EXPECT_EQ(read.error().line, 0);
}

TEST(TextFile, AFifoIsReadOnlyUpToTheLimit) {
    // A writer that would send 10 MB: the reader stops after the limit and refuses.
    auto path = std::filesystem::temp_directory_path()
        / ("arbiter_text_fifo_" + std::to_string(getpid()));
    std::filesystem::remove(path);
    ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
    std::thread writer([&] {
        int fd = open(path.c_str(), O_WRONLY);
        if (fd < 0) return;
        std::string chunk(1 << 16, 'x');
        for (int i = 0; i < 160; ++i)
            if (write(fd, chunk.data(), chunk.size()) < 0) break; // EPIPE once the reader left
        close(fd);
    });
    signal(SIGPIPE, SIG_IGN);
    auto read = read_text_file(path.string(), { "a pipe", 1 << 20, 0 });
    writer.join();
    ASSERT_FALSE(read);
    EXPECT_THAT(read.error().message, HasSubstr("larger than 1 MiB, the limit for a pipe"));
}

TEST(TextFile, ALongLineIsRefusedWithItsLineAndColumn) {
    auto path = temp_file("long", "short\nexactly10!\n01234567890\nmore");
    auto read = read_text_file(path, Small);
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().line, 3);
    EXPECT_EQ(read.error().column, 11);
    EXPECT_THAT(read.error().to_string(),
        HasSubstr(":3:11: error: a line longer than 10 bytes (the limit for a test file)"));
    // The last line, without a newline, counts too; no line limit: none is too long.
    EXPECT_EQ(long_line_error("a\n" + std::string(11, 'y'), "x", Small)->line, 2);
    EXPECT_FALSE(long_line_error(std::string(1000, 'y'), "x", { "r", 2000, 0 }));
}

TEST(TextFile, AFileThatCannotBeReadSaysWhy) {
    auto read = read_text_file("/nonexistent/arbiter/file", Small);
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().to_string(),
        "/nonexistent/arbiter/file: error: cannot read: No such file or directory");
}

} // namespace
} // namespace harness::input
