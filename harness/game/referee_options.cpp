#include "harness/game/referee_options.h"

namespace harness::game {

engine::core::Result<RepetitionRules> parse_repetition_rules(std::string_view text) {
    RepetitionRules rules {};
    if (engine::xiangqi::parse_rules(text, rules)) return rules;
    return engine::core::ParseError { 1,
        "unknown repetition rules " + engine::core::quote(text)
            + " (expected asian, simple or chinese)" };
}

} // namespace harness::game
