"""Menus and set-up screens: the main menu, exhibition setup, settings, loading, cards, the playbook builder."""
