"""The garbage collector and a server that holds thousands of connections.

CPython's full collection walks every tracked object. After start-up a worker holds a few
hundred thousand of them that live as long as the process (modules, classes, the app's
routes and schemas, the rule systems); with thousands of live-feed clients and a busy
state cache, full passes took 150-400 ms on the benchmark machine, stalling every
client at once (a whole burst of deliveries behind one pass: the spectators' p99).
``gc.freeze()`` after start-up moves those permanent objects out of the collector's sight
(they are still freed normally if ever released); what is allocated later is collected
as before. Measured with ``gc.callbacks``: see ``tests/benchmarks/README.md``.
"""

import gc
import os

YOUNG = 10_000
"""Net allocations between young collections (CPython's default: 700). A live-feed burst
leaves one waiter per client alive until the next event; with 700 they survived two young
passes and were promoted to the old generation, whose growth then set off full passes
every dozen bursts. At 10,000 they die young; a young pass over them costs about 1 ms."""


def freeze_startup_heap() -> int:
    """Collect once, exclude everything alive now from later passes, and collect the
    young generation less often; how many objects were frozen. ``GC_YOUNG`` overrides
    ``YOUNG`` (``0`` keeps CPython's thresholds)."""
    gc.collect()
    gc.freeze()
    young = int(os.environ.get("GC_YOUNG", YOUNG))
    if young > 0:
        _, middle, old = gc.get_threshold()
        gc.set_threshold(young, middle, old)
    return gc.get_freeze_count()
