#include "sent_lines.h"

namespace harness::session {

SentLines::SentLines(std::size_t max_lines, std::size_t max_bytes)
    : max_lines_(max_lines)
    , max_bytes_(max_bytes) { }

void SentLines::record(std::string_view line) {
    if (overflowed_) return;
    if (lines_.size() + 1 <= max_lines_ && bytes_ + line.size() + 1 <= max_bytes_) {
        lines_.emplace_back(line);
        bytes_ += line.size() + 1;
        return;
    }
    // Over a bound: the game's lines go (the handshake's too when it is the handshake).
    overflowed_           = true;
    handshake_overflowed_ = in_handshake_;
    lines_.resize(in_handshake_ ? 0 : handshake_count_);
    lines_.shrink_to_fit();
    bytes_ = in_handshake_ ? 0 : handshake_bytes_;
}

void SentLines::end_handshake() {
    if (!in_handshake_) return;
    in_handshake_    = false;
    handshake_count_ = lines_.size();
    handshake_bytes_ = bytes_;
}

void SentLines::begin_game() {
    if (in_handshake_ || handshake_overflowed_) return;
    lines_.resize(handshake_count_);
    bytes_      = handshake_bytes_;
    overflowed_ = false;
}

std::vector<std::string> SentLines::lines() const {
    if (overflowed_) return {};
    return lines_;
}

std::string SentLines::why_not() const {
    if (!overflowed_) return {};
    return "the lines sent to the engine process (its handshake"
        + std::string(handshake_overflowed_ ? "" : " and this game") + ") exceed "
        + std::to_string(max_lines_) + " lines or " + std::to_string(max_bytes_) + " bytes";
}

} // namespace harness::session
