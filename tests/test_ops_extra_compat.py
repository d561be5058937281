"""``extra_compat``: ops.LSTM with its flat weight, CTCLoss, HistogramFixedWidth,
ConfusionMatrix, GatherV2, LerpScalar, deepcopy, the PrimitiveWithInfer base and the Tensor
methods triangular_solve / const_arg. Expected numbers marked "MindSpore" come from MindSpore
2.10 (CPU) or, where its CPU build lacks the kernel, from its documentation."""
import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn, ops


def test_lstm_primitive_matches_mindspore_doc_example():
    net = ops.LSTM(10, 2, 1, True, False, 0.0)
    ones = lambda *s: Tensor(np.ones(s, np.float32))   # noqa: E731
    out, hn, cn, _, _ = net(ones(5, 2, 10), ones(1, 2, 2), ones(1, 2, 2), ones(112, 1, 1))
    np.testing.assert_allclose(out.asnumpy()[:, 0, 0],      # MindSpore's documented output
                               [0.9640267, 0.9950539, 0.99932843, 0.9999084, 0.9999869],
                               rtol=1e-5)
    assert out.shape == (5, 2, 2) and hn.shape == cn.shape == (1, 2, 2)
    np.testing.assert_allclose(hn.asnumpy()[0], out.asnumpy()[-1])


def test_lstm_projection_matches_mindspore_cpu():
    """``proj_size`` P: ``w`` = w_ih (4H, I), w_hh (4H, P), w_hr (P, H), summed bias (4H);
    values measured on MindSpore 2.10 (CPU)."""
    i, h, p = 3, 4, 2
    rng = np.random.default_rng(0)
    w = Tensor(rng.uniform(-0.5, 0.5, (4 * h * (i + p) + p * h + 4 * h, 1, 1)).astype(np.float32))
    x = Tensor(rng.normal(size=(3, 2, i)).astype(np.float32))
    h0 = Tensor(rng.normal(size=(1, 2, p)).astype(np.float32))
    c0 = Tensor(rng.normal(size=(1, 2, h)).astype(np.float32))
    out, hn, cn, _, _ = ops.LSTM(i, h, 1, True, False, 0.0, p)(x, h0, c0, w)
    assert out.shape == (3, 2, p) and hn.shape == (1, 2, p) and cn.shape == (1, 2, h)
    np.testing.assert_allclose(out.asnumpy()[:, 0], [[0.04545, -0.00779], [-0.01948, -0.06763],
                                                     [0.0343, 0.05407]], atol=1e-5)
    np.testing.assert_allclose(cn.asnumpy()[0, 1], [-0.02319, 0.2049, 0.0102, 0.2183], atol=1e-5)
    with pytest.raises(ValueError, match=r"'proj_size' must be in range of \[0, 4\), but got 4"):
        ops.LSTM(i, h, 1, True, False, 0.0, 4)


@pytest.mark.slow
def test_lstm_bias_layouts_and_bidirectional_stacks():
    rng = np.random.default_rng(0)
    i, h, layers = 3, 4, 2
    x = Tensor(rng.standard_normal((6, 2, i)).astype(np.float32))
    h0 = Tensor(np.zeros((4, 2, h), np.float32))
    n_w = 2 * 4 * h * (i + h) + 2 * 4 * h * (2 * h + h)
    w = rng.standard_normal(n_w).astype(np.float32) * 0.3
    b = rng.standard_normal((4, 8 * h)).astype(np.float32) * 0.3
    separate = np.concatenate([w, b.reshape(-1)])
    summed = np.concatenate([w, (b[:, :4 * h] + b[:, 4 * h:]).reshape(-1)])
    net = ops.LSTM(i, h, layers, True, True, 0.0)
    a = net(x, h0, h0, Tensor(separate))
    c = net(x, h0, h0, Tensor(summed))
    assert a[0].shape == (6, 2, 2 * h) and a[1].shape == (4, 2, h)
    np.testing.assert_allclose(a[0].asnumpy(), c[0].asnumpy(), rtol=1e-5, atol=1e-6)
    # the backward direction of the last layer ends at t = 0
    np.testing.assert_allclose(a[1].asnumpy()[3], a[0].asnumpy()[0, :, h:], rtol=1e-6)
    with pytest.raises(ValueError, match="the weight has 5 elements"):
        net(x, h0, h0, Tensor(np.ones(5, np.float32)))


def test_ctc_loss_and_gradient_match_mindspore():
    logits = Tensor(np.random.default_rng(0).standard_normal((5, 2, 4)).astype(np.float32))
    loss, grad = ops.CTCLoss()(logits, Tensor([[0, 0], [0, 1], [1, 0]], ms.int64),
                               Tensor([1, 2, 1], ms.int32), Tensor([5, 5], ms.int32))
    np.testing.assert_allclose(loss.asnumpy(), [4.262936, 2.3761158], rtol=1e-5)
    np.testing.assert_allclose(grad.asnumpy()[0, 0],
                               [0.22597685, -0.35691735, 0.37808728, -0.24714693], rtol=1e-4)
    np.testing.assert_allclose(grad.asnumpy().sum(-1), 0, atol=1e-5)   # softmax - posterior


def _ctc_variant_inputs(first_len):
    logits = Tensor(np.random.default_rng(0).standard_normal((6, 2, 4)).astype(np.float32))
    return (logits, Tensor([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]], ms.int64),
            Tensor([1, 1, 2, 0, 2], ms.int32), Tensor([first_len, 5], ms.int32))


@pytest.mark.parametrize("collapse, merge, first_len, expected", [
    # MindSpore 2.10 CPU (measured): labels [1, 1, 2] and [0, 2]; (loss of sample 0, sample 1)
    (False, True, 6, [4.903987, 4.914934]),
    (False, False, 6, [5.325777, 5.376737]),
    (True, True, 6, [4.532452, 4.914934]),
    (True, False, 6, [5.596589, 5.376737]),
    (False, False, 3, [5.18808, 5.376737]),     # 3 frames hold [1, 1, 2] without merging
    (True, True, 2, [3.225071, 4.914934]),       # collapsed to [1, 2]: 2 frames are enough
])
def test_ctc_loss_merge_and_collapse_variants_match_mindspore(collapse, merge, first_len, expected):
    loss, grad = ops.CTCLoss(collapse, merge)(*_ctc_variant_inputs(first_len))
    np.testing.assert_allclose(loss.asnumpy(), expected, rtol=1e-5)
    g = grad.asnumpy()
    np.testing.assert_allclose(g.sum(-1), 0, atol=1e-5)
    # zero past a sample's sequence length (2.10 leaves those rows unset: they vary run to run)
    assert not g[first_len:, 0].any()


def test_ctc_loss_sequence_shorter_than_labels():
    inputs = _ctc_variant_inputs(2)
    # 2.10: a RuntimeError (its text, a missing quote included) unless
    # ignore_longer_outputs_than_inputs, then an infinite loss with a zero gradient
    with pytest.raises(RuntimeError, match="sequence length: 2 and label length: 3"):
        ops.CTCLoss()(*inputs)
    loss, grad = ops.CTCLoss(ignore_longer_outputs_than_inputs=True)(*inputs)
    assert np.isinf(loss.asnumpy()[0]) and not grad.asnumpy()[:, 0].any()
    np.testing.assert_allclose(loss.asnumpy()[1], 4.914934, rtol=1e-5)
    # 3 frames are too few for [1, 1, 2] when repeats merge (a blank must separate them), but no
    # error: the loss is infinite and the gradient zero
    loss, grad = ops.CTCLoss()(*_ctc_variant_inputs(3))
    assert np.isinf(loss.asnumpy()[0]) and not grad.asnumpy()[:, 0].any()


def test_ctc_loss_float16_gradient_is_finite():
    logits, *rest = _ctc_variant_inputs(6)
    loss, grad = ops.CTCLoss()(logits.astype(ms.float16), *rest)
    assert loss.dtype == grad.dtype == ms.float16 and np.isfinite(grad.asnumpy()).all()
    np.testing.assert_allclose(loss.asnumpy(), [4.902, 4.918], rtol=2e-3)   # 2.10's float16


def test_histogram_and_confusion_matrix():
    hist = ops.HistogramFixedWidth(5)(Tensor([-1.0, 0.0, 1.5, 2.0, 5.0, 15]), Tensor([0.0, 5.0]))
    assert hist.asnumpy().tolist() == [2, 1, 1, 0, 2] and hist.dtype == ms.int32
    labels, preds = Tensor([0, 1, 1, 3], ms.int32), Tensor([1, 2, 1, 3], ms.int32)
    cm = ops.ConfusionMatrix(4)(labels, preds)
    assert cm.asnumpy().tolist() == [[0, 1, 0, 0], [0, 1, 1, 0], [0, 0, 0, 0], [0, 0, 0, 1]]
    weighted = ops.ConfusionMatrix(4, "float32")(labels, preds, Tensor([1.0, 2.0, 3.0, 4.0]))
    assert weighted.asnumpy()[1].tolist() == [0.0, 3.0, 2.0, 0.0]


def test_small_aliases():
    assert ops.LerpScalar()(Tensor([1.0, 2.0]), Tensor([3.0, 6.0]), 0.5).asnumpy().tolist() == \
        [2.0, 4.0]
    # GatherV2 gathers only inside a graph (2.10, measured); eagerly every call fails
    gather_v2 = ops.GatherV2()
    fn = lambda a, b: gather_v2(a, b, 0)
    assert ms.jit(fn)(Tensor([[1.0, 2], [3, 4]]), Tensor([1])) \
        .asnumpy().tolist() == [[3.0, 4.0]]
    with pytest.raises(RuntimeError, match=r"^For Operator\[Gather\], the inputs number should "
                       r"be 4 but got 3\.$"):
        gather_v2(Tensor([[1.0, 2], [3, 4]]), Tensor([1]), 0)
    x = Tensor([1, 2])
    y = ops.deepcopy(x)
    assert y is not x and y.asnumpy().tolist() == [1, 2]


def test_primitive_with_infer_subclasses_run_their_call():
    class Double(ops.PrimitiveWithInfer):
        @ops.prim_attr_register
        def __init__(self, k=2):
            pass

        def infer_shape(self, s):
            return s

        def __call__(self, x):
            return x * self.attrs["k"]

    class Kernel(ops.PrimitiveWithCheck):
        @ops.prim_attr_register
        def __init__(self):
            pass

    assert Double(3)(Tensor([1.0])).asnumpy().tolist() == [3.0]
    assert Double().infer_shape([2]) == [2]
    with pytest.raises(RuntimeError, match=r"Unsupported op \[Kernel\] on CPU"):
        Kernel()(Tensor([1.0]))


def test_triangular_solve_and_const_arg():
    a, b = Tensor([[2.0, 1], [0, 4]]), Tensor([[1.0], [2.0]])
    x, coeff = b.triangular_solve(a)
    assert x.asnumpy().tolist() == [[0.25], [0.5]] and coeff is a
    x, _ = b.triangular_solve(a, upper=False, transpose=True, unitriangular=True)
    assert x.asnumpy().tolist() == [[1.0], [2.0]]   # A^T with a unit diagonal, lower: identity
    t = Tensor([1.0])
    assert t.const_arg is False and t.set_const_arg() is t and t.const_arg is True
    assert t.set_const_arg(False).const_arg is False
    with pytest.raises(TypeError, match="'const_arg' should be 'bool', but got type 'int'"):
        t.set_const_arg(1)


def _sampled_softmax_ref(w, b, labels, x, sampled, true_count, sampled_count, remove_hits):
    true = (x * w[labels]).sum(1) + b[labels] - np.log(true_count[:, 0])
    samp = x @ w[sampled].T + b[sampled] - np.log(sampled_count)
    if remove_hits:
        samp = np.where(labels[:, None] == sampled[None], samp - 3.4028235e38, samp)
    z = np.concatenate([true[:, None], samp], 1)
    p = np.exp(z - z.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    return -np.log(p[:, 0] + 1e-20)


@pytest.mark.parametrize("remove_hits", [True, False])
def test_sampled_softmax_loss_with_given_samples_in_both_modes(remove_hits):
    from minicell import nn
    rng = np.random.default_rng(1)
    w = rng.standard_normal((7, 3)).astype(np.float32)
    b = rng.standard_normal(7).astype(np.float32)
    x = rng.standard_normal((3, 3)).astype(np.float32)
    labels = np.array([0, 1, 2])
    sampled = np.array([0, 3, 5, 6], np.int32)
    true_count = np.full((3, 1), 0.5, np.float32)
    sampled_count = np.array([0.5, 0.25, 0.5, 0.8], np.float32)
    expected = _sampled_softmax_ref(w, b, labels, x, sampled, true_count, sampled_count,
                                    remove_hits)
    sv = (Tensor(sampled), Tensor(true_count), Tensor(sampled_count))
    loss = nn.SampledSoftmaxLoss(4, 7, sampled_values=sv, remove_accidental_hits=remove_hits)
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        try:
            out = loss(Tensor(w), Tensor(b), Tensor(labels), Tensor(x))
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)
        np.testing.assert_allclose(out.asnumpy(), expected, rtol=1e-5)


def test_sampled_softmax_loss_draws_and_checks():
    from minicell import nn
    ms.set_seed(3)
    loss = nn.SampledSoftmaxLoss(num_sampled=4, num_classes=7, reduction="mean")
    out = loss(Tensor(np.ones((7, 2), np.float32)), Tensor(np.zeros(7, np.float32)),
               Tensor([0, 1]), Tensor(np.ones((2, 2), np.float32)))
    assert out.shape == () and np.isfinite(out.asnumpy())
    with pytest.raises(ValueError, match="the length of 'sampled_values' must be equal to 3"):
        nn.SampledSoftmaxLoss(4, 7, sampled_values=(1, 2))
    with pytest.raises(ValueError, match="the 'num_sampled' must be smaller than or equal to "
                                         "'num_classes', but got 'num_sampled': 8 and "
                                         "'num_classes': 7."):     # 2.10's text, measured
        nn.SampledSoftmaxLoss(8, 7)
    with pytest.raises(TypeError, match="dtype of 'labels' must be int32 or int64"):
        loss(Tensor(np.ones((7, 2), np.float32)), Tensor(np.zeros(7, np.float32)),
             Tensor([0.0, 1.0]), Tensor(np.ones((2, 2), np.float32)))


def test_log_uniform_sampler_follows_its_distribution():
    ms.set_seed(7)
    true = Tensor(np.array([[0], [3]]))
    counts = np.zeros(6)
    for _ in range(40):
        sampled, true_count, sampled_count = ops.LogUniformCandidateSampler(1, 3, True, 6)(true)
        s = sampled.asnumpy()
        assert len(set(s.tolist())) == 3 and s.dtype == np.int64
        assert ((sampled_count.asnumpy() > 0) & (sampled_count.asnumpy() <= 1)).all()
        counts[s] += 1
    assert counts[0] > counts[5]   # small ids are likelier (P(0) = log 2 / log 7 ~ 0.36)
    _, true_count, _ = ops.log_uniform_candidate_sampler(true, 1, 4, False, 6)
    p = np.log(np.array([2.0, 5.0]) / np.array([1.0, 4.0])) / np.log(7.0)
    np.testing.assert_allclose(true_count.asnumpy()[:, 0], 4 * p, rtol=1e-5)


def test_accidental_hits_batch_to_space_bernoulli_rotary_amsgrad_v2():
    rows, ids, w = ops.ComputeAccidentalHits(2)(Tensor([[1, 2], [0, 4], [3, 3]]),
                                                Tensor([0, 1, 2, 3, 4]))
    assert rows.asnumpy().tolist() == [0, 0, 1, 1, 2] and ids.asnumpy().tolist() == [1, 2, 0, 4, 3]
    assert (w.asnumpy() == -np.finfo(np.float32).max).all()
    x = Tensor(np.arange(4, dtype=np.float32).reshape(4, 1, 1, 1))
    out = ops.BatchToSpaceNDV2()(x, Tensor([2, 2]), Tensor([[0, 0], [0, 0]]))
    assert out.asnumpy().reshape(2, 2).tolist() == [[0.0, 1.0], [2.0, 3.0]]
    assert ops.bernoulli_ext(Tensor([0.0, 1.0, 1.0, 0.0])).asnumpy().tolist() == [0, 1, 1, 0]
    x = Tensor(np.arange(4, dtype=np.float32).reshape(1, 1, 1, 4))
    half = ops.rotary_position_embedding(x, Tensor(0.5), Tensor(2.0), 0)
    pairs = ops.rotary_position_embedding(x, Tensor(0.5), Tensor(2.0), 1)
    assert half.asnumpy().ravel().tolist() == [-4.0, -5.5, 1.0, 3.5]   # [-x2, x1] rotation
    assert pairs.asnumpy().ravel().tolist() == [-2.0, 0.5, -5.0, 5.5]  # (-x1, x0) pairs
    params = [ms.Parameter(Tensor(v), name=n) for n, v in
              (("var", [1.0, 2.0]), ("m", [0.1, 0.0]), ("v", [0.0, 0.2]), ("vh", [0.3, 0.0]))]
    args = (Tensor(0.9), Tensor(0.999), Tensor(0.01))
    copies = [ms.Parameter(Tensor(p.asnumpy()), name=p.name + "2") for p in params]
    ops.ApplyAdamWithAmsgradV2()(*params, *args, Tensor(0.8), Tensor(0.99), Tensor(1e-6),
                                 Tensor([1.0, -1.0]))
    ops.ApplyAdamWithAmsgrad(0.8, 0.99, 1e-6)(*copies, *args, Tensor([1.0, -1.0]))
    for p, q in zip(params, copies):
        np.testing.assert_allclose(p.asnumpy(), q.asnumpy(), rtol=1e-6)


def test_no_repeat_ngram_matches_mindspore_and_tail():
    seq = Tensor(np.array([[[1, 2, 3, 2, 3]], [[4, 4, 4, 0, 1]]], np.int32))
    lp = Tensor(np.zeros((2, 1, 5), np.float32))
    low = -np.finfo(np.float32).max
    out = ops.NoRepeatNGram(3)(seq, lp).asnumpy()
    np.testing.assert_array_equal(out[0, 0], [0, 0, low, 0, 0])   # MindSpore 2.10's result
    np.testing.assert_array_equal(out[1, 0], 0)                     # "0 1" never seen before
    out = ops.NoRepeatNGram(1)(seq, lp).asnumpy()
    np.testing.assert_array_equal(out[0, 0], [0, low, low, low, 0])  # MindSpore 2.10's result
    assert ops.tail((1, 2, 3)) == (2, 3)


def test_tensordump_writes_numbered_npy_files_in_both_modes(tmp_path, monkeypatch):
    from minicell import nn
    monkeypatch.chdir(tmp_path)

    class Net(nn.Cell):
        def construct(self, x):
            y = x * 2
            ops.tensordump("sub/g", y)
            return y + 1

    ops.tensordump("a", Tensor([1.0, 2.0]))
    ops.TensorDump()("c", Tensor([[1, 2]], ms.int32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        assert Net()(Tensor([5.0])).asnumpy().tolist() == [11.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    files = sorted(tmp_path.rglob("*.npy"), key=lambda f: int(f.stem.rsplit("_", 1)[1]))
    names = [f.relative_to(tmp_path).as_posix().rsplit("_", 1)[0] for f in files]
    assert names == ["a_float32", "c_int32", "sub/g_float32"]   # MindSpore's name_dtype_n.npy
    assert np.load(files[2]).tolist() == [10.0] and np.load(files[1]).dtype == np.int32
    with pytest.raises(ValueError, match="'mode' must be 'out' or 'in'"):
        ops.tensordump("a", Tensor([1.0]), mode="all")


def test_move_to_the_host():
    t = Tensor([1.0, 2.0])
    for moved in (t.move_to("CPU"), ops.move_to([1.0, 2.0]), ops.MoveTo()(t, "CPU")):
        assert moved.asnumpy().tolist() == [1.0, 2.0]
        assert moved.data_array().devices() == {__import__("jax").devices("cpu")[0]}
    with pytest.raises(RuntimeError, match="should be same with device target"):
        t.move_to("Ascend")


def test_extract_volume_patches_matches_mindspore():
    x = Tensor(np.arange(54, dtype=np.float32).reshape(1, 2, 3, 3, 3))
    valid = ops.ExtractVolumePatches((1, 1, 2, 2, 2), (1, 1, 1, 1, 1), "VALID")(x)
    assert valid.shape == (1, 16, 2, 2, 2)
    assert valid.asnumpy()[0, :, 0, 0, 0].tolist() == [   # MindSpore 2.10: channel innermost
        0, 27, 1, 28, 3, 30, 4, 31, 9, 36, 10, 37, 12, 39, 13, 40]
    same = ops.ExtractVolumePatches((1, 1, 2, 2, 2), (1, 1, 2, 2, 2), "SAME")(x)
    assert same.asnumpy()[0, :, 1, 1, 1].tolist() == [26, 53] + [0] * 14


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_concat_offset_v1_offsets_on_the_axis(mode):
    """P.array_ops.ConcatOffsetV1 (2.10's st test values): int32 offsets, 0 off the axis;
    a graph input axis stays symbolic; shapes differing off the axis: 2.10's RuntimeError."""
    from minicell.ops.operations.array_ops import ConcatOffsetV1
    ms.set_context(mode=mode)
    shapes = [Tensor(np.array(s, np.int32)) for s in ([1, 2, 3], [1, 5, 3], [1, 4, 3])]

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.op = ConcatOffsetV1()

        def construct(self, axis, x, y, z):
            return self.op(axis, (x, y, z))

    for axis in (1, -2):
        out = Net()(Tensor(axis, ms.int32), *shapes)
        assert [o.dtype for o in out] == [ms.int32] * 3
        assert [o.asnumpy().tolist() for o in out] == [[0, 0, 0], [0, 2, 0], [0, 7, 0]]
    with pytest.raises(RuntimeError, match="except for the 2th axis"):
        ConcatOffsetV1()(Tensor(-1, ms.int32), tuple(shapes[:2]))
