#include "uci_adapter.h"
#include "spell.h"

#include "harness/game/rules.h"

#include "info_parse.h"
#include "output_limits.h"
#include "search_clock.h"

#include <algorithm>

namespace harness::protocol {

using process::Clock;
using process::Status;

UciAdapter::UciAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

std::string UciAdapter::to_engine(const std::string& move) const {
    return variant_->protocol().iccs_ranks && ranks1_ ? ranks0_to_ranks1(move) : move;
}

namespace {

std::string join_moves(const std::vector<std::string>& moves) {
    std::string out;
    for (const auto& m : moves) out += (out.empty() ? "" : " ") + m;
    return out;
}

} // namespace

void UciAdapter::detect_ranks(const std::string& move) {
    if (!variant_->protocol().iccs_ranks || ranks_known_) return;
    if (move.find("10") != std::string::npos) {
        ranks1_      = true;
        ranks_known_ = true;
    } else if (move.find('0') != std::string::npos) {
        ranks_known_ = true; // a rank 0: the 0-9 dialect
    }
}

std::string UciAdapter::from_engine(const std::string& move) {
    detect_ranks(move);
    return variant_->protocol().iccs_ranks && ranks1_ ? ranks1_to_ranks0(move) : move;
}

Answer<EngineId> UciAdapter::handshake(game::Game variant) {
    variant_ = variant;
    if (!send("uci")) return fault(Fault::Kind::Crash, "could not write 'uci'");
    auto read = read_id("uciok");
    if (!read) return read.error();
    EngineId    id    = std::move(*read);
    const auto& facts = variant->protocol();
    for (const auto& line : spell::uci_game_options(facts))
        if (!send(line)) return fault(Fault::Kind::Crash, "engine gone after uciok");
    if (auto p = ping(); !p) return p.error();
    if (facts.iccs_ranks && !ranks_known_) {
        probe_ranks();
        if (auto p = ping(); !p) return p.error();
    }
    return id;
}

// The moves of a depth-1 search of the start position (the PV's and the bestmove): a rank "10"
// or "0" in them settles the dialect; otherwise the first move is legal from the start in one
// dialect only (the cannon's h2e2 with ranks 0-9 is h3e3 with ranks 1-10).
void UciAdapter::probe_ranks() {
    if (!send("position startpos") || !send("go depth 1")) return;
    const auto               deadline = Clock::now() + timeouts_.handshake;
    std::vector<std::string> moves;
    for (;;) {
        auto line = read(deadline, "bestmove");
        if (!line) {
            send("stop"); // no bestmove in time: the later requests will see what it does
            return;
        }
        if (auto info = parse_info_line(*line); info && !info->pv.empty()) moves = info->pv;
        if (auto b = parse_bestmove_line(*line); b && (moves.empty() || moves.front() != b->move))
            moves.insert(moves.begin(), b->move);
        if (ends_search(*line)) break;
    }
    for (const auto& m : moves) detect_ranks(m);
    if (!ranks_known_ && !moves.empty()) {
        const auto legal = variant_->legal_moves(variant_->start_fen());
        auto       has   = [&](const std::string& m) {
            return legal && std::find(legal->begin(), legal->end(), m) != legal->end();
        };
        const bool as0 = has(moves.front()), as1 = has(ranks1_to_ranks0(moves.front()));
        if (as0 != as1) ranks1_ = as1, ranks_known_ = true;
    }
    dialect_ = ranks_known_ ? std::string("moves with ranks ") + (ranks1_ ? "1-10" : "0-9")
            + " (measured: its moves " + join_moves(moves) + " from the start)"
                            : "moves' ranks not settled by the start-up search (detected from "
                              "its first move with a rank 0 or 10)";
}

Answer<Unit> UciAdapter::configure(
    const std::vector<std::pair<std::string, std::string>>& options) {
    for (const auto& [name, value] : options)
        if (auto r = send_or_fault(spell::uci_setoption(name, value)); !r) return r;
    return ping();
}

Answer<Unit> UciAdapter::new_game() {
    if (auto r = send_or_fault("ucinewgame"); !r) return r;
    return ping();
}

void UciAdapter::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    std::vector<std::string> spelled;
    for (const auto& m : moves) spelled.push_back(to_engine(m));
    position_cmd_ = spell::position(spell::fen_or_start(fen), spelled);
}

Answer<Unit> UciAdapter::ping() { return isready(); }

Answer<PerftResult> UciAdapter::perft(int depth) {
    return run_perft(
        position_cmd_, depth, [this](const std::string& m) { return from_engine(m); },
        timeouts_.perft);
}

Answer<SearchResult> UciAdapter::go(const Limits& limits) {
    std::string cmd = "go";
    auto        add
        = [&](const char* k, auto v) { cmd += std::string(" ") + k + " " + std::to_string(v); };
    if (limits.depth) add("depth", *limits.depth);
    if (limits.nodes) add("nodes", *limits.nodes);
    if (limits.movetime_ms) add("movetime", *limits.movetime_ms);
    if (limits.mate) add("mate", *limits.mate);
    if (limits.wtime_ms) add("wtime", *limits.wtime_ms);
    if (limits.btime_ms) add("btime", *limits.btime_ms);
    if (limits.winc_ms) add("winc", *limits.winc_ms);
    if (limits.binc_ms) add("binc", *limits.binc_ms);
    if (limits.movestogo) add("movestogo", *limits.movestogo);
    if (limits.infinite) cmd += " infinite";

    if (auto r = send_or_fault(position_cmd_); !r) return r.error();
    SearchClock clock;
    if (auto r = send_or_fault(cmd); !r) return r.error();
    const auto start = clock.start();
    // Budget: movetime or the side's clock, plus a margin; depth/nodes/mate searches get the
    // perft deadline (they have no time bound of their own).
    auto budget = timeouts_.perft;
    if (limits.movetime_ms)
        budget = std::chrono::milliseconds(*limits.movetime_ms);
    else if (limits.wtime_ms || limits.btime_ms)
        budget = std::chrono::milliseconds(
            std::max(limits.wtime_ms.value_or(0), limits.btime_ms.value_or(0)));
    if (limits.stop_at_ms) budget = std::chrono::milliseconds(*limits.stop_at_ms);
    const bool stops    = limits.infinite || limits.stop_at_ms;
    auto       deadline = start + budget
        + (limits.stop_at_ms ? std::chrono::milliseconds(0) : timeouts_.search_margin);
    bool         stopped = false;
    SearchResult out;
    for (;;) {
        auto line = read_search_line(deadline, stops, stopped);
        if (!line) return line.error();
        if (auto info = parse_info_line(*line)) {
            if (auto ignored = node_limit_ignored(limits, *info)) return *ignored;
            for (auto& m : info->pv) m = from_engine(m);
            clock.on_info();
            keep_info(out.infos, std::move(*info));
            continue;
        }
        if (auto b = parse_bestmove_line(*line)) {
            out.bestmove = from_engine(b->move);
            if (b->ponder) out.ponder = from_engine(*b->ponder);
            break;
        }
        if (line->rfind("bestmove", 0) == 0)
            return fault(Fault::Kind::Malformed, "malformed bestmove line '" + *line + "'");
    }
    clock.finish(out);
    return out;
}

void UciAdapter::quit() { send("quit"); }

Capabilities UciAdapter::capabilities() const {
    Capabilities c;
    c.perft         = true; // the de-facto "go perft N"; an engine without it is a fault
    c.node_limit    = true;
    c.mate_limit    = true;
    c.ranks_1_to_10 = variant_->protocol().iccs_ranks && ranks1_;
    return c;
}

} // namespace harness::protocol
