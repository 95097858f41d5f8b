#include "solve.h"

#include <algorithm>

namespace harness::suite {

using namespace prover; // the mate proofs behind a suite's checks

namespace {

std::string join(const std::vector<std::string>& moves) {
    std::string s;
    for (const auto& m : moves) s += (s.empty() ? "" : " ") + m;
    return s;
}

bool has_move_criterion(const Solutions& s) { return !s.bm.empty() || !s.am.empty(); }

// Whether `pv` (2k - 1 plies) is a mate in k <= n for the side to move, whatever the line's score
// says: UCCI has no "score mate" (ElephantEye reports a mate in 2 as "score 9997"), and an engine
// may report a mate it found as a plain score.
bool pv_mates_within(const std::vector<std::string>& pv, int n, const MateLineCheck& mate_check) {
    const int k = int((pv.size() + 1) / 2);
    return mate_check && pv.size() % 2 == 1 && k <= n && mate_check(pv, k);
}

// Whether one info line's PV makes the position solved (the line has a non-empty PV).
bool line_solves(
    const Solutions& s, const protocol::SearchInfo& info, const MateLineCheck& mate_check) {
    if (has_move_criterion(s)) return is_solution(s, info.pv.front());
    if (!s.mate) return false;
    if (!info.score_mate) return *s.mate > 0 && pv_mates_within(info.pv, *s.mate, mate_check);
    const int m = *info.score_mate;
    // dm -N (the side to move is mated, matetrack's "#-N"): the engine sees the mate with the
    // claimed length (a shorter one would mean it misses the best defence).
    if (*s.mate < 0) return m == *s.mate;
    return mate_check && m >= 1 && m <= *s.mate && mate_check(info.pv, m);
}

} // namespace

bool is_solution(const Solutions& s, const std::string& move) {
    auto in = [&](const std::vector<std::string>& v) {
        return std::find(v.begin(), v.end(), move) != v.end();
    };
    if (move.empty()) return false;
    if (!s.bm.empty()) return in(s.bm) && !in(s.am);
    if (!s.am.empty()) return !in(s.am);
    return false;
}

SolveResult solve(const Solutions& solutions, const std::vector<protocol::SearchInfo>& infos,
    const std::string& bestmove, const MateLineCheck& mate_check) {
    SolveResult          out;
    Found                stats; // the latest statistics the engine sent
    std::optional<Found> found;
    bool                 current = false;
    for (const auto& info : infos) {
        if (info.depth) stats.depth = info.depth;
        if (info.nodes) stats.nodes = info.nodes;
        if (info.time_ms) stats.time_ms = info.time_ms;
        if ((info.multipv && *info.multipv > 1) || info.pv.empty()) continue;
        out.move      = info.pv.front();
        const bool ok = line_solves(solutions, info, mate_check);
        if (ok && !current) found = stats;
        if (!ok) found.reset();
        current = ok;
    }
    if (!bestmove.empty()) {
        const bool ok = has_move_criterion(solutions) ? is_solution(solutions, bestmove)
                                                      : current && bestmove == out.move;
        if (ok && !current) found = stats;
        if (!ok) found.reset();
        current  = ok;
        out.move = bestmove;
    }
    out.solved = current;
    if (current) out.found = found ? *found : stats;
    return out;
}

MateClaimCheck check_claims(game::Game variant, const std::string& fen, const FinalLine& line,
    const std::string& bestmove, std::optional<int> dm, const ClaimOptions& options) {
    MateClaimCheck out;
    auto           add = [&](const char* kind, std::string detail) {
        out.problems.push_back({ kind, std::move(detail) });
    };
    if (!bestmove.empty() && !line.pv.empty() && bestmove != line.pv.front())
        add("bestmove_not_pv",
            "bestmove " + bestmove + " but the PV starts with " + line.pv.front());
    if (!line.score_mate || *line.score_mate == 0) return out;
    const int  m     = *line.score_mate;
    const auto claim = "score mate " + std::to_string(m);
    bool       sign  = false;
    if (dm && *dm > 0 && m < 0) {
        add("wrong_sign",
            "the side to move mates in " + std::to_string(*dm) + " (dm) but the engine reports "
                + claim);
        sign = true;
    }
    if (!line.pv.empty()) {
        auto v = verify_pv_mate(variant, fen, line.pv, m > 0 ? m : 1);
        if (v && v->verdict == PvVerdict::Illegal) {
            add("pv_illegal", claim + ", PV " + join(line.pv) + ": " + v->detail);
        } else if (v && m > 0 && v->verdict == PvVerdict::NotMate) {
            std::string note;
            if (int(line.pv.size()) < 2 * m - 1)
                note = " (the PV is truncated: " + std::to_string(line.pv.size()) + " of "
                    + std::to_string(2 * m - 1) + " plies)";
            add("pv_not_mate",
                claim + " but the PV " + join(line.pv) + " does not mate: " + v->detail + note);
        } else if (v && m > 0 && v->verdict == PvVerdict::WrongLength) {
            add("wrong_mate_length", claim + " but the PV " + join(line.pv) + " is a " + v->detail);
        } else if (v && m < 0 && !sign
            && (v->verdict == PvVerdict::Mate || v->verdict == PvVerdict::WrongLength)) {
            add("wrong_sign",
                claim + " but the PV " + join(line.pv) + " mates the opponent (" + v->detail + ")");
        }
    }
    if (dm && m > 0 && m < *dm) out.shorter_mate = true;
    if (options.prove) {
        auto p = prove_mate(variant, fen, m, options.budget, line.pv);
        if (p && p->verdict == ProofVerdict::Disproved)
            add("false_mate",
                claim
                    + " disproved: " + (m > 0 ? "the defender escapes" : "the side to move escapes")
                    + (p->line.empty() ? std::string() : ", line " + join(p->line)));
    }
    return out;
}

} // namespace harness::suite
