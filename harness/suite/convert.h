#pragma once
// Converters from puzzle formats into EPD records (see suites/SOURCES-tactics.md):
//  - Lichess puzzle CSV: the FEN is before the opponent's setup move Moves[0]; the record is the
//    position after it, with `bm <SAN of Moves[1]>; pv <SAN line>; dm N` (mateInN themes),
//    `id "lichess.<PuzzleId>"; c0 "<Themes>"`.
//  - wukong-xiangqi puzzle JSON: "Mate in N move(s)" -> `dm N; id "<id>"; c0 "<description>"`;
//    "Mate in ? moves" is skipped.
//  - Mate claims (`dm N` from any source, e.g. an engine's score) checked with the mate prover:
//    a record is kept only when its exact shortest mate lies in a wanted range of lengths.

#include "harness/game/epd.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace harness::suite {

using engine::core::ParseError;
using engine::core::Result;

struct Converted {
    std::vector<game::EpdRecord> records;
    std::vector<ParseError>      errors; // one per rejected row/object
    int                          skipped = 0; // rows deliberately left out (unknown mate length)
};

// One Lichess puzzle row, from its fields.
[[nodiscard]] Result<game::EpdRecord> convert_lichess_puzzle(std::string_view puzzle_id,
    std::string_view fen, std::string_view moves, std::string_view themes);

// A whole Lichess CSV with its header line (columns found by name).
[[nodiscard]] Converted convert_lichess_csv(std::string_view csv, std::string_view source = {});

// The wukong-xiangqi puzzle JSON array.
[[nodiscard]] Converted convert_xiangqi_puzzles(
    std::string_view json, std::string_view source = {});

enum class DmClaimVerdict {
    Kept, // proved: the exact shortest mate is in [min_moves, max_moves]; `dm` holds it
    Shorter, // proved, but shorter than min_moves
    NoMate, // disproved: no mate in max_moves or fewer
    Unknown, // the node budget ran out before a verdict
    Invalid, // no `dm` claim, or a FEN or claim the prover rejects
};

[[nodiscard]] const char* to_string(DmClaimVerdict v);

// The mate prover's verdict on a record's `dm N` claim (the check of an engine's mate claim in a
// suite run is MateClaimCheck, solve.h).
struct DmClaimProof {
    DmClaimVerdict verdict = DmClaimVerdict::Invalid;
    int            claimed = 0; // the record's `dm` before the check
    int            mate_in = 0; // Kept, Shorter: the proved shortest mate
    std::uint64_t  nodes   = 0; // prover nodes (moves made)
    std::string    reason; // Invalid: why
};

// Check a record's `dm N` claim with prove_mate (harness/prover/mate_prover.h), searching mates
// of up to max_moves within `budget` nodes per record. Kept: `dm` becomes the proved length and,
// when the claim was different, `c1 "<claimant> claimed mate in N; shortest mate proved by
// Arbiter: M"` is added. Any other verdict leaves the record unchanged.
[[nodiscard]] DmClaimProof prove_dm_claim(game::EpdRecord& record, game::Game variant,
    int min_moves, int max_moves, std::uint64_t budget, std::string_view claimant);

// Split one CSV line (RFC 4180 quotes, no embedded newlines).
[[nodiscard]] std::vector<std::string> split_csv_line(std::string_view line);

} // namespace harness::suite
