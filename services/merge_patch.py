"""JSON merge patches (RFC 7386) between two JSON documents, and their application.

The live feed sends each seat its ``state`` as a patch against the one it sent before
(issue #36). A merge patch cannot set a member to ``null`` (``null`` removes it, RFC 7386
section 1), so a patch travels with ``nulls``: the paths of the members that become
``null``, set after the merge. With them, ``apply(a, *diff(a, b)) == b`` for any JSON
values ``a`` and ``b`` (``tests/unit/test_merge_patch.py``). Arrays are replaced whole,
as the RFC does.
"""

from typing import Any

Path = list[str]
"""The members leading to a value, from the document's root."""


def diff(before: Any, after: Any) -> tuple[Any, list[Path]]:
    """The merge patch that turns ``before`` into ``after``, and the paths of the members
    that become ``null`` (which the patch alone cannot say)."""
    if not isinstance(after, dict):
        return after, []
    nulls: list[Path] = []
    return _diff(before if isinstance(before, dict) else {}, after, [], nulls), nulls


def _diff(before: dict[str, Any], after: dict[str, Any], path: Path,
          nulls: list[Path]) -> dict[str, Any]:
    patch: dict[str, Any] = {key: None for key in before if key not in after}
    for key, value in after.items():
        old = before.get(key, _MISSING)
        if old == value and type(old) is type(value):  # 1 == 1.0 == True in Python
            continue
        if value is None:  # set in its place after the merge (a page shows members in
            nulls.append([*path, key])  # order: removed and added again, it would move)
        elif isinstance(value, dict):
            inner = _diff(old if isinstance(old, dict) else {}, value, [*path, key], nulls)
            if inner or not isinstance(old, dict):
                patch[key] = inner
        else:
            patch[key] = value
    return patch


def apply(target: Any, patch: Any, nulls: list[Path] = []) -> Any:  # noqa: B006 (read only)
    """``target`` with the merge patch applied (RFC 7386), then ``nulls`` set; ``target``
    is not changed (the parts the patch leaves alone are shared with the result)."""
    merged = _merge(target, patch)
    for path in nulls:
        merged = _set_null(merged, path)
    return merged


def _merge(target: Any, patch: Any) -> Any:
    if not isinstance(patch, dict):
        return patch
    result = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = _merge(result.get(key), value)
    return result


def _set_null(document: dict[str, Any], path: Path) -> dict[str, Any]:
    """A copy of the objects along ``path`` with its last member set to ``null``."""
    result = dict(document)
    if len(path) == 1:
        result[path[0]] = None
    else:
        result[path[0]] = _set_null(result[path[0]], path[1:])
    return result


class _Missing:
    __slots__ = ()


_MISSING = _Missing()
