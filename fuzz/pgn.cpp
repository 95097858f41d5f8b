// Fuzz target: PGN text (harness/game/pgn_reader.h). Oracles: every error has a source, a line
// and a column >= 1 and a message; every game read, written back with write_pgn, reads back as
// one game of the same variant, start position and moves.

#include "fuzz/oracle.h"
#include "harness/game/pgn_reader.h"
#include "harness/game/pgn_writer.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace harness::game;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    auto             read = read_pgn(input, "fuzz.pgn", { .max_plies = 200 });

    for (const auto& e : read.errors) {
        FUZZ_CHECK(!e.message.empty(), e.to_string());
        FUZZ_CHECK(e.source == "fuzz.pgn" && e.line >= 1 && e.column >= 1, e.to_string());
    }
    for (const auto& g : read.games) {
        const auto written = write_pgn(
            { .tags = g.tags, .record = &g.record, .comments = g.comments, .result = g.result });
        FUZZ_CHECK(written.has_value(), written ? "" : written.error().to_string());
        const std::string text = *written;
        auto              back = read_pgn(text, "written.pgn");
        FUZZ_CHECK(back.errors.empty() && back.games.size() == 1,
            text + (back.errors.empty() ? "" : back.errors.front().to_string()));
        const GameRecord& r = back.games.front().record;
        FUZZ_CHECK(r.game() == g.record.game(), text);
        FUZZ_CHECK(r.start_fen() == g.record.start_fen(), text);
        FUZZ_CHECK(r.moves() == g.record.moves(), text);
    }
    return 0;
}
