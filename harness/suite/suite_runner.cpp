#include "suite_runner.h"

#include <algorithm>
#include <map>

namespace harness::suite {

using namespace prover; // the mate proofs behind a suite's checks

using protocol::Fault;

const char* to_string(Status s) {
    switch (s) {
    case Status::Solved:
        return "solved";
    case Status::Failed:
        return "failed";
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
    for (auto s : { Status::Solved, Status::Failed, Status::Crash, Status::Timeout, Status::Error })
        if (text == to_string(s)) return s;
    return std::nullopt;
}

SuiteLoad load_suite(const std::string& path, game::Game variant) {
    SuiteLoad     out;
    game::EpdFile file = game::load_epd(path);
    out.errors         = file.errors;
    for (const auto& record : file.records) {
        auto moves = game::resolve_moves(record, variant, path);
        if (!moves) {
            out.errors.push_back(moves.error());
            continue;
        }
        SuitePosition p;
        p.source         = path + ":" + std::to_string(record.line);
        p.id             = record.operand("id").value_or(p.source);
        p.fen            = record.fen();
        p.record         = record;
        p.solutions.bm   = moves->bm;
        p.solutions.am   = moves->am;
        p.solutions.mate = moves->mate;
        if (p.solutions.bm.empty() && p.solutions.am.empty() && !p.solutions.mate) {
            out.errors.emplace_back(1, "no bm, am or dm: nothing to solve", record.line, path);
            continue;
        }
        out.positions.push_back(std::move(p));
    }
    return out;
}

namespace {

// The record of a position before its search: what it is and what solves it.
PositionRecord record_of(const SuitePosition& position) {
    PositionRecord out;
    out.id     = position.id;
    out.fen    = position.fen;
    out.source = position.source;
    if (const auto* bm = position.record.find("bm")) out.bm = bm->operands;
    if (const auto* am = position.record.find("am")) out.am = am->operands;
    out.dm = position.solutions.mate;
    return out;
}

// Solved or failed by the position's solutions (a mate checked along its line), and the
// problems of the engine's mate claims.
void judge_solution(PositionRecord& out, const SuitePosition& position,
    const protocol::SearchResult& result, const FinalLine& line, const RunOptions& options) {
    const auto    variant = options.variant;
    const auto&   fen     = position.fen;
    MateLineCheck check   = [&](const std::vector<std::string>& pv, int n) {
        auto v = verify_pv_mate(variant, fen, pv, n);
        return v && v->verdict == PvVerdict::Mate;
    };
    SolveResult solved = solve(position.solutions, result.infos, out.bestmove, check);
    out.status         = solved.solved ? Status::Solved : Status::Failed;
    out.found          = solved.found;
    MateClaimCheck claims
        = check_claims(variant, fen, line, out.bestmove, position.solutions.mate, options.claims);
    out.problems     = std::move(claims.problems);
    out.shorter_mate = claims.shorter_mate;
}

} // namespace

PositionRecord run_position(session::EngineSession& engine, const game::Rules& rules,
    const SuitePosition& position, const RunOptions& options) {
    PositionRecord   out    = record_of(position);
    protocol::Limits limits = options.limits;
    if (options.go_mate && position.solutions.mate && *position.solutions.mate > 0)
        limits.mate = *position.solutions.mate;
    // One request: new game, position, search (the session restarts the engine on a fault).
    const auto cpu0     = limits.movetime_ms ? engine.cpu_time() : std::nullopt;
    auto       searched = engine.request([&](protocol::EngineAdapter& adapter) {
        if (auto r = adapter.new_game(); !r)
            return protocol::Answer<protocol::SearchResult>(r.error());
        adapter.set_position(position.fen, {});
        return adapter.go(limits);
    });
    if (!searched) {
        record_fault(out, searched.error());
        return out;
    }
    const auto& result = *searched;
    out.elapsed_ms     = result.elapsed_ms;
    if (const auto cpu1 = cpu0 ? engine.cpu_time() : std::nullopt) {
        const auto span  = process::cpu_between(*cpu0, *cpu1);
        out.cpu_ms       = span.cpu_ms;
        out.contended_ms = span.contended_ms;
    }
    out.bestmove = result.bestmove;

    const FinalLine line = final_line(result.infos);
    out.score_cp         = line.score_cp;
    out.score_mate       = line.score_mate;
    out.pv               = line.pv;
    out.depth            = line.depth;
    out.nodes            = line.nodes;

    // An illegal (or missing) bestmove is a fault of this position.
    if (out.bestmove.empty()) {
        out.status     = Status::Error;
        out.detail     = "the engine returned no move";
        out.transcript = engine.transcript_tail();
        return out;
    }
    if (auto played = rules.play(position.fen, out.bestmove); !played) {
        out.status     = Status::Error;
        out.detail     = "illegal bestmove " + out.bestmove + ": " + played.error().message;
        out.transcript = engine.transcript_tail();
        (void)engine.restart();
        return out;
    }
    judge_solution(out, position, result, line, options);
    return out;
}

std::optional<double> median_time_to_solve(const std::vector<PositionRecord>& results) {
    std::vector<std::uint64_t> times;
    for (const auto& r : results)
        if (r.status == Status::Solved && r.found && r.found->time_ms)
            times.push_back(*r.found->time_ms);
    if (times.empty()) return std::nullopt;
    std::sort(times.begin(), times.end());
    const std::size_t n = times.size();
    return n % 2 ? double(times[n / 2]) : (double(times[n / 2 - 1]) + double(times[n / 2])) / 2;
}

SuiteSummary summarize(const std::vector<PositionRecord>& results) {
    SuiteSummary               s;
    std::map<std::string, int> kinds;
    for (const auto& r : results) {
        ++s.total;
        switch (r.status) {
        case Status::Solved:
            ++s.solved;
            break;
        case Status::Failed:
            ++s.failed;
            break;
        case Status::Crash:
            ++s.crash;
            break;
        case Status::Timeout:
            ++s.timeout;
            break;
        case Status::Error:
            ++s.error;
            break;
        }
        if (r.shorter_mate) ++s.shorter_mate;
        for (const auto& p : r.problems) ++kinds[p.kind];
    }
    s.problems.assign(kinds.begin(), kinds.end());
    s.median_time_to_solve_ms = median_time_to_solve(results);
    return s;
}

process::CpuUse cpu_use(const std::vector<PositionRecord>& results) {
    process::CpuUse u;
    bool            contention = true;
    for (const auto& r : results) {
        if (!r.cpu_ms) continue;
        u.cpu_ms += *r.cpu_ms;
        u.wall_ms += r.elapsed_ms;
        contention = contention && r.contended_ms;
        if (r.contended_ms) u.contended_ms = u.contended_ms.value_or(0) + *r.contended_ms;
    }
    if (!contention) u.contended_ms.reset();
    return u;
}

} // namespace harness::suite
