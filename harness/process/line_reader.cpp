#include "line_reader.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace harness::process {

LineBuffer::LineBuffer(std::size_t max_line_bytes)
    : max_line_bytes_(max_line_bytes == 0 ? 1 : max_line_bytes) { }

void LineBuffer::append(std::string_view bytes) {
    // Step 1. Dropping the rest of an over-long line: skip up to and including its newline.
    if (discarding_) {
        auto nl = bytes.find('\n');
        if (nl == std::string_view::npos) return;
        bytes.remove_prefix(nl + 1);
        discarding_ = false;
    }
    data_.append(bytes.data(), bytes.size());
}

bool LineBuffer::has_line() const {
    if (data_.find('\n', std::max(start_, scan_from_)) != std::string::npos) return true;
    return pending_bytes() >= max_line_bytes_;
}

void LineBuffer::compact() {
    if (start_ == 0) return;
    if (start_ == data_.size()) {
        data_.clear();
    } else if (start_ > 4096 && start_ * 2 > data_.size()) {
        data_.erase(0, start_);
    } else {
        return;
    }
    scan_from_ = scan_from_ > start_ ? scan_from_ - start_ : 0;
    start_     = 0;
}

std::optional<std::string> LineBuffer::next_line() {
    std::size_t from = std::max(start_, scan_from_);
    std::size_t nl   = data_.find('\n', from);
    std::size_t len  = nl == std::string::npos ? data_.size() - start_ : nl - start_;

    // Over-long line: deliver the first max_line_bytes_ bytes, drop the rest of the line.
    if (len >= max_line_bytes_ && (nl == std::string::npos || len > max_line_bytes_)) {
        std::string line = data_.substr(start_, max_line_bytes_);
        ++truncated_count_;
        if (nl == std::string::npos) {
            start_      = data_.size();
            discarding_ = true;
        } else {
            start_ = nl + 1;
        }
        scan_from_ = start_;
        compact();
        return line;
    }
    if (nl == std::string::npos) {
        scan_from_ = data_.size();
        return std::nullopt;
    }
    std::string line = data_.substr(start_, len);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    start_     = nl + 1;
    scan_from_ = start_;
    compact();
    return line;
}

std::optional<std::string> LineBuffer::take_partial() {
    if (auto line = next_line()) return line;
    if (pending_bytes() == 0) return std::nullopt;
    std::string line = data_.substr(start_);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    data_.clear();
    start_ = scan_from_ = 0;
    return line;
}

DrainStatus drain_fd(int fd, LineBuffer& buffer) {
    // At most MaxDrainChunks reads per call: a peer that writes faster than we read cannot keep
    // us here (and our buffer growing) past the caller's deadline.
    constexpr int MaxDrainChunks = 4;
    char          chunk[65536];
    for (int reads = 0; reads < MaxDrainChunks;) {
        ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n > 0) {
            buffer.append(std::string_view(chunk, std::size_t(n)));
            if (std::size_t(n) < sizeof chunk) return DrainStatus::Ok;
            ++reads;
            continue;
        }
        if (n == 0) return DrainStatus::Eof;
        if (errno == EINTR) continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK) return DrainStatus::Ok;
        return DrainStatus::Error;
    }
    return DrainStatus::Ok;
}

bool set_nonblocking(int fd) {
    int flags = ::fcntl(fd, F_GETFL);
    return flags >= 0 && ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

LineReader::LineReader(int fd, std::size_t max_line_bytes)
    : fd_(fd)
    , buffer_(max_line_bytes) { }

ReadResult LineReader::read_line(Deadline deadline) {
    for (;;) {
        if (auto line = buffer_.next_line()) return { Status::Ok, std::move(*line) };
        if (eof_) {
            if (auto rest = buffer_.take_partial()) return { Status::Ok, std::move(*rest) };
            return { Status::Eof, {} };
        }
        auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() < 0) left = std::chrono::milliseconds(0);
        pollfd pfd { fd_, POLLIN, 0 };
        int    rc = ::poll(&pfd, 1, int(std::min<long long>(left.count(), 1 << 30)));
        if (rc < 0) {
            if (errno == EINTR) continue;
            return { Status::Error, {} };
        }
        if (rc == 0) {
            if (Clock::now() >= deadline) return { Status::Timeout, {} };
            continue;
        }
        switch (drain_fd(fd_, buffer_)) {
        case DrainStatus::Ok:
            break;
        case DrainStatus::Eof:
            eof_ = true;
            break;
        case DrainStatus::Error:
            return { Status::Error, {} };
        }
    }
}

} // namespace harness::process
