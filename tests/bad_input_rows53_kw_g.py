"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called in a ``@jit`` function (GRAPH_MODE) with an
unknown keyword (``x.m(bogus=1)``): 2.10's TypeError listing of the valid callings (measured on
2.10 CPU, one case per process; /tmp/s70/bad53/w/k1.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g acos bogus': (G("x.acos(bogus=1)"), TypeError,
        'Failed calling acos with "acos(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acos()"'),
    'g acosh bogus': (G("x.acosh(bogus=1)"), TypeError,
        'Failed calling acosh with "acosh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.acosh()"'),
    'g add_ bogus': (G("x.add_(bogus=1)"), TypeError,
        'Failed calling add_ with "add_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus\n"Tensor.add_(other=<number>, *, alpha=<number>)"\n\tmatch failed '
        'because incorrect keyword name: bogus'),
    'g addbmm bogus': (G("x.addbmm(bogus=1)"), TypeError,
        'Failed calling addbmm with "addbmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'g addcdiv bogus': (G("x.addcdiv(bogus=1)"), TypeError,
        'Failed calling addcdiv with "addcdiv(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'g addmm bogus': (G("x.addmm(bogus=1)"), TypeError,
        'Failed calling addmm with "addmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'g addmv bogus': (G("x.addmv(bogus=1)"), TypeError,
        'Failed calling addmv with "addmv(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'g arccos bogus': (G("x.arccos(bogus=1)"), TypeError,
        'Failed calling arccos with "arccos(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arccos()"'),
    'g arccosh bogus': (G("x.arccosh(bogus=1)"), TypeError,
        'Failed calling arccosh with "arccosh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arccosh()"'),
    'g arcsin bogus': (G("x.arcsin(bogus=1)"), TypeError,
        'Failed calling arcsin with "arcsin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arcsin()"'),
    'g arcsinh bogus': (G("x.arcsinh(bogus=1)"), TypeError,
        'Failed calling arcsinh with "arcsinh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arcsinh()"'),
    'g arctan bogus': (G("x.arctan(bogus=1)"), TypeError,
        'Failed calling arctan with "arctan(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arctan()"'),
    'g arctan2 bogus': (G("x.arctan2(bogus=1)"), TypeError,
        'Failed calling arctan2 with "arctan2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.arctan2(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g argmax bogus': (G("x.argmax(bogus=1)"), TypeError,
        'Failed calling argmax with "argmax(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n"Tensor.argmax(dim=<int,None>, '
        'keepdim=<bool>)"'),
    'g argmin bogus': (G("x.argmin(bogus=1)"), TypeError,
        'Failed calling argmin with "argmin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.argmin(dim=<int,None>, keepdim=<bool>)"\n"Tensor.argmin(axis=<int,None>, '
        'keepdims=<bool>)"'),
    'g asin bogus': (G("x.asin(bogus=1)"), TypeError,
        'Failed calling asin with "asin(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asin()"'),
    'g asinh bogus': (G("x.asinh(bogus=1)"), TypeError,
        'Failed calling asinh with "asinh(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.asinh()"'),
    'g atan bogus': (G("x.atan(bogus=1)"), TypeError,
        'Failed calling atan with "atan(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan()"'),
    'g atan2 bogus': (G("x.atan2(bogus=1)"), TypeError,
        'Failed calling atan2 with "atan2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g baddbmm bogus': (G("x.baddbmm(bogus=1)"), TypeError,
        'Failed calling baddbmm with "baddbmm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'g bincount bogus': (G("x.bincount(bogus=1)"), TypeError,
        'Failed calling bincount with "bincount(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.bincount(weights=<Tensor,None>, minlength=<int,Tensor>)"'),
    'g bitwise_and bogus': (G("x.bitwise_and(bogus=1)"), TypeError,
        'Failed calling bitwise_and with "bitwise_and(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_and(other=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_and(other=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g bitwise_or bogus': (G("x.bitwise_or(bogus=1)"), TypeError,
        'Failed calling bitwise_or with "bitwise_or(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_or(other=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_or(other=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g bitwise_xor bogus': (G("x.bitwise_xor(bogus=1)"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.bitwise_xor(other=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.bitwise_xor(other=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g div_ bogus': (G("x.div_(bogus=1)"), TypeError,
        'Failed calling div_ with "div_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.div_(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.div_(other=<Tensor>, rounding_mode=<str,None>)"\n"Tensor.div_(other=<number>, '
        'rounding_mode=<str,None>)"'),
    'g divide bogus': (G("x.divide(bogus=1)"), TypeError,
        'Failed calling divide with "divide(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.divide(other=<number>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.divide(other=<number,Tensor>)"\n\tmatch failed because incorrect '
        'keyword name: bogus\n"Tensor.divide(other=<number>, *, rounding_mode=<str,None>)"\n\t'
        'match failed because incorrect keyword name: bogus\n'
        '"Tensor.divide(other=<number,Tensor>, *, rounding_mode=<str,None>)"\n\tmatch failed '
        'because incorrect keyword name: bogus'),
    'g dot bogus': (G("x.dot(bogus=1)"), TypeError,
        'Failed calling dot with "dot(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g eq bogus': (G("x.eq(bogus=1)"), TypeError,
        'Failed calling eq with "eq(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.eq(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g expand_as bogus': (G("x.expand_as(bogus=1)"), TypeError,
        'Failed calling expand_as with "expand_as(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.expand_as(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.expand_as(x=<Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g fill_ bogus': (G("x.fill_(bogus=1)"), TypeError,
        'Failed calling fill_ with "fill_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.fill_(value=<number>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g flatten bogus': (G("x.flatten(bogus=1)"), TypeError,
        'Failed calling flatten with "flatten(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n"Tensor.flatten(order=<str>, '
        'start_dim=<int>, end_dim=<int>)"'),
    'g floor_divide bogus': (G("x.floor_divide(bogus=1)"), TypeError,
        'Failed calling floor_divide with "floor_divide(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.floor_divide(other=<number>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.floor_divide(other=<number,Tensor>)"\n\tmatch failed because '
        'incorrect keyword name: bogus'),
    'g floor_divide_ bogus': (G("x.floor_divide_(bogus=1)"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(bogus=int)".\nThe valid calling '
        'should be:\n"Tensor.floor_divide_(other=<Tensor>)"\n\tmatch failed because incorrect '
        'keyword name: bogus\n"Tensor.floor_divide_(other=<number>)"\n\tmatch failed because '
        'incorrect keyword name: bogus'),
    'g fmod bogus': (G("x.fmod(bogus=1)"), TypeError,
        'Failed calling fmod with "fmod(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.fmod(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.fmod(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g frac bogus': (G("x.frac(bogus=1)"), TypeError,
        'Failed calling frac with "frac(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.frac()"'),
    'g ge bogus': (G("x.ge(bogus=1)"), TypeError,
        'Failed calling ge with "ge(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.ge(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.ge(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g greater_equal bogus': (G("x.greater_equal(bogus=1)"), TypeError,
        'Failed calling greater_equal with "greater_equal(bogus=int)".\nThe valid calling '
        'should be:\n"Tensor.greater_equal(other=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus\n"Tensor.greater_equal(other=<number,Tensor>)"\n\tmatch failed '
        'because incorrect keyword name: bogus'),
    'g histc bogus': (G("x.histc(bogus=1)"), TypeError,
        'Failed calling histc with "histc(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.histc(bins=<int,Tensor>, min=<number,Tensor>, max=<number,Tensor>)"'),
    'g imag bogus': (G("x.imag(bogus=1)"), TypeError,
        'Failed calling imag with "imag(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.imag()"'),
    'g index_fill_ bogus': (G("x.index_fill_(bogus=1)"), TypeError,
        'Failed calling index_fill_ with "index_fill_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'g inverse bogus': (G("x.inverse(bogus=1)"), TypeError,
        'Failed calling inverse with "inverse(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.inverse()"'),
    'g isclose bogus': (G("x.isclose(bogus=1)"), TypeError,
        'Failed calling isclose with "isclose(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, '
        'equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<int,float,bool>, '
        'atol=<int,float,bool>, equal_nan=<bool>)"'),
    'g isneginf bogus': (G("x.isneginf(bogus=1)"), TypeError,
        'Failed calling isneginf with "isneginf(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.isneginf()"'),
    'g lerp bogus': (G("x.lerp(bogus=1)"), TypeError,
        'Failed calling lerp with "lerp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'g less bogus': (G("x.less(bogus=1)"), TypeError,
        'Failed calling less with "less(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.less(other=<number,bool,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g log10 bogus': (G("x.log10(bogus=1)"), TypeError,
        'Failed calling log10 with "log10(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.log10()"'),
    'g log2 bogus': (G("x.log2(bogus=1)"), TypeError,
        'Failed calling log2 with "log2(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.log2()"'),
    'g logaddexp bogus': (G("x.logaddexp(bogus=1)"), TypeError,
        'Failed calling logaddexp with "logaddexp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
    'g logaddexp2 bogus': (G("x.logaddexp2(bogus=1)"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logaddexp2(other=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g logical_and bogus': (G("x.logical_and(bogus=1)"), TypeError,
        'Failed calling logical_and with "logical_and(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logical_and(y=<bool,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.logical_and(other=<bool,Tensor>)"\n\tmatch failed because '
        'incorrect keyword name: bogus'),
    'g logical_or bogus': (G("x.logical_or(bogus=1)"), TypeError,
        'Failed calling logical_or with "logical_or(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.logical_or(y=<bool,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.logical_or(other=<bool,Tensor>)"\n\tmatch failed because '
        'incorrect keyword name: bogus'),
    'g logsumexp bogus': (G("x.logsumexp(bogus=1)"), TypeError,
        'Failed calling logsumexp with "logsumexp(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int,Tuple,List>, keepdim=<bool>)"'),
    'g lt bogus': (G("x.lt(bogus=1)"), TypeError,
        'Failed calling lt with "lt(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.lt(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.lt(other=<number,bool,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g masked_fill bogus': (G("x.masked_fill(bogus=1)"), TypeError,
        'Failed calling masked_fill with "masked_fill(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'g masked_fill_ bogus': (G("x.masked_fill_(bogus=1)"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'g matmul bogus': (G("x.matmul(bogus=1)"), TypeError,
        'Failed calling matmul with "matmul(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.matmul(tensor2=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g mm bogus': (G("x.mm(bogus=1)"), TypeError,
        'Failed calling mm with "mm(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g mul bogus': (G("x.mul(bogus=1)"), TypeError,
        'Failed calling mul with "mul(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.mul(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.mul(other=<any,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g mul_ bogus': (G("x.mul_(bogus=1)"), TypeError,
        'Failed calling mul_ with "mul_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.mul_(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g nansum bogus': (G("x.nansum(bogus=1)"), TypeError,
        'Failed calling nansum with "nansum(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.nansum(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, '
        'dtype=<mstype,int,None>)"\n"Tensor.nansum(axis=<int,Tuple,None,List>, '
        'keepdims=<bool>, *, dtype=<mstype,int,None>)"'),
    'g narrow bogus': (G("x.narrow(bogus=1)"), TypeError,
        'Failed calling narrow with "narrow(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'g outer bogus': (G("x.outer(bogus=1)"), TypeError,
        'Failed calling outer with "outer(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g permute bogus': (G("x.permute(bogus=1)"), TypeError,
        'Failed calling permute with "permute(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.permute(dims=<Tuple,List>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.permute(axis=<int,Tuple,None,List>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g pow bogus': (G("x.pow(bogus=1)"), TypeError,
        'Failed calling pow with "pow(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.pow(exponent=<number,Tensor>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g real bogus': (G("x.real(bogus=1)"), TypeError,
        'Failed calling real with "real(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.real()"'),
    'g remainder_ bogus': (G("x.remainder_(bogus=1)"), TypeError,
        'Failed calling remainder_ with "remainder_(bogus=int)".\nThe valid calling should '
        'be:\n"Tensor.remainder_(other=<Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.remainder_(other=<number>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g scatter bogus': (G("x.scatter(bogus=1)"), TypeError,
        'Failed calling scatter with "scatter(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>)"\n'
        '"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>)"\n'
        '"Tensor.scatter(axis=<int>, index=<Tensor>, src=<float,Tensor>)"'),
    'g scatter_ bogus': (G("x.scatter_(bogus=1)"), TypeError,
        'Failed calling scatter_ with "scatter_(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'g squeeze bogus': (G("x.squeeze(bogus=1)"), TypeError,
        'Failed calling squeeze with "squeeze(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.squeeze(axis=<int,Tuple,List>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.squeeze(axis=<int,Tuple,None,List>)"\n\tmatch failed because '
        'incorrect keyword name: bogus'),
    'g t bogus': (G("x.t(bogus=1)"), TypeError,
        'Failed calling t with "t(bogus=int)".\nThe valid calling should be:\n"Tensor.t()"'),
    'g tile bogus': (G("x.tile(bogus=1)"), TypeError,
        'Failed calling tile with "tile(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tuple,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.tile(reps=<Tuple,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g to bogus': (G("x.to(bogus=1)"), TypeError,
        'Failed calling to with "to(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.to(device=<str,None>, dtype=<mstype,int,None>, non_blocking=<bool>, '
        'copy=<bool>)"\n"Tensor.to(dtype=<mstype,int,None>, non_blocking=<bool>, '
        'copy=<bool>)"\n"Tensor.to(other=<Tensor>, non_blocking=<bool>, copy=<bool>)"'),
    'g topk bogus': (G("x.topk(bogus=1)"), TypeError,
        'Failed calling topk with "topk(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n'
        '"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'g type_as bogus': (G("x.type_as(bogus=1)"), TypeError,
        'Failed calling type_as with "type_as(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.type_as(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g unbind bogus': (G("x.unbind(bogus=1)"), TypeError,
        'Failed calling unbind with "unbind(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.unbind(dim=<int>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g unsqueeze bogus': (G("x.unsqueeze(bogus=1)"), TypeError,
        'Failed calling unsqueeze with "unsqueeze(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.unsqueeze(axis=<int,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus\n"Tensor.unsqueeze(dim=<int,Tensor>)"\n\tmatch failed because incorrect keyword '
        'name: bogus'),
    'g view bogus': (G("x.view(bogus=1)"), TypeError,
        'Failed calling view with "view(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tuple,Tensor,List>)"\n\tmatch failed because incorrect keyword '
        'name: bogus\n"Tensor.view(dtype=<mstype,int>)"\n\tmatch failed because incorrect '
        'keyword name: bogus'),
    'g view_as bogus': (G("x.view_as(bogus=1)"), TypeError,
        'Failed calling view_as with "view_as(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus'),
    'g where bogus': (G("x.where(bogus=1)"), TypeError,
        'Failed calling where with "where(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'g xlogy bogus': (G("x.xlogy(bogus=1)"), TypeError,
        'Failed calling xlogy with "xlogy(bogus=int)".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.xlogy(other=<number>)"\n\tmatch failed because incorrect keyword name: bogus\n'
        '"Tensor.xlogy(other=<number,Tensor>)"\n\tmatch failed because incorrect keyword name: '
        'bogus'),
}
