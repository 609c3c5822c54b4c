"""The referee's way round the ring: across at the back of the two, round a Superstar in his
way (a figure's room: x, y as fractions of the mat, lying or not, build width)."""
from __future__ import annotations

import math

WATCH = (0.93, 0.12)  # where the referee watches from: the back of the ring near its right
# corner, facing the action (at the back in the middle he stood behind every clinch, the two
# in front of him at 1280x720: session 46's play-test)


CLEAR = {"down": (0.14, 0.18, 0.06), "": (0.07, 0.3, 0.06)}  # the room a figure on the mat
# and one on their feet take on the referee's way round them: half across (for an average
# build), behind them (one on their feet hides a walk up to their height behind them: he
# passed behind a head at 0.1 back), in front


def _room(point: tuple, figure: tuple) -> bool:
    """The point is in the figure's (x, y, down, build width) room (a wide build's wider on
    their feet; on the mat the room ends short of where he kneels at their head)."""
    rx, behind, front = CLEAR["down" if figure[2] else ""]
    return abs(point[0] - figure[0]) < rx * (1.0 if figure[2] else max(1.0, figure[3])) and \
        figure[1] - behind < point[1] < figure[1] + front


def _clear(points: tuple, figures) -> bool:
    """A walk through the points keeps out of every figure's room."""
    return not any(_room((a[0] + (b[0] - a[0]) * i / 8, a[1] + (b[1] - a[1]) * i / 8), f)
                   for a, b in zip(points, points[1:]) for i in range(9) for f in figures)


def _route(at: tuple, to: tuple, figures) -> tuple:
    """The referee's way from `at` to `to`: across only at the back of the two depths (back
    first, or across first then forward); when that way would take him through a figure in
    the ring, the shorter way across just behind the ones in his way or at the back of the
    ring, else in front of them."""
    (x, y), (tx, ty) = at, to
    figures = [f for f in figures if not _room(at, f) and not _room(to, f)]
    ways = [((x, ty) if ty < y else (tx, y), to), ((tx, y) if ty < y else (x, ty), to)]
    for way in ways:
        if _clear((at,) + way, figures):
            return way
    blocking = [f for f in figures if not all(_clear((at,) + w, [f]) for w in ways)]
    rooms = [CLEAR["down" if f[2] else ""] for f in blocking]
    behind = min([f[1] - r[1] for f, r in zip(blocking, rooms)] + [y, ty]) - 0.02
    front = max([f[1] + r[2] for f, r in zip(blocking, rooms)] + [y, ty]) + 0.02
    for depths in ((max(0.05, behind), WATCH[1]), (min(0.95, front),)):  # behind them first
        clear = [w for w in (((x, d), (tx, d), to) for d in depths) if _clear((at,) + w, figures)]
        if clear:  # (in front of one on the mat his legs hid them: session 48's play-test)
            return min(clear, key=lambda w: sum(math.dist(a, b) for a, b in zip((at,) + w, w)))
    return ways[0]


def walk_step(at: tuple, to: tuple, step: float, figures=()) -> tuple:
    """Where the referee is after walking `step` (mat widths) from `at` toward `to`, going
    across the ring only at the back of the two depths: back first, then across, or across
    first, then forward (straight there, he walked through the two in a clinch at 1280x720),
    and round a figure (x, y, down, build width) in his way (_route: he walked over the loser
    to raise the winner's hand: session 47's play-test)."""
    x, y = at
    for wx, wy in _route(at, to, figures):
        dx, dy = wx - x, wy - y
        far = math.hypot(dx, dy)
        if far > step:
            return x + dx * step / far, y + dy * step / far
        x, y, step = wx, wy, step - far
    return x, y
