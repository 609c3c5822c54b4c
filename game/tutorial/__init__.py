"""The tutorial door: a guided first match on the real rules engine.

    SETUP            the tutorial match: a fixed seed, a Hardcore match, you against a scripted foe
    LESSONS, TOPICS  the lessons in order (game/tutorial/lessons.py) and their short names
    Course           the progress through the lessons: what is asked now, what a command did
    replay(setup, cat, log) -> Course   the progress of a saved tutorial match
    guide(cat, match=None) -> GuidedMatch  the match to play: only the asked command goes through
    is_tutorial(setup) -> bool          True for the tutorial match's setup
    play_through(cat) -> (Match, Course) the whole tutorial played by doing what each lesson asks

The scripted foe and the bridge between lessons are in game/tutorial/script.py; the names of the
table parts lessons point at are in game/tutorial/parts.py. The door also serves the learning
screens: the How to play pages (howto: PAGES, RULE_LINES) and the glossary (glossary_entries,
glossary_search, glossary_lookup from game/library/glossary.py).
"""
from __future__ import annotations

from ..library.glossary import Entry as GlossaryEntry
from ..library.glossary import entries as glossary_entries
from ..library.glossary import lookup as glossary_lookup
from ..library.glossary import search as glossary_search
from ..match.setup import CustomPlaybook, MatchSetup, SeatSetup
from . import howto, parts
from .course import Ask, Course, replay, step
from .guided import GuidedMatch, reminder
from .lessons import BY_ID, LESSONS, PIN_ADVICE, PIN_READY, TOPICS, Lesson
from .script import FOE, PLAYER

__all__ = ["SETUP", "SEED", "LESSONS", "TOPICS", "BY_ID", "Lesson", "Ask", "Course", "replay",
           "is_tutorial", "play_through", "step", "GuidedMatch", "reminder", "guide",
           "new_setup", "parts", "PLAYER", "FOE", "PIN_READY", "PIN_ADVICE", "MAX_COMMANDS",
           "AUTOSAVE", "adopt_old_save", "autosave_file", "autosave_files", "saved_match",
           "howto", "glossary_entries", "glossary_search", "glossary_lookup", "GlossaryEntry"]

SEED = 840  # found by tools/tutorial_seed.py: every lesson's situation comes, and you win
EARLIER_SEEDS = (1936,)  # the tutorial's seed under rules editions 1-6 (its saves still resume)
PLAYER_STAR = "ruud_thorsen"
FOE_STAR = "lucius_glamour"
MAX_COMMANDS = 400  # a tutorial that has not ended by then has gone wrong


# The player's playbook: a legal 40-page playbook (PB-1..PB-4) with a little of everything a
# lesson needs (momentum pages, cheap moves in pairs of a type, Holds, a Status, counters) and a
# few big moves for the end; light hitters, so the foe lasts until every lesson is taught.
FIRST_STEPS = {
    "gym_rat": 2, "iron_will": 2, "heavy_bag_memory": 2, "knuckle_crack": 2,
    "chip_on_shoulder": 2, "leverage": 2,
    "jab_flurry": 3, "haymaker": 2, "elbow_smash": 2, "shoulder_charge": 3, "push_kick": 2,
    "headbutt": 2,
    "side_stretch": 2, "bear_crush": 1,
    "bell_ringer": 2,
    "check_the_kick": 2, "shove_off": 2, "hook_the_leg": 1,
    "giant_boot": 1, "thunderclap_slam": 1, "mountain_fall": 1, "landslide_splash": 1,
}
PLAYBOOK_NAME = "First Steps"

# The foe's playbook: light moves of the types the player's Defensive pages counter, the
# counters the 'countered' lesson needs, momentum, Crowd Support and a Status; no finishers and
# no weapons, so the tutorial foe hurts but never runs away with the match.
WARM_UP_ACT = {
    "trash_talk": 3, "camera_smirk": 3, "knuckle_crack": 3, "cartwheel_showoff": 2,
    "jaw_at_crowd": 2,
    "jab_flurry": 3, "push_kick": 3, "spin_elbow": 2, "elbow_smash": 2, "headbutt": 2,
    "wheel_kick": 2, "hip_attack": 2,
    "duck_under": 3, "sidestep": 2, "thumb_escape": 2,
    "jeer_the_crowd": 2, "seeing_stars": 2,
}
FOE_PLAYBOOK_NAME = "Warm-Up Act"
# Lucius without Spotlight Hog (+2 Crowd Points at the bell): he starts with his ability's one
# Crowd Point, so the second, the one the player's repeated move type gives him, is what buys
# his Sneak Attack.
FOE_MOVE_CARDS = ("signature_flair", "kick_artist", "showstopper")


def _book(name: str, counts: dict) -> CustomPlaybook:
    return CustomPlaybook(name=name, pages=[pid for pid, n in counts.items() for _ in range(n)])


def first_steps() -> CustomPlaybook:
    """The player's tutorial playbook."""
    return _book(PLAYBOOK_NAME, FIRST_STEPS)


def warm_up_act() -> CustomPlaybook:
    """The scripted foe's tutorial playbook."""
    return _book(FOE_PLAYBOOK_NAME, WARM_UP_ACT)


def new_setup(seed: int = SEED) -> MatchSetup:
    """The tutorial match's setup for a seed (SETUP is the one the game plays)."""
    return MatchSetup(seed=seed, match_type="hardcore",
                      seats=[SeatSetup(superstar=PLAYER_STAR, custom=first_steps(),
                                       controller="human"),
                             SeatSetup(superstar=FOE_STAR, custom=warm_up_act(),
                                       move_cards=list(FOE_MOVE_CARDS), controller="easy",
                                       leadoff=[])])  # the scripted foe leads off with none


SETUP = new_setup()


def guide(cat, match=None) -> GuidedMatch:
    """The tutorial match to play: a saved one where it was left, or a new one from the bell."""
    from ..match.runner import Match
    return GuidedMatch(match if match is not None else Match(SETUP, cat))


def is_tutorial(setup: MatchSetup) -> bool:
    """True when a setup is the tutorial match (so a save of it resumes as the tutorial)."""
    return setup == SETUP or any(setup == new_setup(seed) for seed in EARLIER_SEEDS)


AUTOSAVE = f"tutorial-{SEED}"  # its own name: as 'current-840' it wrote over an exhibition
# begun on seed 840 (session 65's save attack); saves from before still resume


def autosave_files(folder=None) -> list:
    """Where the tutorial match is autosaved, and where it was before session 65."""
    from pathlib import Path

    from ..store.match_file import default_save_dir
    where = Path(folder if folder is not None else default_save_dir())
    return [where / f"{AUTOSAVE}.json", where / f"current-{SEED}.json"]


def autosave_file(folder=None):
    """Where the tutorial match is autosaved."""
    return autosave_files(folder)[0]


def adopt_old_save(cat, folder=None) -> None:
    """A tutorial saved under its old name (current-840) takes its own name, and its backups
    that are the tutorial too, before it is played on (else the old file stood beside the new
    one, a stale copy Continue could offer: the player's explorer, session 65). A backup that is
    not the tutorial (an exhibition it was saved over) keeps its name; nothing is done when the
    new name is taken or the old file is not the tutorial."""
    new, old = autosave_files(folder)
    try:
        if new.exists() or not _holds_the_tutorial(old, cat):
            return
        for n in range(9, 0, -1):
            kept = old.with_name(f"{old.name}.{n}")
            if _holds_the_tutorial(kept, cat) and not new.with_name(f"{new.name}.{n}").exists():
                kept.rename(new.with_name(f"{new.name}.{n}"))
        old.rename(new)
    except Exception:  # (a folder that can't be written: left as it is)
        return


def _holds_the_tutorial(path, cat) -> bool:
    """Whether the file is a save of the tutorial match."""
    return _tutorial_in(path, cat) is not None


def _tutorial_in(path, cat):
    """The tutorial match a file holds, rebuilt on the rules; None for any other file, a
    damaged one or none."""
    from ..store.match_file import restore
    try:
        match = restore(path, cat) if path.is_file() else None
    except Exception:  # a damaged or foreign file is no tutorial to resume
        return None
    return match if match is not None and is_tutorial(match.setup) else None


def saved_match(cat, folder=None):
    """The saved tutorial match, rebuilt on the rules, or None when there is none (or it can't
    be read: the tutorial then starts from the bell)."""
    return next((m for m in (_tutorial_in(p, cat) for p in autosave_files(folder))
                 if m is not None), None)


def play_through(cat, setup: MatchSetup = SETUP, limit: int = MAX_COMMANDS):
    """Play the tutorial match doing exactly what each lesson asks; returns (Match, Course)."""
    from ..match.runner import Match
    m = Match(setup, cat)
    course = Course()
    for _ in range(limit):
        if step(m, course) is None:
            break
    return m, course
