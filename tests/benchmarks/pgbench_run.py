"""Figure 3: the machine's limit, ``pgbench`` single-row INSERT transactions per second on
the same PostgreSQL server, in its own fresh database, with as many clients as the HTTP
figure it is compared with."""

import asyncio
import glob
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.benchmarks.env import libpq_params, recreate

TABLE = ("CREATE TABLE single_row (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "
         "payload jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())")
SCRIPT = ("INSERT INTO single_row (payload) "
          """VALUES ('{"type": "DrawGems", "gems": ["winter", "time"]}');\n""")


def pgbench_binary() -> str | None:
    """The pgbench program, if this machine has one."""
    found = shutil.which("pgbench")
    if found:
        return found
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/pgbench"))
    return candidates[-1] if candidates else None


async def run(clients: int, seconds: float) -> tuple[float | None, str]:
    """Transactions per second, or None with the reason."""
    binary = pgbench_binary()
    if binary is None:
        return None, "pgbench not found (apt-get install postgresql-client)"
    url = await recreate("tabletop_bench_pgbench")
    return await asyncio.to_thread(_run, binary, libpq_params(url), clients, seconds)


def _run(binary: str, params: dict[str, str], clients: int, seconds: float,
         ) -> tuple[float | None, str]:
    env = {**os.environ, "PGHOST": params["host"], "PGPORT": params["port"],
           "PGUSER": params["user"], "PGPASSWORD": params["password"],
           "PGDATABASE": params["dbname"]}
    psql = str(Path(binary).with_name("psql"))
    subprocess.run([psql if Path(psql).exists() else "psql", "-qc", TABLE], env=env,
                   check=True, capture_output=True)
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as script:
        script.write(SCRIPT)
    try:
        done = subprocess.run(
            [binary, "-n", "-f", script.name, "-c", str(clients), "-j", "2",
             "-T", str(max(1, round(seconds)))], env=env, capture_output=True, text=True)
    finally:
        os.unlink(script.name)
    match = re.search(r"tps = ([0-9.]+)", done.stdout)
    if done.returncode != 0 or match is None:
        return None, f"pgbench failed: {done.stderr.strip()[:200]}"
    return float(match.group(1)), "ok"
