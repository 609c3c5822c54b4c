"""How often a match ends before its loser ever held control (never played a turn of its own: a
newcomer lost twice on turn 5 without one decision, session 68).

    python tools/never_in_control.py 300 heuristic normal
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.ai import ai_dice, choose
from game.library import Catalog, load_library
from game.match import Match, random_setup
from game.match import commands as C
cat = Catalog(load_library())
n = int(sys.argv[1]); me = sys.argv[2]; foe = sys.argv[3]
never = early = 0
ends = []
for g in range(n):
    kind = ("normal", "hardcore", "showdown")[g % 3]
    setup = random_setup(cat, 5000 + g, kind, "human", "human")
    m = Match(setup, cat)
    dice = [ai_dice(5000 + g, s) for s in (0, 1)]
    turned = [False, False]
    for _ in range(3000):
        seat = m.actor()
        if seat is None:
            break
        st = m.state
        if st.pending is None and st.interview is None and not st.sides[seat].injury_due:
            turned[seat] = True
        cmd = choose(me if seat == 0 else foe, st, seat, dice[seat])
        m.play(cmd)
    over = m.state.over
    if over is not None and over.winner is not None and not turned[1 - over.winner]:
        never += 1
        ends.append((kind, m.state.turn, over.how))
print(f"{n} matches {me} v {foe}: the loser never held control in {never}", ends[:20])
