#include "tunables.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace engine {

namespace {

using chess::Bishop, chess::Knight, chess::Queen, chess::Rook;
using XqType = xiangqi::PieceType;

constexpr int ValueMax  = 3000; // any piece value (centipawns)
constexpr int WeightMax = 400; // any percentage weight

constexpr int& xq_value(Tunables& t, XqType type) { return t.xiangqi.value[int(type)]; }

constexpr std::array Specs {
    TunableSpec { "RfpMargin", TunableGame::Any, 0, 400,
        [](Tunables& t) -> int& { return t.search.rfp_margin; } },
    TunableSpec { "FutilityMargin", TunableGame::Any, 0, 400,
        [](Tunables& t) -> int& { return t.search.futility_margin; } },
    TunableSpec { "DeltaMargin", TunableGame::Any, 0, 1000,
        [](Tunables& t) -> int& { return t.search.delta_margin; } },
    TunableSpec { "LmrBase", TunableGame::Any, 0, 300,
        [](Tunables& t) -> int& { return t.search.lmr_base; } },
    TunableSpec { "LmrDivisor", TunableGame::Any, 50, 500,
        [](Tunables& t) -> int& { return t.search.lmr_divisor; } },
    TunableSpec { "NullMoveBase", TunableGame::Any, 1, 6,
        [](Tunables& t) -> int& { return t.search.null_move_base; } },

    TunableSpec { "KnightValue", TunableGame::Chess, 0, ValueMax,
        [](Tunables& t) -> int& { return t.chess.value[Knight]; } },
    TunableSpec { "BishopValue", TunableGame::Chess, 0, ValueMax,
        [](Tunables& t) -> int& { return t.chess.value[Bishop]; } },
    TunableSpec { "RookValue", TunableGame::Chess, 0, ValueMax,
        [](Tunables& t) -> int& { return t.chess.value[Rook]; } },
    TunableSpec { "QueenValue", TunableGame::Chess, 0, ValueMax,
        [](Tunables& t) -> int& { return t.chess.value[Queen]; } },
    TunableSpec { "MobilityWeight", TunableGame::Chess, 0, WeightMax,
        [](Tunables& t) -> int& { return t.chess.mobility; } },
    TunableSpec { "KingSafetyWeight", TunableGame::Chess, 0, WeightMax,
        [](Tunables& t) -> int& { return t.chess.king_safety; } },

    TunableSpec { "XqAdvisorValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Advisor); } },
    TunableSpec { "XqElephantValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Elephant); } },
    TunableSpec { "XqHorseValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Horse); } },
    TunableSpec { "XqChariotValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Chariot); } },
    TunableSpec { "XqCannonValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Cannon); } },
    TunableSpec { "XqSoldierValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return xq_value(t, XqType::Soldier); } },
    TunableSpec { "XqSoldierCrossedValue", TunableGame::Xiangqi, 0, ValueMax,
        [](Tunables& t) -> int& { return t.xiangqi.soldier_crossed; } },
    TunableSpec { "XqMobilityWeight", TunableGame::Xiangqi, 0, WeightMax,
        [](Tunables& t) -> int& { return t.xiangqi.mobility; } },
};

bool same_name(std::string_view a, std::string_view b) noexcept {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

} // namespace

int TunableSpec::default_value() const noexcept {
    Tunables defaults;
    return field(defaults);
}

std::span<const TunableSpec> tunable_specs() noexcept { return Specs; }

const TunableSpec* find_tunable(std::string_view name) noexcept {
    for (const TunableSpec& s : Specs)
        if (same_name(s.name, name)) return &s;
    return nullptr;
}

} // namespace engine
