"""Rows of ``test_bad_input_catalogue62``: the keyword scan's functions whose unknown keyword
2.10's parser lists (``ops.less``, ``mint.lt``: 'match failed because incorrect keyword name')
or Python refuses (``ops.equal``), and mint's C++-parsed functions (``mint.add``,
``mint.nn.functional.conv1d``) given an unknown keyword, called as ``f(F(2), bogus=1)``. 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process:
/tmp/s79/bad79/run.py on c3.py (s78's scan, as c14.py)). GOOD: calls 2.10 accepts next to them,
with the repr of 2.10's result. (part 1 of 1)
"""
from bad_input_rows62_help import MF, F, mint, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops.less': (lambda: ops.less(F(2), bogus=1), TypeError,
        'Failed calling less with "less(Tensor, bogus=int)".\nThe valid calling should be:\n"less'
        '(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogu'
        's\n"less(input=<Tensor>, other=<Number, Tensor, bool>)"\n    match failed because incorr'
        'ect keyword name: bogus'),
    'ops.lt': (lambda: ops.lt(F(2), bogus=1), TypeError,
        'Failed calling less with "less(Tensor, bogus=int)".\nThe valid calling should be:\n"less'
        '(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogu'
        's\n"less(input=<Tensor>, other=<Number, Tensor, bool>)"\n    match failed because incorr'
        'ect keyword name: bogus'),
    'ops.tensor_lt': (lambda: ops.tensor_lt(F(2), bogus=1), TypeError,
        'Failed calling less with "less(Tensor, bogus=int)".\nThe valid calling should be:\n"less'
        '(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogu'
        's\n"less(input=<Tensor>, other=<Number, Tensor, bool>)"\n    match failed because incorr'
        'ect keyword name: bogus'),
    'mint.less': (lambda: mint.less(F(2), bogus=1), TypeError,
        'Failed calling less with "less(Tensor, bogus=int)".\nThe valid calling should be:\n"less'
        '(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogu'
        's\n"less(input=<Tensor>, other=<Number, Tensor, bool>)"\n    match failed because incorr'
        'ect keyword name: bogus'),
    'mint.lt': (lambda: mint.lt(F(2), bogus=1), TypeError,
        'Failed calling less with "less(Tensor, bogus=int)".\nThe valid calling should be:\n"less'
        '(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogu'
        's\n"less(input=<Tensor>, other=<Number, Tensor, bool>)"\n    match failed because incorr'
        'ect keyword name: bogus'),
    'ops.equal': (lambda: ops.equal(F(2), bogus=1), TypeError,
        "equal() got an unexpected keyword argument 'bogus'"),
    'mint.add': (lambda: mint.add(F(2), bogus=1), TypeError,
        'Failed calling add with "add(Tensor, bogus=int)".\nThe valid calling should be:\n"add(in'
        'put=<Number, Tensor>, other=<Number>, *, alpha=<Number>)"\n    match failed because inco'
        'rrect keyword name: bogus\n"add(input=<Number, Tensor>, other=<Number, Tensor>, *, alpha'
        '=<Number>)"\n    match failed because incorrect keyword name: bogus'),
    'mint.div': (lambda: mint.div(F(2), bogus=1), TypeError,
        'Failed calling div with "div(Tensor, bogus=int)".\nThe valid calling should be:\n"div(in'
        'put=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogus\n'
        '"div(input=<Number, Tensor>, other=<Number, Tensor>)"\n    match failed because incorrec'
        't keyword name: bogus\n"div(input=<Tensor>, other=<Number>, *, rounding_mode=<None, stri'
        'ng>)"\n    match failed because incorrect keyword name: bogus\n"div(input=<Number, Tenso'
        'r>, other=<Number, Tensor>, *, rounding_mode=<None, string>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'mint.eq': (lambda: mint.eq(F(2), bogus=1), TypeError,
        'Failed calling eq with "eq(Tensor, bogus=int)".\nThe valid calling should be:\n"eq(input'
        '=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogus\n"eq'
        '(input=<Tensor>, other=<Number, Tensor>)"\n    match failed because incorrect keyword na'
        'me: bogus'),
    'mint.floor_divide': (lambda: mint.floor_divide(F(2), bogus=1), TypeError,
        'Failed calling floor_divide with "floor_divide(Tensor, bogus=int)".\nThe valid calling s'
        'hould be:\n"floor_divide(input=<Tensor>, other=<Number>)"\n    match failed because inco'
        'rrect keyword name: bogus\n"floor_divide(input=<Number, Tensor>, other=<Number, Tensor>)'
        '"\n    match failed because incorrect keyword name: bogus'),
    'mint.fmod': (lambda: mint.fmod(F(2), bogus=1), TypeError,
        'Failed calling fmod with "fmod(Tensor, bogus=int)".\nThe valid calling should be:\n"fmod'
        '(input=<Tensor>, other=<Tensor>)"\n    match failed because incorrect keyword name: bogu'
        's\n"fmod(input=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword na'
        'me: bogus'),
    'mint.greater_equal': (lambda: mint.greater_equal(F(2), bogus=1), TypeError,
        'Failed calling greater_equal with "greater_equal(Tensor, bogus=int)".\nThe valid calling'
        ' should be:\n"greater_equal(input=<Tensor>, other=<Number>)"\n    match failed because i'
        'ncorrect keyword name: bogus\n"greater_equal(input=<Number, Tensor>, other=<Number, Tens'
        'or>)"\n    match failed because incorrect keyword name: bogus'),
    'mint.mul': (lambda: mint.mul(F(2), bogus=1), TypeError,
        'Failed calling mul with "mul(Tensor, bogus=int)".\nThe valid calling should be:\n"mul(in'
        'put=<Tensor>, other=<Number>)"\n    match failed because incorrect keyword name: bogus\n'
        '"mul(input=<Number, Tensor>, other=<Number, Tensor>)"\n    match failed because incorrec'
        't keyword name: bogus'),
    'mint.remainder': (lambda: mint.remainder(F(2), bogus=1), TypeError,
        'Failed calling remainder with "remainder(Tensor, bogus=int)".\nThe valid calling should '
        'be:\n"remainder(input=<Tensor>, other=<Tensor>)"\n    match failed because incorrect key'
        'word name: bogus\n"remainder(input=<Tensor>, other=<Number>)"\n    match failed because '
        'incorrect keyword name: bogus\n"remainder(input=<Number>, other=<Tensor>)"\n    match fa'
        'iled because incorrect keyword name: bogus'),
    'mint.repeat_interleave': (lambda: mint.repeat_interleave(F(2), bogus=1), TypeError,
        'Failed calling repeat_interleave with "repeat_interleave(Tensor, bogus=int)".\nThe valid'
        ' calling should be:\n"repeat_interleave(input=<Tensor>, repeats=<Tensor, list of int, tu'
        'ple of int>, dim=<None, int>, *, output_size=<None, int>)"\n    match failed because inc'
        'orrect keyword name: bogus\n"repeat_interleave(input=<Tensor>, repeats=<int>, dim=<None,'
        ' int>, *, output_size=<None, int>)"\n    match failed because incorrect keyword name: bo'
        'gus'),
    'mint.sub': (lambda: mint.sub(F(2), bogus=1), TypeError,
        'Failed calling sub with "sub(Tensor, bogus=int)".\nThe valid calling should be:\n"sub(in'
        'put=<Number, Tensor>, other=<Number>, *, alpha=<Number>)"\n    match failed because inco'
        'rrect keyword name: bogus\n"sub(input=<Number, Tensor>, other=<Number, Tensor>, *, alpha'
        '=<Number>)"\n    match failed because incorrect keyword name: bogus'),
    'mint.xlogy': (lambda: mint.xlogy(F(2), bogus=1), TypeError,
        'Failed calling xlogy with "xlogy(Tensor, bogus=int)".\nThe valid calling should be:\n"xl'
        'ogy(input=<Tensor>, other=<Tensor>)"\n    match failed because incorrect keyword name: b'
        'ogus\n"xlogy(input=<Number>, other=<Tensor>)"\n    match failed because incorrect keywor'
        'd name: bogus\n"xlogy(input=<Tensor>, other=<Number>)"\n    match failed because incorre'
        'ct keyword name: bogus'),
    'MF.conv1d': (lambda: MF.conv1d(F(2), bogus=1), TypeError,
        'Failed calling conv1d with "conv1d(Tensor, bogus=int)".\nThe valid calling should be:\n"'
        'conv1d(input=<Tensor>, weight=<Tensor>, bias=<None, Tensor>, stride=<int, list of int, t'
        'uple of int>, padding=<int, list of int, tuple of int>, dilation=<int, list of int, tupl'
        'e of int>, groups=<int>)"\n    match failed because incorrect keyword name: bogus\n"conv'
        '1d(input=<Tensor>, weight=<Tensor>, bias=<None, Tensor>, stride=<int, list of int, tuple'
        ' of int>, padding=<string>, dilation=<int, list of int, tuple of int>, groups=<int>)"\n '
        '   match failed because incorrect keyword name: bogus'),
    'MF.conv3d': (lambda: MF.conv3d(F(2), bogus=1), TypeError,
        'Failed calling conv3d with "conv3d(Tensor, bogus=int)".\nThe valid calling should be:\n"'
        'conv3d(input=<Tensor>, weight=<Tensor>, bias=<None, Tensor>, stride=<int, list of int, t'
        'uple of int>, padding=<int, list of int, tuple of int>, dilation=<int, list of int, tupl'
        'e of int>, groups=<int>)"\n    match failed because incorrect keyword name: bogus\n"conv'
        '3d(input=<Tensor>, weight=<Tensor>, bias=<None, Tensor>, stride=<int, list of int, tuple'
        ' of int>, padding=<string>, dilation=<int, list of int, tuple of int>, groups=<int>)"\n '
        '   match failed because incorrect keyword name: bogus'),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
