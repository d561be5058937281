"""``inspect.getsource``/``getsourcefile``/``getsourcelines``/``getfile`` of classes whose
``__module__`` carries MindSpore 2.10's path (minicell/_class_modules.py): 2.10 gives each its
source (measured: ``inspect.getsource(mindspore.nn.LSTM)`` starts ``class LSTM(_RNNBase):``,
``ops.ReduceSum`` ``class ReduceSum(Primitive):``, ``nn.SequentialCell``
``class SequentialCell(Cell):``, ``dataset.GeneratorDataset``
``class GeneratorDataset(MappableDataset, UnionBaseDataset):``); minicell read the labelled
module, which is made without a file (``nn.layer.rnns``: 'is a built-in class') or does not
define the class (``nn.layer.container``: 'could not find class definition')."""
import inspect
import os

import pytest

import minicell as ms
from minicell import nn, ops


@pytest.mark.parametrize("cls, module", [
    (nn.LSTM, "minicell.nn.layer.rnns"),                          # a module made here, no file
    (nn.GRU, "minicell.nn.layer.rnns"),
    (nn.SequentialCell, "minicell.nn.layer.container"),           # a file not defining it
    (ops.ReduceSum, "minicell.ops.auto_generate.gen_ops_prim"),
    (nn.Dense, "minicell.nn.layer.basic"),                        # defined where labelled
])
def test_relabelled_class_has_its_source(cls, module):
    assert cls.__module__ == module        # the label stays 2.10's
    lines, first = inspect.getsourcelines(cls)
    assert lines[0].startswith(f"class {cls.__name__}(") and first > 0
    assert inspect.getsource(cls) == "".join(lines)
    path = inspect.getsourcefile(cls)
    assert path == inspect.getfile(cls) and path.endswith(".py") and os.path.exists(path)
    with open(path, encoding="utf-8") as f:
        assert f.read().splitlines(True)[first - 1] == lines[0]
    assert inspect.getmodule(cls).__name__ == module


def test_dataset_class_has_its_source():
    cls = ms.dataset.GeneratorDataset
    assert cls.__module__ == "minicell.dataset.engine.datasets_user_defined"
    assert inspect.getsource(cls).startswith("class GeneratorDataset(")


class _UserNet(nn.LSTM):
    """A user's subclass of a relabelled class: its own file and source."""

    def construct(self, x):
        return super().construct(x)


def test_user_classes_and_other_objects_keep_their_files():
    assert inspect.getsourcefile(_UserNet) == os.path.abspath(__file__)
    assert inspect.getsource(_UserNet).startswith("class _UserNet(nn.LSTM):")
    assert inspect.getsource(_UserNet.construct).lstrip().startswith("def construct(")
    assert inspect.getfile(inspect) == inspect.__file__
    with pytest.raises(TypeError, match="is a built-in class"):
        inspect.getfile(int)


def test_init_exec_dataset_imports_and_refuses_when_called():
    # mindspore-ai/models research/nlp/cpm's model_cpm.py imports it at module level (2.10 has it:
    # 'Init and exec dataset.'); minicell has no device queue, so a call gives the reason
    from minicell._c_expression import init_exec_dataset
    with pytest.raises(ms.UnsupportedError, match="no device queue"):
        init_exec_dataset("queue", 1, 1, [], [], [], phase="dataset", need_run=False)
