"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called op by op (PYNATIVE_MODE) with a string
(``x.m('a')``): 2.10's TypeError listing of the valid callings (measured on 2.10 CPU, one case
per process; /tmp/s70/bad53/w/k2.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'p acos str': (P("x.acos('a')"), TypeError,
        'Failed calling acos with "acos(string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p acosh str': (P("x.acosh('a')"), TypeError,
        'Failed calling acosh with "acosh(string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p add_ str': (P("x.add_('a')"), TypeError,
        'Failed calling add_ with "add_(string)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<Number>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.add_(other=<Number>, *, alpha=<Number>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p addbmm str': (P("x.addbmm('a')"), TypeError,
        'Failed calling addbmm with "addbmm(string)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p addcdiv str': (P("x.addcdiv('a')"), TypeError,
        'Failed calling addcdiv with "addcdiv(string)".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'p addmm str': (P("x.addmm('a')"), TypeError,
        'Failed calling addmm with "addmm(string)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'p addmv str': (P("x.addmv('a')"), TypeError,
        'Failed calling addmv with "addmv(string)".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'p arccos str': (P("x.arccos('a')"), TypeError,
        'Failed calling acos with "acos(string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'p arccosh str': (P("x.arccosh('a')"), TypeError,
        'Failed calling acosh with "acosh(string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'p arcsin str': (P("x.arcsin('a')"), TypeError,
        'Failed calling asin with "asin(string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p arcsinh str': (P("x.arcsinh('a')"), TypeError,
        'Failed calling asinh with "asinh(string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p arctan str': (P("x.arctan('a')"), TypeError,
        'Failed calling atan with "atan(string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p arctan2 str': (P("x.arctan2('a')"), TypeError,
        'Failed calling atan2 with "atan2(string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p argmax str': (P("x.argmax('a')"), TypeError,
        'Failed calling argmax with "argmax(string)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.argmax(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p argmin str': (P("x.argmin('a')"), TypeError,
        'Failed calling argmin with "argmin(string)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p asin str': (P("x.asin('a')"), TypeError,
        'Failed calling asin with "asin(string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'p asinh str': (P("x.asinh('a')"), TypeError,
        'Failed calling asinh with "asinh(string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'p atan str': (P("x.atan('a')"), TypeError,
        'Failed calling atan with "atan(string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'p atan2 str': (P("x.atan2('a')"), TypeError,
        'Failed calling atan2 with "atan2(string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p baddbmm str': (P("x.baddbmm('a')"), TypeError,
        'Failed calling baddbmm with "baddbmm(string)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p bitwise_and str': (P("x.bitwise_and('a')"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_and(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_and(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p bitwise_or str': (P("x.bitwise_or('a')"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_or(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_or(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p bitwise_xor str': (P("x.bitwise_xor('a')"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_xor(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_xor(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p div_ str': (P("x.div_('a')"), TypeError,
        'Failed calling div_ with "div_(string)".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div_(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div_(other=<Tensor>, rounding_mode=<None, string>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.div_(other=<Number>, rounding_mode=<None, string>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~'),
    'p divide str': (P("x.divide('a')"), TypeError,
        'Failed calling div with "div(string)".\nThe valid calling should be:\n'
        '"Tensor.div(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div(other=<Number>, *, rounding_mode=<None, string>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.div(other=<Number, Tensor>, *, rounding_mode=<None, string>)"\n    match '
        'failed because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    'p dot str': (P("x.dot('a')"), TypeError,
        'Failed calling dot with "dot(string)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p eq str': (P("x.eq('a')"), TypeError,
        'Failed calling eq with "eq(string)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.eq(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p expand_as str': (P("x.expand_as('a')"), TypeError,
        'Failed calling expand_as with "expand_as(string)".\nThe valid calling should be:\n'
        '"Tensor.expand_as(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.expand_as(x=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p fill_ str': (P("x.fill_('a')"), TypeError,
        'Failed calling fill_ with "fill_(string)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fill_(value=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p flatten str': (P("x.flatten('a')"), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'a'"),
    'p floor_divide str': (P("x.floor_divide('a')"), TypeError,
        'Failed calling floor_divide with "floor_divide(string)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.floor_divide(other=<Number, Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p floor_divide_ str': (P("x.floor_divide_('a')"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(string)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.floor_divide_(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p fmod str': (P("x.fmod('a')"), TypeError,
        'Failed calling fmod with "fmod(string)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p frac str': (P("x.frac('a')"), TypeError,
        'Failed calling frac with "frac(string)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'p ge str': (P("x.ge('a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(string)".\nThe valid calling should '
        'be:\n"Tensor.greater_equal(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.greater_equal(other=<Number, Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p greater_equal str': (P("x.greater_equal('a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(string)".\nThe valid calling should '
        'be:\n"Tensor.greater_equal(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.greater_equal(other=<Number, Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'p histc str': (P("x.histc('a')"), TypeError,
        'Failed calling histc with "histc(string)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<Tensor, int>, min=<Number, Tensor>, max=<Number, Tensor>)"\n    '
        'match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p imag str': (P("x.imag('a')"), TypeError,
        'Failed calling imag with "imag(string)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'p index_fill_ str': (P("x.index_fill_('a')"), TypeError,
        'Failed calling index_fill_ with "index_fill_(string)".\nThe valid calling should be:\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'p inverse str': (P("x.inverse('a')"), TypeError,
        'Failed calling inverse with "inverse(string)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'p isclose str': (P("x.isclose('a')"), TypeError,
        'Failed calling isclose with "isclose(string)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.isclose(x2=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, '
        'equal_nan=<bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p isneginf str': (P("x.isneginf('a')"), TypeError,
        'Failed calling isneginf with "isneginf(string)".\nThe valid calling should be:\n'
        '"Tensor.isneginf()"'),
    'p lerp str': (P("x.lerp('a')"), TypeError,
        'Failed calling lerp with "lerp(string)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'p less str': (P("x.less('a')"), TypeError,
        'Failed calling less with "less(string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.less(other=<Number, Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p log10 str': (P("x.log10('a')"), TypeError,
        'Failed calling log10 with "log10(string)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'p log2 str': (P("x.log2('a')"), TypeError,
        'Failed calling log2 with "log2(string)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'p logaddexp str': (P("x.logaddexp('a')"), TypeError,
        'Failed calling logaddexp with "logaddexp(string)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p logaddexp2 str': (P("x.logaddexp2('a')"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(string)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp2(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p logical_and str': (P("x.logical_and('a')"), TypeError,
        'Failed calling logical_and with "logical_and(string)".\nThe valid calling should be:\n'
        '"Tensor.logical_and(y=<Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.logical_and(other=<Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p logical_or str': (P("x.logical_or('a')"), TypeError,
        'Failed calling logical_or with "logical_or(string)".\nThe valid calling should be:\n'
        '"Tensor.logical_or(y=<Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.logical_or(other=<Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p logsumexp str': (P("x.logsumexp('a')"), TypeError,
        'Failed calling logsumexp with "logsumexp(string)".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    match '
        'failed because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    'p lt str': (P("x.lt('a')"), TypeError,
        'Failed calling less with "less(string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.less(other=<Number, Tensor, bool>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p masked_fill str': (P("x.masked_fill('a')"), TypeError,
        'Failed calling masked_fill with "masked_fill(string)".\nThe valid calling should be:\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'p masked_fill_ str': (P("x.masked_fill_('a')"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(string)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'p matmul str': (P("x.matmul('a')"), TypeError,
        'Failed calling matmul with "matmul(string)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.matmul(tensor2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p mm str': (P("x.mm('a')"), TypeError,
        'Failed calling mm with "mm(string)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p mul str': (P("x.mul('a')"), TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'p mul_ str': (P("x.mul_('a')"), TypeError,
        'Failed calling mul_ with "mul_(string)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.mul_(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p nansum str': (P("x.nansum('a')"), TypeError,
        'Failed calling nansum with "nansum(string)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.nansum(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, '
        'dtype=<None, mstype>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p narrow str': (P("x.narrow('a')"), TypeError,
        'Failed calling narrow with "narrow(string)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'p outer str': (P("x.outer('a')"), TypeError,
        'Failed calling outer with "outer(string)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p permute str': (P("x.permute('a')"), TypeError,
        'Failed calling permute with "permute(string)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<list of int, tuple of int>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.permute(axis=<None, int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'p pow str': (P("x.pow('a')"), TypeError,
        'Failed calling pow with "pow(string)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.pow(exponent=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p real str': (P("x.real('a')"), TypeError,
        'Failed calling real with "real(string)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'p remainder_ str': (P("x.remainder_('a')"), TypeError,
        'Failed calling remainder_ with "remainder_(string)".\nThe valid calling should be:\n'
        '"Tensor.remainder_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.remainder_(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p scatter_ str': (P("x.scatter_('a')"), TypeError,
        'Failed calling scatter_ with "scatter_(string)".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'p squeeze str': (P("x.squeeze('a')"), TypeError,
        'Failed calling squeeze with "squeeze(string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int, list of int, tuple of int>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.squeeze(axis=<None, int, list of int, tuple of int>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'p t str': (P("x.t('a')"), TypeError,
        'Failed calling t with "t(string)".\nThe valid calling should be:\n"Tensor.t()"'),
    'p tile str': (P("x.tile('a')"), TypeError,
        'Failed calling tile with "tile(string)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tensor, tuple of int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.tile(reps=<Tensor, tuple of int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p to str': (P("x.to('a')"), ValueError,
        'Failed to convert the value "a" of input \'device\' of \'to\' to enum.'),
    'p topk str': (P("x.topk('a')"), TypeError,
        'Failed calling topk with "topk(string)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.topk(k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>)"\n    match '
        'failed because invalid types: (string)\n                                         '
        '~~~~~~~~'),
    'p type_as str': (P("x.type_as('a')"), AttributeError,
        "'str' object has no attribute 'dtype'"),
    'p unbind str': (P("x.unbind('a')"), TypeError,
        'Failed calling unbind with "unbind(string)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p unsqueeze str': (P("x.unsqueeze('a')"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(string)".\nThe valid calling should be:\n'
        '"Tensor.unsqueeze(axis=<Tensor, int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.unsqueeze(dim=<Tensor, int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p view str': (P("x.view('a')"), TypeError,
        'Failed calling view with "view(string)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tensor, list of int, tuple of int>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.view(dtype=<mstype>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p view_as str': (P("x.view_as('a')"), TypeError,
        'Failed calling view_as with "view_as(string)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'p where str': (P("x.where('a')"), TypeError,
        'Failed calling where with "where(string)".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'p xlogy str': (P("x.xlogy('a')"), TypeError,
        'Failed calling xlogy with "xlogy(string)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.xlogy(other=<Number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.xlogy(other=<Number, Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
}
