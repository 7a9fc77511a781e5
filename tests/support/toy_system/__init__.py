"""Knock: a toy sixth rule system, registered only by ``tests/unit/test_sixth_system.py``
to show that a rule system is its folder plus one registry line. A seat knocks on a door
with one d6; the table counts the knocks. Not shipped."""
