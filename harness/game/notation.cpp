#include "harness/game/notation.h"

#include "harness/game/rules.h"

#include <algorithm>

namespace harness::game {

const char* to_string(Notation n) {
    switch (n) {
    case Notation::Uci:
        return "uci";
    case Notation::San:
        return "san";
    case Notation::Iccs:
        return "iccs";
    case Notation::Wxf:
        return "wxf";
    case Notation::Gomoku:
        return "gomoku";
    case Notation::Gomocup:
        return "gomocup";
    }
    return "?";
}

std::optional<Notation> parse_notation(std::string_view name) {
    for (Notation n : { Notation::Uci, Notation::San, Notation::Iccs, Notation::Wxf,
             Notation::Gomoku, Notation::Gomocup })
        if (name == to_string(n)) return n;
    return std::nullopt;
}

bool Rules::has_notation(Notation n) const {
    auto all = notations();
    return std::find(all.begin(), all.end(), n) != all.end();
}

} // namespace harness::game
