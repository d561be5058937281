"""Rows of ``test_bad_input_catalogue47`` (Parameter / ParameterTuple misuse, save_checkpoint /
load_checkpoint / load_param_into_net bad arguments, Cell methods; ``{D}`` in a text stands for the
rows' temporary directory): MindSpore 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s64/bad47/w/c4.py with /tmp/s64/bad47/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): Parameter set_data str (TypeError:
'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`). B');
Parameter parallel_optimizer_comm_recompute int (TypeError: 'The input value must be a bool, but
got int.'); Parameter cache_enable (TypeError: 'The argument `cache_enable` must be bool type.');
load_checkpoint dec_mode bad (ValueError: 'Failed to read the checkpoint file {D}/n.ckpt. May not
have permission to read it, please '); load_checkpoint empty file (ValueError: "The loaded
parameter dict is empty after filter or specify, please check whether 'filter_p");
load_param_into_net tensor value (TypeError: "For 'parameter_dict', the element in the argument
'parameter_dict' should be a 'str' and '").
"""
import numpy as np
import minicell as ms
from minicell import Parameter, ParameterTuple, Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows47_help import F, I, _p, _net, ck, D, _KEY  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Parameter name int': (lambda: Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class "
        "'int'>."),
    'Parameter requires_grad str': (
        lambda: Parameter(F(2), name="w", requires_grad="a"), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter default str': (lambda: Parameter("a", name="w"), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'str'."),
    'Parameter default list of str': (lambda: Parameter(["a"], name="w"), TypeError,
        "For Tensor, the input_data is ['a'] that contain unsupported element."),
    'Parameter default None': (lambda: Parameter(None, name="w"), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
        "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
        "'complex', 'bytes']', but got type 'NoneType'."),
    'Parameter layerwise_parallel str': (
        lambda: Parameter(F(2), name="w", layerwise_parallel="a"), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'Parameter parallel_optimizer str': (
        lambda: Parameter(F(2), name="w", parallel_optimizer="a"), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'Parameter name setter int': (
        lambda: setattr(Parameter(F(2), name="w"), "name", 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class "
        "'int'>."),
    'Parameter requires_grad setter str': (
        lambda: setattr(Parameter(F(2), name="w"), "requires_grad", "a"), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter set_data list': (lambda: Parameter(F(2), name="w").set_data([1.0, 2.0]), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'list'>."),
    'Parameter clone init str': (lambda: Parameter(F(2), name="w").clone(init="abc"), ValueError,
        "For 'initializer', the class corresponding to 'abc' was not found."),
    'Parameter set_param_ps': (lambda: Parameter(F(2), name="w").set_param_ps(), AttributeError,
        "'Parameter' object has no attribute 'set_param_ps'"),
    'Parameter comm_fusion str': (
        lambda: setattr(Parameter(F(2), name="w"), "comm_fusion", "a"), TypeError,
        "The input value must be int, but got 'str'"),
    'Parameter requires_grad None': (
        lambda: setattr(Parameter(F(2), name="w"), "requires_grad", None), TypeError,
        'The argument `requires_grad` must be bool type'),
    'ParameterTuple of int': (lambda: ParameterTuple([1]), TypeError,
        "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
        "collection, but got a <class 'list'>. "),
    'ParameterTuple of Tensor': (lambda: ParameterTuple([F(2)]), TypeError,
        "For ParameterTuple initialization, ParameterTuple input should be 'Parameter' "
        "collection, but got a <class 'list'>. "),
    'ParameterTuple dup names': (
        lambda: ParameterTuple([Parameter(F(2), name="w"), Parameter(F(2), name="w")]), ValueError,
        'The value Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True) , '
        "its name 'w' already exists. Please set a unique name for the parameter."),
    'ParameterTuple clone prefix int': (
        lambda: ParameterTuple([Parameter(F(2), name="w")]).clone(1), TypeError,
        "expected string or bytes-like object, got 'int'"),
    'ParameterTuple clone init str': (
        lambda: ParameterTuple([Parameter(F(2), name="w")]).clone("p", init="abc"), ValueError,
        "For 'initializer', the class corresponding to 'abc' was not found."),
    'ParameterTuple None': (lambda: ParameterTuple(None), TypeError,
        "'NoneType' object is not iterable"),
    'ParameterTuple int': (lambda: ParameterTuple(1), TypeError,
        "'int' object is not iterable"),
    'save_checkpoint path int': (lambda: ms.save_checkpoint(_net(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save_checkpoint obj int': (lambda: ms.save_checkpoint(1, _p("a.ckpt")), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
        "dict, but got <class 'int'>."),
    'save_checkpoint obj str': (lambda: ms.save_checkpoint("a", _p("a.ckpt")), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
        "dict, but got <class 'str'>."),
    'save_checkpoint async str': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), async_save="a"), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
        "'thread',but got a."),
    'save_checkpoint integrated str': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), integrated_save="a"), TypeError,
        'The input value must be a bool, but got str.'),
    'save_checkpoint append_dict list': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), append_dict=[1]), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
        "<class 'list'>."),
    'save_checkpoint append_dict int key': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), append_dict={1: 1}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, "
        "value: int, float, bool or Generator, but got key: <class 'int'>, value: "
        "<class 'int'>"),
    'save_checkpoint enc_key no mode': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), enc_key=_KEY, enc_mode="abc"), ValueError,
        'Encrypt failed'),
    'save_checkpoint enc_key str': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), enc_key="abc"), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
        "'bytes'>), but got abc."),
    'save_checkpoint choice_func int': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save_checkpoint format bad': (
        lambda: ms.save_checkpoint(_net(), _p("a.ckpt"), format="abc"), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got "
        'abc.'),
    'save_checkpoint dir path': (lambda: ms.save_checkpoint(_net(), D), IsADirectoryError,
        "For 'save_checkpoint', the parameter `ckpt_file_name`: {D} is a directory, it "
        'must be a file name.'),
    'save_checkpoint list of int': (lambda: ms.save_checkpoint([1], _p("a.ckpt")), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param '
        "should be parameter, but got <class 'int'>"),
    'save_checkpoint list of dict no data': (
        lambda: ms.save_checkpoint([{"name": "a"}], _p("a.ckpt")), TypeError,
        'For save_checkpoint, save_obj should be a list of dict items, and the dict '
        "should have key values 'name' and 'value', but got <class 'dict'> and "
        "{'name': 'a'}."),
    'load_checkpoint missing': (lambda: ms.load_checkpoint(_p("nope.ckpt")), ValueError,
        "For 'load_checkpoint', the checkpoint file: {D}/nope.ckpt does not exist, "
        "please check whether the 'ckpt_file_name' is correct."),
    'load_checkpoint int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got "
        "<class 'int'>."),
    'load_checkpoint no suffix': (lambda: ms.load_checkpoint(_p("nope")), ValueError,
        "For 'load_checkpoint', the checkpoint file format must same with 'format', "
        "but got file_name:'{D}/nope', format:'ckpt'"),
    'load_checkpoint net int': (lambda: ms.load_checkpoint(ck(), net=1), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
        "<class 'int'>."),
    'load_checkpoint filter int': (lambda: ms.load_checkpoint(ck(), filter_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must "
        "be string, list[string] or tuple[string], but got <class 'int'>."),
    'load_checkpoint filter list int': (
        lambda: ms.load_checkpoint(ck(), filter_prefix=[1]), TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or "
        "tuple, the element in it must be string, but got <class 'int'> at index 0."),
    'load_checkpoint filter empty': (
        lambda: ms.load_checkpoint(ck(), filter_prefix=""), ValueError,
        "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't "
        "include ''."),
    'load_checkpoint specify int': (lambda: ms.load_checkpoint(ck(), specify_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must "
        "be string, list[string] or tuple[string], but got <class 'int'>."),
    'load_checkpoint dec_key str': (lambda: ms.load_checkpoint(ck(), dec_key="abc"), ValueError,
        "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class "
        "'bytes'>), but got abc."),
    'load_checkpoint choice_func int': (
        lambda: ms.load_checkpoint(ck(), choice_func=1), ValueError,
        "'int' object is not callable\nFor 'load_checkpoint', failed to load the "
        'checkpoint file {D}/n.ckpt.'),
    'load_checkpoint format bad': (lambda: ms.load_checkpoint(ck(), format="abc"), ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or "
        "'.safetensors', please input the correct 'format'."),
    'load_checkpoint dir': (lambda: ms.load_checkpoint(D), ValueError,
        "For 'load_checkpoint', the checkpoint file format must same with 'format', "
        "but got file_name:'{D}', format:'ckpt'"),
    'load_checkpoint garbage': (
        lambda: (open(_p("g.ckpt"), "wb").write(b"garbage"), ms.load_checkpoint(_p("g.ckpt"))),
        ValueError,
        'Failed to read the checkpoint file {D}/g.ckpt. The file may be corrupted, and '
        'the content cannot be parsed.'),
    'load_param_into_net net int': (lambda: ms.load_param_into_net(1, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
        "<class 'int'>."),
    'load_param_into_net dict int': (lambda: ms.load_param_into_net(_net(), 1), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
        "but got <class 'int'>."),
    'load_param_into_net value int': (
        lambda: ms.load_param_into_net(_net(), {"weight": 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'load_param_into_net strict str': (
        lambda: ms.load_param_into_net(_net(), {}, strict_load="a"), TypeError,
        'The input value must be a bool, but got str.'),
    'load_param_into_net shape': (
        lambda: ms.load_param_into_net(_net(), {"weight": Parameter(F(3, 3), name="weight")}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same "
        "shape as weight in the argument 'parameter_dict'. But got its shape (2, 2) in "
        "the argument 'net' and shape (3, 3) in the argument 'parameter_dict'.May you "
        'need to check whether the checkpoint you loaded is correct or the batch size '
        "and so on in the 'net' and 'parameter_dict' are same."),
    'load_param_into_net dtype': (
        lambda: ms.load_param_into_net(_net(), {"weight": Parameter(I(2, 2), name="weight")}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same "
        "type as weight in the argument 'parameter_dict'. but got its type Float32 in "
        "the argument 'net' and type Int32 in the argument 'parameter_dict'.May you "
        'need to check whether the checkpoint you loaded is correct.'),
    'load_param_into_net remove_redundancy str': (
        lambda: ms.load_param_into_net(_net(), {}, remove_redundancy="a"), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but "
        'got a.'),
    'load_param_into_net key int': (
        lambda: ms.load_param_into_net(_net(), {1: Parameter(F(2, 2), name="w")}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'int'> and <class 'abc.Parameter'>."),
    'Cell load_parameter_slice': (lambda: _net().load_parameter_slice(1), AttributeError,
        "The 'Dense' object has no attribute 'load_parameter_slice'."),
    'Cell insert_param_to_cell name int': (
        lambda: _net().insert_param_to_cell(1, Parameter(F(2), name="w")), TypeError,
        "argument of type 'int' is not iterable"),
    'Cell insert_param_to_cell value int': (lambda: _net().insert_param_to_cell("w", 1), TypeError,
        "For 'insert_param_to_cell', the argument 'param' must be 'Parameter' if not "
        "None, but got <class 'int'>."),
    'Cell insert_param_to_cell dot name': (
        lambda: _net().insert_param_to_cell("a.b", Parameter(F(2), name="w")), KeyError,
        '"For \'insert_param_to_cell\', the argument \'param_name\' should not '
        'contain\'.\' "'),
    'Cell insert_param_to_cell empty': (
        lambda: _net().insert_param_to_cell("", Parameter(F(2), name="w")), KeyError,
        '"For \'insert_param_to_cell\', the argument \'param_name\' should not be '
        'None."'),
    'Cell insert_child_to_cell int': (lambda: _net().insert_child_to_cell("c", 1), TypeError,
        "For 'insert_child_to_cell', the argument 'child_cell' must be 'Cell' if not "
        "None, but got type <class 'int'>."),
    'Cell insert_child_to_cell dot': (
        lambda: _net().insert_child_to_cell("a.b", nn.ReLU()), KeyError,
        '"For \'insert_child_to_cell\', the parameter \'child_name\' can not be None '
        'and can not contain \'.\' "'),
    'Cell setattr param over cell': (
        lambda: setattr(nn.SequentialCell([nn.ReLU()]), "0", Parameter(F(2), name="w")), KeyError,
        '"For \'insert_param_to_cell\', the 0 parameter already exists in the '
        'network.Cannot insert another parameter with the same name."'),
    'Cell to_float str': (lambda: _net().to_float("float16"), ValueError,
        "For 'to_float', the argument 'dst_type' must be mstype.float32, "
        "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and value: "
        'float16.'),
    'Cell update_parameters_name int': (lambda: _net().update_parameters_name(1), TypeError,
        "expected string or bytes-like object, got 'int'"),
    'Cell recompute int': (lambda: _net().recompute(mp_comm_recompute=1), TypeError,
        "The parameter 'mp_comm_recompute' must be <class 'bool'>, but got <class "
        "'int'>"),
    'Cell register_forward_hook int': (lambda: _net().register_forward_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'Cell register_forward_pre_hook int': (lambda: _net().register_forward_pre_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'Cell register_backward_hook int': (lambda: _net().register_backward_hook(1), TypeError,
        'Expected a callable hook function, but got int.'),
    'Cell apply int': (lambda: _net().apply(1), TypeError,
        "'int' object is not callable"),
    'Cell cells_and_names int': (lambda: list(_net().cells_and_names(1)), TypeError,
        "argument of type 'int' is not iterable"),
    'Cell call too many': (lambda: _net()(F(1, 2), F(1, 2)), TypeError,
        'Dense.construct() takes 2 positional arguments but 3 were given'),
    'Cell call no args': (lambda: _net()(), TypeError,
        "Dense.construct() missing 1 required positional argument: 'x'"),
    'Cell call kw': (lambda: _net()(y=F(1, 2)), TypeError,
        "Dense.construct() got an unexpected keyword argument 'y'"),
    'Cell call str': (lambda: _net()("a"), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'str'>."),
    'Cell call numpy': (lambda: _net()(np.ones((1, 2), np.float32)), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'numpy.ndarray'>."),
}
