#include "ucci_adapter.h"
#include "spell.h"

#include "harness/game/rules.h"

#include "info_parse.h"
#include "output_limits.h"
#include "search_clock.h"
#include "xboard_parse.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace harness::protocol {

using namespace std::chrono_literals;
using process::Clock;
using process::Status;

std::string ucci_info_to_uci(std::string_view line) {
    if (line.substr(0, 5) != "info ") return std::string(line);
    std::string out;
    std::size_t i           = 0;
    bool        after_score = false;
    while (i < line.size()) {
        auto end = line.find(' ', i);
        if (end == std::string_view::npos) end = line.size();
        auto word = line.substr(i, end - i);
        if (after_score && !word.empty()
            && (word[0] == '-' || word[0] == '+' || (word[0] >= '0' && word[0] <= '9')))
            out += "cp ";
        if (word == "message") word = "string";
        out += std::string(word);
        after_score = word == "score";
        if (end < line.size()) out += ' ';
        i = end + 1;
    }
    return out;
}

void read_ucci_mate(SearchInfo& info, int mate_score) {
    if (!info.score_cp || mate_score <= 0) return;
    const int cp    = *info.score_cp;
    const int plies = mate_score - std::abs(cp);
    if (plies < 0 || plies >= UcciMateWindow) return;
    info.score_mate        = (cp > 0 ? 1 : -1) * std::max(1, (plies + 1) / 2);
    info.mate_read_from_cp = cp;
    info.score_cp.reset();
}

UcciAdapter::UcciAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

Answer<EngineId> UcciAdapter::handshake(game::Game variant) {
    if (!variant->protocol().ucci)
        return fault(Fault::Kind::Malformed, "UCCI plays xiangqi only, not " + variant.name());
    if (auto r = send_or_fault("ucci"); !r) return r.error();
    bool offered = false;
    auto read    = read_id("ucciok", [&](const std::string& l) {
        auto name = l.substr(7, l.find(' ', 7) - 7);
        if (name == "usemillisec") offered = true;
        if (name == "newgame") newgame_ = true;
    });
    if (!read) return read.error();
    EngineId id = std::move(*read);
    if (auto u = settle_time_unit(variant, offered); !u) return u.error();
    if (auto p = ping(); !p) return p.error();
    return id;
}

namespace {

// The measured clock unit per engine binary (true: milliseconds), for the process's life.
std::mutex                  unit_mutex;
std::map<std::string, bool> unit_cache;

std::string unit_name(bool millis) { return millis ? "milliseconds" : "seconds"; }

} // namespace

Answer<Unit> UcciAdapter::settle_time_unit(game::Game variant, bool offered) {
    if (millis_set_ || offered) {
        millis_  = millis_set_.value_or(true);
        dialect_ = "clock in " + unit_name(millis_)
            + (millis_set_ ? " (set by ucci-time=)" : " (usemillisec offered)");
        if (millis_ && offered) return send_or_fault("setoption usemillisec true");
        return Unit {};
    }
    {
        std::lock_guard lock(unit_mutex);
        if (auto it = unit_cache.find(binary_key_);
            !binary_key_.empty() && it != unit_cache.end()) {
            millis_  = it->second;
            dialect_ = "clock in " + unit_name(millis_) + " (measured earlier in this run)";
            return Unit {};
        }
    }
    return probe_time_unit(variant);
}

// Without usemillisec a UCCI clock is in seconds, but some engines read it as milliseconds. A
// search of a middlegame (no book move) with a clock of 2 and one move to go: 2 s to an engine
// that reads seconds, 2 ms to one that reads milliseconds; an answer within 0.5 s is the latter.
Answer<Unit> UcciAdapter::probe_time_unit(game::Game variant) {
    const auto fen = variant->random_positions(1, 7).front();
    if (auto r = send_or_fault(spell::position(fen, {})); !r) return r;
    const auto start = Clock::now();
    if (auto r = send_or_fault("go time 2 movestogo 1"); !r) return r;
    process::Deadline deadline = start + 6s; // then "stop" and the search margin
    bool              stopped  = false;
    for (;;) {
        auto line = read_search_line(deadline, true, stopped);
        if (!line) return line.error();
        if (ends_search(*line)) break;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
    millis_       = ms < std::chrono::milliseconds(500);
    dialect_      = "clock in " + unit_name(millis_) + " (measured: a clock of 2 answered in "
        + std::to_string(ms.count()) + " ms)";
    if (!binary_key_.empty()) {
        std::lock_guard lock(unit_mutex);
        unit_cache[binary_key_] = millis_;
    }
    return Unit {};
}

Answer<Unit> UcciAdapter::configure(
    const std::vector<std::pair<std::string, std::string>>& options) {
    for (const auto& [name, value] : options)
        if (auto r = send_or_fault(spell::ucci_setoption(name, value)); !r) return r;
    return ping();
}

Answer<Unit> UcciAdapter::new_game() {
    if (newgame_)
        if (auto r = send_or_fault("setoption newgame"); !r) return r;
    return ping();
}

void UcciAdapter::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    fen_          = fen;
    move_count_   = moves.size();
    position_cmd_ = spell::position(spell::fen_or_start(fen), moves);
}

Answer<Unit> UcciAdapter::ping() { return isready(); }

std::string UcciAdapter::time_text(int ms) const {
    // In seconds a clock under a second is sent as 1 (0 would be no time at all); 0 stays 0.
    return std::to_string(millis_ || ms == 0 ? ms : std::max(1, ms / 1000));
}

// UCCI has no perft command, but some engines answer "go perft N" as Stockfish does (Fairy-
// Stockfish). Asked once: "go perft 1" from the start position, read by run_perft within the ping
// deadline. Any other answer (a refusal, a bestmove, a search, silence) is a no; then "stop" (an
// idle engine ignores it or answers nobestmove) and "isready", whose readyok (every line before
// it dropped) brings the conversation back in step. A crash or a missing readyok is a fault.
Answer<Unit> UcciAdapter::probe_perft() {
    auto probe = run_perft(
        spell::position(std::nullopt, {}), 1, [](const std::string& m) { return m; },
        timeouts_.ping);
    perft_ = probe.has_value();
    if (probe) return Unit {};
    if (probe.error().kind == Fault::Kind::Crash) return probe.error();
    no_perft_ = probe.error().detail;
    if (auto r = send_or_fault("stop"); !r) return r;
    return isready();
}

Answer<PerftResult> UcciAdapter::perft(int depth) {
    if (!perft_)
        if (auto p = probe_perft(); !p) return p.error();
    if (!*perft_)
        return fault(Fault::Kind::Malformed,
            "the engine does not answer 'go perft 1' (UCCI has no perft command): " + no_perft_);
    return run_perft(
        position_cmd_, depth, [](const std::string& m) { return m; }, timeouts_.perft);
}

Answer<SearchResult> UcciAdapter::go(const Limits& limits) {
    if (limits.mate) return fault(Fault::Kind::Malformed, "UCCI has no mate search");
    std::string cmd   = limits.draw_offered ? "go draw" : "go";
    bool        black = black_to_move(fen_, move_count_);
    auto        own   = black ? limits.btime_ms : limits.wtime_ms;
    auto        opp   = black ? limits.wtime_ms : limits.btime_ms;
    auto        inc   = black ? limits.binc_ms : limits.winc_ms;
    auto        oinc  = black ? limits.winc_ms : limits.binc_ms;
    if (limits.depth) cmd += " depth " + std::to_string(*limits.depth);
    if (limits.nodes) cmd += " nodes " + std::to_string(*limits.nodes);
    if (own && !limits.movetime_ms) {
        cmd += " time " + time_text(*own);
        if (limits.movestogo)
            cmd += " movestogo " + std::to_string(*limits.movestogo);
        else
            cmd += " increment " + time_text(inc.value_or(0));
        if (opp) {
            cmd += " opptime " + time_text(*opp);
            if (limits.movestogo)
                cmd += " oppmovestogo " + std::to_string(*limits.movestogo);
            else
                cmd += " oppincrement " + time_text(oinc.value_or(0));
        }
    }
    // UCCI has no movetime: a search that Arbiter stops when the time is up, so that every
    // engine searches that long (as a clock, "time T movestogo 1" lets an engine answer at once
    // with a single legal move, or stop early by its time management). The stop goes out a
    // tenth of the time (50 ms at most) early, so that the answer lands within the movetime,
    // as a UCI engine's own "go movetime" does: a match's st= clock counts the latency too.
    const bool stop_at_deadline = limits.infinite || limits.movetime_ms;
    if (stop_at_deadline) cmd += " infinite";

    if (auto r = send_or_fault(position_cmd_); !r) return r.error();
    if (!limits.banmoves.empty()) {
        std::string ban = "banmoves";
        for (const auto& m : limits.banmoves) ban += " " + m;
        if (auto r = send_or_fault(ban); !r) return r.error();
    }
    SearchClock clock;
    if (auto r = send_or_fault(cmd); !r) return r.error();
    const auto start  = clock.start();
    auto       budget = timeouts_.perft;
    if (limits.movetime_ms)
        budget = std::chrono::milliseconds(
            *limits.movetime_ms - std::min(*limits.movetime_ms / 10, 50));
    else if (limits.stop_at_ms)
        budget = std::chrono::milliseconds(*limits.stop_at_ms);
    else if (own)
        budget = std::chrono::milliseconds(*own);
    const bool   stops    = stop_at_deadline || limits.stop_at_ms;
    auto         deadline = start + budget + (stops ? 0ms : timeouts_.search_margin);
    bool         stopped  = false;
    SearchResult out;
    for (;;) {
        auto line = read_search_line(deadline, stops, stopped);
        if (!line) return line.error();
        if (auto info = parse_info_line(ucci_info_to_uci(*line))) {
            read_ucci_mate(*info, mate_score_);
            if (auto ignored = node_limit_ignored(limits, *info)) return *ignored;
            clock.on_info();
            keep_info(out.infos, std::move(*info));
            continue;
        }
        if (*line == "nobestmove") {
            out.claim = Claim::NoMove;
            break;
        }
        if (auto b = parse_bestmove_line(*line)) {
            out.bestmove = b->move;
            out.ponder   = b->ponder;
            out.claim    = b->resign ? Claim::Resign : b->draw ? Claim::DrawOffer : Claim::None;
            break;
        }
        if (line->rfind("bestmove", 0) == 0)
            return fault(Fault::Kind::Malformed, "malformed bestmove line '" + *line + "'");
    }
    clock.finish(out);
    return out;
}

void UcciAdapter::quit() {
    if (!send("quit")) return;
    // "bye" is the polite answer; engines that just exit are fine too.
    auto deadline = Clock::now() + std::chrono::milliseconds(500);
    for (;;) {
        auto r = transport_.read_line(deadline);
        if (r.status != Status::Ok || r.line == "bye") return;
    }
}

Capabilities UcciAdapter::capabilities() const {
    Capabilities c;
    c.perft      = perft_.value_or(true); // tried (and measured) at the first perft()
    c.node_limit = true;
    c.banmoves   = true;
    return c;
}

} // namespace harness::protocol
