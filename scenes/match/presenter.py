"""The presenter: turns engine events into animation and sound cues (one on_<EventName> handler
per event, found by the event's type in HANDLERS). The engine knows nothing of it; the match
scene waits for input while cues play.

The big moments each have their own look and sound: an injury (the Move card turns 90 degrees,
injury and tap-out sounds, a red flash on the panel), a finisher (the screen shakes, the finisher
sound, a big FINISHER! banner), a ringside move (the ringside sound, the panel slides and shows
its RINGSIDE chip), a pin (the count 1, 2, 3 with a pin_count each, or the kick-out), the bell,
counters, crowd support and DQs. With reduced motion nothing shakes, slides or turns: a tapped
card simply appears turned."""
from __future__ import annotations

from game.library import title
from game.match import events as E

from scenes.match import cues as CS
from scenes.match.cues import BLUE, Cue, Spot, WHITE, captions
from scenes.match import log_text as LT
from scenes.match.log_text import star
from scenes.match.pace import (LIVELY, MAX_WAIT, SHOW_SCALE, batch_speed, interview_ends,
                               interview_first, loudest_only)
from scenes.match.placard import placard_of
from scenes.match import show as SH
from scenes.match import event_acts as EA
from scenes.match import show_cues as SC
from scenes.match import finish_cues as FC
from scenes.match.show_cues import GOLD, PURPLE, RED
from scenes.match import voice as VO
from scenes.match import count_cues as CC
from scenes.match import counter_cues as KC
from scenes.match import trips as TR

GREEN = (96, 214, 120)
HEAVY_HIT = 6  # damage from which a hit sounds heavy


MOTION = frozenset({"shake", "screen", "slide", "tap", "motion", "walk", "climb", "rise",
                    "aside", "go", "back", "stay"})  # no moving
# Banner words the table draws ahead of need: (words, big, colour).
BANNERS = (("FIGHT!", False, GOLD), ("COUNTERED!", False, SC.SEAT_BANNER[0]),
           ("COUNTERED!", False, SC.SEAT_BANNER[1]), ("FINISHER!", True, SC.SEAT_BANNER[0]),
           ("FINISHER!", True, SC.SEAT_BANNER[1]), ("FIGHTS BACK!", False, SC.SEAT_BANNER[0]),
           ("FIGHTS BACK!", False, SC.SEAT_BANNER[1]),
           ("TO RINGSIDE!", False, (236, 160, 70)), ("PIN!", False, GOLD),
           ("1 \u2026", True, GOLD), ("2 \u2026", True, GOLD), ("3!", True, GOLD),
           ("KICK-OUT!", True, BLUE), ("SUBMISSION?", False, PURPLE), ("TAPS OUT!", False, GOLD),
           ("HOLDS ON!", False, BLUE), ("SNEAK ATTACK!", False, RED),
           ("COMEBACK!", False, GREEN), ("REF DISTRACTED!", False, GOLD), ("INJURED!", False, RED),
           ("DQ?", False, GOLD), ("EVENT!", False, (80, 210, 220)),
           ("DISQUALIFIED!", False, RED), ("SQUASHED!", False, RED)) + CC.NO_COUNT_BANNERS


class Presenter:
    """Schedules cues for each batch of events; `busy` while they play out."""

    def __init__(self, sounds=None, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.sounds = sounds
        self.speed = speed  # multiplies every duration and gap
        self.reduced_motion = reduced_motion
        self.now = 0.0
        self.cues: list[Cue] = []
        self.cursor = 0.0  # where the next cue of the batch goes
        self.hold_until = 0.0  # input waits until then
        self.show_end = 0.0  # the last cue scheduled ends then (the AI and the finish wait)
        self.spot: Spot | None = None
        self.previous: Spot | None = None
        self.state = None
        self.shown_pending: int | None = None
        self.said: list[tuple[str, str]] = []  # commentary in the strip: (speaker, words)
        self.spoken: list[tuple[str, str]] = []  # all the commentary spoken so far
        self.downs: list = []  # (a line in `said`, the seat it says is down)
        self.commentary = None  # a scenes.match.commentary.Commentary, or None: no commentary
        self.last_said: list = []  # the commentary of the last batch (the log keeps it)
        self.motions: dict[str, int] = {}  # motions shown, by move type (or pin, counter...)
        self.lull = 0  # commands in a row with nothing for the crowd to shout about
        self.holding: dict = {}  # seat -> squared up till the answer: the weapon in hand or ""
        self.on_mat: dict = {}  # seat -> on the mat as the ring shows it (show_cues.got_up)
        self.down_at: dict = {}  # seat -> when this command put them down
        self.control_seen: tuple = (-1.0, None)  # (when, seat): the last change of control told
        self.trip_end = 0.0  # one gone across the ropes to hit the foe is back then (trips)
        self.staying: dict = {}  # seat -> their `stay` cue: countered across the ropes (trips)

    # ---- scheduling ------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while input waits for the last batch's cues (at most MAX_WAIT seconds of it)."""
        return self.now < self.hold_until

    @property
    def showing(self) -> bool:
        """True while any cue scheduled still plays (the AI, the curtain and the results wait
        for the whole show; a person's input only while busy)."""
        return self.now < self.show_end

    @property
    def instant(self) -> bool:
        """True when the show plays at once (show speed instant)."""
        return self.speed <= 0.0

    def present(self, events, state) -> None:
        """Schedule the cues of one command's events (state: the match state after them); a
        show still playing from the command before is hurried to its end, quietly."""
        if self.showing and not self.busy:
            self.finish(quiet=True)
        pace, self.speed = self.speed, batch_speed(events, self.speed)
        self.state, self.events, first = state, list(events), len(self.cues)  # (batch_start:
        self.hush()  # the ring's figures turn after it)
        self.holding, self.verdict = {}, 0.0  # a weapon called is swung (or countered) in the
        # next command; verdict: when the ring tells a pin's or a hold's outcome (facts.counting_on)
        self.batch_start = start = self.cursor = max(self.now, self.cursor)
        self.lull = 0 if any(type(ev) in LIVELY for ev in events) else self.lull + 1
        self.shown_at, began = [], []  # when the ring shows each event: its log line waits
        VO.clear_strip(self)  # the lines about the command before go as this one shows
        for ev in events:
            handler = HANDLERS.get(type(ev))
            began.append(self.cursor)
            if handler is not None:
                handler(self, ev)
            self.shown_at.append(self.cursor)
        if interview_ends(events):  # the bell after the last Interview and all it did
            self.bell(state.rules.match_type)
        TR.sent_back(self)
        SC.note_mat(self, state)
        VO.speak(self, events, state, began)  # each line as the ring shows its event
        self.show_end = max(self.show_end, end := self.cursor + 0.05 * self.speed,
                            self.trip_end)
        self.hold_until = max(self.hold_until, min(end, start + MAX_WAIT))
        if self.instant:
            self.cues[first:] = loudest_only(self.cues[first:])
        self.speed = pace

    def add(self, kind: str, dur: float, seat: int | None = None, text: str = "",
            colour: tuple = WHITE, after: float = 0.0, **data) -> Cue:
        """A cue at the cursor (plus `after` seconds), lasting dur (both scaled by speed); cues
        that move things are left out with reduced motion."""
        cue = Cue(kind, self.cursor + after * self.speed, dur * self.speed, seat, text, colour,
                  data)
        if not (self.reduced_motion and kind in MOTION):
            self.cues.append(cue)
        return cue

    def gap(self, seconds: float) -> None:
        """Move the cursor on: the next cue starts later."""
        self.cursor += seconds * self.speed

    def sound(self, name: str, after: float = 0.0) -> None:
        """A sound at the cursor."""
        self.add("sound", 0.0, text=name, after=after)

    def update(self, dt: float, quiet: bool = False) -> None:
        """Advance time: start due cues (sounds, spotlight changes) and drop finished ones;
        quiet: start them without their sounds."""
        self.now += dt
        for cue in sorted((c for c in self.cues if not c.started and self.now >= c.at),
                          key=lambda c: c.at):  # in time order, however long the step
            cue.started = True
            self.start(cue, quiet)
        self.cues = [c for c in self.cues if self.now < c.at + c.dur or not c.started]

    def start(self, cue: Cue, quiet: bool = False) -> None:
        """A cue begins: play its sound (unless quiet) or change the spotlight."""
        if cue.kind == "sound":
            if self.sounds is not None and not quiet:
                self.sounds.play(cue.text)
        elif cue.kind == "spot":
            new = cue.data["spot"]
            new.since = self.now
            if self.spot is not None and self.spot.card is not new.card:
                self.previous = self.spot
            self.spot = new
        elif cue.kind == "say":
            line = (cue.data["speaker"], cue.text)
            self.said.append(line)
            self.spoken.append(line)
            if cue.data.get("down") is not None:
                self.downs = self.downs[-3:] + [(line, cue.data["down"])]
        elif cue.kind == "hush":
            self.said.clear()
        elif cue.kind == "stamp" and self.spot is not None:
            self.spot.stamp = cue.text
            self.spot.stamp_colour = cue.colour
            if cue.data.get("card") is not None and cue.data["card"] is self.spot.card and \
                    self.spot.kind != "counter":  # a reversal keeps its 'counters!'
                self.spot.caption = cue.data["caption"]  # 'goes for it' no more: it landed

    def hush(self) -> None:
        """A line saying someone is down leaves the strip once they are up (with the lines
        before it: the strip never goes back to older ones)."""
        for line, seat in list(self.downs):
            try:
                if self.state.sides[seat].on_mat:
                    continue
            except (AttributeError, IndexError, TypeError):
                continue
            self.downs.remove((line, seat))
            at = next((i for i in range(len(self.said) - 1, -1, -1) if self.said[i] is line), -1)
            if at >= 0 and at >= len(self.said) - 2:  # still in the strip
                del self.said[:at + 1]

    def active(self, kind: str) -> list[Cue]:
        """The cues of a kind that are playing now."""
        return [c for c in self.cues if c.kind == kind and c.started]

    def finish(self, quiet: bool = False) -> None:
        """Skip to the end of everything scheduled (the player pressed Space or clicked the
        ring to hurry); quiet: the sounds not yet played stay silent."""
        end = max([c.at + c.dur for c in self.cues] + [self.hold_until, self.show_end, self.now])
        self.update(end - self.now + 1e-3, quiet)
        self.cursor = self.now

    # ---- helpers ---------------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        """A Superstar's name as the banners say it."""
        return star(self.state, seat) if self.state is not None else ""

    def card_of(self, instance: int):
        """The card of a page instance (None if the state can't say)."""
        try:
            return self.state.info(instance).card
        except (AttributeError, IndexError, KeyError, TypeError):
            return None

    def spotlight(self, card, seat, caption: str, kind: str = "play") -> None:
        """Show a card in the spot beside the ring, with a caption."""
        if card is not None:
            self.add("spot", 0.0, seat, spot=Spot(card, seat, caption, self.now, kind=kind))

    def placard(self, seat: int, action: str, words: str = "") -> None:
        """A placard in the spot for a command that plays no card (the last card played is
        not left there as if it were this one's); words: in place of the placard's own."""
        made = placard_of(action, self.name(seat), words)
        if made is not None:
            self.add("spot", 0.0, seat, spot=Spot(None, seat, made[1], self.now,
                                                  kind="placard", placard=made[0]))

    def popup(self, seat: int, words: str, colour: tuple, dur: float = 1.2,
              after: float = 0.0, big: bool = False, wait: bool = True) -> None:
        """Words that float up over a Superstar in the ring (fx.draw_popups), once the referee
        has said what he is saying to them (show_cues.after_words), unless not `wait`."""
        self.add("float", dur, seat, words, colour, big=big,
                 after=SC.after_words(self, seat, after) if wait else after)

    def end_banners(self) -> list:
        """The banners the bell may bring: either Superstar WINS! (by seat), DRAW! (words,
        colour, big), drawn in the table's loading moment."""
        return [(f"{self.name(seat).upper()} WINS!", GOLD, False) for seat in (0, 1)] + \
            [("DRAW!", GOLD, False)]

    def banner(self, words: str, colour: tuple, dur: float = 1.0, sub: str = "",
               after: float = 0.0, big: bool = False) -> None:
        """Words across the top of the ring."""
        self.add("banner", dur, None, words, colour, after=after, sub=sub, big=big)

    # ---- one handler per event ---------------------------------------------------------------

    def on_Acted(self, ev) -> None:
        """A command with no card puts its placard in the spot (show_cues.acted)."""
        SC.acted(self, ev)

    def on_TookBack(self, ev) -> None:
        """A take-back's placard in the spot (the undone command's stood there: session 61)."""
        self.placard(ev.seat, "take_back")

    def on_MatchStarted(self, ev) -> None:
        """The entrance: each Superstar's sting and banner, then the bell and FIGHT!"""
        for seat in (0, 1):  # the entrance: each Superstar introduced with their own sting
            words = CS.introduction(self.state, seat)
            if words:
                self.sound(CS.sting(self.state, seat))
                SC.entrance(self, seat)
                self.crowd(CS.mood_for(self.state, seat), 0.8)
                self.banner(self.name(seat).upper(), SC.SEAT_BANNER[seat], 0.8, sub=words)
                self.gap(0.75)
        if not interview_first(self.events):  # (else the bell waits for the Interview)
            self.bell(ev.match_type)

    def bell(self, match_type: str) -> None:
        """The bell and FIGHT!"""
        self.sound("bell_single")
        self.banner("FIGHT!", GOLD, 1.0, sub=f"{title(match_type)} match")
        self.gap(0.6)

    def on_ControlChanged(self, ev) -> None:
        """CONTROL over the seat that takes it (up off the mat for it; the top bar and the glow
        move to it then); a pass while the crowd is cold murmurs."""
        SC.got_up(self, ev.seat)
        self.control_seen = (self.cursor, ev.seat)
        if ev.reason in ("coin toss", "kick-out", "pass", "fights back"):
            self.popup(ev.seat, "CONTROL", GOLD, 0.9)  # (after a kick-out: after KICK-OUT!)
        SC.fights_back(self, ev)
        if ev.reason == "pass" and self.heat() <= 1:
            self.sound("crowd_murmur")  # a dull stretch: the crowd goes quiet

    def heat(self) -> int:
        """The crowd's heat now (scenes.match.show.heat_of)."""
        st = self.state
        try:
            lost = sum(1 - side.hp / max(1, side.max_hp) for side in st.sides) / 2
            return SH.heat_of(tuple(side.crowd_points for side in st.sides), lost, st.turn)
        except (AttributeError, TypeError):
            return 0

    def on_PagePlayed(self, ev) -> None:
        """The played page in the spot: 'goes for it' for a move or weapon, else 'plays'."""
        self.sound("card_play")
        info = self.state.info(ev.page)
        said = captions(self.name(ev.seat))
        self.spotlight(info.card, ev.seat, said["pending" if ev.to == "pending" else "play"])
        if info.kind == "momentum" or info.special in SC.GESTURES:  # fired up, a breather
            SC.gesture(self, ev.seat, info)  # for a heal: the page shows on them
        elif info.kind == "move" or info.special == "weapon":  # squares up as it is called
            prop = info.id if info.special == "weapon" else ""  # (a weapon in hand)
            self.add("motion", 0.3, ev.seat, motion="windup", prop=prop)
            if "finisher" in info.tags and ev.to == "pending" and not any(  # (one countered
                    type(x) in (E.MoveConnected, E.MoveCountered) and x.page == ev.page  # was
                    for x in getattr(self, "events", ())):  # never called one: session 55;
                self.popup(ev.seat, "FINISHER?", GOLD, 1.0)  # one landing at once is FINISHER!)
            if ev.to == "pending":  # squared up (a weapon kept in hand) till the answer
                self.holding[ev.seat] = prop
        if any(getattr(e, "do", "") == "heal" for e in info.effects) and not any(
                type(x) is E.Healed and x.seat == ev.seat for x in self.events):
            self.popup(ev.seat, "HP ALREADY FULL", WHITE, 1.2)  # (a heal at full HP showed
            # nothing at all: session 53's play-test)
        if ev.to != "pending" and any(getattr(e, "do", "") == "to_ringside"
                                      for e in info.effects) and not any(
                type(x) is E.WentToRingside for x in self.events):  # (Over the Top at one on
            self.add("motion", 0.3, ev.seat, motion="windup")  # the floor showed nothing:
            self.popup(1 - ev.seat, "ALREADY ON THE FLOOR", WHITE, 1.2)  # session 54's)
        self.gap(0.28)

    def count_motion(self, kind: str) -> None:
        """Count a motion shown (the demo's figures)."""
        self.motions[kind] = self.motions.get(kind, 0) + 1

    def motion(self, seat: int, motion: str, finisher=False, kind: str = "", **data) -> float:
        """A figure's motion from the cursor; returns the seconds to its impact (0 with reduced
        motion: nothing moves, the hit shows at once)."""
        dur = SH.FINISHER_SECONDS if finisher else SH.motion_seconds(motion)
        there = TR.stays_beside(self, seat)  # (one countered across the ropes, beside them)
        across = not there and TR.go_out(self, seat, motion, part=data.get("part", ""))  # (to
        cue = self.add("motion", dur, seat, motion=motion, finisher=finisher, **data)  # a foe
        if across:  # on the other side of the ropes: out to them, and back: session 54's
            TR.trip_cues(self, seat, cue)  # play-test)
        if there:
            TR.hit_there(self, seat, cue)
        self.count_motion(kind or motion)
        return 0.0 if self.reduced_motion else SH.impact_wait(motion, dur, finisher)

    def crowd(self, mood: str, dur: float = 1.2, after: float = 0.0) -> None:
        """The crowd reacts: cheer, boo or pop."""
        self.add("crowd", dur, None, after=after, mood=mood)

    def on_MoveCountered(self, ev) -> None:
        """The reversal: the move attempted, turned round; COUNTERED, the counter in the spot."""
        KC.countered(self, ev)

    def on_MoveConnected(self, ev) -> None:
        """The move's motion, then the hit: a finisher's moment, or a flash and the damage."""
        victim = 1 - ev.seat
        finisher = "finisher" in ev.tags
        card = self.card_of(ev.page)
        turned = any(type(e) is E.MoveCountered and e.page == ev.page
                     for e in getattr(self, "events", ()))
        wait = 0.0 if turned else self.motion(  # (a counter's move is its reversal: its own
            ev.seat, SH.motion_for(ev.move_type, ev.tags), finisher,  # motion after it read
            ev.move_type, soft=not ev.damage, post=SC.into_the_post(card),  # as a second
            part=ev.part, spring=SH.springs(card))  # clinch, session 54's play-test, and session 55's)
        if finisher:  # named over the ring from the move's start (it came after the landing)
            self.banner("FINISHER!", SC.seat_colour(ev.seat), wait + 1.3, sub=self.name(
                ev.seat) + (f" \u00b7 {card.name}" if card is not None else ""), big=True)
        self.gap(wait)
        if finisher:
            self.sound("finisher")
            self.sound("crowd_pop", after=0.1)
            self.crowd("pop", 1.6)
            self.add("screen", 0.5, None, strength=12)
        else:
            self.sound("hit_heavy" if ev.damage >= HEAVY_HIT else "hit_light")
            if ev.damage >= HEAVY_HIT:
                self.add("shake", 0.3, victim, strength=5)
        landed = dict(card=card,  # the spot's caption: it landed
                      caption=captions(self.name(ev.seat))["connected"])
        if ev.damage:
            self.add("limb", 0.5, victim, part=ev.part)
            self.add("stamp", 0.0, text=f"{ev.damage} TO THE {ev.part.upper()}", colour=RED,
                     **landed)
            self.add("flash", 0.45, victim, colour=RED)
            self.add("part", 0.9, victim, ev.part, RED)
            self.popup(victim, f"-{ev.damage}", RED, 1.3, big=True)
            SC.damage_reason(self, ev)  # (why it is not the card's number)
        else:  # a hit for nothing: no "-0"
            self.add("stamp", 0.0, text="NO DAMAGE", colour=RED, **landed)
        self.gap(0.4 if finisher else 0.3)

    def on_DamageDealt(self, ev) -> None:
        """Damage outside a move: a blow that reaches the foe, the flash, the limb, the number."""
        SC.damage(self, ev)

    def on_Healed(self, ev) -> None:
        """The HP regained over the panel."""
        self.popup(ev.seat, f"+{ev.amount} HP", GREEN, 1.2, big=True)
        self.gap(0.15)

    def on_WentDown(self, ev) -> None:
        """The blow that puts them down (a page's, when no move shows one), DOWN! and the slam
        of the mat."""
        SC.knocked_down(self, ev)

    def on_MomentumChanged(self, ev) -> None:
        """The momentum gained over the Superstar (show_cues.momentum_changed)."""
        SC.momentum_changed(self, ev)

    def on_StoodUp(self, ev) -> None:
        """Up off the mat: UP over the panel."""
        SC.got_up(self, ev.seat)
        self.popup(ev.seat, "UP", GREEN, 0.8)

    def on_WentToRingside(self, ev) -> None:
        """The fight spills outside (show_cues.went_outside)."""
        SC.went_outside(self, ev)

    def on_ReturnedToRing(self, ev) -> None:
        """The climb back in: BACK IN."""
        self.add("climb", 0.6, ev.seat)
        self.popup(ev.seat, "BACK IN", GREEN, 1.0)
        self.gap(0.15)

    def on_StatusAdded(self, ev) -> None:
        """The new Status over the panel (an injury's in the ring too: show_cues)."""
        SC.status_added(self, ev)

    def on_StatusRemoved(self, ev) -> None:
        """The Status gone, over the panel."""
        self.popup(ev.seat, f"{title(ev.status)} gone", GREEN, 1.0)

    def on_WarningsGiven(self, ev) -> None:
        """The referee's warning, then the DQ roll with its outcome (show_cues.warnings)."""
        SC.warnings(self, ev)

    def on_PinAttempted(self, ev) -> None:
        """The count, the kick-out or NO COUNT! (count_cues.pin)."""
        CC.pin(self, ev)

    def on_SubmissionAttempted(self, ev) -> None:
        """The hold and its answer, or NO ONE ASKS! (count_cues.hold)."""
        CC.hold(self, ev)

    def on_HandRegrouped(self, ev) -> None:
        """REGROUPS: a fresh hand."""
        self.popup(ev.seat, "REGROUPS: A FRESH HAND", (170, 200, 230), 1.2)
        self.gap(0.2)

    def on_PageDitched(self, ev) -> None:
        """DITCHED A PAGE (which one stays hidden), saying the injury that made them (the
        popup alone was unexplained: session 47's play-test)."""
        self.popup(ev.seat, f"{LT.cause_words(ev.cause).upper()}: DITCHES A PAGE" if
                   ev.cause.startswith(SC.INJURY_PREFIX) else "DITCHED A PAGE",
                   (200, 160, 120), 1.2)

    def on_CrowdSupportGiven(self, ev) -> None:
        """The crowd reacts (cheers for a Protagonist, boos for an Antagonist): +1 CROWD."""
        mood = CS.mood_for(self.state, ev.seat)
        self.sound("crowd_boo" if mood == "boo" else "crowd_cheer")
        self.crowd(mood)
        self.popup(ev.seat, SC.crowd_words(ev.reason), GOLD, 1.2)
        self.gap(0.2)

    def on_CrowdPointsSpent(self, ev) -> None:
        """SNEAK ATTACK! or COMEBACK! as the Crowd ability spent (show_cues.crowd_spent)."""
        SC.crowd_spent(self, ev)

    def on_RefereeEntered(self, ev) -> None:
        """The Referee card in the spot."""
        card = self.state.cat.lib.pages.get(ev.page)
        self.spotlight(card, ev.seat, captions("")["referee"], "referee")
        self.gap(0.3)

    def on_RefDistracted(self, ev) -> None:
        """REF DISTRACTED! (as the top bar says it): the referee looks away (at a manager up
        on the apron when one is)."""
        if any(type(e) is E.PagePlayed and self.state.info(e.page).id == "manager_apron"
               for e in getattr(self, "events", ())):
            self.add("arena", EA.MANAGER_SECONDS, ev.seat, look="manager")
        self.banner("REF DISTRACTED!", GOLD, 0.9, sub="no warnings, pins or holds: he still "
                    "counts those outside")  # (his count after it read as a contradiction: s56)
        self.gap(0.3)

    def on_EventEntered(self, ev) -> None:
        """The Event card in the spot and its banner."""
        self.sound("crowd_cheer")
        card = self.state.cat.lib.pages.get(ev.page)
        self.spotlight(card, ev.seat, captions("")["event"], "event")
        self.banner("EVENT!", (80, 210, 220), 0.9, sub=card.name if card else "")
        self.gap(EA.schedule(self, card, 1 - ev.seat) or 0.4)  # (acted in the ring, on the foe)

    def on_WeaponUsed(self, ev) -> None:
        """The weapon's swing, the shake and the crowd's boos."""
        self.gap(self.motion(ev.seat, "weapon", prop=self.state.info(ev.page).id))
        self.sound("hit_heavy")
        self.crowd("boo", 0.9)
        self.add("shake", 0.35, 1 - ev.seat, strength=7)
        self.add("stamp", 0.0, text="WEAPON SHOT", colour=RED, card=self.card_of(ev.page),
                 caption=captions(self.name(ev.seat))["connected"])  # ('goes for it' no more)
        self.gap(0.2)
        SC.weapon_dq(self, ev)  # and whether the referee saw it, once the hit has shown

    def on_InjuryRolled(self, ev) -> None:
        """The injury roll: nothing in the ring ('d6: 4' meant nothing to a fan: session 45's
        play-test); INJURED! tells one that hurts, and the log keeps the roll."""
        self.gap(0.25)

    def on_InjuryTaken(self, ev) -> None:
        """INJURED! and the hurt limb; after the bell a squash says why (SQUASHED!)."""
        SC.injury_taken(self, ev)

    def on_MoveCardTapped(self, ev) -> None:
        """The hurt limb flashes, then the Move card taps out."""
        body = self.state.sides[ev.seat].body
        self.add("limb", 0.7, ev.seat, part=max(body, key=lambda part: body[part]))
        self.sound("injury")
        self.sound("tap_out", after=0.25)
        self.add("tap", 0.7, ev.seat, card=ev.card)
        self.add("flash", 0.7, ev.seat, colour=RED)
        SC.hurt(self, ev.seat)
        self.gap(0.7)

    def on_InjuryIgnored(self, ev) -> None:
        """NO INJURY: there was no Move card to tap out (nothing once the bell has gone: it
        rose over the beaten one during the hand-raise)."""
        if not SC.over(self):
            self.popup(ev.seat, "NO INJURY", WHITE, 1.0)

    def on_InterviewGiven(self, ev) -> None:
        """The Interview's Drama card in the spot (or NO COMMENT)."""
        if not ev.card:
            self.popup(ev.seat, "NO COMMENT", WHITE, 1.0)
        else:
            card = self.state.cat.lib.drama.get(ev.card)
            self.sound("crowd_cheer")
            if card is not None:
                self.spotlight(card, ev.seat, captions(self.name(ev.seat))["drama"], "drama")
            self.banner("INTERVIEW!", (236, 100, 170), 0.9, sub=card.name if card else "")
            self.gap(0.5)

    def on_GrudgeSet(self, ev) -> None:
        """The grudge's extra damage over the panel."""
        self.popup(ev.seat, f"GRUDGE +{ev.amount}", RED, 1.2)

    def on_MaxHpRaised(self, ev) -> None:
        """The extra HP over the panel."""
        self.popup(ev.seat, f"+{ev.amount} MAX HP", GREEN, 1.2)

    def on_WeaponTurned(self, ev) -> None:
        """INJURY UNDONE: the weapon was turned away."""
        self.popup(ev.seat, "INJURY UNDONE", GREEN, 1.2)
        self.gap(0.2)

    def on_MatchEnded(self, ev) -> None:
        """The bell, the crowd, and who won and how (or the draw); a DQ is called first."""
        self.gap(0.2)
        if ev.how == "dq" and ev.winner is not None:  # the referee turns on the offender
            self.add("ref", 1.0, 1 - ev.winner, doing="warning",
                     say=f"{VO.last_name(self.name(1 - ev.winner))}, you're disqualified!")
            self.banner("DISQUALIFIED!", RED, 1.0, sub=self.name(1 - ev.winner))
            self.gap(1.0)
        self.sound("bell")
        self.crowd("pop" if ev.winner is None or CS.mood_for(self.state, ev.winner) == "cheer"
                   else "boo", 2.0)
        if ev.how == "dq":
            self.sound("dq", after=0.3)
        if ev.winner is None:
            self.banner(*self.end_banners()[2][:2], 2.0, sub="count-out" if ev.how ==
                        "countout" else "time limit")
            self.placard(0, "draw", "count-out" if ev.how == "countout" else "time limit")
        else:
            how = {"pinfall": "by pinfall", "submission": "by submission", "dq": "by DQ",
                   "countout": "by count-out"}.get(ev.how, ev.how)
            self.banner(*self.end_banners()[ev.winner][:2], 2.0, sub=how)
            self.placard(ev.winner, "winner", how)
            FC.raise_hand(self, ev.winner)  # the winner's moment
        FC.after_the_bell(self)


# The cues of each kind of event (on_<EventName>); events with no handler have none.
HANDLERS = {getattr(E, name[3:]): fn for name, fn in vars(Presenter).items()
            if name.startswith("on_")}
HANDLERS[E.TurnEnded] = VO.count_out  # the referee counts out loud
