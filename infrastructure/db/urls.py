"""PostgreSQL URLs as operators write them (libpq's forms), turned into SQLAlchemy's.

libpq takes several hosts in one URL, tries them in order and keeps the first that suits
``target_session_attrs`` (``read-write``: the primary): ``postgresql://u@a:5432,b:5432/db
?target_session_attrs=read-write``, or the same hosts as ``?host=a,b&port=5432,5432``.
SQLAlchemy's URL parser reads one host and one port, and fails on the first form
(``int('5432,b:5432')``); its asyncpg dialect takes the second, which asyncpg then tries
host by host with the same ``target_session_attrs`` as libpq. So a host list written in
the address moves into the query, each port filled with libpq's default where it is left
out. Pure functions: the settings check a URL with them before anything connects.
"""

from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

DEFAULT_PORT = 5432
SCHEMES = ("postgres", "postgresql", "postgresql+asyncpg")
SESSION_ATTRS = ("any", "read-write", "read-only", "primary", "standby", "prefer-standby")


def async_url(url: str) -> str:
    """A SQLAlchemy asyncpg URL from any ``postgres://`` / ``postgresql://`` URL, a libpq
    host list (``a:p,b:q``) included."""
    parts = urlsplit(url)
    login, at, hosts = parts.netloc.rpartition("@")
    query = parts.query
    if "," in hosts:
        names, ports = zip(*(_host_and_port(host) for host in hosts.split(",")), strict=True)
        query = urlencode([("host", ",".join(names)), ("port", ",".join(ports)),
                           *parse_qsl(parts.query, keep_blank_values=True)], safe=",/")
        hosts = ""
    return urlunsplit(("postgresql+asyncpg", login + at + hosts, parts.path, query,
                       parts.fragment))


def _host_and_port(host: str) -> tuple[str, str]:
    """``a:5432`` -> (``a``, ``5432``); ``[::1]:5432`` -> (``::1``, ``5432``); no port:
    libpq's default."""
    name, colon, port = host.rpartition(":") if not host.endswith("]") else ("", "", "")
    if not colon or not name:
        name, port = host, str(DEFAULT_PORT)
    return name.removeprefix("[").removesuffix("]"), port


def with_database(url: str, database: str) -> str:
    """The same server URL, naming another database."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + database, parts.query, parts.fragment))


def url_problem(url: str) -> str | None:
    """Why the server could not use ``url`` (a sentence for ``configuration error:``), or
    None."""
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES:
        return f"{parts.scheme or 'no scheme'}: not a postgresql:// URL"
    hosts = parts.netloc.rpartition("@")[2]
    try:
        _ = None if "," in hosts else parts.port
    except ValueError as error:
        return str(error)
    ports = [_host_and_port(host)[1] for host in hosts.split(",")] if "," in hosts else [
        p for p in dict(parse_qsl(parts.query)).get("port", "").split(",") if p]
    if "," in hosts and "host" in dict(parse_qsl(parts.query)):
        return "hosts both in the address and in ?host=: give them once"
    if not all(port.isdigit() for port in ports):
        return f"a port is not a number ({', '.join(ports)})"
    attrs = dict(parse_qsl(parts.query)).get("target_session_attrs")
    if attrs is not None and attrs not in SESSION_ATTRS:
        return f"target_session_attrs must be one of {', '.join(SESSION_ATTRS)}"
    return None
