// Random legal games on every registered game: the record's legal moves and status agree with
// the rules, and every move's text round-trips through every notation of the game.

#include "harness/game/record.h"
#include "harness/game/registry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

using namespace harness::game;

RC_GTEST_PROP(GameRecordProp, RandomGamesAgreeWithTheRulesAndRoundTripText, ()) {
    const auto& games = all_games();
    const Game  game  = games[*rc::gen::inRange<std::size_t>(0, games.size())];
    const auto  fens  = game->random_positions(1, *rc::gen::arbitrary<std::uint32_t>());
    auto        rec   = GameRecord::start(game, fens.front());
    RC_ASSERT(bool(rec));
    const int plies = *rc::gen::inRange(0, 40);
    for (int i = 0; i < plies; ++i) {
        const auto status = rec->status();
        const auto legal  = rec->legal_moves();
        RC_ASSERT(legal.empty() == status.is_over());
        if (status.is_over()) {
            RC_ASSERT(status.result != GameResult::Ongoing);
            RC_ASSERT(!rec->play("a1a2"));
            break;
        }
        auto from_fen = game->legal_moves(rec->fen()).value();
        auto sorted   = legal;
        std::sort(from_fen.begin(), from_fen.end());
        std::sort(sorted.begin(), sorted.end());
        RC_ASSERT(from_fen == sorted);
        const std::string move = legal[*rc::gen::inRange<std::size_t>(0, legal.size())];
        for (Notation n : game->notations()) {
            auto text = game->move_text(rec->fen(), move, n);
            RC_ASSERT(bool(text));
            RC_ASSERT(*game->parse_move(rec->fen(), *text, n) == move);
            RC_ASSERT(*game->parse_any_move(rec->fen(), *text) == move);
        }
        const std::string before = rec->fen();
        RC_ASSERT(*rec->play(move) == move);
        RC_ASSERT(*game->play(before, move) == rec->fen());
    }
    // The history replays from its text in every notation to the same game.
    for (Notation n : game->notations()) {
        auto       replay = GameRecord::start(game, rec->start_fen());
        const auto texts  = rec->moves_as(n);
        RC_ASSERT(bool(texts));
        for (const auto& text : texts.value()) RC_ASSERT(bool(replay->play(text, n)));
        RC_ASSERT(replay->moves() == rec->moves());
        RC_ASSERT(replay->fen() == rec->fen());
    }
}
