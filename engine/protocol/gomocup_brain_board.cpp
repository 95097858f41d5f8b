#include "gomocup_brain_board.h"

#include "engine/gomoku/position.h"

#include <algorithm>

namespace engine::protocol::gomocup {

namespace {

std::string point_text(int x, int y) { return std::to_string(x) + "," + std::to_string(y); }

} // namespace

void BrainBoard::reset(int size) {
    size_ = size;
    cells_.assign(std::size_t(size * size), 0);
    order_.clear();
}

int BrainBoard::count(Owner who) const noexcept {
    return int(std::count(cells_.begin(), cells_.end(), int(who)));
}

std::optional<std::string> BrainBoard::place(int x, int y, Owner who) {
    if (x < 0 || y < 0 || x >= size_ || y >= size_)
        return point_text(x, y) + " is off the " + std::to_string(size_) + "x"
            + std::to_string(size_) + " board";
    if (cells_[std::size_t(index(x, y))]) return point_text(x, y) + " is not empty";
    cells_[std::size_t(index(x, y))] = int(who);
    order_.push_back(index(x, y));
    return std::nullopt;
}

std::optional<std::string> BrainBoard::take_back(int x, int y) {
    if (x < 0 || y < 0 || x >= size_ || y >= size_ || !cells_[std::size_t(index(x, y))])
        return "no stone at " + point_text(x, y);
    if (order_.back() != index(x, y))
        return point_text(x, y) + " is not the last stone ("
            + point_text(order_.back() % size_, order_.back() / size_) + " is)";
    cells_[std::size_t(index(x, y))] = 0;
    order_.pop_back();
    return std::nullopt;
}

std::string BrainBoard::position_text(gomoku::Rule rule) const {
    const int own = count(Owner::Own), opp = count(Owner::Opponent);
    if (own != opp && opp != own + 1) return {};
    const bool  black = own == opp; // Sable to move: black when the counts are equal
    std::string rows;
    for (int y = 0; y < size_; ++y) {
        if (y) rows += '/';
        int run = 0;
        for (int x = 0; x < size_; ++x) {
            const int c = cells_[std::size_t(index(x, y))];
            if (!c) {
                ++run;
                continue;
            }
            if (run) rows += std::to_string(run);
            run = 0;
            rows += (c == int(Owner::Own)) == black ? 'x' : 'o';
        }
        if (run) rows += std::to_string(run);
    }
    return rows + (black ? " b " : " w ") + std::string(gomoku::to_string(rule));
}

} // namespace engine::protocol::gomocup
