#include "symmetry_run.h"

#include "harness/game/symmetry.h"
#include "harness/protocol/final_line.h"
#include "harness/session/fresh_search.h"
#include "harness/symmetry/shrink.h"

#include "engine/core/text.h"

#include <algorithm>

namespace harness::symmetry {

namespace {

using Clock = std::chrono::steady_clock;

// The calls of a finding's predicate a shrink may make: an evaluation is cheap, a search pair
// costs two fixed searches.
constexpr int EvalShrinkBudget   = 300;
constexpr int SearchShrinkBudget = 100;

// What one run keeps while it goes.
struct Tally {
    std::vector<std::vector<double>>                  differences; // per transform
    std::vector<std::pair<std::string, SearchAnswer>> mates; // positions with a mate claimed
    bool        eval_offered = true; // until the first positions' `eval` all came back empty
    int         evals        = 0; // positions the engine evaluated
    SymmetryRun run;
};

SearchAnswer ask(session::EngineSession& engine, const std::string& fen,
    const std::vector<std::string>& moves, const protocol::Limits& limits) {
    SearchAnswer out;
    auto         result = session::fresh_search(engine, fen, moves, limits);
    if (!result) {
        out.fault
            = std::string(protocol::to_string(result.error().kind)) + ": " + result.error().detail;
        return out;
    }
    const auto line = protocol::final_line(result->infos);
    out.bestmove    = result->bestmove;
    out.cp          = line.score_cp;
    out.mate        = line.score_mate;
    out.nodes       = line.nodes.value_or(0);
    if (out.bestmove.empty()) out.fault = "no best move";
    return out;
}

// A search the engine did not answer, counted.
void count_fault(const SearchAnswer& a, SymmetryRun& run) {
    ++run.faults;
    run.crashes += a.fault.rfind("crash", 0) == 0;
    run.timeouts += a.fault.rfind("timeout", 0) == 0;
    if (run.fault_texts.size() < 10) run.fault_texts.push_back(a.fault);
}

// A finding without its shrunk positions.
Finding finding(Check check, std::string transform, std::string fen, std::string other,
    SearchAnswer first, SearchAnswer second, std::string why) {
    Finding f;
    f.check     = check;
    f.transform = std::move(transform);
    f.fen       = std::move(fen);
    f.other     = std::move(other);
    f.first     = std::move(first);
    f.second    = std::move(second);
    f.why       = std::move(why);
    return f;
}

// The score for the side to move, in cp, mates at +-cap (a mate 0 is the side to move mated).
double clamped(const SearchAnswer& a, int cap) {
    if (a.mate) return *a.mate > 0 ? cap : -cap;
    return std::clamp(double(a.cp.value_or(0)), double(-cap), double(cap));
}

bool second_player_to_move(const std::string& fen) {
    const auto fields = engine::core::words(fen);
    return fields.size() > 1 && fields[1] == "b";
}

// Mates claimed for opposite sides of the same game.
bool mates_disagree(const SearchAnswer& a, const SearchAnswer& b) {
    return a.mate && b.mate && (*a.mate > 0) != (*b.mate > 0);
}

std::string score_text(const SearchAnswer& a) {
    if (a.mate) return "mate " + std::to_string(*a.mate);
    return a.cp ? "cp " + std::to_string(*a.cp) : "no score";
}

// Two answers of the same search apart: another best move or score (and with `nodes`, another
// node count).
bool answers_differ(const SearchAnswer& a, const SearchAnswer& b, bool nodes) {
    return a.bestmove != b.bestmove || score_text(a) != score_text(b)
        || (nodes && a.nodes != b.nodes);
}

// A FEN whose half-move clock is 0 (or that has none): nothing before it can repeat.
bool clock_restarted(const std::string& fen) {
    const auto fields = engine::core::words(fen);
    return fields.size() < 5 || fields[4] == "0";
}

// The engine's static evaluation of `fen` for the side to move; nullopt when it has none (or
// gives none here, in check for Stockfish); a fault is counted.
std::optional<int> evaluation(
    session::EngineSession& engine, const std::string& fen, Tally& tally) {
    auto e = engine.request([&](protocol::EngineAdapter& a) {
        a.set_position(fen, {});
        return a.static_eval();
    });
    if (!e) {
        count_fault(
            { "", {}, {}, 0,
                std::string(protocol::to_string(e.error().kind)) + ": " + e.error().detail },
            tally.run);
        return std::nullopt;
    }
    if (!*e) return std::nullopt;
    const bool flip = (*e)->white_view && second_player_to_move(fen);
    return flip ? -(*e)->cp : (*e)->cp;
}

// The static evaluations of the position and of its transform, for the side to move: equal.
void check_eval(session::EngineSession& engine, const game::Transform& t, TransformResult& result,
    const std::string& fen, const std::string& other, std::optional<int> own, Tally& tally) {
    const auto theirs = evaluation(engine, other, tally);
    if (!own || !theirs) return;
    ++result.evaluated;
    if (*own == *theirs) {
        ++result.same_eval;
        return;
    }
    SearchAnswer a, b;
    a.cp = *own;
    b.cp = *theirs;
    tally.run.findings.push_back(finding(Check::Eval, t.name, fen, other, a, b,
        "static evaluation " + std::to_string(*own) + " cp, of its " + t.name + " "
            + std::to_string(*theirs) + " cp (the side to move's view)"));
}

// Whether `f`'s property still breaks at `fen` (f's position with pieces taken off): the
// position and its transform evaluated apart (eval) or mated for opposite sides (symmetry); the
// same search twice answered apart (determinism). Searches that fault count as not showing.
bool still_shows(session::EngineSession& engine, const SymmetryConfig& c, const Finding& f,
    const game::Transform* t, const std::string& fen, Tally& tally) {
    if (f.check == Check::Determinism) {
        const auto a = ask(engine, fen, {}, c.limits), b = ask(engine, fen, {}, c.limits);
        return a.fault.empty() && b.fault.empty() && answers_differ(a, b, true);
    }
    if (!t) return false;
    const auto other = t->position(fen);
    if (!other) return false;
    if (f.check == Check::Eval) {
        const auto a = evaluation(engine, fen, tally), b = evaluation(engine, *other, tally);
        return a && b && *a != *b;
    }
    const auto a = ask(engine, fen, {}, c.limits), b = ask(engine, *other, {}, c.limits);
    return a.fault.empty() && b.fault.empty() && mates_disagree(a, b);
}

// A transposition finding's previous position with pieces taken off while its move, still
// irreversible, leads to a position searched apart as a FEN and as the previous FEN with the move.
void shrink_transposition(session::EngineSession& engine, const SymmetryConfig& c, Finding& f) {
    const auto at = f.other.find(" moves ");
    if (at == std::string::npos) return;
    const auto& g       = c.engine.variant;
    const auto  move    = f.transform;
    const auto  reached = [&](const std::string& before) -> std::optional<std::string> {
        const auto after = g.rules().play(before, move);
        if (!after) return std::nullopt;
        if (!clock_restarted(*after)) return std::nullopt;
        return *after;
    };
    const auto small = shrink_position(
        g, f.other.substr(0, at),
        [&](const std::string& before) {
            const auto after = reached(before);
            if (!after) return false;
            const auto a = ask(engine, before, { move }, c.limits),
                       b = ask(engine, *after, {}, c.limits);
            return a.fault.empty() && b.fault.empty() && answers_differ(a, b, false);
        },
        SearchShrinkBudget);
    if (small == f.other.substr(0, at)) return;
    f.shrunk       = reached(small).value_or("");
    f.shrunk_other = small + " moves " + move;
}

// The first ten findings of the evaluation and of the search shrunk (shrink.h): pieces taken
// off while the finding still shows. Hash findings need the other hash size's engine: not shrunk.
void shrink_findings(session::EngineSession& engine, const SymmetryConfig& c,
    const std::vector<game::Transform>& transforms, Tally& tally) {
    int shrunk = 0;
    for (auto& f : tally.run.findings) {
        if (f.check == Check::Hash || shrunk++ >= 10) continue;
        if (f.check == Check::Transposition) {
            shrink_transposition(engine, c, f);
            continue;
        }
        const auto  it    = std::find_if(transforms.begin(), transforms.end(),
                [&](const game::Transform& x) { return x.name == f.transform; });
        const auto* t     = it == transforms.end() ? nullptr : &*it;
        const auto  small = shrink_position(
             c.engine.variant, f.fen,
             [&](const std::string& fen) { return still_shows(engine, c, f, t, fen, tally); },
            f.check == Check::Eval ? EvalShrinkBudget : SearchShrinkBudget);
        if (small == f.fen) continue;
        f.shrunk = small;
        if (f.check == Check::Determinism)
            f.shrunk_other = small;
        else if (t) {
            const auto other = t->position(small);
            f.shrunk_other   = other ? *other : "";
        }
    }
}

// The position's transform searched and compared with the position's own answer.
void check_transform(session::EngineSession& engine, const SymmetryConfig& c,
    const game::Transform& t, std::size_t k, const std::string& fen, const SearchAnswer& base,
    std::optional<int> own_eval, Tally& tally) {
    auto& result = tally.run.transforms[k];
    auto  other  = t.position(fen);
    if (!other) {
        ++result.skipped;
        return;
    }
    if (tally.eval_offered) check_eval(engine, t, result, fen, *other, own_eval, tally);
    const auto answer = ask(engine, *other, {}, c.limits);
    if (!answer.fault.empty()) return count_fault(answer, tally.run);
    ++result.pairs;
    result.same_score += score_text(base) == score_text(answer);
    result.same_move += t.move(fen, base.bestmove) == answer.bestmove;
    const double sign       = t.swaps_sides && second_player_to_move(fen) ? -1 : 1;
    const double difference = sign * (clamped(base, c.cap_cp) - clamped(answer, c.cap_cp));
    tally.differences[k].push_back(difference);
    result.differences.back() = difference;
    if (mates_disagree(base, answer))
        tally.run.findings.push_back(finding(Check::Symmetry, t.name, fen, *other, base, answer,
            "a mate for one side in the position and for the other in its transform: "
                + score_text(base) + " against " + score_text(answer)));
}

// The same search again: the same answer, to the node.
void check_determinism(session::EngineSession& engine, const SymmetryConfig& c,
    const std::string& fen, const SearchAnswer& base, Tally& tally) {
    const auto again = ask(engine, fen, {}, c.limits);
    if (!again.fault.empty()) return count_fault(again, tally.run);
    ++tally.run.repeated;
    if (answers_differ(again, base, true))
        tally.run.findings.push_back(finding(Check::Determinism, "", fen, fen, base, again,
            "the same search twice in a new game: " + base.bestmove + " " + score_text(base)
                + " nodes " + std::to_string(base.nodes) + ", then " + again.bestmove + " "
                + score_text(again) + " nodes " + std::to_string(again.nodes)));
}

// A move after which no earlier position can come back (the half-move clock restarts; every
// move of a game without one), and the FEN it leads to.
std::optional<std::pair<std::string, std::string>> irreversible_move(
    const game::Game& g, const std::string& fen) {
    const auto moves = g.rules().legal_moves(fen);
    if (!moves) return std::nullopt;
    for (const auto& m : *moves) {
        auto after = g.rules().play(fen, m);
        if (!after) continue;
        if (clock_restarted(*after)) return std::make_pair(m, *after);
    }
    return std::nullopt;
}

// The position after a move, given as the previous FEN with the move and as its own FEN.
void check_transposition(
    session::EngineSession& engine, const SymmetryConfig& c, const std::string& fen, Tally& tally) {
    const auto step = irreversible_move(c.engine.variant, fen);
    if (!step) return;
    const auto& [move, after] = *step;
    const auto by_moves       = ask(engine, fen, { move }, c.limits);
    const auto by_fen         = ask(engine, after, {}, c.limits);
    for (const auto* a : { &by_moves, &by_fen })
        if (!a->fault.empty()) count_fault(*a, tally.run);
    if (!by_moves.fault.empty() || !by_fen.fault.empty()) return;
    ++tally.run.transposed;
    if (answers_differ(by_moves, by_fen, false))
        tally.run.findings.push_back(finding(Check::Transposition, move, after,
            fen + " moves " + move, by_fen, by_moves,
            "the same position as a FEN: " + by_fen.bestmove + " " + score_text(by_fen)
                + "; reached by " + move + ": " + by_moves.bestmove + " " + score_text(by_moves)));
}

void check_position(session::EngineSession& engine, const SymmetryConfig& c,
    const std::vector<game::Transform>& transforms, const std::string& fen, Tally& tally) {
    const auto base = ask(engine, fen, {}, c.limits);
    if (!base.fault.empty()) return count_fault(base, tally.run);
    ++tally.run.positions;
    std::optional<int> own_eval;
    if (tally.eval_offered) {
        own_eval = evaluation(engine, fen, tally);
        tally.evals += own_eval.has_value();
        // Five positions without an evaluation (one may be in check): the engine has none.
        if (tally.evals == 0 && tally.run.positions == 5) {
            tally.eval_offered  = false;
            tally.run.eval_note = "the engine answered `eval` with no evaluation it prints in a "
                                  "known form";
        }
    }
    for (std::size_t k = 0; k < transforms.size(); ++k)
        check_transform(engine, c, transforms[k], k, fen, base, own_eval, tally);
    if (tally.run.positions <= c.repeats) {
        if (base.mate) tally.mates.emplace_back(fen, base);
        check_determinism(engine, c, fen, base, tally);
        check_transposition(engine, c, fen, tally);
    }
}

// The engine's hash option (UCI "Hash", UCCI "hashsize") from its handshake, or "".
std::string hash_option(const protocol::EngineId& id) {
    for (const auto& line : id.options)
        for (const char* name : { "Hash", "hashsize" })
            for (const auto& w : engine::core::words(line))
                if (w == name) return name;
    return "";
}

// The mate claims searched again at the other hash size: the same side mates.
void check_hash(const SymmetryConfig& c, Tally& tally) {
    const auto option = hash_option(tally.run.engine_id);
    if (option.empty()) {
        tally.run.hash_note = "the engine has no Hash or hashsize option";
        return;
    }
    if (tally.mates.empty()) {
        tally.run.hash_note = "no mate was claimed in the positions checked";
        return;
    }
    auto spec = c.engine;
    spec.options.emplace_back(option, std::to_string(c.other_hash_mb));
    session::EngineSession engine(spec, c.timeouts);
    for (const auto& [fen, base] : tally.mates) {
        const auto other = ask(engine, fen, {}, c.limits);
        if (!other.fault.empty()) {
            count_fault(other, tally.run);
            continue;
        }
        ++tally.run.hash_checked;
        if (base.mate && other.mate && (*base.mate > 0) != (*other.mate > 0))
            tally.run.findings.push_back(finding(Check::Hash,
                option + "=" + std::to_string(c.other_hash_mb), fen, fen, base, other,
                "a mate for the other side at " + option + " " + std::to_string(c.other_hash_mb)
                    + ": " + score_text(base) + " against " + score_text(other)));
    }
    engine.stop();
}

} // namespace

const char* to_string(Check c) {
    switch (c) {
    case Check::Symmetry:
        return "symmetry";
    case Check::Eval:
        return "eval";
    case Check::Determinism:
        return "determinism";
    case Check::Transposition:
        return "transposition";
    case Check::Hash:
        return "hash";
    }
    return "?";
}

SymmetryRun run_symmetry(const SymmetryConfig& config) {
    Tally      tally;
    const auto transforms = game::transforms(config.engine.variant);
    for (const auto& t : transforms) {
        tally.run.transforms.emplace_back();
        tally.run.transforms.back().name = t.name;
    }
    tally.differences.resize(transforms.size());
    session::EngineSession engine(config.engine, config.timeouts);
    if (auto s = engine.start(); !s) {
        tally.run.started = false;
        return tally.run;
    }
    tally.run.engine_id = engine.id();
    const auto start    = Clock::now();
    for (const auto& fen : config.fens) {
        if (config.budget.count() > 0 && Clock::now() - start >= config.budget) {
            tally.run.out_of_time = true;
            break;
        }
        if (config.max_faults > 0 && tally.run.faults >= config.max_faults) {
            tally.run.gave_up = true;
            break;
        }
        for (auto& t : tally.run.transforms) t.differences.emplace_back();
        check_position(engine, config, transforms, fen, tally);
    }
    if (!tally.run.gave_up && !tally.run.out_of_time)
        shrink_findings(engine, config, transforms, tally);
    engine.stop();
    if (!tally.run.out_of_time && !tally.run.gave_up) check_hash(config, tally);
    for (std::size_t k = 0; k < transforms.size(); ++k)
        tally.run.transforms[k].bias
            = stats::zero_mean_test(tally.differences[k], config.alpha, config.power);
    tally.run.wall_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    return tally.run;
}

bool passed(const SymmetryRun& run) {
    return run.started && !run.out_of_time && run.faults == 0 && run.findings.empty()
        && run.positions > 0
        && std::none_of(run.transforms.begin(), run.transforms.end(),
            [](const TransformResult& t) { return t.bias.rejected; });
}

} // namespace harness::symmetry
