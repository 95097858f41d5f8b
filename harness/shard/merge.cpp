#include "merge.h"

#include "harness/report/tournament_report.h"
#include "harness/run/journal.h"

#include <algorithm>
#include <ctime>
#include <map>
#include <set>
#include <tuple>

namespace harness::shard {

namespace {

using Key = std::pair<int, int>; // (batch or 0, shard index)

std::string shard_name(const run::ShardInfo& s) {
    return run::to_string(s.shard) + (s.batch ? " of batch " + std::to_string(*s.batch) : "");
}

// Seconds since the epoch of an ISO 8601 UTC time ("2026-12-01T05:00:00Z"); nullopt if not one.
std::optional<std::time_t> epoch(const std::string& iso) {
    std::tm tm {};
    if (!strptime(iso.c_str(), "%Y-%m-%dT%H:%M:%SZ", &tm)) return std::nullopt;
    return timegm(&tm);
}

// The slots each shard owns, as split by the shard's run (run/shard.h).
std::vector<std::size_t> slots_of(const run::ShardInfo& s) {
    std::size_t begin = 0, end = s.total;
    if (s.batch) {
        auto w = run::batch_window(*s.batch, s.batch_size, s.total);
        if (!w) return {};
        std::tie(begin, end) = *w;
    }
    return run::shard_slots(begin, end, s.shard);
}

// "missing shard(s) K/N[ of batch B], ..." for the shards of batches `first`..`last` (0: no
// batches) not in `by_key`, the first ten named and the rest counted; empty when none is
// missing. Stops after ten: the loop skips at most by_key.size() present shards, however large
// a (forged) count or batch number is.
std::string missing_shards(
    const std::map<Key, const ShardReport*>& by_key, int first, int last, int count) {
    const auto expected = std::uint64_t(last - first + 1) * std::uint64_t(count);
    if (expected <= by_key.size()) return {};
    const auto  missing = expected - by_key.size();
    std::string list;
    int         named = 0;
    for (int b = first; b <= last && named < 10; ++b)
        for (int k = 1; k <= count && named < 10; ++k)
            if (!by_key.count({ b, k }))
                list += std::string(named++ ? ", " : "") + std::to_string(k) + "/"
                    + std::to_string(count) + (b ? " of batch " + std::to_string(b) : "");
    if (missing > 10) list += " and " + std::to_string(missing - 10) + " more";
    return "missing shard" + std::string(missing > 1 ? "s " : " ") + list;
}

// A game of a shard's match or tournament: the slot it is played in (a match's round; a
// tournament's pairing * rounds + round) and its pairing (0 in a match).
struct SlotGame {
    std::size_t             slot = 0, pairing = 0;
    const match::GameEntry* game = nullptr;
};

std::vector<SlotGame> slot_games(const report::Report& r) {
    std::vector<SlotGame> out;
    if (const auto* m = std::get_if<report::MatchResults>(&r.results))
        for (const auto& g : m->games) out.push_back({ std::size_t(g.round), 0, &g });
    if (const auto* t = std::get_if<report::TournamentResults>(&r.results)) {
        const auto rounds = std::size_t(std::max(r.config.value("rounds", 1), 1));
        for (std::size_t p = 0; p < t->matches.size(); ++p)
            for (const auto& g : t->matches[p].games)
                out.push_back({ p * rounds + std::size_t(g.round), p, &g });
    }
    return out;
}

// Step 3 (a match, a tournament): each pairing's games, in a slot of their shard, each once; in
// the unsharded order.
std::vector<std::vector<match::GameEntry>> merge_games(
    const std::vector<const ShardReport*>& shards, std::size_t pairings, MergeErrors& errors) {
    std::vector<std::vector<match::GameEntry>>  out(pairings);
    std::set<std::tuple<std::size_t, int, int>> seen;
    for (const auto* s : shards) {
        const auto                  slots = slots_of(s->shard);
        const std::set<std::size_t> owned(slots.begin(), slots.end());
        for (const auto& [slot, p, g] : slot_games(s->report)) {
            if (p >= pairings || !owned.count(slot)
                || !seen.insert({ p, g->round, g->game }).second) {
                errors.push_back(s->path + ": "
                    + (pairings > 1 ? "pairing " + std::to_string(p + 1) + " " : "") + "round "
                    + std::to_string(g->round + 1) + " game " + std::to_string(g->game + 1)
                    + " is not shard " + shard_name(s->shard) + "'s to play (or played twice)");
                continue;
            }
            out[p].push_back(*g);
        }
    }
    for (auto& games : out)
        std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) {
            return std::pair(a.round, a.game) < std::pair(b.round, b.game);
        });
    return out;
}

// Step 3. The results in the unsharded order.
template <class R>
void merge_by_slot(const std::vector<const ShardReport*>& shards, std::vector<R>& out) {
    std::vector<std::pair<std::size_t, const R*>> all;
    for (const auto* s : shards) {
        const auto& rs    = std::get<std::vector<R>>(s->report.results);
        const auto  slots = slots_of(s->shard);
        for (std::size_t i = 0; i < rs.size() && i < slots.size(); ++i)
            all.emplace_back(slots[i], &rs[i]);
    }
    std::sort(
        all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [slot, r] : all) out.push_back(*r);
}

// Step 1. One run: every identity equal to the first's (the message names each field).
void check_one_run(const std::vector<ShardReport>& shards, MergeErrors& errors) {
    const ShardReport& first = shards.front();
    for (const auto& s : shards) {
        auto diff
            = run::run_differences(first.identity, s.identity, "in " + first.path, "in " + s.path);
        for (const auto& d : diff)
            errors.push_back(s.path + ": a shard of another run (" + d + ")");
    }
}

// How many results a report holds (a match's and a tournament's: games).
std::size_t result_count(const report::Report& r) {
    return std::visit(
        [](const auto& rs) {
            if constexpr (std::is_same_v<std::decay_t<decltype(rs)>, report::MatchResults>)
                return rs.games.size();
            else if constexpr (std::is_same_v<std::decay_t<decltype(rs)>,
                                   report::TournamentResults>) {
                std::size_t n = 0;
                for (const auto& m : rs.matches) n += m.games.size();
                return n;
            } else if constexpr (requires { rs.size(); })
                return rs.size();
            else
                return std::size_t(0); // gate, bench and treesize reports are not sharded
        },
        r.results);
}

// Step 2. Every shard (of every batch) once, each complete: the shards by key, and the number
// of batches (0: none).
int index_shards(const std::vector<ShardReport>& shards, std::map<Key, const ShardReport*>& by_key,
    MergeErrors& errors) {
    const ShardReport& first   = shards.front();
    int                batches = 0;
    for (const auto& s : shards) {
        const Key key { s.shard.batch.value_or(0), s.shard.shard.index };
        batches = std::max(batches, key.first);
        if (auto [it, fresh] = by_key.emplace(key, &s); !fresh)
            errors.push_back("shard " + shard_name(s.shard) + " given twice: " + it->second->path
                + " and " + s.path);
        const std::size_t per_slot
            = first.report.command == "match" || first.report.command == "tournament"
            ? std::size_t(first.report.config.value("games_per_round", 2))
            : 1;
        const auto have     = result_count(s.report);
        const auto expected = slots_of(s.shard).size() * per_slot;
        if (s.shard.slots * per_slot != expected || have != expected)
            errors.push_back(s.path + ": shard " + shard_name(s.shard) + " has "
                + std::to_string(have) + " of its " + std::to_string(expected)
                + " results (an incomplete shard: finish it with --resume)");
    }
    const int count = first.shard.shard.count;
    if (auto m = missing_shards(by_key, first.shard.batch ? 1 : 0, batches, count); !m.empty())
        errors.push_back(m + " (run " + first.shard.run_id + ")");
    return batches;
}

// Step 3. The results in the unsharded order into `r`; a match's summary from the merged
// pairs. False when a game is not its shard's (in `errors`).
bool merge_results(
    const std::vector<const ShardReport*>& ordered, report::Report& r, MergeErrors& errors) {
    if (r.command == "perft") {
        report::PerftResults rs;
        merge_by_slot(ordered, rs);
        r.results = std::move(rs);
    } else if (r.command == "suite") {
        report::SuiteResults rs;
        merge_by_slot(ordered, rs);
        r.results = std::move(rs);
    } else if (auto* t = std::get_if<report::TournamentResults>(&r.results)) {
        auto games = merge_games(ordered, t->matches.size(), errors);
        if (!errors.empty()) return false;
        for (std::size_t p = 0; p < games.size(); ++p) {
            t->matches[p]       = {};
            t->matches[p].games = std::move(games[p]);
        }
        report::summarize_tournament(*t, r.config.value("games_per_round", 2));
    } else {
        report::MatchResults m;
        m.sprt     = std::get<report::MatchResults>(r.results).sprt;
        auto games = merge_games(ordered, 1, errors);
        if (!errors.empty()) return false;
        m.games   = std::move(games.front());
        m.summary = match::summarize(m.games, r.config.value("games_per_round", 2), m.sprt);
        r.results = std::move(m);
    }
    return true;
}

// Step 4's provenance: the shards' hosts, the earliest start and the latest finish.
report::Provenance merged_provenance(
    const std::vector<const ShardReport*>& ordered, report::Provenance provenance) {
    std::set<std::string>      hosts;
    std::string                hosts_text;
    std::optional<std::time_t> start, end;
    for (const auto* s : ordered) {
        const auto& p = s->report.provenance;
        if (hosts.insert(p.host).second) hosts_text += (hosts_text.empty() ? "" : ", ") + p.host;
        auto a = epoch(p.started_at), b = epoch(p.finished_at);
        if (a && (!start || *a < *start)) {
            start                 = *a;
            provenance.started_at = p.started_at;
        }
        if (b && (!end || *b > *end)) {
            end                    = *b;
            provenance.finished_at = p.finished_at;
        }
    }
    provenance.host       = hosts_text;
    provenance.elapsed_ms = start && end ? std::int64_t(*end - *start) * 1000 : 0;
    return provenance;
}

// Step 4's config entry "merged", in place of a shard's "shard".
nlohmann::ordered_json merged_config(
    const ShardReport& first, const std::vector<const ShardReport*>& ordered, int batches) {
    nlohmann::ordered_json reports = nlohmann::ordered_json::array();
    for (const auto* s : ordered) reports.push_back(s->path);
    nlohmann::ordered_json merged;
    merged["run_id"] = first.shard.run_id;
    merged["digest"] = first.shard.digest;
    merged["shards"] = first.shard.shard.count;
    if (batches) {
        merged["batches"]    = batches;
        merged["batch_size"] = first.shard.batch_size;
    }
    merged["total"]   = first.shard.total;
    merged["reports"] = std::move(reports);
    return merged;
}

} // namespace

engine::core::Expected<report::Report, MergeErrors> merge_shards(
    const std::vector<ShardReport>& shards, report::Provenance provenance) {
    MergeErrors errors;
    if (shards.empty()) {
        return MergeErrors { "no shard reports to merge" };
    }
    const ShardReport& first = shards.front();
    check_one_run(shards, errors);
    if (!errors.empty()) return errors;
    std::map<Key, const ShardReport*> by_key;
    const int                         batches = index_shards(shards, by_key, errors);
    if (!errors.empty()) return errors;

    std::vector<const ShardReport*> ordered;
    for (const auto& [key, s] : by_key) ordered.push_back(s);
    report::Report r = first.report;
    if (!merge_results(ordered, r, errors)) return errors;

    // Step 4. The frame: the run's config with the merge in place of a shard; the shards' hosts
    // and times.
    r.provenance = merged_provenance(ordered, std::move(provenance));
    r.config.erase("shard");
    r.config["merged"] = merged_config(first, ordered, batches);
    return r;
}

} // namespace harness::shard
