#pragma once
// The games a UCI engine is switched between by its options, read from the protocol facts of
// the registered games (registry.cpp): UCI_Chess960 turns chess into Chess960, UCI_Variant names
// a board game by its value ("chess", "xiangqi"). Gomocup games are not among them: a Gomocup
// engine is asked in Gomocup's words.

#include "harness/game/game.h"

#include <optional>
#include <string_view>

namespace harness::game {

// The game a UCI engine plays with UCI_Chess960 off: chess for Chess960, else `g`.
[[nodiscard]] Game without_uci_chess960(const Game& g);
// The game UCI_Chess960 makes of `g` (Chess960 for chess), if any.
[[nodiscard]] std::optional<Game> with_uci_chess960(const Game& g);
// The board game whose UCI_Variant value is `value` ("chess" for chess), if any.
[[nodiscard]] std::optional<Game> uci_variant_game(std::string_view value);

} // namespace harness::game
