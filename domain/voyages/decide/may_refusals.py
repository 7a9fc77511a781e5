"""What the conflict declarations say when they refuse (``may_conflict``, and the side steps
the decider declares), where a sentence would not fit their lines: both modules are at the
300-line limit.

A side step's sentence is said of the side it refuses: its template names it ``%(side)s``
(``acting_for_side`` fills it)."""

from domain.core.words import sentence

NOT_DURING_A_ROUND = sentence("not during a round")
UNPRICED_STAKE = sentence("every proposed stake is priced or refused first")
FRAME_DUE = sentence("the counter is full: change the frame")
NO_ROUND = sentence("no round")
NO_FREE_CHARACTER = sentence("no character of the seat is free to join")
STAKE_OF_ANOTHER_SIDE = sentence("the stake belongs to a side the seat does not control")

PUT_NO_STAKE = sentence("“%(side)s” put no stake in play")
NO_SETTLEMENT_TO_ANSWER = sentence("“%(side)s” has no settlement to answer")
PROPOSED_NO_SETTLEMENT = sentence("“%(side)s” proposed no pending settlement")
CANNOT_ROLL = sentence("“%(side)s” cannot roll now")
CANNOT_SPEND = sentence("“%(side)s” cannot spend now")
CANNOT_BLOCK = sentence("“%(side)s” cannot block now")

