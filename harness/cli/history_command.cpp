#include "harness/cli/history_command.h"

#include "harness/cli/args.h"
#include "harness/cli/common_options.h"
#include "harness/cli/usage.h"
#include "harness/gate/step_data_json.h"
#include "harness/history/history.h"
#include "harness/history/ladder.h"
#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"
#include "harness/process/interrupt.h"
#include "harness/report/ladder_report.h"
#include "harness/report/sanitize.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <set>
#include <sstream>

namespace harness::cli {

namespace {

struct Options {
    std::string              db;
    std::vector<std::string> imports;
    history::RunFilter       filter;
    std::string              metric;
    bool                     json = false, help = false;
};

using H = Options;
const std::vector<Option<Options>> HistoryOptionTable {
    text_option("--db", &H::db,
        { "--db FILE", "the database (created when absent; an older schema is migrated)" }),
    { { "--import" },
        [](Args& a, const std::string&, H& o) {
            auto files = a.tokens();
            if (files.empty()) throw UsageError("--import needs at least one report file");
            o.imports.insert(o.imports.end(), files.begin(), files.end());
        },
        { "--import R...",
            "store these report files first (a bad file is an error; the others are kept)" } },
    { { "--command" },
        [](Args& a, const std::string& opt, H& o) { o.filter.command = a.value(opt); },
        { "--command C", "only runs of this command (perft, suite, ...)" } },
    { { "--engine" }, [](Args& a, const std::string& opt, H& o) { o.filter.engine = a.value(opt); },
        { "--engine NAME", "only runs of this engine (its name or the id name it gave)" } },
    { { "--game" }, [](Args& a, const std::string& opt, H& o) { o.filter.game = a.value(opt); },
        { "--game G", "only runs of this game" } },
    { { "--last" },
        [](Args& a, const std::string& opt, H& o) { o.filter.last = a.int_value(opt, 1, 1000000); },
        { "--last N", "only the newest N runs" } },
    text_option("--metric", &H::metric,
        { "--metric NAME",
            "a summary number: solved, total, failed, nps, problems.false_mate, ..." }),
    flag_option("--json", &H::json, { "--json", "print the runs as JSON" }),
    help_option(&H::help),
};

const UsageText HistoryUsage {
    .head = R"(usage: arbiter history --db FILE [--import REPORT...] [--command C] [--engine NAME]
                       [--game G] [--last N] [--metric NAME] [--json]
       arbiter history ladder --db FILE [options]

The runs kept in a history database (SQLite). Reports are JSON reports of any arbiter command
(--json of perft, suite, ...). Without --metric, lists the runs (oldest first) with their main
numbers; with --metric, shows that number run by run and its change from the engine's
previous run -- a trend of solved positions, nps, Elo, ...

`arbiter history ladder` prints the rating ladder that `arbiter gate --ladder` fills: every
build in the order it joined, with its rating and 95% interval over all the ladder's games
(`arbiter history ladder --help` lists its options).

)",
    .tail = R"(Exit codes: 0 done; 2 usage or input error.
)",
    .column = 19,
};

Options parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, HistoryOptionTable);
    if (o.help) return o;
    if (o.db.empty()) throw UsageError("arbiter history needs --db FILE");
    return o;
}

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, v == std::floor(v) && std::abs(v) < 1e15 ? "%.0f" : "%.3f", v);
    return buf;
}

// A gate's headline: its verdict, its steps, and the suites' and strength test's figures
// ("PASS 7/9 steps passed (2 skipped), solved 41 (base 40), elo 3 +- 40").
std::string gate_headline(const history::Run& r) {
    auto        m   = [&](const char* k) { return r.metrics.count(k) ? r.metrics.at(k) : -1.0; };
    std::string out = m("exit_code") < 0 ? "?" : m("exit_code") == 0 ? "PASS" : "FAIL";
    if (m("total") >= 0)
        out += " " + number(m("pass")) + "/" + number(m("total")) + " steps passed ("
            + number(m("fail")) + " failed, " + number(m("error")) + " errors, "
            + number(m("skipped")) + " skipped)";
    if (m("solved") >= 0)
        out += ", solved " + number(m("solved")) + " (base " + number(m("base_solved")) + ")";
    if (r.metrics.count("elo") && r.metrics.count("elo_error95"))
        out += ", elo " + number(m("elo")) + " +- " + number(m("elo_error95"));
    return out;
}

// The run's headline: "solved 7/10" (suite), "ok 5/5" (perft), "elo 12 +- 30" (match), a
// gate's verdict and steps, or its first numbers.
std::string headline(const history::Run& r) {
    if (r.command == "gate") return gate_headline(r);
    auto has = [&](const char* k) { return r.metrics.count(k) > 0; };
    if (has("solved") && has("total"))
        return "solved " + number(r.metrics.at("solved")) + "/" + number(r.metrics.at("total"));
    if (has("ok") && has("total"))
        return "ok " + number(r.metrics.at("ok")) + "/" + number(r.metrics.at("total"));
    if (has("elo") && has("elo_error95"))
        return "elo " + number(r.metrics.at("elo")) + " +- " + number(r.metrics.at("elo_error95"));
    std::string out;
    int         shown = 0;
    for (const auto& [k, v] : r.metrics) {
        if (shown++ == 3) break;
        out += (out.empty() ? "" : ", ") + k + " " + number(v);
    }
    return out;
}

int import_reports(history::History& h, const std::vector<std::string>& files) {
    int errors = 0;
    for (const auto& file : files) {
        if (process::interrupted()) { // the files stored so far stay; the rest are not read
            std::cerr << "arbiter history: interrupted before " << file << "\n";
            return errors + 1;
        }
        auto text = input::read_text_file(file, input::ReportLimits);
        if (!text) {
            std::cerr << text.error().to_string() << "\n";
            ++errors;
            continue;
        }
        if (auto deep = input::json_nesting_error(*text, file)) {
            std::cerr << deep->to_string() << "\n";
            ++errors;
            continue;
        }
        auto report = nlohmann::json::parse(*text, nullptr, false);
        if (report.is_discarded()) {
            std::cerr << file << ": not JSON\n";
            ++errors;
            continue;
        }
        auto id = h.record(report);
        if (id) {
            std::cout << "imported " << file << " as run " << *id << "\n";
        } else if (id.error().kind == history::HistoryError::Kind::NotAReport) {
            std::cerr << file << ": " << id.error().message << "\n";
            ++errors;
        } else { // the database failed: the files stored so far stay; the rest are not read
            throw UsageError(id.error().message);
        }
    }
    return errors;
}

// The runs as JSON: ASCII only (other characters and control characters as \u escapes), stored
// text that is not UTF-8 replaced.
void print_json(const std::vector<history::Run>& runs) {
    auto out = nlohmann::ordered_json::array();
    for (const auto& r : runs)
        out.push_back({ { "id", r.id }, { "command", r.command }, { "started_at", r.started_at },
            { "game", r.game }, { "engine", r.engine }, { "engine_id_name", r.engine_id_name },
            { "host", r.host }, { "arbiter_version", r.arbiter_version },
            { "command_line", r.command_line }, { "metrics", r.metrics } });
    std::cout << input::json_text(out, 2, true) << "\n";
}

// Stored text on the terminal: reports come from files, so no byte of it may drive the
// terminal or break a row (report::one_line_text).
std::string shown(const std::string& text) { return report::one_line_text(text); }

// One row per run under a header: id, start, command, game, engine and its headline.
void print_runs(const std::vector<history::Run>& runs, const std::string& db) {
    if (runs.empty()) {
        std::cout << "no runs in " << db << "\n";
        return;
    }
    std::printf(
        "%6s  %-20s  %-6s  %-8s  %-24s  %s\n", "id", "started", "run", "game", "engine", "result");
    for (const auto& r : runs)
        std::printf("%6lld  %-20s  %-6s  %-8s  %-24s  %s\n", static_cast<long long>(r.id),
            shown(r.started_at).c_str(), shown(r.command).c_str(), shown(r.game).c_str(),
            shown(r.engine).c_str(), shown(headline(r)).c_str());
}

// A metric no run has is a usage error naming those known.
void check_metric(const std::vector<history::Run>& runs, const std::string& metric) {
    std::set<std::string> known;
    for (const auto& r : runs)
        for (const auto& [k, v] : r.metrics) known.insert(k);
    if (!runs.empty() && !known.count(metric)) {
        std::string list;
        for (const auto& k : known) list += (list.empty() ? "" : ", ") + shown(k);
        throw UsageError("no run has the metric '" + metric + "' (known: " + list + ")");
    }
}

// The metric run by run with its change from the engine's previous run.
void print_trend(const std::vector<history::Run>& runs, const std::string& metric) {
    std::map<std::string, double> previous; // per engine
    for (const auto& r : runs) {
        auto it = r.metrics.find(metric);
        if (it == r.metrics.end()) continue;
        std::string change = "";
        if (auto p = previous.find(r.engine); p != previous.end()) {
            double d = it->second - p->second;
            change   = (d > 0 ? "+" : "") + number(d);
        }
        previous[r.engine] = it->second;
        std::printf("%6lld  %-20s  %-6s  %-24s  %-12s  %s\n", static_cast<long long>(r.id),
            shown(r.started_at).c_str(), shown(r.command).c_str(), shown(r.engine).c_str(),
            number(it->second).c_str(), change.c_str());
    }
}

struct LadderOptions {
    std::string db, anchor, json, markdown, html;
    bool        help = false;
};

using L = LadderOptions;
const std::vector<Option<LadderOptions>> LadderOptionTable {
    text_option("--db", &L::db, { "--db FILE", "the history database (arbiter gate --db)" }),
    text_option("--anchor", &L::anchor,
        { "--anchor NAME",
            "the player held at 0 Elo (default the first reference the ladder met)" }),
    text_option("--json", &L::json, { "--json FILE", "the ladder as JSON" }),
    text_option(
        "--markdown", &L::markdown, { "--markdown FILE", "the ladder as a Markdown table" }),
    text_option("--html", &L::html, { "--html FILE", "a page with the chart of the ratings" }),
    help_option(&L::help),
};

const UsageText LadderUsage {
    .head = R"(usage: arbiter history ladder --db FILE [--anchor NAME] [--json F] [--markdown F]
                              [--html F]

The rating ladder of a history database: the builds `arbiter gate --ladder` added, in the order
they joined, and the references they played, rated together over all the ladder's games
(Bradley-Terry with Davidson draws and a first-mover advantage, 95% intervals clustered by game
pair, two virtual draws per pairing as a prior).

)",
    .tail = R"(Exit codes: 0 done; 2 usage error, no database, or a file that could not be written.
)",
    .column = 19,
};

// One output file of the ladder, written by `write`; false (said on stderr) when it could not be.
bool write_file(const std::string& path, const std::function<void(std::ostream&)>& write) {
    if (path.empty()) return true;
    std::ofstream out(path);
    if (out) write(out);
    if (out) return true;
    std::cerr << "arbiter history ladder: cannot write " << path << "\n";
    return false;
}

} // namespace

CommandHelp history_ladder_help() {
    return command_help(LadderUsage, { option_list(LadderOptionTable) });
}

namespace {

int history_ladder(const std::vector<std::string>& args) {
    auto o = read_options(args, LadderOptionTable);
    if (o.help) {
        std::cout << history_ladder_help().text;
        return 0;
    }
    if (o.db.empty()) throw UsageError("arbiter history ladder needs --db FILE");
    if (!std::filesystem::exists(o.db)) throw UsageError("no history database " + o.db);
    ReportFiles outputs;
    outputs.others = { { "--json", o.json }, { "--markdown", o.markdown }, { "--html", o.html } };
    require_output_paths(outputs, { { "--db", { o.db } } });
    auto h = history::History::open(o.db);
    if (!h) throw UsageError(h.error().message);
    auto entries = h->ladder_entries();
    if (!entries) throw UsageError(entries.error().message);
    const auto ladder = history::rate_ladder(*entries, o.anchor);
    report::write_ladder_text(std::cout, ladder);
    bool ok = write_file(o.json, [&](std::ostream& out) {
        out << input::json_text(gate::to_json(ladder), 2, true) << "\n";
    });
    ok &= write_file(
        o.markdown, [&](std::ostream& out) { report::write_ladder_markdown(out, ladder); });
    ok &= write_file(o.html, [&](std::ostream& out) { report::write_ladder_html(out, ladder); });
    return ok ? 0 : 2;
}

} // namespace

CommandHelp history_help() {
    return command_help(HistoryUsage, { option_list(HistoryOptionTable) });
}

int history_command(const std::vector<std::string>& args) {
    if (!args.empty() && args.front() == "ladder")
        return history_ladder(std::vector<std::string>(args.begin() + 1, args.end()));
    auto o = parse(args);
    if (o.help) {
        std::cout << history_help().text;
        return 0;
    }
    auto h = history::History::open(o.db);
    if (!h) throw UsageError(h.error().message);
    int errors = import_reports(*h, o.imports);
    if (process::interrupted()) return process::interrupted_exit_code();
    auto runs = h->runs(o.filter);
    if (!runs) throw UsageError(runs.error().message);
    if (!o.metric.empty()) check_metric(*runs, o.metric);
    if (o.json)
        print_json(*runs);
    else if (o.metric.empty())
        print_runs(*runs, o.db);
    else
        print_trend(*runs, o.metric);
    return errors ? 2 : 0;
}

} // namespace harness::cli
