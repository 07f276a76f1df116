"""Fixtures shared by the test_jobs_* files: media storage in a temporary folder, and reading jobs over the API."""

import pytest


@pytest.fixture(name="media", autouse=True)
def media_folder(settings, tmp_path):
    """Job files (uploads kept for a job, exports) go to a folder of this test's own."""
    settings.MEDIA_ROOT = str(tmp_path / "media")
    return tmp_path / "media"


def get_job(client, job_id) -> dict:
    response = client.get(f"/api/jobs/{job_id}")
    assert response.status_code == 200, response.content
    return response.json()


def download(client, job: dict):
    return client.get(job["downloadUrl"])


def content(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content
