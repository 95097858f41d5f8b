#include "shard_report.h"

#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"
#include "harness/report/match_report.h"
#include "harness/report/perft_report.h"
#include "harness/report/suite_report.h"
#include "harness/report/tournament_report.h"
#include "harness/run/run_identity.h"

#include <fstream>
#include <sstream>

namespace harness::shard {

using engine::core::ParseError;
using engine::core::Result;

namespace {

std::string text_of(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The SPRT a match report ran (its summary.sprt), if any.
std::optional<stats::SprtConfig> sprt_of(const nlohmann::json& summary) {
    if (!summary.is_object() || !summary.contains("sprt") || !summary["sprt"].is_object())
        return std::nullopt;
    const auto&       j = summary["sprt"];
    stats::SprtConfig s;
    s.elo0     = j.at("elo0").get<double>();
    s.elo1     = j.at("elo1").get<double>();
    s.alpha    = j.at("alpha").get<double>();
    s.beta     = j.at("beta").get<double>();
    auto model = stats::parse_elo_model(j.at("model").get<std::string>());
    if (!model) throw nlohmann::json::other_error::create(501, "unknown SPRT model", &j);
    s.model = *model;
    if (stats::sprt_config_error(s))
        throw nlohmann::json::other_error::create(501, "not an SPRT (elo0, elo1, alpha, beta)", &j);
    return s;
}

report::EngineInfo engine_from_json(const nlohmann::json& e) {
    report::EngineInfo info;
    info.role     = text_of(e, "role");
    info.name     = text_of(e, "name");
    info.cmd      = text_of(e, "cmd");
    info.protocol = text_of(e, "protocol");
    info.args     = e.value("args", std::vector<std::string>());
    if (e.contains("options"))
        for (const auto& [k, v] : e["options"].items())
            info.options.emplace_back(
                k, v.is_string() ? v.get<std::string>() : input::json_text(v));
    info.id_name   = text_of(e, "id_name");
    info.id_author = text_of(e, "id_author");
    return info;
}

// The report's command, game and provenance.
void read_frame(const nlohmann::json& j, report::Report& r) {
    r.command                    = text_of(j, "command");
    r.game                       = text_of(j, "game");
    r.provenance.arbiter_version = text_of(j, "arbiter_version");
    r.provenance.command_line    = text_of(j, "command_line");
    r.provenance.host            = text_of(j, "host");
    r.provenance.started_at      = text_of(j, "started_at");
    r.provenance.finished_at     = text_of(j, "finished_at");
    r.provenance.elapsed_ms      = j.value("elapsed_ms", std::int64_t(0));
}

// The results into `r`, each read back by its report part (r.command's): nullopt, or what is
// wrong with them.
std::optional<std::string> read_results(const nlohmann::json& j, report::Report& r) {
    // The index of the first bad result.
    std::optional<std::size_t> bad;
    auto                       read = [&](auto from_json, auto& out) {
        const auto& items = j["results"];
        for (std::size_t i = 0; i < items.size() && !bad; ++i)
            if (auto x = from_json(items[i]))
                out.push_back(std::move(*x));
            else
                bad = i;
    };
    if (r.command == "perft") {
        report::PerftResults out;
        read(report::perft_result_from_json, out);
        r.results = std::move(out);
    } else if (r.command == "suite") {
        report::SuiteResults out;
        read(report::result_from_json, out);
        r.results = std::move(out);
    } else if (r.command == "match") {
        if (auto g = r.config.value("games_per_round", 2); g != 1 && g != 2)
            return "config.games_per_round is " + std::to_string(g) + ", not 1 or 2";
        report::MatchResults m;
        read(report::game_from_json, m.games);
        m.sprt    = sprt_of(j.value("summary", nlohmann::json()));
        m.summary = match::summarize(m.games, r.config.value("games_per_round", 2), m.sprt);
        r.results = std::move(m);
    } else if (r.command == "tournament") {
        if (auto g = r.config.value("games_per_round", 2); g != 1 && g != 2)
            return "config.games_per_round is " + std::to_string(g) + ", not 1 or 2";
        auto t = report::tournament_results_from_json(
            j, sprt_of(j.value("summary", nlohmann::json())));
        if (!t) return "not a tournament's results (its kind, games and pairings)";
        r.results = std::move(*t);
    } else {
        return "a " + (r.command.empty() ? std::string("(no command)") : r.command)
            + " report: only perft, suite, match and tournament reports can be merged";
    }
    if (bad) return "results[" + std::to_string(*bad) + "] is not a " + r.command + " result";
    return std::nullopt;
}

} // namespace

Result<report::Report> report_from_json(const nlohmann::json& j, const std::string& source) {
    auto fail = [&](const std::string& what) { return ParseError(0, what, 0, source); };
    if (!j.is_object() || !j.contains("command") || !j.contains("results")
        || !j["results"].is_array() || !j.contains("config") || !j["config"].is_object())
        return fail("not an arbiter report (a JSON object with command, config and results)");
    try {
        report::Report r;
        read_frame(j, r);
        if (j.at("engines").size() > tournament::MaxEngines)
            return fail(std::to_string(j["engines"].size()) + " engines: a run holds at most "
                + std::to_string(tournament::MaxEngines));
        for (const auto& e : j.at("engines")) r.engines.push_back(engine_from_json(e));
        r.config = input::valid_ordered_json(j["config"]);
        if (j.contains("rejected"))
            for (const auto& x : j["rejected"])
                r.rejected.push_back({ text_of(x, "source"), x.value("line", 0),
                    x.value("column", 0), text_of(x, "reason") });
        if (auto wrong = read_results(j, r)) return fail(*wrong);
        return r;
    } catch (const nlohmann::json::exception& e) {
        return fail(std::string("not an arbiter report: ") + e.what());
    }
}

Result<ShardReport> load_shard_report(const std::string& path) {
    auto text = input::read_text_file(path, input::ReportLimits);
    if (!text) return text.error();
    if (auto deep = input::json_nesting_error(*text, path)) return *deep;
    auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded())
        return ParseError(0,
            "not JSON (a .partial journal is not a report: finish the shard with --resume)", 0,
            path);
    auto r = report_from_json(j, path);
    if (!r) return r.error();
    const auto& config = j["config"];
    if (!config.contains("shard"))
        return ParseError(
            0, "not a shard report (no config.shard): run it with --shard K/N", 0, path);
    auto info = run::shard_info_from_json(config["shard"]);
    if (!info) return ParseError(0, info.error().message, 0, path);
    ShardReport s { path, std::move(*r), *info, run::run_identity(j) };
    s.identity.erase("shard");
    if (run::config_digest(s.identity) != info->digest)
        return ParseError(0,
            "config.shard.digest '" + info->digest
                + "' is not the digest of the report's configuration ('"
                + run::config_digest(s.identity) + "'): an edited report",
            0, path);
    // The digest follows from the rest (a differing field is named, not the digest).
    s.identity["shard.count"]      = info->shard.count;
    s.identity["shard.run_id"]     = info->run_id;
    s.identity["shard.total"]      = info->total;
    s.identity["shard.batch_size"] = info->batch_size;
    // Another Arbiter may split, order or referee differently: its shards are another run's.
    s.identity["arbiter_version"] = s.report.provenance.arbiter_version;
    return s;
}

} // namespace harness::shard
