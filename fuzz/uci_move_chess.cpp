// Fuzz target: UCI move text. Input: a FEN on the first line (the start position when it is not
// a valid FEN) and the move text on the second; without a newline the whole input is move text
// for the start position. Oracles: an accepted move is legal, starts on the square the text
// names, is a promotion exactly when the text has a promotion letter, and its to_uci() parses
// back to it (also through parse_san's UCI fallback); every legal move survives to_uci() ->
// parse_uci(); rejections carry a message and a column within the text.

#include "engine/chess/notation.h"
#include "fuzz/oracle.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace engine::chess;

// The text without the blanks parse_uci documents as ignored.
std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty()
        && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'
            || s.back() == '\0'))
        s.remove_suffix(1);
    return s;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);

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

    auto r = parse_uci(pos, text);
    if (!r) {
        const auto& e = r.error();
        FUZZ_CHECK(!e.message.empty(), fen);
        FUZZ_CHECK(e.column >= 1 && std::size_t(e.column) <= text.size() + 1, e.to_string());
    } else {
        const Move             m = *r;
        const std::string_view t = trimmed(text);
        FUZZ_CHECK(list.contains(m), fen + ": accepted an illegal move " + std::to_string(m.raw()));
        FUZZ_CHECK(square_to_string(m.from()) == t.substr(0, 2), fen + ": " + std::string(t));
        FUZZ_CHECK((t.size() == 5) == (m.kind() == MoveKind::Promotion),
            fen + ": '" + std::string(t) + "' parsed as " + to_uci(pos, m));
        const std::string uci  = to_uci(pos, m);
        auto              back = parse_uci(pos, uci);
        FUZZ_CHECK(back && *back == m, fen + ": " + uci);
        auto by_san = parse_san(pos, uci);
        FUZZ_CHECK(by_san && *by_san == m, fen + ": " + uci);
    }

    for (Move m : list) {
        const std::string uci  = to_uci(pos, m);
        auto              back = parse_uci(pos, uci);
        FUZZ_CHECK(back && *back == m,
            fen + ": " + uci + " -> " + (back ? to_uci(pos, *back) : back.error().to_string()));
    }
    return 0;
}
