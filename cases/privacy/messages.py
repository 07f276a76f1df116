"""The sentences the privacy endpoints answer with."""

REASON_REQUIRED = "Give a reason (it is kept in the audit trail)."
NO_CASES = "Choose at least one case."
TOO_MANY_CASES = "Choose at most {limit} cases at a time."
CASES_NOT_FOUND = "These cases do not exist: {ids}."
QUERY_TOO_SHORT = "Type at least 2 characters: a name, e-mail, OB Link or BHR UK ID."
