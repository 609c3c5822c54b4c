"""What the career screen shows, as plain data (no pygame): read from the engine's career
history (game.store) and put into the game's words. The view only draws what is here."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.library import LEVEL_NAMES
from scenes.match.log_text import short_name, turn_shown

FILTER_WORDS = (("all", "All matches"), ("mine", "Mine"), ("watched", "Watched AI"))


def filter_label(words: str, count: int | None) -> str:
    """A filter tab's words with how many matches it shows ('Mine (3)': its key badge alone
    read as a count, session 62)."""
    return words if count is None else f"{words} ({count})"
LEVEL_WORDS = {**LEVEL_NAMES, "human": "Person", "online": "Online"}
HOW_WORDS = {"pinfall": "Pinfall", "submission": "Submission", "dq": "Disqualification",
             "countout": "Count-out", "draw": "Turn limit (draw)", "unfinished": "Not finished"}
KIND_CHIPS = {"vs_ai": "YOU vs AI", "pass_and_play": "PASS & PLAY", "watched": "AI vs AI",
              "online": "ONLINE"}
RESULT_WORDS = {"W": "win", "L": "loss", "D": "draw"}
MAX_BARS = 8
RECENT = 5


@dataclass(frozen=True)
class Bar:
    """One Superstar's bar: wins, losses and draws, and the share won."""
    id: str
    name: str
    colour: tuple
    wins: int
    losses: int
    draws: int

    @property
    def decided(self) -> int:
        """Finished matches counted in the bar: wins, losses and draws."""
        return self.wins + self.losses + self.draws

    @property
    def rate(self) -> float:
        """Wins over finished matches (0 when none)."""
        return self.wins / self.decided if self.decided else 0.0

    @property
    def words(self) -> str:
        """The record as the screen writes it, wins-losses-draws ("5-2-1")."""
        return f"{self.wins}-{self.losses}-{self.draws}"


@dataclass(frozen=True)
class RecentRow:
    """One recent match as the list shows it."""
    chip: str
    kind: str
    title: str
    detail: str
    result: str | None  # W/L/D for you in a match against the AI, else None


@dataclass
class CareerModel:
    """The career screen's content for one filter."""
    which: str
    matches: int
    record_title: str
    record_big: str
    record_lines: list[str]
    form: list[str]
    form_words: str
    bars: list[Bar]
    bars_note: str
    bars_title: str
    headline: str
    endings: list[tuple[str, int]]
    injuries: list[str]
    most_played: list[str]
    most_winning: list[str]
    recent: list[RecentRow]
    notes: list[str] = field(default_factory=list)
    streak: int = 0  # your longest win streak against the AI
    side_heading: str = ""  # under the form: your record by AI level, or watched matches by type
    side_bars: list[Bar] = field(default_factory=list)
    side_counts: list[tuple[str, int]] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)  # (save, why): counted nowhere
    by_filter: dict = field(default_factory=dict)  # how many matches each filter shows

    @property
    def empty(self) -> bool:
        """True when no saved match passes the filter (the screen says how to get one)."""
        return self.matches == 0


def _name(lib, star: str) -> str:
    card = lib.superstars.get(star)
    return short_name(card.name) if card is not None else star


def _wld(rec: dict) -> str:
    return f"{rec['wins']}-{rec['losses']}-{rec['draws']}"


def _record(history: dict, which: str) -> tuple[str, str, list[str], list[str], str]:
    """The record panel: title, big numbers, lines, the form and its caption."""
    you = history["you"]
    if which == "watched" or not you["matches"]:
        kinds = history["kinds"]
        title = "WATCHED AI MATCHES" if which == "watched" else "MATCHES"
        big = f"{history['matches']}"
        lines = [f"matches, {history['avg_turns']} turns long on average when finished"
                 if history.get("timed", 1) else "matches (a season keeps no turns of its "
                 "matches)"]  # ('0.0 turns long' of two season matches: session 69)
        if which != "watched" and kinds:
            lines.append(" \u00b7 ".join(f"{KIND_CHIPS[k].title()} {n}"
                                         for k, n in sorted(kinds.items())))
        if which != "watched":
            lines.append("Play against the AI to start your record.")
        return title, big, lines, [], ""
    decided = you["wins"] + you["losses"] + you["draws"]
    rate = round(100 * you["wins"] / decided) if decided else 0
    lines = [f"{rate}% won of {decided} finished \u00b7 longest win streak "
             f"{you['longest_win_streak']}"]
    types = " \u00b7 ".join(f"{k.title()} {_wld(r)}" for k, r in you["by_match_type"].items())
    lines += [f"By type: {types}"]
    unfinished = you["matches"] - decided
    online = history.get("online") or {}
    if online.get("matches"):
        lines.append(f"Online {online['wins']}-{online['losses']}-{online['draws']}"
                     + (f" \u00b7 {online['unfinished']} unfinished (you left "
                        f"{online['you_left']}, friends left {online['friend_left']})"
                        if online["unfinished"] else "")
                     + (f" \u00b7 {online['unchecked']} unchecked (no result of yours)"
                        if online.get("unchecked") else ""))
        unfinished -= online["unfinished"]
    if unfinished:
        lines.append(f"{unfinished} not finished yet")
    cur = you["current_streak"]
    caption = ""
    if cur["result"]:
        word = RESULT_WORDS[cur["result"]]
        plural = {"loss": "losses"}.get(word, word + "s")
        caption = f"the last match: a {word}" if cur["length"] == 1 else \
            f"the last {cur['length']} matches: {plural} in a row"
    title = "YOUR RECORD" if online.get("matches") else "YOUR RECORD vs THE AI"
    return title, f"{you['wins']}-{you['losses']}-{you['draws']}", lines, \
        list(you["form"]), caption


def _bars(history: dict, lib, which: str) -> list[Bar]:
    """Every side of every match; under "mine", the Superstars you played against the AI."""
    table = history["superstars"]
    if which == "mine" and history["you"]["by_superstar"]:
        table = history["you"]["by_superstar"]
    bars = []
    for star, rec in table.items():
        card = lib.superstars.get(star)
        colour = bar_colour(tuple(card.colour)) if card is not None else (150, 150, 160)
        bars.append(Bar(star, _name(lib, star), colour, rec["wins"], rec["losses"],
                        rec["draws"]))
    bars.sort(key=lambda b: (-b.rate, -b.decided, b.name))
    return bars[:MAX_BARS]


LEVEL_COLOURS = {"random": (150, 150, 160), "easy": (92, 204, 120), "greedy": (230, 178, 48),
                 "normal": (64, 132, 236), "hard": (226, 72, 72), "online": (180, 120, 230)}


def _side(history: dict, which: str) -> tuple[str, list[Bar], list[tuple[str, int]]]:
    """Your record against each AI level, or (no record of yours) the matches by type."""
    you = history["you"]
    if which != "watched" and you["matches"]:
        bars = [Bar(level, LEVEL_WORDS.get(level, level), LEVEL_COLOURS.get(level, (150,) * 3),
                    r["wins"], r["losses"], r["draws"])
                for level, r in you["by_level"].items()]
        order = list(LEVEL_WORDS)
        bars.sort(key=lambda b: order.index(b.id) if b.id in order else len(order))
        return ("AGAINST EACH AI LEVEL, AND ONLINE" if "online" in you["by_level"] else
                "AGAINST EACH AI LEVEL"), bars, []
    counts = [(t.title(), n) for t, n in history["match_types"].items()]
    return "BY MATCH TYPE", [], counts


def _pages(entries: list[dict], what: str) -> list[str]:
    out = []
    for e in entries:
        n = e["plays"] if what == "plays" else e["wins"]
        unit = ("play" if n == 1 else "plays") if what == "plays" else \
            ("win" if n == 1 else "wins")
        out.append(f"{e['name']} \u00b7 {n} {unit}")
    return out


MIN_BAR_LIGHT = 95  # a darker Superstar colour reads as the losses' dark: it is lightened


def light(colour: tuple) -> float:
    """How light a colour looks (0 black, 255 white)."""
    r, g, b = colour[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def bar_colour(colour: tuple) -> tuple:
    """A Superstar's colour for a win bar, lightened until it stands apart from the losses."""
    while light(colour) < MIN_BAR_LIGHT:
        colour = tuple(round(c + (255 - c) * 0.08) for c in colour[:3])
    return colour


def most_hurt(by_superstar: dict, lib) -> str:
    """Who tapped out the most Move cards; a tie named as one (four Superstars on 1 each read
    as one "Most hurt": session 72's play-test)."""
    most = max(by_superstar.values())
    worst = [sid for sid, n in by_superstar.items() if n == most]
    if len(worst) == 1:
        return f"Most hurt: {_name(lib, worst[0])} ({most})"
    if len(worst) == 2:
        return f"Most hurt: {_name(lib, worst[0])} and {_name(lib, worst[1])} ({most} each)"
    return f"Most hurt: {len(worst)} Superstars tied ({most} each)"


def _injuries(history: dict, lib) -> list[str]:
    inj = history["injuries"]
    season = ["A season's matches keep no injuries to count."] if history.get(
        "sources", {}).get("season") else []  # (its sneak attacks missing, unsaid: session 69)
    if not inj["total"]:
        return ["No injuries counted."] + season if season else \
            ["No injuries: every Move card stayed untapped."]
    ranked = sorted(inj["by_cause"].items(), key=lambda kv: -kv[1])
    rest = sum(n for _, n in ranked[3:])  # (three causes of eight named did not add up: s74)
    causes = ", ".join([f"{cause} {n}" for cause, n in ranked[:3]] + [f"other {rest}"] * bool(rest))
    cards = "Move card" if inj["total"] == 1 else "Move cards"
    lines = [f"{inj['total']} {cards} tapped out ({causes})", most_hurt(inj["by_superstar"], lib)]
    parts = inj["body_parts"]
    if parts:
        lines.append("Body-part injuries: " + ", ".join(f"{p} {n}" for p, n in parts.items()))
    return lines + season


def _recent(history: dict, lib) -> list[RecentRow]:
    rows = []
    for r in history["recent"][:RECENT]:
        names = [_name(lib, s) for s in r["superstars"]]
        title = f"{names[0]} vs {names[1]}"
        result = None
        if r["over"]:
            how = HOW_WORDS.get(r["how"], r["how"]).lower()
            end = "drawn at the turn limit" if r["winner"] is None and r["how"] == "draw" else \
                ("a draw by " + how if r["winner"] is None else
                 f"{names[r['winner']]} won by {how}")
        else:
            end = "not finished"
        if r["kind"] == "vs_ai":
            seat = r["controllers"].index("human")
            foe = LEVEL_WORDS.get(r["controllers"][1 - seat], r["controllers"][1 - seat])
            title = f"{names[seat]} (you) vs {names[1 - seat]} ({foe} AI)"
            if r["over"]:
                result = "D" if r["winner"] is None else ("W" if r["winner"] == seat else "L")
        if r["kind"] == "online":
            seat = r["seat"]
            title = f"{names[seat]} (you) vs {names[1 - seat]} ({r.get('friend') or 'a friend'}, " \
                    "online)"
            if r.get("unchecked"):  # a host's save no record sealed here vouches for
                end = "unchecked: its online record is missing or was not written here"
            elif r["over"]:
                result = "D" if r["winner"] is None else ("W" if r["winner"] == seat else "L")
            elif r.get("left") is not None:
                end = "unfinished: " + ("you left" if r["left"] == seat else
                                        f"{r.get('friend') or 'your friend'} left")
        took = f" \u00b7 {r['takebacks']} take-back" + ("s" if r["takebacks"] > 1 else "") \
            if r["takebacks"] else ""
        if r["source"] == "season":
            where = "season, Pay-Per-View" if r.get("ppv") else f"season, week {r.get('week')}"
        else:
            where = f"turn {turn_shown(r['turn'], r['over'], how=r.get('how'))}"
        detail = f"{r['match_type'].title()} \u00b7 {end} \u00b7 {where}{took}"
        rows.append(RecentRow(KIND_CHIPS[r["kind"]], r["kind"], title, detail, result))
    return rows


def _headline(history: dict, which: str) -> str:
    n = history["matches"]
    words = f"{n} match{'es' if n != 1 else ''}"
    return {"all": f"{words} saved", "mine": f"{words} you played (a person at the screen)",
            "watched": f"{words} between two AIs"}[which]


def build(history: dict, lib, which: str) -> CareerModel:
    """The screen's content from a career history (game.store.career_history)."""
    title, big, lines, form, caption = _record(history, which)
    side_heading, side_bars, side_counts = _side(history, which)
    endings = [(HOW_WORDS.get(k, k), n) for k, n in
               sorted(history["endings"].items(), key=lambda kv: (-kv[1], kv[0]))]
    notes = []
    if history["copies"]:
        n = history["copies"]  # ('1 copies of matches': session 73's play-test)
        notes.append(f"{n} cop{'y of a match' if n == 1 else 'ies of matches'} counted once")
    if history["damaged"]:
        n = len(history["damaged"])
        notes.append(f"{n} unreadable file{'s' * (n != 1)} left out")
    refused = [(r["name"], r["error"]) for r in history.get("refused", [])]
    if refused:
        notes.append(f"{len(refused)} refused save{'s' if len(refused) != 1 else ''} left out")
    seasonal = history.get("sources", {}).get("season", 0)
    if seasonal:
        notes.append(f"{seasonal} of them from {history['season_saves']} season save"
                     + ("s" if history["season_saves"] != 1 else ""))
    return CareerModel(
        which=which, matches=history["matches"], record_title=title, record_big=big,
        record_lines=lines, form=form, form_words=caption, bars=_bars(history, lib, which),
        bars_title="YOUR SUPERSTARS vs THE AI" if which == "mine" and history["you"]["matches"]
        else "WIN RATE PER SUPERSTAR, AI SEATS TOO" if which == "all" else  # (a tester read
        "WIN RATE PER SUPERSTAR",  # the AI's wins as their own: session 61)
        bars_note="wins in colour \u00b7 draws silver \u00b7 losses dark \u00b7 gold line at 50%",
        headline=_headline(history, which),
        endings=endings, injuries=_injuries(history, lib),
        most_played=_pages(history["pages"]["most_played"], "plays"),
        most_winning=_pages(history["pages"]["most_winning"], "wins"),
        recent=_recent(history, lib), notes=notes,
        streak=history["you"]["longest_win_streak"] if which != "watched" else 0,
        side_heading=side_heading, side_bars=side_bars, side_counts=side_counts,
        refused=refused, by_filter=dict(history.get("by_filter", {})))
