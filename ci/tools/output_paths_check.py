#!/usr/bin/env python3
"""The two paths every byte of arbiter's output takes, checked in its sources (issue 60).

Terminal: everything arbiter writes to its standard output and error goes through stdout/stderr
or std::cout/std::cerr, which main() replaces by filtered streams first thing
(harness/frame/terminal.h: no ESC, BEL, C1 or bidi control from an engine, a file or a command
line reaches the terminal). So this lists every writer and fails on any that could go around the
filter: a write(2) to descriptor 1 or 2, dup2/fdopen of them, a stream buffer swapped on
std::cout/std::cerr, an escape sequence written anywhere but through terminal_control, or a
main() that does not install the filter before it dispatches.

JSON: a value becomes text only in harness/input/json_text.cpp (invalid UTF-8 as U+FFFD, never
nlohmann's type error 316, exit 70): any other .dump( fails.

Usage: output_paths_check.py ROOT  (prints the writers it found per file with -v)
"""
import os
import re
import sys

FILTER = "harness/frame/terminal.cpp"
JSON_TEXT = "harness/input/json_text.cpp"
MAIN = "harness/cli/main.cpp"
# Other programs (engines, mock engines, developer tools, benchmarks) write their own terminals.
SKIPPED_PARTS = ("/tests/", "/testing/", "/tools/", "/bench/", "/fuzz/")

WRITER = re.compile(r"\b(std::)?(f?printf|f?puts|fwrite|f?putc|putchar|perror)\s*\(|std::c(out|err|log)\b")
RULES = [
    (re.compile(r"::write\s*\(\s*(1|2|STDOUT_FILENO|STDERR_FILENO)\b"),
     "writes to descriptor 1 or 2 past the terminal filter", FILTER),
    (re.compile(r"\b(dup2|dup3)\s*\([^,]*,\s*(1|2|STDOUT_FILENO|STDERR_FILENO)\s*\)"),
     "replaces descriptor 1 or 2", "harness/process/"),
    (re.compile(r"\bfdopen\s*\(\s*(1|2|STDOUT_FILENO|STDERR_FILENO)\b"),
     "opens descriptor 1 or 2 past the terminal filter", FILTER),
    (re.compile(r"std::c(out|err|log)\s*\.\s*rdbuf\s*\(\s*[^)\s]"),
     "swaps the stream buffer of a standard stream", FILTER),
    (re.compile(r"\\033|\\x1[bB]|\\e\b"),
     "writes an escape sequence other than through terminal_control", None),
    (re.compile(r"\.dump\s*\("),
     "turns JSON into text other than through input::json_text", JSON_TEXT),
    (re.compile(r"\bstd::wc(out|err)\b"), "writes a wide standard stream", None),
]


def sources(root):
    for base in ("harness",):
        for folder, _, files in os.walk(os.path.join(root, base)):
            for name in sorted(files):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                if name.endswith((".cpp", ".h")) and not any(p in "/" + rel for p in SKIPPED_PARTS):
                    yield rel, path


def allowed(rule_place, rel, line):
    if rule_place is None:
        return "terminal_control(" in line
    return rel == rule_place or (rule_place.endswith("/") and rel.startswith(rule_place))


def check(root, verbose=False):
    problems, writers = [], 0
    for rel, path in sources(root):
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        for number, line in enumerate(lines, 1):
            code = line.split("//", 1)[0]
            if WRITER.search(code):
                writers += 1
                if verbose:
                    print(f"{rel}:{number}: {line.strip()}")
            for pattern, what, place in RULES:
                if pattern.search(code) and not allowed(place, rel, code):
                    problems.append(f"{rel}:{number}: {what}: {line.strip()}")
    main_path = os.path.join(root, MAIN)
    if os.path.exists(main_path):
        with open(main_path, encoding="utf-8") as f:
            text = f.read()
        body = text[text.find("int main("):]
        install, dispatch = body.find("filter_terminal_output()"), body.find("dispatch(")
        if install < 0 or dispatch < 0 or install > dispatch:
            problems.append(f"{MAIN}: main() does not call frame::filter_terminal_output() "
                            "before it dispatches a command")
    return problems, writers


def main(argv):
    verbose = "-v" in argv
    args = [a for a in argv[1:] if a != "-v"]
    if len(args) != 1:
        print(__doc__.strip().split("\n")[-1], file=sys.stderr)
        return 2
    problems, writers = check(args[0], verbose)
    for p in problems:
        print(p, file=sys.stderr)
    print(f"output_paths_check: {writers} terminal writers, all through the filter; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
