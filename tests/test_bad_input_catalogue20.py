"""Bad input, twentieth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad20: earlier rounds' bad calls inside a GRAPH_MODE
construct and a ``@jit`` function, nn / mint.nn layers called with bad inputs in construct,
graph syntax misuse, grad / vmap / jvp / vjp misuse, and mint's functions given each dtype):

- mint's functions whose kernels take only some dtypes refuse the others with 2.10's TypeError
  (``mint._dtype_table``: an Int32 Tensor for ``mint.var``, a Float64 one for
  ``mint.logsumexp``);
- a call in compiled code whose arguments do not fit the callee is 2.10's graph error
  (``compiler.arity``): TypeError "The parameters number of the function is ..." for a callee
  without defaults, RuntimeError "Miss argument input for parameter:..." / "Function:... takes
  N positional arguments" for one with defaults."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import mint, nn, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_I = Tensor(np.arange(6, dtype=np.int32).reshape(2, 3))
_D = _X.astype(ms.float64)
F = mint.nn.functional


def _g(a, b, c=1):
    return a


class _Sub(nn.Cell):
    def construct(self, a, b=1):
        return a


class _Calls(nn.Cell):
    """construct makes the call named by ``case`` (one compiled graph per case)."""

    def __init__(self, case):
        super().__init__()
        self.case = case
        self.dense = nn.Dense(3, 3)
        self.sub = _Sub()
        self.t = Tensor([1.0])

    def construct(self, x):
        if self.case == "dense2":
            return self.dense(x, x)
        if self.case == "sub0":
            return self.sub()
        if self.case == "g1":
            return _g(x)
        if self.case == "g4":
            return _g(x, x, x, x)
        if self.case == "g_dup":
            return _g(x, x, x, c=1)
        if self.case == "angle1":
            return x.angle(1)
        if self.case == "dict_b":
            return {'a': 1, 'c': 2}['b']
        if self.case == "kw_foo":
            return ops.add(x, x, foo=1)
        if self.case == "call_tensor":
            return self.t(x)
        return ops.fmod(x)


def _graph(case):
    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        return _Calls(case)(_X)
    return call


def _sum_of_product(a, b):
    return (a * b).sum()


@ms.jit
def _jit_grad_aux(x):
    return ms.grad(_sum_of_product, has_aux=True)(x, x)


@ms.jit
def _jit_fmod(x):
    return ops.fmod(x)


_SUPPORTS = re.escape("the input[input] supports types: Float16, Float32, BFloat16. But got")
CASES = {
    # kernels that refuse a dtype (2.10's infer checks / CPU kernel selection)
    "var int32": (lambda: mint.var(_I), TypeError, rf"^For primitive\[Var\], {_SUPPORTS} Int32\.$"),
    "std_mean float64": (lambda: mint.std_mean(_D), TypeError,
                         rf"^For primitive\[StdMean\], {_SUPPORTS} Float64\.$"),
    "logsumexp float64": (lambda: mint.logsumexp(_D, 1), TypeError,
                          r"^For primitive\[LogSumExp\], the input\[input\] supports types: Bool, "
                          r"Int8, Int16, Int32, Int64, UInt8, Float16, Float32, BFloat16\. But "
                          r"got Float64\.$"),
    "addmm int32 input": (lambda: mint.addmm(Tensor(np.ones((2, 2), np.int32)), _X,
                                             Tensor(np.ones((3, 2), np.float32))), TypeError,
                          r"^For primitive\[Addmm\], the input argument\[x\] must be a type of "
                          r"\{BFloat16, Float16, Float32\}, but got Int32\.$"),
    "logaddexp float64 other": (lambda: mint.logaddexp(_X, _D), TypeError,
                                r"^For primitive\[LogAddExp\], the input argument \[input\] must "
                                r"be a type of \{Float16, Float32, BFloat16\}, but got Float64\.$"),
    "amax bool": (lambda: mint.amax(_X > 1), TypeError,
                  r"^Select CPU operator\[ReduceMax\] fail! Unsupported data type!"),
    "diff float64": (lambda: mint.diff(_D), TypeError,
                     r"^For 'diff', 'input' do not support complex64/complex128/float64/int16$"),
    "batch_norm_stats int32": (lambda: mint.batch_norm_stats(_I, 1e-5), TypeError,
                               r"^For primitive\[BatchNormStats\], the input argument\[input\] "
                               r"must be a type of \{Tensor\[Float16\], Tensor\[Float32\]\}, but "
                               r"got Tensor\[Int32\]\.$"),
    "F.leaky_relu int32": (lambda: F.leaky_relu(_I), TypeError,
                           r"^For primitive\[LeakyReLUExt\], the input argument\[input_x\] must be "
                           r"a type of \{BFloat16, Float16, Float32, Float64\}, but got Int32\.$"),
    "F.kl_div int32 target": (lambda: F.kl_div(_X, _I), TypeError,
                              r"^For primitive\[KLDiv\], the input\[target\] supports types: "
                              r"Float16, Float32, BFloat16\. But got Int32\.$"),
    "KLDivLoss int32 input": (lambda: mint.nn.KLDivLoss()(_I, _X), TypeError,
                              rf"^For primitive\[KLDiv\], {_SUPPORTS} Int32\.$"),
    "F.mish float64": (lambda: F.mish(_D), TypeError,
                       r"^For primitive\[MishExt\], the input argument\[input\] must be a type of "
                       r"\{Float16, Float32\} but got Float64\.$"),
    "F.adaptive_max_pool2d int32": (
        lambda: F.adaptive_max_pool2d(Tensor(np.ones((1, 2, 4, 4), np.int32)), 2), TypeError,
        r"^Select CPU operator\[AdaptiveMaxPool2D\] fail! Unsupported data type!"),
    # compiled calls whose arguments do not fit the callee
    "graph sub-Cell 2 args": (_graph("dense2"), TypeError,
                              r"^The parameters number of the function is 1, but the number of "
                              r"provided arguments is 2\.$"),
    "graph sub-Cell with default, none given": (_graph("sub0"), RuntimeError,
                                                r"^Miss argument input for parameter:a$"),
    "graph function missing b": (_graph("g1"), RuntimeError,
                                 r"^Miss argument input for parameter:b$"),
    "graph function 4 of 3": (_graph("g4"), RuntimeError,
                              r"^Function:_g\w* takes 3 positional arguments, but 4 were given\.$"),
    "graph function c twice": (_graph("g_dup"), TypeError,
                               r"^Multiply values for specific argument: c$"),
    "graph Tensor method": (_graph("angle1"), TypeError,
                            r"^The parameters number of the function is 1, but the number of "
                            r"provided arguments is 2\.$"),
    "graph ops function": (_graph("fmod1"), TypeError,
                           r"^The parameters number of the function is 2, but the number of "
                           r"provided arguments is 1\.$"),
    "graph dict missing key": (_graph("dict_b"), ValueError,
                               r"^The key b does not exist in the dict:\{'a': 1, 'c': 2\}$"),
    "graph unexpected keyword": (_graph("kw_foo"), RuntimeError,
                                 r"^Got an unexpected keyword argument 'foo'$"),
    "graph Tensor called": (_graph("call_tensor"), ValueError,
                            r"^The object is not callable\. Please check code\.$"),
    "jvp of a number": (lambda: ops.jvp(1, (_X,), (_X,)), ValueError,
                        r"^The object is not callable\. Please check code\.$"),
    "jacrev of a number": (lambda: ms.jacrev(1)(_X, _X), ValueError,
                           r"^The object is not callable\. Please check code\.$"),
    "grad has_aux one output (PYNATIVE ValueError)": (
        lambda: ms.grad(_sum_of_product, has_aux=True)(_X, _X), ValueError,
        r"^When has_aux is True, origin fn requires more than one outputs\.$"),
    "grad has_aux one output in jit (RuntimeError)": (
        lambda: _jit_grad_aux(_X), RuntimeError,
        r"^When has_aux is True, origin fn requires more than one outputs\.$"),
    # mint's convolutions check the input's rank first
    "F.conv2d 2-d input": (lambda: F.conv2d(_X, Tensor(np.ones((4, 2, 3, 3), np.float32))),
                           RuntimeError, r"^Expected 3D \(unbatched\) or 4D \(batched\) input to "
                           r"Conv2DExt, but got input of shape: \[const vector\]\{2, 3\}$"),
    "Conv1d 4-d input": (lambda: mint.nn.Conv1d(2, 4, 3)(Tensor(np.ones((1, 2, 4, 4), np.float32))),
                         RuntimeError, r"^Expected 2D \(unbatched\) or 3D \(batched\) input to "
                         r"Conv1DExt, but got input of shape: \[const vector\]\{1, 2, 4, 4\}$"),
    "ConvTranspose2d 0-d input": (lambda: mint.nn.ConvTranspose2d(2, 4, 3)(Tensor(np.float32(1))),
                                  RuntimeError, r"^Expected 3D \(unbatched\) or 4D \(batched\) "
                                  r"input to ConvTranspose2D, but got input of shape: "
                                  r"\[const vector\]\{\}$"),
    "Conv3d 2-d input": (lambda: mint.nn.Conv3d(2, 4, 3)(_X), ValueError,
                         r"^For \[Conv3d\], the dim of argument\[input\] must be equal to 4 or "
                         r"5\.$"),
    "jit ops function": (lambda: _jit_fmod(_X), TypeError,
                         r"^The parameters number of the function is 2, but the number of "
                         r"provided arguments is 1\.$"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_matches_mindspore(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_the_neighbours_still_work():
    """The valid neighbours of the cases above: 2.10 CPU accepts them (measured)."""
    assert mint.amax(_I).dtype == ms.int32 and mint.diff(_I).shape == (2, 2)
    assert mint.logaddexp(_X, _X).dtype == ms.float32 and mint.var(_X).shape == ()
    assert F.leaky_relu(_D).dtype == ms.float64 and F.nll_loss(
        _D, Tensor([0, 2], ms.int64)).dtype == ms.float64
    assert F.adaptive_max_pool2d(Tensor(np.ones((1, 2, 4, 4), np.float64)), 2).shape == \
        (1, 2, 2, 2)


def test_compiled_calls_that_fit_still_work():
    np.testing.assert_allclose(_jit_ok(_X).asnumpy(), (_X + _X % 2.0).asnumpy())


@ms.jit
def _jit_ok(x):
    return _g(x, x, c=2) + ops.fmod(x, 2.0)


_SAME_TEXT = "def fn(a, b):\n    return (a * {}).sum()\n@ms.jit\ndef g(x):\n    return fn(x, x)\n"


def test_functions_of_the_same_text_in_two_modules_keep_their_globals(tmp_path):
    """Two files whose jit functions have the same text and lines call their own module's
    helper (2.10: 6.0 and 18.0, measured); minicell's converted-code cache compared the code
    objects, which CPython compares without their file, and the second ran the first's fn."""
    import types
    out = []
    for i, factor in enumerate(("b", "3")):
        src = _SAME_TEXT.format(factor)
        path = tmp_path / f"same_text_{i}.py"
        path.write_text(src)
        module = types.ModuleType(f"same_text_{i}")
        module.__dict__.update(ms=ms, __file__=str(path))
        exec(compile(src, str(path), "exec"), module.__dict__)
        out.append(float(module.g(Tensor(np.ones((2, 3), np.float32))).asnumpy()))
    assert out == [6.0, 18.0]
