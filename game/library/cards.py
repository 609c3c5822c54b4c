"""The card library: pydantic models for every card file, and the loader that checks them."""
from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .words import BODY_PARTS, MOMENTUM, MOVE_TYPES, PERSONAS, SPECIAL_KINDS, STATUSES, TAGS

MAX_CARD_FILE_BYTES = 2_000_000
PLAYBOOK_SIZE = 40
MAX_COPIES = 3
LEADOFF_MAX = 5  # PB-6: leadoff pages, the opening hand every match starts with

MomentumKind = Literal[MOMENTUM]  # type: ignore[valid-type]
MoveType = Literal[MOVE_TYPES]  # type: ignore[valid-type]
Tag = Literal[TAGS]  # type: ignore[valid-type]
BodyPart = Literal[BODY_PARTS]  # type: ignore[valid-type]
Status = Literal[STATUSES]  # type: ignore[valid-type]
Momentum = dict[MomentumKind, Annotated[int, Field(ge=0, le=20)]]


class Strict(BaseModel):
    """Base for card models: unknown fields are mistakes, models are read-only."""
    model_config = ConfigDict(extra="forbid", frozen=True)


# ---- effects: what a page does when it connects or is played --------------------------------

class Damage(Strict):
    """Deal damage to the foe's body part."""
    do: Literal["damage"]
    amount: int = Field(ge=1, le=20)
    part: BodyPart = "head"


class Heal(Strict):
    """Regain HP, never above the starting HP."""
    do: Literal["heal"]
    amount: int = Field(ge=1, le=20)


class Gain(Strict):
    """Gain momentum, up to the Superstar's caps."""
    do: Literal["gain"]
    momentum: Momentum


class Drain(Strict):
    """The foe loses momentum."""
    do: Literal["drain"]
    momentum: Momentum


class Draw(Strict):
    """Draw pages from the playbook."""
    do: Literal["draw"]
    count: int = Field(ge=1, le=5)


class Ditch(Strict):
    """The foe ditches random pages from their hand."""
    do: Literal["ditch"]
    count: int = Field(ge=1, le=5)


class ToMat(Strict):
    """The foe goes down to the mat."""
    do: Literal["to_mat"]


class ToRingside(Strict):
    """The foe is thrown to ringside."""
    do: Literal["to_ringside"]


class Stand(Strict):
    """Get back to your feet."""
    do: Literal["stand"]


class PutStatus(Strict):
    """Put a Status into play on the foe's side."""
    do: Literal["status"]
    status: Status


class Cure(Strict):
    """Remove one Status from your own side."""
    do: Literal["cure"]


class Warnings(Strict):
    """You receive warnings from the referee."""
    do: Literal["warnings"]
    count: int = Field(ge=1, le=5)


class DistractRef(Strict):
    """The referee is distracted until the end of the next turn."""
    do: Literal["distract_ref"]


class CrowdSupport(Strict):
    """You receive Crowd Support: one Crowd Point."""
    do: Literal["crowd_support"]


class Pin(Strict):
    """Attempt a pin straight away (not the Pin button)."""
    do: Literal["pin"]


class TurnWeapon(Strict):
    """Turn the last weapon that hit you on its issuer: its injury never happened (INJ-11)."""
    do: Literal["turn_weapon"]


Effect = Annotated[
    Union[Damage, Heal, Gain, Drain, Draw, Ditch, ToMat, ToRingside, Stand, PutStatus, Cure,
          Warnings, DistractRef, CrowdSupport, Pin, TurnWeapon],
    Field(discriminator="do"),
]


# ---- bonuses: what Superstar abilities and signature Move cards give --------------------------

class DamageBonus(Strict):
    """More damage for moves of a move type or tag (or every move when neither is given)."""
    kind: Literal["damage_bonus"]
    amount: int = Field(ge=1, le=5)
    move_type: MoveType | None = None
    tag: Tag | None = None


class PinBonus(Strict):
    """More pin chance, in percent; `beaten` more again on a foe at 0 HP (session 40's cards:
    a beaten foe is pinned sooner, a foe still standing no sooner)."""
    kind: Literal["pin_bonus"]
    amount: int = Field(ge=1, le=20)
    beaten: int = Field(default=0, ge=0, le=20)


class SubmissionBonus(Strict):
    """More submission chance, in percent."""
    kind: Literal["submission_bonus"]
    amount: int = Field(ge=1, le=20)


class ExtraHp(Strict):
    """More starting HP."""
    kind: Literal["extra_hp"]
    amount: int = Field(ge=1, le=15)


class StartMomentum(Strict):
    """Momentum at the bell."""
    kind: Literal["start_momentum"]
    momentum: Momentum


class ExtraCounter(Strict):
    """Your Defensive pages also counter this move type."""
    kind: Literal["extra_counter"]
    move_type: MoveType


class CrowdFavourite(Strict):
    """Start the match with Crowd Points."""
    kind: Literal["crowd_start"]
    amount: int = Field(ge=1, le=3)


Bonus = Annotated[
    Union[DamageBonus, PinBonus, SubmissionBonus, ExtraHp, StartMomentum, ExtraCounter,
          CrowdFavourite],
    Field(discriminator="kind"),
]


# ---- special blocks ------------------------------------------------------------------------

class RefereeRules(Strict):
    """How a Referee special calls a Showdown. Within the seed's lines (rules edition 6): how long
    a distraction keeps them away (0: nothing distracts them), whether the crowd backs the foe of
    a Superstar they warn, or a Superstar whose Finisher connects, and weapons. The DQ line and
    rate (ADV-19), the count-out (ADV-8) and the pin terms are the seed's, whoever calls it.
    dq_per_warning, warnings_extra and pin_bonus are the card's numbers under editions 5 and
    older, kept so those saves re-decide as they were played."""
    dq_per_warning: int = Field(default=5, ge=0, le=25)
    warnings_extra: int = Field(default=0, ge=0, le=3)
    pin_bonus: int = Field(default=0, ge=-20, le=20)
    weapons_legal: bool = False
    distracted_for: int = Field(default=2, ge=0, le=4)
    crowd_on_foul: bool = False
    crowd_on_finisher: bool = False


class WeaponRules(Strict):
    """A weapon: damage, the DQ risk of using it, and its injury rating on a die."""
    damage: int = Field(ge=1, le=15)
    part: BodyPart = "head"
    dq_risk: int = Field(ge=0, le=100)
    die: int = Field(default=6, ge=2, le=20)
    injury: list[int] = Field(default_factory=list)

    @model_validator(mode="after")
    def _faces_on_die(self) -> "WeaponRules":
        bad = [f for f in self.injury if not 1 <= f <= self.die]
        if bad:
            raise ValueError(f"injury faces {bad} are not on a {self.die}-sided die")
        return self


class Requires(Strict):
    """Where the foe must be: standing or on the mat; together with you, at ringside, or anywhere."""
    foe: Literal["standing", "mat", "any"] = "standing"
    place: Literal["together", "ringside", "any"] = "together"


# ---- cards ---------------------------------------------------------------------------------

class PageCard(Strict):
    """A page of a playbook: a move, a momentum page or a special."""
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["move", "momentum", "special"]
    text: str = Field(default="", max_length=300)
    cost: Momentum = Field(default_factory=dict)
    # moves
    move_type: MoveType | None = None
    target: BodyPart | None = None
    damage: int = Field(default=0, ge=0, le=20)
    tags: list[Tag] = Field(default_factory=list)
    counters: list[MoveType] = Field(default_factory=list)
    requires: Requires = Field(default_factory=Requires)
    effects: list[Effect] = Field(default_factory=list)
    # momentum pages
    gain: Momentum = Field(default_factory=dict)
    # specials
    special: Literal[SPECIAL_KINDS] | None = None  # type: ignore[valid-type]
    referee: RefereeRules | None = None
    weapon: WeaponRules | None = None
    status: Status | None = None

    @model_validator(mode="after")
    def _kind_fields(self) -> "PageCard":
        if self.kind == "move":
            if self.move_type is None or self.target is None:
                raise ValueError("a move needs move_type and target")
            if self.special or self.gain:
                raise ValueError("a move has no special kind and no gain")
        elif self.kind == "momentum":
            if not self.gain:
                raise ValueError("a momentum page needs gain")
            if self.move_type or self.damage or self.special:
                raise ValueError("a momentum page has no move_type, damage or special kind")
        else:
            if self.special is None:
                raise ValueError("a special needs its special kind")
            if self.move_type or self.damage:
                raise ValueError("a special has no move_type or damage (use a damage effect)")
            if (self.special == "referee") != (self.referee is not None):
                raise ValueError("referee rules go with special kind 'referee', and only there")
            if (self.special == "weapon") != (self.weapon is not None):
                raise ValueError("weapon rules go with special kind 'weapon', and only there")
            if (self.special == "status") != (self.status is not None):
                raise ValueError("a status goes with special kind 'status', and only there")
        if "defensive" in self.tags and not self.counters:
            raise ValueError("a Defensive page must list the move types it counters")
        return self


class Ability(Strict):
    """A Superstar's ability: a bonus that is always on."""
    name: str = Field(min_length=1, max_length=40)
    text: str = Field(default="", max_length=200)
    bonus: Bonus


class SuperstarCard(Strict):
    """A fictional Superstar."""
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=40)
    hp: int = Field(ge=20, le=60)  # docs/BALANCE.md: why 27-40
    persona: Literal[PERSONAS]  # type: ignore[valid-type]
    style: str = Field(min_length=1, max_length=30)
    momentum_caps: dict[MomentumKind, Annotated[int, Field(ge=1, le=15)]]
    start_momentum: Momentum = Field(default_factory=dict)
    ability: Ability
    playbook: str
    move_cards: list[str] = Field(default_factory=list, max_length=5)
    colour: tuple[int, int, int] = (200, 60, 60)
    text: str = Field(default="", max_length=300)

    @field_validator("momentum_caps")
    @classmethod
    def _all_kinds(cls, caps: dict) -> dict:
        missing = [k for k in MOMENTUM if k not in caps]
        if missing:
            raise ValueError(f"momentum_caps misses {missing}")
        return caps


class PlaybookCard(Strict):
    """A starter playbook: page ids with their number of copies."""
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=40)
    pages: dict[str, Annotated[int, Field(ge=1, le=MAX_COPIES)]]
    leadoff: list[str] = Field(default_factory=list, max_length=LEADOFF_MAX)

    @field_validator("pages")
    @classmethod
    def _forty(cls, pages: dict) -> dict:
        total = sum(pages.values())
        if total != PLAYBOOK_SIZE:
            raise ValueError(f"a playbook holds {PLAYBOOK_SIZE} pages, this one {total}")
        return pages

    @model_validator(mode="after")
    def _leadoff_held(self) -> "PlaybookCard":
        for pid in set(self.leadoff):
            if self.leadoff.count(pid) > self.pages.get(pid, 0):
                raise ValueError(f"leadoff names '{pid}' more often than the playbook holds it")
        return self


class MoveCard(Strict):
    """A signature Move card: sits face up, gives a bonus, and sets Rank."""
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=40)
    rank: int = Field(ge=1, le=5)
    bonus: Bonus
    text: str = Field(default="", max_length=200)


class DramaCard(Strict):
    """A Drama card played in an Interview."""
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=40)
    effect: Literal["sneak_attack", "injured_angle", "hype", "promo", "heal_up", "grudge",
                    "contract", "backstage_brawl", "cheap_heat", "crowd_pleaser"]
    amount: int = Field(default=0, ge=0, le=10)
    text: str = Field(default="", max_length=200)


class CardFile(Strict):
    """One card file: any of the lists below."""
    superstars: list[SuperstarCard] = Field(default_factory=list)
    pages: list[PageCard] = Field(default_factory=list)
    playbooks: list[PlaybookCard] = Field(default_factory=list)
    move_cards: list[MoveCard] = Field(default_factory=list)
    drama: list[DramaCard] = Field(default_factory=list)


class CardError(Exception):
    """A card file is wrong; the message names the file, the card and the field."""


class CardsMissing(CardError):
    """The card files are not where the installed game keeps them."""


def cards_folder() -> Path:
    """The folder of the installed `cards` package, where the card files are (never the current
    folder)."""
    try:
        where = resources.files("cards")
    except (ImportError, TypeError):
        raise CardsMissing("the card files are not installed (no 'cards' package); "
                           "reinstall Ringside") from None
    folder = Path(str(where))
    if not folder.is_dir():
        raise CardsMissing(f"the card files are not installed ({folder} is not a folder); "
                           "reinstall Ringside")
    return folder


class Library:
    """Every card, checked and cross-referenced, looked up by id."""

    def __init__(self) -> None:
        self.superstars: dict[str, SuperstarCard] = {}
        self.pages: dict[str, PageCard] = {}
        self.playbooks: dict[str, PlaybookCard] = {}
        self.move_cards: dict[str, MoveCard] = {}
        self.drama: dict[str, DramaCard] = {}

    def counts(self) -> dict:
        """How many cards of each kind the library holds."""
        by_kind: dict[str, int] = {}
        for page in self.pages.values():
            key = page.special if page.kind == "special" else page.kind
            by_kind[key] = by_kind.get(key, 0) + 1
        return {
            "superstars": len(self.superstars),
            "pages": len(self.pages),
            "move_cards": len(self.move_cards),
            "drama": len(self.drama),
            "referees": by_kind.get("referee", 0),
            "events": by_kind.get("event", 0),
            "weapons": by_kind.get("weapon", 0),
            "by_kind": dict(sorted(by_kind.items())),
        }

    def specials_of(self, special: str) -> list[str]:
        """Ids of the pages of one special kind, sorted."""
        return sorted(p.id for p in self.pages.values() if p.special == special)


def _where(err: ValidationError, data: object) -> str:
    """Name the card and field of the first pydantic error."""
    first = err.errors()[0]
    loc = list(first["loc"])
    card = ""
    if len(loc) >= 2 and isinstance(data, dict) and isinstance(loc[1], int):
        try:
            card = f" card '{data[loc[0]][loc[1]].get('id', '#' + str(loc[1]))}'"
        except (KeyError, IndexError, TypeError, AttributeError):
            card = ""
        loc = loc[2:] if card else loc
    field = ".".join(str(p) for p in loc) or "(file)"
    return f"{card} field '{field}': {first['msg']}"


def load_file(path: Path) -> CardFile:
    """Read and check one card file."""
    try:
        if path.stat().st_size > MAX_CARD_FILE_BYTES:
            raise CardError(f"{path.name}: larger than {MAX_CARD_FILE_BYTES} bytes")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CardError(f"{path.name}: cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise CardError(f"{path.name}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except (RecursionError, ValueError):
        raise CardError(f"{path.name}: not valid JSON (values nested too deeply)") from None
    try:
        return CardFile.model_validate(data)
    except ValidationError as exc:
        raise CardError(f"{path.name}:{_where(exc, data)}") from None
    except RecursionError:
        raise CardError(f"{path.name}: values nested too deeply") from None


def _add(table: dict, card, fname: str, what: str) -> None:
    """Add a card to a table, refusing a second card with the same id."""
    if card.id in table:
        raise CardError(f"{fname}: {what} '{card.id}' is defined twice")
    table[card.id] = card


def load_library(folder: Path | str | None = None) -> Library:
    """Load every *.json card file in the folder (default: the installed `cards` package)."""
    folder = Path(folder) if folder else cards_folder()
    lib = Library()
    origin: dict[str, str] = {}
    files = sorted(folder.rglob("*.json"))
    if not files:
        raise CardsMissing(f"no card files found in {folder}; reinstall Ringside")
    for path in files:
        cf = load_file(path)
        for s in cf.superstars:
            _add(lib.superstars, s, path.name, "superstar")
            origin[s.id] = path.name
        for p in cf.pages:
            _add(lib.pages, p, path.name, "page")
        for b in cf.playbooks:
            _add(lib.playbooks, b, path.name, "playbook")
            origin[b.id] = path.name
        for m in cf.move_cards:
            _add(lib.move_cards, m, path.name, "move card")
        for d in cf.drama:
            _add(lib.drama, d, path.name, "drama card")
    for b in lib.playbooks.values():
        for pid in b.pages:
            if pid not in lib.pages:
                raise CardError(f"{origin[b.id]}: playbook '{b.id}' field 'pages': "
                                f"unknown page '{pid}'")
            if lib.pages[pid].special == "referee":
                raise CardError(f"{origin[b.id]}: playbook '{b.id}' field 'pages': "
                                f"'{pid}' is a Referee, which can't be in a playbook")
    for s in lib.superstars.values():
        if s.playbook not in lib.playbooks:
            raise CardError(f"{origin[s.id]}: superstar '{s.id}' field 'playbook': "
                            f"unknown playbook '{s.playbook}'")
        for mid in s.move_cards:
            if mid not in lib.move_cards:
                raise CardError(f"{origin[s.id]}: superstar '{s.id}' field 'move_cards': "
                                f"unknown move card '{mid}'")
    return lib
