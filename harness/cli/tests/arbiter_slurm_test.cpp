// Sharded runs on Slurm (label slow): ci/cluster/slurm-localhost starts a single-node cluster
// on this machine (munged, slurmctld, slurmd; root), a 4-shard mock-engine match runs as an
// array job (ci/cluster/slurm-shard.sbatch, sbatch --array=1-4 --wait), and the merged report
// is complete and equal to the unsharded run, game for game; ci/cluster/sprt-batches runs a
// batched SPRT on the cluster to its verdict. Skipped when not root or Slurm is not installed.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "shard_support.h"

#include <cstdio>
#include <filesystem>
#include <unistd.h>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

const std::string Mock     = Bin + "/mock_engine";
const std::string Sable    = Bin + "/sable";
const std::string Openings = suite("chess/tactics/wac.epd");

bool have_slurm() {
    return geteuid() == 0
        && shell("command -v sbatch && command -v slurmd && command -v munged").code == 0;
}

std::string match_args() {
    return "match -engine cmd=" + Sable + " name=sable -engine cmd=" + Mock
        + " name=mock -each nodes=300 -rounds 8 -maxmoves 40 -openings file=" + Openings;
}

TEST(ArbiterSlurm, ArrayJobShardsMergeToTheUnshardedRun) {
    if (!have_slurm()) GTEST_SKIP() << "needs root and Slurm (slurm-wlm, munge)";
    const auto d    = fresh_dir("slurm_array");
    auto       full = run(match_args() + " --quiet --json " + d + "/full.json");
    ASSERT_EQ(full.code, 0) << full.out;
    auto r = shell(Cluster + "/slurm-localhost sbatch --wait --array=1-4 --output=" + d
        + "/slurm-%a.out " + Cluster + "/slurm-shard.sbatch " + d + "/shard- " + Bin + "/arbiter "
        + match_args());
    ASSERT_EQ(r.code, 0) << r.out;
    auto m = merge_shards(d, 4);
    ASSERT_EQ(m.code, 0) << m.out;
    auto a = read_json(d + "/full.json");
    auto b = read_json(d + "/merged.json");
    ASSERT_EQ(b["results"].size(), 16u);
    EXPECT_EQ(games_of(a), games_of(b));
    EXPECT_EQ(a["summary"]["pentanomial"], b["summary"]["pentanomial"]);
    EXPECT_EQ(b["config"]["merged"]["shards"], 4);
}

TEST(ArbiterSlurm, SprtBatchesStopAtTheVerdict) {
    if (!have_slurm()) GTEST_SKIP() << "needs root and Slurm (slurm-wlm, munge)";
    const auto d = fresh_dir("slurm_sprt");
    auto       r = shell(Cluster + "/slurm-localhost " + Cluster
              + "/sprt-batches --scheduler slurm --shards 2 --batch-size 4 --out " + d + "/out -- " + Bin
              + "/arbiter " + match_args() + " -rounds 40 -sprt elo0=0 elo1=300");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("SPRT H1"));
    auto j = read_json(d + "/out/merged.json");
    EXPECT_EQ(j["summary"]["sprt"]["verdict"], "H1");
}

} // namespace
