#!/usr/bin/env python3
"""Run every `arbiter` command line of the manuals (```sh blocks of docs/), as a reader would.

The lines are read from docs/*.md and docs/commands/*.md (continuation lines joined, comments
dropped) and run in order, page by page, in one scratch directory, so a line may read what an
earlier one wrote (m.json, wac.json). The reader's placeholders become real things: `./myengine`,
`./new`, `./old`, `../old/sable` and `../base/build/bin/sable` are Sable; `arbiter` and
`build/bin/` the build's; `suites/` and `ci/` the repository's; `book.epd`, `games.pgn`,
`knight.params`, `old.json` and the rating example's PGN files are made first (fixtures()), and
so are the trees the pages build engines from: the bisect page's `--repo .` (a CMake history
tagged v1.2, toy_history(); its lines run there), the gate page's `~/weiss` (a Makefile
tree, weiss_tree()) and its `--repo .` (a clone of this repository, sable_clone()). Globs are expanded as a shell would. Work that would take minutes is
bounded by options appended to the line (BOUNDED: later options win in Arbiter, so the page's
own options are still parsed and checked). Each line must exit with one of its allowed codes;
`ci/cluster/` lines run too.

A line is not run only when it is listed in NOT_RUN with the reason (a Slurm cluster) or when it elides its options with `...`; a line that is neither run nor listed
fails the test, so a new manual line is run unless someone says why it cannot be. The build and
benchmark lines of docs/building.md are not `arbiter` lines: .ci/run runs the build and the
tests itself.

usage: doc_commands.py REPO BIN_DIR   (exit 1 if a line failed or is unaccounted for)
"""
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

PAGES = ["docs/sable.md", "docs/gate.md", "docs/measurements.md"] + sorted(
    f"docs/commands/{p.name}" for p in pathlib.Path(__file__).resolve().parents[2].joinpath(
        "docs/commands").glob("*.md"))

# Per command: options appended, the exit codes allowed. 5: a gate left INCOMPLETE at its
# bounded time; 1 for a suite: a position not solved is a result.
# (The fuzz page's --replay line replays the reproducer its first line wrote: its name is a hash
# of its content.)
GATE_BOUND = ["--config", "bounded-gate.toml"]
BOUNDED = {
    "suite": (["--first", "3"], {0, 1}),
    "match": (["-rounds", "1", "-each", "tc=1+0.01"], {0}),
    "check": (["--timeout", "10"], {0}),
    "fuzz": (["--runs", "10"], {0, 1}),  # 1: a finding (Stockfish crashes on bad FENs)
    "gate": (GATE_BOUND, {0, 5}),
    "book": (["--positions", "3", "--depth", "4"], {0}),
    "perft": (["--max-nodes", "200000"], {0}),
    "tune": (["--games", "8", "--no-verify"], {0}),
    "treesize": (["--depth", "4"], {0}),
    "sprt": (["--runs", "50"], {0}),
    "symmetry": ([], {0, 1}),  # 1: Sable's xiangqi transposition finding (the page explains it)
    "bisect": ([], {0, 1}),  # 1: the ends are not good and bad (the toy changes search only)
}
# Budgets a line spells in a form its command would not let a later option override.
REWRITES = [(r"--seconds \d+", "--runs 10"), (r"--random \d+", "--random 4 --depth 3")]

NOT_RUN = {
    "SBATCH_OPTIONS=": "submits to a Slurm cluster (ArbiterSlurm.*, label slow, on "
    "ci/cluster/slurm-localhost)",
    "ci/cluster/sprt-batches --scheduler slurm": "submits to a Slurm cluster (ArbiterSlurm.*, "
    "label slow, on ci/cluster/slurm-localhost)",
}
# The gate page's in-tree line runs in a clone of this repository (sable_clone()), bounded like
# every gate line: its 45 s end the two builds of Sable, so it exits 3 (a build cut at the time
# bound; ci/main runs the whole gate) after parsing the line and finding both revisions.
IN_TREE_GATE = ("arbiter gate --repo . --base-rev", {0, 3, 5})

FIXTURE_GATE = """time_bound = 45
reserve = 0
[suites]
first = 4
[sprt]
time_budget = 10
[ladder]
pairs = 1
"""


def sh_lines(text):
    """The command lines of the ```sh blocks of Markdown text (continuations joined, comments
    dropped)."""
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        joined = block.replace("\\\n", " ")
        lines += [line.split(" #", 1)[0].strip() for line in joined.splitlines()]
    return [line for line in lines if line and not line.startswith("#")]


def page_lines(page):
    return sh_lines(page.read_text(encoding="utf-8"))


def run_line(words, cwd, allowed, label):
    """Run one command line; print ok or FAILED with its exit (and its output's tail when it
    failed). True when it exited with an allowed code."""
    run = subprocess.run(words, cwd=cwd, capture_output=True, text=True, timeout=600)
    ok = run.returncode in allowed
    print(f"{'ok' if ok else 'FAILED'} (exit {run.returncode}): {label}")
    if not ok:
        print(run.stdout[-2000:], run.stderr[-2000:], sep="\n")
    return ok


def fixtures(repo, bin_dir, work):
    sable = str(bin_dir / "sable")
    shutil.copy(repo / "suites/chess/openings/arbiter_balanced.epd", work / "book.epd")
    (work / "knight.params").write_text("KnightValue, 300, 100, 600, 20, 0.01\n")
    (work / "bounded-gate.toml").write_text(FIXTURE_GATE)
    def match(a, b, pgn):
        subprocess.run([str(bin_dir / "arbiter"), "match", "-engine", f"cmd={sable}", f"name={a[0]}",
                        f"depth={a[1]}", "-engine", f"cmd={sable}", f"name={b[0]}", f"depth={b[1]}",
                        "-rounds", "4", "-openings", f"file={work / 'book.epd'}", "-pgnout", pgn],
                       cwd=work, check=True, capture_output=True)
    match(("a", 2), ("b", 2), "games.pgn")
    # An earlier build's run of the suite the suite page's `compare` line compares with.
    subprocess.run([str(bin_dir / "arbiter"), "suite", "--engine", f"cmd={sable}", "--suite",
                    str(repo / "suites/chess/mate/mates2000.epd"), "--depth", "12", "--go-mate",
                    "--first", "3", "--json", "old.json"], cwd=work, capture_output=True)
    # Close enough in strength that each pairing has a result both ways (finite ratings).
    match(("sable-d1", 3), ("sable-d3", 4), "d1-d3.pgn")
    match(("sable-d3", 4), ("sable-d5", 5), "d3-d5.pgn")
    match(("sable-d1", 3), ("sable-d5", 5), "d1-d5.pgn")
    toy_history(work, sable)
    weiss_tree(work, sable)
    sable_clone(repo, work)


def git(repo, *args):
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=Docs", "-c",
                    "user.email=docs@example.invalid", "-c", "commit.gpgsign=false", *args],
                   check=True, capture_output=True)


def toy_history(work, sable):
    """The bisect page's repository: a CMake project whose target `sable` is Sable, tagged v1.2,
    then a commit after which it searches one ply whatever `go` asks (perft and bench are
    untouched): the strength and position criteria find that commit, the others find nothing
    (exit 1, the ends are not good and bad)."""
    toy = work / "toy"
    toy.mkdir()
    (toy / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.25)\nproject(toy NONE)\n"
        "add_custom_target(sable ALL COMMAND ${CMAKE_COMMAND} -E copy\n"
        "  ${CMAKE_SOURCE_DIR}/sable.sh ${CMAKE_BINARY_DIR}/bin/sable)\n")
    (toy / "CMakePresets.json").write_text(
        '{"version": 6, "configurePresets": [{"name": "release", '
        '"binaryDir": "${sourceDir}/build"}]}\n')
    engine = toy / "sable.sh"
    engine.write_text(f'#!/bin/sh\nexec {sable} "$@"\n')
    engine.chmod(0o755)
    git(toy, "init", "-q")
    git(toy, "add", "-A")
    git(toy, "commit", "-q", "-m", "toy: Sable as it is")
    git(toy, "tag", "v1.2")
    engine.write_text("#!/bin/sh\nsed -u 's/^go \\(wtime\\|btime\\|movetime\\|depth\\|nodes\\).*/go depth 1/' "
                      f'| exec {sable} "$@"\n')
    git(toy, "commit", "-q", "-am", "search: one ply")
    (toy / "fuzz-out").mkdir()
    (toy / "fuzz-out/crash-SIGSEGV-1a2b3c4d.txt").write_text(
        "uci\nisready\nucinewgame\nposition startpos\ngo depth 2\n")
    (toy / "lost.epd").write_text("2k5/2N5/1PKP4/2P5/8/8/8/8 w - - bm #3;\n")  # mates2000.epd
    return toy


def sable_clone(repo, work):
    """The gate page's `--repo .`: a clone of this repository with one empty commit on top, so that
    HEAD~1 exists even in a shallow checkout."""
    clone = work / "sable-repo"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True, capture_output=True)
    git(clone, "commit", "-q", "--allow-empty", "-m", "docs: an empty commit")
    return clone


def weiss_tree(work, sable):
    """The gate page's Makefile engine: two commits of a tree whose src/Makefile builds EXE (here
    a script that runs Sable; it ignores CFLAGS, so the coverage and sanitizer steps are left
    INCOMPLETE and the line exits 5)."""
    tree = work / "weiss"
    (tree / "src").mkdir(parents=True)
    (tree / "src/Makefile").write_text(
        f"all:\n\tprintf '#!/bin/sh\\nexec {sable} \"$$@\"\\n' > $(EXE) && chmod +x $(EXE)\n")
    git(tree, "init", "-q")
    git(tree, "add", "-A")
    git(tree, "commit", "-q", "-m", "weiss: Sable's search")
    (tree / "src/notes.txt").write_text("a comment\n")
    git(tree, "add", "-A")
    git(tree, "commit", "-q", "-m", "notes")
    return tree


def words_of(line, repo, bin_dir, work, cwd):
    """The line's words with the placeholders replaced and its globs expanded in `cwd`."""
    sable = str(bin_dir / "sable")
    out = []
    for w in shlex.split(line):
        if "*" in w:
            out += sorted(str(m.relative_to(cwd)) for m in cwd.glob(w)) or [w]
            continue
        for placeholder in ("../base/build/bin/sable", "../old/sable", "./myengine", "./new", "./old"):
            w = w.replace(placeholder, sable)
        if w == "~/weiss":
            w = str(work / "weiss")
        elif w == "arbiter":
            w = str(bin_dir / "arbiter")
        elif w.startswith("build/bin/"):
            w = str(bin_dir / w[len("build/bin/"):])
        elif w.startswith(("suites/", "ci/")):
            w = str(repo / w)
        w = re.sub(r"=(suites|ci)/", lambda m: f"={repo}/{m.group(1)}/", w)
        w = w.replace("=build/bin/", f"={bin_dir}/")
        out.append(w)
    return out


def main():
    repo, bin_dir = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    failed = ran = skipped = 0
    with tempfile.TemporaryDirectory() as scratch:
        work = pathlib.Path(scratch)
        fixtures(repo, bin_dir, work)
        for page in PAGES:
            for line in page_lines(repo / page):
                command = line.replace("build/bin/arbiter", "arbiter")
                reason = next((r for k, r in NOT_RUN.items() if command.startswith(k)), None)
                if reason is None and " ... " in f"{line} ":
                    reason = "elided (...)"
                if reason is None and not command.startswith(("arbiter ", "ci/cluster/")):
                    if page == "docs/building.md":
                        continue
                    print(f"FAILED (not an arbiter line, not listed): {page}: {line}")
                    failed += 1
                    continue
                if reason is not None:
                    print(f"not run ({reason}): {page}: {line}")
                    skipped += 1
                    continue
                bounded = line
                for pattern, replacement in REWRITES:
                    bounded = re.sub(pattern, replacement, bounded)
                cwd = work / "toy" if command.startswith("arbiter bisect") else work
                if command.startswith(IN_TREE_GATE[0]):
                    cwd = work / "sable-repo"
                words = words_of(bounded, repo, bin_dir, work, cwd)
                extra, allowed = BOUNDED.get(words[1], ([], {0}))
                if command.startswith(IN_TREE_GATE[0]):
                    allowed = IN_TREE_GATE[1]
                extra = [str(work / e) if e == "bounded-gate.toml" else e for e in extra]
                if words[1:3] == ["suite", "compare"]:  # reads two reports: nothing to bound
                    extra, allowed = [], {0, 1}
                ran += 1
                failed += not run_line(words + extra, cwd, allowed, f"{page}: {line}")
    print(f"{ran} lines run, {ran - failed} passed; {skipped} not run, each with its reason")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
