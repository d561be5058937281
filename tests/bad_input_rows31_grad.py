"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's b3.py):
``grad``/``value_and_grad``/``GradOperation``/``jacfwd``/``vjp``/``jvp``/``get_grad``
misuse: ``grad_position``, ``weights``, ``has_aux``, sensitivities."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops

x = Tensor(np.ones((2, 3), np.float32))
y = Tensor(np.full((2, 3), 2.0, np.float32))


def f(a, b):
    return (a * b).sum()


def f1(a):
    return (a * a).sum()


def fa(a):
    return (a * a).sum(), a


class W(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")

    def construct(self, a):
        return (a * self.w).sum()



ROWS = {
    'grad pos 5': (lambda: ms.grad(f, grad_position=5)(x, y),
        RuntimeError, 'Position index 5 is exceed input size.'),
    'grad pos neg': (lambda: ms.grad(f, grad_position=-1)(x, y),
        ValueError, 'grad_position must be >= 0.'),
    'grad pos str': (lambda: ms.grad(f, grad_position="0")(x, y),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos tuple bad': (lambda: ms.grad(f, grad_position=(0, 3))(x, y),
        RuntimeError, 'Position index 3 is exceed input size.'),
    'grad pos empty tuple': (lambda: ms.grad(f, grad_position=())(x, y),
        RuntimeError, 'grad_position should not be empty when grad by position!'),
    'grad weights int': (lambda: ms.grad(W(), grad_position=None, weights=3)(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got 3'),
    'grad weights str': (lambda: ms.grad(W(), grad_position=None, weights="w")(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got w'),
    'grad has_aux int': (lambda: ms.grad(fa, has_aux=1)(x),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad return_ids str': (lambda: ms.grad(f, return_ids="x")(x, y),
        TypeError, "For '_Grad', the 'return_ids' should be bool, but got str"),
    'grad str input': (lambda: ms.grad(f1)("a"),
        TypeError, "can't multiply sequence by non-int of type 'str'"),
    'grad int input': (lambda: ms.grad(f1)(3),
        AttributeError, "'int' object has no attribute 'sum'"),
    'vag pos 5': (lambda: ms.value_and_grad(f, grad_position=5)(x, y),
        RuntimeError, 'Position index 5 is exceed input size.'),
    'vag pos neg': (lambda: ms.value_and_grad(f, grad_position=-1)(x, y),
        ValueError, 'grad_position must be >= 0.'),
    'vag weights int': (lambda: ms.value_and_grad(W(), grad_position=None, weights=3)(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got 3'),
    'vag pos tuple bad': (lambda: ms.value_and_grad(f, grad_position=(0, 3))(x, y),
        RuntimeError, 'Position index 3 is exceed input size.'),
    'vag return_ids str': (lambda: ms.value_and_grad(f, return_ids="x")(x, y),
        TypeError, "For '_Grad', the 'return_ids' should be bool, but got str"),
    'ops.grad pos 5': (lambda: ops.grad(f, grad_position=5)(x, y),
        RuntimeError, 'Position index 5 is exceed input size.'),
    'ops.value_and_grad pos 5': (lambda: ops.value_and_grad(f, grad_position=5)(x, y),
        RuntimeError, 'Position index 5 is exceed input size.'),
    'GO get_by_list str': (lambda: ops.GradOperation(get_by_list="x"),
        TypeError, "For 'GradOperation', the 'get_by_list' should be bool, but got str"),
    'GO sens_param int': (lambda: ops.GradOperation(sens_param=1),
        TypeError, "For 'GradOperation', the 'sens_param' should be bool, but got int"),
    'GO get_by_position str': (lambda: ops.GradOperation(get_by_position="x"),
        TypeError, 'GradOperation.__init__() got an unexpected keyword argument '
                   "'get_by_position'"),
    'GO get_by_position no weights': (lambda: ops.GradOperation(get_by_position=True)(f)(x, y),
        TypeError, 'GradOperation.__init__() got an unexpected keyword argument '
                   "'get_by_position'"),
    'GO get_by_list weights int': (lambda: ops.GradOperation(get_by_list=True)(W(), 3)(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got 3'),
    'GO fn int': (lambda: ops.GradOperation()(3)(x),
        TypeError, 'The fn should be callable, but got int'),
    'GO no args': (lambda: ops.GradOperation()(f1)(),
        TypeError, "f1() missing 1 required positional argument: 'a'"),
    'jacfwd pos 3': (lambda: ms.jacfwd(f1, grad_position=3)(x),
        ValueError, 'The element in grad_position must belong to [0, args_num).'),
    'vjp v int': (lambda: ms.vjp(lambda a: a * 2, x)[1](1),
        TypeError, 'The inputs type must be Tensor.'),
    'jvp v int': (lambda: ms.jvp(lambda a: a * 2, x, 1),
        TypeError, 'The inputs type must be a Tensor, tuple or list of Tensors.'),
    'jvp inputs int': (lambda: ms.jvp(lambda a: a * 2, 1, 1),
        TypeError, 'The inputs type must be a Tensor, tuple or list of Tensors.'),
    'vjp inputs int': (lambda: ms.vjp(lambda a: a * 2, 1),
        TypeError, 'The inputs type must be Tensor.'),
    'get_grad bad id': (lambda: ms.get_grad(ms.grad(f, (0, 1), return_ids=True)(x, y), 5),
        RuntimeError, 'Can not find the gradient for position or Parameter 5'),
    'get_grad not tuple': (lambda: ms.get_grad(x, 0),
        RuntimeError, 'Can not find the gradient for position or Parameter 0'),
    'get_grad position str': (lambda: ms.get_grad(ms.grad(f, (0, 1), return_ids=True)(x, y), "a"),
        TypeError, 'For `get_grad`, the `x` should be an integer or a Parameter, but got a'),
}
