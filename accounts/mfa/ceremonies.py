"""The WebAuthn relying party and its two ceremonies (py_webauthn), for passkeys as a second factor.

The relying party id and the expected origin come from settings (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN) or, when
those are empty, from the request's host, so http://127.0.0.1:<port> and localhost work in development.
"""

import json
from dataclasses import dataclass

from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils.crypto import salted_hmac

from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    AuthenticatorTransport,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

PASSKEY_FAILED = "That passkey could not be verified. Try again, or use another way to sign in."
REGISTRATION_FAILED = "That passkey could not be registered. Try again."


@dataclass(frozen=True)
class RelyingParty:
    id: str
    origin: str


def relying_party(request) -> RelyingParty:
    host = request.get_host()
    rp_id = settings.WEBAUTHN_RP_ID or host.rsplit(":", 1)[0].strip("[]")
    origin = settings.WEBAUTHN_ORIGIN or f"{request.scheme}://{host}"
    return RelyingParty(id=rp_id, origin=origin)


def user_handle(user) -> bytes:
    """A stable, opaque WebAuthn user id (not the e-mail address nor the database id)."""
    return salted_hmac("casebook.accounts.webauthn-user", str(user.pk), algorithm="sha256").digest()


def _descriptors(passkeys) -> list[PublicKeyCredentialDescriptor]:
    known = {t.value for t in AuthenticatorTransport}
    return [
        PublicKeyCredentialDescriptor(
            id=base64url_to_bytes(p.credential_id),
            transports=[AuthenticatorTransport(t) for t in p.transports if t in known] or None,
        )
        for p in passkeys
    ]


def registration_options(*, rp: RelyingParty, user, passkeys) -> tuple[dict, str]:
    """(PublicKeyCredentialCreationOptionsJSON, the challenge as base64url)."""
    options = generate_registration_options(
        rp_id=rp.id,
        rp_name=settings.WEBAUTHN_RP_NAME,
        user_id=user_handle(user),
        user_name=user.email,
        user_display_name=user.full_name,
        exclude_credentials=_descriptors(passkeys),
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.PREFERRED,
            user_verification=UserVerificationRequirement.PREFERRED,
        ),
    )
    return json.loads(options_to_json(options)), bytes_to_base64url(options.challenge)


@dataclass(frozen=True)
class NewCredential:
    credential_id: str
    public_key: bytes
    sign_count: int
    transports: list[str]


def registration_verify(*, rp: RelyingParty, credential: dict, challenge: str) -> NewCredential:
    try:
        verified = verify_registration_response(
            credential=credential,
            expected_challenge=base64url_to_bytes(challenge),
            expected_rp_id=rp.id,
            expected_origin=rp.origin,
        )
    except (WebAuthnException, ValueError, TypeError, KeyError) as exc:
        raise ValidationError(REGISTRATION_FAILED) from exc
    response = credential.get("response") if isinstance(credential, dict) else None
    transports = response.get("transports") if isinstance(response, dict) else None
    return NewCredential(
        credential_id=bytes_to_base64url(verified.credential_id),
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
        transports=[t for t in transports if isinstance(t, str)][:10] if isinstance(transports, list) else [],
    )


def authentication_options(*, rp: RelyingParty, passkeys) -> tuple[dict, str]:
    """(PublicKeyCredentialRequestOptionsJSON, the challenge as base64url)."""
    options = generate_authentication_options(
        rp_id=rp.id,
        allow_credentials=_descriptors(passkeys),
        user_verification=UserVerificationRequirement.PREFERRED,
    )
    return json.loads(options_to_json(options)), bytes_to_base64url(options.challenge)


def authentication_verify(*, rp: RelyingParty, credential: dict, challenge: str, passkey) -> int:
    """The authenticator's new signature count, once the assertion is verified against the passkey."""
    try:
        verified = verify_authentication_response(
            credential=credential,
            expected_challenge=base64url_to_bytes(challenge),
            expected_rp_id=rp.id,
            expected_origin=rp.origin,
            credential_public_key=bytes(passkey.public_key),
            credential_current_sign_count=passkey.sign_count,
        )
    except (WebAuthnException, ValueError, TypeError, KeyError) as exc:
        raise ValidationError(PASSKEY_FAILED) from exc
    return verified.new_sign_count
