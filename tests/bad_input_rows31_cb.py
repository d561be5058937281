"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's d1.py, s.py, o.py):
training callbacks' arguments (EarlyStopping, ReduceLROnPlateau, RunContext, OnRequestExit,
BackupAndRestore), Parameter flags and setters, ``Tensor.register_hook``, ``ms.mutable``, Cell
methods, and a list or tuple of strings given to ``Tensor``/``Parameter`` (2.10's
unsupported-element text, with or without a dtype)."""
import atexit
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn
from minicell.train import (BackupAndRestore, EarlyStopping, OnRequestExit, ReduceLROnPlateau,
                            RunContext)

T = tempfile.mkdtemp(prefix="minicell_bad31d_")
atexit.register(shutil.rmtree, T, True)
x = Tensor(np.ones((2, 3), np.float32))


def f1(a):
    return (a * a).sum()


ROWS = {
    'EarlyStopping monitor int': (lambda: EarlyStopping(monitor=3),
        TypeError, "The type of 'monitor' should be 'str', but got type 'int'."),
    'EarlyStopping patience str': (lambda: EarlyStopping(patience="a"),
        TypeError, "The input value must be int, but got 'str'"),
    'EarlyStopping mode bad': (lambda: EarlyStopping(mode="up"),
        ValueError, "mode should be 'auto', 'min' or 'max', but got up."),
    'EarlyStopping restore str': (lambda: EarlyStopping(restore_best_weights="a"),
        TypeError, 'The input value must be a bool, but got str.'),
    'ReduceLROnPlateau factor 1': (lambda: ReduceLROnPlateau(factor=1.0),
        ValueError, 'The input value must be in range of (0.0, 1.0), but got 1.0 with type '
                    "'float'."),
    'ReduceLROnPlateau factor neg': (lambda: ReduceLROnPlateau(factor=-0.1),
        ValueError, 'The input value must be in range of (0.0, 1.0), but got -0.1 with type '
                    "'float'."),
    'ReduceLROnPlateau mode bad': (lambda: ReduceLROnPlateau(mode="up"),
        ValueError, "mode should be 'auto', 'min' or 'max', but got up."),
    'ReduceLROnPlateau patience neg': (lambda: ReduceLROnPlateau(patience=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ReduceLROnPlateau monitor int': (lambda: ReduceLROnPlateau(monitor=3),
        TypeError, "The type of 'monitor' should be 'str', but got type 'int'."),
    'RunContext int': (lambda: RunContext(3),
        TypeError, "The argument 'original_args' of RunContext should be dict type, but got "
                   "<class 'int'>."),
    'RunContext list': (lambda: RunContext([1]),
        TypeError, "The argument 'original_args' of RunContext should be dict type, but got "
                   "<class 'list'>."),
    'OnRequestExit directory int': (lambda: OnRequestExit(directory=3),
        TypeError, 'expected str, bytes or os.PathLike object, not int'),
    'BackupAndRestore dir int': (lambda: BackupAndRestore(3),
        TypeError, 'The path is invalid, the type should be string.'),
    'BackupAndRestore save_freq bad': (lambda: BackupAndRestore(T + "/bk", save_freq="x"),
        TypeError, "The input value must be int, but got 'str'"),
    'BackupAndRestore save_freq 0': (lambda: BackupAndRestore(T + "/bk", save_freq=0),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'BackupAndRestore delete str': (lambda: BackupAndRestore(T + "/bk", delete_checkpoint="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'Parameter name int': (lambda: Parameter(x, name=3),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'Parameter requires_grad str': (lambda: Parameter(x, name="a", requires_grad="x"),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter layerwise str': (lambda: Parameter(x, name="a", layerwise_parallel="x"),
        TypeError, 'The argument `layerwise_parallel` must be bool type.'),
    'Parameter default None': (lambda: Parameter(None, name="a"),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'NoneType'."),
    'Parameter default str': (lambda: Parameter("abc", name="a"),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'Parameter default list str': (lambda: Parameter(["a"], name="a"),
        TypeError, "For Tensor, the input_data is ['a'] that contain unsupported element."),
    'Parameter clone init bad str': (lambda: Parameter(x, name="a").clone(init="nope"),
        ValueError, "For 'initializer', the class corresponding to 'nope' was not found."),
    'Parameter name setter int': (lambda: setattr(Parameter(x, name="a"), "name", 3),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'Parameter requires_grad setter str': (lambda: setattr(Parameter(x, name="a"), "requires_grad", "x"),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'Parameter comm_fusion str': (lambda: setattr(Parameter(x, name="a"), "comm_fusion", "x"),
        TypeError, "The input value must be int, but got 'str'"),
    'Parameter comm_fusion neg': (lambda: setattr(Parameter(x, name="a"), "comm_fusion", -1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'Parameter parallel_optimizer str': (lambda: setattr(Parameter(x, name="a"), "parallel_optimizer", "x"),
        TypeError, 'The argument `parallel_optimizer` must be bool type.'),
    'Tensor register_hook int': (lambda: x.register_hook(3),
        TypeError, 'Expected a callable hook function, but got int.'),
    'Tensor register_hook str': (lambda: Tensor([1.0]).register_hook("f"),
        TypeError, 'Expected a callable hook function, but got str.'),
    'mutable str': (lambda: ms.mutable("a"),
        TypeError, "For 'mutable', the 'input_data' should be one of (bool, int, float, "
                   'Tensor, tuple, list, dict) or their nested structures with no '
                   'self-reference, but got str: a.'),
    'mutable dynamic_len tensor': (lambda: ms.mutable(x, dynamic_len=True),
        TypeError, "For 'mutable', when the variable_len is True, the first input should be "
                   'list or tuple, but got: Tensor'),
    'mutable dynamic_len str': (lambda: ms.mutable((x,), dynamic_len="x"),
        TypeError, "For 'mutable', the second input should be bool, but got: tuple"),
    'mutable list mixed': (lambda: ms.mutable([x, "a"]),
        TypeError, "For 'mutable', the 'input_data' should be one of (bool, int, float, "
                   'Tensor, tuple, list, dict) or their nested structures with no '
                   'self-reference, but got list: [Tensor(shape=[2, 3], dtype=Float32, '
                   'value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00],\n [ '
                   "1.00000000e+00,  1.00000000e+00,  1.00000000e+00]]), 'a']."),
    'mutable None': (lambda: ms.mutable(None),
        TypeError, "For 'mutable', the 'input_data' should be one of (bool, int, float, "
                   'Tensor, tuple, list, dict) or their nested structures with no '
                   'self-reference, but got NoneType: None.'),
    'ms.Tensor init no shape': (lambda: Tensor(init=ms.common.initializer.One(), dtype=ms.float32),
        ValueError, 'init, dtype and shape must have values at the same time.'),
    'ms.Tensor shape neg': (lambda: Tensor(shape=(-1, 2), dtype=ms.float32, init=ms.common.initializer.One()),
        ValueError, 'If setting dynamic shape, dtype must not be None, init must be None'),
    'Cell set_boost': (lambda: nn.Dense(3, 2).set_boost("x"),
        ValueError, "For 'set_boost', the argument 'boost_type' must be 'less_bn', but got x."),
    'Cell set_comm_fusion str': (lambda: nn.Dense(3, 2).set_comm_fusion("x"),
        TypeError, "The input value must be int, but got 'str'"),
    'Cell get_flags int': (lambda: nn.Dense(3, 2).get_flags(3),
        TypeError, 'Cell.get_flags() takes 1 positional argument but 2 were given'),
    'Cell place int': (lambda: nn.Dense(3, 2).place(3, 0),
        AttributeError, "The 'Dense' object has no attribute 'place'."),
    'Cell register_forward_hook lambda 2': (lambda: (lambda n: (n.register_forward_hook(lambda c, i: None), n(x))[1])(nn.Dense(3, 2)),
        TypeError, '<lambda>.<locals>.<lambda>.<locals>.<lambda>() takes 2 positional '
                   'arguments but 3 were given'),
    'Cell register_backward_hook call': (lambda: (lambda n: (n.register_backward_hook(lambda c, g: 3), ms.grad(n)(x))[1])(nn.Dense(3, 2)),
        TypeError, '<lambda>.<locals>.<lambda>.<locals>.<lambda>() takes 2 positional '
                   'arguments but 3 were given'),
    'jit Cell bad jit_level': (lambda: ms.jit(nn.Dense(3, 2), jit_level="O9")(x),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but "
                    "got 'O9'."),
    'jit Cell capture int': (lambda: ms.jit(nn.Dense(3, 2), capture_mode=3),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got '3'."),
    'list str dtype': (lambda: Tensor(["1", "2"], ms.float32),
        TypeError, "For Tensor, the input_data is ['1', '2'] that contain unsupported element."),
    'tuple str': (lambda: Tensor(("a", "b")),
        TypeError, "For Tensor, the input_data is ('a', 'b') that contain unsupported element."),
    'nested list str': (lambda: Tensor([["a"], ["b"]]),
        TypeError, "For Tensor, the input_data is [['a'], ['b']] that contain unsupported "
                   'element.'),
    'list bytes': (lambda: Tensor([b"a"]),
        TypeError, "For Tensor, the input_data is [b'a'] that contain unsupported element."),
    'Parameter list str': (lambda: Parameter(["a"], name="a"),
        TypeError, "For Tensor, the input_data is ['a'] that contain unsupported element."),
    'dir int': (lambda: OnRequestExit(directory=3),
        TypeError, 'expected str, bytes or os.PathLike object, not int'),
    'dir int nomindir': (lambda: OnRequestExit(save_mindir=False, directory=3),
        TypeError, 'expected str, bytes or os.PathLike object, not int'),
}
