"""Pure rules: no I/O, no framework, no clock, no randomness of its own."""
