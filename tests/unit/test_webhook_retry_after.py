"""The webhook sender reads a receiver's ``Retry-After`` as delay-seconds or as an
HTTP-date (RFC 9110 10.2.3), bounded by ``MAX_RETRY_AFTER``."""

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx

from infrastructure.webhooks.sender import _seconds, wait_asked
from services.webhooks.model import MAX_RETRY_AFTER

NOW = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)


def test_delay_seconds_and_http_dates_are_both_read() -> None:
    assert _seconds("30", NOW) == 30.0
    in_two_minutes = format_datetime(NOW + timedelta(seconds=120), usegmt=True)
    assert _seconds(in_two_minutes, NOW) == 120.0
    assert _seconds(format_datetime(NOW - timedelta(hours=1), usegmt=True), NOW) == 0.0
    far = format_datetime(NOW + timedelta(days=30), usegmt=True)
    assert _seconds(far, NOW) == MAX_RETRY_AFTER
    assert _seconds("soon", NOW) is None


def test_a_503_with_an_http_date_waits_until_that_date() -> None:
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=90), usegmt=True)
    asked = wait_asked(httpx.Response(503, headers={"Retry-After": later}))
    assert asked is not None and 80 <= asked <= 90
