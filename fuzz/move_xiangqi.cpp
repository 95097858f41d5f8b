// Fuzz target: xiangqi move text. The first line of the input is parsed as ICCS (0-9), the
// ranks 1-10 dialect, the ICCS dash form and WXF against a few fixed positions; every accepted
// move must be legal and survive format -> parse in every notation.

#include "engine/xiangqi/game.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

using namespace engine::xiangqi;

const std::vector<Position>& positions() {
    static const std::vector<Position> all = [] {
        std::vector<Position> out;
        for (const char* fen :
            { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
                "4k4/3r5/9/9/3r5/9/9/9/9/5K3 b - - 0 1",
                "3k5/9/9/P1P6/P1P6/P8/9/4C4/9/4CK3 w - - 0 1" }) {
            auto r = Position::from_fen(fen);
            if (!r) std::abort();
            out.push_back(*r);
        }
        return out;
    }();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    text                 = text.substr(0, text.find('\n'));
    const Notation all[] = { Notation::Iccs, Notation::Ranks1, Notation::IccsDash, Notation::Wxf };
    for (const Position& pos : positions()) {
        for (Notation n : all) {
            auto r = parse_move(pos, text, n);
            if (!r) {
                if (r.error().message.empty() || r.error().column < 1) std::abort();
                continue;
            }
            if (!is_legal(pos, *r)) std::abort();
            for (Notation f : all) {
                auto back = parse_move(pos, to_string(pos, *r, f), f);
                if (!back || *back != *r) std::abort();
            }
            (void)to_string(pos, *r, Notation::Chinese);
        }
        auto any = parse_move_any(pos, text);
        if (any && !is_legal(pos, *any)) std::abort();
    }
    return 0;
}
