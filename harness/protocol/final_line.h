#pragma once
// The engine's final word on a search, from its info lines: the last line of the main line
// (multipv 1) with a score, and the PV, depth and nodes that go with it (a later line without
// a score does not erase them; the last PV sent stands in for a scored line without one).
// What the suite runner reports, the match runner writes into the PGN and the book keeps.

#include "harness/protocol/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::protocol {

struct FinalLine {
    std::optional<int>           score_cp, score_mate;
    std::vector<std::string>     pv;
    std::optional<int>           depth, seldepth;
    std::optional<std::uint64_t> nodes;
    std::optional<int>           mate_read_from_cp; // SearchInfo::mate_read_from_cp
};

[[nodiscard]] FinalLine final_line(const std::vector<SearchInfo>& infos);

} // namespace harness::protocol
