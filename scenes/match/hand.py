"""Views of the hands: the near seat's fan at the bottom (where each page is drawn, glowing when
it can be played, dimmed when not, its number key) and the other seat's hand (card backs and a
count, face up once hands are revealed). The table model says which pages can be played and why;
these place and draw them. Nothing of a hand is drawn while the pass-and-play curtain is up."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import palette as pal
from sprites.card_face import card_back
from sprites.hud import fan_positions, turned

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W

IDLE = (150, 156, 172)  # a playable page with nothing to gain: its glow and AT CAP tag
DANGER = (255, 120, 110)  # a page that loses by count-out: its COUNT-OUT tag
WARNING = (240, 180, 80)  # a move of the string's type again: its SAME TYPE tag
SHORT = (118, 124, 146)  # an unaffordable page: its NEED 2 St tag


@dataclass
class HandSlot:
    """A page in the shown hand: where it is drawn and whether it can be played now."""
    index: int
    page: int
    centre: tuple[int, int]
    angle: float
    rect: pygame.Rect
    reason: str | None  # why it can't be played now (None: it can)
    counter: str  # why it counters the pending move ('': it does not)
    danger: str | None = None  # what playing it would bring (a count-out), said before
    note: tuple | None = None  # (heading, words): what to know before playing it
    idle: str = ""  # AT CAP or NO EFFECT: a playable page that would do nothing now
    risk: int | None = None  # a playable move's counter risk in percent (its corner tag)
    warning: str = ""  # across its foot: SAME TYPE (the string's move type again)
    short: str = ""  # across an unaffordable page's foot: NEED 2 St


class HandFocus:
    """A hand slot as a focusable item (Tab reaches it, Enter plays it)."""

    visible = True

    def __init__(self, play, index: int) -> None:
        self.play = play
        self.index = index

    def activate(self) -> None:
        """Play the focused hand page."""
        self.play(self.index)


class ChoiceFocus:
    """An item of the chooser (a Move card to tap out, a Drama card) as a focusable item."""

    visible = True

    def __init__(self, choose, key) -> None:
        self.choose = choose
        self.key = key

    def activate(self) -> None:
        """Choose the focused option."""
        self.choose(self.key)


def hand_slots(L, choices) -> list[HandSlot]:
    """Where each page of the shown hand goes (choices: the model's HandChoice list, in shown
    order); a playable page stands a little proud of the fan."""
    cw = L.hand_card_w(len(choices))
    ch = round(cw * 1.4)
    area = L.hand.copy()
    area.h -= round(4 * L.s)
    out = []
    for c, (cx, cy, angle) in zip(choices, fan_positions(len(choices), area, cw, ch)):
        rect = pygame.Rect(0, 0, cw, ch)
        rect.center = (cx, cy)
        if c.reason is None:  # proud, but never so high its number badge leaves the hand
            cy -= max(0, min(round(14 * L.s), rect.top - badge_room(L)))
            rect.centery = cy
        out.append(HandSlot(c.index, c.page, (cx, cy), angle, rect, c.reason, c.counter,
                            c.danger, c.note, c.idle, getattr(c, "risk", None),
                            getattr(c, "warning", "") or "", getattr(c, "short", "") or ""))
    return out


def lifted_rect(L, slot: HandSlot, height: int) -> pygame.Rect:
    """Where the hovered card is drawn: bigger, upright, standing on the fan's baseline."""
    w = L.lifted_w
    r = pygame.Rect(0, 0, w, round(w * 1.4))
    r.midbottom = (slot.rect.centerx, L.hand.bottom + round(2 * L.s))
    r.clamp_ip(pygame.Rect(L.hand.x, 0, L.hand.w, height))
    return r


def keeps_lift(slots: list, pos, hovered: int | None, L, height: int) -> bool:
    """Whether the lifted card stays up with the pointer here: on it, but not where another
    card of the fan stands beside its own (the lifted card covered its neighbours, so one had
    to move off the hand to hover the next: session 60's play-tests)."""
    if hovered is None or hovered >= len(slots) or \
            not lifted_rect(L, slots[hovered], height).collidepoint(pos):
        return False
    return slots[hovered].rect.collidepoint(pos) or not any(
        slot.rect.collidepoint(pos) for i, slot in enumerate(slots) if i != hovered)


def slot_at(slots: list, pos, hovered: int | None, L, height: int) -> HandSlot | None:
    """The hand slot under a point (the hovered one, lifted, wins; then the topmost)."""
    if keeps_lift(slots, pos, hovered, L, height):
        return slots[hovered]
    for slot in reversed(slots):
        if slot.rect.collidepoint(pos):
            return slot
    return None


def draw_hand(surface: pygame.Surface, L, slots: list, label: str, face_up: bool, acting: bool,
              hovered: int | None, focused: int | None, text_scale: float, card_of,
              face) -> list[int]:
    """The fan (the hovered card is left out: it is drawn lifted over everything); returns the
    pages drawn face up. card_of(page) gives a page's card; face(card, width, kind, wait)."""
    s = L.s
    if not (face_up and acting):  # (the number keys' badges stand there then; the prompt
        W.draw_text(surface, label, round(15 * s * text_scale), W.MUTED, True,  # says whose
                    topleft=(L.hand.x, L.hand.y))  # turn it is: session 54)
    drawn: list[int] = []
    for slot in slots:
        if slot.index == hovered:
            continue
        draw_hand_card(surface, L, slot, card_of(slot.page), face_up, acting, False,
                       slot.index == focused, face, drawn, surface.get_height())
    return drawn


FOCUS_RING = (250, 252, 255)  # the keyboard focus on a hand card


def badge_room(L) -> int:
    """The highest a fan card's top may stand with its number badge still inside the hand."""
    return L.hand.y + 2 * round(11 * L.s) + 5


def badge_centre(card: pygame.Rect, s: float, lifted: bool = False,
                 top: int | None = None) -> tuple[int, int]:
    """Where a hand card's number key badge goes, clear of the card's title: over its top left
    corner in the fan (the badge's bottom above the card, but never above `top`, the hand's
    top: a short window has the ring just above); beside its top left corner when lifted (above
    it goes the tooltip of its keywords)."""
    br = round(11 * s)
    if lifted:
        return card.x - br - 3, card.y + br + round(4 * s)
    y = card.y - br - 3
    return card.x + br + round(4 * s), y if top is None else max(y, top + br + 2)


def draw_hand_card(surface: pygame.Surface, L, slot: HandSlot, card, face_up: bool,
                   acting: bool, lifted: bool, focused: bool, face, drawn: list,
                   height: int) -> pygame.Rect:
    """One card of the fan: upright (turning every card would cost a redraw each time the
    hand changes), with a shadow, a glow when it can be played, dimmed when it can't; returns
    where it is. Pages drawn face up are added to `drawn`."""
    s = L.s
    width = L.lifted_w if lifted else slot.rect.w
    img = face(card, width, "page", True) if face_up else card_back(width)
    shown = img is not None
    if img is None:  # still being drawn: its back for a frame or two
        img = card_back(width)
    if face_up and shown and slot.page not in drawn:
        drawn.append(slot.page)
    rect = lifted_rect(L, slot, height) if lifted else img.get_rect(center=slot.centre)
    surface.blit(FX.card_shadow(img.get_size()), rect.move(round(4 * s), round(6 * s)))
    if acting and slot.reason is None:
        colour = W.COUNTER if slot.counter else (IDLE if slot.idle else W.ACCENT)
        spread = max(6, round(12 * s))
        surface.blit(FX.card_glow(img.get_size(), colour, spread), rect.move(-spread, -spread))
    surface.blit(img, rect)
    if acting and slot.reason is not None and shown and not lifted:
        FX.blit_tint(surface, rect, (8, 10, 18), 120, max(5, round(width * 0.07)))
    if acting and slot.danger and slot.reason is None and shown:
        draw_foot_tag(surface, rect, s, "COUNT-OUT", DANGER, lifted)  # (a second press plays
    elif acting and slot.idle and shown:  # it)
        draw_foot_tag(surface, rect, s, slot.idle, IDLE, lifted)
    elif acting and slot.warning and slot.reason is None and shown:
        draw_foot_tag(surface, rect, s, slot.warning, WARNING, lifted)
    elif acting and slot.short and shown and not lifted:  # (greyed pages said why only on
        draw_short_tag(surface, rect, s, slot.short)  # a hover: session 78)
    if focused:  # the keyboard's card: a bright ring, not the gold of the playable glow
        ring = max(3, round(4 * s))
        pygame.draw.rect(surface, FOCUS_RING, rect.inflate(2 * ring, 2 * ring), ring,
                         border_radius=round(10 * s))
    if face_up and acting:  # the number key badge
        br = round(11 * s)
        centre = badge_centre(rect if lifted else slot.rect, s, lifted, L.hand.y)
        fill = W.COUNTER if slot.counter else (W.ACCENT if slot.reason is None
                                               else (70, 74, 92))
        pygame.draw.circle(surface, (10, 12, 18), centre, br + 2)
        pygame.draw.circle(surface, fill, centre, br)
        W.draw_text(surface, str(slot.index + 1), round(18 * s), pal.TEXT_DARK, True,
                    center=(centre[0], centre[1] + 1))
    if face_up and acting and shown and slot.reason is None and slot.risk is not None \
            and not lifted:  # (lifted, its tooltip says the risk, and stood over the tag)
        draw_risk(surface, slot.rect, s, slot.risk, L.hand.y)
    return rect


RISK_COLOURS = ((35, (120, 214, 140)), (65, (240, 196, 90)), (101, (255, 120, 110)))
RISK_LEAST = 15  # the risk tag's least text size (at 13 its 38% read as 36%: session 77)


def risk_tag(card: pygame.Rect, s: float, risk: int, top: int) -> tuple:
    """A fan card's risk tag: its words and where it stands, over the card's top right corner
    level with the number key's badge over its top left; on a narrow card of a big hand,
    right of its badge, padded less, and without its '%' if even so it would reach the next
    card's badge."""
    br = round(11 * s)
    size = max(RISK_LEAST, round(15 * s))
    badge_right = badge_centre(card, s, False, top)[0] + br + 3
    room = card.right - round(2 * s) - badge_right
    words = f"{risk}%"
    if W.text_width(words, size, True) + 2 > room:
        words = str(risk)
    w = W.text_width(words, size, True)
    pad = max(2, min(round(8 * s), room - w))
    box = pygame.Rect(0, 0, w + pad, W.line_height(size, True) + round(4 * s))
    box.midright = (card.right - round(2 * s), max(card.y - br - 3, top + br + 2))
    box.left = max(box.left, badge_right)
    return words, box


def draw_risk(surface: pygame.Surface, card: pygame.Rect, s: float, risk: int,
              top: int) -> None:
    """A playable move's counter risk over its top right corner in the fan, as the number
    key's badge stands over its top left (green under 35%, amber under 65%, red from 65%):
    testers hovered every card to compare the risks (session 73's play-tests)."""
    colour = next(c for limit, c in RISK_COLOURS if risk < limit)
    words, box = risk_tag(card, s, risk, top)
    tag = W.text_surface(words, max(RISK_LEAST, round(15 * s)), pal.TEXT_DARK, True)
    pygame.draw.rect(surface, (10, 12, 18), box.inflate(4, 4), border_radius=box.h // 2 + 2)
    pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
    surface.blit(tag, tag.get_rect(center=box.center))


def draw_foot_tag(surface: pygame.Surface, card: pygame.Rect, s: float, words: str,
                  colour, lifted: bool = False) -> None:
    """A tag across a hand page's foot: AT CAP, NO EFFECT, or COUNT-OUT (playing it loses the
    match); on a lifted card, across its top edge (at its foot it covered the card's last line
    of words: session 72's play-test)."""
    size = max(10, round(13 * s))
    tag = W.text_surface(words, size, pal.TEXT_DARK, True)
    box = tag.get_rect().inflate(round(10 * s), round(4 * s))
    box.midbottom = (card.centerx, card.bottom - round(card.h * 0.06))
    if lifted:
        box.center = (card.centerx, card.top)
    pygame.draw.rect(surface, colour, box, border_radius=max(3, round(4 * s)))
    surface.blit(tag, tag.get_rect(center=box.center))


def draw_short_tag(surface: pygame.Surface, card: pygame.Rect, s: float, words: str) -> None:
    """An unaffordable page's NEED tag across its foot; where one line is wider than the card,
    the kinds it lacks stand one under the other ('NEED 1 AG 2 SK' ran over both neighbours)."""
    size = max(10, round(13 * s))
    pad = round(10 * s)
    lines = [words]
    head, *kinds = words.split("  ")
    if kinds and W.text_width(words, size, True) + pad > card.w:
        lines = [f"{head}  {kinds[0]}", *kinds[1:]]
    tags = [W.text_surface(line, size, pal.TEXT_DARK, True) for line in lines]
    box = pygame.Rect(0, 0, max(t.get_width() for t in tags) + pad,
                      sum(t.get_height() for t in tags) + round(4 * s))
    box.midbottom = (card.centerx, card.bottom - round(card.h * 0.06))
    pygame.draw.rect(surface, SHORT, box, border_radius=max(3, round(4 * s)))
    y = box.y + round(2 * s)
    for tag in tags:
        surface.blit(tag, tag.get_rect(midtop=(box.centerx, y)))
        y += tag.get_height()


def warm_backs(L, most: int = 12) -> None:
    """The card back at every width a hand of up to `most` pages shows it (and the far hand's),
    drawn in the loading moment (cached): a new width's back took 1.5-2.5 ms in the frame the
    hand grew at 1080p."""
    for width in sorted({L.hand_card_w(n) for n in range(1, most + 1)} | {L.back_w}):
        card_back(width)


def draw_far_hand(surface: pygame.Surface, L, count: int, cards: list | None, label: str,
                  text_scale: float, face) -> list:
    """The other seat's hand: `count` card backs, or `cards` face up (revealed), and its label;
    returns the revealed cards' visible rects [("page", card, rect)]."""
    s = L.s
    shown = cards is not None
    cw = L.far_face_w if shown else L.back_w  # revealed: as big as the row, names clear
    back = card_back(cw)
    bh = back.get_height()
    step = round(cw * (1.04 if shown else 0.62))
    total = cw + step * max(0, count - 1)
    size = round(16 * s * text_scale)
    # in the middle, or to the left if its label would not fit beside it (a row of faces)
    x0 = L.far_hand.centerx - total // 2
    wanted = W.text_width(label, size, True) + round(18 * s)
    x0 = max(min(x0, L.far_hand.right - wanted - total), L.far_hand.x + round(6 * s))
    y = L.far_hand.y + round(2 * s)
    out = []
    for i in range(count):
        t = (i - (count - 1) / 2) / max(1, (count - 1) / 2) if count > 1 else 0
        img, tag = back, "back"
        card = None
        if shown:
            card = cards[i]
            img_face = face(card, L.far_face_w, "page", True)
            if img_face is not None:
                img, tag = img_face, card.id
            t = 0  # upright and level: readable
        img = turned(img, t * 6, ("farhand", tag, img.get_width()))
        r = img.get_rect(center=(x0 + cw // 2 + i * step, y + bh // 2 + abs(t) * 3 * s))
        surface.blit(img, r)
        if card is not None:  # hovering a revealed card shows it big
            visible = r.copy()
            if i < count - 1:
                visible.w = min(r.w, step)
            out.append(("page", card, visible))
    # the label no further than the row: a banner over the ring covers it whole, not ': 7'
    # left peeking out (session 45's play-test); a long name by its last words (session 49's)
    lx = x0 + total + round(12 * s)
    room = L.far_hand.right - round(6 * s) - lx
    W.draw_text(surface, W.name_first_fit(label, size, True, room), size, W.MUTED, True,
                max_w=room, midleft=(lx, y + bh // 2))
    return out
