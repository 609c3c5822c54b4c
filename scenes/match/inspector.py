"""The "why" inspector: what made a pin, a submission, a DQ roll, an automatic effect, an injury
roll, a ditch roll or a move's damage come out as it did, told from the event's recorded fields
(never recomputed: the log is the truth).

    explain(event, state) -> Explanation | None     pure; what the panel shows
    explainable(line)     -> bool                   can this log line be explained?
    InspectorScene(app, lines, index, state)        the overlay: Up/Down walk the explainable
                                                    lines, Esc / Enter / a click outside close it
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.library import title
from game.match import CAP, bonus_sources, counter_words, referee_pin_bonus
from game.match import events as E

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match.facts import cost_abbr
from scenes.match.log_text import star, term_name

GOOD = (110, 214, 130)
BAD = (240, 110, 100)


@dataclass
class Explanation:
    """What the inspector shows for one event."""
    title: str
    subtitle: str = ""
    terms: list = field(default_factory=list)  # (name, value) pairs that add up
    total_label: str = ""
    total: int | None = None
    rows: list = field(default_factory=list)  # (label, words) facts
    roll: str = ""
    result: str = ""
    success: bool | None = None  # colours the result
    notes: list = field(default_factory=list)


def _signed(v: int) -> str:
    return f"+{v}" if v >= 0 else str(v)


def _chance_rows(chance: int, total: int) -> list:
    if total > CAP:
        return [("chance", f"{CAP}% (the total, {total}%, is capped at {CAP}%)")]
    if chance <= 0:
        return [("chance", f"none: the total is {total}%, and 0% or less always fails")]
    return [("chance", f"{chance}%")]


def explain(ev, state) -> Explanation | None:
    """The explanation of an event, or None when it has nothing to explain."""
    maker = _MAKERS.get(type(ev))
    if maker is None:
        return None
    try:
        return maker(ev, state)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None


def explainable(line) -> bool:
    """True when the log line's event has something to explain."""
    ev = line.event
    if isinstance(ev, E.WarningsGiven):
        return bool(ev.chance)
    if isinstance(ev, E.WeaponUsed):
        return bool(ev.dq_chance)
    return type(ev) in _MAKERS


def _sources(ev, s, kind: str, info=None) -> list:
    """The row naming the cards behind a 'bonuses' term, e.g. ('bonuses from', 'Heavy Hands
    +1, Two-Fisted +1'); none when there is no such term."""
    recorded = sum(v for n, v in ev.terms if n == "bonuses")
    if not recorded:
        return []
    named = bonus_sources(s, ev.seat, kind, info)
    if kind == "pin_bonus" and s.referee is not None and referee_pin_bonus(s):
        named.append((s.cat.lib.pages[s.referee[1]].name, referee_pin_bonus(s)))
    words = ", ".join(f"{n} {_signed(v)}" for n, v in named)
    if sum(v for _, v in named) != recorded:  # a card was tapped out (or a Referee left) since
        words = (words + "; " if words else "") + "in force at the time"
    return [("bonuses from", words)]


def _pin(ev, s) -> Explanation:
    how = {"button": "the Pin button", "move": "a move", "special": "a special"}.get(ev.by, ev.by)
    total = sum(v for _, v in ev.terms)
    e = Explanation(f"Pin attempt: {star(s, ev.seat)}", f"on {star(s, 1 - ev.seat)}, from {how}",
                    list(ev.terms), "total", total)
    e.rows = _chance_rows(ev.chance, total) + _sources(ev, s, "pin_bonus")
    if ev.by == "button" and ev.cost:
        e.rows.append(("cost", f"{ev.cost} Attitude (one per earlier failed press)"))
    if ev.chance > 0:
        e.roll = f"rolled {ev.roll} on d100 (needs {ev.chance} or less)"
    else:
        e.roll = f"rolled {ev.roll} on d100 (no roll can win)"
    e.success = ev.success
    e.result = "1 \u2026 2 \u2026 3! The pin is good." if ev.success else \
        f"Kick-out! {star(s, 1 - ev.seat)} escapes."
    e.notes = ["All terms add up; above 95% counts as 95%, 0% or less always fails."]
    return e


def _submission(ev, s) -> Explanation:
    total = sum(v for _, v in ev.terms)
    hold = s.info(ev.page).name if ev.page is not None else "the hold"
    e = Explanation(f"Submission: {star(s, ev.seat)}", f"{hold} on {star(s, 1 - ev.seat)}",
                    list(ev.terms), "total", total)
    e.rows = _chance_rows(ev.chance, total) + _sources(ev, s, "submission_bonus")
    e.roll = f"rolled {ev.roll} on d100 (needs {ev.chance} or less)" if ev.chance > 0 else \
        f"rolled {ev.roll} on d100 (no roll can win)"
    e.success = ev.success
    e.result = f"{star(s, 1 - ev.seat)} taps out!" if ev.success else \
        f"{star(s, 1 - ev.seat)} holds on."
    return e


def _warnings(ev, s) -> Explanation:
    e = Explanation(f"DQ roll: {star(s, ev.seat)}", "the referee's warnings")
    e.terms = [("warnings just given", ev.count), ("earlier warnings", ev.total - ev.count)]
    e.total_label, e.total = "warnings in all", ev.total
    seed = ev.chance == 0 or ev.chance == min(100, 5 * ev.total)  # (editions 5 and older let
    e.rows = [("DQ chance", f"{ev.chance}% (5% a warning once there are 5 or more, under "  # a
                            "every Referee)" if seed else  # Referee set its own: the audit)
               f"{ev.chance}% (this save's rules: the Referee's own rate)")]
    e.roll = f"rolled {ev.roll} on d100 (DQ on {ev.chance} or less)" if ev.chance else "no roll"
    e.success = not ev.dq
    e.result = "DISQUALIFIED!" if ev.dq else "Allowed to continue."
    return e


def _auto(ev, s) -> Explanation:
    move = s.info(ev.page).name
    e = Explanation(f"Automatic effects: {move}", f"{star(s, ev.seat)}'s move, each rolled on "
                    "its own (Showdown)")
    for effect, chance, roll, hit, value in ev.rolls:
        words = f"{chance}% \u2014 rolled {roll}: " + ("yes" if hit else "no")
        if effect == "damage change" and hit:
            words += f" ({_signed(value)} damage)"
        e.rows.append((effect, words))
    hits = [r for r in ev.rolls if r[3]]
    e.success = None
    e.result = "No automatic effect." if not hits else \
        "Happened: " + ", ".join(f"damage {_signed(r[4])}" if r[0] == "damage change" else r[0]
                                 for r in hits)
    e.notes = ["4% to ringside, 10% to the mat, and (base damage 5 or more) 40% a change of "
               "-2, -1, +1 or +2."]
    return e


def _injury_roll(ev, s) -> Explanation:
    e = Explanation(f"Injury roll: {title(str(ev.page))}" if ev.page not in
                    s.cat.lib.pages else f"Injury roll: {s.cat.lib.pages[ev.page].name}",
                    f"{star(s, ev.seat)}'s weapon on {star(s, ev.target)}")
    faces = ", ".join(str(f) for f in ev.faces)
    e.rows = [("die", f"d{ev.die}"), ("injures on", faces)]
    e.roll = f"rolled {ev.roll} on d{ev.die}"
    e.success = ev.injured
    e.result = f"{star(s, ev.target)} is injured!" if ev.injured else "No injury."
    return e


def _ditch(ev, s) -> Explanation:
    e = Explanation(f"Ditch roll: {star(s, ev.seat)}", f"{title(ev.status)}: a connected "
                    "move may cost a page")  # (not 'ADV-10', the rules' own id: session 66)
    e.rows = [("chance", "50%")]
    e.roll = f"rolled {ev.roll} on d100 (ditch on 50 or less)"
    e.success = not ev.ditched
    e.result = "A random page is ditched." if ev.ditched else "The hand is kept."
    return e


def _connected(ev, s) -> Explanation:
    move = s.info(ev.page).name
    e = Explanation(f"Damage: {move}", f"{star(s, ev.seat)} on {star(s, 1 - ev.seat)}'s "
                    f"{ev.part}", list(ev.terms), "damage", ev.damage)
    tags = ", ".join(title(t) for t in ev.tags)
    e.rows = [("move type", title(ev.move_type))] + ([("tags", tags)] if tags else []) + \
        _sources(ev, s, "damage_bonus", s.info(ev.page))
    e.result = f"{ev.damage} to the {ev.part}"
    if sum(v for _, v in ev.terms) < ev.damage or sum(v for _, v in ev.terms) < 0:
        e.notes = ["Damage never goes below 0."]
    return e


def _weapon(ev, s) -> Explanation:
    weapon = s.info(ev.page).name
    e = Explanation(f"Weapon DQ risk: {weapon}", f"{star(s, ev.seat)}'s weapon")
    e.rows = [("DQ risk", f"{ev.dq_chance}%")]
    e.roll = f"rolled {ev.dq_roll} on d100 (DQ on {ev.dq_chance} or less)"
    e.success = not ev.dq
    e.result = "DISQUALIFIED!" if ev.dq else "The referee lets it go."
    return e


def _counter(ev, s) -> Explanation:
    """Why a move was countered, and what a counter does (a newcomer met counter after counter
    with no 'why?' on its line: session 59's play-test)."""
    counter, move = s.info(ev.page), s.info(ev.move_page)
    e = Explanation(f"Counter: {counter.name}", f"{star(s, ev.seat)} stops "
                    f"{star(s, ev.move_seat)}'s {move.name}")
    e.rows = [("why it could", counter_words(s, ev.seat, ev.page, ev.move_page,
                                             who=star(s, ev.seat))),
              ("paid", cost_abbr(ev.cost) or "nothing")]
    e.result = f"{move.name} is stopped."
    e.notes = [f"A countered move does no damage and its momentum is spent. {counter.name} "
               f"hits instead and {star(s, ev.seat)} takes control."] + \
        ["In a Showdown the countered page goes back into its owner's playbook."] * \
        bool(s.rules.showdown)
    return e


_MAKERS = {E.PinAttempted: _pin, E.SubmissionAttempted: _submission,
           E.WarningsGiven: _warnings, E.AutoEffects: _auto, E.InjuryRolled: _injury_roll,
           E.DitchRolled: _ditch, E.MoveConnected: _connected, E.WeaponUsed: _weapon,
           E.MoveCountered: _counter}


# ---- drawing ----------------------------------------------------------------------------------

def draw_explanation(surface: pygame.Surface, box: pygame.Rect, e: Explanation, s: float,
                     t: float = 1.0) -> int:
    """Draw an Explanation inside box; returns the y it ended at. t: text scale."""
    pad = round(20 * s)
    x = box.x + pad
    right = box.right - pad
    y = box.y + round(16 * s)

    def size(px: float) -> int:
        return round(px * s * t)

    r = W.draw_text(surface, e.title, size(30), W.ACCENT, True, True, max_w=box.w - 2 * pad,
                    topleft=(x, y))
    y = r.bottom + round(2 * s)
    if e.subtitle:
        r = W.draw_text(surface, e.subtitle, size(19), W.MUTED, False, max_w=box.w - 2 * pad,
                        topleft=(x, y))
        y = r.bottom + round(10 * s)
    lh = W.line_height(size(20)) + round(4 * s)
    if e.terms:
        pygame.draw.line(surface, (60, 66, 90), (x, y), (right, y))
        y += round(6 * s)
        biggest = max(1, max(abs(v) for _, v in e.terms))
        bar_x = x + round((box.w - 2 * pad) * 0.55)
        bar_w = right - bar_x - round(64 * s)
        for name, v in e.terms:
            W.draw_text(surface, term_name(str(name)), size(20), W.INK, False,
                        max_w=bar_x - x - 8, midleft=(x, y + lh // 2))
            colour = GOOD if v > 0 else (BAD if v < 0 else W.MUTED)
            w = max(2, round(bar_w * abs(v) / biggest)) if v else 2
            bar = pygame.Rect(bar_x, y + lh // 2 - round(5 * s), w, round(10 * s))
            pygame.draw.rect(surface, colour, bar, border_radius=round(3 * s))
            W.draw_text(surface, _signed(v), size(20), colour, True,
                        midright=(right, y + lh // 2))
            y += lh
        pygame.draw.line(surface, (60, 66, 90), (x, y + 2), (right, y + 2))
        y += round(6 * s)
        if e.total is not None:
            W.draw_text(surface, e.total_label, size(21), W.ACCENT, True,
                        midleft=(x, y + lh // 2))
            W.draw_text(surface, str(e.total), size(22), W.ACCENT, True,
                        midright=(right, y + lh // 2))
            y += lh + round(4 * s)
    elif e.total is not None:
        W.draw_text(surface, f"{e.total_label}: {e.total}", size(21), W.ACCENT, True,
                    topleft=(x, y))
        y += lh
    for label, words in e.rows:
        W.draw_text(surface, str(label), size(19), W.MUTED, True, midleft=(x, y + lh // 2))
        for i, line in enumerate(W.wrap_lines(str(words), size(19),
                                              right - x - round(150 * s))):
            W.draw_text(surface, line, size(19), W.INK, False,
                        midleft=(x + round(150 * s), y + lh // 2))
            y += lh
    if e.roll:
        y += round(4 * s)
        W.draw_text(surface, e.roll, size(21), W.INK, True, max_w=box.w - 2 * pad,
                    topleft=(x, y))
        y += lh
    if e.result:
        colour = W.ACCENT if e.success is None else (GOOD if e.success else BAD)
        W.draw_text(surface, e.result, size(26), colour, True, True, max_w=box.w - 2 * pad,
                    topleft=(x, y + round(4 * s)))
        y += W.line_height(size(26)) + round(8 * s)
    for note in e.notes:
        for line in W.wrap_lines(note, size(16), box.w - 2 * pad):
            W.draw_text(surface, line, size(16), W.MUTED, False, topleft=(x, y))
            y += W.line_height(size(16))
    return y


class InspectorScene(Scene):
    """An overlay over the match (or the replay) explaining one log line's event."""

    overlay = True

    def __init__(self, app, lines: list, index: int, state, on_close=None) -> None:
        super().__init__(app)
        self.lines = lines
        self.state = state
        self.on_close = on_close
        self.choices = [i for i, line in enumerate(lines) if explainable(line)]
        self.index = index if index in self.choices else (self.choices[-1] if self.choices
                                                          else index)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.close_btn = W.Button("Close", self.close, hotkey="Esc")
        self.prev_btn = W.Button("Earlier", lambda: self.step(-1), hotkey="Up")
        self.next_btn = W.Button("Later", lambda: self.step(1), hotkey="Down")
        self.items = [self.prev_btn, self.next_btn, self.close_btn]
        self.focus = W.Focus()
        self.focus.index = 2
        self._surf: pygame.Surface | None = None
        self._key = None

    @property
    def explanation(self) -> Explanation | None:
        """Why the chosen log line happened (the recorded rolls and terms), or None."""
        if not 0 <= self.index < len(self.lines):
            return None
        return explain(self.lines[self.index].event, self.state)

    @property
    def text_scale(self) -> float:
        """The player's text size."""
        return self.app.settings.text_scale if self.app else 1.0

    def step(self, d: int) -> None:
        """Walk to the previous or next explainable line."""
        if self.index not in self.choices:
            return
        i = self.choices.index(self.index) + d
        if 0 <= i < len(self.choices):
            self.index = self.choices[i]
            self.layout(self.size)

    def close(self) -> None:
        """Back to the table."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_close is not None:
            self.on_close(self.index)

    def content(self) -> pygame.Surface:
        """The explanation drawn on its own surface, as tall as it needs (cached)."""
        size = self.size
        s = W.ui_scale(size)
        w = min(size[0] - 40, round(620 * s))
        key = (self.index, w, self.text_scale)
        if self._key != key:
            room = pygame.Surface((w, max(100, size[1] - 40)), pygame.SRCALPHA)
            e = self.explanation
            if e is None:
                W.draw_text(room, "Nothing to explain here.", round(24 * s), W.MUTED, True,
                            topleft=(round(20 * s), round(20 * s)))
                used = round(70 * s)
            else:
                used = draw_explanation(room, room.get_rect(), e, s, self.text_scale)
            self._surf = room.subsurface((0, 0, w, min(room.get_height(),
                                                        used + round(12 * s)))).copy()
            self._key = key
        return self._surf

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        body = self.content()
        foot = round(96 * s)
        self.box = pygame.Rect(0, 0, body.get_width(), min(size[1] - 40,
                                                           body.get_height() + foot))
        self.box.center = (size[0] // 2, size[1] // 2)
        bw, bh = round(150 * s), round(44 * s)
        y = self.box.bottom - bh - round(14 * s)
        self.prev_btn.rect = pygame.Rect(self.box.x + round(20 * s), y, bw, bh)
        self.next_btn.rect = pygame.Rect(self.prev_btn.rect.right + round(10 * s), y, bw, bh)
        self.close_btn.rect = pygame.Rect(self.box.right - round(20 * s) - bw, y, bw, bh)
        for b in self.items:
            b.size = round(20 * s)

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not self.box.collidepoint(event.pos):
            self.close()
        elif event.type == pygame.MOUSEWHEEL:
            self.step(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_i):
                self.close()
            elif k in (pygame.K_UP, pygame.K_LEFT):
                self.step(-1)
            elif k in (pygame.K_DOWN, pygame.K_RIGHT):
                self.step(1)
            elif k == pygame.K_TAB:
                self.focus.cycle(self.items, bool(event.mod & pygame.KMOD_SHIFT))
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                item = self.focus.current(self.items)
                (item.activate if item is not None else self.close)()

    def frame_key(self):
        """What the panel shows, to know when to draw it again."""
        focus = self.focus.index
        return ("inspector", self.index, focus, self.box.size,
                tuple(b.hover for b in self.items), tuple(b.pressed for b in self.items))

    def draw(self, surface: pygame.Surface) -> None:
        s = W.ui_scale(surface.get_size())
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 150)
        W.shade_rect(surface, self.box.move(round(6 * s), round(8 * s)), alpha=120,
                     radius=round(16 * s))
        W.draw_panel(surface, self.box, (36, 40, 56), (22, 25, 36), round(16 * s), W.ACCENT, 2)
        surface.blit(self.content(), self.box.topleft)
        n = len(self.choices)
        if self.index in self.choices:
            W.draw_text(surface, f"{self.choices.index(self.index) + 1} of {n} explainable "
                        "lines", round(15 * s), W.MUTED,
                        midbottom=(self.box.centerx, self.prev_btn.rect.top - round(6 * s)))
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)
