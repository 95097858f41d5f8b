#include "gomocup.h"

#include "harness/game/rules.h"

#include "engine/gomoku/game.h"

namespace harness::game {

namespace gm = engine::gomoku;

namespace {

// The position of `fen` after `moves`, with the error text the Gomocup adapter reports.
engine::core::Result<gm::Position> position_after(
    const std::string& fen, const std::vector<std::string>& moves, gm::Position* setup) {
    auto pos = gm::Position::from_text(fen.empty() ? std::string(gm::StartFen) : fen);
    if (!pos) {
        auto e    = pos.error();
        e.message = "bad position '" + fen + "': " + e.message;
        return e;
    }
    if (setup) *setup = *pos;
    for (const auto& text : moves) {
        auto m = gm::parse_move(*pos, text);
        if (!m) {
            auto e    = m.error();
            e.message = "bad move '" + text + "': " + e.message;
            return e;
        }
        pos->do_move(*m);
    }
    return *pos;
}

// INFO rule's code for a rule (Gomocup: 0 freestyle, 1 exactly five, 4 renju, 8 caro).
int gomocup_rule(gm::Rule rule) {
    switch (rule) {
    case gm::Rule::Freestyle:
        return 0;
    case gm::Rule::Standard:
        return 1;
    case gm::Rule::Renju:
        return 4;
    case gm::Rule::Caro:
        return 8;
    }
    return 0;
}

} // namespace

engine::core::Result<GomocupBoard> gomocup_board(
    const std::string& fen, const std::vector<std::string>& moves) {
    gm::Position setup;
    auto         pos = position_after(fen, moves, &setup);
    if (!pos) return pos.error();
    GomocupBoard board;
    board.size        = pos->size();
    board.rule        = gomocup_rule(pos->rule());
    board.black_moves = pos->side_to_move() == gm::Black;
    auto add          = [&](int point, gm::Stone s) {
        board.stones.push_back({ gm::x_of(point), gm::y_of(point), s == gm::Stone::X });
    };
    std::vector<int> blacks, whites;
    for (int p = 0; p < gm::PointCount; ++p) {
        if (setup.stone(p) == gm::Stone::X) blacks.push_back(p);
        if (setup.stone(p) == gm::Stone::O) whites.push_back(p);
    }
    for (std::size_t i = 0; i < blacks.size(); ++i) {
        add(blacks[i], gm::Stone::X);
        if (i < whites.size()) add(whites[i], gm::Stone::O);
    }
    for (int i = 0; i < pos->ply_count(); ++i)
        add(pos->played(i).point(), pos->stone(pos->played(i).point()));
    return board;
}

engine::core::Result<std::string> gomocup_reply(
    const std::string& fen, const std::vector<std::string>& moves, const std::string& reply) {
    auto pos = position_after(fen, moves, nullptr);
    if (!pos) return pos.error();
    // A renju foul is a stone on the board all the same: the referee judges it (GameRecord::foul).
    auto m = gm::parse_placement(*pos, reply, gm::Notation::Gomocup);
    if (!m) return m.error();
    return gm::to_string(*m);
}

int gomocup_size(const Game& game) {
    auto pos = gm::Position::from_text(game->start_fen());
    return pos ? pos->size() : gm::DefaultSize;
}

} // namespace harness::game
