#include "match_pgn.h"

#include "harness/game/pgn_writer.h"

#include <cstdio>
#include <cstdlib>

namespace harness::report {

using match::EndReason;

namespace {

// The PGN standard's Termination values.
const char* termination_tag(EndReason r, const std::string& detail) {
    switch (r) {
    case EndReason::MoveLimit:
    case EndReason::DrawAdjudication:
    case EndReason::VerifiedMate:
        return "adjudication";
    case EndReason::Resign: // by score, or the engine's own resignation
        return detail.rfind("adjudicated", 0) == 0 ? "adjudication" : "normal";
    case EndReason::TimeForfeit:
        return "time forfeit";
    case EndReason::IllegalMove:
    case EndReason::ForbiddenMove:
    case EndReason::ProtocolError:
    case EndReason::MemoryLimit:
        return "rules infraction";
    case EndReason::Crash:
    case EndReason::Stall:
        return "abandoned";
    default:
        return "normal";
    }
}

// "+0.35/12 0.101s", "-M3/20 1.250s", "0.004s" (cutechess's comments); fastchess's
// ", n=12345" and ", sd=17" after them when asked.
std::string move_comment(const match::MovePlayed& m, const PgnContext& c) {
    char        buf[64];
    std::string s;
    if (m.score_mate) {
        s = (*m.score_mate > 0 ? "+M" : "-M") + std::to_string(std::abs(*m.score_mate));
    } else if (m.score_cp) {
        std::snprintf(buf, sizeof buf, "%+.2f", double(*m.score_cp) / 100);
        s = buf;
    }
    if (!s.empty()) s += "/" + std::to_string(m.depth) + " ";
    std::snprintf(buf, sizeof buf, "%.3fs", double(m.time_ms) / 1000);
    s += buf;
    if (c.style.nodes && m.nodes) s += ", n=" + std::to_string(*m.nodes);
    if (c.style.seldepth && m.seldepth) s += ", sd=" + std::to_string(*m.seldepth);
    return s;
}

} // namespace

engine::core::Result<std::string> match_game_pgn(const match::GameEntry& g, const PgnContext& c) {
    auto start = game::GameRecord::start(c.variant, g.opening, c.referee);
    if (!start) return std::string(); // an opening Arbiter could not set up: nothing to write
    game::GameRecord record = std::move(*start);
    game::PgnGame    pgn;
    for (const auto& m : g.played.moves) {
        if (!record.play(m.move)) break;
        pgn.comments.push_back(c.style.minimal ? std::string() : move_comment(m, c));
    }
    const auto& o     = g.played;
    const auto  white = std::size_t(g.white), black = std::size_t(1 - g.white);
    pgn.record = &record;
    pgn.tags   = { { "Event", c.style.event }, { "Date", c.date },
          { "Round", std::to_string(g.round + 1) + "." + std::to_string(g.game + 1) },
          { "White", c.names[white] }, { "Black", c.names[black] },
          { "PlyCount", std::to_string(o.moves.size()) },
          { "Termination", termination_tag(o.reason, o.detail) } };
    if (!c.style.site.empty()) pgn.tags.insert(pgn.tags.begin() + 1, { "Site", c.style.site });
    if (c.time_controls[white] == c.time_controls[black])
        pgn.tags.push_back({ "TimeControl", c.time_controls[white] });
    else {
        pgn.tags.push_back({ "WhiteTimeControl", c.time_controls[white] });
        pgn.tags.push_back({ "BlackTimeControl", c.time_controls[black] });
    }
    if (o.replay && !o.replay->path.empty()) pgn.tags.push_back({ "Replay", o.replay->path });
    if (o.replay && !o.replay->nodes_path.empty())
        pgn.tags.push_back({ "NodeReplay", o.replay->nodes_path });
    pgn.result      = engine::core::to_string(o.result);
    pgn.termination = std::string(match::to_string(o.reason))
        + (o.faulty ? " by " + c.names[o.faulty == engine::core::Color::First ? white : black]
                    : std::string())
        + (o.detail.empty() ? "" : ": " + o.detail);
    return game::write_pgn(pgn);
}

} // namespace harness::report
