"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called in a ``@jit`` function (GRAPH_MODE) with a
string (``x.m('a')``): 2.10's TypeError listing of the valid callings (measured on 2.10 CPU, one
case per process; /tmp/s70/bad53/w/k2.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g acos str': (G("x.acos('a')"), TypeError,
        'Failed calling acos with "acos(string)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'g acosh str': (G("x.acosh('a')"), TypeError,
        'Failed calling acosh with "acosh(string)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'g add_ str': (G("x.add_('a')"), TypeError,
        'Failed calling add_ with "add_(string)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.add_(other=<number>, *, alpha=<number>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'g addbmm str': (G("x.addbmm('a')"), TypeError,
        'Failed calling addbmm with "addbmm(string)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'g addcdiv str': (G("x.addcdiv('a')"), TypeError,
        'Failed calling addcdiv with "addcdiv(string)".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'g addmm str': (G("x.addmm('a')"), TypeError,
        'Failed calling addmm with "addmm(string)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'g addmv str': (G("x.addmv('a')"), TypeError,
        'Failed calling addmv with "addmv(string)".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'g arccos str': (G("x.arccos('a')"), TypeError,
        'Failed calling arccos with "arccos(string)".\nThe valid calling should be:\n'
        '"Tensor.arccos()"'),
    'g arccosh str': (G("x.arccosh('a')"), TypeError,
        'Failed calling arccosh with "arccosh(string)".\nThe valid calling should be:\n'
        '"Tensor.arccosh()"'),
    'g arcsin str': (G("x.arcsin('a')"), TypeError,
        'Failed calling arcsin with "arcsin(string)".\nThe valid calling should be:\n'
        '"Tensor.arcsin()"'),
    'g arcsinh str': (G("x.arcsinh('a')"), TypeError,
        'Failed calling arcsinh with "arcsinh(string)".\nThe valid calling should be:\n'
        '"Tensor.arcsinh()"'),
    'g arctan str': (G("x.arctan('a')"), TypeError,
        'Failed calling arctan with "arctan(string)".\nThe valid calling should be:\n'
        '"Tensor.arctan()"'),
    'g arctan2 str': (G("x.arctan2('a')"), TypeError,
        'Failed calling arctan2 with "arctan2(string)".\nThe valid calling should be:\n'
        '"Tensor.arctan2(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g argmax str': (G("x.argmax('a')"), TypeError,
        'Failed calling argmax with "argmax(string)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n"Tensor.argmax(dim=<int,None>, '
        'keepdim=<bool>)"'),
    'g argmin str': (G("x.argmin('a')"), TypeError,
        'Failed calling argmin with "argmin(string)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<int,None>, keepdim=<bool>)"\n"Tensor.argmin(axis=<int,None>, '
        'keepdims=<bool>)"'),
    'g asin str': (G("x.asin('a')"), TypeError,
        'Failed calling asin with "asin(string)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'g asinh str': (G("x.asinh('a')"), TypeError,
        'Failed calling asinh with "asinh(string)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'g atan str': (G("x.atan('a')"), TypeError,
        'Failed calling atan with "atan(string)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'g atan2 str': (G("x.atan2('a')"), TypeError,
        'Failed calling atan2 with "atan2(string)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g baddbmm str': (G("x.baddbmm('a')"), TypeError,
        'Failed calling baddbmm with "baddbmm(string)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'g bitwise_and str': (G("x.bitwise_and('a')"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_and(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_and(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g bitwise_or str': (G("x.bitwise_or('a')"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_or(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_or(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g bitwise_xor str': (G("x.bitwise_xor('a')"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(string)".\nThe valid calling should be:\n'
        '"Tensor.bitwise_xor(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.bitwise_xor(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g div_ str': (G("x.div_('a')"), TypeError,
        'Failed calling div_ with "div_(string)".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div_(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.div_(other=<Tensor>, rounding_mode=<str,None>)"\n"Tensor.div_(other=<number>, '
        'rounding_mode=<str,None>)"'),
    'g divide str': (G("x.divide('a')"), TypeError,
        'Failed calling divide with "divide(string)".\nThe valid calling should be:\n'
        '"Tensor.divide(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.divide(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.divide(other=<number>, *, rounding_mode=<str,None>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~\n'
        '"Tensor.divide(other=<number,Tensor>, *, rounding_mode=<str,None>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'g dot str': (G("x.dot('a')"), TypeError,
        'Failed calling dot with "dot(string)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g eq str': (G("x.eq('a')"), TypeError,
        'Failed calling eq with "eq(string)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.eq(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g expand_as str': (G("x.expand_as('a')"), TypeError,
        'Failed calling expand_as with "expand_as(string)".\nThe valid calling should be:\n'
        '"Tensor.expand_as(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.expand_as(x=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g fill_ str': (G("x.fill_('a')"), TypeError,
        'Failed calling fill_ with "fill_(string)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fill_(value=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g flatten str': (G("x.flatten('a')"), ValueError,
        "For Tensor.flatten, the parameter 'order' must be 'C' or 'F', but got 'a'"),
    'g floor_divide str': (G("x.floor_divide('a')"), TypeError,
        'Failed calling floor_divide with "floor_divide(string)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.floor_divide(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g floor_divide_ str': (G("x.floor_divide_('a')"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(string)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.floor_divide_(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g fmod str': (G("x.fmod('a')"), TypeError,
        'Failed calling fmod with "fmod(string)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.fmod(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g frac str': (G("x.frac('a')"), TypeError,
        'Failed calling frac with "frac(string)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'g ge str': (G("x.ge('a')"), TypeError,
        'Failed calling ge with "ge(string)".\nThe valid calling should be:\n'
        '"Tensor.ge(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.ge(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g greater_equal str': (G("x.greater_equal('a')"), TypeError,
        'Failed calling greater_equal with "greater_equal(string)".\nThe valid calling should '
        'be:\n"Tensor.greater_equal(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.greater_equal(other=<number,Tensor>)"\n    match failed because invalid '
        'types: (string)\n                                         ~~~~~~~~'),
    'g histc str': (G("x.histc('a')"), TypeError,
        'Failed calling histc with "histc(string)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<int,Tensor>, min=<number,Tensor>, max=<number,Tensor>)"'),
    'g imag str': (G("x.imag('a')"), TypeError,
        'Failed calling imag with "imag(string)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'g index_fill_ str': (G("x.index_fill_('a')"), TypeError,
        'Failed calling index_fill_ with "index_fill_(string)".\nThe valid calling should be:\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'g inverse str': (G("x.inverse('a')"), TypeError,
        'Failed calling inverse with "inverse(string)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'g isclose str': (G("x.isclose('a')"), TypeError,
        'Failed calling isclose with "isclose(string)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, '
        'equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<int,float,bool>, '
        'atol=<int,float,bool>, equal_nan=<bool>)"'),
    'g isneginf str': (G("x.isneginf('a')"), TypeError,
        'Failed calling isneginf with "isneginf(string)".\nThe valid calling should be:\n'
        '"Tensor.isneginf()"'),
    'g lerp str': (G("x.lerp('a')"), TypeError,
        'Failed calling lerp with "lerp(string)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'g less str': (G("x.less('a')"), TypeError,
        'Failed calling less with "less(string)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.less(other=<number,bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g log10 str': (G("x.log10('a')"), TypeError,
        'Failed calling log10 with "log10(string)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'g log2 str': (G("x.log2('a')"), TypeError,
        'Failed calling log2 with "log2(string)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'g logaddexp str': (G("x.logaddexp('a')"), TypeError,
        'Failed calling logaddexp with "logaddexp(string)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g logaddexp2 str': (G("x.logaddexp2('a')"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(string)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp2(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g logical_and str': (G("x.logical_and('a')"), TypeError,
        'Failed calling logical_and with "logical_and(string)".\nThe valid calling should be:\n'
        '"Tensor.logical_and(y=<bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.logical_and(other=<bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g logical_or str': (G("x.logical_or('a')"), TypeError,
        'Failed calling logical_or with "logical_or(string)".\nThe valid calling should be:\n'
        '"Tensor.logical_or(y=<bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.logical_or(other=<bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g logsumexp str': (G("x.logsumexp('a')"), TypeError,
        'Failed calling logsumexp with "logsumexp(string)".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int,Tuple,List>, keepdim=<bool>)"'),
    'g lt str': (G("x.lt('a')"), TypeError,
        'Failed calling lt with "lt(string)".\nThe valid calling should be:\n'
        '"Tensor.lt(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.lt(other=<number,bool,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g masked_fill str': (G("x.masked_fill('a')"), TypeError,
        'Failed calling masked_fill with "masked_fill(string)".\nThe valid calling should be:\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'g masked_fill_ str': (G("x.masked_fill_('a')"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(string)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'g matmul str': (G("x.matmul('a')"), TypeError,
        'Failed calling matmul with "matmul(string)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.matmul(tensor2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g mm str': (G("x.mm('a')"), TypeError,
        'Failed calling mm with "mm(string)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g mul str': (G("x.mul('a')"), TypeError,
        'Failed calling Mul with "other=String".\nThe valid calling should be: "input=<Number, '
        'Tensor>, other=<Number, Tensor>".'),
    'g mul_ str': (G("x.mul_('a')"), TypeError,
        'Failed calling mul_ with "mul_(string)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.mul_(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g nansum str': (G("x.nansum('a')"), TypeError,
        'Failed calling nansum with "nansum(string)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, '
        'dtype=<mstype,int,None>)"\n"Tensor.nansum(axis=<int,Tuple,None,List>, '
        'keepdims=<bool>, *, dtype=<mstype,int,None>)"'),
    'g narrow str': (G("x.narrow('a')"), TypeError,
        'Failed calling narrow with "narrow(string)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'g outer str': (G("x.outer('a')"), TypeError,
        'Failed calling outer with "outer(string)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g permute str': (G("x.permute('a')"), TypeError,
        'Failed calling permute with "permute(string)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<Tuple,List>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.permute(axis=<int,Tuple,None,List>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g pow str': (G("x.pow('a')"), TypeError,
        'Failed calling pow with "pow(string)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.pow(exponent=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g real str': (G("x.real('a')"), TypeError,
        'Failed calling real with "real(string)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'g remainder_ str': (G("x.remainder_('a')"), TypeError,
        'Failed calling remainder_ with "remainder_(string)".\nThe valid calling should be:\n'
        '"Tensor.remainder_(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.remainder_(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g scatter str': (G("x.scatter('a')"), TypeError,
        'Failed calling scatter with "scatter(string)".\nThe valid calling should be:\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>)"\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>)"\n'
        '"Tensor.scatter(axis=<int>, index=<Tensor>, src=<float,Tensor>)"'),
    'g scatter_ str': (G("x.scatter_('a')"), TypeError,
        'Failed calling scatter_ with "scatter_(string)".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'g squeeze str': (G("x.squeeze('a')"), TypeError,
        'Failed calling squeeze with "squeeze(string)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int,Tuple,List>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.squeeze(axis=<int,Tuple,None,List>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g tile str': (G("x.tile('a')"), TypeError,
        'Failed calling tile with "tile(string)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tuple,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.tile(reps=<Tuple,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g topk str': (G("x.topk('a')"), TypeError,
        'Failed calling topk with "topk(string)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n'
        '"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'g unbind str': (G("x.unbind('a')"), TypeError,
        'Failed calling unbind with "unbind(string)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g unsqueeze str': (G("x.unsqueeze('a')"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(string)".\nThe valid calling should be:\n'
        '"Tensor.unsqueeze(axis=<int,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.unsqueeze(dim=<int,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g view_as str': (G("x.view_as('a')"), TypeError,
        'Failed calling view_as with "view_as(string)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
    'g where str': (G("x.where('a')"), TypeError,
        'Failed calling where with "where(string)".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'g xlogy str': (G("x.xlogy('a')"), TypeError,
        'Failed calling xlogy with "xlogy(string)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.xlogy(other=<number>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~\n'
        '"Tensor.xlogy(other=<number,Tensor>)"\n    match failed because invalid types: '
        '(string)\n                                         ~~~~~~~~'),
}
