"""What the ring shows, read from the table model for the ring view: both Superstars' figures
(as they stood before the command the ring still shows, until its cue turns them), the
referee, the crowd's heat, the referee's count and the winner."""
from __future__ import annotations

import functools

from game.match import events as E, who_is_counted

from scenes.ui import widgets as W
from scenes.match import facts as F
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.looks import apart


PINNED = ("pinfall", "submission")  # the finishes that leave the loser on the mat
REF_SPEED = 1.0  # how fast the referee walks, in mat widths a second (across the ring: 0.8 s;
# at 1.6 he read as sprinting, session 44's second play-test)
REF_RUN = 3.0  # how fast he hurries to a pin, a submission hold or a count-out (from his
# corner to the far side in 0.4 s: at his walk the count began before he got there)
REF_STEP = 1 / 30  # at most this long a step: frames not drawn are not walked in one jump


def per_draw(fn):
    """A fact read once while a frame is drawn (the table's regions and the ring ask for it
    several times a frame); read afresh outside a draw."""
    @functools.wraps(fn)
    def once(self, *args):
        memo = self._drawing
        if memo is None:
            return fn(self, *args)
        key = (fn.__name__,) + args
        if key not in memo:
            memo[key] = fn(self, *args)
        return memo[key]
    return once


class RingFacts:
    """The ring's facts, a part of the table scene (its model, presenter and catalogue)."""

    _prior: list | None = None  # the figures as they stood before the command showing
    _last_now: list | None = None
    _ring_batch: float | None = None
    _panel_batch: float | None = None
    _panel_prior: dict = {}  # seat -> the panel's facts shown before the command showing
    _panel_last: dict = {}  # seat -> the panel's facts shown last
    _panel_turns: dict = {}  # seat -> when the command showing turns its panel
    _turns: dict | None = None  # seat -> when the command showing turns its figure
    _drawing: dict | None = None  # the facts read in the frame being drawn (per_draw)
    _ref_at: tuple | None = None  # (table time, x, y): where the referee was last drawn
    ref_walking = False  # the referee is on his way to where he must be

    def panel_shown(self, seat: int, facts: dict) -> dict:
        """A panel's facts as the ring has told them: while a command shows, the panel as it
        was before it until the ring turns that Superstar (a move's impact, their own walk or
        climb), then the state's (session 43's play-test: the HP fell and ON THE MAT showed
        while the dive was still in the air)."""
        p = self.presenter
        self.panel_batch()
        held = any(c.seat == 1 - seat and c.data.get("motion") == "hold"
                   for c in p.active("motion"))  # (the ring has them down in it: STANDING
        # said otherwise, session 51's play-test)
        prior = self._panel_prior.get(seat) or {}
        calls = [c.at for c in p.cues if c.kind == "ref" and c.seat == seat and
                 c.data.get("doing") == "count-out" and
                 c.at >= (getattr(p, "batch_start", None) or 0.0) - 1e-9]
        if calls and "ringside_turns" in prior and "ringside_turns" in facts:  # his count as
            facts = {**facts, "ringside_turns": facts["ringside_turns"] if p.now >= min(calls)
                     else prior["ringside_turns"]}  # he calls it (the chip ran ahead of his
            # '1...' by a second and a half, or behind it: session 55's play-test)
        if self.panel_held(seat):
            held_facts = {**self._panel_prior[seat], "held": held}
            if calls and "ringside_turns" in facts:
                held_facts["ringside_turns"] = facts["ringside_turns"]
            return held_facts
        over = self.state.over
        if any(c.seat == seat for c in p.active("lie")) or (  # down till they rise (the state
                over is not None and over.winner is not None and over.how in PINNED and  # after
                seat != over.winner):  # the command has them up), or pinned as the match ended
            facts = {**facts, "on_mat": True}
        self._panel_last = {**self._panel_last, seat: facts}
        return {**facts, "held": held}

    def panel_batch(self) -> None:
        """A new command showing: each panel's facts before it, and when the ring turns each
        Superstar (the impact, their walk or climb: not their rise, so a finisher's victim
        who fights back shows the damage as it lands)."""
        batch = getattr(self.presenter, "batch_start", None)
        if batch != self._panel_batch:
            self._panel_batch, self._panel_prior = batch, dict(self._panel_last)
            self._panel_turns = self.turns_of(batch, False)

    def panel_held(self, seat: int) -> bool:
        """True while a seat's panel still shows what it did before the command showing."""
        p = self.presenter
        self.panel_batch()
        return self._panel_batch is not None and \
            self._panel_prior.get(seat) is not None and getattr(p, "showing", False) and \
            p.now < self._panel_turns.get(seat, 0.0)

    def figures_now(self) -> list:
        """Both Superstars' figures as their panels show them now (the state after the last
        command)."""
        key = (len(self.model.source.log), tuple(round(x) for x in self.model.hp_shown),
               self.model.viewer)
        memo = getattr(self, "_figures_memo", None)
        if memo is not None and memo[0] == key:
            return memo[1]
        lib = self.cat.lib
        out = []
        for seat in (0, 1):
            star = lib.superstars.get(self.state.sides[seat].superstar)
            colour = tuple(star.colour) if star is not None else W.SEAT_COLOURS[seat]
            if seat == 1:  # (two of one colour, or near it, read as one: looks.apart)
                colour = apart(colour, out[0].colour)
            out.append(SH.figure_of(seat, F.panel_facts(self.model, seat, ""), colour))
        over = self.state.over
        if over is not None and over.winner is not None and over.how in PINNED:
            loser = out[1 - over.winner]  # pinned or tapped out: down through the hand-raise
            out[1 - over.winner] = SH.replace(loser, stance="down")
        self._figures_memo = (key, out)
        return out

    def vigour_shown(self) -> dict:
        """Each Superstar's HP as a share of their most, as their panel shows it now (the
        ring's name tags carry it as a bar: the ring showed no one's HP, a beaten foe looked
        like any other: session 47's play-test)."""
        return {seat: self.model.hp_shown[seat] / max(1, side.max_hp)
                for seat, side in enumerate(self.state.sides)}

    @per_draw
    def show_figures(self) -> list:
        """Both Superstars' figures as the ring shows them this frame: while a command shows,
        each as it stood before it until the command's cue turns them (show.as_shown)."""
        now, p = self.figures_now(), self.presenter
        batch = getattr(p, "batch_start", None)
        if batch != self._ring_batch:  # a new command: its figures before are the last frame's
            self._ring_batch, self._prior = batch, self._last_now
            self._turns = self.turns_of(batch, True)  # (its cues are all there now)
        self._last_now = now
        if self._prior is None or not p.showing:
            return now
        return SH.as_shown(self._prior, now, p.cues, p.now, batch, self._turns)

    def turns_of(self, batch, rising: bool) -> dict:
        """When the command shown since `batch` turns each seat (show.turn_at), read once: as
        its cues end they are dropped, and read again later the turn moved (a panel's HP fell,
        rose back and fell again on a counter; a thrown foe stood up before the throw)."""
        p = self.presenter
        return {} if batch is None else \
            {seat: SH.turn_at(seat, p.cues, batch, rising) for seat in (0, 1)}

    @per_draw
    def control_shown(self) -> int:
        """The seat the table shows in control (the top bar's words, the glow): the top bar's
        (held while the ring shows a command) until the ring tells the change (session 43's
        play-test: FIGHTS BACK! named one Superstar under the bar's 'Control' of the other)."""
        p = self.presenter
        at, seat = getattr(p, "control_seen", (-1.0, None))
        if seat is not None and getattr(p, "showing", False) and p.now >= at >= p.batch_start:
            return seat
        return F.top_facts(self.model)["control"]

    def turns_told(self) -> int:
        """The turns the table shows as done: the state's, less the one whose end the ring has
        yet to reach in the command showing (the top bar said Turn 3 while the show and the
        log were still on turn 2: session 47's play-test)."""
        p, turns = self.presenter, self.state.turn
        if not getattr(p, "showing", False) or self.state.over is not None:
            return turns
        ends = [i for i, ev in enumerate(getattr(p, "events", ())) if type(ev) is E.TurnEnded]
        shown = getattr(p, "shown_at", [])
        return turns - 1 if ends and ends[-1] < len(shown) and p.now < shown[ends[-1]] \
            else turns

    def ref_walk(self, x: float, y: float, hurry: bool = False, figures=()) -> tuple:
        """Where the referee is drawn, on his way to (x, y) at REF_SPEED (REF_RUN when he
        hurries, faster at a fast pace) from where he was drawn last (he jumped from one side
        of the ring to the other: session 44's play-test), round the figures in his way
        (show.walk_step); at once with reduced motion. The same frame asked again: the same
        place."""
        last = self._ref_at
        if last is not None and last[0] == self.time:
            return last[1:]
        if last is None or self.reduced_motion:
            nx, ny = x, y
        else:
            pace = REF_RUN / max(0.2, self.presenter.speed) if hurry else REF_SPEED  # (the
            # count's calls come sooner at a fast pace: so does he)
            step = pace * min(REF_STEP, max(0.0, self.time - last[0]))
            nx, ny = SH.walk_step((last[1], last[2]), (x, y), step, figures)
        self._ref_at = (self.time, nx, ny)
        self.ref_walking = (nx, ny) != (x, y)
        self.ref_going = (x, y)
        return nx, ny

    def ref_way(self, origin: tuple) -> tuple | None:
        """Where on the window the referee walks to (None when he is not walking)."""
        going = getattr(self, "ref_going", None)
        return RV.window_at(self.L, origin, *going) if self.ref_walking and going else None

    @per_draw
    def show_referee(self):
        """The referee: the Referee card in play names them."""
        st = self.state
        card = self.cat.lib.pages.get(st.referee[1]) if st.referee is not None else None
        return SH.referee_of(card.name if card is not None else None, st.ref_distracted())

    @per_draw
    def crowd_heat(self) -> int:
        """How loud the crowd is (scenes.match.show.heat_of)."""
        st = self.state
        lost = sum(1 - side.hp / max(1, side.max_hp) for side in st.sides) / 2
        heat = SH.heat_of(tuple(side.crowd_points for side in st.sides), lost, st.turn)
        self.heats_seen.add(heat)
        return heat

    @per_draw
    def ringside_count(self) -> dict:
        """The referee's count for each Superstar outside whom he counts at the end of this
        turn (only the one in control, or one beaten: dangers.who_is_counted): seat -> (count,
        limit). For one he does not count he watches from his corner (he stood silent at the
        ropes for turns beside one nobody counted: session 47's play-test)."""
        st = self.state
        if st.over is not None:
            return {}
        limit = F.countout_limit(st)
        counted = who_is_counted(st, st.control)
        shown = self.show_figures()  # the count waits for the figure to be outside (not
        walking = {c.seat for c in self.presenter.active("walk")}  # on the way: he called
        return {seat: (side.ringside_turns, limit) for seat, side in enumerate(st.sides)  # it
                if side.at_ringside and shown[seat].place == "ringside"  # to two still in the
                and seat not in walking and seat in counted}  # ring: session 45's play-test)

    @per_draw
    def show_winner(self):
        """The seat whose hand the referee raises (once the finish has played)."""
        over, p = self.state.over, self.presenter
        if over is None:
            return None
        if any(c.data.get("doing") == "raising" for c in p.active("ref")):
            self._raised_at = len(self.model.source.log)  # (once raised, held up: he went
        # back to his corner under a squash's banner and came to raise it again, on a loop)
        held = getattr(self, "_raised_at", None) == len(self.model.source.log)
        return over.winner if not p.showing or held else None

    def show_key(self) -> tuple:
        """What the ring shows at rest (the figures, the referee, the count, and a dozen times a
        second the figures alive in their stance: show.idle, show.squared_up)."""
        alive = not self.reduced_motion and self.state.over is None  # (show.idle, squared_up)
        return (tuple(self.show_figures()), self.show_referee(),
                tuple(sorted(self.ringside_count().items())), self.show_winner(),
                round(self.presenter.now * SH.SQUARED_FRAMES) if alive else None)
