#include "bisect_report.h"
#include "fuzz_report.h"
#include "gate_report.h"
#include "match_report.h"
#include "measure_report.h"
#include "perft_report.h"
#include "rate_report.h"
#include "rejected_report.h"
#include "suite_report.h"
#include "symmetry_report.h"
#include "tournament_report.h"
#include "tune_report.h"
#include "writers.h"

#include "harness/input/json_text.h"

namespace harness::report {

namespace {

nlohmann::ordered_json engine_json(const EngineInfo& e) {
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    for (const auto& [k, v] : e.options) options[k] = v;
    return { { "role", e.role }, { "name", e.name }, { "cmd", e.cmd }, { "args", e.args },
        { "protocol", e.protocol }, { "options", options }, { "id_name", e.id_name },
        { "id_author", e.id_author } };
}

// Every report accounts for the input records it refused: the list and the summary's count.
void add_rejected(nlohmann::ordered_json& j, const Report& report) {
    j["rejected"]            = rejected_json(report.rejected);
    j["summary"]["rejected"] = report.rejected.size();
}

using Json = nlohmann::ordered_json;

// Each record of a run of records (perft jobs, suite positions, fuzz findings) as JSON.
template <class Records> Json records_json(const Records& records) {
    auto out = Json::array();
    for (const auto& r : records) out.push_back(result_to_json(r));
    return out;
}

// The "results" and "summary" of each kind of run.
std::pair<Json, Json> results_and_summary(const Report& report) {
    const auto ms = report.provenance.elapsed_ms;
    using Pair    = std::pair<Json, Json>;
    return std::visit(Overloaded {
                          [&](const GateResults& g) -> Pair {
                              auto steps = Json::array();
                              for (const auto& s : g.steps) steps.push_back(step_to_json(s));
                              return { steps, gate_summary_json(g, ms) };
                          },
                          [&](const BenchResults& b) -> Pair {
                              return { bench_results_json(b), bench_summary_json(b, ms) };
                          },
                          [&](const TreeSizeResults& t) -> Pair {
                              return { treesize_results_json(t), treesize_summary_json(t, ms) };
                          },
                          [&](const SymmetryResults& s) -> Pair {
                              return { symmetry_results_json(s), symmetry_summary_json(s, ms) };
                          },
                          [&](const MatchResults& m) -> Pair {
                              std::array<std::string, 2> names;
                              for (std::size_t i = 0; i < 2 && i < report.engines.size(); ++i)
                                  names[i] = report.engines[i].name;
                              auto games = Json::array();
                              for (const auto& g : m.games) games.push_back(game_to_json(g, names));
                              return { games, match_summary_json(report, m, ms) };
                          },
                          [&](const PerftResults& r) -> Pair {
                              return { records_json(r), perft_summary_json(r, ms) };
                          },
                          [&](const FuzzResults& r) -> Pair {
                              return { records_json(r), fuzz_summary_json(report, r) };
                          },
                          [&](const BisectResults& b) -> Pair {
                              return { bisect_results_json(b), bisect_summary_json(b) };
                          },
                          [&](const RateResults& r) -> Pair {
                              return { rate_results_json(r), rate_summary_json(r, ms) };
                          },
                          [&](const TuneResults& t) -> Pair {
                              return { tune_results_json(t), tune_summary_json(t, ms) };
                          },
                          [&](const TournamentResults& t) -> Pair {
                              return { tournament_results_json(t), tournament_summary_json(t, ms) };
                          },
                          [&](const SuiteResults& r) -> Pair {
                              return { records_json(r), suite_summary_json(r, ms) };
                          },
                      },
        report.results);
}

} // namespace

nlohmann::ordered_json to_json(const Report& report) {
    nlohmann::ordered_json j;
    const auto&            p = report.provenance;
    j["schema_version"]      = SchemaVersion;
    j["arbiter_version"]     = p.arbiter_version;
    j["command"]             = report.command;
    j["command_line"]        = p.command_line;
    j["host"]                = p.host;
    j["started_at"]          = p.started_at;
    j["finished_at"]         = p.finished_at;
    j["elapsed_ms"]          = p.elapsed_ms;
    j["game"]                = report.game;
    auto engines             = nlohmann::ordered_json::array();
    for (const auto& e : report.engines) engines.push_back(engine_json(e));
    j["engines"]            = std::move(engines);
    j["config"]             = report.config;
    auto [results, summary] = results_and_summary(report);
    j["results"]            = std::move(results);
    j["summary"]            = std::move(summary);
    add_rejected(j, report);
    return j;
}

void write_json(std::ostream& out, const Report& report) {
    out << input::json_text(to_json(report), 2) << "\n";
}

} // namespace harness::report
