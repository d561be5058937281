"""``aliased()``: imports of ``mcalias.*`` give ``minicell.*`` while it is active, as the harness
running MindSpore's tests maps ``mindspore.*`` (an import hook, not a package of that name)."""
import contextlib
import importlib
import importlib.abc
import importlib.util
import sys


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name, path=None, target=None):
        if name != "mcalias" and not name.startswith("mcalias."):
            return None
        real = "minicell" + name[len("mcalias"):]
        try:
            if importlib.util.find_spec(real) is None:
                return None
        except (ImportError, ValueError):
            return None
        return importlib.util.spec_from_loader(name, self, origin=real)

    def create_module(self, spec):
        return importlib.import_module(spec.origin)

    def exec_module(self, module):
        pass


@contextlib.contextmanager
def aliased():
    finder = _Alias()
    sys.meta_path.insert(0, finder)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)
        for name in [n for n in sys.modules if n == "mcalias" or n.startswith("mcalias.")]:
            del sys.modules[name]
