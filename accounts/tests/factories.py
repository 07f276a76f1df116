import factory

from accounts.models import User
from accounts.roles import Role
from accounts.services import user_account_create

DEFAULT_PASSWORD = "correct-horse-9"


class UserFactory(factory.django.DjangoModelFactory[User]):
    class Meta:
        model = User
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"user{n}@example.com")
    first_name = "Test"
    last_name = factory.Sequence(lambda n: f"User{n}")
    role = Role.STAFF
    company = ""
    is_active = True

    @classmethod
    def _create(cls, model_class, *args, password=DEFAULT_PASSWORD, **kwargs):
        return user_account_create(password=password, **kwargs)
