"""The table model: what the match table shows and what may be done at it, with no pygame.

    model = TableModel(source, players, presenter, counter_rules=[rules0, rules1], pace=Pace())

`source` is a match (game.match.Match) or a replay cursor (game.replay.ReplayCursor): anything with
state, log, actor(), over, controller(seat), legal(seat) and play(cmd). `players` says who plays
each seat now: 'human', an AI level, or None (nobody: a recording). The views draw what the model
gives them; the scene routes clicks and keys to the model's intents (press, click_hand, choose),
which run now or wait in `queued` while the presenter's cues play.

What goes out: `on_command` listeners get (command, events) after every played command (the
scene's log, presenter and autosave; a tutorial watches too); `on_notice` listeners get (words,
kind, seconds) for a toast. The views set named parts (rect_of) for an overlay to point at.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.library import LEVEL_NAMES
from game.match import (COUNTED_OUT, HandOrder, IllegalCommand, beaten, check, counted_out_by,
                        counters_barred, countout_warning, dead_hand, final_chance,
                        pin_blocker, pin_if_passed, pin_on, pin_reason, pin_terms,
                        placed, said_of, counter_why)
from game.match import commands as C

from scenes.match import handover
from scenes.match.ai import AiSeats, Pace
from scenes.match.log_text import free_keys, short_name
from scenes.match.button_facts import ButtonFacts
from scenes.match.facts import (counting_on, foot_warning, holding, idle_tag, incoming_words,
                                injury_on, page_note, risk_now, short_of, squashed, watch_words,
                                your_move)
from scenes.match.count_warn import countout_warned, warn
from scenes.match.pin_words import sure_fail_warned, why_zero

ACTIONS = ("pass", "allow", "pin", "ringside", "return", "crowd")
BUTTON_WORDS = {"pass": "Passing", "ringside": "Going to ringside", "crowd": "Spending Crowd "
                "Points"}  # (what a press does, for the count-out's second press)
COMMANDS = {"pass": C.Pass, "allow": C.Allow, "pin": C.PressPin, "ringside": C.MoveToRingside,
            "return": C.ReturnToRing, "crowd": C.SpendCrowd}
SEAT_ORDER = ("human", "easy", "normal", "hard", "greedy", "random")  # Human, the three levels,
# the baselines (the selectors cycled Normal, Hard, Human, Random, Easy: session 62)
CONTROLLER_WORDS = {k: "Human" if k == "human" else f"AI \u00b7 {LEVEL_NAMES[k]}"
                    for k in SEAT_ORDER}  # (the seat selectors list them in this order)
TAP_FIRST = "Choose a Move card to tap out first."


@dataclass
class HandChoice:
    """A page of the shown hand: whether (and why not) it can be played now."""
    index: int
    page: int
    reason: str | None  # why it can't be played now (None: it can)
    counter: str  # why it counters the pending move ('': it does not)
    danger: str | None = None  # what playing it would bring (a count-out), said before
    note: tuple | None = None  # (heading, words): what to know before playing it
    idle: str = ""  # AT CAP (a momentum page the caps leave nothing to gain) or NO EFFECT
    risk: int | None = None  # a playable move's counter risk in percent (its corner tag)
    warning: str = ""  # across its foot: SAME TYPE (the string's move type again)
    short: str = ""  # across an unaffordable page's foot: NEED 2 St (what its cost lacks)


class TableModel(handover.Curtain):
    """One match table: seats, the screen, reasons, waiting words, AI pacing, queued input."""

    waits_at_bell = True  # a person's match waits after the bell (online and the tutorial don't)
    def __init__(self, source, players, presenter, counter_rules=None,
                 pace: Pace | None = None, season: bool = False) -> None:
        self.source = source
        self.players = list(players)
        self.presenter = presenter
        self.counter_rules = [dict(r) for r in (counter_rules or ({}, {}))]
        self.pace = pace or Pace()
        self.season = season  # a season's match: a tap-out lasts into the next match
        self.on_command: list = []  # callables (command, events)
        self.on_notice: list = []  # callables (words, kind, seconds)
        self.parts: dict = {}  # named table parts -> rects (set by the views)
        self.viewer: int | None = None  # the seat at the screen (pass-and-play)
        self.last_near = next((s for s in (0, 1) if source.controller(s) == "human"), 0)
        self.revealed = False  # both hands face up
        self.secret: frozenset = frozenset()  # seats whose hand stays face down (a replay's)
        self.finished = False
        self.queued = None  # an input action waiting for the cues to finish
        self.warned: tuple | None = None  # (log length, what): a press that only warned
        self.warned_words: list = []  # (log length, words) of the warnings said
        # (a 0% pin, a count-out: scenes/match/count_warn.py first_press)
        self.ai = AiSeats(self, source.setup.seed)
        self.end_timer = 0.0
        self.hp_shown = [float(side.hp) for side in self.state.sides]
        self.reasons: dict = {}
        self.dangers: dict = {}
        self.regroup_ready = False
        self.buttons: ButtonFacts | None = None
        self.hand: list[HandChoice] = []
        self._shown: dict = {}
        self._hand_order = HandOrder()
        self._curtain: tuple | None = None
        self.owed: tuple | None = None  # (defender, page): the screen is owed to an attacked seat
        self.landing: float | None = None  # seconds the attacked player still watches it land

    # ---- what is shown ---------------------------------------------------------------------

    @property
    def state(self):
        """The match state shown (the source's, live or replayed)."""
        return self.source.state

    @property
    def busy(self) -> bool:
        """Cues are playing, or a count has yet to end (input waits: facts.counting_on)."""
        return self.presenter is not None and (self.presenter.busy or counting_on(self))

    def rect_of(self, part: str):
        """Where a named table part is drawn (None when it is not shown): 'top', 'far_panel',
        'near_panel', 'far_moves', 'near_moves', 'far_hand', 'stage', 'spot', 'hand', 'log',
        'log_box', 'buttons', 'button:<name>' (pass, allow, pin, ...), 'hand:<n>' (0-based, in
        shown order), 'move:<seat>:<n>' (a signature Move card) and, while a chooser is up,
        'choice:<key>' (a Move card's index to tap out, a Drama card's id, '' for none)."""
        return self.parts.get(part)

    def notice(self, words: str, kind: str = "info", seconds: float | None = None) -> None:
        """Tell the player something (the scene shows a toast); kind: 'info', 'error', 'good'
        or 'refused' (the engine refused a command)."""
        for fn in list(self.on_notice):
            fn(words, kind, seconds)

    def replace_source(self, source) -> None:
        """Show another source from now on (a take-back: the same match with fewer commands):
        nothing queued, the AI's half-made choice dropped, the end not yet reached."""
        self.source = source
        self.queued = None
        self.ai.timer, self.ai.plan, self.ai.chooser = 0.0, None, None
        self.end_timer = 0.0
        self.finished = False
        self._curtain = None
        self.owed = self.landing = None
        self.hp_shown = [float(side.hp) for side in self.state.sides]

    # ---- seats ------------------------------------------------------------------------------

    def controller(self, seat: int) -> str:
        """Who played or plays the seat, as the panel names it."""
        return self.source.controller(seat)

    def controller_words(self, seat: int) -> str:
        """Who plays the seat, in words ('Human', 'AI · Hard')."""
        c = self.controller(seat)
        return CONTROLLER_WORDS.get(c, c)

    def is_human(self, seat: int | None) -> bool:
        """A person plays this seat now (never in a recording)."""
        return seat is not None and self.players[seat] == "human"

    def ai_level(self, seat: int) -> str | None:
        """The AI level that plays this seat now, or None."""
        p = self.players[seat]
        return p if p not in (None, "human") else None

    def humans(self) -> list[int]:
        """The seats a person plays."""
        return [s for s in (0, 1) if self.is_human(s)]

    @property
    def pass_and_play(self) -> bool:
        """Two people share the screen."""
        return len(self.humans()) == 2

    def actor(self) -> int | None:
        """The seat that must act now (None: nobody may)."""
        return self.source.actor()

    def near(self) -> int:
        """The seat drawn at the bottom, whose hand is shown: the human at the screen."""
        if self.pass_and_play:
            if self.viewer is not None:
                return self.viewer
            a = self.actor()
            return a if a is not None else self.last_near
        hs = self.humans()
        return hs[0] if hs else self.last_near

    def acting_human(self) -> int | None:
        """The human seat that must act now, or None."""
        a = self.actor()
        return a if self.is_human(a) else None

    def tapout_due(self) -> int | None:
        """The seat that owes a tap-out now, if any."""
        for seat, side in enumerate(self.state.sides):
            if side.injury_due:
                return seat
        return None

    def interview_seat(self) -> int | None:
        """The seat giving its pre-match Interview, if any."""
        return getattr(self.state, "interview", None)

    def name(self, seat: int) -> str:
        """The Superstar's full name in the seat."""
        card = self.source.cat.lib.superstars.get(self.state.sides[seat].superstar)
        return card.name if card else self.state.sides[seat].superstar

    def short(self, seat: int) -> str:
        """The Superstar's short name in the seat."""
        return short_name(self.name(seat))

    def badge(self, seat: int) -> str:
        """The gold tag on the panel of the seat that must act."""
        if self.actor() != seat:
            return ""
        if self.tapout_due() == seat:  # ('TAP OUT' read as a submission on a Superstar
            return "INJURED"  # just pinned: session 71's newcomer)
        if self.state.over is not None:
            return ""
        return "ANSWERING" if self.state.pending else "TO ACT"

    def hand_face_up(self, seat: int) -> bool:
        """The hand of this seat may be shown face up now (to whoever is at the screen)."""
        if not self.hand_shown(seat) or seat in self.secret:
            return False
        return self.is_human(seat) or not self.humans() or self.revealed

    def waiting_at_end(self) -> bool:
        """A match a person plays here is over: the table waits for Reveal hands or Results."""
        return self.waits_at_bell and bool(self.humans()) and self.state.over is not None and \
            self.actor() is None and not self.finished and not holding(self)  # (nor the count)

    # ---- words --------------------------------------------------------------------------------

    def waiting_reason(self) -> str:
        """Why a human can't act right now."""
        if self.source.over or self.state.over is not None and self.actor() is None:
            return "The match is over."
        a = self.actor()
        if a is None:
            return "The bell hasn't rung yet."
        next_seat = self.curtain_seat()
        if next_seat is not None:
            return f"Pass the screen to {self.short(next_seat)} first."
        if self.busy and self.is_human(a):  # (the foe's turn said "Wait a moment..." under
            return "Wait a moment\u2026"  # the Pin's figures: session 77's play-test)
        if not self.humans():  # (two AIs: 'It's Lucius Glamour's turn' at a key: session 76)
            return "Two AIs are wrestling: you watch (+ and - set the pace)."
        if self.is_human(self.tapout_due()):
            return TAP_FIRST  # (not 'It's Lucius Glamour's turn' over the injury's choice)
        if self.state.pending and a != self.state.pending[0]:
            return f"Waiting for {self.short(a)} to answer the move."
        return f"It's {self.short(a)}'s turn."

    def prompt(self) -> tuple[str, str]:
        """The line under the spotlight and its tone ('accent', 'muted', 'danger', 'counter',
        'good'): whose move it is and what they can do."""
        st = self.state
        a = self.actor()
        if holding(self) and self.curtain_seat() is None:  # the ring's show is not told early
            return watch_words(self), "muted"
        if a is None:
            if st.over is not None:
                if self.waiting_at_end():
                    return "The match is over: Reveal hands (H) or Results (Enter)", "accent"
                return "The match is over" + ": Results (Enter)" * any(self.players), "accent"
            return "", "muted"
        next_seat = self.curtain_seat()
        if next_seat is not None:  # the one at the screen watches; the next player is called
            if self.landing is not None:  # the attacked player, shown what their hand could not stop
                return f"Nothing in your hand counters it: watch it land, then pass the " \
                       f"screen to {self.short(next_seat)}", "muted"
            return f"Pass the screen to {self.short(next_seat)}", "muted"
        who = self.short(a)
        if self.tapout_due() == a:
            if self.is_human(a):
                return f"{who} is injured: choose a Move card to tap out " \
                       f"({free_keys(st.sides[a].tapped)})", "danger"
            return f"{who} is injured: choosing a Move card to tap out\u2026", "muted"
        if not self.is_human(a):
            return f"{who} ({CONTROLLER_WORDS.get(self.controller(a), 'AI')}) is thinking" \
                   "\u2026", "muted"
        if st.pending:
            return incoming_words(st, a), "counter"
        if countout_warning(st, a):
            return "Last count! Return to Ring (T) or you will be counted out", "danger"
        on = pin_on(st, a)
        if on == 0:
            return f"{who}: a 0% pin can't succeed: {why_zero(pin_terms(st, a), short=True)}", \
                "accent"
        if on is not None:
            return f"{who}: the foe is at 0 HP, the pin is on: Pin (N) at {on}%", "good"
        if st.sides[1 - a].hp == 0:  # (shorter: cut at 1280x720, session 57's play-test)
            return f"{who}: foe at 0 HP, no pin yet: {pin_blocker(st, a) or 'play on'}", "accent"
        if self.regroup_ready:  # (outside, the ring may be all the pages need: session 57)
            if st.sides[a].at_ringside:  # (the words fit 1280x720 with the longest name)
                return f"{who}: no page plays out here. Return to Ring (T) or Pass (P): new " \
                    "hand", "accent"
            pin = "Pin (N) or " if pin_blocker(st, a) is None and self.pin_chance(a) > 0 \
                else ""  # (at 0%, "no chance", it was offered: session 72; it went unsaid
            return f"{who}: nothing in your hand can be played. {pin}Pass (P) for a fresh " \
                "hand", "accent"  # at 43%: session 63's play-test)
        return your_move(self, a), "accent"

    def tapout_words(self) -> str:
        """What the tap-out means here: in a season the next match too; an exhibition has no
        next match, and after the bell only the results show it."""
        if self.state.over is not None:
            if self.season:
                return "Choose a signature Move card to tap out: its bonus is off in your next " \
                       "match."
            rest = "a Move card (in an exhibition it only goes on the record)."  # ("No
            # match follows" read as the loss lasting: session 62's play-test)
            return f"A squash injures the loser: tap out {rest}" if squashed(  # ('Squashed, so
                self, self.tapout_due()) else f"Tap out {rest}"  # injured' read oddly: s65)
        return "Choose a signature Move card to tap out: its bonus is off for the rest of this " \
               "match" + (" and the next." if self.season else ".")

    # ---- what can be done now -----------------------------------------------------------------

    def refresh(self) -> None:
        """Recompute the reasons of every button and hand page for the seat that may act."""
        seat = None if counting_on(self) or not self.hand_visible() else self.acting_human()
        # (a curtained table showed the seat in control's "Pin 17%" and Crowd Points to the
        # attacked player watching a move land: session 72's play-test)
        self.buttons = self.button_facts(seat, self.near())
        self.hand = self.hand_choices(self.near(), seat) if self.hand_shown() else []

    def command_for(self, name: str, seat: int):
        """The command an action button gives for the seat."""
        return COMMANDS[name](seat)

    def button_facts(self, seat: int | None, near: int) -> ButtonFacts:
        """Why each action can't be taken now (None: it can), its count-out danger, the pin."""
        st = self.state
        tap_due = self.tapout_due()
        reasons, dangers = {}, {}
        for name in ACTIONS:
            if seat is None or not self.hand_visible():
                reason = self.waiting_reason()
            elif tap_due == seat:
                reason = TAP_FIRST
            else:
                reason = check(st, self.command_for(name, seat))
            reasons[name] = reason
            if reason is None and seat is not None and st.pending is None and \
                    counted_out_by(st, seat, self.command_for(name, seat)):
                dangers[name] = f"Still outside after this: {COUNTED_OUT}."
        self.reasons, self.dangers = reasons, dangers
        who = seat if seat is not None else near if self.humans() or st.control not in (
            0, 1) else st.control  # (two AIs: the Pin the one in control may press: session 56)
        try:
            chance = self.pin_chance(who)
            on = pin_on(st, who) if st.over is None else None
            said, short = pin_reason(st, who), pin_reason(st, who, short=True)
            if not self.humans():  # two AIs or a recording: nobody at the screen is 'you'
                name = short_name(self.source.cat.lib.superstars[st.sides[who].superstar].name)
                said, short = said_of(said, name), said_of(short, name)
        except Exception:  # a half-built state (the replay's first frame) has no pin
            chance, on, said, short = None, None, "", ""
        self.regroup_ready = seat is not None and st.pending is None and dead_hand(st, seat)
        persona = self.source.cat.lib.superstars[st.sides[who].superstar].persona
        return ButtonFacts(
            reasons=reasons, dangers=dangers,
            answering=seat is not None and st.pending is not None and tap_due is None,
            pin_chance=chance, pin_on=on, pin_reason=said, pin_short=short if st.over is None
            and (seat is not None and not st.pending or not self.humans()) else "",  # (s58)
            pin_cost=st.sides[seat].failed_pins if seat is not None else 0,
            regroup_ready=self.regroup_ready, comeback=persona != "antagonist",
            crowd_points=st.sides[who].crowd_points, ringside=st.rules.has_ringside,
            keeps_control=seat is not None and beaten(st, 1 - seat),
            foe_pin=pin_if_passed(st, seat) if seat is not None and reasons["pass"] is None
            else 0)

    def pin_chance(self, seat: int) -> int:
        """The seat's pin chance now, in percent (ADV-13..17 in a Showdown)."""
        return final_chance(self.pin_terms(seat))

    def pin_terms(self, seat: int) -> tuple:
        """The terms the seat's pin chance adds up."""
        return pin_terms(self.state, seat)

    def shown_order(self, seat: int) -> list[int]:
        """The seat's hand in the order it is shown and numbered: a page keeps its place (and
        its number key) while it stays in hand; a new page takes the place a played one left.
        A live match's order is made of its log (game.match.HandOrder), so it is the same after
        Save & Quit and Continue; a recording keeps the order it has shown."""
        if hasattr(self.source, "first_state"):
            return self._hand_order.of(self.source, seat)
        order = placed(self._shown.get(seat, []), list(self.state.sides[seat].hand))
        self._shown[seat] = order
        return [p for p in order if p is not None]

    def hand_choices(self, near: int, acting: int | None) -> list[HandChoice]:
        """The near seat's hand in shown order, each page with why it can't be played now."""
        st = self.state
        tap_due = self.tapout_due()
        waiting = None
        out = []
        for i, page in enumerate(self.shown_order(near)):
            counter = ""
            if acting is None or acting != near:
                waiting = waiting or self.waiting_reason()
                reason = waiting
            elif tap_due == acting:
                reason = TAP_FIRST
            elif st.pending:
                reason = check(st, C.Counter(acting, page))
                counter = counter_why(st, acting, page) if reason is None else ""
            else:
                reason = check(st, C.PlayPage(acting, page))
            danger = None
            if reason is None and not st.pending and counted_out_by(st, acting,
                                                                    C.PlayPage(acting, page)):
                danger = f"Still outside after this: {COUNTED_OUT}."
            free = reason is None and not st.pending
            idle = idle_tag(st, acting, page) if free else ""
            out.append(HandChoice(i, page, reason, counter, danger,
                                  free and page_note(st, acting, page, idle) or None, idle,
                                  risk_now(st, getattr(self.source, "log", ()), acting, page)
                                  if free else None, free and foot_warning(st, acting, page),
                                  short_of(st, acting, page) if acting == near and reason
                                  and reason.startswith("Not enough momentum") else ""))
        return out

    def choice_mode(self) -> str | None:
        """'tapout' or 'interview' while the acting human must choose from a chooser."""
        seat = self.acting_human()
        if seat is None or not self.hand_visible():
            return None
        if self.tapout_due() == seat:
            if self.state.over is not None and getattr(self.presenter, "showing", self.busy):
                return None  # the winning moment (count, tap-out, bell) shows in full first
            return None if self.busy or injury_on(self, seat) else "tapout"  # the blow and the
            # hurt limb show first (the chooser hid a sneak attack: session 53's play-test)
        if self.interview_seat() == seat:
            return "interview"
        return None

    def choice_keys(self) -> list:
        """What can be chosen now, in screen order."""
        mode = self.choice_mode()
        if mode == "tapout":
            side = self.state.sides[self.tapout_due()]
            return [i for i, t in enumerate(side.tapped) if not t]
        if mode == "interview":
            return list(getattr(self.state.sides[self.interview_seat()], "drama", ())) + [""]
        return []

    # ---- intents (input) ----------------------------------------------------------------------

    def act(self, action) -> None:
        """Run an input action now, or when the cues finish (input waits while they play)."""
        if self.busy:
            self.queued = action
        else:
            action()

    def play(self, cmd) -> bool:
        """Play a command through the source; a refusal becomes a notice. True when played."""
        barred = tuple(counters_barred(self.state, seat) for seat in (0, 1))
        try:
            events = self.source.play(cmd)
        except IllegalCommand as exc:
            self.notice(exc.reason, "refused")
            return False
        self.landing = None  # a move watched land is over once anyone plays on (a Pass was
        # told as a blow the hand could not stop: session 74's play-test)
        owed = handover.owed_after(self.state, events, self.humans(), self.counter_rules,
                                   barred)
        if owed is not None:
            self.owed = owed
        for fn in list(self.on_command):
            fn(cmd, events)
        self._ai_answers(cmd)
        return True

    def _ai_answers(self, cmd) -> None:
        """A person's attack that opened a counter window for an AI defender is answered now
        (AiSeats.answer_now), before a frame can show that a window opened."""
        if self.state.pending is None or not self.is_human(cmd.seat):
            return
        defender = self.actor()
        if defender is not None and defender != cmd.seat and self.ai_level(defender) is not None:
            self.ai.answer_now(defender)

    def _ready(self) -> int | None:
        """The human seat that may give a command now (else the player is told why not)."""
        seat = self.acting_human()
        if seat is None or not self.hand_visible():
            warn(self, self.waiting_reason(), "info", None)  # (gone once play moves on)
            return None
        if self.tapout_due() == seat:
            self.notice(TAP_FIRST, "error")
            return None
        return seat

    def press(self, name: str) -> None:
        """An action button or its key (a pin that can't succeed asks for a second press)."""
        def run():
            seat = self._ready()
            if seat is None:
                return
            cmd = self.command_for(name, seat)
            if name == "pin" and sure_fail_warned(self, seat, cmd):
                return
            if countout_warned(self, seat, cmd, BUTTON_WORDS.get(name, "This")):
                return
            self.play(cmd)
        self.act(run)


    def click_hand(self, index: int) -> None:
        """Play (or counter with) the shown hand's page at index (remembered by page, so a
        click made while cues play still means the same page when it runs)."""
        if not self.hand_visible():
            return
        shown = self.shown_order(self.near())
        page = shown[index] if 0 <= index < len(shown) else None

        def run():
            seat = self.acting_human()
            if seat is None or seat != self.near() or not self.hand_visible():
                warn(self, self.waiting_reason(), "info", None)
                return
            if self.tapout_due() == seat:
                self.notice(TAP_FIRST, "error")
                return
            if page is None or page not in self.state.sides[seat].hand:
                return
            cmd = C.Counter(seat, page) if self.state.pending else C.PlayPage(seat, page)
            if countout_warned(self, seat, cmd, f"Playing {self.state.info(page).name}"):
                return
            self.play(cmd)
        self.act(run)

    def choose(self, key) -> None:
        """The human picked an item of the chooser: a Move card to tap out, or a Drama card."""
        def run():
            seat = self.acting_human()
            mode = self.choice_mode()
            if seat is None or mode is None:
                return
            self.play(C.TapOut(seat, key) if mode == "tapout" else C.PlayDrama(seat, key))
        self.act(run)

    def choice_number(self, i: int) -> None:
        """A number key while a chooser is up."""
        mode = self.choice_mode()
        if mode == "tapout":
            side = self.state.sides[self.tapout_due()]
            if i < len(side.move_cards) and not side.tapped[i]:
                self.choose(i)
        elif mode == "interview":
            keys = self.choice_keys()
            if i < len(keys):
                self.choose(keys[i])

    # ---- the match moves on (each frame) ------------------------------------------------------

    def ease_hp(self, dt: float, instant: bool, held=()) -> None:
        """The HP bars run toward the real HP (at once with reduced motion; not the `held`
        seats' while their panels wait for the ring)."""
        for seat, side in enumerate(self.state.sides):
            if seat in held:
                continue
            diff = side.hp - self.hp_shown[seat]
            if abs(diff) < 0.05 or instant:
                self.hp_shown[seat] = float(side.hp)
            else:
                step = max(12.0, abs(diff) * 5.0) * dt
                self.hp_shown[seat] += min(abs(diff), step) * (1 if diff > 0 else -1)

    def step(self, dt: float, clock=None) -> str | None:
        """The match moves on: queued input, the AI, auto-counter, the end. Returns what the
        scene must do: 'finish' (show the results), 'curtain' (hand the screen over) or None.
        clock: seconds (time.perf_counter) for the AI's thinking a frame."""
        if self.owed_due():  # hand over before the attack's cues tell how it went
            return "curtain"
        if self.busy:
            return None
        if self.queued is not None:
            action, self.queued = self.queued, None
            action()
            return None
        if getattr(self.presenter, "showing", False):
            return None  # the AI, the curtain and the finish wait for the whole show
        if self.still_landing(dt):
            return None
        actor = self.actor()
        if actor is None:
            if self.state.over is not None and not self.finished and not self.waiting_at_end():
                self.end_timer += dt
                if self.end_timer >= self.pace.end_pause:
                    return "finish"
            return None
        if self.ai_level(actor) is not None:
            self.ai.drive(actor, dt, clock)
            return None
        if not self.is_human(actor):
            return None  # a recording: nobody plays
        self.ai.timer = 0.0
        if self.ai.auto_counter(actor):
            return None
        return "curtain" if self.curtain_due() else None
