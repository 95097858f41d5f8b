#pragma once
// GameRecord: one game being played -- the start position, the moves played (validated), the
// position now, its legal moves and its status (result + reason). What a referee, a match and
// the suite's line checks hold. Moves in and out are canonical text (UCI for chess, ICCS for
// xiangqi) unless a Notation is given. Bad input never changes the record: play() returns the
// error (quoted token, column) and the record stays as it was.

#include "harness/game/game.h"
#include "harness/game/notation.h"
#include "harness/game/referee_options.h"
#include "harness/game/status.h"

#include "engine/core/result.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

namespace detail {
// The typed state behind a GameRecord (implemented per game by GameRules<G>).
class RecordState {
public:
    virtual ~RecordState()                                                  = default;
    [[nodiscard]] virtual std::unique_ptr<RecordState> clone() const        = 0;
    [[nodiscard]] virtual std::string                  fen() const          = 0;
    [[nodiscard]] virtual engine::core::Color          side_to_move() const = 0;
    [[nodiscard]] virtual std::vector<std::string>     legal_moves() const  = 0;
    [[nodiscard]] virtual Status                       status() const       = 0;
    // The status in words, with the referee's reasoning where it has some (xiangqi repetition).
    [[nodiscard]] virtual std::string explain() const = 0;
    // GameRecord::can_mate.
    [[nodiscard]] virtual bool can_mate(engine::core::Color side) const = 0;
    // GameRecord::forbidden_repeats, canonical.
    [[nodiscard]] virtual std::vector<std::string> forbidden_repeats() const = 0;
    // GameRecord::foul (canonical move text).
    [[nodiscard]] virtual std::optional<std::string> foul(std::string_view move) const = 0;
    // Play a legal move written in notation n; the canonical text of the move played.
    [[nodiscard]] virtual engine::core::Result<std::string> play(std::string_view text, Notation n)
        = 0;
    // The moves played, written in n (a notation of the game).
    [[nodiscard]] virtual std::vector<std::string> history(Notation n) const = 0;
};
} // namespace detail

class GameRecord {
public:
    // A record starting from fen (empty: the game's start position), or why the FEN is bad;
    // its status follows the referee options (xiangqi repetition rules, move limit).
    [[nodiscard]] static engine::core::Result<GameRecord> start(
        Game game, const std::string& fen = {}, const RefereeOptions& options = {});

    GameRecord(const GameRecord& other);
    GameRecord& operator=(const GameRecord& other);
    GameRecord(GameRecord&&) noexcept            = default;
    GameRecord& operator=(GameRecord&&) noexcept = default;
    ~GameRecord();

    [[nodiscard]] Game                     game() const { return game_; }
    [[nodiscard]] const std::string&       start_fen() const { return start_fen_; }
    [[nodiscard]] std::string              fen() const;
    [[nodiscard]] engine::core::Color      side_to_move() const;
    [[nodiscard]] std::vector<std::string> legal_moves() const; // canonical, empty when over
    [[nodiscard]] Status                   status() const;
    // The status in words: "1-0 (checkmate)", "*", or for a xiangqi repetition the judge's
    // reasoning: "0-1 (perpetual chase): red loses: perpetual chase of the black chariot on c7
    // (asian rules, cycle from ply 4, 3 occurrences)".
    [[nodiscard]] std::string explain_status() const;
    // What explain_status() says beyond the result and reason: the xiangqi judge's reasoning
    // ("red loses: perpetual chase of ..."), empty when there is none (a chess repetition).
    [[nodiscard]] std::string status_reasoning() const;
    // The legal moves that would repeat an earlier position (since the last capture) through
    // the mover's own forbidden perpetual check or chase, judged under the record's rules at
    // that second occurrence: what a UCCI referee sends as `banmoves` before each `go`, as
    // ElephantEye's league manager does. Empty for chess, when the game is over, and when every
    // legal move is such a repeat (the side must still move).
    [[nodiscard]] std::vector<std::string> forbidden_repeats() const;
    // Why the move (canonical text) is forbidden by a rule beyond legality, or nullopt: a renju
    // foul of black's, "forbidden to black under renju: double-three (i7 h8 g9 h10 i11)" --
    // the foul and the stones that make it. play() refuses such a move with the same words.
    [[nodiscard]] std::optional<std::string> foul(std::string_view move) const;
    // Whether `side` has the material to mate at all (chess: more than a lone king, K+N or K+B;
    // xiangqi: a chariot, horse, cannon or soldier). A time forfeit against a side that cannot
    // mate is a draw, as cutechess and fastchess score it.
    [[nodiscard]] bool                  can_mate(engine::core::Color side) const;
    [[nodiscard]] const RefereeOptions& referee_options() const { return options_; }
    // Moves played so far, canonical.
    [[nodiscard]] const std::vector<std::string>& moves() const { return moves_; }
    // Moves played so far in notation n, or an error when the game has no such notation.
    [[nodiscard]] engine::core::Result<std::vector<std::string>> moves_as(Notation n) const;

    // Play one move (canonical text, or notation n). Returns the canonical text of the move
    // played; errors: the game is over, the notation is not the game's, the move is malformed
    // or illegal (the record is unchanged).
    engine::core::Result<std::string> play(std::string_view move);
    engine::core::Result<std::string> play(std::string_view move, Notation n);

private:
    GameRecord(Game game, std::string start_fen, RefereeOptions options,
        std::unique_ptr<detail::RecordState> state);
    [[nodiscard]] engine::core::ParseError no_notation(Notation n) const;

    Game                                 game_;
    std::string                          start_fen_;
    RefereeOptions                       options_;
    std::unique_ptr<detail::RecordState> state_;
    std::vector<std::string>             moves_;
};

} // namespace harness::game
