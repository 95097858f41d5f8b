#pragma once
// Interruption: SIGINT/SIGTERM end Arbiter's engines before Arbiter exits.
//
// Every running ChildProcess registers its process group (and its descendants' tag) here.
// After install_interrupt_handlers(), the first SIGINT or SIGTERM sets interrupted(), sends
// SIGTERM to every registered group at once and, after a short grace, SIGKILL to the groups and
// to the tagged descendants (a watcher thread; an engine that ignores SIGTERM goes too). Runners
// see their engines end, check interrupted(), stop scheduling work and write what they have.
// A second signal sends SIGKILL to every group and exits at once with 128 + the signal.

#include <chrono>
#include <string>
#include <sys/types.h>

namespace harness::process {

// Register a running engine; returns a handle for unregister_engine (-1 if the table is full,
// which only loses the interruption guarantee for that engine).
[[nodiscard]] int register_engine(pid_t group, const std::string& tag);
void              unregister_engine(int handle);

// Install the handlers (idempotent). `grace`: time between SIGTERM and SIGKILL.
void install_interrupt_handlers(std::chrono::milliseconds grace = std::chrono::milliseconds(500));
// Has SIGINT/SIGTERM arrived? The signal number, 0 if none.
[[nodiscard]] bool interrupted();
[[nodiscard]] int  interrupt_signal();
// The exit code for an interrupted run: 128 + signal (130 for SIGINT, 143 for SIGTERM).
[[nodiscard]] int interrupted_exit_code();

// For tests: forget a received signal.
void reset_interrupted_for_testing();

} // namespace harness::process
