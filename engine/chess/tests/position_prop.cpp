// Property tests on positions reached by random legal walks from many starting positions.

#include "naive_movegen.h"

#include "engine/chess/game.h"
#include "engine/core/perft.h"
#include "engine/testing/chess_positions.h"
#include "engine/testing/random_walk.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <set>

using namespace engine;
using chess::Chess;
namespace et    = engine::testing;
using ChessWalk = et::Walk<Chess>;

namespace engine::testing {
void showValue(const Walk<Chess>& w, std::ostream& os) { os << describe(w); }
} // namespace engine::testing

namespace rc {
template <> struct Arbitrary<ChessWalk> {
    static Gen<ChessWalk> arbitrary() {
        return gen::map(
            gen::pair(gen::inRange<std::size_t>(0, et::ChessWalkStarts.size()),
                gen::container<std::vector<std::uint16_t>>(gen::arbitrary<std::uint16_t>())),
            [](const std::pair<std::size_t, std::vector<std::uint16_t>>& p) {
                return et::play_walk<Chess>(et::ChessWalkStarts[p.first], p.second);
            });
    }
};
} // namespace rc

namespace {

// Independent, slow attack test: walks rays square by square over piece_on().
bool attacked_slow(const chess::Position& pos, chess::Square s, chess::Color by) {
    using namespace chess;
    int  f = file_of(s), r = rank_of(s);
    auto at = [&](int ff, int rr) -> Piece {
        return (ff < 0 || ff > 7 || rr < 0 || rr > 7) ? Piece(255)
                                                      : pos.piece_on(make_square(ff, rr));
    };
    auto is = [&](Piece p, PieceType pt) {
        return p != 255 && p != NoPiece && color_of(p) == by && type_of(p) == pt;
    };
    int pawn_dir = by == White ? -1 : 1; // attacker pawns sit one rank behind s from their view
    if (is(at(f - 1, r + pawn_dir), Pawn) || is(at(f + 1, r + pawn_dir), Pawn)) return true;
    for (auto [df, dr] : { std::pair { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 },
             { -2, -1 }, { -2, 1 }, { -1, 2 } })
        if (is(at(f + df, r + dr), Knight)) return true;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            if (is(at(f + df, r + dr), King)) return true;
            bool diag = df && dr;
            for (int k = 1;; ++k) {
                Piece p = at(f + df * k, r + dr * k);
                if (p == 255) break;
                if (p == NoPiece) continue;
                if (is(p, Queen) || is(p, diag ? Bishop : Rook)) return true;
                break;
            }
        }
    return false;
}

// The same position with colours swapped and the board mirrored top to bottom.
std::string flip_fen(const std::string& fen) {
    std::vector<std::string> f;
    std::string              cur;
    for (char c : fen) {
        if (c == ' ') {
            f.push_back(cur);
            cur.clear();
        } else
            cur += c;
    }
    f.push_back(cur);
    std::vector<std::string> ranks;
    cur.clear();
    for (char c : f[0]) {
        if (c == '/') {
            ranks.push_back(cur);
            cur.clear();
        } else
            cur += char(std::isalpha(static_cast<unsigned char>(c)) ? c ^ 0x20 : c);
    }
    ranks.push_back(cur);
    std::string placement;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it)
        placement += (placement.empty() ? "" : "/") + *it;
    std::string castling = f[2] == "-" ? "-" : "";
    if (f[2] != "-")
        for (char c : f[2]) castling += char(c ^ 0x20);
    std::string ep = f[3] == "-" ? "-" : std::string { f[3][0], char('1' + ('8' - f[3][1])) };
    return placement + (f[1] == "w" ? " b " : " w ") + castling + " " + ep + " " + f[4] + " "
        + f[5];
}

} // namespace

RC_GTEST_PROP(ChessWalkProps, MakeUnmakeRestoresPositionAndKey, (const ChessWalk& w)) {
    auto        pos = w.position;
    std::string why;
    RC_ASSERT(pos.is_ok(&why));
    chess::MoveList list;
    chess::generate_legal(pos, list);
    const std::string fen = pos.fen();
    const auto        key = pos.key();
    for (auto m : list) {
        pos.do_move(m);
        RC_ASSERT(pos.is_ok(&why));
        RC_ASSERT(pos.key() == pos.compute_key());
        pos.undo_move(m);
        RC_ASSERT(pos.fen() == fen);
        RC_ASSERT(pos.key() == key);
    }
}

RC_GTEST_PROP(ChessWalkProps, FenRoundTrip, (const ChessWalk& w)) {
    std::string fen   = w.position.fen();
    auto        again = chess::Position::from_fen(fen, w.position.is_chess960());
    RC_ASSERT(again.has_value());
    RC_ASSERT(again->fen() == fen);
    RC_ASSERT(again->key() == w.position.key());
}

RC_GTEST_PROP(ChessWalkProps, SanAndUciRoundTrip, (const ChessWalk& w)) {
    chess::MoveList list;
    chess::generate_legal(w.position, list);
    for (auto m : list) {
        auto san = chess::to_san(w.position, m);
        auto ps  = chess::parse_san(w.position, san);
        RC_ASSERT(ps.has_value());
        RC_ASSERT(*ps == m);
        auto uci = chess::to_uci(w.position, m);
        auto pu  = chess::parse_uci(w.position, uci);
        RC_ASSERT(pu.has_value());
        RC_ASSERT(*pu == m);
    }
}

RC_GTEST_PROP(ChessWalkProps, PerftEqualsSumOfDivideAndSlowPerft, (const ChessWalk& w)) {
    auto          pos = w.position;
    std::uint64_t sum = 0;
    for (const auto& e : core::divide<Chess>(pos, 3)) sum += e.nodes;
    RC_ASSERT(sum == chess::perft(pos, 3));
    RC_ASSERT(core::perft_slow<Chess>(pos, 2) == chess::perft(pos, 2));
}

RC_GTEST_PROP(ChessWalkProps, NoLegalMoveLeavesTheKingAttacked, (const ChessWalk& w)) {
    auto            pos = w.position;
    chess::MoveList list;
    chess::generate_legal(pos, list);
    auto us = pos.side_to_move();
    for (auto m : list) {
        pos.do_move(m);
        RC_ASSERT(!attacked_slow(pos, pos.king_square(us), ~us));
        pos.undo_move(m);
    }
    // and the counting generator agrees with the listing one
    RC_ASSERT(list.size() == chess::count_legal(pos));
}

// The generator against one that shares no code with it (naive_movegen.h, itself checked against
// published perft counts): the same moves, none missing, none extra, in every walk position.
RC_GTEST_PROP(ChessWalkProps, LegalMovesAgreeWithAnIndependentGenerator, (const ChessWalk& w)) {
    const auto&     pos = w.position;
    chess::MoveList list;
    chess::generate_legal(pos, list);
    std::set<std::string> engine_moves;
    for (auto m : list) engine_moves.insert(chess::to_uci(pos, m));
    const auto naive_moves = naive::legal_moves(naive::parse(pos.fen(), pos.is_chess960()));
    RC_ASSERT(engine_moves == naive_moves);
}

RC_GTEST_PROP(ChessWalkProps, ColourFlippedPositionHasEqualPerft, (const ChessWalk& w)) {
    auto pos     = w.position;
    auto flipped = chess::Position::from_fen(flip_fen(pos.fen()), pos.is_chess960());
    RC_ASSERT(flipped.has_value());
    RC_ASSERT(chess::perft(*flipped, 3) == chess::perft(pos, 3));
}

RC_GTEST_PROP(ChessWalkProps, InCheckAgreesWithSlowAttackTest, (const ChessWalk& w)) {
    const auto& pos = w.position;
    RC_ASSERT(pos.in_check()
        == attacked_slow(pos, pos.king_square(pos.side_to_move()), ~pos.side_to_move()));
}
