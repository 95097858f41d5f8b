#include "parse_error.h"
#include "types.h"

#include <cstdio>

namespace engine::core {

std::string quote(std::string_view token) {
    constexpr std::size_t MaxShown = 40;
    std::string           out      = "'";
    std::size_t           n        = 0;
    for (char c : token) {
        if (n++ == MaxShown) {
            out += "...";
            break;
        }
        auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    return out + "'";
}

const char* to_string(Outcome o) {
    switch (o) {
    case Outcome::Ongoing:
        return "ongoing";
    case Outcome::Checkmate:
        return "checkmate";
    case Outcome::Stalemate:
        return "stalemate";
    case Outcome::FiftyMoves:
        return "fifty-move rule";
    case Outcome::NoCaptureLimit:
        return "no-capture limit";
    case Outcome::Repetition:
        return "repetition";
    case Outcome::InsufficientMaterial:
        return "insufficient material";
    case Outcome::PerpetualCheck:
        return "perpetual check";
    case Outcome::PerpetualChase:
        return "perpetual chase";
    case Outcome::FiveInRow:
        return "five in a row";
    case Outcome::BoardFull:
        return "board full";
    }
    return "?";
}

const char* to_string(GameResult r) {
    switch (r) {
    case GameResult::Ongoing:
        return "*";
    case GameResult::FirstWins:
        return "1-0";
    case GameResult::SecondWins:
        return "0-1";
    case GameResult::Draw:
        return "1/2-1/2";
    }
    return "?";
}

} // namespace engine::core
