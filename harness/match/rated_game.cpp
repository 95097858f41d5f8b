#include "rated_game.h"

#include "match_runner.h"

namespace harness::match {

std::optional<RatedGame> rated_game(
    const GameEntry& g, const std::array<std::string, 2>& names, std::string pair) {
    using engine::core::GameResult;
    const auto result = g.played.result;
    if (result == GameResult::Ongoing) return std::nullopt;
    return RatedGame { names[std::size_t(g.white)], names[std::size_t(1 - g.white)],
        result == GameResult::FirstWins        ? 1.0
            : result == GameResult::SecondWins ? 0.0
                                               : 0.5,
        std::move(pair) };
}

std::optional<double> first_mover_score(std::string_view result) {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

} // namespace harness::match
