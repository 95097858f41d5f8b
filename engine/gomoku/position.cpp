#include "engine/gomoku/position.h"

#include "engine/core/invariants.h"
#include "engine/core/prng.h"
#include "engine/gomoku/lines.h"

namespace engine::gomoku {

namespace {

struct ZobristKeys {
    core::Key points[2][PointCount];
    core::Key side;
    ZobristKeys() {
        core::Prng rng(0x60A0C0FFEEull);
        for (auto& colour : points)
            for (auto& k : colour) k = rng.next();
        side = rng.next();
    }
};

const ZobristKeys& keys() {
    static const ZobristKeys k;
    return k;
}

} // namespace

core::Key zobrist(Color c, int point) noexcept { return keys().points[core::index(c)][point]; }
core::Key zobrist_side() noexcept { return keys().side; }

Position::Position(int size, Rule rule)
    : size_(size)
    , rule_(rule) {
    ENGINE_ASSERT(size >= MinSize && size <= MaxSize);
}

void Position::put(int point, Color c) noexcept {
    cells_[std::size_t(point)] = stone_of(c);
    key_ ^= zobrist(c, point);
    ++move_count_;
}

void Position::do_move(Move m) noexcept {
    ENGINE_ASSERT(!winner_ && m != Move::none() && on_board(m.x(), m.y()) && empty(m.point()));
    const Color mover = side_;
    put(m.point(), mover);
    history_[std::size_t(ply_count_++)] = m;
    side_                               = ~side_;
    key_ ^= zobrist_side();
    if (makes_five(*this, m.point(), mover)) winner_ = mover;
    ENGINE_ASSERT(is_ok());
}

void Position::undo_move(Move m) noexcept {
    ENGINE_ASSERT(ply_count_ > 0 && last_move() == m);
    side_ = ~side_;
    key_ ^= zobrist_side();
    cells_[std::size_t(m.point())] = Stone::Empty;
    key_ ^= zobrist(side_, m.point());
    --move_count_;
    --ply_count_;
    winner_.reset();
    ENGINE_ASSERT(is_ok());
}

void Position::do_null() noexcept {
    side_ = ~side_;
    key_ ^= zobrist_side();
}
void Position::undo_null() noexcept { do_null(); }

core::Key Position::compute_key() const noexcept {
    core::Key k = side_ == White ? zobrist_side() : 0;
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Stone s = stone(x, y);
            if (s != Stone::Empty) k ^= zobrist(s == Stone::X ? Black : White, point_of(x, y));
        }
    return k;
}

bool Position::is_ok() const {
    if (size_ < MinSize || size_ > MaxSize) return false;
    int count = 0;
    for (int p = 0; p < PointCount; ++p) {
        if (cells_[std::size_t(p)] == Stone::Empty) continue;
        if (!on_board(x_of(p), y_of(p))) return false;
        ++count;
    }
    if (count != move_count_ || ply_count_ > move_count_) return false;
    for (int i = 0; i < ply_count_; ++i)
        if (empty(history_[std::size_t(i)].point())) return false;
    if (winner_ && *winner_ == side_) return false;
    return key_ == compute_key();
}

} // namespace engine::gomoku
