"""MindSpore 2.10's module paths where minicell's modules lie elsewhere: ``register_submodule``
makes ``module`` importable as ``parent.name`` too, where ``parent`` is a module rather than a
package (``mindspore.train.summary.summary_record`` is minicell's ``train.summary``). ``parent``
gets an (empty) ``__path__`` so that the import system treats it as a package: an import hook
mapping ``mindspore.*`` to ``minicell.*`` is then asked for the dotted name instead of failing
with "'summary' is not a package"."""
import sys


def register_submodule(parent, name, module):
    """``module`` as ``parent.name``: in ``sys.modules`` and as an attribute of ``parent``."""
    sys.modules[f"{parent.__name__}.{name}"] = module
    setattr(parent, name, module)
    if not hasattr(parent, "__path__"):
        parent.__path__ = []
