"""Fonts from pygame's bundled default typeface, cached, plus word wrapping."""
from __future__ import annotations

import io
from functools import lru_cache

import pygame
import pygame.freetype

POINTS_PER_SIZE = 0.6875  # pygame.font.Font(None, size) scales its default font the same way

SIZES_KEPT = 4096  # texts whose size a font remembers (then it starts again)

# While a list, every text cut short or word broken mid-word is noted here (card face tests).
PROBLEMS: list[str] | None = None


def note(problem: str) -> None:
    """Note a text that did not fit (only while PROBLEMS is being collected)."""
    if PROBLEMS is not None:
        PROBLEMS.append(problem)


GLYPH_CACHE = 512  # glyphs freetype keeps per font (its own default, 64, is too few for the
# table's words: measuring a line took 3-5 times as long, rendering it twice; the same pixels)


def start() -> None:
    """Start pygame's freetype module with room for the game's glyphs: before pygame.init(),
    which would start it with freetype's default cache (then this does nothing)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init(cache_size=GLYPH_CACHE)


def _ready() -> None:
    """Initialise pygame's freetype module on first use."""
    start()


@lru_cache(maxsize=1)
def _typeface() -> bytes | None:
    """The default typeface's file, read once (a font made from it in memory takes a seventh
    of the time of one that finds and opens the file again: 0.04 against 0.26 ms, and fitting
    a card's words makes a dozen sizes); None if pygame can't hand it over."""
    try:
        from pygame.pkgdata import getResource
        with getResource(pygame.freetype.get_default_font()) as f:
            return f.read()
    except (OSError, AttributeError, TypeError, ValueError):
        return None


class CardFont:
    """pygame's default font, kerning off (crisp when small); used like pygame.font.Font."""

    def __init__(self, size: int, bold: bool = False) -> None:
        """Load the default typeface at a pygame.font point size."""
        _ready()
        data = _typeface()
        self._ft = pygame.freetype.Font(io.BytesIO(data) if data else None,
                                        size * POINTS_PER_SIZE)
        self._ft.kerning = False
        self._ft.pad = True
        self._ft.strong = bold
        self.point_size = size
        self.bold = bold
        self._sizes: dict[str, tuple[int, int]] = {}  # text -> its size (see size)

    def render(self, text: str, antialias: bool = True, color=(255, 255, 255),
               bgcolor=None) -> pygame.Surface:
        """The text on a new surface as tall as the font's line."""
        if not text:
            return pygame.Surface((0, self.get_height()), pygame.SRCALPHA)
        self._ft.antialiased = antialias
        return self._ft.render(text, color, bgcolor)[0]

    def size(self, text: str) -> tuple[int, int]:
        """Width and height the text would take."""
        if not text:
            return 0, self.get_height()
        hit = self._sizes.get(text)
        if hit is None:  # remembered: wrapping and fitting measure the same words again and
            if len(self._sizes) >= SIZES_KEPT:  # again (0.5-1.5 ms a frame at 1080p)
                self._sizes.clear()
            hit = self._sizes[text] = self._ft.get_rect(text).size
        return hit

    def get_height(self) -> int:
        """Height of a rendered line."""
        return self._ft.get_sized_height()

    def get_linesize(self) -> int:
        """Distance from one line to the next."""
        return self._ft.get_sized_height() + max(1, self._ft.get_sized_height() // 10)

    def get_ascent(self) -> int:
        """Pixels above the baseline."""
        return self._ft.get_sized_ascender()

    def get_descent(self) -> int:
        """Pixels below the baseline (negative)."""
        return self._ft.get_sized_descender()


@lru_cache(maxsize=256)
def _font(size: int, bold: bool) -> CardFont:
    """A CardFont, cached."""
    return CardFont(max(6, int(size)), bold)


def font(size: int, bold: bool = False) -> CardFont:
    """The default font at a pygame.font point size (glyphs about 0.69 * size px tall), cached
    (and made afresh if pygame was shut down and started again since)."""
    f = _font(int(size), bold)
    try:
        f._ft.get_sized_height()
    except pygame.error:
        _font.cache_clear()
        _ready()
        f = _font(int(size), bold)
    return f


def fit_font(text: str, width: int, biggest: int, smallest: int,
             bold: bool = False) -> CardFont:
    """The biggest font, from biggest down to smallest, that fits text in width."""
    for size in range(int(biggest), int(smallest) - 1, -1):
        f = font(size, bold)
        if f.size(text)[0] <= width:
            return f
    return font(smallest, bold)


def ellipsize(text: str, f: CardFont, width: int) -> str:
    """The text, cut short with '...' if it is wider than width."""
    if f.size(text)[0] <= width:
        return text
    note(f"cut short: {text!r}")
    lo, hi = 0, len(text)  # the longest start that fits with its '...', found by halves (a
    # character at a time measured every shorter start: 0.2 ms each, 4 ms for a long hint)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid].rstrip() + "...")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "..."


def _split_word(word: str, f: CardFont, width: int) -> list[str]:
    """A word too wide for a line, broken into pieces that fit."""
    note(f"word broken: {word!r}")
    pieces, piece = [], ""
    for ch in word:
        if piece and f.size(piece + ch)[0] > width:
            pieces.append(piece)
            piece = ""
        piece += ch
    return pieces + ([piece] if piece else [])


def _most_words(line: str, words: list[str], f: CardFont, width: int) -> int:
    """How many of the next words fit on the line after what it holds (a line only grows
    wider as words are added, so a binary search finds what adding them one by one would)."""
    def fits(k: int) -> bool:
        trial = " ".join(([line] if line else []) + words[:k])
        return f.size(trial)[0] <= width
    if fits(len(words)):
        return len(words)
    lo, hi = 0, len(words) - 1  # fits(lo) holds (nothing added), fits(hi + 1) does not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _wrap_paragraph(paragraph: str, f: CardFont, width: int) -> list[str]:
    """One paragraph wrapped into lines: each line takes as many words as fit (a word wider
    than a line is broken into pieces)."""
    lines: list[str] = []
    line = ""
    words = paragraph.split()
    while words:
        k = _most_words(line, words, f, width) if line or f.size(words[0])[0] <= width else 0
        if k:
            line = " ".join(([line] if line else []) + words[:k])
            words = words[k:]
            continue
        if line:
            lines.append(line)
            line = ""
            continue
        pieces = _split_word(words.pop(0), f, width)
        lines.extend(pieces[:-1])
        line = pieces[-1]
    if line:
        lines.append(line)
    return lines


def wrap(text: str, f: CardFont, width: int) -> list[str]:
    """The text broken into lines no wider than width; newlines start new lines."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, f, width) or [""])
    return lines


def fits_words(text: str, f: CardFont, width: int) -> bool:
    """True when every word of the text fits on a line of this width (none would be broken)."""
    return all(f.size(word)[0] <= width for word in text.split())


def missing_glyphs(text: str) -> set[str]:
    """The characters of text the bundled typeface has no glyph for (they would show as boxes)."""
    _ready()
    face = pygame.freetype.Font(None, 12)  # fresh: a cached font dies if freetype was restarted
    return {ch for ch in set(text) if not ch.isspace() and face.get_metrics(ch)[0] is None}
