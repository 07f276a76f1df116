from django.db import migrations

from accounts.roles import DEFAULT_GRANTS


def seed(apps, schema_editor):
    from accounts.services import roles_seed_permissions

    roles_seed_permissions(grants=DEFAULT_GRANTS, apps=apps)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
