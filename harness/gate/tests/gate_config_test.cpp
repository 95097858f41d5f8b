// The gate's configuration: profiles and the TOML file (keys, types, ranges, errors with
// file:line:col and the offending token).

#include "harness/gate/gate_config_toml.h"
#include "harness/gate/gate_steps.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <unistd.h>

namespace {

using harness::gate::parse_config;
using harness::gate::profile;

TEST(GateConfigTest, ProfilesGrowFromQuickToFull) {
    auto q = profile("quick"), s = profile("standard"), f = profile("full");
    ASSERT_TRUE(q && s && f);
    EXPECT_FALSE(profile("fast"));
    EXPECT_LT(q->perft.max_nodes, s->perft.max_nodes);
    EXPECT_LT(s->perft.max_nodes, f->perft.max_nodes);
    // The strength test catches smaller losses as the profiles grow (the issue's targets),
    // within a time budget that grows with them; the caps are sized (max_games 0).
    EXPECT_DOUBLE_EQ(q->sprt.detect_elo, 100);
    EXPECT_DOUBLE_EQ(s->sprt.detect_elo, 30);
    EXPECT_DOUBLE_EQ(f->sprt.detect_elo, 10);
    EXPECT_EQ(q->sprt.time_budget_s, 300); // the issue's "5 minutes of games"
    EXPECT_EQ(q->sprt.tc, "tc=0.5+0.01");
    EXPECT_EQ(q->sprt.game_tc.at("gomoku"), "tc=1+0.01");
    EXPECT_LT(q->sprt.time_budget_s, s->sprt.time_budget_s);
    EXPECT_LT(s->sprt.time_budget_s, f->sprt.time_budget_s);
    for (const auto* p : { &*q, &*s, &*f }) {
        EXPECT_EQ(p->sprt.max_games, 0);
        EXPECT_DOUBLE_EQ(p->sprt.miss_rate, 0.05);
        EXPECT_DOUBLE_EQ(p->sprt.false_alarm_rate, 0.05);
        EXPECT_EQ(
            p->sprt.games, (std::vector<std::string> { "gomoku", "chess", "chess960", "xiangqi" }));
        EXPECT_EQ(p->sprt.openings.count("chess960"), 1u);
        EXPECT_DOUBLE_EQ(p->slow_factor, 10);
    }
    // Gomoku: the win-in-N suite and a Gomocup book; no perft or tree-size positions.
    EXPECT_EQ(q->suites.suites.count("gomoku"), 1u);
    EXPECT_EQ(q->sprt.openings.count("gomoku"), 1u);
    EXPECT_EQ(q->perft.suites.count("gomoku"), 0u);
    EXPECT_EQ(q->treesize.positions.count("gomoku"), 0u);
    // Coverage of the change: quick measures the engine's own runs (no ctest, so only the
    // engine is built with --coverage); standard adds the unit tests, full the property tests.
    EXPECT_EQ(q->coverage.labels, "");
    EXPECT_EQ(s->coverage.labels, "unit");
    EXPECT_EQ(f->coverage.labels, "unit|property");
}

TEST(GateConfigTest, FileOverridesItsProfile) {
    auto load = parse_config(R"(profile = "standard"
[perft]
max_nodes = 5000
suites.chess = ["a.epd", "b.epd"]
[bench]
enabled = false
mode = "uci"
words = ["bench", "4"]
regex = 'total: ([0-9]+) leaves'
[sprt]
gating = false
elo0 = -3
elo1 = 1.5
tc = "5+0.05"
max_games = 20
inconclusive = "fail"
games = ["gomoku"]
openings.gomoku = ["book.txt"]
[suites]
criterion = "tolerance"
tolerance = 3
)",
        "gate.toml", "quick");
    ASSERT_TRUE(load.errors.empty()) << load.errors.front().to_string();
    const auto& c = load.config;
    EXPECT_EQ(c.profile, "standard");
    EXPECT_EQ(c.perft.max_nodes, 5000u);
    EXPECT_EQ(c.perft.suites.at("chess"), (std::vector<std::string> { "a.epd", "b.epd" }));
    EXPECT_EQ(c.perft.suites.count("xiangqi"), 0u); // the table replaces the profile's
    EXPECT_FALSE(c.bench.on.enabled);
    EXPECT_EQ(c.bench.mode, harness::bench::BenchMode::Uci);
    EXPECT_EQ(c.bench.words, (std::vector<std::string> { "bench", "4" }));
    EXPECT_EQ(c.bench.regex, "total: ([0-9]+) leaves");
    auto bad = parse_config("[bench]\nregex = '[0-9]+ leaves'\n", "gate.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_NE(bad.errors.front().to_string().find("has no group"), std::string::npos)
        << bad.errors.front().to_string();
    EXPECT_FALSE(c.sprt.on.gating);
    EXPECT_DOUBLE_EQ(c.sprt.sprt.elo0, -3);
    EXPECT_DOUBLE_EQ(c.sprt.sprt.elo1, 1.5);
    EXPECT_EQ(c.sprt.tc, "tc=5+0.05");
    EXPECT_EQ(c.sprt.max_games, 20);
    EXPECT_FALSE(c.sprt.inconclusive_passes);
    EXPECT_EQ(c.sprt.games, (std::vector<std::string> { "gomoku" }));
    EXPECT_EQ(c.sprt.openings.at("gomoku"), (std::vector<std::string> { "book.txt" }));
    EXPECT_EQ(c.suites.criterion, harness::suite::Criterion::Tolerance);
    EXPECT_EQ(c.suites.tolerance, 3);
    EXPECT_EQ(c.treesize.depth, profile("standard")->treesize.depth);
    // Bounds of a classic SPRT turn the strength test off.
    EXPECT_DOUBLE_EQ(c.sprt.detect_elo, 0);
}

TEST(GateConfigTest, StrengthTestKeys) {
    auto load = parse_config(R"(slow_factor = 4
[sprt]
detect_elo = 50
miss_rate = 0.1
false_alarm_rate = 0.02
time_budget = 120
shares = { chess = 2, xiangqi = 1 }
game_tc = { gomoku = "2+0.02", xiangqi = "st=0.1" }
elo0 = -5
[coverage]
timeout = 30
bench = false
)",
        "gate.toml", "quick");
    ASSERT_TRUE(load.errors.empty()) << load.errors.front().to_string();
    const auto& c = load.config;
    EXPECT_DOUBLE_EQ(c.slow_factor, 4);
    EXPECT_DOUBLE_EQ(c.sprt.detect_elo, 50); // given: elo0 does not turn it off
    EXPECT_DOUBLE_EQ(c.sprt.miss_rate, 0.1);
    EXPECT_DOUBLE_EQ(c.sprt.false_alarm_rate, 0.02);
    EXPECT_EQ(c.sprt.time_budget_s, 120);
    EXPECT_EQ(c.sprt.shares, (std::map<std::string, double> { { "chess", 2 }, { "xiangqi", 1 } }));
    EXPECT_EQ(c.sprt.game_tc,
        (std::map<std::string, std::string> {
            { "gomoku", "tc=2+0.02" }, { "xiangqi", "st=0.1" } }));
    EXPECT_EQ(c.coverage.timeout_s, 30);
    EXPECT_FALSE(c.coverage.bench);
    EXPECT_TRUE(profile("quick")->coverage.bench);
    auto bad
        = parse_config("[sprt]\nshares = { shogi = 1 }\ndetect_elo = -3\ngame_tc = { chess = 1 }\n",
            "g.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 3u);
    EXPECT_NE(bad.errors[2].message.find("game_tc.chess expects a string"), std::string::npos);
    EXPECT_NE(bad.errors[0].message.find("unknown key 'shogi'"), std::string::npos);
    EXPECT_NE(bad.errors[1].message.find("detect_elo expects a number from 0 to 2000"),
        std::string::npos);
}

TEST(GateConfigTest, AuditBoundsAreReadAndCheckedForRange) {
    auto ok = parse_config("[sprt]\nmax_stop_ms = 100\nmax_overruns = 0\n", "g.toml", "quick");
    ASSERT_TRUE(ok.errors.empty()) << ok.errors[0].to_string();
    EXPECT_EQ(ok.config.sprt.bounds.stop_ms, 100);
    EXPECT_EQ(ok.config.sprt.bounds.overruns, 0);
    EXPECT_FALSE(ok.config.sprt.bounds.latency_p99_ms);
    auto bad = parse_config("[sprt]\nmax_latency_ms = -20\n", "g.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_EQ(bad.errors[0].to_string(),
        "g.toml:2:18: error: max_latency_ms expects a whole number from 0 to 10000000, got '-20'");
}

TEST(GateConfigTest, TheStrengthGamesAdjudicationIsInTheProfile) {
    const auto quick = profile("quick").value().sprt.adjudication;
    ASSERT_TRUE(quick.resign && quick.draw);
    EXPECT_EQ(quick.resign->move_count, 4);
    EXPECT_EQ(quick.resign->score, 800);
    EXPECT_EQ(quick.draw->move_number, 32);
    EXPECT_EQ(quick.max_moves, 160);
    auto ok = parse_config("[sprt]\nresign_moves = 3\nresign_score = 600\ndraw_move_number = 0\n"
                           "max_moves = 200\n",
        "g.toml", "quick");
    ASSERT_TRUE(ok.errors.empty()) << ok.errors[0].to_string();
    const auto& a = ok.config.sprt.adjudication;
    ASSERT_TRUE(a.resign);
    EXPECT_EQ(a.resign->move_count, 3);
    EXPECT_EQ(a.resign->score, 600);
    EXPECT_FALSE(a.draw); // 0: no draw adjudication
    EXPECT_EQ(a.max_moves, 200);
    auto bad = parse_config("[sprt]\ndraw_moves = 0\n", "g.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_EQ(bad.errors[0].to_string(),
        "g.toml:2:14: error: draw_moves expects a whole number from 1 to 1000, got '0'");
}

TEST(GateConfigTest, LadderKeysAreReadAndTheLadderIsOffByDefault) {
    EXPECT_FALSE(profile("quick")->ladder.on.enabled);
    EXPECT_FALSE(profile("quick")->ladder.on.gating);
    auto load = parse_config(R"([ladder]
references = [["cmd=/usr/games/stockfish", "option.Skill Level=0", "name=sf0"],
              "cmd=/usr/games/fairymax name=fm st=0.1"]
base = false
pairs = 4
tc = "1+0.01"
anchor = "sf0"
)",
        "g.toml", "quick");
    ASSERT_TRUE(load.errors.empty()) << load.errors.front().to_string();
    const auto& l = load.config.ladder;
    ASSERT_EQ(l.references.size(), 2u);
    EXPECT_EQ(l.references[0][1], "option.Skill Level=0");
    EXPECT_EQ(l.references[1],
        (std::vector<std::string> { "cmd=/usr/games/fairymax", "name=fm", "st=0.1" }));
    EXPECT_FALSE(l.base);
    EXPECT_EQ(l.pairs, 4);
    EXPECT_EQ(l.tc, "tc=1+0.01");
    EXPECT_EQ(l.anchor, "sf0");
    auto bad = parse_config(
        "[ladder]\nreferences = [\"\"]\npairs = 0\ngating = true\n", "g.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 3u);
    EXPECT_NE(bad.errors[0].message.find("empty engine spec"), std::string::npos);
    EXPECT_NE(bad.errors[1].message.find("pairs"), std::string::npos);
    EXPECT_NE(bad.errors[2].message.find("unknown key 'gating'"), std::string::npos);
}

TEST(GateConfigTest, ErrorsNameFileLineColumnAndToken) {
    auto load = parse_config(
        "[perft]\nmax_nodes = -4\nspeed = 3\n[sprt]\nmodel = \"bayes\"\n", "gate.toml", "quick");
    ASSERT_EQ(load.errors.size(), 3u);
    EXPECT_EQ(load.errors[0].to_string(),
        "gate.toml:2:13: error: max_nodes expects a whole number from 1 to 1125899906842624, "
        "got '-4'");
    EXPECT_EQ(load.errors[1].line, 3);
    EXPECT_NE(load.errors[1].message.find("unknown key 'speed' in [perft]"), std::string::npos);
    EXPECT_EQ(load.errors[2].line, 5);
    EXPECT_NE(load.errors[2].message.find("'bayes'"), std::string::npos);
}

TEST(GateConfigTest, SyntaxErrorIsOneErrorWithItsPlace) {
    auto load = parse_config("[bench]\nruns = = 3\n", "bad.toml", "quick");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].source, "bad.toml");
    EXPECT_EQ(load.errors[0].line, 2);
    EXPECT_GT(load.errors[0].column, 0);
}

// Red team: 6,000 nested inline arrays (12 KB) crashed `gate --config` (SIGSEGV in toml11's
// recursive parser); 100,000 dotted key parts or header parts did too. Each is one error naming
// the limit and the place, found before toml11 reads the file.
TEST(GateConfigTest, AnErrorAtTheEndOfAFileWithoutANewlineIsOnItsLastLine) {
    // Found by the gate_config fuzz target: toml11 names the line after the last.
    auto load = parse_config("[coverage]\ntargets = [\"sable\"# no newline", "g.toml", "quick");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].line, 2) << load.errors[0].to_string();
    EXPECT_EQ(load.errors[0].column, 31);
}

TEST(GateConfigTest, DeepNestingIsRefusedBeforeParsing) {
    auto arrays
        = parse_config("[sprt]\ngames = " + std::string(6000, '[') + std::string(6000, ']') + "\n",
            "g.toml", "quick");
    ASSERT_EQ(arrays.errors.size(), 1u);
    // [sprt] is level 1, so the 64th '[' (column 8 + 64) opens level 65.
    EXPECT_EQ(arrays.errors[0].to_string(),
        "g.toml:2:72: error: nesting deeper than 64: '[' opens level 65");
    std::string dotted = "a", header = "[a";
    for (int i = 0; i < 100000; ++i) dotted += ".a";
    for (int i = 0; i < 100000; ++i) header += ".a";
    auto keys = parse_config(dotted + " = 1\n", "g.toml", "quick");
    ASSERT_EQ(keys.errors.size(), 1u);
    EXPECT_EQ(keys.errors[0].column, 2 * 65); // the 65th dot
    auto headers = parse_config(header + "]\n", "g.toml", "quick");
    ASSERT_EQ(headers.errors.size(), 1u);
    EXPECT_EQ(headers.errors[0].column, 2 * 64 + 1);
    // The shipped configurations nest far less.
    EXPECT_TRUE(
        parse_config("[suites.files]\nchess = [\"a.epd\"]\n", "g.toml", "quick").errors.empty());
}

TEST(GateConfigTest, UnknownProfileAndBadBoundsAreErrors) {
    auto load = parse_config("profile = \"fast\"\n[sprt]\nelo0 = 2\nelo1 = 1\n", "g.toml", "quick");
    ASSERT_EQ(load.errors.size(), 2u);
    EXPECT_NE(load.errors[0].message.find("unknown profile 'fast'"), std::string::npos);
    EXPECT_NE(load.errors[1].message.find("elo0 must be below elo1"), std::string::npos);
}

} // namespace

namespace {

// The suites are found above any build directory (build/bin, build/tsan/bin) and in an
// installed prefix.
TEST(GateConfigTest, SuitesAreFoundAboveNestedBuildDirectories) {
    namespace fs = std::filesystem;
    auto root    = fs::temp_directory_path() / ("arbiter_suites_dir_" + std::to_string(getpid()));
    fs::create_directories(root / "src/suites/chess");
    fs::create_directories(root / "src/build/tsan/bin");
    fs::create_directories(root / "prefix/share/arbiter/suites/chess");
    fs::create_directories(root / "prefix/bin");
    EXPECT_EQ(harness::gate::default_suites_dir((root / "src/build/tsan/bin/arbiter").string()),
        fs::canonical(root / "src/suites").string());
    EXPECT_EQ(harness::gate::default_suites_dir((root / "prefix/bin/arbiter").string()),
        fs::canonical(root / "prefix/share/arbiter/suites").string());
    fs::remove_all(root);
}

} // namespace

namespace {

TEST(GateConfigTest, SprtGamesAreTheGatesGames) {
    auto ok
        = parse_config("[sprt]\ngames = [\"chess\", \"xiangqi\", \"gomoku\"]\n", "g.toml", "quick");
    EXPECT_TRUE(ok.errors.empty());
    auto bad = parse_config("[sprt]\ngames = [\"chess\", \"shogi\"]\n", "g.toml", "quick");
    ASSERT_EQ(bad.errors.size(), 1u);
    EXPECT_NE(bad.errors.front().to_string().find("unknown game 'shogi'"), std::string::npos)
        << bad.errors.front().to_string();
}

} // namespace

namespace {

// Every configuration shipped in ci/gate/ loads over the quick profile without an error, and
// every suite, position and opening file it names is a shipped file.
TEST(GateConfigTest, ShippedConfigsLoadAndNameShippedFiles) {
    namespace fs = std::filesystem;
    int configs  = 0;
    for (const auto& entry : fs::directory_iterator(ARBITER_CI_GATE_DIR)) {
        if (entry.path().extension() != ".toml") continue;
        ++configs;
        SCOPED_TRACE(entry.path().string());
        auto load = harness::gate::load_config(entry.path().string(), "quick");
        for (const auto& e : load.errors) ADD_FAILURE() << e.to_string();
        const auto& c = load.config;
        for (const auto* files :
            { &c.perft.suites, &c.treesize.positions, &c.suites.suites, &c.sprt.openings })
            for (const auto& [game, paths] : *files)
                for (const auto& p : paths)
                    EXPECT_TRUE(fs::is_regular_file(fs::path(ARBITER_SUITES_DIR) / p))
                        << game << ": " << p;
    }
    EXPECT_GE(configs, 3);
}

} // namespace

namespace harness::gate {
TEST(GateConfigTest, EachGameGetsItsShareOfTheTimeStillLeft) {
    SprtStepConfig c;
    c.time_budget_s = 300;
    c.shares        = { { "xiangqi", 2 } };
    const std::vector<game::Game> games { game::chess(), game::gomoku(), game::xiangqi() };
    using ms = std::chrono::milliseconds;
    // Weights 1, 1, 2: the first game a quarter of 300 s.
    EXPECT_EQ(game_budget(c, games, 0, ms(300000)), ms(75000));
    // It used 15 s: the 285 s left go to the other two by 1 : 2, and so on to the last.
    EXPECT_EQ(game_budget(c, games, 1, ms(285000)), ms(95000));
    EXPECT_EQ(game_budget(c, games, 2, ms(250000)), ms(250000));
    // Nothing left: a millisecond (the game stops at once); no budget and no bound: none.
    EXPECT_EQ(game_budget(c, games, 2, ms(-5)), ms(1));
    EXPECT_EQ(game_budget(c, games, 0, std::nullopt), ms(0));
}
} // namespace harness::gate
