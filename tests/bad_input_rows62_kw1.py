"""Rows of ``test_bad_input_catalogue62``: the keyword scan's functions whose unknown keyword
2.10's parser lists (``ops.less``, ``mint.lt``: 'match failed because incorrect keyword name')
or Python refuses (``ops.equal``), called as ``f(F(2), bogus=1)``. 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process: /tmp/s79/bad79/run.py on
c3.py (s78's scan, as c14.py)). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's
result. (part 1 of 1)
"""
from bad_input_rows62_help import F, mint, ops

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
}

# name: (call, repr of 2.10's result)
GOOD = {
}
