"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called in a ``@jit`` function (GRAPH_MODE) with a
float and a string (``x.m(1.5, 'a')``): 2.10's TypeError listing of the valid callings (measured
on 2.10 CPU, one case per process; /tmp/s70/bad53/w/k2.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g acos float2': (G("x.acos(1.5, 'a')"), TypeError,
        'Failed calling acos with "acos(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'g acosh float2': (G("x.acosh(1.5, 'a')"), TypeError,
        'Failed calling acosh with "acosh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'g add_ float2': (G("x.add_(1.5, 'a')"), TypeError,
        'Failed calling add_ with "add_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.add_(other=<number>, *, alpha=<number>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'g addbmm float2': (G("x.addbmm(1.5, 'a')"), TypeError,
        'Failed calling addbmm with "addbmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, '
        'alpha=<number>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g addcdiv float2': (G("x.addcdiv(1.5, 'a')"), TypeError,
        "addcdiv(): argument 'tensor1' (position 1) must be Tensor, not float."),
    'g addmm float2': (G("x.addmm(1.5, 'a')"), TypeError,
        'Failed calling addmm with "addmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g arccos float2': (G("x.arccos(1.5, 'a')"), TypeError,
        'Failed calling arccos with "arccos(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arccos()"'),
    'g arccosh float2': (G("x.arccosh(1.5, 'a')"), TypeError,
        'Failed calling arccosh with "arccosh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arccosh()"'),
    'g arcsin float2': (G("x.arcsin(1.5, 'a')"), TypeError,
        'Failed calling arcsin with "arcsin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arcsin()"'),
    'g arcsinh float2': (G("x.arcsinh(1.5, 'a')"), TypeError,
        'Failed calling arcsinh with "arcsinh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arcsinh()"'),
    'g arctan float2': (G("x.arctan(1.5, 'a')"), TypeError,
        'Failed calling arctan with "arctan(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arctan()"'),
    'g arctan2 float2': (G("x.arctan2(1.5, 'a')"), TypeError,
        'Failed calling arctan2 with "arctan2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.arctan2(other=<number,Tensor>)"'),
    'g argmax float2': (G("x.argmax(1.5, 'a')"), TypeError,
        'Failed calling argmax with "argmax(float, string)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.argmax(dim=<int,None>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'g argmin float2': (G("x.argmin(1.5, 'a')"), TypeError,
        'Failed calling argmin with "argmin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<int,None>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.argmin(axis=<int,None>, keepdims=<bool>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'g asin float2': (G("x.asin(1.5, 'a')"), TypeError,
        'Failed calling asin with "asin(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'g asinh float2': (G("x.asinh(1.5, 'a')"), TypeError,
        'Failed calling asinh with "asinh(float, string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'g atan float2': (G("x.atan(1.5, 'a')"), TypeError,
        'Failed calling atan with "atan(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'g atan2 float2': (G("x.atan2(1.5, 'a')"), TypeError,
        'Failed calling atan2 with "atan2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'g baddbmm float2': (G("x.baddbmm(1.5, 'a')"), TypeError,
        'Failed calling baddbmm with "baddbmm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, '
        'alpha=<number>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g bitwise_and float2': (G("x.bitwise_and(1.5, 'a')"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(float, string)".\nThe valid calling '
        'should be:\n"Tensor.bitwise_and(other=<Tensor>)"\n"Tensor.bitwise_and(other=<number>)"'),
    'g bitwise_or float2': (G("x.bitwise_or(1.5, 'a')"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(float, string)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_or(other=<Tensor>)"\n"Tensor.bitwise_or(other=<number>)"'),
    'g bitwise_xor float2': (G("x.bitwise_xor(1.5, 'a')"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(float, string)".\nThe valid calling '
        'should be:\n"Tensor.bitwise_xor(other=<Tensor>)"\n"Tensor.bitwise_xor(other=<number>)"'),
    'g divide float2': (G("x.divide(1.5, 'a')"), TypeError,
        'Failed calling divide with "divide(float, string)".\nThe valid calling should be:\n'
        '"Tensor.divide(other=<number>)"\n"Tensor.divide(other=<number,Tensor>)"\n'
        '"Tensor.divide(other=<number>, *, rounding_mode=<str,None>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.divide(other=<number,Tensor>, *, '
        'rounding_mode=<str,None>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g dot float2': (G("x.dot(1.5, 'a')"), TypeError,
        'Failed calling dot with "dot(float, string)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"'),
    'g eq float2': (G("x.eq(1.5, 'a')"), TypeError,
        'Failed calling eq with "eq(float, string)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n"Tensor.eq(other=<number,Tensor>)"'),
    'g expand_as float2': (G("x.expand_as(1.5, 'a')"), TypeError,
        'Failed calling expand_as with "expand_as(float, string)".\nThe valid calling should '
        'be:\n"Tensor.expand_as(other=<Tensor>)"\n"Tensor.expand_as(x=<Tensor>)"'),
    'g fill_ float2': (G("x.fill_(1.5, 'a')"), TypeError,
        'Failed calling fill_ with "fill_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n"Tensor.fill_(value=<number>)"'),
    'g flatten float2': (G("x.flatten(1.5, 'a')"), TypeError,
        "flatten(): argument 'start_dim' (position 1) must be int, not float."),
    'g floor_divide float2': (G("x.floor_divide(1.5, 'a')"), TypeError,
        'Failed calling floor_divide with "floor_divide(float, string)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide(other=<number>)"\n'
        '"Tensor.floor_divide(other=<number,Tensor>)"'),
    'g floor_divide_ float2': (G("x.floor_divide_(1.5, 'a')"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide_(other=<Tensor>)"\n'
        '"Tensor.floor_divide_(other=<number>)"'),
    'g fmod float2': (G("x.fmod(1.5, 'a')"), TypeError,
        'Failed calling fmod with "fmod(float, string)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n"Tensor.fmod(other=<number>)"\n'
        '"Tensor.fmod(other=<number,Tensor>)"'),
    'g frac float2': (G("x.frac(1.5, 'a')"), TypeError,
        'Failed calling frac with "frac(float, string)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'g ge float2': (G("x.ge(1.5, 'a')"), TypeError,
        'Failed calling ge with "ge(float, string)".\nThe valid calling should be:\n'
        '"Tensor.ge(other=<number>)"\n"Tensor.ge(other=<number,Tensor>)"'),
    'g greater_equal float2': (G("x.greater_equal(1.5, 'a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(float, string)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<number>)"\n'
        '"Tensor.greater_equal(other=<number,Tensor>)"'),
    'g histc float2': (G("x.histc(1.5, 'a')"), TypeError,
        'Failed calling histc with "histc(float, string)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<int,Tensor>, min=<number,Tensor>, max=<number,Tensor>)"'),
    'g imag float2': (G("x.imag(1.5, 'a')"), TypeError,
        'Failed calling imag with "imag(float, string)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'g index_fill_ float2': (G("x.index_fill_(1.5, 'a')"), TypeError,
        'Failed calling index_fill_ with "index_fill_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'g inverse float2': (G("x.inverse(1.5, 'a')"), TypeError,
        'Failed calling inverse with "inverse(float, string)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'g isclose float2': (G("x.isclose(1.5, 'a')"), TypeError,
        'Failed calling isclose with "isclose(float, string)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, '
        'equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<int,float,bool>, '
        'atol=<int,float,bool>, equal_nan=<bool>)"'),
    'g isneginf float2': (G("x.isneginf(1.5, 'a')"), TypeError,
        'Failed calling isneginf with "isneginf(float, string)".\nThe valid calling should '
        'be:\n"Tensor.isneginf()"'),
    'g lerp float2': (G("x.lerp(1.5, 'a')"), TypeError,
        'Failed calling lerp with "lerp(float, string)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n    match failed because invalid '
        'types: (float, string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float>)"\n    match failed because invalid types: '
        '(float, string)\n                                         ~~~~~~~~~~~~~~~'),
    'g less float2': (G("x.less(1.5, 'a')"), TypeError,
        'Failed calling less with "less(float, string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'g log10 float2': (G("x.log10(1.5, 'a')"), TypeError,
        'Failed calling log10 with "log10(float, string)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'g log2 float2': (G("x.log2(1.5, 'a')"), TypeError,
        'Failed calling log2 with "log2(float, string)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'g logsumexp float2': (G("x.logsumexp(1.5, 'a')"), TypeError,
        'Failed calling logsumexp with "logsumexp(float, string)".\nThe valid calling should '
        'be:\n"Tensor.logsumexp(dim=<int,Tuple,List>, keepdim=<bool>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~'),
    'g lt float2': (G("x.lt(1.5, 'a')"), TypeError,
        'Failed calling lt with "lt(float, string)".\nThe valid calling should be:\n'
        '"Tensor.lt(other=<number>)"\n"Tensor.lt(other=<number,bool,Tensor>)"'),
    'g masked_fill float2': (G("x.masked_fill(1.5, 'a')"), TypeError,
        'Failed calling masked_fill with "masked_fill(float, string)".\nThe valid calling '
        'should be:\n"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"\n    '
        'match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g masked_fill_ float2': (G("x.masked_fill_(1.5, 'a')"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(float, string)".\nThe valid calling '
        'should be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n    match failed '
        'because invalid types: (float, string)\n                                         '
        '~~~~~~~~~~~~~~~\n"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"\n    match '
        'failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g matmul float2': (G("x.matmul(1.5, 'a')"), TypeError,
        'Failed calling matmul with "matmul(float, string)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n"Tensor.matmul(tensor2=<Tensor>)"'),
    'g mm float2': (G("x.mm(1.5, 'a')"), TypeError,
        'Failed calling mm with "mm(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"'),
    'g mul float2': (G("x.mul(1.5, 'a')"), TypeError,
        'Failed calling mul with "mul(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<number>)"\n"Tensor.mul(other=<number,Tensor>)"\n'
        '"Tensor.mul(other=<any,Tensor>)"'),
    'g mul_ float2': (G("x.mul_(1.5, 'a')"), TypeError,
        'Failed calling mul_ with "mul_(float, string)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n"Tensor.mul_(other=<number>)"'),
    'g nansum float2': (G("x.nansum(1.5, 'a')"), TypeError,
        'Failed calling nansum with "nansum(float, string)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, '
        'dtype=<mstype,int,None>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~\n'
        '"Tensor.nansum(axis=<int,Tuple,None,List>, keepdims=<bool>, *, '
        'dtype=<mstype,int,None>)"\n    match failed because invalid types: (float, '
        'string)\n                                         ~~~~~~~~~~~~~~~'),
    'g narrow float2': (G("x.narrow(1.5, 'a')"), TypeError,
        'Failed calling narrow with "narrow(float, string)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'g outer float2': (G("x.outer(1.5, 'a')"), TypeError,
        'Failed calling outer with "outer(float, string)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"'),
    'g pow float2': (G("x.pow(1.5, 'a')"), TypeError,
        'Failed calling pow with "pow(float, string)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n"Tensor.pow(exponent=<number,Tensor>)"'),
    'g real float2': (G("x.real(1.5, 'a')"), TypeError,
        'Failed calling real with "real(float, string)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'g remainder_ float2': (G("x.remainder_(1.5, 'a')"), TypeError,
        'Failed calling remainder_ with "remainder_(float, string)".\nThe valid calling should '
        'be:\n"Tensor.remainder_(other=<Tensor>)"\n"Tensor.remainder_(other=<number>)"'),
    'g scatter float2': (G("x.scatter(1.5, 'a')"), TypeError,
        'Failed calling scatter with "scatter(float, string)".\nThe valid calling should be:\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>)"\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>)"\n'
        '"Tensor.scatter(axis=<int>, index=<Tensor>, src=<float,Tensor>)"'),
    'g scatter_ float2': (G("x.scatter_(1.5, 'a')"), TypeError,
        'Failed calling scatter_ with "scatter_(float, string)".\nThe valid calling should '
        'be:\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'g squeeze float2': (G("x.squeeze(1.5, 'a')"), TypeError,
        'Failed calling squeeze with "squeeze(float, string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int,Tuple,List>)"\n"Tensor.squeeze(axis=<int,Tuple,None,List>)"'),
    'g topk float2': (G("x.topk(1.5, 'a')"), TypeError,
        'Failed calling topk with "topk(float, string)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n'
        '"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'g type_as float2': (G("x.type_as(1.5, 'a')"), TypeError,
        'Failed calling type_as with "type_as(float, string)".\nThe valid calling should be:\n'
        '"Tensor.type_as(other=<Tensor>)"'),
    'g unsqueeze float2': (G("x.unsqueeze(1.5, 'a')"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(float, string)".\nThe valid calling should '
        'be:\n"Tensor.unsqueeze(axis=<int,Tensor>)"\n"Tensor.unsqueeze(dim=<int,Tensor>)"'),
    'g view float2': (G("x.view(1.5, 'a')"), TypeError,
        "view(): argument 'shape' (position 1) must be tuple of int, not float."),
    'g view_as float2': (G("x.view_as(1.5, 'a')"), TypeError,
        'Failed calling view_as with "view_as(float, string)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"'),
    'g xlogy float2': (G("x.xlogy(1.5, 'a')"), TypeError,
        'Failed calling xlogy with "xlogy(float, string)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n"Tensor.xlogy(other=<number>)"\n'
        '"Tensor.xlogy(other=<number,Tensor>)"'),
}
