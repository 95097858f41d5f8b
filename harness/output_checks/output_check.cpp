#include "output_check.h"

#include "harness/protocol/final_line.h"

#include <algorithm>
#include <set>

namespace harness::output_checks {

using engine::core::Outcome;

namespace {

constexpr std::array<const char*, 5> Names { "pv-illegal", "pv-past-end", "mate-contradicted",
    "bestmove-not-pv", "mate-sign" };

// A game end the PV cannot go past: no move is left (mate, stalemate) or a line is made.
bool is_terminal(Outcome o) {
    return o == Outcome::Checkmate || o == Outcome::Stalemate || o == Outcome::FiveInRow
        || o == Outcome::BoardFull;
}

std::string join(const std::vector<std::string>& moves) {
    std::string s;
    for (const auto& m : moves) s += (s.empty() ? "" : " ") + m;
    return s;
}

std::string line_name(const protocol::SearchInfo& info) {
    std::string s = "info";
    if (info.depth) s += " depth " + std::to_string(*info.depth);
    if (info.score_mate) s += " score mate " + std::to_string(*info.score_mate);
    return s + " pv " + join(info.pv);
}

// How a PV replays: the plies played until it ended the game (and the result for the side to
// move at its root: +1 won, -1 lost, 0 drawn), or the first move that failed.
struct Replay {
    int                        plies = 0;
    std::optional<int>         end; // set when a terminal position was reached
    std::optional<std::string> illegal, past_end;
};

Replay replay(game::GameRecord record, const std::vector<std::string>& pv) {
    Replay     r;
    const auto mover = record.side_to_move();
    for (const auto& move : pv) {
        const auto status = record.status();
        if (status.is_over()) {
            if (is_terminal(status.kind)) r.past_end = move;
            return r; // a repetition or move-count draw: the engine cannot see it coming
        }
        auto played = record.play(move);
        if (!played) {
            r.illegal = move + ": " + played.error().message;
            return r;
        }
        ++r.plies;
        const auto after = record.status();
        if (after.is_over() && is_terminal(after.kind)) {
            const auto winner = after.result == engine::core::GameResult::FirstWins
                ? std::optional(engine::core::Color::First)
                : after.result == engine::core::GameResult::SecondWins
                ? std::optional(engine::core::Color::Second)
                : std::nullopt;
            r.end             = !winner ? 0 : *winner == mover ? 1 : -1;
        }
    }
    return r;
}

// What the PV says of a claim of mate `m` (moves; < 0: the mover is mated), or nullopt when it
// agrees or is too short to tell.
std::optional<std::string> mate_contradiction(int m, const Replay& r) {
    if (m == 0) return std::nullopt;
    const int plies = m > 0 ? 2 * m - 1 : -2 * m; // the plies of the mate claimed
    if (r.end) {
        const int said = *r.end > 0 ? (r.plies + 1) / 2 : *r.end < 0 ? -(r.plies / 2) : 0;
        if (said == m) return std::nullopt;
        if (said == 0) return "the PV ends in a draw after " + std::to_string(r.plies) + " plies";
        return "the PV is a mate " + std::to_string(said);
    }
    if (r.plies >= plies)
        return "the PV does not mate within its " + std::to_string(plies) + " plies";
    return std::nullopt;
}

} // namespace

const char* to_string(Check c) { return Names[std::size_t(c)]; }

std::optional<Check> parse_check(std::string_view text) {
    for (Check c : AllChecks)
        if (text == to_string(c)) return c;
    return std::nullopt;
}

const char* to_string(Severity s) {
    switch (s) {
    case Severity::Off:
        return "off";
    case Severity::Warning:
        return "warning";
    case Severity::Fault:
        break;
    }
    return "fault";
}

std::optional<Severity> parse_severity(std::string_view text) {
    for (Severity s : { Severity::Off, Severity::Warning, Severity::Fault })
        if (text == to_string(s)) return s;
    return std::nullopt;
}

std::vector<Finding> check_search(const game::GameRecord& before,
    const std::vector<protocol::SearchInfo>& infos, const std::string& bestmove) {
    std::vector<Finding> out;
    std::set<Check>      seen;
    auto                 add = [&](Check c, std::string detail) {
        if (seen.insert(c).second) out.push_back({ c, std::move(detail) });
    };
    const std::vector<std::string>* last_pv = nullptr;
    for (const auto& info : infos) {
        if (info.pv.empty()) continue;
        if (last_pv && *last_pv == info.pv && !info.score_mate) continue; // checked already
        last_pv      = &info.pv;
        const auto r = replay(before, info.pv);
        if (r.illegal) add(Check::PvIllegal, line_name(info) + ": " + *r.illegal);
        if (r.past_end)
            add(Check::PvPastEnd,
                line_name(info) + ": " + *r.past_end + " after the game ended at ply "
                    + std::to_string(r.plies));
        if (info.score_mate && !r.illegal)
            if (auto why = mate_contradiction(*info.score_mate, r))
                add(Check::MateContradicted, line_name(info) + ": " + *why);
    }
    const auto final    = protocol::final_line(infos);
    auto       is_legal = [&](const std::string& move) { // an illegal answer is a fault of its own
        const auto legal = before.legal_moves();
        return std::find(legal.begin(), legal.end(), move) != legal.end();
    };
    if (!final.pv.empty() && final.pv.front() != bestmove && is_legal(bestmove))
        add(Check::BestmoveNotPv,
            "bestmove " + bestmove + " but the last PV starts with " + final.pv.front());
    return out;
}

std::optional<Finding> check_mate_signs(
    std::optional<int> opponent_mate, std::optional<int> own_mate) {
    if (!opponent_mate || !own_mate || (*opponent_mate > 0) != (*own_mate > 0)) return std::nullopt;
    return Finding { Check::MateSign,
        "mate " + std::to_string(*own_mate) + " after the opponent's mate "
            + std::to_string(*opponent_mate)
            + (*own_mate > 0 ? ": both claim a mate for themselves" : ": both claim to be mated") };
}

} // namespace harness::output_checks
