"""MindSpore 2.10's module of each public class, as ``type(x)`` prints it there
(``<class 'mindspore.nn.layer.container.SequentialCell'>``). ``relabel_loaded()`` gives each
class of the loaded minicell namespaces 2.10's module path (``minicell.nn.layer.container``)
and makes that module hold the class, so ``from minicell.nn.layer.rnns import LSTM`` works as
in 2.10 and pickle finds the class by its ``__module__``. A module minicell does not have (the
table's ``virtual`` list) is made as an empty module in ``sys.modules`` that holds only these
classes. ``inspect.getfile`` (and so ``getsource``, ``getsourcefile``, ``getsourcelines``) of a
relabelled class reads the file that defines it (``_defining_file``), as 2.10's read its own:
the module the label names may be made here (no file) or not define the class
(``nn.SequentialCell``'s ``nn.layer.container``). Classes made by ``type()`` (most Primitives)
have no ``class`` statement to find. The table (``_class_modules.json``:
``{namespace: {2.10 module: "Class ..."}}``) is written by docs/gen_class_modules.py from
MindSpore 2.10's package; run it again after adding a module at one of the virtual paths."""
import functools
import importlib
import importlib.machinery
import inspect
import json
import os
import sys
import types

with open(os.path.join(os.path.dirname(__file__), "_class_modules.json")) as _f:
    _TABLE = json.load(_f)
MODULES, VIRTUAL = _TABLE["modules"], frozenset(_TABLE["virtual"])
_CLAIMED = {}   # id(class) -> the 2.10 module the first namespace holding it names
_DONE = set()   # namespaces relabelled
_DEFINED_IN = {}   # id(class) -> (class, the module that defines it) for each relabelled class


def _module(name):
    """minicell's module ``name``; for a virtual one, the module made for it."""
    module = sys.modules.get(name)
    if module is not None:
        return module
    if name not in VIRTUAL:
        return importlib.import_module(name)
    parent, _, last = name.rpartition(".")
    module = sys.modules[name] = types.ModuleType(
        name, f"MindSpore 2.10's {name.replace('minicell', 'mindspore', 1)}: its classes")
    module.__spec__ = importlib.machinery.ModuleSpec(name, None)   # (no loader: made here)
    setattr(_module(parent), last, module)
    return module


def relabel_loaded():
    """Set 2.10's ``__module__`` on the classes of the minicell namespaces loaded since the last
    call (``import minicell``, then ``minicell.mint``). A class two namespaces share in minicell
    (``nn.MSELoss`` is ``mint.nn.MSELoss``) keeps the module the first one names (2.10 has two
    classes there)."""
    for namespace, modules in MODULES.items():
        ns = sys.modules.get(namespace)
        if ns is None or namespace in _DONE:
            continue
        _DONE.add(namespace)
        for target, names in modules.items():
            for name in names.split():
                cls = ns.__dict__.get(name)
                if isinstance(cls, type) and cls.__module__.startswith("minicell") and \
                        _CLAIMED.setdefault(id(cls), target) == target and \
                        _module(target).__dict__.setdefault(name, cls) is cls:
                    if cls.__module__ != target:
                        _DEFINED_IN[id(cls)] = cls, cls.__module__
                    cls.__module__ = target


def _defining_file(getfile):
    """``inspect.getfile`` that gives a relabelled class its defining module's file: the
    class finder of ``inspect.findsource`` looks for its ``class`` statement there."""
    @functools.wraps(getfile)
    def wrapper(obj):
        cls, module = _DEFINED_IN.get(id(obj), (None, None))
        return getfile(sys.modules[module] if cls is obj else obj)
    return wrapper


inspect.getfile = _defining_file(inspect.getfile)
