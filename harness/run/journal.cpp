#include "journal.h"

#include <cstdio>
#include <sstream>

namespace harness::run {

using engine::core::ParseError;
using engine::core::Result;

Result<std::vector<nlohmann::json>> parse_journal(
    const std::string& text, const std::string& path) {
    std::vector<nlohmann::json> out;
    std::istringstream          in(text);
    int                         line_no = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_no;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object()) {
            if (in.peek() == EOF) break; // a torn last line of an interrupted run
            return ParseError(1, "not a JSON object: '" + line.substr(0, 40) + "'", line_no, path);
        }
        out.push_back(std::move(j));
    }
    return out;
}

Result<Journal> Journal::open(const std::string& path, bool resume) {
    Journal j;
    j.path_ = path;
    if (resume) {
        std::ifstream in(path, std::ios::binary);
        if (in) {
            std::ostringstream s;
            s << in.rdbuf();
            auto r = parse_journal(s.str(), path);
            if (!r) return r.error();
            j.records_ = std::move(*r);
        }
    }
    // Rewrite with the complete records only, then append.
    j.out_.open(path, std::ios::trunc);
    if (!j.out_) return ParseError(0, "cannot write journal '" + path + "'", 0, path);
    for (const auto& r : j.records_)
        j.out_ << r.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    j.out_.flush();
    return j;
}

void Journal::append(const nlohmann::json& record) {
    std::lock_guard lock(mutex_);
    out_ << record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    out_.flush();
}

void Journal::remove() {
    out_.close();
    std::remove(path_.c_str());
}

} // namespace harness::run
