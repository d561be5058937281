"""Rows of ``test_bad_input_catalogue54``: the Tensor methods whose 2.10 listings of valid
callings minicell printed differently (bad-input round 53's Left): gather, tril, var (2.10
lists a signature's types in its own order, ``dim=<int,Tensor>``, ``axis=<int,Tuple,None>``),
clip (named clip in a graph, clamp op by op) and median (a graph lists ``Tensor.median()``
first), called with an unknown keyword, a string, no argument, many ints or a float and a
string, in a ``@jit`` function (``g``) and op by op (``p``). 2.10's exception type and text
(measured on 2.10 CPU, one case per process; /tmp/s70/bad53/w/k1.py, k2.py with
/tmp/s71/bad54/run.py). GOOD: the calls 2.10 accepts, with its result.
"""
from bad_input_rows53_help import G as _G, P as _P


def G(expr):
    """``expr`` of ``x = ones((2, 3))`` in a ``@jit`` function, run."""
    return _G(expr)()


def P(expr):
    """``expr`` of ``x = ones((2, 3))`` op by op, run."""
    return _P(expr)()


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g clamp bogus': (lambda: G("x.clamp(bogus=1)"), TypeError,
        'Failed calling clamp with "clamp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    'p clamp bogus': (lambda: P("x.clamp(bogus=1)"), TypeError,
        'Failed calling clamp with "clamp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.clamp(min=<None, Number>, max=<None, '
        'Number>)"\n    match failed because incorrect keyword name: bogus'),
    'g clip bogus': (lambda: G("x.clip(bogus=1)"), TypeError,
        'Failed calling clip with "clip(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.clip(min=<Tensor,None>, max=<Tensor,None>)"\n"Tensor.clip(min=<number,None>, '
        'max=<number,None>)"'),
    'p clip bogus': (lambda: P("x.clip(bogus=1)"), TypeError,
        'Failed calling clamp with "clamp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.clamp(min=<None, Number>, max=<None, '
        'Number>)"\n    match failed because incorrect keyword name: bogus'),
    'g gather bogus': (lambda: G("x.gather(bogus=1)"), TypeError,
        'Failed calling gather with "gather(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'p gather bogus': (lambda: P("x.gather(bogus=1)"), TypeError,
        'Failed calling gather with "gather(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'g median bogus': (lambda: G("x.median(bogus=1)"), TypeError,
        'Failed calling median with "median(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.median()"\n"Tensor.median(dim=<int>, keepdim=<bool>)"\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"'),
    'p median bogus': (lambda: P("x.median(bogus=1)"), TypeError,
        'Failed calling median with "median(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'g tril bogus': (lambda: G("x.tril(bogus=1)"), TypeError,
        'Failed calling tril with "tril(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<int,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'p tril bogus': (lambda: P("x.tril(bogus=1)"), TypeError,
        'Failed calling tril with "tril(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'g var bogus': (lambda: G("x.var(bogus=1)"), TypeError,
        'Failed calling var with "var(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<int,Tuple,None>, ddof=<int,bool>, keepdims=<bool>)"\n'
        '"Tensor.var(dim=<int,Tuple,None,List>, correction=<int>, keepdim=<bool>)"'),
    'p var bogus': (lambda: P("x.var(bogus=1)"), TypeError,
        'Failed calling var with "var(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, keepdims=<bool>)"\n    '
        'match failed because incorrect keyword name: bogus\n"Tensor.var(dim=<None, int, list '
        'of int, tuple of int>, correction=<int>, keepdim=<bool>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'g clamp str': (lambda: G("x.clamp('a')"), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    'p clamp str': (lambda: P("x.clamp('a')"), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'g clamp none': (lambda: G("x.clamp()"), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'p clamp none': (lambda: P("x.clamp()"), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'g clamp many': (lambda: G("x.clamp(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling clamp with "clamp(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    'p clamp many': (lambda: P("x.clamp(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling clamp with "clamp(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    'g clamp float2': (lambda: G("x.clamp(1.5, 'a')"), TypeError,
        'Failed calling clamp with "clamp(float, string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n    match failed because '
        'invalid types: (float, string)\n                                                '
        '~~~~~~~~\n"Tensor.clamp(min=<number,None>, max=<number,None>)"\n    match failed '
        'because invalid types: (float, '
        'string)\n                                                ~~~~~~~~'),
    'p clamp float2': (lambda: P("x.clamp(1.5, 'a')"), TypeError,
        'Failed calling clamp with "clamp(float, string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                                ~~~~~~~~'),
    'g clip str': (lambda: G("x.clip('a')"), TypeError,
        'Failed calling clip with "clip(string)".\nThe valid calling should be:\n'
        '"Tensor.clip(min=<Tensor,None>, max=<Tensor,None>)"\n"Tensor.clip(min=<number,None>, '
        'max=<number,None>)"'),
    'p clip str': (lambda: P("x.clip('a')"), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'g clip none': (lambda: G("x.clip()"), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'p clip none': (lambda: P("x.clip()"), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'g clip many': (lambda: G("x.clip(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling clip with "clip(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.clip(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clip(min=<number,None>, max=<number,None>)"'),
    'p clip many': (lambda: P("x.clip(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling clamp with "clamp(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    'g clip float2': (lambda: G("x.clip(1.5, 'a')"), TypeError,
        'Failed calling clip with "clip(float, string)".\nThe valid calling should be:\n'
        '"Tensor.clip(min=<Tensor,None>, max=<Tensor,None>)"\n    match failed because invalid '
        'types: (float, string)\n                                                ~~~~~~~~\n'
        '"Tensor.clip(min=<number,None>, max=<number,None>)"\n    match failed because invalid '
        'types: (float, string)\n                                                ~~~~~~~~'),
    'p clip float2': (lambda: P("x.clip(1.5, 'a')"), TypeError,
        'Failed calling clamp with "clamp(float, string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because '
        'invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                                ~~~~~~~~'),
    'g gather str': (lambda: G("x.gather('a')"), TypeError,
        'Failed calling gather with "gather(string)".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'p gather str': (lambda: P("x.gather('a')"), TypeError,
        'Failed calling gather with "gather(string)".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'g gather none': (lambda: G("x.gather()"), TypeError,
        'Failed calling gather with "gather()".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'p gather none': (lambda: P("x.gather()"), TypeError,
        'Failed calling gather with "gather()".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'g gather many': (lambda: G("x.gather(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling gather with "gather(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'p gather many': (lambda: P("x.gather(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling gather with "gather(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.gather(dim=<int,Tensor>, index=<Tensor>)"\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<int,Tensor>, batch_dims=<int>)"'),
    'g gather float2': (lambda: G("x.gather(1.5, 'a')"), TypeError,
        "gather(): argument 'dim' (position 1) must be int, not float."),
    'p gather float2': (lambda: P("x.gather(1.5, 'a')"), TypeError,
        'Failed calling gather with "gather(float, string)".\nThe valid calling should be:\n'
        '"Tensor.gather(dim=<Tensor, int>, index=<Tensor>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<Tensor, int>, batch_dims=<int>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g median str': (lambda: G("x.median('a')"), TypeError,
        'Failed calling median with "median(string)".\nThe valid calling should be:\n'
        '"Tensor.median()"\n"Tensor.median(dim=<int>, keepdim=<bool>)"\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"'),
    'p median str': (lambda: P("x.median('a')"), TypeError,
        'Failed calling median with "median(string)".\nThe valid calling should be:\n'
        '"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g median many': (lambda: G("x.median(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling median with "median(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.median()"\n"Tensor.median(dim=<int>, keepdim=<bool>)"\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"'),
    'p median many': (lambda: P("x.median(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling median with "median(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.median()"\n"Tensor.median(dim=<int>, keepdim=<bool>)"\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"'),
    'g median float2': (lambda: G("x.median(1.5, 'a')"), TypeError,
        'Failed calling median with "median(float, string)".\nThe valid calling should be:\n'
        '"Tensor.median()"\n"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~'),
    'p median float2': (lambda: P("x.median(1.5, 'a')"), TypeError,
        'Failed calling median with "median(float, string)".\nThe valid calling should be:\n'
        '"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'g tril str': (lambda: G("x.tril('a')"), TypeError,
        'Failed calling tril with "tril(string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<int,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p tril str': (lambda: P("x.tril('a')"), TypeError,
        'Failed calling tril with "tril(string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g tril many': (lambda: G("x.tril(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling tril with "tril(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.tril(diagonal=<int,Tensor>)"'),
    'p tril many': (lambda: P("x.tril(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling tril with "tril(int, int, int, int, int, int, int)".\nThe valid '
        'calling should be:\n"Tensor.tril(diagonal=<int,Tensor>)"'),
    'g tril float2': (lambda: G("x.tril(1.5, 'a')"), TypeError,
        'Failed calling tril with "tril(float, string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<int,Tensor>)"'),
    'p tril float2': (lambda: P("x.tril(1.5, 'a')"), TypeError,
        'Failed calling tril with "tril(float, string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<int,Tensor>)"'),
    'g var str': (lambda: G("x.var('a')"), TypeError,
        'Failed calling var with "var(string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<int,Tuple,None>, ddof=<int,bool>, keepdims=<bool>)"\n'
        '"Tensor.var(dim=<int,Tuple,None,List>, correction=<int>, keepdim=<bool>)"'),
    'p var str': (lambda: P("x.var('a')"), TypeError,
        'Failed calling var with "var(string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, keepdims=<bool>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n"Tensor.var(dim=<None, '
        'int, list of int, tuple of int>, correction=<int>, keepdim=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'g var many': (lambda: G("x.var(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling var with "var(int, int, int, int, int, int, int)".\nThe valid calling '
        'should be:\n"Tensor.var(axis=<int,Tuple,None>, ddof=<int,bool>, keepdims=<bool>)"\n'
        '"Tensor.var(dim=<int,Tuple,None,List>, correction=<int>, keepdim=<bool>)"'),
    'p var many': (lambda: P("x.var(1, 1, 1, 1, 1, 1, 1)"), TypeError,
        'Failed calling var with "var(int, int, int, int, int, int, int)".\nThe valid calling '
        'should be:\n"Tensor.var(axis=<int,Tuple,None>, ddof=<int,bool>, keepdims=<bool>)"\n'
        '"Tensor.var(dim=<int,Tuple,None,List>, correction=<int>, keepdim=<bool>)"'),
    'g var float2': (lambda: G("x.var(1.5, 'a')"), TypeError,
        'Failed calling var with "var(float, string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<int,Tuple,None>, ddof=<int,bool>, keepdims=<bool>)"\n'
        '"Tensor.var(dim=<int,Tuple,None,List>, correction=<int>, keepdim=<bool>)"'),
    'p var float2': (lambda: P("x.var(1.5, 'a')"), TypeError,
        'Failed calling var with "var(float, string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, keepdims=<bool>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.var(dim=<None, int, list of int, tuple of int>, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'g median none': (lambda: G("x.median()"),
        '(Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00]), '
        'Tensor(shape=[2], dtype=Int64, value= [1, 1]))'),
    'p median none': (lambda: P("x.median()"),
        '(Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00]), '
        'Tensor(shape=[2], dtype=Int64, value= [1, 1]))'),
    'g tril none': (lambda: G("x.tril()"),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  0.00000000e+00,  '
        '0.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  0.00000000e+00]])'),
    'p tril none': (lambda: P("x.tril()"),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  0.00000000e+00,  '
        '0.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  0.00000000e+00]])'),
    'g var none': (lambda: G("x.var()"),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
    'p var none': (lambda: P("x.var()"),
        'Tensor(shape=[], dtype=Float32, value= 0)'),
}
