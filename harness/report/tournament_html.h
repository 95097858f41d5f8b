#pragma once
// A tournament's page (arbiter match --html with more than two engines): the ratings chart and
// table, the crosstable as a grid (each row engine's score against each column engine, best
// first), and each pairing's games, score, Elo, pentanomial, faults and SPRT.

#include "model.h"

#include <ostream>

namespace harness::report {

void write_tournament_html(std::ostream& out, const Report& report, const TournamentResults& t);

} // namespace harness::report
