#include "match_runner.h"

#include "game_runner.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace harness::match {

using engine::core::Color;
using engine::core::GameResult;

namespace {

// Points of engines[0] in a game, in half points (0, 1, 2).
int half_points(const GameEntry& g) {
    if (g.played.result == GameResult::Draw) return 1;
    const bool first_won = g.played.result == GameResult::FirstWins;
    return first_won == (g.white == 0) ? 2 : 0;
}

void count_fault(FaultCounts& f, const PlayedGame& g) {
    switch (g.reason) {
    case EndReason::TimeForfeit:
        ++f.time_forfeits;
        f.turn_forfeits += g.over_turn;
        break;
    case EndReason::Stall:
        ++f.stalls;
        break;
    case EndReason::Crash:
        ++f.crashes;
        break;
    case EndReason::IllegalMove:
        ++f.illegal_moves;
        break;
    case EndReason::ProtocolError:
        ++f.protocol_errors;
        break;
    case EndReason::MemoryLimit:
        ++f.memory_faults;
        break;
    default:
        break;
    }
}

protocol::Timeouts session_timeouts(const TimeControl& tc, std::chrono::milliseconds stall) {
    protocol::Timeouts t;
    // A move later than its clock (or st=) plus the margin has lost already; one more second
    // tells a slow answer from a hang. Depth/nodes searches have only the stall bound.
    t.search_margin = std::chrono::milliseconds(tc.allowance_ms() + 1000);
    t.perft         = stall;
    return t;
}

// Why an engine cannot play this match (a limit or a start position its protocol lacks).
std::optional<std::string> unsupported(
    const MatchConfig& c, const MatchEngine& e, const std::optional<protocol::Capabilities>& caps) {
    if (!caps) return std::nullopt;
    const std::string proto = protocol::to_string(e.spec.proto);
    if (e.tc.gomocup && e.spec.proto != protocol::Protocol::Gomocup)
        return e.spec.name + " speaks " + proto
            + ": timeturn=, timematch= and tolerance= are the Gomocup protocol's clocks; use tc= "
              "or st=";
    if (c.swap2 && !caps->swap2)
        return e.spec.name + " speaks " + proto
            + ": the Swap2 opening (opener=swap2) needs the Gomocup protocol's SWAP2BOARD";
    if (e.tc.nodes && !caps->node_limit)
        return e.spec.name + " has no node limit (" + proto + "): use depth=, st= or tc=";
    if (!caps->any_position) {
        const auto start = c.variant->start_fen();
        for (const auto& fen : c.openings)
            if (fen != start)
                return e.spec.name + " cannot be set up in a position (" + proto
                    + "): it plays only from the start position, and the book holds others";
    }
    return std::nullopt;
}

struct Probe {
    std::optional<protocol::Reaction> reaction;
    bool                              fault = false;
};

// The reaction probe of a started engine (nullopt: not probed); a fault restarts it.
std::optional<Probe> probe(session::EngineSession& s, std::chrono::milliseconds think) {
    if (think.count() <= 0) return std::nullopt;
    auto r = s.request([&](protocol::EngineAdapter& a) { return a.probe_reaction(think); });
    if (!r) return Probe { std::nullopt, true };
    return Probe { *r, false };
}

// The replay of a game's fault (fault_replay.h) from the faulty engine's session; the first
// faults of each engine are shrunk.
void add_replay(const MatchConfig& c, GameEntry& entry,
    const std::array<std::unique_ptr<session::EngineSession>, 2>& sessions,
    std::array<std::atomic<int>, 2>&                              shrinks) {
    const auto& o = entry.played;
    if (c.replay.dir.empty() || !o.faulty || !is_replayable(o.reason)) return;
    const std::size_t engine
        = *o.faulty == Color::First ? std::size_t(entry.white) : std::size_t(1 - entry.white);
    const auto&   s = *sessions[engine];
    FaultToReplay f { s.spec(), s.capabilities().value_or(protocol::Capabilities {}),
        s.replay_lines(), game_number(entry, c.games_per_round), o.reason, std::nullopt };
    if (const auto& tc = c.engines[engine].tc; tc.has_clock() || tc.movetime_ms)
        f.nodes = reported_nodes(o);
    const bool shrink   = c.replay.shrink && shrinks[engine]++ < c.replay.shrinks_per_engine;
    entry.played.replay = write_fault_replay(c.replay, f, shrink);
}

} // namespace

GameEntry schedule(const MatchConfig& c, int round, int game) {
    GameEntry e;
    e.round = round;
    e.game  = game;
    // Pairs: engine 0 has White in the first game, Black in the second. Single games alternate
    // colours from round to round. -noswap: engine 0 always White; -reverse: the other way.
    e.white = c.noswap ? 0 : c.games_per_round == 2 ? game : round % 2;
    if (c.reverse) e.white = 1 - e.white;
    if (!c.openings.empty()) {
        const auto i = opening_index(round, c.games_per_round, c.repeat_opening, c.opening_policy)
            % c.openings.size();
        e.opening = c.openings[i];
        if (i < c.opening_symmetries.size()) e.symmetry = c.opening_symmetries[i];
    }
    return e;
}

MatchSummary summarize(const std::vector<GameEntry>& games, int games_per_round,
    const std::optional<stats::SprtConfig>& sprt) {
    MatchSummary                    s;
    std::map<int, std::vector<int>> rounds;
    for (const auto& g : games) {
        const int p = half_points(g);
        if (p == 2)
            ++s.games.wins;
        else if (p == 1)
            ++s.games.draws;
        else
            ++s.games.losses;
        rounds[g.round].push_back(p);
        if (g.played.faulty) {
            const int engine = *g.played.faulty == Color::First ? g.white : 1 - g.white;
            count_fault(s.faults[std::size_t(engine)], g.played);
        }
    }
    if (games_per_round == 2)
        for (const auto& [round, points] : rounds)
            if (points.size() == 2) ++s.pairs.counts[std::size_t(points[0] + points[1])];
    if (s.pairs.pairs() > 0)
        s.elo = stats::estimate(s.pairs);
    else if (s.games.games() > 0)
        s.elo = stats::estimate(s.games);
    s.elo.elo_error95  = std::max(0.0, s.elo.elo_error95); // rounding below 0 when all drawn
    s.elo.nelo_error95 = std::max(0.0, s.elo.nelo_error95);
    if (sprt)
        s.sprt = games_per_round == 2 ? stats::sprt(*sprt, s.pairs) : stats::sprt(*sprt, s.games);
    for (int e = 0; e < 2; ++e) s.audits[std::size_t(e)] = audit(games, e, games_per_round);
    return s;
}

namespace {

using Sessions = std::array<std::unique_ptr<session::EngineSession>, 2>;

// opener=swap2: the opening before the game (the engine scheduled first opens); its colours
// decide who plays first. A fault ends the game as the faulty engine's loss, the opener counted
// as black until the opening ends; nullopt: the game is to be played from entry.opening.
// spent: by colour, the time each engine's answers took (GameSetup::spent_ms).
std::optional<PlayedGame> open_swap2(const MatchConfig& c, GameEntry& entry, Sessions& sessions,
    std::array<std::int64_t, 2>& spent) {
    using engine::core::Color;
    const auto                  opener = std::size_t(entry.white);
    const std::array<Player, 2> roles { Player { sessions[opener].get(), c.engines[opener].tc },
        Player { sessions[1 - opener].get(), c.engines[1 - opener].tc } };
    auto                        s = play_swap2(c.variant, entry.opening, c.referee, roles);
    entry.swap2                   = s.record;
    if (!s.fault) {
        entry.opening = s.fen;
        if (s.record.swapped) entry.white = 1 - entry.white;
        const bool opener_first = std::size_t(entry.white) == opener;
        spent = opener_first ? s.spent_ms : std::array { s.spent_ms[1], s.spent_ms[0] };
        return std::nullopt;
    }
    PlayedGame g;
    g.start_fen       = entry.opening.empty() ? c.variant->start_fen() : entry.opening;
    const Color side  = s.faulty == 0 ? Color::First : Color::Second;
    g.faulty          = side;
    g.result          = loss_of(side);
    g.reason          = fault_reason(*s.fault, roles[std::size_t(s.faulty)].tc);
    g.detail          = "in the Swap2 opening: " + s.fault->detail;
    g.transcript_tail = bounded_tail(s.fault->transcript_tail);
    g.late_ms         = s.late_ms;
    return g;
}

// One run of a match: the games so far (the journal's first), the workers' sessions and probes,
// and the SPRT's decision, shared by the workers under one mutex.
class MatchPlay {
public:
    explicit MatchPlay(const MatchConfig& c)
        : c_(c)
        , games_(c.previous) {
        for (const auto& g : games_) done_.insert({ g.round, g.game });
        check_sprt();
    }

    [[nodiscard]] bool stopped() const { return decided_.load() || (c_.stop && c_.stop()); }

    // A worker: both engines started (each pinned to its CPU when asked), then its task plays
    // the games of the rounds it is given.
    std::variant<run::Task<int>, run::WorkerError> open_worker() {
        auto       sessions = std::make_shared<Sessions>();
        const auto worker   = workers_opened_++;
        for (std::size_t i = 0; i < 2; ++i)
            if (auto error = start_engine(*sessions, worker, i)) return *error;
        return run::Task<int>([this, sessions](std::size_t slot) {
            play_round(*sessions, c_.round_slots ? std::size_t((*c_.round_slots)[slot]) : slot);
            return 0;
        });
    }

    MatchRun finish(const run::PoolRun<int>& pool, std::size_t rounds) {
        out_.error = pool.error;
        std::sort(games_.begin(), games_.end(), [](const GameEntry& a, const GameEntry& b) {
            return std::pair(a.round, a.game) < std::pair(b.round, b.game);
        });
        out_.stopped = games_.size() < rounds * std::size_t(c_.games_per_round);
        out_.summary = summarize(games_, c_.games_per_round, c_.sprt);
        for (std::size_t i = 0; i < 2; ++i)
            for (const auto& p : probes_[i])
                add_probe(out_.summary.audits[i].clock, p.reaction, p.fault);
        out_.games = std::move(games_);
        return std::move(out_);
    }

private:
    void check_sprt() {
        if (!c_.sprt) return;
        auto s = summarize(games_, c_.games_per_round, c_.sprt).sprt;
        if (s && s->verdict != stats::SprtVerdict::Continue) decided_ = true;
    }

    std::optional<run::WorkerError> start_engine(
        Sessions& sessions, std::size_t worker, std::size_t i) {
        const auto& e    = c_.engines[i];
        auto        spec = e.spec;
        if (!c_.affinity_cpus.empty())
            spec.cpu = c_.affinity_cpus[(2 * worker + i) % c_.affinity_cpus.size()];
        sessions[i]
            = std::make_unique<session::EngineSession>(spec, session_timeouts(e.tc, c_.stall));
        auto id = sessions[i]->start();
        if (!id)
            return run::WorkerError { run::WorkerError::Kind::StartFailed,
                e.spec.name + ": " + id.error().detail };
        if (auto why = unsupported(c_, e, sessions[i]->capabilities()))
            return run::WorkerError { run::WorkerError::Kind::Unsupported, *why };
        auto            reaction = probe(*sessions[i], c_.probe_think);
        std::lock_guard lock(mutex_);
        out_.ids[i] = *id;
        if (reaction) probes_[i].push_back(*reaction);
        return std::nullopt;
    }

    // The games of one round not played yet (a resumed match played some), each recorded as
    // it ends unless the match stopped under it.
    void play_round(Sessions& sessions, std::size_t round) {
        for (int g = 0; g < c_.games_per_round && !stopped(); ++g) {
            {
                std::lock_guard lock(mutex_);
                if (done_.count({ int(round), g })) continue;
            }
            GameEntry entry = schedule(c_, int(round), g);
            for (auto& s : sessions) s->begin_game();
            std::array<std::int64_t, 2> spent {};
            auto opened = c_.swap2 ? open_swap2(c_, entry, sessions, spent) : std::nullopt;
            std::array<Player, 2> players;
            for (std::size_t side = 0; side < 2; ++side) {
                const std::size_t engine
                    = side == 0 ? std::size_t(entry.white) : std::size_t(1 - entry.white);
                players[side] = { sessions[engine].get(), c_.engines[engine].tc };
            }
            entry.played = opened ? std::move(*opened)
                                  : play_game({ c_.variant, entry.opening, c_.adjudication,
                                                  c_.referee, c_.checks, spent },
                                      players);
            if (!stopped()) add_replay(c_, entry, sessions, shrinks_);
            std::lock_guard lock(mutex_);
            if (stopped()) break; // its engines may have been ended under it
            games_.push_back(entry);
            done_.insert({ entry.round, entry.game });
            if (c_.on_game) c_.on_game(entry);
            check_sprt();
        }
    }

    const MatchConfig&                c_;
    MatchRun                          out_;
    std::mutex                        mutex_;
    std::vector<GameEntry>            games_;
    std::set<std::pair<int, int>>     done_;
    std::atomic<bool>                 decided_ { false };
    std::array<std::vector<Probe>, 2> probes_;
    std::atomic<std::size_t>          workers_opened_ { 0 };
    std::array<std::atomic<int>, 2>   shrinks_ {}; // faults shrunk per engine
};

} // namespace

MatchRun run_match(const MatchConfig& c) {
    MatchPlay            play(c);
    run::OpenWorker<int> open   = [&play] { return play.open_worker(); };
    const std::size_t    rounds = c.round_slots ? c.round_slots->size() : std::size_t(c.rounds);
    auto                 pool
        = run::run_pool<int>(rounds, c.concurrency, open, {}, [&play] { return play.stopped(); });
    return play.finish(pool, rounds);
}

} // namespace harness::match
