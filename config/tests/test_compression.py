"""API answers are compressed for clients that accept gzip, and read the same once unpacked."""

import gzip
import json

from cases.tests.factories import CaseFactory


def test_a_case_list_page_is_sent_gzipped_to_a_client_that_accepts_it(auth_client, admin_user):
    CaseFactory.create_batch(30, client_name="Gzip Person", notes="A note long enough to be worth compressing.")
    client = auth_client(admin_user)

    packed = client.get("/api/cases/paginated", {"limit": 25}, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    plain = client.get("/api/cases/paginated", {"limit": 25})

    assert packed.status_code == 200
    assert packed["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed["Vary"]
    assert packed["Cache-Control"] == "no-store"
    assert json.loads(gzip.decompress(packed.content)) == plain.json()
    assert len(packed.content) * 4 < len(plain.content)
    assert "Content-Encoding" not in plain


def test_two_answers_of_the_same_body_differ_on_the_wire(auth_client, admin_user):
    """Django's BREACH mitigation: random padding in each gzip stream, so the compressed length of a secret beside
    reflected input cannot be probed byte by byte."""
    CaseFactory.create_batch(5)
    client = auth_client(admin_user)

    first = client.get("/api/cases/paginated", HTTP_ACCEPT_ENCODING="gzip")
    second = client.get("/api/cases/paginated", HTTP_ACCEPT_ENCODING="gzip")

    assert gzip.decompress(first.content) == gzip.decompress(second.content)
    assert first.content != second.content
