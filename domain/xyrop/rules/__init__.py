"""Xyrop's pure rules: neither commands nor events.

``ladder`` (the die and stress ladders), ``dice`` (rolling a pool or checking the table's
dice, the kept sum), ``pool`` (the player's pool of spec section 7.2), ``sheet`` (the
character sheet's validation), ``choices`` (the value objects commands carry) and
``records`` (the value objects events record).
"""
