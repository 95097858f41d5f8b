#pragma once
// A thin owner of an SQLite connection and its prepared statements (Debian's libsqlite3):
// RAII, bound parameters only (no SQL built from values), every failure an SqliteError naming
// the file and SQLite's message. Internal to harness/history: history.cpp catches every
// SqliteError, and no other module includes this header.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace harness::history {

struct SqliteError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Statement;

class Database {
public:
    // Opens (creating when absent) the file; throws SqliteError.
    explicit Database(const std::string& path);
    ~Database();
    Database(Database&& other) noexcept;
    Database& operator=(Database&&) = delete;
    Database(const Database&)       = delete;

    // Runs SQL without results (several statements allowed).
    void                             exec(std::string_view sql);
    [[nodiscard]] Statement          prepare(std::string_view sql);
    [[nodiscard]] std::int64_t       last_insert_id() const;
    [[nodiscard]] const std::string& path() const { return path_; }
    [[noreturn]] void                fail(std::string_view what) const;

private:
    std::string path_;
    sqlite3*    db_ = nullptr;
};

class Statement {
public:
    Statement(Database& db, sqlite3_stmt* stmt);
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement(const Statement&) = delete;

    // Bind by 1-based index; a nullopt binds NULL.
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, const std::string& text) {
        return bind(index, std::string_view(text));
    }
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, double value);
    Statement& bind(int index, const std::optional<std::string>& text);
    // Next row: true while a row is available; false once done.
    bool step();
    // Run to completion (INSERT, UPDATE).
    void run();

    [[nodiscard]] bool         is_null(int column) const;
    [[nodiscard]] std::string  text(int column) const;
    [[nodiscard]] std::int64_t integer(int column) const;
    [[nodiscard]] double       real(int column) const;

private:
    Database*     db_;
    sqlite3_stmt* stmt_;
};

} // namespace harness::history
