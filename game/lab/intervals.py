"""95% intervals for the lab's figures: a Wilson interval for a share or a mean score in [0, 1],
a normal one for a mean count, and a rank interval for a percentile."""
from __future__ import annotations

import math

Z95 = 1.96


def wilson(part: float, whole: int) -> tuple[float, float]:
    """The 95% Wilson interval of part/whole (part may be a sum of scores in [0, 1], a draw
    counting half), rounded to 0.001; (0.0, 1.0) when there is nothing to count.

    >>> wilson(50, 100)
    (0.404, 0.596)
    """
    if whole <= 0:
        return 0.0, 1.0
    p = part / whole
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * whole)) / (1 + z2 / whole)
    half = Z95 * math.sqrt(p * (1 - p) / whole + z2 / (4 * whole * whole)) / (1 + z2 / whole)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


def mean_interval(values: list) -> tuple[float, float]:
    """The 95% normal interval of a mean of counts, rounded to 0.001.

    >>> mean_interval([1, 2, 3, 2])
    (1.2, 2.8)
    """
    n = len(values)
    if n < 2:
        return (float(values[0]), float(values[0])) if values else (0.0, 0.0)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return round(mean - half, 3), round(mean + half, 3)


def percentile_interval(values: list, q: float) -> tuple[int, int]:
    """A distribution-free 95% interval of the q-th quantile: the values at the ranks
    n*q -/+ 1.96*sqrt(n*q*(1-q)) of the sorted values (the report's p90 is the value at rank
    n*9//10).

    >>> percentile_interval(list(range(100)), 0.9)
    (84, 96)
    """
    ordered = sorted(values)
    n = len(ordered)
    if n == 0:
        return 0, 0
    half = Z95 * math.sqrt(n * q * (1 - q))
    low = max(0, math.floor(n * q - half))
    high = min(n - 1, math.ceil(n * q + half))
    return ordered[low], ordered[high]
