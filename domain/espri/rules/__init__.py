"""ESPRI's pure rules: neither commands nor events.

``gems`` (colours, seasons, pool counts), ``board`` (the quadrants' geometry and
movement), ``sheet`` (the character sheet and its validation), ``call`` (the Call's
state, modifiers, draw table and result), ``values`` (structured values commands
carry and events record), ``terms`` (refusal details naming glossary terms).
"""
