"""Session 68, ut68a: upstream ut graph front end leftovers (values measured on MindSpore 2.10).

Lambdas (compiler/lambda_source.py): a lambda written inside a lambda that a graph read is part
of that graph, and ``vmap`` reads a lambda before it checks its call's arguments (session 67's
lam67 leftovers; upstream tests/ut/python/vmap/test_vmap.py::test_lambda_fn's rule).
"""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

X = ms.Tensor(np.array([1.0, 2.0], np.float32))
NOT_CALL = "Parse Lambda Function Fail. Node type must be Lambda, but got Call."

# a lambda whose inner lambda starts on a continuation line: 2.10 compiles the inner one as
# part of the outer one's expression when a graph reads the outer one (jit, vmap)
GRAD_INSIDE = lambda a: ms.grad(
    lambda t: (t * 3).sum())(a)
VMAP_INSIDE = lambda a: ops.vmap(
    lambda t: t * 4)(a)
PAREN_OUTER = (lambda a:
               ms.grad(lambda t: (t * 5).sum())(a))
SAME_LINE = lambda a: ms.grad(lambda t: (t * 2).sum())(a)
IDENTITY = lambda a: a
FIRST = lambda a, b: a


@pytest.mark.parametrize("fn, want", [(GRAD_INSIDE, [3.0, 3.0]), (VMAP_INSIDE, [4.0, 8.0]),
                                      (PAREN_OUTER, [5.0, 5.0]), (SAME_LINE, [2.0, 2.0])])
def test_a_lambda_inside_a_jitted_lambda_is_part_of_its_graph(mode, fn, want):
    np.testing.assert_array_equal(ms.jit(fn)(X).asnumpy(), want)


def test_a_lambda_inside_a_vmapped_lambda_is_part_of_its_graph(mode):
    out = ops.vmap(GRAD_INSIDE)(ops.ones((2, 2), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[3.0, 3.0], [3.0, 3.0]])


def test_an_inner_lambda_run_eagerly_is_read_from_its_own_lines(mode):
    # 2.10: vmap reads the inner lambda (its lines start mid-expression) in both modes; grad
    # reads it in GRAPH_MODE only
    ms.jit(VMAP_INSIDE)(X)       # (a graph that read the outer lambda first changes nothing)
    with pytest.raises(SyntaxError, match=r"unmatched '\)'"):
        VMAP_INSIDE(X)
    if ms.get_context("mode") == ms.GRAPH_MODE:
        with pytest.raises(SyntaxError, match=r"unmatched '\)'"):
            GRAD_INSIDE(X)
    else:
        np.testing.assert_array_equal(GRAD_INSIDE(X).asnumpy(), [3.0, 3.0])


def _vmap_in_axes_none():
    return ops.vmap(lambda a: a, in_axes=None)(X)


def _vmap_bad_arity():
    return ops.vmap(lambda a: a)(X, X)


def _vmap_sizes():
    return ops.vmap(lambda a, b: a)(X, ops.ones(3, ms.float32))


@pytest.mark.parametrize("call", [_vmap_in_axes_none, _vmap_bad_arity, _vmap_sizes])
def test_vmap_reads_a_lambda_before_checking_its_call(mode, call):
    with pytest.raises(TypeError, match=NOT_CALL) as info:
        call()
    assert info.value.__suppress_context__


def test_vmap_call_errors_of_a_lambda_it_reads(mode):
    # the same calls with the lambda on its own line: vmap's own errors (2.10's texts)
    with pytest.raises(RuntimeError, match="The 'in_axes' of 'vmap' cannot be a single None"):
        ops.vmap(IDENTITY, in_axes=None)(X)
    with pytest.raises(TypeError, match="The parameters number of the function is 1, but the "
                                        "number of provided arguments is 2."):
        ops.vmap(IDENTITY)(X, X)
    with pytest.raises(RuntimeError, match="The 'axis_size' of each argument in the scope of "
                                           "'vmap' should be equal, but got 2 and 3."):
        ops.vmap(FIRST)(X, ops.ones(3, ms.float32))
