#!/usr/bin/env python3
"""Report the functions of C++ files longer than a limit.

A function is a brace block opened at namespace depth by a line that is not a
namespace, class, struct, union or enum, nor an initialiser (`= {`). Lengths count
the lines from the signature's first line to the closing brace. Strings, character
literals, raw strings and comments are skipped, so braces inside them do not count.

usage: function_lengths.py [--max N] FILE...   (exit 1 if any function is over N)
"""
import argparse
import re
import sys

OPENERS = re.compile(r"^\s*(template\s*<.*>\s*)?(namespace|class|struct|union|enum|extern)\b")


def code_only(text):
    """Text with comments and literals blanked (newlines kept, so lines still count)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            k = text.find("(", i + 2)
            delim = ")" + text[i + 2:k] + '"'
            j = text.find(delim, k)
            j = n if j < 0 else j + len(delim)
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2:j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():  # digit separator 1'000
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(text):
    """(first line, last line, signature) of each namespace-level function body."""
    lines = code_only(text).split("\n")
    found, stack, statement_start = [], [], None
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        in_function = any(kind == "function" for kind, _, _ in stack)
        if not in_function and statement_start is None and stripped and not stripped.startswith("#"):
            statement_start = number
        for column, c in enumerate(line):
            if c == "{":
                head = " ".join(l.strip() for l in lines[statement_start - 1:number]) if statement_start else ""
                head = head[: len(head) - len(line) + column] if head.endswith(line.strip()) else head
                if in_function or any(kind == "function" for kind, _, _ in stack):
                    kind = "block"
                elif OPENERS.match(head) or re.search(r"=\s*$", head) or not re.search(r"\)", head):
                    kind = "scope"
                else:
                    kind = "function"
                stack.append((kind, statement_start or number, head))
                statement_start = None
            elif c == "}" and stack:
                kind, start, head = stack.pop()
                if kind == "function":
                    found.append((start, number, head))
                statement_start = None
            elif c == ";" and not any(kind == "function" for kind, _, _ in stack):
                statement_start = None
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max", type=int, default=60)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    over = 0
    for path in args.files:
        with open(path, encoding="utf-8") as f:
            for start, end, head in functions(f.read()):
                length = end - start + 1
                if length > args.max:
                    over += 1
                    print(f"{path}:{start}: {length} lines: {head[:90]}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
