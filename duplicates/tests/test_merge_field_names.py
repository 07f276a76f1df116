"""The merge body spells the case fields as the one map does (cases.fields.API_NAMES)."""

from cases.fields import API_NAMES
from duplicates.serializers import MergedDataSerializer
from duplicates.services import MERGEABLE_FIELDS


def test_the_merge_body_accepts_exactly_the_mergeable_fields_by_their_json_names():
    assert set(MergedDataSerializer().fields) == {API_NAMES[field] for field in MERGEABLE_FIELDS}
    assert set(MergedDataSerializer.FIELD_MAP) == set(MergedDataSerializer().fields)
