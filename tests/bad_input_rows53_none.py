"""Rows of ``test_bad_input_catalogue53``: the Tensor methods 2.10 matches against several
signatures (``minicell/ops/method_sigs.py``) called in a ``@jit`` function and op by op with no
argument (``x.m()``): 2.10's TypeError listing of the valid callings (measured on 2.10 CPU, one
case per process; /tmp/s70/bad53/w/k2.py with /tmp/s70/bad53/run.py).
"""
from bad_input_rows53_help import G, P  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g add_ none': (G("x.add_()"), TypeError,
        'Failed calling add_ with "add_()".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n"Tensor.add_(other=<number>, *, '
        'alpha=<number>)"'),
    'p add_ none': (P("x.add_()"), TypeError,
        'Failed calling add_ with "add_()".\nThe valid calling should be:\n'
        '"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n"Tensor.add_(other=<number>, *, '
        'alpha=<number>)"'),
    'g addbmm none': (G("x.addbmm()"), TypeError,
        'Failed calling addbmm with "addbmm()".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p addbmm none': (P("x.addbmm()"), TypeError,
        'Failed calling addbmm with "addbmm()".\nThe valid calling should be:\n'
        '"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'g addcdiv none': (G("x.addcdiv()"), TypeError,
        'Failed calling addcdiv with "addcdiv()".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'p addcdiv none': (P("x.addcdiv()"), TypeError,
        'Failed calling addcdiv with "addcdiv()".\nThe valid calling should be:\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n'
        '"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'g addmm none': (G("x.addmm()"), TypeError,
        'Failed calling addmm with "addmm()".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'p addmm none': (P("x.addmm()"), TypeError,
        'Failed calling addmm with "addmm()".\nThe valid calling should be:\n'
        '"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'g addmv none': (G("x.addmv()"), TypeError,
        'Failed calling addmv with "addmv()".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'p addmv none': (P("x.addmv()"), TypeError,
        'Failed calling addmv with "addmv()".\nThe valid calling should be:\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n'
        '"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'g arctan2 none': (G("x.arctan2()"), TypeError,
        'Failed calling arctan2 with "arctan2()".\nThe valid calling should be:\n'
        '"Tensor.arctan2(other=<number,Tensor>)"'),
    'p arctan2 none': (P("x.arctan2()"), TypeError,
        'Failed calling atan2 with "atan2()".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'g atan2 none': (G("x.atan2()"), TypeError,
        'Failed calling atan2 with "atan2()".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'p atan2 none': (P("x.atan2()"), TypeError,
        'Failed calling atan2 with "atan2()".\nThe valid calling should be:\n'
        '"Tensor.atan2(other=<number,Tensor>)"'),
    'g baddbmm none': (G("x.baddbmm()"), TypeError,
        'Failed calling baddbmm with "baddbmm()".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p baddbmm none': (P("x.baddbmm()"), TypeError,
        'Failed calling baddbmm with "baddbmm()".\nThe valid calling should be:\n'
        '"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, '
        'alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, '
        'beta=<number>, alpha=<number>)"'),
    'p bincount none': (P("x.bincount()"), ValueError,
        "For math function 'bincount', 'input' should be one-dimensional tensor."),
    'g bitwise_and none': (G("x.bitwise_and()"), TypeError,
        'Failed calling bitwise_and with "bitwise_and()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_and(other=<Tensor>)"\n"Tensor.bitwise_and(other=<number>)"'),
    'p bitwise_and none': (P("x.bitwise_and()"), TypeError,
        'Failed calling bitwise_and with "bitwise_and()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_and(other=<Tensor>)"\n"Tensor.bitwise_and(other=<number>)"'),
    'g bitwise_or none': (G("x.bitwise_or()"), TypeError,
        'Failed calling bitwise_or with "bitwise_or()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_or(other=<Tensor>)"\n"Tensor.bitwise_or(other=<number>)"'),
    'p bitwise_or none': (P("x.bitwise_or()"), TypeError,
        'Failed calling bitwise_or with "bitwise_or()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_or(other=<Tensor>)"\n"Tensor.bitwise_or(other=<number>)"'),
    'g bitwise_xor none': (G("x.bitwise_xor()"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_xor(other=<Tensor>)"\n"Tensor.bitwise_xor(other=<number>)"'),
    'p bitwise_xor none': (P("x.bitwise_xor()"), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor()".\nThe valid calling should be:\n'
        '"Tensor.bitwise_xor(other=<Tensor>)"\n"Tensor.bitwise_xor(other=<number>)"'),
    'g div_ none': (G("x.div_()"), TypeError,
        'Failed calling div_ with "div_()".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n"Tensor.div_(other=<number>)"\n'
        '"Tensor.div_(other=<Tensor>, rounding_mode=<str,None>)"\n"Tensor.div_(other=<number>, '
        'rounding_mode=<str,None>)"'),
    'p div_ none': (P("x.div_()"), TypeError,
        'Failed calling div_ with "div_()".\nThe valid calling should be:\n'
        '"Tensor.div_(other=<Tensor>)"\n"Tensor.div_(other=<number>)"\n'
        '"Tensor.div_(other=<Tensor>, rounding_mode=<str,None>)"\n"Tensor.div_(other=<number>, '
        'rounding_mode=<str,None>)"'),
    'g divide none': (G("x.divide()"), TypeError,
        'Failed calling divide with "divide()".\nThe valid calling should be:\n'
        '"Tensor.divide(other=<number>)"\n"Tensor.divide(other=<number,Tensor>)"\n'
        '"Tensor.divide(other=<number>, *, rounding_mode=<str,None>)"\n'
        '"Tensor.divide(other=<number,Tensor>, *, rounding_mode=<str,None>)"'),
    'p divide none': (P("x.divide()"), TypeError,
        'Failed calling div with "div()".\nThe valid calling should be:\n'
        '"Tensor.div(other=<number>)"\n"Tensor.div(other=<number,Tensor>)"\n'
        '"Tensor.div(other=<number>, *, rounding_mode=<str,None>)"\n'
        '"Tensor.div(other=<number,Tensor>, *, rounding_mode=<str,None>)"'),
    'g dot none': (G("x.dot()"), TypeError,
        'Failed calling dot with "dot()".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"'),
    'p dot none': (P("x.dot()"), TypeError,
        'Failed calling dot with "dot()".\nThe valid calling should be:\n'
        '"Tensor.dot(other=<Tensor>)"'),
    'g eq none': (G("x.eq()"), TypeError,
        'Failed calling eq with "eq()".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n"Tensor.eq(other=<number,Tensor>)"'),
    'p eq none': (P("x.eq()"), TypeError,
        'Failed calling eq with "eq()".\nThe valid calling should be:\n'
        '"Tensor.eq(other=<number>)"\n"Tensor.eq(other=<number,Tensor>)"'),
    'g fill_ none': (G("x.fill_()"), TypeError,
        'Failed calling fill_ with "fill_()".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n"Tensor.fill_(value=<number>)"'),
    'p fill_ none': (P("x.fill_()"), TypeError,
        'Failed calling fill_ with "fill_()".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n"Tensor.fill_(value=<number>)"'),
    'g floor_divide none': (G("x.floor_divide()"), TypeError,
        'Failed calling floor_divide with "floor_divide()".\nThe valid calling should be:\n'
        '"Tensor.floor_divide(other=<number>)"\n"Tensor.floor_divide(other=<number,Tensor>)"'),
    'p floor_divide none': (P("x.floor_divide()"), TypeError,
        'Failed calling floor_divide with "floor_divide()".\nThe valid calling should be:\n'
        '"Tensor.floor_divide(other=<number>)"\n"Tensor.floor_divide(other=<number,Tensor>)"'),
    'g floor_divide_ none': (G("x.floor_divide_()"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_()".\nThe valid calling should be:\n'
        '"Tensor.floor_divide_(other=<Tensor>)"\n"Tensor.floor_divide_(other=<number>)"'),
    'p floor_divide_ none': (P("x.floor_divide_()"), TypeError,
        'Failed calling floor_divide_ with "floor_divide_()".\nThe valid calling should be:\n'
        '"Tensor.floor_divide_(other=<Tensor>)"\n"Tensor.floor_divide_(other=<number>)"'),
    'g fmod none': (G("x.fmod()"), TypeError,
        'Failed calling fmod with "fmod()".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n"Tensor.fmod(other=<number>)"\n'
        '"Tensor.fmod(other=<number,Tensor>)"'),
    'p fmod none': (P("x.fmod()"), TypeError,
        'Failed calling fmod with "fmod()".\nThe valid calling should be:\n'
        '"Tensor.fmod(other=<Tensor>)"\n"Tensor.fmod(other=<number>)"\n'
        '"Tensor.fmod(other=<number,Tensor>)"'),
    'g ge none': (G("x.ge()"), TypeError,
        'Failed calling ge with "ge()".\nThe valid calling should be:\n'
        '"Tensor.ge(other=<number>)"\n"Tensor.ge(other=<number,Tensor>)"'),
    'p ge none': (P("x.ge()"), TypeError,
        'Failed calling greater_equal with "greater_equal()".\nThe valid calling should be:\n'
        '"Tensor.greater_equal(other=<number>)"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'g greater_equal none': (G("x.greater_equal()"), TypeError,
        'Failed calling greater_equal with "greater_equal()".\nThe valid calling should be:\n'
        '"Tensor.greater_equal(other=<number>)"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'p greater_equal none': (P("x.greater_equal()"), TypeError,
        'Failed calling greater_equal with "greater_equal()".\nThe valid calling should be:\n'
        '"Tensor.greater_equal(other=<number>)"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'g index_fill_ none': (G("x.index_fill_()"), TypeError,
        'Failed calling index_fill_ with "index_fill_()".\nThe valid calling should be:\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'p index_fill_ none': (P("x.index_fill_()"), TypeError,
        'Failed calling index_fill_ with "index_fill_()".\nThe valid calling should be:\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)"'),
    'g inverse none': (G("x.inverse()"), ValueError,
        'For primitive[MatrixInverse], the attribute[row size] must be equal to 2, but got 3.'),
    'p inverse none': (P("x.inverse()"), ValueError,
        'For primitive[MatrixInverse], the attribute[row size] must be equal to 2, but got 3.'),
    'g isclose none': (G("x.isclose()"), TypeError,
        'Failed calling isclose with "isclose()".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, '
        'equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<int,float,bool>, '
        'atol=<int,float,bool>, equal_nan=<bool>)"'),
    'p isclose none': (P("x.isclose()"), TypeError,
        'Failed calling isclose with "isclose()".\nThe valid calling should be:\n'
        '"Tensor.isclose(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, '
        'equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<int,float,bool>, '
        'atol=<int,float,bool>, equal_nan=<bool>)"'),
    'g lerp none': (G("x.lerp()"), TypeError,
        'Failed calling lerp with "lerp()".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'p lerp none': (P("x.lerp()"), TypeError,
        'Failed calling lerp with "lerp()".\nThe valid calling should be:\n'
        '"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, '
        'weight=<float>)"'),
    'g less none': (G("x.less()"), TypeError,
        'Failed calling less with "less()".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'p less none': (P("x.less()"), TypeError,
        'Failed calling less with "less()".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'g logaddexp none': (G("x.logaddexp()"), TypeError,
        'Failed calling logaddexp with "logaddexp()".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"'),
    'p logaddexp none': (P("x.logaddexp()"), TypeError,
        'Failed calling logaddexp with "logaddexp()".\nThe valid calling should be:\n'
        '"Tensor.logaddexp(other=<Tensor>)"'),
    'g logaddexp2 none': (G("x.logaddexp2()"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2()".\nThe valid calling should be:\n'
        '"Tensor.logaddexp2(other=<Tensor>)"'),
    'p logaddexp2 none': (P("x.logaddexp2()"), TypeError,
        'Failed calling logaddexp2 with "logaddexp2()".\nThe valid calling should be:\n'
        '"Tensor.logaddexp2(other=<Tensor>)"'),
    'g logical_and none': (G("x.logical_and()"), TypeError,
        'Failed calling logical_and with "logical_and()".\nThe valid calling should be:\n'
        '"Tensor.logical_and(y=<bool,Tensor>)"\n"Tensor.logical_and(other=<bool,Tensor>)"'),
    'p logical_and none': (P("x.logical_and()"), TypeError,
        'Failed calling logical_and with "logical_and()".\nThe valid calling should be:\n'
        '"Tensor.logical_and(y=<bool,Tensor>)"\n"Tensor.logical_and(other=<bool,Tensor>)"'),
    'g logical_or none': (G("x.logical_or()"), TypeError,
        'Failed calling logical_or with "logical_or()".\nThe valid calling should be:\n'
        '"Tensor.logical_or(y=<bool,Tensor>)"\n"Tensor.logical_or(other=<bool,Tensor>)"'),
    'p logical_or none': (P("x.logical_or()"), TypeError,
        'Failed calling logical_or with "logical_or()".\nThe valid calling should be:\n'
        '"Tensor.logical_or(y=<bool,Tensor>)"\n"Tensor.logical_or(other=<bool,Tensor>)"'),
    'g logsumexp none': (G("x.logsumexp()"), TypeError,
        'Failed calling logsumexp with "logsumexp()".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int,Tuple,List>, keepdim=<bool>)"'),
    'p logsumexp none': (P("x.logsumexp()"), TypeError,
        'Failed calling logsumexp with "logsumexp()".\nThe valid calling should be:\n'
        '"Tensor.logsumexp(dim=<int,Tuple,List>, keepdim=<bool>)"'),
    'g lt none': (G("x.lt()"), TypeError,
        'Failed calling lt with "lt()".\nThe valid calling should be:\n'
        '"Tensor.lt(other=<number>)"\n"Tensor.lt(other=<number,bool,Tensor>)"'),
    'p lt none': (P("x.lt()"), TypeError,
        'Failed calling less with "less()".\nThe valid calling should be:\n'
        '"Tensor.less(other=<number>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'g masked_fill none': (G("x.masked_fill()"), TypeError,
        'Failed calling masked_fill with "masked_fill()".\nThe valid calling should be:\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'p masked_fill none': (P("x.masked_fill()"), TypeError,
        'Failed calling masked_fill with "masked_fill()".\nThe valid calling should be:\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number>)"\n'
        '"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'g masked_fill_ none': (G("x.masked_fill_()"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_()".\nThe valid calling should be:\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'p masked_fill_ none': (P("x.masked_fill_()"), TypeError,
        'Failed calling masked_fill_ with "masked_fill_()".\nThe valid calling should be:\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n'
        '"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'g matmul none': (G("x.matmul()"), TypeError,
        'Failed calling matmul with "matmul()".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n"Tensor.matmul(tensor2=<Tensor>)"'),
    'p matmul none': (P("x.matmul()"), TypeError,
        'Failed calling matmul with "matmul()".\nThe valid calling should be:\n'
        '"Tensor.matmul(other=<Tensor>)"\n"Tensor.matmul(tensor2=<Tensor>)"'),
    'g mm none': (G("x.mm()"), TypeError,
        'Failed calling mm with "mm()".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"'),
    'p mm none': (P("x.mm()"), TypeError,
        'Failed calling mm with "mm()".\nThe valid calling should be:\n'
        '"Tensor.mm(mat2=<Tensor>)"'),
    'g mul none': (G("x.mul()"), TypeError,
        'Failed calling mul with "mul()".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<number>)"\n"Tensor.mul(other=<number,Tensor>)"\n'
        '"Tensor.mul(other=<any,Tensor>)"'),
    'p mul none': (P("x.mul()"), TypeError,
        'Failed calling mul with "mul()".\nThe valid calling should be:\n'
        '"Tensor.mul(other=<number>)"\n"Tensor.mul(other=<number,Tensor>)"\n'
        '"Tensor.mul(other=<any,Tensor>)"'),
    'g mul_ none': (G("x.mul_()"), TypeError,
        'Failed calling mul_ with "mul_()".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n"Tensor.mul_(other=<number>)"'),
    'p mul_ none': (P("x.mul_()"), TypeError,
        'Failed calling mul_ with "mul_()".\nThe valid calling should be:\n'
        '"Tensor.mul_(other=<Tensor>)"\n"Tensor.mul_(other=<number>)"'),
    'g narrow none': (G("x.narrow()"), TypeError,
        'Failed calling narrow with "narrow()".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'p narrow none': (P("x.narrow()"), TypeError,
        'Failed calling narrow with "narrow()".\nThe valid calling should be:\n'
        '"Tensor.narrow(dim=<int>, start=<int,Tensor>, length=<int>)"\n'
        '"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'g outer none': (G("x.outer()"), TypeError,
        'Failed calling outer with "outer()".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"'),
    'p outer none': (P("x.outer()"), TypeError,
        'Failed calling outer with "outer()".\nThe valid calling should be:\n'
        '"Tensor.outer(vec2=<Tensor>)"'),
    'g pow none': (G("x.pow()"), TypeError,
        'Failed calling pow with "pow()".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n"Tensor.pow(exponent=<number,Tensor>)"'),
    'p pow none': (P("x.pow()"), TypeError,
        'Failed calling pow with "pow()".\nThe valid calling should be:\n'
        '"Tensor.pow(exponent=<number>)"\n"Tensor.pow(exponent=<number,Tensor>)"'),
    'g remainder_ none': (G("x.remainder_()"), TypeError,
        'Failed calling remainder_ with "remainder_()".\nThe valid calling should be:\n'
        '"Tensor.remainder_(other=<Tensor>)"\n"Tensor.remainder_(other=<number>)"'),
    'p remainder_ none': (P("x.remainder_()"), TypeError,
        'Failed calling remainder_ with "remainder_()".\nThe valid calling should be:\n'
        '"Tensor.remainder_(other=<Tensor>)"\n"Tensor.remainder_(other=<number>)"'),
    'g scatter_ none': (G("x.scatter_()"), TypeError,
        'Failed calling scatter_ with "scatter_()".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'p scatter_ none': (P("x.scatter_()"), TypeError,
        'Failed calling scatter_ with "scatter_()".\nThe valid calling should be:\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>)"\n'
        '"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, '
        'reduce=<str>)"'),
    'p tile none': (P("x.tile()"), TypeError,
        'Failed calling tile with "tile()".\nThe valid calling should be:\n'
        '"Tensor.tile(dims=<Tuple,Tensor>)"\n"Tensor.tile(reps=<Tuple,Tensor>)"'),
    'g topk none': (G("x.topk()"), TypeError,
        'Failed calling topk with "topk()".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n'
        '"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'p topk none': (P("x.topk()"), TypeError,
        'Failed calling topk with "topk()".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n'
        '"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'g type_as none': (G("x.type_as()"), TypeError,
        'Failed calling type_as with "type_as()".\nThe valid calling should be:\n'
        '"Tensor.type_as(other=<Tensor>)"'),
    'p type_as none': (P("x.type_as()"), TypeError,
        "Tensor.type_as() missing 1 required positional argument: 'other'"),
    'p view none': (P("x.view()"), TypeError,
        'Failed calling view with "view()".\nThe valid calling should be:\n'
        '"Tensor.view(shape=<Tuple,Tensor,List>)"\n"Tensor.view(dtype=<mstype,int>)"'),
    'g view_as none': (G("x.view_as()"), TypeError,
        'Failed calling view_as with "view_as()".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"'),
    'p view_as none': (P("x.view_as()"), TypeError,
        'Failed calling view_as with "view_as()".\nThe valid calling should be:\n'
        '"Tensor.view_as(other=<Tensor>)"'),
    'g where none': (G("x.where()"), TypeError,
        'Failed calling where with "where()".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'p where none': (P("x.where()"), TypeError,
        'Failed calling where with "where()".\nThe valid calling should be:\n'
        '"Tensor.where(condition=<Tensor>, other=<number,Tensor>)"\n'
        '"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'g xlogy none': (G("x.xlogy()"), TypeError,
        'Failed calling xlogy with "xlogy()".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n"Tensor.xlogy(other=<number>)"\n'
        '"Tensor.xlogy(other=<number,Tensor>)"'),
    'p xlogy none': (P("x.xlogy()"), TypeError,
        'Failed calling xlogy with "xlogy()".\nThe valid calling should be:\n'
        '"Tensor.xlogy(other=<Tensor>)"\n"Tensor.xlogy(other=<number>)"\n'
        '"Tensor.xlogy(other=<number,Tensor>)"'),
}
