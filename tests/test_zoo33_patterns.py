"""Patterns from zoo round 33 (mindspore-lab mindcv, mindyolo, mindaudio, mindnlp).

mindcv's PVT (``PyramidVisionTransformer``) keeps its position embeddings as Float16
Parameters (``Parameter(ops.zeros(..., mindspore.float16))``) and trains with AdamWeightDecay.
MindSpore 2.10's CPU AdamWeightDecay kernel runs a Float16 parameter in float16 throughout:
the scalars are cast to float16 (1 - beta1 = 0.10009766, eps = 1.0133e-6, a subnormal), every
operation rounds, and a small gradient's v underflows to 0, so that element steps by m / eps.
minicell computed (1 - beta1) * g with Python's 0.1 and beta1 * m + ..., so a tiny PVT (32x32,
two AdamWeightDecay steps) ended 0.98 away from 2.10 on pos_embed1. Values measured on 2.10 CPU
(PYNATIVE and GRAPH give the same numbers; /tmp/s55/zoo33/t_nnawd.py).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


class _Half(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.linspace(-1, 1, 8).astype(np.float16)), name="w")
        self.b = Parameter(Tensor(np.zeros(8, np.float16)), name="b")

    def construct(self, c):
        return ((ops.cast(self.w, ms.float32) * c).sum()
                + (ops.cast(self.b, ms.float32) * c).sum())


W_210 = [-1.0, -0.72265625, -0.51416015625, -0.4296875, 0.135986328125, 0.4208984375,
         0.72021484375, 0.9921875]
B_210 = [-0.00035309791564941406, -0.00853729248046875, -0.0859375, -0.28662109375,
         -0.00678253173828125, -0.007503509521484375, 0.005767822265625,
         -0.007511138916015625]
V_210 = [0.0, 0.0, 0.0, 0.0, 2.384185791015625e-07, 1.9550323486328125e-05, 0.0,
         0.0019521713256835938]


def test_adam_weight_decay_float16_parameter_rounds_as_210(mode):
    net = _Half()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.05)
    step = nn.TrainOneStepCell(net, opt)
    c = Tensor(np.array([1e-6, 3e-5, 3e-4, 1e-3, 1e-2, 0.1, -2e-5, 1.0], np.float32))
    for _ in range(2):
        step(c)
    assert net.w.dtype == ms.float16 and opt.moments2[0].dtype == ms.float16
    np.testing.assert_array_equal(net.w.asnumpy().astype(np.float32), W_210)
    np.testing.assert_array_equal(net.b.asnumpy().astype(np.float32), B_210)
    np.testing.assert_array_equal(opt.moments2[0].asnumpy().astype(np.float32), V_210)


class _AwdPrim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.linspace(-1, 1, 8).astype(np.float16)), name="p")
        self.m = Parameter(Tensor(np.zeros(8, np.float16)), name="m")
        self.v = Parameter(Tensor(np.zeros(8, np.float16)), name="v")
        self.op = ops.AdamWeightDecay()
        self.lr = Tensor(np.array(1e-3, np.float32))
        self.b1 = Tensor(np.array([0.9], np.float32))
        self.b2 = Tensor(np.array([0.999], np.float32))
        self.eps = Tensor(np.array([1e-6], np.float32))

    def construct(self, g):
        return self.op(self.p, self.m, self.v, self.lr, self.b1, self.b2, self.eps, 0.05, g)


def test_adam_weight_decay_primitive_float16_as_210(mode):
    """ops.AdamWeightDecay() itself (the kernel nn.AdamWeightDecay calls on 2.10's CPU)."""
    net = _AwdPrim()
    g = Tensor(np.array([1e-6, 3e-5, 3e-4, 1e-3, 1e-2, 0.1, -2e-5, 1.0], np.float16))
    for _ in range(2):
        net(g)
    np.testing.assert_array_equal(net.p.asnumpy().astype(np.float32), W_210)
    np.testing.assert_array_equal(net.v.asnumpy().astype(np.float32), V_210)
    m_210 = [2.384185791015625e-07, 5.662441253662109e-06, 5.704164505004883e-05,
             0.00019025802612304688, 0.0019025802612304688, 0.019012451171875,
             -3.814697265625e-06, 0.190185546875]
    np.testing.assert_array_equal(net.m.asnumpy().astype(np.float32), m_210)


# mindnlp's _legacy/utils.py imports _parse_ckpt_proto and _load_map_parameter from
# train.serialization at module level (every mindnlp transformers model imports it); 2.10
# texts and values measured with /tmp/s55/zoo33/t_ckpt.py.
def test_parse_ckpt_proto_as_210(tmp_path):
    from minicell.train.serialization import _load_map_parameter, _parse_ckpt_proto
    assert callable(_load_map_parameter)
    net = nn.Dense(3, 2)
    net.weight.set_data(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
    net.bias.set_data(Tensor(np.array([1.0, 2.0], np.float32)))
    a, b = str(tmp_path / "a.ckpt"), str(tmp_path / "b.ckpt")
    ms.save_checkpoint(net, a, append_dict={"epoch": 3, "lr": 0.5, "s": "hi"})
    ms.save_checkpoint(net, b, crc_check=True)
    got = [(v.tag, list(v.tensor.dims), v.tensor.tensor_type, v.tensor.ByteSize())
           for v in _parse_ckpt_proto(a, None, None, False).value]
    assert got == [("weight", [2, 3], "Float32", 39), ("bias", [2], "Float32", 21),
                   ("epoch", [], "Int64", 17), ("lr", [], "Float32", 15),
                   ("s", [0], "str", 17)]
    vals = _parse_ckpt_proto(b, None, None, True).value
    assert [v.tag for v in vals] == ["weight", "bias"]
    assert vals[0].tensor.tensor_content == np.arange(6, dtype=np.float32).tobytes()
    raw = bytearray(open(b, "rb").read())
    raw[-1] ^= 1
    (tmp_path / "crc.ckpt").write_bytes(bytes(raw))
    (tmp_path / "bad.ckpt").write_bytes(b"\x0a\x05abc")
    perm = "May not have permission to read it, please check the correct of the file."
    for name, why in [("missing", perm), ("crc", perm),
                      ("bad", "The file may be corrupted, and the content cannot be parsed.")]:
        path = str(tmp_path / f"{name}.ckpt")
        with pytest.raises(ValueError) as e:
            _parse_ckpt_proto(path, None, None, True)
        assert str(e.value) == f"Failed to read the checkpoint file {path}. {why}"
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'crc_check'"):
        _parse_ckpt_proto(a, None, None)
