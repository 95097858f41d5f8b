#pragma once
// Text of the engine's search reports for UCI and UCCI "info" lines, and of its tunables' option
// lines (no I/O).

#include "engine/engine.h"

#include <string>

namespace engine::protocol {

// "info depth D seldepth S multipv K score cp X|mate N [lowerbound|upperbound] nodes N nps N
//  hashfull N time T pv ..."
[[nodiscard]] std::string format_uci_info(const EngineInfo& info);

// UCCI: "info depth D score S time T nodes N pv ..." (no "cp"; a mate in N plies scores
// +/-(10000 - N) in ElephantEye's manner).
[[nodiscard]] std::string format_ucci_info(const EngineInfo& info);

// Whether a search's end needs one more info line before its bestmove: it searched nodes after
// the last line sent (`last_sent_nodes`; a node or time limit stopped it inside an iteration),
// so that the last line reports every node searched, as `go nodes N` needs to be replayed.
[[nodiscard]] bool needs_final_info(const EngineResult& result, std::uint64_t last_sent_nodes);

// UCI: "option name <Name> type spin default D min MIN max MAX" for every tunable (every game's:
// UCI_Variant may change after the handshake), one per line.
[[nodiscard]] std::string format_uci_tunables();

// UCCI: "option <Name> type spin min MIN max MAX default D", one per line, for the search's and
// xiangqi's tunables.
[[nodiscard]] std::string format_ucci_tunables();

// The `eval` command's answer (UCI and UCCI): "info string eval cp N", the static evaluation
// for the side to move.
[[nodiscard]] std::string format_eval(int cp);

// UCCI offers the tunables of the search and of xiangqi.
[[nodiscard]] bool is_ucci_tunable(const TunableSpec& spec) noexcept;

} // namespace engine::protocol
