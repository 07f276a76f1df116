"""Sent inside an erasure's (or a retention batch's) transaction, after the cases are anonymised, so that apps above
cases (duplicates) clear what they derived from the erased values in the same transaction.

Receivers get case_ids (the cases anonymised) and old_keys ({identifier type: the cases' duplicate keys before}).
"""

from django.dispatch import Signal

personal_data_erased = Signal()
