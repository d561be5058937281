"""Rows of ``test_bad_input_catalogue54``: ``ops.GradOperation`` with bad flags, functions,
weights and sensitivities, ``HyperMap`` / ``Map`` over mismatched or missing sequences, and
``MultitypeFuncGraph.register`` with bad type names. 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per process; /tmp/s71/bad54/w/g1.py, g2.py with
/tmp/s71/bad54/run.py). Fixed in this round: ``register``'s checks (a str or a dtype, else
2.10's TypeError; an unknown name 'Unsupported type name: X!'), op by op HyperMap/Map stop at
the shortest sequence (Python's map, as 2.10) and refuse no sequences with 2.10's errors.
Still different (left): GRAPH_MODE sensitivity and weights errors (2.10's texts print C++
abstract values with addresses). GOOD: the calls 2.10 accepts, with 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, mint, nn, ops  # noqa: F401  (the rows' calls)
from minicell.common import initializer as init  # noqa: F401
from minicell.common.initializer import initializer  # noqa: F401
from bad_input_rows54_help import *  # noqa: F401,F403  (Net, saved, after_load, CK, F, I, ...)

MN = mint.nn
C = ops.composite

mf = C.MultitypeFuncGraph('mf')


@mf.register("Tensor", "Tensor")
def _mf_tt(a, b):
    return a + b


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'GO get_all str': (lambda: ops.GradOperation(get_all='a'), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got str"),
    'GO get_by_list int': (lambda: ops.GradOperation(get_by_list=1), TypeError,
        "For 'GradOperation', the 'get_by_list' should be bool, but got int"),
    'GO sens str': (lambda: ops.GradOperation(sens_param='a'), TypeError,
        "For 'GradOperation', the 'sens_param' should be bool, but got str"),
    'GO call int run': (lambda: ops.GradOperation()(1)(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'GO by_list int': (lambda: ops.GradOperation(get_by_list=True)(gnet(), 1)(F(1, 2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but got 1'),
    'GO sens missing': (lambda: ops.GradOperation(sens_param=True)(gnet())(F(1, 2)), TypeError,
        "Net.construct() missing 1 required positional argument: 'x'"),
    'GO sens int': (lambda: ops.GradOperation(sens_param=True)(gnet())(F(1, 2), 1), RuntimeError,
        'For grad interface or custom function, grad tensor should be broadcast to expected '
        'shape, but got [const vector]{} vs [const vector]{1, 2}'),
    'GO no input': (lambda: ops.GradOperation()(gnet())(), TypeError,
        "Net.construct() missing 1 required positional argument: 'x'"),
    'GO str input': (lambda: ops.GradOperation()(fn2)('a', F(2)), TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'GO kw': (lambda: ops.GradOperation(bogus=1), TypeError,
        "GradOperation.__init__() got an unexpected keyword argument 'bogus'"),
    'GO graph int': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), ops.GradOperation()(gnet())(1))[1], TypeError,
        'Failed calling Shape with "input_x=Int64".\nThe valid calling should be: '
        '"input_x=<Tensor>".'),
    'HM int': (lambda: C.HyperMap(1), RuntimeError,
        "Unable to cast Python instance of type <class 'int'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM ops_none int': (lambda: C.HyperMap()(1, 2), TypeError,
        "'int' object is not callable"),
    'HM call int': (lambda: C.HyperMap()(1, (F(2),)), TypeError,
        "'int' object is not callable"),
    'HM no args': (lambda: C.HyperMap()(hm_add), IndexError,
        'tuple index out of range'),
    'HM fixed ok': (
        lambda: [t.asnumpy().tolist() for t in C.HyperMap(hm_add)((F(2),), (F(2),))], RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM fixed extra fn': (lambda: C.HyperMap(hm_add)(hm_add, (F(2),)), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM reverse str': (lambda: C.HyperMap(reverse='a'), TypeError,
        '__init__(): incompatible constructor arguments. The following argument types are '
        'supported:\n    1. mindspore._c_expression.HyperMap_(reverse: bool, ops: object)\n    '
        "2. mindspore._c_expression.HyperMap_(reverse: bool)\n\nInvoked with: 'a'"),
    'HM dict': (lambda: C.HyperMap(hm_add)({'a': F(2)}, {'a': F(2)}), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM scalars': (lambda: C.HyperMap(hm_add)(1, 2), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'Map int': (lambda: C.Map()(1, (F(2),)), TypeError,
        "'int' object is not callable"),
    'MFG name int': (lambda: w(C.MultitypeFuncGraph(1)), TypeError,
        '__init__(): incompatible constructor arguments. The following argument types are '
        'supported:\n    1. mindspore._c_expression.MultitypeFuncGraph_(arg0: str)\n\nInvoked '
        'with: 1'),
    'MFG register bad type': (
        lambda: C.MultitypeFuncGraph('q').register('Zzz')(hm_add), RuntimeError,
        'Unsupported type name: Zzz!'),
    'MFG register int': (lambda: C.MultitypeFuncGraph('q').register(1)(hm_add), TypeError,
        "For 'MultitypeFuncGraph', register only support str or <class "
        "'mindspore._c_expression.typing.Type'>, but got 'type_input': 1."),
    'MFG arity': (lambda: mf(F(2)), TypeError,
        "_mf_tt() missing 1 required positional argument: 'b'"),
    'GO get_all list': (lambda: ops.GradOperation(get_all=[1]), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got list"),
    'HM len mismatch 3': (lambda: C.HyperMap(hm_add)((F(2), F(2), F(2)), (F(2),)), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM len mismatch rev': (lambda: C.HyperMap(hm_add)((F(2),), (F(2), F(2))), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM list list mismatch': (lambda: C.HyperMap(hm_add)([F(2)], [F(2), F(2)]), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM no seq': (lambda: C.HyperMap(hm_add)(), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM one seq': (lambda: C.HyperMap(hm_add)((F(2),)), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM tensor scalar': (lambda: C.HyperMap(hm_add)(F(2), F(2)).asnumpy().tolist(), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM tensor tuple': (lambda: C.HyperMap(hm_add)(F(2), (F(2),)), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM nested': (lambda: C.HyperMap(hm_add)(((F(2),),), ((F(2),),)), RuntimeError,
        "Unable to cast Python instance of type <class 'function'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'HM none fn no args': (lambda: C.HyperMap()(), IndexError,
        'tuple index out of range'),
    'HM none fn one': (lambda: C.HyperMap()(hm_add), IndexError,
        'tuple index out of range'),
    'HM fn not callable': (lambda: C.HyperMap(1)((F(2),), (F(2),)), RuntimeError,
        "Unable to cast Python instance of type <class 'int'> to C++ type "
        "'std::shared_ptr<mindspore::prim::MultitypeFuncGraph>'"),
    'Map no args': (lambda: C.Map()(hm_add), TypeError,
        'map() must have at least two arguments.'),
    'MFG register lowercase': (
        lambda: C.MultitypeFuncGraph('q').register('tensor')(f1), RuntimeError,
        'Unsupported type name: tensor!'),
    'MFG register none': (lambda: C.MultitypeFuncGraph('q').register(None)(f1), TypeError,
        "For 'MultitypeFuncGraph', register only support str or <class "
        "'mindspore._c_expression.typing.Type'>, but got 'type_input': None."),
    'MFG register list': (lambda: C.MultitypeFuncGraph('q').register(['Tensor'])(f1), TypeError,
        "For 'MultitypeFuncGraph', register only support str or <class "
        "'mindspore._c_expression.typing.Type'>, but got 'type_input': ['Tensor']."),
    'GO get_all int': (lambda: ops.GradOperation(get_all=1), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got int"),
    'GO sens list': (lambda: ops.GradOperation(sens_param=[1]), TypeError,
        "For 'GradOperation', the 'sens_param' should be bool, but got list"),
    'GO get_by_list str': (lambda: ops.GradOperation(get_by_list='a'), TypeError,
        "For 'GradOperation', the 'get_by_list' should be bool, but got str"),
    'GO none': (lambda: ops.GradOperation(get_all=None), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got NoneType"),
    'GO call none run': (lambda: ops.GradOperation()(None)(F(2)), TypeError,
        'The fn should be callable, but got NoneType'),
    'GO call str run': (lambda: ops.GradOperation()('a')(F(2)), TypeError,
        'The fn should be callable, but got str'),
    'GO sens extra': (
        lambda: ops.GradOperation(sens_param=True)(gnet())(F(1, 2), F(1, 2), F(1, 2)), TypeError,
        'Net.construct() takes 2 positional arguments but 3 were given'),
    'GO graph str': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), ops.GradOperation()(gnet())('a'))[1],
        TypeError,
        'Failed calling Shape with "input_x=String".\nThe valid calling should be: '
        '"input_x=<Tensor>".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'GO net ok': (lambda: ops.GradOperation()(gnet())(F(1, 2)).asnumpy().tolist(),
        '[[2.0, 2.0]]'),
    'GO by_list no params': (lambda: ops.GradOperation(get_by_list=True)(gnet())(F(1, 2)),
        '(Tensor(shape=[2, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ '
        '1.00000000e+00,  1.00000000e+00]]), Tensor(shape=[2], dtype=Float32, value= [ '
        '1.00000000e+00,  1.00000000e+00]))'),
    'GO int input': (lambda: ops.GradOperation()(fn2)(1, 2),
        '()'),
    'HM ok': (lambda: [t.asnumpy().tolist() for t in C.HyperMap()(hm_add, (F(2),), (F(2),))],
        '[[2.0, 2.0]]'),
    'HM len mismatch': (lambda: C.HyperMap()(hm_add, (F(2),), (F(2), F(2))),
        '(Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00]),)'),
    'HM list tuple': (lambda: C.HyperMap()(hm_add, (F(2),), [F(2)]),
        '(Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00]),)'),
    'Map ok': (lambda: [t.asnumpy().tolist() for t in C.Map()(hm_add, (F(2),), (F(2),))],
        '[[2.0, 2.0]]'),
    'MFG no match': (lambda: mf(1, 2),
        '3'),
    'MFG no match str': (lambda: mf('a', 'b'),
        "'ab'"),
    'MFG ok': (lambda: mf(F(2), F(2)).asnumpy().tolist(),
        '[2.0, 2.0]'),
    'MFG hm no match': (lambda: C.HyperMap(mf)((1,), (2,)),
        '(3,)'),
    'GO call twice': (lambda: w(ops.GradOperation()(ops.GradOperation()(gnet()))),
        "'function'"),
    'GO fn kw': (lambda: ops.GradOperation()(fn2)(F(2), y=F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00])'),
    'Map mismatch': (lambda: C.Map()(hm_add, (F(2),), (F(2), F(2))),
        '(Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00]),)'),
    'MFG register type obj': (lambda: w(C.MultitypeFuncGraph('q').register(ms.tensor_type)(f1)),
        "'function'"),
    'MFG register number': (lambda: w(C.MultitypeFuncGraph('q').register('Number')(f1)),
        "'function'"),
    'GO returns tuple': (lambda: ops.GradOperation()(f2)(F(2)).asnumpy().tolist(),
        '[3.0, 3.0]'),
    'GO returns str': (lambda: ops.GradOperation()(lambda x: 'a')(F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00])'),
    'GO returns int': (lambda: ops.GradOperation()(lambda x: 1)(F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00])'),
    'GO returns none': (lambda: ops.GradOperation()(lambda x: None)(F(2)),
        'Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00])'),
    'GO int input graph': (
        lambda: (ms.set_context(mode=ms.GRAPH_MODE), ops.GradOperation()(fn2)(1, 2))[1],
        '()'),
    'GO by_list empty': (
        lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, ())(F(1, 2)))(gnet()),
        '()'),
    'GO by_list tensor': (
        lambda: (lambda n: ops.GradOperation(get_by_list=True)(n, F(2))(F(1, 2)))(gnet()),
        'Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00])'),
}
