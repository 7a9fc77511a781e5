"""``docker-compose.yml`` and the README's "Running it with Docker" say the same thing:
the same services with the same images (or the build), ports and volumes; every setting
the compose file takes from the shell and every variable it gives the server named in the
README; the address the README gives is the port the compose file publishes."""

import re

import yaml

from infrastructure.settings import ROOT

COMPOSE = ROOT / "docker-compose.yml"
SECTION = "### Running it with Docker"
ROW = re.compile(r"^\| `(?P<service>[\w-]+)` \| (?P<image>[^|]+?) \| (?P<what>[^|]+?) \|$",
                 re.MULTILINE)


def readme_section() -> str:
    """The README's Docker section, up to the next heading."""
    text = (ROOT / "README.md").read_text()
    start = text.index(SECTION) + len(SECTION)
    return text[start:text.index("\n#", start)]


def test_the_readme_describes_the_compose_file_as_it_is() -> None:
    compose = yaml.safe_load(COMPOSE.read_text())
    section = readme_section()
    rows = {m["service"]: (m["image"], m["what"]) for m in ROW.finditer(section)}
    assert set(rows) == set(compose["services"]), "the services differ"
    for name, service in compose["services"].items():
        image, what = rows[name]
        expected = (f"`{service['image']}`" if "image" in service
                    else "built from `Dockerfile`" if service.get("build") == "." else None)
        assert image == expected, f"{name}: README says {image}, compose {service}"
        for port in service.get("ports", []):
            assert f"`{port}`" in what, f"{name}: port {port} not in the README"
            assert f"http://localhost:{port.split(':')[0]}" in section
        for volume in service.get("volumes", []):
            assert f"`{volume.split(':')[0]}`" in what, f"{name}: volume {volume}"
        for setting in service.get("environment", {}) if name == "api" else ():
            assert f"`{setting}`" in section, f"api's {setting} is not in the README"
    for variable in set(re.findall(r"\$\{(\w+)", COMPOSE.read_text())):
        assert f"`{variable}`" in section, f"${{{variable}}} is not in the README"
    assert set(compose.get("volumes", {})) <= set(re.findall(r"volume `(\w+)`", section))
