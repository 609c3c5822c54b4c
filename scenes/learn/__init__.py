"""Learning to play: the tutorial match, How to play, the F1 help with the glossary."""
