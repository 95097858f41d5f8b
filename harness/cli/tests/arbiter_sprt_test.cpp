// `arbiter sprt` end to end: a profile's strength test planned (D, cap, the curve through H0 and
// H1), a classic GSPRT, a match's report read against a test, and the usage errors.

#include "arbiter_run.h"

#include "harness/testing/temp_dir.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace arbiter_test;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream      in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(ArbiterSprt, TheQuickProfilesOneGameTestIsPlannedWithItsCurve) {
    const auto dir = harness::testing::temp_dir();
    const auto r   = run("sprt --profile quick --games 1 --runs 400 --json " + dir
          + "/plan.json --html " + dir + "/plan.html");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("1 of 4 played: D 50"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("cap 318 pairs (636 games), no bound before 80 pairs"), std::string::npos)
        << r.out;
    const auto j      = nlohmann::json::parse(slurp(dir + "/plan.json"));
    int        marked = 0;
    for (const auto& p : j["points"]) {
        if (p["mark"] == "H0") {
            EXPECT_LT(p["pass"].get<double>(), 0.1) << p;
        }
        if (p["mark"] == "H1") {
            EXPECT_GT(p["pass"].get<double>(), 0.9) << p;
        }
        marked += p["mark"] != "";
    }
    EXPECT_EQ(marked, 2);
    EXPECT_NE(slurp(dir + "/plan.html").find("<svg"), std::string::npos);
}

TEST(ArbiterSprt, AClassicTestAndAMatchReportReadAgainstIt) {
    const auto dir   = harness::testing::temp_dir();
    const auto match = run("match -engine cmd=" + Bin + "/sable -engine cmd=" + Bin
        + "/sable name=b -each depth=1 -rounds 3 -games 2 --json " + dir + "/m.json");
    ASSERT_EQ(match.code, 0) << match.out;
    const auto r = run("sprt --elo0 -20 --elo1 20 --model logistic --max-pairs 2000 --runs 200 "
                       "--from "
        + dir + "/m.json");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("m.json: 3 pairs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("counts: Elo"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("measured"), std::string::npos) << r.out;
}

TEST(ArbiterSprt, UsageErrorsAreNamed) {
    const std::pair<const char*, const char*> cases[] = {
        { "sprt", "needs --profile P or --elo0 E0 --elo1 E1" },
        { "sprt --profile nope", "--profile expects quick, standard or full, got 'nope'" },
        { "sprt --profile quick --elo0 0 --elo1 5", "--profile or --elo0/--elo1, not both" },
        { "sprt --profile quick --games 5", "the quick profile plays 4 games" },
        { "sprt --profile quick --pentanomial 1,2", "--pentanomial expects 5 numbers" },
        { "sprt --profile quick --pentanomial 1,2,x,4,5", "numbers >= 0 separated by commas" },
        { "sprt --profile quick --wdl 10,20,30", "the strength test reads game pairs" },
        { "sprt --elo0 5 --elo1 0", "arbiter sprt: " },
        { "sprt --profile quick --elo 10:5", "--elo expects LO:HI with LO < HI, got '10:5'" },
        { "sprt --profile quick --from /nonexistent/m.json", "/nonexistent/m.json" },
        { "sprt --profile quick --draw-ratio 0.5 --wdl 1,2,3", "one of --draw-ratio" },
    };
    for (const auto& [args, message] : cases) {
        const auto r = run(args);
        EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(message), std::string::npos) << args << "\n" << r.out;
    }
}

} // namespace
