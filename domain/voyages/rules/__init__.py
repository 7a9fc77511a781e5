"""Voyages & Aventures' pure rules: neither commands nor events.

``sheet`` (the character sheet, its tints and adjectives, and their validation), ``model``
(rolls, actions, situations and the effects a flaw undoes), ``conflict`` (a conflict's
sides, stakes, settlements and rounds), ``dice`` (d6 rolled or given), ``modifiers`` (table
7.1), ``resolution`` (the arithmetic of section 7), ``situation`` (scoring and pools).
"""
