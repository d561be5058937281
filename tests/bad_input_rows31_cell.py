"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's b4.py):
``nn.Cell`` misuse (``insert_child_to_cell``, ``insert_param_to_cell``, hooks, ``set_train``,
``to_float``), container cells, ``ms.jit`` arguments, ``set_context``/``set_seed``."""
import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn

x = Tensor(np.ones((2, 3), np.float32))


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)

    def construct(self, a):
        return self.fc(a)



ROWS = {
    'insert name int': (lambda: N().insert_child_to_cell(3, nn.ReLU()),
        TypeError, "For 'insert_child_to_cell', the type of parameter 'child_name' must be "
                   "str, but got <class 'int'>."),
    'insert name None': (lambda: N().insert_child_to_cell(None, nn.ReLU()),
        TypeError, "For 'insert_child_to_cell', the type of parameter 'child_name' must be "
                   "str, but got <class 'NoneType'>."),
    'insert existing attr': (lambda: N().insert_child_to_cell("training", nn.ReLU()),
        KeyError, '"For \'insert_child_to_cell\', the training child cell already exists in '
                  'the network.Cannot insert another child cell with the same name."'),
    'insert param name': (lambda: (lambda n: (setattr(n, "p", Parameter(Tensor([1.0]), name="p")), n.insert_child_to_cell("p", nn.ReLU())))(N()),
        KeyError, '"For \'insert_child_to_cell\', the p child cell already exists in the '
                  'network.Cannot insert another child cell with the same name."'),
    'register_forward_hook int': (lambda: N().register_forward_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'register_forward_pre_hook int': (lambda: N().register_forward_pre_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'register_backward_hook int': (lambda: N().register_backward_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'register_backward_pre_hook int': (lambda: N().register_backward_pre_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'hook wrong arity': (lambda: (lambda n: (n.register_forward_hook(lambda c: None), n(x))[1])(N()),
        TypeError, '<lambda>.<locals>.<lambda>.<locals>.<lambda>() takes 1 positional '
                   'argument but 3 were given'),
    'pre hook wrong arity': (lambda: (lambda n: (n.register_forward_pre_hook(lambda c: None), n(x))[1])(N()),
        TypeError, '<lambda>.<locals>.<lambda>.<locals>.<lambda>() takes 1 positional '
                   'argument but 2 were given'),
    'cell call no args': (lambda: N()(),
        TypeError, "N.construct() missing 1 required positional argument: 'a'"),
    'cell call extra': (lambda: N()(x, x),
        TypeError, 'N.construct() takes 2 positional arguments but 3 were given'),
    'cell kwargs bad': (lambda: N()(b=x),
        TypeError, "N.construct() got an unexpected keyword argument 'b'"),
    'setattr param on tensor attr': (lambda: setattr(N(), "fc", 3),
        TypeError, "Sub cell 'fc' already exists in network, can not assign this type: "
                   "'<class 'int'>' as a cell."),
    'setattr param name conflict': (lambda: setattr(N(), "fc", Parameter(Tensor([1.0]), name="q")),
        KeyError, '"For \'insert_param_to_cell\', the fc parameter already exists in the '
                  'network.Cannot insert another parameter with the same name."'),
    'to_float str': (lambda: N().to_float("float16"),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and value: "
                    'float16.'),
    'to_float int': (lambda: N().to_float(3),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'int'> and value: "
                    '3.'),
    'recompute str': (lambda: N().recompute(mp_comm_recompute="x"),
        TypeError, "The parameter 'mp_comm_recompute' must be <class 'bool'>, but got <class "
                   "'str'>"),
    'cells_and_names prefix int': (lambda: list(N().cells_and_names(cell_name=3)),
        TypeError, "Cell.cells_and_names() got an unexpected keyword argument 'cell_name'"),
    'update_parameters_name int': (lambda: N().update_parameters_name(3),
        TypeError, "expected string or bytes-like object, got 'int'"),
    'apply int': (lambda: N().apply(3),
        TypeError, "'int' object is not callable"),
    'add_flags_recursive': (lambda: N().add_flags(3),
        TypeError, 'Cell.add_flags() takes 1 positional argument but 2 were given'),
    'load_parameter_slice': (lambda: N().load_parameter_slice(3),
        AttributeError, "The 'N' object has no attribute 'load_parameter_slice'."),
    'insert_param_to_cell int name': (lambda: N().insert_param_to_cell(3, Parameter(Tensor([1.0]), name="z")),
        TypeError, "argument of type 'int' is not iterable"),
    'insert_param_to_cell dot': (lambda: N().insert_param_to_cell("a.b", Parameter(Tensor([1.0]), name="z")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
                  'contain\'.\' "'),
    'insert_param_to_cell empty': (lambda: N().insert_param_to_cell("", Parameter(Tensor([1.0]), name="z")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not be '
                  'None."'),
    'insert_param_to_cell dup': (lambda: N().insert_param_to_cell("fc", Parameter(Tensor([1.0]), name="z")),
        KeyError, '"For \'insert_param_to_cell\', the fc parameter already exists in the '
                  'network.Cannot insert another parameter with the same name."'),
    'SequentialCell int': (lambda: nn.SequentialCell(3),
        TypeError, "For 'SequentialCell', the 'args[0]' must be Cell, list or orderedDict, "
                   'but got int'),
    'SequentialCell append int': (lambda: nn.SequentialCell([nn.ReLU()]).append(3),
        TypeError, "For 'SequentialCell', each cell must be subclass of Cell, but got int."),
    'SequentialCell index big': (lambda: nn.SequentialCell([nn.ReLU()])[3],
        IndexError, "For 'SequentialCell', the value of 'index' must be a number in range [-1, "
                    '1), but got 3.'),
    'SequentialCell setitem int': (lambda: nn.SequentialCell([nn.ReLU()]).__setitem__(0, 3),
        TypeError, "For 'SequentialCell', each cell must be subclass of Cell, but got int."),
    'CellList int': (lambda: nn.CellList(3),
        TypeError, "For 'CellList', the new cells wanted to append should be instance of "
                   'list, but got int.'),
    'CellList append int': (lambda: nn.CellList().append(3),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellList index big': (lambda: nn.CellList([nn.ReLU()])[2],
        IndexError, "For 'CellList', the value of 'index' must be a number in range [-1, 1), "
                    'but got 2.'),
    'CellList extend int': (lambda: nn.CellList().extend(3),
        TypeError, "For 'CellList', the new cells wanted to append should be instance of "
                   'list, but got int.'),
    'CellList extend list int': (lambda: nn.CellList().extend([3]),
        TypeError, "For 'CellList', each cell must be subclass of Cell, but got int."),
    'CellDict int': (lambda: nn.CellDict(3),
        TypeError, 'CellDict.update() should be called with an iterable of key-value pairs, '
                   'but got int'),
    'CellDict value int': (lambda: nn.CellDict({"a": 3}),
        TypeError, "For 'CellDict', the type of cell should be Cell, but got int."),
    'CellDict missing': (lambda: nn.CellDict({"a": nn.ReLU()})["b"],
        KeyError, "'b'"),
    'ParameterTuple int': (lambda: ms.ParameterTuple(3),
        TypeError, "'int' object is not iterable"),
    'jit mode int': (lambda: ms.jit(lambda a: a, capture_mode=3),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got '3'."),
    'jit jit_level int': (lambda: ms.jit(lambda a: a, jit_level=3)(x),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but "
                    "got '3'."),
    'jit backend int': (lambda: ms.jit(lambda a: a, backend=3)(x),
        RuntimeError, "Unable to cast Python instance of type <class 'int'> to C++ type "
                      "'std::string'"),
    'jit dynamic str': (lambda: ms.jit(lambda a: a, dynamic="x")(x),
        TypeError, "For 'jit', the 'dynamic' must be 'int',  but got 'str'."),
    'jit fullgraph str': (lambda: ms.jit(lambda a: a, fullgraph="x")(x),
        TypeError, "For 'jit', the 'fullgraph' must be a bool, but got str."),
    'jit cell construct str': (lambda: ms.jit(N(), capture_mode="x"),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got 'x'."),
    'set_context mode 5': (lambda: ms.set_context(mode=5),
        ValueError, "For 'context.set_context', the argument 'mode' should be "
                    'context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got 5.'),
    'set_context unknown': (lambda: ms.set_context(foo=1),
        ValueError, "For 'context.set_context', the keyword argument foo is not recognized! "
                    "For detailed usage of 'set_context', please refer to the Mindspore "
                    'official website.'),
    'set_context save_graphs str': (lambda: ms.set_context(save_graphs="x"),
        TypeError, "The parameter 'save_graphs' must be (<class 'bool'>, <class 'int'>), but "
                   "got <class 'str'>"),
}
