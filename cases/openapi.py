"""OpenAPI pieces shared by the file endpoints of several cases sub-packages (importing, exporting)."""

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers as drf

MESSAGE = inline_serializer("FileMessage", {"message": drf.CharField()})
