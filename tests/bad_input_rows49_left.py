"""Rows of ``test_bad_input_catalogue49`` (round 48's leftovers: ops.operations Unique / Fill /
AddN, Tensor.unique / diag / nonzero given wrong arguments, Conv2dTranspose of a wrong rank,
load_param_into_net with a value that is no Parameter): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s66/bad49/w/c7.py and c8.py with /tmp/s66/bad49/run.py).
"""
import numpy as np
import minicell as ms
from minicell.ops import operations as P
from minicell import Tensor, nn, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import A, F, I  # noqa: F401 (the rows' shorthand Tensors)
from bad_input_rows49_help import lp  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'P.Unique rank 2': (lambda: P.Unique()(F(2, 2)), RuntimeError,
        "Rank of Unique's input must be 1."),
    'P.Unique rank 0': (lambda: P.Unique()(Tensor(1.0)), RuntimeError,
        "Rank of Unique's input must be 1."),
    'P.Unique rank 3': (lambda: P.Unique()(F(2, 2, 2)), RuntimeError,
        "Rank of Unique's input must be 1."),
    'P.Unique int rank 2': (lambda: P.Unique()(I(2, 3)), RuntimeError,
        "Rank of Unique's input must be 1."),
    'P.Fill dtype str': (lambda: P.Fill()("a", (2,), 1), TypeError,
        "For 'Fill', the supported data type is ['bool', 'int8', 'int16', 'int32', "
        "'int64', 'uint8', 'uint16', 'uint32', 'uint64','float16', 'float32', "
        "'float64'], but got an invalid dtype!."),
    'P.Fill dtype int': (lambda: P.Fill()(1, (2,), 1), TypeError,
        "For 'Fill', the supported data type is ['bool', 'int8', 'int16', 'int32', "
        "'int64', 'uint8', 'uint16', 'uint32', 'uint64','float16', 'float32', "
        "'float64'], but got an invalid dtype!."),
    'P.Fill dtype None': (lambda: P.Fill()(None, (2,), 1), TypeError,
        "For 'Fill', the supported data type is ['bool', 'int8', 'int16', 'int32', "
        "'int64', 'uint8', 'uint16', 'uint32', 'uint64','float16', 'float32', "
        "'float64'], but got an invalid dtype!."),
    'ops.fill dtype str': (lambda: ops.fill("a", (2,), 1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, '
        'mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, '
        'mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got ''a''."),
    'ops.fill dtype int': (lambda: ops.fill(1, (2,), 1), TypeError,
        "For 'Tensor', the 'dtype' should be one of [mindspore.int8, mindspore.int16, "
        'mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, '
        'mindspore.uint32, mindspore.uint64, mindspore.float16, mindspore.float32, '
        'mindspore.float64, mindspore.bfloat16, mindspore.complex64, '
        'mindspore.complex128, mindspore.int4, mindspore.float8_e4m3fn, '
        'mindspore.float8_e5m2, mindspore.hifloat8, mindspore.bool, '
        "mindspore.string_], but got '1'."),
    'P.AddN single int': (lambda: P.AddN()(1), TypeError,
        "object of type 'int' has no len()"),
    'P.AddN single float': (lambda: P.AddN()(1.5), TypeError,
        "object of type 'float' has no len()"),
    'P.AddN None': (lambda: P.AddN()(None), TypeError,
        "object of type 'NoneType' has no len()"),
    'P.AddN tensor': (lambda: P.AddN()(F(2)), TypeError,
        'Failed calling AddN with "AddN()(x=Tensor)".\nThe valid calling should be: \n'
        '"AddN()(x=<list of tensor, tuple of Tensor>)".'),
    'P.AddN str': (lambda: P.AddN()("ab"), TypeError,
        'Failed calling AddN with "AddN()(x=string)".\nThe valid calling should be: \n'
        '"AddN()(x=<list of tensor, tuple of Tensor>)".'),
    'P.AddN empty': (lambda: P.AddN()(()), ValueError,
        'For primitive[AddN], the input num must be greater than or equal to 1, but '
        'got 0.'),
    'P.AddN list of int': (lambda: P.AddN()([1, 2]), TypeError,
        'Failed calling AddN with "AddN()(x=List<int, int>)".\nThe valid calling '
        'should be: \n"AddN()(x=<list of tensor, tuple of Tensor>)".'),
    'ops.addn single int': (lambda: ops.addn(1), TypeError,
        "object of type 'int' has no len()"),
    'T.unique str': (lambda: A(4).unique("a"), TypeError,
        "unique(): argument 'sorted' (position 1) must be bool, not str."),
    'T.unique 2nd str': (lambda: A(4).unique(True, "a"), TypeError,
        "unique(): argument 'return_inverse' (position 2) must be bool, not str."),
    'T.unique 3rd str': (lambda: A(4).unique(True, False, "a"), TypeError,
        "unique(): argument 'return_counts' (position 3) must be bool, not str."),
    'T.unique dim str': (lambda: A(4).unique(dim="a"), TypeError,
        "unique(): argument 'dim' must be Number but got str."),
    'T.unique sorted int': (lambda: A(4).unique(1), TypeError,
        "unique(): argument 'sorted' (position 1) must be bool, not int."),
    'T.unique kw sorted str': (lambda: A(4).unique(sorted="a"), TypeError,
        "unique(): argument 'sorted' must be bool but got str."),
    'T.diag str': (lambda: A(4).diag("a"), TypeError,
        "diag(): argument 'diagonal' (position 1) must be int, not str."),
    'T.diag float': (lambda: A(4).diag(1.5), TypeError,
        "diag(): argument 'diagonal' (position 1) must be int, not float."),
    'T.diag kw str': (lambda: A(4).diag(diagonal="a"), TypeError,
        "diag(): argument 'diagonal' must be int but got str."),
    'T.diag two': (lambda: A(4).diag(1, 2), TypeError,
        'Failed calling diag with "diag(int, int)".\nThe valid calling should be:\n'
        '"Tensor.diag(diagonal=<int>)"\n"Tensor.diag()"'),
    'T.nonzero str': (lambda: A(4).nonzero("a"), TypeError,
        'Tensor.nonzero() takes 1 positional argument but 2 were given'),
    'T.nonzero int': (lambda: A(4).nonzero(1), TypeError,
        'Tensor.nonzero() takes 1 positional argument but 2 were given'),
    'T.nonzero two': (lambda: A(4).nonzero(1, 2), TypeError,
        'Tensor.nonzero() takes 1 positional argument but 3 were given'),
    'T.nonzero kw as_tuple str': (lambda: A(4).nonzero(as_tuple="a"), TypeError,
        "For array function 'nonzero', 'as_tuple' must be bool, but got <class 'str'>."),
    'T.nonzero kw bad': (lambda: A(4).nonzero(foo=1), TypeError,
        "Tensor.nonzero() got an unexpected keyword argument 'foo'"),
    'nn.Conv2dTranspose rank 3': (lambda: nn.Conv2dTranspose(1, 2, 3)(F(1, 4, 4)), ValueError,
        'not enough values to unpack (expected 4, got 3)'),
    'nn.Conv2dTranspose rank 5': (
        lambda: nn.Conv2dTranspose(1, 2, 3)(F(1, 1, 4, 4, 1)), ValueError,
        'too many values to unpack (expected 4)'),
    'nn.Conv2dTranspose rank 2': (lambda: nn.Conv2dTranspose(1, 2, 3)(F(4, 4)), ValueError,
        'not enough values to unpack (expected 4, got 2)'),
    'nn.Conv1dTranspose rank 2': (lambda: nn.Conv1dTranspose(1, 2, 3)(F(1, 4)), ValueError,
        "For 'Conv1dTranspose', the dimension of input must be 3d, but got 2."),
    'nn.Conv1dTranspose rank 4': (lambda: nn.Conv1dTranspose(1, 2, 3)(F(1, 1, 4, 4)), ValueError,
        "For 'Conv1dTranspose', the dimension of input must be 3d, but got 4."),
    'nn.Conv3dTranspose rank 4': (lambda: nn.Conv3dTranspose(1, 2, 3)(F(1, 4, 4, 4)), ValueError,
        'For primitive[Conv3DTranspose], the x shape size must be equal to 5, but got '
        '4.'),
    'nn.Conv2d rank 3': (lambda: nn.Conv2d(1, 2, 3)(F(1, 4, 4)), ValueError,
        'For primitive[Conv2D], the x shape size must be equal to 4, but got 3.'),
    'lp int value': (lambda: lp({"weight": 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lp None value': (lambda: lp({"weight": None}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'str'> and <class 'NoneType'>."),
    'diag 1d k1': (lambda: A(3).diag(1), ValueError,
        "For 'Tensor.diag', the argument 'diagonal' should be '0', but got 1."),
    'diag 2d kw': (lambda: A(2, 3).diag(diagonal=-1), ValueError,
        "For 'Tensor.diag', the argument 'diagonal' should be '0', but got -1."),
    'diag 1d bool k': (lambda: A(3).diag(True), TypeError,
        "diag(): argument 'diagonal' (position 1) must be int, not bool."),
    'unique dim pos str': (lambda: A(4).unique(True, False, False, "a"), TypeError,
        "unique(): argument 'dim' (position 4) must be Number, not str."),
    'unique dim float': (lambda: A(4).unique(dim=1.5), TypeError,
        'Failed calling UniqueDim with "UniqueDim()(input=Tensor, sorted=bool, '
        'return_inverse=bool, dim=float)".\nThe valid calling should be: \n'
        '"UniqueDim()(input=<Tensor>, sorted=<bool>, return_inverse=<bool>, '
        'dim=<int>)".'),
    'unique kw ret_inv int': (lambda: A(4).unique(return_inverse=1), TypeError,
        "unique(): argument 'return_inverse' must be bool but got int."),
    'unique 5 args': (lambda: A(4).unique(True, False, False, 0, 1), TypeError,
        'unique() takes 4 positional arguments but 5 were given.'),
    'unique kw bad': (lambda: A(4).unique(foo=1), TypeError,
        "unique() got an unexpected keyword argument 'foo'."),
    'diag kw bad': (lambda: A(4).diag(foo=1), TypeError,
        "diag() got an unexpected keyword argument 'foo'."),
    'diag none': (lambda: A(4).diag(None), TypeError,
        'diag(): missing 1 required positional argument: diagonal.'),
    'diag str float': (lambda: A(4).diag("a", 1.5), TypeError,
        'Failed calling diag with "diag(string, float)".\nThe valid calling should '
        'be:\n"Tensor.diag(diagonal=<int>)"\n"Tensor.diag()"'),
    'unique np bool': (lambda: A(4).unique(np.bool_(True)), TypeError,
        "unique(): argument 'sorted' (position 1) must be bool, not bool_."),
    'lp str and tensor': (lambda: lp({"weight": "a", "bias": F(2)}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' "
        "and 'Parameter' , but got <class 'str'> and <class "
        "'mindspore.common.tensor.Tensor'>."),
}
