"""Rows of ``test_bad_input_catalogue46`` (shape arguments of Tensor methods: reshape, view,
expand, broadcast_to, tile, new_zeros / new_ones): MindSpore 2.10's exception type and text
for each call, and the GRAPH_MODE rows of this round (measured on 2.10 CPU, one case per
process, pynative_synchronize on;
/tmp/s63/bad46/w/b1.py, b5.py with /tmp/s63/bad46/run.py, b4.py with run2.py for the graph
rows; the text up to 2.10's C++ call stack).
Fixed in this round (ops/tensor_methods.int_tuple_error): op by op 2.10's parser unpacks a
'tuple of int' whose first item is an int and names the first item that is not ("reshape():
argument 'shape'(position 0) should be tuple of int, but unpack failed at pos 1 (got float)."),
otherwise it names the whole argument's type ("... (position 1) must be tuple of int but found
type of tuple at pos 0."); ``t.view`` / ``t.tile`` list their two signatures for what they
cannot unpack ('Failed calling view with "view(Tuple<float, int>)". ...'); ``ops.tile``'s
float dims is Tile's 'Failed calling'; in a graph ``t.view(6, 1.0)`` names the position as
reshape does and ``t.new_ones((2, 3.5))`` is NewOnes' 'Failed calling'.
Still different (measured, left): in a graph 2.10 writes 'tuple<int, float>' in
BroadcastTo's text (minicell 'Tuple<...>'), ``t.expand(2, 3.0)`` is an argument-count
TypeError of its standard_method and ``t.expand((2.0, 3))`` a RuntimeError 'The method
'GetShapeVector()' doesn't implement'; op by op ``t.flatten(0.0)`` lists 'Tensor.flatten(order=
<string>, start_dim=<int>, end_dim=<int>)' without minicell's '*', ``t.narrow(0, 0.0, 1)``
lists its two signatures (minicell: 'The input value must be 'int', ...').
Also fixed: op by op ``t.permute`` / ``squeeze`` / ``unsqueeze`` with a float list their
signatures ('Failed calling permute with "permute(float, int)". ...'), ``t.transpose(1.0, 0)``
is "transpose(): argument 'dim0' (position 1) must be int, not float.".
"""
import numpy as np
import minicell as ms
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.ones(s, np.float32))


def _graph(body):
    """``body(x)`` run by an ``ms.jit`` function in GRAPH_MODE on a (2, 3) Float32 Tensor."""
    def call():
        ms.set_context(mode=ms.GRAPH_MODE)
        return ms.jit(body)(F(2, 3))
    return call


def g_reshape(x):
    return x.reshape(1, 1.1)


def g_reshape_one(x):
    return x.reshape(1.1)


def g_view(x):
    return x.view(6, 1.0)


def g_new_ones(x):
    return x.new_ones((2, 3.5))


def g_invert(x):
    return ops.invert(x)


def g_left_shift(x):
    return ops.bitwise_left_shift(ops.cast(x, ms.int8), ops.cast(x, ms.int32))


def g_right_shift(x):
    return ops.bitwise_right_shift(x, x)


_INTS = ("{Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], "
         "Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Float32].")

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    't reshape 1 float': (lambda: F(2, 3).reshape(1, 1.1), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't reshape float only': (lambda: Tensor(1.0).reshape(1.1), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of float "
        'at pos 0.'),
    't reshape str': (lambda: F(2, 3).reshape('a'), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of str at "
        'pos 0.'),
    't reshape tuple float': (lambda: F(2, 3).reshape((1.5, 4)), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of tuple "
        'at pos 0.'),
    't reshape tuple float 2nd': (lambda: F(2, 3).reshape((2, 3.0)), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't reshape list float': (lambda: F(2, 3).reshape([2, 3.0]), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't reshape 3 args float': (lambda: F(2, 3).reshape(1, 2, 3.0), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 2 (got float).'),
    't reshape None': (lambda: F(2, 3).reshape(None), TypeError,
        'reshape(): missing 1 required positional argument: shape.'),
    't reshape bool': (lambda: F(2, 3).reshape(True, 6), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of bool at "
        'pos 0.'),
    't view float': (lambda: F(2, 3).view(1.5, 4), TypeError,
        'Failed calling view with "view(float, int)".\nThe valid calling should '
        'be:\n"Tensor.view(shape=<Tuple,Tensor,List>)"\n"Tensor.view(dtype=<mstype,int>)"\n'),
    't view tuple float': (lambda: F(2, 3).view((1.5, 4)), TypeError,
        'Failed calling view with "view(Tuple<float, int>)".\nThe valid calling should '
        'be:\n"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed because '
        'invalid types: (Tuple<float, int>)\n                                         '
        '~~~~~~~~~~~~~~~~~~~\n"Tensor.view(dtype=<mstype>)"\n    match failed because invalid '
        'types: (Tuple<float, int>)\n                                         ~~~~~~~~~~~~~~~~~~~'),
    't view int float': (lambda: F(2, 3).view(6, 1.0), TypeError,
        "view(): argument 'shape'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got float).'),
    't view str': (lambda: F(2, 3).view('a'), TypeError,
        'Failed calling view with "view(string)".\nThe valid calling should '
        'be:\n"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed because '
        'invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.view(dtype=<mstype>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    't expand float 2nd': (lambda: F(2, 3).expand(2, 3.0), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got float).'),
    't expand tuple float': (lambda: F(2, 3).expand((2.0, 3)), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'tuple at pos 0.'),
    't expand tuple float 2nd': (lambda: F(2, 3).expand((2, 3.0)), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got float).'),
    't expand str': (lambda: F(2, 3).expand('a'), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'str at pos 0.'),
    't broadcast_to float': (lambda: F(2, 3).broadcast_to((2.0, 3)), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'tuple at pos 0.'),
    't broadcast_to float 2nd': (lambda: F(2, 3).broadcast_to((2, 3.0)), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got float).'),
    't tile float 2': (lambda: F(2, 3).tile((1, 1.5)), TypeError,
        "tile(): argument 'dims'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got float).'),
    't tile float 1st': (lambda: F(2, 3).tile((1.5, 1)), TypeError,
        'Failed calling tile with "tile(Tuple<float, int>)".\nThe valid calling should '
        'be:\n"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (Tuple<float, int>)\n                                         '
        '~~~~~~~~~~~~~~~~~~~\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed '
        'because invalid types: (Tuple<float, int>)\n                                         '
        '~~~~~~~~~~~~~~~~~~~'),
    't tile str': (lambda: F(2, 3).tile('a'), TypeError,
        'Failed calling tile with "tile(string)".\nThe valid calling should '
        'be:\n"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    't tile float scalar': (lambda: F(2, 3).tile(1.5), TypeError,
        'Failed calling tile with "tile(float)".\nThe valid calling should '
        'be:\n"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (float)\n                                         '
        '~~~~~~~\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~'),
    'ops tile float': (lambda: ops.tile(F(2, 3), (1.5,)), TypeError,
        'Failed calling Tile with "Tile()(input=Tensor, dims=Tuple<float>)".\nThe valid calling '
        'should be: \n"Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)".'),
    't new_ones float': (lambda: F(2, 3).new_ones((2, 3.5)), TypeError,
        "new_ones(): argument 'size'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't reshape none args': (lambda: F(2, 3).reshape(), TypeError,
        'reshape() missing 1 required positional argument: shape.'),
    't reshape float first': (lambda: F(2, 3).reshape(1.5, 4), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of float "
        'at pos 0.'),
    't reshape int str': (lambda: F(2, 3).reshape(2, 'a'), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got string).'),
    't reshape int bool': (lambda: F(2, 3).reshape(6, True), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got bool).'),
    't reshape int None': (lambda: F(2, 3).reshape(6, None), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got None).'),
    't reshape list of str': (lambda: F(2, 3).reshape(['a', 2]), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type of list at "
        'pos 0.'),
    't reshape kw float': (lambda: F(2, 3).reshape(shape=(2, 3.0)), TypeError,
        "reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't expand none': (lambda: F(2, 3).expand(), TypeError,
        'broadcast_to() missing 1 required positional argument: shape.'),
    't expand float only': (lambda: F(2, 3).expand(1.5), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'float at pos 0.'),
    't expand int str': (lambda: F(2, 3).expand(2, 'a'), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got string).'),
    't expand list float': (lambda: F(2, 3).expand([2, 3.0]), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got float).'),
    't broadcast_to float only': (lambda: F(2, 3).broadcast_to(1.5), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'float at pos 0.'),
    't broadcast_to list float': (lambda: F(2, 3).broadcast_to([2, 3.0]), TypeError,
        "broadcast_to(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
        'at pos 1 (got float).'),
    't broadcast_to str': (lambda: F(2, 3).broadcast_to('a'), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found type of "
        'str at pos 0.'),
    't tile int float': (lambda: F(2, 3).tile(1, 1.5), TypeError,
        "tile(): argument 'dims'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got float).'),
    't tile list float': (lambda: F(2, 3).tile([1, 1.5]), TypeError,
        'Failed calling tile with "tile(List<int, float>)".\nThe valid calling should '
        'be:\n"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (List<int, float>)\n                                         '
        '~~~~~~~~~~~~~~~~~~\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed '
        'because invalid types: (List<int, float>)\n                                         '
        '~~~~~~~~~~~~~~~~~~'),
    't view int str': (lambda: F(2, 3).view(6, 'a'), TypeError,
        "view(): argument 'shape'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got string).'),
    't view list float 2nd': (lambda: F(2, 3).view([2, 3.0]), TypeError,
        "view(): argument 'shape'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got float).'),
    't view tuple float 2nd': (lambda: F(2, 3).view((2, 3.0)), TypeError,
        "view(): argument 'shape'(position 0) should be tuple of int, but unpack failed at pos 1 "
        '(got float).'),
    't new_zeros float 2nd': (lambda: F(2, 3).new_zeros((2, 3.0)), TypeError,
        "new_zeros(): argument 'size'(position 0) should be tuple of int, but unpack failed at "
        'pos 1 (got float).'),
    't new_zeros list float': (lambda: F(2, 3).new_zeros([2.0, 3]), TypeError,
        "new_zeros(): argument 'size' (position 1) must be tuple of int but found type of list "
        'at pos 0.'),
    't permute float': (lambda: F(2, 3).permute(1.0, 0), TypeError,
        'Failed calling permute with "permute(float, int)".\nThe valid calling should '
        'be:\n"Tensor.permute(dims=<Tuple,List>)"\n"Tensor.permute(axis=<int,Tuple,None,List>)"\n'),
    't permute tuple float': (lambda: F(2, 3).permute((1.0, 0)), TypeError,
        'Failed calling permute with "permute(Tuple<float, int>)".\nThe valid calling should '
        'be:\n"Tensor.permute(dims=<list of int, tuple of int>)"\n    match failed because '
        'invalid types: (Tuple<float, int>)\n                                         '
        '~~~~~~~~~~~~~~~~~~~\n"Tensor.permute(axis=<None, int, list of int, tuple of int>)"\n    '
        'match failed because invalid types: (Tuple<float, int>)\n                               '
        '          ~~~~~~~~~~~~~~~~~~~'),
    't transpose float': (lambda: F(2, 3).transpose(1.0, 0), TypeError,
        "transpose(): argument 'dim0' (position 1) must be int, not float."),
    't squeeze float': (lambda: F(2, 1).squeeze(1.0), TypeError,
        'Failed calling squeeze with "squeeze(float)".\nThe valid calling should '
        'be:\n"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed because '
        'invalid types: (float)\n                                         '
        '~~~~~~~\n"Tensor.squeeze(axis=<None, int, list of int, tuple of int>)"\n    match '
        'failed because invalid types: (float)\n                                         ~~~~~~~'),
    't unsqueeze float': (lambda: F(2, 3).unsqueeze(1.0), TypeError,
        'Failed calling unsqueeze with "unsqueeze(float)".\nThe valid calling should '
        'be:\n"Tensor.unsqueeze(axis=<Tensor, int>)"\n    match failed because invalid types: '
        '(float)\n                                         '
        '~~~~~~~\n"Tensor.unsqueeze(dim=<Tensor, int>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    # GRAPH_MODE (2.10's text ends in a newline before its call stack there, left out here)
    'graph reshape int float': (_graph(g_reshape), TypeError,
        "reshape(): argument 'shape' (position 2) must be tuple of int, not float."),
    'graph reshape float': (_graph(g_reshape_one), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int, not float."),
    'graph view int float': (_graph(g_view), TypeError,
        "view(): argument 'shape' (position 2) must be tuple of int, not float."),
    'graph new_ones float': (_graph(g_new_ones), TypeError,
        'Failed calling NewOnes with "NewOnes()(input=Tensor, size=tuple<int, float>, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n"NewOnes()(input=<Tensor>, '
        'size=<list of int, int, tuple of int>, dtype=<mindspore.dtype>)".'),
    'graph invert float': (_graph(g_invert), TypeError,
        "For primitive[Invert], the input argument[x] must be a type of " + _INTS),
    'graph left_shift int8 int32': (_graph(g_left_shift), TypeError,
        "For 'LeftShift', the dtype of two args should be same, but the first arg dtype Int8 "
        "are not consistent with second arg dtype Int32"),
    'graph right_shift float': (_graph(g_right_shift), TypeError,
        "For primitive[RightShift], the input argument[x] must be a type of " + _INTS),
}
