"""Season events as readable lines, and the other words the season screens use (pure Python, no
pygame: tests and the command line can use it too).

    narrator = SeasonNarrator(season.setup, lib)
    for cmd, events in season.log:
        lines += narrator.feed(events)

The narrator keeps its own copy of the season state and applies each event after telling it, so
a line can name a Move card that is about to be discarded. Nothing secret is told: Drama cards
drawn into a hand are never named (they are named when they are played).
"""
from __future__ import annotations

from dataclasses import dataclass

from game import season as S
from game.season import (CROWD_ABILITY_COST, CROWD_DRAMA, INJURING, apply_in_place,
                         drama_crowd_points, new_season)
from game.library import LEVEL_NAMES, title
from game.match import fold_states

from scenes.match.log_text import HOW_WORDS, events_entries, short_name, turn_shown
from scenes.match.model import CONTROLLER_WORDS  # noqa: F401 (the season's screens read it here)

DASH = "\u2014"
PHASE_WORDS = {
    "drama": "Drama \u00b7 the Interview",
    "event": "Match or Enjoy the Show",
    "runins": "Run-Ins",
    "match": "The match",
    "jobber": "Jobber Security",
    "between": "Next up",
    "over": "Season over",
}
PHASE_STEPS = (("drama", "Roll Call & Drama"), ("event", "Match or Show"),
               ("match", "The Match"), ("jobber", "Jobber Security"))


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """One line of the season log.

    player: the wrestler it is about (None: nobody in particular). tone: 'normal', 'muted',
    'big' (a turning point), 'turn' (a divider), 'match' (a result; result is its index in the
    season's results), 'end'.
    """
    text: str
    player: int | None = None
    tone: str = "normal"
    result: int | None = None


# ---- names and small words -------------------------------------------------------------------

def star_name(lib, superstar: str, short: bool = True) -> str:
    """A Superstar's name (short: without the quoted nickname)."""
    card = lib.superstars.get(superstar)
    name = card.name if card else superstar
    return short_name(name) if short else name


def player_names(lib, state, short: bool = True) -> list[str]:
    """Every wrestler's name, by player index."""
    return [star_name(lib, p.superstar, short) for p in state.players]


def week_title(state) -> str:
    """'Week 2 of 4', or 'Pay-Per-View' in the last week."""
    if state.phase == "over" or state.champion is not None:
        return "Season over"
    if state.ppv():
        return "Pay-Per-View"
    return f"Week {state.week + 1} of {state.weeks}"


def week_subtitle(state, setup) -> str:
    """What kind of show this week is."""
    if state.phase == "over" or state.champion is not None:
        return f"{state.weeks} weeks played"
    if state.ppv():  # (with no feud, its matches are the weeks' kind: "feud matches are
        if not state.feuds and not state.settled:  # Showdown" over two Normal matches read
            return (f"The closing show \u00b7 no feuds this season: "  # as wrong: session 65)
                    f"{title(setup.match_type)} matches")
        return f"The closing show \u00b7 feud matches are {title(setup.ppv_match_type)}"
    left = state.weeks - 1 - state.week
    return (f"Weekly show \u00b7 {title(setup.match_type)} matches \u00b7 "
            f"{left} week{'s' if left != 1 else ''} to the Pay-Per-View")


def phase_words(phase: str) -> str:
    """The phase in words."""
    return PHASE_WORDS.get(phase, title(phase))


def heal_words(heal_at: int, weeks: int | None = None) -> str:
    """When a tapped-out Move card turns back, in words: 'heals after their turn in week 3'
    (a wrestler's own turn N is the one in week N), 'heals after the Pay-Per-View'."""
    if heal_at < 0:
        return ""
    if weeks is not None and heal_at >= weeks:
        return "out for the rest of the season"
    if weeks is not None and heal_at == weeks - 1:
        return "heals after their turn at the Pay-Per-View"
    return f"heals after their turn in week {heal_at + 1}"


def record_words(player) -> str:
    """'3-1-0' (wins, losses, draws)."""
    return f"{player.wins}-{player.losses}-{player.draws}"


def drama_season_effect(card, short: bool = False) -> str:
    """What a Drama card does when played in a season Interview. short: a caption of a few words."""
    effect = card.effect
    if effect in INJURING:
        return "Injures your target" if short else "Injures the wrestler you name"
    if effect == "grudge":
        return "Feud + grudge in your match" if short else \
            "Starts a feud with the wrestler you name (not in Pay-Per-View week, nor when either "\
            "of you already feuds); the grudge counts in your match this turn"
    if effect in CROWD_DRAMA:
        points = drama_crowd_points(card)
        return f"+{points} Crowd Point{'s' if points != 1 else ''}"
    return "Works in your match this turn" if short else \
        "Takes effect at the bell of your match this turn (lost if you Enjoy the Show)"


def crowd_ability_words(persona: str) -> str:
    """The 2-Crowd-Point ability of a persona."""
    if persona == "antagonist":
        return f"Sneak Attack ({CROWD_ABILITY_COST} Crowd Points): injure a wrestler"
    return f"Comeback ({CROWD_ABILITY_COST} Crowd Points): end one of your injuries"


def result_line(names: list[str], record: dict) -> str:
    """A season result: 'Ada Quill beats Lucius Glamour by pinfall, 37-0 in match points ·
    SQUASH'."""
    a, b = record["players"]
    pa, pb = record["points"]
    how = HOW_WORDS.get(record["how"], record["how"])
    if record["winner"] is None:
        why = "double count-out" if record["how"] == "countout" else "time-limit draw"
        text = f"{names[a]} and {names[b]} draw ({why}), {pa}\u2013{pb} in match points"
    else:
        win = record["winner"]
        lose = b if win == a else a
        wp, lp = (pa, pb) if win == a else (pb, pa)
        text = f"{names[win]} beats {names[lose]} by {how}, {wp}\u2013{lp} in match points"  # (not
        # a score: '14-16' under a winner read as a loss, session 61; 'pts' as the standings'
        # PTS, session 65)
        if wp <= lp:  # ('17-17 in match points' of a loss read oddly: session 73)
            text += f" (the {how} decides)"
    if record.get("squash"):
        text += " \u00b7 SQUASH"
    if record.get("feud"):
        text += " \u00b7 feud match"
    return text


# ---- headless matches ---------------------------------------------------------------------

def match_headline(names: list[str], pair: tuple, match) -> str:
    """One line for a finished match: winner, how, points and the turn it ended on."""
    st = match.state
    over = st.over
    pts = [side.points for side in st.sides]
    if over is None:
        return f"{names[pair[0]]} vs {names[pair[1]]}: no result"
    if over.winner is None:
        why = "double count-out" if over.how == "countout" else "time-limit draw"
        turns = f"turn {turn_shown(st.turn, True, how=over.how)}"
        return f"{names[pair[0]]} and {names[pair[1]]} draw ({why}) \u00b7 " \
               f"{pts[0]}\u2013{pts[1]} pts \u00b7 {turns}"
    w = over.winner
    how = HOW_WORDS.get(over.how, over.how)
    turns = f"turn {turn_shown(st.turn, True, how=over.how)}"  # as the log numbers it
    return (f"{names[pair[w]]} beats {names[pair[1 - w]]} by {how} \u00b7 "
            f"{pts[w]}\u2013{pts[1 - w]} pts \u00b7 {turns}")


def key_moments(match, limit: int = 14) -> list[tuple[str, int | None]]:
    """The turning points of a match from its log (finishers, counters, pins, weapons,
    injuries, the end), as (text, seat) pairs; the bell first, the ending last."""
    lines = []
    states = fold_states(match.first_state, match.log)
    for entry, before in zip(match.log, states):
        for line in events_entries(entry.events, match.state, before):
            if line.tone in ("big", "end"):
                lines.append((line.text, line.seat))
    if len(lines) > limit:
        lines = lines[:1] + lines[-(limit - 1):]
    return lines


# ---- the season log -----------------------------------------------------------------------

class SeasonNarrator:
    """Turns season events into SeasonLines, keeping its own copy of the state."""

    def __init__(self, setup, lib) -> None:
        self.lib = lib
        self.setup = setup
        self.state = new_season(setup, lib)
        self.names = player_names(lib, self.state)

    def feed(self, events) -> list[SeasonLine]:
        """The lines of a run of events (in order), applying each to the narrator's state."""
        out: list[SeasonLine] = []
        for ev in events:
            try:
                line = self.line(ev)
            except (AttributeError, IndexError, KeyError, TypeError, ValueError):
                line = SeasonLine(f"{type(ev).__name__}.", None, "muted")
            if line is not None:
                out.append(line)
            if type(ev) is S.MatchPlayed:
                out.extend(self.squash_absorbed(ev) + self.nothing_earned(ev))
            apply_in_place(self.state, ev)
        return out

    def squash_absorbed(self, ev) -> list[SeasonLine]:
        """A squashed loser already injured gets no second injury (standard rules): said, as
        the provision's 'no effect' is (the log was silent: session 62's audit)."""
        if not ev.squash or ev.winner is None:
            return []
        k = 1 - ev.players.index(ev.winner)
        loser = ev.players[k]
        before = self.state.players[loser].tapped
        after = list(ev.tapped[k]) if k < len(ev.tapped) else []
        if not any(before) or any(a and not b for a, b in zip(after, before)):
            return []
        return [SeasonLine(f"{self.names[loser]} was already injured: the squash adds no second "
                           "injury.", loser, "muted")]

    def nothing_earned(self, ev) -> list[SeasonLine]:
        """A winner who earns no signature Move (five held already, or the deck empty): said
        (a third win earned nothing, unsaid: session 73's play-test)."""
        if ev.winner is None:
            return []
        if len(self.state.players[ev.winner].move_cards) >= S.MOVE_CARDS_MAX:
            why = f"holds {S.MOVE_CARDS_MAX} signature Moves, the most: no new one"
        elif not self.state.move_deck:
            why = "earns no new signature Move: the deck of Move cards is empty"
        else:
            return []
        return [SeasonLine(f"{self.names[ev.winner]} {why}.", ev.winner, "muted")]

    def card_name(self, player: int, index: int) -> str:
        """The name of a wrestler's Move card by its place in their row ("a Move card" if gone)."""
        try:
            mid = self.state.players[player].move_cards[index]
            return self.lib.move_cards[mid].name
        except (IndexError, KeyError):
            return "a Move card"

    def line(self, ev) -> SeasonLine | None:
        """The log line for one event, told before it is applied; None for a turn's end."""
        s = self.state
        n = self.names
        lib = self.lib
        kind = type(ev)
        if kind is S.PlayersTaken:  # (it read 'Playerstaken.': session 59's play-test)
            who = [f"{n[i]} ({'a person' if c == 'human' else 'AI ' + LEVEL_NAMES.get(c, c)})"
                   for i, c in enumerate(ev.controllers)]
            return SeasonLine("The season begins: " + ", ".join(who) + ".", None, "muted")
        if kind is S.TurnBegan:
            week = "Pay-Per-View" if ev.week == s.weeks - 1 else f"Week {ev.week + 1}"
            return SeasonLine(f"{week} \u00b7 {n[ev.player]}", ev.player, "turn")
        if kind is S.DramaDrawn:
            return SeasonLine(f"{n[ev.player]} draws a Drama card.", ev.player, "muted")
        if kind is S.InterviewGiven:
            if not ev.card:
                return SeasonLine(f"{n[ev.player]} gives an Interview without a Drama card.",
                                  ev.player, "muted")
            card = lib.drama.get(ev.card)
            name = card.name if card else title(ev.card)
            if ev.target is not None:
                return SeasonLine(f"{n[ev.player]} plays {name} on {n[ev.target]}.", ev.player,
                                  "big" if card and card.effect in INJURING else "normal")
            return SeasonLine(f"{n[ev.player]}'s Interview: {name}.", ev.player)
        if kind is S.DramaCarried:
            card = lib.drama.get(ev.card)
            name = card.name if card else title(ev.card)
            return SeasonLine(f"{n[ev.player]} takes {name} into the ring this turn.", ev.player,
                              "muted")
        if kind is S.CrowdChanged:
            if ev.reason == "crowd ability":
                word = "Sneak Attack" if s.players[ev.player].persona == "antagonist" \
                    else "Comeback"
                return SeasonLine(f"{n[ev.player]} spends {-ev.delta} Crowd Points on a "
                                  f"{word}!", ev.player, "big")
            sign = "+" if ev.delta >= 0 else "\u2212"
            pts = abs(ev.delta)
            return SeasonLine(f"{sign}{pts} season Crowd Point{'s' if pts != 1 else ''} for "
                              f"{n[ev.player]} ({ev.reason}).", ev.player, "muted")  # (read as
            # the match's: the table's CROWD 0 at the bell looked like a point lost, s72)
        if kind is S.InjuryDue:
            return SeasonLine(f"{n[ev.player]} is injured ({ev.cause}) and must tap out a "
                              f"Move card.", ev.player, "big")
        if kind is S.InjuryNoEffect:
            return SeasonLine(f"{ev.cause} on {n[ev.player]} has no effect: {ev.reason}.",
                              ev.player, "muted")
        if kind is S.MoveTapped:
            when = heal_words(ev.heal_at, s.weeks)
            if when.startswith("heals") and S.heals_after_any_match(s):  # (INJ-7: a heal before
                when += ", or after a match they wrestle before it"  # it read as a slip: s. 61)
            return SeasonLine(f"{n[ev.player]} taps out {self.card_name(ev.player, ev.card)} "
                              f"({ev.cause}) {DASH} {when}.", ev.player, "big")
        if kind is S.InjuryHealed:
            return SeasonLine(f"{self.card_name(ev.player, ev.card)} turns back: "
                              f"{n[ev.player]}'s injury has healed.", ev.player)
        if kind is S.MoveDiscarded:
            return SeasonLine(f"{n[ev.player]} discards {self.card_name(ev.player, ev.card)} "
                              f"to end the injury.", ev.player)
        if kind is S.MoveEarned:
            card = lib.move_cards.get(ev.card)
            name = card.name if card else title(ev.card)
            return SeasonLine(f"{n[ev.player]} earns a new signature Move: {name}.", ev.player)
        if kind is S.FeudStarted:
            return SeasonLine(f"FEUD! {n[ev.a]} and {n[ev.b]} ({ev.reason}). They meet at the "
                              f"Pay-Per-View.", ev.a, "big")
        if kind is S.ShowEnjoyed:
            return SeasonLine(f"{n[ev.player]} enjoys the show (+1 Crowd Point).", ev.player)
        if kind is S.MatchBooked:
            what = f"{title(ev.match_type)} match"
            if ev.feud:
                what = f"feud {what}: lose by {self.setup.provision}+ and you're injured"
            return SeasonLine(f"{n[ev.player]} books {n[ev.opponent]} ({what}).", ev.player)
        if kind is S.RanIn:
            if ev.side is None:
                return SeasonLine(f"{n[ev.player]} stays in the back.", ev.player, "muted")
            b = s.booking
            helped = (s.active, b.opponent)[ev.side] if b else None
            who = n[helped] if helped is not None else "a side"
            return SeasonLine(f"{n[ev.player]} runs in for {who}: their signature Move cards "
                              "back that side in this match!", ev.player, "big")  # (what a
            # Run-In does went unsaid: session 59's play-test)
        if kind is S.MatchPlayed:
            record = {"players": list(ev.players), "winner": ev.winner, "how": ev.how,
                      "points": list(ev.points), "squash": ev.squash,
                      "feud": bool(s.booking and s.booking.feud)}
            who = ev.winner if ev.winner is not None else ev.players[0]
            return SeasonLine(result_line(n, record), who, "match", len(s.results))
        if kind is S.TurnEnded:
            return None
        if kind is S.SeasonEnded:
            return SeasonLine(f"{n[ev.champion]} is the champion!", ev.champion, "end")
        return SeasonLine(f"{title(kind.__name__)}.", None, "muted")


def season_lines(season) -> list[SeasonLine]:
    """Every line of a season so far."""
    narrator = SeasonNarrator(season.setup, season.cat.lib)
    out: list[SeasonLine] = []
    for _cmd, events in season.log:
        out.extend(narrator.feed(events))
    return out


def command_words(state, lib, cmd) -> str:
    """A season command as a button label or a line ('Book Lucius Glamour')."""
    names = player_names(lib, state)
    kind = type(cmd)
    if kind is S.GiveInterview:
        if not cmd.card:
            return "No Drama card"
        card = lib.drama.get(cmd.card)
        name = card.name if card else title(cmd.card)
        return f"{name} on {names[cmd.target]}" if cmd.target is not None else name
    if kind is S.UseCrowd:
        if cmd.target is not None:
            return f"Sneak Attack {names[cmd.target]}"
        return "Comeback"
    if kind is S.Book:
        return "Enjoy the Show" if cmd.opponent is None else f"Book {names[cmd.opponent]}"
    if kind is S.RunIn:
        if cmd.side is None:
            return "Stay in the back"
        b = state.booking
        return f"Run in for {names[(state.active, b.opponent)[cmd.side]]}"
    if kind is S.ChooseTapOut:
        mid = state.players[cmd.player].move_cards[cmd.card]
        return f"Tap out {lib.move_cards[mid].name}"
    if kind is S.DiscardMove:
        mid = state.players[cmd.player].move_cards[cmd.card]
        return f"Discard {lib.move_cards[mid].name}"
    if kind is S.EndTurn:
        return "End turn"
    return title(kind.__name__)


def show_name(state, week: int) -> str:
    """The show a week's match was on, as a replay's top bar names it (weeks count from 0)."""
    return "PAY-PER-VIEW" if week == state.weeks - 1 else f"WEEK {week + 1}"
