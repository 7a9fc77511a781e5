"""Voyages & Aventures: action, situation and conflict resolution on a d6."""
