"""The sentences the privacy endpoints answer with."""

REASON_REQUIRED = "Give a reason (it is kept in the audit trail)."
NO_CASES = "Choose at least one case."
TOO_MANY_CASES = "Choose at most {limit} cases at a time."
CASES_NOT_FOUND = "These cases do not exist: {ids}."
QUERY_TOO_SHORT = "Type at least 2 characters: a name, e-mail, OB Link or BHR UK ID."
MATCHES_CHANGED = (
    "The search now finds {count} cases, not the {expected} shown. Search again and check them before you go on."
)
CASES_OR_QUERY = "Send either the chosen cases (caseIds) or the search whose every match to take (query), not both."
RETENTION_OFF = "Retention is off: no cases will be anonymised until you turn it on."
CONFIRM_RETENTION = (
    "Saving this turns on daily anonymisation: its first run anonymises {count} {noun}, which cannot be undone. "
    "Confirm that number to save."
)
ERASED = "Erased {count}; they now read {pseudonym}."
ALREADY_ERASED = "Already erased: {count}. Nothing was changed."
SOME_ALREADY = "Already erased and left as they were: {count}."
