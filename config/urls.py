from django.contrib import admin
from django.urls import include, path, re_path

from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from config.spa import spa_page

api_patterns = [
    path("", include("accounts.urls")),
    path("", include("cases.file_urls")),
    path("", include("cases.urls")),
    path("", include("duplicates.urls")),
    path("", include("notifications.urls")),
    path("schema/", SpectacularAPIView.as_view(permission_classes=[]), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="schema", permission_classes=[]), name="api-docs"),
]

urlpatterns = [
    path("api/", include(api_patterns)),
    # The app owns /admin (its create-user page), so Django's admin lives elsewhere.
    path("django-admin/", admin.site.urls),
    # Every other path is a client-side route: serve the app's page so reloads work.
    re_path(r"^(?!api/|static/|media/|django-admin/).*$", spa_page, name="spa"),
]
