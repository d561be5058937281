"""Rows of ``test_bad_input_catalogue29``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad29's k0, k1, n1):
round 28's leftovers (fold's Tensor output_size, vsplit of a 1-D input, set_seed's range,
GatherNd's row text, narrow/swapaxes axes), ``grad``/``value_and_grad``/``jacfwd``/``jacrev``/
``vjp``/``jvp`` argument misuse, ``jit``'s arguments and Cell misuse."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, mint, nn, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

x1 = Tensor(np.arange(6, dtype=np.float32))

xf = Tensor(np.ones((1, 12, 4), np.float32))

y = Tensor(np.ones((2, 3), np.float32))


def f(a, b):
    return (a * b).sum()


def f2(a, b):
    return (a * b).sum(), a + b


def f1(a):
    return (a * a).sum()


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")
    def construct(self, a): return (a * self.w).sum()


def grad_pos(p):
    return ms.grad(f, grad_position=p)(x, y)


def keep(fn):
    def g():
        r = fn()
        if isinstance(r, tuple): return tuple(t.asnumpy().tolist() if hasattr(t, "asnumpy") else t for t in r)
        return r
    return g


ROWS = {
    'fold tuple': (lambda: ops.fold(xf, (3, 3), (2, 2)),
        TypeError, 'For Primitive[Col2Im], the type of input argument[output_size] must be '
                   'Tensor but got Tuple[Int64*2].'),
    'fold list': (lambda: ops.fold(xf, [3, 3], (2, 2)),
        TypeError, 'For Primitive[Col2Im], the type of input argument[output_size] must be '
                   'Tensor but got List[Int64*2].'),
    'Tensor.fold tuple': (lambda: xf.fold((3, 3), (2, 2)),
        TypeError, 'For Primitive[Col2Im], the type of input argument[output_size] must be '
                   'Tensor but got Tuple[Int64*2].'),
    'vsplit 0d': (lambda: ops.vsplit(Tensor(1.0), 1),
        ValueError, 'vsplit expect `x` is a Tensor with at least 1 dimension, but got 0'),
    'hsplit 1d': (lambda: [t.asnumpy().tolist() for t in ops.hsplit(x1, 2)],
        ValueError, 'hsplit expect `x` is a Tensor with at least 2 dimension, but got 1'),
    'dsplit 1d': (lambda: ops.dsplit(x1, 2),
        ValueError, 'dsplit expect `x` is a Tensor with at least 3 dimension, but got 1'),
    'set_seed 2**64': (lambda: ms.set_seed(2**64),
        TypeError, "ufunc 'isinf' not supported for the input types, and the inputs could not "
                   'be safely coerced to any supported types according to the casting rule '
                   "''safe''"),
    'set_seed 2**63': (lambda: ms.set_seed(2**63),
        ValueError, 'Seed must be between 0 and 2**32 - 1'),
    'set_seed 2**32': (lambda: ms.set_seed(2**32),
        ValueError, 'Seed must be between 0 and 2**32 - 1'),
    'gather_nd neg': (lambda: ops.gather_nd(x, Tensor(np.array([[-1]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{-1}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'gather_nd big': (lambda: ops.gather_nd(x, Tensor(np.array([[0, 3]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{0, 3}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'gather_nd big row': (lambda: ops.gather_nd(x, Tensor(np.array([[2]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{2}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'gather_nd big 2': (lambda: ops.gather_nd(x, Tensor(np.array([[0, 1], [1, 3]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[1]: [const vector]{1, 3}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'narrow dim 2': (lambda: ops.narrow(x, 2, 0, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'narrow length big': (lambda: ops.narrow(x, 1, 1, 5),
        ValueError, "The input value must be in range of [1, 2], but got 5 with type 'int'."),
    'narrow start neg': (lambda: ops.narrow(x, 1, -5, 1),
        ValueError, "The input value must be in range of [0, 3), but got -5 with type 'int'."),
    'narrow dim -3': (lambda: ops.narrow(x, -3, 0, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'Tensor.narrow': (lambda: x.narrow(2, 0, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'swapaxes 2': (lambda: ops.swapaxes(x, 0, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'swapaxes -3': (lambda: ops.swapaxes(x, -3, 1),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got -3."),
    'sum axis': (lambda: ops.sum(x, 2),
        ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'reduce_sum axis': (lambda: x.sum(3),
        ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 3.'),
    'mean axis': (lambda: ops.mean(x, 2),
        ValueError, 'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'amax axis': (lambda: ops.amax(x, 2),
        ValueError, 'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    'prod axis': (lambda: ops.prod(x, 2),
        ValueError, 'For primitive[ProdExt], the axis value must be in [-2,2), but got 2.'),
    'narrow start -1': (lambda: ops.narrow(x, 1, -1, 1),
        ValueError, "The input value must be in range of [0, 3), but got -1 with type 'int'."),
    'narrow start 3': (lambda: ops.narrow(x, 1, 3, 1),
        ValueError, "The input value must be in range of [0, 3), but got 3 with type 'int'."),
    'narrow length 0': (lambda: ops.narrow(x, 1, 0, 0),
        ValueError, "The input value must be in range of [1, 3], but got 0 with type 'int'."),
    'narrow axis float': (lambda: ops.narrow(x, 1.0, 1, 2),
        TypeError, "The axes must be integers, but got <class 'float'>"),
    'narrow start float': (lambda: ops.narrow(x, 1, 1.0, 2),
        TypeError, "The input value must be 'int',  but got 'float'."),
    'narrow length neg': (lambda: ops.narrow(x, 1, 1, -1),
        ValueError, "The input value must be in range of [1, 2], but got -1 with type 'int'."),
    'Tensor.narrow start -1': (lambda: x.narrow(1, -1, 1),
        ValueError, "The input value must be in range of [0, 3), but got -1 with type 'int'."),
    'Tensor.narrow length big': (lambda: x.narrow(1, 1, 5),
        ValueError, "The input value must be in range of [1, 2], but got 5 with type 'int'."),
    'mint.narrow start -5': (lambda: mint.narrow(x, 1, -5, 1),
        ValueError, 'For primitive [Narrow]: start value error, start: -5, start should be in '
                    '[-3, 3].'),
    'mint.narrow length big': (lambda: mint.narrow(x, 1, 1, 5),
        ValueError, "For 'Narrow', start (1), + length (5) exceeds dimension size (3)."),
    'mint.narrow dim 2': (lambda: mint.narrow(x, 2, 0, 1),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'swapaxes float': (lambda: ops.swapaxes(x, 0.0, 1),
        TypeError, 'For ops.swapaxes, the axis argument must be integer, but got <class '
                   "'float'>."),
    'swapaxes second bad': (lambda: ops.swapaxes(x, 0, 5),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 5."),
    'Tensor.swapaxes 2': (lambda: x.swapaxes(0, 2),
        ValueError, "The 'axis' must be in the range of [-2, 2), but got 2."),
    'fold int': (lambda: ops.fold(Tensor(np.ones((1, 12, 4), np.float32)), 3, (2, 2)),
        TypeError, 'For Primitive[Col2Im], the type of input argument[output_size] must be '
                   'Tensor but got Int64.'),
    'ReduceMean axis': (lambda: ops.ReduceMean()(x, 2),
        ValueError, 'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'ReduceMax axis': (lambda: ops.ReduceMax()(x, 2),
        ValueError, 'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    'Tensor.sum axis tuple': (lambda: x.sum((0, 2)),
        ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'gather_nd neg col': (lambda: ops.gather_nd(x, Tensor(np.array([[0, -1]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{0, -1}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'gather_nd 3 rows': (lambda: ops.gather_nd(x, Tensor(np.array([[0, 0], [1, 1], [2, 0]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[2]: [const vector]{2, 0}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'gather_nd int64': (lambda: ops.gather_nd(x, Tensor(np.array([[0, 5]], np.int64))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{0, 5}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'GatherNd prim': (lambda: ops.GatherNd()(x, Tensor(np.array([[3]], np.int32))),
        RuntimeError, "For 'GatherNd', the indices[0]: [const vector]{3}, does not index into "
                      'input_shape: [const vector]{2, 3}.'),
    'Tensor.gather_nd?': (lambda: x[Tensor(np.array([0, 2], np.int32))],
        RuntimeError, "For 'Gather', the 'input_indices' should be in the range [0, 2), but got 2, "
                      'error_code[58]'),
    'grad pos 2': (lambda: grad_pos(2),
        RuntimeError, 'Position index 2 is exceed input size.'),
    'grad pos -1': (lambda: grad_pos(-1),
        ValueError, 'grad_position must be >= 0.'),
    'grad pos -3': (lambda: grad_pos(-3),
        ValueError, 'grad_position must be >= 0.'),
    'grad pos float': (lambda: grad_pos(1.0),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos str': (lambda: grad_pos("0"),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos list': (lambda: grad_pos([0, 1]),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos tuple big': (lambda: grad_pos((0, 2)),
        RuntimeError, 'Position index 2 is exceed input size.'),
    'grad pos empty tuple': (lambda: grad_pos(()),
        RuntimeError, 'grad_position should not be empty when grad by position!'),
    'grad pos None no weights': (lambda: grad_pos(None),
        ValueError, '`grad_position` and `weight` can not be None at the same time.'),
    'grad weights int': (lambda: ms.grad(f1, 0, weights=1)(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got 1'),
    'grad net weights str': (lambda: ms.grad(Net(), 0, weights="w")(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got w'),
    'grad has_aux non tuple': (lambda: ms.grad(f1, has_aux=True)(x),
        ValueError, 'When has_aux is True, origin fn requires more than one outputs.'),
    'grad has_aux 1 tuple': (lambda: ms.grad(lambda a: ((a * a).sum(),), has_aux=True)(x),
        ValueError, 'When has_aux is True, origin fn requires more than one outputs.'),
    'grad has_aux int': (lambda: ms.grad(f2, has_aux=1)(x, y),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad has_aux str': (lambda: ms.grad(f2, has_aux="yes")(x, y),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got str"),
    'grad return_ids int': (lambda: ms.grad(f, 0, return_ids=1)(x, y),
        TypeError, "For '_Grad', the 'return_ids' should be bool, but got int"),
    'grad not callable': (lambda: ms.grad(3)(x),
        TypeError, 'The fn should be callable, but got int'),
    'grad fn None': (lambda: ms.grad(None)(x),
        TypeError, 'The fn should be callable, but got NoneType'),
    'grad no args': (lambda: ms.grad(f1)(),
        TypeError, "f1() missing 1 required positional argument: 'a'"),
    'grad too many args': (lambda: ms.grad(f1)(x, y),
        TypeError, 'f1() takes 1 positional argument but 2 were given'),
    'vag pos 2': (lambda: ms.value_and_grad(f, grad_position=2)(x, y),
        RuntimeError, 'Position index 2 is exceed input size.'),
    'vag pos float': (lambda: ms.value_and_grad(f, grad_position=0.5)(x, y),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'vag has_aux non tuple': (lambda: ms.value_and_grad(f1, has_aux=True)(x),
        ValueError, 'When has_aux is True, origin fn requires more than one outputs.'),
    'vag not callable': (lambda: ms.value_and_grad(1)(x),
        TypeError, 'The fn should be callable, but got int'),
    'vag None None': (lambda: ms.value_and_grad(f1, None, None)(x),
        ValueError, '`grad_position` and `weight` can not be None at the same time.'),
    'vag has_aux str': (lambda: ms.value_and_grad(f2, has_aux="yes")(x, y),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got str"),
    'ops.GradOperation bad': (lambda: ops.GradOperation(get_all=1),
        TypeError, "For 'GradOperation', the 'get_all' should be bool, but got int"),
    'GradOperation sens_param wrong': (lambda: ops.GradOperation(sens_param=True)(f1)(x),
        TypeError, "f1() missing 1 required positional argument: 'a'"),
    'jacfwd pos 2': (lambda: ms.jacfwd(f, grad_position=2)(x, y),
        ValueError, 'The element in grad_position must belong to [0, args_num).'),
    'jacfwd pos float': (lambda: ms.jacfwd(f, grad_position=1.5)(x, y),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'jacfwd has_aux non tuple': (lambda: ms.jacfwd(f1, has_aux=True)(x),
        TypeError, 'Not support len of a 0-D tensor.'),
    'jacfwd not callable': (lambda: ms.jacfwd(2)(x),
        ValueError, 'The object is not callable. Please check code.'),
    'jacrev pos 2': (lambda: ms.jacrev(f, grad_position=2)(x, y),
        ValueError, 'The element in grad_position must belong to [0, args_num).'),
    'jacrev has_aux non tuple': (lambda: ms.jacrev(f1, has_aux=True)(x),
        TypeError, 'Not support len of a 0-D tensor.'),
    'vjp v not tensor': (lambda: ms.vjp(lambda a: a * 2, x)[1](1.0),
        TypeError, 'The inputs type must be Tensor.'),
    'vjp has_aux non tuple': (lambda: ms.vjp(lambda a: a * 2, x, has_aux=True),
        ValueError, "When 'has_aux' is True, origin 'fn' requires more than one outputs."),
    'vjp not callable': (lambda: ms.vjp(1, x),
        TypeError, 'The fn should be callable, but got int'),
    'vjp int input': (lambda: ms.vjp(lambda a: a * 2, 3),
        TypeError, 'The inputs type must be Tensor.'),
    'jvp v count': (lambda: ms.jvp(lambda a, b: a * b, (x, y), (x,)),
        ValueError, 'v has invalid length: should be 2, but got 1'),
    'jvp v not tensor': (lambda: ms.jvp(lambda a: a * 2, x, 1.0),
        TypeError, 'The inputs type must be a Tensor, tuple or list of Tensors.'),
    'jit bad capture_mode': (lambda: ms.jit(f1, capture_mode="xyz")(x),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got 'xyz'."),
    'jit bad jit_level': (lambda: ms.jit(f1, jit_level="O9")(x),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but "
                    "got 'O9'."),
    'jit bad backend': (lambda: ms.jit(f1, backend="TPU")(x),
        RuntimeError, 'Invalid backend name: TPU, you should register custom backend first'),
    'jit fullgraph int': (lambda: ms.jit(f1, fullgraph=1)(x),
        TypeError, "For 'jit', the 'fullgraph' must be a bool, but got int."),
    'jit dynamic bad': (lambda: ms.jit(f1, dynamic=5)(x),
        ValueError, "For 'jit', the 'dynamic' must be in range of [0, 1], but got 5 with type "
                    "'int'."),
    'Cell call no args': (lambda: Net()(),
        TypeError, "Net.construct() missing 1 required positional argument: 'a'"),
    'Cell call extra': (lambda: Net()(x, y),
        TypeError, 'Net.construct() takes 2 positional arguments but 3 were given'),
    'Cell kwargs bad': (lambda: Net()(b=x),
        TypeError, "Net.construct() got an unexpected keyword argument 'b'"),
    'Cell to bad': (lambda: Net().to_float("float32"),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and value: "
                    'float32.'),
    'Cell recompute bad': (lambda: Net().recompute(mp_comm_recompute=1),
        TypeError, "The parameter 'mp_comm_recompute' must be <class 'bool'>, but got <class "
                   "'int'>"),
    'Cell register hook non callable': (lambda: Net().register_forward_hook(1),
        TypeError, 'Expected a callable hook function, but got int.'),
    'Cell register pre hook non callable': (lambda: Net().register_forward_pre_hook("a"),
        TypeError, 'Expected a callable hook function, but got str.'),
    'Cell register backward hook non callable': (lambda: Net().register_backward_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'Cell apply non callable': (lambda: Net().apply(3),
        TypeError, "'int' object is not callable"),
    'Cell construct missing': (lambda: nn.Cell()(x),
        AttributeError, "For 'Cell', the method 'construct' is not defined."),
    'Cell add_flags': (lambda: Net().add_flags(1),
        TypeError, 'Cell.add_flags() takes 1 positional argument but 2 were given'),
    'Cell update_parameters_name int': (lambda: Net().update_parameters_name(1),
        TypeError, "expected string or bytes-like object, got 'int'"),
    'Cell cells_and_names': (lambda: list(Net().cells_and_names(cells=1)),
        TypeError, "argument of type 'int' is not iterable"),
}
