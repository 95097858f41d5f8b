#include "ladder.h"

#include "harness/rate/rate.h"

#include <algorithm>
#include <map>
#include <set>

namespace harness::history {

namespace {

struct Tally {
    std::size_t           games  = 0;
    double                points = 0;
    std::set<std::string> opponents;
};

void add_name(std::vector<std::string>& names, const std::string& name) {
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
}

} // namespace

std::vector<match::RatedGame> ladder_games(const std::vector<gate::LadderEntry>& entries) {
    std::vector<match::RatedGame> games;
    for (std::size_t e = 0; e < entries.size(); ++e)
        for (auto g : entries[e].games) { // a pair is one within its entry
            if (g.pair) g.pair = std::to_string(e) + ":" + *g.pair;
            games.push_back(std::move(g));
        }
    return games;
}

gate::LadderStanding rate_ladder(
    const std::vector<gate::LadderEntry>& entries, const std::string& anchor) {
    gate::LadderStanding out;
    out.entries = entries.size();
    // Step 1. The players: builds in the order they joined, references as met; their tallies.
    std::vector<std::string>                        builds, references;
    std::map<std::string, const gate::LadderEntry*> first_entry;
    std::map<std::string, Tally>                    tally;
    for (const auto& e : entries) {
        add_name(builds, e.build);
        first_entry.try_emplace(e.build, &e);
    }
    for (const auto& e : entries)
        for (const auto& g : e.games) {
            ++out.games;
            for (const bool first : { true, false }) {
                const auto& me = first ? g.first : g.second;
                auto&       t  = tally[me];
                ++t.games;
                t.points += first ? g.score : 1 - g.score;
                t.opponents.insert(first ? g.second : g.first);
                if (std::find(builds.begin(), builds.end(), me) == builds.end())
                    add_name(references, me);
            }
        }
    out.anchor = !anchor.empty() ? anchor
        : !references.empty()    ? references.front()
        : !builds.empty()        ? builds.front()
                                 : std::string();
    if (out.games == 0) {
        out.error = "the ladder has no games yet";
        return out;
    }
    // Step 2. The joint fit.
    rate::RateOptions options;
    options.anchor      = out.anchor;
    options.prior_draws = 2; // BayesElo's prior: a build that won every game stays finite
    const auto table    = rate::rate_games(ladder_games(entries), options);
    if (!table.fit.error.empty()) {
        out.error = table.fit.error;
        return out;
    }
    // Step 3. The rows.
    auto row = [&](const std::string& name, bool is_build) {
        gate::LadderRow r;
        r.name     = name;
        r.is_build = is_build;
        if (auto it = first_entry.find(name); it != first_entry.end()) {
            r.revision = it->second->revision;
            r.added_at = it->second->added_at;
        }
        const auto at = std::size_t(
            std::find(table.names.begin(), table.names.end(), name) - table.names.begin());
        if (at < table.names.size()) {
            const auto& p = table.fit.players[at];
            r.elo         = p.elo;
            r.low         = p.low;
            r.high        = p.high;
        }
        const auto& t = tally[name];
        r.games       = t.games;
        r.points      = t.points;
        r.opponents.assign(t.opponents.begin(), t.opponents.end());
        return r;
    };
    for (const auto& b : builds) out.builds.push_back(row(b, true));
    for (const auto& r : references) out.references.push_back(row(r, false));
    return out;
}

} // namespace harness::history
