"""Bad input, thirty-fifth round (measured against MindSpore 2.10 CPU with /tmp/bad35's
catalogue, one case per forked process; each row is 2.10's exception type and text).

- round 34's leftovers (bad_input_rows35): the RNNs' argument checks in 2.10's order,
  GroupNorm's ``affine``, the 3-d convolutions' input checks, the padding size before its items,
  ``Cell.recompute``/``insert_param_to_cell``/``to_float``, a bool-mask ``setitem``'s value;
- training (bad_input_rows35_train): optimizers, learning-rate functions and schedules, Model,
  callbacks, checkpoints, GeneratorDataset.
"""
import numpy as np
import pytest

import minicell as ms

from bad_input_rows27 import _exact
from bad_input_rows35 import ROWS as _LEFT
from bad_input_rows35_train import ROWS as _TRAIN, Two
from conftest import raises_as_mindspore


ROWS = {**{f"leftovers: {k}": v for k, v in _LEFT.items()},
        **{f"train: {k}": v for k, v in _TRAIN.items()}}


@pytest.mark.parametrize("name", list(ROWS))
def test_bad_input_raises_as_mindspore_2_10(name):
    call, exc, text = ROWS[name]
    raises_as_mindspore(call, exc, _exact(text))


@pytest.mark.parametrize("strict", [False, True])
def test_load_param_into_net_of_another_shape_leaves_the_network_unchanged(tmp_path, strict):
    # 2.10 (measured): its RuntimeError, and every Parameter keeps its value
    src = Two()
    src.fc.bias.set_data(ms.Tensor(np.full(2, 7.0, np.float32)))
    ms.save_checkpoint(src, str(tmp_path / "two.ckpt"))
    net = Two(4, 2)
    before = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    with pytest.raises(RuntimeError, match="should have the same shape as fc.weight"):
        ms.load_param_into_net(net, ms.load_checkpoint(str(tmp_path / "two.ckpt")),
                               strict_load=strict)
    for p in net.get_parameters():
        np.testing.assert_array_equal(p.asnumpy(), before[p.name])
