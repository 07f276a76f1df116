"""The size limit of document uploads, enforced before the whole body is read (guide: workflow#documents).

Two gates: a declared Content-Length past DOCUMENT_MAX_BYTES (plus room for the multipart envelope) is refused before
the body is touched; and while Django streams the file to a temporary file, this handler counts its bytes and stops
the upload at the first chunk past the limit (a body without a Content-Length, or one that lies), so no more of it
is read or spooled. The service checks the received file's size again.
"""

from django.conf import settings
from django.core.files.uploadhandler import FileUploadHandler, StopUpload
from django.http import HttpRequest

from accounts.numbers import parse_whole_number

# Room for the multipart envelope (boundaries, headers, the other fields) around the file.
MULTIPART_SLACK = 64 * 1024
FLAG = "_casebook_document_too_big"


def declared_too_big(request: HttpRequest) -> bool:
    declared = parse_whole_number(request.META.get("CONTENT_LENGTH") or "0") or 0
    return declared > settings.DOCUMENT_MAX_BYTES + MULTIPART_SLACK


def stopped_too_big(request: HttpRequest) -> bool:
    return bool(getattr(request, FLAG, False))


class DocumentSizeLimit(FileUploadHandler):
    """Put first among the request's upload handlers: passes chunks on until the file passes the limit."""

    def new_file(self, *args, **kwargs) -> None:
        super().new_file(*args, **kwargs)
        self.received = 0

    def receive_data_chunk(self, raw_data: bytes, start: int) -> bytes:
        self.received += len(raw_data)
        if self.received > settings.DOCUMENT_MAX_BYTES:
            setattr(self.request, FLAG, True)
            raise StopUpload(connection_reset=True)
        return raw_data

    def file_complete(self, file_size: int) -> None:
        return None


def limit_uploads(request: HttpRequest) -> None:
    """Install the limit on a request whose body has not been read yet."""
    request.upload_handlers = [DocumentSizeLimit(request), *request.upload_handlers]
