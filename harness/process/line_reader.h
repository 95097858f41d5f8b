#pragma once
// Line splitting and deadline-bounded reading from a non-blocking file descriptor.
//
// LineBuffer is pure: bytes in, lines out. It accepts "\n" and "\r\n" terminators, keeps a
// partial line until its end arrives, and caps a line at max_line_bytes: a longer line is
// delivered truncated to the cap and the rest of it, up to its newline, is dropped.
// LineReader owns nothing but a borrowed fd and a LineBuffer; it waits with poll().

#include "transport.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace harness::process {

inline constexpr std::size_t DefaultMaxLineBytes = std::size_t(1) << 20; // 1 MiB

class LineBuffer {
public:
    explicit LineBuffer(std::size_t max_line_bytes = DefaultMaxLineBytes);

    // Add raw bytes as read from the peer.
    void append(std::string_view bytes);
    // The next complete line (terminator and one trailing '\r' removed), if any.
    [[nodiscard]] std::optional<std::string> next_line();
    // At end of input: the unterminated rest as a last line, if it is not empty.
    [[nodiscard]] std::optional<std::string> take_partial();

    [[nodiscard]] bool        has_line() const;
    [[nodiscard]] std::size_t pending_bytes() const { return data_.size() - start_; }
    // How many lines were cut at max_line_bytes so far.
    [[nodiscard]] std::size_t truncated_count() const { return truncated_count_; }

private:
    void compact();

    std::size_t max_line_bytes_;
    std::string data_;
    std::size_t start_           = 0; // first unconsumed byte of data_
    bool        discarding_      = false; // dropping the tail of an over-long line
    std::size_t truncated_count_ = 0;
    std::size_t scan_from_       = 0; // data_[start_, scan_from_) holds no '\n'
};

// Result of draining a descriptor once.
enum class DrainStatus { Ok, Eof, Error };

// Read what is available now from non-blocking `fd` into `buffer`: stops on EAGAIN or after
// 256 KiB, whichever comes first.
// Returns Eof when the peer closed its end, Error on a read error other than EAGAIN/EINTR.
[[nodiscard]] DrainStatus drain_fd(int fd, LineBuffer& buffer);

// Put fd in non-blocking mode; false on failure.
[[nodiscard]] bool set_nonblocking(int fd);

// Reads lines from one descriptor (a pipe or socket), which it does not own or close.
class LineReader {
public:
    explicit LineReader(int fd, std::size_t max_line_bytes = DefaultMaxLineBytes);

    // Next line, waiting until `deadline`. At end of input a last unterminated line is delivered
    // first, then Eof forever.
    [[nodiscard]] ReadResult read_line(Deadline deadline);

    [[nodiscard]] const LineBuffer& buffer() const { return buffer_; }

private:
    int        fd_;
    LineBuffer buffer_;
    bool       eof_ = false;
};

} // namespace harness::process
