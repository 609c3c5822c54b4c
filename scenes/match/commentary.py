"""Commentary: two commentators (play-by-play and colour) speak a line on the events that
matter, from the templates in game/library/commentary.json (the game's words), validated on
load like the cards.

A line only ever names what the ring has shown: the Superstars, a page once it is played, the
body part hit and the damage, a Move card once it taps out. Nothing from a hand or a playbook
reaches a template (each key's placeholders are checked against the words it may use). Lines
vary: none is repeated within the last REPEAT_WINDOW spoken (but one the other voice said at
least ANSWER_GAP lines ago, when only that lets the voices take turns). A near fall's lines
marked `close` ("a hair away!") are said only of a roll within NEAR_MISS of the chance."""
from __future__ import annotations

import json
import re
import string
from collections import deque

from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator

from game.library import commentary_text, title
from game.match import REPEATED_TYPE, given_at_the_bell
from game.match import events as E
from scenes.match.show import early_cover
from scenes.match.pin_words import no_referee
from scenes.match.log_text import short_name
from scenes.match.pace import interview_ends, interview_first

FILE = "commentary.json"
REPEAT_WINDOW = 20
ANSWER_GAP = 10  # a line the other voice said at least this many lines ago may answer again
NEAR_MISS = 10  # a kicked-out pin whose roll was within this of the chance was close
WEAK_COVER = 50  # a cover under this chance was weak ("not enough behind that cover": said of
# an 83% cover a 95 beat, session 65's play-test)
WORN_STEPS = (7, 14)  # a body part's damage at which the commentators notice it
HOWS = {"pinfall": "by pinfall", "submission": "by submission", "dq": "by disqualification",
        "countout": "by count-out"}

# The placeholders each key's lines may use: only what the ring has shown.
WORDS = {
    "bell": {"a", "b"},
    "connected": {"attacker", "victim", "move", "part", "damage"},
    "big_hit": {"attacker", "victim", "move", "part", "damage"},
    "finisher": {"attacker", "victim", "move"},
    "countered": {"attacker", "defender", "move", "counter"},
    "worn_down": {"attacker", "victim", "part"},
    "down": {"name"}, "crowd_face": {"name"}, "crowd_heel": {"name"},
    "crowd_repeat": {"name", "other"},
    "near_fall": {"pinner", "victim"}, "early_cover": {"pinner", "victim"},
    "no_count": {"pinner", "victim"}, "no_one_asks": {"attacker", "victim"},
    "pinfall": {"pinner", "victim"},
    "submission_try": {"attacker", "victim"}, "tap_out": {"attacker", "victim"},
    "holds_on": {"attacker", "victim"},
    "injury": {"name", "card"}, "injury_kept": {"name", "card"}, "ringside": {"name"},
    "thrown_out": {"name", "attacker"},
    "back_in": {"name"},
    "count_out": {"name"}, "count_out_distracted": {"name"}, "warning": {"name"},
    "sneak_attack": {"name"},
    "comeback": {"name"}, "ref_down": set(), "ref_down_outside": set(), "weapon": {"name"},
    "breather": {"name"},
    "finish": {"winner", "loser", "how"}, "draw": set(),
}


AN = re.compile(r"\b([Aa]) (?=[AEIOU])")  # 'a' before a name that starts with a vowel: 'an'
PHRASE = re.compile(r"\bthe\b", re.IGNORECASE)  # a name that reads as a phrase: 'Check the Kick'
REPEAT = re.compile(r"\b(again|twice)\b", re.IGNORECASE)  # said only of a repeat
# Things the ring never draws (props, people at ringside, a throw it may not show): a line may
# not name them in its own words (a page that names one, 'Steel Chair', comes as {move}).
UNSEEN = re.compile(r"\b(steel steps|steps|tables?|chairs?|barricades?|ladders?|announce\w*|"
                    r"guard ?rails?|trainers?|doctors?|stretchers?|over the top rope)\b",
                    re.IGNORECASE)


def worn(side) -> bool:
    """A Superstar at a quarter of their HP or less (a 'spent' line may be said of them)."""
    return side.hp * 4 <= side.max_hp


class Line(BaseModel):
    """One template: who says it and the words, with {placeholders}. A line that says 'again'
    or 'twice' is said only of a repeat; one that names the damage or the part hit, or is
    marked `hurts`, only of a move that did damage; one marked `close`, only of a close call;
    `weak`, only of a weak cover; `contest`, only of a match the loser fought (not a squash);
    `spent`, only of a victim at a quarter of their HP or less ('had nothing left' of one at 10
    of 29: session 73's play-test)."""
    who: str = Field(pattern="^(pbp|colour)$")
    text: str = Field(min_length=3, max_length=120)
    hurts: bool = False
    close: bool = False
    weak: bool = False
    contest: bool = False
    spent: bool = False

    def fits(self, repeat: bool, hurt: bool, close: bool = True, weak: bool = True,
             contest: bool = True, spent: bool = True) -> bool:
        """True when the line may be said of this moment."""
        hurts = self.hurts or "{damage}" in self.text or "{part}" in self.text
        return (repeat or not REPEAT.search(self.text)) and (hurt or not hurts) and \
            (close or not self.close) and (weak or not self.weak) and \
            (contest or not self.contest) and (spent or not self.spent)


class Booth(BaseModel):
    """The commentary file: the commentators' names and the lines for each key."""
    commentators: dict[str, str]
    lines: dict[str, list[Line]]

    @field_validator("commentators")
    @classmethod
    def _both(cls, value: dict) -> dict:
        if set(value) != {"pbp", "colour"} or not all(v.strip() for v in value.values()):
            raise ValueError("name both commentators: pbp and colour")
        return value

    @model_validator(mode="after")
    def _known_words(self) -> "Booth":
        for key, lines in self.lines.items():
            if key not in WORDS:
                raise ValueError(f"lines.{key}: no such moment (known: {', '.join(WORDS)})")
            if not lines:
                raise ValueError(f"lines.{key}: give at least one line")
            for i, line in enumerate(lines):
                unseen = UNSEEN.search(line.text)
                if unseen:
                    raise ValueError(f"lines.{key}[{i}]: the ring does not show "
                                     f"'{unseen.group(0)}'")
                used = {f for _, f, _, _ in string.Formatter().parse(line.text) if f}
                extra = used - WORDS[key]
                if extra:
                    raise ValueError(f"lines.{key}[{i}]: {', '.join(sorted(extra))} cannot be "
                                     f"said here (may use: {', '.join(sorted(WORDS[key])) or 'nothing'})")
        return self


def load_booth(text: str | None = None) -> Booth:
    """The commentary templates (from game/library/commentary.json unless text is given); a
    mistake raises ValueError naming the file and the field."""
    if text is None:
        text = commentary_text()
    try:
        return Booth.model_validate(json.loads(text))
    except json.JSONDecodeError as exc:
        raise ValueError(f"game/library/{FILE}: not JSON ({exc.msg}, line {exc.lineno})") from None
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err.get("loc", ()))
        raise ValueError(f"game/library/{FILE}: {where or 'file'}: {err['msg']}") from None


_BOOTH: list = []


def default_booth() -> Booth | None:
    """The game's commentary templates, loaded once (None if the file is damaged: the match
    plays on without commentary)."""
    if not _BOOTH:
        try:
            _BOOTH.append(load_booth())
        except (OSError, ValueError):
            _BOOTH.append(None)
    return _BOOTH[0]


class Commentary:
    """The two voices through one match: picks varied lines for each batch of events."""

    def __init__(self, booth: Booth, seed: int = 0) -> None:
        self.booth = booth
        self.recent: deque = deque(maxlen=REPEAT_WINDOW)
        self.turn = seed % 97
        self.spoken = 0
        self.seen: set = set()  # moves connected (seat, name) and counters (seat,) so far
        self.last_voice = ""  # who spoke the last line: 'pbp' or 'colour'
        self.about: list = []  # for each line of the last batch: the seat it says is down, or None
        self.where: list = []  # for each line of the last batch: its event's index (None:
        # the batch as a whole, said at its end)
        self.countered_by = None  # the seat whose counter the last batch was

    def say(self, key: str, repeat: bool = False, hurt: bool = True, answer: str = "",
            close: bool = True, weak: bool = True, contest: bool = True, spent: bool = True,
            **words) -> tuple[str, str] | None:
        """One line for a moment (speaker, words), never one of the last REPEAT_WINDOW; repeat:
        the moment happened before ('again' lines may be said); hurt: it did damage; close: it
        was a close call ('close' lines may be said), a weak cover ('weak'), a match the loser
        fought ('contest'); answer: the voice ('pbp' or 'colour') that
        spoke just before, so the other one answers if it can (with a line it said at least
        ANSWER_GAP lines ago when all of its lines were said lately)."""
        lines = [ln for ln in self.booth.lines.get(key) or ()
                 if ln.fits(repeat, hurt, close, weak, contest, spent)]
        if not lines:
            return None
        fresh = [ln for ln in lines if (key, ln.text) not in self.recent]
        answers = [ln for ln in fresh if ln.who != answer]
        if answer and not answers:
            answers = self._long_ago(key, [ln for ln in lines if ln.who != answer])
        fresh = answers or fresh or lines
        self.turn += 1
        line = fresh[pick(self.turn, len(fresh))]
        self.recent.append((key, line.text))
        self.spoken += 1
        self.last_voice = line.who
        text = _no_article_before_phrases(line.text, words).format(
            **{k: words.get(k, "") for k in WORDS[key]})
        text = AN.sub(lambda m: m.group(1) + "n ", re.sub(r"\s+", " ", text).strip())
        return self.booth.commentators[line.who], text

    def _long_ago(self, key: str, lines: list) -> list:
        """The one of these lines said longest ago, if that was at least ANSWER_GAP lines ago."""
        said = list(self.recent)
        ago = {ln.text: len(said) - max((i for i, x in enumerate(said) if x == (key, ln.text)),
                                        default=-REPEAT_WINDOW) for ln in lines}
        oldest = max(lines, key=lambda ln: ago[ln.text], default=None)
        return [oldest] if oldest is not None and ago[oldest.text] >= ANSWER_GAP else []

    def lines(self, events, state) -> list[tuple[str, str]]:
        """The lines for one command's events (state: after them): at most two, the moments
        that matter most first."""
        said: list = []
        now = [None]  # the index of the event being read (each line is said when it shows)

        def star(seat):
            try:
                return short_name(state.cat.lib.superstars[state.sides[seat].superstar].name)
            except (AttributeError, KeyError, IndexError, TypeError):
                return ""

        def page(instance):
            try:
                return state.info(instance).card.name
            except (AttributeError, IndexError, KeyError, TypeError):
                return ""

        def add(rank: int, key: str, **words) -> None:
            said.append((rank, (key, words), now[0]))

        counters = {ev.page for ev in events if type(ev) is E.MoveCountered}
        for i, ev in enumerate(events):
            now[0] = i
            t = type(ev)
            if t is E.MatchStarted and not interview_first(events) or \
                    i == len(events) - 1 and interview_ends(events):  # (after the Interview)
                add(9, "bell", a=star(0), b=star(1))
            elif t is E.MoveConnected:
                words = dict(attacker=star(ev.seat), victim=star(1 - ev.seat),
                             move=page(ev.page), part=ev.part, damage=ev.damage,
                             repeat=(ev.seat, page(ev.page)) in self.seen, hurt=ev.damage > 0)
                self.seen.add((ev.seat, page(ev.page)))
                if ev.page in counters and ev.damage < 6 and "finisher" not in ev.tags:
                    pass  # the counter's own line says it: no second line for the same reversal
                elif "finisher" in ev.tags:
                    add(8, "finisher", **words)
                elif ev.damage >= 6 and "hold" not in ev.tags:  # (a hold never 'rattled
                    add(5, "big_hit", **words)  # the whole ring': session 46's play-test)
                else:
                    add(3, "connected", **words)
                body = state.sides[1 - ev.seat].body.get(ev.part, 0)
                if ev.damage and any(body - ev.damage < s <= body for s in WORN_STEPS):
                    add(4, "worn_down", attacker=star(ev.seat), victim=star(1 - ev.seat),
                        part=ev.part)
            elif t is E.MoveCountered:
                add(6, "countered", defender=star(ev.seat), attacker=star(ev.move_seat),
                    move=page(ev.move_page), counter=page(ev.page), repeat=(ev.seat,) in self.seen)
                self.seen.add((ev.seat,))
            elif t is E.WentDown:
                if state.sides[ev.seat].on_mat:  # (not of one already up again)
                    add(2, "down", name=star(ev.seat), seat=ev.seat)
            elif t is E.CrowdSupportGiven and ev.reason == REPEATED_TYPE:  # (the crowd tired
                add(3, "crowd_repeat", name=star(ev.seat), other=star(1 - ev.seat))  # of a
                # repeat, not cheering a Finisher's victim: session 67's play-test)
            elif t is E.CrowdSupportGiven:
                face = _persona(state, ev.seat) == "protagonist"
                add(3, "crowd_face" if face else "crowd_heel", name=star(ev.seat))
            elif t is E.PinAttempted:
                words = dict(pinner=star(ev.seat), victim=star(1 - ev.seat))
                key = "pinfall" if ev.success else "no_count" if no_referee(ev) else \
                    "early_cover" if early_cover(ev) else "near_fall"
                add(8 if key != "early_cover" else 4, key,
                    close=ev.success or ev.roll - ev.chance <= NEAR_MISS,
                    weak=ev.chance < WEAK_COVER, spent=worn(state.sides[1 - ev.seat]),
                    **words)
            elif t is E.SubmissionAttempted:
                words = dict(attacker=star(ev.seat), victim=star(1 - ev.seat))
                add(8 if ev.success else 5, "tap_out" if ev.success else "no_one_asks"
                    if no_referee(ev) else "holds_on", **words)
            elif t is E.MoveCardTapped and (ev.cause == "squash" or state.over is not None):
                pass  # after the bell: the ring says SQUASHED!, not "a real injury" (nor "has
                # to wrestle without it" once it is over: session 47's play-test)
            elif t is E.MoveCardTapped:
                card = state.cat.lib.move_cards.get(state.sides[ev.seat].move_cards[ev.card]) \
                    if hasattr(state.cat.lib, "move_cards") else None
                kept = card is not None and given_at_the_bell(state, ev.seat, ev.card)  # ('bad
                add(7, "injury_kept" if kept else "injury", name=star(ev.seat),  # news' over
                    card=getattr(card, "name", "a Move card"))  # a +3 HP kept: session 68)
            elif t is E.WentToRingside and ev.source == "button":  # (the one who chose)
                add(5, "ringside", name=star(ev.seat))
            elif t is E.WentToRingside and ev.source != "taken outside":  # a card threw them:
                add(5, "thrown_out", name=star(ev.seat), attacker=star(1 - ev.seat))  # not
                # 'wants no part of the ring', said of the one taken out (session 76)
            elif t is E.ReturnedToRing:
                add(3, "back_in", name=star(ev.seat))
            elif t is E.WarningsGiven:
                add(4, "warning", name=star(ev.seat))
            elif t is E.CrowdPointsSpent:
                add(6, "sneak_attack" if ev.ability == "sneak attack" else "comeback",
                    name=star(ev.seat))
            elif t is E.RefDistracted:  # ('Nobody is watching!', then his count out: s56)
                add(5, "ref_down_outside" if any(x.at_ringside for x in state.sides)
                    else "ref_down")
            elif t is E.WeaponUsed:
                add(5, "weapon", name=star(ev.seat))
            elif t is E.Acted and ev.action == "pass" and ev.seat == self.countered_by:
                add(4, "breather", name=star(ev.seat))  # (a Pass right after a counter read
                # as a blunder: the counter spent the momentum; testers of sessions 71-78)
            elif t is E.MatchEnded:
                if ev.winner is None:
                    add(10, "draw")
                else:
                    won = state.sides[ev.winner]  # (a squash: "gave everything" of one
                    add(10, "finish", winner=star(ev.winner), loser=star(1 - ev.winner),
                        how=HOWS.get(ev.how, title(ev.how)),  # who never acted: s65)
                        contest=won.hp < won.max_hp)
        now[0] = None
        self.countered_by = next((ev.seat for ev in events if type(ev) is E.MoveCountered),
                                 None)
        if not any(key in ("ringside", "thrown_out", "back_in") for _, (key, _), _ in said):
            counted = next((ev.counted for ev in events if type(ev) is E.TurnEnded), ())
            for seat in counted:  # the count-out is on: of the one he counts (with both
                side = state.sides[seat]  # outside the line named the other: session 49)
                if side.at_ringside and side.ringside_turns >= 2 and state.over is None \
                        and side.hp > 0:  # (not 'get in the ring!' at one who can't get up)
                    add(4, "count_out_distracted" if distracted(state) else "count_out",
                        name=star(seat))  # (a referee arguing who still counts puzzled a
                    # newcomer: session 55's play-test)
        said.sort(key=lambda x: -x[0])
        out = []
        self.about, self.where = [], []
        for _, (key, words), at in said[:2]:
            line = self.say(key, answer=self.last_voice, **words)
            if line is not None:
                out.append(line)
                self.about.append(words.get("seat") if key == "down" else None)
                self.where.append(at)
        return out


def distracted(state) -> bool:
    """Whether the referee is looking away in this state."""
    try:
        return bool(state.ref_distracted())
    except (AttributeError, TypeError):
        return False


def pick(turn: int, count: int) -> int:
    """The index of the line said at this turn of the booth among `count` fresh ones, spread
    like a shuffle (turn * 7 picked the first of every seven: a match's last line was the same
    in five of seven matches: session 49's play-test)."""
    h = (turn * 0x9E3779B1) & 0xFFFFFFFF  # (an integer hash: no period in the turns)
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    return (h ^ (h >> 13)) % count


def _no_article_before_phrases(template: str, words: dict) -> str:
    """'the {counter}' loses its 'the' when the name is a phrase of its own ('with Check the Kick')."""
    for k, value in words.items():
        if isinstance(value, str) and PHRASE.search(value):
            template = re.sub(r"\b[Tt]he \{%s\}" % k, "{%s}" % k, template)
    return template


def _persona(state, seat: int) -> str:
    try:
        return state.cat.lib.superstars[state.sides[seat].superstar].persona
    except (AttributeError, KeyError, IndexError, TypeError):
        return "protagonist"
