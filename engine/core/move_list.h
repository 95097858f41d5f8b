#pragma once
// MoveList: a fixed-capacity list of moves, no allocation (used in move generation hot paths).

#include "engine/core/invariants.h"

#include <algorithm>
#include <cstddef>

namespace engine::core {

template <class Move, std::size_t N> class MoveList {
public:
    MoveList() { } // the storage stays uninitialised: only [0, size()) is ever read

    static constexpr std::size_t Capacity = N;
    static constexpr std::size_t capacity() { return Capacity; }

    void push_back(Move m) {
        ENGINE_ASSERT(size_ < Capacity);
        moves_[size_++] = m;
    }
    void clear() { size_ = 0; }

    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] bool        empty() const { return size_ == 0; }
    Move&                     operator[](std::size_t i) {
                            ENGINE_ASSERT(i < size_);
                            return moves_[i];
    }
    const Move& operator[](std::size_t i) const {
        ENGINE_ASSERT(i < size_);
        return moves_[i];
    }

    Move*       begin() { return moves_; }
    Move*       end() { return moves_ + size_; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }

    [[nodiscard]] bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    union {
        Move moves_[Capacity];
    };
    std::size_t size_ = 0;
};

} // namespace engine::core
