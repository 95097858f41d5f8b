#include "history_games.h"

#include "ladder.h"

#include "harness/input/nesting.h"

#include <nlohmann/json.hpp>

namespace harness::history {

namespace {

// A shard's report (config.shard): arbiter merge's report holds its games.
bool is_shard(const std::string& text) {
    if (input::json_nesting_error(text, "")) return false;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    return j.is_object() && j.contains("config") && j["config"].is_object()
        && j["config"].contains("shard");
}

} // namespace

Expected<HistoryGames, HistoryError> history_games(History& history, const std::string& path) {
    HistoryGames out;
    for (const char* command : { "match", "tournament" }) {
        RunFilter filter;
        filter.command = command;
        auto runs      = history.runs(filter);
        if (!runs) return runs.error();
        for (const auto& run : *runs) {
            auto text = history.report(run.id);
            if (!text) return text.error();
            if (is_shard(*text)) { // its games are in the merged report too
                ++out.shards;
                continue;
            }
            rate::add_report_games(*text, path + "#run " + std::to_string(run.id), out.set);
            ++out.runs;
        }
    }
    auto entries = history.ladder_entries();
    if (!entries) return entries.error();
    out.ladder_entries = entries->size();
    for (auto& g : ladder_games(*entries)) {
        if (g.pair) g.pair = path + "#ladder " + *g.pair;
        out.set.games.push_back(std::move(g));
    }
    return out;
}

} // namespace harness::history
