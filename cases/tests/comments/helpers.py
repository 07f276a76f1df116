"""Shared steps of the comments tests."""

from datetime import timedelta

from django.utils import timezone

from freezegun import freeze_time

from cases.tests.factories import CaseFactory

# Frozen moments start a little after the test's real now: the bearer tokens were issued at that now (and a token
# from the future is refused). Set again before each test (conftest.py): a whole run takes minutes.
START = (timezone.now() + timedelta(minutes=1)).replace(microsecond=0)


def restart_clock() -> None:
    global START  # noqa: PLW0603 - the one moment the helpers below count from, per test
    START = (timezone.now() + timedelta(minutes=1)).replace(microsecond=0)


def at(minutes: float = 0):
    """freeze_time at START plus these minutes (later than any token the test issues, well within its life)."""
    return freeze_time(START + timedelta(minutes=minutes))


def iso(minutes: float = 0) -> str:
    return (START + timedelta(minutes=minutes)).isoformat().replace("+00:00", "Z")


def post(client, case_id: int, body: str = "Rang the client back.", mentions=None, status: int = 201) -> dict:
    answer = client.post(f"/api/cases/{case_id}/comments", {"body": body, "mentions": mentions or []}, format="json")
    assert answer.status_code == status, answer.content
    return answer.json()


def a_case(**fields):
    return CaseFactory(**fields)
