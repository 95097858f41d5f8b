#pragma once
// Reproducer files: the shrunk protocol lines of a finding, one per line, nothing else — so
// `engine < FILE` replays it as well as `arbiter fuzz --replay FILE`. Named after the oracle
// and a hash of the lines (the same finding gets the same name).

#include "fuzz_case.h"

#include "engine/core/result.h"

#include <string>
#include <vector>

namespace harness::enginefuzz {

// "crash-SIGSEGV-1a2b3c4d.txt"
[[nodiscard]] std::string reproducer_name(const Verdict& v, const std::vector<std::string>& lines);
// Write the lines into dir/name (the directory is created); the path, or why not.
[[nodiscard]] engine::core::Result<std::string> write_reproducer(
    const std::string& dir, const std::string& name, const std::vector<std::string>& lines);
// The lines of a file (split at '\n' only: '\r' and other bytes are kept).
[[nodiscard]] engine::core::Result<std::vector<std::string>> read_reproducer(
    const std::string& path);
// The files of a corpus directory, sorted by name (an absent directory has none).
[[nodiscard]] std::vector<std::string> corpus_files(const std::string& dir);

} // namespace harness::enginefuzz
