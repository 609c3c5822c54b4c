"""Where a player is in the tutorial: the lessons done, the one being taught, what is asked now.

Lessons are taught in the order of LESSONS as far as the table allows: a lesson whose earlier
lessons ('after') are done is taught as soon as its situation is on the table, so a hand that
holds a Status special teaches Statuses then and there. The progress is a fold of the match log
(replay), so a tutorial match saved like any other match resumes exactly where it was left.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..match import commands as C
from ..match.chances import countout_at
from ..match.dangers import counted_out_by
from ..match.legal import actor as who_acts
from . import parts as P
from .lessons import BY_ID, LESSONS, Lesson, move_words, tapout_choice
from .script import FOE, PLAYER, RESERVE, SPARE, filler, first_name, names, opponent


WELCOME = ("Welcome to Ringside! You are {me_full}, at the bottom; {foe_full} is your foe, at the "
           "top. {foe} won the coin toss and acts first: his moves show in the ring and in the log "
           "on the right. Then this card walks you through the match, one step at a time.")


NOTE_TURNS = 4  # turns a finished lesson's closing text stays on the card


@dataclass(frozen=True)
class Ask:
    """What the tutorial shows and waits for now.

    kind: 'lesson' (a lesson's own step), 'bridge' (on the way to the next lesson), 'foe' (the
    foe is acting), 'end' (the match is over). command: the one command the player is asked for
    (None when it is not the player's move). number: how many lessons are done."""
    kind: str
    lesson: str
    title: str
    text: str
    point_at: str
    command: C.Command | None = None
    number: int = 0


@dataclass
class Course:
    """The progress through LESSONS of one tutorial match."""
    done: list = field(default_factory=list)
    notes: dict = field(default_factory=dict)  # lesson id -> its closing text, filled in
    active: str | None = None  # the lesson whose command was played and waits to complete
    passes: int = 0  # the player's Passes in a row on the way to a lesson
    noted: int = 0  # the turn the last lesson was done in

    @property
    def completed(self) -> bool:
        """True when every lesson is done."""
        return len(self.done) == len(LESSONS)

    def open_lessons(self) -> list[Lesson]:
        """Lessons not done whose earlier lessons are, in teaching order."""
        return [x for x in LESSONS if x.id not in self.done
                and all(a in self.done for a in x.after)]

    @property
    def current(self) -> Lesson | None:
        """The lesson being taught or next in line (None when all are done)."""
        if self.active:
            return BY_ID[self.active]
        todo = self.open_lessons()
        return todo[0] if todo else None

    def last_note(self, turn: int | None = None) -> str:
        """The closing text of the lesson finished last ('' before the first, and `turn` more
        than NOTE_TURNS after it: 'Lucius held on: the chance was 0%' stood on the card over two
        more lessons, session 66's play-test)."""
        if not self.done or turn is not None and turn - self.noted > NOTE_TURNS:
            return ""
        return self.notes.get(self.done[-1], "")

    # ---- what is asked --------------------------------------------------------------------

    def ask(self, state) -> Ask:
        """What the player is shown and asked for in this state."""
        number = len(self.done)
        who = {"foe": first_name(state, FOE), "me": first_name(state, PLAYER)}
        if state.over is not None and who_acts(state) is None:
            return Ask("end", "", "Match over", self.last_note() or "The match is over.",
                       P.LOG, None, number)
        if who_acts(state) != PLAYER:
            now = self.current
            text = f"{who['foe']} is acting\u2026" if state.over is None else \
                f"The match is over: {who['foe']} taps out a Move card for the injury\u2026"
            if not self.done and self.active is None and state.turn <= 1:
                text = WELCOME.format(**who, me_full=full_name(state, PLAYER),
                                      foe_full=full_name(state, FOE))
            return Ask("foe", now.id if now else "", now.title if now else "", text, P.LOG,
                       None, number)
        for lesson in self.open_lessons():
            got = lesson.ask(state)
            if got is not None and not counted_out_by(state, PLAYER, got[0]):
                cmd, words = got
                text = words.pop("text", lesson.text).format(**{**who, **words})
                return Ask("lesson", lesson.id, lesson.title, text, lesson.point_at, cmd, number)
        return self._bridge(state, who, number)

    def _bridge(self, state, who, number) -> Ask:
        """The step on the way to the next lesson."""
        lesson = self.current
        lid = lesson.id if lesson else ""
        heading = f"Next: {lesson.title}" if lesson else "Finish the match"
        if state.sides[PLAYER].injury_due:  # an injury outside the injury lesson
            card = tapout_choice(state) or 0
            return Ask("bridge", lid, heading, "You are Injured: choose a Move card to tap out.",
                       P.MOVE_CARDS, C.TapOut(PLAYER, card), number)
        finish = lesson is not None and lesson.id == LESSONS[-1].id
        spare = SPARE + (("status",) if "status" in self.done else ())
        guard = "submission" not in self.done  # a hold on a foe at 0 HP would end it early
        reserve = RESERVE if guard and not self.passes else 0  # a stall: any move will do
        kind, cmd = filler(state, finish=finish, reserve=reserve, spare_kinds=spare,
                           holds="submission" in self.done)
        if kind == "answer":
            move = state.info(state.pending[1])
            text = (f"{who['foe']} plays {move.name}. No need to counter it now: press Let it "
                    "through (L).")
            return Ask("bridge", lid, heading, text, P.ALLOW_BUTTON, cmd, number)
        if kind == "return":
            return Ask("bridge", lid, heading, "Last count: press Return to Ring (T).",
                       P.RETURN_BUTTON, cmd, number)
        side = state.sides[PLAYER]
        where = ""
        if side.at_ringside:
            where = (f"The referee counts you at the end of each turn you act outside: "
                     f"{side.ringside_turns} of {countout_at(state)} so far. ")  # (the
            # chip's RINGSIDE n/N: '1 of 2' beside 'RINGSIDE 1/3' read as two rules: s66)
        if kind == "move":
            w = move_words(state, cmd)
            text = (f"{where}Keep wrestling: play {w['page']}: it costs {w['cost']} and does "
                    f"{w['damage']} damage to the {w['part']}{w['bonus']}.")
            return Ask("bridge", lid, heading, text, P.HAND, cmd, number)
        if kind == "special":
            info = state.info(cmd.page)
            return Ask("bridge", lid, heading,
                       f"{where}Play {info.name}: it makes room in your hand.", P.HAND, cmd,
                       number)
        if kind == "momentum":
            info = state.info(cmd.page)
            return Ask("bridge", lid, heading, f"{where}Build momentum: play {info.name}.",
                       P.MY_MOMENTUM, cmd, number)
        return Ask("bridge", lid, heading,
                   "Press Pass (P): you catch your breath (+2 of each momentum kind, up to your "
                   f"caps) and control goes to {who['foe']}.", P.PASS_BUTTON, cmd, number)

    def allows(self, state, cmd) -> bool:
        """True when the player's command is the one the tutorial waits for."""
        return self.ask(state).command == cmd

    def foe_command(self, state) -> C.Command:
        """The scripted foe's command now."""
        wanted = {x.id for x in self.open_lessons() if x.foe_acts}
        return opponent(state, self.active, wanted)

    # ---- progress -------------------------------------------------------------------------

    def record(self, state_after, cmd, events, asked: Ask | None = None) -> str | None:
        """Note what a command did (asked: what the tutorial asked for when the player gave
        it); returns the id of the lesson it completed, if any."""
        if asked is not None and asked.kind == "lesson" and asked.command == cmd:
            self.active = asked.lesson
        if asked is not None:
            self.passes = self.passes + 1 if asked.kind == "bridge" and \
                isinstance(cmd, C.Pass) else 0
        if self.active is None:
            return None
        lesson = BY_ID[self.active]
        words = lesson.done(state_after, cmd, tuple(events))
        if words is None:
            return None
        who = {"foe": first_name(state_after, FOE), "me": first_name(state_after, PLAYER)}
        self.done.append(lesson.id)
        self.active, self.noted = None, state_after.turn
        try:
            self.notes[lesson.id] = lesson.then.format(**{**who, **words})
        except (KeyError, IndexError):
            self.notes[lesson.id] = lesson.then
        return lesson.id


def full_name(state, seat: int) -> str:
    """A Superstar's name as the table shows it."""
    return names(state, seat)


def step(match, course: Course):
    """Give the next command of the tutorial as written (the player's asked command or the
    foe's); returns (command, events, lesson completed or None), or None when nobody acts."""
    seat = match.actor()
    if seat is None:
        return None
    asked = course.ask(match.state) if seat == PLAYER else None
    cmd = asked.command if asked is not None else course.foe_command(match.state)
    events = match.play(cmd)
    return cmd, events, course.record(match.state, cmd, events, asked)


def replay(setup, cat, log) -> Course:
    """The progress of a saved tutorial match: its log (Match.log entries, or the (command,
    events) pairs a save holds) folded through the lessons."""
    from ..match.runner import Match
    course = Course()
    m = Match(setup, cat, start=False)
    for entry in log:
        cmd = entry.command if hasattr(entry, "command") else entry[0]
        asked = course.ask(m.state) if m.actor() == PLAYER else None
        events = m.play(cmd)
        course.record(m.state, cmd, events, asked)
    return course
