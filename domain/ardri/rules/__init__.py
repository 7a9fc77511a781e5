"""Ardri's pure rules: the domain catalog, sheets and their validation, the dice, the
resolution tables and algorithms of spec §7, and the value structs commands and events
share."""
