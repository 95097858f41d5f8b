#include "psq.h"

#include "harness/game/gomocup.h"
#include "harness/game/record.h"
#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include "engine/gomoku/game.h"
#include "engine/gomoku/position.h"

#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

namespace harness::game {

using engine::core::ParseError;
using engine::core::quote;
using engine::core::Result;
namespace gm = engine::gomoku;

namespace {

// The rule's name of a gomoku position text ("freestyle" when it cannot be read).
std::string rule_of(const std::string& fen) {
    auto pos = gm::Position::from_text(fen.empty() ? std::string(gm::StartFen) : fen);
    return pos ? std::string(gm::to_string(pos->rule())) : "freestyle";
}

// The empty board of `size` under `rule`.
std::string empty_board(int size, const std::string& rule) {
    std::string rows;
    for (int y = 0; y < size; ++y) rows += (y ? "/" : "") + std::to_string(size);
    return rows + " b" + (rule == "freestyle" ? "" : " " + rule);
}

Game game_of_rule(const std::string& rule) {
    if (rule == "renju") return renju();
    if (rule == "caro") return caro();
    return gomoku();
}

// A whole decimal number (a sign allowed) and nothing else; one too large for `out` reads as
// +-10^18, which no board or time holds (the caller says it is off the board).
bool integer(std::string_view s, long long& out) {
    const bool  minus = !s.empty() && s[0] == '-';
    std::size_t i     = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
    if (i == s.size()) return false;
    for (std::size_t k = i; k < s.size(); ++k)
        if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
    const auto [end, ec] = std::from_chars(s.data() + i, s.data() + s.size(), out);
    if (ec != std::errc() || end != s.data() + s.size()) out = 1'000'000'000'000'000LL;
    if (minus) out = -out;
    return true;
}

// A move line "x,y" or "x,y,t" (1-based); false when the line is not one.
bool move_line(std::string_view line, long long& x, long long& y, long long& t) {
    const auto a = line.find(',');
    if (a == std::string_view::npos) return false;
    const auto b = line.find(',', a + 1);
    t            = 0;
    return integer(line.substr(0, a), x)
        && integer(line.substr(a + 1, b == std::string_view::npos ? b : b - a - 1), y)
        && (b == std::string_view::npos || integer(line.substr(b + 1), t));
}

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream       in { std::string(text) };
    for (std::string l; std::getline(in, l);) {
        if (!l.empty() && l.back() == '\r') l.pop_back();
        out.push_back(l);
    }
    return out;
}

// "Piskvorky WxH, a:b, h": the board's side; an error at the offending token.
Result<int> header_size(const std::string& line) {
    const std::string word = "Piskvorky ";
    if (line.compare(0, word.size(), word) != 0)
        return ParseError { 1,
            "not a piskvork record: expected 'Piskvorky WxH, L1:L2, B', got " + quote(line) };
    int w = 0, h = 0, l1 = 0, l2 = 0, began = 0;
    if (std::sscanf(line.c_str() + word.size(), "%dx%d, %d:%d, %d", &w, &h, &l1, &l2, &began) != 5
        || (began != 0 && began != 1))
        return ParseError { int(word.size()) + 1,
            "bad header " + quote(line.substr(word.size())) + ": expected 'WxH, L1:L2, 0|1'" };
    if (w != h || w < 5 || w > 22)
        return ParseError { int(word.size()) + 1,
            "board " + quote(line.substr(word.size(), line.find(',') - word.size()))
                + ": Arbiter plays square boards of 5 to 22 points a side" };
    return w;
}

// The trailer's lines: the two names, the end code, Arbiter's line.
struct Trailer {
    std::vector<std::string> names;
    std::string              rule, result, reason;
};

// Arbiter's line "[Arbiter] rule=R result=S reason=TEXT" into `t`.
void arbiter_line(const std::string& line, Trailer& t) {
    std::istringstream in(line.substr(std::string("[Arbiter]").size()));
    for (std::string token; in >> token;) {
        if (token.rfind("rule=", 0) == 0) t.rule = token.substr(5);
        if (token.rfind("result=", 0) == 0) t.result = token.substr(7);
        if (token.rfind("reason=", 0) == 0) {
            std::string rest;
            std::getline(in, rest);
            t.reason = token.substr(7) + rest;
            break;
        }
    }
}

Trailer trailer_of(const std::vector<std::string>& lines, std::size_t from) {
    Trailer t;
    for (std::size_t i = from; i < lines.size(); ++i) {
        long long code = 0;
        if (lines[i].rfind("[Arbiter]", 0) == 0)
            arbiter_line(lines[i], t);
        else if (!lines[i].empty() && !integer(lines[i], code) && t.names.size() < 2)
            t.names.push_back(lines[i]);
    }
    return t;
}

} // namespace

Result<std::string> psq_text(const PsqGame& g) {
    auto board = gomocup_board(g.start_fen, g.moves);
    if (!board) return board.error();
    if (!g.foul.empty()) { // not playable: placed on an empty board of the size
        auto foul = gomocup_board(empty_board(board->size, "freestyle"), { g.foul });
        if (!foul) return foul.error();
        board->stones.push_back(foul->stones.back());
    }
    const auto         setup = board->stones.size() - g.moves.size() - (g.foul.empty() ? 0 : 1);
    std::ostringstream out;
    out << "Piskvorky " << board->size << "x" << board->size << ", 11:11, 0\n";
    for (std::size_t i = 0; i < board->stones.size(); ++i) {
        const auto k = i - setup;
        out << board->stones[i].x + 1 << "," << board->stones[i].y + 1 << ","
            << (i >= setup && k < g.times_ms.size() ? g.times_ms[k] : 0) << "\n";
    }
    out << g.names[0] << "\n" << g.names[1] << "\n-1\n";
    out << "[Arbiter] rule=" << rule_of(g.start_fen) << " result=" << g.result
        << " reason=" << g.reason << "\n";
    return out.str();
}

namespace {

// The moves of the record's move lines (from line 2) played on `read`; the first line after them.
Result<std::size_t> replay_moves(const std::vector<std::string>& lines, PgnGameRead& read) {
    std::vector<std::string> moves;
    std::size_t              i = 1;
    for (long long x, y, t; i < lines.size() && move_line(lines[i], x, y, t); ++i) {
        const int line = int(i) + 1;
        if (read.foul)
            return ParseError { 1,
                "stone " + quote(lines[i]) + " after the renju foul that ended the game", line };
        const auto zero = std::to_string(x - 1) + "," + std::to_string(y - 1);
        auto       m    = gomocup_reply(read.record.start_fen(), moves, zero);
        if (!m)
            return ParseError { 1,
                "stone " + quote(lines[i]) + " (" + zero
                    + " counted from 0, as the protocol does): " + m.error().message,
                line };
        moves.push_back(*m);
        if (read.record.status().is_over()) {
            ++read.plies_after_end;
        } else if (auto foul = read.record.foul(*m)) {
            read.foul = *m + " is " + *foul;
        } else if (auto played = read.record.play(*m); !played) {
            return ParseError { 1, "stone " + quote(lines[i]) + ": " + played.error().message,
                line };
        }
    }
    return i;
}

} // namespace

Result<PgnGameRead> read_psq(
    std::string_view text, const std::string& source, const Game& fallback) {
    const auto lines = lines_of(text);
    auto       size  = header_size(lines.empty() ? std::string() : lines[0]);
    if (!size) return ParseError { size.error().column, size.error().message, 1, source };
    std::size_t end = 1; // the first line after the moves
    for (long long x, y, t; end < lines.size() && move_line(lines[end], x, y, t);) ++end;
    const Trailer t     = trailer_of(lines, end);
    const auto    rule  = t.rule.empty() ? rule_of(fallback->start_fen()) : t.rule;
    const Game    game  = game_of_rule(rule);
    auto          start = GameRecord::start(game, empty_board(*size, rule));
    if (!start)
        return ParseError { 1, "rule=" + quote(rule) + ": " + start.error().message, 1, source };
    PgnGameRead read { {}, std::move(*start), {}, "*", 1, 0, 0, std::nullopt };
    auto        next = replay_moves(lines, read);
    if (!next) {
        auto e   = next.error();
        e.source = source;
        return e;
    }
    const auto verdict = read.foul ? std::string("0-1")
        : read.record.status().is_over()
        ? std::string(engine::core::to_string(read.record.status().result))
        : std::string("*");
    read.result        = t.result.empty() ? verdict : t.result;
    if (read.result != "1-0" && read.result != "0-1" && read.result != "1/2-1/2"
        && read.result != "*")
        return ParseError { 1, "result " + quote(read.result) + ": expected 1-0, 0-1, 1/2-1/2 or *",
            int(*next) + 1, source };
    read.tags = { { "White", t.names.size() > 0 ? t.names[0] : "?" },
        { "Black", t.names.size() > 1 ? t.names[1] : "?" }, { "PsqRule", rule } };
    if (!t.result.empty()) read.tags.emplace_back("Result", t.result); // recorded, not inferred
    if (!t.reason.empty()) read.tags.emplace_back("Termination", t.reason);
    return read;
}

Result<PgnGameRead> read_psq_file(const std::string& path, const Game& fallback) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return ParseError { 0, "cannot read the file", 0, path };
    std::ostringstream text;
    text << in.rdbuf();
    return read_psq(text.str(), path, fallback);
}

bool is_psq_path(std::string_view path) {
    if (path.size() < 4) return false;
    std::string ext(path.substr(path.size() - 4));
    for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
    return ext == ".psq";
}

} // namespace harness::game
