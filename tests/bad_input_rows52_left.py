"""Rows of ``test_bad_input_catalogue52`` (round 51's Left list: nn.LSTM / GRU / RNN given a list or
number (2.10 reads x.shape first), nn.OneHot / Conv1d / Unfold given a number (and ops.one_hot /
expand_dims / unsqueeze, which 2.10 refuses numbers for), save_checkpoint into a missing directory
(2.10 names its '<stem>.tmp'), transforms.Slice arguments of a wrong type): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per process (forked after the
imports), pynative_synchronize on; /tmp/s69/bad52/w/m1.py and m1b.py with /tmp/s69/bad52/run.py).
Measured and left out (minicell differs or 2.10 computes): save_checkpoint dict bad value
(UnboundLocalError: "cannot access local variable 'each_param); Slice SliceOption str
(AttributeError: "module 'mindspore.dataset.transforms' has n); SliceOption float (AttributeError:
"module 'mindspore.dataset.transforms' has n); SliceOption None (AttributeError: "module
'mindspore.dataset.transforms' has n).
"""
import numpy as np
import minicell as ms  # noqa: F401
import minicell.dataset as ds
from minicell import Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'nn.LSTM list': (lambda: nn.LSTM(2, 2)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.LSTM float': (lambda: nn.LSTM(2, 2)(1.0), AttributeError,
        "'float' object has no attribute 'shape'"),
    'nn.GRU list': (lambda: nn.GRU(2, 2)([[1.0, 2.0]]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.GRU int': (lambda: nn.GRU(2, 2)(1), AttributeError,
        "'int' object has no attribute 'shape'"),
    'nn.RNN tuple': (lambda: nn.RNN(2, 2)((1.0, 2.0)), AttributeError,
        "'tuple' object has no attribute 'shape'"),
    'nn.RNN None': (lambda: nn.RNN(2, 2)(None), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'nn.RNN bool': (lambda: nn.RNN(2, 2)(True), AttributeError,
        "'bool' object has no attribute 'shape'"),
    'nn.LSTM np 1d': (lambda: nn.LSTM(2, 2)(np.ones(2, np.float32)), IndexError,
        'tuple index out of range'),
    'nn.LSTM np 3d': (lambda: nn.LSTM(2, 2)(np.ones((1, 1, 2), np.float32)), TypeError,
        "For 'LSTM', the 'x' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'nn.GRU np 1d batch_first': (
        lambda: nn.GRU(2, 2, batch_first=True)(np.ones(2, np.float32)), TypeError,
        "For 'GRU', the 'x' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'External'"),
    'nn.GRU list batch_first': (lambda: nn.GRU(2, 2, batch_first=True)([1.0]), AttributeError,
        "'list' object has no attribute 'shape'"),
    'nn.LSTM str': (lambda: nn.LSTM(2, 2)('ab'), AttributeError,
        "'str' object has no attribute 'shape'"),
    'nn.LSTM hx list': (lambda: nn.LSTM(2, 2)(F(1, 1, 2), [F(1, 1, 2), F(1, 1, 2)]), TypeError,
        "For 'LSTM', the 'hx' must be '<class "
        "'mindspore._c_expression.typing.Tuple'>', but got 'List[Tensor[Float32]*2]'"),
    'nn.GRU hx list': (lambda: nn.GRU(2, 2)(F(1, 1, 2), [1.0]), TypeError,
        "For 'GRU', the 'h' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32]'"),
    'nn.GRU hx float': (lambda: nn.GRU(2, 2)(F(1, 1, 2), 1.0), TypeError,
        "For 'GRU', the 'h' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'Float32'"),
    'nn.LSTM hx tuple of list': (lambda: nn.LSTM(2, 2)(F(1, 1, 2), ([1.0], [1.0])), TypeError,
        "For 'LSTM', the 'hx[0]' must be '<class "
        "'mindspore._c_expression.typing.TensorType'>', but got 'List[Float32]'"),
    'nn.LSTM seq_length list': (lambda: nn.LSTM(2, 2)(F(1, 1, 2), None, [1]), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'nn.OneHot float': (lambda: nn.OneHot()(1.0), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=float, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'nn.OneHot int': (lambda: nn.OneHot()(1), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=int, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'nn.OneHot list int': (lambda: nn.OneHot()([1]), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=List<int>, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'nn.OneHot bool': (lambda: nn.OneHot()(True), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=bool, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'nn.OneHot float tensor': (lambda: nn.OneHot()(F(2)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'nn.Conv1d float': (lambda: nn.Conv1d(1, 1, 1)(1.0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=float, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'nn.Conv1d list': (lambda: nn.Conv1d(1, 1, 1)([1.0]), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'nn.Conv1d int': (lambda: nn.Conv1d(1, 1, 1)(1), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=int, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'nn.Conv1d tuple': (lambda: nn.Conv1d(1, 1, 1)((1.0,)), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=Tuple<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'nn.Conv1d np': (lambda: nn.Conv1d(1, 1, 1)(np.ones((1, 1, 2), np.float32)), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=<class '
        '\'numpy.ndarray\'>, axis=int)".\nThe valid calling should be: \n'
        '"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".'),
    'nn.Conv1d bool': (lambda: nn.Conv1d(1, 1, 1)(True), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=bool, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'nn.Unfold float': (
        lambda: nn.Unfold([1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1])(1.0), TypeError,
        'Failed calling ExtractImagePatches with '
        '"ExtractImagePatches(ksizes=Tuple<int, int>, strides=Tuple<int, int>, '
        'rates=Tuple<int, int>, padding=string)(input_x=float)".\nThe valid calling '
        'should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'nn.Unfold list': (
        lambda: nn.Unfold([1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1])([1.0]), TypeError,
        'Failed calling ExtractImagePatches with '
        '"ExtractImagePatches(ksizes=Tuple<int, int>, strides=Tuple<int, int>, '
        'rates=Tuple<int, int>, padding=string)(input_x=List<float>)".\nThe valid '
        'calling should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'nn.Unfold int': (lambda: nn.Unfold([1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1])(1), TypeError,
        'Failed calling ExtractImagePatches with '
        '"ExtractImagePatches(ksizes=Tuple<int, int>, strides=Tuple<int, int>, '
        'rates=Tuple<int, int>, padding=string)(input_x=int)".\nThe valid calling '
        'should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'nn.Unfold np': (
        lambda: nn.Unfold([1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1])(
            np.ones((1, 1, 2, 2), np.float32)),
        TypeError,
        'Failed calling ExtractImagePatches with '
        '"ExtractImagePatches(ksizes=Tuple<int, int>, strides=Tuple<int, int>, '
        'rates=Tuple<int, int>, padding=string)(input_x=<class \'numpy.ndarray\'>)".\n'
        'The valid calling should be: \n"ExtractImagePatches(ksizes=<list of int, '
        'tuple of int>, strides=<list of int, tuple of int>, rates=<list of int, tuple '
        'of int>, padding=<string>)(input_x=<Tensor>)".'),
    'nn.Unfold same float': (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], 'same')(1.0), TypeError,
        'Failed calling ExtractImagePatches with '
        '"ExtractImagePatches(ksizes=Tuple<int, int>, strides=Tuple<int, int>, '
        'rates=Tuple<int, int>, padding=string)(input_x=float)".\nThe valid calling '
        'should be: \n"ExtractImagePatches(ksizes=<list of int, tuple of int>, '
        'strides=<list of int, tuple of int>, rates=<list of int, tuple of int>, '
        'padding=<string>)(input_x=<Tensor>)".'),
    'save_checkpoint dir missing': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), '/nonexistent_dir_x/a.ckpt'), FileNotFoundError,
        "[Errno 2] No such file or directory: '/nonexistent_dir_x/a.tmp'"),
    'save_checkpoint dir missing no ext': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), '/nonexistent_dir_x/model'), FileNotFoundError,
        "[Errno 2] No such file or directory: '/nonexistent_dir_x/model.tmp'"),
    'save_checkpoint dir missing list': (
        lambda: ms.save_checkpoint([{'name': 'w', 'data': F(2)}], '/nonexistent_dir_x/b.ckpt'),
        FileNotFoundError,
        "[Errno 2] No such file or directory: '/nonexistent_dir_x/b.tmp'"),
    'Slice str': (lambda: ds.transforms.Slice('a'), TypeError,
        "Argument slice with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'str'>."),
    'Slice float': (lambda: ds.transforms.Slice(1.5), TypeError,
        "Argument slice with value 1.5 is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'float'>."),
    'Slice list of str': (lambda: ds.transforms.Slice(['a']), TypeError,
        "Argument slice_option[0] with value a is not of type [<class 'int'>], but got "
        "<class 'str'>."),
    'Slice tuple': (lambda: ds.transforms.Slice((1, 2)), TypeError,
        "Argument slice with value (1, 2) is not of type [<class 'int'>, <class "
        "'list'>, <class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'tuple'>."),
    'Slice dict': (lambda: ds.transforms.Slice({}), TypeError,
        "Argument slice with value {} is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'dict'>."),
    'Slice two str': (lambda: ds.transforms.Slice(1, 'a'), TypeError,
        "Argument slice with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'str'>."),
    'Slice list mixed': (lambda: ds.transforms.Slice([1, 'a']), TypeError,
        "Argument slice[1] with value a is not of type [<class 'int'>], but got <class "
        "'str'>."),
    'Slice list float': (lambda: ds.transforms.Slice([1.5]), TypeError,
        "Argument slice_option[0] with value 1.5 is not of type [<class 'int'>], but "
        "got <class 'float'>."),
    'Slice list bool first': (lambda: ds.transforms.Slice([True, 'a']), TypeError,
        "Argument slice[0] with value True is not of type (<class 'int'>,), but got "
        "<class 'bool'>."),
    'Slice list float first': (lambda: ds.transforms.Slice([1.5, 'a']), TypeError,
        "Argument slice_option[0] with value 1.5 is not of type [<class 'int'>], but "
        "got <class 'float'>."),
    'Slice list int then bool': (lambda: ds.transforms.Slice([1, True]), TypeError,
        "Argument slice[1] with value True is not of type (<class 'int'>,), but got "
        "<class 'bool'>."),
    'Slice list only bool': (lambda: ds.transforms.Slice([True]), TypeError,
        "Argument slice[0] with value True is not of type (<class 'int'>,), but got "
        "<class 'bool'>."),
    'Slice set': (lambda: ds.transforms.Slice({1}), TypeError,
        "Argument slice with value {1} is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'set'>."),
    'Slice np int': (lambda: ds.transforms.Slice(np.int64(1)), TypeError,
        "Argument slice with value 1 is not of type [<class 'int'>, <class 'list'>, "
        "<class 'slice'>, <class 'bool'>, <class 'ellipsis'>, <class "
        "'mindspore.dataset.transforms.transforms._SliceOption'>], but got <class "
        "'numpy.int64'>."),
    'Slice False applied': (lambda: ds.transforms.Slice(False)(np.arange(4)), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
        "Message'. "),
    'Slice empty list applied': (lambda: ds.transforms.Slice([])(np.arange(4)), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error "
        "Message'. "),
    'ops.one_hot float': (lambda: ops.one_hot(1.0, 2, F(), F()), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=float, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.one_hot int': (lambda: ops.one_hot(1, 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=int, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.one_hot list': (lambda: ops.one_hot([1], 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=List<int>, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.one_hot bool': (lambda: ops.one_hot(True, 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=bool, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.one_hot np': (
        lambda: ops.one_hot(np.ones(2, np.int32), 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=<class '
        '\'numpy.ndarray\'>, depth=int, on_value=Tensor, off_value=Tensor)".\nThe '
        'valid calling should be: \n"OneHot(axis=<int>)(indices=<Tensor>, '
        'depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>)".'),
    'ops.OneHot()(float)': (lambda: ops.OneHot()(1.0, 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=float, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.OneHot()(int)': (lambda: ops.OneHot()(1, 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=int, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'mint.nn.functional.one_hot int': (lambda: mint.nn.functional.one_hot(1, 2), AttributeError,
        "'int' object has no attribute 'dtype'"),
    'mint.nn.functional.one_hot list': (lambda: mint.nn.functional.one_hot([1], 2), AttributeError,
        "'list' object has no attribute 'dtype'"),
    'ops.expand_dims float': (lambda: ops.expand_dims(1.0, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=float, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.expand_dims int': (lambda: ops.expand_dims(1, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=int, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.expand_dims bool': (lambda: ops.expand_dims(True, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=bool, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.expand_dims list': (lambda: ops.expand_dims([1.0], 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'ops.unsqueeze float': (lambda: ops.unsqueeze(1.0, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=float, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.ExpandDims()(float)': (lambda: ops.ExpandDims()(1.0, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=float, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'nn.OneHot np': (lambda: nn.OneHot()(np.ones(2, np.int32)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=<class '
        '\'numpy.ndarray\'>, depth=int, on_value=Tensor, off_value=Tensor)".\nThe '
        'valid calling should be: \n"OneHot(axis=<int>)(indices=<Tensor>, '
        'depth=<Tensor, int>, on_value=<Tensor>, off_value=<Tensor>)".'),
    'nn.OneHot tuple': (lambda: nn.OneHot()((1, 2)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=Tuple<int, int>, '
        'depth=int, on_value=Tensor, off_value=Tensor)".\nThe valid calling should '
        'be: \n"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, '
        'on_value=<Tensor>, off_value=<Tensor>)".'),
    'nn.OneHot None': (lambda: nn.OneHot()(None), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=None, depth=int, '
        'on_value=Tensor, off_value=Tensor)".\nThe valid calling should be: \n'
        '"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, on_value=<Tensor>, '
        'off_value=<Tensor>)".'),
    'ops.unsqueeze list': (lambda: ops.unsqueeze([1.0], 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=List<float>, '
        'axis=int)".\nThe valid calling should be: \n"ExpandDims()(input_x=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'ops.unsqueeze np': (lambda: ops.unsqueeze(np.ones(2), 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=<class '
        '\'numpy.ndarray\'>, axis=int)".\nThe valid calling should be: \n'
        '"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".'),
    'ops.unsqueeze None': (lambda: ops.unsqueeze(None, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=None, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.expand_dims np': (lambda: ops.expand_dims(np.ones(2), 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=<class '
        '\'numpy.ndarray\'>, axis=int)".\nThe valid calling should be: \n'
        '"ExpandDims()(input_x=<Tensor>, axis=<Tensor, int>)".'),
    'ops.unsqueeze int': (lambda: ops.unsqueeze(1, 0), TypeError,
        'Failed calling ExpandDims with "ExpandDims()(input_x=int, axis=int)".\nThe '
        'valid calling should be: \n"ExpandDims()(input_x=<Tensor>, axis=<Tensor, '
        'int>)".'),
    'ops.one_hot tuple': (lambda: ops.one_hot((1, 0), 2, Tensor(1.0), Tensor(0.0)), TypeError,
        'Failed calling OneHot with "OneHot(axis=int)(indices=Tuple<int, int>, '
        'depth=int, on_value=Tensor, off_value=Tensor)".\nThe valid calling should '
        'be: \n"OneHot(axis=<int>)(indices=<Tensor>, depth=<Tensor, int>, '
        'on_value=<Tensor>, off_value=<Tensor>)".'),
}
