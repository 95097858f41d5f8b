// Shards partition the slots: every slot in exactly one shard of N, each shard's slots
// ascending (the unsharded order), the shards' sizes within one of each other.

#include "harness/run/shard.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

namespace {

using namespace harness::run;

RC_GTEST_PROP(Shard, ShardsPartitionTheSlots, ()) {
    const auto               begin = *rc::gen::inRange<std::size_t>(0, 50);
    const auto               end   = begin + *rc::gen::inRange<std::size_t>(0, 200);
    const int                n     = *rc::gen::inRange(1, 40);
    std::vector<std::size_t> all;
    std::size_t              smallest = end, largest = 0;
    for (int k = 1; k <= n; ++k) {
        auto slots = shard_slots(begin, end, { k, n });
        RC_ASSERT(std::is_sorted(slots.begin(), slots.end()));
        smallest = std::min(smallest, slots.size());
        largest  = std::max(largest, slots.size());
        all.insert(all.end(), slots.begin(), slots.end());
    }
    std::sort(all.begin(), all.end());
    std::vector<std::size_t> expected;
    for (std::size_t s = begin; s < end; ++s) expected.push_back(s);
    RC_ASSERT(all == expected);
    RC_ASSERT(largest - std::min(smallest, largest) <= 1);
}

} // namespace
