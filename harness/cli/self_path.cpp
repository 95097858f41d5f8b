#include "self_path.h"

#include <unistd.h>

namespace harness::cli {

std::string self_path() {
    char    exe[4096] = {};
    ssize_t n         = readlink("/proc/self/exe", exe, sizeof exe - 1);
    return n > 0 ? std::string(exe, std::size_t(n)) : "";
}

} // namespace harness::cli
