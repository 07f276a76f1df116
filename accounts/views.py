"""Accounts API (guide: api#endpoints Authentication and users): thin views over accounts.services and
accounts.selectors."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import exceptions, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.authentication import UNAUTHORIZED, ResetLinkInvalid, bearer_value
from accounts.permissions import HasPerm, IsAuthenticatedUser, IsStaffSide
from accounts.serializers import (
    AuthCreateUserSerializer,
    LoginResponseSerializer,
    LoginSerializer,
    MentionableUserSerializer,
    MessageSerializer,
    PasswordResetRequestSerializer,
    PasswordUpdateSerializer,
    RolePermissionSerializer,
    UserCreatedSerializer,
    UserFormSerializer,
    UserSerializer,
)
from accounts.throttling import client_address

ERRORS = {
    400: OpenApiResponse(MessageSerializer, description="Validation error: {message, errors}"),
    401: OpenApiResponse(MessageSerializer, description="Unauthorized"),
    403: OpenApiResponse(MessageSerializer, description="Forbidden"),
    404: OpenApiResponse(MessageSerializer, description="Not found"),
}
MFA_REQUIRED_MESSAGE = "Enter the code from your authenticator app, use a passkey, or enter a recovery code."
RESET_REQUESTED_MESSAGE = "If an account exists for that email, we have sent a link to reset the password."


class AccountsView(APIView):
    def permission_denied(self, request, message=None, code=None):
        # A missing token answers 401 "Unauthorized", the word the React app looks for (guide: labels#errors).
        if request.authenticators and not request.successful_authenticator:
            raise exceptions.NotAuthenticated(UNAUTHORIZED)
        super().permission_denied(request, message=message, code=code)


class LoginView(AccountsView):
    # A stale token in the browser must not stop a fresh sign-in.
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=LoginSerializer,
        responses={200: LoginResponseSerializer, 400: ERRORS[400], 401: ERRORS[401], 429: MessageSerializer},
        summary="Sign in with e-mail and password",
    )
    def post(self, request):
        form = LoginSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        sign_in = services.auth_login(
            **form.validated_data,
            address=client_address(request),
            user_agent=request.headers.get("User-Agent", ""),
        )
        if sign_in.mfa_token:
            return Response(
                {
                    "mfaRequired": True,
                    "mfaToken": sign_in.mfa_token,
                    "methods": list(sign_in.methods),
                    "message": MFA_REQUIRED_MESSAGE,
                }
            )
        body: dict[str, object] = {
            "user": UserSerializer(sign_in.user).data,
            "token": sign_in.token,
            "message": "Login successful",
        }
        if sign_in.enrolment_required:
            body["mfaEnrolmentRequired"] = True
        return Response(body)


class SetupStatusView(AccountsView):
    """Whether the first admin exists, so a first visit on an empty database can go to /setup."""

    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        responses={200: OpenApiTypes.OBJECT},
        summary="Whether first-run setup is still open ({adminExists})",
    )
    def get(self, request):
        return Response({"adminExists": selectors.admin_exists()})


class LogoutView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(request=None, responses={200: MessageSerializer, 401: ERRORS[401]}, summary="End this token")
    def post(self, request):
        services.auth_logout(token=request.auth)
        return Response({"message": "Logged out successfully"})


class CurrentUserView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(responses={200: UserSerializer, 401: ERRORS[401]}, summary="The signed-in user")
    def get(self, request):
        return Response(UserSerializer(request.user).data)


class AuthCreateUserView(AccountsView):
    """Without a token: the first-run /setup (only while no admin exists). With one: the admin page's form."""

    permission_classes = [AllowAny]

    @extend_schema(
        request=AuthCreateUserSerializer,
        responses={201: MessageSerializer, 400: ERRORS[400], 401: ERRORS[401], 403: ERRORS[403]},
        summary="Create the first admin (no token) or, as an admin, any user",
    )
    def post(self, request):
        form = AuthCreateUserSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        if request.user.is_authenticated:
            services.auth_user_create(actor=request.user, **form.validated_data)
            message = "User created successfully"
        else:
            services.admin_setup_create(**form.validated_data)
            message = "Administrator account created successfully. You can now sign in."
        return Response({"message": message}, status=status.HTTP_201_CREATED)


class RequestPasswordResetView(AccountsView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=PasswordResetRequestSerializer,
        responses={200: MessageSerializer, 400: ERRORS[400]},
        summary="E-mail a password reset link (same answer whether or not the account exists)",
    )
    def post(self, request):
        form = PasswordResetRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        services.password_reset_request(**form.validated_data)
        return Response({"message": RESET_REQUESTED_MESSAGE})


class UpdatePasswordView(AccountsView):
    # The bearer credential here is a password reset token, not a JWT: read it by hand.
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=PasswordUpdateSerializer,
        responses={200: MessageSerializer, 400: ERRORS[400], 401: ERRORS[401]},
        summary="Set a new password with a reset token sent as `Authorization: Bearer <token>`",
    )
    def post(self, request):
        token = bearer_value(request)
        if not token:
            raise ResetLinkInvalid()
        form = PasswordUpdateSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        services.password_reset_complete(token=token, **form.validated_data)
        return Response({"message": "Password updated successfully"})


class MyPermissionsView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(responses={200: RolePermissionSerializer(many=True), 401: ERRORS[401]})
    def get(self, request):
        return Response(selectors.role_permissions_granted(user=request.user))


class RolePermissionsView(AccountsView):
    def get_permissions(self):
        if self.request.method == "GET":
            # guide: screens#routes gives staff, managers and admins the Permissions page; guide: roles#permissions-page
            # shows the matrix read-only to those who cannot change it.
            return [IsStaffSide(message="You don't have permission to view role permissions")()]
        # Writes are for admins (checked by the service); being signed in is the door.
        return [IsAuthenticatedUser()]

    @extend_schema(responses={200: RolePermissionSerializer(many=True), 401: ERRORS[401], 403: ERRORS[403]})
    def get(self, request):
        return Response(selectors.role_permissions_matrix())

    @extend_schema(
        request=RolePermissionSerializer,
        responses={200: RolePermissionSerializer, 400: ERRORS[400], 401: ERRORS[401], 403: ERRORS[403]},
        summary="Grant or revoke one permission of a role (admins only)",
    )
    def put(self, request):
        form = RolePermissionSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        return Response(services.role_permission_set(actor=request.user, **form.validated_data))


class UsersView(AccountsView):
    def get_permissions(self):
        if self.request.method == "POST":
            return [HasPerm("create_users", message="Access Denied: you don't have permission to create users")()]
        return [HasPerm("view_users", message="You don't have permission to view user management.")()]

    @extend_schema(
        parameters=[OpenApiParameter("role", OpenApiTypes.STR, enum=["admin", "manager", "staff", "client"])],
        responses={200: UserSerializer(many=True), 400: ERRORS[400], 401: ERRORS[401], 403: ERRORS[403]},
    )
    def get(self, request):
        users = selectors.users_list(role=request.query_params.get("role") or None)
        return Response(UserSerializer(users, many=True).data)

    @extend_schema(
        request=UserFormSerializer,
        responses={201: UserCreatedSerializer, 400: ERRORS[400], 401: ERRORS[401], 403: ERRORS[403]},
    )
    def post(self, request):
        form = UserFormSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        created = services.user_create(actor=request.user, **form.validated_data)
        body = {
            "invitationSent": created.invitation_sent,
            "temporaryPassword": created.temporary_password,
            "email": created.user.email,
        }
        return Response(body, status=status.HTTP_201_CREATED)


class MentionableUsersView(AccountsView):
    """Who a case comment may mention (cases.comments): staff-side users, searched as the user types."""

    permission_classes = [IsStaffSide(message="Only staff can mention users.")]

    @extend_schema(
        summary="Active staff users a comment may mention, by name (at most 10)",
        parameters=[OpenApiParameter("q", OpenApiTypes.STR, description="Part of the name or e-mail")],
        responses={200: MentionableUserSerializer(many=True), 401: ERRORS[401], 403: ERRORS[403]},
    )
    def get(self, request):
        users = selectors.users_mentionable(q=request.query_params.get("q") or "")
        return Response(MentionableUserSerializer(users, many=True).data)


class UserDetailView(AccountsView):
    def get_permissions(self):
        if self.request.method == "DELETE":
            return [HasPerm("delete_users", message="Access Denied: you don't have permission to delete users")()]
        return [
            HasPerm(
                "edit_users",
                "assign_roles",
                any_of=True,
                message="Access Denied: you don't have permission to edit users",
            )()
        ]

    @extend_schema(
        request=UserFormSerializer(partial=True),
        responses={200: UserSerializer, 400: ERRORS[400], 401: ERRORS[401], 403: ERRORS[403], 404: ERRORS[404]},
    )
    def put(self, request, user_id: int):
        user = selectors.user_get(user_id=user_id)
        form = UserFormSerializer(data=request.data, partial=True)
        form.is_valid(raise_exception=True)
        user = services.user_update(actor=request.user, user=user, data=form.validated_data)
        return Response(UserSerializer(user).data)

    @extend_schema(
        request=None,
        responses={200: MessageSerializer, 401: ERRORS[401], 403: ERRORS[403], 404: ERRORS[404]},
    )
    def delete(self, request, user_id: int):
        services.user_delete(actor=request.user, user=selectors.user_get(user_id=user_id))
        return Response({"message": "User deleted successfully"})
