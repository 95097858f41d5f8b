#pragma once
// McNemar's exact test on a paired table: the same positions run by two engines (or two builds),
// each position solved or not by each. Only the discordant pairs count: `lost` (solved before,
// failed now) and `gained` (failed before, solved now). Under "no change", each discordant
// position is lost or gained with probability 1/2, so the two-sided p-value is a binomial tail.
// Pure: values in, values out.

namespace harness::stats {

struct McNemar {
    int    lost    = 0;
    int    gained  = 0;
    double p_value = 1.0; // two-sided exact binomial p-value; 1 when there is no discordant pair
};

[[nodiscard]] McNemar mcnemar_exact(int lost, int gained);

} // namespace harness::stats
