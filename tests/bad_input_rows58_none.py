"""Rows of ``test_bad_input_catalogue58``: Tensor methods with several signatures and mint
functions given a None (2.10's parser: a None is an argument not given) or arguments their
signatures' counts take without a required one. 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per forked process: /tmp/s75/bad58/run.py on c12.py, c13.py).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): argmin-none-a (TypeError: 'Failed calling argmin with
"argmin(None, string)".'); addmv-x-none-a (TypeError: 'Failed calling addmv with "addmv(Tensor,
None, bet'); addmv-beta-first (TypeError: 'Failed calling addmv with "addmv(beta=string, mat=');
bincount-none (TypeError: 'Failed calling bincount with "bincount(None, strin'); clamp-none
(TypeError: 'Failed calling clamp with "clamp(None)".\\nThe valid'); clamp-noinput (TypeError:
'Failed calling clamp with "clamp(min=float)".\\nThe '); max-none (TypeError: 'Failed calling max
with "max(Tensor, None)".\\nThe v'); max-none-a (TypeError: 'max(): missing 1 required positional
argument: dim'); min-a (TypeError: 'Failed calling min with "min(Tensor, string)".\\nThe');
div-none (TypeError: 'Failed calling div with "div(Tensor, None)".\\nThe v'); add-none
(TypeError: 'Failed calling add with "add(Tensor, None)".\\nThe v'); add-none-x (TypeError:
'Failed calling add with "add(None, Tensor)".\\nThe v'); sub-none (TypeError: 'Failed calling sub
with "sub(Tensor, None)".\\nThe v'); mul-none (TypeError: 'Failed calling mul with "mul(Tensor,
None)".\\nThe v'); c13-where-none (TypeError: 'where(): missing 1 required positional argument:
c'); where-1 (RuntimeError: 'The kernel NonZeroExt unregistered.'); ri-none (TypeError: 'Failed
calling repeat_interleave with "repeat_inte'); var-none-a (TypeError: 'var_ext() takes from 1 to
2 positional arguments b'); remainder-none (TypeError: 'Failed calling remainder with
"remainder(Tensor, N'); c13-fmod-none (TypeError: 'Failed calling fmod with "fmod(Tensor,
None)".\\nThe'); c13-eq-none (TypeError: 'Failed calling eq with "eq(Tensor, None)".\\nThe val');
gt-none (TypeError: 'Failed calling Greater with "Greater()(input=Tenso'); c13-topk-none
(TypeError: 'Failed calling TopkExt with "TopkExt()(input=Tenso'); c13-cumsum-none (TypeError:
'Failed calling CumsumExt with "CumsumExt()(input=T'); ops-clamp-none-a (TypeError: 'Failed
calling ClampScalar with "ClampScalar()(inp'); nansum-a (TypeError: "nansum(): argument 'dim'
(position 2) must be tupl"); c13-bincount-none (TypeError: 'Failed calling BincountExt with
"BincountExt()(inp'); histc-none (TypeError: 'Failed calling HistcExt with
"HistcExt()(input=Ten').
"""
from bad_input_rows58_help import F
from minicell import mint

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'argmax-none-a': (lambda: F(2, 3).argmax(None, 'a'), TypeError,
        'Failed calling argmax with "argmax(None, string)".\nThe valid calling should be:\n"Tens'
        'or.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: (strin'
        'g)\n                                         ~~~~~~~~\n"Tensor.argmax(dim=<None, int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: (string)\n                   '
        '                      ~~~~~~~~'),
    'flatten-0-none': (lambda: F(2, 3).flatten(0, None), TypeError,
        'Failed calling flatten with "flatten(int, None)".\nThe valid calling should be:\n"Tenso'
        'r.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: (in'
        't)\n                                              \n"Tensor.flatten(order=<string>, sta'
        'rt_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: (int)\n         '
        '                                ~~~~~'),
    'flatten-none-a': (lambda: F(2, 3).flatten(None, 'a'), TypeError,
        'Failed calling flatten with "flatten(None, string)".\nThe valid calling should be:\n"Te'
        'nsor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n"Tensor.flatten(order=<str'
        'ing>, start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: (string'
        ')\n                                         ~~~~~~~~'),
    'flatten-a-none': (lambda: F(2, 3).flatten('a', None), TypeError,
        'Failed calling flatten with "flatten(string, None)".\nThe valid calling should be:\n"Te'
        'nsor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n"Tensor.flatten(order=<str'
        'ing>, start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types: (string'
        ')\n                                                 '),
    'flatten-kw-none': (lambda: F(2, 3).flatten(end_dim=None), TypeError,
        'Failed calling flatten with "flatten(end_dim=None)".\nThe valid calling should be:\n"Te'
        'nsor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because invalid types:)'
        '\n                                         \n"Tensor.flatten(order=<string>, start_dim='
        '<int>, end_dim=<int>)"\n    match failed because invalid types:)\n                     '
        '                    '),
    'add_-none-alpha': (lambda: F(2, 3).add_(None, alpha=2), TypeError,
        'Failed calling add_ with "add_(None, alpha=int)".\nThe valid calling should be:\n"Tenso'
        'r.add_(other=<Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tens'
        'or.add_(other=<Number>, *, alpha=<Number>)"\n    missing required argument: other'),
    'add_-alpha': (lambda: F(2, 3).add_(alpha=2), TypeError,
        'Failed calling add_ with "add_(alpha=int)".\nThe valid calling should be:\n"Tensor.add_'
        '(other=<Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add'
        '_(other=<Number>, *, alpha=<Number>)"\n    missing required argument: other'),
    'add_-x-alphanone': (lambda: F(2, 3).add_(F(2, 3), alpha=None), TypeError,
        'Failed calling add_ with "add_(Tensor, alpha=None)".\nThe valid calling should be:\n"Te'
        'nsor.add_(other=<Tensor>, *, alpha=<Number>)"\n    match failed because invalid types: '
        '(Tensor)\n                                                 \n"Tensor.add_(other=<Number'
        '>, *, alpha=<Number>)"\n    match failed because invalid types: (Tensor)\n             '
        '                            ~~~~~~~~'),
    'histc-none-none': (lambda: F(2, 3).histc(None, None), TypeError,
        'Failed calling histc with "histc(None, None)".\nThe valid calling should be:\n"Tensor.h'
        'istc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    match failed'
        ' because invalid types:)\n                                         '),
    'histc-a-none': (lambda: F(2, 3).histc('a', None), TypeError,
        'Failed calling histc with "histc(string, None)".\nThe valid calling should be:\n"Tensor'
        '.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    match fail'
        'ed because invalid types: (string)\n                                         ~~~~~~~~'),
    'histc-none-a': (lambda: F(2, 3).histc(None, 'a'), TypeError,
        'Failed calling histc with "histc(None, string)".\nThe valid calling should be:\n"Tensor'
        '.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    match fail'
        'ed because invalid types: (string)\n                                         ~~~~~~~~'),
    'unbind-kwnone': (lambda: F(2, 3).unbind(dim=None), TypeError,
        'Failed calling unbind with "unbind(dim=None)".\nThe valid calling should be:\n"Tensor.u'
        'nbind(dim=<int>)"\n    match failed because invalid types:)\n                          '
        '               '),
    'mul-kwnone': (lambda: F(2, 3).mul(other=None), TypeError,
        'Failed calling mul with "mul(other=None)".\nThe valid calling should be:\n"Tensor.mul(o'
        'ther=<Number>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tenso'
        'r>)"\n    missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    miss'
        'ing required argument: other'),
    'unsqueeze-kwnone': (lambda: F(2, 3).unsqueeze(dim=None), TypeError,
        'Failed calling unsqueeze with "unsqueeze(dim=None)".\nThe valid calling should be:\n"Te'
        'nsor.unsqueeze(axis=<Tensor, int>)"\n    match failed because incorrect keyword name: d'
        'im\n"Tensor.unsqueeze(dim=<Tensor, int>)"\n    missing required argument: dim'),
    'expand_as-kwnone': (lambda: F(2, 3).expand_as(other=None), TypeError,
        'Failed calling expand_as with "expand_as(other=None)".\nThe valid calling should be:\n"'
        'Tensor.expand_as(other=<Tensor>)"\n    missing required argument: other\n"Tensor.expand'
        '_as(x=<Tensor>)"\n    match failed because incorrect keyword name: other'),
    'scatter-none-x': (lambda: F(2, 3).scatter(None, F(2, 3)), TypeError,
        'Failed calling scatter with "scatter(None, Tensor)".\nThe valid calling should be:\n"Te'
        'nsor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>)"\n"Tensor.sc'
        'atter(dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>)"\n"Tensor.scatter(a'
        'xis=<int>, index=<Tensor>, src=<float,Tensor>)"'),
    'scatter-0-none-x': (lambda: F(2, 3).scatter(0, None, F(2, 3)), TypeError,
        'Failed calling scatter with "scatter(int, None, Tensor)".\nThe valid calling should be:'
        '\n"Tensor.scatter(dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, reduce=<string>)"\n '
        '   missing required argument: index\n"Tensor.scatter(dim=<Tensor, int>, index=<Tensor>,'
        ' src=<Number>, reduce=<string>)"\n    missing required argument: index\n"Tensor.scatter'
        '(axis=<int>, index=<Tensor>, src=<Tensor, float>)"\n    missing required argument: inde'
        'x'),
    'scatter-0-x-none': (lambda: F(2, 3).scatter(0, F(2, 3), None), TypeError,
        'Failed calling scatter with "scatter(int, Tensor, None)".\nThe valid calling should be:'
        '\n"Tensor.scatter(dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, reduce=<string>)"\n '
        '   missing required argument: src\n"Tensor.scatter(dim=<Tensor, int>, index=<Tensor>, s'
        'rc=<Number>, reduce=<string>)"\n    missing required argument: src\n"Tensor.scatter(axi'
        's=<int>, index=<Tensor>, src=<Tensor, float>)"\n    missing required argument: src'),
    'topk-none': (lambda: F(2, 3).topk(None), TypeError,
        'Failed calling topk with "topk(None)".\nThe valid calling should be:\n"Tensor.topk(k=<i'
        'nt>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    missing required argument: k\n"Ten'
        'sor.topk(k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>)"\n    missing require'
        'd argument: k'),
    'nansum-none-a': (lambda: F(2, 3).nansum(None, 'a'), TypeError,
        'Failed calling nansum with "nansum(None, string)".\nThe valid calling should be:\n"Tens'
        'or.nansum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, dtype='
        '<None, mstype>)"\n    match failed because invalid types: (string)\n                   '
        '                      ~~~~~~~~\n"Tensor.nansum(axis=<None, int, list of int, tuple of i'
        'nt>, keepdims=<bool>, *, dtype=<None, mstype>)"\n    match failed because invalid types'
        ': (string)\n                                         ~~~~~~~~'),
    'isclose-none': (lambda: F(2, 3).isclose(None), TypeError,
        'Failed calling isclose with "isclose(None)".\nThe valid calling should be:\n"Tensor.isc'
        'lose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, equal_nan=<bool>'
        ')"\n    missing required argument: other\n"Tensor.isclose(x2=<Tensor>, rtol=<bool, floa'
        't, int>, atol=<bool, float, int>, equal_nan=<bool>)"\n    missing required argument: x2'),
    'where-none': (lambda: F(2, 3).where(None, F(2, 3)), TypeError,
        'Failed calling where with "where(None, Tensor)".\nThe valid calling should be:\n"Tensor'
        '.where(condition=<Tensor>, other=<Number, Tensor>)"\n    missing required argument: con'
        'dition\n"Tensor.where(condition=<Tensor>, y=<Number, Tensor>)"\n    missing required ar'
        'gument: condition'),
    'where-x-none': (lambda: F(2, 3).where(F(2, 3), None), TypeError,
        'Failed calling where with "where(Tensor, None)".\nThe valid calling should be:\n"Tensor'
        '.where(condition=<Tensor>, other=<Number, Tensor>)"\n    missing required argument: oth'
        'er\n"Tensor.where(condition=<Tensor>, y=<Number, Tensor>)"\n    missing required argume'
        'nt: y'),
    'masked_fill-none': (lambda: F(2, 3).masked_fill(None, 1.0), TypeError,
        'Failed calling masked_fill with "masked_fill(None, float)".\nThe valid calling should b'
        'e:\n"Tensor.masked_fill(mask=<Tensor>, value=<Number>)"\n    missing required argument:'
        ' mask\n"Tensor.masked_fill(mask=<Tensor>, value=<Number, Tensor>)"\n    missing require'
        'd argument: mask'),
    'narrow-none': (lambda: F(2, 3).narrow(None, 0, 1), TypeError,
        'Failed calling narrow with "narrow(None, int, int)".\nThe valid calling should be:\n"Te'
        'nsor.narrow(dim=<int>, start=<Tensor, int>, length=<int>)"\n    missing required argume'
        'nt: dim\n"Tensor.narrow(axis=<int>, start=<Tensor, int>, length=<int>)"\n    missing re'
        'quired argument: axis'),
    'take-none': (lambda: F(2, 3).take(None), TypeError,
        'Failed calling take with "take(None)".\nThe valid calling should be:\n"Tensor.take(inde'
        'x=<Tensor>)"\n    missing required argument: index\n"Tensor.take(indices=<Tensor>, axis'
        '=<None, int>, mode=<string>)"\n    missing required argument: indices'),
    'fill_-none': (lambda: F(2, 3).fill_(None), TypeError,
        'Failed calling fill_ with "fill_(None)".\nThe valid calling should be:\n"Tensor.fill_(v'
        'alue=<Tensor>)"\n    missing required argument: value\n"Tensor.fill_(value=<Number>)"\n'
        '    missing required argument: value'),
    'pow-none': (lambda: F(2, 3).pow(None), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponen'
        't=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Te'
        'nsor>)"\n    missing required argument: exponent'),
    'eq-none': (lambda: F(2, 3).eq(None), TypeError,
        'Failed calling eq with "eq(None)".\nThe valid calling should be:\n"Tensor.eq(other=<Num'
        'ber>)"\n    missing required argument: other\n"Tensor.eq(other=<Number, Tensor>)"\n    '
        'missing required argument: other'),
    'lt-none': (lambda: F(2, 3).lt(None), TypeError,
        'Failed calling less with "less(None)".\nThe valid calling should be:\n"Tensor.less(othe'
        'r=<Number>)"\n    missing required argument: other\n"Tensor.less(other=<Number, Tensor,'
        ' bool>)"\n    missing required argument: other'),
    'fmod-none': (lambda: F(2, 3).fmod(None), TypeError,
        'Failed calling fmod with "fmod(None)".\nThe valid calling should be:\n"Tensor.fmod(othe'
        'r=<Tensor>)"\n    missing required argument: other\n"Tensor.fmod(other=<Number>)"\n    '
        'missing required argument: other\n"Tensor.fmod(other=<Number, Tensor>)"\n    missing re'
        'quired argument: other'),
    'count_nonzero-a': (lambda: F(2, 3).count_nonzero('a'), TypeError,
        'Failed calling count_nonzero with "count_nonzero(string)".\nThe valid calling should be'
        ':\n"Tensor.count_nonzero(dim=<None, int, list of int, tuple of int>)"\n    match failed'
        ' because invalid types: (string)\n                                         ~~~~~~~~\n"T'
        'ensor.count_nonzero(axis=<int, list of int, tuple of int>, keep_dims=<bool>, dtype=<Non'
        'e, mstype>)"\n    match failed because invalid types: (string)\n                       '
        '                  ~~~~~~~~'),
    'addmm-none': (lambda: F(2, 3).addmm(None, F(2, 3)), TypeError,
        'Failed calling addmm with "addmm(None, Tensor)".\nThe valid calling should be:\n"Tensor'
        '.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<Number>, alpha=<Number>)"\n    missing re'
        'quired argument: mat1'),
    'outer-none': (lambda: F(2, 3).outer(None), TypeError,
        'Failed calling outer with "outer(None)".\nThe valid calling should be:\n"Tensor.outer(v'
        'ec2=<Tensor>)"\n    missing required argument: vec2'),
    'dot-none': (lambda: F(2, 3).dot(None), TypeError,
        'Failed calling dot with "dot(None)".\nThe valid calling should be:\n"Tensor.dot(other=<'
        'Tensor>)"\n    missing required argument: other'),
    'view_as-none': (lambda: F(2, 3).view_as(None), TypeError,
        'Failed calling view_as with "view_as(None)".\nThe valid calling should be:\n"Tensor.vie'
        'w_as(other=<Tensor>)"\n    missing required argument: other'),
    'mul_-none': (lambda: F(2, 3).mul_(None), TypeError,
        'Failed calling mul_ with "mul_(None)".\nThe valid calling should be:\n"Tensor.mul_(othe'
        'r=<Tensor>)"\n    missing required argument: other\n"Tensor.mul_(other=<Number>)"\n    '
        'missing required argument: other'),
    'clamp-a': (lambda: mint.clamp(F(2, 3), 'a'), TypeError,
        'Failed calling clamp with "clamp(Tensor, string)".\nThe valid calling should be:\n"clam'
        'p(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    match failed because in'
        'valid types: (Tensor, string)\n                                                 ~~~~~~~'
        '~\n"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match failed be'
        'cause invalid types: (Tensor, string)\n                                                '
        ' ~~~~~~~~'),
    'clamp-none-a': (lambda: mint.clamp(F(2, 3), None, 'a'), TypeError,
        'Failed calling clamp with "clamp(Tensor, None, string)".\nThe valid calling should be:'
        '\n"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    match failed bec'
        'ause invalid types: (Tensor, string)\n                                                 '
        '~~~~~~~~\n"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match fa'
        'iled because invalid types: (Tensor, string)\n                                         '
        '        ~~~~~~~~'),
    'clamp-a-none': (lambda: mint.clamp(F(2, 3), 'a', None), TypeError,
        'Failed calling clamp with "clamp(Tensor, string, None)".\nThe valid calling should be:'
        '\n"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    match failed bec'
        'ause invalid types: (Tensor, string)\n                                                 '
        '~~~~~~~~\n"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n    match fa'
        'iled because invalid types: (Tensor, string)\n                                         '
        '        ~~~~~~~~'),
    'clamp-kw': (lambda: mint.clamp(F(2, 3), min=None, max='a'), TypeError,
        'Failed calling clamp with "clamp(Tensor, min=None, max=string)".\nThe valid calling sho'
        'uld be:\n"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n    match fai'
        'led because invalid types: (Tensor, max=string)\n                                      '
        '           ~~~~~~~~~~~~\n"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)'
        '"\n    match failed because invalid types: (Tensor, max=string)\n                      '
        '                           ~~~~~~~~~~~~'),
    'clamp-4': (lambda: mint.clamp(F(2, 3), 1, 2, 3), TypeError,
        'Failed calling clamp with "clamp(Tensor, int, int, int)".\nThe valid calling should be:'
        '\n"clamp(input=<Tensor>, min=<Tensor,None>, max=<Tensor,None>)"\n"clamp(input=<Tensor>,'
        ' min=<number,None>, max=<number,None>)"'),
    'clamp-nn': (lambda: mint.clamp(F(2, 3), None, None), ValueError,
        "For Clamp, at least one of 'min' or 'max' must not be None."),
    'sum-none-a': (lambda: mint.sum(F(2, 3), None, 'a'), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=None, keepdim=string, dtype=mind'
        'spore.dtype)".\nThe valid calling should be: \n"SumExt()(input=<Tensor>, dim=<list of i'
        'nt, int, Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'mean-a': (lambda: mint.mean(F(2, 3), 'a'), TypeError,
        'Failed calling MeanExt with "MeanExt()(input=Tensor, dim=string, keepdim=bool, dtype=mi'
        'ndspore.dtype)".\nThe valid calling should be: \n"MeanExt()(input=<Tensor>, dim=<list o'
        'f int, int, Tensor, tuple of int>, keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'split-none': (lambda: mint.split(F(2, 3), None), TypeError,
        "Type of Argument `split_size_or_sections` should be integer, tuple(int) or list(int), b"
        "ut got <class 'NoneType'>"),
    'std-a': (lambda: mint.std(F(2, 3), 'a'), TypeError,
        'Failed calling Std with "Std()(input=Tensor, dim=string, correction=int, keepdim=bool)"'
        '.\nThe valid calling should be: \n"Std()(input=<Tensor>, dim=<list of int, int, tuple o'
        'f int>, correction=<int>, keepdim=<bool>)".'),
    'prod-a': (lambda: mint.prod(F(2, 3), 'a'), TypeError,
        'Failed calling ProdExt with "ProdExt()(input=Tensor, dim=string, keepdim=bool, dtype=mi'
        'ndspore.dtype)".\nThe valid calling should be: \n"ProdExt()(input=<Tensor>, dim=<int>, '
        'keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'c13-pow-none': (lambda: mint.pow(F(2, 3), None), TypeError,
        'Failed calling Pow with "Pow()(input=Tensor, exponent=None)".\nThe valid calling should'
        ' be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'pow-none-x': (lambda: mint.pow(None, F(2, 3)), TypeError,
        'Failed calling Pow with "Pow()(input=None, exponent=Tensor)".\nThe valid calling should'
        ' be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'sort-a': (lambda: mint.sort(F(2, 3), 'a'), TypeError,
        'sort_ext() takes 1 positional argument but 2 were given'),
    'argmax-a': (lambda: mint.argmax(F(2, 3), 'a'), TypeError,
        'Failed calling ArgMaxExt with "ArgMaxExt()(input=Tensor, dim=string, keepdim=bool)".\nT'
        'he valid calling should be: \n"ArgMaxExt()(input=<Tensor>, dim=<int>, keepdim=<bool>)".'),
    'flatten-a': (lambda: mint.flatten(F(2, 3), 'a'), TypeError,
        'Failed calling FlattenExt with "FlattenExt()(input=Tensor, start_dim=string, end_dim=in'
        't)".\nThe valid calling should be: \n"FlattenExt()(input=<Tensor>, start_dim=<int>, end'
        '_dim=<int>)".'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'topk-1-none': (lambda: F(2, 3).topk(1, None),
        '(Tensor(shape=[2, 1], dtype=Float32, value=\n[[ 1.00000000e+00],\n [ 1.00000000e+00]]),'
        ' Tensor(shape=[2, 1], dtype=Int32, value=\n[[0],\n [0]]))'),
    'cumsum-none': (lambda: F(2, 3).cumsum(None),
        'Tensor(shape=[6], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00,  3.00000000e'
        '+00,  4.00000000e+00,  5.00000000e+00,  6.00000000e+00])'),
}
