"""A game's history out of the server and back: exports (NDJSON, Markdown, Foundry VTT),
import of an NDJSON export as a new game, and offline verification of an export."""
