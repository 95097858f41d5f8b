#include "harness/process/line_reader.h"

#include <gtest/gtest.h>

#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace harness::process {
namespace {

using std::chrono::milliseconds;

std::vector<std::string> all_lines(LineBuffer& b) {
    std::vector<std::string> out;
    while (auto l = b.next_line()) out.push_back(*l);
    return out;
}

TEST(LineBuffer, SplitsOnLfAndCrlf) {
    LineBuffer b;
    b.append("uciok\r\nreadyok\nbestmove e2e4\r\n");
    EXPECT_EQ(all_lines(b), (std::vector<std::string> { "uciok", "readyok", "bestmove e2e4" }));
    EXPECT_EQ(b.pending_bytes(), 0u);
}

TEST(LineBuffer, KeepsPartialLinesUntilTheirEnd) {
    LineBuffer b;
    b.append("info dep");
    EXPECT_FALSE(b.next_line());
    b.append("th 1\r");
    EXPECT_FALSE(b.next_line());
    b.append("\nbest");
    EXPECT_EQ(b.next_line(), "info depth 1");
    EXPECT_FALSE(b.next_line());
    EXPECT_EQ(b.take_partial(), "best");
    EXPECT_FALSE(b.take_partial());
}

TEST(LineBuffer, EmptyLinesAreLines) {
    LineBuffer b;
    b.append("\n\r\nx\n");
    EXPECT_EQ(all_lines(b), (std::vector<std::string> { "", "", "x" }));
}

TEST(LineBuffer, TruncatesOverLongLines) {
    LineBuffer b(8);
    b.append("0123456789abc\nshort\n");
    EXPECT_EQ(b.next_line(), "01234567");
    EXPECT_EQ(b.next_line(), "short");
    EXPECT_EQ(b.truncated_count(), 1u);
}

TEST(LineBuffer, TruncatesOverLongLinesArrivingInPieces) {
    LineBuffer b(8);
    b.append("0123");
    EXPECT_FALSE(b.next_line());
    b.append("456789");
    EXPECT_EQ(b.next_line(), "01234567");
    b.append("more of the same line");
    EXPECT_FALSE(b.next_line());
    b.append(" end\nnext\n");
    EXPECT_EQ(b.next_line(), "next");
    EXPECT_FALSE(b.next_line());
}

TEST(LineBuffer, ManyLinesThroughOneBuffer) {
    LineBuffer  b;
    std::string data;
    for (int i = 0; i < 10000; ++i) data += "line " + std::to_string(i) + "\n";
    for (std::size_t i = 0; i < data.size(); i += 777) b.append(data.substr(i, 777));
    auto lines = all_lines(b);
    ASSERT_EQ(lines.size(), 10000u);
    EXPECT_EQ(lines[9999], "line 9999");
}

class LineReaderTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(::socketpair(AF_UNIX, SOCK_STREAM, 0, fds_), 0);
        ASSERT_TRUE(set_nonblocking(fds_[0]));
    }
    void TearDown() override {
        ::close(fds_[0]);
        if (fds_[1] >= 0) ::close(fds_[1]);
    }
    void feed(std::string_view s) {
        ASSERT_EQ(::write(fds_[1], s.data(), s.size()), ssize_t(s.size()));
    }
    void close_writer() {
        ::close(fds_[1]);
        fds_[1] = -1;
    }
    static Deadline soon() { return Clock::now() + milliseconds(20); }
    static Deadline later() { return Clock::now() + milliseconds(2000); }

    int fds_[2] = { -1, -1 };
};

TEST_F(LineReaderTest, ReadsLinesAndTimesOutOnPartialOnes) {
    LineReader r(fds_[0]);
    feed("id name X\r\nuci");
    auto a = r.read_line(later());
    EXPECT_EQ(a.status, Status::Ok);
    EXPECT_EQ(a.line, "id name X");
    EXPECT_EQ(r.read_line(soon()).status, Status::Timeout);
    feed("ok\n");
    auto b = r.read_line(later());
    EXPECT_EQ(b.status, Status::Ok);
    EXPECT_EQ(b.line, "uciok");
}

TEST_F(LineReaderTest, DeliversTheLastPartialLineThenEof) {
    LineReader r(fds_[0]);
    feed("a\nlast");
    close_writer();
    EXPECT_EQ(r.read_line(later()).line, "a");
    auto last = r.read_line(later());
    EXPECT_EQ(last.status, Status::Ok);
    EXPECT_EQ(last.line, "last");
    EXPECT_EQ(r.read_line(later()).status, Status::Eof);
    EXPECT_EQ(r.read_line(later()).status, Status::Eof);
}

TEST_F(LineReaderTest, ExpiredDeadlineStillReturnsBufferedLines) {
    LineReader r(fds_[0]);
    feed("x\ny\n");
    auto x = r.read_line(Clock::now()); // data already waiting: no need to wait
    EXPECT_EQ(x.status, Status::Ok);
    EXPECT_EQ(x.line, "x");
    auto y = r.read_line(Clock::now() - milliseconds(5));
    EXPECT_EQ(y.status, Status::Ok);
    EXPECT_EQ(y.line, "y");
}

TEST_F(LineReaderTest, LongLineIsTruncatedAtTheCap) {
    LineReader  r(fds_[0], 1000);
    std::string big(5000, 'z');
    feed(big + "\nok\n");
    auto a = r.read_line(later());
    EXPECT_EQ(a.line, std::string(1000, 'z'));
    EXPECT_EQ(r.read_line(later()).line, "ok");
}

} // namespace
} // namespace harness::process
