"""The one table the benchmark prints, and ``results.json`` with the same figures."""

import json
import math
from pathlib import Path
from typing import Any

from tests.benchmarks.env import HERE

RESULTS = HERE / "results.json"
TARGETS: list[tuple[str, str, Any]] = [
    ("store_append_ratio.1", ">=", 1.0),
    ("store_append_ratio.8", ">=", 2.0),
    ("store_append_ratio.32", ">=", 2.0),
    ("http_ceiling_ratio_16", ">=", 0.5),
    ("http_p99_ms_16", "<=", 50.0),
    ("fold_events_per_s", ">=", 100_000),
    ("time_travel_ms_max", "<=", 20.0),
    ("append_latency_growth", "<=", 1.5),
    ("rss_mb_1000_games", "<=", 300.0),
    ("contention_lost", "==", 0),
    ("contention_duplicated", "==", 0),
    ("http_ceiling_ratio_16_w2", ">=", 0.5),
    ("http_p99_ms_16_w2", "<=", 50.0),
    ("feed_idle_cpu_share", "<=", 0.10),
    ("feed_idle_pg_tps", "==", 0),
    ("feed_idle_rss_kb_per_subscriber", "<=", 20.0),
    ("feed_load_p99_ms", "<=", 100.0),
    ("feed_load_lost", "==", 0),
    ("feed_load_duplicated", "==", 0),
    ("feed_spectators_p99_ms", "<=", 250.0),
    ("feed_store_reads_per_event", "<=", 1.0),
    ("feed_spectators_store_reads_per_event", "<=", 1.0),
    *((f"offers.{system}.p99_ms", "<=", 1.0)
      for system in ("espri", "ardri", "xyrop", "voyages", "locquemare")),
    ("recap.gm_ms", "<=", 200.0),
    ("recap.observer_ms", "<=", 200.0),
    ("import.health_p99_ms", "<=", 100.0),
    ("travel_after_import.imported.median_ms", "<=", 20.0),
    ("travel_after_import.forked.median_ms", "<=", 20.0),
    ("webhook_isolation.p99_ms", "<=", 1000.0),
]


def lookup(results: dict[str, Any], dotted: str) -> Any:
    """``a.b`` -> results["a"]["b"] (None when absent)."""
    value: Any = results
    for part in dotted.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def reached(value: Any, op: str, target: Any) -> str:
    """``yes`` / ``NO`` / ``n/a``."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "n/a"
    ok = {">=": value >= target, "<=": value <= target, "==": value == target}[op]
    return "yes" if ok else "NO"


def _fmt(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}" if abs(
            value) < 10 else f"{value:.1f}"
    return str(value)


def rows(results: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(figure, value, note) lines of the table."""
    out: list[tuple[str, str, str]] = []
    for name, value in results.get("figures", {}).items():
        out.append((name, _fmt(value["value"]), value.get("note", "")))
    return out


def table(results: dict[str, Any]) -> str:
    """The printed table: every figure, then the targets."""
    lines = rows(results)
    width = max(len(name) for name, _, _ in lines) if lines else 10
    text = [f"{'figure'.ljust(width)}  {'value':>12}  note", "-" * (width + 40)]
    text += [f"{n.ljust(width)}  {v:>12}  {note}" for n, v, note in lines]
    text += ["", "targets (issues 8, 14, 23 and 29):"]
    for key, op, target in TARGETS:
        value = lookup(results, key)
        text.append(f"  {key} {op} {target}: {_fmt(value)} -> {reached(value, op, target)}")
    return "\n".join(text)


def write(results: dict[str, Any], path: Path = RESULTS) -> None:
    """Write the JSON (NaN becomes null)."""
    def clean(value: Any) -> Any:
        if isinstance(value, float) and math.isnan(value):
            return None
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items()}
        if isinstance(value, list):
            return [clean(v) for v in value]
        return value

    path.write_text(json.dumps(clean(results), indent=2, sort_keys=True) + "\n")
