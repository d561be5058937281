"""Bad input, third round (measured against MindSpore 2.10 CPU): layer constructor arguments
(conv kernel/stride/padding/pad_mode/has_bias, Dense activation, Dropout keep_prob, Embedding,
pooling sizes, BatchNorm flags), float-only layers given integer Tensors, loss labels and class
weights, optimizer arguments and gradients, ``grad_position``, ``load_checkpoint``'s argument
checks, and dataset/transform arguments. Each case checks MindSpore's exception type and the
key words of its message; the state checks make sure a failed call changed nothing."""
import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
from minicell import nn, ops, Parameter, Tensor
from minicell.dataset import transforms, vision


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


CONSTRUCTOR_CASES = {
    "Conv2d kernel of 3": (lambda: nn.Conv2d(3, 2, (3, 3, 3)), TypeError,
                           r"^When expanding an int number to tuple, input tuple dimension must "
                           r"be 2, but got \(3, 3, 3\)$"),
    "Conv2d float kernel": (lambda: nn.Conv2d(3, 2, 3.0), TypeError,
                            r"input type must be integer or tuple\[int\], but got <class 'float'>"),
    "Conv2d stride 0 in a tuple": (lambda: nn.Conv2d(3, 2, 3, stride=(1, 0)), ValueError,
                                   r"the 'stride item' must be int and must > 0, but got '0'"),
    "Conv2d dilation float": (lambda: nn.Conv2d(3, 2, 3, dilation=1.5), TypeError,
                              r"When expanding an int number to tuple, input type must be integer"),
    "Conv3d kernel of 2": (lambda: nn.Conv3d(3, 2, (3, 3)), ValueError,
                           r"^For 'Conv3d', the parameter 'kernel_size' must be an positive "
                           r"integer or a tuple of three positive integer, but got \(3, 3\)$"),
    "Conv2d has_bias int": (lambda: nn.Conv2d(3, 2, 3, has_bias=1), TypeError,
                            r"For 'Conv2d', the 'has_bias' must be a bool, but got int"),
    "Conv2d pad_mode upper": (lambda: nn.Conv2d(3, 2, 3, pad_mode="SAME"), ValueError,
                              r"For 'Conv2D', the 'pad_mode' must be str and must be in"),
    "Conv2d pad_mode None": (lambda: nn.Conv2d(3, 2, 3, pad_mode=None), TypeError,
                             r"the type of 'pad_mode' should be 'str', but got type 'NoneType'"),
    "Conv1d pad_mode None": (lambda: nn.Conv1d(3, 2, 3, pad_mode=None), ValueError,
                             r"For 'Conv1d', the 'pad_mode' must be str"),
    "Conv2d negative padding": (lambda: nn.Conv2d(3, 2, 3, pad_mode="pad", padding=-1),
                                ValueError, r"the 'padding' must be int and must >= 0"),
    "Conv2d float padding": (lambda: nn.Conv2d(3, 2, 3, pad_mode="pad", padding=1.5), TypeError,
                             r"the type of 'padding' must be int or tuple\(int\), but got float"),
    "Conv1d stride 0": (lambda: nn.Conv1d(3, 2, 3, stride=0), ValueError,
                        r"For 'Conv1d', the 'stride' must be int and must >= 1, but got '0'"),
    "Dense int activation": (lambda: nn.Dense(3, 2, activation=3), TypeError,
                             r"the 'activation' must be str or Cell or Primitive, but got int"),
    "BatchNorm use_batch_statistics": (lambda: nn.BatchNorm2d(3, use_batch_statistics=1),
                                       ValueError, r"must be a boolean value or None, but got 1"),
    "Dropout int keep_prob": (lambda: nn.Dropout(keep_prob=1), TypeError,
                              r"the type of 'keep_prob' should be 'float', but got type 'int'"),
    "Embedding float padding_idx": (lambda: nn.Embedding(10, 3, padding_idx=1.5), TypeError,
                                    r"the 'padding_idx' must be 'int'"),
    "Embedding use_one_hot str": (lambda: nn.Embedding(10, 3, use_one_hot="x"), TypeError,
                                  r"the type of 'use_one_hot' should be 'bool'"),
    "MaxPool2d kernel of 3": (lambda: nn.MaxPool2d((2, 2, 2)), ValueError,
                              r"a tuple of two positive int numbers, but got \(2, 2, 2\)"),
    "AdaptiveAvgPool2d 3 sizes": (lambda: nn.AdaptiveAvgPool2d((2, 2, 2)), ValueError,
                                  r"the 'length of output_size' must be int and must = 2"),
    "AdaptiveAvgPool2d negative": (lambda: nn.AdaptiveAvgPool2d(-2), ValueError,
                                   r"'output_size\[0\]' must >= 0"),
    "SoftmaxCrossEntropy sparse str": (lambda: nn.SoftmaxCrossEntropyWithLogits(sparse="x"),
                                       TypeError, r"the 'sparse' must be a bool, but got str"),
    "CrossEntropyLoss ignore_index": (lambda: nn.CrossEntropyLoss(ignore_index="a"), TypeError,
                                      r"the type of 'ignore_index' should be 'int'"),
    "CosineEmbeddingLoss margin": (lambda: nn.CosineEmbeddingLoss(margin=2.0), ValueError,
                                   r"the 'margin' must be in range of \[-1.0, 1.0\], but got 2.0"),
}


@pytest.mark.parametrize("name", sorted(CONSTRUCTOR_CASES))
def test_bad_layer_and_loss_arguments_raise_mindspores_error(name):
    make, exc, message = CONSTRUCTOR_CASES[name]
    with pytest.raises(exc, match=message):
        make()


def test_conv_takes_tuples_and_conv3d_takes_any_case_of_pad_mode():
    net = nn.Conv2d(3, 2, (3, 3), pad_mode="pad", padding=(1, 1, 1, 1))   # 2.10: no lists
    assert net.kernel_size == (3, 3) and net.padding == (1, 1, 1, 1)
    assert nn.Conv3d(1, 1, 3, pad_mode="SAME").pad_mode == "same"
    assert nn.AdaptiveAvgPool2d((2, None)).output_size == (2, None)


def test_layers_reject_inputs_they_cannot_compute():
    # 2.10's text (its infer's one-type check, the weight Parameter a Ref)
    with pytest.raises(TypeError, match=r"^For primitive\[Conv2D\], the input type must be same\.\n"
                                        r"name:\[w\]:Ref\[Tensor\[Float32\]\]\.\n"
                                        r"name:\[x\]:Tensor\[Int32\]\.$"):
        nn.Conv2d(3, 2, 3)(_ones((1, 3, 8, 8), np.int32))
    with pytest.raises(RuntimeError, match=r"the input has 4 channels but the weight "
                                           r"\(3, 2, 3, 3\) \(in, out/groups, k...\) expects 3"):
        nn.Conv2dTranspose(3, 2, 3)(_ones((1, 4, 8, 8)))     # ValueError too (2.10: Runtime)
    with pytest.raises(ValueError, match=r"^For 'Conv2d', input shape's h and w after padding "
                                         r"must be greater than or equal to kernel_size's h and "
                                         r"w respectively\.$"):    # 2.10's (ab64c002)
        nn.Conv2d(3, 2, 5, pad_mode="valid")(_ones((1, 3, 3, 3)))
    for call, op in ((lambda: nn.BatchNorm2d(3)(_ones((1, 3, 2, 2), np.int32)), "BatchNorm"),
                     (lambda: ops.avg_pool2d(_ones((1, 1, 4, 4), np.int32), 2), "AvgPool"),
                     (lambda: nn.LayerNorm((3,))(_ones((2, 3), np.int32)), "LayerNorm"),
                     (lambda: ops.dropout(_ones((2, 3), np.int32), 0.5), "Dropout")):
        with pytest.raises(TypeError, match=rf"For primitive\[{op}\], the input argument\[.*\] "
                                            rf"must be a type of .*Float32.*, but got "
                                            rf"Tensor\[Int32\]"):
            call()
    # LogSoftmax: its kernel selection refuses (2.10, measured in session 67 in both modes)
    with pytest.raises(TypeError, match=r"^Select CPU operator\[LogSoftmax\] fail! Unsupported "
                                        r"data type!\nThe supported data types are "
                                        r"input\[Float32 Int64\], output\[Float32\];"):
        ops.log_softmax(_ones((2, 3), np.int32))
    # Softmax's infer names dtypes without Tensor[...] (2.10, measured in session 42)
    with pytest.raises(TypeError, match=r"^For primitive\[Softmax\], the input argument\[x\] must "
                                        r"be a type of \{BFloat16, Float16, Float32, Float64\}, "
                                        r"but got Int32\.$"):
        ops.softmax(_ones((2, 3), np.int32))
    for pool in (nn.MaxPool2d(2), nn.AvgPool2d(2)):
        with pytest.raises(TypeError, match=r"Pool2d', the input must be a float16, float32"):
            pool(_ones((1, 1, 4, 4), np.int32))
    for bad in (np.ones((2, 3), np.float32), "abc"):
        with pytest.raises(TypeError, match=r"input argument must be Tensor"):
            nn.Dense(3, 2)(bad)
    with pytest.raises(ValueError, match=r"^For 'MatMul' the input dimensions must be equal, "
                                         r"but got 'x1_col': 6 and 'x2_row': 3\.$"):   # 2.10
        nn.GRU(3, 4, batch_first=True)(_ones((2, 5, 6)))
    with pytest.raises(IndexError, match=r"For 'LSTM', 'x' must be 3-D \(seq_len, batch"):
        nn.LSTM(3, 4)(_ones((3,)))
    with pytest.raises(ValueError, match=r"the shape of 'hx\[0\]' must be .* = \(1, 2, 4\), "
                                         r"but got \(1, 3, 4\)"):
        nn.LSTM(3, 4, batch_first=True)(_ones((2, 5, 3)), (_ones((1, 3, 4)), _ones((1, 3, 4))))


def test_class_index_losses_check_label_dtype_and_class_weights():
    logits = Tensor(np.random.RandomState(0).rand(2, 3).astype(np.float32))
    labels = Tensor(np.array([0, 2], np.int32))
    with pytest.raises(TypeError, match=r"^For primitive\[GatherD\], the input argument\[index\] "
                                        r"must be a type of \{Tensor\[Int32\], "
                                        r"Tensor\[Int64\]\}, but got Tensor\[Float32\].$"):
        ops.nll_loss(logits, _ones((2,)))      # 2.10's GatherD (measured)
    with pytest.raises(TypeError, match=r"but got Tensor\[Int16\]"):
        ops.cross_entropy(logits, Tensor(np.array([0, 1], np.int16)))
    with pytest.raises(TypeError, match=r"For 'CrossEntropyLoss', the 'labels' should be Int32"):
        nn.CrossEntropyLoss()(logits, _ones((2,)))
    with pytest.raises(ValueError, match=r"and the shape of 'labels' should be \(N, C, d_0, d_1, "
                                         r"\.\.\.\), but get 'logits' shape: \(2, 3\) and 'labels' "
                                         r"shape: \(2, 4\)\.$"):      # 2.10's (measured s72)
        nn.CrossEntropyLoss()(logits, _ones((2, 4)))
    for loss in (nn.NLLLoss(weight=_ones((4,))), nn.CrossEntropyLoss(weight=_ones((4,)))):
        with pytest.raises(ValueError, match=r"'weight' must hold one value per class, shape "
                                             r"\(3,\), but got shape \(4,\)"):
            loss(logits, labels)
    with pytest.raises(ValueError, match=r"'input' and 'target' shape are not equal"):
        nn.BCEWithLogitsLoss()(logits, _ones((2, 1)))
    with pytest.raises(ValueError, match=r"^For primitive\[GatherD\], the x shape must be greater "
                                         r"than or equal to 3, but got 2.$"):    # 2.10's
        nn.NLLLoss()(logits, Tensor(np.array([0, 1, 2], np.int32)))
    with pytest.raises(ValueError, match=r"the shape of 'weight' can not broadcast"):
        ops.binary_cross_entropy(ops.sigmoid(logits), _ones((2, 3)), _ones((4,)))
    value = float(nn.CrossEntropyLoss(weight=Tensor([1.0, 2.0, 3.0]))(logits, labels))
    assert np.isfinite(value) and value > 0


def _dense_params():
    return nn.Dense(2, 3).trainable_params()


OPTIMIZER_CASES = {
    "Adam beta2 0": (lambda ps: nn.Adam(ps, 0.1, beta2=0.0), ValueError,
                     r"the 'beta2' must be in range of \(0.0, 1.0\), but got 0.0"),
    "Lamb beta1 int": (lambda ps: nn.Lamb(ps, 0.1, beta1=1), TypeError,
                       r"the type of 'beta1' should be 'float'"),
    "Adam use_locking str": (lambda ps: nn.Adam(ps, 0.1, use_locking="x"), TypeError,
                             r"the type of 'use_locking' should be 'bool'"),
    "Momentum use_nesterov str": (lambda ps: nn.Momentum(ps, 0.1, 0.9, use_nesterov="x"),
                                  TypeError, r"The input value must be a bool, but got str"),
    "SGD negative dampening": (lambda ps: nn.SGD(ps, 0.1, dampening=-1.0), ValueError,
                               r"'dampening' must be at least 0.0"),
    "same list twice": (lambda ps: nn.SGD(ps + ps, 0.1), ValueError,   # 2.10's text
                        r"^The value Parameter \(name=.*\) , its name '.*' already exists\. "
                        r"Please set a unique name for the parameter\.$"),
    "two groups share one": (lambda ps: nn.SGD([{"params": ps[:1]}, {"params": ps[:1]}], 0.1),
                             RuntimeError, r"^For 'Optimizer', the .* parameter already exists, "
                             r"it does not support repeated setting\."),
    "empty group": (lambda ps: nn.SGD([{"params": []}], 0.1), ValueError,
                    r"the argument group `params` must not be empty"),
    "group then a Parameter": (lambda ps: nn.SGD([{"params": ps[:1]}, ps[1]], 0.1), TypeError,
                               r"must be 'Parameter' or 'dict'"),
}


@pytest.mark.parametrize("name", sorted(OPTIMIZER_CASES))
def test_bad_optimizer_arguments_raise_mindspores_error(name):
    make, exc, message = OPTIMIZER_CASES[name]
    with pytest.raises(exc, match=message):
        make(_dense_params())


def test_optimizer_takes_a_bool_learning_rate_as_a_number():
    assert float(nn.SGD(_dense_params(), True).learning_rate.asnumpy()) == 1.0


def test_a_gradient_that_is_not_a_tensor_fails_before_any_write():
    net = nn.Dense(2, 3)
    opt = nn.SGD(net.trainable_params(), 0.1)
    before = [p.asnumpy().copy() for p in net.get_parameters()]
    with pytest.raises(TypeError, match=r"every gradient must be a Tensor, but the gradient of "
                                        r"Parameter 'bias' is ndarray"):
        opt((_ones((3, 2)), np.ones((3,), np.float32)))
    assert all(np.array_equal(p.asnumpy(), b) for p, b in zip(net.get_parameters(), before))
    assert int(opt.global_step.asnumpy()[0]) == 0


def test_grad_position_is_an_int_or_a_tuple_as_mindspore():
    def f(x, y):
        return (x * y).sum()
    x, y = Tensor([1.0, 2.0]), Tensor([3.0, 4.0])
    with pytest.raises(TypeError, match=r"For 'F.grad', the 'grad_position' must be int or "
                                        r"tuple"):
        ms.grad(f, grad_position=[0, 1])(x, y)
    with pytest.raises(TypeError, match=r"the element in 'grad_position' must be int"):
        ms.grad(f, grad_position=(0, 1.0))(x, y)
    # fn runs, as in 2.10, and its string operand is 2.10's 'Failed calling Mul' TypeError (2.10
    # names the operands of the reflected ``"a" * y`` as (Tensor, string), minicell as written)
    with pytest.raises(TypeError, match=r'Failed calling Mul with "Mul\(\)\(input='):
        ops.GradOperation()(f)("a", y)
    assert ops.GradOperation()(lambda a, b: b.sum())([1.0], y) == ()    # no gradient of a list
    call = ms.value_and_grad(3)     # 2.10 refuses fn when the result is called (measured)
    with pytest.raises(TypeError, match=r"The fn should be callable, but got int"):
        call(x, y)
    # True is position 1, as in MindSpore 2.10
    assert ms.grad(f, grad_position=True)(x, y).asnumpy().tolist() == [1.0, 2.0]


def test_load_checkpoint_argument_errors_are_value_errors(tmp_path):
    path = str(tmp_path / "g.ckpt")
    ms.save_checkpoint(nn.Dense(2, 2), path)
    for kwargs, message in (({"dec_key": 3}, r"The parameter 'dec_key' must be isinstance of"),
                            ({"crc_check": "x"}, r"'crc_check' must be isinstance of"),
                            ({"choice_func": 3}, r"^'int' object is not callable\nFor "
                                                 r"'load_checkpoint', failed to load the "
                                                 r"checkpoint file .*g.ckpt.$")):
        with pytest.raises(ValueError, match=message):
            ms.load_checkpoint(path, **kwargs)
    with pytest.raises(TypeError, match=r"^'int' object is not callable$"):
        ms.save_checkpoint(nn.Dense(2, 2), path, choice_func=3)
    assert sorted(ms.load_checkpoint(path)) == ["bias", "weight"]


def _rows():
    return ds.GeneratorDataset([(np.ones(2, np.float32),)] * 4, ["a"])


def test_dataset_argument_errors_as_mindspore():
    with pytest.raises(ValueError, match=r"column_names should not be empty"):
        ds.GeneratorDataset([(np.ones(2),)], [])
    with pytest.raises(ValueError, match=r"should be callable, but got: 3\. It doesn"):
        _rows().map(operations=[3], input_columns=["a"])
    with pytest.raises(TypeError, match=r"Predicate should be a Python function or a callable"):
        _rows().filter(3)
    with pytest.raises(RuntimeError, match=r"num_epochs should be either -1 or positive integer"):
        _rows().create_dict_iterator(num_epochs=0)
    with pytest.raises(TypeError, match=r"Argument output_numpy with value x is not of type"):
        _rows().create_tuple_iterator(output_numpy="x")
    # MindSpore accepts these when the pipeline is defined and fails when it runs
    for pipeline, message in ((_rows().batch(-1), r"Batch size cannot be -1"),
                              (_rows().map(operations=None, input_columns=["a"]),
                               r"map needs at least one operation"),
                              (ds.GeneratorDataset(lambda: 1, ["a"]),
                               r"TypeError: 'int' object is not iterable")):
        with pytest.raises(RuntimeError, match=message):
            list(pipeline.create_tuple_iterator())


def test_transform_argument_errors_as_mindspore():
    img = np.zeros((4, 4, 3), np.uint8)
    with pytest.raises(ValueError, match=r"Input size at dim 0 is not within the required "
                                         r"interval of \[1, 2147483647\]"):
        vision.Resize((0, 1))
    with pytest.raises(TypeError, match=r"Argument interpolation with value x is not of type"):
        vision.Resize(10, interpolation="x")
    with pytest.raises(ValueError, match=r"Input mean\[0\] is not within the required interval "
                                         r"of \[0, 255\]"):
        vision.Normalize(mean=[300.0, 0.5, 0.5], std=[1.0, 1.0, 1.0])
    # 2.10 shows str(value) (measured, session 68)
    with pytest.raises(TypeError, match=r"Argument mean with value a is not of type"):
        vision.Normalize(mean="a", std=[1.0])
    with pytest.raises(RuntimeError, match=r"Normalize: number of channels does not match the size "
                                           r"of mean and std vectors, got channels: 3, size of mean: 2"):
        vision.Normalize(mean=[0.5, 0.5], std=[0.5, 0.5])(img)
    with pytest.raises(TypeError, match=r"Argument rescale with value a is not of type"):
        vision.Rescale("a", 0.0)
    with pytest.raises(ValueError, match=r"transforms list can not be empty"):
        transforms.Compose([])
    out = vision.Normalize(mean=[1.0, 2.0, 3.0], std=[1.0, 1.0, 1.0])(img + 3)
    assert out.dtype == np.float32 and out[0, 0].tolist() == [2.0, 1.0, 0.0]
    assert vision.Resize((2, 3), interpolation=vision.Inter.NEAREST)(img).shape == (2, 3, 3)


def test_a_failed_batchnorm_call_leaves_its_statistics():
    bn = nn.BatchNorm2d(3)
    bn.set_train(True)
    before = {p.name: p.asnumpy().copy() for p in bn.get_parameters()}
    with pytest.raises(ValueError, match=r"scale.shape\[0\] should be equal to input_x's channel"):
        bn(_ones((2, 4, 2, 2)))
    assert all(np.array_equal(p.asnumpy(), before[p.name]) for p in bn.get_parameters())


class _AssignThenFail(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.ones(2, np.float32)), name="p")
        self.inner = nn.BatchNorm1d(2)

    def construct(self, x, fail):
        self.inner(x.reshape(1, 2).tile((2, 1)))      # training statistics written first
        ops.assign(self.p, x)
        return x + ops.ones((3 if fail else 2,), ms.float32)


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_a_failed_cell_call_writes_no_parameter(mode):
    """MindSpore 2.10's PYNATIVE_MODE keeps the writes made before the failing op; minicell puts
    them back (GRAPH_MODE never ran them), so both modes leave the Parameters as they were."""
    ms.set_context(mode=mode)
    try:
        net = _AssignThenFail()
        net.set_train(True)
        before = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
        with pytest.raises(ValueError, match=r"need to broadcast"):
            net(Tensor(np.full(2, 5.0, np.float32)), True)
        assert all(np.array_equal(p.asnumpy(), before[p.name]) for p in net.get_parameters())
        net(Tensor(np.full(2, 5.0, np.float32)), False)       # a good call keeps its writes
        assert net.p.asnumpy().tolist() == [5.0, 5.0]
        assert not np.array_equal(net.inner.moving_mean.asnumpy(), before["inner.moving_mean"])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


class _AttrsThenRaise(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.zeros(2, np.float32))
        self.count = 0

    def construct(self, x):
        self.t = x + 1
        self.h = x * 2                       # a Tensor attribute the call adds
        self.count = self.count + 1
        if x.sum() > 5:
            raise ValueError("too big")
        return self.t


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])
def test_a_call_that_raises_leaves_the_tensor_attributes_it_set(mode):
    """Tensor attributes construct sets are put back too (GRAPH_MODE writes its attribute
    states after a call that succeeds; 2.10 keeps the writes before the raise in both modes);
    a Python number set is kept in both modes, as 2.10."""
    ms.set_context(mode=mode)
    try:
        net = _AttrsThenRaise()
        assert net(Tensor(np.array([1.0, 2.0], np.float32))).asnumpy().tolist() == [2.0, 3.0]
        with pytest.raises(ValueError, match="too big"):
            net(Tensor(np.array([3.0, 4.0], np.float32)))
        assert net.t.asnumpy().tolist() == [2.0, 3.0] and net.h.asnumpy().tolist() == [2.0, 4.0]
        assert net.count == 2
        fresh = _AttrsThenRaise()
        with pytest.raises(ValueError, match="too big"):
            fresh(Tensor(np.array([3.0, 4.0], np.float32)))
        assert fresh.t.asnumpy().tolist() == [0.0, 0.0]
        # an attribute the failed first call adds: absent eagerly; GRAPH_MODE made its state
        # (zeros) while compiling
        h = fresh.__dict__.get("h")
        assert (h is None) if mode == ms.PYNATIVE_MODE else h.asnumpy().tolist() == [0.0, 0.0]
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_graph_mode_keeps_the_type_of_an_ops_own_primitive_check():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(TypeError, match=r"For primitive\[BatchNorm\], the input "
                                            r"argument\[input_x\] must be a type of"):
            nn.BatchNorm2d(3)(_ones((1, 3, 2, 2), np.int32))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
