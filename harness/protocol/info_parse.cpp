#include "info_parse.h"

#include <charconv>
#include <vector>

namespace harness::protocol {

const char* to_string(Fault::Kind k) {
    switch (k) {
    case Fault::Kind::Crash:
        return "crash";
    case Fault::Kind::Timeout:
        return "timeout";
    case Fault::Kind::Malformed:
        return "malformed output";
    case Fault::Kind::IllegalMove:
        return "illegal move";
    case Fault::Kind::StartFailed:
        return "start failed";
    }
    return "?";
}

namespace {

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t                   i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

template <class T> bool to_number(std::string_view s, T& out) {
    auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

} // namespace

std::optional<SearchInfo> parse_info_line(std::string_view line) {
    auto w = words(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    SearchInfo info;
    for (std::size_t i = 1; i < w.size(); ++i) {
        std::string_view key       = w[i];
        bool             more      = i + 1 < w.size();
        auto             int_field = [&](std::optional<int>& f) {
            int v;
            if (!more || !to_number(w[i + 1], v)) return false;
            f = v;
            ++i;
            return true;
        };
        auto u64_field = [&](std::optional<std::uint64_t>& f) {
            std::uint64_t v;
            if (!more || !to_number(w[i + 1], v)) return false;
            f = v;
            ++i;
            return true;
        };
        bool ok = true;
        if (key == "depth")
            ok = int_field(info.depth);
        else if (key == "seldepth")
            ok = int_field(info.seldepth);
        else if (key == "multipv")
            ok = int_field(info.multipv);
        else if (key == "nodes")
            ok = u64_field(info.nodes);
        else if (key == "nps")
            ok = u64_field(info.nps);
        else if (key == "time")
            ok = u64_field(info.time_ms);
        else if (key == "hashfull")
            ok = u64_field(info.hashfull);
        else if (key == "score") {
            if (i + 2 >= w.size()) return std::nullopt;
            std::string_view kind = w[i + 1];
            int              v;
            if (!to_number(w[i + 2], v)) return std::nullopt;
            // a later score replaces an earlier one: exactly one kind is kept
            if (kind == "cp") {
                info.score_cp = v;
                info.score_mate.reset();
            } else if (kind == "mate") {
                info.score_mate = v;
                info.score_cp.reset();
            } else {
                return std::nullopt;
            }
            i += 2;
            while (i + 1 < w.size() && (w[i + 1] == "lowerbound" || w[i + 1] == "upperbound")) {
                (w[i + 1] == "lowerbound" ? info.lowerbound : info.upperbound) = true;
                ++i;
            }
        } else if (key == "pv") {
            for (++i; i < w.size(); ++i) info.pv.emplace_back(w[i]);
        } else if (key == "string") {
            auto pos    = line.find("string");
            info.string = std::string(line.substr(pos + 6 + (pos + 6 < line.size())));
            break;
        } else if (key == "currmove" || key == "currmovenumber" || key == "tbhits"
            || key == "cpuload" || key == "sbhits" || key == "refutation" || key == "currline") {
            // known fields we do not keep: skip their value(s)
            if (key == "refutation" || key == "currline") break;
            ++i;
        }
        // unknown keys are skipped (engines add their own, e.g. "wdl" triples)
        else if (key == "wdl")
            i += 3;
        if (!ok) return std::nullopt;
    }
    return info;
}

std::optional<BestMove> parse_bestmove_line(std::string_view line) {
    auto w = words(line);
    if (w.size() < 2 || w[0] != "bestmove") return std::nullopt;
    BestMove b;
    b.move = std::string(w[1]);
    for (std::size_t i = 2; i < w.size(); ++i) {
        if (w[i] == "ponder" && i + 1 < w.size()) b.ponder = std::string(w[i + 1]);
        b.draw   = b.draw || w[i] == "draw";
        b.resign = b.resign || w[i] == "resign";
    }
    return b;
}

std::optional<std::pair<std::string, std::uint64_t>> parse_divide_line(std::string_view line) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    auto colon = line.find(':');
    if (colon == std::string_view::npos || colon < 4 || colon > 7) return std::nullopt;
    std::string_view move = line.substr(0, colon);
    for (char c : move)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '=' && c != '-')
            return std::nullopt;
    std::string_view rest = line.substr(colon + 1);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    std::uint64_t n;
    if (rest.empty() || !to_number(rest, n)) return std::nullopt;
    return std::pair { std::string(move), n };
}

std::optional<std::uint64_t> parse_nodes_searched(std::string_view line) {
    constexpr std::string_view Prefix = "Nodes searched:";
    if (line.substr(0, Prefix.size()) != Prefix) return std::nullopt;
    std::string_view rest = line.substr(Prefix.size());
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    while (!rest.empty() && (rest.back() == '\r' || rest.back() == ' ')) rest.remove_suffix(1);
    std::uint64_t n;
    if (!to_number(rest, n)) return std::nullopt;
    return n;
}

namespace {

// Re-emit a coordinate move ("h2e2" with ranks 0-9, "h10g8" with ranks 1-10) with its ranks
// shifted by delta (+1: 0-9 -> 1-10, -1: 1-10 -> 0-9). Anything that is not exactly two squares
// of the source dialect is returned unchanged, so the conversion is invertible.
std::string shift_ranks(std::string_view move, int delta) {
    std::string out;
    std::size_t i = 0;
    for (int square = 0; square < 2; ++square) {
        if (i + 1 >= move.size() || move[i] < 'a' || move[i] > 'i') return std::string(move);
        char file = move[i++];
        int  rank = 0;
        if (delta < 0 && move[i] == '1' && i + 1 < move.size() && move[i + 1] == '0') {
            rank = 10; // ranks 1-10: "10" is the only two-digit rank
            i += 2;
        } else if (std::isdigit(static_cast<unsigned char>(move[i]))) {
            rank = move[i++] - '0';
            if (delta < 0 && rank == 0) return std::string(move); // no rank 0 in 1-10
        } else {
            return std::string(move);
        }
        out += file;
        out += std::to_string(rank + delta);
    }
    return i == move.size() ? out : std::string(move);
}

} // namespace

std::string ranks1_to_ranks0(std::string_view move) { return shift_ranks(move, -1); }
std::string ranks0_to_ranks1(std::string_view move) { return shift_ranks(move, +1); }

bool ends_search(std::string_view line) {
    return line.rfind("bestmove", 0) == 0 || line == "nobestmove";
}

} // namespace harness::protocol
