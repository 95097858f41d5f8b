#include "history_games.h"

#include "ladder.h"

namespace harness::history {

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
            const auto shards = out.set.shards_left_out;
            rate::add_report_games(*text, path + "#run " + std::to_string(run.id), out.set, false);
            if (out.set.shards_left_out == shards) ++out.runs;
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
