"""Cell buffers (register_buffer, _Buffer, named_buffers, get_buffer) and state dicts
(state_dict, load_state_dict, their hooks), with the values, names and errors measured on
MindSpore 2.10."""
import copy
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import Parameter, Tensor, nn, ops
from minicell.common.parameter import _Buffer


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Leaf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.buffer_0 = _Buffer(f32(1, 2, 3))
        self.register_buffer("buffer_1", f32(3, 4, 5))
        self.register_buffer("hidden", f32(0, 0), persistent=False)
        self.param_0 = Parameter(f32(10, 20, 30), name="param_0")

    def construct(self, x):
        return (x + self.buffer_0) * self.buffer_1 + self.param_0


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Leaf()
        self.register_buffer("c", f32(6, 6, 6))
        self.v = Parameter(f32(8, 8, 8), name="v")

    def construct(self, x):
        return self.sub(x) + self.c - self.v


def test_buffer_type():
    t = f32(1, 2)
    b = _Buffer(t)
    assert isinstance(b, Tensor) and isinstance(b, _Buffer) and b is not t
    assert not isinstance(f32(1), _Buffer)
    assert repr(b).startswith("Tensor(shape=[2]")
    assert type(b + 1) is Tensor                  # results of ops are plain Tensors
    with pytest.raises(TypeError, match="type of input data should be Tensor"):
        _Buffer(np.ones(2))
    with pytest.raises(ValueError, match="input data should not be None"):
        _Buffer(None)


def test_register_and_traverse(mode):
    net = Outer()
    assert [k for k, _ in net.named_buffers()] == \
        ["c", "sub.buffer_0", "sub.buffer_1", "sub.hidden"]
    assert [k for k, _ in net.named_buffers(recurse=False)] == ["c"]
    assert [k for k, _ in net.named_buffers(prefix="p")] == \
        ["p.c", "p.sub.buffer_0", "p.sub.buffer_1", "p.sub.hidden"]
    assert len(list(net.buffers())) == 4
    assert list(net.parameters_dict()) == ["v", "sub.param_0"]      # buffers are no Parameters
    assert [p.name for p in net.trainable_params()] == ["v", "sub.param_0"]
    np.testing.assert_allclose(net.get_buffer("sub.buffer_1").asnumpy(), [3, 4, 5])
    out = net(f32(2, 2, 2))
    np.testing.assert_allclose(out.asnumpy(), [17, 34, 53])


def test_register_buffer_keeps_the_tensor():
    t = f32(1, 2)
    net = nn.Cell()
    net.register_buffer("t", t)
    assert net.t is t and isinstance(t, _Buffer)
    t[0] = 9.0
    np.testing.assert_allclose(net.t.asnumpy(), [9, 2])
    p = Parameter(f32(1), name="pp")
    net.register_buffer("p", p)
    assert type(net.p) is Parameter and "p" not in net._params


def test_register_buffer_errors():
    net = Leaf()
    net.plain = 5
    with pytest.raises(TypeError, match="buffer name should be a string"):
        net.register_buffer(2, f32(1))
    with pytest.raises(KeyError, match='contain "."'):
        net.register_buffer("a.b", f32(1))
    with pytest.raises(KeyError, match="be empty string"):
        net.register_buffer("", f32(1))
    for name in ("param_0", "plain", "construct"):
        with pytest.raises(KeyError, match=f"attribute '{name}' already exists"):
            net.register_buffer(name, f32(1))
    with pytest.raises(TypeError, match="object to buffer 'n' \\(mindspore Tensor or None"):
        net.register_buffer("n", np.ones(2))
    with pytest.raises(AttributeError, match="has no attribute `zz`"):
        net.get_buffer("zz")
    with pytest.raises(AttributeError, match="`param_0` is not a buffer"):
        net.get_buffer("param_0")

    class Early(nn.Cell):
        def __init__(self):
            self.register_buffer("x", f32(1))
    with pytest.raises(AttributeError, match="before Cell.__init__"):
        Early()


def test_buffer_attribute_rules():
    net = Leaf()
    net.register_buffer("buffer_1", f32(9))              # re-registering replaces it
    np.testing.assert_allclose(net.buffer_1.asnumpy(), [9])
    net.buffer_0 = _Buffer(f32(7))                        # so does a _Buffer
    np.testing.assert_allclose(net.buffer_0.asnumpy(), [7])
    with pytest.raises(TypeError, match="Buffer 'buffer_0' already exists in network"):
        net.buffer_0 = f32(1)                             # a plain Tensor does not (2.10)
    with pytest.raises(KeyError, match="already exists"):
        net.buffer_0 = Parameter(f32(1), name="x")
    with pytest.raises(KeyError, match="already exists"):
        net.buffer_0 = nn.Dense(2, 2)
    with pytest.raises(KeyError, match="attribute 'param_0' already exists"):
        net.param_0 = _Buffer(f32(1))
    net.x = f32(1)                                        # a new plain Tensor is no buffer
    assert "x" not in net._buffers
    net.register_buffer("none", None)
    assert net.none is None and "none" not in dict(net.named_buffers())
    net.buffer_0 = None
    assert net.buffer_0 is None and "buffer_0" not in net.state_dict()
    del net.buffer_1
    assert not hasattr(net, "buffer_1")


def test_state_dict():
    net = Outer()
    sd = net.state_dict()
    assert list(sd) == ["v", "c", "sub.param_0", "sub.buffer_0", "sub.buffer_1"]
    assert sd["v"] is net.v and sd["c"] is net.c        # the objects themselves
    assert sd._metadata == {"": {}, "sub": {}}
    assert list(net.state_dict(prefix="p.")) == ["p." + k for k in sd]
    dest = {}
    assert net.state_dict(destination=dest) is dest and list(dest) == list(sd)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        assert list(net.state_dict(None, "x.")) == ["x." + k for k in sd]
    assert any(issubclass(x.category, FutureWarning) for x in w)


def test_load_state_dict(mode):
    net = Outer()
    new = Outer()
    new.register_buffer("c", f32(0, 0, 0))
    new.sub.buffer_1 = _Buffer(f32(0, 0, 0))
    c0 = new.c
    res = new.load_state_dict(net.state_dict())
    assert repr(res) == "<All keys matched successfully>" and res == ([], [])
    assert new.c is c0                                   # written in place
    np.testing.assert_allclose(new.c.asnumpy(), [6, 6, 6])
    np.testing.assert_allclose(new(f32(2, 2, 2)).asnumpy(), net(f32(2, 2, 2)).asnumpy())
    # cast to the target dtype
    new.load_state_dict({**net.state_dict(), "c": Tensor(np.full(3, 2, np.float16))})
    assert new.c.dtype == ms.float32
    np.testing.assert_allclose(new.c.asnumpy(), [2, 2, 2])


def test_load_state_dict_mismatch():
    net = Outer()
    sd = dict(net.state_dict())
    del sd["c"]
    sd["extra"] = f32(1)
    with pytest.raises(RuntimeError, match='Missing key\\(s\\) in state_dict: "c". \n\t'
                                           'Unexpected key\\(s\\) in state_dict: "extra". '):
        Outer().load_state_dict(sd)
    res = Outer().load_state_dict(sd, strict=False)
    assert res.missing_keys == ["c"] and res.unexpected_keys == ["extra"]
    with pytest.raises(TypeError, match="Expected state_dict to be dict-like"):
        net.load_state_dict([1])
    # a failed load writes nothing (2.10 writes the entries before the bad one)
    bad = {**net.state_dict(), "v": f32(1, 1, 1), "c": f32(0, 0, 0, 0, 0)}
    for strict in (True, False):
        target = Outer()
        with pytest.raises(RuntimeError, match="size mismatch for c: copying a param with shape "
                                               "\\(5,\\) from checkpoint, the shape in current "
                                               "model is \\(3,\\)"):
            target.load_state_dict(bad, strict=strict)
        np.testing.assert_allclose(target.v.asnumpy(), [8, 8, 8])
    with pytest.raises(RuntimeError, match='named "v", expected Tensor or Tensor-like'):
        Outer().load_state_dict({**net.state_dict(), "v": np.ones(3)})
    with pytest.raises(RuntimeError, match="Unexpected key\\(s\\) in state_dict: \"sub.hidden\""):
        Outer().load_state_dict({**net.state_dict(), "sub.hidden": f32(1, 1)})


def test_state_dict_hooks():
    calls = []
    leaf = Leaf()
    h = leaf.register_state_dict_pre_hook(lambda cell, prefix, kv: calls.append(("pre", prefix)))
    leaf.register_state_dict_post_hook(
        lambda cell, sd, prefix, md: calls.append(("post", prefix, len(sd))))
    net = Outer()
    net.sub = leaf
    net.state_dict(prefix="P.")
    assert calls == [("pre", "P.sub."), ("post", "P.sub.", 5)]
    h.remove()
    calls.clear()
    net.state_dict()
    assert calls == [("post", "sub.", 5)]
    leaf.register_state_dict_post_hook(lambda *a: 1)
    with pytest.raises(RuntimeError, match="state_dict post-hook must return None"):
        leaf.state_dict()

    target = Outer()
    target.sub.register_load_state_dict_pre_hook(
        lambda cell, sd, prefix, md, strict, missing, unexpected, errors:
        calls.append(("lpre", prefix, sorted(sd), strict)))
    target.sub.register_load_state_dict_post_hook(
        lambda cell, keys: calls.append(("lpost", keys)))
    calls.clear()
    target.load_state_dict(Outer().state_dict())
    assert calls == [("lpre", "sub.", ["sub.buffer_0", "sub.buffer_1", "sub.param_0"], True),
                     ("lpost", ([], []))]
    target.sub.register_load_state_dict_post_hook(lambda cell, keys: 5)
    with pytest.raises(RuntimeError, match="not\\s*expected to return new values"):
        target.load_state_dict(Outer().state_dict())


def test_extra_state():
    class Extra(Leaf):
        def get_extra_state(self):
            return {"k": 1}

        def set_extra_state(self, state):
            self.got = state

    sd = Extra().state_dict()
    assert list(sd)[-1] == "_extra_state"
    e = Extra()
    e.load_state_dict(sd)
    assert e.got == {"k": 1}


def test_checkpoints(tmp_path):
    net = Outer()
    path = str(tmp_path / "net.ckpt")
    ms.save_checkpoint(net, path)                    # a Cell's checkpoint: Parameters only
    assert list(ms.load_checkpoint(path)) == ["v", "sub.param_0"]
    ms.save_checkpoint(net.state_dict(), path)       # a state dict: the buffers too
    loaded = ms.load_checkpoint(path)
    assert list(loaded) == ["v", "c", "sub.param_0", "sub.buffer_0", "sub.buffer_1"]
    assert ms.load_param_into_net(Outer(), loaded) == \
        ([], ["c", "sub.buffer_0", "sub.buffer_1"])
    new = Outer()
    new.register_buffer("c", f32(0, 0, 0))
    new.load_state_dict(loaded)
    assert isinstance(new.c, _Buffer)
    np.testing.assert_allclose(new.c.asnumpy(), [6, 6, 6])


class Stats(nn.Cell):
    """Running statistics kept in buffers, as BatchNorm keeps its moving mean."""

    def __init__(self):
        super().__init__()
        self.register_buffer("running", Tensor(np.zeros(2, np.float32)))
        self.register_buffer("count", Tensor(0, ms.int32))

    def construct(self, x):
        if self.training:
            ops.assign(self.running, 0.5 * self.running + 0.5 * x)
            self.count.add_(1)
        return x - self.running


def test_buffer_updates_in_construct(mode):
    net = Stats().set_train()
    for _ in range(2):
        net(f32(4, 8))
    np.testing.assert_allclose(net.running.asnumpy(), [3, 6])
    assert int(net.count.asnumpy()) == 2
    net.set_train(False)
    np.testing.assert_allclose(net(f32(4, 8)).asnumpy(), [1, 2])
    # a buffer written from outside or replaced between calls is read by the next call
    net.running.copy_(f32(1, 1))
    np.testing.assert_allclose(net(f32(4, 8)).asnumpy(), [3, 7])
    net.register_buffer("running", f32(4, 4))
    np.testing.assert_allclose(net(f32(4, 8)).asnumpy(), [0, 4])
    net.load_state_dict({"running": f32(0, 0), "count": Tensor(0, ms.int32)})
    np.testing.assert_allclose(net(f32(4, 8)).asnumpy(), [4, 8])


def test_buffer_rejects_plain_tensor_in_construct(mode):
    class Rebind(Stats):
        def construct(self, x):
            self.running = self.running + x
            return x

    with pytest.raises(TypeError, match="Buffer 'running' already exists"):
        Rebind()(f32(1, 1))


def test_buffers_with_training_step(mode):
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(f32(1, 1), name="w")
            self.stats = Stats()

        def construct(self, x):
            return (self.stats(x) * self.w).sum()

    net = Net().set_train()
    opt = nn.SGD(net.trainable_params(), 0.1)
    step = nn.TrainOneStepCell(net, opt)
    step(f32(4, 8))
    np.testing.assert_allclose(net.stats.running.asnumpy(), [2, 4])
    np.testing.assert_allclose(net.w.asnumpy(), [0.8, 0.6], rtol=1e-6)


def test_cell_switches_and_deepcopy():
    net = Outer()
    net.set_train(False)
    net.to_float(ms.float16)
    assert net.c.dtype == ms.float32                 # to_float casts inputs, not state
    d = copy.deepcopy(net)
    assert [k for k, _ in d.named_buffers()] == [k for k, _ in net.named_buffers()]
    assert d.c is not net.c and isinstance(d.c, _Buffer)
    assert d.sub._non_persistent_buffers_set == {"hidden"}
    net.to(ms.float16)                               # Cell.to casts buffers too (2.10)
    assert net.c.dtype == ms.float16 and net.v.dtype == ms.float16
