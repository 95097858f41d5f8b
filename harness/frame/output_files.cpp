#include "output_files.h"

#include "harness/history/history.h"
#include "harness/report/match_html.h"
#include "harness/report/tournament_html.h"
#include "harness/report/writers.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <unistd.h>

namespace harness::frame {

namespace {

// Why `path` cannot be written, or empty.
std::string unwritable(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(path, ec)) return "is a directory";
    fs::path parent = fs::path(path).parent_path();
    if (parent.empty()) parent = ".";
    if (!fs::is_directory(parent, ec))
        return "its directory '" + parent.string() + "' "
            + (fs::exists(parent, ec) ? "is not a directory" : "does not exist");
    if (fs::exists(path, ec)) {
        if (access(path.c_str(), W_OK) != 0) return std::strerror(errno);
    } else if (access(parent.c_str(), W_OK | X_OK) != 0) {
        return "cannot create files in '" + parent.string() + "': " + std::strerror(errno);
    }
    return "";
}

// The absolute path with symlinks resolved, for comparing paths: the file's own link even when
// it dangles (writing through it creates the target), then the directories as far as they exist.
std::string resolved(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path        p = fs::absolute(path, ec);
    for (int hop = 0; hop < 40 && fs::is_symlink(fs::symlink_status(p, ec)); ++hop) {
        const auto target = fs::read_symlink(p, ec);
        if (ec) break;
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    const auto canonical = fs::weakly_canonical(p, ec);
    return (ec ? p.lexically_normal() : canonical).string();
}

// Open and migrate an existing history database now, so that a bad --db is refused before the
// run (an absent one is created when the report is stored; its directory is checked already).
std::optional<FrameError> open_history(const std::string& db) {
    std::error_code ec;
    if (!std::filesystem::exists(db, ec)) return std::nullopt;
    if (auto h = history::History::open(db); !h) return FrameError { "--db: " + h.error().message };
    return std::nullopt;
}

// The report stored in the history database `db`; why it is not, or nothing.
std::optional<std::string> store_in_history(const std::string& db, const nlohmann::json& report) {
    auto h = history::History::open(db);
    if (!h) return h.error().message;
    if (auto id = h->record(report); !id) return id.error().message;
    return std::nullopt;
}

} // namespace

std::optional<FrameError> check_output_paths(const ReportFiles& files, const InputFiles& inputs) {
    std::vector<std::pair<std::string, std::string>> paths = { { "--json", files.json },
        { "--json", files.json.empty() ? "" : files.json + ".partial" }, { "--junit", files.junit },
        { "--markdown", files.markdown }, { "--html", files.html }, { "--epd-out", files.epd_out },
        { "--pgn", files.pgn }, { "--out", files.book }, { "--log", files.log },
        { "--db", files.db } };
    paths.insert(paths.end(), files.others.begin(), files.others.end());
    std::map<std::string, std::string> outputs; // resolved path -> option
    for (const auto& [option, path] : paths) {
        if (path.empty()) continue;
        if (auto why = unwritable(path); !why.empty())
            return FrameError { option + ": cannot write '" + path + "': " + why };
        if (auto [it, fresh] = outputs.emplace(resolved(path), option); !fresh)
            return FrameError { option + " and " + it->second + " are the same file '" + path
                + "': one report would be lost" };
    }
    for (const auto& [option, list] : inputs)
        for (const auto& path : list)
            if (auto it = outputs.find(resolved(path)); !path.empty() && it != outputs.end())
                return FrameError { it->second + ": '" + path + "' is an input of this run ("
                    + option + "); it would be overwritten" };
    return files.db.empty() ? std::nullopt : open_history(files.db);
}

std::vector<std::string> write_reports(const report::Report& report, const ReportFiles& files) {
    report::write_terminal(std::cout, report);
    std::cout.flush();
    return write_report_files(report, files);
}

std::optional<std::string> write_text_file(const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    if (f) {
        f << text;
        f.flush();
    }
    if (f) return std::nullopt;
    const int err = errno;
    return path + ": " + (err ? std::strerror(err) : "write failed");
}

std::vector<std::string> write_report_files(
    const report::Report& report, const ReportFiles& files) {
    std::vector<std::string> failures;
    auto                     write_file = [&](const std::string& path, auto&& fn) {
        if (path.empty()) return;
        std::ostringstream text;
        fn(text);
        if (auto failure = write_text_file(path, text.str())) failures.push_back(*failure);
    };
    write_file(files.json, [&](std::ostream& f) { report::write_json(f, report); });
    write_file(files.junit, [&](std::ostream& f) { report::write_junit(f, report); });
    write_file(files.markdown, [&](std::ostream& f) { report::write_markdown(f, report); });
    if (const auto* m = std::get_if<report::MatchResults>(&report.results))
        write_file(files.html, [&](std::ostream& f) { report::write_match_html(f, report, *m); });
    if (const auto* t = std::get_if<report::TournamentResults>(&report.results))
        write_file(
            files.html, [&](std::ostream& f) { report::write_tournament_html(f, report, *t); });
    if (!files.db.empty())
        if (auto why = store_in_history(files.db, report::to_json(report)))
            failures.push_back("the history database " + files.db + " (the other reports are "
                + "written; the run is not in the history): " + *why);
    return failures;
}

int report_write_failed(const std::string& command, const std::vector<std::string>& failures,
    const std::string& journal_path) {
    for (const auto& f : failures)
        std::cerr << "arbiter " << command << ": cannot write report " << f << "\n";
    std::cerr << "arbiter " << command << ": the report is incomplete; "
              << (journal_path.empty() ? std::string("run again")
                                       : "the results are kept in " + journal_path
                             + " (the same command with --resume writes the reports again)")
              << "\n";
    return 2;
}

} // namespace harness::frame
