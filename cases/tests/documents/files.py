"""Real files of each kind the documents tests upload, made here (no fixtures on disk)."""

import io
import struct
import zlib

from django.core.files.uploadedfile import SimpleUploadedFile

from openpyxl import Workbook
from pypdf import PdfWriter

# The EICAR anti-virus test string: harmless, and every scanner (our one-signature clamd too) reports it.
EICAR = b"X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*"
# The start of a Linux executable.
ELF = b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8 + b"\x02\x00\x3e\x00" + b"\x00" * 200


def pdf(pages: int = 1) -> bytes:
    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=595, height=842)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def encrypted_pdf() -> bytes:
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    writer.encrypt("secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def broken_pdf() -> bytes:
    return b"%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\nthis is not a PDF any more\n"


def png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack("!I", len(data)) + kind + data + struct.pack("!I", zlib.crc32(kind + data))

    header = struct.pack("!IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def jpeg() -> bytes:
    # SOI, a JFIF APP0 segment, EOI: enough for the signature check.
    return b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9"


def csv_bytes() -> bytes:
    return "Date,Description,Amount\n2026-01-02,Café rent,-450.00\n".encode()


def xlsx() -> bytes:
    book = Workbook()
    book.active.append(["Date", "Amount"])
    book.active.append(["2026-01-02", 450])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def plain_zip() -> bytes:
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("notes.txt", "not a workbook")
    return out.getvalue()


def upload(content: bytes, name: str = "report.pdf", content_type: str = "application/octet-stream"):
    return SimpleUploadedFile(name, content, content_type=content_type)
