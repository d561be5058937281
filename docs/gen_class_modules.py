"""Writes ``minicell/_class_modules.json``: the module MindSpore 2.10 defines each public class
in (``type(x)`` prints it), read from MindSpore's own package in a separate interpreter (the
project never imports MindSpore), and which of those modules minicell does not have (see
``minicell/_class_modules.py``). Run with minicell's interpreter:

    python docs/gen_class_modules.py /root/ms-ref/bin/python
"""
import json
import pathlib
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
TARGET = pathlib.Path(__file__).resolve().parents[1] / "minicell" / "_class_modules.json"


def _importable(module):
    """Whether minicell has ``module`` as a file (run with minicell's interpreter; a module
    ``relabel_loaded`` made has no loader)."""
    import importlib
    try:
        return importlib.import_module(module).__spec__.loader is not None
    except ImportError:
        return False


def main(mindspore_python):
    dump = json.loads(subprocess.run([mindspore_python, "-c", _DUMP, *NAMESPACES], check=True,
                                     capture_output=True, text=True).stdout.splitlines()[-1])
    table, seen = {}, set()     # a class several namespaces export: under the first
    for ns in NAMESPACES:
        for module, names in sorted(dump.get(ns, {}).items()):
            names = [n for n in names if (module, n) not in seen and not module.endswith("_")]
            seen.update((module, n) for n in names)
            if names:
                table.setdefault(ns.replace("mindspore", "minicell", 1), {})[
                    module.replace("mindspore", "minicell", 1)] = " ".join(sorted(names))
    virtual = set()
    for modules in table.values():
        for module in modules:
            while module not in virtual and not _importable(module):
                virtual.add(module)
                module = module.rpartition(".")[0]
    TARGET.write_text(json.dumps({"virtual": sorted(virtual), "modules": table}, indent=0) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
