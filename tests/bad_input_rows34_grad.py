"""Rows of ``test_bad_input_catalogue34`` (gradients, Parameter, Cell): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process;
/tmp/bad34's a.py): ``ms.grad``/``value_and_grad``/``GradOperation`` argument checks,
``Parameter`` arguments and attributes, ``Cell`` containers and methods."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def f32(*s):
    return Tensor(np.ones(s, np.float32))


def f16(*s):
    return Tensor(np.ones(s, np.float16))


def i32(*s):
    return Tensor(np.ones(s, np.int32))


x2 = f32(2, 2)


def fsq(x, y):
    return (x * y).sum()


def fout2(x):
    return x * 2, x


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(2, 1)

    def construct(self, x):
        return self.d(x).sum()


class Two(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.Dense(2, 2)
        self.b = nn.Dense(2, 2)

    def construct(self, x):
        return self.b(self.a(x))


ROWS = {
    'grad pos neg': (lambda: ms.grad(fsq, grad_position=-1)(x2, x2),
        ValueError, 'grad_position must be >= 0.'),
    'grad pos float': (lambda: ms.grad(fsq, grad_position=1.0)(x2, x2),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos str': (lambda: ms.grad(fsq, grad_position="0")(x2, x2),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos empty': (lambda: ms.grad(fsq, grad_position=())(x2, x2),
        RuntimeError, 'grad_position should not be empty when grad by position!'),
    'grad pos list': (lambda: ms.grad(fsq, grad_position=[0, 1])(x2, x2),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad pos None no weights': (lambda: ms.grad(fsq, grad_position=None)(x2, x2),
        ValueError, '`grad_position` and `weight` can not be None at the same time.'),
    'grad weights int': (lambda: ms.grad(Net(), grad_position=None, weights=1)(x2),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or '
                   'tuple. but got 1'),
    'grad weights str': (lambda: ms.grad(Net(), grad_position=None, weights="w")(x2),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or '
                   'tuple. but got w'),
    'grad weights dict': (lambda: ms.grad(Net(), grad_position=None, weights={"a": 1})(x2),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or '
                   "tuple. but got {'a': 1}"),
    'grad has_aux int': (lambda: ms.grad(fout2, has_aux=1)(x2),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad not callable': (lambda: ms.grad(1)(x2),
        TypeError, 'The fn should be callable, but got int'),
    'grad return_ids int': (lambda: ms.grad(fsq, return_ids=1)(x2, x2),
        TypeError, "For '_Grad', the 'return_ids' should be bool, but got int"),
    'grad float input': (lambda: ms.grad(fsq)(2.0, 3.0),
        AttributeError, "'float' object has no attribute 'sum'"),
    'grad no args': (lambda: ms.grad(fsq)(),
        TypeError, "fsq() missing 2 required positional arguments: 'x' and 'y'"),
    'vag pos neg': (lambda: ms.value_and_grad(fsq, grad_position=-3)(x2, x2),
        ValueError, 'grad_position must be >= 0.'),
    'vag pos str': (lambda: ms.value_and_grad(fsq, grad_position="a")(x2, x2),
        TypeError, "For 'F.grad', the 'grad_position' must be int or tuple."),
    'vag weights int': (lambda: ms.value_and_grad(Net(), None, 1)(x2),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or '
                   'tuple. but got 1'),
    'vag has_aux str': (lambda: ms.value_and_grad(fout2, has_aux="a")(x2),
        TypeError, "For '_Grad', the 'has_aux' should be bool, but got str"),
    'vag None None': (lambda: ms.value_and_grad(fsq, None, None)(x2, x2),
        ValueError, '`grad_position` and `weight` can not be None at the same time.'),
    'vag not callable': (lambda: ms.value_and_grad("f")(x2),
        TypeError, 'The fn should be callable, but got str'),
    'ops.GradOperation sens missing': (lambda: ops.GradOperation(sens_param=True)(fsq)(x2, x2),
        TypeError, "fsq() missing 1 required positional argument: 'y'"),
    'ms.jacfwd bad pos': (lambda: ms.jacfwd(fsq, grad_position=3)(x2, x2),
        ValueError, 'The element in grad_position must belong to [0, args_num).'),
    'ms.jacrev bad pos': (lambda: ms.jacrev(fsq, grad_position=3)(x2, x2),
        ValueError, 'The element in grad_position must belong to [0, args_num).'),
    'Param name int': (lambda: Parameter(x2, name=1),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but "
                    "got <class 'int'>."),
    'Param requires_grad int': (lambda: Parameter(x2, requires_grad=1).requires_grad,
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Param layerwise int': (lambda: Parameter(x2, layerwise_parallel=1),
        TypeError, 'The argument `layerwise_parallel` must be bool type.'),
    'Param parallel_optimizer int': (lambda: Parameter(x2, parallel_optimizer=1),
        TypeError, 'The argument `parallel_optimizer` must be bool type.'),
    'Param data str': (lambda: Parameter("abc"),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'Param data None': (lambda: Parameter(None),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'Param data dict': (lambda: Parameter({"a": 1}),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'dict'."),
    'Param set name int': (lambda: setattr(Parameter(x2, name="a"), "name", 1),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but "
                    "got <class 'int'>."),
    'Param set requires_grad str': (
        lambda: setattr(Parameter(x2, name="a"), "requires_grad", "yes"),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Param clone init bad': (lambda: Parameter(x2, name="a").clone(init="foo"),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'Param set_data numpy': (lambda: Parameter(x2, name="a").set_data(np.ones((2, 2), np.float32)),
        TypeError, 'Parameter data must be [`Tensor`, `int`, `float`] or a kind of '
                   "`Tensor` (like `Tensor`). But with type <class 'numpy.ndarray'>."),
    'Param set_dtype': (lambda: Parameter(x2, name="a").set_dtype("float"),
        RuntimeError, "Unable to cast Python instance of type <class 'str'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'Param requires_grad setter None': (
        lambda: setattr(Parameter(x2, name="a"), "requires_grad", None),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Param comm_fusion str': (lambda: setattr(Parameter(x2, name="a"), "comm_fusion", "a"),
        TypeError, "The input value must be int, but got 'str'"),
    'Param comm_fusion neg': (lambda: setattr(Parameter(x2, name="a"), "comm_fusion", -1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type "
                    "'int'."),
    'Cell insert_child int name': (lambda: Two().insert_child_to_cell(1, nn.ReLU()),
        TypeError, "For 'insert_child_to_cell', the type of parameter 'child_name' must "
                   "be str, but got <class 'int'>."),
    'Cell insert_child dot name': (lambda: Two().insert_child_to_cell("a.b", nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not '
                  'be None and can not contain \'.\' "'),
    'Cell insert_child empty name': (lambda: Two().insert_child_to_cell("", nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the parameter \'child_name\' can not '
                  'be None and can not contain \'.\' "'),
    'Cell insert_child not cell': (lambda: Two().insert_child_to_cell("c", 1),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' "
                   "if not None, but got type <class 'int'>."),
    'Cell insert_child existing attr': (
        lambda: (lambda t: (setattr(t, "zz", 1), t.insert_child_to_cell("zz", nn.ReLU())))(Two()),
        KeyError, '"For \'insert_child_to_cell\', the zz child cell already exists in '
                  'the network.Cannot insert another child cell with the same name."'),
    'Cell insert_param int name': (lambda: Two().insert_param_to_cell(1, Parameter(x2, name="p")),
        TypeError, "argument of type 'int' is not iterable"),
    'Cell insert_param dot': (lambda: Two().insert_param_to_cell("p.q", Parameter(x2, name="p")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
                  'contain\'.\' "'),
    'Cell insert_param empty': (lambda: Two().insert_param_to_cell("", Parameter(x2, name="p")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
                  'be None."'),
    'Cell setattr param over cell': (lambda: setattr(Two(), "a", Parameter(x2, name="p")),
        KeyError, '"For \'insert_param_to_cell\', the a parameter already exists in the '
                  'network.Cannot insert another parameter with the same name."'),
    'Cell setattr int over cell': (
        lambda: (lambda t: (setattr(t, "a", 1), type(t.a).__name__))(Two()),
        TypeError, "Sub cell 'a' already exists in network, can not assign this type: "
                   "'<class 'int'>' as a cell."),
    'Cell setattr cell over param': (lambda: setattr(Two().a, "weight", nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the weight child cell already exists '
                  'in the network.Cannot insert another child cell with the same name."'),
    'Cell setattr int over param': (lambda: setattr(Two().a, "weight", 1),
        TypeError, "Parameter 'weight' already exists in network, can not assign this "
                   "type: '<class 'int'>' as a parameter."),
    'Cell delattr missing': (lambda: delattr(Two(), "zz"),
        AttributeError, "'Two' object has no attribute 'zz'"),
    'Cell getattr missing': (lambda: Two().zz,
        AttributeError, "The 'Two' object has no attribute 'zz'."),
    'Cell cells_and_names int': (lambda: list(Two().cells_and_names(cell_name=1)),
        TypeError, "Cell.cells_and_names() got an unexpected keyword argument 'cell_name'"),
    'Cell to_float str': (lambda: Two().to_float("float16"),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and "
                    'value: float16.'),
    'Cell update_parameters_name int': (lambda: Two().update_parameters_name(1),
        TypeError, "expected string or bytes-like object, got 'int'"),
    'Cell apply non callable': (lambda: Two().apply(1),
        TypeError, "'int' object is not callable"),
    'Cell register_forward_hook non callable': (lambda: Two().register_forward_hook(1),
        TypeError, 'Expected a callable hook function, but got int.'),
    'Cell register_forward_pre_hook non callable': (lambda: Two().register_forward_pre_hook("a"),
        TypeError, 'Expected a callable hook function, but got str.'),
    'Cell register_backward_hook non callable': (lambda: Two().register_backward_hook(None),
        TypeError, 'Expected a callable hook function, but got NoneType.'),
    'Cell load_parameter_slice': (lambda: Two().load_parameter_slice(1),
        AttributeError, "The 'Two' object has no attribute 'load_parameter_slice'."),
    'Cell construct missing': (lambda: nn.Cell()(x2),
        AttributeError, "For 'Cell', the method 'construct' is not defined."),
    'SequentialCell int': (lambda: nn.SequentialCell(1),
        TypeError, "For 'SequentialCell', the 'args[0]' must be Cell, list or "
                   'orderedDict, but got int'),
    'SequentialCell list with int': (lambda: nn.SequentialCell([nn.ReLU(), 1]),
        TypeError, "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' "
                   "if not None, but got type <class 'int'>."),
    'CellList append int': (lambda: nn.CellList([nn.ReLU()]).append(1),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellList index oor': (lambda: nn.CellList([nn.ReLU()])[5],
        IndexError, "For 'CellList', the value of 'index' must be a number in range [-1, "
                    '1), but got 5.'),
    'CellList insert int': (lambda: nn.CellList([nn.ReLU()]).insert(0, 1),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'ParameterTuple non param': (lambda: ms.ParameterTuple([x2]),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'list'>. "),
    'ParameterTuple dup names': (
        lambda: len(ms.ParameterTuple([Parameter(x2, name="p"), Parameter(x2, name="p")])),
        ValueError, 'The value Parameter (name=p, shape=(2, 2), dtype=Float32, '
                    "requires_grad=True) , its name 'p' already exists. Please set a "
                    'unique name for the parameter.'),
}
