"""amp O1's stack walk (``train._amp_o1._caller_dtype``) classifies each code object once and
builds a frame's locals only where the code can see a name ``self`` (ut19: a white-listed
Primitive called eagerly at stack depth 50 outside any Cell cost a 64-frame walk that built
every frame's locals once O1 was on). The decisions are those of the plain walk that reads
every frame's locals: checked here call site by call site against that walk."""
import sys

import numpy as np

import minicell as ms
from minicell import nn, ops
from minicell.train import _amp_o1 as o1, amp


def _plain_walk(prim, frame):
    """The walk as ut18 wrote it: every user frame's ``self`` looked up."""
    for _ in range(o1._DEPTH):
        if frame is None:
            return None
        path = frame.f_code.co_filename
        if not path.startswith(o1._SKIPPED):
            if path.startswith(o1._LIBRARY):
                return None
            owner = frame.f_locals.get("self")
            if isinstance(owner, nn.Cell):
                found = owner.__dict__.get(o1._MARK)
                return found[1] if found is not None and isinstance(prim, found[0]) else None
        frame = frame.f_back
    return None


def _deep(n, fn):
    return fn() if n == 0 else _deep(n - 1, fn)


def _helper(a):
    return ops.MatMul()(a, a)


class _Net(nn.Cell):
    def construct(self, a):
        def inner():                       # `self` is a free variable of this frame
            return ops.MatMul()(a, a)
        twice = lambda: ops.MatMul()(a, a) + self.meth(a)      # noqa: E731
        return inner(), twice(), _helper(a), _deep(5, lambda: ops.MatMul()(a, a))

    def meth(self, a):
        return ops.MatMul()(a, a)


def test_o1_walk_decides_as_the_plain_walk(monkeypatch):
    net = _Net()
    amp.auto_mixed_precision(net, "O1")
    seen = []
    real = o1._caller_dtype

    def spy(prim):
        frame = sys._getframe(2)
        seen.append((real(prim, frame), _plain_walk(prim, frame)))
        return seen[-1][0]
    monkeypatch.setattr(o1, "_caller_dtype", spy)
    a = ms.Tensor(np.ones((2, 2), np.float32))
    outs = net(a)
    cast_sites = len(seen)
    _deep(70, lambda: ops.MatMul()(a, a))                # outside any Cell, deep
    scope = {"self": net, "ops": ops, "a": a}
    exec("ops.MatMul()(a, a)", scope)                    # module-level code, a global `self`
    assert cast_sites == 5 and len(seen) == 7
    assert all(new == old for new, old in seen), seen
    assert [new for new, _ in seen] == [ms.float16] * 5 + [None, ms.float16]
    assert all(o.dtype == ms.float32 for o in outs)
