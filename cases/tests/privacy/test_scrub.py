"""How erased values are found inside other texts: names anywhere, numbers only standing alone, the BHR UK ID kept,
and the file e-mail backend's copies rewritten (bodies in any transfer encoding, HTML-escaped names)."""

from django.core.mail import EmailMultiAlternatives, get_connection

from cases.privacy.mail_files import mail_files_scrub
from cases.privacy.scrub import Scrubber

P = "Erased 7F3K"


def test_names_are_replaced_anywhere_and_numbers_only_where_they_stand_alone():
    scrub = Scrubber({"Siân O'Neil": P, "7777777": P, "4242": P}, P)

    assert scrub.text("Call SIÂN O'NEIL today") == f"Call {P} today"
    assert scrub.text("Siân O'Neil 7777777.csv") == f"{P} {P}.csv"
    assert scrub.text("https://ob.example.com/users/7777777") == f"https://ob.example.com/users/{P}"
    # Not inside a longer number, an amount or a time's fraction of a second; short numbers never inside a text.
    assert (
        scrub.text("17777777 7777777.00 2026-01-02T03:04:05.7777777")
        == "17777777 7777777.00 2026-01-02T03:04:05.7777777"
    )
    assert scrub.text("invoice 4242") == "invoice 4242"
    assert scrub.walk({"bhrukId": "7777777", "kamId": "7777777", "identifier": "7777777"}) == {
        "bhrukId": "7777777",
        "kamId": "",
        "identifier": P,
    }


def test_the_file_backends_copies_are_rewritten_whatever_their_encoding(settings, tmp_path):
    settings.EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    settings.EMAIL_FILE_PATH = str(tmp_path)
    name = "Siân O'Neil"
    with get_connection() as connection:
        for n in range(2):
            message = EmailMultiAlternatives(
                subject=f"Digest {n}: {name}",
                body=f"Cases: {name}\n" + "x" * 1200,  # a long line: quoted-printable
                to=["staff@example.com"],
                connection=connection,
            )
            message.attach_alternative("<p>Cases: Siân O&#x27;Neil</p>", "text/html")
            message.send()
        EmailMultiAlternatives(subject="Other", body="Nothing", to=["x@example.com"], connection=connection).send()
    (before,) = list(tmp_path.iterdir())

    assert mail_files_scrub(scrubber=Scrubber({name: P}, P)) == 1

    from cases.tests.privacy.leftovers import as_report, scan_files

    assert as_report(scan_files([tmp_path], [name, "O&#x27;Neil", "Siân"])) == {}
    assert as_report(scan_files([tmp_path], [f"Digest 1: {P}", "Nothing", "staff@example.com"])).keys() == {
        f"Digest 1: {P}",
        "Nothing",
        "staff@example.com",
    }
    assert before.exists()
