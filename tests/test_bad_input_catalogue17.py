"""Bad input, seventeenth round (measured against MindSpore 2.10 CPU, ``pynative_synchronize=True``,
with the generated catalogue of /tmp/bad17: mint dims, keep_dims, losses, Tensor construction,
grad, Parameter, Cell, optimizers, indexing, ms.numpy, datasets, Model): the Reduce Primitives
take only a Python bool ``keep_dims`` (and ``skip_mode``), checked when called with their
parser's texts; ``ops.median`` (and ``nanmedian``) only a bool ``keepdims``; ``mint.median``
with a ``dim`` only an int dim and a bool keepdim (MedianDim's parser text); ``ops.take`` /
``mint.take`` only a Tensor index (Take's parser text)."""
import numpy as np
import pytest

import minicell as ms
from minicell import mint, ops, Tensor
from conftest import raises_as_mindspore

_X = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
_AXES = r"axis=<list of int, int, Tensor, tuple of int>\)"


def _reduce_text(prim, attrs, operand, axis):
    return (rf'Failed calling {prim} with "{prim}\({attrs}\)\({operand}=Tensor, axis={axis}\)"\.'
            rf'\nThe valid calling should be: \n"{prim}\(keep_dims=<bool>'
            + (r", skip_mode=<bool>" if prim == "ReduceSum" else "")
            + rf'\)\({operand}=<Tensor>, {_AXES}"\.')


def _median_dim(dim, keepdim):
    return (rf'Failed calling MedianDim with "MedianDim\(\)\(input=Tensor, dim={dim}, '
            rf'keepdim={keepdim}\)"\.\nThe valid calling should be: \n"MedianDim\(\)\('
            r'input=<Tensor>, dim=<int>, keepdim=<bool>\)"\.')


def _take(index):
    return (rf'Failed calling Take with "Take\(\)\(input=Tensor, index={index}\)"\.\nThe valid '
            r'calling should be: \n"Take\(\)\(input=<Tensor>, index=<Tensor>\)"\.')


CASES = {
    # Reduce Primitives: keep_dims must be a Python bool (2.10's texts, measured)
    "ReduceSum keep_dims str": (lambda: ops.ReduceSum(keep_dims="a")(_X, 0), TypeError,
                                _reduce_text("ReduceSum", "keep_dims=string, skip_mode=bool",
                                             "x", "int")),
    "ReduceSum keep_dims int": (lambda: ops.ReduceSum(keep_dims=1)(_X), TypeError,
                                _reduce_text("ReduceSum", "keep_dims=int, skip_mode=bool", "x",
                                             "Tuple<>")),
    "ReduceMean keep_dims None": (lambda: ops.ReduceMean(keep_dims=None)(_X), TypeError,
                                  _reduce_text("ReduceMean", "keep_dims=None", "x", "Tuple<>")),
    "ReduceMax keep_dims list": (lambda: ops.ReduceMax(keep_dims=[True])(_X, 0), TypeError,
                                 _reduce_text("ReduceMax", "keep_dims=List<bool>", "x", "int")),
    "ReduceMin keep_dims float": (lambda: ops.ReduceMin(keep_dims=1.0)(_X, 0), TypeError,
                                  _reduce_text("ReduceMin", "keep_dims=float", "x", "int")),
    "ReduceProd keep_dims Tensor": (lambda: ops.ReduceProd(keep_dims=Tensor(True))(_X, 0),
                                    TypeError,
                                    _reduce_text("ReduceProd", "keep_dims=Tensor", "x", "int")),
    "ReduceAll keep_dims str": (lambda: ops.ReduceAll(keep_dims="a")(_X > 0, 0), TypeError,
                                _reduce_text("ReduceAll", "keep_dims=string", "input", "int")),
    "ReduceAny keep_dims int": (lambda: ops.ReduceAny(keep_dims=1)(_X > 0, 0), TypeError,
                                _reduce_text("ReduceAny", "keep_dims=int", "x", "int")),
    "ReduceSum keep_dims numpy bool": (lambda: ops.ReduceSum(np.bool_(True))(_X, 0), TypeError,
                                       r"Failed calling ReduceSum with \"ReduceSum\(keep_dims="
                                       r"<class 'numpy\.bool"),
    # ops.median / nanmedian: keepdims must be a bool
    "median keepdims str": (lambda: ops.median(_X, 0, keepdims="a"), TypeError,
                            r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                            r"type 'str'\."),
    "median keepdims int": (lambda: ops.median(_X, 0, 1), TypeError,
                            r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                            r"type 'int'\."),
    "nanmedian keepdims int": (lambda: ops.nanmedian(_X, 0, keepdims=1), TypeError,
                               r"For 'Median', the type of 'keep_dims' should be 'bool', but "
                               r"got type 'int'\."),
    "Median keep_dims int": (lambda: ops.Median(keep_dims=1)(_X), TypeError,
                             r"For 'Median', the type of 'keep_dims' should be 'bool', but got "
                             r"type 'int'\."),
    "median keepdims None": (lambda: ops.median(_X, 0, keepdims=None), TypeError,
                             r"but got type 'NoneType'\."),
    # mint.median with a dim: MedianDim's parser
    "mint.median keepdim int": (lambda: mint.median(_X, 0, keepdim=1), TypeError,
                                _median_dim("int", "int")),
    "mint.median keepdim list": (lambda: mint.median(_X, 0, [True]), TypeError,
                                 _median_dim("int", "List<bool>")),
    "mint.median dim float": (lambda: mint.median(_X, 1.5), TypeError,
                              _median_dim("float", "bool")),
    "mint.median dim bool": (lambda: mint.median(_X, True), TypeError,
                             _median_dim("bool", "bool")),
    "mint.median dim list": (lambda: mint.median(_X, [0]), TypeError,
                             _median_dim("List<int>", "bool")),
    # take: the index must be a Tensor
    "mint.take int": (lambda: mint.take(_X, 2), TypeError, _take("int")),
    "mint.take list": (lambda: mint.take(_X, [0]), TypeError, _take("List<int>")),
    "mint.take tuple": (lambda: mint.take(_X, (0, 0)), TypeError, _take("Tuple<int, int>")),
    "mint.take None": (lambda: mint.take(_X, None), TypeError, _take("None")),
    "ops.take float": (lambda: ops.take(_X, 1.5), TypeError, _take("float")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input(name):
    call, exc, pattern = CASES[name]
    raises_as_mindspore(call, exc, pattern)


def test_valid_reduce_median_take():
    """What 2.10 takes (measured): bool flags, skip_mode with an empty axis, a Tensor index
    (mint.median's valid calls are in test_mint)."""
    assert ops.ReduceSum(True)(_X, 1).shape == (2, 1)
    assert ops.ReduceSum(skip_mode=True)(_X, ()).shape == (2, 3)
    assert ops.ReduceAll()(_X > 0).shape == ()
    assert ops.ReduceMean(keep_dims=True)(_X).shape == (1, 1)
    assert mint.take(_X, Tensor([0, 5])).asnumpy().tolist() == [0.0, 5.0]
    assert ms.ops.take(_X, Tensor(4)).asnumpy().item() == 4.0
