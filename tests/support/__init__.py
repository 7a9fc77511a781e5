"""Helpers shared by the integration, API and contract tests."""
