// Property: to_string() then parse gives the same record, for generated records of every
// opcode family with awkward strings (quotes, backslashes, semicolons, blanks, "+", UTF-8).

#include "harness/game/epd.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using namespace harness::game;

rc::Gen<std::string> gen_text() {
    return rc::gen::container<std::string>(
        rc::gen::oneOf(rc::gen::elementOf(std::string("abcXYZ019 +#;\"\\-_.\t\x01")),
            rc::gen::element('\xc3', '\xa9')));
}

rc::Gen<std::string> gen_word() {
    return rc::gen::nonEmpty(rc::gen::container<std::string>(
        rc::gen::elementOf(std::string("abcdefghKQRBNPxo0123456789=+#-/."))));
}

rc::Gen<EpdOperation> gen_operation() {
    return rc::gen::oneOf(
        rc::gen::map(rc::gen::pair(rc::gen::elementOf(
                                       std::vector<std::string> { "bm", "am", "pm", "pv", "sm" }),
                         rc::gen::nonEmpty(rc::gen::container<std::vector<std::string>>(
                             rc::gen::oneOf(gen_word(), gen_text())))),
            [](auto p) {
                return EpdOperation { p.first, p.second, {} };
            }),
        rc::gen::map(rc::gen::pair(rc::gen::elementOf(std::vector<std::string> {
                                       "acd", "acn", "acs", "ce", "dm", "hmvn", "fmvn" }),
                         rc::gen::inRange(-99999, 99999)),
            [](auto p) {
                return EpdOperation { p.first, { std::to_string(p.second) }, {} };
            }),
        rc::gen::map(
            rc::gen::pair(rc::gen::elementOf(std::vector<std::string> { "id", "c0", "c5", "c9" }),
                gen_text()),
            [](auto p) {
                return EpdOperation { p.first, { p.second }, {} };
            }),
        rc::gen::map(rc::gen::pair(rc::gen::elementOf(
                                       std::vector<std::string> { "D1", "xyz", "Op_9", "第一" }),
                         rc::gen::container<std::vector<std::string>>(
                             rc::gen::oneOf(gen_word(), gen_text()))),
            [](auto p) {
                return EpdOperation { p.first, p.second, {} };
            }));
}

RC_GTEST_PROP(EpdProp, RoundTrip, ()) {
    EpdRecord r;
    r.position = *rc::gen::elementOf(
        std::vector<std::string> { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -",
            "8/8/8/8/8/8/8/K1k5 w - -" });
    if (*rc::gen::arbitrary<bool>()) {
        r.halfmove = *rc::gen::inRange(0, 200);
        r.fullmove = *rc::gen::inRange(1, 500);
    }
    const auto ops = *rc::gen::container<std::vector<EpdOperation>>(gen_operation());
    for (const auto& op : ops)
        if (!r.find(op.opcode)) r.operations.push_back(op);
    const auto text   = to_string(r);
    auto       parsed = parse_epd_record(text);
    RC_ASSERT(parsed.has_value());
    RC_ASSERT(*parsed == r);
    RC_ASSERT(to_string(*parsed) == text);
}

} // namespace
