"""Every HTML page carries a Content-Security-Policy that allows same-origin scripts only."""

import pytest

from config.csp import HEADER


def _directives(header: str) -> dict[str, str]:
    return dict(part.strip().split(" ", 1) for part in header.split(";"))


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/dashboard", "/login", "/client"])
def test_the_app_page_forbids_inline_and_foreign_scripts(client, path):
    response = client.get(path)

    assert response.status_code == 200
    policy = _directives(response[HEADER])
    assert policy["script-src"] == "'self'"
    assert policy["default-src"] == "'self'"
    assert policy["object-src"] == "'none'"
    assert policy["frame-ancestors"] == "'none'"
    assert policy["style-src"] == "'self' 'unsafe-inline'"


@pytest.mark.django_db
def test_the_app_page_has_no_inline_script_for_the_policy_to_block(client):
    html = client.get("/dashboard").content.decode()

    for tag in html.split("<script")[1:]:
        assert "src=" in tag.split(">", 1)[0]


@pytest.mark.django_db
def test_the_django_admin_login_page_has_the_policy_too(client):
    response = client.get("/django-admin/login/")

    assert response.status_code == 200
    assert _directives(response[HEADER])["script-src"] == "'self'"


@pytest.mark.django_db
def test_the_api_docs_page_may_load_swagger_from_its_cdn_but_nothing_inline(client):
    response = client.get("/api/docs/")

    assert response.status_code == 200
    assert _directives(response[HEADER])["script-src"] == "'self' https://cdn.jsdelivr.net"
    html = response.content.decode()
    assert "<script>" not in html
    assert client.get("/api/docs/?script=").status_code == 200


@pytest.mark.django_db
def test_json_answers_do_not_carry_the_page_policy(api_client):
    assert HEADER not in api_client.get("/api/health")
