#include "command_table.h"

#include "adjudicate_command.h"
#include "bench_command.h"
#include "bisect_command.h"
#include "book_command.h"
#include "check_command.h"
#include "fuzz_command.h"
#include "gate_command.h"
#include "history_command.h"
#include "match_command.h"
#include "merge_command.h"
#include "perft_command.h"
#include "rate_command.h"
#include "sprt_command.h"
#include "suite_command.h"
#include "symmetry_command.h"
#include "treesize_command.h"
#include "tune_command.h"

namespace harness::cli {

namespace {

const Command Table[] = {
    { "perft", "validate an engine's perft and localise every mismatch to a position and move",
        perft_help, perft_command },
    { "check", "run the protocol compliance checklist on an engine", check_help, check_command },
    { "suite", "run EPD test suites (bm/am/dm), check mate claims; `suite compare` two runs",
        suite_help, suite_command },
    { "adjudicate", "replay games (PGN, or FEN + moves) with the referee: verdict, reason, ply",
        adjudicate_help, adjudicate_command },
    { "bench", "run an engine's own bench: signature, nps, determinism, against a base", bench_help,
        bench_command },
    { "treesize", "nodes and time per depth on fixed positions, branching factor, against a base",
        treesize_help, treesize_command },
    { "symmetry",
        "metamorphic checks: colour flips, mirrors and rotations, determinism, transpositions",
        symmetry_help, symmetry_command },
    { "history", "import reports into a history database; list runs; a metric's trend; the ladder",
        history_help, history_command },
    { "match", "play games between two engines (clocks, adjudication, openings, SPRT) or more",
        match_help, match_command },
    { "fuzz", "fuzz an engine's input handling; shrink each finding to a reproducer", fuzz_help,
        fuzz_command },
    { "gate",
        "base vs candidate: check, perft, bench, tree size, suites, SPRT, coverage; a dossier",
        gate_help, gate_command },
    { "bisect",
        "find the first commit that broke perft, bench, a position, a crash, tree size or "
        "strength",
        bisect_help, bisect_command },
    { "rate", "joint ratings of the players of PGN games, with intervals and a crosstable",
        rate_help, rate_command },
    { "tune", "SPSA-tune an engine's parameters, verified by an SPRT at a longer time control",
        tune_help, tune_command },
    { "book", "make an opening book, balanced or unbalanced: random openings an engine scores",
        book_help, book_command },
    { "sprt", "plan a sequential test: pass probability and expected games over Elo (OC, ASN)",
        sprt_help, sprt_command },
    { "merge", "merge the reports of a sharded run (--shard K/N) into one", merge_help,
        merge_command },
};

} // namespace

std::span<const Command> commands() { return Table; }

const Command* find_command(const std::string& name) {
    for (const auto& c : Table)
        if (name == c.name) return &c;
    return nullptr;
}

} // namespace harness::cli
