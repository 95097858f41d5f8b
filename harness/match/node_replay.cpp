#include "node_replay.h"

#include "engine/core/text.h"

#include <algorithm>
#include <sstream>

namespace harness::match {

namespace {

using engine::core::words;

// The number after "nodes" in an engine's info line, if it has one.
std::optional<std::uint64_t> info_nodes(const std::string& line) {
    if (line.find("info") == std::string::npos) return std::nullopt;
    const auto w = words(line);
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
        if (w[i] == "nodes" && !w[i + 1].empty() && w[i + 1].size() <= 19
            && w[i + 1].find_first_not_of("0123456789") == std::string::npos)
            return std::stoull(w[i + 1]);
    return std::nullopt;
}

// "go nodes N", keeping UCCI's "draw" (an offer answered) after "go".
std::string nodes_go(const std::string& line, std::uint64_t nodes) {
    const auto  w    = words(line);
    std::string head = "go";
    if (w.size() > 1 && (w[1] == "draw" || w[1] == "ponder")) head += " " + w[1];
    return head + " nodes " + std::to_string(std::max<std::uint64_t>(nodes, 1));
}

// The faulting search's nodes: its last report exactly for an answer (the same search again),
// room to reach a crash otherwise.
std::optional<std::uint64_t> fault_nodes(const ReportedNodes& n, EndReason reason) {
    if (reason != EndReason::Crash) return n.last;
    std::uint64_t most = n.last.value_or(0);
    for (const auto& m : n.moves) most = std::max(most, m.value_or(0));
    if (most == 0) return std::nullopt;
    return 4 * most;
}

} // namespace

ReportedNodes reported_nodes(const PlayedGame& game) {
    ReportedNodes out;
    if (!game.faulty) return out;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const auto mover = i % 2 == 0 ? game.first_mover : ~game.first_mover;
        if (mover == *game.faulty) out.moves.push_back(game.moves[i].nodes);
    }
    std::istringstream tail(game.transcript_tail);
    for (std::string line; std::getline(tail, line);)
        if (auto n = info_nodes(line)) out.last = n;
    return out;
}

bool is_timed_go(const std::string& line) {
    const auto w = words(line);
    if (w.empty() || w[0] != "go") return false;
    return std::any_of(w.begin(), w.end(), [](const std::string& t) {
        return t == "wtime" || t == "btime" || t == "movetime" || t == "time";
    });
}

engine::core::Expected<std::vector<std::string>, std::string> at_fixed_nodes(
    const std::vector<std::string>& lines, protocol::Protocol proto, const ReportedNodes& nodes,
    EndReason reason) {
    using Out = engine::core::Expected<std::vector<std::string>, std::string>;
    if (proto != protocol::Protocol::Uci && proto != protocol::Protocol::Ucci)
        return Out(std::string("node-count replays speak UCI and UCCI (go nodes)"));
    std::vector<std::size_t> timed;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (is_timed_go(lines[i])) timed.push_back(i);
    if (timed.size() < nodes.moves.size() + 1)
        return Out(std::string("the lines sent hold fewer searches on the clock than the moves"));
    const auto last = fault_nodes(nodes, reason);
    if (!last) return Out(std::string("the faulting search reported no node count"));
    auto       out   = lines;
    const auto first = timed.size() - nodes.moves.size() - 1;
    for (std::size_t k = 0; k < nodes.moves.size(); ++k) {
        if (!nodes.moves[k])
            return Out("move " + std::to_string(k + 1) + " of the engine reported no node count");
        out[timed[first + k]] = nodes_go(lines[timed[first + k]], *nodes.moves[k]);
    }
    out[timed.back()] = nodes_go(lines[timed.back()], *last);
    return Out(std::move(out));
}

bool same_fault(EndReason reason, const std::string& kind) {
    switch (reason) {
    case EndReason::Crash:
        return kind == "crash" || kind == "exit";
    case EndReason::IllegalMove:
        return kind == "illegal-bestmove" || kind == "missing-bestmove";
    case EndReason::ProtocolError:
        return kind == "malformed-bestmove" || kind == "protocol-violation";
    case EndReason::Stall:
        return kind == "hang";
    default:
        return false;
    }
}

} // namespace harness::match
