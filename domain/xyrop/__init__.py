"""Xyrop: approach + role dice, sum of the two highest, destiny points, stress ladders."""
