#pragma once
// Test helper: is a file well-formed XML? Checked by a real parser (python3's expat, which
// rejects invalid UTF-8, control characters and bad markup), not by our own writer's rules.

#include "command_check.h"

#include <string>

namespace harness::testing {

// Empty when `path` is well-formed XML; otherwise the parser's message.
inline std::string xml_errors(const std::string& path) {
    return command_errors(
        "python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' '" + path
            + "'",
        "the XML parser failed");
}

} // namespace harness::testing
