// TranspositionTable: see tt.h.

#include "engine/search/tt.h"

#include <algorithm>

namespace engine::search {

TranspositionTable::TranspositionTable(std::size_t megabytes) { resize(megabytes); }

void TranspositionTable::resize(std::size_t megabytes) {
    // Largest power of two of buckets fitting the budget (index() masks the low key bits).
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) * 1024 * 1024;
    std::size_t       count = 1;
    while (count * 2 * sizeof(Bucket) <= bytes) count *= 2;
    buckets_.assign(count, Bucket {});
    generation_ = 0;
}

void TranspositionTable::clear() noexcept {
    std::fill(buckets_.begin(), buckets_.end(), Bucket {});
    generation_ = 0;
}

bool TranspositionTable::probe(core::Key key, TTHit& hit) const noexcept {
    const std::uint32_t check = std::uint32_t(key >> 32);
    for (const TTEntry& e : buckets_[index(key)].entries) {
        if (e.check == check && e.bound() != Bound::None) {
            hit = TTHit { e.move, e.score, e.eval, e.depth, e.bound() };
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(core::Key key, core::MoveCode move, core::Score score,
    core::Score eval, int depth, Bound bound) noexcept {
    const std::uint32_t check  = std::uint32_t(key >> 32);
    Bucket&             bucket = buckets_[index(key)];

    // Step 1. Choose the slot: same key, else an empty slot, else the entry of lowest worth
    // (depth, minus a penalty for every generation it is old).
    TTEntry* victim = nullptr;
    for (TTEntry& e : bucket.entries) {
        if (e.check == check || e.bound() == Bound::None) {
            victim = &e;
            break;
        }
    }
    if (!victim) {
        auto worth = [this](const TTEntry& e) {
            const int age = (generation_ - e.generation()) & 63;
            return int(e.depth) - 8 * age;
        };
        victim = &bucket.entries[0];
        for (TTEntry& e : bucket.entries)
            if (worth(e) < worth(*victim)) victim = &e;
    }

    // Step 2. Depth-preferred within the same key: keep a deeper result of this search unless
    // the new one is exact.
    if (victim->check == check && victim->bound() != Bound::None && bound != Bound::Exact
        && victim->generation() == generation_ && depth < victim->depth - 2) {
        if (move && !victim->move) victim->move = move;
        return;
    }

    const core::MoveCode kept_move = (victim->check == check && !move) ? victim->move : move;
    victim->check                  = check;
    victim->move                   = kept_move;
    victim->score                  = std::int16_t(std::clamp(score, -32767, 32767));
    victim->eval                   = std::int16_t(std::clamp(eval, -32767, 32767));
    victim->depth                  = std::int8_t(std::clamp(depth, -100, 127));
    victim->gen_bound              = std::uint8_t(generation_ << 2 | int(bound));
}

int TranspositionTable::hashfull() const noexcept {
    int               used = 0;
    const std::size_t n    = std::min<std::size_t>(buckets_.size(), 250);
    for (std::size_t i = 0; i < n; ++i)
        for (const TTEntry& e : buckets_[i].entries)
            if (e.bound() != Bound::None && e.generation() == generation_) ++used;
    return n ? int(used * 1000 / (n * BucketSize)) : 0;
}

} // namespace engine::search
