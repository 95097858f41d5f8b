// Fuzz target: EPD text (harness/suite/epd.h). Oracles: every error has a line and a column
// >= 1; every record written with to_string() parses back to an equal record and is a fixed
// point of to_string(); move resolution and a small-budget mate proof never crash.

#include "harness/game/epd.h"
#include "fuzz/oracle.h"
#include "harness/prover/mate_prover.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace harness::prover;
namespace game = harness::game;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    auto             file = game::parse_epd(input, "fuzz.epd");

    for (const auto& e : file.errors) {
        FUZZ_CHECK(!e.message.empty(), e.to_string());
        FUZZ_CHECK(e.line >= 1 && e.column >= 1, e.to_string());
    }
    for (const auto& r : file.records) {
        // round trip
        const std::string text = to_string(r);
        auto              back = game::parse_epd_record(text);
        FUZZ_CHECK(back.has_value(), text + " -> " + (back ? "" : back.error().to_string()));
        FUZZ_CHECK(*back == r, text + " -> " + to_string(*back));
        FUZZ_CHECK(to_string(*back) == text, text);

        // resolution and a bounded proof must not crash
        for (auto variant : { game::chess(), game::xiangqi() }) {
            auto moves = game::resolve_moves(r, variant, "fuzz.epd");
            if (!moves) {
                FUZZ_CHECK(!moves.error().message.empty(), text);
                continue;
            }
            if (moves->mate && *moves->mate >= 1 && *moves->mate <= 3) {
                auto proof = prove_mate(variant, r.fen(), *moves->mate, 2000, moves->pv);
                if (proof && proof->verdict == ProofVerdict::Proved) {
                    auto pv = verify_pv_mate(variant, r.fen(), proof->line, proof->mate_in);
                    FUZZ_CHECK(pv && pv->verdict == PvVerdict::Mate, text);
                }
            }
        }
    }
    return 0;
}
