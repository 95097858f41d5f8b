// ENGINE_ASSERT is active exactly when ENGINE_DEBUG is defined (debug, sanitize, fuzz presets).

#include "engine/core/invariants.h"
#include "engine/core/move_list.h"

#include <gtest/gtest.h>

namespace engine::core {
namespace {

#if defined(ENGINE_DEBUG)
void overfill() {
    MoveList<int, 2> list;
    for (int i = 0; i < 3; ++i) list.push_back(i);
}

TEST(Invariants, AssertAbortsWithItsConditionInDebugBuilds) {
    EXPECT_DEATH(overfill(), "assertion failed: size_ < Capacity");
}
#else
TEST(Invariants, AssertIsCompiledOutInReleaseBuilds) {
    int evaluated = 0;
    ENGINE_ASSERT(++evaluated > 0);
    EXPECT_EQ(evaluated, 0);
}
#endif

} // namespace
} // namespace engine::core
