#pragma once
// A match configuration from what a user gives: engine spec tokens with their time-control keys,
// KEY=VALUE groups for the openings, adjudication and the SPRT (cutechess / fastchess spellings),
// and opening books. `arbiter match` and the gate's strength step build their matches here; the
// defaults live in the structs (adjudication.h, match_runner.h), the gate's own values in its
// profiles. Errors are values naming the option and quoting the token.

#include "match_runner.h"
#include "openings.h"

#include "harness/session/engine_session.h"

#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace harness::match {

// A match as asked for: each engine's spec tokens (tc=, st=, nodes=, depth=, timemargin= among
// them) and the option groups as KEY=VALUE maps.
struct MatchRequest {
    std::vector<std::vector<std::string>>      engines;
    std::vector<std::string>                   each; // tokens for both (an engine's own win)
    std::map<std::string, session::EngineSpec> named; // an engines file's entries (conf=NAME)
    game::Game                                 variant = game::chess();
    int                                        rounds = 1, games = 2, concurrency = 1;
    std::map<std::string, std::string>         openings, sprt, resign, draw, mate;
    // --output-checks CHECK=off|warning|fault (all= for every check, then the others).
    std::map<std::string, std::string> output_checks;
    int                                max_moves = 0;
    std::uint64_t                      seed      = 0;
    bool                               repeat = false, mate_adjudication = false;
    std::string                        rules = "asian";
    std::string                        foul  = "lose"; // renju: lose or refuse
    // -use-affinity [CPUS]: pin each engine to one CPU of the list (empty: every CPU this process
    // may use); nullopt: no pinning.
    std::optional<std::vector<int>> affinity;
};

struct SetupError {
    std::string message;
};
template <class T> using Setup = engine::core::Expected<T, SetupError>;

struct MatchSetup {
    MatchConfig config;
    int         skipped_openings = 0; // bad book entries, each written to `notes`
};

// The configuration of the request. Book errors, the count skipped and the warning for a long
// match without a book go to `notes`.
[[nodiscard]] Setup<MatchSetup> make_match_config(const MatchRequest& r, std::ostream& notes);

// The time-control keys of an engine's tokens applied to `tc`; the other tokens returned (the
// engine's spec). The error names the token.
struct TimeControlError {
    std::string token, message;
};
[[nodiscard]] engine::core::Expected<std::vector<std::string>, TimeControlError> apply_time_control(
    const std::vector<std::string>& tokens, TimeControl& tc);

// Whether a token is one of the time-control keys (tc=, st=, nodes=, depth=, timemargin=,
// flagstop=).
[[nodiscard]] bool is_time_control_token(const std::string& token);

// The settings that decide a match's games: the engines, rounds, openings (count and a hash of
// their text in play order), adjudication, SPRT, rules and output checks (a tournament's
// pairings in its report; run::run_identity reads them in the config block below).
[[nodiscard]] nlohmann::ordered_json settings_json(const MatchConfig& c, const MatchRequest& r);
// The report's config block: the settings, the limits, the workers and the book as read.
[[nodiscard]] nlohmann::ordered_json config_json(
    const MatchConfig& c, const MatchRequest& r, int skipped_openings);

} // namespace harness::match
