// Fuzz target: the harness's parsers for engine output (UCI/UCCI info, bestmove, perft divide,
// "Nodes searched", xboard feature/move/thinking lines, xiangqi rank dialects). Every line is
// fed to every parser; none may crash, and the results must be self-consistent.

#include "harness/protocol/info_parse.h"
#include "harness/protocol/xboard_parse.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace harness::protocol;

namespace {

void check(bool ok, const char* what, const std::string& line) {
    if (ok) return;
    std::fprintf(stderr, "engine_output: %s failed on line '%s'\n", what, line.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        start            = end + 1;

        if (auto info = parse_info_line(line)) {
            check(!(info->score_cp && info->score_mate), "one score kind", line);
            for (const auto& m : info->pv) check(!m.empty(), "non-empty pv moves", line);
        }
        if (auto b = parse_bestmove_line(line))
            check(!b->move.empty(), "bestmove has a move", line);
        if (auto d = parse_divide_line(line)) check(!d->first.empty(), "divide move", line);
        (void)parse_nodes_searched(line);
        (void)parse_feature_line(line);
        (void)parse_move_line(line);
        (void)parse_thinking_line(line);
        (void)parse_pong_line(line);
        (void)parse_refusal_line(line);
        // rank dialects: 0-9 -> 1-10 -> 0-9 is the identity on what converts
        auto up = ranks0_to_ranks1(line);
        if (up != line) check(ranks1_to_ranks0(up) == line, "rank dialect round trip", line);
        if (end == text.size()) break;
    }
    return 0;
}
