#pragma once
// Reading protocol input one line at a time with bounded memory: a line longer than the limit
// is not buffered; its first `max` bytes are kept, the rest is read and dropped up to the
// newline, and the caller is told so it can report the line as an error.

#include <cstddef>
#include <istream>
#include <string>

namespace engine::protocol {

enum class LineRead {
    Line, // `line` holds the next line (without its newline; a last line may lack one)
    TooLong, // the line exceeded `max` bytes: `line` holds its first `max` bytes only
    End, // end of input, nothing read
};

inline LineRead read_line(std::istream& in, std::string& line, std::size_t max) {
    line.clear();
    std::streambuf* buf = in.rdbuf();
    if (!buf) return LineRead::End;
    bool any = false, too_long = false;
    for (;;) {
        const int c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (!any) return LineRead::End;
            break;
        }
        any = true;
        if (c == '\n') break;
        if (line.size() < max)
            line.push_back(char(c));
        else
            too_long = true;
    }
    return too_long ? LineRead::TooLong : LineRead::Line;
}

} // namespace engine::protocol
