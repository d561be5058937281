"""Rows of ``test_bad_input_catalogue50`` (round 49's leftovers: Tensor.unbind / cross / flatten /
expand_as / index_fill / dim given a wrong argument, and ops.index_fill of an index that is no
Tensor): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
process (forked after the imports), pynative_synchronize on; /tmp/s67/bad50/w/c6.py and
/tmp/s66/bad49/w/c10.py (its 2.10 results) with /tmp/s67/bad50/run.py).
Measured and left out (minicell differs or 2.10 computes): t.index_fill_ int index (TypeError:
'Failed calling index_fill_ with "index_fill_(int); t.expand_as(None) (TypeError: 'Failed calling
expand_as with "expand_as(None)".); t.flatten('C', 0, 1) (TypeError: 'deprecated_tensor_flatten()
takes from 1 to 2 po); t.unbind(None) (TypeError: 'Failed calling unbind with "unbind(None)".\nThe
).
"""
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import A  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    "T2.flatten('a')": (lambda: A(2, 3).flatten('a'), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'a'"),
    "T2.transpose('a')": (lambda: A(2, 3).transpose('a'), TypeError,
        "transpose(): argument 'axes' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    "T2.unbind('a')": (lambda: A(2, 3).unbind('a'), TypeError,
        'Failed calling unbind with "unbind(string)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T2.cross(1)': (lambda: A(2, 3).cross(1), TypeError,
        'Failed calling Cross with "Cross(dim=int)(input=Tensor, other=int)".\nThe '
        'valid calling should be: \n"Cross(dim=<int>)(input=<Tensor>, other=<Tensor>)".'),
    "T2.flatten(0, 'a')": (lambda: A(2, 3).flatten(0, 'a'), TypeError,
        'Failed calling flatten with "flatten(int, string)".\nThe valid calling should '
        'be:\n"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed '
        'because invalid types: (int, '
        'string)\n                                              ~~~~~~~~\n'
        '"Tensor.flatten(order=<string>, start_dim=<int>, end_dim=<int>)"\n    match '
        'failed because invalid types: (int, '
        'string)\n                                         ~~~~~~~~~~~~~'),
    'T2.expand_as(1)': (lambda: A(2, 3).expand_as(1), TypeError,
        'Failed calling expand_as with "expand_as(int)".\nThe valid calling should '
        'be:\n"Tensor.expand_as(other=<Tensor>)"\n    match failed because invalid '
        'types: (int)\n                                         ~~~~~\n'
        '"Tensor.expand_as(x=<Tensor>)"\n    match failed because invalid types: '
        '(int)\n                                         ~~~~~'),
    'T2.index_fill(0, 1, 1.0)': (lambda: A(2, 3).index_fill(0, 1, 1.0), TypeError,
        'For Primitive[IndexFill], the type of input argument[index] must be Tensor '
        'but got Int64.'),
    'ops.index_fill int index': (lambda: ops.index_fill(A(2, 3), 0, 1, 1.0), TypeError,
        'For Primitive[IndexFill], the type of input argument[index] must be Tensor '
        'but got Int64.'),
    'ops.index_fill list index': (lambda: ops.index_fill(A(2, 3), 0, [1], 1.0), TypeError,
        'For Primitive[IndexFill], the type of input argument[index] must be Tensor '
        'but got List[Int64].'),
    't.index_fill list index': (lambda: A(2, 3).index_fill(0, [1], 1.0), TypeError,
        'For Primitive[IndexFill], the type of input argument[index] must be Tensor '
        'but got List[Int64].'),
    't.index_fill int index': (lambda: A(2, 3).index_fill(0, 1, 1.0), TypeError,
        'For Primitive[IndexFill], the type of input argument[index] must be Tensor '
        'but got Int64.'),
    't.dim(x=1)': (lambda: A(2, 3).dim(x=1), TypeError,
        'TensorPy.dim() takes no keyword arguments'),
    't.expand_as(1.0)': (lambda: A(2, 3).expand_as(1.0), TypeError,
        'Failed calling expand_as with "expand_as(float)".\nThe valid calling should '
        'be:\n"Tensor.expand_as(other=<Tensor>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.expand_as(x=<Tensor>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    't.expand_as(list)': (lambda: A(2, 3).expand_as([1.0]), TypeError,
        'Failed calling expand_as with "expand_as(List<float>)".\nThe valid calling '
        'should be:\n"Tensor.expand_as(other=<Tensor>)"\n    match failed because '
        'invalid types: (List<float>)\n                                         '
        '~~~~~~~~~~~~~\n"Tensor.expand_as(x=<Tensor>)"\n    match failed because '
        'invalid types: (List<float>)\n                                         '
        '~~~~~~~~~~~~~'),
    't.cross(1.0)': (lambda: A(2, 3).cross(1.0), TypeError,
        'Failed calling Cross with "Cross(dim=int)(input=Tensor, other=float)".\nThe '
        'valid calling should be: \n"Cross(dim=<int>)(input=<Tensor>, other=<Tensor>)".'),
    'ops.cross int': (lambda: ops.cross(A(2, 3), 1), TypeError,
        'Failed calling Cross with "Cross(dim=int)(input=Tensor, other=int)".\nThe '
        'valid calling should be: \n"Cross(dim=<int>)(input=<Tensor>, other=<Tensor>)".'),
    "t.flatten('a', 'b')": (lambda: A(2, 3).flatten('a', 'b'), TypeError,
        'Failed calling flatten with "flatten(string, string)".\nThe valid calling '
        'should be:\n"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n    match '
        'failed because invalid types: (string, '
        'string)\n                                         ~~~~~~~~~~~~~~~~\n'
        '"Tensor.flatten(order=<string>, start_dim=<int>, end_dim=<int>)"\n    match '
        'failed because invalid types: (string, '
        'string)\n                                                 ~~~~~~~~'),
    't.unbind(1.0)': (lambda: A(2, 3).unbind(1.0), TypeError,
        'Failed calling unbind with "unbind(float)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    'ops.unbind str': (lambda: ops.unbind(A(2, 3), 'a'), TypeError,
        "For 'Unstack', the type of 'axis' should be 'int', but got type 'str'."),
}
