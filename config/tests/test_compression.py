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


def test_answers_of_the_same_body_differ_on_the_wire(auth_client, admin_user):
    """Django's BREACH mitigation: random padding (0-99 bytes) in each gzip stream, so the compressed length of a
    secret beside reflected input cannot be probed byte by byte. Two answers pad alike one time in a hundred, so eight
    are taken: all eight padding alike would be a one-in-10**14 chance, or no padding at all."""
    CaseFactory.create_batch(5)
    client = auth_client(admin_user)

    answers = [client.get("/api/cases/paginated", HTTP_ACCEPT_ENCODING="gzip").content for _ in range(8)]

    assert len({gzip.decompress(answer) for answer in answers}) == 1
    assert len(set(answers)) > 1
