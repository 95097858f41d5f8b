#include "engine/protocol/line_reader.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace engine::protocol;

namespace {

TEST(LineReader, ReadsLinesKeepingEveryByteButTheNewline) {
    std::istringstream in(std::string("uci\n\nisready\r\na\0b\nlast", 22));
    std::string        line;
    EXPECT_EQ(read_line(in, line, 16), LineRead::Line);
    EXPECT_EQ(line, "uci");
    EXPECT_EQ(read_line(in, line, 16), LineRead::Line);
    EXPECT_EQ(line, "");
    EXPECT_EQ(read_line(in, line, 16), LineRead::Line);
    EXPECT_EQ(line, "isready\r");
    EXPECT_EQ(read_line(in, line, 16), LineRead::Line);
    EXPECT_EQ(line, std::string("a\0b", 3));
    EXPECT_EQ(read_line(in, line, 16), LineRead::Line);
    EXPECT_EQ(line, "last");
    EXPECT_EQ(read_line(in, line, 16), LineRead::End);
    EXPECT_EQ(read_line(in, line, 16), LineRead::End);
}

TEST(LineReader, ALineOverTheLimitIsCutAndItsRestDropped) {
    std::istringstream in("12345678\n123456789\n123456789abc");
    std::string        line;
    EXPECT_EQ(read_line(in, line, 8), LineRead::Line); // exactly the limit
    EXPECT_EQ(line, "12345678");
    EXPECT_EQ(read_line(in, line, 8), LineRead::TooLong);
    EXPECT_EQ(line, "12345678");
    EXPECT_EQ(read_line(in, line, 8), LineRead::TooLong); // no newline before the end
    EXPECT_EQ(read_line(in, line, 8), LineRead::End);
}

TEST(LineReader, EmptyInputIsTheEnd) {
    std::istringstream in("");
    std::string        line = "stale";
    EXPECT_EQ(read_line(in, line, 8), LineRead::End);
    EXPECT_EQ(line, "");
}

} // namespace
