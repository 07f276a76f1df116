from django.contrib.admin.apps import AdminConfig


class CasebookAdminConfig(AdminConfig):
    """django.contrib.admin whose default site (admin.site) is Casebook's guarded one."""

    default_site = "accounts.admin_site.CasebookAdminSite"
