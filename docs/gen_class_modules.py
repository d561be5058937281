"""Writes ``minicell/_class_modules.py``: the module MindSpore 2.10 defines each public class
in (``type(x)`` prints it), read from MindSpore's own package in a separate interpreter (the
project never imports MindSpore), for the modules minicell has too. Run with minicell's
interpreter:

    python docs/gen_class_modules.py /root/ms-ref/bin/python
"""
import json
import pathlib
import pprint
import subprocess
import sys

NAMESPACES = (
    "mindspore", "mindspore.nn", "mindspore.ops", "mindspore.ops.operations", "mindspore.mint",
    "mindspore.mint.nn", "mindspore.mint.optim", "mindspore.train", "mindspore.amp",
    "mindspore.dataset", "mindspore.dataset.vision", "mindspore.dataset.transforms",
    "mindspore.dataset.text", "mindspore.dataset.audio", "mindspore.nn.probability.distribution",
    "mindspore.nn.probability.bijector", "mindspore.common.initializer",
    "mindspore.communication")

_DUMP = """
import importlib, inspect, json, sys
out = {}
for ns in sys.argv[1:]:
    mod = importlib.import_module(ns)
    for name in dir(mod):
        value = getattr(mod, name, None) if not name.startswith("_") else None
        if inspect.isclass(value) and value.__module__.startswith("mindspore"):
            out.setdefault(ns, {}).setdefault(value.__module__, []).append(name)
print(json.dumps(out))
"""
TARGET = pathlib.Path(__file__).resolve().parents[1] / "minicell" / "_class_modules.py"
HEAD = '''"""MindSpore 2.10's module of each public class, as ``type(x)`` prints it there
(``<class 'mindspore.nn.layer.container.SequentialCell'>``), for the modules minicell has too.
``relabel_loaded()`` gives each class of the loaded minicell namespaces 2.10's module path
(``minicell.nn.layer.container``) where that module holds that very class, so pickling and
lookups by ``__module__`` still find it. Written by docs/gen_class_modules.py from MindSpore
2.10's package (run it again after adding one of 2.10's modules)."""
import importlib
import sys


_CLAIMED = {{}}   # id(class) -> the 2.10 module the first namespace holding it names


def relabel_loaded():
    """Set 2.10's ``__module__`` on the classes of the minicell namespaces loaded so far. A class
    two namespaces share in minicell (``nn.MSELoss`` is ``mint.nn.MSELoss``) keeps the module
    the first one names (2.10 has two classes there)."""
    for namespace, modules in MODULES.items():
        ns = sys.modules.get(namespace)
        if ns is None:
            continue
        for target, names in modules.items():
            module = importlib.import_module(target)
            for name in names.split():
                cls = ns.__dict__.get(name)
                if isinstance(cls, type) and cls.__module__.startswith("minicell") and \\
                        _CLAIMED.setdefault(id(cls), target) == target and \\
                        module.__dict__.get(name) is cls:
                    cls.__module__ = target


MODULES = {body}
'''


def _importable(module):
    """Whether minicell has ``module`` (run with minicell's interpreter): the table keeps only
    these, so importing minicell tries no module that is not there."""
    import importlib
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


def main(mindspore_python):
    dump = json.loads(subprocess.run([mindspore_python, "-c", _DUMP, *NAMESPACES], check=True,
                                     capture_output=True, text=True).stdout.splitlines()[-1])
    table, seen = {}, set()     # a class several namespaces export: under the first
    for ns in NAMESPACES:
        for module, names in sorted(dump.get(ns, {}).items()):
            names = [n for n in names if (module, n) not in seen]
            seen.update((module, n) for n in names)
            if names and _importable(module.replace("mindspore", "minicell", 1)):
                table.setdefault(ns.replace("mindspore", "minicell", 1), {})[
                    module.replace("mindspore", "minicell", 1)] = " ".join(sorted(names))
    TARGET.write_text(HEAD.format(body=pprint.pformat(table, width=100, sort_dicts=False)))


if __name__ == "__main__":
    main(sys.argv[1])
