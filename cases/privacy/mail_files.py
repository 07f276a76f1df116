"""The file e-mail backend's copies (EMAIL_URL=filemail://, the default outside production: var/mail/): after an
erasure, every message in them that names the person is rewritten with the pseudonym, headers and bodies alike.

Other backends keep no copy in Casebook (what an SMTP server or a mailbox keeps is outside it).
"""

import email
import email.policy
import html
import logging
import os
import tempfile
from email.message import EmailMessage
from pathlib import Path

from django.conf import settings

from cases.privacy.scrub import Scrubber

logger = logging.getLogger(__name__)

FILE_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
# How Django's file backend separates the messages of one connection in one file.
SEPARATOR = b"\n" + b"-" * 79 + b"\n"


def _scrub_message(raw: bytes, scrubber: Scrubber) -> bytes:
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(message, EmailMessage)  # noqa: S101 - narrows the type for mypy
    changed = False
    for name, value in list(message.items()):
        new = scrubber.text(str(value))
        if new != str(value):
            message.replace_header(name, new)
            changed = True
    for part in message.walk():
        if part.get_content_maintype() != "text" or part.is_multipart():
            continue
        text = str(part.get_content())
        new = scrubber.text(text)
        if new != text:
            part.set_content(new, subtype=part.get_content_subtype(), charset="utf-8")
            changed = True
    return message.as_bytes() if changed else raw


def _with_html_forms(scrubber: Scrubber) -> Scrubber:
    """The same values as an HTML body writes them (O'Brien as O&#x27;Brien)."""
    forms = dict(scrubber.lookup)
    forms.update({html.escape(v, quote=True).casefold(): r for v, r in scrubber.lookup.items()})
    return Scrubber(forms, scrubber.pseudonym)


def mail_files_scrub(*, scrubber: Scrubber) -> int:
    """Rewrite the messages naming the erased values in the file backend's folder; the number of files changed."""
    if settings.EMAIL_BACKEND != FILE_BACKEND or not scrubber:
        return 0
    folder = Path(settings.EMAIL_FILE_PATH)
    if not folder.is_dir():
        return 0
    scrubber = _with_html_forms(scrubber)
    changed = 0
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        raw = path.read_bytes()
        parts = raw.split(SEPARATOR)
        new = SEPARATOR.join(_scrub_message(part, scrubber) if part.strip() else part for part in parts)
        if new != raw:
            _replace(path, new)
            changed += 1
    if changed:
        logger.info("Erasure rewrote %s e-mail file(s) in %s", changed, folder)
    return changed


def _replace(path: Path, data: bytes) -> None:
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".erasure-")
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    os.replace(temporary, path)
