from django.urls import include, path

from accounts import views

urlpatterns = [
    path("auth/login", views.LoginView.as_view(), name="auth-login"),
    path("auth/setup-status", views.SetupStatusView.as_view(), name="auth-setup-status"),
    path("auth/logout", views.LogoutView.as_view(), name="auth-logout"),
    path("auth/user", views.CurrentUserView.as_view(), name="auth-user"),
    path("auth/create-user", views.AuthCreateUserView.as_view(), name="auth-create-user"),
    path("auth/request-password-reset", views.RequestPasswordResetView.as_view(), name="auth-request-password-reset"),
    path("auth/update-password", views.UpdatePasswordView.as_view(), name="auth-update-password"),
    path("my-permissions", views.MyPermissionsView.as_view(), name="my-permissions"),
    path("role-permissions", views.RolePermissionsView.as_view(), name="role-permissions"),
    path("users", views.UsersView.as_view(), name="users"),
    path("users/mentionable", views.MentionableUsersView.as_view(), name="users-mentionable"),
    path("users/<int:user_id>", views.UserDetailView.as_view(), name="user-detail"),
    path("", include("accounts.mfa_urls")),
    path("", include("accounts.api_tokens.urls")),
]
