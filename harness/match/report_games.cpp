#include "report_games.h"

#include "harness/input/nesting.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace harness::match {

namespace {

// A field of a game: a string, or an integer as text.
std::optional<std::string> field(const nlohmann::json& g, const char* key) {
    const auto it = g.is_object() ? g.find(key) : g.end();
    if (it == g.end()) return std::nullopt;
    if (it->is_string()) return it->get<std::string>();
    if (it->is_number_integer()) return std::to_string(it->get<std::int64_t>());
    return std::nullopt;
}

} // namespace

ReportGames report_games(const std::string& text, const std::string& source) {
    ReportGames out;
    auto        fail = [&](std::string message) {
        out.error = engine::core::ParseError(0, std::move(message), 0, source);
        return out;
    };
    if (auto deep = input::json_nesting_error(text, source)) {
        out.error = *deep;
        return out;
    }
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return fail("not a JSON report");
    const auto command
        = j.contains("command") && j["command"].is_string() ? j["command"].get<std::string>() : "";
    if ((command != "match" && command != "tournament") || !j.contains("results")
        || !j["results"].is_array())
        return fail("not the report of a match or a tournament (\"command\": \"" + command + "\")");
    out.shard = j.contains("config") && j["config"].is_object() && j["config"].contains("shard");
    for (const auto& g : j["results"]) {
        const auto result = field(g, "result");
        const auto score  = result ? first_mover_score(*result) : std::nullopt;
        const auto white = field(g, "white"), black = field(g, "black");
        if (!score || !white || !black) {
            ++out.unfinished;
            continue;
        }
        RatedGame game { *white, *black, *score, std::nullopt };
        const auto& [low, high] = std::minmax(game.first, game.second);
        game.pair               = source + "\n" + field(g, "pairing").value_or("0") + "."
            + field(g, "round").value_or("0") + "\n" + low + "\n" + high;
        out.games.push_back(std::move(game));
    }
    return out;
}

} // namespace harness::match
