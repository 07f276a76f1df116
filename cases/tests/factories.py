from decimal import Decimal

from django.utils import timezone

import factory

from cases.models import Case, Kam
from cases.rules import Status


class CaseFactory(factory.django.DjangoModelFactory[Case]):
    """Cases as the API would store them: keys derived, a BHR UK ID set unless given None."""

    class Meta:
        model = Case

    widget = "Acme Ltd"
    external_user_id = factory.Sequence(lambda n: f"https://ob.example.com/users/{50000 + n}")
    kam_id = factory.Sequence(lambda n: str(50000 + n))
    client_name = factory.Sequence(lambda n: f"Client {n}")
    bhruk_id = factory.Sequence(lambda n: str(1000 + n))
    current_status = Status.NEED_INSTRUCTIONS_NEW
    instructed = False
    created_at = factory.LazyFunction(timezone.now)

    class Params:
        # Sent, invoiced and with MI: the state in which a case may be locked.
        lockable = factory.Trait(
            instructed=True,
            current_status=Status.SENT,
            invoiced=True,
            mi_type="deficit",
            mi_amount=Decimal("-250.00"),
        )
        locked = factory.Trait(lockable=True, is_locked=True, locked_at=factory.LazyFunction(timezone.now))

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        case = model_class(*args, **kwargs)
        case.refresh_keys()
        case.save()
        return case


class KamFactory(factory.django.DjangoModelFactory[Kam]):
    class Meta:
        model = Kam

    kam_id = factory.Sequence(lambda n: f"KAM{n:03d}")
