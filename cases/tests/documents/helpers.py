"""Shared steps of the documents tests."""

from cases.tests.documents import files


def add(client, case_id: int, content: bytes | None = None, name: str = "Report.pdf", status: int = 201, **fields):
    """POST a document (a one-page PDF unless told); the JSON answer."""
    body = {"kind": "report", **fields}
    if content is not None or "file" not in fields:
        body["file"] = files.upload(files.pdf() if content is None else content, name)
    answer = client.post(f"/api/cases/{case_id}/documents", body, format="multipart")
    assert answer.status_code == status, answer.content
    return answer.json()


def error_of(answer) -> str:
    return answer.json()["errors"]["file"][0]
