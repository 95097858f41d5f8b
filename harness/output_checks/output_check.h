#pragma once
// In-play checks of an engine's search output, as a referee reads it move by move: every info
// line's PV is replayed on Arbiter's rules from the position searched, and the answer is held
// against the last line. What is found:
//   pv-illegal         a PV move that is not legal where it stands (or does not parse);
//   pv-past-end        a PV that goes on after a mate, stalemate or won line ended the game;
//   mate-contradicted  a mate score its own PV contradicts: the PV ends the game at another
//                      length or for the other side, or is long enough for the mate and does
//                      not mate;
//   bestmove-not-pv    the answer is not the first move of the last line's PV.
// A PV shorter than its mate is not a contradiction (engines truncate PVs). Pure: no I/O, no
// clock; the work is bounded by the number and length of the lines kept (protocol/output_limits).

#include "harness/game/record.h"
#include "harness/protocol/types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::output_checks {

enum class Check { PvIllegal, PvPastEnd, MateContradicted, BestmoveNotPv };
inline constexpr std::array<Check, 4> AllChecks { Check::PvIllegal, Check::PvPastEnd,
    Check::MateContradicted, Check::BestmoveNotPv };

[[nodiscard]] const char*          to_string(Check c); // "pv-illegal", ...
[[nodiscard]] std::optional<Check> parse_check(std::string_view text);

// What a finding does in play: nothing, a warning counted in the report, or a fault that ends
// the game as the engine's protocol error.
enum class Severity { Off, Warning, Fault };
[[nodiscard]] const char*             to_string(Severity s); // "off", "warning", "fault"
[[nodiscard]] std::optional<Severity> parse_severity(std::string_view text);

// A severity per check (indexed by Check); all warnings unless configured.
using CheckPolicy = std::array<Severity, AllChecks.size()>;
inline constexpr CheckPolicy DefaultPolicy { Severity::Warning, Severity::Warning,
    Severity::Warning, Severity::Warning };

struct Finding {
    Check       check = Check::PvIllegal;
    std::string detail; // "info depth 7: PV e2e4 e7e5 e4e5: e4e5 is illegal (...)"

    [[nodiscard]] bool operator==(const Finding&) const = default;
};

// The findings about one search from `before` (the position searched, with its history):
// each check at most once (its first instance).
[[nodiscard]] std::vector<Finding> check_search(const game::GameRecord& before,
    const std::vector<protocol::SearchInfo>& infos, const std::string& bestmove);

} // namespace harness::output_checks
