"""python manage.py setup_admin --email E --password P: create the first admin without a browser."""

from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.core.validators import validate_email

from accounts.services import admin_setup_create


class Command(BaseCommand):
    help = "Create the first administrator (refused once any admin account exists)."

    def add_arguments(self, parser):
        parser.add_argument("--email", required=True)
        parser.add_argument("--password", required=True, help="At least 6 characters.")
        parser.add_argument("--first-name", default="Admin")
        parser.add_argument("--last-name", default="User")

    def handle(self, *args, email, password, first_name, last_name, **options):
        try:
            validate_email(email)
        except ValidationError as exc:
            raise CommandError("Please enter a valid email address") from exc
        if len(password) < 6:
            raise CommandError("Password must be at least 6 characters")
        try:
            user = admin_setup_create(email=email, password=password, first_name=first_name, last_name=last_name)
        except PermissionDenied as exc:
            raise CommandError(
                "An administrator already exists; setup_admin only creates the first one. "
                "Sign in as an administrator to add more."
            ) from exc
        except ValidationError as exc:
            raise CommandError("; ".join(exc.messages)) from exc
        self.stdout.write(self.style.SUCCESS(f"Created administrator {user.email}."))
