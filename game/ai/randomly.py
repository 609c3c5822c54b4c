"""Random-legal: any legal command, with equal odds."""


def choose(seen, seat, options, dice):
    """A legal command picked at random."""
    return dice.pick(options)
