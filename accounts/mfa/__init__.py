"""Two-factor sign-in (guide: roles#two-factor-sign-in): authenticator apps (TOTP, django-otp), passkeys (WebAuthn,
py_webauthn) and single-use recovery codes; the per-role policy and the admin reset.

- sign_in.py: the mfaToken between the right password and the second factor;
- recovery.py: recovery codes, hashed at rest;
- ceremonies.py: the WebAuthn relying party (id, origin) and its ceremonies;
- selectors.py / services.py: reads and writes; views.py / urls.py / serializers.py: the endpoints.
"""
