#pragma once
// The commands of each protocol, spelled once: pure functions from values to the lines an engine
// is sent. The adapters, the compliance checklist and the fuzzer's protocol streams all speak
// through them, so a protocol's spelling cannot differ between the three.

#include "harness/game/protocol_facts.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::protocol::spell {

// UCI: "setoption name NAME value VALUE".
[[nodiscard]] std::string uci_setoption(const std::string& name, const std::string& value);
// UCCI: "setoption NAME VALUE", or "setoption NAME" for an option without a value.
[[nodiscard]] std::string ucci_setoption(const std::string& name, const std::string& value);
// CECP (xboard): "option NAME=VALUE".
[[nodiscard]] std::string xboard_option(const std::string& name, const std::string& value);
// UCI: the options that select the game after uciok (UCI_Variant, UCI_Chess960); none for chess.
[[nodiscard]] std::vector<std::string> uci_game_options(const game::ProtocolFacts& facts);
// UCI and UCCI: "position startpos" (no fen) or "position fen FEN", then " moves M1 M2 ..." when
// there are moves (already in the engine's spelling).
[[nodiscard]] std::string position(
    const std::optional<std::string>& fen, const std::vector<std::string>& moves);
// The adapters' convention: an empty fen is the start position.
[[nodiscard]] std::optional<std::string> fen_or_start(const std::string& fen);

} // namespace harness::protocol::spell
