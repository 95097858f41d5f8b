#include "xboard_parse.h"

#include "engine/core/text.h"

#include <charconv>
#include <cstdint>

namespace harness::protocol {

namespace {

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t                   i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

template <class T> bool to_number(std::string_view s, T& out) {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

} // namespace

std::optional<std::vector<std::pair<std::string, std::string>>> parse_feature_line(
    std::string_view line) {
    line = engine::core::trim_blanks(line);
    if (!starts_with(line, "feature ")) return std::nullopt;
    std::vector<std::pair<std::string, std::string>> out;
    std::size_t                                      i = 8;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        if (i >= line.size()) break;
        auto eq = line.find('=', i);
        if (eq == std::string_view::npos) return std::nullopt;
        std::string name(line.substr(i, eq - i));
        if (name.empty() || name.find(' ') != std::string::npos) return std::nullopt;
        i = eq + 1;
        std::string value;
        if (i < line.size() && line[i] == '"') {
            auto close = line.find('"', i + 1);
            if (close == std::string_view::npos) return std::nullopt;
            value = std::string(line.substr(i + 1, close - i - 1));
            i     = close + 1;
        } else {
            auto end = line.find(' ', i);
            if (end == std::string_view::npos) end = line.size();
            value = std::string(line.substr(i, end - i));
            i     = end;
        }
        out.emplace_back(std::move(name), std::move(value));
    }
    if (out.empty()) return std::nullopt;
    return out;
}

std::optional<std::string> parse_move_line(std::string_view line) {
    line = engine::core::trim_blanks(line);
    std::string_view rest;
    if (starts_with(line, "move "))
        rest = line.substr(5);
    else if (starts_with(line, "My move is")) {
        rest       = line.substr(10);
        auto colon = rest.find(':');
        if (colon == std::string_view::npos) return std::nullopt;
        rest = rest.substr(colon + 1);
    } else
        return std::nullopt;
    auto w = words(rest);
    if (w.size() != 1) return std::nullopt;
    return std::string(w[0]);
}

bool is_coordinate_move(std::string_view t) {
    std::size_t i      = 0;
    auto        square = [&]() {
        if (i >= t.size() || t[i] < 'a' || t[i] > 'z') return false;
        ++i;
        std::size_t digits = 0;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9' && digits < 2) ++i, ++digits;
        return digits > 0;
    };
    if (!square() || !square()) return false;
    if (i < t.size() && std::string_view("qrbnkaceh").find(t[i]) != std::string_view::npos) ++i;
    return i == t.size();
}

std::optional<SearchInfo> parse_thinking_line(std::string_view line) {
    auto w = words(engine::core::trim_blanks(line));
    if (w.size() < 4) return std::nullopt;
    // Some engines flag the ply ("12&", "12.", "12+"): keep the number.
    std::string_view ply = w[0];
    while (!ply.empty()
        && (ply.back() == '&' || ply.back() == '.' || ply.back() == '+' || ply.back() == '-'))
        ply.remove_suffix(1);
    int           depth, score;
    std::uint64_t cs, nodes;
    if (!to_number(ply, depth) || !to_number(w[1], score) || !to_number(w[2], cs)
        || !to_number(w[3], nodes))
        return std::nullopt;
    SearchInfo info;
    info.depth = depth;
    // CECP: mate in N moves is 100000 + N, mated in N moves -100000 - N.
    if (score >= 100000)
        info.score_mate = score - 100000;
    else if (score <= -100000)
        info.score_mate = -(-score - 100000);
    else
        info.score_cp = score;
    info.time_ms = cs * 10;
    info.nodes   = nodes;
    for (std::size_t i = 4; i < w.size(); ++i) {
        if (!is_coordinate_move(w[i])) break;
        info.pv.emplace_back(w[i]);
    }
    return info;
}

std::optional<int> parse_pong_line(std::string_view line) {
    auto w = words(engine::core::trim_blanks(line));
    int  n;
    if (w.size() != 2 || w[0] != "pong" || !to_number(w[1], n)) return std::nullopt;
    return n;
}

std::optional<std::string> parse_refusal_line(std::string_view line) {
    line = engine::core::trim_blanks(line);
    std::string_view rest;
    for (std::string_view p : { "Illegal move", "Invalid move", "Error" })
        if (starts_with(line, p)) {
            rest = line.substr(p.size());
            break;
        }
    if (rest.empty()) return std::nullopt;
    if (rest.front() == ' ') rest = engine::core::trim_blanks(rest);
    if (!rest.empty() && rest.front() == '(') {
        auto close = rest.find(')');
        if (close == std::string_view::npos) return std::nullopt;
        rest = engine::core::trim_blanks(rest.substr(close + 1));
    }
    if (rest.empty() || rest.front() != ':') return std::nullopt;
    return std::string(engine::core::trim_blanks(rest.substr(1)));
}

bool is_result_line(std::string_view line) {
    auto w = words(engine::core::trim_blanks(line));
    if (w.empty()) return false;
    return w[0] == "1-0" || w[0] == "0-1" || w[0] == "1/2-1/2" || w[0] == "resign";
}

bool black_to_move(std::string_view fen, std::size_t move_count) {
    auto w            = words(engine::core::trim_blanks(fen));
    bool black_at_fen = w.size() > 1 && w[1] == "b";
    return black_at_fen != (move_count % 2 == 1);
}

} // namespace harness::protocol
