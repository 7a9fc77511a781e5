"""The platform: what every game holds whatever its rule system (seats, randomness, the
seed's commitment, closing), as a decider of its own beside the rule system's."""
