#include "game_runner.h"

#include "game_clock.h"

#include "harness/game/record.h"
#include "harness/protocol/final_line.h"

#include <chrono>

namespace harness::match {

using engine::core::Color;
using engine::core::GameResult;
using engine::core::GameStatus;
using protocol::Fault;

namespace {

constexpr std::size_t TailChars = 3000;

std::string bounded_tail(std::string tail) {
    if (tail.size() > TailChars) tail = "..." + tail.substr(tail.size() - TailChars);
    return tail;
}

GameResult loss_of(Color c) {
    return c == Color::First ? GameResult::SecondWins : GameResult::FirstWins;
}

// The reason a fault of the side to move ends the game with.
EndReason fault_reason(const Fault& f, const TimeControl& tc) {
    switch (f.kind) {
    case Fault::Kind::Crash:
    case Fault::Kind::StartFailed:
        return EndReason::Crash;
    case Fault::Kind::Timeout:
        return tc.has_clock() || tc.movetime_ms ? EndReason::TimeForfeit : EndReason::Stall;
    case Fault::Kind::IllegalMove:
        return EndReason::IllegalMove;
    case Fault::Kind::Malformed:
        break;
    }
    return EndReason::ProtocolError;
}

MovePlayed move_data(const protocol::FinalLine& line) {
    MovePlayed m;
    m.score_cp   = line.score_cp;
    m.score_mate = line.score_mate;
    m.depth      = line.depth.value_or(0);
    m.nodes      = line.nodes;
    return m;
}

// The in-play checks of one answer (before: the position searched), counted in `counts`; the
// detail of the first finding whose check is set to `fault`, if any.
std::optional<std::string> check_answer(const game::GameRecord& before,
    const protocol::SearchResult& answer, const claims::CheckPolicy& policy, int ply,
    CheckCounts& counts) {
    std::optional<std::string> fault;
    const Color                side = before.side_to_move();
    for (auto& f : claims::check_search(before, answer.infos, answer.bestmove)) {
        const auto severity = policy[std::size_t(f.check)];
        if (severity == claims::Severity::Off) continue;
        auto& n = counts.counts[index(side)][std::size_t(f.check)];
        if (n++ == 0) counts.examples.push_back({ side, ply, f.check, f.detail });
        if (severity == claims::Severity::Fault && !fault)
            fault = std::string(claims::to_string(f.check)) + ": " + f.detail;
    }
    return fault;
}

bool has_canonical_pvs(const session::EngineSession& s) {
    return s.spec().proto == protocol::Protocol::Uci || s.spec().proto == protocol::Protocol::Ucci;
}

std::int64_t micros(std::chrono::steady_clock::duration d) {
    return std::chrono::duration_cast<std::chrono::microseconds>(d).count();
}

std::optional<int> adjudication_score(const MovePlayed& m) {
    if (m.score_mate) return *m.score_mate > 0 ? MateScoreCp : -MateScoreCp;
    return m.score_cp;
}

// How an engine's word beside its move ends the game, if it does: a resignation ("bestmove M
// resign"; "nobestmove", no move to play, is one too), or a draw offer made in answer to the
// opponent's offer of the ply before (the draw is agreed; the move is not played).
struct WordEnd {
    GameResult  result;
    EndReason   reason;
    std::string detail;
};
std::optional<WordEnd> ended_by_word(
    const protocol::SearchResult& answer, Color mover, bool offered_to_mover) {
    using protocol::Claim;
    switch (answer.claim) {
    case Claim::Resign:
        return WordEnd { loss_of(mover), EndReason::Resign,
            "the engine resigned ('bestmove " + answer.bestmove + " resign')" };
    case Claim::NoMove:
        return WordEnd { loss_of(mover), EndReason::Resign,
            "the engine answered 'nobestmove' (no move to play): it resigned" };
    case Claim::DrawOffer:
        if (!offered_to_mover) return std::nullopt;
        return WordEnd { GameResult::Draw, EndReason::Agreement,
            "a draw agreed: offered with the move before, accepted ('bestmove " + answer.bestmove
                + " draw')" };
    case Claim::None:
        break;
    }
    return std::nullopt;
}

// The engine's grace after a stop at its flag (flagstop=, or its protocol's default); UCI and
// UCCI only (xboard's and Gomocup's searches are not stopped).
std::int64_t flag_grace(const Player& p) {
    using protocol::Protocol;
    const auto proto = p.session ? p.session->spec().proto : Protocol::Uci;
    if (proto != Protocol::Uci && proto != Protocol::Ucci) return 0;
    return flag_grace_ms(p.tc, proto == Protocol::Ucci);
}

} // namespace

protocol::Limits move_limits(Color mover, const std::array<Player, 2>& players,
    const std::array<std::int64_t, 2>& left_ms, std::optional<int> moves_to_go) {
    const TimeControl& tc = players[index(mover)].tc;
    protocol::Limits   l;
    if (tc.movetime_ms) l.movetime_ms = int(*tc.movetime_ms);
    l.nodes = tc.nodes;
    l.depth = tc.depth;
    if (tc.has_clock()) {
        const auto& w = players[0].tc;
        const auto& b = players[1].tc;
        l.wtime_ms    = int(w.has_clock() ? left_ms[0] : left_ms[index(mover)]);
        l.btime_ms    = int(b.has_clock() ? left_ms[1] : left_ms[index(mover)]);
        l.winc_ms     = int(w.inc_ms);
        l.binc_ms     = int(b.inc_ms);
        l.movestogo   = moves_to_go;
    }
    return l;
}

PlayedGame play_game(const GameSetup& setup, const std::array<Player, 2>& players) {
    PlayedGame out;
    auto       start = game::GameRecord::start(setup.variant, setup.start_fen, setup.referee);
    out.start_fen    = start ? start->start_fen() : setup.start_fen;
    auto end         = [&](GameResult result, EndReason reason, std::string detail = {}) {
        out.result = result;
        out.reason = reason;
        out.detail = std::move(detail);
        return out;
    };
    if (!start) return end(GameResult::Draw, EndReason::ProtocolError, start.error().to_string());
    game::GameRecord record = std::move(*start);
    out.first_mover         = record.side_to_move();
    // A fault loses, except a time forfeit against a side that cannot mate: a draw (cutechess,
    // fastchess).
    auto forfeit = [&](Color c, EndReason reason, std::string detail, std::string tail) {
        out.faulty          = c;
        out.transcript_tail = bounded_tail(std::move(tail));
        if (reason == EndReason::TimeForfeit && !record.can_mate(~c))
            return end(
                GameResult::Draw, reason, detail + "; a draw: the opponent has no mating material");
        return end(loss_of(c), reason, std::move(detail));
    };

    // Step 1. A new game for both engines (starting them if needed).
    for (Color c : { Color::First, Color::Second }) {
        auto r = players[index(c)].session->request(
            [](protocol::EngineAdapter& a) { return a.new_game(); });
        if (!r)
            return forfeit(c, fault_reason(r.error(), players[index(c)].tc), r.error().detail,
                r.error().transcript_tail);
    }

    // Step 2. Moves until the rules, an adjudication or a fault end the game.
    std::array<GameClock, 2> clocks { GameClock(players[0].tc, flag_grace(players[0])),
        GameClock(players[1].tc, flag_grace(players[1])) };
    Adjudicator              adjudicator(setup.adjudication);
    const int                max_plies = 2 * setup.adjudication.max_moves;
    int                      refusals  = 0; // renju fouls refused on this turn
    std::optional<Color>     offer; // the side that offered a draw with the last move
    for (int ply = 0;; ++ply) {
        const auto turn   = std::chrono::steady_clock::now();
        const auto status = record.status();
        if (status.is_over()) // a repetition's verdict comes with the referee's reasoning
            return end(status.result, end_reason(status.kind), record.status_reasoning());
        if (max_plies && ply >= max_plies) return end(GameResult::Draw, EndReason::MoveLimit);

        const Color   mover  = record.side_to_move();
        const Player& p      = players[index(mover)];
        auto&         clock  = clocks[index(mover)];
        auto          limits = move_limits(
                     mover, players, { clocks[0].left_ms(), clocks[1].left_ms() }, clock.moves_to_go());
        // UCCI engines are told the moves that would repeat through their own forbidden
        // perpetual (ElephantEye's league manager does the same).
        if (const auto caps = p.session->capabilities(); caps && caps->banmoves)
            limits.banmoves = record.forbidden_repeats();
        limits.draw_offered = offer == ~mover;
        limits.stop_at_ms   = clock.stop_at_ms();
        const auto budget   = clock.budget_ms();
        const auto cpu0     = budget ? p.session->cpu_time() : std::nullopt;
        const auto t0       = std::chrono::steady_clock::now();
        auto       answer   = p.session->request([&](protocol::EngineAdapter& a) {
            a.set_position(record.start_fen(), record.moves());
            return a.go(limits);
        });
        const auto searched = std::chrono::steady_clock::now() - t0;
        const auto elapsed  = micros(searched) / 1000;
        const auto cpu1     = cpu0 && answer ? p.session->cpu_time() : std::nullopt;
        if (!answer)
            return forfeit(mover, fault_reason(answer.error(), p.tc),
                answer.error().detail + " (" + std::to_string(elapsed) + " ms)",
                answer.error().transcript_tail);
        if (!clock.charge(elapsed)) {
            out.late_ms = clock.late_by(elapsed);
            return forfeit(mover, EndReason::TimeForfeit,
                "answered after " + std::to_string(elapsed) + " ms with "
                    + std::to_string(clock.left_ms()) + " ms on the clock",
                p.session->transcript_tail(10));
        }
        if (auto w = ended_by_word(*answer, mover, limits.draw_offered))
            return end(w->result, w->reason, std::move(w->detail));
        if (answer->bestmove.empty()) {
            if (p.session->spec().proto == protocol::Protocol::Xboard)
                return end(loss_of(mover), EndReason::Resign, "the engine resigned");
            return forfeit(mover, EndReason::IllegalMove,
                "no move in '" + record.fen() + "', which has legal moves",
                p.session->transcript_tail(10));
        }
        const auto fault = has_canonical_pvs(*p.session)
            ? check_answer(record, *answer, setup.checks, ply, out.checks)
            : std::nullopt;
        if (auto foul = record.foul(answer->bestmove)) {
            if (setup.referee.foul == game::FoulPolicy::Refuse && ++refusals <= game::RefusalsMax) {
                out.refused.push_back(answer->bestmove + ": " + *foul);
                --ply; // the same turn again, on the clock already charged
                continue;
            }
            return end(loss_of(mover), EndReason::ForbiddenMove, answer->bestmove + " is " + *foul);
        }
        refusals = 0;
        offer = answer->claim == protocol::Claim::DrawOffer ? std::optional(mover) : std::nullopt;
        auto played = record.play(answer->bestmove);
        if (!played)
            return forfeit(mover, EndReason::IllegalMove,
                played.error().message + " (FEN " + record.fen() + ")",
                p.session->transcript_tail(10));
        const auto line = protocol::final_line(answer->infos);
        MovePlayed m    = move_data(line);
        m.move          = *played;
        m.time_ms       = elapsed;
        m.budget_ms     = budget;
        m.latency_us    = answer->info_to_bestmove_us;
        if (cpu1) {
            const auto span = process::cpu_between(*cpu0, *cpu1);
            m.cpu_ms        = span.cpu_ms;
            m.contended_ms  = span.contended_ms;
        }
        out.moves.push_back(m);
        if (fault)
            return forfeit(mover, EndReason::ProtocolError, *fault, p.session->transcript_tail(10));
        if (setup.adjudication.mate && m.score_mate) {
            if (auto v = verify_mate_claim(
                    record, mover, *m.score_mate, *setup.adjudication.mate, line.pv))
                return end(
                    v->winner == Color::First ? GameResult::FirstWins : GameResult::SecondWins,
                    EndReason::VerifiedMate, v->detail);
        }
        out.moves.back().overhead_us = micros(std::chrono::steady_clock::now() - turn - searched);
        if (auto v = adjudicator.after_move(mover, ply / 2 + 1, adjudication_score(m))) {
            if (v->is_draw()) return end(GameResult::Draw, EndReason::DrawAdjudication);
            return end(v->result, EndReason::Resign,
                "adjudicated by score (" + std::to_string(adjudication_score(m).value_or(0))
                    + " cp)");
        }
    }
}

} // namespace harness::match
