#pragma once
// Adjudication of a game by the engines' own scores (cutechess-cli's -resign and -draw) and by
// length (-maxmoves). Scores are centipawns from the mover's side; a mate score counts as
// +/-100000. A move without a score breaks every streak.
//   resign movecount=N score=S [twosided=true]: a side whose score stayed <= -S for N of its
//     moves in a row loses (twosided: and the opponent's >= S for its N moves too)
//   draw movenumber=M movecount=N score=S: from move M on, both sides' scores within [-S, S]
//     for N moves each in a row: a draw
//   mate-adjudication max=N nodes=B: a claimed mate in <= N moves, proved by Arbiter's mate
//     prover within B nodes, ends the game (mate_claim.h)

#include "mate_claim.h"

#include "engine/core/types.h"

#include <array>
#include <optional>

namespace harness::match {

struct ResignRule {
    int  move_count = 3;
    int  score      = 600;
    bool two_sided  = false;
};
struct DrawRule {
    int move_number = 40;
    int move_count  = 8;
    int score       = 10;
};
struct AdjudicationConfig {
    std::optional<ResignRule> resign;
    std::optional<DrawRule>   draw;
    int                       max_moves = 0; // full moves; 0: no limit
    std::optional<MateRule>   mate; // verified-mate adjudication; off when unset
};

// Mate scores in centipawns for the rules above.
inline constexpr int MateScoreCp = 100000;

class Adjudicator {
public:
    explicit Adjudicator(const AdjudicationConfig& c)
        : config_(c) { }

    // After `mover` played its move number `move_number` (1-based full moves) with `score_cp`
    // (nullopt: none sent). Returns the adjudicated result (its kind stays Ongoing: the reason
    // is the rule, resign or draw) or nullopt.
    [[nodiscard]] std::optional<engine::core::GameStatus> after_move(
        engine::core::Color mover, int move_number, std::optional<int> score_cp);

private:
    AdjudicationConfig config_;
    std::array<int, 2> losing_ {}, winning_ {}, drawish_ {};
};

} // namespace harness::match
