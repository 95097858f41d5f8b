#pragma once
// History: the reports of Arbiter's runs kept in one SQLite file (`--db PATH`), for trends
// across runs: which engine, when, on which host, and every number of the report's summary as
// a named metric ("solved", "problems.false_mate", "nps", "elo", ...). A report is stored as
// the JSON the report model writes (schema/report.schema.json), whatever the command.
//
// The file's schema is versioned (SQLite's user_version); an older file is migrated in one
// transaction when opened, a newer one is refused. Version 1 held runs and engines; version 2
// added the metrics table, filled from the stored reports; version 3 the rating ladder (its
// entries, each a build's gauntlet, and their games; ladder.h rates them).
//
// No exception leaves this module: every failure is a returned HistoryError.

#include "harness/gate/ladder_data.h"

#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace harness::history {

using engine::core::Expected;

class Database; // sqlite.h, this module's own

// Why the history failed; the message names the file or says what is wrong with the report.
// NotAReport leaves the database as it was (other reports can still be stored); Database is
// everything else: the file cannot be opened, is of a newer schema, or SQLite failed.
struct HistoryError {
    enum class Kind { NotAReport, Database };
    Kind        kind = Kind::Database;
    std::string message;
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
    static constexpr int SchemaVersion = 3;

    // Opens or creates the file, migrating an older schema.
    [[nodiscard]] static Expected<History, HistoryError> open(const std::string& path);
    ~History();
    History(History&&) noexcept;
    History& operator=(History&&) noexcept;

    // The file's schema version (SchemaVersion once opened).
    [[nodiscard]] int schema_version() const { return version_; }
    // Store one report (the JSON object of the report model) in one transaction; the new run's
    // id. A failure stores nothing.
    [[nodiscard]] Expected<std::int64_t, HistoryError> record(const nlohmann::json& report);
    // Runs matching the filter, oldest first, with their metrics.
    [[nodiscard]] Expected<std::vector<Run>, HistoryError> runs(const RunFilter& filter = {});
    // The report run `run_id` stored (its JSON text), or a Database error when there is none.
    [[nodiscard]] Expected<std::string, HistoryError> report(std::int64_t run_id);
    // Add a gauntlet's build and games to the ladder in one transaction (added_at: now, in UTC,
    // unless set); the entry's id. An entry without a build name, or a game without two players
    // or with a score other than 1, 0.5 or 0, is NotAReport and stores nothing.
    [[nodiscard]] Expected<std::int64_t, HistoryError> add_ladder_entry(
        const gate::LadderEntry& entry);
    // The ladder's entries, oldest first, each with its games in their order.
    [[nodiscard]] Expected<std::vector<gate::LadderEntry>, HistoryError> ladder_entries();

private:
    History(std::unique_ptr<Database> db, int version);

    std::unique_ptr<Database> db_;
    int                       version_ = 0;
};

// The numbers of a report's summary, flattened: {"total": 10, "problems.false_mate": 1, ...}
// (booleans as 0/1; strings, arrays and nulls are not metrics).
[[nodiscard]] std::map<std::string, double> summary_metrics(const nlohmann::json& report);

} // namespace harness::history
