#include "harness/session/engine_spec_text.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

using namespace harness;
using namespace harness::session;
using ::testing::HasSubstr;

TEST(EngineSpec, ParsesCutechessStyleTokens) {
    auto s = parse_engine_spec(
        { "cmd=/usr/games/stockfish", "name=SF", "arg=-x", "dir=/tmp", "proto=uci",
            "variant=chess960", "option.Hash=16", "option.Clear Hash=true" },
        {}, game::chess());
    ASSERT_TRUE(s) << s.error().message;
    EXPECT_EQ(s->cmd, "/usr/games/stockfish");
    EXPECT_EQ(s->name, "SF");
    EXPECT_EQ(s->args, std::vector<std::string> { "-x" });
    EXPECT_EQ(s->dir, "/tmp");
    EXPECT_EQ(s->variant, game::chess960());
    ASSERT_EQ(s->options.size(), 2u);
    EXPECT_EQ(s->options[1].first, "Clear Hash");
}

TEST(EngineSpec, NameDefaultsToTheCommandFileName) {
    auto s = parse_engine_spec(
        { "cmd=/usr/games/fairy-stockfish", "ranks=1-10" }, {}, game::xiangqi());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->name, "fairy-stockfish");
    EXPECT_EQ(s->variant, game::xiangqi());
    EXPECT_EQ(s->ranks_1_to_10, true);
}

TEST(EngineSpec, UcciTimeSetsTheClockUnitAndAnythingElseIsAnError) {
    auto ms = parse_engine_spec({ "cmd=x", "proto=ucci", "ucci-time=ms" }, {}, game::xiangqi());
    ASSERT_TRUE(ms);
    EXPECT_EQ(ms->ucci_millis, true);
    auto s = parse_engine_spec({ "cmd=x", "proto=ucci", "ucci-time=s" }, {}, game::xiangqi());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->ucci_millis, false);
    EXPECT_FALSE(parse_engine_spec({ "cmd=x" }, {}, game::xiangqi())->ucci_millis); // measured
    auto bad = parse_engine_spec({ "cmd=x", "ucci-time=us" }, {}, game::xiangqi());
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().column, 2);
    EXPECT_NE(bad.error().message.find("'us'"), std::string::npos) << bad.error().message;
}

TEST(EngineSpec, MateScoreSetsTheUcciMateValueOrNoneAndAnythingElseIsAnError) {
    auto spec = [](const std::string& v) {
        return parse_engine_spec({ "cmd=x", "proto=ucci", "mate-score=" + v }, {}, game::xiangqi());
    };
    EXPECT_EQ(parse_engine_spec({ "cmd=x" }, {}, game::xiangqi())->ucci_mate_score, 10000);
    EXPECT_EQ(spec("30000")->ucci_mate_score, 30000);
    EXPECT_EQ(spec("none")->ucci_mate_score, 0);
    for (const char* bad : { "", "-5", "12", "1e4", "99999999" }) {
        auto r = spec(bad);
        ASSERT_FALSE(r) << bad;
        EXPECT_EQ(r.error().column, 3);
        EXPECT_NE(
            r.error().message.find("mate-score '" + std::string(bad) + "'"), std::string::npos)
            << r.error().message;
    }
}

TEST(EngineSpec, GomocupEnginesPlayGomokuUnlessTold) {
    auto s = parse_engine_spec({ "cmd=/bin/pbrain", "proto=gomocup" }, {}, game::chess());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->variant, game::gomoku());
    s = parse_engine_spec(
        { "cmd=/bin/pbrain", "proto=gomocup", "variant=chess" }, {}, game::chess());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->variant, game::chess()); // told: the checklist then says what fails
    // A command's --variant renju (or caro) is a Gomocup game: kept.
    s = parse_engine_spec({ "cmd=/bin/pbrain", "proto=gomocup" }, {}, game::renju());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->variant, game::renju());
}

TEST(EngineSpec, OptionsCannotInjectProtocolLines) {
    for (std::vector<std::string> tokens : {
             std::vector<std::string> { "cmd=x", "option.Hash=64\nquit" },
             std::vector<std::string> { "cmd=x", "option.Ha\rsh=64" },
         }) {
        auto s = parse_engine_spec(tokens, {}, game::chess());
        ASSERT_FALSE(s);
        EXPECT_THAT(s.error().message, HasSubstr("line break"));
    }
    std::map<std::string, session::EngineSpec> engines;
    session::EngineSpec                        bad;
    bad.cmd        = "x";
    bad.options    = { { "Hash", "64\nposition startpos" } }; // as an engines file could give it
    engines["bad"] = bad;
    EXPECT_FALSE(parse_engine_spec({ "conf=bad" }, engines, game::chess()));
    EXPECT_TRUE(parse_engine_spec({ "cmd=x", "option.Hash=64" }, {}, game::chess()));
}

TEST(EngineSpec, ErrorsQuoteTheToken) {
    auto s = parse_engine_spec({ "cmd=x", "speed=fast" }, {}, game::chess());
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().column, 2);
    EXPECT_THAT(s.error().message, HasSubstr("unknown engine spec key 'speed'"));
    s = parse_engine_spec({ "name=x" }, {}, game::chess());
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().message, HasSubstr("needs cmd=PATH"));
    s = parse_engine_spec({ "cmd=x", "proto=winboard" }, {}, game::chess());
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().message, HasSubstr("'winboard'"));
    s = parse_engine_spec({ "cmd" }, {}, game::chess());
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().message, HasSubstr("expected key=value"));
    s = parse_engine_spec({ "conf=nope" }, {}, game::chess());
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().message, HasSubstr("no engine named 'nope'"));
}

TEST(EnginesFile, LoadsNamedEnginesAndConfResolvesThem) {
    std::string path = harness::testing::temp_dir() + "/arbiter_engines_test.json";
    std::ofstream(path) << R"([{"name": "sf", "command": "/usr/games/stockfish",
        "options": {"Hash": 32, "Threads": "1"}},
        {"name": "fsf", "cmd": "/usr/games/fairy-stockfish", "variant": "xiangqi",
         "protocol": "uci", "options": [{"name": "UCI_Variant", "value": "xiangqi"}]}])";
    auto engines = load_engines_file(path);
    ASSERT_TRUE(engines) << engines.error().to_string();
    ASSERT_EQ(engines->size(), 2u);
    auto s = parse_engine_spec({ "conf=sf", "name=renamed" }, *engines, game::chess());
    ASSERT_TRUE(s);
    EXPECT_EQ(s->cmd, "/usr/games/stockfish");
    EXPECT_EQ(s->name, "renamed");
    EXPECT_EQ(s->options[0], (std::pair<std::string, std::string> { "Hash", "32" }));
    auto x = parse_engine_spec({ "conf=fsf" }, *engines, game::chess());
    EXPECT_EQ(x->variant, game::xiangqi());
}

TEST(EnginesFile, BadFilesAreErrors) {
    std::string path = harness::testing::temp_dir() + "/arbiter_engines_bad.json";
    std::ofstream(path) << "[\n  {\"name\": \"x\",\n   \"cmd\" \"y\"}]";
    auto e = load_engines_file(path);
    ASSERT_FALSE(e);
    // The syntax error is placed: line 3, column 12 (the end of the string where a colon belongs).
    EXPECT_THAT(
        e.error().to_string(), HasSubstr(path + ":3:12: error: engines file is not valid JSON"));
    std::ofstream(path) << R"([{"name": "x", "cmd": "y", "options": {"Hash": 1e999}}])";
    e = load_engines_file(path); // a number out of range: an input error, not an exception
    ASSERT_FALSE(e);
    EXPECT_THAT(
        e.error().to_string(), HasSubstr(path + ": error: engines file is not valid JSON: "));
    EXPECT_THAT(e.error().message, HasSubstr("number overflow parsing '1e999'"));
    std::ofstream(path) << R"({"name": "x", "cmd": "y"})";
    e = load_engines_file(path);
    ASSERT_FALSE(e);
    EXPECT_THAT(
        e.error().to_string(), HasSubstr(path + ": error: engines file must be a JSON array"));
    std::ofstream(path) << R"([{"name": "x"}])";
    e = load_engines_file(path);
    ASSERT_FALSE(e);
    EXPECT_THAT(e.error().message, HasSubstr("entry 1: needs \"name\" and \"cmd\""));
    EXPECT_FALSE(load_engines_file("/nonexistent.json"));
}

// Red team: of two entries with one name the last silently won. The second is an error.
TEST(EnginesFile, TwoEntriesWithOneNameAreAnError) {
    auto e = parse_engines_text(
        R"([{"name": "sf", "cmd": "/a"}, {"name": "x", "cmd": "/b"}, {"name": "sf", "cmd": "/c"}])",
        "e.json");
    ASSERT_FALSE(e);
    EXPECT_EQ(e.error().to_string(), "e.json: error: entry 3: a second engine named 'sf'");
}

// Red team: an option value of 100,000 nested arrays crashed every --engines-file (SIGSEGV while
// turning the value into text). Refused before parsing, with its place and the limit.
TEST(EnginesFile, DeepNestingIsRefusedBeforeParsing) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    auto              e    = parse_engines_text(
                        "[{\"name\": \"x\", \"cmd\": \"y\",\n  \"options\": {\"a\": " + deep + "}}]", "e.json");
    ASSERT_FALSE(e);
    // Level 65 is the 62nd '[' (the array, the entry and the options are levels 1 to 3).
    EXPECT_EQ(
        e.error().to_string(), "e.json:2:81: error: nesting deeper than 64: '[' opens level 65");
}
