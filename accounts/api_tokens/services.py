"""Writes of API tokens: create (the secret is returned once and only its hash kept), revoke, and the record of
a token's use. Each audits through accounts.security_events (the secret never goes into the trail)."""

import ipaddress
import secrets
import uuid
from datetime import datetime, timedelta

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models.functions import Lower
from django.shortcuts import get_object_or_404
from django.utils import timezone

from accounts.api_tokens.companies import company_has_cases
from accounts.api_tokens.scopes import SCOPES
from accounts.api_tokens.selectors import secret_hash
from accounts.models import ApiToken, ApiTokenAddress, User
from accounts.roles import Role
from accounts.security_events import security_event_send
from accounts.services import user_account_create

TOKEN_PREFIX = "cbk_"  # noqa: S105 - the prefix secret scanners look for, not a secret
PREFIX_LENGTH = 12
SERVICE_EMAIL_DOMAIN = "api-tokens.invalid"
# A token's last use is written at most this often (as a session's is), unless the address changed.
LAST_USED_RESOLUTION = timedelta(minutes=1)

# Audit actions (cases.models.AuditEvent.Action).
API_TOKEN_CREATE = "api_token_create"  # noqa: S105
API_TOKEN_NEW_ADDRESS = "api_token_new_address"  # noqa: S105
API_TOKEN_REVOKE = "api_token_revoke"  # noqa: S105

NAME_REQUIRED = "Enter a name for the token."
NAME_TAKEN = "A token with this name already exists. Choose another name, or revoke the old token first."
SCOPES_REQUIRED = "Choose at least one scope."
EXPIRY_PAST = "The expiry date must be in the future."


def unknown_scope_message(scope: str) -> str:
    return f"Unknown scope {scope}. Choose from {', '.join(SCOPES)}."


def unknown_company_message(company: str) -> str:
    return f"No cases belong to the company {company}. Choose a company from the list, or none for internal use."


def _validated(*, name: str, company: str, scopes: list[str], expires_at: datetime | None) -> dict[str, list[str]]:
    errors: dict[str, list[str]] = {}
    if not name:
        errors["name"] = [NAME_REQUIRED]
    elif ApiToken.objects.filter(revoked_at__isnull=True).annotate(lower=Lower("name")).filter(lower=name.lower()):
        errors["name"] = [NAME_TAKEN]
    if company and not company_has_cases(company=company):
        errors["company"] = [unknown_company_message(company)]
    unknown = [s for s in scopes if s not in SCOPES]
    if unknown:
        errors["scopes"] = [unknown_scope_message(unknown[0])]
    elif not scopes:
        errors["scopes"] = [SCOPES_REQUIRED]
    if expires_at is not None and expires_at <= timezone.now():
        errors["expiresAt"] = [EXPIRY_PAST]
    return errors


def api_token_create(
    *, actor: User, name: str, company: str | None, scopes: list[str], expires_at: datetime | None
) -> tuple[ApiToken, str]:
    """A new token and its secret (shown once). Its service user is a client of `company`, or staff when there is
    no company (internal use)."""
    name = name.strip()
    company = (company or "").strip()
    scopes = list(dict.fromkeys(scopes))  # keep the order, drop repeats
    errors = _validated(name=name, company=company, scopes=scopes, expires_at=expires_at)
    if errors:
        raise ValidationError(errors)
    secret = TOKEN_PREFIX + secrets.token_urlsafe(30)
    try:
        with transaction.atomic():
            user = user_account_create(
                email=f"api-token-{uuid.uuid4().hex[:20]}@{SERVICE_EMAIL_DOMAIN}",
                password=None,
                role=Role.CLIENT if company else Role.STAFF,
                company=company,
                first_name="API token",
                last_name=name,
                is_service_account=True,
            )
            token = ApiToken.objects.create(
                name=name,
                company=company,
                scopes=scopes,
                prefix=secret[:PREFIX_LENGTH],
                token_hash=secret_hash(secret),
                user=user,
                created_by=actor,
                expires_at=expires_at,
            )
            security_event_send(action=API_TOKEN_CREATE, actor=actor, details=_details(token))
    except IntegrityError as exc:  # two admins naming two tokens alike at the same moment
        raise ValidationError({"name": [NAME_TAKEN]}) from exc
    return token, secret


def api_token_revoke(*, actor: User, token_id: int) -> None:
    """The token fails at once; its service user is deactivated. Revoking a revoked token changes nothing."""
    with transaction.atomic():
        token = get_object_or_404(ApiToken.objects.select_for_update(), pk=token_id)
        if token.revoked_at is not None:
            return
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
        User.objects.filter(pk=token.user_id).update(is_active=False)
        security_event_send(action=API_TOKEN_REVOKE, actor=actor, details=_details(token))


def api_token_used(*, token: ApiToken, address: str, now: datetime) -> None:
    """Record a use: last used at/from (written at most once a minute unless the address changed), and the first
    use from an address the token has not been used from before, audited."""
    ip = address if _is_ip(address) else None
    moved = ip != token.last_used_ip
    if not moved and token.last_used_at is not None and token.last_used_at > now - LAST_USED_RESOLUTION:
        return
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=now, last_used_ip=ip)
    token.last_used_at, token.last_used_ip = now, ip
    if moved and ip is not None:
        with transaction.atomic():
            _, new = ApiTokenAddress.objects.get_or_create(token=token, address=ip, defaults={"first_seen_at": now})
            if new:
                details = {**_details(token, scopes=False), "address": ip}
                security_event_send(action=API_TOKEN_NEW_ADDRESS, actor=token.user, details=details)


def _is_ip(value: str) -> bool:
    try:
        ipaddress.ip_address(value)
    except ValueError:
        return False
    return True


def _details(token: ApiToken, *, scopes: bool = True) -> dict:
    details: dict = {"tokenId": token.pk, "name": token.name, "prefix": token.prefix, "company": token.company}
    if scopes:
        details["scopes"] = list(token.scopes)
        details["expiresAt"] = token.expires_at.isoformat() if token.expires_at else None
    return details
