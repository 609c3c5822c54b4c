"""Every card face, at every size the game draws it, fits its words: nothing cut short, no word
broken mid-word (issue 16)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")

from game.library import load_library  # noqa: E402
from scenes.match.layout import table_layout  # noqa: E402
from scenes.match.table import MOVE_ROW_MIN  # noqa: E402
from scenes.match.reveal import HAND_W  # noqa: E402
from scenes.ui.widgets import ui_scale  # noqa: E402
from scenes.ui.zoom import zoom_width  # noqa: E402
from sprites.card_face import face_problems  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
LIB = load_library()


def _widths() -> dict[str, set[int]]:
    """The widths each kind of face is drawn at, at both window sizes."""
    out: dict[str, set[int]] = {"page": set(), "move_card": set(), "drama": set()}
    for size in SIZES:
        L = table_layout(size)
        s = ui_scale(size)
        zoom = zoom_width(size)
        # hand, lifted hand card, table spot, chip and reveal hovers, reveal grid, zoom, choosers
        out["page"] |= {L.hand_card_w(n) for n in range(1, 12)} | {L.far_face_w}
        out["page"] |= {round(HAND_W * s)}
        out["page"] |= {L.card_w, L.lifted_w, L.spot_w, round(180 * s), round(220 * s),
                        round(58 * s), round(96 * s), zoom, round(170 * s), round(150 * s)}
        # Move-card row (full and squeezed), hover, results, zoom
        # every small width (rows and the results screen squeeze to fit 3 to 5 cards)
        out["move_card"] |= set(range(MOVE_ROW_MIN, 131, 3))
        out["move_card"] |= {L.move_w, MOVE_ROW_MIN, round(190 * s), round(56 * s), zoom,
                             round(84 * s), round(70 * s)}
        out["drama"] |= {round(170 * s), round(110 * s), round(200 * s), zoom, round(64 * s)}
        out["drama"] |= set(range(50, 131, 3))  # the season's Drama hand squeezes to fit
    return out


WIDTHS = _widths()
BIG = 300
TABLES = {"page": LIB.pages, "move_card": LIB.move_cards, "drama": LIB.drama,
          "page_legal": {k: p for k, p in LIB.pages.items() if p.weapon is not None}}
WIDTHS["page_legal"] = WIDTHS["page"]


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(TABLES))
def test_every_face_fits_at_every_size(kind):
    problems = []
    cards = list(TABLES[kind].values())
    for width in sorted(WIDTHS[kind]):
        # the big zoom sizes scale every part with the width and cost seconds to draw: every
        # third card there, every card at the sizes where room is tight
        for card in cards if width <= BIG else cards[width % 3::3]:
            for p in face_problems(kind, card, width):
                problems.append(f"{card.id} at {width}px: {p}")
    assert not problems, "\n".join(problems[:20])


def test_the_check_sees_a_broken_word():
    """The check itself: a name too long for a tiny card is reported."""
    card = LIB.move_cards["textbook_technique"].model_copy(
        update={"name": "Extraordinarilylongnamewithoutspaces"})
    assert face_problems("move_card", card, 50)
