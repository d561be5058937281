"""Rows of ``test_bad_input_catalogue54``: ``save_checkpoint`` / ``load_checkpoint`` /
``load_param_into_net`` given bad objects, names, flags, prefixes and dictionaries; a refused
``load_param_into_net`` leaves the network as it was (``after_load`` gives the sum of its values
after the call). 2.10's exception type and text for each call (measured on 2.10 CPU, one case
per process; /tmp/s71/bad54/w/c1.py, c2.py with /tmp/s71/bad54/run.py). Fixed in this round: a
dict whose first value is no Tensor/array/str (2.10's own UnboundLocalError naming
'each_param'), a non-str key's text (2.10's words run together). Still different (left): a dict
of plain Tensors (2.10 takes Parameters only; minicell's own tests save Tensors), two entries of
one name (minicell refuses what 2.10 silently keeps once). GOOD: the calls 2.10 accepts.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import *  # noqa: F401,F403  (Net, saved, after_load, CK, F, I, ...)

MN = mint.nn
C = ops.composite

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'save int net': (lambda: ms.save_checkpoint(1, CK), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but "
        "got <class 'int'>."),
    'save name int': (lambda: ms.save_checkpoint(Net(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save bad dir': (lambda: ms.save_checkpoint(Net(), '/nonexistent_d/x.ckpt'), FileNotFoundError,
        "[Errno 2] No such file or directory: '/nonexistent_d/x.tmp'"),
    'save list no data': (lambda: ms.save_checkpoint([{'name': 'a'}], CK), TypeError,
        'For save_checkpoint, save_obj should be a list of dict items, and the dict should '
        "have key values 'name' and 'value', but got <class 'dict'> and {'name': 'a'}."),
    'save list data int': (lambda: ms.save_checkpoint([{'name': 'a', 'data': 1}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should '
        "be parameter, but got <class 'int'>."),
    'save list data str': (lambda: ms.save_checkpoint([{'name': 'a', 'data': 'x'}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should '
        "be parameter, but got <class 'str'>."),
    'save list name int': (lambda: ms.save_checkpoint([{'name': 1, 'data': F(2)}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the name in dict should '
        "be string, but got <class 'int'>."),
    'save list of ints': (lambda: ms.save_checkpoint([1, 2], CK), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param should '
        "be parameter, but got <class 'int'>"),
    'save dict int': (lambda: ms.save_checkpoint({'a': 1}, CK), UnboundLocalError,
        "cannot access local variable 'each_param' where it is not associated with a value"),
    'save integrated str': (lambda: ms.save_checkpoint(Net(), CK, integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'save async str': (lambda: ms.save_checkpoint(Net(), CK, async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
        "'thread',but got a."),
    'save append int': (lambda: ms.save_checkpoint(Net(), CK, append_dict=1), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class 'int'>."),
    'save append key int': (lambda: ms.save_checkpoint(Net(), CK, append_dict={1: 1}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: "
        "int, float, bool or Generator, but got key: <class 'int'>, value: <class 'int'>"),
    'save enc_key str': (lambda: ms.save_checkpoint(Net(), CK, enc_key='a'), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), "
        'but got a.'),
    'save enc_mode bad': (
        lambda: ms.save_checkpoint(Net(), CK, enc_key=b'0123456789abcdef', enc_mode='X'),
        ValueError,
        'Encrypt failed'),
    'save choice int': (lambda: ms.save_checkpoint(Net(), CK, choice_func=1), TypeError,
        "'int' object is not callable"),
    'save format bad': (lambda: ms.save_checkpoint(Net(), CK, format='x'), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got x."),
    'save list tuple': (lambda: ms.save_checkpoint([('a', F(2))], CK), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param should '
        "be parameter, but got <class 'tuple'>"),
    'save list numpy': (
        lambda: ms.save_checkpoint([{'name': 'a', 'data': np.ones(2)}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should '
        "be parameter, but got <class 'numpy.ndarray'>."),
    'load missing': (lambda: ms.load_checkpoint('/nonexistent_d/x.ckpt'), ValueError,
        "For 'load_checkpoint', the checkpoint file: /nonexistent_d/x.ckpt does not exist, "
        "please check whether the 'ckpt_file_name' is correct."),
    'load int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class "
        "'int'>."),
    'load net int': (lambda: ms.load_checkpoint(saved(), net=1), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'load empty file': (lambda: (open(CK, 'wb').close(), ms.load_checkpoint(CK)), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check whether '
        "'filter_prefix' or 'specify_prefix' are set correctly."),
    'load filter int': (lambda: ms.load_checkpoint(saved(), filter_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be "
        "string, list[string] or tuple[string], but got <class 'int'>."),
    'load filter list int': (lambda: ms.load_checkpoint(saved(), filter_prefix=[1]), TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, the "
        "element in it must be string, but got <class 'int'> at index 0."),
    'load filter empty': (lambda: ms.load_checkpoint(saved(), filter_prefix=''), ValueError,
        "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include "
        "''."),
    'load specify int': (lambda: ms.load_checkpoint(saved(), specify_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be "
        "string, list[string] or tuple[string], but got <class 'int'>."),
    'load specify and filter': (
        lambda: ms.load_checkpoint(saved(), specify_prefix='d', filter_prefix='d'), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check whether '
        "'filter_prefix' or 'specify_prefix' are set correctly."),
    'load dec_key str': (lambda: ms.load_checkpoint(saved(), dec_key='a'), ValueError,
        "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), "
        'but got a.'),
    'load format bad': (lambda: ms.load_checkpoint(saved(), format='x'), ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', "
        "please input the correct 'format'."),
    'load bad kw': (lambda: ms.load_checkpoint(saved(), bogus=1), TypeError,
        "load_checkpoint() got an unexpected keyword argument 'bogus'"),
    'lpin int net': (lambda: ms.load_param_into_net(1, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'lpin int dict': (lambda: ms.load_param_into_net(Net(), 1), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got "
        "<class 'int'>."),
    'lpin list': (lambda: ms.load_param_into_net(Net(), []), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got "
        "<class 'list'>."),
    'lpin none': (lambda: ms.load_param_into_net(Net(), None), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got "
        "<class 'NoneType'>."),
    'lpin net none': (lambda: ms.load_param_into_net(None, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class "
        "'NoneType'>."),
    'save tuple': (lambda: ms.save_checkpoint(({'name': 'a', 'data': F(2)},), CK), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but "
        "got <class 'tuple'>."),
    'save list bool data': (
        lambda: ms.save_checkpoint([{'name': 'a', 'data': True}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should '
        "be parameter, but got <class 'bool'>."),
    'save list none data': (
        lambda: ms.save_checkpoint([{'name': 'a', 'data': None}], CK), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should '
        "be parameter, but got <class 'NoneType'>."),
    'save list nested list': (
        lambda: ms.save_checkpoint([[{'name': 'a', 'data': F(2)}]], CK), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param should '
        "be parameter, but got <class 'list'>"),
    'save list str': (lambda: ms.save_checkpoint(['a'], CK), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param should '
        "be parameter, but got <class 'str'>"),
    'save net none': (lambda: ms.save_checkpoint(None, CK), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but "
        "got <class 'NoneType'>."),
    'save name none': (lambda: ms.save_checkpoint(Net(), None), TypeError,
        "For 'save_checkpoint', the parameter None for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'NoneType'>."),
    'save name list': (lambda: ms.save_checkpoint(Net(), ['a']), TypeError,
        "For 'save_checkpoint', the parameter ['a'] for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'list'>."),
    'save append list': (lambda: ms.save_checkpoint(Net(), CK, append_dict=[1]), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class "
        "'list'>."),
    'save append none': (lambda: ms.save_checkpoint(Net(), CK, append_dict={'e': None}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: "
        "int, float, bool or Generator, but got key: <class 'str'>, value: <class 'NoneType'>"),
    'save append list val': (
        lambda: ms.save_checkpoint(Net(), CK, append_dict={'e': [1]}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: "
        "int, float, bool or Generator, but got key: <class 'str'>, value: <class 'list'>"),
    'save format int': (lambda: ms.save_checkpoint(Net(), CK, format=1), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got 1."),
    'save crc str': (lambda: ms.save_checkpoint(Net(), CK, crc_check='a'), ValueError,
        "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got a."),
    'load crc str': (lambda: ms.load_checkpoint(saved(), crc_check='a'), ValueError,
        "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got a."),
    'load name none': (lambda: ms.load_checkpoint(None), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class "
        "'NoneType'>."),
    'load list': (lambda: ms.load_checkpoint([CK]), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class "
        "'list'>."),
    'load specify none match': (
        lambda: sorted(ms.load_checkpoint(saved(), specify_prefix='zz')), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check whether '
        "'filter_prefix' or 'specify_prefix' are set correctly."),
    'load filter all': (
        lambda: sorted(ms.load_checkpoint(saved(), filter_prefix='dense')), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check whether '
        "'filter_prefix' or 'specify_prefix' are set correctly."),
    'lpin pos': (lambda: ms.load_param_into_net(Net(), {}, 'a'), TypeError,
        'The input value must be a bool, but got str.'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'save empty list': (lambda: ms.save_checkpoint([], CK),
        'None'),
    'save append bad val': (lambda: ms.save_checkpoint(Net(), CK, append_dict={'a': 'x'}),
        'None'),
    'save bad kw': (lambda: ms.save_checkpoint(Net(), CK, bogus=1),
        'None'),
    'save list extra key': (lambda: ms.save_checkpoint([{'name': 'a', 'data': F(2), 'x': 1}], CK),
        'None'),
    'save param list': (lambda: ms.save_checkpoint([Parameter(F(2), name='a')], CK),
        'None'),
    'load strict str': (lambda: ms.load_checkpoint(saved(), strict_load='a'),
        "{'dense.weight': Parameter (name=dense.weight, shape=(2, 2), dtype=Float32, "
        "requires_grad=True), 'dense.bias': Parameter (name=dense.bias, shape=(2,), "
        'dtype=Float32, requires_grad=True)}'),
    'load ok': (lambda: sorted(ms.load_checkpoint(saved())),
        "['dense.bias', 'dense.weight']"),
    'lpin val int': (lambda: after_load({'dense.weight': 1}),
        '(\'TypeError\', "For \'parameter_dict\', the element in the argument '
        "'parameter_dict' should be a 'str' and 'Parameter' , but got <class 'str'> and <class "
        '\'int\'>.", 4.0)'),
    'lpin val tensor': (lambda: after_load({'dense.weight': F(2, 2)}),
        '(\'TypeError\', "For \'parameter_dict\', the element in the argument '
        "'parameter_dict' should be a 'str' and 'Parameter' , but got <class 'str'> and <class "
        '\'mindspore.common.tensor.Tensor\'>.", 4.0)'),
    'lpin val np': (lambda: after_load({'dense.weight': np.zeros((2, 2), np.float32)}),
        '(\'TypeError\', "For \'parameter_dict\', the element in the argument '
        "'parameter_dict' should be a 'str' and 'Parameter' , but got <class 'str'> and <class "
        '\'numpy.ndarray\'>.", 4.0)'),
    'lpin shape': (lambda: after_load({'dense.weight': Parameter(F(3, 3), name='dense.weight')}),
        '(\'RuntimeError\', "For \'load_param_into_net\', dense.weight in the argument \'net\' '
        "should have the same shape as dense.weight in the argument 'parameter_dict'. But got "
        'its shape (2, 2) in the argument \'net\' and shape (3, ", 4.0)'),
    'lpin empty': (lambda: after_load({}),
        "((['dense.weight', 'dense.bias'], []), 4.0)"),
    'lpin strict str': (lambda: after_load({}, strict_load='a'),
        "('TypeError', 'The input value must be a bool, but got str.', 4.0)"),
    'lpin strict true': (lambda: after_load({}, strict_load=True),
        "((['dense.weight', 'dense.bias'], []), 4.0)"),
    'lpin extra': (lambda: after_load({'zz': Parameter(F(2), name='zz')}),
        "((['dense.weight', 'dense.bias'], ['zz']), 4.0)"),
    'lpin key int': (lambda: after_load({1: Parameter(F(2), name='zz')}),
        '(\'TypeError\', "For \'parameter_dict\', the element in the argument '
        "'parameter_dict' should be a 'str' and 'Parameter' , but got <class 'int'> and <class "
        '\'abc.Parameter\'>.", 4.0)'),
    'lpin remove_redundancy': (lambda: after_load({}, remove_redundancy='a'),
        '(\'ValueError\', "The parameter \'remove_redundancy\' must be isinstance of <class '
        '\'bool\'>, but got a.", 4.0)'),
    'lpin bad kw': (lambda: after_load({}, bogus=1),
        '(\'TypeError\', "load_param_into_net() got an unexpected keyword argument \'bogus\'", '
        '4.0)'),
    'save dict param': (lambda: ms.save_checkpoint({'a': Parameter(F(2), name='a')}, CK),
        'None'),
    'save dict empty': (lambda: ms.save_checkpoint({}, CK),
        'None'),
    'save cell not net': (lambda: ms.save_checkpoint(nn.ReLU(), CK),
        'None'),
    'load net cell': (lambda: (lambda n: (ms.load_checkpoint(saved(), net=n), wsum(n)))(Net())[1],
        '4.0'),
    'load specify list': (lambda: sorted(ms.load_checkpoint(saved(), specify_prefix=['dense.b'])),
        "['dense.bias']"),
    'load filter tuple': (lambda: sorted(ms.load_checkpoint(saved(), filter_prefix=('dense.b',))),
        "['dense.weight']"),
    'load choice filter': (
        lambda: sorted(ms.load_checkpoint(saved(), choice_func=lambda n: n.endswith('bias'))),
        "['dense.bias']"),
    'load choice returns str': (
        lambda: sorted(ms.load_checkpoint(saved(), choice_func=lambda n: 'a')),
        "['dense.bias', 'dense.weight']"),
    'load pos args': (lambda: ms.load_checkpoint(saved(), None, 'a'),
        "{'dense.weight': Parameter (name=dense.weight, shape=(2, 2), dtype=Float32, "
        "requires_grad=True), 'dense.bias': Parameter (name=dense.bias, shape=(2,), "
        'dtype=Float32, requires_grad=True)}'),
    'lpin param str': (lambda: after_load({'dense.weight': 'x'}),
        "((['dense.bias'], ['dense.weight']), 4.0)"),
    'lpin param none': (lambda: after_load({'dense.weight': None}),
        '(\'TypeError\', "For \'parameter_dict\', the element in the argument '
        "'parameter_dict' should be a 'str' and 'Parameter' , but got <class 'str'> and <class "
        '\'NoneType\'>.", 4.0)'),
    'lpin strict extra': (lambda: after_load({'zz': Parameter(F(2), name='zz')}, strict_load=True),
        "((['dense.weight', 'dense.bias'], ['zz']), 4.0)"),
    'lpin shape 1d': (lambda: after_load({'dense.bias': Parameter(F(3), name='dense.bias')}),
        '(\'RuntimeError\', "For \'load_param_into_net\', dense.bias in the argument \'net\' '
        "should have the same shape as dense.bias in the argument 'parameter_dict'. But got "
        'its shape (2,) in the argument \'net\' and shape (3,) in th", 4.0)'),
    'lpin scalar': (lambda: after_load({'dense.bias': Parameter(Tensor(1.0), name='dense.bias')}),
        '(\'RuntimeError\', "For \'load_param_into_net\', dense.bias in the argument \'net\' '
        "should have the same shape as dense.bias in the argument 'parameter_dict'. But got "
        'its shape (2,) in the argument \'net\' and shape () in the ", 4.0)'),
    'lpin list of pairs': (lambda: after_load([('dense.bias', Parameter(F(2), name='dense.bias'))]),
        '(\'TypeError\', "For \'load_param_into_net\', the argument \'parameter_dict\' should '
        'be a dict, but got <class \'list\'>.", 4.0)'),
}
