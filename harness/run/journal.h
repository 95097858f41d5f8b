#pragma once
// Journal: the JSON Lines file a run appends each result to as it arrives (one object per line,
// flushed), so an interrupted run — SIGTERM, SIGKILL, power loss — can be resumed. Reading is
// torn-line safe: a last line cut short is dropped, and opening for resume rewrites the file
// with the complete lines only, so appended lines never join a torn one. The first line names
// the run ({"run": {...}}: engine, game, limits, inputs): a resume refuses a journal of another
// run instead of mixing its results into this one.

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <mutex>
#include <string>
#include <vector>

namespace harness::run {

// What differs between two runs' identities (journal run lines, JSON objects), one
// "key: OLD in the journal, NEW in this run" per key (the labels name other sources, e.g. two
// shard reports); empty when they are the same run.
[[nodiscard]] std::vector<std::string> run_differences(const nlohmann::json& journal_run,
    const nlohmann::json& this_run, const std::string& journal_label = "in the journal",
    const std::string& this_label = "in this run");

// The complete records of a journal text. A bad line other than the last is an error
// (`path:line: ...`); a torn last line is ignored; a line nested deeper than
// input::NestingLimit is an error wherever it is.
[[nodiscard]] engine::core::Result<std::vector<nlohmann::json>> parse_journal(
    const std::string& text, const std::string& path = "journal");

class Journal {
public:
    // Open `path` for appending; `run` (a JSON object) identifies the run and is the first line.
    // resume = false: start empty. resume = true: keep the complete records already there
    // (returned by records()) and drop a torn last line. An unreadable journal, one without a
    // run line, or one whose run differs from `run` (the message names each differing field,
    // with both values) is an error.
    [[nodiscard]] static engine::core::Result<Journal> open(
        const std::string& path, bool resume, const nlohmann::json& run);

    [[nodiscard]] const std::vector<nlohmann::json>& records() const { return records_; }
    // Append one record as a line and flush it. Thread-safe.
    void append(const nlohmann::json& record);
    // Close and delete the file (the run completed and its report is written).
    void                             remove();
    [[nodiscard]] const std::string& path() const { return path_; }

    Journal(Journal&& other) noexcept
        : path_(std::move(other.path_))
        , out_(std::move(other.out_))
        , records_(std::move(other.records_)) { }

private:
    Journal() = default;
    std::string                 path_;
    std::ofstream               out_;
    std::vector<nlohmann::json> records_;
    std::mutex                  mutex_;
};

} // namespace harness::run
