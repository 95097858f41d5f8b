#pragma once
// The resident memory of a running process, as a Gomocup manager checks it against INFO
// max_memory: VmRSS from /proc/<pid>/status (Linux). nullopt where it cannot be read (another
// system, a process that has ended).

#include <sys/types.h>

#include <cstdint>
#include <optional>

namespace harness::check {

[[nodiscard]] std::optional<std::uint64_t> resident_bytes(pid_t pid);

} // namespace harness::check
