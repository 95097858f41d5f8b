#pragma once
// GameClock: one side's clock in a game, kept by Arbiter from the time it measures around each
// move (the engine's thinking plus the pipe's latency), not from what the engine reports.
// A move charged with more than the time left plus the time margin (or the grace after a stop
// at the flag, flagstop=) has lost on time; with the Gomocup's clocks, so has one longer than the
// turn limit plus the tolerance (which limit fell: flag()).

#include "time_control.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace harness::match {

class GameClock {
public:
    enum class Flag { Clock, Turn }; // the clock (or st=) fell, or the turn limit (timeturn=)

    // grace_ms: flag_grace_ms() of the engine (0: no stop at the flag).
    explicit GameClock(const TimeControl& tc, std::int64_t grace_ms = 0)
        : tc_(tc)
        , left_ms_(tc.base_ms)
        , grace_ms_(grace_ms) { }

    [[nodiscard]] std::int64_t left_ms() const { return left_ms_; }
    // The time the next move may take: st=, else the clock's time left; nullopt without either.
    // With a turn limit: the turn limit or the time left, the lesser.
    [[nodiscard]] std::optional<std::int64_t> budget_ms() const {
        if (tc_.movetime_ms) return *tc_.movetime_ms;
        if (tc_.turn_ms && tc_.has_clock()) return std::min(*tc_.turn_ms, left_ms_);
        if (tc_.turn_ms) return *tc_.turn_ms;
        if (tc_.has_clock()) return left_ms_;
        return std::nullopt;
    }
    // Moves to play until the next period; nullopt for a whole-game clock.
    [[nodiscard]] std::optional<int> moves_to_go() const {
        if (!tc_.moves) return std::nullopt;
        return tc_.moves - moves_ % tc_.moves;
    }
    // When Arbiter stops the engine's search (the flag: the time left), when it does.
    [[nodiscard]] std::optional<int> stop_at_ms() const {
        if (!grace_ms_ || !tc_.has_clock()) return std::nullopt;
        return int(left_ms_);
    }
    // How far past its clock (or movetime) a move of `elapsed_ms` came, the margin not counted
    // (0: in time).
    [[nodiscard]] std::int64_t late_by(std::int64_t elapsed_ms) const {
        const std::int64_t limit = budget_ms().value_or(left_ms_);
        return std::max<std::int64_t>(0, elapsed_ms - limit);
    }
    // Which limit the last refused charge passed.
    [[nodiscard]] Flag flag() const { return flag_; }

    // Charge one move that took elapsed_ms. False when the flag fell (elapsed beyond the time
    // left plus the margin or the grace, or beyond st= plus the margin); the clock is then left
    // as it was. a_move = false: an answer that is not a move (a Swap2 opening's step), judged
    // the same but given no increment and not counted towards a period's moves.
    [[nodiscard]] bool charge(std::int64_t elapsed_ms, bool a_move = true) {
        const auto allowance = tc_.allowance_ms();
        flag_ = tc_.turn_ms && elapsed_ms > *tc_.turn_ms + allowance ? Flag::Turn : Flag::Clock;
        if (flag_ == Flag::Turn) return false;
        if (tc_.movetime_ms && elapsed_ms > *tc_.movetime_ms + allowance) return false;
        if (!tc_.has_clock()) return true;
        if (elapsed_ms > left_ms_ + std::max(allowance, grace_ms_)) return false;
        left_ms_ = std::max<std::int64_t>(0, left_ms_ - elapsed_ms);
        if (!a_move) return true;
        left_ms_ += tc_.inc_ms;
        ++moves_;
        if (tc_.moves && moves_ % tc_.moves == 0) left_ms_ += tc_.base_ms;
        return true;
    }

    // Time taken from the clock before the game's first move (its Swap2 opening, each step
    // already judged by charge()).
    void spend(std::int64_t ms) { left_ms_ = std::max<std::int64_t>(0, left_ms_ - ms); }

private:
    TimeControl  tc_;
    std::int64_t left_ms_;
    std::int64_t grace_ms_;
    int          moves_ = 0;
    Flag         flag_  = Flag::Clock;
};

} // namespace harness::match
