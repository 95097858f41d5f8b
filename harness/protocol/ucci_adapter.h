#pragma once
// UcciAdapter: EngineAdapter for UCCI engines (ElephantEye; Fairy-Stockfish after "ucci").
// UCCI is UCI's xiangqi cousin: "ucci"/"ucciok", options without the `name` keyword, "go time"
// with the side's own clock (milliseconds once "usemillisec" is on), "nobestmove", "bye", and
// the words beside a move: "bestmove M draw" (an offer, or the acceptance of "go draw") and
// "bestmove M resign", read into SearchResult::claim.
// Clock values: milliseconds once "usemillisec" is on (when the engine offers it); otherwise
// measured once per engine binary (a timed probe: some engines, Fairy-Stockfish among them, read
// UCCI's seconds as milliseconds), unless set (the spec key ucci-time=ms|s).
// Moves are ICCS, ranks 0-9: already canonical. Limits::banmoves go out as "banmoves ..."
// after the position, as ElephantEye's league manager sends them. UCCI has no perft, but some
// engines answer "go perft N" Stockfish-style (Fairy-Stockfish): whether this one does is
// measured at the first perft() ("go perft 1" from the start position); one that does not gets
// a Malformed fault, and capabilities().perft turns false.

#include "line_adapter.h"
#include "spell.h"

#include <functional>
#include <optional>
#include <string_view>

namespace harness::protocol {

// A UCCI info line in UCI form: "score 4" becomes "score cp 4", "message x" becomes
// "string x". Pure; other lines are returned unchanged.
[[nodiscard]] std::string ucci_info_to_uci(std::string_view line);

// UCCI has no "score mate": engines score a mate as a value minus the plies to it (ElephantEye:
// 10000, a mate in 2 is "score 9997"; its scores above 9800 are wins). A centipawn score
// within UcciMateWindow (types.h) plies of +-mate_score becomes a mate in moves (the centipawns
// kept in mate_read_from_cp); mate_score 0 reads no mates. Pure.
void read_ucci_mate(SearchInfo& info, int mate_score);

class UcciAdapter final : public LineAdapter {
public:
    // `transport` must outlive the adapter. `tail` returns the transcript tail for faults.
    UcciAdapter(process::LineTransport& transport, std::function<std::string()> tail,
        Timeouts timeouts = {});

    [[nodiscard]] bool uses_milliseconds() const { return millis_; }
    // Clock values in milliseconds (true) or seconds (false): no probe.
    void set_milliseconds(bool on) { millis_set_ = on; }
    // Mates scored as `score` minus plies (0: none); UcciMateScore unless set.
    void set_mate_score(int score) { mate_score_ = score; }
    // The binary's identity for the time-unit probe's cache (empty: not cached).
    void                      set_binary_key(std::string key) { binary_key_ = std::move(key); }
    [[nodiscard]] std::string dialect() const override { return dialect_; }
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
    [[nodiscard]] std::string info_as_uci(std::string_view line) const override {
        return ucci_info_to_uci(line);
    }
    [[nodiscard]] std::string time_text(int ms) const;
    // The clock's unit: as set, usemillisec when offered, else cached or measured.
    [[nodiscard]] Answer<Unit> settle_time_unit(game::Game variant, bool offered);
    [[nodiscard]] Answer<Unit> probe_time_unit(game::Game variant);
    // Whether the engine answers "go perft N" (perft_ and no_perft_ set); a fault only when the
    // engine crashed or stopped answering.
    [[nodiscard]] Answer<Unit> probe_perft();
    std::optional<bool>        millis_set_;
    std::string                binary_key_, dialect_;
    bool                       millis_  = false;
    bool                       newgame_ = false;
    std::optional<bool>        perft_; // measured at the first perft(); nullopt: not yet
    std::string                no_perft_; // how the engine answered the probe, when it failed
    std::string                fen_;
    std::size_t                move_count_   = 0;
    int                        mate_score_   = UcciMateScore;
    std::string                position_cmd_ = "position startpos";
};

} // namespace harness::protocol
