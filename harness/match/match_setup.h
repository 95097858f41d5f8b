#pragma once
// A match configuration from what a user gives: engine spec tokens with their time-control keys,
// the typed settings of the openings, adjudication and the SPRT, and opening books. `arbiter
// match`, tournaments and tune build their matches here; the defaults live in the structs
// (adjudication.h, match_runner.h). Errors are values naming the engine or the book.

#include "match_runner.h"
#include "openings.h"

#include "harness/game/positions.h"
#include "harness/game/referee_options.h"
#include "harness/session/engine_session.h"

#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace harness::match {

// The book of a match: its file, how it is read, the order its entries are played in, the first
// entry played (1-based) and, for PGN books, the plies of each game kept (-1: all).
struct OpeningsRequest {
    std::string          file;
    game::PositionFormat format    = game::PositionFormat::Epd;
    OpeningOrder         order     = OpeningOrder::Sequential;
    bool                 symmetric = false; // order=...,symmetric: turn_openings (openings.h)
    int                  start     = 1;
    int                  plies     = -1;
    OpeningPolicy        policy    = OpeningPolicy::Default;
    bool swap2 = false; // opener=swap2: each game opens with a Swap2 opening (no file)
};

// A match as asked for: each engine's spec tokens (tc=, st=, nodes=, depth=, timemargin= among
// them, read here with the engines file's entries) and the settings, typed (the command line's
// KEY=VALUE groups are read by harness/cli; the gate's by its TOML reader). An absent rule is
// off; an absent book is the start position.
struct MatchRequest {
    std::vector<std::vector<std::string>>      engines;
    std::vector<std::string>                   each; // tokens for both (an engine's own win)
    std::map<std::string, session::EngineSpec> named; // an engines file's entries (conf=NAME)
    game::Game                                 variant = game::chess();
    int                                        rounds = 1, games = 2, concurrency = 1;
    std::optional<OpeningsRequest>             openings;
    std::optional<stats::SprtConfig>           sprt;
    std::optional<ResignRule>                  resign;
    std::optional<DrawRule>                    draw;
    std::optional<MateRule>                    mate; // verified-mate adjudication
    // In-play output checks; given: a fault ends games (absent: the defaults, warnings only).
    std::optional<output_checks::CheckPolicy> output_checks;
    int                                       max_moves = 0;
    std::uint64_t                             seed      = 0;
    bool                                      repeat    = false;
    // fastchess's -noswap (the first engine has the first move in every game) and -reverse
    // (the colours of every game the other way round)
    bool                  noswap = false, reverse = false;
    game::RepetitionRules rules = game::RepetitionRules::Asian;
    game::FoulPolicy      foul  = game::FoulPolicy::Lose; // renju
    // -use-affinity [CPUS]: pin each engine to one CPU of the list (empty: every CPU this process
    // may use); nullopt: no pinning.
    std::optional<std::vector<int>> affinity;
};

// A book's settings as reports and identities record them.
[[nodiscard]] nlohmann::ordered_json to_json(const OpeningsRequest& o);

// What a request got wrong: the match as a whole, one engine (0 or 1) or the book. The message
// names no command-line option: a command puts its own spelling in front.
struct SetupError {
    enum class Part { Match, Engine, Book };
    Part        part   = Part::Match;
    int         engine = 0;
    std::string message;
};
template <class T> using Setup = engine::core::Expected<T, SetupError>;

struct MatchSetup {
    MatchConfig config;
    int         skipped_openings = 0; // bad book entries, each written to `notes`
};

// The configuration of the request. The book's bad entries and the count skipped go to `notes`.
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
