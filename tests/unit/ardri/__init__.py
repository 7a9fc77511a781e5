"""Ardri rule tests: given events, when a command, then events or an error."""
