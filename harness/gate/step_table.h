#pragma once
// The gate's ten steps in the order they run, written once: each one's number (what the
// terminal and the report show), its report name, its title and the switch of the configuration
// that turns it on and makes it gating. new_step (gate_steps.h) makes a step's record from it.

#include "gate_config.h"

#include <string>

namespace harness::gate {

enum class StepId {
    Check,
    Perft,
    Bench,
    TreeSize,
    Suites,
    Sprt,
    Coverage,
    Instrumented,
    Symmetry,
    Ladder
};

struct StepName {
    int         number = 0;
    const char* name   = "";
    std::string title;
};

// Step 6 is titled as the strength test when it has a detectable loss (sprt.detect_elo > 0),
// else as a plain SPRT.
[[nodiscard]] StepName          step_name(StepId id, const GateConfig& config);
[[nodiscard]] const StepSwitch& step_switch(StepId id, const GateConfig& config);

} // namespace harness::gate
