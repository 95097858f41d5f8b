// Rule texts: the RIF renju rules (renju.net/study/rifrules.php: black's double-three,
// double-four and overline are forbidden; black wins by exactly five, white by five or more)
// and Gomocup's caro rule (gomocup.org/results/gomocup-result-2023/: "neither oxxxxxo nor
// xxxxxx is a win"; the board edge does not block). The positions are built for these steps;
// the first renju one is GomocupJudge's renju rule check (github.com/Gomocup/GomocupJudge,
// test_zip_rules.py). Under caro the positions hold no overline, so codes 8 and 9 (piskvork's
// caro with and without overlines) want the same answers.

#include "gomocup_positions.h"

namespace harness::check {

const std::vector<RulePosition>& gomoku_positions() {
    static const std::vector<RulePosition> positions {
        // Black h8-k8 (row 8) is a four open at both ends: g8 or l8 makes five under every rule.
        { "rule freestyle", "", -1, { "h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9" },
            { "g8", "l8" }, {}, "g8 or l8 makes five" },
        // White h9-h12 . h14: h13 would make six, no win under exactly five; white has no five,
        // so it stops black's open three g8-i8 at f8 or j8 (GomocupJudge's standard check).
        { "rule standard", "standard", 1,
            { "h8", "h9", "i8", "h10", "g8", "h11", "j13", "h12", "g14", "h14", "i15" },
            { "f8", "j8" }, { "h13" },
            "h13 would make an overline (no win under exactly five); f8 or j8 stops black's "
            "open three" },
    };
    return positions;
}

const std::vector<RulePosition>& renju_positions() {
    static const std::vector<RulePosition> positions {
        // Black h8 i7 and h10 i11 meet at g9 in two threes: a double-three.
        { "rule renju: foul avoided", "renju", 4,
            { "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" }, {}, { "g9" },
            "g9 is a double-three, a foul for black" },
        // Black c8 d8 e8 f8 . h8: g8 would make six (an overline, a foul), b8 makes exactly five.
        { "rule renju: exactly five", "renju", 4,
            { "h8", "a1", "c8", "c1", "d8", "e1", "e8", "o15", "f8", "m15" }, { "b8" }, { "g8" },
            "b8 makes exactly five; g8 would make an overline, a foul" },
    };
    return positions;
}

const std::vector<RulePosition>& caro_positions() {
    static const std::vector<RulePosition> positions {
        // Black b4-e4 between white a4 and g4: f4 makes a five blocked at both ends; d11-g11
        // is open, so c11 or h11 wins.
        { "rule caro: real five", "caro", 8,
            { "b4", "a4", "c4", "g4", "d4", "o1", "e4", "m1", "d11", "k1", "e11", "o15", "f11",
                "m15", "g11", "k15" },
            { "c11", "h11" }, { "f4" },
            "c11 or h11 makes an open five; f4 makes a five blocked at both ends" },
        // White to move: white's f13 would be a five between black a13 and g13 (no win);
        // black's d6-g6 (blocked by white c6 only) wins at h6 unless white takes h6, or i6,
        // which leaves h6 a five blocked at both ends.
        { "rule caro: block", "caro", 9,
            { "d6", "c6", "e6", "b13", "f6", "c13", "g6", "d13", "a13", "e13", "g13" },
            { "h6", "i6" }, { "f13" },
            "h6 or i6 stops black's five; f13 makes a five blocked at both ends" },
    };
    return positions;
}

} // namespace harness::check
