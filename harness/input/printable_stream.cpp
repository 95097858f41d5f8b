#include "printable_stream.h"

#include "utf8.h"

namespace harness::input {

namespace {

// The length a lead byte announces (0: not a lead byte of a multi-byte sequence).
std::size_t announced_length(unsigned char b) {
    if ((b & 0xE0) == 0xC0) return 2;
    if ((b & 0xF0) == 0xE0) return 3;
    if ((b & 0xF8) == 0xF0) return 4;
    return 0;
}

// Where the text's last sequence starts when the end of `s` cuts it; s.size() otherwise.
std::size_t cut_sequence_start(std::string_view s) {
    for (std::size_t back = 1; back <= 3 && back <= s.size(); ++back) {
        const auto b = static_cast<unsigned char>(s[s.size() - back]);
        if ((b & 0xC0) == 0x80) continue; // a continuation byte: look further back
        const auto n = announced_length(b);
        return n > back ? s.size() - back : s.size();
    }
    return s.size();
}

} // namespace

std::string PrintableStream::feed(std::string_view chunk) {
    held_.append(chunk);
    const auto  end = cut_sequence_start(held_);
    std::string out = printable_text(std::string_view(held_).substr(0, end));
    held_           = held_.substr(end);
    return out;
}

std::string PrintableStream::finish() {
    std::string out = printable_text(held_);
    held_.clear();
    return out;
}

} // namespace harness::input
