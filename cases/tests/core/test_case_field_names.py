"""The JSON names of the case fields are written once (cases.fields.API_NAMES): the answer and the edit and
add bodies (and the merge body, duplicates/tests/test_merge_field_names.py) all spell a field as that map does."""

from cases.fields import API_NAMES, MODEL_NAMES
from cases.serializers import CaseFieldsSerializer, CaseSerializer


def test_the_case_answer_names_each_written_field_as_the_map_does():
    fields = CaseSerializer().fields
    written = {f.source: name for name, f in fields.items() if f.source in API_NAMES}

    assert written == API_NAMES


def test_the_edit_and_add_bodies_accept_exactly_the_fields_they_map():
    assert set(CaseFieldsSerializer().fields) == set(CaseFieldsSerializer.FIELD_MAP)


def test_the_two_directions_agree():
    assert {MODEL_NAMES[api]: api for api in MODEL_NAMES} == API_NAMES
