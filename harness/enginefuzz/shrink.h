#pragma once
// The shrinker: delta debugging (ddmin) over the lines of a case, then over each line — the FEN
// of a position command (pieces removed, castling / en passant / clocks simplified), the moves
// after it, an overlong line halved, a word left out or halved (not in a `go` line, nor in a
// FEN whose board reads) — keeping every step for which `still_fails` holds (the
// caller runs the engine and compares the oracle: same kind, same signal). Bounded by a number
// of `still_fails` calls. Knows nothing about engines.

#include "lines.h"

#include <functional>

namespace harness::enginefuzz {

using StillFails = std::function<bool(const Lines&)>;

struct ShrinkResult {
    Lines lines;
    int   runs = 0; // calls of still_fails
};

[[nodiscard]] ShrinkResult shrink(
    const Lines& failing, const StillFails& still_fails, int max_runs);

// The steps on their own (tests): ddmin over the lines; simplifying one line in place.
[[nodiscard]] ShrinkResult shrink_lines(
    const Lines& failing, const StillFails& still_fails, int max_runs);
[[nodiscard]] ShrinkResult shrink_within_lines(
    const Lines& failing, const StillFails& still_fails, int max_runs);

} // namespace harness::enginefuzz
