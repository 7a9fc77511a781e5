"""Unions across rule systems (``CommandIn``, ``Event``), discriminated by ``type``.

A ``type`` may name a command (or an event) in several rule systems: ``EndSession`` is
Ardri's, Xyrop's, Voyages' and Locquemare's, and ``{"type": "EndSession"}`` is valid in
all four. A flat ``oneOf`` of every rule system's variants is then not mutually
exclusive (JSON Schema's ``oneOf`` refuses a body that matches two variants). So the
union has one variant per ``type``: a rule system's own schema where the ``type`` is
only its, else a component ``<type><suffix>`` that is the ``anyOf`` of the rule
systems' schemas (the game's rule system tells which applies). The variants' tags are
then distinct, so exactly one variant holds a body's ``type``. The union carries no
``discriminator``: a shared variant is not one object (a validator such as zod's
discriminated union wants each variant to be one), and the distinct ``type`` values
already tell the variants apart.

Each rule system's own union (``EspriCommand``, ``EspriEvent``...) stays a component for
typed clients (the TypeScript SDK's ``EspriCommand``), named by the union's
``x-by-ruleset`` (so the document keeps them); no operation names one, so Redocly's
``no-unused-components`` finds them, and ``clients/.redocly.lint-ignore.yaml`` says why
they stay. (Listing them under the union's ``$defs`` made openapi-typescript type
``CommandIn`` as an object with a ``$defs`` property, which no body has.)
"""

from infrastructure.api import openapi_models as m


def _tag_groups(components: dict[str, m.Schema], unions: list[str]) -> dict[str, list[str]]:
    """Each ``type`` tag and the schemas it names across ``unions``, in order, once."""
    groups: dict[str, list[str]] = {}
    for union in unions:
        for tag, ref in components[union]["discriminator"]["mapping"].items():
            refs = groups.setdefault(tag, [])
            if ref not in refs:
                refs.append(ref)
    return groups


def _shared_variant(tag: str, refs: list[str], suffix: str) -> m.Schema:
    systems = ", ".join(ref.removeprefix(m.REF).removesuffix(tag + suffix)
                        .removesuffix(tag) for ref in refs)
    return {"title": tag + suffix,
            "description": f"`{tag}` in {systems}: the game's rule system tells which.",
            "anyOf": [{"$ref": ref} for ref in refs]}


def union_by_type(components: dict[str, m.Schema], name: str, unions: list[str],
                  suffix: str, description: str) -> None:
    """Add the union ``name`` of ``unions`` (each a rule system's discriminated union) to
    ``components``: one variant per ``type``, with the shared variants it needs."""
    variants: dict[str, str] = {}
    for tag, refs in _tag_groups(components, unions).items():
        if len(refs) == 1:
            variants[tag] = refs[0]
            continue
        shared = tag + suffix
        assert shared not in components, f"{shared} is already a component"
        components[shared] = _shared_variant(tag, refs, suffix)
        variants[tag] = m.REF + shared
    components[name] = {
        "title": name, "description": description,
        "oneOf": [{"$ref": ref} for ref in dict.fromkeys(variants.values())],
        "x-by-ruleset": {union: {"$ref": m.REF + union} for union in unions},
    }
