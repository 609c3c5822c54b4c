"""The player's settings: a pydantic model saved as JSON in the user's config folder.

    load_settings() -> (Settings, problem or None)   never raises: a damaged file gives defaults
    save_settings(settings) -> problem or None        never raises
    config_dir()                                      RINGSIDE_CONFIG_DIR overrides platformdirs

Unknown fields in the file are ignored (a newer game may have written it); a field with a bad value
falls back to its default alone, so one bad value does not wipe the rest. Auto-counter rules are UI
preferences, not rules of the game: the engine says what a rule plays (game.ai) but never keeps
them.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.library import ATTACK_KINDS, COUNTER_RULES
from game.store import config_folder, create_file, read_regular, replace_file

SETTINGS_FILE = "settings.json"
MAX_BYTES = 256 * 1024

AI_SPEEDS = ("slow", "normal", "fast")
TURN_CLOCKS = (0, 60, 120, 300)  # an online match's clock per turn (0: off)
SHOW_SPEEDS = ("full", "fast", "instant")  # how the ring plays each command's show
TEXT_SIZES = ("normal", "large", "larger")  # "larger": for big screens and the far sofa
WINDOW_SIZES = ("1280x720", "1600x900", "1920x1080", "fullscreen")
TEXT_SCALE = {"normal": 1.0, "large": 1.2, "larger": 1.4}

# Auto-counter: per kind of attack, what to do when a human defender could counter it (the kinds
# and rules are the engine's words; these are the screen's).
COUNTER_RULE_WORDS = {"ask": "Ask me", "auto": "Counter automatically", "never": "Never counter"}


def default_counter_rules() -> dict[str, str]:
    """Every kind of attack: ask me."""
    return {k: "ask" for k in ATTACK_KINDS}


class ExhibitionPrefs(BaseModel):
    """The exhibition setup's last choices, kept across launches (any bad one: all defaults;
    the setup checks each against the library it has)."""
    model_config = ConfigDict(extra="ignore")

    picks: list[str] = Field(default_factory=list, max_length=2)  # the Superstars' ids
    controllers: list[str] = Field(default_factory=lambda: ["human", "normal"], max_length=2)
    playbooks: list[str | None] = Field(default_factory=list, max_length=2)
    match_type: str = Field(default="normal", max_length=20)
    turn_limit: int | None = Field(default=None, ge=1, le=1000)
    ooh: bool = False
    interview: bool = False


class Settings(BaseModel):
    """Everything the settings screen sets. Mutable: scenes change it live, then save it."""
    model_config = ConfigDict(extra="allow", validate_assignment=False)  # (a newer game's
    # settings are kept, and written back: an older one dropped them: session 63)

    master_volume: float = Field(default=0.8, ge=0.0, le=1.0)
    effects_volume: float = Field(default=0.8, ge=0.0, le=1.0)
    mute: bool = False
    reduced_motion: bool = False
    commentary: bool = True  # the commentators' lines under the ring
    show_speed: Literal["full", "fast", "instant"] = "full"  # the ring's show: every motion,
    # at twice the pace, or at once (the state shown, one sound)
    text_size: Literal["normal", "large", "larger"] = "normal"
    window: Literal["1280x720", "1600x900", "1920x1080", "fullscreen"] = "1280x720"
    ai_speed: Literal["slow", "normal", "fast"] = "normal"
    auto_counter: dict[str, Literal["ask", "auto", "never"]] = Field(
        default_factory=default_counter_rules)
    tutorial_offered: bool = False  # the tutorial was offered at first launch
    turn_clock: Literal[0, 60, 120, 300] = 120  # seconds per turn in an online match you host
    online_name: str = Field(default="", max_length=24)  # your name, as an online friend sees it
    online_address: str = Field(default="", max_length=80)  # the last address or code joined
    online_port: int = Field(default=8765, ge=1024, le=65535)  # the port you host on
    exhibition: ExhibitionPrefs = Field(default_factory=ExhibitionPrefs)  # the last setup's
    # choices (forgotten at each launch: session 74's play-test)

    @field_validator("auto_counter", mode="before")
    @classmethod
    def _known_kinds(cls, value: Any) -> Any:
        """Keep the known kinds of attack with a known rule; the rest ask."""
        out = default_counter_rules()
        if isinstance(value, dict):
            out.update((k, v) for k, v in value.items() if _counter_rule_known(k, v))
        return out

    # ---- derived values ----------------------------------------------------------------------

    @property
    def volume(self) -> float:
        """The volume sound effects play at (0 when muted)."""
        return 0.0 if self.mute else self.master_volume * self.effects_volume

    @property
    def text_scale(self) -> float:
        """How much bigger text is drawn."""
        return TEXT_SCALE.get(self.text_size, 1.0)

    def window_size(self) -> tuple[int, int] | None:
        """The window size, or None for fullscreen."""
        if self.window == "fullscreen":
            return None
        w, h = self.window.split("x")
        return int(w), int(h)


def config_dir() -> Path:
    """The folder settings.json lives in (RINGSIDE_CONFIG_DIR overrides it)."""
    return config_folder()


def settings_path() -> Path:
    """Where the settings file is."""
    return config_dir() / SETTINGS_FILE


def parse_settings(data: Any) -> tuple[Settings, str | None]:
    """Settings from decoded JSON; fields with bad values take their defaults (and say so)."""
    if not isinstance(data, dict):
        return Settings(), "the settings file is not a JSON object"
    try:
        return Settings.model_validate(data), None
    except ValidationError as exc:
        bad = {str(e["loc"][0]) for e in exc.errors() if e.get("loc")}
        kept = {k: v for k, v in data.items() if k not in bad}
        try:
            settings = Settings.model_validate(kept)
        except ValidationError:
            settings = Settings()
        return settings, "some settings had bad values: " + ", ".join(sorted(bad))


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or defaults; the second value says what was wrong, if anything."""
    path = path or settings_path()
    try:
        if not path.exists():
            return Settings(), None
        if path.stat().st_size > MAX_BYTES:
            return Settings(), "the settings file is too large" + _kept_aside(path)
        raw = read_regular(path, MAX_BYTES)
    except OSError as exc:
        return Settings(), f"cannot read the settings file ({exc.strerror or exc})"
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # (a BOM, as Notepad writes one: fine)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Settings(), "the settings file is damaged" + _kept_aside(path)
    if not isinstance(data, dict):
        return Settings(), "the settings file is not a JSON object" + _kept_aside(path)
    kept = _small_extras(data)
    settings, problem = parse_settings(kept)
    dropped = [_dropped_counter_rules(data.get("auto_counter", {}))] + \
        [f"{str(key)[:20]} (too large to keep)" for key in data if key not in kept]
    for words in filter(None, dropped):
        problem = (f"{problem}, " if problem else "some settings had bad values: ") + words
    if problem:  # (a newer game's values, or a typo: written over with defaults at the next
        problem += _kept_aside(path, copy=True)  # change, with no copy: session 66)
    return settings, problem


def _dropped_counter_rules(value: Any) -> str:
    """Words for the auto-counter entries the settings can't keep (an unknown kind of attack or
    rule, or rules that are not a table of them), or '' when there are none."""
    if not isinstance(value, dict):
        return "auto_counter"
    bad = [str(k)[:20] for k, v in value.items() if not _counter_rule_known(k, v)]
    return f"auto_counter ({', '.join(bad[:3])})" if bad else ""


def _counter_rule_known(kind, rule) -> bool:
    """True for an auto-counter entry these settings keep: a kind of attack and a rule of this
    game's."""
    return kind in ATTACK_KINDS and rule in COUNTER_RULES


EXTRA_BYTES = 16_384  # the most a newer version's unknown settings may take, written back


def _small_extras(data: dict) -> dict:
    """The settings with only the unknown keys (a newer version's) that are small and plain
    enough to write back: one too deep or too big would stop every save (session 63's
    review)."""
    room, out = EXTRA_BYTES, {}
    for key, value in data.items():
        if key in Settings.model_fields:
            out[key] = value
            continue
        try:
            size = len(json.dumps(value)) + len(key)
        except (TypeError, ValueError, RecursionError):
            continue
        if size <= room and _depth(value) <= 16:
            out[key], room = value, room - size
    return out


def _depth(value, most: int = 17) -> int:
    """How deeply lists and objects nest in a decoded JSON value (counted up to `most`)."""
    if most <= 0 or not isinstance(value, (list, dict)):
        return 0
    inner = value.values() if isinstance(value, dict) else value
    return 1 + max((_depth(v, most - 1) for v in inner), default=0)


def _kept_aside(path: Path, copy: bool = False) -> str:
    """Move a damaged settings file aside (copy: a copy of it; name.damaged, or -2, -3...: an
    earlier one may be the only copy of the real settings), so the defaults written next never
    replace what was in it (they did, at once: session 63's save attack); words saying so."""
    aside = path.with_name(path.name + ".damaged")
    try:
        data = read_regular(path, MAX_BYTES) if copy else b""
        for k in range(2, 101):
            if not (aside.exists() or aside.is_symlink()):
                break
            if copy and aside.is_file() and aside.stat().st_size == len(data) and \
                    read_regular(aside, MAX_BYTES) == data:  # (kept already)
                return f" (the file as it was is kept as {aside.name})"
            aside = path.with_name(f"{path.name}.damaged-{k}")
        else:  # (a hundred kept already: the 100th is never written over)
            return ""
        if copy:
            create_file(aside, data)
        else:
            os.replace(path, aside)
    except OSError as exc:  # (a folder that can't be written: say no copy was kept)
        return f" (no copy could be kept: {exc.strerror or exc})"
    return f" (the file as it was is kept as {aside.name})" if copy else f" (kept as {aside.name})"


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings (temp file, then rename); the problem as words, or None."""
    path = path or settings_path()
    try:
        data = json.dumps(settings.model_dump(mode="json"), indent=2).encode("utf-8")
    except (TypeError, ValueError, RecursionError) as exc:  # (never a crash: session 63)
        return f"cannot save the settings ({exc})"
    try:
        replace_file(path, data)
    except OSError as exc:
        return f"cannot save the settings ({exc.strerror or exc})"
    return None
