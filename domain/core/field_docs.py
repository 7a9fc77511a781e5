"""What each field of a rule system's messages and read models means, declared once as
data: the OpenAPI document's property descriptions and the web table's field help.

Most names mean one thing across a system (``character_id``, ``gems``), so a system
declares ``{field: description}`` once, and ``{(Struct, field): description}`` only where
a struct uses a name in another sense. A struct is named as in the code (``GemsDrawn``,
``DrawGems``), without the system's prefix the document adds.

The texts are prose, so they are kept as data beside the code that declares them: a
package's ``field_docs.toml`` (``domain/<system>/``, and ``services/`` for the platform),
read once by ``read_field_docs``::

    [fields]
    character_id = "The character concerned (an id from the game's `characters`)."

    [structs."Attribute AttributeIn"]   # one sense several structs give a name
    domain_id = "The domain the attribute belongs to."
"""

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources


@dataclass(frozen=True)
class FieldDocs:
    """One system's field descriptions (English; the catalogs translate them)."""

    fields: Mapping[str, str] = field(default_factory=dict)
    """Field name -> what it means wherever the system uses the name."""
    structs: Mapping[tuple[str, str], str] = field(default_factory=dict)
    """(struct, field) -> its meaning in that struct, where it differs."""

    def describe(self, struct: str, name: str) -> str | None:
        """The description of ``struct.name``: its own, else the name's, else None."""
        return self.structs.get((struct, name), self.fields.get(name))


def lookup(tables: Sequence[FieldDocs], struct: str, name: str,
           also: Sequence[str] = ()) -> str | None:
    """``struct.name`` described by the first of ``tables`` that has it: a struct's own
    sense of a name (``struct``'s, then each of ``also``'s) in any table wins over the
    name's usual sense."""
    for owner in (struct, *also):
        for table in tables:
            if (owner, name) in table.structs:
                return table.structs[(owner, name)]
    return next((table.fields[name] for table in tables if name in table.fields), None)


FILE = "field_docs.toml"
"""The name of a package's field descriptions (package data: pyproject installs it)."""


def read_field_docs(package: str) -> FieldDocs:
    """The ``field_docs.toml`` of ``package`` (``domain.ardri``), read once at its import."""
    return parse_field_docs((resources.files(package) / FILE).read_text(encoding="utf-8"))


def parse_field_docs(text: str) -> FieldDocs:
    """A ``field_docs.toml``'s text: its ``[fields]`` table, and each ``[structs."<Struct>
    …"]`` table, the sense that struct (or each of those, space-separated) gives its names.
    Any other table, or a description that is not a string, is an error rather than a
    description silently lost."""
    data = tomllib.loads(text)
    unknown = set(data) - {"fields", "structs"}
    if unknown:
        raise ValueError(f"{FILE}: unknown tables {sorted(unknown)}: [fields], [structs.…]")
    structs = {(struct, name): description
               for owners, table in data.get("structs", {}).items()
               for struct in owners.split() for name, description in table.items()}
    fields = data.get("fields", {})
    wrong = [name for name, description in (*fields.items(), *structs.items())
             if not isinstance(description, str)]
    if wrong:
        raise ValueError(f"{FILE}: descriptions that are not text: {wrong}")
    return FieldDocs(fields, structs)


NO_FIELD_DOCS = FieldDocs()
"""A system that declares none (test rule systems)."""

__all__ = ["NO_FIELD_DOCS", "FieldDocs", "lookup", "parse_field_docs", "read_field_docs"]
