#include "journal.h"

#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
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
        if (auto deep = input::json_nesting_error(line, path)) {
            deep->line = line_no;
            return *deep;
        }
        auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object()) {
            if (in.peek() == EOF) break; // a torn last line of an interrupted run
            return ParseError(1, "not a JSON object: '" + line.substr(0, 40) + "'", line_no, path);
        }
        out.push_back(std::move(j));
    }
    return out;
}

std::vector<std::string> run_differences(const nlohmann::json& journal_run,
    const nlohmann::json& this_run, const std::string& journal_label,
    const std::string& this_label) {
    std::vector<std::string> out;
    auto                     text = [](const nlohmann::json& j, const std::string& key) {
        auto it = j.find(key);
        return it == j.end() ? std::string("(none)") : input::json_text(*it);
    };
    auto keys = [&](const nlohmann::json& j, std::vector<std::string>& into) {
        if (!j.is_object()) return;
        for (const auto& [k, v] : j.items())
            if (std::find(into.begin(), into.end(), k) == into.end()) into.push_back(k);
    };
    std::vector<std::string> all;
    keys(this_run, all);
    keys(journal_run, all);
    for (const auto& k : all)
        if (text(journal_run, k) != text(this_run, k))
            out.push_back(k + ": " + text(journal_run, k) + " " + journal_label + ", "
                + text(this_run, k) + " " + this_label);
    return out;
}

Result<Journal> Journal::open(const std::string& path, bool resume, const nlohmann::json& run) {
    Journal j;
    j.path_ = path;
    if (resume) {
        std::error_code ec;
        if (std::filesystem::exists(path, ec)) {
            auto text = input::read_text_file(path, input::JournalLimits);
            if (!text) return text.error();
            auto r = parse_journal(*text, path);
            if (!r) return r.error();
            j.records_ = std::move(*r);
        }
        if (!j.records_.empty()) {
            const auto& first = j.records_.front();
            if (!first.contains("run"))
                return ParseError(0,
                    "not a journal of this run (no run line); delete it or run without --resume", 1,
                    path);
            auto diff = run_differences(first["run"], run);
            if (!diff.empty()) {
                std::string message = "a journal of another run (";
                for (std::size_t i = 0; i < diff.size(); ++i) message += (i ? "; " : "") + diff[i];
                return ParseError(
                    0, message + "); delete it or run without --resume to start again", 1, path);
            }
            j.records_.erase(j.records_.begin());
        }
    }
    // Rewrite with the run line and the complete records only, then append.
    j.out_.open(path, std::ios::trunc);
    if (!j.out_) return ParseError(0, "cannot write journal '" + path + "'", 0, path);
    j.out_ << input::json_text(nlohmann::json { { "run", run } }) << "\n";
    for (const auto& r : j.records_) j.out_ << input::json_text(r) << "\n";
    j.out_.flush();
    return j;
}

void Journal::append(const nlohmann::json& record) {
    std::lock_guard lock(mutex_);
    out_ << input::json_text(record) << "\n";
    out_.flush();
}

void Journal::remove() {
    out_.close();
    std::remove(path_.c_str());
}

} // namespace harness::run
