"""What keeps ``import minicell`` cheap. It runs with the cyclic garbage collector paused (no
collection while its modules execute) and leaves it as it found it: on, off when the user had
switched it off, and on again after a failed import, with what the import made already in the
oldest generation (no walk over it in the user's first call). ``minicell.dataset`` (with
``minicell.mindrecord``) is imported on first use, and every way of reaching it works."""
import contextlib
import gc
import pathlib
import subprocess
import sys

import pytest

import minicell
from minicell._gc_paused import gc_paused

ROOT = str(pathlib.Path(__file__).resolve().parent.parent)


def _child_output(code):
    """The stdout of ``code`` run in a fresh interpreter (which must succeed)."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_no_collection_during_import_and_collector_on_after():
    # a collection counts when minicell's (or jax's, imported by it) code is on the stack, but
    # not at the pause's own exit (in contextlib), where the re-enabled collector may run at once,
    # nor before the pause exists (while Python compiles _gc_paused.py, without a byte-code cache)
    code = ("import gc, sys\n"
            "runs = []\n"
            "def seen(phase, info):\n"
            "    frame, files = sys._getframe(), []\n"
            "    while frame:\n"
            "        files.append(frame.f_code.co_filename)\n"
            "        frame = frame.f_back\n"
            "    paused = hasattr(sys.modules.get('minicell._gc_paused'), 'gc_paused')\n"
            "    if phase == 'start' and paused and not any(f.endswith(('_gc_paused.py', 'contextlib.py')) for f in files) \\\n"
            f"            and any(f.startswith({ROOT!r}) for f in files):\n"
            "        runs.append(info['generation'])\n"
            "gc.callbacks.append(seen)\n"
            "import minicell\n"
            "print(len(runs), gc.isenabled())")
    assert _child_output(code).split() == ["0", "True"]


def test_import_leaves_its_objects_in_the_oldest_generation():
    # without the move the first young collection after the import walks ~140,000 of them
    code = ("import gc\n"
            "import minicell\n"
            "print(len(gc.get_objects(0)) + len(gc.get_objects(1)) < 10000,\n"
            "      len(gc.get_objects(2)) > 100000, gc.get_freeze_count())")
    assert _child_output(code).split() == ["True", "True", "0"]


def test_objects_the_user_froze_stay_frozen():
    code = ("import gc\n"
            "frozen = [[i] for i in range(1000)]\n"
            "gc.freeze()\n"
            "n = gc.get_freeze_count()\n"
            "import minicell\n"
            "tracked = {id(o) for o in gc.get_objects()}\n"
            "print(n >= 1000, any(id(o) in tracked for o in frozen), gc.isenabled())")
    assert _child_output(code).split() == ["True", "False", "True"]


def test_a_disabled_collector_stays_off():
    gc.disable()
    try:
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_collector_comes_back_after_a_failure():
    assert gc.isenabled()
    with pytest.raises(ImportError):
        with gc_paused():
            assert not gc.isenabled()
            import minicell._no_such_module  # noqa: F401
    assert gc.isenabled()


def test_lazy_submodules_import_with_the_collector_paused(monkeypatch):
    entered = []

    @contextlib.contextmanager
    def recording():
        entered.append(gc.isenabled())
        yield

    monkeypatch.setattr(minicell, "_pause_gc", recording)
    assert minicell.__getattr__("tools").__name__ == "minicell.tools"
    assert entered == [True]


def test_dataset_is_imported_on_first_use_by_every_spelling():
    code = ("import sys\n"
            "import minicell as ms\n"
            "print('minicell.dataset' in sys.modules, 'minicell.mindrecord' in sys.modules,\n"
            "      {'dataset', 'mindrecord', 'mint'} <= set(dir(ms)))\n"
            "from minicell import dataset as ds\n"
            "import minicell.dataset.vision as vision\n"
            "from minicell.dataset.engine.datasets_user_defined import GeneratorDataset\n"
            "print(ds is ms.dataset, vision is ms.dataset.vision,\n"
            "      GeneratorDataset is ds.GeneratorDataset, ms.mindrecord.FileWriter.__name__)\n"
            "print(ds.GeneratorDataset.__module__, vision.Resize.__module__)\n"
            "rows = [list(r) for r in ds.GeneratorDataset([(1,), (2,)], ['x'],\n"
            "        shuffle=False).create_tuple_iterator(output_numpy=True)]\n"
            "print([int(r[0]) for r in rows])")
    assert _child_output(code).splitlines() == [
        "False False True", "True True True FileWriter",
        # 2.10's module paths, set when the package is imported
        "minicell.dataset.engine.datasets_user_defined minicell.dataset.vision.transforms",
        "[1, 2]"]


def test_every_subpackage_2_10_imports_is_an_attribute():
    # 2.10's `import mindspore` brings rewrite, boost, multiprocessing, ... with it, so
    # `ms.rewrite.SymbolTree` needs no import of its own (MindSpore's amp tests rely on it)
    assert minicell.rewrite.SymbolTree.__name__ == "SymbolTree"
    assert (minicell.boost.__name__, minicell.multiprocessing.__name__) == (
        "minicell.boost", "minicell.multiprocessing")
    assert {"rewrite", "boost", "multiprocessing"} <= set(dir(minicell))
    with pytest.raises(AttributeError, match="has no attribute 'no_such_subpackage'"):
        minicell.no_such_subpackage  # noqa: B018
