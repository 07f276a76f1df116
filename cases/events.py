"""What happened to cases that apps above cases may want to know: a case given to someone, someone mentioned in a
comment, a client's answer to a request. cases must not import those apps (the layers of .importlinter), so it
announces these on signals and the notifications app connects to them (NotificationsConfig.ready).

Each is sent inside the change's transaction, after the change: a receiver's writes are kept or rolled back with it.
Receivers get plain values (ids, the actor, the cases as loaded), never a request.
"""

from collections.abc import Sequence

from django.dispatch import Signal

from cases.models import Case

# Receivers get actor (who assigned), assignee_id (the new assignee) and cases (the Case rows now theirs). Sent only
# for cases given to someone other than the actor: taking a case oneself tells nobody.
case_assigned = Signal()
# Receivers get actor (the comment's author), case (the Case), comment_id and user_ids (the users newly mentioned,
# the author left out).
comment_mentioned = Signal()
# Receivers get actor (the client user), case (the Case, with its assignee_id) and request_id.
request_answered = Signal()


def case_assigned_send(*, actor, assignee_id: int, cases: Sequence[Case]) -> None:
    if cases:
        case_assigned.send(sender=Case, actor=actor, assignee_id=assignee_id, cases=list(cases))


def comment_mentioned_send(*, actor, case: Case, comment_id: int, user_ids: Sequence[int]) -> None:
    users = [pk for pk in user_ids if pk != getattr(actor, "pk", None)]
    if users:
        comment_mentioned.send(sender=Case, actor=actor, case=case, comment_id=comment_id, user_ids=users)


def request_answered_send(*, actor, case: Case, request_id: int) -> None:
    request_answered.send(sender=Case, actor=actor, case=case, request_id=request_id)
