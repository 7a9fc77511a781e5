"""Field descriptions are data (``field_docs.toml``): what the loader makes of the file, and
that it refuses what would silently lose a description."""

import pytest

from domain.core.field_docs import parse_field_docs, read_field_docs

TEXT = '''
[fields]
gems = "The gems drawn."
note = """A long text \\
    on two lines."""

[structs."Attribute AttributeIn"]
gems = "The attribute's gems."
'''
SHIPPED = ("espri", "ardri", "xyrop", "voyages", "locquemare")


def test_a_name_is_described_once_and_a_struct_group_gives_each_struct_its_sense() -> None:
    docs = parse_field_docs(TEXT)
    assert docs.fields == {"gems": "The gems drawn.", "note": "A long text on two lines."}
    assert docs.describe("Attribute", "gems") == docs.describe("AttributeIn", "gems") == (
        "The attribute's gems.")
    assert docs.describe("Helper", "gems") == "The gems drawn."


def test_a_misnamed_table_or_a_description_that_is_no_text_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown tables"):
        parse_field_docs('[field]\ngems = "The gems drawn."\n')
    with pytest.raises(ValueError, match="not text"):
        parse_field_docs("[structs.Attribute]\ngems = 3\n")


@pytest.mark.parametrize("package", [*(f"domain.{name}" for name in SHIPPED), "services"])
def test_every_shipped_table_reads_and_describes_something(package: str) -> None:
    docs = read_field_docs(package)
    assert docs.fields and docs.structs
