"""Bearer tokens: random, shown once, stored only as a SHA-256 hash."""

import base64
import hashlib
import hmac
import secrets


def new_token() -> str:
    """A fresh bearer token (256 bits of entropy, URL-safe)."""
    return "tt_" + secrets.token_urlsafe(32)


def hash_token(token: str) -> bytes:
    """What the store keeps of a token."""
    return hashlib.sha256(token.encode()).digest()


def new_token_nonce() -> str:
    """A fresh random nonce from which, with a game's seed, ``gm_token`` derives a token."""
    return secrets.token_urlsafe(32)


def gm_token(seed: bytes, game_id: str, nonce: str) -> str:
    """The gm token of a game's creation: HMAC-SHA256 of the game's secret seed over
    ``gm-token:<game_id>:<nonce>``, shaped like ``new_token``.

    Both halves are needed: the seed alone (public once ``CloseGame`` reveals it) does not
    give the token, nor does the nonce alone (kept only in the creation's idempotency
    record, purged after ``RETENTION``). The ``gm-token:`` prefix keeps these messages
    apart from the draws' ``<game_id>:<version>:<counter>``.
    """
    message = f"gm-token:{game_id}:{nonce}".encode()
    digest = hmac.new(seed, message, hashlib.sha256).digest()
    return "tt_" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def seat_token(seed: bytes, game_id: str, seat_id: str, nonce: str) -> str:
    """The token of a seat invited with an ``Idempotency-Key``, derived as ``gm_token``
    is (the same two halves, the message ``seat-token:<game_id>:<seat_id>:<nonce>``), so
    a replay of the invitation gives it again with no token stored."""
    message = f"seat-token:{game_id}:{seat_id}:{nonce}".encode()
    digest = hmac.new(seed, message, hashlib.sha256).digest()
    return "tt_" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def new_seed() -> bytes:
    """A game's secret seed for server draws."""
    return secrets.token_bytes(32)


def commitment(seed: bytes) -> str:
    """The public SHA-256 commitment of a seed (hex), published in ``GameCreated``."""
    return hashlib.sha256(seed).hexdigest()
