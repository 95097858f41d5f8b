#include "engine_log.h"

namespace harness::process {

std::shared_ptr<EngineLog> EngineLog::open(
    const std::string& path, std::string& error, std::uint64_t max_bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        error = "cannot write '" + path + "'";
        return nullptr;
    }
    return std::shared_ptr<EngineLog>(new EngineLog(std::move(out), max_bytes));
}

EngineLog::EngineLog(std::ofstream out, std::uint64_t max_bytes)
    : out_(std::move(out))
    , max_bytes_(max_bytes) { }

void EngineLog::write(std::string_view engine, Direction d, std::string_view text) {
    const auto  ms   = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_);
    std::string line = std::to_string(ms.count()) + " " + std::string(engine) + " "
        + std::string(marker(d)) + std::string(text.substr(0, Transcript::MaxEntryBytes))
        + (text.size() > Transcript::MaxEntryBytes ? " [...]" : "") + "\n";
    std::lock_guard lock(mutex_);
    if (full_) return;
    if (bytes_ + line.size() > max_bytes_) {
        full_ = true;
        line  = "# the log reached its limit of " + std::to_string(max_bytes_)
            + " bytes; nothing more is written\n";
    }
    bytes_ += line.size();
    out_ << line;
    out_.flush();
}

bool EngineLog::failed() const {
    std::lock_guard lock(mutex_);
    return !out_;
}

} // namespace harness::process
