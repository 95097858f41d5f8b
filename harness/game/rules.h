#pragma once
// Rules: one game's reference rules at the level the harness works at -- FEN and move strings --
// backed by Arbiter's own rules libraries (engine/chess, engine/xiangqi). Moves are canonical:
// UCI long algebraic for chess (king takes rook in Chess960), ICCS ranks 0-9 for xiangqi.
// One instance per registered game (registry.h); reached through a Game handle.

#include "harness/game/notation.h"
#include "harness/game/protocol_facts.h"
#include "harness/game/record.h"
#include "harness/game/status.h"

#include "engine/core/result.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

class Rules {
public:
    virtual ~Rules() = default;
    // The registry name ("chess", "chess960", "xiangqi").
    [[nodiscard]] virtual const std::string& name() const = 0;
    // Other names the game is found by ("standard", "fischerandom", ...).
    [[nodiscard]] virtual const std::vector<std::string>& aliases() const  = 0;
    [[nodiscard]] virtual const ProtocolFacts&            protocol() const = 0;
    // The start position.
    [[nodiscard]] virtual std::string start_fen() const = 0;
    // The game's start positions, numbered 0 to start_positions() - 1: one for most games, the
    // 960 of Chess960 in Scharnagl's numbering (518 is the standard array).
    [[nodiscard]] virtual int         start_positions() const     = 0;
    [[nodiscard]] virtual std::string start_fen(int number) const = 0;
    // A short legal line of canonical moves from the start, and a legal position off the start
    // (fixtures for protocol checks).
    [[nodiscard]] virtual const std::vector<std::string>& sample_line() const = 0;
    [[nodiscard]] virtual const std::string&              sample_fen() const  = 0;
    // The registry name of the game a FEN of this game really belongs to, when it is another:
    // a chess FEN whose castling field needs Chess960 rules (Shredder or X-FEN letters, a king
    // or castling rook off its standard square) belongs to "chess960". nullopt otherwise.
    [[nodiscard]] virtual std::optional<std::string> wider_game(const std::string& fen) const = 0;
    // The canonical FEN, or why the text is not a legal position.
    [[nodiscard]] virtual engine::core::Result<std::string> normalize(
        const std::string& fen) const = 0;
    // Divide: canonical move text -> leaf count at depth (>= 1). fen must be valid.
    [[nodiscard]] virtual std::map<std::string, std::uint64_t> divide(
        const std::string& fen, int depth) const                                       = 0;
    [[nodiscard]] virtual std::uint64_t perft(const std::string& fen, int depth) const = 0;
    // The FEN after a legal move, or the parse error / illegality.
    [[nodiscard]] virtual engine::core::Result<std::string> play(
        const std::string& fen, const std::string& move) const = 0;
    // n positions from random legal walks (deterministic in seed), never terminal.
    [[nodiscard]] virtual std::vector<std::string> random_positions(
        int n, std::uint64_t seed) const = 0;

    // The notations the game reads and writes; the first is the canonical one.
    [[nodiscard]] virtual std::vector<Notation> notations() const = 0;
    [[nodiscard]] bool                          has_notation(Notation n) const;
    // The legal moves of a position, canonical.
    [[nodiscard]] virtual engine::core::Result<std::vector<std::string>> legal_moves(
        const std::string& fen) const = 0;
    // The status of a position on its own (no history: repetitions are not seen).
    [[nodiscard]] virtual engine::core::Result<Status> status(const std::string& fen) const = 0;
    // A legal canonical move written in notation n ("Nf3", "C2.5").
    [[nodiscard]] virtual engine::core::Result<std::string> move_text(
        const std::string& fen, const std::string& move, Notation n) const = 0;
    // Move text in notation n -> the canonical move, or why it is malformed or illegal.
    [[nodiscard]] virtual engine::core::Result<std::string> parse_move(
        const std::string& fen, std::string_view text, Notation n) const = 0;
    // Move text in any notation people write in suites (chess: SAN or UCI; xiangqi: ICCS,
    // "H2-E2" or WXF) -> the canonical move.
    [[nodiscard]] virtual engine::core::Result<std::string> parse_any_move(
        const std::string& fen, std::string_view text) const = 0;
    // The typed state of a new GameRecord (use GameRecord::start).
    [[nodiscard]] virtual engine::core::Result<std::unique_ptr<detail::RecordState>> start_record(
        const std::string& fen, const RefereeOptions& options) const = 0;
};

} // namespace harness::game
