#include "format.h"

#include <cstdlib>

namespace engine::protocol {

namespace {

std::string pv_text(const EngineInfo& info) {
    std::string out;
    for (const auto& m : info.pv) out += " " + m;
    return out;
}

std::int64_t nps(const EngineInfo& info) {
    return info.time_ms > 0 ? std::int64_t(info.nodes * 1000 / std::uint64_t(info.time_ms))
                            : std::int64_t(info.nodes * 1000);
}

} // namespace

std::string format_uci_info(const EngineInfo& info) {
    std::string s = "info depth " + std::to_string(info.depth) + " seldepth "
        + std::to_string(info.seldepth) + " multipv " + std::to_string(info.multipv) + " score ";
    s += info.mate ? "mate " + std::to_string(info.mate) : "cp " + std::to_string(info.score_cp);
    if (info.bound == search::ScoreBound::Lower) s += " lowerbound";
    if (info.bound == search::ScoreBound::Upper) s += " upperbound";
    s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(nps(info)) + " hashfull "
        + std::to_string(info.hashfull) + " time " + std::to_string(info.time_ms);
    if (!info.pv.empty()) s += " pv" + pv_text(info);
    return s;
}

std::string format_ucci_info(const EngineInfo& info) {
    int score = info.score_cp;
    if (info.mate > 0) score = 10000 - (2 * info.mate - 1);
    if (info.mate < 0) score = -10000 + 2 * -info.mate;
    std::string s = "info depth " + std::to_string(info.depth) + " score " + std::to_string(score);
    s += " time " + std::to_string(info.time_ms) + " nodes " + std::to_string(info.nodes);
    if (!info.pv.empty()) s += " pv" + pv_text(info);
    return s;
}

std::string format_uci_tunables() {
    std::string out;
    for (const TunableSpec& t : tunable_specs())
        out += "option name " + std::string(t.name) + " type spin default "
            + std::to_string(t.default_value()) + " min " + std::to_string(t.min) + " max "
            + std::to_string(t.max) + "\n";
    return out;
}

bool is_ucci_tunable(const TunableSpec& spec) noexcept {
    return spec.game == TunableGame::Any || spec.game == TunableGame::Xiangqi;
}

std::string format_ucci_tunables() {
    std::string out;
    for (const TunableSpec& t : tunable_specs())
        if (is_ucci_tunable(t))
            out += "option " + std::string(t.name) + " type spin min " + std::to_string(t.min)
                + " max " + std::to_string(t.max) + " default " + std::to_string(t.default_value())
                + "\n";
    return out;
}

std::string format_eval(int cp) { return "info string eval cp " + std::to_string(cp); }

bool needs_final_info(const EngineResult& result, std::uint64_t last_sent_nodes) {
    return result.info.depth > 0 && result.info.nodes > last_sent_nodes;
}

} // namespace engine::protocol
