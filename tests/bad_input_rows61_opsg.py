"""Rows of ``test_bad_input_catalogue61``: Tensor operators given None or a string in
``@ms.jit`` functions, and ``t op= None`` op by op and in a graph. 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process: /tmp/s78/bad78/run.py on
c1.py). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.
"""
import operator

import bad_input_rows61_help as H
from bad_input_rows61_help import F, P

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'g0-none': (lambda: H.j_g0_none(F(2)), TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'rg0-none': (lambda: H.j_rg0_none(F(2)), TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'gs0-str': (lambda: H.j_gs0_str(F(2)), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g1-none': (lambda: H.j_g1_none(F(2)), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    'rg1-none': (lambda: H.j_rg1_none(F(2)), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should be:'
        ' \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'gs1-str': (lambda: H.j_gs1_str(F(2)), TypeError,
        'Failed calling Sub with "Sub()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g2-none': (lambda: H.j_g2_none(F(2)), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'rg2-none': (lambda: H.j_rg2_none(F(2)), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'gs2-str': (lambda: H.j_gs2_str(F(2)), TypeError,
        'Failed calling Mul with "Mul()(input=Tensor, other=string)".\nThe valid calling should b'
        'e: \n"Mul()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g3-none': (lambda: H.j_g3_none(F(2)), TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<None, '
        'string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    missing required argument: other'),
    'rg3-none': (lambda: H.j_rg3_none(F(2)), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'gs3-str': (lambda: H.j_gs3_str(F(2)), TypeError,
        'Failed calling div with "div(string)".\nThe valid calling should be:\n"Tensor.div(other='
        '<Number>)"\n    match failed because invalid types: (string)\n                          '
        '               ~~~~~~~~\n"Tensor.div(other=<Number, Tensor>)"\n    match failed because '
        'invalid types: (string)\n                                         ~~~~~~~~\n"Tensor.div('
        'other=<Number>, *, rounding_mode=<None, string>)"\n    match failed because invalid type'
        's: (string)\n                                         ~~~~~~~~\n"Tensor.div(other=<Numbe'
        'r, Tensor>, *, rounding_mode=<None, string>)"\n    match failed because invalid types: ('
        'string)\n                                         ~~~~~~~~'),
    'g4-none': (lambda: H.j_g4_none(F(2)), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=None)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rg4-none': (lambda: H.j_rg4_none(F(2)), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=None, other=Tensor)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'gs4-str': (lambda: H.j_gs4_str(F(2)), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=string)".\nThe valid callin'
        'g should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g5-none': (lambda: H.j_g5_none(F(2)), TypeError,
        'Failed calling __mod__ with "__mod__(None)".\nThe valid calling should be:\n"Tensor.__mo'
        'd__(other=<Tensor>)"\n    missing required argument: other\n"Tensor.__mod__(other=<Numbe'
        'r>)"\n    missing required argument: other'),
    'rg5-none': (lambda: H.j_rg5_none(F(2)), TypeError,
        'rmod(): missing 1 required positional argument: input.'),
    'gs5-str': (lambda: H.j_gs5_str(F(2)), TypeError,
        'Failed calling __mod__ with "__mod__(string)".\nThe valid calling should be:\n"Tensor.__'
        'mod__(other=<Tensor>)"\n    match failed because invalid types: (string)\n              '
        '                           ~~~~~~~~\n"Tensor.__mod__(other=<Number>)"\n    match failed '
        'because invalid types: (string)\n                                         ~~~~~~~~'),
    'g6-none': (lambda: H.j_g6_none(F(2)), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'rg6-none': (lambda: H.j_rg6_none(F(2)), TypeError,
        'Failed calling Pow with "Pow()(input=None, exponent=Tensor)".\nThe valid calling should '
        'be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'gs6-str': (lambda: H.j_gs6_str(F(2)), TypeError,
        'Failed calling pow with "pow(string)".\nThe valid calling should be:\n"Tensor.pow(expone'
        'nt=<Number>)"\n    match failed because invalid types: (string)\n                       '
        '                  ~~~~~~~~\n"Tensor.pow(exponent=<Number, Tensor>)"\n    match failed be'
        'cause invalid types: (string)\n                                         ~~~~~~~~'),
    'g7-none': (lambda: H.j_g7_none(F(2)), TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'rg7-none': (lambda: H.j_rg7_none(F(2)), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'gs7-str': (lambda: H.j_gs7_str(F(2)), TypeError,
        'Failed calling less with "less(Tensor, string)".\nThe valid calling should be:\n"less(in'
        'put=<Tensor>, other=<Number>)"\n    match failed because invalid types: (Tensor, string)'
        '\n                                                 ~~~~~~~~\n"less(input=<Tensor>, other'
        '=<Number, Tensor, bool>)"\n    match failed because invalid types: (Tensor, string)\n   '
        '                                              ~~~~~~~~'),
    'g8-none': (lambda: H.j_g8_none(F(2)), TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'rg8-none': (lambda: H.j_rg8_none(F(2)), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'gs8-str': (lambda: H.j_gs8_str(F(2)), TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=string)".\nThe valid call'
        'ing should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>'
        ')".'),
    'g9-none': (lambda: H.j_g9_none(F(2)), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rg9-none': (lambda: H.j_rg9_none(F(2)), TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'gs9-str': (lambda: H.j_gs9_str(F(2)), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=string)".\nThe valid calling '
        'should be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g10-none': (lambda: H.j_g10_none(F(2)), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rg10-none': (lambda: H.j_rg10_none(F(2)), TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'gs10-str': (lambda: H.j_gs10_str(F(2)), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=string)".\nThe vali'
        'd calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'g13-none': (lambda: H.j_g13_none(F(2)), TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'rg13-none': (lambda: H.j_rg13_none(F(2)), TypeError,
        "unsupported operand type(s) for &: 'NoneType' and 'Tensor'"),
    'gs13-str': (lambda: H.j_gs13_str(F(2)), TypeError,
        'Failed calling bitwise_and with "bitwise_and(string)".\nThe valid calling should be:\n"T'
        'ensor.bitwise_and(other=<Tensor>)"\n    match failed because invalid types: (string)\n  '
        '                                       ~~~~~~~~\n"Tensor.bitwise_and(other=<Number>)"\n '
        '   match failed because invalid types: (string)\n                                       '
        '  ~~~~~~~~'),
    'g14-none': (lambda: H.j_g14_none(F(2)), TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'rg14-none': (lambda: H.j_rg14_none(F(2)), TypeError,
        "unsupported operand type(s) for |: 'NoneType' and 'Tensor'"),
    'gs14-str': (lambda: H.j_gs14_str(F(2)), TypeError,
        'Failed calling bitwise_or with "bitwise_or(string)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_or(other=<Tensor>)"\n    match failed because invalid types: (string)\n     '
        '                                    ~~~~~~~~\n"Tensor.bitwise_or(other=<Number>)"\n    m'
        'atch failed because invalid types: (string)\n                                         ~~'
        '~~~~~~'),
    'g15-none': (lambda: H.j_g15_none(F(2)), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'rg15-none': (lambda: H.j_rg15_none(F(2)), TypeError,
        "unsupported operand type(s) for ^: 'NoneType' and 'Tensor'"),
    'gs15-str': (lambda: H.j_gs15_str(F(2)), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(string)".\nThe valid calling should be:\n"T'
        'ensor.bitwise_xor(other=<Tensor>)"\n    match failed because invalid types: (string)\n  '
        '                                       ~~~~~~~~\n"Tensor.bitwise_xor(other=<Number>)"\n '
        '   match failed because invalid types: (string)\n                                       '
        '  ~~~~~~~~'),
    'g16-none': (lambda: H.j_g16_none(F(2)), TypeError,
        'Failed calling MatMulExt with "other=None".\nThe valid calling should be: "input=<Tensor'
        '>, other=<Tensor>".'),
    'rg16-none': (lambda: H.j_rg16_none(F(2)), TypeError,
        'Failed calling MatMulExt with "input=None".\nThe valid calling should be: "input=<Tensor'
        '>, other=<Tensor>".'),
    'gs16-str': (lambda: H.j_gs16_str(F(2)), TypeError,
        'Failed calling MatMulExt with "other=String".\nThe valid calling should be: "input=<Tens'
        'or>, other=<Tensor>".'),
    'in0-none': (lambda: operator.iadd(F(2), None), TypeError,
        'Failed calling add_ with "add_(None)".\nThe valid calling should be:\n"Tensor.add_(other'
        '=<Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add_(other'
        '=<Number>, *, alpha=<Number>)"\n    missing required argument: other'),
    'inp0-none': (lambda: operator.iadd(P(), None), TypeError,
        'Failed calling add_ with "add_(None)".\nThe valid calling should be:\n"Tensor.add_(other'
        '=<Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add_(other'
        '=<Number>, *, alpha=<Number>)"\n    missing required argument: other'),
    'gin0-none': (lambda: H.j_gin0_none(F(2)), TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'in1-none': (lambda: operator.isub(F(2), None), TypeError,
        'Failed calling sub_ with "sub_(None)".\nThe valid calling should be:\n"Tensor.sub_(other'
        '=<Tensor>, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub_(other=<N'
        'umber>, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub_(y=<Any, Ten'
        'sor>)"\n    missing required argument: y'),
    'inp1-none': (lambda: operator.isub(P(), None), TypeError,
        'Failed calling sub_ with "sub_(None)".\nThe valid calling should be:\n"Tensor.sub_(other'
        '=<Tensor>, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub_(other=<N'
        'umber>, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub_(y=<Any, Ten'
        'sor>)"\n    missing required argument: y'),
    'gin1-none': (lambda: H.j_gin1_none(F(2)), TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    'in2-none': (lambda: operator.imul(F(2), None), TypeError,
        'Failed calling mul_ with "mul_(None)".\nThe valid calling should be:\n"Tensor.mul_(other'
        '=<Tensor>)"\n    missing required argument: other\n"Tensor.mul_(other=<Number>)"\n    mi'
        'ssing required argument: other'),
    'inp2-none': (lambda: operator.imul(P(), None), TypeError,
        'Failed calling mul_ with "mul_(None)".\nThe valid calling should be:\n"Tensor.mul_(other'
        '=<Tensor>)"\n    missing required argument: other\n"Tensor.mul_(other=<Number>)"\n    mi'
        'ssing required argument: other'),
    'gin2-none': (lambda: H.j_gin2_none(F(2)), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'in3-none': (lambda: operator.itruediv(F(2), None), TypeError,
        'Failed calling div_ with "div_(None)".\nThe valid calling should be:\n"Tensor.div_(other'
        '=<Tensor>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>)"\n    mi'
        'ssing required argument: other\n"Tensor.div_(other=<Tensor>, rounding_mode=<None, string'
        '>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>, rounding_mode=<N'
        'one, string>)"\n    missing required argument: other'),
    'inp3-none': (lambda: operator.itruediv(P(), None), TypeError,
        'Failed calling div_ with "div_(None)".\nThe valid calling should be:\n"Tensor.div_(other'
        '=<Tensor>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>)"\n    mi'
        'ssing required argument: other\n"Tensor.div_(other=<Tensor>, rounding_mode=<None, string'
        '>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>, rounding_mode=<N'
        'one, string>)"\n    missing required argument: other'),
    'gin3-none': (lambda: H.j_gin3_none(F(2)), TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<None, '
        'string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    missing required argument: other'),
    'in4-none': (lambda: operator.ifloordiv(F(2), None), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(None)".\nThe valid calling should be:\n'
        '"Tensor.floor_divide_(other=<Tensor>)"\n    missing required argument: other\n"Tensor.fl'
        'oor_divide_(other=<Number>)"\n    missing required argument: other'),
    'inp4-none': (lambda: operator.ifloordiv(P(), None), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(None)".\nThe valid calling should be:\n'
        '"Tensor.floor_divide_(other=<Tensor>)"\n    missing required argument: other\n"Tensor.fl'
        'oor_divide_(other=<Number>)"\n    missing required argument: other'),
    'gin4-none': (lambda: H.j_gin4_none(F(2)), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=None)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'in5-none': (lambda: operator.imod(F(2), None), TypeError,
        'Failed calling remainder_ with "remainder_(None)".\nThe valid calling should be:\n"Tenso'
        'r.remainder_(other=<Tensor>)"\n    missing required argument: other\n"Tensor.remainder_('
        'other=<Number>)"\n    missing required argument: other'),
    'inp5-none': (lambda: operator.imod(P(), None), TypeError,
        'Failed calling remainder_ with "remainder_(None)".\nThe valid calling should be:\n"Tenso'
        'r.remainder_(other=<Tensor>)"\n    missing required argument: other\n"Tensor.remainder_('
        'other=<Number>)"\n    missing required argument: other'),
    'gin5-none': (lambda: H.j_gin5_none(F(2)), TypeError,
        'Failed calling __mod__ with "__mod__(None)".\nThe valid calling should be:\n"Tensor.__mo'
        'd__(other=<Tensor>)"\n    missing required argument: other\n"Tensor.__mod__(other=<Numbe'
        'r>)"\n    missing required argument: other'),
    'in6-none': (lambda: operator.ipow(F(2), None), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'inp6-none': (lambda: operator.ipow(P(), None), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'gin6-none': (lambda: H.j_gin6_none(F(2)), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'in7-none': (lambda: operator.iand(F(2), None), TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'inp7-none': (lambda: operator.iand(P(), None), TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'gin7-none': (lambda: H.j_gin7_none(F(2)), TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'in8-none': (lambda: operator.ior(F(2), None), TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'inp8-none': (lambda: operator.ior(P(), None), TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'gin8-none': (lambda: H.j_gin8_none(F(2)), TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'in9-none': (lambda: operator.ixor(F(2), None), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'inp9-none': (lambda: operator.ixor(P(), None), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'gin9-none': (lambda: H.j_gin9_none(F(2)), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'in10-none': (lambda: operator.imatmul(F(2), None), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'inp10-none': (lambda: operator.imatmul(P(), None), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'gin10-none': (lambda: H.j_gin10_none(F(2)), TypeError,
        'Failed calling MatMulExt with "other=None".\nThe valid calling should be: "input=<Tensor'
        '>, other=<Tensor>".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'g11-none': (lambda: H.j_g11_none(F(2)),
        'False'),
    'rg11-none': (lambda: H.j_rg11_none(F(2)),
        'False'),
    'gs11-str': (lambda: H.j_gs11_str(F(2)),
        'False'),
    'g12-none': (lambda: H.j_g12_none(F(2)),
        'True'),
    'rg12-none': (lambda: H.j_rg12_none(F(2)),
        'True'),
    'gs12-str': (lambda: H.j_gs12_str(F(2)),
        'True'),
}
