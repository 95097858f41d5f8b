#include "harness/tournament/tournament.h"

namespace harness::tournament {

std::optional<Kind> parse_kind(std::string_view text) {
    if (text == "round-robin" || text == "roundrobin") return Kind::RoundRobin;
    if (text == "gauntlet") return Kind::Gauntlet;
    return std::nullopt;
}

const char* to_string(Kind k) { return k == Kind::Gauntlet ? "gauntlet" : "round-robin"; }

std::vector<Pairing> pairings(std::size_t engines, Kind kind, std::size_t seeds) {
    std::vector<Pairing> out;
    for (std::size_t a = 0; a < engines; ++a)
        for (std::size_t b = a + 1; b < engines; ++b)
            if (kind == Kind::RoundRobin || a < seeds) out.push_back({ a, b });
    return out;
}

std::vector<match::RatedGame> rated_games(const std::vector<std::string>& names,
    const std::vector<Pairing>& pairings, const std::vector<match::MatchRun>& matches) {
    std::vector<match::RatedGame> out;
    for (std::size_t p = 0; p < matches.size() && p < pairings.size(); ++p) {
        const std::array<std::string, 2> pair { names[pairings[p].a], names[pairings[p].b] };
        for (const auto& g : matches[p].games)
            if (auto r
                = match::rated_game(g, pair, std::to_string(p) + "." + std::to_string(g.round)))
                out.push_back(std::move(*r));
    }
    return out;
}

std::vector<std::vector<int>> rounds_by_pairing(
    const std::vector<std::size_t>& slots, std::size_t pairings, int rounds) {
    std::vector<std::vector<int>> out(pairings);
    for (auto s : slots)
        if (rounds > 0 && s / std::size_t(rounds) < pairings)
            out[s / std::size_t(rounds)].push_back(int(s % std::size_t(rounds)));
    return out;
}

rate::RatingTable rate_tournament(const std::vector<std::string>& names,
    const std::vector<Pairing>& pairings, const std::vector<match::MatchRun>& matches,
    const rate::RateOptions& options) {
    return rate::rate_games(rated_games(names, pairings, matches), options);
}

TournamentRun run_tournament(const TournamentConfig& c) {
    TournamentRun out;
    for (std::size_t p = 0; p < c.matches.size(); ++p) {
        auto m = c.matches[p];
        if (c.sharded && (!m.round_slots || m.round_slots->empty())) { // another shard's pairing
            out.matches.emplace_back().summary = match::summarize({}, m.games_per_round, m.sprt);
            continue;
        }
        m.stop = c.stop;
        if (c.on_game) m.on_game = [&c, p](const match::GameEntry& g) { c.on_game(p, g); };
        out.matches.push_back(match::run_match(m));
        const auto& run = out.matches.back();
        out.games += run.games.size();
        if (run.error && !out.error) out.error = run.error;
        if (c.stop && c.stop()) {
            out.stopped = true;
            break;
        }
    }
    rate::RateOptions o;
    o.anchor      = c.anchor;
    o.prior_draws = c.prior_draws;
    out.table     = rate_tournament(c.names, c.pairings, out.matches, o);
    return out;
}

} // namespace harness::tournament
