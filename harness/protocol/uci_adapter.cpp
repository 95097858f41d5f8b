#include "uci_adapter.h"

#include "harness/game/rules.h"

#include "info_parse.h"
#include "output_limits.h"

namespace harness::protocol {

using process::Clock;
using process::Status;

UciAdapter::UciAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

std::string UciAdapter::to_engine(const std::string& move) const {
    return variant_->protocol().iccs_ranks && ranks1_ ? ranks0_to_ranks1(move) : move;
}

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

Outcome<EngineId> UciAdapter::handshake(game::Game variant) {
    variant_ = variant;
    if (!send("uci")) return fault(Fault::Kind::Crash, "could not write 'uci'");
    EngineId id;
    auto     deadline = Clock::now() + timeouts_.handshake;
    for (;;) {
        auto line = read(deadline, "uciok");
        if (!line) return line.fault();
        const std::string& l = *line;
        if (l == "uciok") break;
        if (l.rfind("id name ", 0) == 0)
            id.name = l.substr(8);
        else if (l.rfind("id author ", 0) == 0)
            id.author = l.substr(10);
        else if (l.rfind("option ", 0) == 0)
            (void)keep_option(id.options, l);
    }
    // Fairy-Stockfish speaks ranks 1-10 in plain UCI; others are detected from their output.
    const auto& facts = variant->protocol();
    if (facts.iccs_ranks && !ranks_known_ && id.name.rfind("Fairy-Stockfish", 0) == 0)
        set_ranks_1_to_10(true);
    if (!facts.uci_variant.empty()
        && !send("setoption name UCI_Variant value " + std::string(facts.uci_variant)))
        return fault(Fault::Kind::Crash, "engine gone after uciok");
    if (facts.uci_chess960 && !send("setoption name UCI_Chess960 value true"))
        return fault(Fault::Kind::Crash, "engine gone after uciok");
    if (auto p = ping(); !p) return p.fault();
    return id;
}

Outcome<Unit> UciAdapter::configure(
    const std::vector<std::pair<std::string, std::string>>& options) {
    for (const auto& [name, value] : options)
        if (auto r = send_or_fault("setoption name " + name + " value " + value); !r) return r;
    return ping();
}

Outcome<Unit> UciAdapter::new_game() {
    if (auto r = send_or_fault("ucinewgame"); !r) return r;
    return ping();
}

void UciAdapter::set_position(const std::string& fen, const std::vector<std::string>& moves) {
    position_cmd_ = fen.empty() ? "position startpos" : "position fen " + fen;
    if (!moves.empty()) {
        position_cmd_ += " moves";
        for (const auto& m : moves) position_cmd_ += " " + to_engine(m);
    }
}

Outcome<Unit> UciAdapter::ping() {
    if (auto r = send_or_fault("isready"); !r) return r;
    auto deadline = Clock::now() + timeouts_.ping;
    for (;;) {
        auto line = read(deadline, "readyok");
        if (!line) return line.fault();
        if (*line == "readyok") return Unit {};
    }
}

Outcome<PerftResult> UciAdapter::perft(int depth) {
    return run_perft(position_cmd_, depth, [this](const std::string& m) { return from_engine(m); });
}

Outcome<SearchResult> UciAdapter::go(const Limits& limits) {
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

    if (auto r = send_or_fault(position_cmd_); !r) return r.fault();
    auto start = Clock::now();
    if (auto r = send_or_fault(cmd); !r) return r.fault();
    // Budget: movetime or the side's clock, plus a margin; depth/nodes/mate searches get the
    // perft deadline (they have no time bound of their own).
    auto budget = timeouts_.perft;
    if (limits.movetime_ms)
        budget = std::chrono::milliseconds(*limits.movetime_ms);
    else if (limits.wtime_ms || limits.btime_ms)
        budget = std::chrono::milliseconds(
            std::max(limits.wtime_ms.value_or(0), limits.btime_ms.value_or(0)));
    auto         deadline = start + budget + timeouts_.search_margin;
    bool         stopped  = false;
    SearchResult out;
    for (;;) {
        auto line = read_search_line(deadline, limits.infinite, stopped);
        if (!line) return line.fault();
        if (auto info = parse_info_line(*line)) {
            for (auto& m : info->pv) m = from_engine(m);
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
    out.elapsed_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
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
