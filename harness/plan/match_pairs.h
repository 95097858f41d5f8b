#pragma once
// The game pairs of a match, read back from its JSON report (`arbiter match --json`): the
// pentanomial counts of its summary, for `arbiter sprt --from`.

#include "engine/core/result.h"
#include "harness/stats/outcomes.h"

#include <string>

namespace harness::plan {

// summary.pentanomial of a match report: five counts, at least one pair. An error names the
// file and what is missing ("not a match report", "no game pairs").
[[nodiscard]] engine::core::Result<stats::Pentanomial> match_pairs(const std::string& path);

} // namespace harness::plan
