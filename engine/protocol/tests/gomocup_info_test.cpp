// The INFO keys of the Gomocup protocol (plastovicka.github.io/protocl2en.htm) as Sable reads
// them: the rule's bits, the memory limit, the time for a move, and keys it ignores.

#include "engine/protocol/gomocup_info.h"

#include <gtest/gtest.h>

using namespace engine::protocol::gomocup;
using engine::gomoku::Rule;

namespace {

TEST(GomocupInfo, RuleBits) {
    EXPECT_EQ(rule_of_code(0), Rule::Freestyle);
    EXPECT_EQ(rule_of_code(1), Rule::Standard); // exactly five
    EXPECT_EQ(rule_of_code(4), Rule::Renju);
    EXPECT_EQ(rule_of_code(5), Rule::Renju); // renju's black wins by exactly five anyway
    EXPECT_EQ(rule_of_code(8), Rule::Caro);
    EXPECT_EQ(rule_of_code(9), Rule::Caro);
    for (long long refused : { 2, 3, 6, 7, 10, 11, 12, 13, 14, 15, 16, -1, 1024 })
        EXPECT_FALSE(rule_of_code(refused).has_value()) << refused;
}

TEST(GomocupInfo, EveryKeyIsTakenWithoutComplaint) {
    InfoSettings s;
    for (const auto& [key, value] :
        std::vector<std::pair<std::string, std::string>> { { "timeout_turn", "5000" },
            { "timeout_match", "120000" }, { "time_left", "-20" }, { "max_memory", "367001600" },
            { "game_type", "2" }, { "rule", "4" }, { "evaluate", "7,7" },
            { "folder", "C:\\gomocup data" }, { "thread_num", "4" }, { "timeout_turn", "soon" } })
        EXPECT_FALSE(apply_info(s, key, value).has_value()) << key;
    EXPECT_EQ(s.timeout_turn, 5000); // "soon" is not a number: the value is kept
    EXPECT_EQ(s.timeout_match, 120000);
    EXPECT_EQ(s.time_left, -20);
    EXPECT_EQ(s.max_memory, 367001600u);
    EXPECT_EQ(s.game_type, 2);
    EXPECT_EQ(s.rule, Rule::Renju);
    EXPECT_EQ(s.folder, "C:\\gomocup data");
}

TEST(GomocupInfo, WhatCannotBeMetIsSaid) {
    InfoSettings s;
    auto         why = apply_info(s, "rule", "2");
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(*why, "rule 2 is not supported (0 freestyle, 1 exactly five, 4 renju, 8 or 9 caro)");
    EXPECT_EQ(s.rule, Rule::Freestyle); // unchanged
    EXPECT_TRUE(apply_info(s, "rule", "renju").has_value());
    why = apply_info(s, "max_memory", "1000000");
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->find("below Sable's footprint"), std::string::npos) << *why;
}

TEST(GomocupInfo, HashFitsTheMemoryLimit) {
    EXPECT_EQ(hash_mb_within(0), 16u); // no limit: the default
    EXPECT_FALSE(hash_mb_within(FootprintBytes).has_value());
    EXPECT_EQ(hash_mb_within(FootprintBytes + (1 << 20)), 1u);
    EXPECT_EQ(hash_mb_within(FootprintBytes + (40u << 20) + 5), 40u);
    EXPECT_EQ(hash_mb_within(350ull << 20), 256u); // Gomocup's 350 MB: the largest table
    for (std::uint64_t limit = FootprintBytes + (1 << 20); limit < (1ull << 32); limit *= 3)
        EXPECT_LE(FootprintBytes + (std::uint64_t(*hash_mb_within(limit)) << 20), limit);
}

TEST(GomocupInfo, TimeForAMove) {
    InfoSettings s;
    EXPECT_EQ(move_limits(s).movetime_ms, 5000 - 500 - 30); // no limit sent: 5 s
    s.timeout_turn = 0; // as fast as possible: a shallow search
    EXPECT_EQ(move_limits(s).depth, 2);
    EXPECT_EQ(move_limits(s).movetime_ms, FastestTurnMs); // and never long
    s.timeout_turn = 1000;
    EXPECT_EQ(move_limits(s).movetime_ms, 1000 - 100 - 30);
    EXPECT_EQ(move_limits(s).optimum_ms, (1000 - 100 - 30) / 2);
    s.time_left = UnlimitedTime;
    EXPECT_EQ(move_limits(s).movetime_ms, 870);
    s.time_left = 6000; // a twelfth of the match time left
    EXPECT_EQ(move_limits(s).movetime_ms, 500 - 50 - 30);
    s.time_left = -300; // over time already: as fast as the clock allows
    EXPECT_EQ(move_limits(s).movetime_ms, 5);
}

} // namespace
