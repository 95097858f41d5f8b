#include "spell.h"

namespace harness::protocol::spell {

std::string uci_setoption(const std::string& name, const std::string& value) {
    return "setoption name " + name + " value " + value;
}

std::string ucci_setoption(const std::string& name, const std::string& value) {
    return "setoption " + name + (value.empty() ? "" : " " + value);
}

std::string xboard_option(const std::string& name, const std::string& value) {
    return "option " + name + "=" + value;
}

std::vector<std::string> uci_game_options(const game::ProtocolFacts& facts) {
    std::vector<std::string> out;
    if (!facts.uci_variant.empty())
        out.push_back(uci_setoption("UCI_Variant", std::string(facts.uci_variant)));
    if (facts.uci_chess960) out.push_back(uci_setoption("UCI_Chess960", "true"));
    return out;
}

std::string position(const std::optional<std::string>& fen, const std::vector<std::string>& moves) {
    std::string line = fen ? "position fen " + *fen : "position startpos";
    if (!moves.empty()) line += " moves";
    for (const auto& m : moves) line += " " + m;
    return line;
}

std::optional<std::string> fen_or_start(const std::string& fen) {
    return fen.empty() ? std::nullopt : std::optional<std::string>(fen);
}

} // namespace harness::protocol::spell
