#include "gomocup_loop.h"

#include "gomocup_brain_board.h"
#include "gomocup_command.h"
#include "gomocup_info.h"
#include "gomocup_swap2.h"
#include "line_reader.h"
#include "tokens.h"
#include "uci_command.h"

#include "engine/engine.h"
#include "engine/gomoku/notation.h"
#include "engine/gomoku/position.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

namespace engine::protocol {

namespace {

using namespace gomocup;

constexpr int MinSize = gomoku::MinSize, MaxSize = gomoku::MaxSize;

std::string point_text(int x, int y) { return std::to_string(x) + "," + std::to_string(y); }

class Brain {
public:
    explicit Brain(std::ostream& out)
        : out_(out)
        , engine_(make_engine(hash_mb_)) { }

    // Returns false on END.
    bool handle(std::istream& in, const std::string& line) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) return true;
        auto cmd = parse_command(line);
        if (!cmd) {
            send("ERROR " + cmd.error().message);
            return true;
        }
        if (std::holds_alternative<End>(*cmd)) return false;
        if (std::holds_alternative<Board>(*cmd)) return on_board(in);
        if (std::holds_alternative<Swap2Board>(*cmd)) return on_swap2(in);
        std::visit([this](const auto& c) { on(c); }, *cmd);
        return true;
    }

private:
    void send(const std::string& text) { out_ << text << std::endl; }

    // A gomoku engine whose hash table has `mb` MiB (made at 1 MiB, then resized: the other
    // games' tables are never the large one).
    std::unique_ptr<Engine> make_engine(std::size_t mb) {
        auto e = std::make_unique<Engine>(1);
        e->set_variant(Variant::Gomoku);
        e->set_hash_mb(mb);
        e->on_bestmove([this](const EngineResult& r) { result_ = r; });
        return e;
    }

    // A non-INFO command first reports an INFO the brain could not meet.
    bool refused() {
        if (refusal_.empty()) return false;
        send("ERROR " + refusal_);
        refusal_.clear();
        return true;
    }
    bool started() {
        if (board_.started()) return true;
        send("ERROR no START yet");
        return false;
    }
    void reset(int size) {
        board_.reset(size);
        engine_->new_game();
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
    // Square boards only: RECTSTART with equal sides is START.
    void on(const RectStart& r) {
        if (refused()) return;
        if (r.width != r.height || r.width < MinSize || r.width > MaxSize) {
            send("ERROR rectangular boards are not supported (square boards of 5 to 20 only)");
            return;
        }
        reset(r.width);
        send("OK");
    }
    void on(const Restart&) {
        if (refused()) return;
        if (!board_.started()) {
            send("ERROR RESTART before START");
            return;
        }
        reset(board_.size());
        send("OK");
    }
    void on(const Begin&) {
        if (refused() || !started()) return;
        if (board_.count(Owner::Own) + board_.count(Owner::Opponent)) {
            send("ERROR BEGIN on a board that is not empty");
            return;
        }
        think();
    }
    void on(const Turn& t) {
        if (refused() || !started()) return;
        if (auto why = board_.place(t.x, t.y, Owner::Opponent)) {
            send("ERROR " + *why);
            return;
        }
        think();
    }
    void on(const Takeback& t) {
        if (refused() || !started()) return;
        auto why = board_.take_back(t.x, t.y);
        send(why ? "ERROR " + *why : "OK");
    }
    void on(const Info& i) {
        if (auto why = apply_info(settings_, i.key, i.value)) refusal_ = *why;
        const std::size_t mb = hash_mb_within(settings_.max_memory).value_or(1);
        if (mb == hash_mb_) return;
        engine_.reset(); // the old table is freed before the new one is made
        engine_ = make_engine(hash_mb_ = mb);
    }
    void on(const About&) {
        send("name=\"Sable\", version=\"0.2\", author=\"the Arbiter developers\", "
             "country=\"-\", www=\"-\"");
    }
    // The board as it stands, evaluated for the side to move.
    void on(const gomocup::Eval&) {
        const std::string text = board_.position_text(settings_.rule);
        if (text.empty() || engine_->set_position(text, {})) {
            send("ERROR EVAL needs a board whose stone counts alternate");
            return;
        }
        send("MESSAGE eval cp " + std::to_string(engine_->static_eval()));
    }
    void on(const Unknown& u) { send("UNKNOWN command " + u.keyword); }
    void on(const End&) { }
    void on(const Board&) { }
    void on(const Swap2Board&) { }

    // BOARD: stones until DONE, then a move. The whole listing is read even when a line is
    // bad, then the error is reported instead of a move.
    bool on_board(std::istream& in) {
        std::string error = board_.started() ? "" : "BOARD before START";
        BrainBoard  board;
        board.reset(board_.size());
        const bool ended = read_listing(in, [&](const std::string& line) {
            auto stone = parse_board_line(line);
            if (stone && std::holds_alternative<BoardDone>(*stone)) return true;
            if (!stone && error.empty()) error = stone.error().message;
            if (!stone) return false;
            const auto s   = std::get<BoardStone>(*stone);
            auto       why = board.place(s.x, s.y, s.field == 1 ? Owner::Own : Owner::Opponent);
            if (why && error.empty()) error = "stone " + *why;
            return false;
        });
        if (!ended) return false;
        if (refused()) return true;
        if (!error.empty()) {
            send("ERROR " + error);
            return true;
        }
        board_ = std::move(board);
        think();
        return true;
    }

    // SWAP2BOARD: 0, 3 or 5 stones until DONE; answers the opening (swap2.h). The board then
    // holds the opening with Sable's stones as it chose its colour (black unless it stayed
    // white with one stone), so the manager may go on with TURN or BOARD.
    bool on_swap2(std::istream& in) {
        std::string                      error = board_.started() ? "" : "SWAP2BOARD before START";
        std::vector<std::pair<int, int>> stones;
        const bool                       ended = read_listing(in, [&](const std::string& line) {
            auto stone = parse_swap2_line(line);
            if (stone && std::holds_alternative<BoardDone>(*stone)) return true;
            if (!stone && error.empty()) error = stone.error().message;
            if (stone) {
                const auto s = std::get<Swap2Stone>(*stone);
                stones.push_back({ s.x, s.y });
            }
            return false;
        });
        if (!ended) return false;
        if (refused()) return true;
        if (error.empty() && stones.size() != 0 && stones.size() != 3 && stones.size() != 5)
            error = "SWAP2BOARD expects 0, 3 or 5 stones, got " + std::to_string(stones.size());
        auto opening = swap2_opening(std::max(board_.size(), MinSize), settings_.rule, stones);
        if (error.empty() && !opening) error = opening.error().message;
        if (!error.empty()) {
            send("ERROR " + error);
            return true;
        }
        engine_->new_game();
        const Swap2Answer answer = swap2_answer(
            *opening, [this](const auto& pos, const auto& l) { return probe(pos, l); },
            move_limits(settings_));
        if (answer.text().empty()) {
            send("ERROR no legal answer to the opening");
            return true;
        }
        board_.reset(board_.size());
        for (int i = 0; i < opening->ply_count(); ++i)
            keep_swap2_stone(opening->played(i), i, answer);
        for (std::size_t i = 0; i < answer.stones.size(); ++i)
            keep_swap2_stone(answer.stones[i], opening->ply_count() + int(i), answer);
        send(answer.text());
        return true;
    }
    void keep_swap2_stone(gomoku::Move m, int ply, const Swap2Answer& answer) {
        const bool black = ply % 2 == 0;
        (void)board_.place(
            m.x(), m.y(), black != answer.takes_white() ? Owner::Own : Owner::Opponent);
    }

    // The lines of a listing, each given to `take` until it says the listing is over (DONE);
    // false at the end of the input.
    template <class Take> bool read_listing(std::istream& in, Take take) {
        std::string line;
        for (;;) {
            const LineRead r = read_line(in, line, MaxLineLength);
            if (r == LineRead::End) return false;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            if (take(line)) return true;
        }
    }

    // One search of `pos` (blocking): the best move and its score for the side to move.
    Probe probe(const gomoku::Position& pos, const search::Limits& limits) {
        if (engine_->set_position(pos.text(), {})) return {};
        result_ = {};
        engine_->go(limits);
        engine_->wait();
        Probe p;
        if (auto m = gomoku::parse_move(pos, result_.best)) p.best = *m;
        const int mate = result_.info.mate;
        p.score = mate > 0 ? WonScore - mate : mate < 0 ? -WonScore - mate : result_.info.score_cp;
        return p;
    }

    // Sable's move on the board, answered "x,y".
    void think() {
        const std::string text = board_.position_text(settings_.rule);
        if (text.empty()) {
            send("ERROR stone counts do not alternate (own "
                + std::to_string(board_.count(Owner::Own)) + ", opponent "
                + std::to_string(board_.count(Owner::Opponent)) + ")");
            return;
        }
        auto pos = gomoku::Position::from_text(text);
        if (!pos) {
            send("ERROR " + pos.error().message);
            return;
        }
        const Probe p = probe(*pos, move_limits(settings_));
        if (p.best == gomoku::Move::none()) {
            send("ERROR no move: the game is over");
            return;
        }
        (void)board_.place(p.best.x(), p.best.y(), Owner::Own);
        send(point_text(p.best.x(), p.best.y()));
    }

    static constexpr int WonScore = 100000;

    std::ostream&           out_;
    std::size_t             hash_mb_ = *hash_mb_within(0); // the default
    std::unique_ptr<Engine> engine_;
    BrainBoard              board_;
    InfoSettings            settings_;
    std::string             refusal_; // an INFO Sable cannot meet, reported next
    EngineResult            result_;
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
