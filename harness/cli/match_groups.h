#pragma once
// The KEY=VALUE groups of arbiter match (and of tune, which plays its games as a match) read into
// the match request's typed settings: --openings, --resign, --draw, --mate-adjudication, --sprt,
// --output-checks, --rules and --foul. A key not given keeps the setting's default; a bad value
// is a UsageError naming the option and the key and quoting the value.

#include "harness/match/match_setup.h"

#include <map>
#include <string>

namespace harness::cli {

using KeyValues = std::map<std::string, std::string>;

[[nodiscard]] match::OpeningsRequest     openings_group(const KeyValues& kv);
[[nodiscard]] match::ResignRule          resign_group(const KeyValues& kv);
[[nodiscard]] match::DrawRule            draw_group(const KeyValues& kv);
[[nodiscard]] match::MateRule            mate_group(const KeyValues& kv);
[[nodiscard]] stats::SprtConfig          sprt_group(const KeyValues& kv);
[[nodiscard]] output_checks::CheckPolicy output_checks_group(const KeyValues& kv);
[[nodiscard]] game::RepetitionRules      rules_value(const std::string& text);
[[nodiscard]] game::FoulPolicy           foul_value(const std::string& text);

} // namespace harness::cli
