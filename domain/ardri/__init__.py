"""Ardri: the Laws of Saint Padrog (3d10 under a threshold) and the Laws of Murphy.

The Ruleset object is ``domain.ardri.decider.ARDRI``.
"""
