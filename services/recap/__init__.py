"""A game's recap: counts, outcomes, who acted, series and luck, in one fold over its log."""
