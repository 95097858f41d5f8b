#include "engine/xiangqi/perft.h"

#include "engine/xiangqi/movegen.h"

namespace engine::xiangqi {

std::uint64_t perft(Position& pos, int depth) noexcept {
    if (depth <= 0) return 1;
    if (depth == 1) return std::uint64_t(count_legal(pos));
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return nodes;
}

} // namespace engine::xiangqi
