"""Model-zoo round 18 (mindspore-lab/models, mindface, mindpose, mindediting, mindspore-courses):
behaviours the zoo models rely on, values and errors measured on MindSpore 2.10."""
import copy
import pickle

import numpy as np
import pytest

import minicell as ms
from minicell import nn
from minicell._c_expression import Cell_, MixedPrecisionType

_X = np.ones((1, 2), np.float32)


def test_mixed_precision_type_enum():
    m = MixedPrecisionType
    assert [int(m.NOTSET), int(m.FP16), int(m.FP32), int(m.BF16)] == [0, 1, 2, 3]
    assert str(m.FP16) == "MixedPrecisionType.FP16" and repr(m.FP16) == "<MixedPrecisionType.FP16: 1>"
    assert m.FP16 == 1 and m(3) is m.BF16 and list(m.__members__) == ["NOTSET", "FP16", "FP32", "BF16"]


def test_cell_base_precision_record():
    """mindediting's NotSetPrecisionCell calls Cell_.set_mixed_precision_type(self, ...): the
    record changes, the dtype the Cell runs in does not (2.10, measured)."""
    d = nn.Dense(2, 2)
    assert isinstance(d, Cell_) and d.get_mixed_precision_type() is MixedPrecisionType.NOTSET
    assert d.mixed_precision_type is MixedPrecisionType.NOTSET
    Cell_.set_mixed_precision_type(d, MixedPrecisionType.FP16)
    assert d.get_mixed_precision_type() is MixedPrecisionType.FP16
    assert d(ms.Tensor(_X)).dtype == ms.float32
    d.to_float(ms.float32)
    assert d.get_mixed_precision_type() is MixedPrecisionType.FP32
    Cell_.set_mixed_precision_type(d, MixedPrecisionType.NOTSET)
    assert d.get_mixed_precision_type() is MixedPrecisionType.NOTSET
    assert d.mixed_precision_type is MixedPrecisionType.FP32
    seq = nn.SequentialCell([nn.Dense(2, 2)]).to_float(ms.float16)
    assert seq[0].get_mixed_precision_type() is MixedPrecisionType.FP16
    Cell_.set_mixed_precision_type(seq, MixedPrecisionType.NOTSET)
    assert seq(ms.Tensor(_X)).dtype == ms.float16
    seq.set_mixed_precision_type(MixedPrecisionType.BF16)
    assert seq.get_mixed_precision_type() is MixedPrecisionType.BF16


def test_cell_base_precision_record_bad_argument():
    with pytest.raises(TypeError) as e:
        Cell_.set_mixed_precision_type(nn.Dense(2, 2), 1)
    assert str(e.value).startswith(
        "set_mixed_precision_type(): incompatible function arguments. The following argument "
        "types are supported:\n    1. (self: mindspore._c_expression.Cell_, arg0: "
        "mindspore._c_expression.MixedPrecisionType) -> None\n\nInvoked with: Dense(")
    with pytest.raises(TypeError, match=r"^get_mixed_precision_type\(\): incompatible"):
        Cell_.get_mixed_precision_type(3)


class _Stages(nn.Cell):
    """NAFNet's loop: zip over two SequentialCells' cell_list inside construct."""

    def __init__(self):
        super().__init__()
        self.encoders = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 2)])
        self.downs = nn.SequentialCell([nn.ReLU(), nn.Tanh()])

    def construct(self, x):
        for enc, down in zip(self.encoders.cell_list, self.downs.cell_list):
            x = down(enc(x))
        return x


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_sequential_cell_list_in_construct(mode):
    ms.set_context(mode=mode)
    try:
        net = _Stages()
        x = ms.Tensor(np.array([[0.5, -1.0]], np.float32))
        want = x
        for enc, down in zip(net.encoders, net.downs):
            want = down(enc(want))
        np.testing.assert_array_equal(net(x).asnumpy(), want.asnumpy())
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_sequential_cell_list_follows_mutations():
    s = nn.SequentialCell([nn.ReLU(), nn.Tanh()])
    s.append(nn.Sigmoid())
    assert [type(c).__name__ for c in s.cell_list] == ["ReLU", "Tanh", "Sigmoid"]
    del s[0]
    assert [type(c).__name__ for c in s.cell_list] == ["Tanh", "Sigmoid"]
    assert [type(c).__name__ for c in s[0:1].cell_list] == ["Tanh"]
    assert not hasattr(nn.CellList([nn.ReLU()]), "cell_list")      # SequentialCell's only


def test_parameter_data_has_no_set_data():
    """mindediting's FSRCNN calls m.weight.data.set_data(...): 2.10's AttributeError."""
    p = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w")
    with pytest.raises(AttributeError, match="object has no attribute 'set_data'"):
        p.data.set_data(ms.Tensor(np.zeros(2, np.float32)))
    p.data[0] = 3.0                      # writes through the view still reach the Parameter
    assert p.asnumpy().tolist() == [3.0, 1.0]


def test_parameter_data_pickles_as_tensor():
    p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name="w")
    for back in (pickle.loads(pickle.dumps(p.data)), copy.deepcopy(p.data), copy.copy(p.data)):
        assert type(back) is ms.Tensor and back.asnumpy().tolist() == [1.0, 2.0]


# ---- nn_func.multi_head_attention_forward (CLIP's AttentionPool2d in huawei-noah/PMG)
def _t(*shape, scale=0.1, off=0.0):
    n = int(np.prod(shape))
    return ms.Tensor((np.sin(np.arange(n) * 1.3 + off) * scale * 10).reshape(shape)
                     .astype(np.float32))


_E, _H = 4, 2
_Q, _K = _t(2, 1, _E), _t(3, 1, _E, off=1.0)
_W, _B = _t(3 * _E, _E, scale=0.05, off=2.0), _t(3 * _E, scale=0.01)
_WO, _BO = _t(_E, _E, scale=0.05, off=3.0), _t(_E, scale=0.01)
# 2.10's outputs (measured; rounded to 6 places)
_MHA_CASES = {
    "masks": (dict(key_padding_mask=ms.Tensor(np.array([[False, True, False]])),
                   attn_mask=_t(2, 3, scale=0.1, off=4.0)),
              [[[0.004084, 0.621154, 0.53922, -0.136613]], [[0.485055, 0.754917, 0.18359, -0.603613]]],
              [[[0.259372, 0.394179, 0.346449], [0.538765, 0.441348, 0.019887]]]),
    "bias_kv_zero_attn": (dict(bias_k=_t(1, 1, _E, off=5.0), bias_v=_t(1, 1, _E, off=6.0),
                               add_zero_attn=True, average_attn_weights=False),
                          [[[-0.060319, 0.289212, 0.292582, -0.035778]],
                           [[0.070769, 0.380065, 0.246627, -0.169693]]],
                          [[[[0.223866, 0.159611, 0.158144, 0.245969, 0.21241],
                             [0.308392, 0.249878, 0.09653, 0.22716, 0.118039]],
                            [[0.303106, 0.16076, 0.089671, 0.287849, 0.158614],
                             [0.372163, 0.196333, 0.068138, 0.237802, 0.125564]]]]),
}


@pytest.mark.heavy
@pytest.mark.parametrize("case", sorted(_MHA_CASES))
def test_multi_head_attention_forward_values(case):
    from minicell.ops.function.nn_func import multi_head_attention_forward as mha
    kw, want_o, want_w = _MHA_CASES[case]
    kw = dict(kw)
    extra = {n: kw.pop(n) for n in ("bias_k", "bias_v", "add_zero_attn") if n in kw}
    o, w = mha(_Q, _K, _K, _E, _H, _W, _B, extra.get("bias_k"), extra.get("bias_v"),
               extra.get("add_zero_attn", False), 0.0, _WO, _BO, **kw)
    np.testing.assert_allclose(o.asnumpy(), want_o, atol=2e-6)
    np.testing.assert_allclose(w.asnumpy(), want_w, atol=2e-6)


@pytest.mark.heavy
def test_multi_head_attention_forward_unbatched_separate_causal():
    from minicell.ops.function.nn_func import multi_head_attention_forward as mha
    x = _Q[:, 0]
    o, w = mha(x, x, x, _E, _H, None, None, None, None, False, 0.0, _WO, None,
               use_separate_proj_weight=True, q_proj_weight=_W[:_E],
               k_proj_weight=_W[_E:2 * _E], v_proj_weight=_W[2 * _E:], is_causal=True)
    np.testing.assert_allclose(o.asnumpy(), [[-0.046288, 0.756505, 0.755158, -0.048897],
                                             [-0.088597, 0.706337, 0.750459, -0.003132]],
                               atol=2e-6)
    np.testing.assert_allclose(w.asnumpy(), [[0.789744, 0.210256], [0.734032, 0.265968]],
                               atol=2e-6)


@pytest.mark.parametrize("kw, text", [
    (dict(num_heads=3), "The `embed_dim` 4 can not be divisible by `num_heads` 3."),
    (dict(embed_dim_to_check=6), "The `embed_dim` should be 6, but got 4."),
    (dict(in_proj_weight=None),
     "`use_separate_proj_weight` is ``False`` but `in_proj_weight` got ``None``."),
    (dict(bias_k=_t(1, 1, _E)), "The bias_k and bias_v should be ``None``at the same time."),
    (dict(attn_mask=_t(2, 2)), "The shape of the `attn_mask` should be (2, 3), but got (2, 2)."),
    (dict(attn_mask=_t(1, 1, 2, 3)), "For batched `query`, the `attn_mask` must be `None`, 2-D "
                                     "or 3-D, but got `attn_mask` with4D."),
    (dict(key_padding_mask=ms.Tensor(np.array([False, True, False]))),
     "For batched `query`, the `key_padding_mask` must be `None` or 2D, but got "
     "`key_padding_mask` with 1D."),
])
def test_multi_head_attention_forward_errors(kw, text):
    from minicell.ops.function.nn_func import multi_head_attention_forward as mha
    args = dict(query=_Q, key=_K, value=_K, embed_dim_to_check=_E, num_heads=_H,
                in_proj_weight=_W, in_proj_bias=_B, bias_k=None, bias_v=None,
                add_zero_attn=False, dropout_p=0.0, out_proj_weight=_WO, out_proj_bias=_BO)
    args.update(kw)
    with pytest.raises(ValueError) as e:
        mha(**args)
    assert str(e.value) == text


class _AttnPool(nn.Cell):
    """CLIP's AttentionPool2d call: separate q/k/v Dense weights, one concatenated bias."""

    def __init__(self):
        super().__init__()
        self.q, self.k, self.v, self.c = (nn.Dense(_E, _E) for _ in range(4))

    def construct(self, x):
        from minicell.ops.function.nn_func import multi_head_attention_forward as mha
        x, _ = mha(query=x[:1], key=x, value=x, embed_dim_to_check=x.shape[-1], num_heads=_H,
                   q_proj_weight=self.q.weight, k_proj_weight=self.k.weight,
                   v_proj_weight=self.v.weight, in_proj_weight=None,
                   in_proj_bias=ms.ops.cat([self.q.bias, self.k.bias, self.v.bias]),
                   bias_k=None, bias_v=None, add_zero_attn=False, dropout_p=0.0,
                   out_proj_weight=self.c.weight, out_proj_bias=self.c.bias,
                   use_separate_proj_weight=True, training=self.training)
        return ms.ops.squeeze(x, 0)


@pytest.mark.heavy
def test_multi_head_attention_forward_graph_matches_pynative():
    net = _AttnPool()
    x = _t(3, 2, _E, off=7.0)
    outs = []
    try:
        for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
            ms.set_context(mode=mode)
            outs.append((net(x).asnumpy(), ms.grad(net)(x).asnumpy()))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    for a, b in zip(*outs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_load_dismatch_prefix_params():
    """stable diffusion's load_param_into_net_with_filter (huawei-noah/PMG) calls 2.10's private
    helper: names with an extra prefix load, and leave param_not_load in place (2.10, measured)."""
    from minicell.train.serialization import _load_dismatch_prefix_params
    net = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 1)])
    names = [p.name for p in net.get_parameters()]
    pd = {"model." + n: ms.Parameter(ms.Tensor(np.full(p.shape, i + 1, np.float32)),
                                     name="model." + n)
          for i, (n, p) in enumerate(zip(names, net.get_parameters())) if n != "0.bias"}
    pd["0.bias"] = ms.Parameter(ms.Tensor(np.full((2,), 9, np.float32)), name="0.bias")
    not_loaded = [n for n in names if n not in pd]
    assert not_loaded == ["0.weight", "1.weight", "1.bias"]
    _load_dismatch_prefix_params(net, pd, not_loaded, False)
    assert not_loaded == []
    assert net[0].weight.asnumpy().tolist() == [[1.0, 1.0], [1.0, 1.0]]
    assert net[1].bias.asnumpy().tolist() == [4.0]
    rest = ["0.weight", "nothere"]
    with pytest.raises(RuntimeError, match="0.weight in the argument 'net' should have the same "
                                           "shape as 0.weight"):
        _load_dismatch_prefix_params(
            net, {"x.0.weight": ms.Parameter(ms.Tensor(np.ones((3, 2), np.float32)), name="x")},
            rest, False)


class _Scale(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.g = ms.Parameter(ms.Tensor(np.full((2,), v, np.float32)), name="g")

    def construct(self, x):
        return x * self.g


class _SameNames(nn.Cell):
    """Two sub-Cells' Parameters both named 'g' (the courses' ConvNeXt has such names)."""

    def __init__(self):
        super().__init__(auto_prefix=False)
        self.a, self.b = _Scale(2.0), _Scale(3.0)

    def construct(self, x):
        return self.b(self.a(x))


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_graph_grad_of_loss_function_over_cells_sharing_parameter_names(mode):
    """value_and_grad of a plain loss function calling the network: 2.10 compiles it in
    GRAPH_MODE (measured: loss 18, grads [[3, 6], [2, 4]]); minicell raised 'already exists'."""
    net = _SameNames()
    assert [p.name for p in net.trainable_params()] == ["g", "g"]

    def loss_fn(x):
        return net(x).sum()

    ms.set_context(mode=mode)
    try:
        loss, grads = ms.value_and_grad(loss_fn, None, net.trainable_params())(
            ms.Tensor(np.array([1.0, 2.0], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert float(loss) == 18.0
    assert [g.asnumpy().tolist() for g in grads] == [[3.0, 6.0], [2.0, 4.0]]
