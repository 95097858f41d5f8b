#include "history.h"
#include "sqlite.h"

#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/utf8.h"

#include <chrono>
#include <ctime>
#include <utility>

namespace harness::history {

namespace {

void flatten(
    const nlohmann::json& value, const std::string& prefix, std::map<std::string, double>& out) {
    if (value.is_object()) {
        for (const auto& [key, v] : value.items())
            flatten(v, prefix.empty() ? key : prefix + "." + key, out);
    } else if (value.is_boolean()) {
        out[prefix] = value.get<bool>() ? 1 : 0;
    } else if (value.is_number()) {
        out[prefix] = value.get<double>();
    }
}

// A report's text field as the writers print it (valid UTF-8 on one line, no control
// characters), so that what the history stores cannot drive a terminal or break a row.
std::string text_or_empty(const nlohmann::json& object, const char* key) {
    auto it = object.find(key);
    return it != object.end() && it->is_string() ? input::one_line_text(it->get<std::string>())
                                                 : std::string();
}

void insert_metrics(Database& db, std::int64_t run, const nlohmann::json& report) {
    for (const auto& [name, value] : summary_metrics(report)) {
        auto row
            = db.prepare("INSERT OR REPLACE INTO metrics(run_id, name, value) VALUES(?, ?, ?)");
        row.bind(1, run).bind(2, std::string_view(name)).bind(3, value).run();
    }
}

// Schema steps: step[i] brings a file from version i to version i + 1.
void to_version_1(Database& db) {
    db.exec(R"sql(
        CREATE TABLE runs(
            id              INTEGER PRIMARY KEY,
            command         TEXT NOT NULL,
            started_at      TEXT,
            finished_at     TEXT,
            arbiter_version TEXT,
            host            TEXT,
            command_line    TEXT,
            game            TEXT,
            report          TEXT NOT NULL);
        CREATE TABLE engines(
            run_id   INTEGER NOT NULL REFERENCES runs(id),
            position INTEGER NOT NULL,
            role     TEXT,
            name     TEXT,
            id_name  TEXT,
            cmd      TEXT,
            protocol TEXT);
    )sql");
}

void to_version_2(Database& db) {
    db.exec(R"sql(
        CREATE TABLE metrics(
            run_id INTEGER NOT NULL REFERENCES runs(id),
            name   TEXT NOT NULL,
            value  REAL NOT NULL,
            PRIMARY KEY(run_id, name));
        CREATE INDEX runs_by_start ON runs(started_at);
    )sql");
    auto rows = db.prepare("SELECT id, report FROM runs");
    while (rows.step()) {
        const auto text = rows.text(1);
        if (input::json_nesting_error(text, db.path())) continue; // not a report Arbiter wrote
        auto report = nlohmann::json::parse(text, nullptr, false);
        if (!report.is_discarded()) insert_metrics(db, rows.integer(0), report);
    }
}

void to_version_3(Database& db) {
    db.exec(R"sql(
        CREATE TABLE ladder_entries(
            id       INTEGER PRIMARY KEY,
            build    TEXT NOT NULL,
            revision TEXT,
            added_at TEXT);
        CREATE TABLE ladder_games(
            entry_id INTEGER NOT NULL REFERENCES ladder_entries(id),
            number   INTEGER NOT NULL,
            first    TEXT NOT NULL,
            second   TEXT NOT NULL,
            score    REAL NOT NULL,
            pair     INTEGER,
            PRIMARY KEY(entry_id, number));
    )sql");
}

// The SQLite layer's exception as this module's error value (its message names the file).
HistoryError database_error(const SqliteError& e) {
    return HistoryError { HistoryError::Kind::Database, e.what() };
}

// Runs `body` between BEGIN IMMEDIATE and COMMIT, its result; when it throws, rolls back and
// rethrows (a failed ROLLBACK does not hide the error that caused it).
template <class Body> auto in_transaction(Database& db, Body body) {
    db.exec("BEGIN IMMEDIATE");
    try {
        auto result = body();
        db.exec("COMMIT");
        return result;
    } catch (...) {
        try {
            db.exec("ROLLBACK");
        } catch (const SqliteError&) { } // SQLite may have rolled back already
        throw;
    }
}

int user_version(Database& db) {
    auto stmt = db.prepare("PRAGMA user_version");
    return stmt.step() ? int(stmt.integer(0)) : 0;
}

// Brings the file to History::SchemaVersion in one transaction; the version it then has, or why
// it is refused. Throws SqliteError.
Expected<int, HistoryError> migrate(Database& db) {
    const int version = user_version(db);
    if (version > History::SchemaVersion)
        return HistoryError { HistoryError::Kind::Database,
            db.path() + ": written by a newer Arbiter (history schema " + std::to_string(version)
                + "; this one reads up to " + std::to_string(History::SchemaVersion) + ")" };
    if (version == History::SchemaVersion) return version;
    using Step                = void (*)(Database&);
    static const Step steps[] = { &to_version_1, &to_version_2, &to_version_3 };
    return in_transaction(db, [&] {
        for (int v = version; v < History::SchemaVersion; ++v) steps[v](db);
        db.exec("PRAGMA user_version = " + std::to_string(History::SchemaVersion));
        return History::SchemaVersion;
    });
}

// The report's run, its engines and its metrics inserted (inside a transaction); the run's id.
// Throws SqliteError.
std::int64_t insert_run(Database& db, const nlohmann::json& report) {
    db.prepare("INSERT INTO runs(command, started_at, finished_at, arbiter_version, host, "
               "command_line, game, report) VALUES(?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(1, text_or_empty(report, "command"))
        .bind(2, text_or_empty(report, "started_at"))
        .bind(3, text_or_empty(report, "finished_at"))
        .bind(4, text_or_empty(report, "arbiter_version"))
        .bind(5, text_or_empty(report, "host"))
        .bind(6, text_or_empty(report, "command_line"))
        .bind(7, text_or_empty(report, "game"))
        .bind(8,
            std::string_view(input::json_text(report))) // any engine bytes
        .run();
    auto run = db.last_insert_id();
    if (auto it = report.find("engines"); it != report.end() && it->is_array()) {
        std::int64_t position = 0;
        for (const auto& e : *it) {
            if (!e.is_object()) continue;
            db.prepare("INSERT INTO engines(run_id, position, role, name, id_name, cmd, "
                       "protocol) VALUES(?, ?, ?, ?, ?, ?, ?)")
                .bind(1, run)
                .bind(2, position++)
                .bind(3, text_or_empty(e, "role"))
                .bind(4, text_or_empty(e, "name"))
                .bind(5, text_or_empty(e, "id_name"))
                .bind(6, text_or_empty(e, "cmd"))
                .bind(7, text_or_empty(e, "protocol"))
                .run();
        }
    }
    insert_metrics(db, run, report);
    return run;
}

// The runs matching the filter, newest first, without their metrics. Throws SqliteError.
std::vector<Run> select_runs(Database& db, const RunFilter& filter) {
    auto stmt  = db.prepare(R"sql(
        SELECT r.id, r.command, r.started_at, r.game, r.host, r.arbiter_version, r.command_line,
               COALESCE(e.name, ''), COALESCE(e.id_name, '')
        FROM runs r LEFT JOIN engines e ON e.run_id = r.id AND e.position = 0
        WHERE (?1 IS NULL OR r.command = ?1) AND (?2 IS NULL OR e.name = ?2 OR e.id_name = ?2)
          AND (?3 IS NULL OR r.game = ?3)
        ORDER BY r.started_at DESC, r.id DESC
        LIMIT ?4)sql");
    auto clean = [](const std::optional<std::string>& s) { // as stored
        return s ? std::optional<std::string>(input::one_line_text(*s)) : std::nullopt;
    };
    stmt.bind(1, clean(filter.command)).bind(2, clean(filter.engine)).bind(3, clean(filter.game));
    stmt.bind(4, std::int64_t(filter.last > 0 ? filter.last : -1));
    std::vector<Run> out;
    while (stmt.step()) {
        Run r;
        r.id              = stmt.integer(0);
        r.command         = stmt.text(1);
        r.started_at      = stmt.text(2);
        r.game            = stmt.text(3);
        r.host            = stmt.text(4);
        r.arbiter_version = stmt.text(5);
        r.command_line    = stmt.text(6);
        r.engine          = stmt.text(7);
        r.engine_id_name  = stmt.text(8);
        out.push_back(std::move(r));
    }
    return out;
}

// Now in UTC, as the reports write times.
std::string utc_now() {
    const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm    tm {};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// Why an entry cannot join the ladder, or empty.
std::string bad_entry(const gate::LadderEntry& e) {
    if (e.build.empty()) return "a ladder entry without a build name";
    for (const auto& g : e.games) {
        if (g.first.empty() || g.second.empty() || g.first == g.second)
            return "a ladder game without two players";
        if (g.score != 0 && g.score != 0.5 && g.score != 1)
            return "a ladder game's score is not 1, 0.5 or 0";
    }
    return {};
}

std::int64_t insert_ladder_entry(Database& db, const gate::LadderEntry& e) {
    db.prepare("INSERT INTO ladder_entries(build, revision, added_at) VALUES(?, ?, ?)")
        .bind(1, input::one_line_text(e.build))
        .bind(2, input::one_line_text(e.revision))
        .bind(3, e.added_at.empty() ? utc_now() : input::one_line_text(e.added_at))
        .run();
    const auto   id     = db.last_insert_id();
    std::int64_t number = 0;
    for (const auto& g : e.games) {
        auto row = db.prepare("INSERT INTO ladder_games(entry_id, number, first, second, score, "
                              "pair) VALUES(?, ?, ?, ?, ?, ?)");
        row.bind(1, id).bind(2, number++).bind(3, input::one_line_text(g.first));
        row.bind(4, input::one_line_text(g.second)).bind(5, g.score);
        if (g.pair) row.bind(6, input::one_line_text(*g.pair));
        row.run();
    }
    return id;
}

} // namespace

Expected<std::int64_t, HistoryError> History::add_ladder_entry(const gate::LadderEntry& entry) {
    if (const auto why = bad_entry(entry); !why.empty())
        return HistoryError { HistoryError::Kind::NotAReport, why };
    try {
        return in_transaction(*db_, [&] { return insert_ladder_entry(*db_, entry); });
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

Expected<std::vector<gate::LadderEntry>, HistoryError> History::ladder_entries() {
    try {
        std::vector<gate::LadderEntry>      out;
        std::map<std::int64_t, std::size_t> at; // entry id -> index
        auto                                e
            = db_->prepare("SELECT id, build, revision, added_at FROM ladder_entries ORDER BY id");
        while (e.step()) {
            at[e.integer(0)] = out.size();
            out.push_back({ e.text(1), e.text(2), e.text(3), {} });
        }
        auto g = db_->prepare("SELECT entry_id, first, second, score, pair FROM ladder_games "
                              "ORDER BY entry_id, number");
        while (g.step()) {
            auto it = at.find(g.integer(0));
            if (it == at.end()) continue;
            out[it->second].games.push_back({ g.text(1), g.text(2), g.real(3),
                g.is_null(4) ? std::nullopt : std::optional(g.text(4)) });
        }
        return out;
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

std::map<std::string, double> summary_metrics(const nlohmann::json& report) {
    std::map<std::string, double> out;
    if (auto it = report.find("summary"); it != report.end()) flatten(*it, "", out);
    return out;
}

History::History(std::unique_ptr<Database> db, int version)
    : db_(std::move(db))
    , version_(version) { }

History::~History()                             = default;
History::History(History&&) noexcept            = default;
History& History::operator=(History&&) noexcept = default;

Expected<History, HistoryError> History::open(const std::string& path) {
    try {
        auto db      = std::make_unique<Database>(path);
        auto version = migrate(*db);
        if (!version) return version.error();
        return History(std::move(db), *version);
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

Expected<std::int64_t, HistoryError> History::record(const nlohmann::json& report) {
    if (!report.is_object() || !report.contains("schema_version") || !report.contains("command")
        || !report["command"].is_string())
        return HistoryError { HistoryError::Kind::NotAReport,
            "not an Arbiter report (no schema_version or command)" };
    try {
        return in_transaction(*db_, [&] { return insert_run(*db_, report); });
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

Expected<std::string, HistoryError> History::report(std::int64_t run_id) {
    try {
        auto stmt = db_->prepare("SELECT report FROM runs WHERE id = ?");
        stmt.bind(1, run_id);
        if (stmt.step()) return stmt.text(0);
        return HistoryError { HistoryError::Kind::Database,
            db_->path() + ": no run " + std::to_string(run_id) };
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

Expected<std::vector<Run>, HistoryError> History::runs(const RunFilter& filter) {
    try {
        auto out = select_runs(*db_, filter);
        for (auto& r : out) {
            auto m = db_->prepare("SELECT name, value FROM metrics WHERE run_id = ?");
            m.bind(1, r.id);
            while (m.step()) r.metrics[m.text(0)] = m.real(1);
        }
        return std::vector<Run>(out.rbegin(), out.rend());
    } catch (const SqliteError& e) {
        return database_error(e);
    }
}

} // namespace harness::history
