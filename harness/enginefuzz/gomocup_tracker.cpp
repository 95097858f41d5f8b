#include "gomocup_tracker.h"

#include "engine/core/text.h"
#include "harness/game/rules.h"
#include "harness/protocol/gomocup_adapter.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace harness::enginefuzz {

namespace {

using engine::core::trim_blanks;

// The text after the first word, trimmed.
std::string_view rest_of(std::string_view line) {
    line           = trim_blanks(line);
    const auto end = line.find_first_of(" \t");
    return end == std::string_view::npos ? std::string_view() : trim_blanks(line.substr(end));
}

std::optional<int> parse_int(std::string_view s, int max_digits) {
    s = trim_blanks(s);
    if (s.empty() || s.size() > std::size_t(max_digits) + (s[0] == '-' ? 1 : 0))
        return std::nullopt;
    int v          = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

// "x,y,f" inside BOARD.
std::optional<std::array<int, 3>> parse_stone(std::string_view line) {
    const auto c1 = line.find(',');
    if (c1 == std::string_view::npos) return std::nullopt;
    const auto c2 = line.find(',', c1 + 1);
    if (c2 == std::string_view::npos) return std::nullopt;
    auto x = parse_int(line.substr(0, c1), 6), y = parse_int(line.substr(c1 + 1, c2 - c1 - 1), 6),
         f = parse_int(line.substr(c2 + 1), 6);
    if (!x || !y || !f) return std::nullopt;
    return std::array<int, 3> { *x, *y, *f };
}

Verdict move_verdict(std::string kind, std::string_view answer, const std::string& why,
    const std::optional<std::string>& fen) {
    return { std::move(kind), "",
        "answer '" + std::string(answer.substr(0, 60)) + "' " + why + " (board " + fen.value_or("?")
            + ")",
        "" };
}

} // namespace

std::string gomocup_word(std::string_view line) {
    line = trim_blanks(line);
    std::string w(line.substr(0, std::min(line.find_first_of(" \t"), line.size())));
    for (char& c : w) c = char(std::toupper(static_cast<unsigned char>(c)));
    return w;
}

bool is_gomocup_chatter(std::string_view line) {
    const auto w = gomocup_word(line);
    return w.empty() || w == "MESSAGE" || w == "DEBUG" || w == "SUGGEST";
}

bool is_about_line(std::string_view line) { return !protocol::parse_about(line).name.empty(); }

std::optional<std::pair<int, int>> parse_gomocup_point(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    auto x = parse_int(text.substr(0, comma), 6), y = parse_int(text.substr(comma + 1), 6);
    if (!x || !y) return std::nullopt;
    return std::pair(*x, *y);
}

std::string empty_gomoku_fen(int size, std::string_view rule) {
    std::string fen;
    for (int y = 0; y < size; ++y) fen += (y ? "/" : "") + std::to_string(size);
    return fen + " b" + (rule.empty() ? "" : " " + std::string(rule));
}

std::optional<std::string> gomocup_rule_word(std::string_view code) {
    const auto c = parse_int(code, 3);
    if (!c) return std::nullopt;
    switch (*c) {
    case 0:
        return std::string();
    case 1:
        return std::string("standard");
    case 4:
        return std::string("renju");
    case 8:
        return std::string("caro");
    default:
        return std::nullopt;
    }
}

bool plays_rule(game::Game g, std::string_view word) {
    auto n = g->normalize(empty_gomoku_fen(5, word));
    if (!n) return false;
    const auto named = n->find(" b ");
    return (named == std::string::npos ? std::string_view()
                                       : std::string_view(*n).substr(named + 3))
        == word;
}

GomocupTracker::GomocupTracker(game::Game g)
    : game_(g) {
    if (plays_rule(g, "")) rule_ = std::string(); // freestyle until an INFO rule says
}

Awaited GomocupTracker::on_sent(std::string_view line) {
    if (in_board_) {
        if (gomocup_word(line) != "DONE") {
            board_line(line);
            return {};
        }
        in_board_ = false;
        if (!board_ok_ || size_ == 0) {
            lose_board();
            return { Ask::Move, false, turn_ms_ };
        }
        cells_ = board_cells_;
        known_ = true;
        return move_request();
    }
    return command(line);
}

Awaited GomocupTracker::command(std::string_view line) {
    const auto word = gomocup_word(line);
    const auto rest = rest_of(line);
    request_fen_.reset();
    if (word.empty()) return {};
    if (word == "INFO") {
        info(rest);
        return {};
    }
    if (word == "START" || word == "RECTSTART") {
        auto n         = word == "START" ? parse_int(rest, 6) : std::optional<int>();
        auto wh        = word == "RECTSTART" ? parse_gomocup_point(rest) : std::nullopt;
        pending_start_ = n ? *n : wh && wh->first == wh->second ? wh->first : 0;
        if (pending_start_ > 0 && !game_->normalize(empty_gomoku_fen(pending_start_, "")))
            pending_start_ = 0; // a size the game layer does not play
        return { Ask::Start, false, std::nullopt };
    }
    if (word == "BEGIN") {
        if (known_ && std::count(cells_.begin(), cells_.end(), 0) == long(cells_.size()))
            return move_request();
        lose_board();
        return { Ask::Move, false, turn_ms_ };
    }
    if (word == "TURN") {
        auto p = parse_gomocup_point(rest);
        if (known_ && p && p->first >= 0 && p->second >= 0 && p->first < size_ && p->second < size_
            && cell(p->first, p->second) == 0) {
            cell(p->first, p->second) = 2;
            return move_request();
        }
        lose_board();
        return { Ask::Move, false, turn_ms_ };
    }
    if (word == "BOARD") {
        in_board_ = true;
        board_ok_ = size_ > 0;
        board_cells_.assign(std::size_t(size_ * size_), 0);
        return {};
    }
    if (word == "ABOUT") return { Ask::About, false, std::nullopt };
    if (word == "END") return { Ask::End, false, std::nullopt };
    // RESTART, TAKEBACK and the rest: the answer tells (on_answer).
    pending_word_  = word;
    pending_point_ = parse_gomocup_point(rest);
    return { Ask::Reply, false, std::nullopt };
}

void GomocupTracker::board_line(std::string_view line) {
    if (trim_blanks(line).empty()) return;
    auto s = parse_stone(line);
    if (!s || !board_ok_) {
        board_ok_ = false;
        return;
    }
    auto [x, y, f] = *s;
    if (x < 0 || y < 0 || x >= size_ || y >= size_ || (f != 1 && f != 2)
        || board_cells_[std::size_t(y * size_ + x)] != 0) {
        board_ok_ = false;
        return;
    }
    board_cells_[std::size_t(y * size_ + x)] = f;
}

void GomocupTracker::info(std::string_view rest) {
    info_since_answer_ = true;
    std::string key(rest.substr(0, std::min(rest.find_first_of(" \t"), rest.size())));
    for (char& c : key) c = char(std::tolower(static_cast<unsigned char>(c)));
    const auto value = rest_of(rest);
    if (key == "rule") {
        rule_ = gomocup_rule_word(value);
        if (rule_ && !plays_rule(game_, *rule_)) rule_.reset();
    }
    if (key == "timeout_turn") {
        auto t   = parse_int(value, 9);
        turn_ms_ = t && *t >= 0 ? t : std::nullopt;
    }
}

Awaited GomocupTracker::move_request() {
    request_fen_.reset();
    Awaited a { Ask::Move, false, turn_ms_ };
    auto    f = fen();
    if (!f) return a;
    auto status = game_->status(*f);
    auto legal  = game_->legal_moves(*f);
    if (!status || status->is_over() || !legal || legal->empty()) return a;
    request_fen_ = f;
    a.judged     = true;
    return a;
}

std::optional<std::string> GomocupTracker::fen() const {
    if (!known_ || !rule_ || size_ == 0) return std::nullopt;
    const auto own = std::count(cells_.begin(), cells_.end(), 1);
    const auto opp = std::count(cells_.begin(), cells_.end(), 2);
    if (own != opp && opp != own + 1) return std::nullopt;
    return rows_fen(own == opp);
}

// The position text of engine/gomoku/README.md: rows from the top, 'x' black, 'o' white, runs of
// empty points as numbers; then the side to move and the rule. The game layer reads it back,
// fives and all (a five of the side to move makes it invalid).
std::optional<std::string> GomocupTracker::rows_fen(bool engine_black) const {
    std::string fen;
    for (int y = 0; y < size_; ++y) {
        int run = 0;
        fen += y ? "/" : "";
        for (int x = 0; x < size_; ++x) {
            const int c = cells_[std::size_t(y * size_ + x)];
            if (c == 0) {
                ++run;
                continue;
            }
            fen += (run ? std::to_string(run) : "") + ((c == 1) == engine_black ? 'x' : 'o');
            run = 0;
        }
        fen += run ? std::to_string(run) : "";
    }
    fen += std::string(engine_black ? " b" : " w") + (rule_->empty() ? "" : " " + *rule_);
    auto n = game_->normalize(fen);
    if (!n) return std::nullopt;
    return *n;
}

std::optional<Verdict> GomocupTracker::on_answer(const Awaited& a, std::string_view line) {
    std::optional<Verdict> v;
    const auto             word = gomocup_word(line);
    if (a.ask == Ask::Start) {
        const bool ok = word == "OK" && pending_start_ > 0;
        size_         = ok ? pending_start_ : 0;
        known_        = ok;
        cells_.assign(std::size_t(size_ * size_), 0);
    } else if (a.ask == Ask::Reply && parse_gomocup_point(line)) {
        lose_board(); // PLAY x,y and its like put a stone we did not follow
    } else if (a.ask == Ask::Reply && word == "OK" && size_ > 0) {
        if (pending_word_ == "RESTART") cells_.assign(cells_.size(), 0);
        if (pending_word_ == "TAKEBACK" && pending_point_ && pending_point_->first >= 0
            && pending_point_->second >= 0 && pending_point_->first < size_
            && pending_point_->second < size_)
            cell(pending_point_->first, pending_point_->second) = 0;
    } else if (a.ask == Ask::Move) {
        auto p = parse_gomocup_point(line);
        if (a.judged && request_fen_) {
            v = judge(line, p);
        } else if (p && known_ && p->first >= 0 && p->second >= 0 && p->first < size_
            && p->second < size_ && cell(p->first, p->second) == 0) {
            cell(p->first, p->second) = 1;
        } else if (p) {
            lose_board();
        }
    }
    info_since_answer_ = false;
    request_fen_.reset();
    return v;
}

std::optional<Verdict> GomocupTracker::judge(
    std::string_view line, std::optional<std::pair<int, int>> p) {
    const auto word = gomocup_word(line);
    if (!p) {
        if (word == "ERROR" || word == "UNKNOWN") {
            if (info_since_answer_) return std::nullopt; // an INFO it could not meet
            return move_verdict("refused-move", line, "refuses a move request", request_fen_);
        }
        return move_verdict("malformed-move", line, "is not x,y", request_fen_);
    }
    auto [x, y] = *p;
    if (x < 0 || y < 0 || x >= size_ || y >= size_)
        return move_verdict("off-board-move", line,
            "is off the " + std::to_string(size_) + "x" + std::to_string(size_) + " board",
            request_fen_);
    if (cell(x, y) != 0)
        return move_verdict("occupied-move", line, "is a point that holds a stone", request_fen_);
    const auto text  = std::to_string(x) + "," + std::to_string(y);
    auto       move  = game_->parse_move(*request_fen_, text, game::Notation::Gomocup);
    auto       legal = game_->legal_moves(*request_fen_);
    if (!move || !legal || std::find(legal->begin(), legal->end(), *move) == legal->end())
        return move_verdict("forbidden-move", line, "is not a legal move there", request_fen_);
    cell(x, y) = 1;
    return std::nullopt;
}

void GomocupTracker::on_silence(const Awaited& a) {
    if (a.ask == Ask::Start) {
        size_  = 0;
        known_ = false;
    }
    if (a.ask == Ask::Move || (a.ask == Ask::Reply && changes_board())) lose_board();
    request_fen_.reset();
}

} // namespace harness::enginefuzz
