#pragma once
// Transcript: a bounded, timestamped record of a conversation with an engine, kept so that any
// failure report can show what was said just before it went wrong.
//
// Each entry is "ms since the transcript started" + a direction marker + the text:
//   "> " harness -> engine (stdin), "< " engine -> harness (stdout), "! " engine stderr,
//   "# " a note by the harness (spawned, exited, killed...).
// Bounded twice: only the last `capacity` entries are kept (a ring), and at most `max_bytes` of
// text in all (oldest entries dropped first); one entry keeps at most MaxEntryBytes of its text,
// the rest is replaced by " [... N more bytes]". total_count() counts all ever recorded.

#include "transport.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace harness::process {

class EngineLog;

enum class Direction { ToEngine, FromEngine, Stderr, Note };

// The two-character marker of a direction: "> ", "< ", "! ", "# ".
[[nodiscard]] std::string_view marker(Direction d);

struct TranscriptEntry {
    std::int64_t ms        = 0; // milliseconds since the transcript's start
    Direction    direction = Direction::Note;
    std::string  text;
};

class Transcript {
public:
    static constexpr std::size_t DefaultCapacity = 1000;
    static constexpr std::size_t DefaultMaxBytes = 256 * 1024;
    static constexpr std::size_t MaxEntryBytes   = 2048;

    explicit Transcript(std::size_t capacity = DefaultCapacity,
        Clock::time_point start = Clock::now(), std::size_t max_bytes = DefaultMaxBytes);

    // Append one line; the oldest entry is dropped when the ring is full. With a log attached,
    // the line is also written there under the engine's name.
    void record(Direction d, std::string_view text, Clock::time_point when = Clock::now());
    void attach_log(std::shared_ptr<EngineLog> log, std::string engine);
    // Forget every entry (the start time and total count are kept).
    void clear();

    [[nodiscard]] std::size_t   size() const { return entries_.size(); }
    [[nodiscard]] std::size_t   capacity() const { return capacity_; }
    [[nodiscard]] std::uint64_t total_count() const { return total_count_; }
    // Bytes of entry text held now (never more than max_bytes + MaxEntryBytes).
    [[nodiscard]] std::size_t                  bytes() const { return bytes_; }
    [[nodiscard]] std::vector<TranscriptEntry> entries() const;

    // The last n entries (all if n >= size()) as text, one per line, each ending in '\n':
    // "[    12 ms] > uci". Preceded by "[... k earlier lines]\n" when older lines exist.
    [[nodiscard]] std::string tail(std::size_t n) const;

private:
    std::size_t                 capacity_;
    std::size_t                 max_bytes_;
    Clock::time_point           start_;
    std::size_t                 bytes_ = 0;
    std::deque<TranscriptEntry> entries_;
    std::uint64_t               total_count_ = 0;
    std::shared_ptr<EngineLog>  log_;
    std::string                 log_name_;
};

// One entry formatted as in tail(), without the trailing newline.
[[nodiscard]] std::string to_string(const TranscriptEntry& e);

} // namespace harness::process
