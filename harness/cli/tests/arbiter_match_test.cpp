// `arbiter match`: mock engines with in-game faults in all three protocols (each fault a game
// result with its reason, the match going on), the SPRT stop, the journal and --resume, usage
// errors; and real engines: Stockfish (chess, Chess960), Sable vs Fairy-Stockfish in xiangqi
// over UCI and UCCI, MaxQi (xboard) vs Sable. Real engines are skipped when not installed.

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"
#include "match_test_support.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

// A shell command's exit code and output.
Run run_shell(const std::string& cmd) {
    FILE*       pipe = popen(cmd.c_str(), "r");
    std::string out;
    char        buf[4096];
    for (std::size_t n; (n = fread(buf, 1, sizeof buf, pipe)) > 0;) out.append(buf, n);
    int status = pclose(pipe);
    return { WIFEXITED(status) ? WEXITSTATUS(status) : -1, out };
}

// Every game of a good-vs-bad report ended by the bad engine's fault `reason`.
void expect_faults(const nlohmann::json& j, const std::string& reason) {
    ASSERT_EQ(j["results"].size(), 2u);
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], reason) << g.dump();
        EXPECT_EQ(g["faulty"], "bad") << g.dump();
        EXPECT_EQ(g["result"], g["white"] == "bad" ? "0-1" : "1-0");
    }
    EXPECT_EQ(j["summary"]["wins"], 2);
}

TEST(ArbiterMatch, MoreThanAFewGamesWithoutABookAreWarnedAbout) {
    const std::string engines = "match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -maxmoves 10 --quiet -rounds ";
    const std::string warning = "warning: no --openings, so every game starts from the start";
    auto              many    = run(engines + "3"); // 6 games
    EXPECT_EQ(many.code, 0) << many.out;
    EXPECT_THAT(many.out, HasSubstr(warning));
    auto few = run(engines + "2"); // 4 games: a smoke test, not a measurement
    EXPECT_EQ(few.code, 0) << few.out;
    EXPECT_THAT(few.out, testing::Not(HasSubstr(warning)));
    auto book = run(engines + "3 -openings file=" + suite("chess/tactics/wac.epd"));
    EXPECT_THAT(book.out, testing::Not(HasSubstr(warning)));
}

// The match's setup names the engine or the book; the command line's spelling is the CLI's.
TEST(ArbiterMatch, SetupErrorsNameTheOptionAsTheCommandLineSpellsIt) {
    const std::string a = " -engine " + mock("a");
    auto bad_engine     = run("match" + a + " -engine " + mock("b") + " speed=fast -each nodes=10");
    EXPECT_EQ(bad_engine.code, 2) << bad_engine.out;
    EXPECT_THAT(bad_engine.out, HasSubstr("--engine #2: token 4: unknown engine spec key 'speed'"));
    auto no_tc = run("match" + a + a);
    EXPECT_THAT(no_tc.out, HasSubstr("--engine #1: a has no time control: give tc=, st="));
    const auto empty = harness::testing::temp_dir() + "/empty.epd";
    std::ofstream(empty) << "";
    auto book = run("match" + a + a + " -each nodes=10 -openings file=" + empty);
    EXPECT_EQ(book.code, 2) << book.out;
    EXPECT_THAT(book.out, HasSubstr("--openings: " + empty + ": no usable position"));
}

TEST(ArbiterMatch, LogHoldsEveryLineOfBothEnginesAndACrashStaysInIt) {
    const auto log = harness::testing::temp_dir() + "/engines.log";
    auto r = run("match -engine " + mock("good") + " -engine " + mock("bad", "--crash-after 6")
        + " -each nodes=10 -rounds 1 -games 2 -maxmoves 20 --quiet -log file=" + log
        + " level=trace engine=true");
    ASSERT_EQ(r.code, 0) << r.out;
    std::ifstream     in(log);
    std::stringstream text;
    text << in.rdbuf();
    const auto all = text.str();
    for (const char* line : { " good > uci", " bad > uci", " good < bestmove ",
             " good > go nodes 10", " bad # " }) // the crash, noted as it happened
        EXPECT_THAT(all, HasSubstr(line)) << all.substr(0, 3000);
    EXPECT_EQ(
        run("match -engine " + mock("a") + " -engine " + mock("b") + " -log level=trace").code,
        2); // no file
    const auto bad_key = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -log file=" + log + " colour=red");
    EXPECT_EQ(bad_key.code, 2);
    EXPECT_THAT(bad_key.out, HasSubstr("--log: 'colour=red' is not supported (file=F)"));
}

// -use-affinity: each engine process may run on one CPU only; each engine here is a shell that
// writes its own allowed-CPU list (from /proc) to a file and then becomes the mock engine.
TEST(ArbiterMatch, UseAffinityPinsEachEngineToOneCpu) {
    const auto dir  = harness::testing::temp_dir();
    auto       spec = [&](const std::string& name) {
        return "cmd=/bin/sh name=" + name
            + " arg=-c arg='grep Cpus_allowed_list /proc/self/status >> " + dir + "/" + name
            + ".cpus; exec " + Mock + "'";
    };
    auto r = run("match -engine " + spec("a") + " -engine " + spec("b")
        + " -each nodes=10 -rounds 1 -games 2 -maxmoves 10 --quiet -use-affinity 0");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("warning: 2 engines pinned to 1 CPUs"));
    for (const char* name : { "a", "b" }) {
        std::ifstream in(dir + "/" + name + ".cpus");
        std::string   line;
        int           lines = 0;
        for (; std::getline(in, line); ++lines)
            EXPECT_EQ(line.substr(line.find_last_of("\t ") + 1), "0") << name << ": " << line;
        EXPECT_GE(lines, 1) << name;
    }
    const auto pair      = "match -engine " + mock("a") + " -engine " + mock("b");
    const auto backwards = run(pair + " -use-affinity 3-1");
    EXPECT_EQ(backwards.code, 2);
    EXPECT_THAT(backwards.out, HasSubstr("--use-affinity: bad range '3-1'"));
    const auto word = run(pair + " -use-affinity x1");
    EXPECT_EQ(word.code, 2);
    EXPECT_THAT(word.out, HasSubstr("--use-affinity: expected CPUs like 0,2,4-7, got 'x1'"));
}

TEST(ArbiterMatch, IllegalMoveLosesAndTheMatchGoesOn) {
    auto j = match("illegal",
        "-engine " + mock("good") + " -engine " + mock("bad", "--illegal-at 6")
            + " -each nodes=10 -rounds 1 -games 2 -maxmoves 30");
    expect_faults(j, "illegal move");
    EXPECT_THAT(j["results"][0]["detail"].get<std::string>(), HasSubstr("(FEN "));
    EXPECT_THAT(j["results"][0]["detail"].get<std::string>(), HasSubstr("illegal move"));
    EXPECT_EQ(j["summary"]["faults"][1]["illegal_moves"], 2);
    EXPECT_EQ(j["summary"]["faults"][0]["illegal_moves"], 0);
}

TEST(ArbiterMatch, CrashLosesAndTheEngineIsRestarted) {
    // Two rounds: the crashed engine is restarted for each next game.
    auto j = match("crash",
        "--engine " + mock("good") + " --engine " + mock("bad", "--crash-at 4")
            + " --each tc=10+0.1 --rounds 2 --maxmoves 30");
    ASSERT_EQ(j["results"].size(), 4u);
    for (const auto& g : j["results"]) EXPECT_EQ(g["reason"], "crash") << g.dump();
    EXPECT_EQ(j["summary"]["faults"][1]["crashes"], 4);
    EXPECT_EQ(j["summary"]["pentanomial"], nlohmann::json::array({ 0, 0, 0, 0, 2 }));
}

TEST(ArbiterMatch, TimeForfeitIsMeasuredByArbiter) {
    // From ply 4 on, the bad engine answers after 1.5 s with 0.3 s on its clock: over by 1.2 s.
    // The good engine has 30 s, so a loaded machine cannot make it lose on time too.
    auto j = match("time",
        "-engine " + mock("good") + " tc=30+0 -engine " + mock("bad", "--slow-at 4 1500")
            + " tc=0.3+0 -rounds 1 -maxmoves 30");
    expect_faults(j, "time forfeit");
    EXPECT_EQ(j["summary"]["faults"][1]["time_forfeits"], 2);
    EXPECT_EQ(j["summary"]["timeout"], 2);
}

TEST(ArbiterMatch, XboardResignAndUcciScoreAdjudication) {
    auto x = match("resign",
        "-engine " + mock("good", "", "xboard") + " -engine "
            + mock("bad", "--resign-at 4", "xboard") + " -each st=1 -rounds 1 -maxmoves 30");
    ASSERT_EQ(x["results"].size(), 2u);
    for (const auto& g : x["results"]) {
        EXPECT_EQ(g["reason"], "resign");
        EXPECT_EQ(g["result"], g["white"] == "bad" ? "0-1" : "1-0");
        EXPECT_TRUE(g["faulty"].is_null()); // resigning is no fault
    }
    auto u = match("adjudicate",
        "-engine " + mock("good", "", "ucci") + " -engine " + mock("bad", "--losing-score", "ucci")
            + " -each depth=1 variant=xiangqi -rounds 1 -maxmoves 30 -resign movecount=2 "
              "score=500");
    ASSERT_EQ(u["results"].size(), 2u);
    for (const auto& g : u["results"]) {
        EXPECT_EQ(g["reason"], "resign");
        EXPECT_EQ(g["result"], g["white"] == "bad" ? "0-1" : "1-0");
    }
    EXPECT_EQ(u["game"], "xiangqi");
    auto bad_rules = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each depth=1 variant=xiangqi -rules fide");
    EXPECT_EQ(bad_rules.code, 2);
    EXPECT_THAT(bad_rules.out, HasSubstr("'fide'"));
}

// UCCI's words beside a move, as ElephantEye's league manager reads them: "bestmove M resign"
// and "nobestmove" resign (no fault); "bestmove M draw" offers a draw, sent to the opponent as
// "go draw", and an offer answered with an offer is a draw agreed; an offer left unanswered
// lapses.
TEST(ArbiterMatch, UcciResignationsAndDrawOffersGetTheProtocolsResult) {
    const std::string each         = " -each depth=1 variant=xiangqi -rounds 1 -maxmoves 30";
    auto              resign_words = [&](const std::string& name, const std::string& flags) {
        auto j = match(name,
                         "-engine " + mock("good", "", "ucci") + " -engine " + mock("bad", flags, "ucci")
                             + each);
        ASSERT_EQ(j["results"].size(), 2u);
        for (const auto& g : j["results"]) {
            EXPECT_EQ(g["reason"], "resign") << g.dump();
            EXPECT_EQ(g["result"], g["white"] == "bad" ? "0-1" : "1-0");
            EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
        }
    };
    resign_words("ucci-resign", "--word-at 4 resign");
    resign_words("ucci-nobestmove", "--resign-at 4");

    auto agreed = match("ucci-agreed",
        "-engine " + mock("offers", "--word-at 6 draw", "ucci") + " -engine "
            + mock("accepts", "--accept-draw", "ucci") + each);
    ASSERT_EQ(agreed["results"].size(), 2u);
    for (const auto& g : agreed["results"]) {
        EXPECT_EQ(g["reason"], "draw agreement") << g.dump();
        EXPECT_EQ(g["result"], "1/2-1/2");
        // Offered at the offering engine's first move from ply 6 (ply 6 or 7), accepted at once.
        EXPECT_LE(g["moves"].size(), 8u) << g.dump();
        EXPECT_GE(g["moves"].size(), 7u) << g.dump();
    }
    auto both = match("ucci-both-offer",
        "-engine " + mock("a", "--word-at 4 draw", "ucci") + " -engine "
            + mock("b", "--word-at 4 draw", "ucci") + each);
    for (const auto& g : both["results"]) EXPECT_EQ(g["reason"], "draw agreement") << g.dump();
    auto lapsed = match("ucci-lapsed",
        "-engine " + mock("offers", "--word-at 6 draw", "ucci") + " -engine "
            + mock("declines", "", "ucci") + each);
    for (const auto& g : lapsed["results"]) EXPECT_NE(g["reason"], "draw agreement") << g.dump();
}

// UCCI's flag, as ElephantEye's league manager keeps it: when an engine's clock falls, Arbiter
// sends "stop" and plays a bestmove that comes within the grace (flagstop=, 200 ms by default
// over UCCI); later, or with flagstop=off (no stop: the engine thinks on), it loses on time.
// The held engine answers any search from ply 4 on only after "stop".
TEST(ArbiterMatch, UcciEnginesAreStoppedAtTheFlagWithAGracePeriod) {
    auto played = [&](const std::string& name, const std::string& flags, const std::string& keys,
                      const std::string& proto) {
        return match(name,
            "-engine " + mock("good", "--spread", proto) + " tc=30+0 -engine "
                + mock("held", "--spread --hold-at 4 " + flags, proto) + " tc=0.6+0.1 " + keys
                + " -each variant=xiangqi -rounds 1 -maxmoves 8");
    };
    for (const auto* proto : { "ucci", "uci" }) {
        auto stopped = played(std::string("flag-") + proto, "",
            proto == std::string("uci") ? "flagstop=200" : "", proto);
        ASSERT_EQ(stopped["results"].size(), 2u);
        for (const auto& g : stopped["results"]) {
            EXPECT_EQ(g["reason"], "move limit") << proto << g.dump();
            EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
            int past_the_flag = 0; // moves stopped at the flag: after their budget, within 200 ms
            for (const auto& m : g["moves"])
                past_the_flag += m["time_ms"] >= m["budget_ms"] && m["budget_ms"] < 30000;
            EXPECT_GE(past_the_flag, 5) << g.dump();
        }
    }
    auto off  = played("flag-off", "", "flagstop=off", "ucci");
    auto late = played("flag-late", "--stop-delay 600", "", "ucci");
    for (const auto* j : { &off, &late }) {
        ASSERT_EQ((*j)["results"].size(), 2u);
        for (const auto& g : (*j)["results"]) {
            EXPECT_EQ(g["reason"], "time forfeit") << g.dump();
            EXPECT_EQ(g["faulty"], "held") << g.dump();
        }
    }
    auto bad = run(
        "match -engine " + mock("a") + " flagstop=soon -engine " + mock("b") + " -each depth=1");
    EXPECT_EQ(bad.code, 2);
    EXPECT_THAT(bad.out, HasSubstr("'soon'"));
}

TEST(ArbiterMatch, MoveLimitAndDrawAdjudication) {
    auto j = match("draw",
        "-engine " + mock("a") + " -engine " + mock("b")
            + " -each nodes=10 -rounds 1 -maxmoves 5 -ratinginterval 10 -output format=cutechess");
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "move limit");
        EXPECT_EQ(g["plies"], 10);
    }
    auto d = match("drawadj",
        "-engine " + mock("a") + " -engine " + mock("b")
            + " -each nodes=10 -rounds 1 -draw movenumber=3 movecount=2 score=5");
    for (const auto& g : d["results"]) {
        EXPECT_EQ(g["reason"], "draw adjudication");
        EXPECT_EQ(g["result"], "1/2-1/2");
    }
}

TEST(ArbiterMatch, SprtStopsAtABoundAndIsAJUnitTestcase) {
    const std::string junit = harness::testing::temp_dir() + "/arbiter_match_sprt.xml";
    auto              j     = match("sprt",
                         "-engine " + mock("good") + " -engine " + mock("bad", "--illegal-at 0")
                             + " -each nodes=10 -rounds 500 -concurrency 2 -sprt elo0=0 elo1=10 --junit " + junit);
    EXPECT_EQ(j["summary"]["sprt"]["verdict"], "H1");
    EXPECT_LT(j["summary"]["total"].get<int>(), 1000);
    std::ifstream      in(junit);
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_THAT(text.str(), HasSubstr("name=\"sprt [0.00, 10.00] good vs bad\""));
}

TEST(ArbiterMatch, TablebaseAdjudicationIsRefusedWithTheReason) {
    // fastchess's and cutechess's -tb: refused with why, not "did you mean '-db'?".
    for (const char* opt : { "-tb /srv/syzygy", "-tbpieces 6", "-tbadjudicate BOTH" }) {
        auto r = run(
            "match -engine " + mock("a") + " -engine " + mock("b") + " -each nodes=10 " + opt);
        EXPECT_EQ(r.code, 2) << opt;
        EXPECT_THAT(r.out, HasSubstr("Arbiter has no tablebase adjudication")) << opt;
        EXPECT_THAT(r.out, Not(HasSubstr("did you mean"))) << opt;
    }
    // fastchess's -config (its saved state): refused, naming Arbiter's own resume.
    auto config = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -config file=config.json");
    EXPECT_EQ(config.code, 2);
    EXPECT_THAT(config.out, HasSubstr("-config: refused: fastchess's saved state"));
    EXPECT_THAT(config.out, HasSubstr("--resume"));
}

TEST(ArbiterMatch, UsageErrorsQuoteTheToken) {
    auto bad_tc = run("match -engine " + mock("a") + " -engine " + mock("b") + " -each tc=40/abc");
    EXPECT_EQ(bad_tc.code, 2);
    EXPECT_THAT(bad_tc.out, HasSubstr("'40/abc'"));
    auto no_tc = run("match -engine " + mock("a") + " -engine " + mock("b"));
    EXPECT_EQ(no_tc.code, 2);
    EXPECT_THAT(no_tc.out, HasSubstr("has no time control"));
    // cutechess's tc=inf: no clock, so a depth or node limit ends each search.
    auto inf = run("match -engine " + mock("a") + " -engine " + mock("b") + " -each tc=inf");
    EXPECT_EQ(inf.code, 2);
    EXPECT_THAT(inf.out, HasSubstr("tc=inf lifts the clock, so a search needs depth= or nodes="));
    auto inf_depth = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each tc=inf depth=2 -rounds 1 -maxmoves 4 --quiet");
    EXPECT_EQ(inf_depth.code, 0) << inf_depth.out;
    auto restart = run(
        "match -engine " + mock("a") + " restart=maybe -engine " + mock("b") + " -each depth=1");
    EXPECT_EQ(restart.code, 2);
    EXPECT_THAT(restart.out, HasSubstr("unknown restart 'maybe' (expected on or off)"));
    auto epdout = run(
        "match -engine " + mock("a") + " -engine " + mock("b") + " -each depth=1 -epdout x=1");
    EXPECT_EQ(epdout.code, 2);
    EXPECT_THAT(epdout.out, HasSubstr("--epdout: 'x=1' is not supported (file=F)"));
    auto no_file
        = run("match -engine " + mock("a") + " -engine " + mock("b") + " -each depth=1 -log");
    EXPECT_EQ(no_file.code, 2);
    EXPECT_THAT(no_file.out, HasSubstr("--log needs file=FILE"));
}

TEST(ArbiterMatch, RestartOnStartsANewProcessForEveryGame) {
    // cutechess's restart=on: engine a's handshake once per game (4), b's once (its process
    // kept; a second start at most, for the reaction probe).
    const auto log = harness::testing::temp_dir() + "/arbiter_restart.log";
    auto       r   = run("match -engine " + mock("a") + " restart=on -engine " + mock("b")
                + " -each depth=1 -rounds 2 -maxmoves 4 --quiet -log file=" + log);
    EXPECT_EQ(r.code, 0) << r.out;
    std::ifstream in(log);
    int           a = 0, b = 0;
    for (std::string line; std::getline(in, line);) {
        a += line.find(" a < uciok") != std::string::npos;
        b += line.find(" b < uciok") != std::string::npos;
    }
    EXPECT_GE(a, 4);
    EXPECT_LE(b, 2);
    auto one = run("match -engine " + mock("a") + " -each nodes=10");
    EXPECT_EQ(one.code, 2);
    auto key = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -sprt elo0=0 elo1=5 modle=logistic");
    EXPECT_EQ(key.code, 2);
    EXPECT_THAT(key.out, HasSubstr("did you mean 'model'"));
    // Red team: -rounds 100000000 took 1.57 GB before the first game. The limit is stated.
    auto rounds = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each nodes=10 -rounds 100000000");
    EXPECT_EQ(rounds.code, 2);
    EXPECT_THAT(rounds.out, HasSubstr("expects a number from 1 to 1000000, got '100000000'"));
    auto start
        = run("match -engine cmd=/nonexistent/engine -engine " + mock("b") + " -each nodes=10");
    EXPECT_EQ(start.code, 3) << start.out;
}

// Start `arbiter match` in the background, wait until `journal` holds `games` game lines, send
// SIGINT; the exit status.
int interrupt_after(const std::vector<std::string>& args, const std::string& journal, int games) {
    pid_t pid   = start_arbiter(args);
    auto  count = [&] {
        std::ifstream in(journal);
        int           n = 0;
        for (std::string l; std::getline(in, l);) n += l.find("\"round\"") != std::string::npos;
        return n;
    };
    // Bounded wait for progress (not a timing assertion: the match is far longer than this).
    for (int i = 0; i < 6000 && count() < games; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    kill(pid, SIGINT);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(ArbiterMatch, ResumeContinuesWithoutLosingOrRepeatingAGame) {
    const std::string journal = harness::testing::temp_dir() + "/arbiter_match_resume.jsonl";
    const std::string json    = harness::testing::temp_dir() + "/arbiter_match_resume.json";
    std::remove(journal.c_str());
    std::remove(json.c_str());
    // Slow moves (50 ms) keep the match running long enough to be interrupted.
    std::vector<std::string> args { "match", "-engine", "cmd=" + Mock, "name=a", "arg=--slow-at",
        "arg=0", "arg=50", "-engine", "cmd=" + Mock, "name=b", "-each", "tc=60+1", "-rounds", "6",
        "-maxmoves", "4", "-openings",
        "file=" + suite("peer/chess/stockfish_benchmark.DERIVED.epd"), "order=random", "-srand",
        "7", "--journal", journal, "--quiet" };
    EXPECT_EQ(interrupt_after(args, journal, 3), 130);
    std::vector<std::string> kept;
    {
        std::ifstream in(journal);
        for (std::string l; std::getline(in, l);)
            if (l.find("\"round\"") != std::string::npos) kept.push_back(l);
    }
    ASSERT_GE(kept.size(), 3u);
    ASSERT_LT(kept.size(), 12u);

    // Another configuration is refused.
    auto other              = args;
    other[other.size() - 4] = "8"; // -srand
    std::string other_cmd;
    for (std::size_t i = 1; i < other.size(); ++i) other_cmd += " " + other[i];
    auto refused = run("match" + other_cmd + " --resume");
    EXPECT_EQ(refused.code, 2);
    EXPECT_THAT(refused.out, HasSubstr("a journal of another run (openings:"));

    std::string cmd;
    for (std::size_t i = 1; i < args.size(); ++i) cmd += " " + args[i];
    auto r = run("match" + cmd + " --resume --json " + json);
    ASSERT_EQ(r.code, 0) << r.out;
    auto                          j = read_json(json);
    std::set<std::pair<int, int>> seen;
    for (const auto& g : j["results"])
        EXPECT_TRUE(seen.insert({ g["round"].get<int>(), g["game"].get<int>() }).second)
            << "played twice: " << g.dump();
    EXPECT_EQ(seen.size(), 12u);
    // The games kept from the interrupted run are in the report as they were played.
    for (const auto& line : kept) {
        auto k     = nlohmann::json::parse(line);
        bool found = false;
        for (const auto& g : j["results"])
            found |= g["round"] == k["round"] && g["game"] == k["game"] && g["moves"] == k["moves"];
        EXPECT_TRUE(found) << line;
    }
    // Pairs share their opening, with colours reversed.
    for (const auto& g : j["results"])
        for (const auto& h : j["results"])
            if (g["round"] == h["round"] && g["game"] != h["game"]) {
                EXPECT_EQ(g["opening"], h["opening"]);
                EXPECT_NE(g["white"], h["white"]);
            }
    EXPECT_FALSE(std::ifstream(journal).good()) << "the journal stays after a complete match";
}

TEST(ArbiterMatch, StockfishChessAndChess960) {
    if (!engine::testing::is_executable(Sf)) GTEST_SKIP();
    const std::string pgn = harness::testing::temp_dir() + "/arbiter_match_sf.pgn";
    const std::string epd = harness::testing::temp_dir() + "/arbiter_match_sf.epd";
    std::remove(pgn.c_str());
    std::remove(epd.c_str());
    auto c = match("sf",
        "-engine cmd=" + Sf + " -engine cmd=" + Sf
            + " -each nodes=2000 option.Hash=8 -rounds 1 -pgnout file=" + pgn
            + " -epdout file=" + epd);
    ASSERT_EQ(c["results"].size(), 2u);
    for (const auto& g : c["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    // The PGN passes Debian's pgn-extract without a diagnostic.
    const std::string extract = "/usr/games/pgn-extract";
    ASSERT_TRUE(engine::testing::is_executable(extract)) << "ci/setup installs pgn-extract";
    {
        auto check = run_shell(extract + " -r --nobadresults -s " + pgn + " 2>&1 >/dev/null");
        EXPECT_EQ(check.code, 0);
        EXPECT_EQ(check.out, "");
        // -epdout: each game's final position, as pgn-extract replays the PGN (-F: its final
        // FEN), the move counters as fastchess writes them (hmvc, fmvn).
        auto               finals = run_shell(extract + " -F -s " + pgn
                          + " 2>/dev/null | grep -o '{ \"[^\"]*\" }'" + " | cut -d'\"' -f2"
                          + " | awk '{print $1\" \"$2\" \"$3\" \"$4\" hmvc \"$5\"; fmvn \"$6\";\"}'");
        std::ifstream      epd_in(epd);
        std::ostringstream epd_text;
        epd_text << epd_in.rdbuf();
        EXPECT_EQ(epd_text.str(), finals.out);
        EXPECT_EQ(std::count(finals.out.begin(), finals.out.end(), '\n'), 2);
    }
    std::ifstream      in(pgn);
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_THAT(text.str(), HasSubstr("[Round \"1.2\"]"));
    EXPECT_THAT(text.str(), HasSubstr("[TimeControl \"nodes=2000\"]"));
    auto f = match("sf960",
        "-engine cmd=" + Sf + " -engine cmd=" + Sf
            + " -each nodes=2000 option.Hash=8 --variant chess960 -rounds 1 -openings file="
            + suite("peer/chess/stockfish_benchmark_960.DERIVED.epd"));
    ASSERT_EQ(f["results"].size(), 2u);
    EXPECT_EQ(f["game"], "chess960");
    for (const auto& g : f["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
}

TEST(ArbiterMatch, SableAgainstFairyStockfishInXiangqiOverUciAndUcci) {
    if (!engine::testing::is_executable(Fsf)) GTEST_SKIP();
    for (const std::string proto : { "uci", "ucci" }) {
        auto j = match("xq_" + proto,
            "-engine cmd=" + Sable + " name=sable -engine cmd=" + Fsf + " name=fsf -each proto="
                + proto + " depth=3 variant=xiangqi -rounds 1 -maxmoves 60");
        ASSERT_EQ(j["results"].size(), 2u) << proto;
        for (const auto& g : j["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    }
}

// st= over UCCI (no movetime in the protocol): Arbiter stops each search a little before the
// time is up, so that no answer comes late; Fairy-Stockfish reads UCCI clocks in milliseconds
// (measured) and plays on its full time, not a thousandth of it.
TEST(ArbiterMatch, FixedTimeMovesOverUcciAreStoppedInTime) {
    auto fsf = engine::testing::is_executable(Fsf) ? "cmd=" + Fsf + " name=fsf"
                                                   : "cmd=" + Sable + " name=sable2";
    auto j   = match("xq_st",
          "-engine cmd=" + Sable + " name=sable -engine " + fsf
              + " -each proto=ucci st=0.3 timemargin=100 variant=xiangqi -rounds 1 -maxmoves 16");
    ASSERT_EQ(j["results"].size(), 2u);
    for (const auto& g : j["results"]) {
        EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
        for (const auto& m : g["moves"]) { // searched for the time given (270 ms), not 1 ms
            EXPECT_GE(m["time_ms"].get<int>(), 200) << g.dump();
            EXPECT_LE(m["time_ms"].get<int>(), 400) << g.dump();
        }
    }
}

TEST(ArbiterMatch, MaxQiOverXboardAgainstSable) {
    if (!engine::testing::is_executable(MaxQi)) GTEST_SKIP();
    auto j = match("maxqi",
        "-engine cmd=" + MaxQi + " name=maxqi proto=xboard -engine cmd=" + Sable
            + " name=sable -each depth=2 variant=xiangqi -rounds 1 -maxmoves 25");
    ASSERT_EQ(j["results"].size(), 2u);
    for (const auto& g : j["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
    // xboard has no node limit: a capability error (exit 4), not a fault in every game.
    auto r = run("match -engine cmd=" + MaxQi + " proto=xboard -engine cmd=" + Sable
        + " -each nodes=100 variant=xiangqi --quiet");
    EXPECT_EQ(r.code, 4) << r.out;
    EXPECT_THAT(r.out, HasSubstr("maxqi has no node limit (xboard)"));
}

} // namespace
