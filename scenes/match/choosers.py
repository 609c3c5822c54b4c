"""Views of the choosers that cover the table when a human must pick: which signature Move card
to tap out for an injury, and which Drama card (if any) to play in the pre-match Interview. Each
draws what it is given and returns the rects of what can be chosen [(key, rect)]."""
from __future__ import annotations

import pygame

from sprites import palette as pal
from sprites.hud import dimmed
from sprites.tapped import tapped as tapped_face

from scenes.ui import widgets as W


NOTE_TONES = {"good": W.GOOD, "danger": (255, 120, 110)}  # a tap-out note's tones


def draw_tapout(surface: pygame.Surface, s: float, text_scale: float, name: str, words: str,
                cards: list, hot, face, why: str = "is injured!", notes=None) -> list:
    """The tap-out chooser: `name` is injured (`why`: by the squash, after the bell); cards:
    [(card, tapped)]; hot: the hovered and focused keys (a card's index); notes: words under
    a card, (words, tone) (what tapping it leaves or takes back: a bonus given at the bell)."""
    W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
    n = len(cards)
    cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / max(1, n) -
                                   round(20 * s)))
    ch = round(cw * 1.4)
    gap = round(22 * s)
    total = n * cw + (n - 1) * gap
    box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)), ch + round(170 * s))
    box.center = surface.get_rect().center
    W.draw_panel(surface, box, (40, 30, 40), (26, 20, 28), round(14 * s), (226, 72, 72), 2)
    W.draw_text(surface, f"{name} {why}", round(36 * s * text_scale), (255, 120, 110),
                True, True, max_w=box.w - round(30 * s),
                midtop=(box.centerx, box.y + round(16 * s)))
    W.draw_fit_text(surface, words, round(19 * s * text_scale), round(14 * s * text_scale),
                    W.INK, False, max_w=box.w - round(40 * s),  # (shrunk before it is cut)
                    midtop=(box.centerx, box.y + round(58 * s)))
    x = box.centerx - total // 2
    y = box.y + round(96 * s)
    out = []
    for i, (card, is_tapped) in enumerate(cards):
        r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
        if card is None:
            continue
        if is_tapped:
            small = face(card, round(cw / 1.4), "move_card", False)
            img = tapped_face(small, 90, key=("mc", card.id, round(cw / 1.4)))
            img = dimmed(img, ("tapdim", card.id, cw), 140)
            surface.blit(img, img.get_rect(center=r.center))
            W.draw_text(surface, "already tapped", round(16 * s), W.MUTED, True,
                        midtop=(r.centerx, r.bottom + round(6 * s)))
            continue
        rr = r.move(0, -round(10 * s)) if i in hot else r
        if i in hot:
            W.glow(surface, rr, (255, 120, 110), 3, round(10 * s))
        surface.blit(face(card, cw, "move_card", False), rr)
        out.append((i, rr))
        W.draw_text(surface, f"{i + 1}", round(22 * s), W.ACCENT, True,
                    midtop=(r.centerx, r.bottom + round(6 * s)))
        if (notes or {}).get(i):
            words, tone = notes[i]
            W.draw_fit_text(surface, words, round(15 * s * text_scale), round(11 * s),
                            NOTE_TONES[tone], True, max_w=cw + gap,  # (whole: "Start +1 Crowd
                            midtop=(r.centerx, r.bottom + round(32 * s)))  # stays t...": s75)
    return out


def draw_interview(surface: pygame.Surface, s: float, text_scale: float, name: str,
                   cards: list, hot, face) -> list:
    """The pre-match Interview: play one of the dealt Drama cards (cards: [(id, card)]), or
    none (key ''); hot: the hovered and focused keys."""
    W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
    n = max(1, len(cards))
    cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / n - round(20 * s)))
    ch = round(cw * 1.4)
    gap = round(22 * s)
    total = n * cw + (n - 1) * gap
    box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)), ch + round(220 * s))
    box.center = surface.get_rect().center
    W.draw_panel(surface, box, (40, 30, 48), (26, 20, 32), round(14 * s), pal.DRAMA, 2)
    title, room = f"{name}: the pre-match Interview", box.w - round(30 * s)
    W.draw_text(surface, title, W.label_size(title, round(34 * s * text_scale), room, 0.7),
                pal.shade(pal.DRAMA, 1.4), True, True, max_w=room,  # (its end was cut:
                # 'Ruud "The Mountain" Thorsen: the pre-match I...', session 59's play-test)
                midtop=(box.centerx, box.y + round(16 * s)))
    W.draw_text(surface, "Play one Drama card before the bell, or say nothing.",
                round(19 * s * text_scale), W.INK, max_w=box.w - round(40 * s),
                midtop=(box.centerx, box.y + round(58 * s)))
    x = box.centerx - total // 2
    y = box.y + round(96 * s)
    out = []
    for i, (cid, card) in enumerate(cards):
        if card is None:
            continue
        r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
        rr = r.move(0, -round(10 * s)) if cid in hot else r
        if cid in hot:
            W.glow(surface, rr, pal.shade(pal.DRAMA, 1.3), 3, round(10 * s))
        surface.blit(face(card, cw, "drama", False), rr)
        out.append((cid, rr))
        W.draw_text(surface, str(i + 1), round(22 * s), W.ACCENT, True,
                    midtop=(r.centerx, r.bottom + round(6 * s)))
    skip = pygame.Rect(0, 0, round(240 * s), round(44 * s))
    skip.midbottom = (box.centerx, box.bottom - round(14 * s))
    on = "" in hot
    W.draw_panel(surface, skip, W.BUTTON_TOP, W.BUTTON_BOTTOM, round(10 * s),
                 W.ACCENT if on else W.BUTTON_EDGE, 2 if on else 1)
    W.draw_text(surface, f"No Drama ({len(cards) + 1})", round(22 * s), W.INK, True,
                center=skip.center)
    out.append(("", skip))
    return out
