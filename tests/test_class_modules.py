"""Classes carry MindSpore 2.10's module paths (``type(x)`` prints them, as the network
construction seed does: ``<class 'mindspore.nn.layer.container.SequentialCell'>``), where
minicell has that module and it holds the class (minicell/_class_modules.py)."""
import importlib
import inspect
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
    ``__module__`` + ``__qualname__``; the table names only modules minicell has."""
    checked = 0
    for namespace, modules in _class_modules.MODULES.items():
        ns = importlib.import_module(namespace)
        for target, names in modules.items():
            importlib.import_module(target)
            for name in names.split():
                cls = ns.__dict__.get(name)
                if inspect.isclass(cls) and cls.__module__.startswith("minicell"):
                    assert getattr(sys.modules[cls.__module__], cls.__qualname__) is cls, name
                    checked += 1
    assert checked > 1000
    assert pickle.loads(pickle.dumps(nn.SequentialCell)) is nn.SequentialCell
    assert pickle.loads(pickle.dumps(ops.MatMul)) is ops.MatMul
