#pragma once
// FakeBrain: a Gomocup brain in-process, for the checklist's unit tests. A LineTransport that
// answers as a well-behaved engine -- silent INFO, OK to START/RESTART/TAKEBACK, legal moves
// judged by engine/gomoku (a win first, else a move that stops the opponent's win, else the
// legal point nearest the centre; the checklist's rule positions get their expected answer), a
// refused RECTSTART, legal SWAP2BOARD answers -- with one planted fault at a time.

#include "harness/check/gomocup_positions.h"
#include "harness/process/transport.h"

#include "engine/gomoku/game.h"

#include <deque>
#include <sstream>

namespace harness::check::testing {

namespace gm = engine::gomoku;

enum class Planted {
    None,
    AnswersEvaluate, // prints a line for INFO evaluate
    IgnoresTakeback, // says OK to TAKEBACK and keeps the stone
    Swap2Unknown, // UNKNOWN to SWAP2BOARD
    Swap2Occupied, // answers three stones with the first one's point
    PlaysRenjuFoul, // the renju double-three point
    PlaysBlockedCaroFive, // the caro five blocked at both ends
};

class FakeBrain final : public process::LineTransport {
public:
    explicit FakeBrain(Planted planted = Planted::None)
        : planted_(planted) { }

    process::Status write_line(std::string_view text) override {
        std::string line(text);
        while (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream in(line);
        std::string        word, arg;
        in >> word >> arg;
        for (char& c : word) c = char(std::toupper(static_cast<unsigned char>(c)));
        if (listing_) return listed(word, arg), process::Status::Ok;
        command(word, arg, in);
        return process::Status::Ok;
    }
    process::ReadResult read_line(process::Deadline) override {
        if (out_.empty()) return { process::Status::Timeout, {} };
        auto l = out_.front();
        out_.pop_front();
        return { process::Status::Ok, l };
    }

private:
    void say(std::string l) { out_.push_back(std::move(l)); }

    void command(const std::string& word, const std::string& arg, std::istringstream& in) {
        if (word == "START") {
            const int n = std::atoi(arg.c_str());
            if (n < 5 || n > 20) return say("ERROR size");
            cells_.clear();
            return say("OK");
        }
        if (word == "RECTSTART") return say("ERROR rectangular boards are not supported");
        if (word == "RESTART") return cells_.clear(), say("OK");
        if (word == "INFO") return info(arg, in);
        if (word == "ABOUT") return say("name=\"Fake\", version=\"1\"");
        if (word == "BEGIN") return play();
        if (word == "TURN") return turn(point(arg));
        if (word == "TAKEBACK") return takeback(point(arg));
        if (word == "BOARD" || word == "SWAP2BOARD") {
            listing_ = word == "BOARD" ? 1 : 2;
            if (listing_ == 1) cells_.clear();
            listed_.clear();
            return;
        }
        if (word != "END") say("UNKNOWN " + word);
    }
    void info(const std::string& key, std::istringstream& in) {
        std::string value;
        in >> value;
        if (key == "rule") rule_ = std::atoi(value.c_str());
        if (key == "evaluate" && planted_ == Planted::AnswersEvaluate) say("EVAL " + value + " 0");
    }
    void listed(const std::string& word, const std::string&) {
        if (word != "DONE") {
            const auto p = point(word);
            if (listing_ == 1) put(p, word.back() == '1' ? 1 : 2);
            listed_.push_back(p);
            return;
        }
        const int kind = listing_;
        listing_       = 0;
        if (kind == 1) return play();
        swap2();
    }
    void turn(int p) {
        for (const auto& c : cells_)
            if (c.first == p) return say("ERROR " + text(p) + " is not empty");
        put(p, 2);
        play();
    }
    void takeback(int p) {
        if (planted_ != Planted::IgnoresTakeback)
            for (std::size_t i = 0; i < cells_.size(); ++i)
                if (cells_[i].first == p) cells_.erase(cells_.begin() + long(i));
        say("OK");
    }
    void swap2() {
        if (planted_ == Planted::Swap2Unknown) return say("UNKNOWN SWAP2BOARD");
        if (listed_.empty()) return say("7,7 8,7 6,6");
        if (listed_.size() == 3 && planted_ == Planted::Swap2Occupied) return say(text(listed_[0]));
        say(listed_.size() == 3 ? "SWAP" : "6,8");
    }

    static int point(const std::string& xy) {
        return gm::point_of(std::atoi(xy.c_str()), std::atoi(xy.c_str() + xy.find(',') + 1));
    }
    static std::string text(int p) {
        return std::to_string(gm::x_of(p)) + "," + std::to_string(gm::y_of(p));
    }
    void put(int p, int who) { cells_.push_back({ p, who }); }

    gm::Rule rule() const {
        return rule_ & 4 ? gm::Rule::Renju
            : rule_ & 8  ? gm::Rule::Caro
            : rule_ & 1  ? gm::Rule::Standard
                         : gm::Rule::Freestyle;
    }
    // The board as a position with the brain to move (listing text: 1 black, 2 white).
    gm::Position position() const {
        int own = 0;
        for (const auto& c : cells_) own += c.second == 1;
        const bool  black = 2 * own == int(cells_.size());
        std::string listing;
        for (const auto& c : cells_)
            listing += text(c.first) + "," + ((c.second == 1) == black ? "1 " : "2 ");
        if (cells_.empty()) return gm::Position(15, rule());
        auto pos = gm::Position::from_text(listing + std::string(gm::to_string(rule())));
        return pos ? *pos : gm::Position(15, rule());
    }
    void play() {
        const gm::Position pos = position();
        const gm::Move     m   = choose(pos);
        put(m.point(), 1);
        say(text(m.point()));
    }
    gm::Move choose(const gm::Position& pos) const {
        if (auto known = listed_answer(pos)) return *known;
        gm::MoveList legal;
        gm::generate_legal(pos, legal);
        for (gm::Move m : legal)
            if (wins(pos, m)) return m;
        gm::Position passed = pos; // does the opponent threaten a five?
        passed.do_null();
        gm::MoveList replies;
        gm::generate_legal(passed, replies);
        bool threat = false;
        for (gm::Move m : replies) threat = threat || wins(passed, m);
        auto     far  = [](gm::Move m) { return std::abs(m.x() - 7) + std::abs(m.y() - 7); };
        gm::Move best = gm::Move::none();
        for (gm::Move m : legal)
            if ((!threat || !loses(pos, m)) && (best == gm::Move::none() || far(m) < far(best)))
                best = m;
        return best == gm::Move::none() ? legal[0] : best;
    }
    std::optional<gm::Move> listed_answer(const gm::Position& pos) const {
        for (const auto* list : { &gomoku_positions(), &renju_positions(), &caro_positions() })
            for (const auto& p : *list) {
                gm::Position known(15, pos.rule());
                for (const auto& m : p.moves) known.do_move(*gm::parse_move(known, m));
                if (known.text() != pos.text()) continue;
                std::string answer = p.wanted.empty() ? "a1" : p.wanted[0];
                if (planted_ == Planted::PlaysRenjuFoul && p.rule == "renju") answer = p.avoid[0];
                if (planted_ == Planted::PlaysBlockedCaroFive && p.rule == "caro")
                    answer = p.avoid[0];
                return *gm::parse_placement(pos, answer, gm::Notation::Letter);
            }
        return std::nullopt;
    }
    static bool wins(gm::Position pos, gm::Move m) {
        const auto mover = pos.side_to_move();
        pos.do_move(m);
        return pos.winner() == mover;
    }
    static bool loses(gm::Position pos, gm::Move m) {
        pos.do_move(m);
        gm::MoveList legal;
        gm::generate_legal(pos, legal);
        for (gm::Move r : legal)
            if (wins(pos, r)) return true;
        return false;
    }

    Planted                          planted_;
    std::deque<std::string>          out_;
    std::vector<std::pair<int, int>> cells_; // point, 1 own / 2 opponent, in order
    std::vector<int>                 listed_;
    int                              listing_ = 0; // 1 BOARD, 2 SWAP2BOARD
    int                              rule_    = 0;
};

} // namespace harness::check::testing
