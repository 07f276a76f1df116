from django.contrib import admin
from django.urls import include, path, re_path

from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from config.csp import csp_override
from config.health import health
from config.spa import spa_page

# Swagger UI's files come from jsDelivr; the split view serves its start-up script as a file, not inline.
SWAGGER_CDN = "https://cdn.jsdelivr.net"
SWAGGER_CSP = {
    "script-src": f"'self' {SWAGGER_CDN}",
    "style-src": f"'self' 'unsafe-inline' {SWAGGER_CDN}",
    "img-src": f"'self' data: {SWAGGER_CDN}",
}
api_docs = csp_override(**SWAGGER_CSP)(SpectacularSwaggerSplitView.as_view(url_name="schema", permission_classes=[]))

api_patterns = [
    path("health", health, name="health"),
    path("", include("accounts.urls")),
    path("", include("cases.file_urls")),
    path("", include("cases.jobs.urls")),
    path("", include("cases.urls")),
    path("", include("cases.import_batches.urls")),
    path("", include("cases.saved_views.urls")),
    path("", include("duplicates.urls")),
    path("", include("notifications.urls")),
    path("schema/", SpectacularAPIView.as_view(permission_classes=[]), name="schema"),
    path("docs/", api_docs, name="api-docs"),
]

urlpatterns = [
    path("api/", include(api_patterns)),
    # The app owns /admin (its create-user page), so Django's admin lives elsewhere.
    path("django-admin/", admin.site.urls),
    # Every other path is a client-side route: serve the app's page so reloads work.
    re_path(r"^(?!api/|static/|media/|django-admin/).*$", spa_page, name="spa"),
]
