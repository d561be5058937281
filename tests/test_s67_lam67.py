"""2.10's refusal of a lambda it cannot read from its source (compiler/lambda_source.py).

MindSpore 2.10 reads a lambda given to a graph from the source lines of the statement that made
it and refuses it unless that statement's value is the lambda (measured on 2.10 in both modes,
session 66 and 67). Upstream: tests/ut/python/vmap/test_vmap.py::test_lambda_fn.
"""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops

X = ms.Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))

NOT_LAMBDA = (
    "Parse Lambda Function Fail. Node type must be Lambda, but got {}. Please check lambda "
    "expression to make sure it is defined on a separate line.\n For example, the code "
    "'func = nn.ReLU() if y < 1 else lambda x: x + 1' rewritten as\n'if y < 1:\n"
    "    func = nn.ReLU()\nelse:\n    func = lambda x: x + 1\n'will solve the problem.\n")
IN_DEF = (
    "An error occurred while parsing the positional information of the lambda expression. "
    "Please write the lambda expression on a separate line.\nFor example, the code "
    "'def __init__(self, combine_fn=lambda x: x + 1):' rewritten as\n"
    "'def __init__(self, combine_fn=\nlambda x: x + 1\n):' will solve the problem.")

# the forms 2.10 refuses (module level, as a test file would write them)
IN_LIST = [lambda a: a + 1]
K = 1; AFTER_SEMICOLON = lambda a: a + 4      # noqa: E702
IN_IFEXP = (lambda a: a + 6) if K else None
PAIR = (1,     # the lambda's lines start inside the tuple
        lambda a: a + 1)

# the forms 2.10 reads
ANNOTATED: object = lambda a: a + 2
CHAINED = OTHER = lambda a: a + 3
PARENTHESIZED = (lambda a: a + 5)
GLOBAL = lambda a: a * 4


def _one_line(): return ms.jit(lambda a: a * 7)(X)   # noqa: E704


def _jit():
    return ms.jit(lambda a: a + 1)(X)


def _jvp():
    return ops.jvp(lambda a: a * 2, X, X)


def _jacfwd():
    return ops.jacfwd(lambda a: a * 2)(X)


def _grad():
    return ops.grad(lambda a: (a * a).sum())(X)


def _grad_operation():
    return ops.GradOperation()(lambda a: (a * 2).sum())(X)


def _cell_attribute():
    return Attr(lambda a: a * 2)(X)


class Attr(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, a):
        return self.f(a)


class UsesGlobal(nn.Cell):
    def construct(self, a):
        return GLOBAL(a)


class MakesOne(nn.Cell):
    def construct(self, a):
        return (lambda b: b * 5)(a)


def test_upstream_vmap_lambda_fn(mode):
    # tests/ut/python/vmap/test_vmap.py::test_lambda_fn
    with pytest.raises(TypeError) as e:
        ops.vmap(lambda x, y, z: x + y + z, in_axes=(1, 1, None), out_axes=0)(X, X, 1)
    assert str(e.value).startswith(NOT_LAMBDA.format("Call"))     # 2.10 adds its C++ stack


@pytest.mark.parametrize("call", [_jit, _jvp, _jacfwd], ids=["jit", "jvp", "jacfwd"])
def test_a_lambda_written_in_a_call_is_refused_in_both_modes(mode, call):
    with pytest.raises(TypeError, match=r"^Parse Lambda Function Fail\. Node type must be "
                                        r"Lambda, but got Call\. Please check"):
        call()


@pytest.mark.parametrize("fn, node", [(IN_LIST[0], "List"), (AFTER_SEMICOLON, "Constant"),
                                      (IN_IFEXP, "IfExp")], ids=["list", "semicolon", "ifexp"])
def test_the_node_2_10_names(mode, fn, node):
    with pytest.raises(TypeError) as e:
        ms.jit(fn)(X)
    assert str(e.value).startswith(NOT_LAMBDA.format(node))


def test_a_lambda_in_a_def_line_is_a_value_error(mode):
    with pytest.raises(ValueError) as e:
        _one_line()
    assert str(e.value) == IN_DEF


def test_a_lambda_starting_inside_an_expression_is_a_syntax_error(mode):
    with pytest.raises(SyntaxError) as e:
        ms.jit(PAIR[1])(X)
    assert e.value.args == ("unmatched ')'", ("<unknown>", 1, 16, "lambda a: a + 1)", 1, 16))
    with pytest.raises(SyntaxError):      # the verdict is kept: the same error again
        ms.jit(PAIR[1])(X)


@pytest.mark.parametrize("call", [_grad, _grad_operation, _cell_attribute],
                         ids=["grad", "GradOperation", "cell_attribute"])
def test_graph_mode_only_refusals(mode, call):
    if mode == ms.PYNATIVE_MODE:       # 2.10 runs them eagerly
        assert call().shape == (2, 3)
        return
    with pytest.raises(TypeError, match="but got Call"):
        call()


@pytest.mark.parametrize("fn, add", [(ANNOTATED, 2), (CHAINED, 3), (PARENTHESIZED, 5)],
                         ids=["annotated", "chained", "parenthesized"])
def test_forms_2_10_reads(mode, fn, add):
    assert ms.jit(fn)(X).asnumpy().tolist() == (X.asnumpy() + add).tolist()


def test_a_lambda_on_its_own_line_under_every_transform(mode):
    double = lambda a: a * 2
    total = lambda a: (a * a).sum()
    np.testing.assert_array_equal(ops.vmap(double)(X).asnumpy(), X.asnumpy() * 2)
    np.testing.assert_array_equal(ops.grad(total)(X).asnumpy(), X.asnumpy() * 2)
    np.testing.assert_array_equal(Attr(double)(X).asnumpy(), X.asnumpy() * 2)


def test_lambdas_of_the_graphs_own_code_and_globals_it_calls(mode):
    np.testing.assert_array_equal(UsesGlobal()(X).asnumpy(), X.asnumpy() * 4)
    np.testing.assert_array_equal(MakesOne()(X).asnumpy(), X.asnumpy() * 5)


def test_bytecode_capture_reads_no_source(mode):
    out = ms.jit(lambda a: a + 1, capture_mode="bytecode")(X)
    np.testing.assert_array_equal(out.asnumpy(), X.asnumpy() + 1)
