// The Gomocup generators: every class makes cases, the same for a seed; played against a
// perfect engine (OK to START, a legal move to every judged request, name="..." to ABOUT) the
// tracker finds nothing, valid and edge cases hold judged move requests, and every invalid
// and protocol case ends with a judged probe (or an END).

#include "harness/enginefuzz/gomocup_cases.h"
#include "harness/enginefuzz/gomocup_script.h"
#include "harness/enginefuzz/gomocup_tracker.h"

#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include <gtest/gtest.h>

namespace {

using namespace harness::enginefuzz;
using harness::game::gomoku;

const std::vector<Category> Categories { Category::Valid, Category::Edge, Category::Invalid,
    Category::Protocol };

// The answer a correct engine gives to `a`.
std::string perfect_answer(const GomocupTracker& t, const Awaited& a, const std::string& line) {
    if (a.ask == Ask::Start) return "OK";
    if (a.ask == Ask::Reply)
        return line.rfind("RESTART", 0) == 0 || line.rfind("TAKEBACK", 0) == 0 ? "OK" : "UNKNOWN";
    if (a.ask == Ask::About) return "name=\"perfect\"";
    if (a.ask != Ask::Move || !a.judged) return "ERROR";
    auto legal = gomoku()->legal_moves(*t.fen());
    auto text  = gomoku()->move_text(*t.fen(), legal->front(), harness::game::Notation::Gomocup);
    return *text;
}

struct Played {
    int                    judged      = 0; // judged move requests
    bool                   last_judged = false, ended = false;
    std::optional<Verdict> verdict;
};

Played play(const Case& c) {
    GomocupTracker t(gomoku());
    Played         out;
    for (const auto& line : c.lines) {
        const auto a = t.on_sent(line);
        if (a.ask == Ask::End) out.ended = true;
        if (a.ask == Ask::Nothing || a.ask == Ask::End) continue;
        if (a.ask == Ask::Move) out.last_judged = a.judged;
        out.judged += a.judged ? 1 : 0;
        if (auto v = t.on_answer(a, perfect_answer(t, a, line)); v && !out.verdict) out.verdict = v;
    }
    return out;
}

// The gomoku game reads every rule from its text: its cases use them all, its own first.
TEST(GomocupCases, RuleCodes) {
    EXPECT_EQ(rule_codes(gomoku()), (std::vector<int> { 0, 1, 4, 8 }));
}

TEST(GomocupCases, EveryClassOfEveryCategory) {
    for (auto c : Categories) {
        const auto classes = gomocup_classes(c);
        EXPECT_GE(classes.size(), 5U) << to_string(c);
        for (const auto& label : classes) {
            EXPECT_EQ(label.rfind(std::string(to_string(c)) + "/", 0), 0U) << label;
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                Rng  a = case_rng(seed, 0), b = case_rng(seed, 0);
                auto x = gomocup_class_case(gomoku(), label, a);
                auto y = gomocup_class_case(gomoku(), label, b);
                ASSERT_FALSE(x.lines.empty()) << label;
                EXPECT_EQ(x.lines, y.lines) << label;
                EXPECT_EQ(x.category, c) << label;
            }
        }
    }
}

TEST(GomocupCases, APerfectEngineIsNeverFlagged) {
    for (auto c : Categories)
        for (const auto& label : gomocup_classes(c))
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                Rng  r = case_rng(seed, 7);
                auto p = play(gomocup_class_case(gomoku(), label, r));
                EXPECT_FALSE(p.verdict) << label << " seed " << seed << ": " << p.verdict->detail;
                if (c == Category::Valid || c == Category::Edge)
                    EXPECT_GT(p.judged, 0) << label << " seed " << seed;
                else
                    EXPECT_TRUE(p.ended || p.last_judged) << label << " seed " << seed;
            }
}

TEST(GomocupCases, EdgeCasesReachTheirEdges) {
    bool size5 = false, size20 = false, crlf = false, lower = false, corner = false;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        for (const auto& label : gomocup_classes(Category::Edge)) {
            Rng  r = case_rng(seed, 1);
            auto c = gomocup_class_case(gomoku(), label, r);
            for (const auto& l : c.lines) {
                size5 |= l == "START 5";
                size20 |= l == "START 20";
                crlf |= !l.empty() && l.back() == '\r';
                lower |= l.rfind("board", 0) == 0 || l.rfind("turn", 0) == 0;
                corner |= l == "TURN 0,0" || l.rfind("0,0,", 0) == 0;
            }
        }
    EXPECT_TRUE(size5 && size20 && crlf && lower && corner);
}

TEST(GomocupCases, NearlyFullBoardsAreNearlyFull) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng  r      = case_rng(seed, 2);
        auto c      = gomocup_class_case(gomoku(), "edge/nearly-full-board", r);
        int  size   = 0;
        int  stones = 0;
        for (const auto& l : c.lines) {
            if (l.rfind("START ", 0) == 0) size = std::stoi(l.substr(6));
            stones += std::count(l.begin(), l.end(), ',') == 2 ? 1 : 0;
        }
        EXPECT_GE(stones * 10, size * size * 6)
            << "seed " << seed << ": " << stones << " of " << size * size;
    }
}

} // namespace
