// Sanitizer environment and report scanning.

#include "harness/intree/sanitizer.h"

#include "harness/intree/command.h"

#include "engine/core/text.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <system_error>

namespace harness::intree {

namespace {

constexpr int         ExcerptLines = 30;
constexpr std::size_t MaxLogBytes  = 1 << 20;

// The user's own options for one runtime, without any log_path (ours must win).
std::string inherited_options(const char* name) {
    const char* value = std::getenv(name);
    if (!value) return {};
    std::string out, option;
    std::string all(value);
    std::size_t pos = 0;
    while (pos <= all.size()) {
        std::size_t end = all.find_first_of(": ", pos);
        if (end == std::string::npos) end = all.size();
        option = all.substr(pos, end - pos);
        if (!option.empty() && option.rfind("log_path=", 0) != 0)
            out += (out.empty() ? "" : ":") + option;
        pos = end + 1;
    }
    return out;
}

std::string options(const char* name, const std::string& ours) {
    std::string theirs = inherited_options(name);
    return theirs.empty() ? ours : ours + ":" + theirs;
}

bool contains(std::string_view s, std::string_view part) {
    return s.find(part) != std::string_view::npos;
}

// The report kind a header line opens, or empty.
std::string header_kind(std::string_view line) {
    // "==123==ERROR: AddressSanitizer: heap-buffer-overflow ..." (LeakSanitizer alike)
    if (contains(line, "ERROR: LeakSanitizer:")) return "LeakSanitizer";
    if (contains(line, "ERROR: AddressSanitizer:")) return "AddressSanitizer";
    // "WARNING: ThreadSanitizer: data race (pid=123)"; not the closing
    // "ThreadSanitizer: reported 2 warnings"
    if (contains(line, "WARNING: ThreadSanitizer:")) return "ThreadSanitizer";
    if (contains(line, "ERROR: ThreadSanitizer:")) return "ThreadSanitizer";
    // "file.cpp:5:7: runtime error: signed integer overflow: ..."
    if (contains(line, ": runtime error: ")) return "UndefinedBehaviorSanitizer";
    if (contains(line, "ERROR: UndefinedBehaviorSanitizer:")) return "UndefinedBehaviorSanitizer";
    return {};
}

std::string trim(std::string_view s) { return std::string(engine::core::trim_blanks(s)); }

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t                   pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    return lines;
}

} // namespace

SanitizerEnv sanitizer_env(const std::filesystem::path& log_dir) {
    std::string  dir = log_dir.string();
    SanitizerEnv env;
    env.vars.emplace_back("ASAN_OPTIONS",
        options("ASAN_OPTIONS", "log_path=" + dir + "/asan:halt_on_error=1:detect_leaks=1"));
    env.vars.emplace_back("UBSAN_OPTIONS",
        options("UBSAN_OPTIONS", "log_path=" + dir + "/ubsan:halt_on_error=1:print_stacktrace=1"));
    env.vars.emplace_back("TSAN_OPTIONS",
        options(
            "TSAN_OPTIONS", "log_path=" + dir + "/tsan:halt_on_error=1:second_deadlock_stack=1"));
    return env;
}

void apply_sanitizer_env(const std::filesystem::path& log_dir) {
    std::error_code ec;
    std::filesystem::create_directories(log_dir, ec);
    for (const auto& [name, value] : sanitizer_env(log_dir).vars)
        setenv(name.c_str(), value.c_str(), 1);
}

std::vector<std::string> stderr_logged(
    const std::vector<std::string>& argv, const std::filesystem::path& log_dir) {
    std::vector<std::string> out = { "/bin/sh", "-c",
        "exec \"$0\" \"$@\" 2>>" + shell_word(log_dir.string()) + "/stderr.$$" };
    out.insert(out.end(), argv.begin(), argv.end());
    return out;
}

std::vector<SanitizerReport> scan_sanitizer_text(std::string_view text) {
    std::vector<SanitizerReport>  reports;
    std::vector<std::string_view> lines = split_lines(text);
    std::size_t                   i     = 0;
    while (i < lines.size()) {
        std::string kind = header_kind(lines[i]);
        if (kind.empty()) {
            ++i;
            continue;
        }
        SanitizerReport report;
        report.kind    = kind;
        report.summary = trim(lines[i]);
        // The report runs to the next header (or the end); its SUMMARY line, when it has one,
        // is the summary (UBSan: the runtime error line says more than its SUMMARY).
        std::size_t end = i + 1;
        while (end < lines.size() && header_kind(lines[end]).empty()) ++end;
        for (std::size_t j = i + 1; j < end; ++j) {
            std::string_view line = lines[j];
            if (line.rfind("SUMMARY: ", 0) == 0) {
                if (kind != "UndefinedBehaviorSanitizer") report.summary = trim(line.substr(9));
                end = j + 1; // what follows the summary (shadow bytes...) is not the report
                break;
            }
        }
        for (std::size_t j = i; j < end && j < i + ExcerptLines; ++j)
            report.excerpt += std::string(lines[j]) + "\n";
        reports.push_back(std::move(report));
        i = end;
    }
    return reports;
}

std::vector<SanitizerReport> scan_sanitizer_logs(const std::filesystem::path& dir) {
    std::vector<SanitizerReport>       reports;
    std::error_code                    ec;
    std::vector<std::filesystem::path> files;
    if (!std::filesystem::is_directory(dir, ec)) return reports;
    for (auto it = std::filesystem::recursive_directory_iterator(dir, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec)) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::string   text(MaxLogBytes, '\0');
        in.read(text.data(), std::streamsize(text.size()));
        text.resize(std::size_t(in.gcount()));
        auto        found = scan_sanitizer_text(text);
        std::string name  = file.filename().string();
        bool        log   = name.rfind("asan.", 0) == 0 || name.rfind("ubsan.", 0) == 0
            || name.rfind("tsan.", 0) == 0;
        if (found.empty() && log && text.find_first_not_of(" \t\r\n") != std::string::npos) {
            SanitizerReport unknown;
            unknown.kind = "unrecognised";
            std::string_view rest
                = std::string_view(text).substr(text.find_first_not_of(" \t\r\n"));
            auto lines      = split_lines(rest);
            unknown.summary = "unrecognised sanitizer log: " + trim(lines.front());
            for (std::size_t j = 0; j < lines.size() && j < ExcerptLines; ++j)
                unknown.excerpt += std::string(lines[j]) + "\n";
            found.push_back(std::move(unknown));
        }
        for (auto& report : found) {
            report.file = file;
            reports.push_back(std::move(report));
        }
    }
    return reports;
}

} // namespace harness::intree
