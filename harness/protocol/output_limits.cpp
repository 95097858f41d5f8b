#include "output_limits.h"

namespace harness::protocol {

namespace {

// What a later line of the same slot and depth does not say is kept from the one it replaces
// (as cutechess keeps the last score seen): Toga II and Glaurung end a depth with a line of
// nodes and time only, which would otherwise drop the depth's score and PV.
void carry_over(const SearchInfo& last, SearchInfo& info) {
    if (!info.score_cp && !info.score_mate) {
        info.score_cp   = last.score_cp;
        info.score_mate = last.score_mate;
        info.lowerbound = last.lowerbound;
        info.upperbound = last.upperbound;
    }
    if (info.pv.empty()) info.pv = last.pv;
    if (!info.seldepth) info.seldepth = last.seldepth;
    if (!info.nodes) info.nodes = last.nodes;
    if (!info.time_ms) info.time_ms = last.time_ms;
}

} // namespace

void keep_info(std::vector<SearchInfo>& infos, SearchInfo info) {
    if (info.pv.size() > MaxPvMoves) {
        info.pv.resize(MaxPvMoves);
        info.pv.shrink_to_fit(); // the capacity of a 2000-move PV would stay otherwise
    }
    if (!infos.empty()) {
        SearchInfo& last      = infos.back();
        const bool  same_slot = last.multipv.value_or(1) == info.multipv.value_or(1);
        // Same slot and depth; lines without a depth (currmove, nps) replace their own kind.
        const bool same_kind = last.depth
            ? last.depth == info.depth
            : !info.depth && last.string.has_value() == info.string.has_value();
        if ((same_slot && same_kind) || infos.size() >= MaxInfos) {
            if (same_slot && same_kind && last.depth) carry_over(last, info);
            last = std::move(info);
            return;
        }
    }
    infos.push_back(std::move(info));
}

bool keep_option(std::vector<std::string>& options, const std::string& line) {
    if (options.size() >= MaxOptions) return false;
    options.push_back(line.substr(0, MaxOptionBytes));
    return true;
}

} // namespace harness::protocol
