"""guide: workflow#documents: files a firm can trust. The type comes from the bytes (PDF, PNG, JPEG, CSV, XLSX), a
PDF must open and carry no password, the size limit stops a large body before it is all read, and a real clamd (a
one-signature database of the EICAR string) refuses an infected file; with clamd configured but down, uploads pause
(503) and nothing is stored. Each refusal is a message a client can act on, and nothing refused is stored."""

import socket

import pytest

from cases.documents import uploads
from cases.models import CaseDocument
from cases.tests.documents import files
from cases.tests.documents.conftest import stored_files
from cases.tests.documents.helpers import add, error_of
from cases.tests.factories import CaseFactory
from conftest import COMPANY

pytestmark = pytest.mark.django_db

NOT_ALLOWED = "Only PDF, PNG, JPEG, CSV and XLSX files can be uploaded."


@pytest.fixture
def case():
    return CaseFactory(widget=COMPANY)


@pytest.mark.parametrize(
    ("content", "name", "content_type"),
    [
        (files.pdf(), "a.bin", "application/pdf"),
        (files.png(), "scan.pdf", "image/png"),
        (files.jpeg(), "photo", "image/jpeg"),
        (files.csv_bytes(), "statement.txt", "text/csv"),
        ("Date;Amount\n02/01/2026;£450\n".encode("cp1252"), "old.csv", "text/csv"),
        (files.xlsx(), "book.zip", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    ],
    ids=["pdf", "png", "jpeg", "csv", "csv-cp1252", "xlsx"],
)
def test_the_allowed_types_are_known_by_their_bytes_not_their_names(role_clients, case, content, name, content_type):
    document = add(role_clients["staff"], case.pk, content, name=name)
    assert document["contentType"] == content_type


@pytest.mark.parametrize(
    "content",
    [files.ELF, files.plain_zip(), b"GIF89a\x01\x00\x01\x00", b"text\x00with a NUL"],
    ids=["renamed-executable", "zip-not-workbook", "gif", "nul-bytes"],
)
def test_anything_else_is_refused_whatever_its_name(role_clients, case, media, content):
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(content, "statement.pdf"), "kind": "statement"}
    )

    assert answer.status_code == 400
    assert answer.json() == {"message": NOT_ALLOWED, "errors": {"file": [NOT_ALLOWED]}}
    assert stored_files(media) == [] and not CaseDocument.objects.exists()


def test_a_password_protected_pdf_is_refused_with_what_to_do(role_clients, case, media):
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.encrypted_pdf()), "kind": "report"}
    )
    assert answer.status_code == 400
    assert error_of(answer) == "This PDF is password-protected. Please upload a copy without a password."
    assert stored_files(media) == []


def test_a_pdf_that_cannot_be_read_is_refused_with_what_to_do(role_clients, case, media):
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.broken_pdf()), "kind": "report"}
    )
    assert answer.status_code == 400
    assert error_of(answer) == "This PDF could not be read. Please upload it again or export a new copy."
    assert stored_files(media) == []


def test_a_missing_file_and_a_bad_kind_are_named(role_clients, case):
    no_file = role_clients["staff"].post(f"/api/cases/{case.pk}/documents", {"kind": "report"})
    bad_kind = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.pdf()), "kind": "invoice"}
    )

    assert (no_file.status_code, error_of(no_file)) == (400, "Choose a file to upload.")
    assert bad_kind.status_code == 400
    assert bad_kind.json()["errors"] == {"kind": ["Choose report, statement or other."]}


def test_a_file_over_the_limit_is_refused_in_the_limits_words(role_clients, case, settings, media):
    settings.DOCUMENT_MAX_BYTES = 2 * 1024 * 1024
    content = files.csv_bytes() + b"1,2,3\n" * (2 * 1024 * 1024 // 6 + 10)

    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(content, "big.csv"), "kind": "other"}
    )

    assert answer.status_code == 400
    assert error_of(answer) == "The file is larger than 2 MB."
    assert stored_files(media) == []


def test_the_default_limit_reads_25_mb(settings):
    from cases.documents.services import size_limit_text

    assert settings.DOCUMENT_MAX_BYTES == 25 * 1024 * 1024
    assert size_limit_text() == "25 MB"


def test_a_declared_length_over_the_limit_is_refused_before_the_body_is_read(role_clients, case, settings):
    settings.DOCUMENT_MAX_BYTES = 1024 * 1024
    answer = role_clients["staff"].generic(
        "POST",
        f"/api/cases/{case.pk}/documents",
        b"",
        content_type="multipart/form-data; boundary=xyz",
        CONTENT_LENGTH=str(50 * 1024 * 1024),
    )
    assert answer.status_code == 400
    assert error_of(answer) == "The file is larger than 1 MB."


def test_the_stream_stops_at_the_first_chunk_past_the_limit(settings, rf):
    """A body that does not declare its length truthfully is cut off by the upload handler."""
    settings.DOCUMENT_MAX_BYTES = 100
    request = rf.post("/")
    handler = uploads.DocumentSizeLimit(request)
    handler.new_file("file", "a.csv", "text/csv", 1000)
    assert handler.receive_data_chunk(b"x" * 100, 0) == b"x" * 100
    with pytest.raises(uploads.StopUpload):
        handler.receive_data_chunk(b"x", 100)
    assert uploads.stopped_too_big(request)


def test_without_clamd_configured_uploads_are_not_scanned(role_clients, case, settings):
    settings.CLAMD_SOCKET = ""
    settings.CLAMD_HOST = ""
    add(role_clients["staff"], case.pk, files.csv_bytes() + b"," + files.EICAR.replace(b"\\", b"/"), name="a.csv")


def test_clamd_passes_a_clean_file(role_clients, case, clamd):
    add(role_clients["staff"], case.pk, files.pdf())


def test_clamd_refuses_an_infected_file_and_it_is_never_stored(role_clients, case, clamd, media):
    # EICAR is printable ASCII: were it not for the virus check it would pass as a CSV.
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.EICAR, "eicar.csv"), "kind": "other"}
    )

    assert answer.status_code == 400
    assert error_of(answer) == "This file did not pass the virus check and was not stored."
    assert stored_files(media) == [] and not CaseDocument.objects.exists()


def test_clamd_configured_but_down_pauses_uploads_with_503(role_clients, case, settings, tmp_path, media):
    settings.CLAMD_SOCKET = str(tmp_path / "nobody-listens.sock")

    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.pdf()), "kind": "report"}
    )

    assert answer.status_code == 503
    assert answer.json() == {
        "message": "Files cannot be checked for viruses right now, so uploads are paused. Please try again later."
    }
    assert stored_files(media) == []


def test_clamd_over_tcp_is_asked_the_same_way(role_clients, case, settings, clamd_socket):
    """CLAMD_HOST/CLAMD_PORT: a loopback relay to the test's clamd stands in for a clamd on the network."""
    import threading

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)

    def relay() -> None:
        conn, _ = listener.accept()
        with conn, socket.socket(socket.AF_UNIX) as upstream:
            upstream.connect(clamd_socket)
            conn.settimeout(5)
            data = b""
            while not data.endswith(b"\0\0\0\0"):
                part = conn.recv(65536)
                if not part:
                    break
                data += part
            upstream.sendall(data)
            conn.sendall(upstream.recv(4096))

    thread = threading.Thread(target=relay, daemon=True)
    thread.start()
    settings.CLAMD_SOCKET = ""
    settings.CLAMD_HOST, settings.CLAMD_PORT = "127.0.0.1", listener.getsockname()[1]

    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/documents", {"file": files.upload(files.EICAR, "eicar.csv"), "kind": "other"}
    )

    thread.join(5)
    listener.close()
    assert error_of(answer) == "This file did not pass the virus check and was not stored."
