#pragma once
// run_compliance: the numbered protocol checklist behind `arbiter check` (handshake, options,
// isready, new game, positions, a search per limit kind, isready during search, stop, bestmove
// legality, info-line syntax, quit; 16: how the engine scores a mate in 2). Blocking; engine faults
// become failed steps, never exceptions. The first failing step carries the transcript tail.

#include "harness/protocol/adapter.h"
#include "harness/protocol/factory.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::check {

struct ComplianceOptions {
    protocol::Protocol protocol = protocol::Protocol::Uci;
    // The adapter's transport, for the steps that need raw lines (11 isready during search,
    // 14 info-line syntax); those steps are skipped when it is null.
    process::LineTransport* raw = nullptr;
    // Transcript tail for the report (the faults carry their own).
    std::function<std::string()> tail;
    // After quit: waits (bounded) and tells whether the process ended; null = not observable.
    std::function<bool()> exited;
    // The engine process's resident memory in bytes (Gomocup's max_memory step); null or
    // nullopt = not observable.
    std::function<std::optional<std::uint64_t>()> memory_bytes;
    // Step 2: options to set, as the protocol spells them.
    std::vector<std::pair<std::string, std::string>> options;
    // Xiangqi over plain UCI: the engine speaks ranks 1-10 (raw steps translate; a UciAdapter
    // that has detected the dialect is asked too).
    bool ranks_1_to_10 = false;
    // How long raw steps wait for an answer, and how long step 11 lets the search run first.
    std::chrono::milliseconds answer_timeout { 5000 };
    std::chrono::milliseconds search_before_isready { 200 };
};

struct ComplianceStep {
    int         number = 0;
    std::string name;
    bool        passed  = false;
    bool        skipped = false; // did not apply (detail says why); passed is then true
    std::string detail;
};

struct ComplianceReport {
    std::vector<ComplianceStep> steps;
    std::string                 transcript_tail; // at the first failing step
    // Step 10: whether `go nodes N` is exact (its last info line reports N nodes, and the same
    // search again gives the same move, score and nodes), what a node-count replay of a timed
    // game needs; nullopt when not measured (no node limit, no node count reported).
    std::optional<bool> nodes_exact;
    [[nodiscard]] bool  ok() const;
    // One line per step: " 1 handshake ............ ok  Stockfish 15.1", then the tail.
    [[nodiscard]] std::string to_text() const;
};

[[nodiscard]] ComplianceReport run_compliance(
    protocol::EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options);
// The Gomocup checklist (gomocup_compliance.cpp): run_compliance() hands over to it for
// Protocol::Gomocup. The raw transport is required for steps 2-34.
[[nodiscard]] ComplianceReport run_gomocup_compliance(
    protocol::EngineAdapter& adapter, game::Game variant, const ComplianceOptions& options);

// Why `move` (canonical text) is not legal after `moves` from `fen` (empty: the start
// position); nullopt when it is legal. Also rejects a bad FEN or an illegal earlier move.
[[nodiscard]] std::optional<std::string> illegal_move_reason(game::Game variant,
    const std::string& fen, const std::vector<std::string>& moves, const std::string& move);

} // namespace harness::check
