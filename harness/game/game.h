#pragma once
// Game identity: a handle on one registered game (chess, chess960, xiangqi; see registry.h).
// Cheap to copy and compare. Everything about the game is asked of it -- `game->start_fen()`,
// `game->protocol()`, `game->play(fen, move)` -- so no caller switches on which game it is.

#include <string>

namespace harness::game {

class Rules;

class Game {
public:
    Game(); // chess
    explicit Game(const Rules& rules)
        : rules_(&rules) { }

    [[nodiscard]] const Rules& rules() const { return *rules_; }
    const Rules&               operator*() const { return *rules_; }
    const Rules*               operator->() const { return rules_; }
    // The registry name: "chess", "chess960", "xiangqi".
    [[nodiscard]] const std::string& name() const;

    friend bool operator==(const Game&, const Game&) = default;

private:
    const Rules* rules_;
};

} // namespace harness::game
