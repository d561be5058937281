"""Session 67 (num67): numerics against MindSpore 2.10. Every expected value below was measured on
2.10 CPU (PYNATIVE_MODE and GRAPH_MODE alike unless a test says otherwise).

``ops.logaddexp`` is 2.10's composite ``max + Log1p(Exp(-|x - y|))`` with nnacl's exp and its
bprops (``runtime/primitives/math_ext.py``), where ``jnp.logaddexp`` was up to 3.5e-6 off."""
import numpy as np

import minicell as ms
from minicell import Tensor, nn, ops


class _Weighted2(nn.Cell):
    """``(f(x, y) * dy).sum()``: the gradient is the bprop at a cotangent other than 1."""
    def __init__(self, fn, dy):
        super().__init__()
        self.fn, self.dy = fn, dy

    def construct(self, x, y):
        return (self.fn(x, y) * self.dy).sum()


# ---- logaddexp: 2.10's composite and its bprops -------------------------------------------------
_LAE_X = [
    -1.6038628816604614, -2.6487178802490234, -0.4967232346534729, 0.8408904671669006,
    2.2720930576324463, 0.21941280364990234, -1.1052945852279663, -1.5695607662200928,
    1.4974915981292725, 3.269566059112549, 0.545537531375885, -2.4666574001312256]
_LAE_Y = [
    -1.6038628816604614, 3.200038194656372, 0.4057648777961731, -3.4642696380615234,
    -0.16739238798618317, -2.3264520168304443, -1.2585761547088623, -0.9760116338729858,
    -1.4266268014907837, 1.1067569255828857, -0.12617194652557373, -1.1788625717163086]
_LAE_W = [
    1.5187722444534302, 1.8051327466964722, 0.8409777879714966, 1.843172311782837,
    1.8082932233810425, 0.5277758240699768, 1.5612432956695557, 0.5017995238304138,
    1.2550458908081055, 1.1550005674362183, 0.8048792481422424, 0.9874139428138733]
_LAE_F = [
    -0.9107156991958618, 3.2029175758361816, 0.7462000846862793, 0.8542988300323486,
    2.355703830718994, 0.29489603638648987, -0.4858541488647461, -0.5362331867218018,
    1.549810767173767, 3.3784217834472656, 0.9581996202468872, -0.935227632522583]
_LAE_GX = [
    0.7593861222267151, 0.005190092604607344, 0.2426552176475525, 1.8186231851577759,
    1.6632487773895264, 0.48940402269363403, 0.8403322100639343, 0.17855075001716614,
    1.1910711526870728, 1.035873532295227, 0.532738208770752, 0.21350477635860443]
_LAE_GY = [
    0.7593861222267151, 1.7999426126480103, 0.5983225703239441, 0.02454906888306141,
    0.1450444608926773, 0.038371793925762177, 0.7209110856056213, 0.3232487738132477,
    0.0639747828245163, 0.1191270649433136, 0.2721410393714905, 0.7739091515541077]


def test_logaddexp_is_2_10_composite_with_its_bprops(mode):
    # the first pair is a tie: Maximum's bprop gives each input half of dout
    x, y = Tensor(np.array(_LAE_X, np.float32)), Tensor(np.array(_LAE_Y, np.float32))
    w = Tensor(np.array(_LAE_W, np.float32))
    assert ops.logaddexp(x, y).asnumpy().tolist() == _LAE_F
    gx, gy = ms.grad(_Weighted2(ops.logaddexp, w), grad_position=(0, 1))(x, y)
    assert gx.asnumpy().tolist() == _LAE_GX
    assert gy.asnumpy().tolist() == _LAE_GY
