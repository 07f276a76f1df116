"""The documents tests' servers: a real ClamAV daemon with a one-signature database (EICAR), and moto's S3 server
on loopback; every test stores files in a media folder of its own, so a test can list exactly what is left."""

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cases.tests.documents.files import EICAR

CLAMD = shutil.which("clamd") or ("/usr/sbin/clamd" if Path("/usr/sbin/clamd").exists() else None)
SIGTOOL = shutil.which("sigtool")


@pytest.fixture(autouse=True)
def media(settings, tmp_path) -> Path:
    """A fresh MEDIA_ROOT for each test; the default storage (file system) follows it."""
    settings.MEDIA_ROOT = str(tmp_path / "media")
    return tmp_path / "media"


def stored_files(root: Path) -> list[str]:
    """Every file under the media folder, relative to it."""
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()) if root.exists() else []


def _clamd_answers(path: str) -> bool:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(2)
            sock.connect(path)
            sock.sendall(b"zPING\0")
            return sock.recv(16).startswith(b"PONG")
    except OSError:
        return False


@pytest.fixture(scope="session")
def clamd_socket(tmp_path_factory) -> Iterator[str]:
    """A clamd of our own (Debian's clamav-daemon: `make test` installs it), its database one signature made with
    sigtool from the EICAR string, listening on a unix socket in a temporary folder; stopped at the end."""
    if not (CLAMD and SIGTOOL):
        pytest.skip("clamd is not installed: apt-get install clamav-daemon (make test does it)")
    folder = tmp_path_factory.mktemp("clamd")
    database = folder / "db"
    database.mkdir()
    sample = folder / "eicar.txt"
    sample.write_bytes(EICAR)
    signature = subprocess.run([SIGTOOL, "--md5", str(sample)], capture_output=True, check=True, text=True).stdout
    (database / "local.hdb").write_text(signature)
    path = str(folder / "clamd.sock")
    config = folder / "clamd.conf"
    config.write_text(
        "\n".join(
            [
                f"LocalSocket {path}",
                f"DatabaseDirectory {database}",
                f"TemporaryDirectory {folder}",
                "Foreground yes",
                "LogFile /dev/null",
                # Two test runs at once (two clamd) would otherwise fight over the log file's lock.
                "LogFileUnlock yes",
                "StreamMaxLength 30M",
                "",
            ]
        )
    )
    process = subprocess.Popen([CLAMD, "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not _clamd_answers(path):
            if process.poll() is not None:
                pytest.fail(f"clamd stopped: {process.stderr.read().decode() if process.stderr else ''}")
            if time.monotonic() > deadline:
                pytest.fail("clamd did not answer within 60 s")
            time.sleep(0.2)
        yield path
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture
def clamd(settings, clamd_socket) -> str:
    """Uploads in this test are scanned by the real clamd."""
    settings.CLAMD_SOCKET = clamd_socket
    settings.CLAMD_HOST = ""
    return clamd_socket


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def s3_endpoint():
    """moto's S3 server on loopback (moto[server]), for the session."""
    from moto.server import ThreadedMotoServer

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port)
    server.start()
    yield f"http://127.0.0.1:{port}"
    server.stop()


@pytest.fixture
def s3_storage(settings, s3_endpoint, monkeypatch):
    """The default storage is S3 (django-storages) against a fresh bucket on the moto server; yields the boto3
    bucket to list what is stored."""
    import uuid

    import boto3  # type: ignore[import-untyped]

    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "eu-west-2",
    }.items():
        monkeypatch.setenv(name, value)
    bucket_name = f"casebook-{uuid.uuid4().hex[:12]}"
    resource = boto3.resource("s3", endpoint_url=s3_endpoint, region_name="eu-west-2")
    bucket = resource.create_bucket(Bucket=bucket_name, CreateBucketConfiguration={"LocationConstraint": "eu-west-2"})
    settings.AWS_STORAGE_BUCKET_NAME = bucket_name
    settings.AWS_S3_ENDPOINT_URL = s3_endpoint
    settings.AWS_S3_REGION_NAME = "eu-west-2"
    settings.AWS_DEFAULT_ACL = None
    settings.STORAGES = {**settings.STORAGES, "default": {"BACKEND": "storages.backends.s3.S3Storage"}}
    return bucket
