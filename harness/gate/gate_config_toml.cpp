#include "gate_config_toml.h"

#include "harness/bench/bench_output.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"
#include "harness/input/utf8.h"

#include <toml.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>

namespace harness::gate {

namespace {

// The games a gate config may name (per-game file tables, [sprt] games).
const std::vector<std::string>& gate_games() {
    static const std::vector<std::string> games { "chess", "chess960", "xiangqi", "gomoku" };
    return games;
}

bool is_gate_game(const std::string& name) {
    return std::find(gate_games().begin(), gate_games().end(), name) != gate_games().end();
}

using engine::core::ParseError;
using engine::core::quote;
using Value = toml::basic_value<toml::discard_comments, std::map, std::vector>;

class Reader {
public:
    Reader(std::string source, std::vector<ParseError>& errors)
        : source_(std::move(source))
        , errors_(errors) { }

    void error(const Value& v, const std::string& message) {
        const auto& loc = v.location();
        errors_.emplace_back(int(loc.column()), message, int(loc.line()), source_);
    }

    // Each key of `table` must be one of `keys`; `fn(key, value)` reads it.
    void table(const Value& t, const std::string& where, const std::vector<std::string>& keys,
        const std::function<void(const std::string&, const Value&)>& fn) {
        if (!t.is_table()) {
            error(t, where + " must be a table");
            return;
        }
        for (const auto& [k, v] : t.as_table()) {
            if (std::find(keys.begin(), keys.end(), k) == keys.end()) {
                error(v, "unknown key " + quote(k) + " in " + where);
                continue;
            }
            fn(k, v);
        }
    }

    void boolean(const Value& v, const std::string& key, bool& out) {
        if (v.is_boolean())
            out = v.as_boolean();
        else
            error(v, key + " expects true or false, got " + text(v));
    }
    void integer(const Value& v, const std::string& key, long min, long max, auto& out) {
        if (!v.is_integer() || v.as_integer() < min || v.as_integer() > max) {
            error(v,
                key + " expects a whole number from " + std::to_string(min) + " to "
                    + std::to_string(max) + ", got " + text(v));
            return;
        }
        out = static_cast<std::remove_reference_t<decltype(out)>>(v.as_integer());
    }
    void number(const Value& v, const std::string& key, double min, double max, double& out) {
        double d = v.is_integer() ? double(v.as_integer())
            : v.is_floating()     ? v.as_floating()
                                  : -1e300;
        if (d < min || d > max) {
            std::ostringstream range;
            range << min << " to " << max;
            error(v, key + " expects a number from " + range.str() + ", got " + text(v));
            return;
        }
        out = d;
    }
    bool string(const Value& v, const std::string& key, std::string& out) {
        if (!v.is_string()) {
            error(v, key + " expects a string, got " + text(v));
            return false;
        }
        out = v.as_string().str;
        return true;
    }
    void strings(const Value& v, const std::string& key, std::vector<std::string>& out) {
        if (!v.is_array()) {
            error(v, key + " expects an array of strings, got " + text(v));
            return;
        }
        std::vector<std::string> list;
        for (const auto& e : v.as_array()) {
            std::string s;
            if (string(e, key + " element", s)) list.push_back(s);
        }
        out = list;
    }
    // A table of game -> [files].
    void game_files(const Value& v, const std::string& key, GameFiles& out) {
        GameFiles files;
        table(v, key, gate_games(), [&](const std::string& game, const Value& list) {
            strings(list, key + "." + game, files[game]);
        });
        if (v.is_table()) out = files;
    }
    // A table of game -> weight (> 0).
    void game_weights(const Value& v, const std::string& key, std::map<std::string, double>& out) {
        std::map<std::string, double> weights;
        table(v, key, gate_games(), [&](const std::string& game, const Value& w) {
            number(w, key + "." + game, 1e-6, 1e6, weights[game]);
        });
        if (v.is_table()) out = weights;
    }
    // A table of game -> time control ("1+0.01" or a token "st=0.1").
    void game_tcs(const Value& v, const std::string& key, std::map<std::string, std::string>& out) {
        std::map<std::string, std::string> tcs;
        table(v, key, gate_games(), [&](const std::string& game, const Value& tc) {
            if (std::string t; string(tc, key + "." + game, t)) tcs[game] = tc_token(t);
        });
        if (v.is_table()) out = tcs;
    }
    static std::string tc_token(const std::string& s) {
        return s.find('=') == std::string::npos ? "tc=" + s : s;
    }

    static std::string text(const Value& v) {
        std::ostringstream s;
        s << v;
        auto t = s.str();
        while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
        return quote(t);
    }

private:
    std::string              source_;
    std::vector<ParseError>& errors_;
};

// One key of a TOML table: its name, and how its value is read (the reader is given the key's
// name for its messages). A table's keys are named once, here, and nowhere else.
struct Key {
    std::string                                                 name;
    std::function<void(const std::string& key, const Value& v)> read;
};
using Keys = std::vector<Key>;

// Each key of `t` must be one of `keys`, and is read by its reader.
void read_table(Reader& r, const Value& t, const std::string& where, const Keys& keys) {
    std::vector<std::string> names;
    for (const auto& key : keys) names.push_back(key.name);
    r.table(t, where, names, [&](const std::string& k, const Value& v) {
        auto key
            = std::find_if(keys.begin(), keys.end(), [&](const Key& e) { return e.name == k; });
        key->read(k, v);
    });
}

Key boolean_key(Reader& r, std::string name, bool& out) {
    return { std::move(name), [&r, &out](auto& k, auto& v) { r.boolean(v, k, out); } };
}
Key integer_key(Reader& r, std::string name, long min, long max, auto& out) {
    return { std::move(name),
        [&r, &out, min, max](auto& k, auto& v) { r.integer(v, k, min, max, out); } };
}
Key number_key(Reader& r, std::string name, double min, double max, double& out) {
    return { std::move(name),
        [&r, &out, min, max](auto& k, auto& v) { r.number(v, k, min, max, out); } };
}
Key string_key(Reader& r, std::string name, std::string& out) {
    return { std::move(name), [&r, &out](auto& k, auto& v) { (void)r.string(v, k, out); } };
}
Key strings_key(Reader& r, std::string name, std::vector<std::string>& out) {
    return { std::move(name), [&r, &out](auto& k, auto& v) { r.strings(v, k, out); } };
}
Key game_files_key(Reader& r, std::string name, GameFiles& out) {
    return { std::move(name), [&r, &out](auto& k, auto& v) { r.game_files(v, k, out); } };
}
// A time-control key: "1+0.01" is stored as the token "tc=1+0.01".
Key tc_key(Reader& r, std::string name, std::string& out) {
    return { std::move(name), [&r, &out](auto& k, auto& v) {
                if (std::string s; r.string(v, k, s)) out = Reader::tc_token(s);
            } };
}
// A string key with a fixed set of spellings: `choose` stores a known one and answers true.
Key choice_key(Reader& r, std::string name, std::string expected,
    std::function<bool(const std::string&)> choose) {
    return { std::move(name), [&r, expected, choose](auto& k, auto& v) {
                std::string s;
                if (r.string(v, k, s) && !choose(s))
                    r.error(v, k + " expects " + expected + ", got " + quote(s));
            } };
}

// A step's keys: `enabled` and `gating`, then its own.
Keys step_keys(Reader& r, StepSwitch& on, Keys own) {
    Keys keys { boolean_key(r, "enabled", on.enabled), boolean_key(r, "gating", on.gating) };
    keys.insert(keys.end(), own.begin(), own.end());
    return keys;
}

Keys check_keys(Reader& r, CheckStepConfig& c) {
    return step_keys(r, c.on, { integer_key(r, "timeout", 1, 86400, c.timeout_s) });
}

Keys perft_keys(Reader& r, PerftStepConfig& c) {
    return step_keys(r, c.on,
        {
            integer_key(r, "max_nodes", 1, 1L << 50, c.max_nodes),
            integer_key(r, "concurrency", 1, 256, c.concurrency),
            game_files_key(r, "suites", c.suites),
        });
}

Keys bench_keys(Reader& r, BenchStepConfig& c) {
    return step_keys(r, c.on,
        {
            choice_key(r, "mode", "\"command-line\" or \"uci\"",
                [&c](const std::string& mode) {
                    if (mode == "command-line") c.mode = bench::BenchMode::CommandLine;
                    if (mode == "uci") c.mode = bench::BenchMode::Uci;
                    return mode == "command-line" || mode == "uci";
                }),
            strings_key(r, "words", c.words),
            { "regex",
                [&r, &c](auto& k, auto& v) {
                    if (r.string(v, k, c.regex))
                        if (auto bad = bench::pattern_error(c.regex)) r.error(v, *bad);
                } },
            integer_key(r, "runs", 1, 100, c.runs),
            integer_key(r, "timeout", 1, 86400, c.timeout_s),
            boolean_key(r, "fail_on_change", c.fail_on_change),
            number_key(r, "min_nps_ratio", 0, 100, c.min_nps_ratio),
        });
}

Keys treesize_keys(Reader& r, TreeSizeStepConfig& c) {
    return step_keys(r, c.on,
        {
            integer_key(r, "depth", 1, 64, c.depth),
            integer_key(r, "first", 1, 100000, c.first),
            number_key(r, "max_node_ratio", 0, 1000, c.max_node_ratio),
            game_files_key(r, "positions", c.positions),
        });
}

Keys suites_keys(Reader& r, SuitesStepConfig& c) {
    return step_keys(r, c.on,
        {
            integer_key(r, "movetime", 1, 3600000, c.movetime_ms),
            integer_key(r, "first", 0, 100000000, c.first),
            choice_key(r, "criterion", "\"mcnemar\" or \"tolerance\"",
                [&c](const std::string& crit) {
                    if (crit == "mcnemar") c.criterion = suite::Criterion::McNemar;
                    if (crit == "tolerance") c.criterion = suite::Criterion::Tolerance;
                    return crit == "mcnemar" || crit == "tolerance";
                }),
            number_key(r, "alpha", 1e-9, 0.5, c.alpha),
            integer_key(r, "tolerance", 0, 1000000, c.tolerance),
            integer_key(r, "concurrency", 1, 256, c.concurrency),
            game_files_key(r, "files", c.suites),
        });
}

// [sprt]'s bounds on the engines' protocol audit.
Keys audit_bound_keys(Reader& r, SprtStepConfig::AuditBounds& b) {
    constexpr long Most = 10000000;
    return {
        integer_key(r, "max_latency_ms", 0, Most, b.latency_p99_ms),
        integer_key(r, "max_stop_ms", 0, Most, b.stop_ms),
        integer_key(r, "max_isready_ms", 0, Most, b.isready_ms),
        integer_key(r, "max_overruns", 0, Most, b.overruns),
        integer_key(r, "max_output_findings", 0, Most, b.output_findings),
    };
}

// A rule's count that also switches it: 0 turns the rule off, n > 0 on with n.
template <class Rule>
Key rule_count_key(
    Reader& r, std::string name, long max, std::optional<Rule>& rule, int Rule::*count) {
    return { std::move(name), [&r, &rule, max, count](auto& k, auto& v) {
                auto kept = rule.value_or(Rule {});
                int  n    = -1;
                r.integer(v, k, 0, max, n);
                if (n >= 0) rule = n ? std::optional(kept) : std::nullopt;
                if (n > 0) (*rule).*count = n;
            } };
}

// A field of a rule that may be off: checked always, kept while the rule is on.
template <class Rule>
Key rule_field_key(
    Reader& r, std::string name, long min, long max, std::optional<Rule>& rule, int Rule::*field) {
    return { std::move(name), [&r, &rule, min, max, field](auto& k, auto& v) {
                auto checked = rule.value_or(Rule {});
                r.integer(v, k, min, max, checked.*field);
                if (rule) (*rule).*field = checked.*field;
            } };
}

// [sprt]'s adjudication of the strength test's and the ladder's games: resign_moves (0: no
// resignation), resign_score, draw_move_number (0: no draw adjudication), draw_moves,
// draw_score, max_moves (0: no limit).
Keys adjudication_keys(Reader& r, match::AdjudicationConfig& a) {
    using match::DrawRule;
    using match::ResignRule;
    return {
        rule_count_key(r, "resign_moves", 1000, a.resign, &ResignRule::move_count),
        rule_field_key(r, "resign_score", 1, 100000, a.resign, &ResignRule::score),
        rule_count_key(r, "draw_move_number", 10000, a.draw, &DrawRule::move_number),
        rule_field_key(r, "draw_moves", 1, 1000, a.draw, &DrawRule::move_count),
        rule_field_key(r, "draw_score", 0, 100000, a.draw, &DrawRule::score),
        integer_key(r, "max_moves", 0, 100000, a.max_moves),
    };
}

Keys sprt_test_keys(Reader& r, SprtStepConfig& c) {
    return {
        number_key(r, "detect_elo", 0, 2000, c.detect_elo),
        number_key(r, "miss_rate", 1e-6, 0.5, c.miss_rate),
        number_key(r, "false_alarm_rate", 1e-6, 0.5, c.false_alarm_rate),
        number_key(r, "elo0", -1000, 1000, c.sprt.elo0),
        number_key(r, "elo1", -1000, 1000, c.sprt.elo1),
        number_key(r, "alpha", 1e-9, 0.5, c.sprt.alpha),
        number_key(r, "beta", 1e-9, 0.5, c.sprt.beta),
        choice_key(r, "model", "\"normalized\" or \"logistic\"",
            [&c](const std::string& s) {
                auto m = stats::parse_elo_model(s);
                if (m) c.sprt.model = *m;
                return m.has_value();
            }),
        integer_key(r, "max_games", 2, 10000000, c.max_games),
        choice_key(r, "inconclusive", "\"pass\" or \"fail\"",
            [&c](const std::string& s) {
                if (s == "pass" || s == "fail") c.inconclusive_passes = s == "pass";
                return s == "pass" || s == "fail";
            }),
    };
}

Keys sprt_games_keys(Reader& r, SprtStepConfig& c) {
    return {
        integer_key(r, "time_budget", 0, 10000000, c.time_budget_s),
        boolean_key(r, "skip_unchanged", c.skip_unchanged),
        game_files_key(r, "game_sources", c.game_sources),
        number_key(r, "unchanged_nps_noise", 0, 1, c.unchanged_nps_noise),
        { "shares", [&r, &c](auto& k, auto& v) { r.game_weights(v, k, c.shares); } },
        tc_key(r, "tc", c.tc),
        { "game_tc", [&r, &c](auto& k, auto& v) { r.game_tcs(v, k, c.game_tc); } },
        integer_key(r, "concurrency", 1, 256, c.concurrency),
        strings_key(r, "games", c.games),
        game_files_key(r, "openings", c.openings),
    };
}

Keys sprt_keys(Reader& r, SprtStepConfig& c) {
    Keys keys = step_keys(r, c.on, sprt_test_keys(r, c));
    for (const Keys& more : { sprt_games_keys(r, c), audit_bound_keys(r, c.bounds),
             adjudication_keys(r, c.adjudication) })
        keys.insert(keys.end(), more.begin(), more.end());
    return keys;
}

void read_sprt(Reader& r, const Value& t, const std::string& where, SprtStepConfig& c) {
    read_table(r, t, where, sprt_keys(r, c));
    // Bounds of a classic SPRT turn the strength test off unless it is set.
    if (t.is_table() && !t.as_table().count("detect_elo")
        && (t.as_table().count("elo0") || t.as_table().count("elo1")))
        c.detect_elo = 0;
}

Keys coverage_keys(Reader& r, CoverageStepConfig& c) {
    return step_keys(r, c.on,
        {
            strings_key(r, "targets", c.targets),
            string_key(r, "labels", c.labels),
            strings_key(r, "commands", c.commands),
            boolean_key(r, "bench", c.bench),
            number_key(r, "min_percent", 0, 100, c.min_percent),
            integer_key(r, "timeout", 1, 86400, c.timeout_s),
            boolean_key(r, "compare_base", c.compare_base),
        });
}

Keys instrumented_keys(Reader& r, InstrumentedStepConfig& c) {
    return step_keys(r, c.on, { integer_key(r, "games", 0, 1000, c.games) });
}

// [ladder] references: each an engine spec, as one string of tokens split at spaces or as an
// array of tokens (a token with a space, "option.Skill Level=0", needs the array).
void read_references(Reader& r, const Value& v, std::vector<std::vector<std::string>>& out) {
    if (!v.is_array()) {
        r.error(v, "references expects an array of engine specs, got " + Reader::text(v));
        return;
    }
    std::vector<std::vector<std::string>> refs;
    for (const auto& e : v.as_array()) {
        std::vector<std::string> tokens;
        if (e.is_string()) {
            std::istringstream words(e.as_string().str);
            for (std::string w; words >> w;) tokens.push_back(w);
        } else {
            r.strings(e, "references element", tokens);
        }
        if (tokens.empty())
            r.error(e, "references: an empty engine spec");
        else
            refs.push_back(tokens);
    }
    out = refs;
}

Keys symmetry_keys(Reader& r, SymmetryStepConfig& c) {
    return step_keys(r, c.on,
        {
            integer_key(r, "positions", 1, 1000000, c.positions),
            integer_key(r, "depth", 1, 64, c.depth),
            integer_key(r, "seed", 0, 1000000000, c.seed),
            integer_key(r, "repeats", 0, 1000000, c.repeats),
            number_key(r, "alpha", 1e-9, 0.5, c.alpha),
            integer_key(r, "search_timeout", 1, 86400, c.search_timeout_s),
        });
}

// The ladder's `gating` is not a key: it only reports.
Keys ladder_keys(Reader& r, LadderStepConfig& c) {
    return {
        boolean_key(r, "enabled", c.on.enabled),
        { "references", [&r, &c](auto&, auto& v) { read_references(r, v, c.references); } },
        boolean_key(r, "base", c.base),
        integer_key(r, "pairs", 1, 100000, c.pairs),
        tc_key(r, "tc", c.tc),
        integer_key(r, "concurrency", 1, 256, c.concurrency),
        string_key(r, "anchor", c.anchor),
    };
}

// A step's table, [name], read by `keys`.
Key section_key(Reader& r, std::string name, Keys keys) {
    return { std::move(name),
        [&r, keys](auto& k, auto& v) { read_table(r, v, "[" + k + "]", keys); } };
}

Keys file_keys(Reader& r, GateConfig& c) {
    constexpr long Most = 10000000;
    return {
        { "profile", [](auto&, auto&) {} }, // read first, by parse_config
        string_key(r, "suites_dir", c.suites_dir),
        number_key(r, "slow_factor", 1, 1e6, c.slow_factor),
        integer_key(r, "build_timeout", 0, Most, c.build_timeout_s),
        integer_key(r, "time_bound", 0, Most, c.time_bound_s),
        integer_key(r, "reserve", 0, Most, c.reserve_s),
        section_key(r, "check", check_keys(r, c.check)),
        section_key(r, "perft", perft_keys(r, c.perft)),
        section_key(r, "bench", bench_keys(r, c.bench)),
        section_key(r, "treesize", treesize_keys(r, c.treesize)),
        section_key(r, "suites", suites_keys(r, c.suites)),
        { "sprt", [&r, &c](auto& k, auto& v) { read_sprt(r, v, "[" + k + "]", c.sprt); } },
        section_key(r, "coverage", coverage_keys(r, c.coverage)),
        section_key(r, "instrumented", instrumented_keys(r, c.instrumented)),
        section_key(r, "symmetry", symmetry_keys(r, c.symmetry)),
        section_key(r, "ladder", ladder_keys(r, c.ladder)),
    };
}

// [sprt]'s checks across its keys, after the whole file is read.
void check_sprt(Reader& r, const Value& root, const SprtStepConfig& c) {
    if (c.sprt.elo0 >= c.sprt.elo1 && root.is_table() && root.as_table().count("sprt"))
        r.error(root.as_table().at("sprt"), "[sprt] elo0 must be below elo1");
    for (const auto& g : c.games)
        if (!is_gate_game(g) && root.is_table() && root.as_table().count("sprt"))
            r.error(root.as_table().at("sprt"), "[sprt] games: unknown game " + quote(g));
}

void read_steps(Reader& r, const Value& root, GateConfig& c) {
    read_table(r, root, "the file", file_keys(r, c));
    check_sprt(r, root, c.sprt);
}

} // namespace

ConfigLoad parse_config(
    const std::string& text, const std::string& source, const std::string& default_profile) {
    ConfigLoad out;
    if (auto bad = input::utf8_error(text, source)) { // TOML is UTF-8; toml11 overreads otherwise
        out.errors.push_back(*bad);
        return out;
    }
    if (auto deep = input::toml_nesting_error(text, source)) {
        out.errors.push_back(*deep);
        return out;
    }
    Value root;
    try {
        std::istringstream in(text);
        root = toml::parse<toml::discard_comments, std::map, std::vector>(in, source);
    } catch (const toml::exception& e) {
        std::string message = e.what();
        message             = message.substr(0, message.find('\n'));
        if (message.rfind("[error] ", 0) == 0) message = message.substr(8);
        const auto& loc   = e.location();
        auto        token = loc.line_str().substr(
                   std::min<std::size_t>(loc.column() ? loc.column() - 1 : 0, loc.line_str().size()),
                   std::max<std::size_t>(loc.region(), 1));
        // toml11 places an error at the end of a file without a final newline on the line after
        // the last: it is named at the end of the last line instead.
        int       line = int(loc.line()), column = int(loc.column());
        const int lines = int(std::count(text.begin(), text.end(), '\n')) + 1;
        if (line > lines) {
            line   = lines;
            column = int(text.size() - (text.rfind('\n') + 1)) + 1;
        }
        out.errors.emplace_back(
            column, message + (token.empty() ? "" : " at " + quote(token)), line, source);
        return out;
    } catch (const std::exception& e) {
        out.errors.emplace_back(0, e.what(), 0, source);
        return out;
    }
    Reader      r(source, out.errors);
    std::string name = default_profile;
    if (root.is_table() && root.as_table().count("profile")) {
        const auto& v = root.as_table().at("profile");
        if (r.string(v, "profile", name) && !profile(name)) {
            r.error(v, "unknown profile " + quote(name) + " (quick, standard or full)");
            name = default_profile;
        }
    }
    out.config = profile(name).value_or(*profile("quick"));
    read_steps(r, root, out.config);
    std::sort(out.errors.begin(), out.errors.end(), [](const auto& a, const auto& b) {
        return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    return out;
}

ConfigLoad load_config(const std::string& path, const std::string& default_profile) {
    auto text = input::read_text_file(path, input::ConfigLimits);
    if (!text) {
        ConfigLoad out;
        out.errors.push_back(text.error());
        return out;
    }
    return parse_config(*text, path, default_profile);
}

} // namespace harness::gate
