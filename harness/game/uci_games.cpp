#include "harness/game/uci_games.h"

#include "harness/game/registry.h"

namespace harness::game {

namespace {

// The UCI_Variant value that selects `g` (chess's is empty: the engine's default, "chess").
std::string_view variant_value(const Game& g) {
    const auto& v = g->protocol().uci_variant;
    return v.empty() ? std::string_view("chess") : v;
}

// The board game (not Gomocup) with this UCI_Variant value and UCI_Chess960 setting.
std::optional<Game> find(std::string_view value, bool chess960) {
    for (const auto& g : all_games()) {
        const auto& facts = g->protocol();
        if (!facts.gomocup && facts.uci_chess960 == chess960 && variant_value(g) == value) return g;
    }
    return std::nullopt;
}

} // namespace

Game without_uci_chess960(const Game& g) {
    if (!g->protocol().uci_chess960) return g;
    return find(variant_value(g), false).value_or(g);
}

std::optional<Game> with_uci_chess960(const Game& g) {
    if (g->protocol().uci_chess960 || g->protocol().gomocup) return std::nullopt;
    return find(variant_value(g), true);
}

std::optional<Game> uci_variant_game(std::string_view value) { return find(value, false); }

} // namespace harness::game
