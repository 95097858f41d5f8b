#include "harness/game/referee_options.h"

namespace harness::game {

engine::core::Result<RepetitionRules> parse_repetition_rules(std::string_view text) {
    RepetitionRules rules {};
    if (engine::xiangqi::parse_rules(text, rules)) return rules;
    return engine::core::ParseError { 1,
        "unknown repetition rules " + engine::core::quote(text)
            + " (expected asian, simple or chinese)" };
}

engine::core::Result<FoulPolicy> parse_foul_policy(std::string_view text) {
    if (text == "lose") return FoulPolicy::Lose;
    if (text == "refuse") return FoulPolicy::Refuse;
    return engine::core::ParseError { 1,
        "unknown foul policy " + engine::core::quote(text) + " (expected lose or refuse)" };
}

const char* to_string(FoulPolicy policy) { return policy == FoulPolicy::Lose ? "lose" : "refuse"; }

} // namespace harness::game
