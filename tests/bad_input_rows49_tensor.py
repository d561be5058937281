"""Rows of ``test_bad_input_catalogue49`` (Tensor methods given an argument of a wrong type, or
arguments they do not take: 2.10's pyboost methods of no argument say 'takes 0 positional
arguments', its Python methods 'Tensor.X() takes 1 positional argument'): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per process (forked after
the imports), pynative_synchronize on; /tmp/s66/bad49/w/c10.py, c11.py, c13.py with
/tmp/s66/bad49/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): t.transpose(0, 'a') (Transpose's
listing), t.unbind('a') (the 'Failed calling unbind' listing), t.cross(1)
("Cross(dim=<int>)" in the valid calling), t.flatten(0, 'a') (no '*, ' in the second
signature), t.expand_as(1) (the listing's signatures), t.index_fill(0, 1, 1.0) ("For
Primitive[IndexFill], the type of input argument[index] must be Tensor but got Int64."),
t.dim(1) (2.10 computes 2).
"""
from bad_input_rows47_help import A, I  # noqa: F401 (the rows' shorthand Tensors)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    "T2.flatten('a')": (lambda: A(2, 3).flatten('a'), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'a'"),
    "T2.squeeze('a')": (lambda: A(2, 3).squeeze('a'), TypeError,
        'Failed calling squeeze with "squeeze(string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.squeeze(axis=<None, int, list of int, tuple of int>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.transpose('a')": (lambda: A(2, 3).transpose('a'), TypeError,
        "transpose(): argument 'axes' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    "T2.tile('a')": (lambda: A(2, 3).tile('a'), TypeError,
        'Failed calling tile with "tile(string)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    "T2.roll('a')": (lambda: A(2, 3).roll('a'), TypeError,
        'Failed calling roll with "roll(string)".\nThe valid calling should be:\n'
        '"Tensor.roll(shifts=<int, list of int, tuple of int>, dims=<None, int, list '
        'of int, tuple of int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.flip('a')": (lambda: A(2, 3).flip('a'), TypeError,
        'Failed calling ReverseV2 with "ReverseV2(axis=string)(input=Tensor)".\nThe '
        'valid calling should be: \n"ReverseV2(axis=<list of int, tuple of '
        'int>)(input=<Tensor>)".'),
    "T2.chunk('a')": (lambda: A(2, 3).chunk('a'), TypeError,
        'Failed calling chunk with "chunk(string)".\nThe valid calling should be:\n'
        '"Tensor.chunk(chunks=<int>, dim=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.chunk(chunks=<int>, axis=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    "T2.tril('a')": (lambda: A(2, 3).tril('a'), TypeError,
        'Failed calling tril with "tril(string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    "T2.triu('a')": (lambda: A(2, 3).triu('a'), TypeError,
        "triu(): argument 'diagonal' (position 1) must be int, not str."),
    "T2.clamp('a')": (lambda: A(2, 3).clamp('a'), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.sort('a')": (lambda: A(2, 3).sort('a'), TypeError,
        'Failed calling sort with "sort(string)".\nThe valid calling should be:\n'
        '"Tensor.sort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.sort(axis=<int>, descending=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    "T2.cumprod('a')": (lambda: A(2, 3).cumprod('a'), TypeError,
        'Failed calling CumProd with "CumProd(exclusive=bool, reverse=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n"CumProd(exclusive=<bool>, '
        'reverse=<bool>)(x=<Tensor>, axis=<int>)".'),
    "T2.std('a')": (lambda: A(2, 3).std('a'), TypeError,
        'Failed calling std with "std(string)".\nThe valid calling should be:\n'
        '"Tensor.std(dim=<None, int, list of int, tuple of int>, *, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.std(axis=<None, int, list of int, tuple of int>, ddof=<int>, '
        'keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.var('a')": (lambda: A(2, 3).var('a'), TypeError,
        'Failed calling var with "var(string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, '
        'keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.var(dim=<None, int, list of int, tuple of int>, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.prod('a')": (lambda: A(2, 3).prod('a'), TypeError,
        'Failed calling prod with "prod(string)".\nThe valid calling should be:\n'
        '"Tensor.prod(dim=<None, int>, keepdim=<bool>, dtype=<None, mstype>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.mean('a')": (lambda: A(2, 3).mean('a'), TypeError,
        'Failed calling mean with "mean(string)".\nThe valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.mean(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.all('a')": (lambda: A(2, 3).all('a'), TypeError,
        'Failed calling all with "all(string)".\nThe valid calling should be:\n'
        '"Tensor.all(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.all(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.any('a')": (lambda: A(2, 3).any('a'), TypeError,
        'Failed calling any with "any(string)".\nThe valid calling should be:\n'
        '"Tensor.any(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.any(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T2.abs(1)': (lambda: A(2, 3).abs(1), TypeError,
        'abs() takes 0 positional arguments but 1 was given.'),
    'T2.neg(1)': (lambda: A(2, 3).neg(1), TypeError,
        'neg() takes 0 positional arguments but 1 was given.'),
    'T2.exp(1)': (lambda: A(2, 3).exp(1), TypeError,
        'exp() takes 0 positional arguments but 1 was given.'),
    'T2.sigmoid(1)': (lambda: A(2, 3).sigmoid(1), TypeError,
        'sigmoid() takes 0 positional arguments but 1 was given.'),
    "T2.reshape('a')": (lambda: A(2, 3).reshape('a'), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    "T2.view('a')": (lambda: A(2, 3).view('a'), TypeError,
        'Failed calling view with "view(string)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.view(dtype=<mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    "T2.expand('a')": (lambda: A(2, 3).expand('a'), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found "
        'type of str at pos 0.'),
    "T2.unsqueeze('a')": (lambda: A(2, 3).unsqueeze('a'), TypeError,
        'Failed calling unsqueeze with "unsqueeze(string)".\nThe valid calling should '
        'be:\n"Tensor.unsqueeze(axis=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.unsqueeze(dim=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T2.masked_select(1)': (lambda: A(2, 3).masked_select(1), TypeError,
        "masked_select(): argument 'mask' (position 1) must be Tensor, not int."),
    "T2.index_select('a', 1)": (lambda: A(2, 3).index_select('a', 1), TypeError,
        'Failed calling index_select with "index_select(string, int)".\nThe valid '
        'calling should be:\n"Tensor.index_select(dim=<int>, index=<Tensor>)"\n    '
        'match failed because invalid types: (string, '
        'int)\n                                         ~~~~~~~~~~~~~\n'
        '"Tensor.index_select(axis=<int>, index=<Tensor>)"\n    match failed because '
        'invalid types: (string, int)\n                                         '
        '~~~~~~~~~~~~~'),
    "T2.norm('a')": (lambda: A(2, 3).norm('a'), ValueError,
        "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), -float('inf'), "
        "'fro', 'nuc', None] for matrices, but got a."),
    'T2.t(1)': (lambda: A(2, 3).t(1), TypeError,
        'Failed calling t with "t(int)".\nThe valid calling should be:\n"Tensor.t()"'),
    'T2.floor(1)': (lambda: A(2, 3).floor(1), TypeError,
        'floor() takes 0 positional arguments but 1 was given.'),
    "T2.sum('a')": (lambda: A(2, 3).sum('a'), TypeError,
        'Failed calling sum with "sum(string)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    "T2.max('a')": (lambda: A(2, 3).max('a'), TypeError,
        'Failed calling max with "max(string)".\nThe valid calling should be:\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'initial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.min('a')": (lambda: A(2, 3).min('a'), TypeError,
        'Failed calling min with "min(string)".\nThe valid calling should be:\n'
        '"Tensor.min(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.min(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'initial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.softmax('a')": (lambda: A(2, 3).softmax('a'), TypeError,
        " the type of 'axis' must be 'int', but got 'a' with type 'str'."),
    "T2.log_softmax('a')": (lambda: A(2, 3).log_softmax('a'), AttributeError,
        "'Tensor' object has no attribute 'log_softmax'"),
    "T2.argsort('a')": (lambda: A(2, 3).argsort('a'), TypeError,
        'Failed calling argsort with "argsort(string)".\nThe valid calling should be:\n'
        '"Tensor.argsort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.argsort(axis=<int>, descending=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T2.square(1)': (lambda: A(2, 3).square(1), TypeError,
        'square() takes 0 positional arguments but 1 was given.'),
    'T2.sqrt(1)': (lambda: A(2, 3).sqrt(1), TypeError,
        'sqrt() takes 0 positional arguments but 1 was given.'),
    'T2.tanh(1)': (lambda: A(2, 3).tanh(1), TypeError,
        'tanh() takes 0 positional arguments but 1 was given.'),
    'T2.relu(1)': (lambda: A(2, 3).relu(1), AttributeError,
        "'Tensor' object has no attribute 'relu'"),
    "T2.round('a')": (lambda: A(2, 3).round('a'), TypeError,
        "round(): argument 'decimals' (position 1) must be int, not str."),
    "T2.clip('a')": (lambda: A(2, 3).clip('a'), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    "T2.median('a')": (lambda: A(2, 3).median('a'), TypeError,
        'Failed calling median with "median(string)".\nThe valid calling should be:\n'
        '"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    "T2.amax('a')": (lambda: A(2, 3).amax('a'), TypeError,
        'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n'
        '"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, '
        'tuple of int>)".'),
    "T2.amin('a')": (lambda: A(2, 3).amin('a'), TypeError,
        'Failed calling ReduceMin with "ReduceMin(keep_dims=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n'
        '"ReduceMin(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, '
        'tuple of int>)".'),
    'T2.log(1)': (lambda: A(2, 3).log(1), TypeError,
        'log() takes 0 positional arguments but 1 was given.'),
    'T2.reciprocal(1)': (lambda: A(2, 3).reciprocal(1), TypeError,
        'reciprocal() takes 0 positional arguments but 1 was given.'),
    'T2.sign(1)': (lambda: A(2, 3).sign(1), TypeError,
        'Tensor.sign() takes 1 positional argument but 2 were given'),
    'T2.isnan(1)': (lambda: A(2, 3).isnan(1), TypeError,
        'Tensor.isnan() takes 1 positional argument but 2 were given'),
    "T2.repeat('a')": (lambda: A(2, 3).repeat('a'), TypeError,
        "repeat(): argument 'repeats' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    "T2.movedim('a', 0)": (lambda: A(2, 3).movedim('a', 0), TypeError,
        "The axes must be integers, but got <class 'str'>"),
    "T2.swapaxes('a', 0)": (lambda: A(2, 3).swapaxes('a', 0), TypeError,
        "For ops.swapaxes, the axis argument must be integer, but got <class 'str'>."),
    "T2.new_zeros('a')": (lambda: A(2, 3).new_zeros('a'), TypeError,
        "new_zeros(): argument 'size' (position 1) must be tuple of int, not str."),
    "T2.new_ones('a')": (lambda: A(2, 3).new_ones('a'), TypeError,
        "new_ones(): argument 'size' (position 1) must be tuple of int, not str."),
    "T2.split('a')": (lambda: A(2, 3).split('a'), TypeError,
        'Failed calling split with "split(string)".\nThe valid calling should be:\n'
        '"Tensor.split(split_size=<int>, dim=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.split(split_size=<list of int, tuple of int>, dim=<int>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.split(split_size_or_sections=<int, list of int, tuple of int>, '
        'axis=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T2.logical_not(1)': (lambda: A(2, 3).logical_not(1), TypeError,
        'logical_not() takes 0 positional arguments but 1 was given.'),
    "T2.diff('a')": (lambda: A(2, 3).diff('a'), TypeError,
        "For 'diff', the type of 'n' must be 'int', but got 'str'."),
    "T2.kthvalue('a')": (lambda: A(2, 3).kthvalue('a'), TypeError,
        "kthvalue(): argument 'k' (position 1) must be int, not str."),
    "T2.mode('a')": (lambda: A(2, 3).mode('a'), AttributeError,
        "'Tensor' object has no attribute 'mode'"),
    "T2.nan_to_num('a')": (lambda: A(2, 3).nan_to_num('a'), TypeError,
        "nan_to_num(): argument 'nan' (position 1) must be float, not str."),
    "T2.std(dim='a')": (lambda: A(2, 3).std(dim='a'), TypeError,
        'Failed calling std with "std(dim=string)".\nThe valid calling should be:\n'
        '"Tensor.std(dim=<None, int, list of int, tuple of int>, *, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because incorrect keyword name: dim\n'
        '"Tensor.std(axis=<None, int, list of int, tuple of int>, ddof=<int>, '
        'keepdims=<bool>)"\n    match failed because incorrect keyword name: dim'),
    "T2.mean(axis='a')": (lambda: A(2, 3).mean(axis='a'), TypeError,
        'Failed calling mean with "mean(axis=string)".\nThe valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because incorrect '
        'keyword name: axis\n"Tensor.mean(axis=<None, Tensor, int, list of int, tuple '
        'of int>, keep_dims=<bool>)"\n    match failed because incorrect keyword name: '
        'axis'),
    "T2.sum(keepdim='a')": (lambda: A(2, 3).sum(keepdim='a'), TypeError,
        'Failed calling sum with "sum(keepdim=string)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because incorrect '
        'keyword name: keepdim\n"Tensor.sum(axis=<None, Tensor, int, list of int, '
        'tuple of int>, dtype=<None, mstype>, keepdims=<bool>, initial=<None, '
        'Number>)"\n    match failed because incorrect keyword name: keepdim'),
    "T2.narrow(0, 0, 'a')": (lambda: A(2, 3).narrow(0, 0, 'a'), TypeError,
        'Failed calling narrow with "narrow(int, int, string)".\nThe valid calling '
        'should be:\n"Tensor.narrow(dim=<int>, start=<Tensor, int>, '
        'length=<int>)"\n    match failed because invalid types: (int, int, '
        'string)\n                                                   ~~~~~~~~\n'
        '"Tensor.narrow(axis=<int>, start=<Tensor, int>, length=<int>)"\n    match '
        'failed because invalid types: (int, int, '
        'string)\n                                                   ~~~~~~~~'),
    "T2.tril(diagonal='a')": (lambda: A(2, 3).tril(diagonal='a'), TypeError,
        'Failed calling tril with "tril(diagonal=string)".\nThe valid calling should '
        'be:\n"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid '
        'types: (diagonal=string)\n                                         '
        '~~~~~~~~~~~~~~~~~'),
    'T2.type_as(1)': (lambda: A(2, 3).type_as(1), AttributeError,
        "'int' object has no attribute 'dtype'"),
    "T2.to('a')": (lambda: A(2, 3).to('a'), ValueError,
        'Failed to convert the value "a" of input \'device\' of \'to\' to enum.'),
    'T2.item(1)': (lambda: A(2, 3).item(1), TypeError,
        'Tensor.item() takes 1 positional argument but 2 were given'),
    'T2.tolist(1)': (lambda: A(2, 3).tolist(1), TypeError,
        'Tensor.tolist() takes 1 positional argument but 2 were given'),
    'T2.numel(1)': (lambda: A(2, 3).numel(1), TypeError,
        'Tensor.numel() takes 1 positional argument but 2 were given'),
    "T2.size('a')": (lambda: A(2, 3).size('a'), TypeError,
        "'int' object is not callable"),
    'T3.atanh': (lambda: A(2, 3).atanh(1), TypeError,
        'atanh() takes 0 positional arguments but 1 was given.'),
    'T3.bitwise_not': (lambda: A(2, 3).bitwise_not(1), TypeError,
        'bitwise_not() takes 0 positional arguments but 1 was given.'),
    'T3.ceil': (lambda: A(2, 3).ceil(1), TypeError,
        'ceil() takes 0 positional arguments but 1 was given.'),
    'T3.clone': (lambda: A(2, 3).clone(1), TypeError,
        'clone() takes 0 positional arguments but 1 was given.'),
    'T3.cos': (lambda: A(2, 3).cos(1), TypeError,
        'cos() takes 0 positional arguments but 1 was given.'),
    'T3.cosh': (lambda: A(2, 3).cosh(1), TypeError,
        'cosh() takes 0 positional arguments but 1 was given.'),
    'T3.erf': (lambda: A(2, 3).erf(1), TypeError,
        'erf() takes 0 positional arguments but 1 was given.'),
    'T3.erfc': (lambda: A(2, 3).erfc(1), TypeError,
        'erfc() takes 0 positional arguments but 1 was given.'),
    'T3.expm1': (lambda: A(2, 3).expm1(1), TypeError,
        'expm1() takes 0 positional arguments but 1 was given.'),
    'T3.isfinite': (lambda: A(2, 3).isfinite(1), TypeError,
        'isfinite() takes 0 positional arguments but 1 was given.'),
    'T3.isinf': (lambda: A(2, 3).isinf(1), TypeError,
        'isinf() takes 0 positional arguments but 1 was given.'),
    'T3.log1p': (lambda: A(2, 3).log1p(1), TypeError,
        'log1p() takes 0 positional arguments but 1 was given.'),
    'T3.rsqrt': (lambda: A(2, 3).rsqrt(1), TypeError,
        'rsqrt() takes 0 positional arguments but 1 was given.'),
    'T3.sin': (lambda: A(2, 3).sin(1), TypeError,
        'sin() takes 0 positional arguments but 1 was given.'),
    'T3.sinc': (lambda: A(2, 3).sinc(1), TypeError,
        'sinc() takes 0 positional arguments but 1 was given.'),
    'T3.sinh': (lambda: A(2, 3).sinh(1), TypeError,
        'sinh() takes 0 positional arguments but 1 was given.'),
    'T3.tan': (lambda: A(2, 3).tan(1), TypeError,
        'tan() takes 0 positional arguments but 1 was given.'),
    'T3.trunc': (lambda: A(2, 3).trunc(1), TypeError,
        'trunc() takes 0 positional arguments but 1 was given.'),
    'T3.bitwise_not int': (lambda: I(2).bitwise_not(1, 2), TypeError,
        'bitwise_not() takes 0 positional arguments but 2 were given.'),
    'round str': (lambda: A(2, 3).round("a"), TypeError,
        "round(): argument 'decimals' (position 1) must be int, not str."),
    'round float': (lambda: A(2, 3).round(1.5), TypeError,
        "round(): argument 'decimals' (position 1) must be int, not float."),
    'round list': (lambda: A(2, 3).round([1]), TypeError,
        "round(): argument 'decimals' (position 1) must be int, not list."),
    'kthvalue str': (lambda: A(2, 3).kthvalue("a"), TypeError,
        "kthvalue(): argument 'k' (position 1) must be int, not str."),
    'kthvalue float': (lambda: A(2, 3).kthvalue(1.5), TypeError,
        "kthvalue(): argument 'k' (position 1) must be int, not float."),
    'kthvalue None': (lambda: A(2, 3).kthvalue(None), TypeError,
        'kthvalue(): missing 1 required positional argument: k.'),
    'nan_to_num str': (lambda: A(2, 3).nan_to_num("a"), TypeError,
        "nan_to_num(): argument 'nan' (position 1) must be float, not str."),
    'nan_to_num list': (lambda: A(2, 3).nan_to_num([1]), TypeError,
        "nan_to_num(): argument 'nan' (position 1) must be float, not list."),
    'transpose str': (lambda: A(2, 3).transpose("a"), TypeError,
        "transpose(): argument 'axes' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    'transpose 0 str': (lambda: A(2, 3).transpose(0, "a"), TypeError,
        'Failed calling Transpose with "Transpose()(input=Tensor, dims=Tuple<int, '
        'string>)".\nThe valid calling should be: \n"Transpose()(input=<Tensor>, '
        'dims=<list of int, tuple of int>)".'),
    'transpose float': (lambda: A(2, 3).transpose(1.5, 0), TypeError,
        "transpose(): argument 'dim0' (position 1) must be int, not float."),
}
