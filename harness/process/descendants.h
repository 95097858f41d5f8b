#pragma once
// Descendants: finding and ending every process an engine left behind, even one that called
// setsid() (its own session and process group, out of reach of a group kill).
//
// Each engine is started with a tag in its environment (ARBITER_ENGINE_TAG=<tag>), inherited by
// everything it spawns unless it clears its environment; kill_tagged() ends every process of
// ours that carries the tag, and descendants_of() finds the ones without it by ancestry. Arbiter
// also becomes a child subreaper (Linux), so an orphaned descendant is re-parented to Arbiter
// rather than to init: reap_adopted() collects the ones that have ended, and kill_adopted() ends
// those still running (at shutdown).

#include <string>
#include <sys/types.h>
#include <vector>

namespace harness::process {

inline constexpr const char* EngineTagVariable = "ARBITER_ENGINE_TAG";

// A tag unique to this Arbiter process and call ("<our pid>.<counter>").
[[nodiscard]] std::string make_engine_tag();
// Make this process the subreaper of its descendants (once; harmless if unsupported).
void become_subreaper();
// Processes (ours, readable in /proc) whose environment holds EngineTagVariable=tag.
[[nodiscard]] std::vector<pid_t> tagged_processes(const std::string& tag);
// SIGKILL every process with the tag; returns how many were signalled. Scans /proc until a scan
// finds none (at least twice, 5 ms apart): a process in the middle of exec, whose environment
// cannot be read yet, or one forked while the scan ran, is caught by the next scan.
std::size_t kill_tagged(const std::string& tag);
// Every running process whose parent chain leads to `root` (its children, theirs, ...), read
// from /proc: the descendants that cleared their environment (no tag) and left the process
// group and session (setsid) are found this way while `root` is alive.
[[nodiscard]] std::vector<pid_t> descendants_of(pid_t root);
// Reap ended children of ours that are not in `own` (adopted orphans); never waits.
void reap_adopted(const std::vector<pid_t>& own);
// SIGKILL running children of ours that are not in `own` (adopted orphans), then reap them.
std::size_t kill_adopted(const std::vector<pid_t>& own);

} // namespace harness::process
