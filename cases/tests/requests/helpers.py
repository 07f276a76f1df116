"""Shared steps of the requests tests."""

from datetime import date, timedelta

from django.utils import timezone

from cases.tests.documents import files


def today() -> date:
    return timezone.localdate()


def make(client, case_id: int, status: int = 201, **fields):
    """POST a request (a title and a due date a week away unless told); the JSON answer."""
    body = {"title": "2025 bank statements", "message": "All accounts, please.", **fields}
    body.setdefault("dueDate", (today() + timedelta(days=7)).isoformat())
    answer = client.post(f"/api/cases/{case_id}/requests", body, format="json")
    assert answer.status_code == status, answer.content
    return answer.json()


def upload(client, request_id: int, content: bytes | None = None, name: str = "Statement.pdf"):
    return client.post(
        f"/api/requests/{request_id}/upload",
        {"file": files.upload(files.pdf() if content is None else content, name)},
        format="multipart",
    )
