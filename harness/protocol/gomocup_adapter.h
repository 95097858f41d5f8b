#pragma once
// GomocupAdapter: EngineAdapter for Gomocup (piskvork "pbrain") engines, which play gomoku.
// handshake: START <size> (waits for OK), then ABOUT for the name. Every go sends the limits as
// INFO lines (timeout_turn, timeout_match, time_left; INFO rule when the position's rule is
// not the one last sent since START or RESTART), then the whole position as BOARD ... DONE in move
// order (stones of the start position first; 1 = the engine's stone, 2 = the opponent's), as
// GomocupJudge does, and reads the reply "x,y" (MESSAGE, DEBUG and empty lines are skipped; ERROR
// and UNKNOWN are Malformed faults). swap2 sends SWAP2BOARD with the opening's stones after the
// same INFO lines. Moves out are canonical ("h8"). new_game is RESTART (or START
// again when the engine answers UNKNOWN); ping is ABOUT; quit is END. No perft, no depth or node
// limits (a depth or node search gets one second a move).

#include "line_adapter.h"

#include "harness/game/gomocup.h"

#include <optional>
#include <string>
#include <string_view>

namespace harness::protocol {

// Name and author from an ABOUT line (`name="Sable", version="0.2", author="..."`).
[[nodiscard]] EngineId parse_about(std::string_view line);

class GomocupAdapter final : public LineAdapter {
public:
    GomocupAdapter(process::LineTransport& transport, std::function<std::string()> tail,
        Timeouts timeouts = {});

    Answer<EngineId> handshake(game::Game variant) override;
    Answer<Unit>     configure(
            const std::vector<std::pair<std::string, std::string>>& options) override;
    Answer<Unit> new_game() override;
    void set_position(const std::string& fen, const std::vector<std::string>& moves) override;
    Answer<SearchResult> go(const Limits& limits) override;
    Answer<Swap2Reply>   swap2(const std::string& fen, const std::vector<std::string>& opening,
          const Limits& limits) override;
    Answer<PerftResult>  perft(int depth) override;
    Answer<Unit>         ping() override;
    void                 quit() override;
    [[nodiscard]] Capabilities capabilities() const override;

private:
    // The next line that is not MESSAGE/DEBUG/empty; ERROR/UNKNOWN are faults.
    [[nodiscard]] Answer<std::string> answer(process::Deadline deadline, const char* waiting_for);
    [[nodiscard]] Answer<Unit>        start(int size);
    // The board of `fen` after `moves`, on a START of its size with its rule sent.
    [[nodiscard]] Answer<game::GomocupBoard> board_for(
        const std::string& fen, const std::vector<std::string>& moves);
    // The limits as INFO lines (`first`: the first player is to move); how long to wait.
    int send_limits(const Limits& limits, bool first);

    int                      size_ = 0; // board size of the last START
    std::optional<int>       rule_; // INFO rule last sent
    std::string              fen_;
    std::vector<std::string> moves_;
};

} // namespace harness::protocol
