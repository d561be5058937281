"""Patterns found in public NLP model-zoo code (mindspore-ai/models official/research nlp,
mindformers, mindnlp) run through `import mindspore` -> minicell, reproduced in a few lines
each, in both modes."""
from collections import OrderedDict

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell.ops import composite as C

R = np.random.default_rng(0)
T = ms.Tensor


class _FlaggedStep(nn.Cell):
    """A method decorated with `composite.add_flags(has_effect=True)`, called from construct
    (the accumulation cells of the zoo's BERT pre-training write it so)."""

    def __init__(self):
        super().__init__()
        self.acc = ms.Parameter(T(np.zeros(3, np.float32)), name="acc")

    @C.add_flags(has_effect=True)
    def accumulate(self, x):
        self.acc = self.acc + x
        return self.acc

    def construct(self, x):
        return self.accumulate(x * 2)


def test_composite_add_flags_decorates_a_method(mode):
    assert "add_flags" in C.__all__
    net = _FlaggedStep()
    x = R.standard_normal(3).astype(np.float32)
    net(T(x))
    out = net(T(x))
    np.testing.assert_allclose(out.asnumpy(), 4 * x, rtol=1e-6)
    np.testing.assert_allclose(net.acc.asnumpy(), 4 * x, rtol=1e-6)


def test_mindrecord_names_import_and_the_unsupported_ones_refuse_use():
    """A zoo's src/dataset.py imports FileWriter and TFRecordToMR at module level: FileWriter
    works (tests/test_mindrecord.py), TFRecordToMR says why it cannot."""
    import pytest
    from minicell.mindrecord import FileWriter, TFRecordToMR
    assert FileWriter("data.mindrecord").add_schema({"x": {"type": "int32"}}) is None
    with pytest.raises(ms.UnsupportedError, match="TensorFlow"):
        TFRecordToMR("data.tfrecord", "data.mindrecord", {})


class _PhaseHead(nn.Cell):
    """A construct branching on MindSpore's private `self._phase` (tinybert's heads)."""

    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2)

    def construct(self, x):
        y = self.dense(x)
        if self._phase == "train":
            return y
        return ms.ops.softmax(y, -1)


def test_cell_private_phase_follows_set_train(mode):
    inner = _PhaseHead()
    outer = nn.SequentialCell([inner])
    assert inner._phase == "train" and inner.phase == "train"
    x = T(R.standard_normal((2, 3)).astype(np.float32))
    logits = inner(x).asnumpy()
    outer.set_train(False)                        # as MindSpore: phase of this Cell only,
    assert outer._phase == "predict" and inner._phase == "train" and not inner.training
    inner.set_train(False)
    assert inner.phase == "predict"
    np.testing.assert_allclose(inner(x).asnumpy().sum(-1), [1.0, 1.0], rtol=1e-6)
    inner._phase = "train"
    np.testing.assert_allclose(inner(x).asnumpy(), logits, rtol=1e-6)


class _Output(OrderedDict):
    """A model-output class (HF-style libraries such as mindnlp): an OrderedDict subclass whose
    items are mirrored as attributes."""

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        super().__setattr__(key, value)


class _ReturnsOutput(nn.Cell):
    def construct(self, x):
        out = _Output()
        out["logits"] = x * 2
        out["past"] = ((x + 1, x - 1),)
        return out


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_dict_subclass_output(mode):
    ms.set_context(mode=mode)
    out = _ReturnsOutput()(T(np.ones(2, np.float32)))
    assert type(out) is _Output and list(out) == ["logits", "past"]
    np.testing.assert_array_equal(out.logits.asnumpy(), [2, 2])
    np.testing.assert_array_equal(out["past"][0][1].asnumpy(), [0, 0])
