#include "harness/protocol/spin_option.h"
#include "engine/core/text.h"

#include <charconv>
#include <sstream>

namespace harness::protocol {

namespace {

using engine::core::words;

std::optional<long long> whole(const std::string& s) {
    long long v   = 0;
    auto [end, e] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (e != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

std::string joined(const std::vector<std::string>& w, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to; ++i) out += (out.empty() ? "" : " ") + w[i];
    return out;
}

std::optional<SpinOption> checked(SpinOption o, std::optional<long long> value,
    std::optional<long long> min, std::optional<long long> max) {
    if (o.name.empty() || !value || !min || !max || *min > *value || *value > *max)
        return std::nullopt;
    o.value = *value;
    o.min   = *min;
    o.max   = *max;
    return o;
}

// UCI and UCCI: "type spin" with default/min/max keywords in any order.
std::optional<SpinOption> keyword_form(const std::vector<std::string>& w) {
    const bool  uci  = w[1] == "name";
    std::size_t type = uci ? 2 : 1;
    while (type < w.size() && w[type] != "type") ++type;
    if (type + 1 >= w.size() || w[type + 1] != "spin") return std::nullopt;
    SpinOption               o;
    std::optional<long long> value, min, max;
    o.name = uci ? joined(w, 2, type) : (type == 2 ? w[1] : "");
    for (std::size_t i = type + 2; i + 1 < w.size(); i += 2) {
        auto* field = w[i] == "default" ? &value
            : w[i] == "min"             ? &min
            : w[i] == "max"             ? &max
                                        : nullptr;
        if (!field) return std::nullopt;
        *field = whole(w[i + 1]);
    }
    return checked(o, value, min, max);
}

// xboard: "option NAME -spin DEFAULT MIN MAX".
std::optional<SpinOption> xboard_form(const std::vector<std::string>& w) {
    std::size_t spin = 1;
    while (spin < w.size() && w[spin] != "-spin") ++spin;
    if (spin + 4 != w.size()) return std::nullopt;
    SpinOption o;
    o.name = joined(w, 1, spin);
    return checked(o, whole(w[spin + 1]), whole(w[spin + 2]), whole(w[spin + 3]));
}

} // namespace

std::optional<SpinOption> parse_spin_option(std::string_view line) {
    const auto w = words(line);
    if (w.size() < 3 || w[0] != "option") return std::nullopt;
    for (const auto& x : w)
        if (x == "-spin") return xboard_form(w);
    return keyword_form(w);
}

std::vector<SpinOption> spin_options(const std::vector<std::string>& lines) {
    std::vector<SpinOption> out;
    for (const auto& l : lines)
        if (auto o = parse_spin_option(l)) out.push_back(*o);
    return out;
}

} // namespace harness::protocol
