#pragma once
// Sable's choices in a Swap2 opening (the protocol's SWAP2BOARD, plastovicka.github.io/
// protocl2en.htm): the opener puts three stones (black, white, black); the other side swaps
// (takes black), stays white with a fourth stone, or puts a fourth and a fifth and lets the
// opener choose a colour; the opener then swaps (takes black) or stays white with a sixth.
// Every choice reads one number, a search's score for the side to move (white in each case):
//   0 stones  among the small openings near the centre (black in the centre, white beside it,
//             black within two points), the one whose score is nearest 0: a balanced opening,
//             so that the other side gains nothing by its choice;
//   3 stones  SWAP when black is better by more than Swap2Margin, the fourth stone (the search's
//             move for white) when white is, else the fourth and black's best reply as the fifth;
//   5 stones  SWAP when black is better, else the sixth stone (white's move).
// Stones are legal under the rule (a renju foul is never proposed: the searches do not play
// fouls, and each proposal is checked).

#include "engine/core/result.h"
#include "engine/gomoku/position.h"
#include "engine/search/limits.h"

#include <functional>
#include <string>
#include <vector>

namespace engine::protocol::gomocup {

// Scores within this many centipawns of 0 count as balanced.
inline constexpr int Swap2Margin = 40;

// A search's answer: the best move (none when there is no legal move) and its score for the
// side to move in centipawns (a won position is large and positive).
struct Probe {
    gomoku::Move best;
    int          score = 0;
};
// Searches a position within the limits (blocking).
using Prober = std::function<Probe(const gomoku::Position&, const search::Limits&)>;

struct Swap2Answer {
    bool                      swap = false; // "SWAP": Sable takes black
    std::vector<gomoku::Move> stones; // else the stones Sable puts, in order
    // Sable plays white from here (it stayed with the fourth or the sixth stone).
    [[nodiscard]] bool takes_white() const noexcept { return !swap && stones.size() == 1; }
    // "SWAP" or "x,y x,y ...".
    [[nodiscard]] std::string text() const;
};

// The opening of `stones` (black first, alternating) on an empty board of `pos`'s size and
// rule: each stone on the board, empty and legal (a renju foul is not), and no five made.
[[nodiscard]] core::Result<gomoku::Position> swap2_opening(
    int size, gomoku::Rule rule, const std::vector<std::pair<int, int>>& stones);

// Sable's answer to an opening of 0, 3 or 5 stones, searched within `limits` in all (each
// probe gets a share). Another count is a programming error (answered with no stones).
[[nodiscard]] Swap2Answer swap2_answer(
    const gomoku::Position& opening, const Prober& probe, const search::Limits& limits);

} // namespace engine::protocol::gomocup
