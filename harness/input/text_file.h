#pragma once
// Size limits for the files Arbiter reads whole: a file larger than its kind's limit, or with a
// line longer than the limit, is refused before it is parsed (an error naming the limit, and for
// a line its `file:line:col`), so that no file costs more memory than its kind needs. A FIFO or
// device is read up to the limit too (no size to ask for).

#include "engine/core/parse_error.h"
#include "engine/core/result.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace harness::input {

struct TextLimits {
    const char*   kind; // "a configuration file", named in errors
    std::uint64_t max_bytes; // the whole file
    std::size_t   max_line; // one line, its newline not counted (0: no limit)
};

constexpr std::uint64_t MiB = std::uint64_t(1) << 20;

// Engines files and gate configurations: a few KB in practice.
inline constexpr TextLimits ConfigLimits { "a configuration file", 16 * MiB, 1 * MiB };
// JSON reports and shard reports: one JSON value, possibly on one line.
inline constexpr TextLimits ReportLimits { "a report", 1024 * MiB, 0 };
// Journals (JSON Lines): one game, position or batch a line.
inline constexpr TextLimits JournalLimits { "a journal", 2048 * MiB, 64 * MiB };
// An engine's input to replay (a fuzz reproducer, bisect --replay): lines of commands.
inline constexpr TextLimits ReproducerLimits { "a reproducer", 64 * MiB, 16 * MiB };
// EPD, perft suites, PGN and opening books: a position or a line of move text a line.
inline constexpr TextLimits PositionLimits { "a position file", 512 * MiB, 1 * MiB };

// The first line of `text` longer than `limits.max_line`, as `source:line:col: error: a line
// longer than N bytes (the limit for KIND)`, col the first byte past the limit; nullopt if none.
[[nodiscard]] std::optional<engine::core::ParseError> long_line_error(
    std::string_view text, const std::string& source, const TextLimits& limits);

// The bytes of `path`, or why not: it cannot be read, it is larger than `limits.max_bytes`
// (`path: error: larger than N bytes, the limit for KIND`), or a line is too long.
[[nodiscard]] engine::core::Result<std::string> read_text_file(
    const std::string& path, const TextLimits& limits);

} // namespace harness::input
