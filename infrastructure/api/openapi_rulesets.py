"""The typed contract of every hosted rule system: commands, events, read models.

Per rule system ``<P>`` (see ``openapi_models``): ``<P>Command`` (request bodies, tagged
by ``type``), ``<P>Event`` (every event envelope, platform events and ``Redacted``
included, discriminated by ``type``), ``<P>StateOut`` / ``<P>CharacterOut`` /
``<P>CommandOut`` / ``<P>EventPageOut`` (responses, discriminated across rule systems by
their ``ruleset``) and, for ESPRI, ``<P>BoardOut``.
"""

from typing import Any

from domain.core import Ruleset
from domain.platform.events import PLATFORM_COMMAND_TYPES, PLATFORM_EVENT_TYPES
from infrastructure.api import openapi_models as m
from infrastructure.api.command_examples import hand_written
from infrastructure.api.openapi_examples import add_examples
from infrastructure.api.openapi_offers import offer_components, offer_properties

PLATFORM = "Platform"
RESPONSES = ("CommandOut", "EventPageOut", "StateOut", "CharacterOut", "AvailableOut")


def _events(prefix: str, event_types: tuple[type[Any], ...], names: list[str],
            components: dict[str, m.Schema]) -> list[tuple[str, str]]:
    """Event payloads become ``data``; one envelope per event: (tag, envelope name)."""
    pairs = []
    for event_type, name in zip(event_types, names, strict=True):
        m.as_payload(components[name])
        envelope = f"{name}Event"
        tag = m.tag_of(event_type)
        components[envelope] = m.envelope(envelope, tag, name, f"`{tag}`: " + (
            components[name].get("description") or "an event."))
        pairs.append((tag, envelope))
    return pairs


def platform_components() -> tuple[dict[str, m.Schema], list[tuple[str, str]]]:
    """Platform events (and ``Redacted``) shared by every rule system's event union."""
    def name_of(raw: str) -> str:
        return m.prefixed(PLATFORM, raw)

    names, components = m.struct_components(PLATFORM_EVENT_TYPES, name_of)
    m.all_required(components, PLATFORM_EVENT_TYPES, name_of)
    pairs = _events(PLATFORM, PLATFORM_EVENT_TYPES, names, components)
    components["PlatformRedacted"] = {
        "title": "PlatformRedacted", "type": "object", "properties": {},
        "additionalProperties": False, "description": "Nothing: the event is hidden."}
    components["PlatformRedactedEvent"] = m.envelope(
        "PlatformRedactedEvent", "Redacted", "PlatformRedacted",
        "An event this seat may not see; its version keeps the log contiguous.")
    pairs.append(("Redacted", "PlatformRedactedEvent"))
    components["EventMetadata"] = m.EVENT_METADATA
    return components, pairs


def command_components(family: str, title: str, command_types: tuple[type[Any], ...],
                       extra: tuple[type[Any], ...], response_raw: set[str],
                       ) -> tuple[dict[str, m.Schema], list[str]]:
    """Request side: the commands' union ``<P>Command`` (with examples), and the names of
    ``extra`` types (creation options)."""
    prefix = m.prefix_of(family)
    names, components = m.struct_components(
        (*command_types, *extra),
        lambda raw: m.prefixed(prefix, raw, "In" if raw in response_raw else ""))
    commands = names[:len(command_types)]
    add_examples(components, commands, hand_written(family))
    components[f"{prefix}Command"] = m.union(
        f"{prefix}Command", f"A {title} command, tagged by `type`.",
        [(m.tag_of(t), name) for t, name in zip(command_types, commands, strict=True)], "type")
    return components, names[len(command_types):]


def _read_model_types(ruleset: Ruleset[Any]) -> list[type[Any]]:
    """View and sheet, then the board for a rule system that has one (``board_type``)."""
    board = getattr(ruleset, "board_type", None)
    return [ruleset.view_type, ruleset.sheet_type, *([board] if board else [])]


def response_types(ruleset: Ruleset[Any]) -> tuple[type[Any], ...]:
    """The structs a rule system's responses are made of: read models and events."""
    return (*_read_model_types(ruleset), *ruleset.event_types)


def response_components(ruleset: Ruleset[Any], platform_pairs: list[tuple[str, str]],
                        ) -> dict[str, m.Schema]:
    """Response side of one rule system: read models, event union, typed responses."""
    prefix = m.prefix_of(ruleset.name)
    typed = _read_model_types(ruleset)

    def name_of(raw: str) -> str:
        return m.prefixed(prefix, raw)

    names, components = m.struct_components(response_types(ruleset), name_of)
    m.all_required(components, response_types(ruleset), name_of)
    pairs = _events(prefix, ruleset.event_types, names[len(typed):], components)
    overlap = {tag for tag, _ in pairs} & {tag for tag, _ in platform_pairs}
    if overlap:
        raise ValueError(f"{ruleset.name} events reuse platform event names: {overlap}")
    components[f"{prefix}Event"] = m.union(
        f"{prefix}Event", f"An event of a {ruleset.title} game, discriminated by `type`.",
        pairs + platform_pairs, "type")
    view, sheet, *board = names[:len(typed)]
    components.update(offer_components(ruleset))
    components.update(_responses(ruleset, prefix, components, view, sheet,
                                 board[0] if board else None))
    return components


def _responses(ruleset: Ruleset[Any], prefix: str, components: dict[str, m.Schema],
               view: str, sheet: str, board: str | None,
               ) -> dict[str, m.Schema]:
    ruleset_field = m.const(ruleset.name, "The game's rule system.")
    events = {"type": "array", "items": {"$ref": m.REF + f"{prefix}Event"}}
    out = {
        f"{prefix}CommandOut": m.response_object(
            f"{prefix}CommandOut", "A command's outcome: the new version and its events.",
            {"ruleset": ruleset_field, "game_id": {"type": "string"},
             "version": {"type": "integer"}, "events": events,
             "narration": {"type": "array", "items": {"type": "string"}, "description":
                           "The log lines of these events for this seat, in the "
                           "request's language."}}),
        f"{prefix}EventPageOut": m.response_object(
            f"{prefix}EventPageOut", "A page of the log; pass `next` as `after` for the next "
            "page (null: the end).", {"ruleset": ruleset_field, "events": events,
                                      "next": {"type": ["integer", "null"]},
                                      "version": {"type": "integer"}}),
        f"{prefix}StateOut": m.response_object(
            f"{prefix}StateOut", f"The read model of a game of {ruleset.title}, as this "
            "seat sees it, with what it may send now.",
            {"game_id": {"type": "string"}, "ruleset": ruleset_field,
             "version": {"type": "integer"}, "state": {"$ref": m.REF + view},
             **offer_properties(prefix)}),
        f"{prefix}AvailableOut": m.response_object(
            f"{prefix}AvailableOut", f"What this seat may send now in a game of "
            f"{ruleset.title}, and whom the table waits for.",
            {"game_id": {"type": "string"}, "ruleset": ruleset_field,
             "version": {"type": "integer"}, **offer_properties(prefix)}),
        f"{prefix}CharacterOut": _flat(f"{prefix}CharacterOut", "One character sheet and "
                                       "its rule system.", components, sheet,
                                       {"ruleset": ruleset_field}),
    }
    if board is not None:
        out[f"{prefix}BoardOut"] = _flat(
            f"{prefix}BoardOut", "The board at a version.", components, board,
            {"version": {"type": "integer", "description": "The game version it shows."}})
    return out


def _flat(name: str, description: str, components: dict[str, m.Schema], struct: str,
          added: m.Schema) -> m.Schema:
    """A struct's fields plus ``added`` ones, in one object."""
    base = components[struct]
    properties = {**added, **base["properties"]}
    return {"title": name, "type": "object", "description": description + " " + (
        base.get("description") or ""), "required": list(properties), "properties": properties}


def platform_commands(response_raw: set[str]) -> dict[str, m.Schema]:
    """``PlatformCommand``: commands valid in every rule system (``CloseGame``)."""
    components, _ = command_components("platform", "platform", PLATFORM_COMMAND_TYPES, (),
                                       response_raw)
    return components


__all__ = ["PLATFORM", "RESPONSES", "command_components", "platform_commands",
           "platform_components", "response_components", "response_types"]
