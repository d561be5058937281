"""Rows of ``test_bad_input_catalogue61``: Tensor operators given None on either side, op by op
(a Tensor, a Parameter, an int32 Tensor). 2.10's exception type and text for each call (measured
on 2.10 CPU, one case per forked process: /tmp/s78/bad78/run.py on c1.py). GOOD: calls 2.10
accepts next to them, with the repr of 2.10's result.
"""
from bad_input_rows61_help import F, I, P

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    't0-none': (lambda: F(2) + None, TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'rt0-none': (lambda: None + F(2), TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'p0-none': (lambda: P() + None, TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'rp0-none': (lambda: None + P(), TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    'it0-none': (lambda: I(2) + None, TypeError,
        'Failed calling add with "add(None)".\nThe valid calling should be:\n"Tensor.add(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add(ot'
        'her=<Any, Tensor>)"\n    missing required argument: other'),
    't1-none': (lambda: F(2) - None, TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    'rt1-none': (lambda: None - F(2), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should be:'
        ' \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'p1-none': (lambda: P() - None, TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    'rp1-none': (lambda: None - P(), TypeError,
        'Failed calling Sub with "Sub()(input=None, other=Tensor)".\nThe valid calling should be:'
        ' \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'it1-none': (lambda: I(2) - None, TypeError,
        'Failed calling sub with "sub(None)".\nThe valid calling should be:\n"Tensor.sub(other=<N'
        'umber>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(other=<Nu'
        'mber, Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.sub(y='
        '<Any, Tensor>)"\n    missing required argument: y'),
    't2-none': (lambda: F(2) * None, TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'rt2-none': (lambda: None * F(2), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'p2-none': (lambda: P() * None, TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'rp2-none': (lambda: None * P(), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'it2-none': (lambda: I(2) * None, TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    't3-none': (lambda: F(2) / None, TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<None, '
        'string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    missing required argument: other'),
    'rt3-none': (lambda: None / F(2), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'p3-none': (lambda: P() / None, TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<None, '
        'string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    missing required argument: other'),
    'rp3-none': (lambda: None / P(), TypeError,
        'Failed calling mul with "mul(None)".\nThe valid calling should be:\n"Tensor.mul(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.mul(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.mul(other=<Any, Tensor>)"\n    missing requi'
        'red argument: other'),
    'it3-none': (lambda: I(2) / None, TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<N'
        'umber>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n  '
        '  missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<None, '
        'string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>, *, '
        'rounding_mode=<None, string>)"\n    missing required argument: other'),
    't4-none': (lambda: F(2) // None, TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=None)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rt4-none': (lambda: None // F(2), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=None, other=Tensor)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'p4-none': (lambda: P() // None, TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=None)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rp4-none': (lambda: None // P(), TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=None, other=Tensor)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'it4-none': (lambda: I(2) // None, TypeError,
        'Failed calling FloorDiv with "FloorDiv()(input=Tensor, other=None)".\nThe valid calling '
        'should be: \n"FloorDiv()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    't5-none': (lambda: F(2) % None, TypeError,
        'Failed calling __mod__ with "__mod__(None)".\nThe valid calling should be:\n"Tensor.__mo'
        'd__(other=<Tensor>)"\n    missing required argument: other\n"Tensor.__mod__(other=<Numbe'
        'r>)"\n    missing required argument: other'),
    'rt5-none': (lambda: None % F(2), TypeError,
        'rmod(): missing 1 required positional argument: input.'),
    'p5-none': (lambda: P() % None, TypeError,
        'Failed calling __mod__ with "__mod__(None)".\nThe valid calling should be:\n"Tensor.__mo'
        'd__(other=<Tensor>)"\n    missing required argument: other\n"Tensor.__mod__(other=<Numbe'
        'r>)"\n    missing required argument: other'),
    'rp5-none': (lambda: None % P(), TypeError,
        'rmod(): missing 1 required positional argument: input.'),
    'it5-none': (lambda: I(2) % None, TypeError,
        'Failed calling __mod__ with "__mod__(None)".\nThe valid calling should be:\n"Tensor.__mo'
        'd__(other=<Tensor>)"\n    missing required argument: other\n"Tensor.__mod__(other=<Numbe'
        'r>)"\n    missing required argument: other'),
    't6-none': (lambda: F(2) ** None, TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'rt6-none': (lambda: None ** F(2), TypeError,
        'Failed calling Pow with "Pow()(input=None, exponent=Tensor)".\nThe valid calling should '
        'be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'p6-none': (lambda: P() ** None, TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    'rp6-none': (lambda: None ** P(), TypeError,
        'Failed calling Pow with "Pow()(input=None, exponent=Tensor)".\nThe valid calling should '
        'be: \n"Pow()(input=<Number, Tensor>, exponent=<Number, Tensor>)".'),
    'it6-none': (lambda: I(2) ** None, TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponent'
        '=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Tens'
        'or>)"\n    missing required argument: exponent'),
    't7-none': (lambda: F(2) < None, TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'rt7-none': (lambda: None < F(2), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'p7-none': (lambda: P() < None, TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'rp7-none': (lambda: None < P(), TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'it7-none': (lambda: I(2) < None, TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    't8-none': (lambda: F(2) <= None, TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'rt8-none': (lambda: None <= F(2), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'p8-none': (lambda: P() <= None, TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'rp8-none': (lambda: None <= P(), TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'it8-none': (lambda: I(2) <= None, TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    't9-none': (lambda: F(2) > None, TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rt9-none': (lambda: None > F(2), TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'p9-none': (lambda: P() > None, TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rp9-none': (lambda: None > P(), TypeError,
        'Failed calling less with "less(Tensor, None)".\nThe valid calling should be:\n"less(inpu'
        't=<Tensor>, other=<Number>)"\n    missing required argument: other\n"less(input=<Tensor>'
        ', other=<Number, Tensor, bool>)"\n    missing required argument: other'),
    'it9-none': (lambda: I(2) > None, TypeError,
        'Failed calling Greater with "Greater()(input=Tensor, other=None)".\nThe valid calling sh'
        'ould be: \n"Greater()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    't10-none': (lambda: F(2) >= None, TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rt10-none': (lambda: None >= F(2), TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'p10-none': (lambda: P() >= None, TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'rp10-none': (lambda: None >= P(), TypeError,
        'Failed calling LessEqual with "LessEqual()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"LessEqual()(input=<bool, Number, Tensor>, other=<bool, Number, Tensor>)"'
        '.'),
    'it10-none': (lambda: I(2) >= None, TypeError,
        'Failed calling GreaterEqual with "GreaterEqual()(input=Tensor, other=None)".\nThe valid '
        'calling should be: \n"GreaterEqual()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    't13-none': (lambda: F(2) & None, TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'rt13-none': (lambda: None & F(2), TypeError,
        "unsupported operand type(s) for &: 'NoneType' and 'Tensor'"),
    'p13-none': (lambda: P() & None, TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    'rp13-none': (lambda: None & P(), TypeError,
        "unsupported operand type(s) for &: 'NoneType' and 'Parameter'"),
    'it13-none': (lambda: I(2) & None, TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'and(other=<Number>)"\n    missing required argument: other'),
    't14-none': (lambda: F(2) | None, TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'rt14-none': (lambda: None | F(2), TypeError,
        "unsupported operand type(s) for |: 'NoneType' and 'Tensor'"),
    'p14-none': (lambda: P() | None, TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    'rp14-none': (lambda: None | P(), TypeError,
        "unsupported operand type(s) for |: 'NoneType' and 'Parameter'"),
    'it14-none': (lambda: I(2) | None, TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tenso'
        'r.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_or('
        'other=<Number>)"\n    missing required argument: other'),
    't15-none': (lambda: F(2) ^ None, TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'rt15-none': (lambda: None ^ F(2), TypeError,
        "unsupported operand type(s) for ^: 'NoneType' and 'Tensor'"),
    'p15-none': (lambda: P() ^ None, TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    'rp15-none': (lambda: None ^ P(), TypeError,
        "unsupported operand type(s) for ^: 'NoneType' and 'Parameter'"),
    'it15-none': (lambda: I(2) ^ None, TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Ten'
        'sor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_'
        'xor(other=<Number>)"\n    missing required argument: other'),
    't16-none': (lambda: F(2) @ None, TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'rt16-none': (lambda: None @ F(2), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=None, other=Tensor)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'p16-none': (lambda: P() @ None, TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'rp16-none': (lambda: None @ P(), TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=None, other=Tensor)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
    'it16-none': (lambda: I(2) @ None, TypeError,
        'Failed calling MatMulExt with "MatMulExt()(input=Tensor, other=None)".\nThe valid callin'
        'g should be: \n"MatMulExt()(input=<Tensor>, other=<Tensor>)".'),
}

# name: (call, repr of 2.10's result)
GOOD = {
    't11-none': (lambda: F(2) == None,
        'False'),
    'rt11-none': (lambda: None == F(2),
        'False'),
    'p11-none': (lambda: P() == None,
        'False'),
    'rp11-none': (lambda: None == P(),
        'False'),
    'it11-none': (lambda: I(2) == None,
        'False'),
    't12-none': (lambda: F(2) != None,
        'True'),
    'rt12-none': (lambda: None != F(2),
        'True'),
    'p12-none': (lambda: P() != None,
        'True'),
    'rp12-none': (lambda: None != P(),
        'True'),
    'it12-none': (lambda: I(2) != None,
        'True'),
}
