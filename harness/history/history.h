#pragma once
// History: the reports of Arbiter's runs kept in one SQLite file (`--db PATH`), for trends
// across runs: which engine, when, on which host, and every number of the report's summary as
// a named metric ("solved", "problems.false_mate", "nps", "elo", ...). A report is stored as
// the JSON the report model writes (schema/report.schema.json), whatever the command.
//
// The file's schema is versioned (SQLite's user_version); an older file is migrated in one
// transaction when opened, a newer one is refused. Version 1 held runs and engines; version 2
// added the metrics table, filled from the stored reports.

#include "harness/history/sqlite.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace harness::history {

// A report that cannot be stored (not a report, a newer database...): the message says why.
struct HistoryError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Run {
    std::int64_t                  id = 0;
    std::string                   command, started_at, game, host, arbiter_version, command_line;
    std::string                   engine, engine_id_name; // the engine under test (engines[0])
    std::map<std::string, double> metrics;
};

struct RunFilter {
    std::optional<std::string> command, engine, game; // engine: its name or its id name
    int                        last = 0; // the newest N runs only (0: all)
};

class History {
public:
    static constexpr int SchemaVersion = 2;

    // Opens or creates the file, migrating an older schema; throws SqliteError/HistoryError.
    explicit History(const std::string& path);

    [[nodiscard]] int schema_version();
    // Store one report (the JSON object of the report model); the new run's id.
    std::int64_t record(const nlohmann::json& report);
    // Runs matching the filter, oldest first, with their metrics.
    [[nodiscard]] std::vector<Run> runs(const RunFilter& filter = {});

private:
    void migrate();

    Database db_;
};

// The numbers of a report's summary, flattened: {"total": 10, "problems.false_mate": 1, ...}
// (booleans as 0/1; strings, arrays and nulls are not metrics).
[[nodiscard]] std::map<std::string, double> summary_metrics(const nlohmann::json& report);

} // namespace harness::history
