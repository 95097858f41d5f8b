// Fuzz target: chess FEN, parsed in standard and in Chess960 mode. Oracles for accepted input:
// is_ok(); fen() parses again, to a fixed point (same text, same key); perft(1) == count_legal()
// == the size of the move list; every legal move makes and unmakes cleanly. Rejected input must
// carry a message and a column inside the text or just past it.

#include "engine/chess/movegen.h"
#include "engine/chess/status.h"
#include "fuzz/oracle.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace engine::chess;

void check_fen(std::string_view input, bool chess960) {
    auto r = Position::from_fen(input, chess960);
    if (!r) {
        const auto& e = r.error();
        FUZZ_CHECK(!e.message.empty(), "empty error message");
        FUZZ_CHECK(e.column >= 1 && std::size_t(e.column) <= input.size() + 1, e.to_string());
        return;
    }
    Position&         pos = *r;
    const std::string fen = pos.fen();
    std::string       why;
    FUZZ_CHECK(pos.is_ok(&why), why + " in " + fen);

    // fixed point: the canonical FEN reads back as itself
    auto back = Position::from_fen(fen, chess960);
    FUZZ_CHECK(back.has_value(), fen + ": " + (back ? "" : back.error().to_string()));
    FUZZ_CHECK(back->fen() == fen, fen + " became " + back->fen());
    FUZZ_CHECK(back->key() == pos.key(), fen);
    if (pos.castling_rights()) FUZZ_CHECK(back->is_chess960() == pos.is_chess960(), fen);

    // move counts agree however they are computed
    MoveList list;
    generate_legal(pos, list);
    FUZZ_CHECK(count_legal(pos) == list.size(), fen);
    FUZZ_CHECK(perft(pos, 1) == list.size(), fen);

    // every legal move makes and unmakes cleanly
    for (Move m : list) {
        const bool check = pos.gives_check(m);
        pos.do_move(m);
        FUZZ_CHECK(pos.is_ok(&why), why + " after move " + std::to_string(m.raw()) + " in " + fen);
        FUZZ_CHECK(pos.in_check() == check, fen + " move " + std::to_string(m.raw()));
        pos.undo_move(m);
    }
    FUZZ_CHECK(pos.fen() == fen && pos.key() == back->key(), fen + " became " + pos.fen());
    (void)status(pos);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    check_fen(input, false);
    check_fen(input, true);
    return 0;
}
