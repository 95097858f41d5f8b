#include "output_limits.h"

namespace harness::protocol {

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
