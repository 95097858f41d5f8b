#pragma once
// A number as the text reports print it: `digits` digits after the point ("12.35").

#include "engine/core/text.h"

namespace harness::report {

using engine::core::fixed;

} // namespace harness::report
