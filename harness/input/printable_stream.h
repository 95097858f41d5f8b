#pragma once
// printable_text over a stream that arrives in chunks cut anywhere (a FILE's buffer, a pipe):
// a UTF-8 sequence cut at a chunk's end is held until the next chunk completes it, so a cut
// never turns valid text into U+FFFD, and what is held is written at the end.

#include <string>
#include <string_view>

namespace harness::input {

class PrintableStream {
public:
    // printable_text of everything fed so far that is complete, not yet returned.
    [[nodiscard]] std::string feed(std::string_view chunk);
    // What is held (an incomplete sequence at the very end: U+FFFD).
    [[nodiscard]] std::string finish();

private:
    std::string held_;
};

} // namespace harness::input
