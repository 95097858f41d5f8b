#include "adjudication.h"

#include <cstdlib>

namespace harness::match {

using engine::core::Color;
using engine::core::GameStatus;
using engine::core::Outcome;

std::optional<GameStatus> Adjudicator::after_move(
    Color mover, int move_number, std::optional<int> score_cp) {
    const int i = index(mover);
    if (!score_cp) {
        losing_[i] = winning_[i] = drawish_[i] = 0;
        return std::nullopt;
    }
    const int s = *score_cp;
    if (const auto& r = config_.resign) {
        losing_[i]  = s <= -r->score ? losing_[i] + 1 : 0;
        winning_[i] = s >= r->score ? winning_[i] + 1 : 0;
        const int o = index(~mover);
        // Checked for the mover (its own score says it lost) and, two-sided, with the opponent.
        if (losing_[i] >= r->move_count && (!r->two_sided || winning_[o] >= r->move_count))
            return GameStatus::win(Outcome::Ongoing, ~mover);
        if (r->two_sided && winning_[i] >= r->move_count && losing_[o] >= r->move_count)
            return GameStatus::win(Outcome::Ongoing, mover);
    }
    if (const auto& d = config_.draw) {
        drawish_[i]
            = move_number >= d->move_number && std::abs(s) <= d->score ? drawish_[i] + 1 : 0;
        if (drawish_[0] >= d->move_count && drawish_[1] >= d->move_count)
            return GameStatus::draw(Outcome::Ongoing);
    }
    return std::nullopt;
}

} // namespace harness::match
