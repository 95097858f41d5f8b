#!/usr/bin/python3
"""An independent reference for harness/stats/ratings.h: the same model (Bradley-Terry with
Davidson's draws and a first-mover advantage, R. R. Davidson, JASA 65, 1970) fitted by scipy's
general-purpose optimiser (BFGS on the negative log-likelihood written from the model's
definition, the first player held at 0), not by the Newton iteration with analytic derivatives
the C++ code uses; its standard errors from a finite-difference Hessian. Tournaments are drawn
with a fixed seed; `--compare EXE` feeds each to EXE (ratings_values) and checks every rating
within 0.5 Elo, the first-move advantage within 0.5 Elo, nu within 1%, and the model-based
standard errors within 2% (the `stats.ratings_reference` test). Needs python3-scipy (ci/setup).
"""
import math
import subprocess
import sys

import numpy as np
from scipy.optimize import minimize

ELO = 400 / math.log(10)


def tournament(seed, strengths, rounds, nu, h):
    """A double round robin `rounds` times over: each pairing plays both colours."""
    rng = np.random.RandomState(seed)
    games = []
    r = np.array(strengths) / ELO
    for _ in range(rounds):
        for i in range(len(r)):
            for j in range(len(r)):
                if i == j:
                    continue
                x = r[i] - r[j] + h / ELO
                d = math.exp(x / 2) + math.exp(-x / 2) + nu
                u = rng.uniform()
                pw, pd = math.exp(x / 2) / d, nu / d
                games.append((i, j, 1.0 if u < pw else 0.5 if u < pw + pd else 0.0))
    return games


def negll(theta, n, games, draws):
    r = np.concatenate(([0.0], theta[: n - 1]))
    h = theta[n - 1]
    nu = math.exp(theta[n]) if draws else 0.0
    total = 0.0
    for i, j, s in games:
        x = r[i] - r[j] + h
        d = math.exp(x / 2) + math.exp(-x / 2) + nu
        p = math.exp(x / 2) / d if s == 1.0 else math.exp(-x / 2) / d if s == 0.0 else nu / d
        total -= math.log(p)
    return total


def fit(n, games):
    draws = any(s == 0.5 for _, _, s in games)
    k = n + (1 if draws else 0)
    res = minimize(negll, np.zeros(k), args=(n, games, draws), method="BFGS",
                   options={"gtol": 1e-9, "maxiter": 10000})
    theta = res.x
    # finite-difference Hessian of the negative log-likelihood -> covariance
    eps = 1e-4
    hess = np.zeros((k, k))
    for a in range(k):
        for b in range(k):
            def f(da, db):
                t = theta.copy()
                t[a] += da
                t[b] += db
                return negll(t, n, games, draws)
            hess[a, b] = (f(eps, eps) - f(eps, -eps) - f(-eps, eps) + f(-eps, -eps)) / (4 * eps * eps)
    cov = np.linalg.inv(hess)
    r = np.concatenate(([0.0], theta[: n - 1]))
    full = np.zeros((n, n))
    full[1:, 1:] = cov[: n - 1, : n - 1]
    shift = np.eye(n) - np.ones((n, n)) / n  # the mean at 0
    elo = ELO * shift @ r
    se = ELO * np.sqrt(np.diag(shift @ full @ shift.T))
    nu = math.exp(theta[n]) if draws else 0.0
    return elo, se, ELO * theta[n - 1], nu


CASES = [
    (1, [0, 50, 120, -80], 10, 0.8, 35),
    (2, [0, 400, 200, 100, -150, -300], 6, 1.5, 20),
    (3, [0, 10, 20], 30, 0.3, 0),
    (4, [0, -60, 60, 30, -30], 8, 0.0, 50),  # no draws: nu is not fitted
]


def compare(exe):
    failures = 0
    for seed, strengths, rounds, nu, h in CASES:
        n = len(strengths)
        games = tournament(seed, strengths, rounds, nu, h)
        text = "%d\n" % n + "".join("%d %d %.1f\n" % g for g in games)
        out = subprocess.run([exe], input=text, capture_output=True, text=True, check=True).stdout
        lines = out.split("\n")
        got = [tuple(map(float, lines[i].split())) for i in range(n)]
        got_h = float(lines[n].split()[1])
        got_nu = float(lines[n + 1].split()[1])
        elo, se, ref_h, ref_nu = fit(n, games)
        worst = max(abs(got[i][0] - elo[i]) for i in range(n))
        worst_se = max(abs(got[i][1] - se[i]) / se[i] for i in range(n))
        ok = worst <= 0.5 and abs(got_h - ref_h) <= 0.5 and abs(got_nu - ref_nu) <= 0.01 * max(ref_nu, 1e-9) + 1e-6 and worst_se <= 0.02
        print("case %d: %d players, %d games: largest rating difference %.4f Elo, first move "
              "%.3f vs %.3f, nu %.4f vs %.4f, largest se difference %.2f%% %s"
              % (seed, n, len(games), worst, got_h, ref_h, got_nu, ref_nu, 100 * worst_se,
                 "ok" if ok else "FAIL"))
        failures += not ok
    return failures


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--compare":
        sys.exit(1 if compare(sys.argv[2]) else 0)
    print(__doc__)
    sys.exit(2)
