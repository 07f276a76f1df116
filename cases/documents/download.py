"""The download answer's headers: the stored bytes as an attachment under a safe name (RFC 6266)."""

import unicodedata
from urllib.parse import quote

SAFE = set(" !#$%&'()+,-.0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{}~")


def ascii_name(name: str) -> str:
    """An ASCII fallback: accents dropped, anything outside a plain set (quotes, backslashes, semicolons, control
    characters) becomes "_"."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    text = "".join(c if c in SAFE else "_" for c in folded).strip(" .")
    return text or "document"


def content_disposition(name: str) -> str:
    """`attachment; filename="<ascii>"`, plus `filename*=UTF-8''<percent-encoded>` when the name is not plain
    ASCII (RFC 6266 and RFC 8187)."""
    fallback = ascii_name(name)
    header = f'attachment; filename="{fallback}"'
    cleaned = "".join(c for c in name if unicodedata.category(c)[0] != "C")
    if cleaned != fallback:
        header += f"; filename*=UTF-8''{quote(cleaned, safe='')}"
    return header
