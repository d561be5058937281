"""MindSpore 2.10's module paths where minicell's modules lie elsewhere.

``make_callable``: a module that calls a function (``mindspore.common.mutable`` and the other
2.10 modules named after the function they hold). Importing such a module binds it over the
function's name in ``mindspore.common`` (``from mindspore.common import mutable`` then gives
the module), so the module calls the function and both spellings keep working.

``register_submodule``: ``module`` importable as ``parent.name`` too, where ``parent`` is a
module rather than a package (``mindspore.train.summary.summary_record`` is minicell's
``train.summary``). ``parent`` gets an (empty) ``__path__`` so that the import system treats it
as a package: an import hook mapping ``mindspore.*`` to ``minicell.*`` is then asked for the
dotted name instead of failing with "'summary' is not a package"."""
import sys
import types


def make_callable(module_name, fn):
    """Make the module ``module_name`` call ``fn`` when called."""
    class _CallableModule(types.ModuleType):
        def __call__(self, *args, **kwargs):
            return fn(*args, **kwargs)

    sys.modules[module_name].__class__ = _CallableModule


def register_submodule(parent, name, module):
    """``module`` as ``parent.name``: in ``sys.modules`` and as an attribute of ``parent``."""
    sys.modules[f"{parent.__name__}.{name}"] = module
    setattr(parent, name, module)
    if not hasattr(parent, "__path__"):
        parent.__path__ = []
