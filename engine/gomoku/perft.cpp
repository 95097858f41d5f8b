#include "engine/gomoku/movegen.h"

namespace engine::gomoku {

std::uint64_t perft(Position& pos, int depth) noexcept {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return list.size();
    std::uint64_t n = 0;
    for (Move m : list) {
        pos.do_move(m);
        n += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return n;
}

} // namespace engine::gomoku
