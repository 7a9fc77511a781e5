"""Locquemare: fate dice, keys, instants (tokens), secrets kept from the other seats, the
Adversity and the Chorus (seed 004)."""
