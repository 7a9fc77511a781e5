"""One cluster for the tests of this directory (built once: it takes a while), skipped
with the reason when a part is missing; the figures are printed at the end of the run."""

from collections.abc import Iterator

import pytest

from tests.cluster.clients import Say
from tests.cluster.engines import missing_parts
from tests.cluster.topology import Cluster, running_cluster

FIGURES: list[str] = []


@pytest.fixture(scope="package")
def cluster() -> Iterator[Cluster]:
    """The running cluster (HAProxy, three API nodes and a host-list one, two PostgreSQL
    nodes under Patroni and etcd, HAProxy before them, Redis), stopped once this
    directory's tests are done."""
    reason = missing_parts()
    if reason is not None:
        print(f"\ncluster tests skipped: {reason}")
        pytest.skip(f"cluster: {reason}")
    with running_cluster() as running:
        running.figures = FIGURES
        yield running
        FIGURES.extend(server_errors(running))


def server_errors(cluster: Cluster) -> list[str]:
    """The API nodes' logged 500s with their traceback (their logs live in a temporary
    directory gone after the run): what a failed assertion on a 500 needs to be fixed."""
    found = []
    for node in [*cluster.nodes, cluster.host_list_node]:
        if not node.log.exists():
            continue
        lines = node.log.read_text(errors="replace").splitlines()
        for at, line in enumerate(lines):
            if "unhandled_error" in line:
                found.append(f"{node.log.name}: " + " | ".join(lines[at:at + 40]))
    return found


@pytest.fixture
def say(pytestconfig: pytest.Config) -> Say:
    """Print a proof or a figure as the test goes (and again in the run's summary)."""
    reporter = pytestconfig.pluginmanager.get_plugin("terminalreporter")

    def write(line: str) -> None:
        FIGURES.append(line)
        if reporter is not None:
            reporter.write_line(f"  cluster: {line}")
    return write


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The cluster's proofs and figures, together."""
    if FIGURES:
        terminalreporter.section("cluster figures (reported, not asserted)")
        for line in FIGURES:
            terminalreporter.write_line(line)
