// PGN round trip on random legal games of every registered game, in each of its notations:
// write_pgn -> read_pgn gives back the game, start position, moves, comments (a `}` becomes
// `)`; the termination comment joins the last move's), tags and result, in lines of at most 79
// characters.

#include "harness/game/pgn_reader.h"
#include "harness/game/pgn_writer.h"
#include "harness/game/registry.h"

#include <gtest/gtest.h>

#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <sstream>

using namespace harness::game;

RC_GTEST_PROP(PgnProp, WrittenGamesReadBack, ()) {
    const auto&              games = all_games();
    const Game               game  = games[*rc::gen::inRange<std::size_t>(0, games.size())];
    const auto               fens = game->random_positions(1, *rc::gen::arbitrary<std::uint32_t>());
    auto                     rec  = GameRecord::start(game, fens.front()).value();
    std::vector<std::string> comments;
    const int                plies = *rc::gen::inRange(0, 80);
    for (int i = 0; i < plies && !rec.status().is_over(); ++i) {
        const auto legal = rec.legal_moves();
        RC_ASSERT(bool(rec.play(legal[*rc::gen::inRange<std::size_t>(0, legal.size())])));
        comments.push_back(*rc::gen::element<std::string>("", "+0.35/12 0.101s", "a}b {c",
            "a long comment that has to be wrapped over more than one line of movetext"));
    }
    const auto        notations = game->notations();
    const Notation    n         = notations[*rc::gen::inRange<std::size_t>(0, notations.size())];
    const std::string event     = *rc::gen::element<std::string>("x", "a \"quoted\" \\ name", "");
    const auto        written   = write_pgn(
                 { .tags = { { "Event", event }, { "Round", "3" } }, .record = &rec, .comments = comments },
                 { .notation = n });
    RC_ASSERT(written.has_value());
    const std::string text = *written;

    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.empty() || line[0] != '[') RC_ASSERT(line.size() <= 79u);

    const auto read = read_pgn(text);
    RC_ASSERT(read.errors.empty());
    RC_ASSERT(read.games.size() == 1u);
    const auto& back = read.games.front();
    RC_ASSERT(back.record.game() == game);
    RC_ASSERT(back.record.start_fen() == rec.start_fen());
    RC_ASSERT(back.record.moves() == rec.moves());
    RC_ASSERT(*back.tag("Event") == event);
    RC_ASSERT(back.result == std::string(engine::core::to_string(rec.status().result)));
    RC_ASSERT(back.comments.size() == comments.size());
    for (std::size_t i = 0; i < comments.size(); ++i) {
        std::string want = comments[i];
        for (char& c : want)
            if (c == '}') c = ')';
        // The termination comment follows the last move: read back, it joins that move's.
        const auto status = rec.status();
        if (i + 1 == comments.size() && status.is_over())
            want += (want.empty() ? "" : " ") + std::string(engine::core::to_string(status.kind));
        RC_ASSERT(back.comments[i] == want);
    }
}
