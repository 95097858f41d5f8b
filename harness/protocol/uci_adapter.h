#pragma once
// UciAdapter: EngineAdapter for UCI engines (Stockfish, Fairy-Stockfish, Toga, Glaurung, Sable).
// For xiangqi the move dialect is ranks 0-9 or 1-10 (Fairy-Stockfish's plain UCI): set
// (`ranks_1_to_10`), or measured at the handshake from a depth-1 search of the start position
// (a rank "10" or "0" in its moves, else the one dialect in which its first move is legal), or
// failing that detected from the engine's output (a rank "10" switches to 1-10, a "0" settles
// on 0-9). Never from the engine's name.

#include "line_adapter.h"
#include "spell.h"

#include <functional>

namespace harness::protocol {

class UciAdapter final : public LineAdapter {
public:
    // `transport` must outlive the adapter. `tail` returns the transcript tail for faults.
    UciAdapter(process::LineTransport& transport, std::function<std::string()> tail,
        Timeouts timeouts = {});

    void set_ranks_1_to_10(bool on) {
        ranks1_      = on;
        ranks_known_ = true;
        dialect_     = std::string("moves with ranks ") + (on ? "1-10" : "0-9") + " (set)";
    }
    [[nodiscard]] bool                            ranks_1_to_10() const { return ranks1_; }
    [[nodiscard]] std::string                     dialect() const override { return dialect_; }
    [[nodiscard]] Answer<std::optional<Reaction>> probe_reaction(
        std::chrono::milliseconds think) override {
        return measure_reaction(spell::position(std::nullopt, {}), think);
    }

    Answer<EngineId> handshake(game::Game variant) override;
    Answer<Unit>     configure(
            const std::vector<std::pair<std::string, std::string>>& options) override;
    Answer<Unit> new_game() override;
    void set_position(const std::string& fen, const std::vector<std::string>& moves) override;
    Answer<SearchResult>              go(const Limits& limits) override;
    Answer<PerftResult>               perft(int depth) override;
    Answer<Unit>                      ping() override;
    Answer<std::optional<StaticEval>> static_eval() override { return run_eval(position_cmd_); }
    void                              quit() override;
    [[nodiscard]] Capabilities        capabilities() const override;

private:
    // Read one line or produce the fault for Timeout/Eof/Error.
    std::string to_engine(const std::string& move) const;
    std::string from_engine(const std::string& move);
    void        detect_ranks(const std::string& move);
    void        probe_ranks();
    std::string dialect_;
    game::Game  variant_;
    bool        ranks1_       = false;
    bool        ranks_known_  = false;
    std::string position_cmd_ = "position startpos";
};

} // namespace harness::protocol
