#include "engine_spec_text.h"

#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace harness::session {

using engine::core::ParseError;
using engine::core::quote;
using engine::core::Result;

namespace {

Result<Protocol> parse_protocol(std::string_view text) {
    if (auto p = protocol::parse_protocol(text)) return *p;
    return ParseError { 0, "unknown protocol " + quote(text) + " (expected uci, ucci or xboard)" };
}

Result<bool> parse_ranks(std::string_view text) {
    if (text == "1-10") return true;
    if (text == "0-9") return false;
    return ParseError { 0, "unknown ranks " + quote(text) + " (expected 0-9 or 1-10)" };
}

// UCCI clock values: "ms" (milliseconds, true) or "s" (seconds, false).
Result<bool> parse_ucci_time(std::string_view text) {
    if (text == "ms") return true;
    if (text == "s") return false;
    return ParseError { 0, "unknown ucci-time " + quote(text) + " (expected s or ms)" };
}

// UCCI's mate value: a positive whole number below a million, or "none" (0: no mates read).
Result<int> parse_mate_score(std::string_view text) {
    if (text == "none") return 0;
    int n = 0;
    if (!text.empty() && text.size() <= 6 && text.find_first_not_of("0123456789") == text.npos)
        n = std::stoi(std::string(text));
    if (n < protocol::UcciMateWindow)
        return ParseError { 0,
            "bad mate-score " + quote(text) + " (expected the mate value, e.g. 10000, or none)" };
    return n;
}

// An entry's "options": {"Hash": 16, ...} or [{"name": "Hash", "value": 16}, ...].
void read_options(const nlohmann::json& o, EngineSpec& spec) {
    auto as_text = [](const nlohmann::json& v) {
        return v.is_string() ? v.get<std::string>() : input::json_text(v);
    };
    if (o.is_object())
        for (const auto& [k, v] : o.items()) spec.options.emplace_back(k, as_text(v));
    else if (o.is_array())
        for (const auto& item : o)
            if (item.is_object() && item.contains("name") && item.contains("value"))
                spec.options.emplace_back(as_text(item["name"]), as_text(item["value"]));
}

std::string file_name(const std::string& path) {
    auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

Result<std::map<std::string, EngineSpec>> load_engines_file(const std::string& path) {
    auto text = input::read_text_file(path, input::ConfigLimits);
    if (!text) return text.error();
    return parse_engines_text(*text, path);
}

Result<std::map<std::string, EngineSpec>> parse_engines_text(
    const std::string& text, const std::string& path) {
    if (auto deep = input::json_nesting_error(text, path)) return *deep;
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::out_of_range& e) { // "1e999": no position given
        return ParseError { 0, std::string("engines file is not valid JSON: ") + e.what(), 0,
            path };
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is 1-based, the byte where the parser stopped: the line and column of it.
        std::size_t at   = std::min<std::size_t>(e.byte ? e.byte - 1 : 0, text.size());
        int         line = 1, column = 1;
        for (std::size_t i = 0; i < at; ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        std::string what = e.what();
        if (auto colon = what.rfind(": "); colon != std::string::npos)
            what = what.substr(colon + 2); // nlohmann's own "[json.exception...] at line" prefix
        return ParseError { column, "engines file is not valid JSON: " + what, line, path };
    }
    if (!j.is_array())
        return ParseError { 0, "engines file must be a JSON array of engine objects", 0, path };
    std::map<std::string, EngineSpec> out;
    int                               index = 0;
    for (const auto& e : j) {
        ++index;
        auto where = "entry " + std::to_string(index) + ": ";
        if (!e.is_object()) return ParseError { 0, where + "not an object", 0, path };
        auto str = [&](std::initializer_list<const char*> keys) -> std::string {
            for (const char* k : keys)
                if (e.contains(k) && e[k].is_string()) return e[k].get<std::string>();
            return {};
        };
        EngineSpec spec;
        spec.name = str({ "name" });
        spec.cmd  = str({ "cmd", "command" });
        spec.dir  = str({ "dir", "workingDirectory" });
        if (spec.name.empty() || spec.cmd.empty())
            return ParseError { 0, where + "needs \"name\" and \"cmd\"", 0, path };
        if (e.contains("args") && e["args"].is_array())
            for (const auto& a : e["args"])
                if (a.is_string()) spec.args.push_back(a.get<std::string>());
        if (auto p = str({ "proto", "protocol" }); !p.empty()) {
            auto r = parse_protocol(p);
            if (!r) return ParseError { 0, where + r.error().message, 0, path };
            spec.proto = *r;
        }
        if (auto v = str({ "variant" }); !v.empty()) {
            auto r = game::find_game(v);
            if (!r) return ParseError { 0, where + r.error().message, 0, path };
            spec.variant = *r;
        }
        if (auto v = str({ "ranks" }); !v.empty()) {
            auto r = parse_ranks(v);
            if (!r) return ParseError { 0, where + r.error().message, 0, path };
            spec.ranks_1_to_10 = *r;
        }
        if (auto v = str({ "ucci-time" }); !v.empty()) {
            auto r = parse_ucci_time(v);
            if (!r) return ParseError { 0, where + r.error().message, 0, path };
            spec.ucci_millis = *r;
        }
        if (auto v = str({ "mate-score" }); !v.empty()) {
            auto r = parse_mate_score(v);
            if (!r) return ParseError { 0, where + r.error().message, 0, path };
            spec.ucci_mate_score = *r;
        }
        if (e.contains("options")) read_options(e["options"], spec);
        if (!out.emplace(spec.name, spec).second) // of two, the last silently won
            return ParseError { 0, where + "a second engine named " + quote(spec.name), 0, path };
    }
    return out;
}

Result<EngineSpec> parse_engine_spec(const std::vector<std::string>& tokens,
    const std::map<std::string, EngineSpec>& engines, game::Game default_variant) {
    EngineSpec spec;
    spec.variant     = default_variant;
    bool variant_set = false;
    int  column      = 0;
    for (const auto& t : tokens) {
        ++column;
        auto eq = t.find('=');
        if (eq == std::string::npos || eq == 0)
            return ParseError { column, "expected key=value in engine spec, got " + quote(t) };
        std::string key = t.substr(0, eq), value = t.substr(eq + 1);
        auto        fail = [&](const std::string& why) { return ParseError { column, why }; };
        if (key == "conf") {
            auto it = engines.find(value);
            if (it == engines.end())
                return fail("no engine named " + quote(value) + " in the engines file");
            auto keep_variant = spec.variant;
            spec              = it->second;
            if (variant_set)
                spec.variant = keep_variant;
            else
                variant_set = it->second.variant != game::Game {}; // the entry names a game
        } else if (key == "cmd")
            spec.cmd = value;
        else if (key == "name")
            spec.name = value;
        else if (key == "arg")
            spec.args.push_back(value);
        else if (key == "dir")
            spec.dir = value;
        else if (key == "proto") {
            auto r = parse_protocol(value);
            if (!r) return fail(r.error().message);
            spec.proto = *r;
        } else if (key == "variant") {
            auto r = game::find_game(value);
            if (!r) return fail(r.error().message);
            spec.variant = *r;
            variant_set  = true;
        } else if (key == "ranks") {
            auto r = parse_ranks(value);
            if (!r) return fail(r.error().message);
            spec.ranks_1_to_10 = *r;
        } else if (key == "ucci-time") {
            auto r = parse_ucci_time(value);
            if (!r) return fail(r.error().message);
            spec.ucci_millis = *r;
        } else if (key == "restart") {
            if (value != "on" && value != "off")
                return fail("unknown restart " + quote(value) + " (expected on or off)");
            spec.restart_each_game = value == "on";
        } else if (key == "mate-score") {
            auto r = parse_mate_score(value);
            if (!r) return fail(r.error().message);
            spec.ucci_mate_score = *r;
        } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
            spec.options.emplace_back(key.substr(7), value);
        } else {
            return fail("unknown engine spec key " + quote(key)
                + " (expected cmd, name, arg, dir, proto, variant, ranks, ucci-time, mate-score, "
                  "restart, option.NAME, conf)");
        }
    }
    if (spec.cmd.empty())
        return ParseError { column + 1, "engine spec needs cmd=PATH (or conf=NAME)" };
    // A Gomocup engine plays gomoku unless told otherwise (variant=, or a Gomocup game such as
    // renju asked by the command's --variant): the protocol knows no other game.
    if (spec.proto == protocol::Protocol::Gomocup && !variant_set
        && !spec.variant->protocol().gomocup)
        spec.variant = game::gomoku();
    // Option names and values go into protocol lines: a line break would inject commands.
    for (const auto& [name, value] : spec.options)
        if ((name + value).find_first_of(std::string("\r\n\0", 3)) != std::string::npos)
            return ParseError { column,
                "option " + quote(name) + " has a line break or NUL in its name or value" };
    if (spec.name.empty()) spec.name = file_name(spec.cmd);
    return spec;
}

} // namespace harness::session
