#include "ucci_adapter.h"
#include "spell.h"

#include "harness/game/rules.h"

#include "info_parse.h"
#include "output_limits.h"
#include "xboard_parse.h"

#include <algorithm>

namespace harness::protocol {

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

UcciAdapter::UcciAdapter(
    process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
    : LineAdapter(transport, std::move(tail), timeouts) { }

Answer<EngineId> UcciAdapter::handshake(game::Game variant) {
    if (!variant->protocol().ucci)
        return fault(Fault::Kind::Malformed, "UCCI plays xiangqi only, not " + variant.name());
    if (auto r = send_or_fault("ucci"); !r) return r.error();
    auto read = read_id("ucciok", [this](const std::string& l) {
        auto name = l.substr(7, l.find(' ', 7) - 7);
        if (name == "usemillisec") millis_ = true;
        if (name == "newgame") newgame_ = true;
    });
    if (!read) return read.error();
    EngineId id = std::move(*read);
    perft_      = id.name.find("Fairy-Stockfish") != std::string::npos;
    if (millis_)
        if (auto r = send_or_fault("setoption usemillisec true"); !r) return r.error();
    if (auto p = ping(); !p) return p.error();
    return id;
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
    return std::to_string(millis_ ? ms : std::max(1, ms / 1000));
}

Answer<PerftResult> UcciAdapter::perft(int depth) {
    if (!perft_) return fault(Fault::Kind::Malformed, "UCCI has no perft command");
    return run_perft(position_cmd_, depth, [](const std::string& m) { return m; });
}

Answer<SearchResult> UcciAdapter::go(const Limits& limits) {
    if (limits.mate) return fault(Fault::Kind::Malformed, "UCCI has no mate search");
    std::string cmd   = "go";
    bool        black = black_to_move(fen_, move_count_);
    auto        own   = black ? limits.btime_ms : limits.wtime_ms;
    auto        opp   = black ? limits.wtime_ms : limits.btime_ms;
    auto        inc   = black ? limits.binc_ms : limits.winc_ms;
    auto        oinc  = black ? limits.winc_ms : limits.binc_ms;
    if (limits.depth) cmd += " depth " + std::to_string(*limits.depth);
    if (limits.nodes) cmd += " nodes " + std::to_string(*limits.nodes);
    if (limits.movetime_ms)
        cmd += " time " + time_text(*limits.movetime_ms) + " movestogo 1";
    else if (own) {
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
    if (limits.infinite) cmd += " infinite";

    if (auto r = send_or_fault(position_cmd_); !r) return r.error();
    if (!limits.banmoves.empty()) {
        std::string ban = "banmoves";
        for (const auto& m : limits.banmoves) ban += " " + m;
        if (auto r = send_or_fault(ban); !r) return r.error();
    }
    auto start = Clock::now();
    if (auto r = send_or_fault(cmd); !r) return r.error();
    auto budget = timeouts_.perft;
    if (limits.movetime_ms)
        budget = std::chrono::milliseconds(*limits.movetime_ms);
    else if (own)
        budget = std::chrono::milliseconds(*own);
    auto         deadline = start + budget + timeouts_.search_margin;
    bool         stopped  = false;
    SearchResult out;
    for (;;) {
        auto line = read_search_line(deadline, limits.infinite, stopped);
        if (!line) return line.error();
        if (auto info = parse_info_line(ucci_info_to_uci(*line))) {
            if (auto ignored = node_limit_ignored(limits, *info)) return *ignored;
            keep_info(out.infos, std::move(*info));
            continue;
        }
        if (*line == "nobestmove") break;
        if (auto b = parse_bestmove_line(*line)) {
            out.bestmove = b->move;
            out.ponder   = b->ponder;
            break;
        }
        if (line->rfind("bestmove", 0) == 0)
            return fault(Fault::Kind::Malformed, "malformed bestmove line '" + *line + "'");
    }
    out.elapsed_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
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
    c.perft      = perft_;
    c.node_limit = true;
    c.banmoves   = true;
    return c;
}

} // namespace harness::protocol
