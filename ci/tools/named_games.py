#!/usr/bin/env python3
"""ARCHITECTURE.md's claim that harness/game is the one place that compares a game with a named
game: outside harness/game/ (and outside tests), no harness source compares a `Game` with
`game::chess()`, `game::xiangqi()`, ... nor a game's name with a string literal. Code elsewhere
asks the game's facts (`game->protocol()`, `uci_games.h`) or visits its type. Exit 1 naming each
comparison as file:line."""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import floors  # noqa: E402

GAMES = r"game::(?:chess|chess960|xiangqi|gomoku|renju|caro)\(\)"
COMPARISON = re.compile(
    rf"[=!]=\s*{GAMES}|{GAMES}\s*[=!]=|\.name\(\)\s*[=!]=\s*\"|\"\s*[=!]=\s*\w+(?:\.|->)name\(\)")


def problems(root):
    root = pathlib.Path(root)
    found = []
    for path in sorted((root / "harness").rglob("*")):
        if path.suffix not in (".h", ".cpp") or not path.is_file():
            continue
        rel = path.relative_to(root)
        if rel.parts[1] == "game" or "tests" in rel.parts or rel.parts[1] == "testing":
            continue
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if COMPARISON.search(line.split("//", 1)[0]):
                found.append(f"{rel}:{n}: compares a game with a named game: {line.strip()}")
    return found


if __name__ == "__main__":
    sys.exit(floors.report(problems(sys.argv[1] if len(sys.argv) > 1 else ".")))
