#pragma once
// Test helper: is a file well-formed XML? Checked by a real parser (python3's expat, which
// rejects invalid UTF-8, control characters and bad markup), not by our own writer's rules.

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace harness::testing {

// Empty when `path` is well-formed XML; otherwise the parser's message.
inline std::string xml_errors(const std::string& path) {
    std::string cmd
        = "python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' '" + path
        + "' 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) return "cannot run " + cmd;
    std::string out;
    char        buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
    int status = pclose(pipe);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    return out.empty() ? "the XML parser failed" : out;
}

} // namespace harness::testing
