// EPD reader/writer: every opcode family, every error (message and column), real-file quirks,
// and move resolution for both games.

#include "harness/game/epd.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

namespace {

using namespace std::string_literals;

using namespace harness::game;
namespace game = harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

const std::string Fen4 = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";

EpdRecord parse_ok(const std::string& line) {
    auto r = parse_epd_record(line);
    EXPECT_TRUE(r.has_value()) << (r ? "" : r.error().to_string());
    return r ? *r : EpdRecord {};
}

ParseError parse_fail(const std::string& line) {
    auto r = parse_epd_record(line);
    EXPECT_FALSE(r.has_value()) << line;
    return r ? ParseError {} : r.error();
}

TEST(EpdTest, FourFieldsAndOperations) {
    auto r = parse_ok(Fen4 + " bm Bb5 Bc4; id \"test.1\";");
    EXPECT_EQ(r.position, Fen4);
    EXPECT_FALSE(r.halfmove);
    ASSERT_EQ(r.operations.size(), 2u);
    EXPECT_EQ(r.operations[0].opcode, "bm");
    EXPECT_THAT(r.operations[0].operands, ElementsAre("Bb5", "Bc4"));
    EXPECT_THAT(r.operations[0].columns, ElementsAre(int(Fen4.size()) + 5, int(Fen4.size()) + 9));
    EXPECT_EQ(r.operand("id"), "test.1");
    EXPECT_EQ(r.fen(), Fen4 + " 0 1");
}

TEST(EpdTest, FullFenCountersAreDetected) {
    auto r = parse_ok(Fen4 + " 3 7 bm Bb5;");
    EXPECT_EQ(r.halfmove, 3);
    EXPECT_EQ(r.fullmove, 7);
    EXPECT_EQ(r.fen(), Fen4 + " 3 7");
    EXPECT_EQ(to_string(r), Fen4 + " 3 7 bm Bb5;");
    // one integer alone is not a counter pair: it is rejected as an opcode
    EXPECT_THAT(parse_fail(Fen4 + " 3 bm Bb5;").message, HasSubstr("expected an opcode, got '3'"));
}

TEST(EpdTest, EveryKnownOpcode) {
    const std::string line = Fen4
        + " acd 12; acn 45678; acs 3; am Qxb7; bm Nf3; c0 \"c zero\"; c1 \"one\"; c9 \"nine\";"
          " ce -35; dm 4; fmvn 9; hmvn 2; id \"x\"; pm e5; pv Bb5 a6 Ba4; sm Bb5;";
    auto r = parse_ok(line);
    ASSERT_EQ(r.operations.size(), 16u);
    for (const auto& op : r.operations) EXPECT_TRUE(is_known_opcode(op.opcode)) << op.opcode;
    EXPECT_EQ(r.operand("ce"), "-35");
    EXPECT_EQ(r.operand("c0"), "c zero");
    EXPECT_THAT(r.find("pv")->operands, ElementsAre("Bb5", "a6", "Ba4"));
    EXPECT_EQ(r.fen(), Fen4 + " 2 9"); // counters from hmvn/fmvn
    EXPECT_EQ(*parse_epd_record(to_string(r)), r);
}

TEST(EpdTest, UnknownOpcodesAreKeptVerbatim) {
    auto r = parse_ok(Fen4 + " D1 20; myop a \"b c\" 3; noop;");
    ASSERT_EQ(r.operations.size(), 3u);
    EXPECT_EQ(r.operations[0].opcode, "D1");
    EXPECT_THAT(r.operations[1].operands, ElementsAre("a", "b c", "3"));
    EXPECT_TRUE(r.operations[2].operands.empty());
    EXPECT_EQ(to_string(r), Fen4 + " D1 20; myop a \"b c\" 3; noop;");
}

TEST(EpdTest, QuotedStringsWithEscapes) {
    auto r = parse_ok(Fen4 + R"( c0 "say \"hi\" \\ back\slash; semi";)");
    EXPECT_EQ(r.operand("c0"), R"(say "hi" \ back\slash; semi)");
    EXPECT_EQ(to_string(r), Fen4 + R"( c0 "say \"hi\" \\ back\\slash; semi";)");
    EXPECT_EQ(*parse_epd_record(to_string(r)), r);
}

TEST(EpdTest, SanSplitBySpaceIsJoined) {
    auto r = parse_ok(Fen4 + " bm Qd1 + Nxe5 #; am Bxh7 +;");
    EXPECT_THAT(r.find("bm")->operands, ElementsAre("Qd1+", "Nxe5#"));
    EXPECT_THAT(r.find("am")->operands, ElementsAre("Bxh7+"));
    // only for move opcodes
    EXPECT_THAT(parse_ok(Fen4 + " xx a +;").operations[0].operands, ElementsAre("a", "+"));
}

TEST(EpdTest, UnquotedIdsAndLeadingSemicolon) {
    auto r = parse_ok(Fen4 + " ; bm d6; id LCTII.POS.01");
    EXPECT_EQ(r.operand("id"), "LCTII.POS.01");
    EXPECT_EQ(parse_ok(Fen4 + " id test 1;").operand("id"), "test 1");
}

TEST(EpdTest, SemicolonLessRecordsSplitAtKnownOpcodes) {
    auto r = parse_ok("8/2r5/1RB5/4pkpp/1K3p2/2Pn1P2/8/6R1 w - - 0 1 bm Kb5 dm 26\r");
    EXPECT_EQ(r.halfmove, 0);
    EXPECT_THAT(r.find("bm")->operands, ElementsAre("Kb5"));
    EXPECT_EQ(r.operand("dm"), "26");
    auto two = parse_ok("8/8/8/8/8/8/8/K1k5 w - - 0 1 bm d6 Ba2 dm 13");
    EXPECT_THAT(two.find("bm")->operands, ElementsAre("d6", "Ba2"));
}

TEST(EpdTest, MoveWithoutBmIsReportedByResolve) {
    auto r = parse_ok("5B2/4n3/p1k1p1p1/P1P1n2p/4P2P/1p3B2/3K4/6R1 w - - 1 1 Be2 dm 21\r");
    EXPECT_EQ(r.operations[0].opcode, "Be2");
    auto m = resolve_moves(r, game::chess());
    ASSERT_FALSE(m);
    EXPECT_THAT(m.error().message, HasSubstr("opcode 'Be2' is a legal move: missing 'bm'?"));
}

TEST(EpdTest, GluedEnPassantCounterIsRepaired) {
    auto r = parse_ok("r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -1 12 ; bm b4");
    EXPECT_EQ(r.position, "r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -");
    EXPECT_EQ(r.halfmove, 1);
    EXPECT_EQ(r.fullmove, 12);
}

TEST(EpdTest, FileQuirksCrlfNulBlankAndComments) {
    const std::string text = "# a comment\r\n\r\n" + Fen4 + " bm Bb5; id \"a\";\r\n\0\n"s + Fen4
        + " ; bm Bc4 ; id b\0\n   \n# end"s;
    auto file = parse_epd(std::string_view(text.data(), text.size()), "q.epd");
    EXPECT_TRUE(file.errors.empty());
    ASSERT_EQ(file.records.size(), 2u);
    EXPECT_EQ(file.records[0].line, 3);
    EXPECT_EQ(file.records[1].line, 5);
    EXPECT_EQ(file.records[1].operand("id"), "b");
}

TEST(EpdTest, BadLineIsReportedAndSkipped) {
    const std::string text = Fen4 + " bm Bb5;\n" + Fen4 + " dm x;\n" + Fen4 + " bm Bc4;\n";
    auto              file = parse_epd(text, "s.epd");
    EXPECT_EQ(file.records.size(), 2u);
    ASSERT_EQ(file.errors.size(), 1u);
    EXPECT_EQ(file.errors[0].to_string(),
        "s.epd:2:" + std::to_string(Fen4.size() + 5)
            + ": error: expected an integer after 'dm', got 'x'");
}

TEST(EpdTest, LoadMissingFileIsOneError) {
    auto file = load_epd("/nonexistent/x.epd");
    ASSERT_EQ(file.errors.size(), 1u);
    EXPECT_THAT(file.errors[0].message, HasSubstr("cannot read"));
}

struct ErrorCase {
    std::string line;
    int         column;
    std::string message;
};

TEST(EpdTest, EveryErrorHasMessageAndColumn) {
    const int       n       = int(Fen4.size());
    const ErrorCase cases[] = {
        { "", 1, "expected 4 position fields, missing a piece placement, got end of line" },
        { "8/8/8/8/8/8/8/8 w", 18,
            "expected 4 position fields, missing castling rights, got end of line" },
        { "8/8/8/8/8/8/8/8 w - ;", 21, "missing an en passant square, got ';'" },
        { "8/8/8/8/8/8/8/8 w \"-\" -", 19, "missing castling rights, got '\"-\"'" },
        { "8/8/8/8/8/8/8/8? w - -", 1, "expected a piece placement, got '8/8/8/8/8/8/8/8?'" },
        { "rnbqkbnr w - -", 1, "expected a piece placement, got 'rnbqkbnr'" },
        { "8/8/8/8/8/8/8/8 x - -", 17, "expected side to move 'w' or 'b', got 'x'" },
        { Fen4 + " c0 \"open", n + 5,
            "unterminated string, expected '\"' before the end of the line" },
        { Fen4 + " \"id\" x;", n + 2, "expected an opcode, got '\"id\"'" },
        { Fen4 + " 12;", n + 2, "expected an opcode, got '12'" },
        { Fen4 + " bm;", n + 2, "expected a move after 'bm'" },
        { Fen4 + " am ;", n + 2, "expected a move after 'am'" },
        { Fen4 + " dm;", n + 2, "expected 1 integer operand for 'dm', got 0" },
        { Fen4 + " acd 1 2;", n + 8, "expected 1 integer operand for 'acd', got 2" },
        { Fen4 + " ce +x;", n + 5, "expected an integer after 'ce', got '+x'" },
        { Fen4 + " acn 1234567890;", n + 6, "expected an integer after 'acn', got '1234567890'" },
        { Fen4 + " id;", n + 2, "expected a string after 'id'" },
        { Fen4 + " c3 ;", n + 2, "expected a string after 'c3'" },
        { Fen4 + " bm e4; bm d4;", n + 9, "duplicate opcode 'bm'" },
    };
    for (const auto& c : cases) {
        auto e = parse_fail(c.line);
        EXPECT_EQ(e.column, c.column) << c.line << " -> " << e.message;
        EXPECT_THAT(e.message, HasSubstr(c.message)) << c.line;
    }
}

TEST(EpdTest, WriterIsCanonical) {
    EpdRecord r;
    r.position   = Fen4;
    r.operations = { { "bm", { "Nf3", "+" }, {} }, { "id", { "plain" }, {} },
        { "xx", { "", "a;b", "tab\there" }, {} } };
    EXPECT_EQ(to_string(r), Fen4 + R"( bm Nf3 "+"; id "plain"; xx "" "a;b" "tab	here";)");
    EXPECT_EQ(*parse_epd_record(to_string(r)), r);
    EpdFile f { { r, r }, {} };
    EXPECT_EQ(parse_epd(to_string(f)).records.size(), 2u);
}

TEST(EpdTest, ResolveChessMovesSanUciAndMateClaims) {
    auto r = parse_ok(Fen4 + " bm Bb5 f1c4; am Ng5; pm d4; pv Bb5 a6 Ba4; dm 3;");
    auto m = resolve_moves(r, game::chess());
    ASSERT_TRUE(m) << m.error().to_string();
    EXPECT_THAT(m->bm, ElementsAre("f1b5", "f1c4"));
    EXPECT_EQ(m->mate, 3);
    EXPECT_THAT(m->pv, ElementsAre("f1b5", "a7a6", "b5a4"));
    EXPECT_THAT(m->pm, ElementsAre("d2d4"));

    auto mt = resolve_moves(
        parse_ok("6Qk/PP1PP1np/1N1BN2P/7R/4B3/2Q5/P3KP2/6R1 b - - bm #-1;"), game::chess());
    ASSERT_TRUE(mt);
    EXPECT_TRUE(mt->bm.empty());
    EXPECT_EQ(mt->mate, -1);
}

TEST(EpdTest, ResolveReportsTheKaufmanTypo) {
    auto file = parse_epd(
        "\nrnbq1rk1/pppp1ppp/4pn2/8/1bPP4/P1N5/1PQ1PPPP/R1B1KBNR b KQ - 1 5 ; bm Bcx3 + \0\n"s,
        "k.epd");
    ASSERT_EQ(file.records.size(), 1u);
    auto m = resolve_moves(file.records[0], game::chess(), "k.epd");
    ASSERT_FALSE(m);
    EXPECT_EQ(m.error().line, 2);
    EXPECT_EQ(m.error().column, 71);
    EXPECT_THAT(
        m.error().to_string(), HasSubstr("k.epd:2:71: error: cannot resolve 'bm' move 'Bcx3+'"));
}

TEST(EpdTest, AmbiguousAvoidMoveMeansAllOfThem) {
    auto r = parse_ok(
        "r1bqk2r/ppp2ppp/2n5/4P3/2Bp2n1/5N1P/PP1N1PP1/R2Q1RK1 b kq - 1 10 ; bm Nh6; am Ne5");
    auto m = resolve_moves(r, game::chess());
    ASSERT_TRUE(m) << m.error().to_string();
    EXPECT_THAT(m->am, ::testing::UnorderedElementsAre("c6e5", "g4e5"));
    auto bm = resolve_moves(
        parse_ok("r1bqk2r/ppp2ppp/2n5/4P3/2Bp2n1/5N1P/PP1N1PP1/R2Q1RK1 b kq - 1 10 ; bm Ne5"),
        game::chess());
    ASSERT_FALSE(bm);
    EXPECT_THAT(bm.error().message, HasSubstr("ambiguous"));
}

TEST(EpdTest, ResolveErrors) {
    auto bad_pos = resolve_moves(parse_ok("8/8/8/8/8/8/8/8 w - - bm e4;"), game::chess());
    ASSERT_FALSE(bad_pos);
    EXPECT_THAT(bad_pos.error().message, HasSubstr("bad position"));
    auto bad_pv = resolve_moves(parse_ok(Fen4 + " pv Bb5 Bb5;"), game::chess());
    ASSERT_FALSE(bad_pv);
    EXPECT_THAT(bad_pv.error().message, HasSubstr("cannot resolve 'pv' move 'Bb5'"));
    EXPECT_EQ(bad_pv.error().column, int(Fen4.size()) + 9);
}

TEST(EpdTest, ResolveXiangqiIccsAndWxf) {
    auto r = parse_ok(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - bm h2e2 C2.5; "
        "pv h2e2 h9g7; dm 9;");
    auto m = resolve_moves(r, game::xiangqi());
    ASSERT_TRUE(m) << m.error().to_string();
    EXPECT_THAT(m->bm, ElementsAre("h2e2", "h2e2"));
    EXPECT_THAT(m->pv, ElementsAre("h2e2", "h9g7"));
    auto bad = resolve_moves(
        parse_ok("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - bm e2e4;"),
        game::xiangqi());
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("'e2e4'"));
}

} // namespace
