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
    void step_switch(const std::string& k, const Value& v, StepSwitch& s) {
        if (k == "enabled") boolean(v, k, s.enabled);
        if (k == "gating") boolean(v, k, s.gating);
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

// [sprt] max_latency_ms, max_stop_ms, max_isready_ms, max_overruns, max_output_findings.
void read_audit_bound(
    Reader& r, const std::string& k, const Value& v, SprtStepConfig::AuditBounds& b) {
    constexpr long Most = 10000000;
    if (k == "max_latency_ms") r.integer(v, k, 0, Most, b.latency_p99_ms);
    if (k == "max_stop_ms") r.integer(v, k, 0, Most, b.stop_ms);
    if (k == "max_isready_ms") r.integer(v, k, 0, Most, b.isready_ms);
    if (k == "max_overruns") r.integer(v, k, 0, Most, b.overruns);
    if (k == "max_output_findings") r.integer(v, k, 0, Most, b.output_findings);
}

// [sprt]'s adjudication of the strength test's and the ladder's games: resign_moves (0: no
// resignation), resign_score, draw_move_number (0: no draw adjudication), draw_moves,
// draw_score, max_moves (0: no limit).
void read_adjudication(
    Reader& r, const std::string& k, const Value& v, match::AdjudicationConfig& a) {
    auto resign = a.resign.value_or(match::ResignRule {});
    auto draw   = a.draw.value_or(match::DrawRule {});
    int  n      = -1;
    if (k == "resign_moves") r.integer(v, k, 0, 1000, n);
    if (k == "resign_moves" && n >= 0) a.resign = n ? std::optional(resign) : std::nullopt;
    if (k == "resign_moves" && n > 0) a.resign->move_count = n;
    if (k == "resign_score") r.integer(v, k, 1, 100000, resign.score);
    if (k == "resign_score" && a.resign) a.resign->score = resign.score;
    if (k == "draw_move_number") r.integer(v, k, 0, 10000, n);
    if (k == "draw_move_number" && n >= 0) a.draw = n ? std::optional(draw) : std::nullopt;
    if (k == "draw_move_number" && n > 0) a.draw->move_number = n;
    if (k == "draw_moves") r.integer(v, k, 1, 1000, draw.move_count);
    if (k == "draw_moves" && a.draw) a.draw->move_count = draw.move_count;
    if (k == "draw_score") r.integer(v, k, 0, 100000, draw.score);
    if (k == "draw_score" && a.draw) a.draw->score = draw.score;
    if (k == "max_moves") r.integer(v, k, 0, 100000, a.max_moves);
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

void read_ladder(Reader& r, const Value& t, const std::string& where, LadderStepConfig& c) {
    r.table(t, where, { "enabled", "references", "base", "pairs", "tc", "concurrency", "anchor" },
        [&](auto& k, auto& v) {
            if (k == "enabled") r.boolean(v, k, c.on.enabled);
            if (k == "references") read_references(r, v, c.references);
            if (k == "base") r.boolean(v, k, c.base);
            if (k == "pairs") r.integer(v, k, 1, 100000, c.pairs);
            if (std::string s; k == "tc" && r.string(v, k, s)) c.tc = Reader::tc_token(s);
            if (k == "concurrency") r.integer(v, k, 1, 256, c.concurrency);
            if (k == "anchor") (void)r.string(v, k, c.anchor);
        });
}

void read_steps(Reader& r, const Value& root, GateConfig& c) {
    r.table(root, "the file",
        { "profile", "suites_dir", "slow_factor", "build_timeout", "time_bound", "reserve", "check",
            "perft", "bench", "treesize", "suites", "sprt", "coverage", "instrumented", "ladder" },
        [&](const std::string& section, const Value& t) {
            if (section == "profile") return; // read first
            if (section == "suites_dir") {
                (void)r.string(t, section, c.suites_dir);
                return;
            }
            if (section == "slow_factor") {
                r.number(t, section, 1, 1e6, c.slow_factor);
                return;
            }
            if (section == "build_timeout") {
                r.integer(t, section, 0, 10000000, c.build_timeout_s);
                return;
            }
            if (section == "time_bound") {
                r.integer(t, section, 0, 10000000, c.time_bound_s);
                return;
            }
            if (section == "reserve") {
                r.integer(t, section, 0, 10000000, c.reserve_s);
                return;
            }
            const std::string where = "[" + section + "]";
            if (section == "check")
                r.table(t, where, { "enabled", "gating", "timeout" }, [&](auto& k, auto& v) {
                    r.step_switch(k, v, c.check.on);
                    if (k == "timeout") r.integer(v, k, 1, 86400, c.check.timeout_s);
                });
            else if (section == "perft")
                r.table(t, where, { "enabled", "gating", "max_nodes", "concurrency", "suites" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.perft.on);
                        if (k == "max_nodes") r.integer(v, k, 1, 1L << 50, c.perft.max_nodes);
                        if (k == "concurrency") r.integer(v, k, 1, 256, c.perft.concurrency);
                        if (k == "suites") r.game_files(v, "suites", c.perft.suites);
                    });
            else if (section == "bench")
                r.table(t, where,
                    { "enabled", "gating", "mode", "words", "regex", "runs", "timeout",
                        "fail_on_change", "min_nps_ratio" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.bench.on);
                        std::string mode;
                        if (k == "mode" && r.string(v, k, mode)) {
                            if (mode == "command-line")
                                c.bench.mode = bench::BenchMode::CommandLine;
                            else if (mode == "uci")
                                c.bench.mode = bench::BenchMode::Uci;
                            else
                                r.error(v,
                                    "mode expects \"command-line\" or \"uci\", got " + quote(mode));
                        }
                        if (k == "words") r.strings(v, k, c.bench.words);
                        if (k == "regex" && r.string(v, k, c.bench.regex))
                            if (auto bad = bench::pattern_error(c.bench.regex)) r.error(v, *bad);
                        if (k == "runs") r.integer(v, k, 1, 100, c.bench.runs);
                        if (k == "timeout") r.integer(v, k, 1, 86400, c.bench.timeout_s);
                        if (k == "fail_on_change") r.boolean(v, k, c.bench.fail_on_change);
                        if (k == "min_nps_ratio") r.number(v, k, 0, 100, c.bench.min_nps_ratio);
                    });
            else if (section == "treesize")
                r.table(t, where,
                    { "enabled", "gating", "depth", "first", "max_node_ratio", "positions" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.treesize.on);
                        if (k == "depth") r.integer(v, k, 1, 64, c.treesize.depth);
                        if (k == "first") r.integer(v, k, 1, 100000, c.treesize.first);
                        if (k == "max_node_ratio")
                            r.number(v, k, 0, 1000, c.treesize.max_node_ratio);
                        if (k == "positions") r.game_files(v, k, c.treesize.positions);
                    });
            else if (section == "suites")
                r.table(t, where,
                    { "enabled", "gating", "movetime", "first", "criterion", "alpha", "tolerance",
                        "concurrency", "files" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.suites.on);
                        if (k == "movetime") r.integer(v, k, 1, 3600000, c.suites.movetime_ms);
                        if (k == "first") r.integer(v, k, 0, 100000000, c.suites.first);
                        std::string crit;
                        if (k == "criterion" && r.string(v, k, crit)) {
                            if (crit == "mcnemar")
                                c.suites.criterion = suite::Criterion::McNemar;
                            else if (crit == "tolerance")
                                c.suites.criterion = suite::Criterion::Tolerance;
                            else
                                r.error(v,
                                    "criterion expects \"mcnemar\" or \"tolerance\", got "
                                        + quote(crit));
                        }
                        if (k == "alpha") r.number(v, k, 1e-9, 0.5, c.suites.alpha);
                        if (k == "tolerance") r.integer(v, k, 0, 1000000, c.suites.tolerance);
                        if (k == "concurrency") r.integer(v, k, 1, 256, c.suites.concurrency);
                        if (k == "files") r.game_files(v, k, c.suites.suites);
                    });
            else if (section == "sprt")
                r.table(t, where,
                    { "enabled", "gating", "detect_elo", "miss_rate", "false_alarm_rate", "elo0",
                        "elo1", "alpha", "beta", "model", "max_games", "tc", "concurrency", "games",
                        "inconclusive", "openings", "time_budget", "shares", "game_tc",
                        "skip_unchanged", "unchanged_nps_noise", "game_sources", "max_latency_ms",
                        "max_stop_ms", "max_isready_ms", "max_overruns", "max_output_findings",
                        "resign_moves", "resign_score", "draw_move_number", "draw_moves",
                        "draw_score", "max_moves" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.sprt.on);
                        // Bounds of a classic SPRT turn the strength test off unless it is set.
                        if ((k == "elo0" || k == "elo1") && !t.as_table().count("detect_elo"))
                            c.sprt.detect_elo = 0;
                        if (k == "detect_elo") r.number(v, k, 0, 2000, c.sprt.detect_elo);
                        if (k == "miss_rate") r.number(v, k, 1e-6, 0.5, c.sprt.miss_rate);
                        if (k == "false_alarm_rate")
                            r.number(v, k, 1e-6, 0.5, c.sprt.false_alarm_rate);
                        if (k == "time_budget") r.integer(v, k, 0, 10000000, c.sprt.time_budget_s);
                        if (k == "skip_unchanged") r.boolean(v, k, c.sprt.skip_unchanged);
                        if (k == "game_sources") r.game_files(v, k, c.sprt.game_sources);
                        if (k == "unchanged_nps_noise")
                            r.number(v, k, 0, 1, c.sprt.unchanged_nps_noise);
                        if (k == "shares") r.game_weights(v, k, c.sprt.shares);
                        if (k == "elo0") r.number(v, k, -1000, 1000, c.sprt.sprt.elo0);
                        if (k == "elo1") r.number(v, k, -1000, 1000, c.sprt.sprt.elo1);
                        if (k == "alpha") r.number(v, k, 1e-9, 0.5, c.sprt.sprt.alpha);
                        if (k == "beta") r.number(v, k, 1e-9, 0.5, c.sprt.sprt.beta);
                        std::string s;
                        if (k == "model" && r.string(v, k, s)) {
                            if (auto m = stats::parse_elo_model(s))
                                c.sprt.sprt.model = *m;
                            else
                                r.error(v,
                                    "model expects \"normalized\" or \"logistic\", got "
                                        + quote(s));
                        }
                        if (k == "max_games") r.integer(v, k, 2, 10000000, c.sprt.max_games);
                        if (k == "tc" && r.string(v, k, s)) c.sprt.tc = Reader::tc_token(s);
                        if (k == "game_tc") r.game_tcs(v, k, c.sprt.game_tc);
                        if (k == "concurrency") r.integer(v, k, 1, 256, c.sprt.concurrency);
                        if (k == "games") r.strings(v, k, c.sprt.games);
                        if (k == "inconclusive" && r.string(v, k, s)) {
                            if (s == "pass" || s == "fail")
                                c.sprt.inconclusive_passes = s == "pass";
                            else
                                r.error(v,
                                    "inconclusive expects \"pass\" or \"fail\", got " + quote(s));
                        }
                        if (k == "openings") r.game_files(v, k, c.sprt.openings);
                        read_audit_bound(r, k, v, c.sprt.bounds);
                        read_adjudication(r, k, v, c.sprt.adjudication);
                    });
            else if (section == "coverage")
                r.table(t, where,
                    { "enabled", "gating", "targets", "labels", "commands", "bench", "min_percent",
                        "timeout", "compare_base" },
                    [&](auto& k, auto& v) {
                        r.step_switch(k, v, c.coverage.on);
                        if (k == "targets") r.strings(v, k, c.coverage.targets);
                        if (k == "labels") (void)r.string(v, k, c.coverage.labels);
                        if (k == "commands") r.strings(v, k, c.coverage.commands);
                        if (k == "bench") r.boolean(v, k, c.coverage.bench);
                        if (k == "min_percent") r.number(v, k, 0, 100, c.coverage.min_percent);
                        if (k == "timeout") r.integer(v, k, 1, 86400, c.coverage.timeout_s);
                        if (k == "compare_base") r.boolean(v, k, c.coverage.compare_base);
                    });
            else if (section == "instrumented")
                r.table(t, where, { "enabled", "gating", "games" }, [&](auto& k, auto& v) {
                    r.step_switch(k, v, c.instrumented.on);
                    if (k == "games") r.integer(v, k, 0, 1000, c.instrumented.games);
                });
            else if (section == "ladder")
                read_ladder(r, t, where, c.ladder);
        });
    if (c.sprt.sprt.elo0 >= c.sprt.sprt.elo1 && root.is_table() && root.as_table().count("sprt"))
        r.error(root.as_table().at("sprt"), "[sprt] elo0 must be below elo1");
    for (const auto& g : c.sprt.games)
        if (!is_gate_game(g) && root.is_table() && root.as_table().count("sprt"))
            r.error(root.as_table().at("sprt"), "[sprt] games: unknown game " + quote(g));
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
