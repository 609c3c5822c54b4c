"""The prompt line at the foot of the stage (what the player is asked to do now), and where it
goes while a lifted hand card covers its place: up at the top of the ring's picture, under the
commentary strip moved there too (just above the card it hid the floor: session 55)."""
from __future__ import annotations

import pygame

from sprites import palette as pal

from scenes.ui import widgets as W

TONES = {"accent": W.ACCENT, "muted": W.MUTED, "danger": (255, 120, 110), "counter": W.COUNTER,
         "good": W.GOOD}  # the model's tones of the prompt line


SPARE = ((" to build momentum", ""), ("no page plays now. ", "no page plays: "),
         ("! From underneath, any Defensive page counters, or ", "! Underneath: any Defensive "
          "page counters, or "), (" incoming! Counter with a glowing page or ", "! Counter or "),
         ("! Underneath: any Defensive page counters, or ", "! Any Defensive page, or "))
# words a prompt can do without, in turn, where it would be cut even at its least size
# (1000x600 cut "...or Pass (P) to build moment...": session 65's play-test; 1280x720 cut
# "...From underneath, any Defensive page counters, or Let it through...": session 68's)


def shown_words(L, words: str, text_scale: float) -> str:
    """The prompt's words as the pill shows them: without its spare words where it needs
    the room."""
    s = L.s
    room = L.stage.w - round(30 * s) - round(20 * s)
    least = round(15 * s)
    for long, short in SPARE:
        if W.text_width(words, least, True) <= room:
            break
        words = words.replace(long, short)
    return words


def prompt_rect(L, words: str, text_scale: float, over: pygame.Rect | None = None) -> pygame.Rect:
    """Where the prompt's pill goes: at the foot of the stage, or just above `over` (a lifted
    hand card) when that card would cover it there."""
    s = L.s
    words = shown_words(L, words, text_scale)
    size = round(20 * s * text_scale)
    tw = min(L.stage.w - round(30 * s), W.text_width(words, size, True) + round(30 * s))
    r = pygame.Rect(0, 0, tw, round(30 * s * text_scale))
    r.midbottom = (L.stage.centerx, L.stage.bottom - round(8 * s))
    if over is not None and r.colliderect(over):  # up in the far hand's row above the ring,
        from scenes.match import ring_view as RV  # under the commentary (just above the card
        r.top = L.far_hand.y + RV.strip_rect(L).h + round(2 * s)  # it hid those at ringside,
    return r  # session 55; over the ring's top, the name tags: session 56's play-tests)


def covered(L, prompt: tuple, text_scale: float, over: pygame.Rect | None) -> bool:
    """True when a lifted hand card (`over`) stands over the prompt's place at the foot."""
    return bool(prompt[0]) and over is not None and \
        prompt_rect(L, prompt[0], text_scale).colliderect(over)


def draw_prompt(surface: pygame.Surface, L, prompt: tuple, text_scale: float,
                over: pygame.Rect | None = None) -> None:
    """The line under the spotlight: (words, tone or colour); above `over` if it covers it."""
    s = L.s
    words, tone = prompt
    if not words:
        return
    colour = TONES.get(tone, tone) if isinstance(tone, str) else tone
    size = round(20 * s * text_scale)
    r = prompt_rect(L, words, text_scale, over)
    words = shown_words(L, words, text_scale)
    W.shade_rect(surface, r, (8, 10, 18), 200 if over is None else 252, r.h // 2)
    pygame.draw.rect(surface, pal.shade(colour, 0.7), r, 1, border_radius=r.h // 2)
    W.draw_fit_text(surface, words, size, round(15 * s), colour, True,
                    max_w=r.w - round(20 * s), center=r.center)
