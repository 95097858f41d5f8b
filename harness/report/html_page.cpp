#include "html_page.h"

#include "writers.h"

namespace harness::report {

namespace {

const char* const Style = R"(body{font-family:sans-serif;margin:1.5em;max-width:70em;color:#222}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.25em .5em;
text-align:left;vertical-align:top}.pass{color:#1a7f37;font-weight:bold}.fail,.error{color:#cf222e;
font-weight:bold}.skipped{color:#777}.incomplete{color:#9a6700;font-weight:bold}.banner{font-size:1.6em;padding:.4em .6em;border-radius:.3em}
.banner.pass{background:#dafbe1}.banner.fail{background:#ffebe9}.banner.incomplete{background:#fff8c5}pre{background:#f6f8fa;padding:.5em;
overflow-x:auto}.covered{background:#dafbe1}.uncovered{background:#ffebe9}svg.chart{display:block;
margin:.5em 0}code{font-size:.95em})";

} // namespace

void write_html_head(std::ostream& out, const std::string& title) {
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        << "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
           "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n"
        << "<title>" << xml_escape(title) << "</title>\n"
        << "<style>" << Style << "</style>\n</head>\n<body>\n";
}

void write_html_tail(std::ostream& out) { out << "</body>\n</html>\n"; }

} // namespace harness::report
