"""The Excel export: an openpyxl write-only workbook whose sheet rows are serialised here.

openpyxl makes the package (styles, bold frozen header, autofilter, column widths, the date and £ number
formats); the data rows are written straight into the sheet's zip stream, because openpyxl's per-cell work
(~4 µs a cell here) is too slow for a million rows. Text always goes in as an inline string cell, which a
spreadsheet never evaluates, so a formula payload stays text; one starting with a formula trigger also gets the
quote-prefix style (Excel's hidden leading apostrophe), so editing the cell does not turn it into a formula
either, while its value stays as stored. Amounts are numbers, dates real dates.
"""

import io
import re
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass

from django.core.exceptions import EmptyResultSet
from django.db import connection
from django.db.models import QuerySet

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from cases.exporting.columns import COLUMNS, FORMULA_TRIGGERS, HEADERS, LABELS, LondonClock, label, raw_values

CHUNK_ROWS = 2_000
DATETIME_FORMAT = "yyyy-mm-dd hh:mm:ss"
DATE_FORMAT = "yyyy-mm-dd"
MONEY_FORMAT = '"£"#,##0.00'
EXCEL_DATE_OFFSET = 693594  # date(1899, 12, 30).toordinal()

_XML_SPECIAL = re.compile(r"[&<>\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]|^\s|\s$")
_XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _inline_string(text: str) -> str:
    """The <is> element of an inline string cell; characters XML 1.0 cannot carry are dropped."""
    if not _XML_SPECIAL.search(text):
        return f"<is><t>{text}</t></is>"
    text = _XML_ILLEGAL.sub("", text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if text != text.strip():
        return f'<is><t xml:space="preserve">{text}</t></is>'
    return f"<is><t>{text}</t></is>"


@dataclass(frozen=True)
class _Styles:
    datetime: int
    date: int
    money: int
    quoted: int


def _package(rows: int) -> tuple[dict[str, bytes], str, _Styles]:
    """openpyxl's write-only workbook with the header row and a filter over `rows` data rows, as zip parts."""
    wb = Workbook(write_only=True)
    ws = wb.create_sheet("Cases")
    for i, column in enumerate(COLUMNS, 1):
        ws.column_dimensions[get_column_letter(i)].width = column.width
    ws.freeze_panes = "A2"
    ws.auto_filter.ref = f"A1:{get_column_letter(len(COLUMNS))}{rows + 1}"
    bold = Font(bold=True)
    header = []
    for text in HEADERS:
        cell = WriteOnlyCell(ws, value=text)
        cell.font = bold
        header.append(cell)
    ws.append(header)

    def style(number_format: str) -> int:
        cell = WriteOnlyCell(ws)
        cell.number_format = number_format
        return cell.style_id

    quoted = WriteOnlyCell(ws)
    quoted.quotePrefix = True
    styles = _Styles(
        datetime=style(DATETIME_FORMAT), date=style(DATE_FORMAT), money=style(MONEY_FORMAT), quoted=quoted.style_id
    )
    buffer = io.BytesIO()
    wb.save(buffer)
    with zipfile.ZipFile(buffer) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    sheet = next(name for name in parts if name.startswith("xl/worksheets/sheet"))
    return parts, sheet, styles


def _cell_writers(styles: _Styles) -> list[Callable[[object, str], str]]:
    """Per column: (stored value, cell reference) -> the cell's XML, '' for an empty cell."""
    clock = LondonClock()

    def text(v, ref):
        if not v:
            return ""
        quoted = f' s="{styles.quoted}"' if v.startswith(FORMULA_TRIGGERS) else ""
        return f'<c r="{ref}"{quoted} t="inlineStr">{_inline_string(v)}</c>'

    def when(v, ref):
        return f'<c r="{ref}" s="{styles.datetime}"><v>{clock.excel_serial(v)!r}</v></c>' if v else ""

    def day(v, ref):
        return f'<c r="{ref}" s="{styles.date}"><v>{v.toordinal() - EXCEL_DATE_OFFSET}</v></c>' if v else ""

    def amount(v, ref):
        return f'<c r="{ref}" s="{styles.money}"><v>{v:.2f}</v></c>' if v is not None else ""

    def yes_no(v, ref):
        return f'<c r="{ref}" t="inlineStr"><is><t>{"Yes" if v else "No"}</t></is></c>'

    def labelled(kind):
        return lambda v, ref: text(label(kind, v), ref)

    kinds = {"text": text, "datetime": when, "date": day, "amount": amount, "bool": yes_no}
    kinds |= {kind: labelled(kind) for kind in LABELS}
    return [kinds[column.kind] for column in COLUMNS]


def xlsx_file(qs: QuerySet, progress: Callable[[int], None] | None = None):
    """Write the workbook to an anonymous temporary file and return it, rewound. `progress(rows)` is called
    after each chunk of rows (the export job's progress bar)."""
    skeleton, sheet, styles = _package(0)
    head, separator, _ = skeleton[sheet].partition(b"</sheetData>")
    if not separator:
        raise RuntimeError("openpyxl wrote no sheetData element.")
    writers = _cell_writers(styles)
    letters = [get_column_letter(i) for i in range(1, len(COLUMNS) + 1)]
    names = list(skeleton)
    position = names.index(sheet)
    out = tempfile.TemporaryFile()  # noqa: SIM115 - handed back open; the caller closes it
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        # openpyxl's part order; only the sheet and workbook.xml (the filter's range) depend on the row count.
        for name in names[:position]:
            archive.writestr(name, skeleton[name])
        rows = 0
        with archive.open(sheet, "w", force_zip64=True) as stream:
            stream.write(head)
            for chunk in _chunks(raw_values(qs)):
                parts = []
                for values in chunk:
                    rows += 1
                    n = str(rows + 1)
                    parts.append(f'<row r="{n}">')
                    parts += [write(v, letter + n) for write, letter, v in zip(writers, letters, values, strict=True)]
                    parts.append("</row>")
                stream.write("".join(parts).encode())
                if progress:
                    progress(rows)
            final, _, final_styles = _package(rows)
            if final_styles != styles or not final[sheet].startswith(head):
                raise RuntimeError("openpyxl's workbook changed between the two passes.")
            stream.write(b"</sheetData>" + final[sheet].partition(b"</sheetData>")[2])
        for name in names[position + 1 :]:
            archive.writestr(name, final[name])
    out.seek(0)
    return out


def _chunks(values: QuerySet):
    try:
        sql, params = values.query.get_compiler(using=values.db).as_sql()
    except EmptyResultSet:
        return
    with connection.chunked_cursor() as cursor:
        cursor.execute(sql, params)
        while chunk := cursor.fetchmany(CHUNK_ROWS):
            yield chunk
