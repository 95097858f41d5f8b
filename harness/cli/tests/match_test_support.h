#pragma once
// Test support for the `arbiter match` CLI tests: the engines they use, a mock engine spec with
// in-game faults, and a match run whose JSON report is read (and validated).

#include "arbiter_run.h"
#include "harness/testing/temp_dir.h"

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>

namespace arbiter_test {

inline const std::string Mock  = Bin + "/mock_engine";
inline const std::string Sable = Bin + "/sable";
inline const std::string Sf    = "/usr/games/stockfish";
inline const std::string Fsf   = "/usr/games/fairy-stockfish";
inline const std::string MaxQi = "/usr/games/maxqi";

// A mock engine spec with extra mock flags ("--illegal-at 6" -> arg=--illegal-at arg=6).
inline std::string mock(
    const std::string& name, const std::string& flags = "", const std::string& proto = "uci") {
    std::string s = "cmd=" + Mock + " name=" + name + " proto=" + proto;
    if (proto != "uci") s += " arg=--proto arg=" + proto;
    std::istringstream in(flags);
    for (std::string f; in >> f;) s += " arg=" + f;
    return s;
}

// An empty folder of the test's own in the temporary folder: "arbiter_" + name.
inline std::string fresh_dir(const std::string& name) {
    const auto dir = std::filesystem::path(harness::testing::temp_dir()) / ("arbiter_" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir.string();
}

// Run a match of `good` vs `bad`; the report (validated against the schema).
inline nlohmann::json match(const std::string& tag, const std::string& args) {
    const std::string json = harness::testing::temp_dir() + "/arbiter_match_" + tag + ".json";
    std::remove(json.c_str());
    auto r = run("match " + args + " --quiet --json " + json);
    EXPECT_EQ(r.code, 0) << r.out;
    return read_json(json);
}

} // namespace arbiter_test
