#pragma once
// Reading protocol input one line at a time with bounded memory: a line longer than the limit
// is not buffered; its first `max` bytes are kept, the rest is read and dropped up to the
// newline (istream::ignore, no allocation), and the caller is told so it can report the line as
// an error.

#include <cstddef>
#include <istream>
#include <limits>
#include <string>

namespace engine::protocol {

enum class LineRead {
    Line, // `line` holds the next line (without its newline; a last line may lack one)
    TooLong, // the line exceeded `max` bytes: `line` holds its first `max` bytes only
    End, // end of input, nothing read
};

inline LineRead read_line(std::istream& in, std::string& line, std::size_t max) {
    line.resize(max + 1);
    in.getline(line.data(), std::streamsize(max + 1)); // keeps at most `max` bytes
    const auto kept = std::size_t(in.gcount());
    if (in.fail() && !in.bad() && !in.eof()) {
        // `max` bytes and no newline yet: drop the rest of the line.
        line.resize(max);
        in.clear();
        in.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        return LineRead::TooLong;
    }
    if (kept == 0 && in.fail()) {
        line.clear();
        return LineRead::End;
    }
    line.resize(in.eof() ? kept : kept - 1); // gcount() counts the newline when there was one
    return LineRead::Line;
}

} // namespace engine::protocol
