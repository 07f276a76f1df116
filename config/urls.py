from django.contrib import admin
from django.urls import include, path, re_path

from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from config.api_errors import api_not_found
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
    path("", include("cases.importing.urls")),
    path("", include("cases.exporting.urls")),
    path("", include("cases.jobs.urls")),
    path("", include("cases.urls")),
    path("", include("cases.assignment.urls")),
    path("", include("cases.audit_log.urls")),
    path("", include("cases.reports.urls")),
    path("", include("cases.import_batches.urls")),
    path("", include("cases.saved_views.urls")),
    path("", include("cases.comments.urls")),
    path("", include("cases.documents.urls")),
    path("", include("cases.requests.urls")),
    path("", include("cases.privacy.urls")),
    path("", include("cases.turnaround.urls")),
    path("", include("duplicates.urls")),
    path("", include("notifications.urls")),
    path("schema/", SpectacularAPIView.as_view(permission_classes=[]), name="schema"),
    path("docs/", api_docs, name="api-docs"),
    # Last: any other path under api/ (an unknown name, a non-numeric id) answers a JSON 404, not a page.
    re_path(r"^.*$", api_not_found, name="api-not-found"),
]

urlpatterns = [
    path("api/", include(api_patterns)),
    # The app owns /admin (its create-user page), so Django's admin lives elsewhere.
    path("django-admin/", admin.site.urls),
    # Every other path is a client-side route: serve the app's page so reloads work.
    re_path(r"^(?!api/|static/|media/|django-admin/).*$", spa_page, name="spa"),
]

# Under /api/ an Http404 raised outside DRF and an over-size body answer JSON (config.api_errors).
handler404 = "config.api_errors.page_not_found"
handler400 = "config.api_errors.bad_request"
