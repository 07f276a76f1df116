"""The texts the case services answer with (guide: labels#errors wording where it has one)."""

MERGED_READ_ONLY = "This case has been merged into another case and is read-only."
LOCKED_EDIT = "This case is locked. Unlock it before editing."
LOCKED_DELETE = "This case is locked. Unlock it before deleting."
LOCKED_CANCEL = "This case is locked. Unlock it before cancelling."
CANCELLED_EDIT = "This case is cancelled. Restore it before editing."
CANCELLED_LOCK = "This case is cancelled. Restore it before locking."
SENT_CANCEL = "Sent cases cannot be cancelled."
ALREADY_LOCKED = "This case is already locked."
NOT_LOCKED = "This case is not locked."
ALREADY_CANCELLED = "This case is already cancelled."
NOT_CANCELLED = "This case is not cancelled."
HAS_MERGED_CASES = "This case has merged cases and cannot be deleted."
ON_HOLD_REASON_REQUIRED = "On hold reason is required when the status is On Hold."
MI_ONLY_WHEN_SENT = "MI information can only be set when the status is Sent."
COMPANY_REQUIRED = "Company is required"
# Guide (labels#add-case) manual-add wording; on edit it refuses clearing a client name the case has (guide:
# workflow#adding-a-case).
CLIENT_NAME_REQUIRED = "Client name is required"
CLIENTS_READ_ONLY = "Clients cannot change cases."
CANNOT_EDIT = "You do not have permission to edit cases."
FIELDS_NOT_ALLOWED = (
    "Without the Edit cases permission you may change only instructed, clientName, currentStatus and "
    "onHoldReason (not allowed: {})."
)
BATCH_LOCK_DENIED = "You do not have permission to lock or unlock cases in bulk."
DEFAULT_CANCELLATION_REASON = "Client request"
# The case's cancellation_reason column holds this many characters.
CANCELLATION_REASON_MAX = 500
CANCELLATION_REASON_REQUIRED = "Please give a reason for cancelling the case."
CANCELLATION_REASON_TOO_LONG = f"The cancellation reason must be at most {CANCELLATION_REASON_MAX} characters."
CANCELLATION_REASON_CONTROL = "The cancellation reason may not contain control characters."
MANUAL_REQUIRED = {
    "widget": "Company name is required",
    "client_name": CLIENT_NAME_REQUIRED,
    "bhruk_id": "BHR UK ID is required",
    "kam_id": "KAM ID is required",
}
