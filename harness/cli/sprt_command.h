#pragma once
// `arbiter sprt`: plan a sequential test before it runs and read counts against it -- the
// gate's strength test of a profile or a classic GSPRT, over game pairs from a draw ratio,
// pentanomial probabilities or counts, W/D/L counts or a match's report: the probability of
// passing and the expected game pairs over a range of true Elo (OC and ASN curves), and the
// counts' Elo, nElo, LOS and LLR. Exit codes: 0, 2 on a usage or input error.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

[[nodiscard]] CommandHelp sprt_help();

int sprt_command(const std::vector<std::string>& args);

} // namespace harness::cli
