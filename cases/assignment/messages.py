"""The assignment endpoints' sentences (shown as they are by the UI)."""

NOT_ASSIGNABLE = "Choose an active admin, manager or staff user."
TAKEN = "This case is already assigned to someone else. Ask a manager to reassign it."
TAKE_OR_HAND_BACK_ONLY = (
    "Without the Edit Cases permission you can only take an unassigned case yourself or hand back a case assigned "
    "to you."
)
BATCH_NEEDS_EDIT = "You need the Edit Cases permission to assign cases in bulk."
MERGED = "merged cases are read-only"
