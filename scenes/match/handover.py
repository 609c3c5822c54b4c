"""When the screen is handed over mid-turn in pass-and-play (no pygame).

A counter window opens only when the defender holds a page that could answer, so a handover that
came only then would tell the attacker what the defender holds. Instead, what both players know
decides it: an attack (a move or a weapon) on a person whose auto-counter rule for that kind of
attack is "ask me" hands them the screen every time, window or not; "counter automatically" and
"never counter" answer without a handover, every time. A defender who was Stunned when attacked
can't counter anything, which both players see on the panel, so they are not handed the screen
for it (two handovers for nothing: session 62's play-test).
"""
from __future__ import annotations

from game.ai import auto_answer, page_attack_kind
from game.match import events as E

LAND_SECONDS = 2.5  # after the show, the attacked player's look at a move that lands (at 1.5
# a tester missed "Nothing in your hand counters it" and the curtain came: session 72)


def attacked_page(events) -> tuple | None:
    """(attacker seat, page) when these events played a page that awaits an answer (a move or
    a weapon), whether or not a counter window opened."""
    for ev in events:
        if type(ev) is E.PagePlayed and ev.to == "pending":
            return ev.seat, ev.page
    return None


def owed_after(state, events, humans: list[int], rules: list[dict],
               barred: tuple = (False, False)) -> tuple | None:
    """(defender seat, page) when the screen is owed to the defender after these events: both
    seats are people, the defender's rule for this kind of attack is 'ask', and nothing barred
    their counters when attacked (`barred`: each seat's counters_barred, before the command:
    Stunned)."""
    attack = attacked_page(events)
    if attack is None or len(humans) < 2 or state.over is not None:
        return None
    seat, page = attack
    defender = 1 - seat
    if barred[defender]:
        return None
    kind = page_attack_kind(state.info(page))
    return (defender, page) if rules[defender].get(kind, "ask") == "ask" else None


def facing_words(name: str) -> str:
    """What the handover curtain says of a defender, window or not (the same words either way)."""
    return f"faces {name}: take the screen to answer it or watch it land"


class Curtain:
    """The pass-and-play curtain of a table model: who must take the screen before anything
    private is shown (a mixin of scenes.match.model.TableModel)."""

    def curtain_seat(self) -> int | None:
        """The seat the screen must be handed to before anything private is shown, or None.

        With two people at one screen: an attacked seat whose rule says "ask me" (whether or not
        it holds a counter: owed_after); else the seat that must act, when it is not
        the one at the screen, unless that seat's auto-counter rule answers for it."""
        if not self.pass_and_play:
            return None
        st = self.state
        version = (len(self.source.log), self.viewer, st.actions, st.over is not None,
                   st.pending, st.interview, self.tapout_due(), self.owed)
        if self._curtain is not None and self._curtain[0] == version:
            return self._curtain[1]
        a = self.actor()
        seat = None
        if self.owed_due():
            seat = self.owed[0]
        elif a is not None and a != self.viewer:
            if not (st.pending and self.tapout_due() is None and
                    auto_answer(st, a, self.counter_rules[a]) is not None):
                seat = a
        self._curtain = (version, seat)
        return seat

    def owed_due(self) -> bool:
        """An attacked person is owed the screen now (before the attack's cues play on)."""
        return self.pass_and_play and self.owed is not None and self.owed[0] != self.viewer \
            and self.state.over is None

    def curtain_due(self) -> bool:
        """True while the table must stay hidden until the next player takes the screen."""
        return self.curtain_seat() is not None

    def hand_visible(self) -> bool:
        """False while the curtain hides the table (or a handover is due)."""
        return not self.curtain_due()

    def ring_visible(self) -> bool:
        """The ring's show is drawn: nothing is curtained, or the attacked player holds the
        screen to watch a move land (it tells them they had no counter: theirs to see)."""
        return self.hand_visible() or self.landing is not None

    def hand_shown(self, seat: int | None = None) -> bool:
        """The near hand (or this seat's) is drawn: nothing is curtained, or it is the attacked
        player's own, theirs to look at while a move lands (an empty row under "Nothing in
        your hand counters it" asked them to take it on trust: session 78's play-test)."""
        if self.hand_visible():
            return True
        mine = self.viewer if seat is None else seat
        return self.landing is not None and mine == self.viewer == self.near()

    def take_screen(self, seat: int) -> None:
        """The player of `seat` confirmed they have the screen (the curtain lifts)."""
        self.viewer = seat
        self.last_near = seat
        self._curtain = None
        self.landing = None
        if self.owed is not None and self.owed[0] == seat:
            self.owed = None  # with nothing to answer, they see the move land before handing back
            self.landing = None if self.state.pending else LAND_SECONDS

    def still_landing(self, dt: float) -> bool:
        """The attacked player, handed the screen with no counter to play, still watches the
        move land: the curtain for the other player waits (it came 0.5 s after the show began,
        before they had seen the blow: session 61's play-test)."""
        if self.landing is not None and self.landing <= 0:
            self.landing = None  # watched: a later curtain is no landing (session 74)
        if self.landing is None or not self.curtain_due():
            return False
        self.landing -= dt
        return True
