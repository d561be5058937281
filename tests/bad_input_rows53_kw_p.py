"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called op by op (PYNATIVE_MODE) with an unknown
keyword (``x.m(bogus=1)``): 2.10's TypeError listing of the valid callings (measured on 2.10
CPU, one case per process; /tmp/s70/bad53/w/k1.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'p acos bogus': (P("x.acos(bogus=1)"), TypeError,
        'Failed calling acos with "acos(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p acosh bogus': (P("x.acosh(bogus=1)"), TypeError,
        'Failed calling acosh with "acosh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p add_ bogus': (P("x.add_(bogus=1)"), TypeError,
        'Failed calling add_ with "add_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.add_(other=<Number>, *, alpha=<Number>)"\n    match '
        'failed because incorrect keyword name: bogus'),
    'p addbmm bogus': (P("x.addbmm(bogus=1)"), TypeError,
        'Failed calling addbmm with "addbmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p addcdiv bogus': (P("x.addcdiv(bogus=1)"), TypeError,
        'Failed calling addcdiv with "addcdiv(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'p addmm bogus': (P("x.addmm(bogus=1)"), TypeError,
        'Failed calling addmm with "addmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'p addmv bogus': (P("x.addmv(bogus=1)"), TypeError,
        'Failed calling addmv with "addmv(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'p arccos bogus': (P("x.arccos(bogus=1)"), TypeError,
        'Failed calling acos with "acos(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p arccosh bogus': (P("x.arccosh(bogus=1)"), TypeError,
        'Failed calling acosh with "acosh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p arcsin bogus': (P("x.arcsin(bogus=1)"), TypeError,
        'Failed calling asin with "asin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p arcsinh bogus': (P("x.arcsinh(bogus=1)"), TypeError,
        'Failed calling asinh with "asinh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p arctan bogus': (P("x.arctan(bogus=1)"), TypeError,
        'Failed calling atan with "atan(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p arctan2 bogus': (P("x.arctan2(bogus=1)"), TypeError,
        'Failed calling atan2 with "atan2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<Number, Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p argmax bogus': (P("x.argmax(bogus=1)"), TypeError,
        'Failed calling argmax with "argmax(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.argmax(dim=<None, int>, keepdim=<bool>)"\n    match '
        'failed because incorrect keyword name: bogus'),
    'p argmin bogus': (P("x.argmin(bogus=1)"), TypeError,
        'Failed calling argmin with "argmin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"\n    match '
        'failed because incorrect keyword name: bogus'),
    'p asin bogus': (P("x.asin(bogus=1)"), TypeError,
        'Failed calling asin with "asin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p asinh bogus': (P("x.asinh(bogus=1)"), TypeError,
        'Failed calling asinh with "asinh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p atan bogus': (P("x.atan(bogus=1)"), TypeError,
        'Failed calling atan with "atan(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p atan2 bogus': (P("x.atan2(bogus=1)"), TypeError,
        'Failed calling atan2 with "atan2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<Number, Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p baddbmm bogus': (P("x.baddbmm(bogus=1)"), TypeError,
        'Failed calling baddbmm with "baddbmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p bincount bogus': (P("x.bincount(bogus=1)"), TypeError,
        'Failed calling bincount with "bincount(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.bincount(weights=<None, Tensor>, minlength=<Tensor, int>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p bitwise_and bogus': (P("x.bitwise_and(bogus=1)"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_and(other=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_and(other=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p bitwise_or bogus': (P("x.bitwise_or(bogus=1)"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_or(other=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_or(other=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p bitwise_xor bogus': (P("x.bitwise_xor(bogus=1)"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_xor(other=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_xor(other=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p div_ bogus': (P("x.div_(bogus=1)"), TypeError,
        'Failed calling div_ with "div_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.div_(other=<Number>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.div_(other=<Tensor>, rounding_mode=<None, string>)"\n    match '
        'failed because incorrect keyword name: bogus\n"Tensor.div_(other=<Number>, '
        'rounding_mode=<None, string>)"\n    match failed because incorrect keyword name: bogus'),
    'p divide bogus': (P("x.divide(bogus=1)"), TypeError,
        'Failed calling div with "div(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.div(other=<Number>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.div(other=<Number, Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.div(other=<Number>, *, rounding_mode=<None, string>)"\n    match '
        'failed because incorrect keyword name: bogus\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    match failed because incorrect keyword name: bogus'),
    'p dot bogus': (P("x.dot(bogus=1)"), TypeError,
        'Failed calling dot with "dot(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"\n    match failed because incorrect keyword name: bogus'),
    'p eq bogus': (P("x.eq(bogus=1)"), TypeError,
        'Failed calling eq with "eq(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<Number>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.eq(other=<Number, Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus'),
    'p expand_as bogus': (P("x.expand_as(bogus=1)"), TypeError,
        'Failed calling expand_as with "expand_as(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.expand_as(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.expand_as(x=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p fill_ bogus': (P("x.fill_(bogus=1)"), TypeError,
        'Failed calling fill_ with "fill_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.fill_(value=<Number>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p flatten bogus': (P("x.flatten(bogus=1)"), TypeError,
        'Failed calling flatten with "flatten(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.flatten(order=<string>, start_dim=<int>, '
        'end_dim=<int>)"\n    match failed because incorrect keyword name: bogus'),
    'p floor_divide bogus': (P("x.floor_divide(bogus=1)"), TypeError,
        'Failed calling floor_divide with "floor_divide(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide(other=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.floor_divide(other=<Number, Tensor>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p floor_divide_ bogus': (P("x.floor_divide_(bogus=1)"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(bogus=int)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide_(other=<Tensor>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.floor_divide_(other=<Number>)"\n    match '
        'failed because incorrect keyword name: bogus'),
    'p fmod bogus': (P("x.fmod(bogus=1)"), TypeError,
        'Failed calling fmod with "fmod(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.fmod(other=<Number>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.fmod(other=<Number, Tensor>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'p frac bogus': (P("x.frac(bogus=1)"), TypeError,
        'Failed calling frac with "frac(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'p ge bogus': (P("x.ge(bogus=1)"), TypeError,
        'Failed calling greater_equal with "greater_equal(bogus=int)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<Number>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.greater_equal(other=<Number, Tensor>)"\n    '
        'match failed because incorrect keyword name: bogus'),
    'p greater_equal bogus': (P("x.greater_equal(bogus=1)"), TypeError,
        'Failed calling greater_equal with "greater_equal(bogus=int)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<Number>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.greater_equal(other=<Number, Tensor>)"\n    '
        'match failed because incorrect keyword name: bogus'),
    'p histc bogus': (P("x.histc(bogus=1)"), TypeError,
        'Failed calling histc with "histc(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    '
        'match failed because incorrect keyword name: bogus'),
    'p imag bogus': (P("x.imag(bogus=1)"), TypeError,
        'Failed calling imag with "imag(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'p index_fill_ bogus': (P("x.index_fill_(bogus=1)"), TypeError,
        'Failed calling index_fill_ with "index_fill_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'p inverse bogus': (P("x.inverse(bogus=1)"), TypeError,
        'Failed calling inverse with "inverse(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'p isclose bogus': (P("x.isclose(bogus=1)"), TypeError,
        'Failed calling isclose with "isclose(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.isclose(x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because incorrect keyword name: bogus'),
    'p isneginf bogus': (P("x.isneginf(bogus=1)"), TypeError,
        'Failed calling isneginf with "isneginf(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.isneginf()"'),
    'p lerp bogus': (P("x.lerp(bogus=1)"), TypeError,
        'Failed calling lerp with "lerp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'p less bogus': (P("x.less(bogus=1)"), TypeError,
        'Failed calling less with "less(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<Number>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.less(other=<Number, Tensor, bool>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'p log10 bogus': (P("x.log10(bogus=1)"), TypeError,
        'Failed calling log10 with "log10(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'p log2 bogus': (P("x.log2(bogus=1)"), TypeError,
        'Failed calling log2 with "log2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'p logaddexp bogus': (P("x.logaddexp(bogus=1)"), TypeError,
        'Failed calling logaddexp with "logaddexp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus'),
    'p logaddexp2 bogus': (P("x.logaddexp2(bogus=1)"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logaddexp2(other=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p logical_and bogus': (P("x.logical_and(bogus=1)"), TypeError,
        'Failed calling logical_and with "logical_and(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logical_and(y=<Tensor, bool>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.logical_and(other=<Tensor, bool>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p logical_or bogus': (P("x.logical_or(bogus=1)"), TypeError,
        'Failed calling logical_or with "logical_or(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logical_or(y=<Tensor, bool>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.logical_or(other=<Tensor, bool>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p logsumexp bogus': (P("x.logsumexp(bogus=1)"), TypeError,
        'Failed calling logsumexp with "logsumexp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    match '
        'failed because incorrect keyword name: bogus'),
    'p lt bogus': (P("x.lt(bogus=1)"), TypeError,
        'Failed calling less with "less(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<Number>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.less(other=<Number, Tensor, bool>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'p masked_fill bogus': (P("x.masked_fill(bogus=1)"), TypeError,
        'Failed calling masked_fill with "masked_fill(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'p masked_fill_ bogus': (P("x.masked_fill_(bogus=1)"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'p matmul bogus': (P("x.matmul(bogus=1)"), TypeError,
        'Failed calling matmul with "matmul(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.matmul(tensor2=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p mm bogus': (P("x.mm(bogus=1)"), TypeError,
        'Failed calling mm with "mm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"\n    match failed because incorrect keyword name: bogus'),
    'p mul bogus': (P("x.mul(bogus=1)"), TypeError,
        'Failed calling mul with "mul(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<Number>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.mul(other=<Number, Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.mul(other=<Any, Tensor>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p mul_ bogus': (P("x.mul_(bogus=1)"), TypeError,
        'Failed calling mul_ with "mul_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.mul_(other=<Number>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p nansum bogus': (P("x.nansum(bogus=1)"), TypeError,
        'Failed calling nansum with "nansum(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.nansum(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because incorrect keyword name: bogus'),
    'p narrow bogus': (P("x.narrow(bogus=1)"), TypeError,
        'Failed calling narrow with "narrow(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'p outer bogus': (P("x.outer(bogus=1)"), TypeError,
        'Failed calling outer with "outer(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"\n    match failed because incorrect keyword name: bogus'),
    'p permute bogus': (P("x.permute(bogus=1)"), TypeError,
        'Failed calling permute with "permute(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<list of int, tuple of int>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.permute(axis=<None, int, list of int, tuple of '
        'int>)"\n    match failed because incorrect keyword name: bogus'),
    'p pow bogus': (P("x.pow(bogus=1)"), TypeError,
        'Failed calling pow with "pow(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<Number>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.pow(exponent=<Number, Tensor>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p real bogus': (P("x.real(bogus=1)"), TypeError,
        'Failed calling real with "real(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'p remainder_ bogus': (P("x.remainder_(bogus=1)"), TypeError,
        'Failed calling remainder_ with "remainder_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.remainder_(other=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.remainder_(other=<Number>)"\n    match failed because incorrect '
        'keyword name: bogus'),
    'p scatter_ bogus': (P("x.scatter_(bogus=1)"), TypeError,
        'Failed calling scatter_ with "scatter_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'p set_ bogus': (P("x.set_(bogus=1)"), TypeError,
        'Failed calling set_ with "set_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.set_(source=<Storage>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.set_(source=<Tensor>)"\n    match failed because incorrect keyword '
        'name: bogus'),
    'p squeeze bogus': (P("x.squeeze(bogus=1)"), TypeError,
        'Failed calling squeeze with "squeeze(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.squeeze(axis=<None, int, list of int, tuple of '
        'int>)"\n    match failed because incorrect keyword name: bogus'),
    'p tile bogus': (P("x.tile(bogus=1)"), TypeError,
        'Failed calling tile with "tile(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because incorrect '
        'keyword name: bogus\n"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p to bogus': (P("x.to(bogus=1)"), TypeError,
        'Failed calling to with "to(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.to(device=<None, string>, dtype=<None, mstype>, non_blocking=<bool>, '
        'copy=<bool>)"\n    match failed because incorrect keyword name: bogus\n'
        '"Tensor.to(dtype=<None, mstype>, non_blocking=<bool>, copy=<bool>)"\n    match failed '
        'because incorrect keyword name: bogus\n"Tensor.to(other=<Tensor>, '
        'non_blocking=<bool>, copy=<bool>)"\n    match failed because incorrect keyword name: '
        'bogus'),
    'p topk bogus': (P("x.topk(bogus=1)"), TypeError,
        'Failed calling topk with "topk(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match failed '
        'because incorrect keyword name: bogus\n"Tensor.topk(k=<int>, dim=<None, int>, '
        'largest=<bool>, sorted=<bool>)"\n    match failed because incorrect keyword name: '
        'bogus'),
    'p type_as bogus': (P("x.type_as(bogus=1)"), TypeError,
        "Tensor.type_as() got an unexpected keyword argument 'bogus'"),
    'p unbind bogus': (P("x.unbind(bogus=1)"), TypeError,
        'Failed calling unbind with "unbind(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n    match failed because incorrect keyword name: bogus'),
    'p unsqueeze bogus': (P("x.unsqueeze(bogus=1)"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.unsqueeze(axis=<Tensor, int>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.unsqueeze(dim=<Tensor, int>)"\n    match failed because '
        'incorrect keyword name: bogus'),
    'p view bogus': (P("x.view(bogus=1)"), TypeError,
        'Failed calling view with "view(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed because '
        'incorrect keyword name: bogus\n"Tensor.view(dtype=<mstype>)"\n    match failed '
        'because incorrect keyword name: bogus'),
    'p view_as bogus': (P("x.view_as(bogus=1)"), TypeError,
        'Failed calling view_as with "view_as(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus'),
    'p where bogus': (P("x.where(bogus=1)"), TypeError,
        'Failed calling where with "where(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'p xlogy bogus': (P("x.xlogy(bogus=1)"), TypeError,
        'Failed calling xlogy with "xlogy(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n    match failed because incorrect keyword name: '
        'bogus\n"Tensor.xlogy(other=<Number>)"\n    match failed because incorrect keyword '
        'name: bogus\n"Tensor.xlogy(other=<Number, Tensor>)"\n    match failed because '
        'incorrect keyword name: bogus'),
}
