#include "oracles.h"

#include "harness/protocol/xboard_edit.h"

#include "harness/game/rules.h"
#include "harness/protocol/xboard_parse.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace harness::enginefuzz {

namespace {

std::vector<std::string> split(std::string_view line) {
    std::istringstream       in { std::string(line) };
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

} // namespace

PositionTracker::PositionTracker(const Dialect& d)
    : d_(&d)
    , fen_(d.game->start_fen()) { }

void PositionTracker::on_sent(std::string_view line) {
    const auto& rules = *d_->game;
    auto        w     = split(line);
    if (w.empty()) return;
    auto play = [&](const std::string& m) {
        if (!fen_) return;
        auto next = rules.play(*fen_, d_->from_engine(m));
        fen_      = next ? std::optional(*next) : std::nullopt;
    };
    if (d_->proto == protocol::Protocol::Xboard) {
        if (edit_ || w[0] == "edit") { // edit mode: placements until "."
            if (!edit_) edit_.emplace();
            edit_->push_back(w[0]);
            if (w[0] != ".") return;
            std::optional<std::string> edited;
            if (fen_)
                if (auto e = protocol::read_xboard_edit(d_->game, *fen_, *edit_))
                    if (auto n = rules.normalize(*e)) edited = *n;
            fen_ = edited;
            edit_.reset();
        } else if (w[0] == "new")
            fen_ = rules.start_fen();
        else if (w[0] == "setboard") {
            std::string fen;
            for (std::size_t i = 1; i < w.size(); ++i) fen += (i > 1 ? " " : "") + w[i];
            auto n = rules.normalize(fen);
            fen_   = n ? std::optional(*n) : std::nullopt;
        } else if (w[0] == "usermove" && w.size() == 2) {
            play(w[1]);
        } else if (w.size() == 1 && protocol::is_coordinate_move(w[0])) {
            play(w[0]);
        }
        return;
    }
    if (w[0] != "position") return;
    std::size_t i = 1;
    if (i < w.size() && w[i] == "startpos") {
        fen_ = rules.start_fen();
        ++i;
    } else if (i < w.size() && w[i] == "fen") {
        std::string fen;
        for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
        auto n = rules.normalize(fen);
        fen_   = n ? std::optional(*n) : std::nullopt;
    } else {
        fen_ = std::nullopt;
        return;
    }
    if (i < w.size() && w[i] == "moves")
        for (++i; i < w.size(); ++i) play(w[i]);
    else if (i < w.size())
        fen_ = std::nullopt;
}

std::optional<Verdict> judge_answer(
    const Dialect& d, const std::string& fen, const std::string& move) {
    auto legal = d.game->legal_moves(fen);
    if (!legal) return std::nullopt;
    if (move.empty())
        return Verdict { "malformed-bestmove", "", "an unreadable answer in " + fen, "" };
    if (move == "(none)" || move == "0000") {
        if (legal->empty()) return std::nullopt;
        return Verdict { "illegal-bestmove", "",
            "no move ('" + move + "') with " + std::to_string(legal->size()) + " legal moves in "
                + fen,
            "" };
    }
    if (std::find(legal->begin(), legal->end(), move) != legal->end()) return std::nullopt;
    return Verdict { "illegal-bestmove", "", "'" + move + "' is not legal in " + fen, "" };
}

} // namespace harness::enginefuzz
