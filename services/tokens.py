"""Bearer tokens: random, shown once, stored only as a SHA-256 hash."""

import hashlib
import secrets


def new_token() -> str:
    """A fresh bearer token (256 bits of entropy, URL-safe)."""
    return "tt_" + secrets.token_urlsafe(32)


def hash_token(token: str) -> bytes:
    """What the store keeps of a token."""
    return hashlib.sha256(token.encode()).digest()


def new_seed() -> bytes:
    """A game's secret seed for server draws."""
    return secrets.token_bytes(32)


def commitment(seed: bytes) -> str:
    """The public SHA-256 commitment of a seed (hex), published in ``GameCreated``."""
    return hashlib.sha256(seed).hexdigest()
