#pragma once
// harness/intree: the gate's work on an in-tree CMake engine (issue 12, steps 7 and 8) — build
// revisions in git worktrees (build.h), the lines a change touched (diff.h), coverage of those
// lines (coverage.h), sanitizer environments and reports (sanitizer.h). Plain functions, no
// game knowledge.

#include "harness/intree/build.h"
#include "harness/intree/coverage.h"
#include "harness/intree/diff.h"
#include "harness/intree/sanitizer.h"
