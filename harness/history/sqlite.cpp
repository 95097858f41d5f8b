#include "sqlite.h"

#include <sqlite3.h>

#include <utility>

namespace harness::history {

Database::Database(const std::string& path)
    : path_(path) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr)
        != SQLITE_OK) {
        std::string message = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        db_ = nullptr;
        throw SqliteError(path + ": cannot open the history database: " + message);
    }
    sqlite3_busy_timeout(db_, 10000); // parallel runs writing to one file wait for each other
    sqlite3_extended_result_codes(db_, 1);
}

Database::~Database() { sqlite3_close(db_); }

Database::Database(Database&& other) noexcept
    : path_(std::move(other.path_))
    , db_(std::exchange(other.db_, nullptr)) { }

void Database::fail(std::string_view what) const {
    throw SqliteError(path_ + ": " + std::string(what) + ": " + sqlite3_errmsg(db_));
}

void Database::exec(std::string_view sql) {
    char* error = nullptr;
    if (sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throw SqliteError(path_ + ": " + message);
    }
}

Statement Database::prepare(std::string_view sql) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_, sql.data(), int(sql.size()), &stmt, nullptr) != SQLITE_OK)
        fail("cannot prepare a statement");
    return Statement(*this, stmt);
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

Statement::Statement(Database& db, sqlite3_stmt* stmt)
    : db_(&db)
    , stmt_(stmt) { }

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept
    : db_(other.db_)
    , stmt_(std::exchange(other.stmt_, nullptr)) { }

Statement& Statement::bind(int index, std::string_view text) {
    if (sqlite3_bind_text(stmt_, index, text.data(), int(text.size()), SQLITE_TRANSIENT)
        != SQLITE_OK)
        db_->fail("cannot bind a value");
    return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) db_->fail("cannot bind a value");
    return *this;
}

Statement& Statement::bind(int index, double value) {
    if (sqlite3_bind_double(stmt_, index, value) != SQLITE_OK) db_->fail("cannot bind a value");
    return *this;
}

Statement& Statement::bind(int index, const std::optional<std::string>& text) {
    if (text) return bind(index, std::string_view(*text));
    if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) db_->fail("cannot bind a value");
    return *this;
}

bool Statement::step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    db_->fail("statement failed");
}

void Statement::run() {
    while (step()) { }
}

bool Statement::is_null(int column) const {
    return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

std::string Statement::text(int column) const {
    auto p = sqlite3_column_text(stmt_, column);
    return p ? std::string(
               reinterpret_cast<const char*>(p), std::size_t(sqlite3_column_bytes(stmt_, column)))
             : std::string();
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }

} // namespace harness::history
