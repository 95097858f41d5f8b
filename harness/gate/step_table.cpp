#include "step_table.h"

#include <array>

namespace harness::gate {

namespace {

struct Row {
    const char* name;
    const char* title;
};

// In StepId order.
constexpr std::array<Row, 10> Rows { {
    { "check", "check both engines" },
    { "perft", "perft on the shipped suites" },
    { "bench", "bench signature and speed" },
    { "treesize", "tree size per depth" },
    { "suites", "tactics and mates, paired" },
    { "sprt", "SPRT match candidate vs base" },
    { "coverage", "coverage of the change" },
    { "instrumented", "instrumented run (sanitizers)" },
    { "symmetry", "evaluation and search symmetry" },
    { "ladder", "ladder gauntlet against the references" },
} };

} // namespace

StepName step_name(StepId id, const GateConfig& config) {
    const auto i   = static_cast<std::size_t>(id);
    StepName   row = { int(i) + 1, Rows[i].name, Rows[i].title };
    if (id == StepId::Sprt && config.sprt.detect_elo > 0)
        row.title = "strength test candidate vs base";
    return row;
}

const StepSwitch& step_switch(StepId id, const GateConfig& config) {
    switch (id) {
    case StepId::Check:
        return config.check.on;
    case StepId::Perft:
        return config.perft.on;
    case StepId::Bench:
        return config.bench.on;
    case StepId::TreeSize:
        return config.treesize.on;
    case StepId::Suites:
        return config.suites.on;
    case StepId::Sprt:
        return config.sprt.on;
    case StepId::Coverage:
        return config.coverage.on;
    case StepId::Instrumented:
        return config.instrumented.on;
    case StepId::Symmetry:
        return config.symmetry.on;
    case StepId::Ladder:
        break;
    }
    return config.ladder.on;
}

} // namespace harness::gate
