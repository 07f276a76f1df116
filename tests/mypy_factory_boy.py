"""A mypy plugin: calling a factory_boy factory gives its model, as it does at run time.

factory_boy (3.3+) is generic, so `CaseFactory.create()` is typed `Case` once the factory is declared
`class CaseFactory(DjangoModelFactory[Case])`. But the short form the tests use, `CaseFactory(...)`,
goes through factory_boy's metaclass `__call__`, which mypy does not consult for a class call: it would
type the result as a `CaseFactory` and report every `case.pk`. This hook gives such a call the factory's
model type instead. `get_function_hook` is also asked about class instantiations (mypy's plugin docs).
"""

from collections.abc import Callable

from mypy.maptype import map_instance_to_supertype
from mypy.nodes import TypeInfo
from mypy.plugin import FunctionContext, Plugin
from mypy.types import Instance, Type, get_proper_type

BASE_FACTORY = "factory.base.BaseFactory"


def _model_of_factory_call(ctx: FunctionContext) -> Type:
    made = get_proper_type(ctx.default_return_type)
    if not isinstance(made, Instance):
        return ctx.default_return_type
    base = next((info for info in made.type.mro if info.fullname == BASE_FACTORY), None)
    if base is None:
        return ctx.default_return_type
    (model,) = map_instance_to_supertype(made, base).args
    # A factory declared without its model (a bare `DjangoModelFactory`, so `Any`) stays as mypy typed it.
    return model if isinstance(get_proper_type(model), Instance) else made


class FactoryBoyPlugin(Plugin):
    def get_function_hook(self, fullname: str) -> Callable[[FunctionContext], Type] | None:
        symbol = self.lookup_fully_qualified(fullname)
        if symbol is not None and isinstance(symbol.node, TypeInfo) and symbol.node.has_base(BASE_FACTORY):
            return _model_of_factory_call
        return None


def plugin(version: str) -> type[Plugin]:
    return FactoryBoyPlugin
