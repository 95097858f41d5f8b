#include "harness/tune/params.h"

#include "engine/core/expected.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace harness::tune {

namespace {

// Values are sent as whole numbers (int64); past 2^53 a double no longer holds each one.
constexpr double MaxExact = 9007199254740992.0;

struct Field {
    std::string text;
    int         column = 1; // 1-based, where the trimmed text starts
};

std::vector<Field> split_fields(std::string_view line) {
    std::vector<Field> fields;
    std::size_t        start = 0;
    for (;;) {
        const auto end = std::min(line.find(',', start), line.size());
        auto       b = start, e = end;
        while (b < e && (line[b] == ' ' || line[b] == '\t')) ++b;
        while (e > b && (line[e - 1] == ' ' || line[e - 1] == '\t' || line[e - 1] == '\r')) --e;
        fields.push_back({ std::string(line.substr(b, e - b)), int(b) + 1 });
        if (end == line.size()) return fields;
        start = end + 1;
    }
}

// The line's parameter, or its first error.
engine::core::Expected<Param, engine::core::ParseError> parse_line(
    std::string_view line, int number, const std::string& source) {
    const auto f   = split_fields(line);
    auto       err = [&](int column, std::string message) {
        return engine::core::ParseError(column, std::move(message), number, source);
    };
    if (f.size() != 6)
        return err(1,
            "expected NAME, START, MIN, MAX, C_END, R_END (6 fields), got "
                + std::to_string(f.size()));
    if (f[0].text.empty()) return err(f[0].column, "the parameter has no name");
    for (const unsigned char c : f[0].text)
        if (c < 0x20 || c == 0x7f)
            return err(f[0].column,
                "the name " + engine::core::quote(f[0].text) + " has a control character");
    double v[5];
    for (int i = 0; i < 5; ++i) {
        const auto& t   = f[std::size_t(i) + 1];
        char*       end = nullptr;
        v[i]            = std::strtod(t.text.c_str(), &end);
        if (t.text.empty() || *end || !std::isfinite(v[i]))
            return err(t.column, "expected a number, got " + engine::core::quote(t.text));
        if (std::abs(v[i]) > MaxExact)
            return err(t.column,
                engine::core::quote(t.text)
                    + " is beyond the whole numbers an option takes exactly "
                      "(+-2^53)");
    }
    Param p { f[0].text, v[0], v[1], v[2], v[3], v[4] };
    if (!(p.min < p.max)) return err(f[2].column, "MIN must be below MAX");
    if (p.start < p.min || p.start > p.max)
        return err(f[1].column, "START " + f[1].text + " is outside [MIN, MAX]");
    if (!(p.c_end > 0)) return err(f[4].column, "C_END must be above 0");
    if (!(p.r_end > 0)) return err(f[5].column, "R_END must be above 0");
    return p;
}

// A settings line "KEY = VALUE" (alpha, gamma, A: numbers in (0, 10)), or its error.
std::optional<engine::core::ParseError> parse_setting(
    std::string_view line, int number, const std::string& source, ParamsRead& read) {
    const auto eq  = line.find('=');
    auto       key = split_fields(line.substr(0, eq)).front();
    auto       val = split_fields(line.substr(eq + 1)).front();
    val.column += int(eq) + 1;
    if (key.text != "alpha" && key.text != "gamma" && key.text != "A")
        return engine::core::ParseError(key.column,
            "unknown setting " + engine::core::quote(key.text) + " (alpha, gamma, A)", number,
            source);
    char*        end = nullptr;
    const double v   = std::strtod(val.text.c_str(), &end);
    if (val.text.empty() || *end || !(v > 0 && v < 10))
        return engine::core::ParseError(val.column,
            "expected a number in (0, 10), got " + engine::core::quote(val.text), number, source);
    read.settings[key.text] = v;
    return std::nullopt;
}

std::string number(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace

ParamsRead parse_params(std::string_view text, const std::string& source) {
    ParamsRead                      read;
    std::unordered_set<std::string> named; // a set, not a scan: linear in the parameters
    int                             number = 0;
    std::size_t                     pos    = 0;
    while (pos < text.size()) {
        const auto end  = std::min(text.find('\n', pos), text.size());
        const auto line = text.substr(pos, end - pos);
        pos             = end + 1;
        ++number;
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos || line[first] == '#') continue;
        if (line.find('=') != line.npos && line.find(',') == line.npos) {
            if (auto e = parse_setting(line, number, source, read)) read.errors.push_back(*e);
            continue;
        }
        auto p = parse_line(line, number, source);
        if (p && !named.insert(p->name).second)
            read.errors.emplace_back(int(first) + 1,
                "the parameter " + engine::core::quote(p->name) + " is named twice", number,
                source);
        else if (p)
            read.params.push_back(*p);
        else
            read.errors.push_back(p.error());
    }
    return read;
}

std::string params_text(const std::vector<Param>& params) {
    std::string out;
    for (const auto& p : params)
        out += p.name + ", " + number(p.start) + ", " + number(p.min) + ", " + number(p.max) + ", "
            + number(p.c_end) + ", " + number(p.r_end) + "\n";
    return out;
}

namespace {

bool plays(const std::string& name) {
    static const std::vector<std::string> Not { "Hash", "Threads", "MultiPV", "Move Overhead",
        "Skill Level", "UCI_Elo", "Minimum Thinking Time", "Slow Mover", "nodestime",
        "SyzygyProbeDepth", "SyzygyProbeLimit", "hashsize", "threads", "moveoverhead" };
    return std::find(Not.begin(), Not.end(), name) == Not.end();
}

// The engine's spin options by name (a lookup per parameter, not a scan: linear in them all).
std::unordered_map<std::string_view, const protocol::SpinOption*> by_name(
    const std::vector<protocol::SpinOption>& options) {
    std::unordered_map<std::string_view, const protocol::SpinOption*> out;
    for (const auto& o : options) out.emplace(o.name, &o);
    return out;
}

Param param_of(const protocol::SpinOption& o) {
    const double c = std::max(1.0, std::abs(double(o.value)) / 20);
    return { o.name, double(o.value), double(o.min), double(o.max), c, 0.002 };
}

} // namespace

std::vector<Param> params_from_options(const std::vector<protocol::SpinOption>& options,
    const std::vector<std::string>& names, std::vector<std::string>& unknown) {
    std::vector<Param> out;
    for (const auto& o : options)
        if (names.empty() && plays(o.name)) out.push_back(param_of(o));
    const auto named = by_name(options);
    for (const auto& n : names) {
        auto it = named.find(n);
        if (it == named.end())
            unknown.push_back(n);
        else
            out.push_back(param_of(*it->second));
    }
    return out;
}

std::vector<std::string> check_with_engine(
    const std::vector<Param>& params, const std::vector<protocol::SpinOption>& options) {
    std::vector<std::string> errors;
    const auto               named = by_name(options);
    for (const auto& p : params) {
        const auto found = named.find(p.name);
        const auto o     = found == named.end() ? nullptr : found->second;
        if (!o)
            errors.push_back("the engine has no spin option " + engine::core::quote(p.name));
        else if (p.min < double(o->min) || p.max > double(o->max))
            errors.push_back(engine::core::quote(p.name) + ": [" + number(p.min) + ", "
                + number(p.max) + "] is outside the engine's range [" + std::to_string(o->min)
                + ", " + std::to_string(o->max) + "]");
    }
    return errors;
}

} // namespace harness::tune
