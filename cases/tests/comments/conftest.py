import pytest

from cases.tests.comments import helpers


@pytest.fixture(autouse=True)
def _clock_from_now():
    """The frozen moments of a test start just after its own real now, however late in the run it comes."""
    helpers.restart_clock()
