#!/usr/bin/python3
"""`arbiter sprt` checked against computations that share no code with Arbiter.

  sprt_reference.py --compare ARBITER [--slow]

1. The LLR of ten count sets (pentanomial and W/D/L, normalized and logistic): `arbiter sprt
   --pentanomial ... --json` against stats_reference.llr (scipy's SLSQP on the probabilities).
2. The quick profile's strength test (`arbiter sprt --profile quick --draw-ratio 0`), no draws:
   the probability of passing and the expected game pairs at three Elo values, exactly, by a
   dynamic program over the pair counts (n0, n1, n2: pairs scoring 0, 1 and 2 points), the LLR of
   every state from the constrained maximum-likelihood laws solved through their dual (one
   multiplier, bisected for all states at once; checked here against SLSQP), the test's rule as
   its documentation states it (Wald's bounds at half of each rate, no bound before a quarter of
   the cap, at the cap pass when the LLR >= 1.2 (z_miss^2 - z_fa^2) / 2). Arbiter's simulation
   must agree within four of its standard errors.
3. (--slow) A fishtest-style GSPRT [0, 2] nElo, draw ratio 0.6, at H0, half-way and H1: the
   Brownian-motion approximation fishtest's SPRT calculator uses (the LLR's drift and variance per
   pair from the laws closest to the true one under each hypothesis; the probability of leaving
   by the upper bound and the mean exit time of a Brownian motion with that drift), against
   Arbiter's simulation within four standard errors plus the approximation's own error (2 points
   of probability, 5% of the pairs).
Exit 0 when everything agrees, 1 when something differs. Needs Debian's python3-scipy.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

import numpy as np
from scipy.optimize import brentq
from scipy.stats import norm

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stats_reference as ref  # noqa: E402

LLR_CASES = ref.CASES  # ten count sets: five pentanomial, three trinomial (L, D, W), two edge


def arbiter_json(exe, args):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "plan.json")
        subprocess.run([exe, "sprt", *args, "--json", path], check=True,
                       stdout=subprocess.DEVNULL)
        with open(path) as f:
            return json.load(f)


def compare_llrs(exe):
    failed = 0
    for counts, e0, e1, model in LLR_CASES:
        if len(counts) == 5:
            given = ["--pentanomial", ",".join(map(str, counts))]
        else:  # W,D,L for arbiter; the reference's order is L, D, W
            given = ["--wdl", f"{counts[2]},{counts[1]},{counts[0]}"]
        got = arbiter_json(exe, ["--elo0", str(e0), "--elo1", str(e1), "--model", model,
                                 "--runs", "10", "--points", "2", "--max-pairs", "100",
                                 *given])["counts"]["llr"]
        want = ref.llr(counts, e0, e1, model)
        ok = abs(got - want) <= 2e-4 * max(1.0, abs(want))
        failed += not ok
        print(f"{'ok' if ok else 'DIFFERS'}: LLR {counts} [{e0}, {e1}] {model}: "
              f"arbiter {got:.6f}, reference {want:.6f}")
    return failed


# -- exact: the strength test without draws -------------------------------------------------

PAIR_SCORES = np.array([0.0, 0.25, 0.5, 0.75, 1.0])  # a pair's points of 2, per game


def logistic(elo):
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def dual_laws(phat, s):
    """argmax sum phat log p subject to sum p a = s, for many phat at once (rows): p = phat /
    (1 + lam (a - s)), lam the root of sum phat (a - s) / (1 + lam (a - s)) = 0."""
    d = PAIR_SCORES - s
    lo = np.full(len(phat), -1.0 / d.max() + 1e-12)
    hi = np.full(len(phat), -1.0 / d.min() - 1e-12)
    for _ in range(200):
        mid = (lo + hi) / 2
        g = np.sum(phat * d / (1 + mid[:, None] * d), axis=1)
        up = g > 0  # g falls with lam
        lo = np.where(up, mid, lo)
        hi = np.where(up, hi, mid)
    lam = (lo + hi) / 2
    p = phat / (1 + lam[:, None] * d)
    return p / p.sum(axis=1, keepdims=True)


def llrs(counts, elo0, elo1):
    """The logistic GSPRT's LLR of H1 over H0 for rows of pentanomial counts (empty cells get
    1e-3 pseudo-counts, as stats_reference.law)."""
    w = np.where(counts > 0, counts, 1e-3)
    phat = w / w.sum(axis=1, keepdims=True)
    p0, p1 = dual_laws(phat, logistic(elo0)), dual_laws(phat, logistic(elo1))
    return counts.sum(axis=1) * np.sum(phat * np.log(p1 / p0), axis=1)


def check_dual_against_slsqp():
    cases = [(10, 40, 110, 60, 20), (2, 0, 0, 0, 9), (0, 0, 7, 0, 3), (5, 0, 1, 0, 0)]
    worst = 0.0
    for c in cases:
        got = llrs(np.array([c], dtype=float), -100, 0)[0]
        worst = max(worst, abs(got - ref.llr(c, -100, 0, "logistic")))
    return worst


def tilt(p, elo):
    """p tilted to the logistic Elo: q ~ p exp(t k/4) with mean score logistic(elo)."""
    p = np.asarray(p, dtype=float)

    def mean(t):
        q = p * np.exp(t * PAIR_SCORES)
        return float(np.dot(q / q.sum(), PAIR_SCORES)) - logistic(elo)
    t = brentq(mean, -200, 200, xtol=1e-14)
    q = p * np.exp(t * PAIR_SCORES)
    return q / q.sum()


def strength_oc_exact(test, q):
    """P(pass), E[pairs], sd(pairs) of the strength test on pairs scoring 0, 1 or 2 points with
    probabilities q[0], q[2], q[4] (no draws)."""
    miss, fa, cap = test["miss_rate"], test["false_alarm_rate"], int(test["max_pairs"])
    alpha, beta = miss / 2, fa / 2  # Wald's bounds for half of each rate
    lower, upper = math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)
    zm, zf = norm.ppf(1 - miss), norm.ppf(1 - fa)
    at_cap = 1.2 * (zm * zm - zf * zf) / 2
    first = math.ceil(0.25 * cap)
    elo0, elo1 = -test["detect_elo"], 0.0
    # prob[a, b]: P(a pairs scored 0 and b scored 2 points, the rest 1, still running)
    prob = np.zeros((cap + 1, cap + 1))
    prob[0, 0] = 1.0
    passed = moment1 = moment2 = 0.0
    for n in range(1, cap + 1):
        nxt = np.zeros_like(prob)
        nxt[1:, :] += q[0] * prob[:-1, :]
        nxt[:, :] += q[2] * prob
        nxt[:, 1:] += q[4] * prob[:, :-1]
        prob = nxt
        a, b = np.nonzero(prob)
        if len(a) == 0:
            break
        if n < first and n < cap:
            continue
        counts = np.stack([a, np.zeros_like(a), n - a - b, np.zeros_like(a), b], axis=1)
        llr = llrs(counts.astype(float), elo0, elo1)
        if n == cap:
            ups, downs = llr >= at_cap, llr < at_cap
        else:
            ups, downs = llr >= upper, llr <= lower
        up, down = prob[a[ups], b[ups]].sum(), prob[a[downs], b[downs]].sum()
        passed += up
        moment1 += n * (up + down)
        moment2 += n * n * (up + down)
        prob[a[ups | downs], b[ups | downs]] = 0.0
    return passed, moment1, math.sqrt(max(moment2 - moment1 * moment1, 0.0))


def compare_quick(exe, runs):
    plan = arbiter_json(exe, ["--profile", "quick", "--draw-ratio", "0", "--elo", "-100:0",
                              "--points", "3", "--runs", str(runs), "--seed", "7"])
    test = plan["test_config"]
    d = test["detect_elo"]
    failed = 0
    for point in plan["points"]:
        if min(abs(point["elo"] - e) for e in (-d, -d / 2, 0)) > 1e-6:
            continue
        q = tilt(plan["pair_probabilities"], point["elo"])
        p, mean, sd = strength_oc_exact(test, q)
        n = point["runs"]
        se_p = math.sqrt(max(p * (1 - p), 1e-4) / n)
        se_n = sd / math.sqrt(n)
        ok_p = abs(point["pass"] - p) <= 4 * se_p
        ok_n = abs(point["expected_pairs"] - mean) <= 4 * se_n
        failed += not (ok_p and ok_n)
        print(f"{'ok' if ok_p and ok_n else 'DIFFERS'}: quick (D {d:g}) at {point['elo']:.1f} "
              f"Elo: P(pass) arbiter {point['pass']:.4f}, exact {p:.4f} (+- {4 * se_p:.4f}); "
              f"pairs arbiter {point['expected_pairs']:.2f}, exact {mean:.2f} "
              f"(+- {4 * se_n:.2f})")
    return failed


# -- approximate: a long GSPRT, as fishtest's calculator computes it ----------------------------

def brownian_oc_asn(q, e0, e1, alpha, beta):
    """P(upper first) and mean exit time of a Brownian motion with the LLR's drift and variance
    per pair under q, between Wald's bounds."""
    a = np.array(PAIR_SCORES)
    phat = np.asarray(q, dtype=float)

    def constraint_for(elo):
        t = elo / ref.NELO_PER_T * math.sqrt(2.0)

        def c(p):
            mu = float(np.dot(p, a))
            return (mu - 0.5) - t * math.sqrt(max(float(np.dot(p, (a - mu) ** 2)), 1e-300))
        return c
    p0 = ref.constrained_mle(phat, a, constraint_for(e0))
    p1 = ref.constrained_mle(phat, a, constraint_for(e1))
    step = np.log(p1 / p0)
    mu = float(np.dot(phat, step))
    var = float(np.dot(phat, step ** 2)) - mu * mu
    lower, upper = math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)
    if abs(mu) < 1e-15:
        pup = -lower / (upper - lower)
        return pup, -lower * upper / var
    theta = 2 * mu / var
    pup = (1 - math.exp(-theta * lower)) / (math.exp(-theta * upper) - math.exp(-theta * lower))
    return pup, (pup * upper + (1 - pup) * lower) / mu


def compare_fishtest(exe, runs):
    plan = arbiter_json(exe, ["--elo0", "0", "--elo1", "2", "--draw-ratio", "0.6", "--points",
                              "3", "--runs", str(runs), "--seed", "11"])
    h0, h1 = plan["h0_elo"], plan["h1_elo"]
    failed = 0
    for point in plan["points"]:
        if min(abs(point["elo"] - e) for e in (h0, (h0 + h1) / 2, h1)) > 1e-6:
            continue
        q = tilt(plan["pair_probabilities"], point["elo"])
        p, asn = brownian_oc_asn(q, 0, 2, 0.05, 0.05)
        n = point["runs"]
        tol_p = 4 * math.sqrt(max(p * (1 - p), 1e-4) / n) + 0.02
        tol_n = 4 * point["pairs_sd"] / math.sqrt(n) + 0.05 * asn
        ok = abs(point["pass"] - p) <= tol_p and abs(point["expected_pairs"] - asn) <= tol_n
        failed += not ok
        print(f"{'ok' if ok else 'DIFFERS'}: [0, 2] nElo at {point['nelo']:.2f} nElo: "
              f"P(pass) arbiter {point['pass']:.4f}, Brownian {p:.4f} (+- {tol_p:.4f}); pairs "
              f"arbiter {point['expected_pairs']:.0f}, Brownian {asn:.0f} (+- {tol_n:.0f})")
    return failed


def main(argv):
    if len(argv) < 3 or argv[1] != "--compare":
        print(__doc__)
        return 2
    exe, slow = argv[2], "--slow" in argv[3:]
    worst = check_dual_against_slsqp()
    failed = int(worst > 2e-4)
    print(f"{'ok' if worst <= 2e-4 else 'DIFFERS'}: the dual's LLR against SLSQP's, "
          f"largest difference {worst:.2e}")
    failed += compare_llrs(exe)
    failed += compare_quick(exe, 10000)
    if slow:
        failed += compare_fishtest(exe, 2000)
    print("all agree" if not failed else f"{failed} differ")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
