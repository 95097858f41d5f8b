#include "harness/rate/rate.h"

#include "harness/game/pgn_reader.h"
#include "harness/game/psq.h"
#include "harness/game/registry.h"
#include "harness/input/text_file.h"
#include "harness/match/report_games.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace harness::rate {

namespace {

// "3.1" and "3.2": round 3's pair; other rounds are no pair.
std::optional<std::string> pair_key(const game::PgnGameRead& g, const RatedGame& game) {
    const auto* round = g.tag("Round");
    if (!round) return std::nullopt;
    const auto dot = round->find('.');
    if (dot == std::string::npos || dot == 0) return std::nullopt;
    const auto& [low, high] = std::minmax(game.first, game.second);
    return round->substr(0, dot) + "\n" + low + "\n" + high;
}

std::size_t index_of(std::vector<std::string>& names, const std::string& name) {
    auto it = std::find(names.begin(), names.end(), name);
    if (it != names.end()) return std::size_t(it - names.begin());
    names.push_back(name);
    return names.size() - 1;
}

// The crosstable: W/D/L per pairing and, for the pairs of games, a's pentanomial.
std::vector<Pairing> crosstable(const std::vector<stats::FitGame>& rated) {
    std::map<std::pair<std::size_t, std::size_t>, Pairing> table;
    std::map<std::size_t, std::vector<std::size_t>>        pairs; // pair id -> games
    for (std::size_t k = 0; k < rated.size(); ++k) {
        const auto&  g = rated[k];
        const auto   a = std::min(g.first, g.second), b = std::max(g.first, g.second);
        auto&        p = table.try_emplace({ a, b }, Pairing { a, b, 0, 0, 0, {} }).first->second;
        const double s = g.first == a ? g.score : 1 - g.score;
        (s == 1 ? p.wins : s == 0 ? p.losses : p.draws)++;
        if (g.pair) pairs[*g.pair].push_back(k);
    }
    for (const auto& [id, members] : pairs) {
        if (members.size() != 2) continue;
        const auto& g      = rated[members[0]];
        auto&       p      = table[{ std::min(g.first, g.second), std::max(g.first, g.second) }];
        double      points = 0;
        for (auto k : members)
            points += rated[k].first == p.a ? rated[k].score : 1 - rated[k].score;
        ++p.pairs.counts[std::size_t(points * 2 + 0.5)];
    }
    std::vector<Pairing> out;
    for (auto& [key, p] : table) out.push_back(p);
    return out;
}

} // namespace

void add_report_games(
    const std::string& text, const std::string& source, GameSet& set, bool shards) {
    auto read = match::report_games(text, source);
    if (read.error) return set.errors.push_back(*read.error);
    if (read.shard && !shards) return void(++set.shards_left_out);
    set.unfinished += read.unfinished;
    set.games.insert(set.games.end(), read.games.begin(), read.games.end());
}

namespace {

// The games of an Arbiter match or tournament report file.
void read_report_games(const std::string& path, GameSet& set) {
    auto text = input::read_text_file(path, input::ReportLimits);
    if (!text) return set.errors.push_back(text.error());
    add_report_games(*text, path, set);
}

} // namespace

namespace {

// A game of a PGN file as the ratings see it: its players, score and pair; a game without them
// is counted as unfinished, a game of a player against itself said and left out.
void add_pgn_game(const game::PgnGameRead& g, const std::string& file, GameSet& set) {
    const auto* white = g.tag("White");
    const auto* black = g.tag("Black");
    const auto  score = match::first_mover_score(g.result);
    if (!white || !black || !score) {
        ++set.unfinished;
        return;
    }
    if (*white == *black) { // rates nobody: said, left out, the others rated
        set.errors.emplace_back(1,
            "a game of " + engine::core::quote(*white)
                + " against itself is left out of the ratings",
            g.line, file);
        return;
    }
    RatedGame game { *white, *black, *score, std::nullopt };
    game.pair = pair_key(g, game);
    set.games.push_back(std::move(game));
}

} // namespace

GameSet read_pgn_games(const std::vector<std::string>& files) {
    GameSet              set;
    game::PgnReadOptions options;
    options.max_plies = 0;
    for (const auto& file : files) {
        if (file.size() > 5 && file.compare(file.size() - 5, 5, ".json") == 0) {
            read_report_games(file, set);
            continue;
        }
        if (game::is_psq_path(file)) { // piskvork's record of one gomoku game
            auto g = game::read_psq_file(file, game::gomoku());
            if (!g) set.errors.push_back(g.error());
            if (g) add_pgn_game(*g, file, set);
            continue;
        }
        const auto errors = game::for_each_pgn_game_in_file(
            file, options, [&](game::PgnGameRead&& g) { add_pgn_game(g, file, set); });
        set.errors.insert(set.errors.end(), errors.begin(), errors.end());
    }
    return set;
}

namespace {

// The games and `draws` virtual draws for each pairing that met (colours alternating), each a
// cluster alone.
std::vector<stats::FitGame> with_prior(std::vector<stats::FitGame> games, int draws) {
    std::set<std::pair<std::size_t, std::size_t>> met;
    for (const auto& g : games) met.insert(std::minmax(g.first, g.second));
    for (const auto& [a, b] : met)
        for (int k = 0; k < draws; ++k)
            games.push_back({ k % 2 ? b : a, k % 2 ? a : b, 0.5, std::nullopt });
    return games;
}

// The players' counts of the real games only.
void without_prior(stats::RatingFit& fit, const std::vector<stats::FitGame>& games, int draws) {
    std::set<std::pair<std::size_t, std::size_t>> met;
    for (const auto& g : games) met.insert(std::minmax(g.first, g.second));
    for (const auto& [a, b] : met)
        for (auto i : { a, b }) {
            fit.players[i].games -= std::size_t(draws);
            fit.players[i].draws -= std::size_t(draws);
            fit.players[i].points -= 0.5 * draws;
        }
}

} // namespace

std::optional<Intervals> parse_intervals(std::string_view text) {
    if (text == "auto") return Intervals::Auto;
    if (text == "sandwich") return Intervals::Sandwich;
    if (text == "bootstrap") return Intervals::Bootstrap;
    return std::nullopt;
}

const char* to_string(Intervals i) {
    return i == Intervals::Auto ? "auto" : i == Intervals::Sandwich ? "sandwich" : "bootstrap";
}

namespace {

// The 95% intervals as `options` asks: the fit's sandwich ones kept, or the bootstrap's; the
// words that say which.
std::string make_intervals(stats::RatingFit& fit, const std::vector<stats::FitGame>& rated,
    const RateOptions& options, const stats::RatingOptions& fit_options, std::size_t players) {
    const bool paired = std::any_of(rated.begin(), rated.end(), [](auto& g) { return g.pair; });
    const bool many   = players > AutoBootstrapPlayers;
    const bool boot   = options.intervals == Intervals::Bootstrap
        || (options.intervals == Intervals::Auto && !paired && !many);
    if (!boot)
        return paired ? "sandwich errors clustered by game pair"
            : !many || options.intervals != Intervals::Auto
            ? "sandwich errors, per game"
            : "sandwich errors, per game (over " + std::to_string(AutoBootstrapPlayers)
                + " players auto does not bootstrap: --intervals bootstrap does)";
    const auto run = stats::bootstrap_intervals(
        fit, rated,
        [&](const std::vector<stats::FitGame>& sample) {
            if (options.stop && options.stop()) { // each refit after the signal: at once
                stats::RatingFit interrupted;
                interrupted.error = "interrupted";
                return interrupted;
            }
            return stats::fit_ratings(
                players, with_prior(sample, options.prior_draws), fit_options);
        },
        options.bootstrap);
    const auto counts = std::to_string(run.fitted) + " of "
        + std::to_string(options.bootstrap.resamples) + " resamples of the "
        + (paired ? "game pairs" : "games") + " fitted, seed "
        + std::to_string(options.bootstrap.seed);
    if (run.fitted * 2 < options.bootstrap.resamples)
        return "sandwich errors (the percentile bootstrap could not be used: only " + counts + ")";
    return "percentile bootstrap (" + counts + ")";
}

} // namespace

RatingTable rate_games(const std::vector<RatedGame>& games, const RateOptions& options) {
    RatingTable                        t;
    std::vector<stats::FitGame>        rated;
    std::map<std::string, std::size_t> pair_ids;
    for (const auto& g : games) {
        stats::FitGame r;
        r.first  = index_of(t.names, g.first);
        r.second = index_of(t.names, g.second);
        r.score  = g.score;
        if (g.pair) r.pair = pair_ids.try_emplace(*g.pair, pair_ids.size()).first->second;
        rated.push_back(r);
    }
    t.crosstable = crosstable(rated); // with or without ratings
    stats::RatingOptions o;
    o.anchor_elo = options.anchor_elo;
    o.stop       = options.stop;
    if (options.anchor) {
        auto it = std::find(t.names.begin(), t.names.end(), *options.anchor);
        if (it == t.names.end()) {
            t.fit.error = "--anchor '" + *options.anchor + "' played none of the games";
            return t;
        }
        o.anchor = std::size_t(it - t.names.begin());
    }
    t.fit = stats::fit_ratings(t.names.size(), with_prior(rated, options.prior_draws), o);
    if (t.fit.error.empty()) without_prior(t.fit, rated, options.prior_draws);
    if (!t.fit.error.empty()) {
        // name the player the fit could only number
        const auto at = t.fit.error.find("player ");
        if (at != std::string::npos && at + 7 < t.fit.error.size()
            && std::isdigit(static_cast<unsigned char>(t.fit.error[at + 7]))) {
            const auto i = std::stoul(t.fit.error.substr(at + 7));
            if (i < t.names.size())
                t.fit.error.replace(at, 7 + std::to_string(i).size(), t.names[i]);
        }
        return t;
    }
    t.intervals = make_intervals(t.fit, rated, options, o, t.names.size());
    for (std::size_t i = 0; i < t.names.size(); ++i) t.order.push_back(i);
    std::stable_sort(t.order.begin(), t.order.end(),
        [&](auto a, auto b) { return t.fit.players[a].elo > t.fit.players[b].elo; });
    for (std::size_t k = 0; k + 1 < t.order.size(); ++k)
        t.superiority_over_next.push_back(stats::superiority(t.fit, t.order[k], t.order[k + 1]));
    return t;
}

} // namespace harness::rate
