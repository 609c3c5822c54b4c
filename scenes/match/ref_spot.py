"""Where the referee stands and how, without pygame (referee_spot): watching from his
corner, down at the head of one pinned or held, at the ropes counting one outside, arguing
at the side ropes when distracted, beside a winner raising their hand. The figures are
duck-typed show.Placed (x, y, tilt, figure.build.width, figure.seat)."""
from __future__ import annotations

from scenes.match.motions import BODY, FIG
from scenes.match.ref_way import WATCH

DISTRACTED = (0.94, 0.5)  # where a distracted referee argues over the side ropes
AT_THE_HEAD = ("counting", "asking")  # the referee down at a Superstar's head: a pin count,
# a submission's question
RAISED = (0.06, 0.14 * 0.92)  # how far out from a figure's middle its raised hand is: this
# share of its height, plus its shoulder's (this share of its height per build width;
# sprites.figure's 'raised' arm)
HEAD_ASIDE = 0.175  # how far aside of one on the mat's middle (of the mat, per build height)
# he goes down at their head (0.17: with 2 px corner outlines a held giant's drawing reached
# past a tenth of him at 1280x720)
CLEAR = 0.025  # the least room (of the mat) between his body and a winner's
REF_BUILD = (0.92 * 0.97, 1.0)  # the referee's height (drawn at 0.92 of a figure, a
# technician's build) and width
ASK_WIDE = 1.6  # how much further off he asks one held on their feet than one on the mat
ASK_CLEAR = 0.02  # the room (of the mat) he leaves past every body when he asks one held on
# the mat (kneeling at the head he had his legs over it: session 54's play-test)
SPAN_LOW = 0.55  # how far (of a figure's height) a holder sat, knelt or legs bent reaches
# from its middle (legs out in front)
HOLDER_CLEAR = 0.2  # the least room (of the mat, per build width) he leaves the holder when he
# asks one held on the mat, else he asks from ASK_WIDE off (seated at an armbar, a giant sat
# on him: session 51)


def raise_aside(build) -> float:
    """How far aside of a winner (of the mat) the referee stands so that his raised hand
    meets theirs, each facing the other (at 0.14 per build width his hand went up a body's
    width from a powerhouse's: session 51's play-test)."""
    def out(height: float, width: float) -> float:
        return height * (RAISED[0] + RAISED[1] * width)
    clear = FIG * BODY / 2 * (build.height * build.width + REF_BUILD[0]) + CLEAR  # (beside a
    # giant, not behind his body: session 50's play-test)
    return max(clear, FIG * (out(build.height, build.width) + out(*REF_BUILD)))


def lying(p: Placed) -> bool:
    """The placed figure is (mostly) lying on the mat."""
    return abs(p.tilt) > 45


def at_the_head(target: Placed) -> tuple:
    """(x, y, facing) beside the head of one on the mat, on the side away from the middle of
    the ring (clear of one leaning over them)."""
    side = -1 if target.x < 0.5 else 1  # (past a giant's longer body: he knelt on its head)
    return (target.x + HEAD_ASIDE * max(1.0, target.figure.build.height) * side, target.y - 0.03,
            -side)


def span(p: Placed) -> float:
    """How far (of the mat) a placed figure reaches either side of its middle: half its length
    lying, its legs out sat or kneeling in a hold, half its width standing."""
    b = p.figure.build
    if lying(p):
        return FIG * b.height / 2
    if any(low in p.pose.split("+") for low in ("sit", "kneel", "legup", "crab")):
        return FIG * b.height * SPAN_LOW
    return FIG * BODY / 2 * b.width


ASK_ROPES = 0.9  # how near the front ropes he kneels to ask one held on the floor below


def ask_clear(target: Placed, placed: list) -> float:
    """Where across the mat he kneels to ask one held on the mat: on their head's side, past
    the furthest either body reaches there (the ring's edge at most)."""
    home = -1 if target.x < 0.5 else 1
    first = None
    for side in (home, -home):  # (the other side when the ropes leave no room on theirs: an
        edge = max((p.x * side + span(p) for p in placed if p.y <= 1.0),  # armbar's holder
                   default=target.x * side + span(target))  # sits at their head)
        x = side * (edge + FIG * BODY / 2 * REF_BUILD[1] + ASK_CLEAR)
        if 0.05 <= x <= 0.95:
            return x
        first = x if first is None else first
    return min(0.95, max(0.05, first))


BOTH_OUT = (0.5, 0.42, 0.58, 0.34, 0.66)  # where along the near ropes he may count two
# outside, the middle first


def clear_of_both(placed: list) -> float:
    """Where along the near ropes the referee counts two outside: the middle, or the nearest
    place to it clear of both bodies (else the clearest: a giant standing outside in front of
    the middle hid him, session 53's play-test)."""
    def room(x: float) -> float:
        return min((abs(x - p.x) - FIG * BODY / 2 * (p.figure.build.width + REF_BUILD[1])
                    for p in placed if not lying(p)), default=1.0)
    clear = [x for x in BOTH_OUT if room(x) >= CLEAR]
    return clear[0] if clear else max(BOTH_OUT, key=room)


def referee_spot(ref: Referee, placed: list[Placed], doing_seat: int | None) -> tuple:
    """(x, y, facing, pose) of the referee: at the back of the ring near a corner watching;
    down beside a pinned Superstar or one in a submission hold; at the ropes nearest one
    counted out; beside the winner raising a hand; facing the crowd when distracted."""
    by_seat = {p.figure.seat: p for p in placed}
    target = by_seat.get(doing_seat) if doing_seat is not None else None
    if ref.doing in AT_THE_HEAD and target is not None and target.y > 1.0:  # one held on
        x, _, face = at_the_head(target)  # the floor: he asks from the ropes above them
        return (min(0.92, max(0.08, x)), ASK_ROPES, face, "crouch")  # (looking for them
        # inside, the show stopped the game: session 56's play-test)
    if ref.doing in AT_THE_HEAD and target is not None:  # at the head of the
        # one pinned (or held), on the side away from the cover (behind it he hid it)
        x, y, face = at_the_head(target)
        near = ref.doing == "asking" and any(  # (the holder by their head: a crab, an armbar)
            abs(p.x - x) < HOLDER_CLEAR * p.figure.build.width for p in placed if p is not target)
        if ref.doing == "asking" and lying(target):  # past both bodies
            x = ask_clear(target, placed)
        elif not lying(target) or near:  # one held on their feet: well clear of the two,
            x = target.x + (x - target.x) * ASK_WIDE  # their tapping hand in sight (he stood
            # in the pile over it: session 49's play-test)
        return (x, y, face, "crouch")
    if ref.doing == "count-out" and ref.distracted:  # he counts on, still arguing at the side
        return (DISTRACTED[0], DISTRACTED[1], 1, "raised")  # ropes (at the far ropes he had
    # looked like a referee who was not distracted: session 49's play-test)
    if ref.doing == "count-out" and target is not None:
        side = -1 if target.x < 0.5 else 1
        if all(p.y > 1.0 for p in by_seat.values()):  # both out: from the middle he counts
            return (clear_of_both(placed), 0.78, side, "")  # either (he ran from one side's
            # ropes to the other's as his count passed from one to the other: session 48)
        return (0.1 if side < 0 else 0.9, 0.78, side, "")
    if ref.doing in ("raising", "warning") and target is not None:
        side = 1 if target.x < 0.5 else -1
        if lying(target):  # one on the mat: at their head, not on their legs (a DQ's winner
            return at_the_head(target) + ("raised",)  # lay under him: session 48)
        return (target.x + raise_aside(target.figure.build) * side,  # (he stood hidden
                max(0.3, target.y - 0.06), -side, "raised")  # behind a giant's body)
    if ref.doing == "distracted":  # off to the side ropes, arguing with someone outside
        return (DISTRACTED[0], DISTRACTED[1], 1, "raised")  # (dimmed in his corner he was
    # half hidden by the post and his '?' pushed a name tag onto him: session 47)
    return (WATCH[0], WATCH[1], -1, "")
