#include "transcript.h"

#include "engine_log.h"

#include <cstdio>

namespace harness::process {

std::string_view marker(Direction d) {
    switch (d) {
    case Direction::ToEngine:
        return "> ";
    case Direction::FromEngine:
        return "< ";
    case Direction::Stderr:
        return "! ";
    case Direction::Note:
        return "# ";
    }
    return "? ";
}

Transcript::Transcript(std::size_t capacity, Clock::time_point start, std::size_t max_bytes)
    : capacity_(capacity == 0 ? 1 : capacity)
    , max_bytes_(max_bytes)
    , start_(start) { }

void Transcript::record(Direction d, std::string_view text, Clock::time_point when) {
    auto        ms = std::chrono::duration_cast<std::chrono::milliseconds>(when - start_).count();
    std::string kept(text.substr(0, MaxEntryBytes));
    if (text.size() > MaxEntryBytes)
        kept += " [... " + std::to_string(text.size() - MaxEntryBytes) + " more bytes]";
    if (log_) log_->write(log_name_, d, text);
    bytes_ += kept.size();
    entries_.push_back({ std::int64_t(ms), d, std::move(kept) });
    ++total_count_;
    while (entries_.size() > 1 && (entries_.size() > capacity_ || bytes_ > max_bytes_)) {
        bytes_ -= entries_.front().text.size();
        entries_.pop_front();
    }
}

void Transcript::attach_log(std::shared_ptr<EngineLog> log, std::string engine) {
    log_      = std::move(log);
    log_name_ = std::move(engine);
}

void Transcript::clear() {
    entries_.clear();
    bytes_ = 0;
}

std::vector<TranscriptEntry> Transcript::entries() const {
    return { entries_.begin(), entries_.end() };
}

std::string to_string(const TranscriptEntry& e) {
    char head[32];
    std::snprintf(head, sizeof head, "[%6lld ms] ", static_cast<long long>(e.ms));
    std::string out(head);
    out += marker(e.direction);
    out += e.text;
    return out;
}

std::string Transcript::tail(std::size_t n) const {
    std::size_t   shown   = n < entries_.size() ? n : entries_.size();
    std::uint64_t earlier = total_count_ - shown;
    std::string   out;
    if (earlier > 0) out += "[... " + std::to_string(earlier) + " earlier lines]\n";
    for (std::size_t i = entries_.size() - shown; i < entries_.size(); ++i) {
        out += to_string(entries_[i]);
        out += '\n';
    }
    return out;
}

} // namespace harness::process
