"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called op by op (PYNATIVE_MODE) with a float and a
string (``x.m(1.5, 'a')``): 2.10's TypeError listing of the valid callings (measured on 2.10
CPU, one case per process; /tmp/s70/bad53/w/k2.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'p acos float2': (P("x.acos(1.5, 'a')"), TypeError,
        'Failed calling acos with "acos(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p acosh float2': (P("x.acosh(1.5, 'a')"), TypeError,
        'Failed calling acosh with "acosh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p add_ float2': (P("x.add_(1.5, 'a')"), TypeError,
        'Failed calling add_ with "add_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<Number>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.add_(other=<Number>, *, alpha=<Number>)"\n    match failed because invalid '
        'types: (float, string)\n                                                ~~~~~~~~'),
    'p addbmm float2': (P("x.addbmm(1.5, 'a')"), TypeError,
        'Failed calling addbmm with "addbmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<Number, Tensor>, '
        'alpha=<Number, Tensor>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<Number>, '
        'alpha=<Number>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p addmm float2': (P("x.addmm(1.5, 'a')"), TypeError,
        'Failed calling addmm with "addmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<Number>, alpha=<Number>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p arccos float2': (P("x.arccos(1.5, 'a')"), TypeError,
        'Failed calling acos with "acos(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p arccosh float2': (P("x.arccosh(1.5, 'a')"), TypeError,
        'Failed calling acosh with "acosh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p arcsin float2': (P("x.arcsin(1.5, 'a')"), TypeError,
        'Failed calling asin with "asin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p arcsinh float2': (P("x.arcsinh(1.5, 'a')"), TypeError,
        'Failed calling asinh with "asinh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p arctan float2': (P("x.arctan(1.5, 'a')"), TypeError,
        'Failed calling atan with "atan(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p arctan2 float2': (P("x.arctan2(1.5, 'a')"), TypeError,
        'Failed calling atan2 with "atan2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'p argmax float2': (P("x.argmax(1.5, 'a')"), TypeError,
        'Failed calling argmax with "argmax(float, string)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.argmax(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'p argmin float2': (P("x.argmin(1.5, 'a')"), TypeError,
        'Failed calling argmin with "argmin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'p asin float2': (P("x.asin(1.5, 'a')"), TypeError,
        'Failed calling asin with "asin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p asinh float2': (P("x.asinh(1.5, 'a')"), TypeError,
        'Failed calling asinh with "asinh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p atan float2': (P("x.atan(1.5, 'a')"), TypeError,
        'Failed calling atan with "atan(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p atan2 float2': (P("x.atan2(1.5, 'a')"), TypeError,
        'Failed calling atan2 with "atan2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'p baddbmm float2': (P("x.baddbmm(1.5, 'a')"), TypeError,
        'Failed calling baddbmm with "baddbmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<Number, Tensor>, '
        'alpha=<Number, Tensor>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<Number>, '
        'alpha=<Number>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p bitwise_and float2': (P("x.bitwise_and(1.5, 'a')"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(float, string)".\nThe valid calling '
        'should be:\n"Tensor.bitwise_and(other=<Tensor>)"\n"Tensor.bitwise_and(other=<number>)"'),
    'p bitwise_or float2': (P("x.bitwise_or(1.5, 'a')"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(float, string)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_or(other=<Tensor>)"\n"Tensor.bitwise_or(other=<number>)"'),
    'p bitwise_xor float2': (P("x.bitwise_xor(1.5, 'a')"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(float, string)".\nThe valid calling '
        'should be:\n"Tensor.bitwise_xor(other=<Tensor>)"\n"Tensor.bitwise_xor(other=<number>)"'),
    'p divide float2': (P("x.divide(1.5, 'a')"), TypeError,
        'Failed calling div with "div(float, string)".\nThe valid calling should be:\n'
        '"Tensor.div(other=<Number>, *, rounding_mode=<None, string>)"\n    match failed '
        'because invalid types: (float, '
        'string)\n                                                ~~~~~~~~\n'
        '"Tensor.div(other=<Number, Tensor>, *, rounding_mode=<None, string>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p dot float2': (P("x.dot(1.5, 'a')"), TypeError,
        'Failed calling dot with "dot(float, string)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"'),
    'p eq float2': (P("x.eq(1.5, 'a')"), TypeError,
        'Failed calling eq with "eq(float, string)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n"Tensor.eq(other=<number,Tensor>)"'),
    'p expand_as float2': (P("x.expand_as(1.5, 'a')"), TypeError,
        'Failed calling expand_as with "expand_as(float, string)".\nThe valid calling should '
        'be:\n"Tensor.expand_as(other=<Tensor>)"\n"Tensor.expand_as(x=<Tensor>)"'),
    'p fill_ float2': (P("x.fill_(1.5, 'a')"), TypeError,
        'Failed calling fill_ with "fill_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n"Tensor.fill_(value=<number>)"'),
    'p flatten float2': (P("x.flatten(1.5, 'a')"), TypeError,
        'Failed calling flatten with "flatten(float, string)".\nThe valid calling should be:\n'
        '"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.flatten(order=<string>, start_dim=<int>, end_dim=<int>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~'),
    'p floor_divide float2': (P("x.floor_divide(1.5, 'a')"), TypeError,
        'Failed calling floor_divide with "floor_divide(float, string)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide(other=<number>)"\n'
        '"Tensor.floor_divide(other=<number,Tensor>)"'),
    'p floor_divide_ float2': (P("x.floor_divide_(1.5, 'a')"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide_(other=<Tensor>)"\n'
        '"Tensor.floor_divide_(other=<number>)"'),
    'p fmod float2': (P("x.fmod(1.5, 'a')"), TypeError,
        'Failed calling fmod with "fmod(float, string)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n"Tensor.fmod(other=<number>)"\n'
        '"Tensor.fmod(other=<number,Tensor>)"'),
    'p frac float2': (P("x.frac(1.5, 'a')"), TypeError,
        'Failed calling frac with "frac(float, string)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'p ge float2': (P("x.ge(1.5, 'a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(float, string)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<number>)"\n'
        '"Tensor.greater_equal(other=<number,Tensor>)"'),
    'p greater_equal float2': (P("x.greater_equal(1.5, 'a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(float, string)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<number>)"\n'
        '"Tensor.greater_equal(other=<number,Tensor>)"'),
    'p histc float2': (P("x.histc(1.5, 'a')"), TypeError,
        'Failed calling histc with "histc(float, string)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p imag float2': (P("x.imag(1.5, 'a')"), TypeError,
        'Failed calling imag with "imag(float, string)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'p index_fill_ float2': (P("x.index_fill_(1.5, 'a')"), TypeError,
        'Failed calling index_fill_ with "index_fill_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'p inverse float2': (P("x.inverse(1.5, 'a')"), TypeError,
        'Failed calling inverse with "inverse(float, string)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'p isclose float2': (P("x.isclose(1.5, 'a')"), TypeError,
        'Failed calling isclose with "isclose(float, string)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.isclose(x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p isneginf float2': (P("x.isneginf(1.5, 'a')"), TypeError,
        'Failed calling isneginf with "isneginf(float, string)".\nThe valid calling should '
        'be:\n"Tensor.isneginf()"'),
    'p lerp float2': (P("x.lerp(1.5, 'a')"), TypeError,
        'Failed calling lerp with "lerp(float, string)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<Tensor, float>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'p less float2': (P("x.less(1.5, 'a')"), TypeError,
        'Failed calling less with "less(float, string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'p log10 float2': (P("x.log10(1.5, 'a')"), TypeError,
        'Failed calling log10 with "log10(float, string)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'p log2 float2': (P("x.log2(1.5, 'a')"), TypeError,
        'Failed calling log2 with "log2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'p logsumexp float2': (P("x.logsumexp(1.5, 'a')"), TypeError,
        'Failed calling logsumexp with "logsumexp(float, string)".\nThe valid calling should '
        'be:\n"Tensor.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p lt float2': (P("x.lt(1.5, 'a')"), TypeError,
        'Failed calling less with "less(float, string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'p masked_fill float2': (P("x.masked_fill(1.5, 'a')"), TypeError,
        'Failed calling masked_fill with "masked_fill(float, string)".\nThe valid calling '
        'should be:\n"Tensor.masked_fill(mask=<Tensor>, value=<Number>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.masked_fill(mask=<Tensor>, value=<Number, Tensor>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p masked_fill_ float2': (P("x.masked_fill_(1.5, 'a')"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.masked_fill_(mask=<Tensor>, value=<Number>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p matmul float2': (P("x.matmul(1.5, 'a')"), TypeError,
        'Failed calling matmul with "matmul(float, string)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n"Tensor.matmul(tensor2=<Tensor>)"'),
    'p mm float2': (P("x.mm(1.5, 'a')"), TypeError,
        'Failed calling mm with "mm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"'),
    'p mul float2': (P("x.mul(1.5, 'a')"), TypeError,
        'Failed calling mul with "mul(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<number>)"\n"Tensor.mul(other=<number,Tensor>)"\n'
        '"Tensor.mul(other=<any,Tensor>)"'),
    'p mul_ float2': (P("x.mul_(1.5, 'a')"), TypeError,
        'Failed calling mul_ with "mul_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n"Tensor.mul_(other=<number>)"'),
    'p nansum float2': (P("x.nansum(1.5, 'a')"), TypeError,
        'Failed calling nansum with "nansum(float, string)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.nansum(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p narrow float2': (P("x.narrow(1.5, 'a')"), TypeError,
        'Failed calling narrow with "narrow(float, string)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'p outer float2': (P("x.outer(1.5, 'a')"), TypeError,
        'Failed calling outer with "outer(float, string)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"'),
    'p permute float2': (P("x.permute(1.5, 'a')"), TypeError,
        'Failed calling permute with "permute(float, string)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<Tuple,List>)"\n"Tensor.permute(axis=<int,Tuple,None,List>)"'),
    'p pow float2': (P("x.pow(1.5, 'a')"), TypeError,
        'Failed calling pow with "pow(float, string)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n"Tensor.pow(exponent=<number,Tensor>)"'),
    'p real float2': (P("x.real(1.5, 'a')"), TypeError,
        'Failed calling real with "real(float, string)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'p remainder_ float2': (P("x.remainder_(1.5, 'a')"), TypeError,
        'Failed calling remainder_ with "remainder_(float, string)".\nThe valid calling should '
        'be:\n"Tensor.remainder_(other=<Tensor>)"\n"Tensor.remainder_(other=<number>)"'),
    'p scatter_ float2': (P("x.scatter_(1.5, 'a')"), TypeError,
        'Failed calling scatter_ with "scatter_(float, string)".\nThe valid calling should '
        'be:\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'p squeeze float2': (P("x.squeeze(1.5, 'a')"), TypeError,
        'Failed calling squeeze with "squeeze(float, string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int,Tuple,List>)"\n"Tensor.squeeze(axis=<int,Tuple,None,List>)"'),
    'p t float2': (P("x.t(1.5, 'a')"), TypeError,
        'Failed calling t with "t(float, string)".\nThe valid calling should be:\n"Tensor.t()"'),
    'p tile float2': (P("x.tile(1.5, 'a')"), TypeError,
        'Failed calling tile with "tile(float, string)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tuple,Tensor>)"\n"Tensor.tile(reps=<Tuple,Tensor>)"'),
    'p topk float2': (P("x.topk(1.5, 'a')"), TypeError,
        'Failed calling topk with "topk(float, string)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.topk(k=<int>, dim=<None, int>, largest=<bool>, '
        'sorted=<bool>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p type_as float2': (P("x.type_as(1.5, 'a')"), TypeError,
        'Tensor.type_as() takes 2 positional arguments but 3 were given'),
    'p unsqueeze float2': (P("x.unsqueeze(1.5, 'a')"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(float, string)".\nThe valid calling should '
        'be:\n"Tensor.unsqueeze(axis=<int,Tensor>)"\n"Tensor.unsqueeze(dim=<int,Tensor>)"'),
    'p view float2': (P("x.view(1.5, 'a')"), TypeError,
        'Failed calling view with "view(float, string)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tuple,Tensor,List>)"\n"Tensor.view(dtype=<mstype,int>)"'),
    'p view_as float2': (P("x.view_as(1.5, 'a')"), TypeError,
        'Failed calling view_as with "view_as(float, string)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"'),
    'p where float2': (P("x.where(1.5, 'a')"), TypeError,
        'Failed calling where with "where(float, string)".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<Number, Tensor>)"\n    match failed because '
        'invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.where(condition=<Tensor>, y=<Number, Tensor>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'p xlogy float2': (P("x.xlogy(1.5, 'a')"), TypeError,
        'Failed calling xlogy with "xlogy(float, string)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n"Tensor.xlogy(other=<number>)"\n'
        '"Tensor.xlogy(other=<number,Tensor>)"'),
}
