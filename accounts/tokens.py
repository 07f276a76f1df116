"""Issuing the bearer tokens the API accepts."""

from rest_framework_simplejwt.tokens import AccessToken


def access_token_for(user) -> str:
    return str(AccessToken.for_user(user))
