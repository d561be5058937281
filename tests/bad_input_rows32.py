"""Rows of ``test_bad_input_catalogue32``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad32's a.py): round 31's
leftovers, ``Cell.set_data_parallel``/``remove_redundant_parameters`` arguments, ``Model`` with
a Tensor or array as the optimizer (2.10 tests its truth value), ``save_checkpoint`` with an
unknown ``enc_mode`` or a key of the wrong length (2.10 says only 'Encrypt failed')."""
import atexit
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops
from minicell.train import Model

D = tempfile.mkdtemp(prefix="minicell_bad32_") + "/"
atexit.register(shutil.rmtree, D, True)
x = Tensor(np.ones((2, 3), np.float32))


def graph(f):
    def g():
        ms.set_context(mode=ms.GRAPH_MODE)
        return f()
    return g


class W2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")

    def construct(self, a):
        return a * self.w


def f3(a):
    return a * 3


def f3s(a):
    return (a * 3).sum()


_BCAST = ("For grad interface or custom function, grad tensor should be broadcast to expected "
          "shape, but got [const vector]{} vs [const vector]{2}")


ROWS = {
    'sdp int': (lambda: nn.Dense(3, 2).set_data_parallel(3),
        TypeError, 'Cell.set_data_parallel() takes 1 positional argument but 2 were given'),
    'sdp kw': (lambda: nn.Dense(3, 2).set_data_parallel(mode=1),
        TypeError, "Cell.set_data_parallel() got an unexpected keyword argument 'mode'"),
    'sdp graph int': (graph(lambda: nn.Dense(3, 2).set_data_parallel(3)),
        TypeError, 'Cell.set_data_parallel() takes 1 positional argument but 2 were given'),
    'rrp int': (lambda: nn.Dense(3, 2).remove_redundant_parameters(3),
        TypeError, 'Cell.remove_redundant_parameters() takes 1 positional argument but 2 were '
                   'given'),
    'rrp kw': (lambda: nn.Dense(3, 2).remove_redundant_parameters(a=3),
        TypeError, "Cell.remove_redundant_parameters() got an unexpected keyword argument 'a'"),
    'Model opt Tensor': (lambda: Model(nn.Dense(3, 2), nn.MSELoss(), x),
        ValueError, 'The tensor should have only one element, but got 6, more than one element '
                    'is ambiguous.'),
    'Model opt Tensor1': (lambda: Model(nn.Dense(3, 2), nn.MSELoss(), Tensor(1.0)),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'Tensor'."),
    'Model opt Tensor empty': (lambda: Model(nn.Dense(3, 2), nn.MSELoss(), Tensor(np.zeros((0,), np.float32))),
        ValueError, 'The tensor should have only one element, but got 0, more than one element '
                    'is ambiguous.'),
    'Model opt Param': (lambda: Model(nn.Dense(3, 2), nn.MSELoss(), Parameter(x, name="p")),
        ValueError, 'The tensor should have only one element, but got 6, more than one element '
                    'is ambiguous.'),
    'Model opt Tensor noloss': (lambda: Model(nn.Dense(3, 2), None, x),
        ValueError, 'The tensor should have only one element, but got 6, more than one element '
                    'is ambiguous.'),
    'Model opt np': (lambda: Model(nn.Dense(3, 2), nn.MSELoss(), np.ones(3)),
        ValueError, 'The truth value of an array with more than one element is ambiguous. Use '
                    'a.any() or a.all()'),
    'save enc_mode X': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "i.ckpt", enc_key=b"0123456789abcdef", enc_mode="X"),
        ValueError, 'Encrypt failed'),
    'save enc_mode lower': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "j.ckpt", enc_key=b"0123456789abcdef", enc_mode="aes-gcm"),
        ValueError, 'Encrypt failed'),
    'save enc_mode empty': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "k.ckpt", enc_key=b"0123456789abcdef", enc_mode=""),
        ValueError, 'Encrypt failed'),
    'save enc_key short': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "m.ckpt", enc_key=b"0123"),
        ValueError, 'Encrypt failed'),
    'save enc_key 17': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "o.ckpt", enc_key=b"0123456789abcdef0"),
        ValueError, 'Encrypt failed'),
    'GO sens int': (lambda: ops.GradOperation(sens_param=True)(lambda a: a * 2)(x, 1),
        RuntimeError, 'For grad interface or custom function, grad tensor should be broadcast to '
                      'expected shape, but got [const vector]{} vs [const vector]{2, 3}'),
    'GO sens float': (lambda: ops.GradOperation(sens_param=True)(lambda a: a * 2)(x, 1.5),
        RuntimeError, 'For grad interface or custom function, grad tensor should be broadcast to '
                      'expected shape, but got [const vector]{} vs [const vector]{2, 3}'),
    'GO sens bool': (lambda: ops.GradOperation(sens_param=True)(lambda a: a * 2)(x, True),
        TypeError, 'can only concatenate tuple (not "bool") to tuple'),
    'GO sens int 1elem out': (lambda: ops.GradOperation(sens_param=True)(lambda a: a * 2)(Tensor(np.ones((1,), np.float32)), 3),
        RuntimeError, 'For grad interface or custom function, grad tensor should be broadcast to '
                      'expected shape, but got [const vector]{} vs [const vector]{1}'),
    'GO sens scalar tensor': (lambda: ops.GradOperation(sens_param=True)(lambda a: a * 2)(x, Tensor(1.0)),
        RuntimeError, 'For grad interface or custom function, grad tensor should be broadcast to '
                      'expected shape, but got [const vector]{} vs [const vector]{2, 3}'),
    'GO sens int cell': (lambda: ops.GradOperation(sens_param=True)(W2())(x, 1),
        RuntimeError, 'For grad interface or custom function, grad tensor should be broadcast to '
                      'expected shape, but got [const vector]{} vs [const vector]{2, 3}'),
    # PYNATIVE: a number or 0-d sensitivity for an output with dimensions; GRAPH: a number
    'grad sens 0d': (lambda: ms.grad(f3, sens_param=True)(Tensor([1.0, 2.0]), Tensor(2.0)),
        RuntimeError, _BCAST),
    'grad sens float': (lambda: ms.grad(f3, sens_param=True)(Tensor([1.0, 2.0]), 2.0),
        RuntimeError, _BCAST),
    'vjp 0d': (lambda: ms.vjp(f3, Tensor([1.0, 2.0]))[1](Tensor(2.0)),
        RuntimeError, _BCAST),
    'GO sens bool scalar out': (lambda: ops.GradOperation(sens_param=True)(f3s)(
        Tensor([1.0, 2.0]), True), TypeError, 'can only concatenate tuple (not "bool") to tuple'),
    'graph grad sens float': (graph(lambda: ms.grad(f3, sens_param=True)(Tensor([1.0, 2.0]), 2.0)),
        TypeError, 'Type Join Failed: dtype1 = Float32, dtype2 = Any.'),
    'graph GO sens int cell': (graph(lambda: ops.GradOperation(sens_param=True)(W2())(x, 2)),
        TypeError, 'Type Join Failed: dtype1 = Int64, dtype2 = Any.'),
    'graph GO sens int scalar out': (graph(lambda: ops.GradOperation(sens_param=True)(f3s)(
        Tensor([1.0, 2.0]), 2)), TypeError, 'Type Join Failed: dtype1 = Int64, dtype2 = Any.'),
    'graph GO sens bool': (graph(lambda: ops.GradOperation(sens_param=True)(f3)(
        Tensor([1.0, 2.0]), True)), TypeError, 'Type Join Failed: dtype1 = Bool, dtype2 = Any.'),
}
