#pragma once
// LineAdapter: the plumbing every text-protocol adapter shares — its transport, the transcript
// tail put into faults, the timeouts, and line I/O that turns Timeout/Eof/Error into Faults.

#include "adapter.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace harness::protocol {

class LineAdapter : public EngineAdapter {
protected:
    // `transport` must outlive the adapter. `tail` returns the transcript tail for faults.
    LineAdapter(
        process::LineTransport& transport, std::function<std::string()> tail, Timeouts timeouts)
        : transport_(transport)
        , tail_(std::move(tail))
        , timeouts_(timeouts) { }

    [[nodiscard]] Fault fault(Fault::Kind kind, std::string detail) const;
    // One line, or the fault (Timeout / Crash) naming what was awaited.
    [[nodiscard]] Answer<std::string> read(process::Deadline deadline, const char* waiting_for);
    bool                              send(const std::string& line);
    [[nodiscard]] Answer<Unit>        send_or_fault(const std::string& line);
    // The handshake's answer of the UCI-shaped protocols (UCI, UCCI): `id name`, `id author`
    // and `option` lines until `done` ("uciok", "ucciok") within timeouts_.handshake. Each
    // option line kept is also handed to `on_option`.
    [[nodiscard]] Answer<EngineId> read_id(
        const char* done, const std::function<void(const std::string&)>& on_option = {});
    // "isready", then lines until "readyok" within timeouts_.ping.
    [[nodiscard]] Answer<Unit> isready();
    // probe_reaction for the UCI-shaped protocols: `position_cmd`, "go infinite", lines dropped
    // for `think`, "isready" (its readyok awaited at most a second), "stop", the bestmove
    // awaited within timeouts_.search_margin, and a late readyok within timeouts_.ping.
    [[nodiscard]] Answer<std::optional<Reaction>> measure_reaction(
        const std::string& position_cmd, std::chrono::milliseconds think);
    // One line of search output. An infinite search that reaches `deadline` is sent "stop" once
    // and given timeouts_.search_margin more (`deadline` and `stopped` are updated).
    [[nodiscard]] Answer<std::string> read_search_line(
        process::Deadline& deadline, bool infinite, bool& stopped);
    // A search far past its node limit (an info line reporting more than 10 x the limit + 10^6
    // nodes): the engine ignores `go nodes`. It is sent "stop" and its bestmove awaited for
    // timeouts_.search_margin; the Timeout fault says so. nullopt while the search is within it.
    [[nodiscard]] std::optional<Fault> node_limit_ignored(
        const Limits& limits, const SearchInfo& info);
    // Send `position_cmd` and "go perft depth", read Stockfish's divide format until "Nodes
    // searched", within `budget`; divide moves go through `to_canonical`. An engine that refuses
    // ("info string error ... perft") or searches instead (bestmove / nobestmove, or an info line
    // with a score or PV: it may still be searching) is a Malformed fault.
    [[nodiscard]] Answer<PerftResult> run_perft(const std::string& position_cmd, int depth,
        const std::function<std::string(const std::string&)>& to_canonical,
        std::chrono::milliseconds                             budget);

    // Send `position_cmd`, "eval" and "isready"; the evaluation read from the lines before
    // "readyok" (eval_line.h), nullopt when none says one (an engine without the command).
    [[nodiscard]] Answer<std::optional<StaticEval>> run_eval(const std::string& position_cmd);

    // An info line of this protocol in UCI's words, for the info parser (UCCI: "score 4" is
    // "score cp 4"). UCI's own lines are returned as they are.
    [[nodiscard]] virtual std::string info_as_uci(std::string_view line) const {
        return std::string(line);
    }

    process::LineTransport&      transport_;
    std::function<std::string()> tail_;
    Timeouts                     timeouts_;
};

} // namespace harness::protocol
