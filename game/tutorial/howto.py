"""How to play: the rules reference the game shows, page by page, and its one-line statement of
every rule id, the single source that docs/RULES.md's "Every rule in one line" section is made
from (tests/test_howto.py checks the two are the same, rule id by rule id).

    RULE_LINES       rule id -> one sentence (numbers from the engine's own constants)
    PAGES            the How to play pages: title, text, the rule ids they state, pictures
    rules_markdown() the RULES.md section, as it must read

A picture is drawn by the game's own sprites: ("page", page id), ("move_card", card id),
("tapped", card id), ("back",), ("body", {part: damage}), ("hp", (hp, max_hp)).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..match.chances import (CAP, DQ_LINE, EASY_FOURTH, EASY_HALF, EASY_LOW, EASY_TENTH,
                             EASY_ZERO, MOMENTUM_REACH, base_by_hp)
from ..match.legal import AFTER_TURN, CROWD_ABILITY_COST, MAX_EVENTS_PER_MATCH
from ..library.cards import LEADOFF_MAX, MAX_COPIES, PLAYBOOK_SIZE
from ..match.rules import (AUTO_DAMAGE, AUTO_MAT, AUTO_RINGSIDE, BODY_THRESHOLD, COMEBACK_HEAL,
                     DITCH_CHANCE, FINISHER_BONUS, SQUASH_MARGIN)
from ..match.editions import EVENT_WINDOW, UNDERNEATH_DAMAGE
from ..match.state import DEFAULT_RULES, HAND_SIZE
from .lessons import PIN_ADVICE

SHOWDOWN = DEFAULT_RULES["showdown"]
NORMAL = DEFAULT_RULES["normal"]

RULE_LINES: dict[str, str] = {
    "INJ-1": "An injured Superstar taps out one of their signature Move cards, their choice.",
    "INJ-2": "A tapped-out Move card gives no bonus this match or the next, nor in a Run-In; it "
             "still counts for Rank and Tier.",
    "INJ-3": "Only Superstars are injured, and one injury at a time under standard rules.",
    "INJ-4": "Discarding the tapped-out Move card ends the injury; then you can be injured again.",
    "INJ-5": "With no Move card left to tap out, an injury does nothing.",
    "INJ-6": "Under \"Ooh, That's Gotta Hurt!\" injuries stack.",
    "INJ-7": "A season injury lasts until the end of your next Event or Match, whichever comes "
             "first; any match you wrestle counts.",
    "INJ-8": "Injured before your turn or in your Roll Call or Drama, it ends in this turn's "
             "Jobber Security.",
    "INJ-9": "Injured in your match or later, it lasts to your next event and ends after it.",
    "INJ-10": "A weapon that hits rolls its DQ risk, deals its damage, then its issuer rolls the "
              "injury die, even after a DQ; a stopped weapon rolls neither.",
    "INJ-11": "Turning a weapon on its owner undoes the injury that hit caused (only that hit's: "
              "never one an earlier weapon caused).",
    "INJ-12": f"Losing by more than {SQUASH_MARGIN} match points is a Squash: the loser is "
              "injured.",
    "INJ-13": "At a Pay-Per-View, a feud's provision injures a loser by its margin or more; a "
              "Squash there does not injure twice under standard rules.",
    "INJ-14": f"A Sneak Attack (the Drama card, or an Antagonist's {CROWD_ABILITY_COST} Crowd "
              "Points) injures its target.",
    "INJ-15": "The Injured Angle Drama card injures its target.",
    "ADV-1": "A Showdown is won by pinfall, submission, disqualification or count-out.",
    "ADV-2": "Showdown: with no Referee in play and the referee not distracted, a random "
             "Referee enters at "
             "the end of a turn; Referees are never played from a hand.",
    "ADV-3": f"Showdown: 0 to 2 random Events enter by themselves at the end of turns "
             f"{AFTER_TURN + 1}-{AFTER_TURN + EVENT_WINDOW}, outside the "
             f"{MAX_EVENTS_PER_MATCH}-Event limit, one copy of each.",
    "ADV-4": "Showdown: a countered move is shuffled back into its owner's playbook.",
    "ADV-5": f"Showdown: Finishers do +{FINISHER_BONUS} damage.",
    "ADV-6": f"Showdown: Move To Ringside once per Superstar, after turn {AFTER_TURN}.",
    "ADV-7": "Showdown: pin only in the ring, and only a foe on the mat or after your Finisher "
             "connected "
             "this turn or last turn; a page that pins may be played on a foe on the mat.",
    "ADV-8": f"Showdown: one more counted turn at ringside before a count-out: more than "
             f"{SHOWDOWN.count_out_after} (Normal and Hardcore: {NORMAL.count_out_after}).",
    "ADV-9": f"Showdown: every {BODY_THRESHOLD} damage to one body part puts its injury Status "
             "on the "
             "victim, one copy each.",
    "ADV-10": f"With a body part's injury Status (in any match type), connecting with its move "
              f"types risks a {DITCH_CHANCE}% ditch of a random page.",
    "ADV-11": f"Showdown: every move that is not a Hold or Defensive rolls {AUTO_RINGSIDE}% to "
              "send the "
              f"victim outside, {AUTO_MAT}% to put them down and, at base damage 5 or more, "
              f"{AUTO_DAMAGE}% to change its damage by -2 to +2.",
    "ADV-12": f"A Showdown lasts {SHOWDOWN.turn_limit} turns.",
    "ADV-13": "Showdown: pin chance base by the pinned Superstar's HP: half or more -100%, a "
              "fourth or more "
              "-25%, a tenth or more -10%, above 0: 0%, at 0: +25%.",
    "ADV-14": "Each Status of the pinned Superstar: Stunned +5%, any other +2%.",
    "ADV-15": "Showdown: momentum (yours - theirs) x 2% (Normal and Hardcore: the difference "
              f"once, at most {MOMENTUM_REACH}% either way).",
    "ADV-16": "Your move this turn or last: Finisher +20% (a pinning page played right after "
              "your Finisher gets it too), Trademark +5%, Impact +2%, Takedown +2%, +1% per "
              "point of its damage.",
    "ADV-17": f"+1% per 2 moves connected in the match; 0% or less always fails; above {CAP}% "
              f"counts as {CAP}%.",
    "ADV-18": "Each failed press of the Pin button raises its price by 1 Attitude.",
    "ADV-19": f"Warnings: from {DQ_LINE} in all, each new warning risks a DQ of 5% per warning, "
              "under every Referee.",
    "ADV-20": "The same move type twice in one move string gives the foe Crowd Support.",
    "PB-1": f"A playbook holds exactly {PLAYBOOK_SIZE} pages.",
    "PB-2": f"At most {MAX_COPIES} copies of one page.",
    "PB-3": "No Referee pages.",
    "PB-4": "Every page is a page of the card library.",
    "PB-5": "The Superstar a playbook names must exist.",
    "PB-6": f"Up to {LEADOFF_MAX} leadoff pages, each one of the playbook's own "
            f"{PLAYBOOK_SIZE}: every match opens with them in hand.",
}


@dataclass(frozen=True)
class Page:
    """One How to play page."""
    id: str
    title: str
    text: tuple
    rules: tuple = ()
    pictures: tuple = ()

    def __post_init__(self) -> None:
        if not isinstance(self.text, tuple) or not all(isinstance(t, str) for t in self.text):
            raise TypeError(f"page {self.id!r}: text must be a tuple of paragraphs (a comma?)")


PAGES: tuple[Page, ...] = (
    Page("table", "The table", (
        "Two Superstars wrestle. Each has HP, six kinds of momentum, a hand of "
        f"{HAND_SIZE} pages from a playbook of {PLAYBOOK_SIZE}, and a row of signature Move "
        "cards.",
        f"Your opening hand starts with your playbook's leadoff pages (up to {LEADOFF_MAX}, "
        "chosen in the builder; every starter playbook has its own); the rest of it is drawn. "
        "Your foe's does too, often with a Defensive page: early moves are countered more "
        "(a move's counter risk counts it in).",
        "A turn is one action of the Superstar in control: play a page, Pin, Pass, Move To "
        "Ringside, Return To Ring or spend Crowd Points. Both hands refill at the end of every "
        "turn (a page that draws makes yours hold more, 9 at most). You keep control until "
        "you Pass, are countered, fail a pin or land your string's "
        "third move: pages that are not moves never hand it over.",
        "Win by pinfall, submission, disqualification or count-out. The turn limit makes a "
        "draw."), (), (("hp", (21, 35)), ("body", {"head": 5, "back": 9}), ("back",))),
    Page("momentum", "Momentum and pages", (
        "Every page costs momentum of the kinds printed on it: Agility, Knowledge, Strength, "
        "Strike, Technical, Attitude. Each kind has a cap.",
        "Momentum pages give momentum. A move that connects gives back half its cost (its "
        "whole cost in a Showdown). Pass gives 2 of every kind and hands control to your foe.",
        "Watch the kinds your hand needs: moves of one kind spend it fast, and a hand that "
        "can't pay waits for a Pass or a momentum page of that kind (the bars by your name "
        "show what you hold).",
        "Specials: Damage, Gameplan, Ringside, Status, Event, Weapon and Crowd Support do what "
        "their card says."), (), (("page", "iron_will"), ("page", "haymaker"),
                                   ("page", "bell_ringer"))),
    Page("moves", "Moves and body parts", (
        "A move has a move type, aims at a body part (head, arm, back, leg) and deals damage; "
        "its tags add to a pin right after it (Impact, Takedown, Trademark, Finisher); a Hold "
        "gives a submission chance, and Drop only says how it is done.",
        "Some moves need the foe down on the mat or outside; the card says so.",
        "The body figure beside the HP bar adds up the damage on each part."),
     ("ADV-5", "ADV-9", "ADV-10", "ADV-11"),
     (("page", "giant_boot"), ("body", {"head": 5, "leg": 2}))),  # (the boot's 5 to the
    # head beside a figure with 3 there and 7 on the legs read as a mismatch: session 63)
    Page("counters", "Countering", (
        "When your foe plays a move you may answer with a page that lists its move type: a "
        "counter. The move is stopped, your counter hits instead and you take control. A "
        "Defensive page also stops any move at the body part it works, and any weapon.",
        "If you hold no page that could answer, the move goes straight through. A Stunned "
        "Superstar can't counter. A move you can play shows its counter risk over its top "
        "right corner (green low, amber, red high): the chance the foe holds a page that "
        "stops it; hover it for why.",
        "Fighting from underneath: under half your HP (above 0), any Defensive page counters "
        f"any move, and in a Showdown that counter hits for {UNDERNEATH_DAMAGE} more."),
        ("ADV-4",), (("page", "check_the_kick"), ("page", "duck_under"))),
    Page("crowd", "Move strings and Crowd Support", (
        "The moves you connect in a row without being countered are a move string (a counter "
        "you land starts one; pages that are not moves don't count). After its third move your foe fights back and takes "
        "control, unless they are under a fourth of their HP.",
        f"Repeat a move type in one string and your foe gets Crowd Support. "
        f"{CROWD_ABILITY_COST} Crowd Points buy your persona's ability: an Antagonist's Sneak "
        f"Attack injures the foe; a Protagonist's Comeback heals {COMEBACK_HEAL} HP and shakes "
        "off a Status."), ("ADV-20", "INJ-14"), (("page", "jab_flurry"), ("page", "jab_flurry"),
                                                  ("page", "crowd_chant"))),
    Page("statuses", "Statuses", (
        "Stunned: can't counter, gone when they take control. Busted Open: moves to the head "
        "do +1 damage. Exhausted: Pass gives 1 of each kind, not 2.",
        "In a Showdown every 7 damage to a body part brings its injury Status; Status pages "
        f"bring them in any match. Each makes a move of its types risk a {DITCH_CHANCE}% "
        "ditch of a random page (hover the chip for the types)."),
     ("ADV-9", "ADV-10", "ADV-14"), (("page", "bell_ringer"), ("page", "hardway_cut"))),
    Page("pins", "Pins", (
        "Press Pin in the ring. The button shows the chance and the reason for it; hover it to "
        "read the chance term by term: the HP base, Statuses, momentum, your last move, the "
        "moves so far (1 per 2) and bonuses. A pin that can't succeed (0%) asks for a second "
        "press.",
        "In Normal and Hardcore a worn-down foe is pinnable: below half their HP the base is "
        f"{EASY_FOURTH}%, below a fourth +{EASY_TENTH}%, at a tenth or less +{EASY_LOW}%, at 0 HP "
        f"+{EASY_ZERO}%, and momentum counts at most {MOMENTUM_REACH}% either way; the moves "
        "connected in the match and your bonuses add to it, so late in a match a foe just "
        "under half can be pinned at 20-30%. At half their HP or more the base is "
        f"{EASY_HALF}% in every type; a Showdown is stricter below it: "
        f"{base_by_hp(19, 40)}% under half, {base_by_hp(9, 40)}% under a fourth, "
        f"{base_by_hp(3, 40)}% under a tenth, +{base_by_hp(0, 40)}% at 0 HP, and momentum "
        "counts twice with no limit.",
        "In Normal and Hardcore no pin or submission counts before the foe's first turn in "
        "control, unless they are at 0 HP. "
        "At 0 HP a Superstar is beaten: down on the mat, they take control only by countering, "
        "and outside the referee counts them every turn. Pin them. A failed press costs 1 "
        "Attitude more next time and hands control to a foe who still has HP.",
        f"Don't wait for a sure thing: from about {PIN_ADVICE}% a pin is worth a try, best "
        "right after a big move, with the foe worn down and you ahead on momentum."),
     ("ADV-7", "ADV-13", "ADV-14", "ADV-15", "ADV-16", "ADV-17", "ADV-18"),
     (("hp", (0, 34)), ("move_card", "veterans_cover"))),
    Page("submissions", "Submissions", (
        "Every Hold that connects goes for the submission, by the Showdown's numbers in every "
        "match type: the HP base (at half their HP or more -100%, a fourth or more -25%, a "
        "tenth or more -10%), twice the momentum difference with no limit, the damage on the held body "
        "part, the hold's own damage and the moves so far.",
        "Work one body part, then hold it."), (), (("page", "side_stretch"),
                                                   ("body", {"back": 12}))),
    Page("ringside", "Ringside and count-outs", (
        "Move To Ringside takes you both outside (Hardcore: any time; Showdown: once, after "
        "turn 20; never in Normal). Some pages throw the foe out.",
        "At the end of each turn (every page played is a turn) the referee counts the "
        "Superstar who began it in control, if they are outside (even if a counter took "
        "control from them), and a beaten one "
        "(0 HP) outside every turn, whoever holds control. More "
        "than 2 counts (3 in a Showdown) and they lose by count-out. Return To Ring stops the "
        "count."), ("ADV-6", "ADV-8"), (("page", "barricade_bump"),)),
    Page("referees", "Warnings, DQ and weapons", (
        "Cheap shots give warnings; a warning that brings you to 5 or more rolls for a DQ at "
        "5% for each warning you hold (25% at 5), whoever the Referee. Referees differ in how long a distraction keeps them "
        "away (some can't be fooled) and whom the crowd backs under them.",
        "A weapon can be stopped by any Defensive page. Outside Hardcore it risks a DQ; a hit "
        "may injure (its die)."), ("ADV-2", "ADV-19", "INJ-10", "INJ-11"),
     (("page", "ref_prudence_hale"), ("page", "folding_chair"))),
    Page("injuries", "Injuries", (
        "An injury taps out one of your signature Move cards: it turns sideways and its bonus "
        "is off for the rest of the match (in a season, the next match too), but it still "
        "counts for your Rank and Tier. What it gave at the bell (HP, momentum, Crowd Points) "
        "stays, unless it was tapped out before the bell, for a Drama card's injury.",
        "Injuries come from weapons, Sneak Attacks, the Injured Angle and a Squash."),
     ("INJ-1", "INJ-2", "INJ-3", "INJ-5", "INJ-6", "INJ-12", "INJ-15"),
     (("move_card", "bodyguard_bulk"), ("tapped", "bodyguard_bulk"))),
    Page("match_types", "Match types", (
        f"Normal: {NORMAL.turn_limit} turns, no Move To Ringside button.",
        f"Hardcore: {DEFAULT_RULES['hardcore'].turn_limit} turns, weapons carry no DQ risk, "
        "Move To Ringside any time.",
        f"Showdown: {SHOWDOWN.turn_limit} turns; random Referees and Events; countered moves "
        f"go back into the playbook; Finishers +{FINISHER_BONUS}; automatic effects; pins only "
        "on a foe down or after a Finisher; body parts wear into injury Statuses."),
     ("ADV-1", "ADV-3", "ADV-12"), (("page", "foundation_bomb"),)),
    Page("season", "Season mode", (
        "2 to 4 wrestlers, people or AIs, over weekly shows and a closing Pay-Per-View. Each "
        "turn: Roll Call (draw a Drama card), Drama (play one), a Match or Enjoy the Show, then "
        "Jobber Security (injuries that are due end).",
        "A win earns a new signature Move card (up to five), so Rank and Tier climb. Rivals "
        "feud. The Pay-Per-View is the last week, a turn for every wrestler as any week; there "
        "a feuding wrestler must book their rival, and the feud match carries a provision: "
        "lose by its margin and be injured.",
        "The standings count season points (PTS): 3 for a win, 1 for a draw, a Pay-Per-View "
        "win like any other; ties go to more wins, fewer losses, Rank, then the wrestler "
        "listed first. A result's match points ('12\u20132') decide a squash and a feud's "
        "provision, not the standings. After the Pay-Per-View the top of the standings is "
        "crowned champion.",
        "A wrestler not in the week's match may Run-In for a side: their untapped signature "
        "Move cards back that side in the match."),
     ("INJ-4", "INJ-7", "INJ-8", "INJ-9", "INJ-13"),
     (("drama", "parking_lot_ambush"), ("drama", "personal_grudge"))),
    Page("pass_and_play", "Two players, one screen", (
        "Against a friend at one screen, a curtain hides the table whenever the screen passes "
        "to the other player, and only the hand of the player at the screen is shown.",
        "The screen passes whenever the other player must act (control, a tap-out, the "
        "Interview), and when you attack a player "
        "whose auto-counter rule for that kind of attack is Ask me: every time, whether or not "
        "they hold a counter, so the handover tells nothing about their hand. Counter "
        "automatically (with a Defensive page, or let it through) and Never counter answer "
        "without a handover. Set the rules with A during a match or in Settings."), (), ()),
    Page("online", "Playing a friend online", (
        "Host: Play Online, then Host a match. Choose your Superstar, playbook and the match "
        "as in an Exhibition, then Host Match: the screen shows your address and port and a "
        "join code (the address and port in ten letters) to give your friend. On the same "
        "network that is enough; across the internet, forward the port on your router and "
        "give your public address with it.",
        "Join: Play Online, then Join a match. Choose your Superstar and playbook, type the "
        "host's address:port or join code, then Join Match. You both see who you play; the "
        "bell rings when you have both pressed Ready. The host's game decides every command "
        "and sends you only what your seat may see: never the host's hand, playbook order or "
        "a future roll.",
        "Each turn shows its clock (Settings, Turn clock: off, 60, 120 or 300 seconds, used by "
        "the host): when it runs out the first legal move is played. Chat (M) sends a few "
        "canned lines. A dropped line pauses the match for up to three minutes while the guest "
        "rejoins by itself; the host's save replays like any other, and your Career counts "
        "online matches and who left one unfinished. From a terminal, ringside host and "
        "ringside join play the same matches."), (), ()),
    Page("ai", "The AI levels", (
        "Easy plays like a beginner: it passes early, forgets counters and presses Pin at long "
        "odds.",
        "Normal plays its few best options a few turns ahead in a handful of possible tables, "
        "never presses Pin at long odds on a foe who still has HP, and now and then misses the "
        "moment to counter. Hard looks at its options in over a hundred tables, two commands "
        "deep, and makes no slips; it presses Pin whenever its search finds the try worth it, "
        "at long odds too.",
        "Greedy takes whatever looks best this turn without looking ahead, and Random plays "
        "any legal command: both are yardsticks for testing, not levels to learn against.",
        "Every AI plays only from what its own seat can see."), (), ()),
    Page("playbooks", "Building a playbook", (
        f"Any Superstar may play a playbook you build: exactly {PLAYBOOK_SIZE} pages, at most "
        f"{MAX_COPIES} of one page, no Referees.",
        f"Name up to {LEADOFF_MAX} of those pages as leadoff pages (L in the builder): every "
        "match opens with them in your hand, so you choose how you start. They count towards "
        f"the {PLAYBOOK_SIZE}."),
     ("PB-1", "PB-2", "PB-3", "PB-4", "PB-5", "PB-6"), (("page", "cross_armbar"),)),
)

MARK_START = "<!-- rule-lines: made from game/tutorial/howto.py RULE_LINES; do not edit here -->"
MARK_END = "<!-- /rule-lines -->"


def rules_markdown() -> str:
    """The "Every rule in one line" section of docs/RULES.md, as RULE_LINES says it."""
    rows = [MARK_START, "", "| id | the rule in one line |", "|---|---|"]
    rows += [f"| {rid} | {line} |" for rid, line in RULE_LINES.items()]
    rows += ["", MARK_END]
    return "\n".join(rows)


def page_rules(page: Page) -> list[str]:
    """The rule lines a page states, as a player reads them (their ids are docs/RULES.md's: a
    player read "ADV-13:" as the developers' notes, session 64's play-test)."""
    return [RULE_LINES[rid] for rid in page.rules]
