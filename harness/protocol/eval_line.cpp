#include "eval_line.h"

#include <cmath>
#include <regex>
#include <string>

namespace harness::protocol {

std::optional<StaticEval> parse_eval_line(std::string_view line) {
    static const std::regex sable(R"(^info string eval cp (-?\d{1,9})\s*$)");
    static const std::regex stockfish(
        R"(^(?:Final|Total) evaluation:?\s+([+-]?\d{1,6}(?:\.\d{1,4})?)\s+\(white side\))");
    const std::string text(line);
    std::smatch       m;
    if (std::regex_search(text, m, sable)) return StaticEval { std::stoi(m[1].str()), false };
    if (std::regex_search(text, m, stockfish))
        return StaticEval { int(std::lround(std::stod(m[1].str()) * 100)), true };
    return std::nullopt;
}

} // namespace harness::protocol
