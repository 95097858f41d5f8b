#pragma once
// BrainBoard: the Gomocup brain's board as the manager describes it: own and opponent's stones
// (the protocol has no colours) and the order they came in -- TURN, Sable's replies, BOARD's
// listing (in move order under renju; any order under the other rules) and SWAP2BOARD's
// opening -- so that TAKEBACK takes back exactly the last stone. Its position text gives the
// engine the board with Sable to move; the colours follow from the counts (black moves first).

#include "engine/gomoku/types.h"

#include <optional>
#include <string>
#include <vector>

namespace engine::protocol::gomocup {

enum class Owner { Own = 1, Opponent = 2 };

class BrainBoard {
public:
    // An empty board of size x size (START, RESTART); 0: no board yet.
    void               reset(int size);
    [[nodiscard]] int  size() const noexcept { return size_; }
    [[nodiscard]] bool started() const noexcept { return size_ > 0; }
    [[nodiscard]] int  count(Owner who) const noexcept;

    // Puts a stone of `who` on an empty point of the board, last in the order; else why not
    // ("15,0 is off the 15x15 board", "7,7 is not empty").
    [[nodiscard]] std::optional<std::string> place(int x, int y, Owner who);
    // Removes the stone on x,y if it is the last one placed (TAKEBACK); else why not.
    [[nodiscard]] std::optional<std::string> take_back(int x, int y);

    // "<rows> <side> <rule>" (engine/gomoku/README.md) with Sable to move, or empty when the
    // counts cannot alternate (Sable's stones must equal the opponent's, or be one fewer).
    [[nodiscard]] std::string position_text(gomoku::Rule rule) const;

private:
    [[nodiscard]] int index(int x, int y) const noexcept { return y * size_ + x; }

    int              size_ = 0;
    std::vector<int> cells_; // 0 empty, else the Owner's value
    std::vector<int> order_; // the stones' indices, oldest first
};

} // namespace engine::protocol::gomocup
