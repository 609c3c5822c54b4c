"""The pure rule modules show their rule with numbers in their docstrings; those examples hold."""
from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ("game.match.dice", "game.match.tiers", "game.match.chances", "game.match.editions",
           "game.match.points")


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_in_a_rule_module_hold(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} shows no example"
    assert result.failed == 0
