"""Rows of ``test_bad_input_catalogue48`` (Tensor methods given a wrong type (2.10's overload
listings)): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case
per process (forked after the imports), pynative_synchronize on; /tmp/s65/bad48/w/c5.py with
/tmp/s65/bad48/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): T.permute str (TypeError: 'Failed
calling permute with "permute(string)".\nThe valid calling should be:\n"Tensor.permut'); T.gather
str (TypeError: 'Failed calling gather with "gather(string, Tensor)".\nThe valid calling should
be:\n"Tensor.'); T.scatter str (TypeError: 'Failed calling scatter with "scatter(string, Tensor,
Tensor)".\nThe valid calling should be'); T.matmul str (TypeError: 'Failed calling matmul with
"matmul(string)".\nThe valid calling should be:\n"Tensor.matmul(o'); T.unique str (TypeError:
"unique(): argument 'sorted' (position 1) must be bool, not str."); T.nonzero str (TypeError:
'Tensor.nonzero() takes 1 positional argument but 2 were given'); T.diag str (TypeError: "diag():
argument 'diagonal' (position 1) must be int, not str."); T.lerp str (TypeError: 'Failed calling
lerp with "lerp(string, float)".\nThe valid calling should be:\n"Tensor.lerp(').
"""
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I, A  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'T.argmax str': (lambda: A(2, 3).argmax("a"), TypeError,
        'Failed calling argmax with "argmax(string)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.argmax(dim=<None, int>, keepdim=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.argmax float': (lambda: A(2, 3).argmax(1.5), TypeError,
        'Failed calling argmax with "argmax(float)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because '
        'invalid types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.argmax(dim=<None, int>, keepdim=<bool>)"\n    match failed because '
        'invalid types: (float)\n                                         ~~~~~~~'),
    'T.argmin str': (lambda: A(2, 3).argmin("a"), TypeError,
        'Failed calling argmin with "argmin(string)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.cumsum str': (lambda: A(2, 3).cumsum("a"), TypeError,
        'Failed calling cumsum with "cumsum(string)".\nThe valid calling should be:\n'
        '"Tensor.cumsum(dim=<int>, *, dtype=<None, mstype>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.cumsum(axis=<None, int>, dtype=<None, mstype>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    'T.cumsum float': (lambda: A(2, 3).cumsum(1.5), TypeError,
        'Failed calling cumsum with "cumsum(float)".\nThe valid calling should be:\n'
        '"Tensor.cumsum(dim=<int>, *, dtype=<None, mstype>)"\n    match failed because '
        'invalid types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.cumsum(axis=<None, int>, dtype=<None, mstype>)"\n    match failed '
        'because invalid types: (float)\n                                         '
        '~~~~~~~'),
    'T.cumprod str': (lambda: A(2, 3).cumprod("a"), TypeError,
        'Failed calling CumProd with "CumProd(exclusive=bool, reverse=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n"CumProd(exclusive=<bool>, '
        'reverse=<bool>)(x=<Tensor>, axis=<int>)".'),
    'T.narrow str': (lambda: A(2, 3).narrow("a", 0, 1), TypeError,
        'Failed calling narrow with "narrow(string, int, int)".\nThe valid calling '
        'should be:\n"Tensor.narrow(dim=<int>, start=<Tensor, int>, '
        'length=<int>)"\n    match failed because invalid types: (string, int, '
        'int)\n                                         ~~~~~~~~          \n'
        '"Tensor.narrow(axis=<int>, start=<Tensor, int>, length=<int>)"\n    match '
        'failed because invalid types: (string, int, '
        'int)\n                                         ~~~~~~~~          '),
    'T.topk str': (lambda: A(4).topk("a"), TypeError,
        'Failed calling topk with "topk(string)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.topk(k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.topk float': (lambda: A(4).topk(1.5), TypeError,
        'Failed calling topk with "topk(float)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match '
        'failed because invalid types: '
        '(float)\n                                         ~~~~~~~\n'
        '"Tensor.topk(k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>)"\n    '
        'match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    'T.masked_fill str mask': (lambda: A(2).masked_fill("a", 1.0), TypeError,
        'Failed calling masked_fill with "masked_fill(string, float)".\nThe valid '
        'calling should be:\n"Tensor.masked_fill(mask=<Tensor>, value=<Number>)"\n    '
        'match failed because invalid types: (string, '
        'float)\n                                         ~~~~~~~~       \n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<Number, Tensor>)"\n    match failed '
        'because invalid types: (string, '
        'float)\n                                         ~~~~~~~~~~~~~~~'),
    'T.masked_fill float mask': (lambda: A(2).masked_fill(F(2), 1.0), TypeError,
        'For primitive[MaskedFill], the input argument[mask] must be a type of {Bool}, '
        'but got Float32.'),
    'T.isclose str': (lambda: A(2).isclose("a"), TypeError,
        'Failed calling isclose with "isclose(string)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, '
        'int>, equal_nan=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.isclose(x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, '
        'int>, equal_nan=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.sum str': (lambda: A(2, 3).sum("a"), TypeError,
        'Failed calling sum with "sum(string)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.sum float': (lambda: A(2, 3).sum(1.5), TypeError,
        'Failed calling sum with "sum(float)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n    match failed because '
        'invalid types: (float)\n                                         ~~~~~~~'),
    'T.mean str': (lambda: A(2, 3).mean("a"), TypeError,
        'Failed calling mean with "mean(string)".\nThe valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.mean(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.max str': (lambda: A(2, 3).max("a"), TypeError,
        'Failed calling max with "max(string)".\nThe valid calling should be:\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'initial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.min float': (lambda: A(2, 3).min(1.5), TypeError,
        'Failed calling min with "min(float)".\nThe valid calling should be:\n'
        '"Tensor.min(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.min(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'initial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n    '
        'match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    'T.prod str': (lambda: A(2, 3).prod("a"), TypeError,
        'Failed calling prod with "prod(string)".\nThe valid calling should be:\n'
        '"Tensor.prod(dim=<None, int>, keepdim=<bool>, dtype=<None, mstype>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.all str': (lambda: A(2, 3).all("a"), TypeError,
        'Failed calling all with "all(string)".\nThe valid calling should be:\n'
        '"Tensor.all(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.all(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.any float': (lambda: A(2, 3).any(1.5), TypeError,
        'Failed calling any with "any(float)".\nThe valid calling should be:\n'
        '"Tensor.any(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float)\n                                         ~~~~~~~\n'
        '"Tensor.any(axis=<None, Tensor, int, list of int, tuple of int>, '
        'keep_dims=<bool>)"\n    match failed because invalid types: '
        '(float)\n                                         ~~~~~~~'),
    'T.std str': (lambda: A(2, 3).std("a"), TypeError,
        'Failed calling std with "std(string)".\nThe valid calling should be:\n'
        '"Tensor.std(dim=<None, int, list of int, tuple of int>, *, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.std(axis=<None, int, list of int, tuple of int>, ddof=<int>, '
        'keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.var str': (lambda: A(2, 3).var("a"), TypeError,
        'Failed calling var with "var(string)".\nThe valid calling should be:\n'
        '"Tensor.var(axis=<None, int, tuple of int>, ddof=<bool, int>, '
        'keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.var(dim=<None, int, list of int, tuple of int>, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.softmax str': (lambda: A(2, 3).softmax("a"), TypeError,
        " the type of 'axis' must be 'int', but got 'a' with type 'str'."),
    'T.log_softmax str': (lambda: A(2, 3).log_softmax("a"), AttributeError,
        "'Tensor' object has no attribute 'log_softmax'"),
    'T.flip str': (lambda: A(2, 3).flip("a"), TypeError,
        'Failed calling ReverseV2 with "ReverseV2(axis=string)(input=Tensor)".\nThe '
        'valid calling should be: \n"ReverseV2(axis=<list of int, tuple of '
        'int>)(input=<Tensor>)".'),
    'T.roll str': (lambda: A(2, 3).roll("a"), TypeError,
        'Failed calling roll with "roll(string)".\nThe valid calling should be:\n'
        '"Tensor.roll(shifts=<int, list of int, tuple of int>, dims=<None, int, list '
        'of int, tuple of int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.squeeze str': (lambda: A(1, 3).squeeze("a"), TypeError,
        'Failed calling squeeze with "squeeze(string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.squeeze(axis=<None, int, list of int, tuple of int>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.unsqueeze str': (lambda: A(3).unsqueeze("a"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(string)".\nThe valid calling should '
        'be:\n"Tensor.unsqueeze(axis=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.unsqueeze(dim=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.transpose str': (lambda: A(2, 3).transpose("a", 0), TypeError,
        "transpose(): argument 'dim0' (position 1) must be int, not str."),
    'T.reshape str': (lambda: A(2, 3).reshape("a"), TypeError,
        "reshape(): argument 'shape' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    'T.view str': (lambda: A(2, 3).view("a"), TypeError,
        'Failed calling view with "view(string)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.view(dtype=<mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.expand str': (lambda: A(1, 3).expand("a"), TypeError,
        "broadcast_to(): argument 'shape' (position 1) must be tuple of int but found "
        'type of str at pos 0.'),
    'T.repeat str': (lambda: A(3).repeat("a"), TypeError,
        "repeat(): argument 'repeats' (position 1) must be tuple of int but found type "
        'of str at pos 0.'),
    'T.tile str': (lambda: A(3).tile("a"), TypeError,
        'Failed calling tile with "tile(string)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.split str': (lambda: A(4).split("a"), TypeError,
        'Failed calling split with "split(string)".\nThe valid calling should be:\n'
        '"Tensor.split(split_size=<int>, dim=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.split(split_size=<list of int, tuple of int>, dim=<int>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.split(split_size_or_sections=<int, list of int, tuple of int>, '
        'axis=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.chunk str': (lambda: A(4).chunk("a"), TypeError,
        'Failed calling chunk with "chunk(string)".\nThe valid calling should be:\n'
        '"Tensor.chunk(chunks=<int>, dim=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.chunk(chunks=<int>, axis=<int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.index_select str': (lambda: A(2, 3).index_select("a", I(1)), TypeError,
        'Failed calling index_select with "index_select(string, Tensor)".\nThe valid '
        'calling should be:\n"Tensor.index_select(dim=<int>, index=<Tensor>)"\n    '
        'match failed because invalid types: (string, '
        'Tensor)\n                                         ~~~~~~~~        \n'
        '"Tensor.index_select(axis=<int>, index=<Tensor>)"\n    match failed because '
        'invalid types: (string, Tensor)\n                                         '
        '~~~~~~~~        '),
    'T.clamp str': (lambda: A(2).clamp("a"), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.clip str': (lambda: A(2).clip("a"), TypeError,
        'Failed calling clamp with "clamp(string)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.pow str': (lambda: A(2).pow("a"), TypeError,
        'Failed calling pow with "pow(string)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.pow(exponent=<Number, Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.add str': (lambda: A(2).add("a"), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid '
        'calling should be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'T.sub str': (lambda: A(2).sub("a"), TypeError,
        'Failed calling Sub with "Sub()(input=Tensor, other=string)".\nThe valid '
        'calling should be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'T.mul str': (lambda: A(2).mul("a"), TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid '
        'calling should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'T.fmod str': (lambda: A(2).fmod("a"), TypeError,
        'Failed calling fmod with "fmod(string)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<Number, Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.remainder str': (lambda: A(2).remainder("a"), TypeError,
        'Failed calling remainder with "remainder(string)".\nThe valid calling should '
        'be:\n"Tensor.remainder(other=<Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.remainder(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.remainder(divisor=<Number, Tensor>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.eq str': (lambda: A(2).eq("a"), TypeError,
        'Failed calling eq with "eq(string)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.eq(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.lt list': (lambda: A(2).lt([1, 2]), TypeError,
        'Failed calling less with "less(List<int, int>)".\nThe valid calling should '
        'be:\n"Tensor.less(other=<Number>)"\n    match failed because invalid types: '
        '(List<int, int>)\n                                         ~~~~~~~~~~~~~~~~\n'
        '"Tensor.less(other=<Number, Tensor, bool>)"\n    match failed because invalid '
        'types: (List<int, int>)\n                                         '
        '~~~~~~~~~~~~~~~~'),
    'T.maximum str': (lambda: A(2).maximum("a"), TypeError,
        "maximum(): argument 'other' (position 1) must be Tensor, not str."),
    'T.where str': (lambda: A(2).where("a", F(2)), TypeError,
        'Failed calling where with "where(string, Tensor)".\nThe valid calling should '
        'be:\n"Tensor.where(condition=<Tensor>, other=<Number, Tensor>)"\n    match '
        'failed because invalid types: (string, '
        'Tensor)\n                                         ~~~~~~~~        \n'
        '"Tensor.where(condition=<Tensor>, y=<Number, Tensor>)"\n    match failed '
        'because invalid types: (string, '
        'Tensor)\n                                         ~~~~~~~~        '),
    'T.sort str': (lambda: A(4).sort("a"), TypeError,
        'Failed calling sort with "sort(string)".\nThe valid calling should be:\n'
        '"Tensor.sort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~\n"Tensor.sort(axis=<int>, descending=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    'T.argsort str': (lambda: A(4).argsort("a"), TypeError,
        'Failed calling argsort with "argsort(string)".\nThe valid calling should be:\n'
        '"Tensor.argsort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.argsort(axis=<int>, descending=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.norm str': (lambda: A(4).norm("abc"), TypeError,
        'For norm, ord mode can not be str for vectors, but got abc.'),
    'T.tril str': (lambda: A(2, 2).tril("a"), TypeError,
        'Failed calling tril with "tril(string)".\nThe valid calling should be:\n'
        '"Tensor.tril(diagonal=<Tensor, int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.triu float': (lambda: A(2, 2).triu(1.5), TypeError,
        "triu(): argument 'diagonal' (position 1) must be int, not float."),
    'T.new_zeros str': (lambda: A(2).new_zeros("a"), TypeError,
        "new_zeros(): argument 'size' (position 1) must be tuple of int, not str."),
    'T.new_ones float': (lambda: A(2).new_ones(1.5), TypeError,
        "new_ones(): argument 'size' (position 1) must be tuple of int, not float."),
    'T.to str': (lambda: A(2).to("abc"), ValueError,
        'Failed to convert the value "abc" of input \'device\' of \'to\' to enum.'),
    'T.type str': (lambda: A(2).type("abc"), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
        "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
        "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', "
        "'half', 'float32', 'single', 'float64', 'double', 'complex64', 'cfloat', "
        "'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
        "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
        "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
        "'Type', 'Int', 'int', 'float', 'bool'], but got 'abc'."),
    'T.astype str': (lambda: A(2).astype("abc"), TypeError,
        "For Tensor.astype, the string input type must be one of ['bool_', 'int8', "
        "'byte', 'int16', 'short', 'int32', 'intc', 'int64', 'long', 'intp', 'uint8', "
        "'ubyte', 'uint16', 'ushort', 'uint32', 'uintc', 'uint64', 'uintp', 'float16', "
        "'half', 'float32', 'single', 'float64', 'double', 'complex64', 'cfloat', "
        "'complex128', 'cdouble', 'qint4x2', 'bfloat16', 'float8_e4m3fn', "
        "'float8_e5m2', 'hifloat8', 'int_', 'uint', 'float_', 'list_', 'tuple_', "
        "'string', 'number', 'tensor_type', 'type_none', '_null', 'TensorType', "
        "'Type', 'Int', 'int', 'float', 'bool'], but got 'abc'."),
    'T.view_as str': (lambda: A(2).view_as("a"), TypeError,
        'Failed calling view_as with "view_as(string)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.expand_as str': (lambda: A(2).expand_as("a"), TypeError,
        'Failed calling expand_as with "expand_as(string)".\nThe valid calling should '
        'be:\n"Tensor.expand_as(other=<Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.expand_as(x=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.type_as str': (lambda: A(2).type_as("a"), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'T.fill_ str': (lambda: A(2).fill_("a"), TypeError,
        'Failed calling fill_ with "fill_(string)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fill_(value=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.copy_ str': (lambda: A(2).copy_("a"), TypeError,
        "copy_(): argument 'src' (position 1) must be Tensor, not str."),
    'T.add_ str': (lambda: A(2).add_("a"), TypeError,
        'Failed calling add_ with "add_(string)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.add_(other=<Number>, *, alpha=<Number>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.mul_ str': (lambda: A(2).mul_("a"), TypeError,
        'Failed calling mul_ with "mul_(string)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.mul_(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.index_add str': (lambda: A(2, 3).index_add("a", I(1), F(1, 3)), TypeError,
        'Failed calling index_add with "index_add(string, Tensor, Tensor)".\nThe valid '
        'calling should be:\n"Tensor.index_add(dim=<int>, index=<Tensor>, '
        'source=<Tensor>, *, alpha=<Number>)"\n    match failed because invalid types: '
        '(string, Tensor, Tensor)\n                                         '
        '~~~~~~~~                \n"Tensor.index_add(indices=<Tensor>, y=<Tensor>, '
        'axis=<int>, use_lock=<bool>, check_index_bound=<bool>)"\n    match failed '
        'because invalid types: (string, Tensor, '
        'Tensor)\n                                         ~~~~~~~~        ~~~~~~~~'),
    'T.logsumexp str': (lambda: A(2, 3).logsumexp("a"), TypeError,
        'Failed calling logsumexp with "logsumexp(string)".\nThe valid calling should '
        'be:\n"Tensor.logsumexp(dim=<int, list of int, tuple of int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.amax str': (lambda: A(2, 3).amax("a"), TypeError,
        'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, '
        'axis=string)".\nThe valid calling should be: \n'
        '"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, '
        'tuple of int>)".'),
    'T.median str': (lambda: A(2, 3).median("a"), TypeError,
        'Failed calling median with "median(string)".\nThe valid calling should be:\n'
        '"Tensor.median(dim=<int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.median(axis=<int>, keepdims=<bool>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'T.mode str': (lambda: A(2, 3).mode("a"), AttributeError,
        "'Tensor' object has no attribute 'mode'"),
    'T.count_nonzero str': (lambda: A(2, 3).count_nonzero("a"), TypeError,
        'Failed calling count_nonzero with "count_nonzero(string)".\nThe valid calling '
        'should be:\n"Tensor.count_nonzero(dim=<None, int, list of int, tuple of '
        'int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.count_nonzero(axis=<int, list of int, tuple of int>, '
        'keep_dims=<bool>, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'T.nansum str': (lambda: A(2, 3).nansum("a"), TypeError,
        'Failed calling nansum with "nansum(string)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.nansum(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, '
        '*, dtype=<None, mstype>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.cummax str': (lambda: A(2, 3).cummax("a"), TypeError,
        'Failed calling Cummax with "Cummax(axis=string)(input=Tensor)".\nThe valid '
        'calling should be: \n"Cummax(axis=<int>)(input=<Tensor>)".'),
    'T.logcumsumexp str': (lambda: A(2, 3).logcumsumexp("a"), TypeError,
        "For 'logcumsumexp', 'axis' must be int type, but got <class 'str'>"),
    'T.diff str': (lambda: A(4).diff("a"), TypeError,
        "For 'diff', the type of 'n' must be 'int', but got 'str'."),
    'T.bincount str': (lambda: I(4).bincount("a"), TypeError,
        'Failed calling bincount with "bincount(string)".\nThe valid calling should '
        'be:\n"Tensor.bincount(weights=<None, Tensor>, minlength=<Tensor, int>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.histc str': (lambda: A(4).histc("a"), TypeError,
        'Failed calling histc with "histc(string)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, '
        'Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.addmm str': (lambda: A(2, 2).addmm("a", F(2, 2)), TypeError,
        'Failed calling addmm with "addmm(string, Tensor)".\nThe valid calling should '
        'be:\n"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<Number>, '
        'alpha=<Number>)"\n    match failed because invalid types: (string, '
        'Tensor)\n                                         ~~~~~~~~        '),
    'T.bmm str': (lambda: A(1, 2, 2).bmm("a"), TypeError,
        'Failed calling BatchMatMul with "BatchMatMul(transpose_a=bool, '
        'transpose_b=bool)(x=Tensor, y=string)".\nThe valid calling should be: \n'
        '"BatchMatMul(transpose_a=<bool>, transpose_b=<bool>)(x=<Tensor>, y=<Tensor>)".'),
    'T.outer str': (lambda: A(2).outer("a"), TypeError,
        'Failed calling outer with "outer(string)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.dot str': (lambda: A(2).dot("a"), TypeError,
        'Failed calling dot with "dot(string)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'T.masked_select str': (lambda: A(2).masked_select("a"), TypeError,
        "masked_select(): argument 'mask' (position 1) must be Tensor, not str."),
    'T.movedim str': (lambda: A(2, 3).movedim("a", 0), TypeError,
        "The axes must be integers, but got <class 'str'>"),
    'T.swapaxes str': (lambda: A(2, 3).swapaxes("a", 0), TypeError,
        "For ops.swapaxes, the axis argument must be integer, but got <class 'str'>."),
    'T.flatten str': (lambda: A(2, 3).flatten("a"), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'a'"),
    'T.unflatten str': (lambda: A(2, 3).unflatten("a", (1, 3)), AttributeError,
        "'Tensor' object has no attribute 'unflatten'"),
    'T.select str': (lambda: A(2, 3).select("a", 0), TypeError,
        'Failed calling select with "select(string, int)".\nThe valid calling should '
        'be:\n"Tensor.select(dim=<int>, index=<int>)"\n    match failed because '
        'invalid types: (string, int)\n                                         '
        '~~~~~~~~     \n"Tensor.select(condition=<Tensor>, y=<Number, Tensor>)"\n    '
        'match failed because invalid types: (string, '
        'int)\n                                         ~~~~~~~~~~~~~'),
    'T.take str': (lambda: A(2, 3).take("a"), TypeError,
        'Failed calling take with "take(string)".\nThe valid calling should be:\n'
        '"Tensor.take(index=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.take(indices=<Tensor>, axis=<None, int>, mode=<string>)"\n    match '
        'failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
}
