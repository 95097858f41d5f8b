// Stockfish's instrumented UCI probes (data/stockfish_instrumented_probes.txt, see
// data/SOURCES.md) run against the sable binary through a pipe: every probe is answered (every
// go gets its bestmove, the closing isready its readyok) and Sable's answers meet the
// expectations written beside each case.

#include "engine/testing/subprocess.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace et = engine::testing;

namespace {

struct Probe {
    std::string              name;
    std::vector<std::string> commands;
    std::vector<std::string> expectations;
};

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(' ');
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(' ') - b + 1);
}

std::vector<std::string> split(const std::string& s, const std::string& by) {
    std::vector<std::string> out;
    std::size_t              from = 0;
    for (;;) {
        const auto at = s.find(by, from);
        out.push_back(trim(s.substr(from, at == std::string::npos ? at : at - from)));
        if (at == std::string::npos) return out;
        from = at + by.size();
    }
}

std::vector<Probe> load_probes() {
    std::ifstream in(std::string(SABLE_PROTOCOL_TEST_DATA) + "/stockfish_instrumented_probes.txt");
    std::vector<Probe> out;
    std::string        line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto fields = split(line, " | ");
        if (fields.size() != 3) {
            out.push_back({ "malformed_line", {}, { "malformed: " + line } });
            continue;
        }
        out.push_back({ fields[0], split(fields[1], " ; "), split(fields[2], " ; ") });
    }
    return out;
}

bool starts_with(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

class SableProbe : public ::testing::TestWithParam<Probe> { };

TEST_P(SableProbe, IsAnsweredAsExpected) {
    const Probe& probe = GetParam();
    ASSERT_FALSE(probe.commands.empty()) << probe.expectations.front();
    et::Subprocess sable({ std::string(ARBITER_BIN_DIR) + "/sable" });
    ASSERT_TRUE(sable.ok());
    bool searches = false;
    for (const auto& c : probe.commands) {
        sable.write_line(c);
        searches = searches || (starts_with(c, "go") && c != "go perft");
    }
    // Deadlines only detect an unanswered probe; a depth-18 mate search needs milliseconds.
    std::vector<std::string> lines;
    if (searches) {
        auto got = sable.read_until("bestmove", std::chrono::seconds(120));
        ASSERT_TRUE(got) << probe.name << ": no bestmove";
        lines = *got;
    }
    sable.write_line("isready");
    auto rest = sable.read_until("readyok", std::chrono::seconds(60));
    ASSERT_TRUE(rest) << probe.name << ": no readyok";
    lines.insert(lines.end(), rest->begin(), rest->end());

    auto any      = [&](auto&& pred) { return std::any_of(lines.begin(), lines.end(), pred); };
    auto index_of = [&](const std::string& prefix) {
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (starts_with(lines[i], prefix)) return long(i);
        return -1L;
    };
    std::string transcript;
    for (const auto& l : lines) transcript += l + "\n";
    for (const auto& e : probe.expectations) {
        SCOPED_TRACE(probe.name + ": " + e + "\n" + transcript);
        if (e == "bestmove" || e == "readyok")
            EXPECT_GE(index_of(e), 0);
        else if (starts_with(e, "bestmove "))
            EXPECT_TRUE(
                any([&](const std::string& l) { return starts_with(l, e + " ") || l == e; }));
        else if (e == "error")
            EXPECT_GE(index_of("info string error"), 0);
        else if (starts_with(e, "fen "))
            EXPECT_TRUE(any([&](const std::string& l) { return l == "Fen: " + e.substr(4); }));
        else if (starts_with(e, "info ")) {
            const std::regex re(e.substr(5));
            EXPECT_TRUE(any([&](const std::string& l) {
                return starts_with(l, "info ") && std::regex_search(l, re);
            }));
        } else if (e == "readyok-before-bestmove") {
            EXPECT_GE(index_of("readyok"), 0);
            EXPECT_LT(index_of("readyok"), index_of("bestmove"));
        } else
            ADD_FAILURE() << "unknown expectation";
    }
}

INSTANTIATE_TEST_SUITE_P(StockfishInstrumented, SableProbe, ::testing::ValuesIn(load_probes()),
    [](const ::testing::TestParamInfo<Probe>& p) { return p.param.name; });

TEST(SableProbes, DataFileIsRead) { EXPECT_GE(load_probes().size(), 40u); }

} // namespace
