"""Mutation run over the rule constants: change one, run the rule tests, put it back.

    python tools/mutate_rules.py            every mutant, a line each, then killed/total
    python tools/mutate_rules.py --list     the mutants only
    python tools/mutate_rules.py -k AUTO    only mutants whose name holds AUTO
    python tools/mutate_rules.py -k gap     only the code mutants of issue 27's six test gaps
    python tools/mutate_rules.py -k ed6     only the code mutants of rules edition 6

Each rule number is moved by one step either way (the ADV-11 percentages also by a few points);
the code mutants (CODE_MUTANTS) each break one rule in a way a number can't: a roll shared, a
page picked without the dice, a shuffle left out.
The work happens in a copy of the project in a temporary folder, so the tree you work in is never
changed, even if the run is stopped half-way. A mutant is killed when the rule tests fail with it.
This file is a tool, not a test: pytest does not collect it (testpaths = tests).
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RULE_TESTS = [
    "tests/test_rules_adv.py", "tests/test_rules_inj.py", "tests/test_season.py",
    "tests/test_countout.py", "tests/test_turn_limits.py", "tests/test_endings.py",
    "tests/test_engine.py", "tests/test_decisions.py", "tests/test_rule_numbers.py",
    "tests/test_rule_gaps.py", "tests/test_referees.py", "tests/test_rules_in_play.py",
]

# (file, the text as it stands with {} where the number goes, the number, the changes to try)
STEP = (-1, 1)
CONSTANTS = [
    # seed 002, the Showdown
    ("game/match/rules.py", "FINISHER_BONUS = {}  # ADV-5", 5, STEP),
    ("game/match/rules.py", "AUTO_RINGSIDE, AUTO_MAT, AUTO_DAMAGE = {}, 10, 40", 4, (-1, 1, 2)),
    ("game/match/rules.py", "AUTO_RINGSIDE, AUTO_MAT, AUTO_DAMAGE = 4, {}, 40", 10, (-1, 1, 2)),
    ("game/match/rules.py", "AUTO_RINGSIDE, AUTO_MAT, AUTO_DAMAGE = 4, 10, {}", 40, (-1, 1, 5, -5)),
    ("game/match/rules.py", "DITCH_CHANCE = {}  # ADV-10", 50, STEP),
    ("game/match/rules.py", "BODY_THRESHOLD = {}  # ADV-9", 7, STEP),
    ("game/match/rules.py", "    if info.damage >= {}:", 5, STEP),  # ADV-11 damage change
    ("game/match/legal.py", "AFTER_TURN = {}  # ADV-3 and ADV-6", 20, STEP),
    ("game/match/state.py", 'MatchRules("showdown", {}, 3, True, False)', 60, STEP),  # ADV-12
    ("game/match/state.py", 'MatchRules("showdown", 60, {}, True, False)', 3, STEP),  # ADV-8
    ("game/match/state.py", 'MatchRules("normal", 80, {}, False, False)', 2, STEP),
    ("game/match/state.py", 'MatchRules("hardcore", 100, {}, False, True)', 2, STEP),
    ("game/match/state.py", 'MatchRules("normal", {}, 2, False, False)', 80, STEP),
    ("game/match/state.py", 'MatchRules("hardcore", {}, 2, False, True)', 100, STEP),
    ("game/match/chances.py", "CAP = {}", 95, STEP),  # ADV-17
    ("game/match/chances.py", "DQ_LINE = {}  # ADV-19", 5, STEP),
    ("game/match/chances.py", "DQ_RATE = {}  # ADV-19", 5, STEP),
    ("game/match/chances.py", "        return -{}\n    if hp * 4", 100, STEP),  # ADV-13
    ("game/match/chances.py", "    if hp * {} >= start:\n        return -100", 2, STEP),
    ("game/match/chances.py", "        return -{}\n    if hp * 10", 25, STEP),
    ("game/match/chances.py", "    if hp * {} >= start:\n        return -25", 4, STEP),
    ("game/match/chances.py", "        return -{}\n    if hp > 0", 10, STEP),
    ("game/match/chances.py", "    if hp * {} >= start:\n        return -10", 10, STEP),
    ("game/match/chances.py", "    return {}\n\n\ndef status_bonus", 25, STEP),
    ("game/match/chances.py", 'return sum({} if s == "stunned" else 2', 5, STEP),  # ADV-14
    ("game/match/chances.py", 'return sum(5 if s == "stunned" else {}', 2, STEP),
    ("game/match/chances.py", "FINISHER_TERM = {}  # ADV-16", 20, STEP),
    ("game/match/chances.py", 'terms.append(("trademark", {}))', 5, STEP),
    ("game/match/chances.py", 'terms.append(("impact", {}))', 2, STEP),
    ("game/match/chances.py", 'terms.append(("takedown", {}))', 2, STEP),
    ("game/match/chances.py", "recent = last_move is not None and turn - last_move[0] <= {}", 1, STEP),
    ("game/match/chances.py", "return move is not None and turn - move[0] <= {}", 1, STEP),
    ("game/match/chances.py", '    terms.append(("momentum", (me.total_momentum() - foe.total_momentum()) * {}))\n'
                        '    before = finisher_before', 2, STEP),  # ADV-15
    ("game/match/chances.py", '    terms.append(("turns", state.moves_elapsed // {}))\n'
                        '    extra = sum_of(state, seat, "pin_bonus")', 2, STEP),  # ADV-17
    ("game/match/referees.py", "STANDARD_DISTRACTION = {}", 2, STEP),
    ("game/match/legal.py", "turn - last_move[0] <= {} and", 1, STEP),  # ADV-7
    # seed 000, injuries
    ("game/match/rules.py", "SQUASH_MARGIN = {}", 10, STEP),  # INJ-12, in matches and seasons
    ("game/season/state.py", "MIN_PROVISION, MAX_PROVISION, DEFAULT_PROVISION = 1, 10, {}", 5,
     STEP),  # INJ-13
    ("game/match/legal.py", "CROWD_ABILITY_COST = {}", 2, STEP),  # INJ-14, in matches and seasons
    # our own numbers the rules name
    ("game/match/state.py", "HAND_SIZE = {}", 5, STEP),
    ("game/match/legal.py", "MAX_EVENTS_PER_MATCH = {}", 3, STEP),
    ("game/match/rules.py", "COMEBACK_HEAL = {}", 6, STEP),
    ("game/match/rules.py", "DRAMA_DEALT = {}", 2, STEP),
    ("game/match/rules.py", "PASS_GAIN = ({},) * len(MOMENTUM)", 2, STEP),
    ("game/match/rules.py", "EXHAUSTED_PASS_GAIN = ({},) * len(MOMENTUM)", 1, STEP),
    ("game/match/rules.py", "BUSTED_OPEN_EXTRA = {}", 1, STEP),
    ("game/season/state.py", "START_MOVE_CARDS = {}", 3, STEP),
    ("game/season/state.py", "WIN_POINTS, DRAW_POINTS = {}, 1", 3, STEP),
    ("game/season/state.py", "WIN_POINTS, DRAW_POINTS = 3, {}", 1, STEP),
    ("game/season/state.py", "MEETINGS_FOR_FEUD = {}", 2, STEP),
    ("game/season/state.py", "DRAMA_HAND = {}", 3, STEP),
    ("game/season/state.py", "MOVE_CARDS_MAX = {}", 5, STEP),
    ("game/match/tiers.py", '({}, "Midcarder")', 6, STEP),
    ("game/match/tiers.py", '({}, "Upper Card")', 10, STEP),
    ("game/match/tiers.py", '({}, "Main Eventer")', 14, STEP),
    ("game/match/tiers.py", '({}, "Legend")', 18, STEP),
]


# (name, file, the text as it stands, the broken text): one rule broken in its code
CODE_MUTANTS = [
    ("gap ADV-11: one roll for all three automatic effects", "game/match/rules.py",
     '        rolls.append(("to ringside", AUTO_RINGSIDE, roll, out["ringside"], 0))\n'
     '        roll = self.dice.percent()\n'
     '        out["mat"] = roll <= AUTO_MAT\n'
     '        rolls.append(("to the mat", AUTO_MAT, roll, out["mat"], 0))\n'
     '        if info.damage >= 5:\n'
     '            roll = self.dice.percent()\n',
     '        rolls.append(("to ringside", AUTO_RINGSIDE, roll, out["ringside"], 0))\n'
     '        out["mat"] = roll <= AUTO_MAT\n'
     '        rolls.append(("to the mat", AUTO_MAT, roll, out["mat"], 0))\n'
     '        if info.damage >= 5:\n'),
    ("gap ADV-11: the damage change gated on damage with bonuses", "game/match/rules.py",
     "        if info.damage >= 5:\n",
     "        if info.damage + damage_bonus(self.s, seat, info) >= 5:\n"),
    ("gap ADV-10: the first page of the hand ditched", "game/match/rules.py",
     "self.emit(E.PageDitched(seat, self.dice.pick(hand), status))",
     "self.emit(E.PageDitched(seat, hand[0], status))"),
    ("gap ADV-4: a countered move put at the bottom unshuffled", "game/match/rules.py",
     "tuple(t.dice.shuffled(owner.playbook + [move_page]))",
     "tuple(owner.playbook + [move_page])"),
    ("gap ADV-4: a countered move put on top unshuffled", "game/match/rules.py",
     "tuple(t.dice.shuffled(owner.playbook + [move_page]))",
     "tuple([move_page] + owner.playbook)"),
    ("gap INJ-4: a season discard takes card 0", "game/season/apply.py",
     "    s.move_deck.append(p.move_cards.pop(ev.card))\n    s.move_deck.sort()\n"
     "    p.tapped.pop(ev.card)\n    p.heal_at.pop(ev.card)\n",
     "    s.move_deck.append(p.move_cards.pop(0))\n    s.move_deck.sort()\n"
     "    p.tapped.pop(0)\n    p.heal_at.pop(0)\n"),
    ("gap Rank: only three Move cards counted", "game/match/tiers.py",
     "for m in move_cards)", "for m in list(move_cards)[:3])"),
    ("ed6 ADV-19: a Referee's own DQ rate", "game/match/chances.py",
     "    return DQ_RATE\n\n\ndef extra_warnings",
     "    return referee_rules(state).dq_per_warning\n\n\ndef extra_warnings"),
    ("ed6 ADV-19: a Referee's extra warnings", "game/match/chances.py",
     "return referee_rules(state).warnings_extra if referee_bends_the_numbers(state.rules) else 0",
     "return referee_rules(state).warnings_extra"),
    ("ed6 ADV-16: a Referee's pin count", "game/match/chances.py",
     "return referee_rules(state).pin_bonus if referee_bends_the_numbers(state.rules) else 0",
     "return referee_rules(state).pin_bonus"),
    ("ed6 ADV-16: no +20 from the Finisher before a pinning page", "game/match/chances.py",
     "    before = finisher_before if finisher_bonus_as_adv7(state.rules) else None\n",
     "    before = None\n"),
    ("ed6 INJ-14: a season Sneak Attack on an injured wrestler taken", "game/season/legal.py",
     "        return idle_sneak_attack(s, cmd.target)\n", "        return None\n"),
    ("ed6 ADV-7: a pinning page still needs a standing foe in a Showdown", "game/match/legal.py",
     " and not pins_on_the_mat(state, info):", ":"),
    ("ed6 Referees: a distraction always 2 turns", "game/match/referees.py",
     "    return referee_rules(state).distracted_for\n", "    return STANDARD_DISTRACTION\n"),
    ("ed6 Referees: no crowd call on a foul", "game/match/referees.py",
     "        and referee_rules(state).crowd_on_foul\n", "        and False\n"),
    ("ed6 Referees: no crowd call on a Finisher", "game/match/referees.py",
     "        and referee_rules(state).crowd_on_finisher\n", "        and False\n"),
]


def mutants(only: str = "") -> list:
    """Every mutant as (name, file, old text, new text)."""
    out = [(f"{path}: {label}", path, old, new) for label, path, old, new in CODE_MUTANTS
           if only in f"{path}: {label}"]
    for path, template, value, deltas in CONSTANTS:
        old = template.replace("{}", str(value))
        for d in deltas:
            new = template.replace("{}", str(value + d))
            short = template.split("\n")[0].strip().replace("{}", f"{value}->{value + d}")
            name = f"{path}: {short}"
            if only in name:
                out.append((name, path, old, new))
    return out


def copy_project(dest: Path) -> Path:
    """A copy of the project without its venv, git folder and caches."""
    target = dest / "project"
    shutil.copytree(ROOT, target, ignore=shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", ".pytest_cache", "*.pyc", ".hypothesis"))
    return target


def run_tests(root: Path) -> bool:
    """True when the rule tests pass in root."""
    tests = [t for t in RULE_TESTS if (root / t).exists()]
    proc = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                           *tests], cwd=root, capture_output=True, text=True)
    return proc.returncode == 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-k", default="", help="only mutants whose name holds this text")
    ap.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = ap.parse_args(argv)
    todo = mutants(args.k)
    if args.list:
        for name, *_ in todo:
            print(name)
        print(f"{len(todo)} mutants")
        return 0
    with tempfile.TemporaryDirectory(prefix="ringside-mutants-") as tmp:
        root = copy_project(Path(tmp))
        if not run_tests(root):
            print("the rule tests fail before any change: fix them first")
            return 2
        killed, survivors = 0, []
        for name, path, old, new in todo:
            f = root / path
            text = f.read_text(encoding="utf-8")
            if text.count(old) != 1:
                print(f"SKIP    {name} (the text is not there exactly once)")
                survivors.append(name + " (not found)")
                continue
            started = time.perf_counter()
            try:
                f.write_text(text.replace(old, new), encoding="utf-8")
                passed = run_tests(root)
            finally:
                f.write_text(text, encoding="utf-8")
            took = time.perf_counter() - started
            if passed:
                survivors.append(name)
                print(f"SURVIVED {name}  ({took:.1f}s)", flush=True)
            else:
                killed += 1
                print(f"killed  {name}  ({took:.1f}s)", flush=True)
        print(f"\n{killed}/{len(todo)} mutants killed")
        for name in survivors:
            print(f"  survived: {name}")
        return 0 if not survivors else 1


if __name__ == "__main__":
    sys.exit(main())
