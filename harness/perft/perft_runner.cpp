#include "perft_runner.h"

#include <algorithm>

namespace harness::perft {

using protocol::Answer;
using protocol::Fault;
using Divide = std::map<std::string, std::uint64_t>;

const char* to_string(Status s) {
    switch (s) {
    case Status::Ok:
        return "ok";
    case Status::Mismatch:
        return "mismatch";
    case Status::Crash:
        return "crash";
    case Status::Timeout:
        return "timeout";
    case Status::Error:
        return "error";
    }
    return "?";
}

std::optional<Status> parse_status(std::string_view text) {
    for (auto s : { Status::Ok, Status::Mismatch, Status::Crash, Status::Timeout, Status::Error })
        if (text == to_string(s)) return s;
    return std::nullopt;
}

DivideOracle reference_oracle(const game::Rules& rules) {
    return [&rules](const std::string& fen, int depth) -> Answer<Divide> {
        return rules.divide(fen, depth);
    };
}

DivideOracle engine_oracle(session::EngineSession& oracle) {
    return [&oracle](const std::string& fen, int depth) -> Answer<Divide> {
        auto r = oracle.request([&](protocol::EngineAdapter& a) {
            a.set_position(fen, {});
            return a.perft(depth);
        });
        if (!r) {
            Fault f  = r.error();
            f.detail = "oracle engine: " + f.detail;
            return f;
        }
        Divide d;
        for (const auto& [m, n] : r->divide) d[m] += n;
        return d;
    };
}

namespace {

std::uint64_t sum_of(const Divide& d) {
    std::uint64_t s = 0;
    for (const auto& [m, n] : d) s += n;
    return s;
}

std::string join(const std::vector<std::string>& moves) {
    std::string out;
    for (const auto& m : moves) out += (out.empty() ? "" : " ") + m;
    return out;
}

struct EngineDivide {
    Divide                       moves;
    std::uint64_t                sum = 0;
    std::optional<std::uint64_t> total;
};

// The engine's divide of `fen` after `moves` (none: the FEN itself).
Answer<EngineDivide> engine_divide(session::EngineSession& engine, const std::string& fen,
    int depth, std::int64_t* elapsed = nullptr, const std::vector<std::string>& moves = {}) {
    auto r = engine.request([&](protocol::EngineAdapter& a) {
        a.set_position(fen, moves);
        return a.perft(depth);
    });
    if (!r) return r.error(); // the session has restarted the engine
    EngineDivide d;
    for (const auto& [m, n] : r->divide) {
        d.moves[m] += n;
        d.sum += n;
    }
    d.total = r->total;
    if (elapsed) *elapsed = r->elapsed_ms;
    return d;
}

// The moves one side has and the other has not, into `dv` (an extra move the rules refuse is
// also illegal): true when there is one.
bool moves_differ(Divergence& dv, const EngineDivide& mine, const Divide& theirs,
    const std::string& fen, const game::Rules& rules) {
    for (const auto& [m, n] : theirs)
        if (!mine.moves.count(m)) dv.missing.push_back(m);
    for (const auto& [m, n] : mine.moves)
        if (!theirs.count(m)) {
            dv.extra.push_back(m);
            if (!rules.play(fen, m)) dv.illegal.push_back(m);
        }
    return !dv.missing.empty() || !dv.extra.empty();
}

// The moves whose counts differ, into `dv`: the first of them (empty when none).
std::string first_count_differ(Divergence& dv, const EngineDivide& mine, const Divide& theirs) {
    std::string next;
    for (const auto& [m, n] : theirs)
        if (mine.moves.at(m) != n) {
            dv.count_differs.emplace_back(m, mine.moves.at(m), n);
            if (next.empty()) next = m;
        }
    return next;
}

// Why the walk ended where the engine agrees with the oracle move by move.
std::string agreement_note(const Divergence& dv, const EngineDivide& mine, const Divide& theirs,
    int depth, const PerftJob& job, std::uint64_t expected) {
    if (depth < job.depth)
        // Below the root the engine agreed with the oracle at the parent only up to this
        // child's count; here, posed on its own, it agrees move by move.
        return "the engine's count for " + dv.path.back()
            + " at the parent differs from its own perft of that position: the engine's "
              "count depends on how the position was reached";
    if (mine.sum == expected)
        return "the engine's divide agrees with the oracle; only its total differs";
    return "the engine agrees with the oracle move by move, and the oracle's total ("
        + std::to_string(sum_of(theirs)) + ") differs from the suite's (" + std::to_string(expected)
        + "): check the suite";
}

// The engine contradicts itself: its count for the move at the parent is not its total at the
// child. The child is posed the other way too, as the root and the path.
std::string self_contradiction_note(session::EngineSession& engine, const PerftJob& job,
    const Divergence& dv, int depth, const std::string& next, std::uint64_t at_parent,
    std::uint64_t at_child) {
    auto by_path = engine_divide(engine, job.fen, depth, nullptr, dv.path);
    auto note = "the engine's count depends on how the position was reached: " + next + " counts "
        + std::to_string(at_parent) + " at the parent, but perft " + std::to_string(depth)
        + " of the child gives " + std::to_string(at_child) + " posed as a FEN";
    if (by_path && by_path->total)
        note += " and " + std::to_string(*by_path->total) + " posed as the root FEN with moves "
            + join(dv.path);
    return note;
}

// Step 3 of run_perft_job. Localise: walk down the first differing child until a move is
// missing or extra.
Divergence localise(session::EngineSession& engine, const game::Rules& rules,
    const DivideOracle& oracle, const PerftJob& job, EngineDivide mine,
    const std::optional<Divide>& oracle_root, PerftRecord& out) {
    Divergence  dv;
    std::string fen   = job.fen;
    int         depth = job.depth;
    for (;;) {
        Divide theirs;
        if (oracle_root && depth == job.depth) {
            theirs = *oracle_root;
        } else {
            auto o = oracle(fen, depth);
            if (!o) {
                dv.note = "oracle failed: " + o.error().detail;
                break;
            }
            theirs = *o;
        }
        dv.fen   = fen;
        dv.depth = depth;
        if (moves_differ(dv, mine, theirs, fen, rules)) break;
        const std::string next = first_count_differ(dv, mine, theirs);
        if (next.empty() || depth <= 1) {
            if (next.empty()) dv.note = agreement_note(dv, mine, theirs, depth, job, *out.expected);
            break;
        }
        auto child = rules.play(fen, next);
        if (!child) {
            dv.note = "cannot play " + next + ": " + child.error().message;
            break;
        }
        dv.path.push_back(next);
        dv.count_differs.clear();
        fen = *child;
        --depth;
        const std::uint64_t at_parent = mine.moves.at(next);
        auto                d         = engine_divide(engine, fen, depth);
        if (d && d->total && *d->total != at_parent) {
            dv.note  = self_contradiction_note(engine, job, dv, depth, next, at_parent, *d->total);
            dv.fen   = fen;
            dv.depth = depth;
            break;
        }
        if (!d) {
            // keep the mismatch; say why localisation stopped
            out.detail = std::string("localisation stopped: ") + protocol::to_string(d.error().kind)
                + ": " + d.error().detail;
            out.transcript = d.error().transcript_tail;
            break;
        }
        mine = *d;
    }
    return dv;
}

} // namespace

PerftRecord run_perft_job(session::EngineSession& engine, const game::Rules& rules,
    const DivideOracle& oracle, const PerftJob& job) {
    PerftRecord out;
    out.job = job;

    // Step 1. The engine's perft at the root.
    auto root = engine_divide(engine, job.fen, job.depth, &out.elapsed_ms);
    if (!root) {
        record_fault(out, root.error());
        return out;
    }
    out.got = root->total ? *root->total : root->sum;
    if (!root->total) {
        out.status = Status::Error;
        out.detail = "no 'Nodes searched' total in the engine's perft output";
        return out;
    }

    // Step 2. The expected count: the suite's, or the oracle's.
    std::optional<Divide> oracle_root;
    if (job.expected) {
        out.expected = job.expected;
    } else {
        auto o = oracle(job.fen, job.depth);
        if (!o) {
            out.status = Status::Error;
            out.detail = o.error().detail;
            return out;
        }
        oracle_root     = *o;
        std::uint64_t s = 0;
        for (const auto& [m, n] : *oracle_root) s += n;
        out.expected = s;
    }
    const bool adds_up = root->sum == *root->total;
    if (*out.got == *out.expected && adds_up) {
        out.status = Status::Ok;
        return out;
    }
    out.status = Status::Mismatch;
    if (!adds_up)
        out.detail = "the engine's divide sums to " + std::to_string(root->sum)
            + " but it reports 'Nodes searched: " + std::to_string(*root->total) + "'";
    out.divergence = localise(engine, rules, oracle, job, *root, oracle_root, out);
    return out;
}

} // namespace harness::perft
