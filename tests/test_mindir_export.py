"""``ms.export`` / ``ms.load`` in MINDIR format and ``nn.GraphCell`` (minicell/train/mindir.py,
minicell/nn/graph_cell.py). Expected behaviour measured on MindSpore 2.10 CPU where 2.10 defines
it (Parameter order and names, write-back, params_init, argument errors, file mode); minicell's
own file format otherwise."""
import os
import stat

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
Y = Tensor(np.array([1.0, -2.0], np.float32))


class StateNet(nn.Cell):
    """A Parameter written in construct, a layer, a nested tuple output (2.10's probe)."""

    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)), name="w")
        self.dense = nn.Dense(3, 2)

    def construct(self, x, y):
        self.w += 1.0
        return self.dense(x * self.w), (y + 1, {"twice": y * 2})


def _export(tmp_path, net, *inputs, name="net", **kw):
    ms.export(net, *inputs, file_name=str(tmp_path / name), file_format="MINDIR", **kw)
    return str(tmp_path / (name + ".mindir"))


def test_round_trip_keeps_outputs_parameters_and_writes(tmp_path, mode):
    net = StateNet()
    path = _export(tmp_path, net, X, Y)
    assert net.w.asnumpy()[0, 0] == 0.0           # exporting compiles, it does not run
    loaded = nn.GraphCell(ms.load(path))
    assert [p.name for p in loaded.get_parameters()] == ["w", "dense.weight", "dense.bias"]
    assert all(p.requires_grad for p in loaded.get_parameters())
    out, (y1, d) = loaded(X, Y)
    want, (w1, wd) = net(X, Y)
    np.testing.assert_allclose(out.asnumpy(), want.asnumpy(), rtol=1e-6)
    np.testing.assert_array_equal(y1.asnumpy(), w1.asnumpy())
    assert list(d) == ["twice"]
    np.testing.assert_array_equal(d["twice"].asnumpy(), wd["twice"].asnumpy())
    np.testing.assert_array_equal(loaded.parameters_dict()["w"].asnumpy(), net.w.asnumpy())
    loaded(X, Y)
    assert loaded.parameters_dict()["w"].asnumpy()[0, 0] == 2.0


def test_params_init_replaces_by_name_and_is_checked(tmp_path):
    path = _export(tmp_path, StateNet(), X, Y)
    zeros = Parameter(Tensor(np.zeros((2, 3), np.float32)), name="w")
    loaded = nn.GraphCell(ms.load(path), params_init={"w": zeros, "absent": zeros})
    loaded(X, Y)
    np.testing.assert_array_equal(loaded.parameters_dict()["w"].asnumpy(), np.ones((2, 3)))
    with pytest.raises(TypeError, match="'params_init' must be a dict"):
        nn.GraphCell(ms.load(path), params_init=[zeros])
    with pytest.raises(TypeError, match="the value must be Tensor or Parameter"):
        nn.GraphCell(ms.load(path), params_init={"w": np.zeros((2, 3), np.float32)})
    with pytest.raises(ValueError, match="Only support update parameter by Tensor or Parameter "
                                         "with same shape and dtype as it"):
        nn.GraphCell(ms.load(path), params_init={"w": Tensor(np.zeros((2, 3), np.float64))})
    with pytest.raises(TypeError, match="must be a FuncGraph loaded from MindIR"):
        nn.GraphCell(StateNet())
    with pytest.raises(NotImplementedError, match="obfuscation"):
        nn.GraphCell(ms.load(path), obf_random_seed=3)


def test_inputs_must_match_the_export(tmp_path):
    loaded = nn.GraphCell(ms.load(_export(tmp_path, StateNet(), X, Y)))
    with pytest.raises(RuntimeError, match="The input number of parameters is not Compatible"):
        loaded(X)
    with pytest.raises(RuntimeError, match=r"input 0 must be a Tensor of shape \[2, 3\] and "
                                           r"dtype float32"):
        loaded(Tensor(np.ones((3, 3), np.float32)), Y)
    with pytest.raises(RuntimeError, match="dtype float32, as exported, but got shape"):
        loaded(X, Tensor(np.ones(2, np.float64)))
    assert loaded.parameters_dict()["w"].asnumpy()[0, 0] == 0.0      # nothing ran


def test_jit_function_none_outputs_and_parameter_arguments(tmp_path, mode):
    @ms.jit
    def f(a, b):
        return a * b + 1, None, a - b
    out = nn.GraphCell(ms.load(_export(tmp_path, f, X, X)))(X, X)
    assert out[1] is None
    np.testing.assert_array_equal(out[0].asnumpy(), (X * X + 1).asnumpy())

    p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")

    class Scale(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = Parameter(Tensor(np.array([2.0, 2.0, 2.0], np.float32)), name="s")

        def construct(self, x):
            return x * self.s

    loaded = nn.GraphCell(ms.load(_export(tmp_path, Scale(), p, name="scale")))
    assert [q.name for q in loaded.get_parameters()] == ["s"]        # p is an argument
    np.testing.assert_array_equal(loaded(p).asnumpy(), [2.0, 4.0, 6.0])


def test_graph_cell_inside_a_graph_and_its_gradient(tmp_path, mode):
    net = nn.SequentialCell(nn.Dense(3, 4), nn.Tanh(), nn.Dense(4, 2))
    loaded = nn.GraphCell(ms.load(_export(tmp_path, net, X)))

    class Outer(nn.Cell):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def construct(self, x):
            return self.inner(x * 2) + 1

    np.testing.assert_allclose(Outer(loaded)(X).asnumpy(), (net(X * 2) + 1).asnumpy(),
                               rtol=1e-6)
    loaded_loss = lambda a: loaded(a).sum()
    net_loss = lambda a: net(a).sum()
    got = ms.grad(loaded_loss)(X)
    want = ms.grad(net_loss)(X)
    np.testing.assert_allclose(got.asnumpy(), want.asnumpy(), rtol=1e-5)
    weights = ms.ParameterTuple(loaded.trainable_params())
    grads = ms.grad(loaded_loss, grad_position=None, weights=weights)(X)
    want = ms.grad(net_loss, grad_position=None,
                   weights=ms.ParameterTuple(net.trainable_params()))(X)
    for g, w in zip(grads, want):
        np.testing.assert_allclose(g.asnumpy(), w.asnumpy(), rtol=1e-5)


def test_prints_are_dropped_and_random_draws_kept(tmp_path, capsys):
    class Printing(nn.Cell):
        def construct(self, x):
            print("seen", x)
            if x.sum() > 0:                 # a print in a tensor branch's region too
                print("seen in a branch")
            return x + 1

    ms.set_context(mode=ms.GRAPH_MODE)
    net = Printing()
    net(X)                                  # compiled and run once with its print
    loaded = nn.GraphCell(ms.load(_export(tmp_path, net, X)))
    capsys.readouterr()
    np.testing.assert_array_equal(loaded(X).asnumpy(), (X + 1).asnumpy())
    assert "seen" not in capsys.readouterr().out

    drop = nn.Dropout(p=0.5)
    drop.set_train(True)
    ones = Tensor(np.ones((8, 8), np.float32))
    loaded = nn.GraphCell(ms.load(_export(tmp_path, drop, ones, name="drop")))
    a, b = loaded(ones).asnumpy(), loaded(ones).asnumpy()
    assert set(np.unique(a)) <= {0.0, 2.0} and (a != b).any()


def test_sparse_outputs(tmp_path):
    class Make(nn.Cell):
        def construct(self, indptr, indices, values):
            return ms.CSRTensor(indptr, indices, values, (2, 4))

    args = (Tensor([0, 1, 2]), Tensor([0, 1]), Tensor([2.0, 1.0], ms.float32))
    out = nn.GraphCell(ms.load(_export(tmp_path, Make(), *args)))(*args)
    assert isinstance(out, ms.CSRTensor) and out.shape == (2, 4)
    np.testing.assert_array_equal(out.values.asnumpy(), [2.0, 1.0])


def test_file_name_format_and_mode(tmp_path):
    net = nn.ReLU()
    ms.export(net, X, file_name=str(tmp_path / "kept.mindir"), file_format="MINDIR")
    assert os.listdir(tmp_path) == ["kept.mindir"]
    assert stat.S_IMODE(os.stat(tmp_path / "kept.mindir").st_mode) == stat.S_IRUSR
    with pytest.raises(ValueError, match=r"'file_format' must be one of \['AIR', 'ONNX', "
                                         r"'MINDIR'\], but got XYZ"):
        ms.export(net, X, file_name="n", file_format="XYZ")
    with pytest.raises(ValueError, match="'AIR' format with Ascend backend"):
        ms.export(net, X, file_name="n", file_format="AIR")
    with pytest.raises(ms.UnsupportedError, match="ONNX"):
        ms.export(net, X, file_name="n", file_format="ONNX")
    with pytest.raises(ValueError, match="dynamic shape"):
        ms.export(net, Tensor(shape=[None, 3], dtype=ms.float32), file_name="n",
                  file_format="MINDIR")


def test_a_failed_export_leaves_the_old_file(tmp_path):
    class Bad(nn.Cell):
        def construct(self, x):
            return x, ms.COOTensor                # a class is no output
    path = _export(tmp_path, nn.ReLU(), X, name="same")
    before = open(path, "rb").read()
    with pytest.raises(TypeError, match="cannot be exported"):
        _export(tmp_path, Bad(), X, name="same")
    assert open(path, "rb").read() == before and os.listdir(tmp_path) == ["same.mindir"]


def test_load_refuses_what_it_cannot_read(tmp_path):
    with pytest.raises(ValueError, match="should end with '.mindir'"):
        ms.load(str(tmp_path / "x.ckpt"))
    with pytest.raises(ValueError, match=r"\(MindIR file\) does not exist"):
        ms.load(str(tmp_path / "none.mindir"))
    (tmp_path / "proto.mindir").write_bytes(b"\x0a\x05hello")        # a protobuf's start
    with pytest.raises(RuntimeError, match="MindSpore's protobuf MindIR cannot be read"):
        ms.load(str(tmp_path / "proto.mindir"))
    good = open(_export(tmp_path, StateNet(), X, Y), "rb").read()
    (tmp_path / "cut.mindir").write_bytes(good[:-4])
    with pytest.raises(RuntimeError, match="cut short"):
        ms.load(str(tmp_path / "cut.mindir"))


def test_encrypted_export(tmp_path):
    pytest.importorskip("cryptography")
    key = b"0123456789abcdef"
    path = _export(tmp_path, StateNet(), X, Y, enc_key=key, enc_mode="AES-GCM")
    with pytest.raises(RuntimeError, match="Load MindIR failed"):
        ms.load(path)
    with pytest.raises(RuntimeError, match="cannot be decrypted"):
        ms.load(path, dec_key=b"fedcba9876543210", dec_mode="AES-GCM")
    out = nn.GraphCell(ms.load(path, dec_key=key, dec_mode="AES-GCM"))(X, Y)
    assert out[0].shape == (2, 2)

    def flip(data, k):
        return bytes(b ^ k[0] for b in data)
    def unflip(file_name, k):    # 2.10 hands dec_mode the file's path (test_s60_st3c)
        with open(file_name, "rb") as f:
            return flip(f.read(), k)
    path = _export(tmp_path, nn.ReLU(), X, name="custom", enc_key=b"\x5a", enc_mode=flip)
    out = nn.GraphCell(ms.load(path, dec_key=b"\x5a", dec_mode=unflip))(X)
    np.testing.assert_array_equal(out.asnumpy(), ops.relu(X).asnumpy())


def test_python_values_returned_as_they_are(tmp_path):
    class Mixed(nn.Cell):
        def construct(self, x):
            return x + 1, 3, "v", (x, None)

    out = nn.GraphCell(ms.load(_export(tmp_path, Mixed(), Y)))(Y)
    assert out[1:3] == (3, "v") and out[3][1] is None
    np.testing.assert_array_equal(out[3][0].asnumpy(), Y.asnumpy())
