from django.urls import path

from accounts.api_tokens import views

urlpatterns = [
    path("api-tokens", views.ApiTokensView.as_view(), name="api-tokens"),
    path("api-tokens/<int:token_id>", views.ApiTokenView.as_view(), name="api-token"),
]
