#include "shrink.h"

#include "engine/core/text.h"
#include "fen_text.h"

#include <algorithm>
#include <optional>
#include <sstream>

namespace harness::enginefuzz {

namespace {

// Counts the calls and stops saying "fails" once the budget is spent.
struct Budget {
    const StillFails& fails;
    int               max;
    int               runs = 0;
    bool              operator()(const Lines& l) {
                     if (runs >= max) return false;
        ++runs;
                     return fails(l);
    }
    [[nodiscard]] bool spent() const { return runs >= max; }
};

ShrinkResult ddmin(Lines lines, Budget& test) {
    std::size_t n = 2;
    while (lines.size() >= 2 && !test.spent()) {
        const std::size_t chunk   = (lines.size() + n - 1) / n;
        bool              reduced = false;
        for (std::size_t start = 0; start < lines.size() && !test.spent(); start += chunk) {
            Lines rest(lines.begin(), lines.begin() + long(start));
            rest.insert(rest.end(), lines.begin() + long(std::min(start + chunk, lines.size())),
                lines.end());
            if (!rest.empty() && test(rest)) {
                lines   = std::move(rest);
                n       = std::max<std::size_t>(n - 1, 2);
                reduced = true;
                break;
            }
        }
        if (reduced) continue;
        if (n >= lines.size()) break;
        n = std::min(n * 2, lines.size());
    }
    return { lines, test.runs };
}

using engine::core::unwords;
using engine::core::words;

// The FEN of a position command: [first, last) word indices, or nullopt.
std::optional<std::pair<std::size_t, std::size_t>> fen_span(const std::vector<std::string>& w) {
    std::size_t first = 0;
    if (w.size() >= 3 && w[0] == "position" && w[1] == "fen")
        first = 2;
    else if (w.size() >= 2 && w[0] == "setboard")
        first = 1;
    else
        return std::nullopt;
    std::size_t last = first;
    while (last < w.size() && w[last] != "moves") ++last;
    return std::pair(first, last);
}

// Simplifications of one line, simplest first.
std::vector<std::string> candidates(const std::string& line) {
    std::vector<std::string> out;
    if (line.size() > 64) out.push_back(line.substr(0, line.size() / 2));
    auto w = words(line);
    // Any line: a word left out, a word halved (the command word stays). Long lines are
    // halved first: candidates are whole copies of the line, so there are few of them.
    auto words_edited = [&] {
        if (w.size() > 64) return;
        for (std::size_t i = w.size(); i-- > 1;) {
            auto v = w;
            v.erase(v.begin() + long(i));
            out.push_back(unwords(v));
        }
        for (std::size_t i = 1; i < w.size(); ++i)
            if (w[i].size() > 1) {
                auto v = w;
                v[i]   = v[i].substr(0, v[i].size() / 2);
                out.push_back(unwords(v));
            }
    };
    auto span = fen_span(w);
    if (!span) {
        // A search keeps its limit: "go depth 8" cut to "go 8" would be another, unbounded one.
        if (w.empty() || w[0] != "go") words_edited();
        return out;
    }
    // Plain names, not a structured binding: the lambda below captures them (clang 14).
    const std::size_t first = span->first, last = span->second;
    // Moves after the FEN: drop them all, then the last one.
    if (last < w.size()) {
        out.push_back(unwords({ w.begin(), w.begin() + long(last) }));
        if (w.size() - last > 2) out.push_back(unwords({ w.begin(), w.end() - 1 }));
    }
    std::vector<std::string> fen(w.begin() + long(first), w.begin() + long(last));
    auto                     rebuild = [&](const std::vector<std::string>& f) {
        std::vector<std::string> all(w.begin(), w.begin() + long(first));
        all.insert(all.end(), f.begin(), f.end());
        all.insert(all.end(), w.begin() + long(last), w.end());
        return unwords(all);
    };
    // Fields: castling and en passant to '-', clocks to 0 and 1.
    // fen[0] is the board, fen[1] the side to move.
    static const char* const Simple[] = { "", "", "-", "-", "0", "1" };
    for (std::size_t i = 2; i < fen.size() && i < 6; ++i)
        if (fen[i] != Simple[i]) {
            auto f = fen;
            f[i]   = Simple[i];
            out.push_back(rebuild(f));
        }
    if (fen.size() > 6) // fields past the sixth
        out.push_back(rebuild({ fen.begin(), fen.begin() + 6 }));
    // Pieces, one at a time.
    auto board = FenText::parse(fen[0]);
    if (auto t = board) {
        for (auto [r, c] : t->pieces()) {
            auto e                                 = *t;
            e.rows[std::size_t(r)][std::size_t(c)] = '.';
            auto f                                 = fen;
            f[0]                                   = FenText { e.rows, {} }.to_fen();
            out.push_back(rebuild(f));
        }
    }
    // Words only when the board is garbage anyway: a FEN with a field left out is another FEN
    // (an edge position would turn into an invalid one).
    if (!board) words_edited();
    return out;
}

ShrinkResult within(Lines lines, Budget& test) {
    for (bool changed = true; changed && !test.spent();) {
        changed = false;
        for (std::size_t i = 0; i < lines.size() && !test.spent(); ++i)
            for (const auto& c : candidates(lines[i])) {
                if (c == lines[i]) continue;
                auto next = lines;
                next[i]   = c;
                if (test(next)) {
                    lines   = std::move(next);
                    changed = true;
                    break;
                }
                if (test.spent()) break;
            }
    }
    return { lines, test.runs };
}

} // namespace

ShrinkResult shrink_lines(const Lines& failing, const StillFails& still_fails, int max_runs) {
    Budget b { still_fails, max_runs };
    return ddmin(failing, b);
}

ShrinkResult shrink_within_lines(
    const Lines& failing, const StillFails& still_fails, int max_runs) {
    Budget b { still_fails, max_runs };
    return within(failing, b);
}

ShrinkResult shrink(const Lines& failing, const StillFails& still_fails, int max_runs) {
    Budget b { still_fails, max_runs };
    auto   r = ddmin(failing, b);
    r        = within(r.lines, b);
    r        = ddmin(r.lines, b); // a simpler FEN may make more lines unnecessary
    return { r.lines, b.runs };
}

} // namespace harness::enginefuzz
