#include "tournament_journal.h"

#include "harness/match/game_json.h"

namespace harness::tournament {

nlohmann::ordered_json journal_record(
    std::size_t pairing, const match::GameEntry& g, const std::array<std::string, 2>& names) {
    return { { "pairing", pairing + 1 }, { "game", match::game_to_json(g, names) } };
}

std::optional<std::string> resume_games(
    const std::vector<nlohmann::json>& records, const std::string& path, TournamentConfig& c) {
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto& r = records[i];
        const auto  p = r.value("pairing", std::size_t(0));
        auto        g = r.contains("game") ? match::game_from_json(r["game"]) : std::nullopt;
        if (!g || p < 1 || p > c.matches.size())
            return path + ":" + std::to_string(i + 2) + ": not a tournament game";
        c.matches[p - 1].previous.push_back(std::move(*g));
    }
    return std::nullopt;
}

} // namespace harness::tournament
