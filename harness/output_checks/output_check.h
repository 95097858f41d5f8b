#pragma once
// In-play checks of an engine's search output, as a referee reads it move by move: every info
// line's PV is replayed on Arbiter's rules from the position searched, and the answer is held
// against the last line. What is found:
//   pv-illegal         a PV move that is not legal where it stands (or does not parse);
//   pv-past-end        a PV that goes on after a mate, stalemate or won line ended the game;
//   mate-contradicted  a mate score its own PV contradicts: the PV ends the game at another
//                      length or for the other side, or is long enough for the mate and does
//                      not mate;
//   bestmove-not-pv    the answer is not the first move of the last line's PV;
//   mate-sign          the engine's mate score has the sign of its opponent's last one: both
//                      claim a mate for themselves, or both to be mated (fastchess's "sign
//                      mismatch in mate scores").
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

enum class Check { PvIllegal, PvPastEnd, MateContradicted, BestmoveNotPv, MateSign };
inline constexpr std::array<Check, 5> AllChecks { Check::PvIllegal, Check::PvPastEnd,
    Check::MateContradicted, Check::BestmoveNotPv, Check::MateSign };

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
    Severity::Warning, Severity::Warning, Severity::Warning };

struct Finding {
    Check       check = Check::PvIllegal;
    std::string detail; // "info depth 7: PV e2e4 e7e5 e4e5: e4e5 is illegal (...)"

    [[nodiscard]] bool operator==(const Finding&) const = default;
};

// The findings about one search from `before` (the position searched, with its history):
// each check at most once (its first instance).
[[nodiscard]] std::vector<Finding> check_search(const game::GameRecord& before,
    const std::vector<protocol::SearchInfo>& infos, const std::string& bestmove);

// mate-sign: the mover's mate score against its opponent's last one (each from its own side;
// either absent: nothing to hold against).
[[nodiscard]] std::optional<Finding> check_mate_signs(
    std::optional<int> opponent_mate, std::optional<int> own_mate);

} // namespace harness::output_checks
