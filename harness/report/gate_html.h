#pragma once
// The gate's dossier page (index.html): one self-contained HTML file, readable offline — no
// script, no external resource, a strict Content-Security-Policy (default-src 'none'; inline
// styles only) — with the verdict, a table of the steps, each step's numbers, and inline SVG
// plots: the SPRT's LLR over games with its bounds, Elo and nElo with their intervals,
// solve-time curves (positions solved vs time) base vs candidate, nodes per depth base vs
// candidate, the coverage of the change with each changed line covered or not, and the
// engine's earlier gates from the history database. All engine-supplied text is escaped.

#include "model.h"

#include <ostream>

namespace harness::report {

void write_gate_html(std::ostream& out, const Report& report, const GateResults& gate);

} // namespace harness::report
