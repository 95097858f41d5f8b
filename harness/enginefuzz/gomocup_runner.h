#pragma once
// The stream runner for Gomocup engines (run_lines sends them here). A Gomocup manager waits
// for each answer before it sends more, and so does this runner: after a line that asks for an
// answer (gomocup_tracker.h) it reads until the answer comes (MESSAGE, DEBUG and SUGGEST lines
// skipped), the oracles judge it, then the next line goes. The waits:
//   START, ABOUT        the deadline (RunLimits::answer); an ABOUT not answered is a hang, and
//                       the lines before its answer are dropped (a resync after bad input);
//   judged move         the deadline plus the turn time in force (INFO timeout_turn; another
//                       deadline when none was given): no answer is missing-move;
//   other answers       the settle time (plus the turn time for a move): silence is allowed.
// unbounded-output: more than protocol::MaxInfos lines while one answer is awaited, or a line
// cut at the process's line cap. protocol-violation (valid and edge cases): a line no command
// asked for. An END of the case must make the engine exit within the deadline (else a hang);
// crash and exit as for every protocol (wire.h).

#include "dialect.h"
#include "fuzz_case.h"
#include "runner.h"

#include <vector>

namespace harness::enginefuzz {

[[nodiscard]] RunResult run_gomocup_lines(const process::ProcessSpec& spec, const Dialect& d,
    Category category, const std::vector<std::string>& lines, const RunLimits& limits);

} // namespace harness::enginefuzz
