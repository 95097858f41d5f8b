#pragma once
// Text of the engine's search reports for UCI and UCCI "info" lines (no I/O).

#include "engine/engine.h"

#include <string>

namespace engine::protocol {

// "info depth D seldepth S multipv K score cp X|mate N [lowerbound|upperbound] nodes N nps N
//  hashfull N time T pv ..."
[[nodiscard]] std::string format_uci_info(const EngineInfo& info);

// UCCI: "info depth D score S time T nodes N pv ..." (no "cp"; a mate in N plies scores
// +/-(10000 - N) in ElephantEye's manner).
[[nodiscard]] std::string format_ucci_info(const EngineInfo& info);

} // namespace engine::protocol
