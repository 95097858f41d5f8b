#!/usr/bin/python3
"""Reference values for harness/stats (GSPRT LLR, Elo, nElo, LOS), computed independently of
the C++ code: the constrained maximum-likelihood laws are found by a general-purpose optimiser
(scipy SLSQP on the probabilities themselves, with the constraint written directly), not by
the secular equation the C++ code solves. The numbers it prints are pinned in
harness/stats/tests/sprt_test.cpp, and `--compare EXE` checks harness/stats itself against them
(the stats.reference test, with the stats_values tool). Needs Debian's python3-scipy (ci/setup).

Formulas (published: fishtest's GSPRT, Van den Bergh's "normalized Elo" notes):
  LLR = N * sum_i p^_i log(p1_i / p0_i), p_k = argmax sum p^ log p under constraint k,
  logistic: E[a] = 1 / (1 + 10^(-elo/400)); normalized: (E[a] - 1/2) / sd[a] = nelo/(800/ln 10)
  times sqrt(2) for pairs; empty cells get 1e-3 pseudo-counts.
"""
import math
import warnings

warnings.filterwarnings("ignore", category=RuntimeWarning)  # SLSQP clips its steps to the bounds

import numpy as np
from scipy.optimize import minimize, minimize_scalar

NELO_PER_T = 800 / math.log(10)


def law(counts):
    w = np.array([c if c > 0 else 1e-3 for c in counts], dtype=float)
    return w / w.sum(), float(sum(counts))


def scores(n):
    return np.linspace(0.0, 1.0, n)


def constrained_mle(phat, a, constraint):
    """Pentanomial: SLSQP over the five probabilities, from two starting points."""
    def negll(p):
        return -float(np.sum(phat * np.log(np.maximum(p, 1e-300))))
    cons = [{"type": "eq", "fun": lambda p: np.sum(p) - 1.0},
            {"type": "eq", "fun": lambda p: constraint(p)}]
    best = None
    for start in (phat, np.full(len(a), 1.0 / len(a))):
        r = minimize(negll, start, method="SLSQP", constraints=cons,
                     bounds=[(1e-12, 1.0)] * len(a),
                     options={"ftol": 1e-15, "maxiter": 2000})
        if best is None or r.fun < best.fun:
            best = r
    return best.x


def profile_mle_trinomial(phat, constraint):
    """Trinomial only: a second, exhaustive method. One probability (the loss or the draw
    probability, both tried) runs over a log grid, refined by Brent's method; the win
    probability meeting the constraint is found by bisection; the feasible law with the best
    log-likelihood wins, SLSQP's answer included (each is unreliable somewhere when a cell is
    nearly empty, the best feasible one is the maximum)."""
    def complete(free, x):
        # free = 0: x is p_loss; free = 1: x is p_draw. Returns the law or None.
        def law_for(p_win):
            other = 1 - x - p_win
            return np.array([x, other, p_win]) if free == 0 else np.array([other, x, p_win])
        lo, hi = 0.0, 1 - x
        glo, ghi = constraint(law_for(lo)), constraint(law_for(hi))
        if glo * ghi > 0:
            return None
        for _ in range(200):
            mid = (lo + hi) / 2
            if (constraint(law_for(mid)) > 0) == (ghi > 0):
                hi = mid
            else:
                lo = mid
        p = law_for((lo + hi) / 2)
        return p if p.min() > 0 else None

    def ll(p):
        return float(np.sum(phat * np.log(p))) if p is not None else -1e300

    candidates = [constrained_mle(phat, np.array([0.0, 0.5, 1.0]), constraint)]
    for free in (0, 1):
        grid = np.linspace(-14, math.log10(0.9999), 3000)
        values = [ll(complete(free, 10 ** g)) for g in grid]
        k = int(np.argmax(values))
        lo, hi = grid[max(k - 1, 0)], grid[min(k + 1, len(grid) - 1)]
        r = minimize_scalar(lambda g: -ll(complete(free, 10 ** g)), bounds=(lo, hi),
                            method="bounded", options={"xatol": 1e-13})
        candidates.append(complete(free, 10 ** r.x))
    feasible = [p for p in candidates
                if p is not None and abs(constraint(p)) < 1e-9 and abs(p.sum() - 1) < 1e-9]
    return max(feasible, key=ll)


def llr(counts, elo0, elo1, model):
    phat, n = law(counts)
    a = scores(len(counts))
    per_sample = math.sqrt(2.0) if len(counts) == 5 else 1.0

    def constraint_for(elo):
        if model == "logistic":
            s = 1.0 / (1.0 + 10 ** (-elo / 400.0))
            return lambda p: float(np.dot(p, a)) - s
        t = elo / NELO_PER_T * per_sample

        def c(p):
            mu = float(np.dot(p, a))
            sd = math.sqrt(max(float(np.dot(p, (a - mu) ** 2)), 1e-300))
            return (mu - 0.5) - t * sd
        return c

    mle = profile_mle_trinomial if len(counts) == 3 else (
        lambda ph, c: constrained_mle(ph, a, c))
    p0 = mle(phat, constraint_for(elo0))
    p1 = mle(phat, constraint_for(elo1))
    return n * float(np.sum(phat * np.log(p1 / p0)))


def elo(counts):
    """Elo, its 95% half-width, nElo, its 95% half-width and LOS by other routes than the C++
    code's: the quantile from scipy's normal distribution, the logit from scipy.special, LOS as
    the integral of the normal density of the mean score above 1/2 (quadrature, not erfc)."""
    from scipy.integrate import quad
    from scipy.special import logit
    from scipy.stats import norm
    n = float(sum(counts))
    a = scores(len(counts))
    p = np.array(counts, dtype=float) / n
    mu = float(np.dot(p, a))
    var = float(np.dot(p, (a - mu) ** 2))
    se = math.sqrt(var / n)
    games = n * (2 if len(counts) == 5 else 1)
    e = lambda s: 400 / math.log(10) * float(logit(min(max(s, 1e-4), 1 - 1e-4)))
    z = float(norm.ppf(0.975))
    nelo = (mu - 0.5) / math.sqrt(var * (2 if len(counts) == 5 else 1)) * NELO_PER_T
    density = lambda x: math.exp(-0.5 * ((x - mu) / se) ** 2) / (se * math.sqrt(2 * math.pi))
    los = quad(density, 0.5, mu + 40 * se, epsabs=1e-13)[0] if mu + 40 * se > 0.5 else 0.0
    return e(mu), (e(mu + z * se) - e(mu - z * se)) / 2, nelo, z * NELO_PER_T / math.sqrt(games), los


def bounds(alpha, beta):
    """Wald's SPRT bounds on the log-likelihood ratio."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


CASES = [
    ((10, 40, 110, 60, 20), 0, 5, "normalized"),
    ((10, 40, 110, 60, 20), 0, 2, "normalized"),
    ((10, 40, 110, 60, 20), -3, 1, "logistic"),
    ((30, 60, 100, 40, 10), 0, 5, "normalized"),
    ((0, 0, 50, 0, 0), 0, 5, "normalized"),       # all pairs drawn
    ((0, 1, 0, 0, 0), 0, 5, "normalized"),        # a single pair
    ((2, 0, 0, 0, 9), 0, 5, "logistic"),          # no draws
    ((120, 300, 180), 0, 5, "normalized"),        # trinomial L, D, W
    ((100, 0, 140), 0, 10, "logistic"),           # trinomial, no draws
    ((0, 200, 0), 0, 5, "normalized"),            # trinomial, all draws
]

ELO_CASES = [(10, 40, 110, 60, 20), (120, 300, 180), (2, 0, 0, 0, 9), (30, 60, 100, 40, 10),
             (100, 0, 140), (3, 5, 2)]
BOUND_CASES = [(0.05, 0.05), (0.01, 0.1), (0.2, 0.05)]


def compare(exe):
    """Ask harness/stats (the stats_values tool) for every case; 1 when any differs."""
    import subprocess
    queries, expected, tolerances = [], [], []
    for counts, e0, e1, model in CASES:
        queries.append(f"llr {model} {e0} {e1} " + " ".join(map(str, counts)))
        expected.append([llr(counts, e0, e1, model)])
        tolerances.append(2e-4)
    for counts in ELO_CASES:
        queries.append("elo " + " ".join(map(str, counts)))
        expected.append(list(elo(counts)))
        tolerances.append(1e-6)
    for alpha, beta in BOUND_CASES:
        queries.append(f"bounds {alpha} {beta}")
        expected.append(list(bounds(alpha, beta)))
        tolerances.append(1e-9)
    out = subprocess.run([exe], input="\n".join(queries) + "\n", capture_output=True, text=True,
                         check=True).stdout.splitlines()
    failed = 0
    for q, want, tol, got in zip(queries, expected, tolerances, out):
        values = [float(x) for x in got.split()]
        ok = len(values) == len(want) and all(
            abs(g - w) <= tol * max(1.0, abs(w)) for g, w in zip(values, want))
        failed += not ok
        print(f"{'ok' if ok else 'DIFFERS'}: {q}: harness {got}; reference "
              + " ".join(f"{w:.9f}" for w in want))
    if len(out) != len(queries):
        print(f"{len(queries)} questions, {len(out)} answers")
        return 1
    print(f"{len(queries) - failed} agree, {failed} differ")
    return 1 if failed else 0


if __name__ == "__main__":
    import sys
    if len(sys.argv) == 3 and sys.argv[1] == "--compare":
        sys.exit(compare(sys.argv[2]))
    for counts, e0, e1, model in CASES:
        print(f"llr{counts} elo0={e0} elo1={e1} {model}: {llr(counts, e0, e1, model):.6f}")
    for counts in ELO_CASES:
        print(f"elo{counts}: elo, ±, nelo, ±, los =",
              ", ".join(f"{x:.6f}" for x in elo(counts)))
