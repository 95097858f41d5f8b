#include "match_setup.h"

#include "harness/game/positions.h"

#include "harness/session/engine_spec_text.h"

#include "engine/core/text.h"
#include "engine/xiangqi/chase.h"

#include <algorithm>
#include <cstdlib>
#include <sched.h>

namespace harness::match {

namespace {

using engine::core::quote;

// The CPUs this process may run on.
std::vector<int> available_cpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    std::vector<int> out;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &set)) out.push_back(cpu);
    return out;
}

// Pinning: the CPUs asked for (all available when none), and a note when the engines of
// `concurrency` workers outnumber them (some then share a CPU).
std::vector<int> pinned_cpus(const std::vector<int>& asked, int concurrency, std::ostream& notes) {
    auto cpus = asked.empty() ? available_cpus() : asked;
    if (cpus.empty()) cpus.push_back(0);
    if (std::size_t(2 * concurrency) > cpus.size())
        notes << "arbiter match: warning: " << 2 * concurrency << " engines pinned to "
              << cpus.size() << " CPUs: engines share CPUs\n";
    return cpus;
}

const std::vector<std::string> TcKeys { "tc", "st", "nodes", "depth", "timemargin", "flagstop",
    "timeturn", "timematch", "tolerance", "memory" };

// Inside this file a bad value ends the setup at once: thrown here, returned by
// make_match_config.
using Bad = SetupError;

SetupError engine_error(std::size_t i, std::string message) {
    return { SetupError::Part::Engine, int(i), std::move(message) };
}

// One engine: its spec tokens (after those for both) with the time-control keys taken out.
MatchEngine make_engine(const MatchRequest& r, std::size_t i) {
    std::vector<std::string> all = r.each;
    all.insert(all.end(), r.engines[i].begin(), r.engines[i].end());
    MatchEngine e;
    auto        spec_tokens = apply_time_control(all, e.tc);
    if (!spec_tokens) throw engine_error(i, spec_tokens.error().message);
    auto spec = session::parse_engine_spec(*spec_tokens, r.named, r.variant);
    if (!spec)
        throw engine_error(
            i, "token " + std::to_string(spec.error().column) + ": " + spec.error().message);
    e.spec = *spec;
    for (const auto& [key, value] : e.spec.options) // a Gomocup engine's INFO max_memory
        if (key == "max_memory" && !e.tc.memory_bytes && !value.empty() && value.size() < 19
            && value.find_first_not_of("0123456789") == std::string::npos && std::stoull(value) > 0)
            e.tc.memory_bytes = std::stoull(value);
    const bool infinite = std::any_of(all.begin(), all.end(),
        [](const std::string& t) { return t == "tc=inf" || t == "tc=infinite"; });
    if (!e.tc.is_set())
        throw engine_error(i,
            e.spec.name + " has no time control: "
                + (infinite ? "tc=inf lifts the clock, so a search needs depth= or nodes= to end "
                              "(as in cutechess: tc=inf depth=12)"
                            : "give tc=, st=, nodes= or depth="));
    return e;
}

// The book in play order; its bad entries are written to `notes` and counted.
std::vector<std::string> openings(
    const MatchRequest& r, game::Game variant, int& skipped, std::ostream& notes) {
    const auto& o    = *r.openings;
    auto        book = game::load_positions(o.file, variant, o.format, o.plies);
    for (const auto& e : book.errors) notes << e.to_string() << "\n";
    skipped = int(book.errors.size());
    if (book.fens.empty())
        throw Bad { SetupError::Part::Book, 0,
            o.file + ": no usable " + (o.format == game::PositionFormat::Pgn ? "game" : "position")
                + (book.errors.empty() ? ""
                                       : " (" + std::to_string(skipped) + " bad, see above)") };
    if (skipped > 0)
        notes << "arbiter: book " << o.file << ": " << skipped << " bad entr"
              << (skipped == 1 ? "y" : "ies") << " skipped, " << book.fens.size() << " used\n";
    return order_openings(std::move(book.fens), o.order, r.seed, o.start);
}

// order=...,symmetric: each opening turned by one of the game's symmetries, each one's named.
void turn_book(MatchConfig& c, std::uint64_t seed) {
    auto turned          = turn_openings(c.openings, c.variant, seed);
    c.openings           = std::move(turned.fens);
    c.opening_symmetries = std::move(turned.symmetries);
}

// The rules asked for; a rule not asked for is off.
AdjudicationConfig adjudication(const MatchRequest& r) {
    AdjudicationConfig a;
    a.resign    = r.resign;
    a.draw      = r.draw;
    a.max_moves = r.max_moves;
    a.mate      = r.mate;
    return a;
}

MatchSetup make(const MatchRequest& r, std::ostream& notes) {
    if (r.engines.size() != 2)
        throw Bad { SetupError::Part::Match, 0,
            "a match needs two engines, got " + std::to_string(r.engines.size()) };
    MatchSetup   out;
    MatchConfig& c = out.config;
    for (std::size_t i = 0; i < 2; ++i) c.engines[i] = make_engine(r, i);
    if (c.engines[0].spec.variant != c.engines[1].spec.variant)
        throw Bad { SetupError::Part::Match, 0,
            "the engines play different variants: " + c.engines[0].spec.variant.name() + " and "
                + c.engines[1].spec.variant.name() };
    if (c.engines[0].spec.name == c.engines[1].spec.name) c.engines[1].spec.name += "-2";
    c.variant         = c.engines[0].spec.variant;
    c.rounds          = r.rounds;
    c.games_per_round = r.games;
    c.concurrency     = r.concurrency;
    if (r.affinity) c.affinity_cpus = pinned_cpus(*r.affinity, c.concurrency, notes);
    c.swap2 = r.openings && r.openings->swap2;
    if (r.openings && !c.swap2) c.openings = openings(r, c.variant, out.skipped_openings, notes);
    if (r.openings && r.openings->symmetric) turn_book(c, r.seed);
    c.repeat_opening        = r.repeat;
    c.noswap                = r.noswap;
    c.reverse               = r.reverse;
    c.opening_policy        = r.openings ? r.openings->policy : OpeningPolicy::Default;
    c.adjudication          = adjudication(r);
    c.checks                = r.output_checks.value_or(output_checks::DefaultPolicy);
    c.referee.xiangqi.rules = r.rules;
    c.referee.foul          = r.foul;
    c.sprt                  = r.sprt;
    return out;
}

nlohmann::ordered_json engine_json(const MatchEngine& e) {
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    for (const auto& [k, v] : e.spec.options) options[k] = v;
    nlohmann::ordered_json j { { "name", e.spec.name }, { "cmd", e.spec.cmd },
        { "args", e.spec.args }, { "proto", protocol::to_string(e.spec.proto) },
        { "options", options }, { "tc", to_string(e.tc) } };
    if (e.tc.memory_bytes) j["memory_bytes"] = *e.tc.memory_bytes;
    return j;
}

nlohmann::ordered_json rule_json(const std::optional<ResignRule>& r) {
    if (!r) return nlohmann::ordered_json::object();
    return { { "movecount", r->move_count }, { "score", r->score }, { "twosided", r->two_sided } };
}

nlohmann::ordered_json rule_json(const std::optional<DrawRule>& r) {
    if (!r) return nlohmann::ordered_json::object();
    return { { "movenumber", r->move_number }, { "movecount", r->move_count },
        { "score", r->score } };
}

nlohmann::ordered_json sprt_json(const stats::SprtConfig& s) {
    return { { "elo0", s.elo0 }, { "elo1", s.elo1 }, { "alpha", s.alpha }, { "beta", s.beta },
        { "model", stats::to_string(s.model) } };
}

nlohmann::ordered_json checks_json(const output_checks::CheckPolicy& policy) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (auto c : output_checks::AllChecks)
        j[output_checks::to_string(c)] = output_checks::to_string(policy[std::size_t(c)]);
    return j;
}

} // namespace

nlohmann::ordered_json to_json(const OpeningsRequest& o) {
    nlohmann::ordered_json j { { "file", o.file }, { "format", game::to_string(o.format) },
        { "order",
            std::string(o.order == OpeningOrder::Random ? "random" : "sequential")
                + (o.symmetric ? ",symmetric" : "") },
        { "start", o.start } };
    if (o.plies >= 0) j["plies"] = o.plies;
    j["policy"] = to_string(o.policy);
    return j;
}

Setup<MatchSetup> make_match_config(const MatchRequest& r, std::ostream& notes) {
    try {
        return make(r, notes);
    } catch (const SetupError& bad) {
        return bad;
    }
}

engine::core::Expected<std::vector<std::string>, TimeControlError> apply_time_control(
    const std::vector<std::string>& tokens, TimeControl& tc) {
    std::vector<std::string> rest;
    for (const auto& t : tokens) {
        if (!is_time_control_token(t)) {
            rest.push_back(t);
            continue;
        }
        const auto eq = t.find('=');
        auto       r  = apply_tc_key(tc, t.substr(0, eq), std::string_view(t).substr(eq + 1));
        if (!r) return TimeControlError { t, r.error().message };
        if (tc.gomocup && tc.movetime_ms)
            return TimeControlError { t,
                "st= is a fixed time a move; the Gomocup's clocks (timeturn=, timematch=) are "
                "limits: give one or the other" };
    }
    return rest;
}

bool is_time_control_token(const std::string& token) {
    const auto eq = token.find('=');
    return eq != std::string::npos
        && std::find(TcKeys.begin(), TcKeys.end(), token.substr(0, eq)) != TcKeys.end();
}

nlohmann::ordered_json settings_json(const MatchConfig& c, const MatchRequest& r) {
    std::uint64_t hash = 1469598103934665603ULL; // FNV-1a of the openings in play order
    for (const auto& f : c.openings)
        for (char ch : f + "\n") hash = (hash ^ std::uint8_t(ch)) * 1099511628211ULL;
    nlohmann::ordered_json j;
    j["variant"]         = c.variant.name();
    j["engines"]         = { engine_json(c.engines[0]), engine_json(c.engines[1]) };
    j["rounds"]          = c.rounds;
    j["games_per_round"] = c.games_per_round;
    j["openings"]        = { { "count", c.openings.size() }, { "hash", std::to_string(hash) } };
    j["adjudication"]    = { { "resign", rule_json(r.resign) }, { "draw", rule_json(r.draw) },
           { "maxmoves", r.max_moves } };
    if (c.adjudication.mate)
        j["adjudication"]["mate"] = { { "max", c.adjudication.mate->max_moves },
            { "nodes", c.adjudication.mate->nodes } };
    if (!c.openings.empty()) j["openings"]["policy"] = to_string(c.opening_policy);
    if (c.games_per_round == 1) j["repeat"] = c.repeat_opening;
    if (c.swap2) j["openings"]["opener"] = "swap2";
    if (c.noswap) j["noswap"] = true;
    if (c.reverse) j["reverse"] = true;
    j["sprt"]  = r.sprt ? sprt_json(*r.sprt) : nlohmann::ordered_json::object();
    j["rules"] = engine::xiangqi::to_string(r.rules);
    if (r.output_checks) j["output_checks"] = checks_json(*r.output_checks); // a fault ends games
    return j;
}

nlohmann::ordered_json config_json(
    const MatchConfig& c, const MatchRequest& r, int skipped_openings) {
    nlohmann::ordered_json j = settings_json(c, r);
    j["limits"]  = { { "tc", { to_string(c.engines[0].tc), to_string(c.engines[1].tc) } } };
    j["workers"] = c.concurrency;
    if (r.openings && !r.openings->swap2) {
        j["openings"]["file"]    = r.openings->file;
        j["openings"]["format"]  = game::to_string(r.openings->format);
        j["openings"]["skipped"] = skipped_openings;
        if (r.openings->plies >= 0) j["openings"]["plies"] = r.openings->plies;
    }
    j["seed"] = r.seed;
    return j;
}

} // namespace harness::match
