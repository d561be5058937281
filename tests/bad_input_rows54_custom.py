"""Rows of ``test_bad_input_catalogue54``: ``ops.Custom``'s ``reg_info`` given as a str, list,
tuple or malformed dict, and ``CustomRegOp`` misuse. 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per process; /tmp/s70/bad53/w/m3.py and
/tmp/s71/bad54/w/cu.py with /tmp/s71/bad54/run.py). Fixed in this round (2.10's order): an
aot op joins each registration's op_name into its name (TypeError for a name that is no str)
after reading JSON strings (JSONDecodeError); a non-dict reg_info is read for its outputs
(AttributeError ... 'get'); 2.10's Oplib refuses a registration ('registered failed') whose
inputs/outputs are not dicts with an int index and a name, whose attr is no list of dicts,
whose imply_type is unknown, or that declares attributes without a dtype_format; an attribute
with a value and no name is its KeyError.
"""
import json

import minicell as ms  # noqa: F401
from minicell import ops  # noqa: F401
from bad_input_rows53_help import CA, RI, CustomRegOp, DataType, w  # noqa: F401

IN = [{"index": 0, "name": "x", "paramType": "required"}]
OUT = [{"index": 0, "name": "y", "paramType": "required"}]
DF = [[["float32", "DefaultFormat"], ["float32", "DefaultFormat"]]]

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'aot reg int': (lambda: CA(1), AttributeError,
        "'int' object has no attribute 'get'"),
    'aot reg list int': (lambda: CA([1]), AttributeError,
        "'list' object has no attribute 'get'"),
    'aot reg empty dict': (lambda: CA({}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'aot reg tuple': (lambda: CA((RI(),)), AttributeError,
        "'tuple' object has no attribute 'get'"),
    'aot reg list two': (lambda: CA([RI(), RI()]), AttributeError,
        "'list' object has no attribute 'get'"),
    'aot reg op_name int': (lambda: CA(RI(op_name=1)), TypeError,
        'sequence item 1: expected str instance, int found'),
    'aot reg inputs int': (lambda: CA(RI(inputs=1)), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg inputs list int': (lambda: CA(RI(inputs=[1])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg inputs no index': (
        lambda: CA(RI(inputs=[{'name': 'x', 'paramType': 'required'}])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg no dtype_format': (lambda: CA(RI(dtype_format=...)), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg dtype_format int': (lambda: CA(RI(dtype_format=1)), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg attr int': (lambda: CA(RI(attr=1)), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg attr list int': (lambda: CA(RI(attr=[1])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'aot reg imply bad': (lambda: CA(RI(imply_type='zzz')), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'pyfunc reg str': (lambda: CA('a', 'pyfunc'), AttributeError,
        "'str' object has no attribute 'get'"),
    'pyfunc reg list int': (lambda: CA([1], 'pyfunc'), AttributeError,
        "'list' object has no attribute 'get'"),
    'CustomRegOp int': (lambda: CustomRegOp(1), ValueError,
        'op name value must be string'),
    'CustomRegOp input str': (lambda: CustomRegOp('f').input('a'), TypeError,
        'a value must be int'),
    'CustomRegOp input name int': (lambda: CustomRegOp('f').input(0, 1), TypeError,
        '1 value must be str'),
    'CustomRegOp output str': (lambda: CustomRegOp('f').output('a'), TypeError,
        'a value must be int'),
    'CustomRegOp dtype_format int': (lambda: CustomRegOp('f').dtype_format(1), ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp dtype_format str': (lambda: CustomRegOp('f').dtype_format('a'), ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp dtype_format short': (
        lambda: CustomRegOp('f').dtype_format(('float32',)), ValueError,
        "The size of 'args' must be equal to the sum of input tensors and output tensors, but "
        'got 1 vs 0'),
    'CustomRegOp attr int': (lambda: CustomRegOp('f').attr(1), TypeError,
        '1 value must be str'),
    'CustomRegOp target int': (lambda: CustomRegOp('f').target(1), TypeError,
        '1 value must be str'),
    'Custom empty dict': (lambda: CA({}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'in only': (lambda: CA({'inputs': IN}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'out only': (lambda: CA({'outputs': OUT}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'df only': (lambda: CA({'dtype_format': DF}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'op only': (lambda: CA({'op_name': 'f'}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'imply bad only': (lambda: CA({'imply_type': 'zzz'}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'attr int only': (lambda: CA({'attr': 1}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'attr list int only': (lambda: CA({'attr': [1]}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'attr empty': (lambda: CA({'attr': []}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'in out no df': (lambda: CA({'inputs': IN, 'outputs': OUT}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'inputs int only': (lambda: CA({'inputs': 1}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'inputs empty': (lambda: CA({'inputs': []}), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, target set in registration "
        "information must be one of ['Ascend', 'GPU', 'CPU'], but got None"),
    'df empty': (lambda: CA(RI(dtype_format=[])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'outputs int': (lambda: CA(RI(outputs=1)), TypeError,
        "object of type 'int' has no len()"),
    'outputs list int': (lambda: CA(RI(outputs=[1])), AttributeError,
        "'int' object has no attribute 'get'"),
    'outputs no index': (lambda: CA(RI(outputs=[{'name': 'y'}])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'inputs no name': (lambda: CA(RI(inputs=[{'index': 0}])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'inputs str index': (lambda: CA(RI(inputs=[{'index': 'a', 'name': 'x'}])), ValueError,
        "For 'Custom', 'func_type': aot, 'func': ./x.so:f, the registration information is "
        "registered failed. Use 'CustomRegOp' to generate the registration information, then "
        "pass it to 'reg_info' or use 'custom_info_register' to bind it to 'func' if 'func' is "
        'a function.'),
    'attr dict no name': (lambda: CA(RI(attr=[{'value': 1}])), KeyError,
        "'name'"),
    'str json': (lambda: CA(json.dumps(RI())), AttributeError,
        "'str' object has no attribute 'get'"),
    'list dict str': (lambda: CA([json.dumps(RI())]), AttributeError,
        "'list' object has no attribute 'get'"),
    'list dict': (lambda: CA([RI()]), AttributeError,
        "'list' object has no attribute 'get'"),
    'pyfunc str json': (lambda: CA(json.dumps(RI()), 'pyfunc'), AttributeError,
        "'str' object has no attribute 'get'"),
    'pyfunc list dict': (lambda: CA([RI()], 'pyfunc'), AttributeError,
        "'list' object has no attribute 'get'"),
    'pyfunc list str': (lambda: CA(['a'], 'pyfunc'), AttributeError,
        "'list' object has no attribute 'get'"),
    'op_name none': (lambda: CA(RI(op_name=None)), TypeError,
        'sequence item 1: expected str instance, NoneType found'),
    # json.loads' own error (a ValueError), as 2.10 reads a str registration
    'aot reg str': (lambda: CA('a'), json.JSONDecodeError,
        'Expecting value: line 1 column 1 (char 0)'),
    'aot reg list str': (lambda: CA(['a']), json.JSONDecodeError,
        'Expecting value: line 1 column 1 (char 0)'),
    'str empty': (lambda: CA(''), json.JSONDecodeError,
        'Expecting value: line 1 column 1 (char 0)'),
    'pyfunc empty str': (lambda: CA('', 'pyfunc'), json.JSONDecodeError,
        'Expecting value: line 1 column 1 (char 0)'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'aot reg ok': (lambda: CA(RI()),
        "'Custom'"),
    'aot reg no target': (lambda: CA(RI(target=...)),
        "'Custom'"),
    'aot reg target bad': (lambda: CA(RI(target='XPU')),
        "'Custom'"),
    'aot reg target int': (lambda: CA(RI(target=1)),
        "'Custom'"),
    'aot reg no op_name': (lambda: CA(RI(op_name=...)),
        "'Custom'"),
    'aot reg no inputs': (lambda: CA(RI(inputs=...)),
        "'Custom'"),
    'aot reg no outputs': (lambda: CA(RI(outputs=...)),
        "'Custom'"),
    'aot reg dtype_format short': (lambda: CA(RI(dtype_format=[[['float32', 'DefaultFormat']]])),
        "'Custom'"),
    'aot reg dtype_format bad': (
        lambda: CA(RI(dtype_format=[[['zzz', 'DefaultFormat'], ['float32', 'DefaultFormat']]])),
        "'Custom'"),
    'aot reg dtype_format str': (lambda: CA(RI(dtype_format=[['float32', 'float32']])),
        "'Custom'"),
    'aot reg no imply': (lambda: CA(RI(imply_type=...)),
        "'Custom'"),
    'aot reg extra key': (lambda: CA(RI(zzz=1)),
        "'Custom'"),
    'pyfunc reg empty dict': (lambda: CA({}, 'pyfunc'),
        "'Custom'"),
    'pyfunc reg no target': (lambda: CA(RI(target=...), 'pyfunc'),
        "'Custom'"),
    'pyfunc reg ok': (lambda: CA(RI(), 'pyfunc'),
        "'Custom'"),
    'CustomRegOp none': (lambda: w(CustomRegOp()),
        "'CustomRegOp'"),
    'CustomRegOp target bad': (lambda: w(CustomRegOp('f').target('XPU')),
        "'CustomRegOp'"),
    'imply only': (lambda: CA({'imply_type': 'CPU'}),
        "'Custom'"),
    'attr ok': (
        lambda: CA(RI(attr=[{'name': 'a', 'paramType': 'required', 'type': 'int', 'value': 1}])),
        "'Custom'"),
    'imply AKG': (lambda: CA(RI(imply_type='AKG')),
        "'Custom'"),
    'imply TBE': (lambda: CA(RI(imply_type='TBE')),
        "'Custom'"),
    'imply GPU': (lambda: CA(RI(imply_type='GPU')),
        "'Custom'"),
    'imply AiCPU': (lambda: CA(RI(imply_type='AiCPU')),
        "'Custom'"),
    'imply BiSheng': (lambda: CA(RI(imply_type='BiSheng')),
        "'Custom'"),
    'imply int': (lambda: CA(RI(imply_type=1)),
        "'Custom'"),
    'list empty': (lambda: CA([]),
        "'Custom'"),
    'pyfunc in only': (lambda: CA({'inputs': IN}, 'pyfunc'),
        "'Custom'"),
    'pyfunc op_name int': (lambda: CA(RI(op_name=1), 'pyfunc'),
        "'Custom'"),
    'aot reg 0': (lambda: CA(0),
        "'Custom'"),
}
