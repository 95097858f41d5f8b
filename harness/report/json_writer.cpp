#include "fuzz_report.h"
#include "match_report.h"
#include "perft_report.h"
#include "rejected_report.h"
#include "suite_report.h"
#include "writers.h"

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
    j["engines"] = std::move(engines);
    j["config"]  = report.config;
    auto results = nlohmann::ordered_json::array();
    if (auto* m = std::get_if<MatchResults>(&report.results)) {
        std::array<std::string, 2> names;
        for (std::size_t i = 0; i < 2 && i < report.engines.size(); ++i)
            names[i] = report.engines[i].name;
        for (const auto& g : m->games) results.push_back(game_to_json(g, names));
        j["results"] = std::move(results);
        j["summary"] = match_summary_json(report, *m, p.elapsed_ms);
        add_rejected(j, report);
        return j;
    }
    std::visit(
        [&](const auto& rs) {
            if constexpr (!std::is_same_v<std::decay_t<decltype(rs)>, MatchResults>)
                for (const auto& r : rs) results.push_back(result_to_json(r));
        },
        report.results);
    j["results"] = std::move(results);
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        j["summary"] = perft_summary_json(*perft, p.elapsed_ms);
    else if (auto* fuzz = std::get_if<FuzzResults>(&report.results))
        j["summary"] = fuzz_summary_json(report, *fuzz);
    else
        j["summary"] = suite_summary_json(std::get<SuiteResults>(report.results), p.elapsed_ms);
    add_rejected(j, report);
    return j;
}

void write_json(std::ostream& out, const Report& report) {
    out << to_json(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

} // namespace harness::report
