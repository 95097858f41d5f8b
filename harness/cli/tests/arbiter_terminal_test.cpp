// No byte an engine, a file or a command line gives reaches the terminal as a control (issue
// 60): engine names with ESC, BEL, a bidi override and invalid UTF-8 in a match, an engine whose
// id, option names and output carry escape sequences under check and bench, PGN tags under rate.
// Every one of stdout and stderr is free of ESC, BEL, C1 and bidi controls; the text around
// them stays. (ci/tools/output_paths_check.py checks that no writer goes around the filter.)

#include "arbiter_run.h"

#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace {

using arbiter_test::Bin;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

const std::string Hostile = "\x1b]0;pwned\x07\xE2\x80\xAE\xC2\x9B"
                            "2J\xff";

fs::path dir() { return harness::testing::temp_dir(); }

// The controls a terminal would act on: ESC, BEL, C1 (as UTF-8 or a lone byte), bidi controls.
std::string controls_in(const std::string& out) {
    std::string found;
    for (const char* c : { "\x1b", "\x07", "\xC2\x9B", "\x9b", "\xE2\x80\xAE", "\xE2\x81\xA6" })
        if (out.find(c) != std::string::npos) found += std::string(found.empty() ? "" : ", ") + c;
    return found;
}

fs::path evil_engine() {
    const auto path = dir() / "evil.sh";
    std::ofstream(path) << "#!/bin/sh\nwhile read line; do case \"$line\" in\n"
                           "uci) printf 'id name Evil"
                        << Hostile << "\\noption name Hash" << Hostile
                        << " type spin default 1 min 1 max 2\\nuciok\\n';;\n"
                           "isready) printf 'readyok\\n';;\n"
                           "go*|bench*) printf 'info string "
                        << Hostile << "\\n'; exit 3;;\nquit) exit 0;;\nesac; done\n";
    fs::permissions(path, fs::perms::owner_all);
    return path;
}

TEST(ArbiterTerminal, MatchEngineNamesReachNoTerminalAsControls) {
    const auto r = arbiter_test::run("match -engine cmd=" + Bin + "/sable 'name=A" + Hostile
        + "' -engine cmd=" + Bin + "/sable name=B -each depth=1 -rounds 1");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(controls_in(r.out), "") << r.out;
    EXPECT_THAT(r.out, HasSubstr("Finished game 1 (round 1, A]0;pwned"));
}

TEST(ArbiterTerminal, AnEnginesIdOptionsAndOutputReachNoTerminalAsControls) {
    const auto engine = evil_engine().string();
    for (const auto& command : { "check --engine cmd=" + engine, "bench --engine cmd=" + engine }) {
        const auto r = arbiter_test::run(command);
        EXPECT_EQ(controls_in(r.out), "") << command << "\n" << r.out;
        EXPECT_THAT(r.out, HasSubstr("evil.sh")) << command;
    }
}

TEST(ArbiterTerminal, PgnTagsReachNoTerminalAsControls) {
    const auto pgn = (dir() / "evil.pgn").string();
    std::ofstream(pgn) << "[White \"A" << Hostile << "\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                       << "1. e4 e5 1-0\n\n[White \"B\"]\n[Black \"A" << Hostile
                       << "\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n";
    const auto r = arbiter_test::run("rate " + pgn);
    EXPECT_EQ(controls_in(r.out), "") << r.out;
    EXPECT_THAT(r.out, HasSubstr("A]0;pwned"));
}

} // namespace
