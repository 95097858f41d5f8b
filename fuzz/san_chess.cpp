// Fuzz target: SAN move text. Input: a FEN on the first line (the start position when it is not
// a valid FEN) and the move text on the second; without a newline the whole input is move text
// for the start position. Oracles: an accepted move is legal, its to_san() parses back to the
// same move and its to_uci() parses back with parse_uci(); every legal move of the position
// survives to_san() -> parse_san(); rejections carry a message and a column within the text.

#include "engine/chess/notation.h"
#include "fuzz/oracle.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace engine::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);

    // split: FEN line, move line
    std::string_view fen_text = StartFen, text = input;
    if (auto nl = input.find('\n'); nl != std::string_view::npos) {
        fen_text = input.substr(0, nl);
        text     = input.substr(nl + 1);
        text     = text.substr(0, text.find('\n'));
    }
    auto parsed = Position::from_fen(fen_text);
    if (!parsed) parsed = Position::from_fen(StartFen);
    const Position&   pos = *parsed;
    const std::string fen = pos.fen();
    MoveList          list;
    generate_legal(pos, list);

    // the fuzzed text
    auto r = parse_san(pos, text);
    if (!r) {
        const auto& e = r.error();
        FUZZ_CHECK(!e.message.empty(), fen);
        FUZZ_CHECK(e.column >= 1 && std::size_t(e.column) <= text.size() + 1, e.to_string());
    } else {
        const Move m = *r;
        FUZZ_CHECK(list.contains(m), fen + ": accepted an illegal move " + std::to_string(m.raw()));
        const std::string san  = to_san(pos, m);
        auto              back = parse_san(pos, san);
        FUZZ_CHECK(back && *back == m, fen + ": " + san);
        const std::string uci    = to_uci(pos, m);
        auto              by_uci = parse_uci(pos, uci);
        FUZZ_CHECK(by_uci && *by_uci == m, fen + ": " + uci);
    }

    // the formatter, on every legal move of the position
    for (Move m : list) {
        const std::string san  = to_san(pos, m);
        auto              back = parse_san(pos, san);
        FUZZ_CHECK(back && *back == m,
            fen + ": " + san + " -> " + (back ? to_uci(pos, *back) : back.error().to_string()));
    }
    return 0;
}
