"""Locquemare's pure rules: neither commands nor events.

``values`` (dice records, an action's advantage and target, modifiers: the values commands
carry and events record), ``action`` (the open action's state), ``dice`` (fate dice, the
edge die, the d10, the secret draw), ``resolution`` (difficulty, motivation, tiers and
outcome menus), ``harm`` (stress bands, slots, pending-harm options), ``keys`` (which keys
are in play), ``prowesses``, ``tokens`` (the token economy), ``sheet`` (validation).
"""
