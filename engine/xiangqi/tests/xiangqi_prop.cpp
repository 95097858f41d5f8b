// RapidCheck properties over positions reached by random legal walks (move-index recipes) from
// the start position and from suite positions.

#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace engine::xiangqi {
namespace {

const char* const Starts[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
};

// A position from a random walk: (start index, move-index recipe).
rc::Gen<Position> walked_position() {
    return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::size_t>(0, std::size(Starts)),
                            rc::gen::container<std::vector<std::size_t>>(
                                rc::gen::inRange<std::size_t>(0, 1u << 16))),
        [](const std::pair<std::size_t, std::vector<std::size_t>>& r) {
            return testing::walk_by_indices(testing::from_fen_or_die(Starts[r.first]), r.second);
        });
}

RC_GTEST_PROP(XiangqiProperty, DoUndoRestoresPositionAndKey, ()) {
    Position pos    = *walked_position();
    Position before = pos;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        pos.do_move(m);
        RC_ASSERT(pos.is_ok());
        RC_ASSERT(pos.key() == pos.compute_key());
        pos.undo_move(m);
        RC_ASSERT(pos.same_placement(before));
        RC_ASSERT(pos.key() == before.key());
        RC_ASSERT(pos.fen() == before.fen());
    }
    RC_ASSERT(pos.is_ok());
}

RC_GTEST_PROP(XiangqiProperty, IncrementalKeyEqualsRecomputedKey, ()) {
    Position pos = *walked_position();
    RC_ASSERT(pos.key() == pos.compute_key());
    // Walking back the whole history keeps every stored key exact.
    while (pos.history().size() > 1) {
        pos.undo_move(pos.state().move);
        RC_ASSERT(pos.key() == pos.compute_key());
        RC_ASSERT(pos.is_ok());
    }
}

RC_GTEST_PROP(XiangqiProperty, FenRoundTrip, ()) {
    Position pos = *walked_position();
    auto     r   = Position::from_fen(pos.fen());
    RC_ASSERT(r.has_value());
    RC_ASSERT(r->fen() == pos.fen());
    RC_ASSERT(r->key() == pos.key());
    RC_ASSERT(r->same_placement(pos));
    RC_ASSERT(r->in_check() == pos.in_check());
}

RC_GTEST_PROP(XiangqiProperty, NotationRoundTrips, ()) {
    Position pos = *walked_position();
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        for (Notation n : { Notation::Iccs, Notation::Ranks1, Notation::IccsDash, Notation::Wxf }) {
            std::string text = to_string(pos, m, n);
            auto        back = parse_move(pos, text, n);
            RC_ASSERT(back.has_value());
            RC_ASSERT(*back == m);
        }
}

RC_GTEST_PROP(XiangqiProperty, MovesMatchTheNaiveModel, ()) {
    // Same legal moves as a slow, independent model; so no move leaves the general attacked
    // or the generals facing, and none is missing.
    Position pos = *walked_position();
    RC_ASSERT(testing::fast_legal(pos) == testing::naive_legal(pos));
    RC_ASSERT(count_legal(pos) == int(testing::naive_legal(pos).size()));
    RC_ASSERT(pos.in_check()
        == testing::naive_general_attacked(testing::NaiveBoard(pos), pos.side_to_move() == Red));
}

RC_GTEST_PROP(XiangqiProperty, LegalCapturesAreTheLegalMovesOntoAPiece, ()) {
    // The quiescence search's generator: generate_legal's captures, same order, none more.
    Position pos = *walked_position();
    MoveList all, captures, expected;
    generate_legal(pos, all);
    generate_legal_captures(pos, captures);
    for (Move m : all)
        if (pos.piece_on(m.to()) != Empty) expected.push_back(m);
    RC_ASSERT(std::vector<Move>(captures.begin(), captures.end())
        == std::vector<Move>(expected.begin(), expected.end()));
}

RC_GTEST_PROP(XiangqiProperty, CheckFlagAfterEveryMoveIsTheNaiveCheck, ()) {
    // do_move skips the check test for moves that cannot give check: the flag it records must
    // still be the naive model's verdict after every legal move.
    Position pos = *walked_position();
    MoveList list;
    generate_legal(pos, list);
    const bool red_moves = pos.side_to_move() == Red;
    for (Move m : list) {
        pos.do_move(m);
        RC_ASSERT(pos.in_check()
            == testing::naive_general_attacked(testing::NaiveBoard(pos), !red_moves));
        pos.undo_move(m);
    }
}

RC_GTEST_PROP(XiangqiProperty, NoLegalMoveLeavesTheGeneralAttacked, ()) {
    Position pos = *walked_position();
    MoveList list;
    generate_legal(pos, list);
    bool red = pos.side_to_move() == Red;
    for (Move m : list) {
        pos.do_move(m);
        RC_ASSERT(!testing::naive_general_attacked(testing::NaiveBoard(pos), red));
        pos.undo_move(m);
    }
}

RC_GTEST_PROP(XiangqiProperty, PerftEqualsDivideAndSlowPerft, ()) {
    Position      pos   = *walked_position();
    int           depth = *rc::gen::inRange(1, 3);
    std::uint64_t sum   = 0;
    for (const auto& e : core::divide<Xiangqi>(pos, depth)) sum += e.nodes;
    std::uint64_t fast = perft(pos, depth);
    RC_ASSERT(fast == sum);
    RC_ASSERT(fast == core::perft_slow<Xiangqi>(pos, depth));
}

RC_GTEST_PROP(XiangqiProperty, MirroredPositionsHaveEqualPerft, ()) {
    Position pos    = *walked_position();
    auto     mirror = Position::from_fen(testing::mirror_fen(pos));
    RC_ASSERT(mirror.has_value());
    RC_ASSERT(perft(pos, 2) == perft(*mirror, 2));
    RC_ASSERT(count_legal(pos) == count_legal(*mirror));
}

// The walked game's start FEN and its moves in ICCS.
std::pair<std::string, std::vector<std::string>> game_of(const Position& pos) {
    Position                 start = pos;
    std::vector<std::string> moves;
    while (start.history().size() > 1) {
        Move m = start.state().move;
        moves.insert(moves.begin(), square_name(m.from()) + square_name(m.to()));
        start.undo_move(m);
    }
    return { start.fen(), moves };
}

bool occurred_before(const Position& pos) {
    const auto& hist = pos.history();
    int         last = int(hist.size()) - 1;
    for (int back = 2; back <= std::min<int>(pos.halfmove_clock(), last); back += 2)
        if (hist[last - back].key == pos.key()) return true;
    return false;
}

// A non-capturing move of each side, there and back twice, from pos: the position repeats.
// False (pos unchanged or partly played) when the chosen moves cannot be played back.
bool shuttle(Position& pos, std::size_t ka, std::size_t kb) {
    auto quiet = [](const Position& p) {
        MoveList list, out;
        generate_legal(p, list);
        for (Move m : list)
            if (p.piece_on(m.to()) == Empty) out.push_back(m);
        return out;
    };
    MoveList qa = quiet(pos);
    if (qa.empty()) return false;
    Move a = qa[ka % qa.size()];
    pos.do_move(a);
    MoveList qb = quiet(pos);
    if (qb.empty()) return false;
    Move b = qb[kb % qb.size()];
    pos.do_move(b);
    Move back_a(a.to(), a.from()), back_b(b.to(), b.from());
    for (Move m : { back_a, back_b, a, b, back_a, back_b }) {
        if (!is_legal(pos, m)) return false;
        pos.do_move(m);
    }
    return true;
}

// A game that never repeats a position gets no repetition verdict, one that does gets one.
// Random walks almost never repeat a position, so half the cases end with a shuttle that does:
// at least a quarter of the cases must repeat one (checked).
TEST(XiangqiProperty, OnlyRepeatedPositionsGetARepetitionVerdict) {
    int        cases = 0, repeated = 0;
    const bool ok = rc::check("only repeated positions get a repetition verdict", [&] {
        Position pos = *walked_position();
        if (*rc::gen::arbitrary<bool>()) {
            Position shuttled = pos;
            if (shuttle(shuttled, *rc::gen::arbitrary<std::size_t>(),
                    *rc::gen::arbitrary<std::size_t>()))
                pos = shuttled;
        }
        const bool rep = occurred_before(pos);
        ++cases;
        repeated += rep;
        RC_ASSERT((judge_repetition(pos).verdict == RepetitionVerdict::None) == !rep);
    });
    EXPECT_TRUE(ok);
    EXPECT_GE(repeated * 4, cases) << repeated << " of " << cases << " cases repeated a position";
}

// Shuttle a non-capturing move of each side there and back twice from a walked position; the
// judge's verdict, under every rule set, changes sides when the colours are exchanged.
RC_GTEST_PROP(XiangqiProperty, RepetitionVerdictIsColourSymmetric, ()) {
    Position pos = *walked_position();
    RC_PRE(shuttle(pos, *rc::gen::arbitrary<std::size_t>(), *rc::gen::arbitrary<std::size_t>()));
    auto [fen, moves] = game_of(pos);
    auto mirror       = Position::from_fen(testing::colour_mirror_fen(fen));
    RC_ASSERT(mirror.has_value());
    for (const std::string& text : moves) {
        auto m = parse_move(*mirror, testing::colour_mirror_move(text), Notation::Iccs);
        RC_ASSERT(m.has_value());
        mirror->do_move(*m);
    }
    for (RepetitionRules rules :
        { RepetitionRules::Asian, RepetitionRules::Simple, RepetitionRules::Chinese }) {
        RepetitionJudgement x = judge_repetition(pos, rules), y = judge_repetition(*mirror, rules);
        RC_ASSERT(x.verdict != RepetitionVerdict::None);
        RC_ASSERT(x.reason == y.reason);
        RC_ASSERT(x.cycle_start == y.cycle_start);
        RC_ASSERT((x.verdict == RepetitionVerdict::RedLoses)
            == (y.verdict == RepetitionVerdict::BlackLoses));
        RC_ASSERT((x.verdict == RepetitionVerdict::Draw) == (y.verdict == RepetitionVerdict::Draw));
    }
}

} // namespace
} // namespace engine::xiangqi
