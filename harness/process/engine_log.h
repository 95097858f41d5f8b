#pragma once
// EngineLog: every line of every engine's conversation in one file, as it happens (`arbiter
// match -log FILE`): "<ms since the log opened> <engine name> <marker><text>", the markers of
// transcript.h ("> " to the engine, "< " from it, "! " its stderr, "# " a note by Arbiter). One
// log serves all the engines of a run (thread-safe). Bounded like the transcripts: a line keeps
// at most Transcript::MaxEntryBytes of its text, and the file at most `max_bytes` in all; past
// that one note says so and nothing more is written.

#include "transcript.h"

#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace harness::process {

class EngineLog {
public:
    static constexpr std::uint64_t DefaultMaxBytes = std::uint64_t(1) << 30; // 1 GiB

    // Open (truncate) the file; nullptr and `error` set when it cannot be written.
    [[nodiscard]] static std::shared_ptr<EngineLog> open(
        const std::string& path, std::string& error, std::uint64_t max_bytes = DefaultMaxBytes);

    void write(std::string_view engine, Direction d, std::string_view text);
    // True once a write failed (a full disk); the run goes on, the command reports it.
    [[nodiscard]] bool failed() const;

private:
    EngineLog(std::ofstream out, std::uint64_t max_bytes);

    mutable std::mutex mutex_;
    std::ofstream      out_;
    std::uint64_t      max_bytes_;
    std::uint64_t      bytes_ = 0;
    bool               full_  = false;
    Clock::time_point  start_ = Clock::now();
};

} // namespace harness::process
