"""After an erasure (cases.privacy.signals.personal_data_erased), in its transaction: the groups the erased cases
left are brought up to date at once, not at the next listing, so neither the summary nor the stale keys keep an
erased name or KAM ID, and dismissals of groups no case holds any more go."""

from cases.identifiers import key_column
from cases.models import Case
from duplicates.models import DismissedGroup
from duplicates.summary import summary_refresh


def on_personal_data_erased(*, old_keys: dict[str, set[str]], **_signal) -> None:
    summary_refresh()
    for identifier_type, keys in old_keys.items():
        if not keys:
            continue
        column = key_column(identifier_type)
        held = set(Case.objects.filter(**{f"{column}__in": keys}).values_list(column, flat=True))
        DismissedGroup.objects.filter(identifier_type=identifier_type, key__in=keys - held).delete()
