"""Rows of ``test_bad_input_catalogue51`` (Parameter construction and set_data, checkpoint
arguments, dataset transforms): MindSpore 2.10's exception type and text for each call (measured
on 2.10 CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s68/bad51/w/f4.py and f7.py with /tmp/s68/bad51/run.py). Measured and left out (minicell
differs or 2.10 computes): save_checkpoint dir missing (FileNotFoundError: "[Errno 2] No such
file or directory: '/n); save_checkpoint dict bad value (UnboundLocalError: "cannot access local
variable 'each_param); ds.transforms.Slice str (TypeError: "Argument slice with value a is not
of type [<cla); the load_checkpoint rows whose text names the working directory (2.10 checks the
file first). RandomCrop / Pad with a string: bad_input_rows51_vision (fixed after these rows).
"""
import os
import tempfile

import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
import minicell.dataset as ds  # noqa: F401
from minicell import Parameter, Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F  # noqa: F401


def _ckpt():
    """A checkpoint path these refused calls never write."""
    return os.path.join(tempfile.gettempdir(), "bad51_never_written.ckpt")


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Parameter None data': (lambda: Parameter(None, name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'NoneType'."),
    'Parameter str data': (lambda: Parameter('a', name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'str'."),
    'Parameter name int': (lambda: Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class "
        "'int'>."),
    'Parameter requires_grad str': (
        lambda: Parameter(F(2), name='p', requires_grad='a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter layerwise str': (
        lambda: Parameter(F(2), name='p', layerwise_parallel='a'), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'Parameter parallel_optimizer str': (
        lambda: Parameter(F(2), name='p', parallel_optimizer='a'), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'Parameter bool data': (lambda: str(Parameter(True, name='p').dtype), ValueError,
        'Parameter data can not be `bool`'),
    'Parameter dict data': (lambda: Parameter({}, name='p'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'dict'."),
    'set_data list': (lambda: Parameter(F(2), name='p').set_data([1.0, 2.0]), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'list'>."),
    'set_data str': (lambda: Parameter(F(2), name='p').set_data('a'), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'str'>."),
    'set_data None': (lambda: Parameter(F(2), name='p').set_data(None), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'NoneType'>."),
    'Parameter name set int': (lambda: setattr(Parameter(F(2), name='p'), 'name', 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class "
        "'int'>."),
    'Parameter requires_grad set str': (
        lambda: setattr(Parameter(F(2), name='p'), 'requires_grad', 'a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'save_checkpoint save_obj None': (
        lambda: ms.save_checkpoint(None, _ckpt()), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
        "dict, but got <class 'NoneType'>."),
    'save_checkpoint save_obj int': (
        lambda: ms.save_checkpoint(1, _ckpt()), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
        "dict, but got <class 'int'>."),
    'save_checkpoint path int': (lambda: ms.save_checkpoint(nn.Dense(2, 2), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save_checkpoint path None': (lambda: ms.save_checkpoint(nn.Dense(2, 2), None), TypeError,
        "For 'save_checkpoint', the parameter None for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'NoneType'>."),
    'save_checkpoint list bad item': (
        lambda: ms.save_checkpoint([1, 2], _ckpt()), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param '
        "should be parameter, but got <class 'int'>"),
    'save_checkpoint list bad dict': (
        lambda: ms.save_checkpoint([{'name': 'a'}], _ckpt()),
        TypeError,
        'For save_checkpoint, save_obj should be a list of dict items, and the dict '
        "should have key values 'name' and 'value', but got <class 'dict'> and "
        "{'name': 'a'}."),
    'save_checkpoint async str': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), _ckpt(), async_save='a'),
        ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
        "'thread',but got a."),
    'save_checkpoint integrated str': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), _ckpt(), integrated_save='a'),
        TypeError,
        'The input value must be a bool, but got str.'),
    'save_checkpoint append_dict list': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), _ckpt(), append_dict=[1]),
        TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
        "<class 'list'>."),
    'save_checkpoint enc_key str': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), _ckpt(), enc_key='a'),
        ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
        "'bytes'>), but got a."),
    'save_checkpoint format bad': (
        lambda: ms.save_checkpoint(nn.Dense(2, 2), _ckpt(), format='x'),
        ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got x."),
    'load_checkpoint missing': (
        lambda: ms.load_checkpoint('/nonexistent_dir_x/a.ckpt'), ValueError,
        "For 'load_checkpoint', the checkpoint file: /nonexistent_dir_x/a.ckpt does "
        "not exist, please check whether the 'ckpt_file_name' is correct."),
    'load_checkpoint int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got "
        "<class 'int'>."),
    'load_checkpoint None': (lambda: ms.load_checkpoint(None), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got "
        "<class 'NoneType'>."),
    'load_checkpoint wrong suffix': (lambda: ms.load_checkpoint('a.txt'), ValueError,
        "For 'load_checkpoint', the checkpoint file format must same with 'format', "
        "but got file_name:'a.txt', format:'ckpt'"),
    'load_param_into_net net int': (lambda: ms.load_param_into_net(1, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
        "<class 'int'>."),
    'load_param_into_net dict list': (
        lambda: ms.load_param_into_net(nn.Dense(2, 2), []), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
        "but got <class 'list'>."),
    'load_param_into_net strict str': (
        lambda: ms.load_param_into_net(nn.Dense(2, 2), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'load_param_into_net value int': (
        lambda: ms.load_param_into_net(nn.Dense(2, 2), {'weight': 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'ds.vision.Resize size str': (lambda: ds.vision.Resize('a'), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'ds.vision.Resize size 0': (lambda: ds.vision.Resize(0), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'ds.vision.Resize size neg': (lambda: ds.vision.Resize(-1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'ds.vision.Resize interpolation str': (
        lambda: ds.vision.Resize(2, interpolation='a'), TypeError,
        "Argument interpolation with value a is not of type [<enum 'Inter'>], but got "
        "<class 'str'>."),
    'ds.vision.CenterCrop size 0': (lambda: ds.vision.CenterCrop(0), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'ds.vision.CenterCrop size tuple3': (lambda: ds.vision.CenterCrop((1, 2, 3)), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'ds.vision.Normalize mean str': (lambda: ds.vision.Normalize('a', [1.0]), TypeError,
        "Argument mean with value a is not of type [<class 'list'>, <class 'tuple'>], "
        "but got <class 'str'>."),
    'ds.vision.Normalize std 0': (lambda: ds.vision.Normalize([0.0], [0.0]), ValueError,
        'Input std[0] is not within the required interval of (0, 255].'),
    'ds.vision.Normalize len mismatch': (
        lambda: ds.vision.Normalize([0.0, 0.0], [1.0]), ValueError,
        'Length of mean and std must be equal.'),
    'ds.vision.Rescale str': (lambda: ds.vision.Rescale('a', 0.0), TypeError,
        "Argument rescale with value a is not of type [<class 'numbers.Number'>], but "
        "got <class 'str'>."),
    'ds.vision.HWC2CHW arg': (lambda: ds.vision.HWC2CHW(1), TypeError,
        'HWC2CHW.__init__() takes 1 positional argument but 2 were given'),
    'ds.vision.RandomHorizontalFlip prob 2': (
        lambda: ds.vision.RandomHorizontalFlip(2.0), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'ds.vision.RandomHorizontalFlip prob str': (
        lambda: ds.vision.RandomHorizontalFlip('a'), TypeError,
        "Argument prob with value a is not of type [<class 'float'>, <class 'int'>], "
        "but got <class 'str'>."),
    'ds.vision.Pad neg': (lambda: ds.vision.Pad(-1), ValueError,
        'Input padding is not within the required interval of [0, 2147483647].'),
    'ds.vision.RandomRotation str': (lambda: ds.vision.RandomRotation('a'), TypeError,
        "Argument degrees with value a is not of type [<class 'int'>, <class 'float'>, "
        "<class 'list'>, <class 'tuple'>], but got <class 'str'>."),
    'ds.transforms.OneHot 0': (lambda: ds.transforms.OneHot(0), ValueError,
        'Input must be greater than 0.'),
    'ds.transforms.OneHot str': (lambda: ds.transforms.OneHot('a'), TypeError,
        "Argument num_classes with value a is not of type [<class 'int'>], but got "
        "<class 'str'>."),
    'ds.transforms.Fill list': (lambda: ds.transforms.Fill([1]), TypeError,
        "Argument fill_value with value [1] is not of type [<class 'str'>, <class "
        "'float'>, <class 'bool'>, <class 'int'>, <class 'bytes'>], but got <class "
        "'list'>."),
    'ds.transforms.Compose empty': (lambda: ds.transforms.Compose([]), ValueError,
        'transforms list can not be empty.'),
    'ds.transforms.Compose int': (lambda: ds.transforms.Compose(1), TypeError,
        "Argument transforms list with value 1 is not of type [<class 'list'>], but "
        "got <class 'int'>."),
    'ds.transforms.RandomApply prob 2': (
        lambda: ds.transforms.RandomApply([ds.vision.HWC2CHW()], 2.0), ValueError,
        'Input prob is not within the required interval of [0, 1].'),
    'ds.transforms.RandomChoice empty': (lambda: ds.transforms.RandomChoice([]), ValueError,
        'transforms list can not be empty.'),
    'ds.transforms.Mask op str': (lambda: ds.transforms.Mask('a', 1), TypeError,
        "Argument operator with value a is not of type [<enum 'Relational'>], but got "
        "<class 'str'>."),
    'ds.transforms.PadEnd str': (lambda: ds.transforms.PadEnd('a'), TypeError,
        "Argument pad_shape with value a is not of type [<class 'list'>], but got "
        "<class 'str'>."),
    'ds.transforms.Concatenate axis str': (lambda: ds.transforms.Concatenate('a'), TypeError,
        "Argument axis with value a is not of type [<class 'int'>], but got <class "
        "'str'>."),
    'ds.transforms.Duplicate arg': (lambda: ds.transforms.Duplicate(1), TypeError,
        'Duplicate.__init__() takes 1 positional argument but 2 were given'),
    'ds.transforms.Unique arg': (lambda: ds.transforms.Unique(1), TypeError,
        'Unique.__init__() takes 1 positional argument but 2 were given'),
    'Normalize mean 300': (lambda: ds.vision.Normalize([300.0], [1.0]), ValueError,
        'Input mean[0] is not within the required interval of [0, 255].'),
    'Normalize mean neg': (lambda: ds.vision.Normalize([-1.0], [1.0]), ValueError,
        'Input mean[0] is not within the required interval of [0, 255].'),
    'Normalize std 300': (lambda: ds.vision.Normalize([0.0], [300.0]), ValueError,
        'Input std[0] is not within the required interval of (0, 255].'),
    'Normalize std neg': (lambda: ds.vision.Normalize([0.0], [-1.0]), ValueError,
        'Input std[0] is not within the required interval of (0, 255].'),
    'Normalize std str': (lambda: ds.vision.Normalize([0.0], 'b'), TypeError,
        "Argument std with value b is not of type [<class 'list'>, <class 'tuple'>], "
        "but got <class 'str'>."),
    'Normalize mean int': (lambda: ds.vision.Normalize(1, [1.0]), TypeError,
        "Argument mean with value 1 is not of type [<class 'list'>, <class 'tuple'>], "
        "but got <class 'int'>."),
    'Normalize mean elem str': (lambda: ds.vision.Normalize(['a'], [1.0]), TypeError,
        "Argument mean[0] with value a is not of type [<class 'int'>, <class "
        "'float'>], but got <class 'str'>."),
}
