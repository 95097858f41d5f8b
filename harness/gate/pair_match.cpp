#include "pair_match.h"

#include "gate_steps.h"

#include "harness/match/match_setup.h"

#include <algorithm>

namespace harness::gate {

std::variant<match::MatchConfig, std::string> pair_match(const game::Game& variant,
    const std::array<PairMatchPlayer, 2>& players, const std::string& tc,
    const std::vector<std::string>& openings, int concurrency,
    const match::AdjudicationConfig& adjudication) {
    match::MatchConfig mc;
    mc.variant = variant;
    for (std::size_t i = 0; i < 2; ++i) {
        auto& e            = mc.engines[i];
        e.spec             = for_game(*players[i].spec, variant);
        const auto& own    = *players[i].tc;
        const auto  tokens = own.empty() ? std::vector<std::string> { tc } : own;
        if (auto r = match::apply_time_control(tokens, e.tc); !r)
            return "time control " + r.error().token + ": " + r.error().message;
    }
    mc.openings        = match::order_openings(openings, match::OpeningOrder::Random, 1, 1);
    mc.games_per_round = 2;
    mc.concurrency     = std::max(1, concurrency);
    mc.adjudication    = adjudication;
    return mc;
}

} // namespace harness::gate
