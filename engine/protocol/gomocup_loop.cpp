#include "gomocup_loop.h"

#include "gomocup_command.h"
#include "line_reader.h"
#include "tokens.h"
#include "uci_command.h"

#include "engine/engine.h"
#include "engine/gomoku/position.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <optional>
#include <vector>

namespace engine::protocol {

namespace {

using namespace gomocup;

constexpr int MinSize = 5, MaxSize = 20;

// Gomocup's rule code (piskvork's bits: 1 exactly five, 2 continuous game, 4 renju, 8 caro):
// 0 freestyle, 1 standard, 4 renju, 8 caro (Gomocup's caro since 2023: exactly five, not
// blocked at both ends) and 9 (piskvork's "caro with exactly five", the same). Continuous games
// and other combinations are not played.
std::optional<gomoku::Rule> rule_of(std::optional<long long> code) {
    if (!code) return std::nullopt;
    switch (*code) {
    case 0:
        return gomoku::Rule::Freestyle;
    case 1:
        return gomoku::Rule::Standard;
    case 4:
        return gomoku::Rule::Renju;
    case 8:
    case 9:
        return gomoku::Rule::Caro;
    default:
        return std::nullopt;
    }
}

class Brain {
public:
    explicit Brain(std::ostream& out)
        : out_(out) {
        engine_.set_variant(Variant::Gomoku);
        engine_.on_bestmove([this](const EngineResult& r) { best_ = r.best; });
    }

    // Returns false on END.
    bool handle(std::istream& in, const std::string& line) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) return true;
        auto cmd = parse_command(line);
        if (!cmd) {
            send("ERROR " + cmd.error().message);
            return true;
        }
        if (std::holds_alternative<End>(*cmd)) return false;
        if (auto* b = std::get_if<Board>(&*cmd)) return on_board(in, *b);
        std::visit([this](const auto& c) { on(c); }, *cmd);
        return true;
    }

private:
    void send(const std::string& text) { out_ << text << std::endl; }

    // A non-INFO command first reports an INFO the brain could not meet.
    bool refused() {
        if (refusal_.empty()) return false;
        send("ERROR " + refusal_);
        refusal_.clear();
        return true;
    }

    void on(const Start& s) {
        if (refused()) return;
        if (s.size < MinSize || s.size > MaxSize) {
            send("ERROR unsupported board size " + std::to_string(s.size) + " (5 to 20)");
            return;
        }
        reset(s.size);
        send("OK");
    }
    void on(const RectStart& r) {
        if (refused()) return;
        if (r.width != r.height || r.width < MinSize || r.width > MaxSize) {
            send("ERROR only square boards of 5 to 20 are supported");
            return;
        }
        reset(r.width);
        send("OK");
    }
    void on(const Restart&) {
        if (refused()) return;
        if (!size_) {
            send("ERROR RESTART before START");
            return;
        }
        reset(size_);
        send("OK");
    }
    void on(const Begin&) {
        if (refused() || !started()) return;
        if (std::count(cells_.begin(), cells_.end(), 0) != int(cells_.size())) {
            send("ERROR BEGIN on a board that is not empty");
            return;
        }
        think();
    }
    void on(const Turn& t) {
        if (refused() || !started()) return;
        if (!place(t.x, t.y, 2)) return;
        think();
    }
    void on(const Takeback& t) {
        if (refused() || !started()) return;
        if (t.x >= size_ || t.y >= size_ || !cells_[index(t.x, t.y)]) {
            send("ERROR no stone at " + std::to_string(t.x) + "," + std::to_string(t.y));
            return;
        }
        cells_[index(t.x, t.y)] = 0;
        send("OK");
    }
    void on(const Info& i) {
        const auto value = [&]() -> std::optional<long long> {
            try {
                std::size_t used = 0;
                long long   v    = std::stoll(i.value, &used);
                if (used == i.value.size()) return v;
            } catch (...) { }
            return std::nullopt;
        };
        if (i.key == "timeout_turn") {
            if (auto v = value()) timeout_turn_ = *v;
        } else if (i.key == "timeout_match") {
            if (auto v = value()) timeout_match_ = *v;
        } else if (i.key == "time_left") {
            if (auto v = value()) time_left_ = *v;
        } else if (i.key == "max_memory") {
            if (auto v = value(); v && *v > 0)
                engine_.set_hash_mb(std::size_t(std::clamp<long long>(*v / 2 / (1 << 20), 1, 256)));
        } else if (i.key == "rule") {
            if (auto r = rule_of(value()))
                rule_ = *r;
            else
                refusal_ = "rule " + i.value
                    + " is not supported (0 freestyle, 1 exactly five, 4 renju, 8 or 9 caro)";
        }
        // Other keys (game_type, folder, evaluate, ...) do not concern Sable.
    }
    void on(const About&) {
        send("name=\"Sable\", version=\"0.2\", author=\"the Arbiter developers\", "
             "country=\"-\", www=\"-\"");
    }
    void on(const Unknown& u) { send("UNKNOWN command " + u.keyword); }
    void on(const End&) { }
    void on(const Board&) { }

    // BOARD: stones until DONE, in any order; then a move. The whole listing is read even when
    // a line is bad, then the error is reported instead of a move.
    bool on_board(std::istream& in, const Board&) {
        std::string error;
        if (!size_) error = "BOARD before START";
        std::vector<int> cells(cells_.size(), 0);
        std::string      line;
        for (;;) {
            const LineRead r = read_line(in, line, MaxLineLength);
            if (r == LineRead::End) return false;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            auto stone = parse_board_line(line);
            if (!stone) {
                if (error.empty()) error = stone.error().message;
                continue;
            }
            if (std::holds_alternative<BoardDone>(*stone)) break;
            const auto s = std::get<BoardStone>(*stone);
            if (!error.empty()) continue;
            if (s.x >= size_ || s.y >= size_ || cells[index(s.x, s.y)])
                error = "stone " + std::to_string(s.x) + "," + std::to_string(s.y)
                    + (s.x >= size_ || s.y >= size_ ? " is off the board" : " is listed twice");
            else
                cells[index(s.x, s.y)] = s.field == 3 ? 2 : s.field;
        }
        if (refused()) return true;
        if (!error.empty()) {
            send("ERROR " + error);
            return true;
        }
        cells_ = std::move(cells);
        think();
        return true;
    }

    bool started() {
        if (size_) return true;
        send("ERROR no START yet");
        return false;
    }
    void reset(int size) {
        size_ = size;
        cells_.assign(std::size_t(size * size), 0);
        engine_.new_game();
    }
    std::size_t index(int x, int y) const { return std::size_t(y * size_ + x); }
    // Put a stone of `who` (1 own, 2 opponent) on an empty point, else report why not.
    bool place(int x, int y, int who) {
        if (x >= size_ || y >= size_) {
            send("ERROR " + std::to_string(x) + "," + std::to_string(y) + " is off the "
                + std::to_string(size_) + "x" + std::to_string(size_) + " board");
            return false;
        }
        if (cells_[index(x, y)]) {
            send("ERROR " + std::to_string(x) + "," + std::to_string(y) + " is not empty");
            return false;
        }
        cells_[index(x, y)] = who;
        return true;
    }

    // The position text (engine/gomoku/README.md) with Sable to move; the colours follow from
    // the counts (black moves first). Empty when the counts cannot alternate.
    std::string position_text() const {
        const auto own = std::count(cells_.begin(), cells_.end(), 1);
        const auto opp = std::count(cells_.begin(), cells_.end(), 2);
        if (own != opp && opp != own + 1) return {};
        const bool  black = own == opp;
        std::string rows;
        for (int y = 0; y < size_; ++y) {
            if (y) rows += '/';
            int run = 0;
            for (int x = 0; x < size_; ++x) {
                const int c = cells_[index(x, y)];
                if (!c) {
                    ++run;
                    continue;
                }
                if (run) rows += std::to_string(run);
                run = 0;
                rows += (c == 1) == black ? 'x' : 'o';
            }
            if (run) rows += std::to_string(run);
        }
        return rows + (black ? " b" : " w") + ' ' + std::string(gomoku::to_string(rule_));
    }

    // The time for this move: the turn limit, within a share of the match time left, less a
    // margin for the reply to arrive.
    search::Limits limits() const {
        search::Limits l;
        if (timeout_turn_ == 0) { // "as fast as possible"
            l.depth = 2;
            return l;
        }
        std::int64_t budget = timeout_turn_ > 0 ? timeout_turn_ : 5000;
        if (timeout_match_ > 0 && time_left_ && *time_left_ < 2147483647)
            budget = std::min<std::int64_t>(budget, std::max<std::int64_t>(*time_left_ / 12, 1));
        const std::int64_t move_ms = std::max<std::int64_t>(budget - budget / 10 - 30, 5);
        l.movetime_ms              = move_ms;
        l.optimum_ms               = move_ms / 2;
        return l;
    }

    void think() {
        const std::string text = position_text();
        if (text.empty()) {
            send("ERROR stone counts do not alternate (own "
                + std::to_string(std::count(cells_.begin(), cells_.end(), 1)) + ", opponent "
                + std::to_string(std::count(cells_.begin(), cells_.end(), 2)) + ")");
            return;
        }
        if (auto e = engine_.set_position(text, {})) {
            send("ERROR " + e->message);
            return;
        }
        best_.clear();
        engine_.go(limits());
        engine_.wait();
        if (best_.size() < 2) {
            send("ERROR no move: the game is over");
            return;
        }
        // "h8" -> 7,7
        const int x = best_[0] - 'a', y = std::stoi(best_.substr(1)) - 1;
        cells_[index(x, y)] = 1;
        send(std::to_string(x) + "," + std::to_string(y));
    }

    std::ostream&               out_;
    Engine                      engine_;
    int                         size_ = 0; // 0: no START yet
    std::vector<int>            cells_; // 0 empty, 1 own, 2 opponent
    gomoku::Rule                rule_          = gomoku::Rule::Freestyle;
    std::int64_t                timeout_turn_  = -1; // -1: not given
    std::int64_t                timeout_match_ = 0;
    std::optional<std::int64_t> time_left_;
    std::string                 refusal_; // an INFO Sable cannot meet, reported next
    std::string                 best_;
};

} // namespace

bool is_gomocup_line(const std::string& line) {
    const auto t = tokenize(line);
    if (t.empty()) return false;
    std::string kw(t[0].text);
    for (char& c : kw) c = char(std::toupper(static_cast<unsigned char>(c)));
    for (const char* k :
        { "START", "RECTSTART", "INFO", "ABOUT", "BEGIN", "BOARD", "TURN", "RESTART", "END" })
        if (kw == k) return true;
    return false;
}

int run_gomocup_loop(std::istream& in, std::ostream& out, const std::string& first) {
    in.tie(nullptr);
    Brain brain(out);
    if (!first.empty() && !brain.handle(in, first)) return 0;
    std::string line;
    for (;;) {
        const LineRead r = read_line(in, line, MaxLineLength);
        if (r == LineRead::End) return 0;
        if (r == LineRead::TooLong) {
            out << "ERROR " << too_long_message() << std::endl;
            continue;
        }
        if (!brain.handle(in, line)) return 0;
    }
}

} // namespace engine::protocol
