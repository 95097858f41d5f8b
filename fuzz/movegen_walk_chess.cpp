// Fuzz target: random legal walks. The first byte picks a start position, each further byte picks
// a legal move (legal[byte % count]). After every ply: is_ok(), incremental key == recomputed key,
// the FEN round trip, gives_check() agreeing with in_check(), count_legal() == list size, and a
// position without moves being mate or stalemate. At the end every move is unmade and the start
// position (FEN, key, equality) must come back. (Move text is fuzzed by san_chess/uci_move_chess.)

#include "engine/chess/notation.h"
#include "engine/chess/status.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace engine::chess;

constexpr std::array<std::string_view, 7> Starts = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // Kiwipete
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", // Chess960
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", // Chess960
    "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", // en passant
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1", // 960 castling
};

constexpr std::size_t MaxPlies = 256;

[[noreturn]] void oracle_failed(
    const char* what, int line, std::string_view input, const std::string& detail) {
    std::fprintf(stderr,
        "movegen_walk_chess.cpp:%d: oracle failed: %s\n  %s\n  input (%zu bytes): \"", line, what,
        detail.c_str(), input.size());
    for (unsigned char c : input) std::fprintf(stderr, "\\x%02x", c);
    std::fprintf(stderr, "\"\n");
    std::abort();
}

#define FUZZ_CHECK(cond, detail)                                                                   \
    do {                                                                                           \
        if (!(cond)) oracle_failed(#cond, __LINE__, input, detail);                                \
    } while (0)

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    if (size == 0) return 0;

    const std::string_view start_fen = Starts[data[0] % Starts.size()];
    auto                   parsed    = Position::from_fen(start_fen);
    FUZZ_CHECK(parsed.has_value(), std::string(start_fen));
    Position          pos       = *parsed;
    const Position    start     = pos;
    const std::string start_str = pos.fen();

    std::vector<Move> played;
    std::string       line; // the walk in UCI, for failure reports
    std::string       why;
    for (std::size_t i = 1; i < size && played.size() < MaxPlies; ++i) {
        MoveList list;
        generate_legal(pos, list);
        FUZZ_CHECK(count_legal(pos) == list.size(), start_str + " moves" + line);
        if (list.empty()) {
            const auto s = status(pos);
            FUZZ_CHECK(s.kind
                    == (pos.in_check() ? engine::core::Outcome::Checkmate
                                       : engine::core::Outcome::Stalemate),
                pos.fen());
            break;
        }
        const Move        m    = list[data[i] % list.size()];
        const std::string uci  = to_uci(pos, m);
        const bool        chk  = pos.gives_check(m);
        auto              here = [&] { return start_str + " moves" + line; };

        pos.do_move(m);
        played.push_back(m);
        line += " ";
        line += uci;

        FUZZ_CHECK(pos.is_ok(&why), why + ": " + here());
        FUZZ_CHECK(pos.key() == pos.compute_key(), here());
        FUZZ_CHECK(pos.in_check() == chk, here());
        const std::string fen  = pos.fen();
        auto              back = Position::from_fen(fen, pos.is_chess960());
        FUZZ_CHECK(back.has_value(),
            here() + ": " + fen + ": " + (back ? std::string() : back.error().to_string()));
        FUZZ_CHECK(back->fen() == fen, here() + ": " + fen + " became " + back->fen());
        FUZZ_CHECK(back->key() == pos.key(), here() + ": " + fen);
        (void)status(pos);
    }

    for (auto it = played.rbegin(); it != played.rend(); ++it) pos.undo_move(*it);
    FUZZ_CHECK(pos.fen() == start_str, "after unmaking" + line + ": " + pos.fen());
    FUZZ_CHECK(pos.key() == start.key(), "after unmaking" + line);
    FUZZ_CHECK(pos == start, "after unmaking" + line);
    FUZZ_CHECK(pos.is_ok(&why), why);
    return 0;
}
