"""ESPRI: gems, a shared board of four seasons, and the Call (seed 000)."""
