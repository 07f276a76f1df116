"""The leftover scan of guide: privacy#erasure: every table, every file under the test's var/ folders and the Redis test
database, searched case-insensitively for a person's values. Returns where each value was found."""

import contextlib
import email
import email.policy
import json
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path

from django.db import connection


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, memoryview):
        value = value.tobytes()
    if isinstance(value, bytes):
        return _bytes_text(value)
    if isinstance(value, str):
        return value
    return json.dumps(value, default=str, ensure_ascii=False)


def _bytes_text(data: bytes) -> str:
    """The bytes as text, plus what they hold once unpacked (RQ keeps its jobs zlib-compressed)."""
    parts = [data.decode("utf-8", "replace")]
    with contextlib.suppress(zlib.error):
        parts.append(zlib.decompress(data).decode("utf-8", "replace"))
    return "\n".join(parts)


def _hits(where: str, text: str, needles: Iterable[str]) -> list[tuple[str, str]]:
    folded = text.casefold()
    return [(needle, where) for needle in needles if needle.casefold() in folded]


def scan_database(needles: list[str]) -> list[tuple[str, str]]:
    """SELECT * from every table the database has (introspected, not a list of ours)."""
    found: list[tuple[str, str]] = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names(cursor):
            cursor.execute(f"SELECT * FROM {connection.ops.quote_name(table)}")
            columns = [c[0] for c in cursor.description]
            for row in cursor.fetchall():
                for column, value in zip(columns, row, strict=True):
                    found += _hits(f"{table}.{column}", _text(value), needles)
    return found


def _file_texts(path: Path) -> Iterable[str]:
    data = path.read_bytes()
    yield _bytes_text(data)
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            for name in archive.namelist():
                yield name
                yield archive.read(name).decode("utf-8", "replace")
    # The file e-mail backend's messages, decoded (a body may be quoted-printable or base64).
    for chunk in data.split(b"-" * 79):
        message = email.message_from_bytes(chunk.strip(), policy=email.policy.default)
        for part in message.walk():
            if part.get_content_maintype() == "text":
                yield str(part.get_content())
        yield " ".join(str(v) for v in message.values())


def scan_files(folders: Iterable[Path], needles: list[str]) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            found += _hits(str(path), str(path.relative_to(folder)), needles)
            if path.is_file():
                for text in _file_texts(path):
                    found += _hits(str(path), text, needles)
    return found


def scan_redis(client, needles: list[str]) -> list[tuple[str, str]]:
    """Every key of the tests' own Redis database and every value it holds, whatever its type."""
    found: list[tuple[str, str]] = []
    for key in client.scan_iter("*"):
        kind = client.type(key).decode()
        if kind == "string":
            values = [client.get(key)]
        elif kind == "hash":
            values = [v for pair in client.hgetall(key).items() for v in pair]
        elif kind == "list":
            values = client.lrange(key, 0, -1)
        elif kind == "set":
            values = list(client.smembers(key))
        elif kind == "zset":
            values = client.zrange(key, 0, -1)
        else:
            values = []
        for value in [key, *values]:
            found += _hits(f"redis {key!r}", _text(value), needles)
    return found


def as_report(found: list[tuple[str, str]]) -> dict[str, list[str]]:
    report: dict[str, list[str]] = {}
    for needle, where in found:
        report.setdefault(needle, [])
        if where not in report[needle]:
            report[needle].append(where)
    return report
