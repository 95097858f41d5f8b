#!/usr/bin/env python3
"""odr_check.py ROOT...

Finds one-definition-rule hazards in the C++ sources under each ROOT: a class, struct, union,
enum, alias (using/typedef) or concept name defined at namespace scope in two files, in the
same namespace. Two such definitions link into one program as one type (the linker keeps one
inline member function for both), so at -O0 one of them runs on the other's data.

Not definitions here: forward and opaque declarations, template specialisations (`Name<...>`),
out-of-line members (`Outer::Inner`), anything inside a class, a function or an initialiser,
anything in an anonymous namespace (internal linkage), comments, strings and preprocessor
lines. Two aliases naming the same type (same tokens) are one alias declared twice: allowed.

Exit 0: every name is defined in one file; 1: duplicates, each printed as
`FILE:LINE: error: ...` with a `FILE:LINE: note:` at the first definition; 2: usage error, or a
file whose braces do not balance (the scanner would lose track of namespaces).
"""
import bisect
import os
import re
import sys
from dataclasses import dataclass

EXTENSIONS = (".h", ".hh", ".hpp", ".hxx", ".cpp", ".cc", ".cxx", ".ipp", ".inl", ".tpp")
CLASS_KEYS = ("class", "struct", "union")

TOKEN = re.compile(
    r"""\s*(?:(?P<ident>[A-Za-z_]\w*(?![\w"']))
      | (?P<punct>::|[^\w/#"'.\s])
      | (?P<comment>//[^\n]*|/\*.*?\*/)
      | (?P<directive>\#(?:\\\n|[^\n])*)
      | (?P<raw>(?:u8|u|U|L)?R"(?P<delim>[^()\\\s"]{0,16})\(.*?\)(?P=delim)")
      | (?P<string>(?:u8|u|U|L)?"(?:\\.|[^"\\\n])*")
      | (?P<char>(?:u8|u|U|L)?'(?:\\.|[^'\\\n])*')
      | (?P<number>\.?\d(?:[eEpP][+-]|'(?=\w)|[\w.])*)
      | (?P<other>\S))""",
    re.VERBOSE | re.DOTALL,
)  # identifiers and punctuation first (most tokens); an identifier before a quote is a prefix
SKIPPED = ("comment", "directive", "number")
LITERALS = ("raw", "string", "char")


@dataclass(frozen=True)
class Definition:
    namespace: str  # "harness::suite"; "" for the global namespace
    name: str
    kind: str  # class, struct, union, enum, alias, concept
    path: str
    line: int
    target: str = ""  # an alias's type, its tokens joined by spaces

    def qualified(self):
        return f"{self.namespace}::{self.name}" if self.namespace else self.name


class ScanError(Exception):
    pass


def tokenize(text):
    """(text, line) pairs; literals become '""'; comments, directives and numbers are dropped."""
    newlines = [i for i, c in enumerate(text) if c == "\n"]
    tokens = []
    for m in TOKEN.finditer(text):
        kind = m.lastgroup
        if kind not in SKIPPED:
            line = bisect.bisect_right(newlines, m.start(kind)) + 1
            tokens.append(('""' if kind in LITERALS else m.group(kind), line))
    return tokens


# Scopes on the stack: a namespace's names as a tuple (two for `namespace a::b`), or one of these.
ANONYMOUS, LINKAGE, OPAQUE = "(anonymous namespace)", "(extern block)", "(class, function...)"


class Scanner:
    """One file's namespace-scope definitions: a walk over its tokens with a scope stack."""

    def __init__(self, path, tokens):
        self.path, self.tokens = path, tokens
        self.stack, self.opened = [], []  # scopes, and the line of each open brace
        self.scope_of = {}  # index of a '{' -> the scope it opens (OPAQUE if absent)
        self.found = []

    def text(self, i):
        return self.tokens[i][0] if 0 <= i < len(self.tokens) else ""

    def is_ident(self, i):
        t = self.text(i)
        return bool(t) and (t[0].isalpha() or t[0] == "_")

    def run(self):
        for i, (tok, line) in enumerate(self.tokens):
            if tok == "{":
                self.stack.append(self.scope_of.pop(i, OPAQUE))
                self.opened.append(line)
            elif tok == "}":
                self.close(line)
            elif self.at_namespace_scope():
                self.declaration(i, tok)
        if self.stack:
            raise ScanError(f"{self.path}:{self.opened[-1]}: error: this '{{' is never closed")
        return self.found

    def close(self, line):
        if not self.stack:
            raise ScanError(f"{self.path}:{line}: error: '}}' without a '{{'")
        self.stack.pop()
        self.opened.pop()

    def at_namespace_scope(self):
        return OPAQUE not in self.stack

    def declaration(self, i, tok):
        if tok == "namespace":
            self.namespace_head(i)
        elif tok == "extern" and self.text(i + 1) == '""' and self.text(i + 2) == "{":
            self.scope_of[i + 2] = LINKAGE
        elif tok in CLASS_KEYS and self.text(i - 1) != "enum":
            self.class_head(i, tok)
        elif tok == "enum":
            self.enum_head(i)
        elif tok == "using" and self.is_ident(i + 1) and self.text(i + 2) == "=":
            self.record(i + 1, "alias", self.statement(i + 3))
        elif tok == "typedef":
            self.typedef(i)
        elif tok == "concept" and self.is_ident(i + 1):
            self.record(i + 1, "concept")

    def namespace_head(self, i):
        names, j = [], i + 1
        while self.is_ident(j) or self.text(j) in ("::", "["):
            if self.text(j) == "[":
                j = self.skip_attributes(j)
                continue
            if self.text(j) not in ("::", "inline"):
                names.append(self.text(j))
            j += 1
        if self.text(j) == "{":  # not `namespace fs = std::filesystem;`
            self.scope_of[j] = tuple(names) or ANONYMOUS

    def class_head(self, i, key):
        """A body right after the name: not `Name<...> {` (a specialisation), not
        `Outer::Name {` (a member defined out of line), not `Name;` or `Name f() {`."""
        j = self.skip_attributes(i + 1)
        k = j + 2 if self.text(j + 1) == "final" else j + 1
        if self.is_ident(j) and self.opens_body(k):
            self.record(j, key)

    def enum_head(self, i):
        j = i + 2 if self.text(i + 1) in CLASS_KEYS else i + 1
        j = self.skip_attributes(j)
        if self.is_ident(j) and self.opens_body(j + 1):
            self.record(j, "enum")

    def typedef(self, i):
        """`typedef T Name;` or `typedef R (*Name)(...);`: the declarator's name."""
        body = self.statement(i + 1).split()
        for k in range(len(body) - 2):
            if body[k] == "(" and body[k + 1] in ("*", "&") and body[k + 2].isidentifier():
                return self.record_name(body[k + 2], i, "alias", " ".join(body))
        names = [t for t in body if t.isidentifier()]
        if names:
            self.record_name(names[-1], i, "alias", " ".join(body))

    def opens_body(self, k):
        """After a class or enum name: a body follows (`{`, or a base clause and then `{`)."""
        if self.text(k) != ":":
            return self.text(k) == "{"
        while k < len(self.tokens) and self.text(k) not in ("{", ";"):
            k += 1
        return self.text(k) == "{"

    def skip_attributes(self, j):
        """Past `[[...]]`, `alignas(...)`, `__attribute__((...))` and `__declspec(...)`."""
        while True:
            if self.text(j) == "[" and self.text(j + 1) == "[":
                j = self.skip_balanced(j, "[", "]")
            elif self.text(j) in ("alignas", "__attribute__", "__declspec"):
                j = self.skip_balanced(j + 1, "(", ")")
            else:
                return j

    def skip_balanced(self, j, opening, closing):
        depth = 0
        while j < len(self.tokens):
            depth += {opening: 1, closing: -1}.get(self.text(j), 0)
            j += 1
            if depth == 0:
                break
        return j

    def statement(self, j):
        """The tokens from j to the next ';', joined by spaces ("" if a brace comes first)."""
        out = []
        while j < len(self.tokens) and self.text(j) not in (";", "{", "}"):
            out.append(self.text(j))
            j += 1
        return " ".join(out) if self.text(j) == ";" else ""

    def record(self, j, kind, target=""):
        self.record_name(self.text(j), j, kind, target)

    def record_name(self, name, j, kind, target):
        if ANONYMOUS in self.stack:
            return  # internal linkage: one per translation unit
        namespace = "::".join(n for s in self.stack if isinstance(s, tuple) for n in s)
        self.found.append(Definition(namespace, name, kind, self.path, self.tokens[j][1], target))


def scan_file(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return Scanner(path, tokenize(f.read())).run()


def source_files(roots):
    for root in roots:
        if not os.path.isdir(root):
            raise ScanError(f"odr_check.py: {root}: not a directory")
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(EXTENSIONS):
                    yield os.path.join(folder, name)


def is_one_alias(defs):
    """Aliases of one type, declared in several files: a redeclaration, not a second type."""
    return all(d.kind == "alias" for d in defs) and len({d.target for d in defs}) == 1


def duplicates(definitions):
    """(first, other) pairs: the same qualified name defined in two files."""
    by_name = {}
    for d in definitions:
        by_name.setdefault((d.namespace, d.name), []).append(d)
    pairs = []
    for defs in by_name.values():
        if len({d.path for d in defs}) < 2 or is_one_alias(defs):
            continue
        first = defs[0]
        pairs += [(first, d) for d in defs[1:] if d.path != first.path]
    return pairs


def report(pairs, out):
    for first, other in pairs:
        out.write(
            f"{other.path}:{other.line}: error: {other.kind} '{other.qualified()}' is also "
            f"defined in {first.path}:{first.line}; rename one (one-definition rule)\n"
            f"{first.path}:{first.line}: note: the other definition ({first.kind})\n"
        )


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        files = list(source_files(argv[1:]))
        definitions = [d for path in files for d in scan_file(path)]
    except ScanError as e:
        print(e, file=sys.stderr)
        return 2
    if not files:
        print(f"odr_check.py: no C++ files under {' '.join(argv[1:])}", file=sys.stderr)
        return 2
    pairs = duplicates(definitions)
    report(pairs, sys.stderr)
    if pairs:
        print(f"odr_check.py: {len(pairs)} duplicate type name(s)", file=sys.stderr)
        return 1
    print(f"odr_check.py: {len(definitions)} namespace-scope type names in {len(files)} files, "
          "none defined twice")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
