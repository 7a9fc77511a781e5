"""Adapters: PostgreSQL event store, Redis feed, embedded engines, the Litestar app, CLI."""
