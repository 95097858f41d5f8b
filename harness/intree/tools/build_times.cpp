// intree_build_times REPO REV WORK_DIR PRESET[:TARGET,...]...
// Measures build_revision for each preset: without ccache, with ccache from an empty cache
// (CCACHE_DIR set to a fresh directory under WORK_DIR) and again with that cache filled (the
// worktree removed in between, so everything is rebuilt from cache hits). Prints one line per
// build; a bench, not a test.

#include "harness/intree/build.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

using namespace harness::intree;

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(
            stderr, "usage: intree_build_times REPO REV WORK_DIR PRESET[:TARGET,...]...\n");
        return 2;
    }
    std::filesystem::path work = std::filesystem::absolute(argv[3]);
    for (int i = 4; i < argc; ++i) {
        std::string  spec = argv[i];
        BuildRequest request;
        request.repo     = argv[1];
        request.rev      = argv[2];
        request.work_dir = work;
        request.preset   = spec.substr(0, spec.find(':'));
        if (spec.find(':') != std::string::npos) {
            std::stringstream targets(spec.substr(spec.find(':') + 1));
            for (std::string t; std::getline(targets, t, ',');) request.targets.push_back(t);
        }
        std::filesystem::path cache = work / ("ccache-" + request.preset);
        std::filesystem::remove_all(cache);
        setenv("CCACHE_DIR", cache.c_str(), 1);
        for (const char* mode : { "no ccache", "ccache, empty cache", "ccache, filled cache" }) {
            request.use_ccache = std::string(mode) != "no ccache";
            BuildResult build  = build_revision(request);
            std::printf("%-10s %-22s %s: %7.1f s%s\n", request.preset.c_str(), mode, spec.c_str(),
                build.seconds, build.ok ? "" : ("  FAILED: " + build.error).c_str());
            std::fflush(stdout);
            cleanup(build);
            if (!build.ok) break;
        }
    }
    return 0;
}
