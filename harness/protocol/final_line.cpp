#include "harness/protocol/final_line.h"

namespace harness::protocol {

FinalLine final_line(const std::vector<SearchInfo>& infos) {
    FinalLine                out;
    std::vector<std::string> last_pv;
    for (const auto& info : infos) {
        if (info.multipv && *info.multipv > 1) continue;
        if (!info.pv.empty()) last_pv = info.pv;
        if (!info.score_cp && !info.score_mate) continue;
        out.score_cp          = info.score_cp;
        out.score_mate        = info.score_mate;
        out.mate_read_from_cp = info.mate_read_from_cp;
        out.pv                = info.pv.empty() ? last_pv : info.pv;
        if (info.depth) out.depth = info.depth;
        if (info.seldepth) out.seldepth = info.seldepth;
        if (info.nodes) out.nodes = info.nodes;
    }
    if (out.pv.empty()) out.pv = last_pv;
    return out;
}

} // namespace harness::protocol
