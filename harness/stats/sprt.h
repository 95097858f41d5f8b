#pragma once
// The sequential probability ratio test of a match (GSPRT, as fishtest and fastchess run it):
// H0 "the first engine is elo0 stronger" against H1 "it is elo1 stronger", with error rates
// alpha (accepting H1 when H0 holds) and beta (accepting H0 when H1 holds). The LLR of the data
// is compared with the bounds log(beta / (1 - alpha)) and log((1 - beta) / alpha).
// Elo models: `normalized` (nElo: the score's distance from 1/2 in standard deviations per game,
// fishtest's default) and `logistic` (the classical Elo of the expected score).
// Pentanomial (game pairs) is the default; trinomial (single games) for unpaired schedules.

#include "outcomes.h"

#include <optional>
#include <string_view>

namespace harness::stats {

enum class EloModel { Normalized, Logistic };
enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };

[[nodiscard]] const char*             to_string(EloModel m);
[[nodiscard]] const char*             to_string(SprtVerdict v); // "continue", "H0", "H1"
[[nodiscard]] std::optional<EloModel> parse_elo_model(std::string_view text);

struct SprtConfig {
    double   elo0  = 0.0;
    double   elo1  = 5.0;
    double   alpha = 0.05;
    double   beta  = 0.05;
    EloModel model = EloModel::Normalized;
};

struct SprtState {
    double      llr     = 0.0;
    double      lower   = 0.0; // log(beta / (1 - alpha))
    double      upper   = 0.0; // log((1 - beta) / alpha)
    SprtVerdict verdict = SprtVerdict::Continue;
};

// Why a configuration cannot be used (elo0 >= elo1, alpha or beta outside (0, 1/2]...), or
// nullopt when it is fine.
[[nodiscard]] std::optional<std::string_view> sprt_config_error(const SprtConfig& c);

[[nodiscard]] SprtState sprt(const SprtConfig& c, const Pentanomial& pairs);
[[nodiscard]] SprtState sprt(const SprtConfig& c, const Trinomial& games);

// The expected score of a logistic Elo difference: 1 / (1 + 10^(-elo/400)).
[[nodiscard]] double logistic_score(double elo);
// nElo per t-value: 800 / ln 10.
inline constexpr double NeloPerT = 347.43558552260146;

} // namespace harness::stats
