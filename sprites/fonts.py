"""Fonts from pygame's bundled default typeface, cached, plus word wrapping."""
from __future__ import annotations

from functools import lru_cache

import pygame


def _ready() -> None:
    """Initialise pygame.font on first use."""
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The default font at a pygame point size (glyphs are about 0.69 * size pixels tall)."""
    _ready()
    f = pygame.font.Font(None, max(6, int(size)))
    f.set_bold(bold)
    return f


def fit_font(text: str, width: int, biggest: int, smallest: int,
             bold: bool = False) -> pygame.font.Font:
    """The biggest font, from biggest down to smallest, that fits text in width."""
    for size in range(int(biggest), int(smallest) - 1, -1):
        f = font(size, bold)
        if f.size(text)[0] <= width:
            return f
    return font(smallest, bold)


def ellipsize(text: str, f: pygame.font.Font, width: int) -> str:
    """The text, cut short with '...' if it is wider than width."""
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text.rstrip() + "...")[0] > width:
        text = text[:-1]
    return text.rstrip() + "..."


def _split_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word too wide for a line, broken into pieces that fit."""
    pieces, piece = [], ""
    for ch in word:
        if piece and f.size(piece + ch)[0] > width:
            pieces.append(piece)
            piece = ""
        piece += ch
    return pieces + ([piece] if piece else [])


def _wrap_paragraph(paragraph: str, f: pygame.font.Font, width: int) -> list[str]:
    """One paragraph wrapped into lines."""
    lines: list[str] = []
    line = ""
    for word in paragraph.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        pieces = _split_word(word, f, width) if f.size(word)[0] > width else [word]
        lines.extend(pieces[:-1])
        line = pieces[-1]
    if line:
        lines.append(line)
    return lines


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """The text broken into lines no wider than width; newlines start new lines."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, f, width) or [""])
    return lines
