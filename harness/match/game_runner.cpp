#include "game_runner.h"

#include "game_clock.h"
#include "memory_watch.h"

#include "harness/game/record.h"
#include "harness/protocol/final_line.h"

#include <chrono>

namespace harness::match {

using engine::core::Color;
using engine::core::GameResult;
using engine::core::GameStatus;
using protocol::Fault;

std::string bounded_tail(std::string tail) {
    constexpr std::size_t TailChars = 3000;
    if (tail.size() > TailChars) tail = "..." + tail.substr(tail.size() - TailChars);
    return tail;
}

GameResult loss_of(Color c) {
    return c == Color::First ? GameResult::SecondWins : GameResult::FirstWins;
}

EndReason fault_reason(const Fault& f, const TimeControl& tc) {
    switch (f.kind) {
    case Fault::Kind::Crash:
    case Fault::Kind::StartFailed:
        return EndReason::Crash;
    case Fault::Kind::Timeout:
        return tc.has_clock() || tc.movetime_ms || tc.turn_ms ? EndReason::TimeForfeit
                                                              : EndReason::Stall;
    case Fault::Kind::IllegalMove:
        return EndReason::IllegalMove;
    case Fault::Kind::Malformed:
        break;
    }
    return EndReason::ProtocolError;
}

namespace {

MovePlayed move_data(const protocol::FinalLine& line) {
    MovePlayed m;
    m.score_cp   = line.score_cp;
    m.score_mate = line.score_mate;
    m.depth      = line.depth.value_or(0);
    m.seldepth   = line.seldepth;
    m.nodes      = line.nodes;
    return m;
}

// The in-play checks of one answer (before: the position searched), counted in `counts`; the
// detail of the first finding whose check is set to `fault`, if any.
std::optional<std::string> check_answer(const game::GameRecord& before,
    const protocol::SearchResult& answer, const output_checks::CheckPolicy& policy, int ply,
    const std::vector<MovePlayed>& moves, CheckCounts& counts) {
    std::optional<std::string> fault;
    const Color                side = before.side_to_move();
    auto findings = output_checks::check_search(before, answer.infos, answer.bestmove);
    if (!moves.empty())
        if (auto f = output_checks::check_mate_signs(
                moves.back().score_mate, protocol::final_line(answer.infos).score_mate))
            findings.push_back(std::move(*f));
    for (auto& f : findings) {
        const auto severity = policy[std::size_t(f.check)];
        if (severity == output_checks::Severity::Off) continue;
        auto& n = counts.counts[index(side)][std::size_t(f.check)];
        if (n++ == 0) counts.examples.push_back({ side, ply, f.check, f.detail });
        if (severity == output_checks::Severity::Fault && !fault)
            fault = std::string(output_checks::to_string(f.check)) + ": " + f.detail;
    }
    return fault;
}

// Why a move of `elapsed` ms lost on time: the limit that fell, and the Gomocup's tolerance.
std::string flag_detail(const GameClock& clock, const TimeControl& tc, std::int64_t elapsed) {
    std::string s = "answered after " + std::to_string(elapsed) + " ms ";
    if (clock.flag() == GameClock::Flag::Turn)
        s += "over the " + std::to_string(tc.turn_ms.value_or(0)) + " ms turn limit";
    else
        s += "with " + std::to_string(clock.left_ms()) + " ms on the clock";
    if (tc.gomocup) s += " (tolerance " + std::to_string(tc.allowance_ms()) + " ms)";
    return s;
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

// Ends the game with `result` for `reason`: the record so far.
PlayedGame ended(PlayedGame& out, GameResult result, EndReason reason, std::string detail = {}) {
    out.result = result;
    out.reason = reason;
    out.detail = std::move(detail);
    return out;
}

// One engine's answer to a turn's search, with what it cost.
struct TurnSearch {
    protocol::Answer<protocol::SearchResult> answer;
    bool                                     draw_offered = false; // told to the mover
    std::chrono::steady_clock::duration      searched {};
    std::int64_t                             elapsed_ms = 0;
    std::optional<std::int64_t>              budget_ms;
    std::optional<process::CpuTime>          cpu0, cpu1;
    std::optional<std::uint64_t>             peak_bytes; // with a memory limit
};

// A game from its start position: the engines' turns until the rules, an adjudication or a
// fault end it.
class GamePlay {
public:
    GamePlay(const GameSetup& setup, const std::array<Player, 2>& players, game::GameRecord record,
        PlayedGame out)
        : setup_(setup)
        , players_(players)
        , record_(std::move(record))
        , out_(std::move(out)) { }

    PlayedGame play() {
        if (auto over = new_game()) return *over;
        // Step 2. Moves until the rules, an adjudication or a fault end the game.
        clocks_.emplace(
            std::array<GameClock, 2> { GameClock(players_[0].tc, flag_grace(players_[0])),
                GameClock(players_[1].tc, flag_grace(players_[1])) });
        for (std::size_t i = 0; i < 2; ++i) (*clocks_)[i].spend(setup_.spent_ms[i]);
        adjudicator_.emplace(setup_.adjudication);
        for (int ply = 0;; ++ply)
            if (auto over = turn(ply)) return *over;
    }

private:
    PlayedGame end(GameResult result, EndReason reason, std::string detail = {}) {
        return ended(out_, result, reason, std::move(detail));
    }

    // A fault loses, except a time forfeit against a side that cannot mate: a draw (cutechess,
    // fastchess).
    PlayedGame forfeit(Color c, EndReason reason, std::string detail, std::string tail) {
        out_.faulty          = c;
        out_.transcript_tail = bounded_tail(std::move(tail));
        if (reason == EndReason::TimeForfeit && !record_.can_mate(~c))
            return end(
                GameResult::Draw, reason, detail + "; a draw: the opponent has no mating material");
        return end(loss_of(c), reason, std::move(detail));
    }

    // Step 1. A new game for both engines (starting them if needed).
    std::optional<PlayedGame> new_game() {
        for (Color c : { Color::First, Color::Second }) {
            auto r = players_[index(c)].session->request(
                [](protocol::EngineAdapter& a) { return a.new_game(); });
            if (!r)
                return forfeit(c, fault_reason(r.error(), players_[index(c)].tc), r.error().detail,
                    r.error().transcript_tail);
        }
        return std::nullopt;
    }

    // One ply (a refused foul plays the same ply again): the game when it ended.
    std::optional<PlayedGame> turn(int& ply) {
        const auto started = std::chrono::steady_clock::now();
        const auto status  = record_.status();
        if (status.is_over()) // a repetition's verdict comes with the referee's reasoning
            return end(status.result, end_reason(status.kind), record_.status_reasoning());
        if (const int max_plies = 2 * setup_.adjudication.max_moves; max_plies && ply >= max_plies)
            return end(GameResult::Draw, EndReason::MoveLimit);
        const Color mover  = record_.side_to_move();
        auto        search = ask(mover);
        if (auto over = judge_answer(mover, search)) return over;
        const Player& p      = players_[index(mover)];
        const auto&   answer = *search.answer;
        const auto    fault  = has_canonical_pvs(*p.session)
                ? check_answer(record_, answer, setup_.checks, ply, out_.moves, out_.checks)
                : std::nullopt;
        if (auto foul = record_.foul(answer.bestmove)) {
            if (setup_.referee.foul == game::FoulPolicy::Refuse
                && ++refusals_ <= game::RefusalsMax) {
                out_.refused.push_back(answer.bestmove + ": " + *foul);
                --ply; // the same turn again, on the clock already charged
                return std::nullopt;
            }
            return end(loss_of(mover), EndReason::ForbiddenMove, answer.bestmove + " is " + *foul);
        }
        refusals_ = 0;
        offer_ = answer.claim == protocol::Claim::DrawOffer ? std::optional(mover) : std::nullopt;
        return play_move(mover, ply, search, fault, started);
    }

    // The mover's search of the current position, on its clock.
    TurnSearch ask(Color mover) {
        const Player& p      = players_[index(mover)];
        auto&         clocks = *clocks_;
        auto&         clock  = clocks[index(mover)];
        auto          limits = move_limits(
                     mover, players_, { clocks[0].left_ms(), clocks[1].left_ms() }, clock.moves_to_go());
        // UCCI engines are told the moves that would repeat through their own forbidden
        // perpetual (ElephantEye's league manager does the same).
        if (const auto caps = p.session->capabilities(); caps && caps->banmoves)
            limits.banmoves = record_.forbidden_repeats();
        limits.draw_offered = offer_ == ~mover;
        limits.stop_at_ms   = clock.stop_at_ms();
        const auto  budget  = clock.budget_ms();
        const auto  cpu0    = budget ? p.session->cpu_time() : std::nullopt;
        const auto  t0      = std::chrono::steady_clock::now();
        MemoryWatch memory(*p.session, p.tc.memory_bytes.has_value());
        auto        answer   = p.session->request([&](protocol::EngineAdapter& a) {
            a.set_position(record_.start_fen(), record_.moves());
            return a.go(limits);
        });
        const auto  peak     = memory.stop();
        const auto  searched = std::chrono::steady_clock::now() - t0;
        const auto  elapsed  = micros(searched) / 1000;
        const auto  cpu1     = cpu0 && answer ? p.session->cpu_time() : std::nullopt;
        return { std::move(answer), limits.draw_offered, searched, elapsed, budget, cpu0, cpu1,
            peak };
    }

    // How the answer ends the game before its move is looked at, if it does: a fault, a flag
    // fallen, a resignation or an agreed draw, no move at all.
    std::optional<PlayedGame> judge_answer(Color mover, const TurnSearch& s) {
        const Player& p       = players_[index(mover)];
        auto&         clock   = (*clocks_)[index(mover)];
        const auto    elapsed = s.elapsed_ms;
        if (!s.answer)
            return forfeit(mover, fault_reason(s.answer.error(), p.tc),
                s.answer.error().detail + " (" + std::to_string(elapsed) + " ms)",
                s.answer.error().transcript_tail);
        if (const auto limit = p.tc.memory_bytes; limit && s.peak_bytes && *s.peak_bytes > *limit)
            return forfeit(mover, EndReason::MemoryLimit,
                std::to_string(*s.peak_bytes >> 20) + " MiB resident during its turn, over the "
                    + std::to_string(*limit >> 20) + " MiB limit",
                p.session->transcript_tail(10));
        if (!clock.charge(elapsed)) {
            out_.late_ms   = clock.late_by(elapsed);
            out_.over_turn = clock.flag() == GameClock::Flag::Turn;
            return forfeit(mover, EndReason::TimeForfeit, flag_detail(clock, p.tc, elapsed),
                p.session->transcript_tail(10));
        }
        if (auto w = ended_by_word(*s.answer, mover, s.draw_offered))
            return end(w->result, w->reason, std::move(w->detail));
        if (s.answer->bestmove.empty()) {
            if (p.session->spec().proto == protocol::Protocol::Xboard)
                return end(loss_of(mover), EndReason::Resign, "the engine resigned");
            return forfeit(mover, EndReason::IllegalMove,
                "no move in '" + record_.fen() + "', which has legal moves",
                p.session->transcript_tail(10));
        }
        return std::nullopt;
    }

    // Plays the answer's move and records it; then the checks' fault, a verified mate or an
    // adjudication may end the game.
    std::optional<PlayedGame> play_move(Color mover, int ply, const TurnSearch& s,
        const std::optional<std::string>& fault, std::chrono::steady_clock::time_point started) {
        const Player& p      = players_[index(mover)];
        auto          played = record_.play(s.answer->bestmove);
        if (!played)
            return forfeit(mover, EndReason::IllegalMove,
                played.error().message + " (FEN " + record_.fen() + ")",
                p.session->transcript_tail(10));
        const auto line = protocol::final_line(s.answer->infos);
        MovePlayed m    = move_data(line);
        m.move          = *played;
        m.time_ms       = s.elapsed_ms;
        m.budget_ms     = s.budget_ms;
        m.latency_us    = s.answer->info_to_bestmove_us;
        if (s.cpu1) {
            const auto span = process::cpu_between(*s.cpu0, *s.cpu1);
            m.cpu_ms        = span.cpu_ms;
            m.contended_ms  = span.contended_ms;
        }
        out_.moves.push_back(m);
        if (fault)
            return forfeit(mover, EndReason::ProtocolError, *fault, p.session->transcript_tail(10));
        if (setup_.adjudication.mate && m.score_mate) {
            if (auto v = verify_mate_claim(
                    record_, mover, *m.score_mate, *setup_.adjudication.mate, line.pv))
                return end(
                    v->winner == Color::First ? GameResult::FirstWins : GameResult::SecondWins,
                    EndReason::VerifiedMate, v->detail);
        }
        out_.moves.back().overhead_us
            = micros(std::chrono::steady_clock::now() - started - s.searched);
        if (auto v = adjudicator_->after_move(mover, ply / 2 + 1, adjudication_score(m))) {
            if (v->is_draw()) return end(GameResult::Draw, EndReason::DrawAdjudication);
            return end(v->result, EndReason::Resign,
                "adjudicated by score (" + std::to_string(adjudication_score(m).value_or(0))
                    + " cp)");
        }
        return std::nullopt;
    }

    const GameSetup&                        setup_;
    const std::array<Player, 2>&            players_;
    game::GameRecord                        record_;
    PlayedGame                              out_;
    std::optional<std::array<GameClock, 2>> clocks_; // from step 2
    std::optional<Adjudicator>              adjudicator_; // from step 2
    int                                     refusals_ = 0; // renju fouls refused on this turn
    std::optional<Color> offer_; // the side that offered a draw with the last move
};

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
    if (tc.gomocup) {
        if (tc.turn_ms) l.turn_ms = int(*tc.turn_ms);
        l.match_ms = int(tc.base_ms);
    }
    return l;
}

PlayedGame play_game(const GameSetup& setup, const std::array<Player, 2>& players) {
    PlayedGame out;
    auto       start = game::GameRecord::start(setup.variant, setup.start_fen, setup.referee);
    out.start_fen    = start ? start->start_fen() : setup.start_fen;
    if (!start)
        return ended(out, GameResult::Draw, EndReason::ProtocolError, start.error().to_string());
    out.first_mover = start->side_to_move();
    return GamePlay(setup, players, std::move(*start), std::move(out)).play();
}

} // namespace harness::match
