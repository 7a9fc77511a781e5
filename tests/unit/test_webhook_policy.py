"""The webhook address policy on its own: which addresses count as public, IPv6 forms that
carry an IPv4 address judged by that address (issue #30), and pinning to what was checked."""

from ipaddress import IPv6Address, ip_network

import pytest

from services.webhooks.policy import UrlForbidden, allowed, embedded_ipv4, pin_url, public

REFUSED = [
    "127.0.0.1", "10.0.0.1", "169.254.169.254", "100.64.0.1", "::1", "fd00::1",
    "::ffff:127.0.0.1", "::ffff:10.0.0.1",
    "64:ff9b::7f00:1", "64:ff9b::a00:1", "64:ff9b::a9fe:a9fe",   # NAT64 of private v4
    "64:ff9b:1::808:808", "64:ff9b:1::7f00:1",                   # local-use NAT64: any
    "2002:7f00:1::", "2002:a00:1::", "2002:a9fe:a9fe::1",        # 6to4 of private v4
    "::127.0.0.1", "::8.8.8.8", "::a00:1",                       # deprecated ::/96: any
    "2001:0:4136:e378:8000:63bf:80ff:fffe",                      # Teredo, client 127.0.0.1
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",                      # Teredo, client 192.0.2.45
]
ACCEPTED = ["8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808",
            "2002:808:808::1"]


@pytest.mark.parametrize("address", REFUSED)
def test_addresses_that_are_or_carry_a_non_public_ipv4_are_refused(address: str) -> None:
    assert not public(address)


@pytest.mark.parametrize("address", ACCEPTED)
def test_public_addresses_and_forms_carrying_a_public_ipv4_are_accepted(address: str) -> None:
    assert public(address)


def test_the_ipv4_inside_each_ipv6_form_is_found() -> None:
    assert [str(v4) for v4 in embedded_ipv4(IPv6Address("64:ff9b::c000:221"))] == ["192.0.2.33"]
    assert [str(v4) for v4 in embedded_ipv4(IPv6Address("2002:c000:221::1"))] == ["192.0.2.33"]
    assert [str(v4) for v4 in embedded_ipv4(IPv6Address("::ffff:192.0.2.33"))] == ["192.0.2.33"]
    teredo = embedded_ipv4(IPv6Address("2001:0:4136:e378:8000:63bf:3fff:fdd2"))
    assert [str(v4) for v4 in teredo] == ["65.54.227.120", "192.0.2.45"]
    assert embedded_ipv4(IPv6Address("2606:4700::1111")) == ()


def test_an_operator_network_is_allowed_and_nothing_beside_it() -> None:
    networks = (ip_network("127.0.0.2/32"),)
    assert allowed("127.0.0.2", networks) and not allowed("127.0.0.1", networks)


async def test_the_pinned_address_is_the_checked_one_and_the_name_is_looked_up_once() -> None:
    calls: list[str] = []

    async def rebinding(host: str, port: int) -> list[str]:
        calls.append(host)
        return ["8.8.8.8"] if len(calls) == 1 else ["127.0.0.1"]

    assert await pin_url("https://hook.example/x", False, (), rebinding) == "8.8.8.8"
    assert calls == ["hook.example"]
    with pytest.raises(UrlForbidden):  # the next attempt checks the next answer
        await pin_url("https://hook.example/x", False, (), rebinding)
