"""Model-zoo patterns found running mindspore-ai/models CV, NLP, RL, audio and
scientific-computing models against MindSpore 2.10 (session 68, zoo45).

Expected values and texts were measured on MindSpore 2.10 (CPU)."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def test_parameter_data_reads_as_tensor_by_name():
    # research/cv/U-GAT-IT clips its AdaILN rho after each step with
    # ``m.rho.data.set_data(ops.clip_by_value(m.rho.data, 0, 1))``. 2.10's Parameter.data is a
    # plain Tensor, so this raises "'Tensor' object has no attribute 'set_data'" (measured, both
    # modes); minicell named its view class '_ParameterData' in the text
    p = ms.Parameter(Tensor(np.ones(2, np.float32)), name="rho")
    d = p.data
    assert type(d).__name__ == "Tensor" and isinstance(d, Tensor)
    w = ops.clip_by_value(d, 0, 1)
    with pytest.raises(AttributeError) as e:
        d.set_data(w)
    assert str(e.value) == "'Tensor' object has no attribute 'set_data'"
    with pytest.raises(AttributeError, match="^'Tensor' object has no attribute 'rho'$"):
        d.rho
    d[0] = 5.0                      # still writes through to the Parameter
    assert p.asnumpy().tolist() == [5.0, 1.0]


class _AliasHead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.outputs = list()
        self.ints = [1, 2]

    def construct(self, x):
        outputs = self.outputs
        outputs.append(x * 2)
        outputs.append(x + 1)
        k = self.ints
        k.append(3)
        return outputs[0] + outputs[1] + len(k)


def test_graph_list_attribute_alias_is_a_copy():
    # research/cv/ICNet's _ICHead: ``outputs = self.outputs`` (a list built in __init__), then
    # ``outputs.append(...)`` four times and ``return outputs``. 2.10's GRAPH_MODE returns the
    # appended values and leaves the attributes as they were (measured: [7. 7.], 0, [1, 2] on
    # each call). minicell's trace appended to the attribute itself: the traced tensors stayed
    # in ``self.outputs`` (reading them raised) and ``self.ints`` grew once, at compile time
    ms.set_context(mode=ms.GRAPH_MODE)
    net = _AliasHead()
    x = Tensor(np.ones(2, np.float32))
    for _ in range(2):
        assert net(x).asnumpy().tolist() == [7.0, 7.0]
        assert net.outputs == [] and net.ints == [1, 2]
