"""The presenter's cues for what the ring must tell in order and with its result (issue 31,
session 42's play-test): a warning before its DQ roll and the roll's outcome before the
referee's call; every page that deals damage shown as a blow that reaches the foe; an injury
as the hurt limb flashing on the figure and an INJURED! banner. Functions of the presenter
(scenes.match.presenter.Presenter) and the event, called by its handlers."""
from __future__ import annotations

from game.library import MOMENTUM, title
from game.match import DQ_LINE, events as E

from scenes.match import log_text as LT
from scenes.match import show as SH
from scenes.match.holds import LEAVE as HOLD_LEAVE
from scenes.match import voice as VO
from scenes.match.cues import REPEATED, Cue, crowd_words, words_end  # noqa: F401

RED = (240, 80, 70)
GOLD = (248, 206, 96)
PURPLE = (206, 120, 255)
GREEN = (96, 214, 120)
INJURY_PREFIX = "injured_"  # a Showdown's body-part injury Status (ADV-9): injured_head...


def dq_words(chance: int, roll: int, dq: bool) -> str:
    """A DQ roll with its outcome, as the banner says it.

    >>> dq_words(25, 10, True)
    '25% \u00b7 rolled 10: DISQUALIFIED!'
    >>> dq_words(30, 49, False)
    '30% \u00b7 rolled 49: safe'
    """
    return f"{chance}% \u00b7 rolled {roll}: " + ("DISQUALIFIED!" if dq else "safe")


def dq_roll(pr, chance: int, roll: int, dq: bool) -> None:
    """The DQ roll and its outcome across the ring (the referee's call follows a DQ)."""
    if not chance:
        return
    pr.banner("DQ?", RED if dq else GOLD, 1.0, sub=dq_words(chance, roll, dq))
    pr.gap(0.9)


def warnings(pr, ev) -> None:
    """The referee's warning first ('That's a warning!' with the total), then the DQ roll
    with its outcome."""
    pr.sound("crowd_boo")
    pr.add("ref", 1.0, ev.seat, doing="warning", say=f"{VO.last_name(pr.name(ev.seat))}! "
           f"{warning_words(ev.total)}")  # (whom: standing between the two, 'That's a
    # warning!' named no one: session 48's play-test; a popup WARNING x1 under his bubble
    # said it twice, one over the other: session 46's)
    pr.gap(0.9 if ev.chance else 0.25)
    dq_roll(pr, ev.chance, ev.roll, ev.dq)


def after_words(pr, seat: int, after: float) -> float:
    """How long after the cursor a popup over `seat` due `after` seconds on waits: until the
    referee has said what he is saying to them (under his bubble they were hidden: CONTROL
    under KICK-OUT!, +1 CROWD under 'Do you quit?': session 46's play-tests); at the instant
    pace (speed 0) nothing waits."""
    at = pr.cursor + after * pr.speed
    said = [c.at + c.dur for c in pr.cues if c.kind == "ref" and c.seat == seat
            and (c.data.get("say") or c.data.get("beats")) and c.at <= at < c.at + c.dur]
    return (max(said) - pr.cursor) / pr.speed if said and pr.speed > 0 else after


def warning_words(total: int) -> str:
    """What the referee says as he warns: the warning and how many so far, and, one short of
    the DQ line, that the next risks a DQ ("Warning number 3!" said nothing of how close a
    DQ was: session 47's play-test).

    >>> warning_words(1), warning_words(3), warning_words(DQ_LINE - 1)
    ("That's a warning!", 'Warning number 3!', '4 warnings! The next risks a DQ!')
    """
    if total == DQ_LINE - 1:
        return f"{total} warnings! The next risks a DQ!"
    return "That's a warning!" if total <= 1 else f"Warning number {total}!"


def this_batch(pr, kind: str, seat: int, motions=None) -> list:
    """The cues of a kind for `seat` scheduled in the command showing (motions: only those
    motions), in the order scheduled."""
    return [c for c in pr.cues if c.kind == kind and c.seat == seat and
            c.at >= pr.batch_start - 1e-9 and (motions is None or c.data.get("motion") in motions)]


def cue_at(pr, kind: str, at: float, dur: float, seat: int, **data) -> None:
    """A moving cue at a time other than the cursor's (dur already at the show's speed);
    nothing with reduced motion."""
    if not pr.reduced_motion:
        pr.cues.append(Cue(kind, at, dur, seat, data=data))


def struck(pr, seat: int) -> bool:
    """Whether this batch already shows a blow by `seat` (a move's or a weapon's motion)."""
    return bool(this_batch(pr, "motion", seat, SH.HITS))


def weapon_dq(pr, ev) -> None:
    """A weapon shot's DQ roll: after its damage has shown, when damage follows in the command
    (the DQ banner stood over the swing, the -5 a second later: session 47's play-test), else
    now."""
    events = list(getattr(pr, "events", ()))
    after = events[events.index(ev) + 1:] if ev in events else []
    if any(isinstance(e, E.DamageDealt) and e.seat == 1 - ev.seat for e in after):
        pr.dq_after = ev
    else:
        dq_roll(pr, ev.dq_chance, ev.dq_roll, ev.dq)


def damage(pr, ev) -> None:
    """Damage outside a move (a special, a cheap shot, a weapon turned): a blow by the foe that
    reaches them (unless the batch already shows one, or an Event card did it), then the reaction:
    the flash, the hurt limb and the number (never '-0'); a weapon's DQ roll after it."""
    shot, pr.dq_after = getattr(pr, "dq_after", None), None
    _damage(pr, ev)
    if shot is not None:
        dq_roll(pr, shot.dq_chance, shot.dq_roll, shot.dq)


def _damage(pr, ev) -> None:
    """The damage itself (damage)."""
    if not ev.amount:
        return  # nothing to show, and never "-0"
    attacker = 1 - ev.seat
    if not struck(pr, attacker):  # its own blow (or an Event's): its number on the card too
        if not from_event(pr, ev.source):
            pr.gap(pr.motion(attacker, "strike", kind="damage"))
        elif not pr.on_mat.get(ev.seat):  # an Event's (the pyro): caught by it, doubled over
            pr.motion(ev.seat, "hurt", kind="event")
        pr.add("stamp", 0.0, text=f"{ev.amount} TO THE {ev.part.upper()}", colour=RED)
    pr.sound("hit_light")
    pr.add("flash", 0.4, ev.seat, colour=RED)
    pr.add("limb", 0.6, ev.seat, part=ev.part)
    pr.add("part", 0.8, ev.seat, ev.part, RED)
    pr.popup(ev.seat, f"-{ev.amount}", RED, 1.2, big=True)
    pr.gap(0.25)


SEAT_BANNER = ((240, 110, 100), (110, 170, 255))  # each seat's on a banner about its Superstar


def seat_colour(seat, default=GOLD) -> tuple:
    """The banner colour of a seat (default: no seat's)."""
    return SEAT_BANNER[seat] if seat in (0, 1) else default


def knocked_down(pr, ev) -> None:
    """A page that puts the foe down with no move (Turn The Tables): the blow that does it,
    unless this batch shows one (a move's, a weapon's, a reversal's) or it is a Superstar
    beaten to the mat or an Event card's doing; then the fall, DOWN! and the slam."""
    attacker, turned = 1 - ev.seat, this_batch(pr, "motion", ev.seat, ("counter",))
    if ev.source != "beaten" and not (struck(pr, attacker) or turned or from_event(pr, ev.source)):
        pr.gap(pr.motion(attacker, "strike", kind="knockdown"))
    fell = turned[-1].at + turned[-1].data["hit"] * turned[-1].dur if turned else falls(pr, ev.seat)
    pr.sound("slam")
    pr.popup(ev.seat, BEATEN if ev.source == "beaten" else "DOWN!" + by_roll(ev.source),
             (236, 160, 70), 1.6 if ev.source in ("beaten", "automatic") else 1.0,  # (as
             min(0.0, fell - pr.cursor) / (pr.speed or 1.0))  # they fall, not 2 s on: s56)
    pr.on_mat[ev.seat] = True
    pr.down_at[ev.seat] = fell  # (getting up in this command: lying till then)
    lies_till_out(pr, ev.seat, fell)  # (thrown out before the rules put them down: roll)
    pr.gap(0.15)


BEATEN = "0 HP: STAYS DOWN"  # a Superstar beaten to the mat, as it pops over them
FALL_SECONDS = 0.3  # from the feet to flat on the mat, at the blow's impact
LIFTS = ("grapple", "slam", "suplex", "throw", "driver", "lariat")  # foe turned over, coming down


def falls(pr, seat: int) -> float:
    """The fall to the mat, from the impact of the foe's blow in this batch (the moment the
    ring turns the figure; at once with no blow), unless the blow lifted and turned them
    over already (session 43's play-test: standing, then lying, from one frame to the next);
    returns when they are down (the fall's start)."""
    blows = [c for c in this_batch(pr, "motion", 1 - seat, SH.HITS)
             if c.data.get("motion") != "throw"]  # (a throw out follows the blow that felled)
    at = pr.cursor
    if blows:
        blow = blows[-1]
        at = min(at, blow.at + SH.IMPACT_AT.get(blow.data.get("motion"), 0.5) * blow.dur)
        if blow.data.get("motion") in LIFTS:
            return at
    cue_at(pr, "fall", at, FALL_SECONDS * pr.speed, seat)
    return at


ENTRANCE_CLIMB = 0.55  # in through the ropes from the floor as a Superstar is introduced


def entrance(pr, seat: int) -> None:
    """A Superstar's entrance: in through the ropes from the floor as they are introduced, then
    a pose for the crowd; the one introduced second waits on the floor till then (session 44's
    play-test: both stood on their marks under the banners). Nothing moves with reduced
    motion."""
    if pr.reduced_motion:
        return
    if pr.cursor > pr.batch_start:
        cue_at(pr, "aside", pr.batch_start, pr.cursor - pr.batch_start, seat)
    pr.add("climb", ENTRANCE_CLIMB, seat)
    pr.add("motion", SH.MOTION_SECONDS, seat, after=ENTRANCE_CLIMB, motion="pose",
           finisher=False)
    pr.count_motion("entrance")


WALK_SECONDS = 0.6  # out over (or under) the ropes to the floor
THROWN_SECONDS = 1.1  # thrown out: over the top rope, down on the floor and back up


def goes_outside(pr, seat: int, source: str) -> None:
    """The walk out to the floor; a Superstar taken outside goes with the one who took them
    (they stood in the ring under TO RINGSIDE! for a third of a second: session 44); one a
    page or a roll threw out flies over the top rope and lands on the floor with a thud (it
    was a quick slide: session 48's play-test); so does one a Showdown's roll knocks out."""
    walks = this_batch(pr, "walk", 1 - seat)
    if source == "taken outside" and walks:
        cue_at(pr, "walk", walks[-1].at, WALK_SECONDS * pr.speed, seat)
    elif source not in SH.WALKED_OUT:  # a page's throw, a blow a Showdown's roll sent out
        pr.add("walk", THROWN_SECONDS, seat, thrown=True, lying=bool(pr.on_mat.get(seat)))
        if not pr.reduced_motion:
            pr.sound("slam", after=SH.THROWN_LANDS * THROWN_SECONDS)
            pr.add("screen", 0.35, None, after=SH.THROWN_LANDS * THROWN_SECONDS, strength=6)
    else:
        pr.add("walk", WALK_SECONDS, seat)
    lies_till_out(pr, seat, pr.down_at.get(seat))


def lies_till_out(pr, seat: int, down: float | None) -> None:
    """One put down in this command (at `down`) and walking out in it lies on the mat from
    the fall till the walk out (they stood up in between, under INJURED! or before a Showdown
    roll's throw-out: session 48's play-tests)."""
    out = [c.at for c in this_batch(pr, "walk", seat) if down is not None and c.at > down]
    if out:
        pr.cues.append(Cue("lie", down, out[0] - down, seat))


HOLD_SECONDS = 1.1  # a submission's hold, while the banner asks whether they tap


def hold_on(pr, seat: int) -> None:
    """A submission's hold: it goes on from the hold the move put on (still held: neither lets
    go and steps in again; session 44's play-test saw them jump apart, then clinch again)."""
    before = this_batch(pr, "motion", seat, ("hold",))
    if not before:
        pr.add("motion", HOLD_SECONDS, seat, motion="hold")
        return
    before[-1].data["keep"] = True
    start = min(pr.cursor, before[-1].at + before[-1].dur)  # (on from its end, no gap)
    cue_at(pr, "motion", start, pr.cursor - start + HOLD_SECONDS * pr.speed, seat,
           motion="hold", cont=True, part=before[-1].data.get("part", ""))


ASK_SECONDS = 0.7  # the referee asks the one in a submission hold before their answer
TAP_HELD = 0.3  # seconds a hold stays on longer for the tapping to show
ANSWER_HELD = 0.9  # seconds from the answer a hold stays on (through HOLDS ON!: session 53)


def ref_asks(pr, seat: int, taps: bool) -> None:
    """The referee down at the head of the one in a submission hold, asking whether they quit,
    then saying their answer (one who taps out and loses stays down as it lets go)."""
    name = VO.last_name(pr.name(seat))
    answer = f"{name} taps! Ring the bell!" if taps else f"No! {name} won't quit!"
    at = pr.cursor
    pr.add("ref", ASK_SECONDS + 0.8, seat, doing="asking",
           beats=((at, "Do you quit?"), (at + ASK_SECONDS * pr.speed, answer)))
    hold = this_batch(pr, "motion", 1 - seat, ("hold",))[-1:]
    for h in hold:  # their hand slaps the mat (or the holder) with his words, the hold on a
        if taps:  # moment for it (only a popup said they tapped: session 48's play-test)
            h.data["taps_at"] = at + ASK_SECONDS * pr.speed
            h.dur += TAP_HELD * pr.speed
            h.data["stays"] = getattr(getattr(pr.state, "over", None), "winner", -1) == 1 - seat
        h.dur = max(h.dur, (at + (ASK_SECONDS + ANSWER_HELD) * pr.speed - h.at) / HOLD_LEAVE)


RISE_SECONDS = 0.5  # up off the mat to the feet
COVER_AT = 0.35  # seconds into a pin's count when the cover lands (the first count: 0.45)
SLAP = 0.6  # seconds between a pin's counts (0.36 too quick for a near fall: session 43)
LIE_SECONDS = 0.7  # on the mat at least this long before getting up in the same command


def got_up(pr, seat: int) -> None:
    """Off the mat (standing up, or on taking control): the figure the ring showed lying gets
    up, unless the state has it stay down (beaten at 0 HP)."""
    if pr.on_mat.get(seat) and not stays_down(pr.state, seat):
        down = pr.down_at.pop(seat, None)
        if down is not None and not pr.reduced_motion:  # put down in this command (a
            # finisher's victim fighting back): a moment on the mat first
            pr.cursor = max(pr.cursor, down + LIE_SECONDS * pr.speed)
        rise = pr.add("rise", RISE_SECONDS, seat)
        if down is not None and rise in pr.cues:  # lying from the fall till the rise, not
            pr.cues.append(Cue("lie", down, max(0.0, rise.at - down), seat))  # up between
        words_end(pr.cues, seat, ("DOWN!",), rise.at + RISE_SECONDS * pr.speed / 2)
        pr.gap(0.2)
    pr.on_mat[seat] = False


def fights_back(pr, ev) -> None:
    """Control taken back after the foe's string of moves (the rules' fight-back): the fighter
    fired up in the ring and FIGHTS BACK! in their colour, not only a TO ACT on the panel."""
    if ev.reason != "fights back":
        return
    pr.gap(pr.motion(ev.seat, "pose", kind="fights back"))
    pr.crowd("cheer", 0.9)
    pr.banner("FIGHTS BACK!", seat_colour(ev.seat), 1.0,
              sub=f"{pr.name(ev.seat)} takes control after a string of moves")
    pr.gap(0.5)


def rolled_up(pr, seat: int) -> bool:
    """Whether `seat` covers a foe still on their feet (a roll-up: the rules let a standing foe
    be pinned; session 44's play-test saw them tip over unexplained)."""
    return not pr.on_mat.get(1 - seat, True)


def cover_words(pr, seat: int, chance: str) -> str:
    """Under PIN!: who covers at what chance, and whether it is a roll-up."""
    how = " \u00b7 a roll-up" if rolled_up(pr, seat) else ""
    return f"{pr.name(seat)}{how} \u00b7 {chance}"


def stays_down(state, seat: int) -> bool:
    """Whether the state after the command has the Superstar beaten on the mat."""
    try:
        side = state.sides[seat]
        return bool(side.on_mat) and side.hp == 0
    except (AttributeError, IndexError, TypeError):
        return False


def note_mat(pr, state) -> None:
    """Who is on the mat once a command's events are shown (the next command's rises)."""
    pr.down_at = {}
    try:
        pr.on_mat = {seat: bool(state.sides[seat].on_mat) for seat in (0, 1)}
    except (AttributeError, IndexError, TypeError):
        pr.on_mat = {}


def from_event(pr, source: str) -> bool:
    """Whether damage comes from an Event card (Pyro Malfunction): no Superstar's blow."""
    try:
        cat = pr.state.cat
        return any(cat.info[pid].name == source for pid in cat.events)
    except (AttributeError, KeyError, TypeError):
        return False


def banners_left(pr) -> float:
    """Seconds from the cursor until the banners scheduled so far have ended (0: none)."""
    ends = [c.at + c.dur for c in pr.cues if c.kind == "banner"]
    return max(0.0, max(ends, default=0.0) - pr.cursor)


def injured(pr, seat: int, part: str, sub: str) -> None:
    """An injury in the ring: the hurt limb flashing on the figure and INJURED! (after the
    banner showing now, a finisher's, has had its time)."""
    pr.gap(banners_left(pr) / max(pr.speed, 1e-9) if pr.speed > 0 else 0.0)
    pr.sound("injury")
    if part:
        pr.add("limb", 1.4, seat, part=part)
    pr.add("flash", 0.6, seat, colour=RED)
    pr.banner("INJURED!", RED, 1.2, sub=sub)
    pr.gap(0.6)


def worst_part(pr, seat: int, default: str = "head") -> str:
    """The Superstar's most damaged body part (the one an injury shows on)."""
    try:
        body = pr.state.sides[seat].body
        return max(body, key=lambda part: body[part])
    except (AttributeError, IndexError, TypeError, ValueError):
        return default


def status_added(pr, ev) -> None:
    """A new Status over the panel; a body-part injury (a Showdown's injured_head...) shows in
    the ring too; Stunned shows on the figure (ring_view draws its circling stars)."""
    if ev.status.startswith(INJURY_PREFIX):
        part = ev.status[len(INJURY_PREFIX):]
        injured(pr, ev.seat, part, f"{pr.name(ev.seat)} \u00b7 {part}")  # (its banner names
        return  # the part: an INJURED HEAD popup over them stacked on the damage's number)
    pr.popup(ev.seat, title(ev.status).upper(), PURPLE, 1.3)
    pr.gap(0.2)


def injury_taken(pr, ev) -> None:
    """INJURED! with the hurt limb flashing; after the bell a squash says why (SQUASHED!)."""
    if ev.cause == "squash":
        pr.banner("SQUASHED!", RED, 1.4, sub=f"{pr.name(ev.seat)}: beaten by over 10 points")
        pr.gap(0.5)
        return
    weapon = weapon_part(pr, ev.cause)
    part = weapon or worst_part(pr, ev.seat)
    body = getattr(pr.state.sides[ev.seat], "body", {}) if pr.state is not None else {}
    if not weapon and not body.get(part, 0):  # no hurt part to flash (a Sneak Attack on a
        part = ""  # fresh body): the banner says what did it instead
    cause = ev.cause if any(c.isupper() for c in ev.cause) else title(ev.cause)  # (a card's
    injured(pr, ev.seat, part, f"{pr.name(ev.seat)} \u00b7 {part or cause}")  # name as it is)


def weapon_part(pr, name: str) -> str:
    """The body part the weapon named `name` hits ('' if no weapon has that name)."""
    try:
        for card in pr.state.cat.lib.pages.values():
            if card.name == name and getattr(card, "weapon", None) is not None:
                return card.weapon.part
    except AttributeError:
        pass
    return ""


def crowd_spent(pr, ev) -> None:
    """SNEAK ATTACK! (the cheap shot itself when the two are together) or COMEBACK! (a pose,
    with the HP it heals) as the Crowd ability spent."""
    together = len({side.at_ringside for side in pr.state.sides}) == 1  # a blow reaches
    healed = VO.heal_of(pr.events, ev.seat, ev)
    pr.placard(ev.seat, ev.ability if ev.ability == "sneak attack" else "comeback",
               f"+{healed} HP from the crowd" if healed else "")
    if ev.ability == "sneak attack":
        pr.sound("crowd_boo")
        pr.crowd("boo")
        pr.banner("SNEAK ATTACK!", RED, 1.0, sub=pr.name(ev.seat))
        if together:
            pr.motion(ev.seat, "strike", kind="sneak attack")
    else:
        pr.sound("crowd_cheer")
        pr.banner("COMEBACK!", GREEN, 1.0, sub=pr.name(ev.seat) + (
            f" \u00b7 +{healed} HP" if healed else ""))
        pr.motion(ev.seat, "pose", kind="comeback")
    pr.gap(0.5)


def momentum_words(delta: tuple) -> str:
    """Momentum gained or lost, as it pops over the Superstar in the ring: each kind for one
    or two kinds, the total for more (a Pass's +2 of every kind).

    >>> momentum_words((2, 0, 0, 1, 0, 0))
    '+2 AG +1 SK'
    >>> momentum_words((2, 2, 2, 2, 2, 2))
    '+12 MOMENTUM'
    >>> momentum_words((0, 0, 0, 0, 0, -1))
    '-1 AT'
    """
    bits = [(kind, d) for kind, d in zip(MOMENTUM, delta) if d]
    if len(bits) > 2:
        total = sum(d for _, d in bits)
        return f"{'+' if total >= 0 else '-'}{abs(total)} MOMENTUM"
    return LT.momentum_words(delta).replace(",", "").upper()  # (the log's words, shouted)


def momentum_changed(pr, ev) -> None:
    """The momentum a page, a Pass or an ability gave, over the Superstar in the ring (the
    panel's cells change quietly: session 45's play-test saw nothing happen in the ring)."""
    words = momentum_words(ev.delta)
    if words and ev.source != LT.REFUND:  # (a connected move's half back: in the log and the
        # panel, not another popup in a pile of them over the figure: session 47's play-test)
        pr.popup(ev.seat, words, GOLD if sum(ev.delta) >= 0 else RED, 1.1)


GESTURES = ("gameplan", "status", "crowd_support")  # special pages the player acts out
STATUS_BLOWS = {"stunned": "strike", "busted_open": "strike", "injured_arm": "grapple",
                "injured_leg": "kick"}  # a Status page that does this to the foe is a blow
# that reaches them (one that wears them out, Exhausted, is a gesture)
INTO_THE_POST = frozenset({"post_arm_whip", "post_gash"})  # pages that send the foe into a
# ring post (the ring shows them whipped into the nearest one: show.into_the_post)


def into_the_post(card) -> bool:
    """Whether a page sends the foe into a ring post."""
    return getattr(card, "id", None) in INTO_THE_POST


def gesture(pr, seat: int, info) -> None:
    """A momentum page, a game plan, a Status page or a crowd page acted out by the one who
    plays it: a breather for one that heals (Catch a Breather), else fired up for the crowd
    (they showed only a word over the figure: session 45's second play-test)."""
    if any(e.do == "heal" for e in getattr(info, "effects", ())):
        breather(pr, seat)
    elif into_the_post(info):  # (Ringpost Gash: head first into the post, not a pose)
        pr.gap(pr.motion(seat, "strike", kind="gesture", post=True))
    elif STATUS_BLOWS.get(getattr(getattr(info, "card", None), "status", None)):  # (Work
        # the Arm injured an arm from across the ring: session 47's play-test)
        pr.gap(pr.motion(seat, STATUS_BLOWS[info.card.status], kind="status"))
    elif info.kind == "momentum":  # by what it builds (off the ropes only in the ring)
        motion = SH.gesture_for(tuple(getattr(info, "gain", None) or ()))
        outside = getattr(getattr(pr.state, "sides", [None, None])[seat], "at_ringside", False)
        pr.motion(seat, "pose" if motion == "ropes" and outside else motion, kind="momentum")
    else:
        pr.motion(seat, "pose", kind="gesture")
    if info.kind != "momentum":  # (a momentum page's gain rises over them: momentum_changed)
        pr.popup(seat, info.name.upper(), GOLD, 1.1)  # the page by name, over them


def breather(pr, seat: int) -> None:
    """A Pass on their feet: hands on the knees, catching a breath (the ring stood still)."""
    if not pr.on_mat.get(seat):
        pr.motion(seat, "breather", kind="pass")


def hurt(pr, seat: int) -> None:
    """A Move card tapped out for an injury: HURT! and, on their feet, doubled over on one
    knee (the ring stood still while the booth said it looked like a real injury); nothing in
    the ring once the match is over (a tap-out owed at the bell came after the hand-raise)."""
    if over(pr):
        return
    pr.popup(seat, "HURT!", RED, 1.2)
    if not pr.on_mat.get(seat):
        pr.motion(seat, "hurt", kind="hurt")


def over(pr) -> bool:
    """Whether the match is over in the state the presenter shows."""
    return getattr(pr.state, "over", None) is not None


def acted(pr, ev) -> None:
    """A command with no card (a pin, a Pass, out to ringside, back in, a tap-out) puts its
    placard in the spot (a Crowd ability's comes with what it was; a cover on a foe still up
    says a roll-up; none for a tap-out after the bell, where WINNER stands); a Pass catches a
    breath in the ring."""
    if ev.action == "tap_out" and over(pr):
        return
    pr.placard(ev.seat, ev.action, "a roll-up" if ev.action == "pin" and rolled_up(pr, ev.seat)
               else tapped_words(pr, ev.seat) if ev.action == "tap_out" else "")
    if ev.action == "pass":
        breather(pr, ev.seat)


def tapped_words(pr, seat: int) -> str:
    """What an INJURY placard says: the Move card tapped out ('a Move card taps out' only said
    it was one: session 51's play-test); '' when the command taps none."""
    ev = next((e for e in pr.events if type(e) is E.MoveCardTapped and e.seat == seat), None)
    card = pr.state.cat.lib.move_cards.get(pr.state.sides[seat].move_cards[ev.card]) \
        if ev is not None else None
    return f"{card.name} taps out" if card is not None else ""


TERM_WORDS = {"finisher": "FINISHER", "from underneath": "FROM UNDERNEATH", "bonuses": "BONUS",
              "grudge": "GRUDGE", "busted open": "BUSTED OPEN", "automatic": "SHOWDOWN ROLL"}


def damage_sum(terms: tuple) -> str:
    """How a move's damage came from its card's number, as it pops over the one hit ('' when
    it is the card's own).

    >>> damage_sum((("base", 5), ("automatic", -2)))
    'CARD 5 -2 SHOWDOWN ROLL'
    >>> damage_sum((("base", 0), ("from underneath", 7))), damage_sum((("base", 4),))
    ('CARD 0 +7 FROM UNDERNEATH', '')
    """
    base = next((v for k, v in terms if k == "base"), None)
    extra = [(k, v) for k, v in terms if k != "base" and v]
    if base is None or not extra:
        return ""
    return f"CARD {base} " + " ".join(f"{v:+d} {TERM_WORDS.get(k, k.upper())}" for k, v in extra)


def damage_reason(pr, ev) -> None:
    """Why a move's damage is not its card's number (the card said 5, the ring -3 with nothing
    to say why; Hook the Leg's 0 hit for 7 from underneath: session 47's play-tests), under
    the damage stamp beside the card (a pill of its own, then a line under the number over the
    foe, it made four popups over one Superstar and sat on a submission hold: session 47's
    and 48's)."""
    words = damage_sum(tuple(ev.terms or ()))
    stamp = next((c for c in reversed(pr.cues) if c.kind == "stamp"
                  and c.text.startswith(f"{ev.damage} TO THE ")), None)
    if words and stamp is not None:
        stamp.text += "\n" + words


def by_roll(source: str) -> str:
    """What a fall or a trip outside says when a Showdown's automatic roll did it."""
    return " \u00b7 SHOWDOWN ROLL" if source == "automatic" else ""


def went_outside(pr, ev) -> None:
    """The fight spills outside: a page's throw, the walk, TO RINGSIDE! (saying so when a
    Showdown's roll did it) and the crowd's pop."""
    pr.gap(pr.motion(1 - ev.seat, "throw") if ev.source not in SH.WALKED_OUT else 0.0)  # (a
    # Showdown roll's too: the thrower had stood still as the foe flew out: session 49)
    goes_outside(pr, ev.seat, ev.source)
    if ev.source == "taken outside":
        return
    pr.sound("ringside")
    pr.crowd("pop", 0.9)
    pr.banner("TO RINGSIDE!", (236, 160, 70), 0.9,
              sub=pr.name(ev.seat) + by_roll(ev.source).title())
    pr.add("slide", 0.6, ev.seat)
    pr.add("flash", 0.5, ev.seat, colour=(236, 160, 70))  # (no RINGSIDE popup: the banner
    pr.gap(0.35)  # names them, and it was a fourth over them in a Showdown's throw-out)

