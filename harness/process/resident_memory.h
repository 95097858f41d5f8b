#pragma once
// The resident memory of a running process, as a Gomocup manager checks it against INFO
// max_memory: VmRSS from /proc/<pid>/status (Linux), of the process alone or with every process
// it started. nullopt where it cannot be read (another system, a process that has ended).

#include <sys/types.h>

#include <cstdint>
#include <optional>

namespace harness::process {

[[nodiscard]] std::optional<std::uint64_t> resident_bytes(pid_t pid);
// The process and its descendants (descendants.h), the ones that cannot be read left out.
[[nodiscard]] std::optional<std::uint64_t> tree_resident_bytes(pid_t pid);

} // namespace harness::process
