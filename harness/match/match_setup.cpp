#include "match_setup.h"

#include "harness/game/positions.h"

#include "harness/session/engine_spec_text.h"

#include "engine/core/text.h"

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

// -use-affinity: the CPUs asked for (all available when none), and a note when the engines of
// `concurrency` workers outnumber them (some then share a CPU).
std::vector<int> pinned_cpus(const std::vector<int>& asked, int concurrency, std::ostream& notes) {
    auto cpus = asked.empty() ? available_cpus() : asked;
    if (cpus.empty()) cpus.push_back(0);
    if (std::size_t(2 * concurrency) > cpus.size())
        notes << "arbiter match: warning: -use-affinity with " << 2 * concurrency << " engines on "
              << cpus.size() << " CPUs: engines share CPUs\n";
    return cpus;
}

const std::vector<std::string> TcKeys { "tc", "st", "nodes", "depth", "timemargin", "flagstop" };

// Inside this file a bad value ends the setup at once: thrown here, returned as a SetupError by
// make_match_config.
struct Bad {
    std::string message;
};

std::string get(const std::map<std::string, std::string>& m, const std::string& key,
    const std::string& fallback) {
    auto it = m.find(key);
    return it == m.end() ? fallback : it->second;
}

double number(const std::string& option, const std::string& key, const std::string& v) {
    char*  end = nullptr;
    double d   = std::strtod(v.c_str(), &end);
    if (v.empty() || *end)
        throw Bad { option + ": " + key + "= expects a number, got " + quote(v) };
    return d;
}

int integer(const std::string& option, const std::string& key, const std::string& v, int min) {
    double d = number(option, key, v);
    if (d != double(long(d)) || d < min || d > 1e9)
        throw Bad { option + ": " + key + "= expects a whole number >= " + std::to_string(min)
            + ", got " + quote(v) };
    return int(d);
}

// One engine: its spec tokens (after --each's) with the time-control keys taken out.
MatchEngine make_engine(const MatchRequest& r, std::size_t i) {
    std::vector<std::string> all = r.each;
    all.insert(all.end(), r.engines[i].begin(), r.engines[i].end());
    const std::string option = "--engine #" + std::to_string(i + 1);
    MatchEngine       e;
    auto              spec_tokens = apply_time_control(all, e.tc);
    if (!spec_tokens) throw Bad { option + ": " + spec_tokens.error().message };
    auto spec = session::engine_spec_for(*spec_tokens, r.named, r.variant, option, "match");
    if (!spec) throw Bad { spec.error() };
    e.spec              = *spec;
    const bool infinite = std::any_of(all.begin(), all.end(),
        [](const std::string& t) { return t == "tc=inf" || t == "tc=infinite"; });
    if (!e.tc.is_set())
        throw Bad { option + " (" + e.spec.name + ") has no time control: "
            + (infinite ? "tc=inf lifts the clock, so a search needs depth= or nodes= to end (as "
                          "in cutechess: tc=inf depth=12)"
                        : "give tc=, st=, nodes= or depth= (in --engine or --each)") };
    return e;
}

// The book of --openings in play order; its bad entries are written to `notes` and counted.
std::vector<std::string> openings(
    const MatchRequest& r, game::Game variant, int& skipped, std::ostream& notes) {
    const auto& o    = r.openings;
    const auto  file = get(o, "file", "");
    if (file.empty()) throw Bad { "--openings needs file=FILE" };
    const auto format = get(o, "format", "epd");
    if (format != "epd" && format != "pgn" && format != "gomocup")
        throw Bad { "--openings: format= expects epd, pgn or gomocup (gomoku offsets), got "
            + quote(format) };
    const auto order = get(o, "order", "sequential");
    if (order != "sequential" && order != "random")
        throw Bad { "--openings: order= expects random or sequential, got " + quote(order) };
    if (format != "pgn" && o.count("plies"))
        throw Bad { "--openings: plies= applies to PGN books (format=pgn); an EPD line is one "
                    "position" };
    const int start = integer("--openings", "start", get(o, "start", "1"), 1);
    const int plies
        = o.count("plies") ? integer("--openings", "plies", get(o, "plies", ""), 0) : -1;
    auto book = game::load_positions(file, variant, *game::parse_position_format(format), plies);
    for (const auto& e : book.errors) notes << e.to_string() << "\n";
    skipped = int(book.errors.size());
    if (book.fens.empty())
        throw Bad { "--openings: " + file + ": no usable " + (format == "pgn" ? "game" : "position")
            + (book.errors.empty() ? "" : " (" + std::to_string(skipped) + " bad, see above)") };
    if (skipped > 0)
        notes << "arbiter match: --openings: " << file << ": " << skipped << " bad entr"
              << (skipped == 1 ? "y" : "ies") << " skipped, " << book.fens.size() << " used\n";
    return order_openings(std::move(book.fens),
        order == "random" ? OpeningOrder::Random : OpeningOrder::Sequential, r.seed, start);
}

OpeningPolicy opening_policy(const MatchRequest& r) {
    auto it = r.openings.find("policy");
    if (it == r.openings.end()) return OpeningPolicy::Default;
    auto p = parse_opening_policy(it->second);
    if (!p) throw Bad { "--openings: policy=: " + p.error().message };
    return *p;
}

// --resign, --draw, --maxmoves, --mate-adjudication: a key not given keeps the rule's default.
AdjudicationConfig adjudication(const MatchRequest& r) {
    AdjudicationConfig a;
    const auto         s = [](int v) { return std::to_string(v); };
    if (!r.resign.empty()) {
        const ResignRule d;
        a.resign = ResignRule { integer("--resign", "movecount",
                                    get(r.resign, "movecount", s(d.move_count)), 1),
            integer("--resign", "score", get(r.resign, "score", s(d.score)), 0),
            get(r.resign, "twosided", d.two_sided ? "true" : "false") == "true" };
    }
    if (!r.draw.empty()) {
        const DrawRule d;
        a.draw = DrawRule { integer("--draw", "movenumber",
                                get(r.draw, "movenumber", s(d.move_number)), 0),
            integer("--draw", "movecount", get(r.draw, "movecount", s(d.move_count)), 1),
            integer("--draw", "score", get(r.draw, "score", s(d.score)), 0) };
    }
    a.max_moves = r.max_moves;
    if (r.mate_adjudication) {
        MateRule m;
        m.max_moves = integer("--mate-adjudication", "max", get(r.mate, "max", s(m.max_moves)), 1);
        m.nodes     = std::uint64_t(integer(
                "--mate-adjudication", "nodes", get(r.mate, "nodes", std::to_string(m.nodes)), 1));
        a.mate      = m;
    }
    return a;
}

// --output-checks: all= first, then each check named.
output_checks::CheckPolicy output_checks(const std::map<std::string, std::string>& o) {
    output_checks::CheckPolicy policy   = output_checks::DefaultPolicy;
    auto                       severity = [](const std::string& key, const std::string& value) {
        auto s = output_checks::parse_severity(value);
        if (!s)
            throw Bad { "--output-checks: " + key + "= expects off, warning or fault, got "
                + quote(value) };
        return *s;
    };
    if (o.count("all")) policy.fill(severity("all", o.at("all")));
    for (const auto& [key, value] : o)
        if (auto check = output_checks::parse_check(key))
            policy[std::size_t(*check)] = severity(key, value);
    return policy;
}

stats::SprtConfig sprt(const std::map<std::string, std::string>& o) {
    stats::SprtConfig s;
    if (!o.count("elo0") || !o.count("elo1")) throw Bad { "--sprt needs elo0= and elo1=" };
    s.elo0  = number("--sprt", "elo0", o.at("elo0"));
    s.elo1  = number("--sprt", "elo1", o.at("elo1"));
    s.alpha = number("--sprt", "alpha", get(o, "alpha", "0.05"));
    s.beta  = number("--sprt", "beta", get(o, "beta", "0.05"));
    auto m  = stats::parse_elo_model(get(o, "model", "normalized"));
    if (!m)
        throw Bad { "--sprt: model= expects normalized or logistic, got "
            + quote(get(o, "model", "")) };
    s.model = *m;
    if (auto e = stats::sprt_config_error(s)) throw Bad { "--sprt: " + std::string(*e) };
    return s;
}

MatchSetup make(const MatchRequest& r, std::ostream& notes) {
    if (r.engines.size() != 2)
        throw Bad { "arbiter match needs two engines (--engine ... --engine ...), got "
            + std::to_string(r.engines.size()) };
    MatchSetup   out;
    MatchConfig& c = out.config;
    for (std::size_t i = 0; i < 2; ++i) c.engines[i] = make_engine(r, i);
    if (c.engines[0].spec.variant != c.engines[1].spec.variant)
        throw Bad { "the engines play different variants: " + c.engines[0].spec.variant.name()
            + " and " + c.engines[1].spec.variant.name() };
    if (c.engines[0].spec.name == c.engines[1].spec.name) c.engines[1].spec.name += "-2";
    c.variant         = c.engines[0].spec.variant;
    c.rounds          = r.rounds;
    c.games_per_round = r.games;
    c.concurrency     = r.concurrency;
    if (r.affinity) c.affinity_cpus = pinned_cpus(*r.affinity, c.concurrency, notes);
    if (!r.openings.empty()) c.openings = openings(r, c.variant, out.skipped_openings, notes);
    // A match of more than a few games without a book plays one opening over and over (engines
    // that search alike repeat their games): said, not refused.
    if (r.openings.empty() && std::int64_t(r.rounds) * r.games > 4)
        notes << "arbiter match: warning: no --openings, so every game starts from the start "
                 "position and the result measures that one opening; give a book "
                 "(--openings file=F)\n";
    c.repeat_opening = r.repeat;
    c.opening_policy = opening_policy(r);
    c.adjudication   = adjudication(r);
    c.checks         = output_checks(r.output_checks);
    auto rules       = game::parse_repetition_rules(r.rules);
    if (!rules) throw Bad { "--rules: " + rules.error().message };
    c.referee.xiangqi.rules = *rules;
    auto foul               = game::parse_foul_policy(r.foul);
    if (!foul) throw Bad { "--foul: " + foul.error().message };
    c.referee.foul = *foul;
    if (!r.sprt.empty()) c.sprt = sprt(r.sprt);
    return out;
}

nlohmann::ordered_json engine_json(const MatchEngine& e) {
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    for (const auto& [k, v] : e.spec.options) options[k] = v;
    return { { "name", e.spec.name }, { "cmd", e.spec.cmd }, { "args", e.spec.args },
        { "proto", protocol::to_string(e.spec.proto) }, { "options", options },
        { "tc", to_string(e.tc) } };
}

} // namespace

Setup<MatchSetup> make_match_config(const MatchRequest& r, std::ostream& notes) {
    try {
        return make(r, notes);
    } catch (const Bad& bad) {
        return SetupError { bad.message };
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
    j["adjudication"] = { { "resign", r.resign }, { "draw", r.draw }, { "maxmoves", r.max_moves } };
    if (c.adjudication.mate)
        j["adjudication"]["mate"] = { { "max", c.adjudication.mate->max_moves },
            { "nodes", c.adjudication.mate->nodes } };
    if (!c.openings.empty()) j["openings"]["policy"] = to_string(c.opening_policy);
    if (c.games_per_round == 1) j["repeat"] = c.repeat_opening;
    j["sprt"]  = r.sprt;
    j["rules"] = r.rules;
    if (!r.output_checks.empty()) j["output_checks"] = r.output_checks; // a fault ends games
    return j;
}

nlohmann::ordered_json config_json(
    const MatchConfig& c, const MatchRequest& r, int skipped_openings) {
    nlohmann::ordered_json j = settings_json(c, r);
    j["limits"]  = { { "tc", { to_string(c.engines[0].tc), to_string(c.engines[1].tc) } } };
    j["workers"] = c.concurrency;
    if (!r.openings.empty()) {
        j["openings"]["file"]    = r.openings.at("file");
        j["openings"]["format"]  = r.openings.count("format") ? r.openings.at("format") : "epd";
        j["openings"]["skipped"] = skipped_openings;
        if (r.openings.count("plies")) j["openings"]["plies"] = r.openings.at("plies");
    }
    j["seed"] = r.seed;
    return j;
}

} // namespace harness::match
