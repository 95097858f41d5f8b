#include "match_groups.h"

#include "args.h"

#include "engine/core/text.h"

#include <cstdlib>

namespace harness::cli {

namespace {

using engine::core::quote;

std::string get(const KeyValues& m, const std::string& key, const std::string& fallback) {
    auto it = m.find(key);
    return it == m.end() ? fallback : it->second;
}

double number(const std::string& option, const std::string& key, const std::string& v) {
    char*  end = nullptr;
    double d   = std::strtod(v.c_str(), &end);
    if (v.empty() || *end)
        throw UsageError(option + ": " + key + "= expects a number, got " + quote(v));
    return d;
}

int integer(const std::string& option, const std::string& key, const std::string& v, int min) {
    double d = number(option, key, v);
    if (d != double(long(d)) || d < min || d > 1e9)
        throw UsageError(option + ": " + key + "= expects a whole number >= " + std::to_string(min)
            + ", got " + quote(v));
    return int(d);
}

// An integer key of `option` that keeps `fallback` when it is not given.
int integer_key(
    const KeyValues& kv, const std::string& option, const std::string& key, int fallback, int min) {
    return integer(option, key, get(kv, key, std::to_string(fallback)), min);
}

} // namespace

match::OpeningsRequest openings_group(const KeyValues& kv) {
    match::OpeningsRequest o;
    o.file = get(kv, "file", "");
    if (kv.count("opener")) {
        if (kv.at("opener") != "swap2")
            throw UsageError("--openings: opener= expects swap2, got " + quote(kv.at("opener")));
        if (!o.file.empty() || kv.size() > 1)
            throw UsageError("--openings: opener=swap2 starts every game from the empty board: "
                             "it takes no file= or other key");
        o.swap2 = true;
        return o;
    }
    if (o.file.empty()) throw UsageError("--openings needs file=FILE (or opener=swap2)");
    const auto format = get(kv, "format", "epd");
    if (format != "epd" && format != "pgn" && format != "gomocup")
        throw UsageError("--openings: format= expects epd, pgn or gomocup (gomoku offsets), got "
            + quote(format));
    o.format          = *game::parse_position_format(format);
    auto       order  = get(kv, "order", "sequential");
    const auto suffix = std::string(",symmetric");
    if (order.size() > suffix.size() && order.substr(order.size() - suffix.size()) == suffix) {
        o.symmetric = true;
        order.resize(order.size() - suffix.size());
    }
    if (order != "sequential" && order != "random")
        throw UsageError("--openings: order= expects random or sequential (then ,symmetric), got "
            + quote(get(kv, "order", "")));
    o.order = order == "random" ? match::OpeningOrder::Random : match::OpeningOrder::Sequential;
    o.start = integer_key(kv, "--openings", "start", 1, 1);
    // plies= cuts PGN games; an EPD line is one position, so there it changes nothing (fastchess
    // reads it so too, and fishtest's line gives it for EPD books).
    if (kv.count("plies")) {
        const int plies = integer("--openings", "plies", kv.at("plies"), 0);
        if (format == "pgn") o.plies = plies;
    }
    if (kv.count("policy")) {
        auto p = match::parse_opening_policy(kv.at("policy"));
        if (!p) throw UsageError("--openings: policy=: " + p.error().message);
        o.policy = *p;
    }
    return o;
}

match::ResignRule resign_group(const KeyValues& kv) {
    const match::ResignRule d;
    return { integer_key(kv, "--resign", "movecount", d.move_count, 1),
        integer_key(kv, "--resign", "score", d.score, 0),
        get(kv, "twosided", d.two_sided ? "true" : "false") == "true" };
}

match::DrawRule draw_group(const KeyValues& kv) {
    const match::DrawRule d;
    return { integer_key(kv, "--draw", "movenumber", d.move_number, 0),
        integer_key(kv, "--draw", "movecount", d.move_count, 1),
        integer_key(kv, "--draw", "score", d.score, 0) };
}

match::MateRule mate_group(const KeyValues& kv) {
    match::MateRule m;
    m.max_moves = integer_key(kv, "--mate-adjudication", "max", m.max_moves, 1);
    m.nodes     = std::uint64_t(integer_key(kv, "--mate-adjudication", "nodes", int(m.nodes), 1));
    return m;
}

stats::SprtConfig sprt_group(const KeyValues& kv) {
    stats::SprtConfig s;
    if (!kv.count("elo0") || !kv.count("elo1")) throw UsageError("--sprt needs elo0= and elo1=");
    s.elo0  = number("--sprt", "elo0", kv.at("elo0"));
    s.elo1  = number("--sprt", "elo1", kv.at("elo1"));
    s.alpha = number("--sprt", "alpha", get(kv, "alpha", "0.05"));
    s.beta  = number("--sprt", "beta", get(kv, "beta", "0.05"));
    auto m  = stats::parse_elo_model(get(kv, "model", "normalized"));
    if (!m)
        throw UsageError(
            "--sprt: model= expects normalized or logistic, got " + quote(get(kv, "model", "")));
    s.model = *m;
    if (auto e = stats::sprt_config_error(s)) throw UsageError("--sprt: " + std::string(*e));
    return s;
}

output_checks::CheckPolicy output_checks_group(const KeyValues& kv) {
    output_checks::CheckPolicy policy   = output_checks::DefaultPolicy;
    auto                       severity = [](const std::string& key, const std::string& value) {
        auto s = output_checks::parse_severity(value);
        if (!s)
            throw UsageError(
                                      "--output-checks: " + key + "= expects off, warning or fault, got " + quote(value));
        return *s;
    };
    if (kv.count("all")) policy.fill(severity("all", kv.at("all")));
    for (const auto& [key, value] : kv)
        if (auto check = output_checks::parse_check(key))
            policy[std::size_t(*check)] = severity(key, value);
    return policy;
}

game::RepetitionRules rules_value(const std::string& text) {
    auto rules = game::parse_repetition_rules(text);
    if (!rules) throw UsageError("--rules: " + rules.error().message);
    return *rules;
}

game::FoulPolicy foul_value(const std::string& text) {
    auto foul = game::parse_foul_policy(text);
    if (!foul) throw UsageError("--foul: " + foul.error().message);
    return *foul;
}

} // namespace harness::cli
