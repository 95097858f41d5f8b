#!/usr/bin/python3
"""Candidate xiangqi mate positions with an engine's mate claim, for
`suite_convert mate-claims` (harness/suite), which proves each claim exactly and keeps the ones
of the wanted length. Nothing here is trusted: the score of Fairy-Stockfish only picks which
positions are worth proving.

  xiangqi_mate_candidates.py wukong PUZZLES.json OUT.epd [--ids puzzle_3007,...]
      the wukong-xiangqi puzzles titled "Mate in ? moves" (and the listed ids), scored.
  xiangqi_mate_candidates.py games OUT.epd --games N [--seed S]
      N Fairy-Stockfish self-play games (weak side --weak-nodes, strong side --strong-nodes per
      move, colours alternating, --random-plies random legal opening plies chosen by --seed); in
      every game won by mate, the positions of the last --tail plies with the winner to move,
      walking back from the mate until one has no mate or a mate longer than --claims
      (ids fsgame.s<seed>.g<game>.ply<ply>: the position before that ply).

Every candidate is scored with `go depth --depth` (one thread, 16 MB hash, `ucinewgame` before
each position, so the scores are reproducible) and written as
`<FEN4> dm N; id "..."; c0 "..."; c2 "Fairy-Stockfish depth D: mate N"` when N is within
--claims (default 5-6). Positions are deduplicated by board and side to move, also across
sources when --seen names earlier candidate files.
"""
import argparse
import json
import random
import subprocess
import sys

ENGINE = "/usr/games/fairy-stockfish"


class Engine:
    """One Fairy-Stockfish process speaking UCI, variant xiangqi."""

    def __init__(self, path=ENGINE, hash_mb=16):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name Hash value {hash_mb}")
        self.ready()

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send("isready")
        self.wait("readyok")

    def position(self, fen=None, moves=()):
        base = f"position fen {fen}" if fen else "position startpos"
        self.send(base + (" moves " + " ".join(moves) if moves else ""))

    def fen(self):
        self.send("d")
        for line in self.wait("Checkers:"):
            if line.startswith("Fen: "):
                return line[5:].strip()
        raise RuntimeError("no Fen: line from d")

    def legal_moves(self):
        self.send("go perft 1")
        lines = self.wait("Nodes searched")
        return sorted(l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes"))

    def go(self, limit):
        """(bestmove or None, last mate score or None) for `go <limit>`."""
        self.send("go " + limit)
        mate = None
        for line in self.wait("bestmove"):
            words = line.split()
            if words and words[0] == "info" and "score" in words:
                i = words.index("score")
                mate = int(words[i + 2]) if words[i + 1] == "mate" else None
        best = words[1] if len(words) > 1 and words[1] != "(none)" else None
        return best, mate

    def mate_score(self, fen, depth):
        self.send("ucinewgame")
        self.ready()
        self.position(fen)
        return self.go(f"depth {depth}")[1]

    def close(self):
        self.send("quit")
        self.p.wait()


def board_key(fen):
    return " ".join(fen.split()[:2])


def fen4(fen):
    return " ".join(fen.split()[:4])


def quote(text):
    return '"' + text.replace('"', "'").replace("\\", "/") + '"'


class Writer:
    """Scores candidates and writes the claims within range, once per board and side."""

    def __init__(self, out, args):
        self.out = open(out, "w", encoding="utf-8")
        self.args = args
        self.engine = Engine()
        self.seen = set()
        self.scored = self.written = 0
        for path in args.seen or []:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    if line.strip() and not line.startswith("#"):
                        self.seen.add(" ".join(line.split()[:2]))
        lo, hi = args.claims.split("-")
        self.claims = range(int(lo), int(hi) + 1)
        self.out.write(f"# Candidates from ci/tools/xiangqi_mate_candidates.py {' '.join(sys.argv[1:])}\n")

    def add(self, fen, ident, comment):
        """The mate score (None: no mate found), or "seen" for a position seen before."""
        key = board_key(fen)
        if key in self.seen:
            return "seen"
        self.seen.add(key)
        mate = self.engine.mate_score(fen, self.args.depth)
        self.scored += 1
        if mate is None or mate not in self.claims:
            return mate
        self.written += 1
        self.out.write(f"{fen4(fen)} dm {mate}; id {quote(ident)}; c0 {quote(comment)}; "
                       f"c2 {quote(f'Fairy-Stockfish depth {self.args.depth}: mate {mate}')};\n")
        self.out.flush()
        return mate

    def close(self):
        self.engine.close()
        self.out.close()
        print(f"{self.scored} positions scored, {self.written} candidates written", file=sys.stderr)


def wukong(args):
    ids = set(filter(None, (args.ids or "").split(",")))
    with open(args.json, encoding="utf-8") as f:
        puzzles = json.load(f)
    w = Writer(args.out, args)
    for p in puzzles:
        if p["title"].startswith("Mate in ?") or p["id"] in ids:
            desc = "; ".join(l.strip() for l in p.get("description", "").split("\n") if l.strip())
            w.add(p["fen"], p["id"], f"wukong-xiangqi {p['id']}, titled {p['title']}: {desc}")
    w.close()


def games(args):
    rng = random.Random(args.seed)
    weak, strong = Engine(), Engine()
    w = Writer(args.out, args)
    won = 0
    for g in range(1, args.games + 1):
        strong_side = "w" if g % 2 else "b"
        white, black = (strong, weak) if strong_side == "w" else (weak, strong)
        for e in (weak, strong):
            e.send("ucinewgame")
            e.ready()
        moves, winner = play_game({"w": white, "b": black, "weak": weak}, rng, args)
        print(f"game {g}: {len(moves)} plies, winner {winner}", file=sys.stderr)
        if winner is None:
            continue
        won += 1
        replay_tail(w, f"fsgame.s{args.seed}.g{g}", moves, winner, args)
    weak.close()
    strong.close()
    w.close()
    print(f"{won} of {args.games} games won by mate", file=sys.stderr)


def play_game(play, rng, args):
    """Moves and winner ('w', 'b', None: no mate within --max-plies) of one game."""
    moves = []
    side = "w"
    for ply in range(args.max_plies):
        mover = play[side]
        mover.position(None, moves)
        if ply < args.random_plies:
            legal = mover.legal_moves()
            if not legal:
                return moves, "b" if side == "w" else "w"
            best = rng.choice(legal)
        else:
            nodes = args.weak_nodes if mover is play["weak"] else args.strong_nodes
            best, _ = mover.go(f"nodes {nodes}")
        if best is None:
            return moves, "b" if side == "w" else "w"
        moves.append(best)
        side = "b" if side == "w" else "w"
    return moves, None


def replay_tail(w, game_id, moves, winner, args):
    """Candidates: the positions of the last args.tail plies with the winner to move, walking
    back from the mate until a position has no mate or a mate longer than the claims."""
    n = len(moves)
    for ply in range(n - 1, max(0, n - args.tail) - 1, -1):
        if (ply % 2 == 0) != (winner == "w"):
            continue
        w.engine.position(None, moves[:ply])
        fen = w.engine.fen()
        mate = w.add(fen, f"{game_id}.ply{ply + 1}",
              f"generated: Fairy-Stockfish self-play ({args.strong_nodes} vs {args.weak_nodes} "
              f"nodes, seed {args.seed}) game {game_id}, before ply {ply + 1} of {n}")
        if mate is None or (mate != "seen" and (mate < 0 or mate > w.claims[-1])):
            break


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--depth", type=int, default=18, help="scoring search depth (default 18)")
    ap.add_argument("--claims", default="5-6", help="mate claims to keep, MIN-MAX (default 5-6)")
    ap.add_argument("--seen", action="append", help="earlier candidate or suite EPD files")
    sub = ap.add_subparsers(dest="kind", required=True)
    a = sub.add_parser("wukong")
    a.add_argument("json")
    a.add_argument("out")
    a.add_argument("--ids", help="extra puzzle ids, comma-separated")
    b = sub.add_parser("games")
    b.add_argument("out")
    b.add_argument("--games", type=int, required=True)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--random-plies", type=int, default=6)
    b.add_argument("--weak-nodes", type=int, default=2000)
    b.add_argument("--strong-nodes", type=int, default=20000)
    b.add_argument("--max-plies", type=int, default=300)
    b.add_argument("--tail", type=int, default=30, help="plies before the mate to look at")
    args = ap.parse_args()
    {"wukong": wukong, "games": games}[args.kind](args)


if __name__ == "__main__":
    main()
