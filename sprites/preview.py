"""Render sample card faces on the felt and save a PNG: python sprites/preview.py out.png"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.library import DramaCard, MoveCard, PageCard  # noqa: E402
from sprites import palette as pal  # noqa: E402
from sprites.card_face import card_back, drama_face, move_card_face, page_face  # noqa: E402
from sprites.fonts import font  # noqa: E402
from sprites.tapped import tapped  # noqa: E402

SAMPLE_PAGES = [
    dict(id="running_clothesline", name="Running Clothesline", kind="move", cost={"strength": 2},
         move_type="arm_extended", target="head", damage=4, tags=["impact"]),
    dict(id="snap_suplex", name="Snap Suplex", kind="move", cost={"technical": 1, "strength": 1},
         move_type="in_close", target="back", damage=5, tags=["takedown"],
         effects=[{"do": "to_mat"}]),
    dict(id="moonsault_press", name="Moonsault Press", kind="move",
         cost={"agility": 3, "attitude": 1}, move_type="high_risk", target="back", damage=12,
         tags=["drop", "finisher"], effects=[{"do": "to_mat"}, {"do": "pin"}]),
    dict(id="superkick", name="Superkick", kind="move", cost={"strike": 2, "agility": 1},
         move_type="leg_extended", target="head", damage=8, tags=["impact", "trademark"],
         text="If the foe is Stunned, +2 damage."),
    dict(id="sunset_block", name="Sunset Block", kind="move", cost={"technical": 1},
         move_type="in_close", target="arm", damage=0, tags=["defensive", "hold"],
         counters=["arm_extended", "mad_rush"], effects=[{"do": "draw", "count": 1}]),
    dict(id="spear", name="Spear", kind="move", cost={"strength": 2, "attitude": 1},
         move_type="mad_rush", target="back", damage=7, tags=["takedown", "impact"],
         effects=[{"do": "to_mat"}, {"do": "warnings", "count": 2}]),
    dict(id="elbow_from_above", name="Flying Elbow From the Top Rope", kind="move",
         cost={"strike": 1}, move_type="victim_below", target="head", damage=3, tags=["drop"],
         requires={"foe": "mat"}),
    dict(id="catch_breath", name="Catch Your Breath", kind="momentum",
         gain={"strength": 2, "technical": 1}, effects=[{"do": "heal", "amount": 2}]),
    dict(id="steel_chair", name="Steel Chair", kind="special", special="weapon",
         cost={"attitude": 2}, weapon={"damage": 6, "part": "head", "dq_risk": 20,
                                       "injury": [5, 6]}),
    dict(id="old_school_ref", name="Old-School Referee", kind="special", special="referee",
         referee={"dq_per_warning": 6, "pin_bonus": 5}),
    dict(id="busted_open", name="Busted Open", kind="special", special="status",
         status="busted_open", cost={"attitude": 1}, text="The foe bleeds: -1 HP each turn."),
    dict(id="crowd_chant", name="Crowd Chant", kind="special", special="crowd_support",
         effects=[{"do": "crowd_support"}, {"do": "draw", "count": 1}]),
    dict(id="low_blow", name="Low Blow", kind="special", special="damage", cost={"attitude": 1},
         effects=[{"do": "damage", "amount": 3, "part": "leg"}, {"do": "warnings", "count": 2},
                  {"do": "to_mat"}]),
    dict(id="haymaker", name="Haymaker", kind="move", cost={"strike": 2}, move_type="hit_or_miss",
         target="head", damage=9, tags=["impact"]),
]

SAMPLE_MOVE = dict(id="shooting_star", name="Shooting Star", rank=4,
                   bonus={"kind": "damage_bonus", "amount": 2, "move_type": "high_risk"},
                   text="Nobody flies higher.")
SAMPLE_DRAMA = dict(id="hype_video", name="Hype Video", effect="hype", amount=2,
                    text="Gain 2 Crowd Points before the bell.")


def samples() -> tuple[list[PageCard], MoveCard, DramaCard]:
    """The sample cards, checked by the library's models."""
    pages = [PageCard.model_validate(p) for p in SAMPLE_PAGES]
    return pages, MoveCard.model_validate(SAMPLE_MOVE), DramaCard.model_validate(SAMPLE_DRAMA)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A dark felt table with a soft vignette."""
    w, h = size
    s = pygame.Surface(size)
    s.fill(pal.FELT_DARK)
    for i in range(24, 0, -1):
        rect = pygame.Rect(0, 0, w * i // 24 + w // 3, h * i // 24 + h // 3)
        rect.center = (w // 2, h // 2)
        pygame.draw.ellipse(s, pal.mix(pal.FELT_DARK, pal.FELT, (24 - i) / 24), rect)
    return s


def put(table: pygame.Surface, card: pygame.Surface, pos: tuple[int, int]) -> None:
    """Blit a card with a drop shadow."""
    shadow = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    shadow.blit(card, (0, 0))
    shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
    table.blit(shadow, (pos[0] + 3, pos[1] + 4))
    table.blit(card, pos)


def row(table: pygame.Surface, faces: list[pygame.Surface], y: int, gap: int) -> None:
    """Blit faces left to right from x = gap, bottoms aligned on the tallest."""
    x = gap
    tallest = max(f.get_height() for f in faces)
    for face in faces:
        put(table, face, (x, y + tallest - face.get_height()))
        x += face.get_width() + gap


def sheet() -> pygame.Surface:
    """The 1280x720 preview: pages at 120 and 200, a Move card, a back, a tapped card."""
    pages, move, drama = samples()
    table = felt((1280, 720))
    small = [page_face(p, 120) for p in pages]
    tap = tapped(move_card_face(move, 120), 90)
    row(table, small[:10], 10, 8)
    row(table, small[10:] + [move_card_face(move, 120), drama_face(drama, 120), card_back(120),
                             tap], 188, 8)
    big_ids = ("moonsault_press", "sunset_block", "steel_chair", "catch_breath", "old_school_ref")
    big = [page_face(p, 200) for p in pages if p.id in big_ids] + [move_card_face(move, 200)]
    row(table, big, 370, 12)
    note = font(18).render("Ringside card faces: width 120 (rows 1-2) and 200 (row 3)",
                           True, pal.TEXT_MUTED)
    table.blit(note, (12, 720 - note.get_height() - 10))
    return table


def zoom_sheet(width: int = 300) -> pygame.Surface:
    """Every sample at one width, for checking the zoomed view."""
    pages, move, drama = samples()
    faces = [page_face(p, width) for p in pages]
    faces += [move_card_face(move, width), drama_face(drama, width), card_back(width)]
    per_row, gap = 6, 10
    h = round(width * 1.4)
    rows = (len(faces) + per_row - 1) // per_row
    table = felt((per_row * (width + gap) + gap, rows * (h + gap) + gap))
    for i, face in enumerate(faces):
        put(table, face, (gap + (i % per_row) * (width + gap), gap + (i // per_row) * (h + gap)))
    return table


def main() -> None:
    """Save the preview sheet (and, with --zoom, a sheet of every card at --width)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", help="PNG path for the 1280x720 preview")
    parser.add_argument("--zoom", help="also save every card at --width to this PNG")
    parser.add_argument("--width", type=int, default=300)
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    pygame.image.save(sheet(), args.out)
    if args.zoom:
        pygame.image.save(zoom_sheet(args.width), args.zoom)
    print(args.out)


if __name__ == "__main__":
    main()
