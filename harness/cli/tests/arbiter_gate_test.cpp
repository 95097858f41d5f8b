// `arbiter gate` end to end over real processes: Sable and the mock engine as base and
// candidate, small configurations (TOML files written here) so each test takes seconds; the
// dossier validated against the schema and rendered in Debian's headless chromium.

#include "arbiter_run.h"
#include "harness/intree/tests/toy_repo.h"
#include "harness/testing/time_factor.h"

#include <chrono>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sstream>
#include <thread>

#include <sys/wait.h>

namespace {

using ::testing::HasSubstr;
using ::testing::MatchesRegex;
using ::testing::Not;

const std::string Sable = arbiter_test::Bin + "/sable";
const std::string Mock  = arbiter_test::Bin + "/mock_engine";

// Steps 3-6 off: a configuration for one step at a time.
const std::string OnlyCheckAndPerft = R"(
[bench]
enabled = false
[treesize]
enabled = false
[suites]
enabled = false
[sprt]
enabled = false
)";

// Steps 1-5 off: the SPRT step alone.
const std::string OnlySprt = "[check]\nenabled = false\n[perft]\nenabled = false\n[bench]\n"
                             "enabled = false\n[treesize]\nenabled = false\n[suites]\n"
                             "enabled = false\n";

std::filesystem::path temp_dir(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path()
        / ("arbiter_gate_" + name + "_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

std::string write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path) << text;
    return path.string();
}

std::string read(const std::filesystem::path& path) {
    std::ifstream      in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const nlohmann::json& step(const nlohmann::json& report, const std::string& name) {
    for (const auto& s : report["results"])
        if (s["name"] == name) return s;
    static const nlohmann::json none;
    ADD_FAILURE() << "no step " << name;
    return none;
}

// A gate over `base` and `candidate` (spec tokens) with `config`; the report is read and
// checked against the schema.
struct Gate {
    arbiter_test::Run     run;
    nlohmann::json        report;
    std::filesystem::path out;
};

Gate gate(const std::string& name, const std::string& base, const std::string& candidate,
    const std::string& config, const std::string& extra = "") {
    Gate g;
    auto dir = temp_dir(name);
    // Step 9 is tested on its own below: the others leave it out unless their config asks.
    const auto text = config.find("[symmetry]") == std::string::npos
        ? config + "\n[symmetry]\nenabled = false\n"
        : config;
    g.out           = dir / "dossier";
    g.run = arbiter_test::run("gate --base " + base + " --candidate " + candidate + " --config "
        + write(dir / "gate.toml", text) + " --out " + g.out.string() + " --quiet " + extra);
    if (std::filesystem::exists(g.out / "report.json"))
        g.report = arbiter_test::read_json((g.out / "report.json").string());
    return g;
}

TEST(ArbiterGate, IdenticalCandidatePassesEveryStep) {
    // Timed suite runs of equal engines differ by chance: a small alpha keeps this test from
    // failing on that chance (the step's McNemar test at 0.05 would, about once in twenty).
    // The candidate sets an option to its default: not one program run the same way (that
    // would leave every game out, see below), so step 6 goes by the trees of step 4.
    auto g = gate("identical", "cmd=" + Sable, "cmd=" + Sable + " name=sable-new option.Hash=16",
        R"(
[perft]
max_nodes = 2000
[bench]
words = ["bench", "3"]
[treesize]
depth = 3
first = 2
[suites]
movetime = 50
first = 30
alpha = 0.001
[sprt]
max_games = 4
tc = "depth=1"
unchanged_nps_noise = 1
[symmetry]
positions = 20
depth = 2
repeats = 4
)");
    EXPECT_EQ(g.run.code, 0) << g.run.out;
    ASSERT_EQ(g.report["results"].size(), 9u);
    for (const auto& s : g.report["results"]) {
        if (s["step"].get<int>() <= 6 || s["name"] == "symmetry")
            EXPECT_EQ(s["verdict"], "pass") << s.dump();
        else
            EXPECT_EQ(s["verdict"], "skipped") << s.dump(); // coverage, instrumented: in-tree only
        EXPECT_FALSE(s["reason"].get<std::string>().empty());
    }
    // Sable's UCI handshake announces Chess960 and xiangqi; it answers Gomocup's START too.
    EXPECT_EQ(step(g.report, "check")["numbers"]["games"],
        nlohmann::json({ "chess", "xiangqi", "chess960", "gomoku" }));
    // The strength test plays the games in the config's order, each with its own verdict;
    // chess and xiangqi searched the same trees at every depth (step 4) at the same bench speed
    // (the noise allowed is wide here: tests run side by side), so quick leaves them out with that
    // evidence, and the two left share the budget at D = 100 sqrt(2 / 4), each at half the
    // false-alarm rate.
    const auto& strength = step(g.report, "sprt")["numbers"]["games"];
    ASSERT_EQ(strength.size(), 2u);
    const char* order[] = { "gomoku", "chess960" };
    for (std::size_t i = 0; i < 2; ++i) {
        const auto& game = strength[i];
        EXPECT_EQ(game["game"], order[i]);
        EXPECT_EQ(game["verdict"], "pass") << game.dump();
        EXPECT_NEAR(game["detect_elo"].get<double>(), 100 * std::sqrt(0.5), 1e-9);
        EXPECT_NEAR(game["false_alarm_rate"].get<double>(), 0.05 / 2, 1e-12);
    }
    EXPECT_THAT(step(g.report, "sprt")["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("chess not played: unchanged (node counts per depth equal"),
            HasSubstr("xiangqi not played: unchanged"), HasSubstr("bench speed ratio")));
    EXPECT_EQ(step(g.report, "bench")["numbers"]["changed"], false);
    // Two chess suites: the reason gives each one's count next to the pooled one.
    EXPECT_THAT(step(g.report, "suites")["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("chess "), HasSubstr("[wac "), HasSubstr(", mates2000 "),
            HasSubstr("positions could discriminate")));
    EXPECT_EQ(g.report["summary"]["verdict"], "pass");
    EXPECT_EQ(g.report["engines"][0]["id_name"], "Sable 0.2");
    EXPECT_EQ(g.report["engines"][1]["role"], "base");
    // The other files of the dossier.
    auto junit = read(g.out / "junit.xml");
    EXPECT_THAT(junit, HasSubstr("tests=\"9\" failures=\"0\" errors=\"0\" skipped=\"2\""));
    // Step 9: every game both play, 20 positions each, nothing new and no bias grown.
    const auto& symmetry = step(g.report, "symmetry");
    EXPECT_EQ(symmetry["numbers"]["games"].size(), 4u);
    for (const auto& game : symmetry["numbers"]["games"]) {
        EXPECT_EQ(game["candidate"]["positions"], 20) << game.dump();
        EXPECT_EQ(game["candidate"]["faults"], 0) << game.dump();
    }
    EXPECT_THAT(symmetry["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("no new kind of finding, no bias grown: chess 20 positions"),
            HasSubstr("gomoku 20 positions")));
    EXPECT_THAT(junit, HasSubstr("<testcase classname=\"gate\" name=\"6 sprt\""));
    auto md = read(g.out / "summary.md");
    EXPECT_THAT(md, HasSubstr("## Arbiter gate: PASS"));
    EXPECT_THAT(read(g.out / "index.html"), HasSubstr("Solve times: chess/tactics/wac.epd"));
    EXPECT_THAT(md, HasSubstr("| 2 perft | PASS | yes |"));
    EXPECT_THAT(g.run.out, HasSubstr("dossier: " + (g.out / "index.html").string()));
}

// When base and candidate are one program byte for byte, run the same way, step 6 has nothing to
// play: it passes on that evidence (quoted), it is not a step left out.
TEST(ArbiterGate, StrengthTestWithEveryGameUnchangedPassesOnItsEvidence) {
    auto        g = gate("all-unchanged", "cmd=" + Sable, "cmd=" + Sable + " name=sable-new", R"(
[perft]
max_nodes = 2000
[bench]
words = ["bench", "3"]
[treesize]
depth = 3
first = 2
[suites]
movetime = 50
first = 5
alpha = 0.001
[sprt]
games = ["chess", "xiangqi"]
tc = "depth=1"
unchanged_nps_noise = 1
)");
    const auto& s = step(g.report, "sprt");
    EXPECT_EQ(s["verdict"], "pass") << s.dump();
    EXPECT_THAT(s["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("no game's play changed"),
            HasSubstr("chess not played: unchanged (the two engines are one executable byte for "
                      "byte"),
            HasSubstr("xiangqi not played: unchanged")));
    EXPECT_EQ(g.report["summary"]["skipped"], 3) << g.run.out; // coverage, instrumented, symmetry
}

// A Gomocup engine: the gate finds it plays gomoku, skips what Gomocup cannot do (perft, depth
// limits) and runs the gomoku win-in-N suite and a match from the shipped Gomocup book.
TEST(ArbiterGate, GomocupEngineGetsTheGomokuSuiteAndMatch) {
    const std::string spec = "cmd=" + Sable + " proto=gomocup variant=gomoku";
    auto              g    = gate("gomoku", spec, spec + " name=sable-new", R"(
[bench]
words = ["bench", "3"]
[suites]
movetime = 50
first = 40
[sprt]
max_games = 4
tc = "tc=1+0.01"
skip_unchanged = false  # one program both sides: play all the same
[symmetry]
positions = 5
)");
    ASSERT_EQ(g.report["results"].size(), 9u) << g.run.out;
    EXPECT_EQ(step(g.report, "symmetry")["verdict"], "skipped"); // no fixed-depth search
    EXPECT_THAT(step(g.report, "symmetry")["reason"].get<std::string>(),
        HasSubstr("gomoku not checked: a Gomocup engine cannot be asked for a fixed-depth search"));
    EXPECT_EQ(step(g.report, "check")["numbers"]["games"], nlohmann::json({ "gomoku" }));
    EXPECT_EQ(step(g.report, "perft")["verdict"], "skipped");
    EXPECT_EQ(step(g.report, "treesize")["verdict"], "skipped");
    // Sable solves every win-in-N position at once at 50 ms: none could discriminate, and the
    // step says so instead of passing on positions that cannot move.
    EXPECT_EQ(step(g.report, "suites")["verdict"], "skipped");
    EXPECT_THAT(step(g.report, "suites")["reason"].get<std::string>(),
        HasSubstr("gomoku: 0 of 40 positions could discriminate"));
    // Four timed games decide nothing about two equal engines: the test plays them, ends at its
    // cap and judges by the cap's rule (one game: pass when the LLR is at least 0), and the
    // gate's exit follows that verdict.
    const auto& sprt = step(g.report, "sprt");
    const auto& m    = sprt["numbers"]["games"][0];
    EXPECT_EQ(m["game"], "gomoku");
    EXPECT_EQ(m["games"], 4);
    EXPECT_EQ(m["at_cap"], true);
    const bool pass = m["llr"].get<double>() >= 0;
    EXPECT_EQ(m["verdict"], pass ? "pass" : "fail") << sprt.dump();
    EXPECT_EQ(g.run.code, pass ? 0 : 1) << g.run.out;
    EXPECT_THAT(sprt["reason"].get<std::string>(),
        HasSubstr(std::string("gomoku ") + (pass ? "pass" : "fail") + " after 4 games"));
}

TEST(ArbiterGate, ACheckDefectTheBaseSharesIsListedAndOnlyANewOneFails) {
    // A mock that ends a search without a limit by itself (a checklist failure): the same
    // candidate passes the check step with the defect listed as the base's; a candidate that
    // also plays an illegal bestmove adds a failure the base does not have and fails.
    const std::string config = "[perft]\nmax_nodes = 500\n" + OnlyCheckAndPerft;
    const std::string defect = " arg=--no-infinite";
    auto              shared = gate(
                     "shared_defect", "cmd=" + Mock + defect, "cmd=" + Mock + defect + " name=same", config);
    EXPECT_EQ(shared.run.code, 0) << shared.run.out;
    const auto& s = step(shared.report, "check");
    EXPECT_EQ(s["verdict"], "pass");
    EXPECT_THAT(s["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("the candidate fails no step the base passes"),
            HasSubstr("shared by the base, not gating: step ")));
    EXPECT_FALSE(s["numbers"]["shared_failures"].empty());

    auto added = gate("new_defect", "cmd=" + Mock + defect,
        "cmd=" + Mock + defect + " arg=--illegal-bestmove name=worse", config);
    EXPECT_EQ(added.run.code, 1) << added.run.out;
    const auto& a = step(added.report, "check");
    EXPECT_EQ(a["verdict"], "fail");
    EXPECT_THAT(a["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("candidate step "), HasSubstr("(the base passes it)")));
}

// Steps 1-6 off: the symmetry step alone.
const std::string OnlySymmetry = OnlySprt
    + "[sprt]\nenabled = false\n[symmetry]\npositions = 40\n"
      "depth = 2\nrepeats = 4\n";

TEST(ArbiterGate, AOneSidedEvaluationTermFailsTheSymmetryStepAndTheSameEnginePassesIt) {
    // The mock scores a position by its legal moves (the same in every transform); the planted
    // fault: 15 cp more for the side to move when it is White, less when Black, in its search
    // and its `eval`.
    const auto scored = "cmd=" + Mock + " arg=--score-moves";
    auto       bad    = gate("symmetry_bad", scored,
                 scored + " arg=--first-player-bonus arg=15 name=planted", OnlySymmetry);
    EXPECT_EQ(bad.run.code, 1) << bad.run.out;
    const auto& s = step(bad.report, "symmetry");
    EXPECT_EQ(s["verdict"], "fail") << s.dump();
    EXPECT_THAT(s["reason"].get<std::string>(),
        HasSubstr("candidate chess eval colour-flip: 40 findings, the base none (and 1 more)"));
    const auto& game = s["numbers"]["games"][0];
    EXPECT_EQ(game["changes"][0]["transform"], "colour-flip");
    EXPECT_EQ(game["changes"][0]["grew"], true); // the other failure: +0 -> +30 cp
    EXPECT_DOUBLE_EQ(game["changes"][0]["candidate_mean"].get<double>(), 30);
    EXPECT_EQ(game["changes"][1]["grew"], false); // the mirror keeps the side to move
    EXPECT_THAT(read(bad.out / "summary.md"),
        HasSubstr("**chess symmetry, new findings**\n\n- eval colour-flip: `"));
    EXPECT_THAT(
        read(bad.out / "index.html"), HasSubstr("<td>colour-flip</td><td>0.0</td><td>30.0</td>"));
    // The same program on both sides: nothing new, nothing grown.
    auto same = gate("symmetry_same", scored, scored + " name=same", OnlySymmetry);
    EXPECT_EQ(same.run.code, 0) << same.run.out;
    EXPECT_EQ(step(same.report, "symmetry")["verdict"], "pass");
    // A fault the base shares is listed, not gating: both carry the bonus.
    auto shared = gate("symmetry_shared", scored + " arg=--first-player-bonus arg=15",
        scored + " arg=--first-player-bonus arg=15 name=again", OnlySymmetry);
    EXPECT_EQ(shared.run.code, 0) << shared.run.out;
    EXPECT_THAT(step(shared.report, "symmetry")["reason"].get<std::string>(),
        HasSubstr("shared by the base, not gating: chess eval colour-flip (base 40, candidate "
                  "40)"));
}

TEST(ArbiterGate, ACandidateThatHangsInTheSymmetryStepFailsItInBoundedTime) {
    auto g = gate("symmetry_hang", "cmd=" + Mock, "cmd=" + Mock + " arg=--hang-on arg=go name=hang",
        OnlySymmetry + "search_timeout = 1\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& s = step(g.report, "symmetry");
    EXPECT_EQ(s["verdict"], "fail");
    EXPECT_THAT(s["reason"].get<std::string>(),
        HasSubstr("chess: 3 candidate searches faulted, the run stopped (timeout"));
    EXPECT_LT(s["elapsed_ms"].get<int>(), 30000);
}

TEST(ArbiterGate, PerftBugFailsStepTwoAndNamesTheMove) {
    auto g = gate("perftbug", "cmd=" + Mock, "cmd=" + Mock + " arg=--bug arg=no-ep",
        "[perft]\nmax_nodes = 20000\nsuites.chess = [\"chess/perft/cpw_perft_results.epd\"]\n"
            + OnlyCheckAndPerft + "[check]\nenabled = false\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& perft = step(g.report, "perft");
    EXPECT_EQ(perft["verdict"], "fail");
    // The en-passant capture the engine does not generate, after the move leading to it.
    EXPECT_THAT(perft["reason"].get<std::string>(), HasSubstr("after a2a4, missing b4a3"));
    EXPECT_EQ(perft["numbers"]["games"][0]["failures"][0]["divergence"]["missing"],
        nlohmann::json({ "b4a3" }));
    EXPECT_THAT(read(g.out / "summary.md"), HasSubstr("missing b4a3"));
    EXPECT_THAT(read(g.out / "junit.xml"), HasSubstr("<failure message=\""));
}

TEST(ArbiterGate, ChangedBenchIsReportedAndFailsOnlyWhenAsked) {
    // A real change to the search: a 1 MB transposition table changes the bench's node count.
    const std::string bench = "[bench]\nmode = \"uci\"\nwords = [\"bench\", \"8\"]\n";
    const std::string off   = "[check]\nenabled = false\n[perft]\nenabled = false\n"
                              "[treesize]\nenabled = false\n[suites]\nenabled = false\n"
                              "[sprt]\nenabled = false\n";
    auto              g     = gate(
                         "bench", "cmd=" + Sable, "cmd=" + Sable + " name=small-hash option.Hash=1", bench + off);
    EXPECT_EQ(g.run.code, 0) << g.run.out;
    const auto& b = step(g.report, "bench");
    EXPECT_EQ(b["verdict"], "pass");
    EXPECT_EQ(b["numbers"]["changed"], true);
    EXPECT_THAT(
        b["reason"].get<std::string>(), MatchesRegex("signature changed: [0-9]+ -> [0-9]+.*"));
    EXPECT_NE(b["numbers"]["base"]["signature"], b["numbers"]["candidate"]["signature"]);
    EXPECT_EQ(g.report["summary"]["bench_changed"], true);

    auto strict = gate("bench_strict", "cmd=" + Sable,
        "cmd=" + Sable + " name=small-hash option.Hash=1", bench + "fail_on_change = true\n" + off);
    EXPECT_EQ(strict.run.code, 1) << strict.run.out;
    EXPECT_EQ(step(strict.report, "bench")["verdict"], "fail");
}

TEST(ArbiterGate, OnlyAnEngineThatAnswersGomocupPlaysGomoku) {
    // Stockfish does not know Gomocup's words (it says "Unknown command" to START): against
    // Sable the common games are chess and Chess960, found in the probe's 2 s.
    const std::string sf = "/usr/games/stockfish";
    if (!std::filesystem::exists(sf)) GTEST_SKIP() << "no " << sf << " (see ci/setup)";
    auto g = gate("probe", "cmd=" + sf, "cmd=" + Sable,
        "[perft]\nenabled = false\n[bench]\nenabled = false\n[treesize]\nenabled = false\n"
        "[suites]\nenabled = false\n[sprt]\nenabled = false\n");
    EXPECT_EQ(step(g.report, "check")["numbers"]["games"], nlohmann::json({ "chess", "chess960" }))
        << g.run.out;
}

TEST(ArbiterGate, WeakerCandidateFailsTheSprt) {
    // Depth 1 against depth 5: hundreds of Elo weaker. The bounds are wider than the
    // non-regression defaults so that a few dozen games decide.
    auto g = gate("weak", "cmd=" + Sable + " depth=5", "cmd=" + Sable + " name=weak depth=1",
        OnlySprt + "[sprt]\nelo0 = -50\nelo1 = 0\nmax_games = 60\ngames = [\"chess\"]\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& s = step(g.report, "sprt");
    EXPECT_EQ(s["verdict"], "fail");
    const auto& m = s["numbers"]["games"][0];
    EXPECT_EQ(m["verdict"], "rejected");
    EXPECT_LE(m["llr"].get<double>(), m["lower"].get<double>());
    EXPECT_LT(m["games"].get<int>(), 60);
    EXPECT_EQ(m["llr_trace"].size(), m["games"].get<std::size_t>());
    EXPECT_THAT(s["reason"].get<std::string>(), HasSubstr("chess rejected after"));
}

TEST(ArbiterGate, WeakerCandidateFailsTheStrengthTest) {
    // The strength test with D = 200 (a small cap: a test of seconds): depth 1 against depth 5
    // in chess is hundreds of Elo weaker; the step fails naming the game and the loss.
    auto g
        = gate("weak_strength", "cmd=" + Sable + " depth=5", "cmd=" + Sable + " name=weak depth=1",
            OnlySprt + "[sprt]\ngames = [\"chess\"]\ndetect_elo = 200\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& s = step(g.report, "sprt");
    EXPECT_EQ(s["verdict"], "fail");
    const auto& m = s["numbers"]["games"][0];
    EXPECT_EQ(m["verdict"], "fail");
    EXPECT_LT(m["elo"].get<double>(), -200);
    EXPECT_LE(m["llr"].get<double>(), m["lower"].get<double>());
    EXPECT_LT(m["games"].get<int>(), m["max_games"].get<int>());
    EXPECT_THAT(s["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("chess fail after"), HasSubstr("catches a loss of 200+ Elo")));
}

// A machine too loaded for the time control, made on purpose: both engines answer every move a
// second late at st=0.1, so each game is lost on time by the side to move first. The pairs are
// even and the test would pass on them, but it measured the clock: INCOMPLETE (exit 5), with
// the forfeits counted per engine in the reason.
TEST(ArbiterGate, AStrengthTestDecidedMostlyByTimeForfeitsIsIncomplete) {
    const std::string late = "cmd=" + Mock + " arg=--slow-at arg=0 arg=1000";
    auto              g    = gate("forfeits", late, late + " arg=--seed arg=2 name=late-new",
                        OnlySprt + "[sprt]\ngames = [\"chess\"]\ntc = \"st=0.1\"\ndetect_elo = 200\n");
    EXPECT_EQ(g.run.code, 5) << g.run.out;
    const auto& s = step(g.report, "sprt");
    EXPECT_EQ(s["verdict"], "incomplete") << s.dump();
    EXPECT_THAT(s["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("lost on time (candidate "), HasSubstr("mostly forfeits")));
}

TEST(ArbiterGate, ACandidateOverItsAuditBoundsFailsTheStrengthStep) {
    // Equal play (the same mock), but the candidate answers stop 300 ms late and prints an
    // illegal PV move: with max_stop_ms = 100 and max_output_findings = 0 the step fails on
    // them, and the dossier shows both engines' time use.
    const std::string config = OnlySprt
        + "[sprt]\ngames = [\"chess\"]\nelo0 = -50\nelo1 = 0\nmax_games = 4\n"
          "tc = \"st=0.05\"\nmax_stop_ms = 100\nmax_output_findings = 0\n";
    auto g = gate("audit_bounds", "cmd=" + Mock,
        "cmd=" + Mock + " name=late arg=--stop-delay arg=300 arg=--illegal-pv", config);
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& s = step(g.report, "sprt");
    EXPECT_EQ(s["verdict"], "fail");
    EXPECT_THAT(s["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("over its bounds: stop reaction 3"), HasSubstr("ms > 100 ms"),
            HasSubstr("output findings ")));
    const auto& a = s["numbers"]["games"][0]["audit"];
    EXPECT_GE(a["candidate"]["stop_us"].get<std::int64_t>(), 300000);
    EXPECT_EQ(a["base"]["output_findings"], 0);
    EXPECT_GT(a["candidate"]["output_findings"].get<int>(), 0);
    EXPECT_THAT(read(g.out / "index.html"), HasSubstr("Time used / time allotted per move"));

    auto same = gate("audit_bounds_ok", "cmd=" + Mock, "cmd=" + Mock + " name=same", config);
    EXPECT_EQ(step(same.report, "sprt")["reason"].get<std::string>().find("over its bounds"),
        std::string::npos);
}

TEST(ArbiterGate, ACandidateThatCrashesInItsGamesLeavesAReplayOfEachCrashInTheDossier) {
    // The candidate dies on go from its 4th ply on: every game is a crash, each one's replay
    // (the lines it was sent, shrunk) lands in the dossier's replays/ folder, per game.
    const std::string config = OnlySprt
        + "[sprt]\ngames = [\"chess\"]\nelo0 = -50\nelo1 = 0\nmax_games = 2\ntc = \"depth=1\"\n";
    auto        g = gate("crash_replays", "cmd=" + Mock,
               "cmd=" + Mock + " name=crashy arg=--crash-at arg=4", config);
    const auto& s = step(g.report, "sprt");
    EXPECT_THAT(s["reason"].get<std::string>(), HasSubstr("fault replay"));
    const auto& replays = s["numbers"]["games"][0]["replays"];
    ASSERT_FALSE(replays.empty()) << s.dump();
    for (const auto& r : replays) {
        EXPECT_THAT(r.get<std::string>(), HasSubstr((g.out / "replays" / "chess").string()));
        EXPECT_TRUE(std::filesystem::exists(r.get<std::string>())) << r;
    }
    EXPECT_EQ(s["numbers"]["games"][0]["faults"][0]["crashes"], replays.size());
}

TEST(ArbiterGate, MuchSlowerBenchFailsWithTheFactorInsteadOfRunningOn) {
    // The candidate's bench takes 5 s more than the base's 3-ply bench (a few ms): it is
    // stopped at the floor of the bound (2 s, ten times the base otherwise) and fails.
    auto dir  = temp_dir("slowbench_script"); // gate() makes its own directory
    auto slow = write(dir / "slow.sh", "#!/bin/sh\nsleep 5\nexec " + Sable + " \"$@\"\n");
    std::filesystem::permissions(slow, std::filesystem::perms::owner_all);
    auto g = gate("slowbench", "cmd=" + Sable, "cmd=" + slow + " name=slow",
        "[bench]\nwords = [\"bench\", \"3\"]\n[check]\nenabled = false\n"
        "[perft]\nenabled = false\n[treesize]\nenabled = false\n"
        "[suites]\nenabled = false\n[sprt]\nenabled = false\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& b = step(g.report, "bench");
    EXPECT_EQ(b["verdict"], "fail") << b.dump();
    EXPECT_THAT(b["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("candidate bench too slow"), HasSubstr("over 10x the base's")));
    // One run stopped at the bound, not two runs of 5 s.
    EXPECT_EQ(b["numbers"]["candidate"]["runs"].size(), 1u);
    EXPECT_LT(std::chrono::milliseconds(b["elapsed_ms"].get<int>()),
        harness::testing::scaled(std::chrono::seconds(5)));
}

TEST(ArbiterGate, HangingTreeSizeCandidateFailsInBoundedTime) {
    // A candidate that never ends a search: the tree-size step stops it at its bound (ten
    // times the base's time, at least 2 s, plus the search margin) and fails with the factor.
    auto g = gate("slowtree", "cmd=" + Mock, "cmd=" + Mock + " arg=--hang-on arg=go name=hang",
        "[treesize]\ndepth = 3\nfirst = 2\ngating = true\n[check]\nenabled = false\n"
        "[perft]\nenabled = false\n[bench]\nenabled = false\n[suites]\nenabled = false\n"
        "[sprt]\nenabled = false\n");
    EXPECT_EQ(g.run.code, 1) << g.run.out;
    const auto& t = step(g.report, "treesize");
    EXPECT_EQ(t["verdict"], "fail") << t.dump();
    EXPECT_THAT(t["reason"].get<std::string>(), HasSubstr("candidate too slow: over 10x"));
    EXPECT_LT(std::chrono::milliseconds(t["elapsed_ms"].get<int>()),
        harness::testing::scaled(std::chrono::seconds(30)));
}

TEST(ArbiterGate, StepsLeftOutAtTheGatesTimeBoundMakeItIncomplete) {
    // A time bound of 1 s, spent by the tree-size step on a hanging candidate: the suites and
    // strength steps that would start after it are not run, and the gate is INCOMPLETE (exit
    // 5), never a pass: it could not judge them. The summary lists them first.
    auto g = gate("time_bound", "cmd=" + Mock, "cmd=" + Mock + " arg=--hang-on arg=go name=hang",
        "time_bound = 1\n[treesize]\ndepth = 3\nfirst = 2\n[check]\nenabled = false\n"
        "[perft]\nenabled = false\n[bench]\nenabled = false\n");
    EXPECT_EQ(g.run.code, 5) << g.run.out;
    EXPECT_EQ(g.report["summary"]["verdict"], "incomplete");
    ASSERT_EQ(g.report["summary"]["left_out"].size(), 2u);
    EXPECT_EQ(g.report["summary"]["left_out"][0]["name"], "suites");
    EXPECT_THAT(g.run.out, HasSubstr("left out: step 5 suites: not run: the gate's time bound"));
    EXPECT_THAT(g.run.out, HasSubstr("gate: INCOMPLETE (exit 5"));
    for (const char* name : { "suites", "sprt" }) {
        const auto& s = step(g.report, name);
        EXPECT_EQ(s["verdict"], "incomplete") << s.dump();
        EXPECT_THAT(s["reason"].get<std::string>(),
            HasSubstr("not run: the gate's time bound of 1 s was reached before this step"));
        EXPECT_EQ(s["elapsed_ms"], 0);
    }
}

TEST(ArbiterGate, TheGatesTimeBoundEndsTheStrengthTestBeforeItsBudget) {
    // The strength test's budget is 300 s, the gate's bound 16 s (its work ends 10 s before, for
    // the wrap-up): its games (quick's 0.5+0.01, about a second each) stop at the bound
    // and it is decided by the fixed-sample test of the games it played.
    const auto  t0 = std::chrono::steady_clock::now();
    auto        g  = gate("time_bound_sprt", "cmd=" + Sable, "cmd=" + Sable + " name=again",
                "time_bound = 16\n" + OnlySprt
                    + "[sprt]\ngames = [\"chess\"]\ntime_budget = 300\nskip_unchanged = false\n");
    const auto& s  = step(g.report, "sprt");
    const auto& m  = s["numbers"]["games"][0];
    EXPECT_TRUE(m["out_of_time"].get<bool>()) << s.dump();
    EXPECT_LT(m["games"].get<int>(), m["max_games"].get<int>());
    EXPECT_THAT(s["reason"].get<std::string>(), HasSubstr("its time ran out before its cap"));
    EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(60));
    // Starved: a few games cannot catch the 100 Elo loss the test states, so a score that does
    // not fail is no pass: the step and the gate are incomplete (exit 5), the power it had quoted.
    const auto verdict = m["verdict"].get<std::string>();
    EXPECT_TRUE(verdict == "incomplete" || verdict == "fail") << s.dump();
    EXPECT_EQ(s["verdict"], verdict == "fail" ? "fail" : "incomplete");
    EXPECT_EQ(g.run.code, verdict == "fail" ? 1 : 5) << g.run.out;
    if (verdict == "incomplete") {
        EXPECT_THAT(s["reason"].get<std::string>(), HasSubstr(", not the 100 it states"));
    }
}

TEST(ArbiterGate, LongSprtReportsItsProgress) {
    // Without --quiet the SPRT step says its score and LLR every 10 games (a 3000-game SPRT
    // is otherwise silent for many minutes).
    auto dir = temp_dir("progress");
    auto run = arbiter_test::run("gate --base cmd=" + Sable + " --candidate cmd=" + Sable
        + " name=again --out " + (dir / "dossier").string() + " --config "
        + write(dir / "gate.toml",
            "[check]\nenabled = false\n[perft]\nenabled = false\n[bench]\nenabled = false\n"
            "[treesize]\nenabled = false\n[suites]\nenabled = false\n"
            "[sprt]\nelo0 = -1.75\nelo1 = 0.25\nmax_games = 20\ntc = \"depth=1\"\n"
            "skip_unchanged = false\n"));
    EXPECT_EQ(run.code, 0) << run.out;
    EXPECT_THAT(run.out, HasSubstr("gate: step 6 sprt: chess 10 games (W "));
    EXPECT_THAT(run.out, HasSubstr("gate: step 6 sprt: chess 20 games (W "));
    EXPECT_THAT(run.out, testing::Not(HasSubstr("chess 30 games")));
}

TEST(ArbiterGate, InterruptEndsTheSprtAsAnErrorAndKeepsTheDossier) {
    // SIGINT during the SPRT: the step is an error ("interrupted"), the dossier says so, the
    // history does not record the gate, and the exit status is 128 + SIGINT.
    auto dir = temp_dir("interrupt");
    auto err = dir / "stderr.txt";
    auto pid = arbiter_test::start_arbiter(
        { "gate", "--base", "cmd=" + Sable, "--candidate", "cmd=" + Sable, "name=again", "--out",
            (dir / "dossier").string(), "--db", (dir / "history.db").string(), "--config",
            write(dir / "gate.toml",
                "[check]\nenabled = false\n[perft]\nenabled = false\n[bench]\nenabled = "
                "false\n[treesize]\nenabled = false\n[suites]\nenabled = false\n"
                "[sprt]\nmax_games = 100000\ntc = \"depth=1\"\nskip_unchanged = false\n") },
        err.string());
    // Bounded wait for the first progress line (the match is far longer than this).
    for (int i = 0; i < 6000 && read(err).find("10 games") == std::string::npos; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    kill(pid, SIGINT);
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 130) << read(err);
    EXPECT_THAT(read(err), HasSubstr("the history does not record this gate"));
    auto report = arbiter_test::read_json((dir / "dossier" / "report.json").string());
    EXPECT_EQ(step(report, "sprt")["verdict"], "error");
    EXPECT_THAT(step(report, "sprt")["reason"].get<std::string>(), HasSubstr("interrupted"));
    // The game cut short has no verdict (it neither passed nor failed), no later game was
    // started, and the report gives the exit the process gave.
    EXPECT_THAT(step(report, "sprt")["reason"].get<std::string>(),
        testing::AllOf(HasSubstr("stopped after"), testing::Not(HasSubstr("fail after")),
            testing::Not(HasSubstr("pass after"))));
    EXPECT_EQ(report["summary"]["exit_code"], 130);
    EXPECT_FALSE(std::filesystem::exists(dir / "history.db"));
}

TEST(ArbiterGate, ConfigErrorsAreUsageErrorsWithTheirPlace) {
    auto dir = temp_dir("badconfig");
    auto r = arbiter_test::run("gate --base cmd=" + Sable + " --candidate cmd=" + Sable + " --out "
        + (dir / "out").string() + " --config "
        + write(dir / "gate.toml", "[sprt]\nmax_games = \"many\"\nspeed = 1\n"));
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("gate.toml:2:13: error: max_games expects a whole number"));
    EXPECT_THAT(r.out, HasSubstr("'\"many\"'"));
    EXPECT_THAT(r.out, HasSubstr("gate.toml:3:9: error: unknown key 'speed' in [sprt]"));
    EXPECT_FALSE(std::filesystem::exists(dir / "out" / "report.json"));
    auto p = arbiter_test::run(
        "gate --base cmd=" + Sable + " --candidate cmd=" + Sable + " --profile fastest");
    EXPECT_EQ(p.code, 2);
    EXPECT_THAT(p.out, HasSubstr("--profile expects quick, standard or full, got 'fastest'"));
}

TEST(ArbiterGate, EngineThatCannotStartExitsThree) {
    auto g = gate("nostart", "cmd=" + Sable, "cmd=/nonexistent/engine", OnlyCheckAndPerft);
    EXPECT_EQ(g.run.code, 3) << g.run.out;
    EXPECT_EQ(step(g.report, "check")["verdict"], "error");
    EXPECT_EQ(step(g.report, "perft")["verdict"], "skipped");
    EXPECT_THAT(step(g.report, "perft")["reason"].get<std::string>(),
        HasSubstr("an engine could not be started"));
}

TEST(ArbiterGate, HistoryKeepsGatesAndTheDossierListsTheEarlierOnes) {
    auto dir = temp_dir("history");
    auto db  = (dir / "h.db").string();
    for (int i = 0; i < 2; ++i) {
        auto g = gate("history" + std::to_string(i), "cmd=" + Mock, "cmd=" + Mock + " name=cand",
            "[perft]\nmax_nodes = 500\n" + OnlyCheckAndPerft, "--db " + db);
        // The mock's check defect (isready in search) is the base's too: listed, not gating.
        EXPECT_EQ(g.run.code, 0) << g.run.out;
        auto       html  = read(g.out / "index.html");
        const bool first = html.find("No earlier gate of this engine") != std::string::npos;
        EXPECT_EQ(first, i == 0);
    }
    auto h = arbiter_test::run("history --db " + db + " --command gate --json");
    EXPECT_EQ(h.code, 0) << h.out;
    EXPECT_EQ(nlohmann::json::parse(h.out).size(), 2u) << h.out;
    // The table: a header, and each gate's verdict with its steps as the denominator.
    auto table = arbiter_test::run("history --db " + db + " --command gate");
    EXPECT_THAT(table.out, HasSubstr("    id  started"));
    EXPECT_THAT(table.out, testing::ContainsRegex("PASS [0-9]/9 steps passed \\(0 failed"));
}

TEST(ArbiterGate, AHistoryThatFailsAfterTheRunStillGetsTheDossierWritten) {
    // The --db file is a history database when the gate starts (opened up front), and is
    // overwritten with text while the candidate runs: the store at the end fails, every other
    // report is written, and the exit (2) and the message say it was the history.
    auto dir = temp_dir("late_history_db"); // gate() makes its own directory
    auto db  = (dir / "h.db").string();
    ASSERT_EQ(arbiter_test::run("history --db " + db).code, 0); // an empty, valid database
    auto spoil = write(dir / "spoil.sh",
        "#!/bin/sh\necho 'not a database' > " + db + "\nexec " + Sable + " \"$@\"\n");
    std::filesystem::permissions(spoil, std::filesystem::perms::owner_all);
    auto g = gate("late_history", "cmd=" + Sable, "cmd=" + spoil + " name=spoiler",
        "[perft]\nmax_nodes = 500\n" + OnlyCheckAndPerft, "--db " + db);
    EXPECT_EQ(g.run.code, 2) << g.run.out;
    EXPECT_THAT(g.run.out, HasSubstr("the history database " + db));
    EXPECT_THAT(g.run.out, HasSubstr("the run is not in the history"));
    for (const char* f : { "report.json", "junit.xml", "summary.md", "index.html" })
        EXPECT_TRUE(std::filesystem::exists(g.out / f)) << f;
    EXPECT_EQ(step(g.report, "perft")["verdict"], "pass");
}

// Chromium with every background service off; `net_log` records every request.
int chromium_dump(const std::string& page, const std::filesystem::path& dir, std::string& dom) {
    auto cmd = "timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu "
               "--disable-dev-shm-usage --no-first-run --disable-extensions "
               "--disable-background-networking --disable-component-update --disable-sync "
               "--user-data-dir="
        + (dir / "profile").string()
        + " --host-resolver-rules='MAP * ~NOTFOUND' --log-net-log=" + (dir / "net.json").string()
        + " --dump-dom file://" + page + " > " + (dir / "dom.html").string() + " 2>/dev/null";
    int status = std::system(cmd.c_str());
    dom        = read(dir / "dom.html");
    return status;
}

// URLs the page itself asked for (its network isolation key is the file:// page's), other
// than file: and data: URLs. Chromium's own background requests have other keys.
std::vector<std::string> page_requests(const std::filesystem::path& net_log) {
    std::vector<std::string> out;
    std::ifstream            in(net_log);
    auto                     log = nlohmann::json::parse(in, nullptr, false);
    if (log.is_discarded()) return { "(unreadable net log)" };
    for (const auto& e : log["events"]) {
        if (!e.contains("params") || !e["params"].contains("url")
            || !e["params"].contains("network_isolation_key"))
            continue;
        auto url = e["params"]["url"].get<std::string>();
        auto key = e["params"]["network_isolation_key"].get<std::string>();
        if (key.rfind("file://", 0) == 0 && url.rfind("file:", 0) != 0
            && url.rfind("data:", 0) != 0)
            out.push_back(url);
    }
    return out;
}

TEST(ArbiterGate, DossierRendersOfflineInChromiumWithEngineTextEscaped) {
    if (!std::filesystem::exists("/usr/bin/chromium"))
        GTEST_SKIP() << "Debian's chromium is not installed (/usr/bin/chromium; see ci/setup)";
    auto g = gate("html", "cmd=" + Mock, "cmd=" + Mock + " 'name=<script>alert(1)</script>'", R"(
[perft]
max_nodes = 500
[treesize]
depth = 3
first = 2
[suites]
movetime = 50
first = 40
[sprt]
max_games = 4
tc = "depth=1"
skip_unchanged = false
)");
    ASSERT_TRUE(g.run.code == 0 || g.run.code == 1) << g.run.out;
    const auto page = std::filesystem::absolute(g.out / "index.html").string();
    auto       html = read(page);
    EXPECT_THAT(html, Not(HasSubstr("<script")));
    EXPECT_THAT(html, HasSubstr("&lt;script&gt;alert(1)&lt;/script&gt;"));
    EXPECT_THAT(
        html, HasSubstr("http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'"));

    auto        dir = temp_dir("chromium");
    std::string dom;
    ASSERT_EQ(chromium_dump(page, dir, dom), 0);
    // It rendered: the verdict, the step table and the plots.
    EXPECT_THAT(dom,
        HasSubstr(std::string("id=\"verdict\">") + (g.run.code == 0 ? "PASS" : "FAIL") + "</p>"));
    EXPECT_THAT(dom, HasSubstr("SPRT log-likelihood ratio (chess)"));
    EXPECT_THAT(dom, HasSubstr("Strength: Elo with its 95% interval (chess)"));
    EXPECT_THAT(dom, HasSubstr("Tree size per depth (chess)"));
    std::size_t svgs = 0;
    for (auto at = dom.find("<svg"); at != std::string::npos; at = dom.find("<svg", at + 1)) ++svgs;
    EXPECT_GE(svgs, 6u); // tree size and the strength test in chess and xiangqi
    EXPECT_EQ(page_requests(dir / "net.json"), std::vector<std::string> {});

    // The check can fail: a page with two external resources shows both.
    auto bad     = write(dir / "bad.html",
            "<!DOCTYPE html><html><body><img src=\"http://example.invalid/x.png\">"
                "<link rel=stylesheet href=\"https://cdn.invalid/a.css\"></body></html>");
    auto bad_dir = temp_dir("chromium_bad");
    ASSERT_EQ(chromium_dump(bad, bad_dir, dom), 0);
    auto requests = page_requests(bad_dir / "net.json");
    EXPECT_NE(std::find(requests.begin(), requests.end(), "http://example.invalid/x.png"),
        requests.end());
}

} // namespace

namespace {

// A C engine built by a Makefile (Weiss's way) through the whole gate from the command line:
// its bench read as "OVERALL: ... nodes ... nps" gates (the change moved the signature), step 7
// names the changed C lines run and missed, step 8 runs its bench under ASan + UBSan and fails
// a heap overflow; a build that ignores {cflags} leaves both INCOMPLETE, and a broken build
// names its log and last line. The protocol steps are off: the toy speaks none.
TEST(ArbiterGate, AMakefileEngineGoesThroughTheGateFromTheCommandLine) {
    intree_test::ToyRepo toy;
    auto                 search = [](const std::string& body) {
        return "#include <stdlib.h>\nlong search(void) {\n" + body + "}\n";
    };
    toy.commit({ { "Makefile", intree_test::ToyCMakefile }, { "src/main.c", intree_test::ToyCMain },
                   { "src/search.c", search("    return 1000;\n") } },
        "toy C engine");
    toy.commit({ { "src/search.c",
                   search("    long n = 1000;\n    if (n > 5000)\n        return 0;\n"
                          "    return n + 4;\n") } },
        "search: four more nodes and a branch never taken");
    const auto config = write(toy.root / "gate.toml",
        "[check]\nenabled = false\n[perft]\nenabled = false\n[treesize]\nenabled = false\n"
        "[suites]\nenabled = false\n[sprt]\nenabled = false\n"
        "[bench]\ngating = true\nfail_on_change = true\n"
        "[coverage]\nlabels = \"\"\ntargets = []\n[symmetry]\nenabled = false\n");
    auto       run    = [&](const std::string& name, const std::string& build) {
        Gate g;
        g.out = toy.root / name;
        g.run = arbiter_test::run("gate --repo " + toy.repo.string() + " --build '" + build
                     + "' --target toy --sources src/ --config " + config + " --work-dir "
                     + (toy.root / ("work-" + name)).string() + " --out " + g.out.string() + " --quiet");
        if (std::filesystem::exists(g.out / "report.json"))
            g.report = arbiter_test::read_json((g.out / "report.json").string());
        return g;
    };
    const std::string make = "make -s -C {source_dir} OUT={build_dir}/toy";
    auto              kind = run("kind", make + " CFLAGS={cflags}");
    EXPECT_EQ(kind.run.code, 1) << kind.run.out;
    EXPECT_EQ(step(kind.report, "bench")["verdict"], "fail");
    EXPECT_THAT(step(kind.report, "bench")["reason"].get<std::string>(),
        HasSubstr("signature changed: 1000 -> 1004"));
    const auto coverage = step(kind.report, "coverage")["reason"].get<std::string>();
    EXPECT_THAT(coverage, HasSubstr("3 of 4 changed code lines executed"));
    EXPECT_THAT(coverage, HasSubstr("not executed: src/search.c:5"));
    EXPECT_EQ(step(kind.report, "instrumented")["verdict"], "pass");
    EXPECT_THAT(
        step(kind.report, "instrumented")["reason"].get<std::string>(), HasSubstr("1 bench"));

    auto plain = run("plain", make);
    EXPECT_EQ(step(plain.report, "coverage")["verdict"], "incomplete") << plain.run.out;
    EXPECT_EQ(step(plain.report, "instrumented")["verdict"], "incomplete") << plain.run.out;
    EXPECT_THAT(step(plain.report, "instrumented")["reason"].get<std::string>(),
        HasSubstr("no ASan, no UBSan runtime"));

    toy.commit({ { "src/search.c",
                   search("    long* p = malloc(4 * sizeof *p);\n    p[4] = 1000;\n"
                          "    long n = p[4];\n    free(p);\n    return n;\n") } },
        "search: one past the end");
    auto overflow = run("overflow", make + " CFLAGS={cflags}");
    EXPECT_EQ(overflow.run.code, 1) << overflow.run.out;
    EXPECT_EQ(step(overflow.report, "instrumented")["verdict"], "fail") << overflow.run.out;
    EXPECT_THAT(step(overflow.report, "instrumented")["reason"].get<std::string>(),
        HasSubstr("Sanitizer: src/search.c:4")); // UBSan sees the store before ASan does

    toy.commit({ { "src/search.c", search("    return x;\n") } }, "broken");
    auto broken = run("broken", make + " CFLAGS={cflags}");
    EXPECT_EQ(broken.run.code, 3) << broken.run.out;
    EXPECT_THAT(broken.run.out, HasSubstr("build command failed (exit 2); log "));
    EXPECT_THAT(broken.run.out, HasSubstr(", ending: "));
}

TEST(ArbiterGate, InTreeModeUsageAndBuildErrors) {
    auto dir  = temp_dir("repo");
    auto both = arbiter_test::run("gate --repo " + dir.string() + " --base cmd=" + Sable + " --out "
        + (dir / "out").string());
    EXPECT_EQ(both.code, 2) << both.out;
    EXPECT_THAT(both.out, HasSubstr("--repo builds both engines"));
    // Not a git repository: the build cannot start (exit 3), said with the reason.
    auto none = arbiter_test::run("gate --repo " + dir.string() + " --out " + (dir / "out").string()
        + " --work-dir " + (dir / "work").string());
    EXPECT_EQ(none.code, 3) << none.out;
    EXPECT_THAT(none.out, HasSubstr("base: the build of HEAD~1 failed"));
}

} // namespace
