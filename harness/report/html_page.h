#pragma once
// The frame of Arbiter's HTML pages (the gate's and the bisection's dossiers): one style, a
// Content-Security-Policy that loads nothing from outside (inline style, data: images only).

#include <ostream>
#include <string>

namespace harness::report {

// <!DOCTYPE html> ... <body>, with `title` escaped.
void write_html_head(std::ostream& out, const std::string& title);
// </body></html>.
void write_html_tail(std::ostream& out);

} // namespace harness::report
