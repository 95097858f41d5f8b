#pragma once
// Test support for the sharded-run tests (arbiter_shard_test, arbiter_slurm_test): a shell
// command's exit code and output, a fresh directory, the ci/cluster scripts, and what a merged
// match report must share with the unsharded one, game for game (no times).

#include "arbiter_run.h"
#include "harness/testing/temp_dir.h"

#include <cstdio>
#include <filesystem>

namespace arbiter_test {

inline const std::string Cluster = std::string(ARBITER_SOURCE_DIR) + "/ci/cluster";

// `cmd` through the shell, stdout and stderr together.
inline Run shell(const std::string& cmd) {
    FILE*       pipe = popen((cmd + " 2>&1").c_str(), "r");
    std::string out;
    char        buf[4096];
    for (std::size_t n; (n = fread(buf, 1, sizeof buf, pipe)) > 0;) out.append(buf, n);
    int status = pclose(pipe);
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -1, out };
}

// An empty directory /tmp/arbiter_TAG.
inline std::string fresh_dir(const std::string& tag) {
    const std::string d = harness::testing::temp_dir() + "/arbiter_" + tag;
    std::filesystem::remove_all(d);
    std::filesystem::create_directories(d);
    return d;
}

// `arbiter merge D/shard-1.json ... D/shard-N.json --json D/merged.json`.
inline Run merge_shards(const std::string& d, int n) {
    std::string files;
    for (int k = 1; k <= n; ++k) files += d + "/shard-" + std::to_string(k) + ".json ";
    return run("merge " + files + "--json " + d + "/merged.json");
}

// Each game's round, game, colours, opening, result, reason, faulty engine and moves.
inline nlohmann::json games_of(const nlohmann::json& report) {
    auto out = nlohmann::json::array();
    for (const auto& g : report["results"]) {
        auto moves = nlohmann::json::array();
        for (const auto& m : g["moves"]) moves.push_back(m["move"]);
        out.push_back({ g["round"], g["game"], g["white"], g["black"], g["opening"], g["result"],
            g["reason"], g["faulty"], moves });
    }
    return out;
}

// A match summary without what is measured (elapsed time, the clock audit): the in-play
// output findings stay.
inline nlohmann::json untimed_summary(const nlohmann::json& report) {
    auto s = report["summary"];
    s.erase("elapsed_ms");
    for (auto& a : s["audit"]) a.erase("clock");
    return s;
}

} // namespace arbiter_test
