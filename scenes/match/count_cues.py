"""The referee's counts and questions as cues (no pygame): a pin's 1, 2 and 3 or the kick-out,
a hold's "Do you quit?" and its answer, and neither when he is looking away (a distracted
referee walked over and counted "1..." for a pin that had no referee to count it: session 51's
play-test)."""
from __future__ import annotations

from scenes.match.cues import BLUE
from scenes.match.placard import KICKED_AT_ONE
from scenes.match import finish_cues as FC
from scenes.match import pin_words as PW
from scenes.match import show as SH
from scenes.match import show_cues as SC
from scenes.match import voice as VO
from scenes.match.show_cues import GOLD, PURPLE

NO_COUNT_SECONDS = 1.2  # the cover held, looking for a referee who never comes
NO_COUNT_BANNERS = (("NO COUNT!", False, GOLD), ("NO ONE ASKS!", False, GOLD))


def pin(pr, ev) -> None:
    """The count: PIN!, then 1 and 2 with a slap each, then 3 or the kick-out; a cover at long
    odds (under show.NEAR_FALL) is kicked out of at one, and the crowd doesn't pop for it."""
    if PW.no_referee(ev):
        return no_count(pr, ev)
    chance = f"{ev.chance}%" if ev.chance > 0 else PW.no_chance(ev.terms or (),
                                                                  victim=pr.name(1 - ev.seat))
    VO.clear_strip(pr)  # the count has only its own words under it
    early = SH.early_cover(ev)
    slaps = ("1",) if early else ("1", "2")
    count = 0.45 + SC.SLAP * len(slaps) + (1.1 if ev.success else 0.9)
    FC.rolled_into(pr, ev.seat, pr.add("motion", count, ev.seat, motion="pin",
                                       hit=SC.COVER_AT / count, won=ev.success))
    # (on them before '1!', however long the count: the count began before the cover)
    pr.count_motion("pin")
    c0 = pr.cursor
    beats = tuple((c0 + (0.45 + SC.SLAP * i) * pr.speed, f"{n}!") for i, n in enumerate(slaps))
    pr.verdict = c0 + (0.45 + SC.SLAP * len(slaps) + 0.1) * pr.speed
    beats += ((pr.verdict - 0.1 * pr.speed, "3!" if ev.success else "KICK-OUT!"),)
    pr.add("ref", count, 1 - ev.seat, doing="counting", beats=beats)
    pr.banner("PIN!", GOLD, 0.5, sub=SC.cover_words(pr, ev.seat, chance))
    pr.gap(0.45)
    for n in slaps:
        pr.sound("pin_count")
        pr.banner(f"{n} \u2026", GOLD, SC.SLAP, sub=f"{pr.name(ev.seat)} \u00b7 {chance}",
                  big=True)
        pr.gap(SC.SLAP)
    if ev.success:
        pr.sound("pin_count")
        pr.banner("3!", GOLD, 1.1, sub=VO.rolled(ev.roll, ev.chance), big=True)
    else:
        pr.banner("KICK-OUT!", BLUE, 0.9, big=True,  # no roll for a pin with no chance
                  sub=VO.rolled(ev.roll, ev.chance) if ev.chance > 0 else chance)
        pr.placard(1 - ev.seat, "kick_out", f"{KICKED_AT_ONE if early else 'at two'}: it goes on")
        if not early:  # a near fall: the crowd was up for the three
            pr.crowd("pop", 1.0)
            pr.sound("crowd_pop")
    pr.gap(0.5)


def no_count(pr, ev) -> None:
    """A cover with the referee looking away: the pinner covers and looks for him, he stays
    arguing at the side ropes, and NO COUNT! says why nothing happens (no kick-out: nobody
    counted)."""
    VO.clear_strip(pr)
    FC.rolled_into(pr, ev.seat, pr.add("motion", NO_COUNT_SECONDS, ev.seat, motion="pin",
                                       hit=SC.COVER_AT / NO_COUNT_SECONDS))
    pr.count_motion("pin")
    pr.add("ref", NO_COUNT_SECONDS, 1 - ev.seat, doing="distracted")
    pr.banner("PIN!", GOLD, 0.5, sub=SC.cover_words(pr, ev.seat, "no referee to count"))
    # (no_chance named the lowest term, 'too fresh to be pinned' over a fresh foe: session
    # 52's play-test)
    pr.gap(0.5)
    pr.verdict = pr.cursor + 0.1 * pr.speed
    pr.banner("NO COUNT!", GOLD, 0.9, sub="the referee is looking away")
    pr.sound("crowd_boo")
    pr.gap(0.5)


def hold(pr, ev) -> None:
    """The hold, then TAPS OUT! or HOLDS ON! as the recorded roll says; with the referee
    looking away nobody asks, and NO ONE ASKS! says so."""
    away = PW.no_referee(ev)
    chance = f"{ev.chance}%" if ev.chance > 0 else "no referee to ask" if away else \
        PW.no_chance(ev.terms or (), hold=True, victim=pr.name(1 - ev.seat))
    SC.hold_on(pr, ev.seat)
    pr.count_motion("submission")
    if not away:
        SC.ref_asks(pr, 1 - ev.seat, ev.success)  # at the held one's head: do you quit?
    pr.banner("SUBMISSION?", PURPLE, 0.7, sub=f"{pr.name(ev.seat)} \u00b7 {chance}")
    pr.gap(0.7)
    pr.verdict = pr.cursor + 0.1 * pr.speed
    if ev.success:
        pr.sound("crowd_cheer")  # (they tap in the ring with his 'taps!': ref_asks; a
        # TAPS! popup there rose under his words: session 48's play-test)
        pr.banner("TAPS OUT!", GOLD, 1.2, sub=pr.name(1 - ev.seat))
    elif away:
        pr.banner("NO ONE ASKS!", GOLD, 0.8, sub="the referee is looking away")
    else:
        pr.banner("HOLDS ON!", BLUE, 0.8,  # no roll for a hold with no chance
                  sub=VO.rolled(ev.roll, ev.chance) if ev.chance > 0 else chance)
    end = max([c.at + c.dur for c in SC.this_batch(pr, "motion", ev.seat, ("hold",))] +
              [pr.cursor])  # (the next command waits for the hold to let go)
    pr.gap(max(0.4, (end - pr.cursor) / pr.speed) if pr.speed > 0 else 0.4)
