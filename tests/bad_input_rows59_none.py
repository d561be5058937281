"""Rows of ``test_bad_input_catalogue59``: Tensor methods given a None or a value of the wrong type
(set_, scatter_'s reduce, logsumexp, argmin's keepdims, permute), ops.logsumexp / mint.logsumexp
with dim None, Primitive attributes read as Python attributes, and Primitives called with a
wrong number of inputs or keywords. 2.10's exception type and text for each call (measured on
2.10 CPU, one case per forked process: /tmp/s76/bad59/run.py (kwscan.py for p5) on t1.py, t2.py,
c20n.py). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): set_-list (TypeError: 'Failed calling set_ with
"set_(List<int, int>)".\\nT'); set_-str (TypeError: 'Failed calling set_ with
"set_(string)".\\nThe valid'); set_-int (TypeError: 'Failed calling set_ with "set_(int)".\\nThe
valid ca'); scatter_-reduce-1 (TypeError: 'Failed calling scatter_ with "scatter_(int, Tensor');
scatter-noreduce (TypeError: 'Failed calling scatter with "scatter(int, Tensor, '); prim-cast-1
(TypeError: 'Cast.__call__() missing 1 required positional argu'); scatter_-mult (RuntimeError:
'The kernel InplaceScatterSrcReduce unregistered.'); scatter_-ADD (RuntimeError: 'The kernel
InplaceScatterSrcReduce unregistered.'); prim-zeroslike-kw (TypeError: 'ZerosLike.__call__() got
an unexpected keyword arg'); prim-zeroslike-kwx (2.10 returns 'Tensor(shape=[2, 3],
dtype=Float32, valu'); prim-floormod-kw (TypeError: 'FloorMod.__call__() got an unexpected
keyword argu'); prim-floormod-kwy (2.10 returns 'Tensor(shape=[2, 3], dtype=Float32, valu');
prim-oneslike-kw (TypeError: 'OnesLike.__call__() got an unexpected keyword argu'); cast-attr
(2.10 returns "['x', 'dst_type']").
"""
from bad_input_rows59_help import F, IDX
from minicell import mint, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'set_-none': (lambda: F(2, 3).set_(None), TypeError,
        'Failed calling set_ with "set_(None)".\nThe valid calling should be:\n"Tensor.set_(sour'
        'ce=<Storage>)"\n    missing required argument: source\n"Tensor.set_(source=<Tensor>)"\n'
        '    missing required argument: source'),
    'set_-kwnone': (lambda: F(2, 3).set_(source=None), TypeError,
        'Failed calling set_ with "set_(source=None)".\nThe valid calling should be:\n"Tensor.se'
        't_(source=<Storage>)"\n    missing required argument: source\n"Tensor.set_(source=<Tens'
        'or>)"\n    missing required argument: source'),
    'scatter_-noreduce': (lambda: F(2, 3).scatter_(0, IDX(), F(2, 3), reduce=None), TypeError,
        'Failed calling scatter_ with "scatter_(int, Tensor, Tensor, reduce=None)".\nThe valid c'
        'alling should be:\n"Tensor.scatter_(dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, *,'
        ' reduce=<string>)"\n    missing required argument: reduce\n"Tensor.scatter_(dim=<Tensor'
        ', int>, index=<Tensor>, value=<Number, Tensor>, *, reduce=<string>)"\n    missing requi'
        'red argument: reduce'),
    'scatter_-noreduce-v': (lambda: F(2, 3).scatter_(0, IDX(), 1.0, reduce=None), TypeError,
        'Failed calling scatter_ with "scatter_(int, Tensor, float, reduce=None)".\nThe valid ca'
        'lling should be:\n"Tensor.scatter_(dim=<Tensor, int>, index=<Tensor>, src=<Tensor>, *, '
        'reduce=<string>)"\n    missing required argument: reduce\n"Tensor.scatter_(dim=<Tensor,'
        ' int>, index=<Tensor>, value=<Number, Tensor>, *, reduce=<string>)"\n    missing requir'
        'ed argument: reduce'),
    'scatter_-reduce-bad': (lambda: F(2, 3).scatter_(0, IDX(), F(2, 3), reduce='bad'), ValueError,
        'Failed to convert the value "bad" of input \'reduce\' of \'scatter_\' to enum.'),
    'logsumexp-none': (lambda: F(2, 3).logsumexp(None), TypeError,
        'Failed calling logsumexp with "logsumexp(None)".\nThe valid calling should be:\n"Tensor'
        '.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    missing required'
        ' argument: dim'),
    'logsumexp-kwnone': (lambda: F(2, 3).logsumexp(dim=None), TypeError,
        'Failed calling logsumexp with "logsumexp(dim=None)".\nThe valid calling should be:\n"Te'
        'nsor.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    match failed'
        ' because incorrect keyword name: dim'),
    'logsumexp-none-t': (lambda: F(2, 3).logsumexp(None, True), TypeError,
        'Failed calling logsumexp with "logsumexp(None, bool)".\nThe valid calling should be:\n"'
        'Tensor.logsumexp(dim=<int, list of int, tuple of int>, keepdim=<bool>)"\n    missing re'
        'quired argument: dim'),
    'argmin-none-a': (lambda: F(2, 3).argmin(None, 'a'), TypeError,
        'Failed calling argmin with "argmin(None, string)".\nThe valid calling should be:\n"Tens'
        'or.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid types: (s'
        'tring)\n                                         ~~~~~~~~\n"Tensor.argmin(axis=<None, i'
        'nt>, keepdims=<bool>)"\n    match failed because invalid types: (string)\n             '
        '                            ~~~~~~~~'),
    'argmax-none-a': (lambda: F(2, 3).argmax(None, 'a'), TypeError,
        'Failed calling argmax with "argmax(None, string)".\nThe valid calling should be:\n"Tens'
        'or.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: (strin'
        'g)\n                                         ~~~~~~~~\n"Tensor.argmax(dim=<None, int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: (string)\n                   '
        '                      ~~~~~~~~'),
    'argmin-0-a': (lambda: F(2, 3).argmin(0, 'a'), TypeError,
        'Failed calling argmin with "argmin(int, string)".\nThe valid calling should be:\n"Tenso'
        'r.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid types: (in'
        't, string)\n                                              ~~~~~~~~\n"Tensor.argmin(axis'
        '=<None, int>, keepdims=<bool>)"\n    match failed because invalid types: (int, string)'
        '\n                                              ~~~~~~~~'),
    'permute-kwnone': (lambda: F(2, 3).permute(dims=None), TypeError,
        'Failed calling permute with "permute(dims=None)".\nThe valid calling should be:\n"Tenso'
        'r.permute(dims=<list of int, tuple of int>)"\n    missing required argument: dims\n"Ten'
        'sor.permute(axis=<None, int, list of int, tuple of int>)"\n    match failed because inc'
        'orrect keyword name: dims'),
    'prim-abs-0': (lambda: ops.Abs()(), TypeError,
        "Abs.__call__() missing 1 required positional argument: 'input'"),
    'prim-abs-2': (lambda: ops.Abs()(F(2, 3), F(2, 3)), TypeError,
        'Abs.__call__() takes 2 positional arguments but 3 were given'),
    'prim-add-1': (lambda: ops.Add()(F(2, 3)), TypeError,
        "Add.__call__() missing 1 required positional argument: 'other'"),
    'prim-add-3': (lambda: ops.Add()(F(2, 3), F(2, 3), F(2, 3)), TypeError,
        'Add.__call__() takes 3 positional arguments but 4 were given'),
    'prim-tan-0': (lambda: ops.Tan()(), RuntimeError,
        'For Operator[Tan], the inputs number should be 1 but got 0.'),
    'prim-rint-0': (lambda: ops.Rint()(), RuntimeError,
        'The Rint input number is zero.'),
    'prim-relu-0': (lambda: ops.ReLU()(), TypeError,
        "ReLU.__call__() missing 1 required positional argument: 'input'"),
    'prim-relu-2': (lambda: ops.ReLU()(F(2, 3), F(2, 3)), TypeError,
        'ReLU.__call__() takes 2 positional arguments but 3 were given'),
    'prim-matmul-1': (lambda: ops.MatMul()(F(2, 3)), TypeError,
        "MatMul.__call__() missing 1 required positional argument: 'mat2'"),
    'prim-reshape-1': (lambda: ops.Reshape()(F(2, 3)), TypeError,
        "Reshape.__call__() missing 1 required positional argument: 'shape'"),
    'prim-sum-0': (lambda: ops.ReduceSum()(), TypeError,
        "ReduceSum.__call__() missing 1 required positional argument: 'x'"),
    'prim-sum-3': (lambda: ops.ReduceSum()(F(2, 3), 0, 1), TypeError,
        'ReduceSum.__call__() takes from 2 to 3 positional arguments but 4 were given'),
    'prim-exp-0': (lambda: ops.Exp()(), TypeError,
        "Exp.__call__() missing 1 required positional argument: 'input'"),
    'prim-sqrt-2': (lambda: ops.Sqrt()(F(2, 3), F(2, 3)), TypeError,
        'Sqrt.__call__() takes 2 positional arguments but 3 were given'),
    'prim-mul-1': (lambda: ops.Mul()(F(2, 3)), TypeError,
        "Mul.__call__() missing 1 required positional argument: 'other'"),
    'prim-sub-0': (lambda: ops.Sub()(), RuntimeError,
        'For Operator[Sub], the inputs number should be 2 but got 0.'),
    'prim-concat-0': (lambda: ops.Concat()(), TypeError,
        "Concat.__call__() missing 1 required positional argument: 'tensors'"),
    'prim-softmax-0': (lambda: ops.Softmax()(), TypeError,
        "Softmax.__call__() missing 1 required positional argument: 'input'"),
    'prim-transpose-1': (lambda: ops.Transpose()(F(2, 3)), TypeError,
        "Transpose.__call__() missing 1 required positional argument: 'dims'"),
    'prim-gather-2': (lambda: ops.Gather()(F(2, 3), IDX()), TypeError,
        "Gather.__call__() missing 1 required positional argument: 'axis'"),
    'prim-sigmoid-0': (lambda: ops.Sigmoid()(), TypeError,
        "Sigmoid.__call__() missing 1 required positional argument: 'input'"),
    'prim-neg-2': (lambda: ops.Neg()(F(2, 3), F(2, 3)), TypeError,
        'Neg.__call__() takes 2 positional arguments but 3 were given'),
    'prim-maximum-1': (lambda: ops.Maximum()(F(2, 3)), TypeError,
        "Maximum.__call__() missing 1 required positional argument: 'other'"),
    'prim-sin-0': (lambda: ops.Sin()(), TypeError,
        "Sin.__call__() missing 1 required positional argument: 'input'"),
    'prim-log-0': (lambda: ops.Log()(), TypeError,
        "Log.__call__() missing 1 required positional argument: 'input'"),
    'prim-square-0': (lambda: ops.Square()(), TypeError,
        "Square.__call__() missing 1 required positional argument: 'input'"),
    'ops-logsumexp-none': (lambda: ops.logsumexp(F(2, 3), None), TypeError,
        'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis=None)".\nThe va'
        'lid calling should be: \n"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, in'
        't, Tensor, tuple of int>)".'),
    'mint-logsumexp-none': (lambda: mint.logsumexp(F(2, 3), None), TypeError,
        'Failed calling LogSumExp with "LogSumExp()(input=Tensor, dim=None, keepdim=bool)".\nThe'
        ' valid calling should be: \n"LogSumExp()(input=<Tensor>, dim=<list of int, int, tuple o'
        'f int>, keepdim=<bool>)".'),
    'argmin-0-1': (lambda: F(2, 3).argmin(0, 1), TypeError,
        'Failed calling argmin with "argmin(int, int)".\nThe valid calling should be:\n"Tensor.a'
        'rgmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid types: (int, '
        'int)\n                                              ~~~~~\n"Tensor.argmin(axis=<None, i'
        'nt>, keepdims=<bool>)"\n    match failed because invalid types: (int, int)\n           '
        '                                   ~~~~~'),
    'argmin-0-none': (lambda: F(2, 3).argmin(0, None), TypeError,
        'Failed calling argmin with "argmin(int, None)".\nThe valid calling should be:\n"Tensor.'
        'argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invalid types: (int)'
        '\n                                              \n"Tensor.argmin(axis=<None, int>, keep'
        'dims=<bool>)"\n    match failed because invalid types: (int)\n                         '
        '                     '),
    'argmin-kw-a': (lambda: F(2, 3).argmin(axis=0, keepdims='a'), TypeError,
        'Failed calling argmin with "argmin(axis=int, keepdims=string)".\nThe valid calling shou'
        'ld be:\n"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because inco'
        'rrect keyword name: axis, keepdims\n"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"'
        '\n    match failed because invalid types: (axis=int, keepdims=string)\n                '
        '                                   ~~~~~~~~~~~~~~~~~'),
    'argmin-kw-dim-a': (lambda: F(2, 3).argmin(dim=0, keepdim='a'), TypeError,
        'Failed calling argmin with "argmin(dim=int, keepdim=string)".\nThe valid calling should'
        ' be:\n"Tensor.argmin(dim=<None, int>, keepdim=<bool>)"\n    match failed because invali'
        'd types: (dim=int, keepdim=string)\n                                                  ~'
        '~~~~~~~~~~~~~~~\n"Tensor.argmin(axis=<None, int>, keepdims=<bool>)"\n    match failed b'
        'ecause incorrect keyword name: dim, keepdim'),
    'argmax-0-1': (lambda: F(2, 3).argmax(0, 1), TypeError,
        'Failed calling argmax with "argmax(int, int)".\nThe valid calling should be:\n"Tensor.a'
        'rgmax(axis=<int>, keepdims=<bool>)"\n    match failed because invalid types: (int, int)'
        '\n                                              ~~~~~\n"Tensor.argmax(dim=<None, int>, '
        'keepdim=<bool>)"\n    match failed because invalid types: (int, int)\n                 '
        '                             ~~~~~'),
    'prim-matmul-kw': (lambda: ops.MatMul()(x=F(2, 3), y=F(2, 3)), TypeError,
        "MatMul.__call__() got an unexpected keyword argument 'x'"),
    'relu-attr': (lambda: ops.ReLU().input_names, AttributeError,
        "'ReLU' object has no attribute 'input_names'"),
    'relu-attr-bad': (lambda: ops.ReLU().bogus, AttributeError,
        "'ReLU' object has no attribute 'bogus'"),
    'ApproximateEqual-one': (lambda: ops.ApproximateEqual()(F(2, 3)), ValueError,
        'ApproximateEqual inputs number 1 does not match the requires signature size 2'),
    'DiagPart-noarg': (lambda: ops.DiagPart()(), ValueError,
        'For primitive[DiagPart], the input number must be equal to 1, but got 0.'),
    'DiagPart-two': (lambda: ops.DiagPart()(F(2, 3), F(2, 3)), ValueError,
        'For primitive[DiagPart], the input number must be equal to 1, but got 2.'),
    'Digamma-noarg': (lambda: ops.Digamma()(), ValueError,
        'For primitive[Digamma], the input number must be equal to 1, but got 0.'),
    'Digamma-two': (lambda: ops.Digamma()(F(2, 3), F(2, 3)), ValueError,
        'For primitive[Digamma], the input number must be equal to 1, but got 2.'),
    'Imag-noarg': (lambda: ops.Imag()(), ValueError,
        'For primitive[Imag], the input number must be equal to 1, but got 0.'),
    'Imag-two': (lambda: ops.Imag()(F(2, 3), F(2, 3)), ValueError,
        'For primitive[Imag], the input number must be equal to 1, but got 2.'),
    'Inv-noarg': (lambda: ops.Inv()(), ValueError,
        'For primitive[Inv], the input number must be greater than or equal to 1, but got 0.'),
    'L2Loss-noarg': (lambda: ops.L2Loss()(), ValueError,
        'For primitive[L2Loss], the input number must be equal to 1, but got 0.'),
    'L2Loss-two': (lambda: ops.L2Loss()(F(2, 3), F(2, 3)), ValueError,
        'For primitive[L2Loss], the input number must be equal to 1, but got 2.'),
    'PopulationCount-noarg': (lambda: ops.PopulationCount()(), ValueError,
        'For primitive[PopulationCount], the input number must be equal to 1, but got 0.'),
    'PopulationCount-two': (lambda: ops.PopulationCount()(F(2, 3), F(2, 3)), ValueError,
        'For primitive[PopulationCount], the input number must be equal to 1, but got 2.'),
    'Rint-noarg': (lambda: ops.Rint()(), RuntimeError,
        'The Rint input number is zero.'),
    'SquareSumAll-noarg': (lambda: ops.SquareSumAll()(), ValueError,
        'For primitive[SquareSumAll], the input number must be equal to 2, but got 0.'),
    'SquareSumAll-none': (lambda: ops.SquareSumAll()(None), ValueError,
        'For primitive[SquareSumAll], the input number must be equal to 2, but got 1.'),
    'SquareSumAll-str': (lambda: ops.SquareSumAll()('a'), ValueError,
        'For primitive[SquareSumAll], the input number must be equal to 2, but got 1.'),
    'StopGradient-noarg': (lambda: ops.StopGradient()(), RuntimeError,
        "For 'StopGradient', the number of input should be 1, but got 0"),
    'StopGradient-two': (lambda: ops.StopGradient()(F(2, 3), F(2, 3)), RuntimeError,
        "For 'StopGradient', the number of input should be 1, but got 2"),
    'Tan-noarg': (lambda: ops.Tan()(), RuntimeError,
        'For Operator[Tan], the inputs number should be 1 but got 0.'),
    'Tan-two': (lambda: ops.Tan()(F(2, 3), F(2, 3)), RuntimeError,
        'For Operator[Tan], the inputs number should be 1 but got 2.'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'argmin-none': (lambda: F(2, 3).argmin(None),
        'Tensor(shape=[], dtype=Int32, value= 0)'),
    'argmin-kwnone': (lambda: F(2, 3).argmin(dim=None),
        'Tensor(shape=[], dtype=Int32, value= 0)'),
    'permute-none': (lambda: F(2, 3).permute(None),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ 1.'
        '00000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00]])'),
    'permute-noarg': (lambda: F(2, 3).permute(),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ 1.'
        '00000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00]])'),
    'allreduce-op': (lambda: ops.AllReduce(op='bad').op,
        "'bad'"),
    'allreduce-op-sum': (lambda: ops.AllReduce().op,
        "'sum'"),
    'allreduce-group': (lambda: ops.AllReduce().group,
        "'hccl_world_group'"),
    'allgather-group': (lambda: ops.AllGather().group,
        "'hccl_world_group'"),
    'broadcast-root': (lambda: ops.Broadcast(0).root_rank,
        '0'),
    'reducescatter-op': (lambda: ops.ReduceScatter(op='max').op,
        "'max'"),
    'logsumexp-0': (lambda: F(2, 3).logsumexp(0),
        'Tensor(shape=[3], dtype=Float32, value= [ 1.69314718e+00,  1.69314718e+00,  1.69314718e'
        '+00])'),
    'argmin-0-true': (lambda: F(2, 3).argmin(0, True),
        'Tensor(shape=[1, 3], dtype=Int32, value=\n[[0, 0, 0]])'),
    'matmul-attr': (lambda: ops.MatMul(transpose_a=True).transpose_a,
        'True'),
    'add-attr-name': (lambda: ops.Add().name,
        "'Add'"),
    'concat-axis': (lambda: ops.Concat(1).axis,
        '1'),
    'reducesum-keep': (lambda: ops.ReduceSum(True).keep_dims,
        'True'),
    'softmax-axis': (lambda: ops.Softmax(1).axis,
        '(1,)'),
    'argmaxwv': (lambda: ops.ArgMaxWithValue(1).axis,
        '1'),
}
