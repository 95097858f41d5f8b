#pragma once
// TranspositionTable: a game-agnostic hash table keyed by core::Key. Buckets of four 12-byte
// entries; replacement prefers empty slots, then the same key, then the shallowest entry of an
// older search (ageing by a generation counter), then the shallowest. Moves are stored as their
// core::MoveCode (Move::raw()); search matches them against its legal move list.

#include "engine/core/types.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    std::uint32_t  check     = 0; // upper 32 bits of the key
    core::MoveCode move      = 0; // move code, 0 = none
    std::int16_t   score     = 0; // node-relative (see score_to_tt)
    std::int16_t   eval      = 0; // static evaluation
    std::int8_t    depth     = 0;
    std::uint8_t   gen_bound = 0; // generation << 2 | bound

    [[nodiscard]] Bound bound() const noexcept { return Bound(gen_bound & 3); }
    [[nodiscard]] int   generation() const noexcept { return gen_bound >> 2; }
};

// What probe() found.
struct TTHit {
    core::MoveCode move  = 0;
    core::Score    score = 0; // still node-relative: convert with score_from_tt()
    core::Score    eval  = 0;
    int            depth = 0;
    Bound          bound = Bound::None;
};

class TranspositionTable {
public:
    static constexpr int BucketSize = 4;

    // A table of about `megabytes` MB (at least one bucket), cleared.
    explicit TranspositionTable(std::size_t megabytes = 16);

    void resize(std::size_t megabytes);
    // Empty every entry and reset the generation (new game: makes search deterministic).
    void clear() noexcept;
    // Start a new search: older entries become preferred victims.
    void new_search() noexcept { generation_ = (generation_ + 1) & 63; }

    // True and fills `hit` when the key is present.
    [[nodiscard]] bool probe(core::Key key, TTHit& hit) const noexcept;
    // Store a result (score already converted with score_to_tt). An existing entry of the same
    // key keeps its move when `move` is 0.
    void store(core::Key key, core::MoveCode move, core::Score score, core::Score eval, int depth,
        Bound bound) noexcept;

    // Permille of the first 1000 entries used in the current generation (UCI hashfull).
    [[nodiscard]] int         hashfull() const noexcept;
    [[nodiscard]] std::size_t bucket_count() const noexcept { return buckets_.size(); }

private:
    struct Bucket {
        TTEntry entries[BucketSize];
    };
    [[nodiscard]] std::size_t index(core::Key key) const noexcept {
        return std::size_t(key) & (buckets_.size() - 1);
    }

    std::vector<Bucket> buckets_;
    int                 generation_ = 0;
};

} // namespace engine::search
