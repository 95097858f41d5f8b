#include "time_control.h"

#include <charconv>
#include <cmath>

namespace harness::match {

using engine::core::ParseError;
using engine::core::quote;
using engine::core::Result;

namespace {

std::optional<double> number(std::string_view s) {
    if (s.empty() || s.front() == '-' || s.front() == '+') return std::nullopt;
    double v    = 0;
    auto [p, e] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (e != std::errc {} || p != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

// Seconds ("60", "0.5") or minutes:seconds ("1:30") -> milliseconds.
std::optional<std::int64_t> seconds_ms(std::string_view s) {
    double minutes = 0;
    if (auto colon = s.find(':'); colon != std::string_view::npos) {
        auto m = number(s.substr(0, colon));
        if (!m) return std::nullopt;
        minutes = *m;
        s       = s.substr(colon + 1);
    }
    auto secs = number(s);
    if (!secs || minutes * 60 + *secs > 1e7) return std::nullopt;
    return std::llround((minutes * 60 + *secs) * 1000);
}

std::string ms_text(std::int64_t ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", double(ms) / 1000);
    return buf;
}

} // namespace

Result<TimeControl> parse_tc(std::string_view text) {
    TimeControl tc;
    if (text == "inf" || text == "infinite") return tc;
    auto bad = [&](const std::string& why) {
        return ParseError(1, "bad time control " + quote(text) + ": " + why);
    };
    std::string_view rest = text;
    if (auto slash = rest.find('/'); slash != std::string_view::npos) {
        auto m = number(rest.substr(0, slash));
        if (!m || *m < 1 || *m != std::floor(*m) || *m > 10000)
            return bad("expected a move count before '/'");
        tc.moves = int(*m);
        rest     = rest.substr(slash + 1);
    }
    std::string_view inc;
    if (auto plus = rest.find('+'); plus != std::string_view::npos) {
        inc    = rest.substr(plus + 1);
        rest   = rest.substr(0, plus);
        auto i = seconds_ms(inc);
        if (!i) return bad("expected seconds after '+'");
        tc.inc_ms = *i;
    }
    auto base = seconds_ms(rest);
    if (!base || *base <= 0) return bad("expected [moves/]seconds[+increment], e.g. 40/60+0.6");
    tc.base_ms = *base;
    return tc;
}

namespace {

// timeturn= and timematch= (seconds; timematch=0: no match clock), tolerance= (milliseconds).
Result<bool> apply_gomocup_key(TimeControl& tc, std::string_view key, std::string_view value) {
    auto bad = [&](const char* what) {
        return ParseError(1, std::string(key) + "= expects " + what + ", got " + quote(value));
    };
    tc.gomocup = true;
    if (key == "tolerance") {
        auto m = number(value);
        if (!m || *m < 0 || *m != std::floor(*m) || *m > 1e7) return bad("milliseconds");
        tc.tolerance_ms = std::int64_t(*m);
        return true;
    }
    auto s = seconds_ms(value);
    if (!s || *s < 0 || (key == "timeturn" && *s == 0)) return bad("seconds");
    if (key == "timeturn")
        tc.turn_ms = *s;
    else {
        tc.moves   = 0;
        tc.base_ms = *s;
        tc.inc_ms  = 0;
    }
    return true;
}

} // namespace

Result<bool> apply_tc_key(TimeControl& tc, std::string_view key, std::string_view value) {
    auto bad = [&](const char* what) {
        return ParseError(1, std::string(key) + "= expects " + what + ", got " + quote(value));
    };
    if (key == "tc") {
        auto p = parse_tc(value);
        if (!p) return p.error();
        tc.moves   = p->moves;
        tc.base_ms = p->base_ms;
        tc.inc_ms  = p->inc_ms;
    } else if (key == "st") {
        auto s = seconds_ms(value);
        if (!s || *s <= 0) return bad("seconds per move");
        tc.movetime_ms = *s;
    } else if (key == "nodes") {
        auto n = number(value);
        if (!n || *n < 1 || *n != std::floor(*n) || *n > 1e15) return bad("a node count");
        tc.nodes = std::uint64_t(*n);
    } else if (key == "depth") {
        auto d = number(value);
        if (!d || *d < 1 || *d != std::floor(*d) || *d > 1000) return bad("a depth in plies");
        tc.depth = int(*d);
    } else if (key == "timemargin") {
        auto m = number(value);
        if (!m || *m != std::floor(*m) || *m > 1e7) return bad("milliseconds");
        tc.margin_ms = std::int64_t(*m);
    } else if (key == "flagstop") {
        auto m = value == "off" ? std::optional<double>(0) : number(value);
        if (!m || *m != std::floor(*m) || *m > 1e7) return bad("milliseconds or off");
        tc.flagstop_ms = std::int64_t(*m);
    } else if (key == "memory") {
        auto m = number(value);
        if (!m || *m <= 0 || *m > 1e7) return bad("megabytes");
        tc.memory_bytes = std::uint64_t(*m * 1048576);
    } else if (key == "timeturn" || key == "timematch" || key == "tolerance") {
        return apply_gomocup_key(tc, key, value);
    } else {
        return false;
    }
    return true;
}

std::int64_t flag_grace_ms(const TimeControl& tc, bool ucci) {
    if (!tc.has_clock()) return 0; // st= searches: UCCI's own stop at the movetime
    return tc.flagstop_ms.value_or(ucci ? UcciFlagGraceMs : 0);
}

std::string to_string(const TimeControl& tc) {
    std::string out;
    auto        add = [&](const std::string& s) { out += (out.empty() ? "" : " ") + s; };
    if (tc.has_clock())
        add((tc.moves ? std::to_string(tc.moves) + "/" : "") + ms_text(tc.base_ms)
            + (tc.inc_ms ? "+" + ms_text(tc.inc_ms) : ""));
    if (tc.movetime_ms) add("st=" + ms_text(*tc.movetime_ms));
    if (tc.nodes) add("nodes=" + std::to_string(*tc.nodes));
    if (tc.depth) add("depth=" + std::to_string(*tc.depth));
    if (tc.margin_ms) add("timemargin=" + std::to_string(tc.margin_ms));
    if (tc.flagstop_ms)
        add("flagstop=" + (*tc.flagstop_ms ? std::to_string(*tc.flagstop_ms) : "off"));
    if (tc.turn_ms) add("timeturn=" + ms_text(*tc.turn_ms));
    if (tc.tolerance_ms) add("tolerance=" + std::to_string(*tc.tolerance_ms));
    return out.empty() ? "inf" : out;
}

} // namespace harness::match
