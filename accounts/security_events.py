"""Security events of sign-in (second-factor enrolment, removal, reset, recovery-code use, failed codes).

accounts sits below cases and must not import it, so it announces events on this signal and the audit trail
(cases.audit, connected in CasesConfig.ready) records them. Sent inside the caller's transaction where there is
one, so an event and the change it describes are kept or rolled back together.
"""

from django.dispatch import Signal

MFA_ENROL = "mfa_enrol"
MFA_REMOVE = "mfa_remove"
MFA_RESET = "mfa_reset"
MFA_CODES_NEW = "mfa_codes_new"
MFA_RECOVERY_USE = "mfa_recovery_use"
MFA_FAILED = "mfa_failed"
MFA_POLICY = "mfa_policy"

# Receivers get action (one of the above), actor (who acted; None if nobody signed in), details (a flat dict).
security_event = Signal()


def security_event_send(*, action: str, actor, details: dict) -> None:
    security_event.send(sender=None, action=action, actor=actor, details=details)
