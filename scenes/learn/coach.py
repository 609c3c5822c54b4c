"""The lesson card of the tutorial: what the lesson says, drawn over the table, with a glow round
the table part it is about and a line from the card to it. It only draws what it is given."""
from __future__ import annotations

import pygame

from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use, pad_words

CARD_TOP = (44, 40, 24)
CARD_BOTTOM = (30, 27, 18)
POINT = W.ACCENT
DONE = W.GOOD


def card_lines(heading: str, note: str, text: str, width: int, s: float,
               scale: float = 1.0) -> list[tuple[str, int, tuple, bool]]:
    """The card's lines as (words, size, colour, bold), wrapped to a width."""
    out: list = []
    hs, ts, ns = round(17 * s * scale), round(18 * s * scale), round(16 * s * scale)
    out.append((heading, hs, W.ACCENT, True))
    if note:
        for line in W.wrap_lines(note, ns, width):
            out.append((line, ns, DONE, False))
    if pad_in_use():  # a controller in hand: the key letters go, the buttons' names stay
        text = pad_words(text)
    for line in W.wrap_lines(text, ts, width):
        out.append((line, ts, W.INK, False))
    return out


def card_height(lines: list, s: float) -> int:
    """How tall the card is for these lines."""
    pad = round(12 * s)
    return 2 * pad + sum(W.line_height(size, bold) for _, size, _, bold in lines) \
        + round(6 * s)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, lines: list, s: float,
              footer: str = "") -> None:
    """The lesson card with its lines (and a small footer line of keys)."""
    W.shade_rect(surface, rect.move(round(4 * s), round(6 * s)), alpha=110,
                 radius=round(12 * s))
    W.draw_panel(surface, rect, CARD_TOP, CARD_BOTTOM, round(12 * s), POINT, 2, alpha=245)
    pad = round(12 * s)
    y = rect.y + pad
    for i, (words, size, colour, bold) in enumerate(lines):
        W.draw_text(surface, words, size, colour, bold, topleft=(rect.x + pad, y))
        y += W.line_height(size, bold) + (round(6 * s) if i == 0 else 0)
    if footer:
        fs = round(13 * s)
        W.draw_text(surface, footer, fs, W.MUTED, False, max_w=rect.w - 2 * pad,
                    bottomright=(rect.right - pad, rect.bottom - round(4 * s)))


def draw_pointer(surface: pygame.Surface, card: pygame.Rect, target: pygame.Rect | None,
                 s: float, pulse: float = 1.0, clear_above: int = 0) -> None:
    """A glow round the target and a line to it from the nearest edge of the card; a line
    coming down onto the target stops `clear_above` over it (a hand card's number and risk
    tags stand there: the line ran through a "6%" and read "?6%", session 77's play-test)."""
    if target is None or target.w <= 0:
        return
    W.glow(surface, target.inflate(round(6 * s), round(6 * s)), POINT, max(2, round(3 * s)),
           round(8 * s), strength=0.6 + 0.4 * pulse)
    if card.colliderect(target):
        return
    tx = min(max(card.centerx, target.left), target.right)
    ty = min(max(card.centery, target.top), target.bottom)
    start = (min(max(tx, card.left + round(16 * s)), card.right - round(16 * s)),
             card.bottom if ty > card.bottom else card.top if ty < card.top else card.centery)
    if card.top <= ty <= card.bottom:
        start = (card.right if tx > card.right else card.left, min(max(ty, card.top),
                                                                   card.bottom))
    if ty == target.top and start[1] < ty - clear_above:
        ty -= clear_above
    end = (tx, ty)
    width = max(2, round(3 * s))
    pygame.draw.line(surface, POINT, start, end, width)
    pygame.draw.circle(surface, POINT, end, max(3, round(5 * s)))
    pygame.draw.circle(surface, POINT, start, max(3, round(4 * s)))
