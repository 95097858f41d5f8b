#include "progress.h"
#include "terminal.h"

#include <cstdio>
#include <string>

namespace harness::frame {

void draw_progress(std::size_t done, std::size_t total, const char* label, int count) {
    const int width = 40;
    int       fill  = total ? int(double(done) / double(total) * width) : width;
    terminal_control("\r");
    std::fprintf(stderr, "[%s%s] %zu/%zu  %s: %d", std::string(std::size_t(fill), '#').c_str(),
        std::string(std::size_t(width - fill), '.').c_str(), done, total, label, count);
    std::fflush(stderr);
}

} // namespace harness::frame
