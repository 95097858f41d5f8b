// Fuzz target: xiangqi FEN. Accepted input must give an is_ok() position whose canonical FEN
// parses again to the same position (a fixed point); every legal move must make/unmake cleanly.
// Rejected input must carry a column inside the text (or just past it) and a message.

#include "engine/xiangqi/game.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace engine::xiangqi;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto             r = Position::from_fen(text);
    if (!r) {
        const auto& e = r.error();
        if (e.message.empty() || e.column < 1 || std::size_t(e.column) > size + 1) std::abort();
        return 0;
    }
    Position& pos = *r;
    if (!pos.is_ok()) std::abort();
    std::string fen  = pos.fen();
    auto        back = Position::from_fen(fen);
    if (!back || back->fen() != fen || back->key() != pos.key() || !back->same_placement(pos))
        std::abort();
    MoveList list;
    generate_legal(pos, list);
    if (int(list.size()) != count_legal(pos)) std::abort();
    for (Move m : list) {
        pos.do_move(m);
        if (!pos.is_ok()) std::abort();
        pos.undo_move(m);
    }
    if (pos.fen() != fen || !pos.is_ok()) std::abort();
    (void)status(pos);
    return 0;
}
