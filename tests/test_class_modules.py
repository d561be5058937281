"""Classes carry MindSpore 2.10's module paths (``type(x)`` prints them, as the network
construction seed does: ``<class 'mindspore.nn.layer.container.SequentialCell'>``), where
minicell has that module and it holds the class (minicell/_class_modules.py)."""
import importlib
import importlib.util
import inspect
import pathlib
import pickle
import sys

import minicell as ms
from minicell import _class_modules, mint, nn, ops


def test_type_prints_2_10_module_paths():
    # seeds/002_network_construction.txt's cells_and_names loop, and 2.10's modules (measured)
    assert str(type(nn.SequentialCell(nn.ReLU()))) == \
        "<class 'minicell.nn.layer.container.SequentialCell'>"
    assert str(type(nn.ReLU())) == "<class 'minicell.nn.layer.activation.ReLU'>"
    assert str(type(nn.Conv2d(1, 1, 3))) == "<class 'minicell.nn.layer.conv.Conv2d'>"
    assert ops.Add.__module__ == "minicell.ops.auto_generate.gen_ops_prim"
    assert nn.CellList.__module__ == "minicell.nn.layer.container"
    assert nn.MSELoss.__module__ == "minicell.nn.loss.loss"    # not mint.nn's (shared here)
    assert ms.train.LossMonitor.__module__ == "minicell.train.callback._loss_monitor"
    assert mint.nn.ReLU is nn.ReLU


def test_every_class_is_found_by_its_module_path():
    """Pickle (and anything else) finds each class of the table's namespaces under
    ``__module__`` + ``__qualname__``, also in the modules made for 2.10's paths minicell has
    no file for (``from minicell.nn.layer.rnns import LSTM`` as in 2.10)."""
    checked = 0
    for namespace, modules in _class_modules.MODULES.items():
        ns = importlib.import_module(namespace)
        for names in modules.values():
            for name in names.split():
                cls = ns.__dict__.get(name)
                if inspect.isclass(cls) and cls.__module__.startswith("minicell"):
                    assert getattr(sys.modules[cls.__module__], cls.__qualname__) is cls, name
                    checked += 1
    assert checked > 1200
    assert pickle.loads(pickle.dumps(nn.SequentialCell)) is nn.SequentialCell
    assert pickle.loads(pickle.dumps(ops.MatMul)) is ops.MatMul
    from minicell.nn.layer.rnns import LSTM
    from minicell.dataset.engine.datasets_user_defined import GeneratorDataset
    assert LSTM is nn.LSTM and GeneratorDataset is ms.dataset.GeneratorDataset
    assert str(nn.LSTM) == "<class 'minicell.nn.layer.rnns.LSTM'>"
    assert importlib.util.find_spec("minicell.nn.layer.rnns") is not None  # (import aliases ask)


def test_the_made_modules_have_no_file():
    """A module the table makes must not shadow one minicell has (the table is stale then:
    docs/gen_class_modules.py writes it again)."""
    root = pathlib.Path(ms.__file__).parent
    for name in _class_modules.VIRTUAL:
        path = root.joinpath(*name.split(".")[1:])
        assert not path.with_suffix(".py").exists() and not path.is_dir(), name
