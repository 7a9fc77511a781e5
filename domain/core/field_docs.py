"""What each field of a rule system's messages and read models means, declared once as
data: the OpenAPI document's property descriptions and the web table's field help.

Most names mean one thing across a system (``character_id``, ``gems``), so a system
declares ``{field: description}`` once, and ``{(Struct, field): description}`` only where
a struct uses a name in another sense. A struct is named as in the code (``GemsDrawn``,
``DrawGems``), without the system's prefix the document adds.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


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


def each_struct(table: Mapping[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """``{(struct, name): description}`` from a table keyed by (structs, name), the
    structs space-separated: one sense that several structs give a name, written once."""
    return {(struct, name): text for (structs, name), text in table.items()
            for struct in structs.split()}


NO_FIELD_DOCS = FieldDocs()
"""A system that declares none (test rule systems)."""

__all__ = ["NO_FIELD_DOCS", "FieldDocs", "each_struct", "lookup"]
