"""Rows of ``test_bad_input_catalogue57``: the Tensor methods 2.10 matches against several
signatures (method_sigs.SIGS): no argument, a None, seven Tensors (2.10's listings, or its
one-candidate parse texts). 2.10's exception type and text for each call (measured on 2.10 CPU,
one case per forked process: /tmp/s74/bad57/run.py on c11.py). GOOD: calls 2.10 accepts next to
them, with the repr of 2.10's result.

Left (minicell differs; see the report): expand_as-noarg (TypeError: 'Failed calling expand_as
with "expand_as()".\\nThe v'); expand_as-none (TypeError: 'Failed calling expand_as with
"expand_as(None)".\\nT'); flatten-none (TypeError: 'Failed calling flatten with
"flatten(None)".\\nThe v'); histc-none (TypeError: 'Failed calling histc with "histc(None)".\\nThe
valid'); logsumexp-none (TypeError: 'Failed calling logsumexp with "logsumexp(None)".\\nT');
mul-none (TypeError: 'Failed calling mul with "mul(None)".\\nThe valid cal'); permute-none (2.10
returns 'Tensor(shape=[3, 2], dtype=Float32, valu'); scatter-noarg (TypeError: 'Failed calling
scatter with "scatter()".\\nThe valid'); scatter-none (TypeError: 'Failed calling scatter with
"scatter(None)".\\nThe v'); set_-none (TypeError: 'Failed calling set_ with "set_(None)".\\nThe
valid c'); set_-many (TypeError: 'Failed calling set_ with "set_(Tensor, Tensor, Ten');
tile-many (TypeError: "tile(): argument 'dims'(position 0) should be tupl"); to-many (TypeError:
'Failed calling to with "to(Tensor, Tensor, Tensor,'); unbind-none (TypeError: 'Failed calling
unbind with "unbind(None)".\\nThe val'); unbind-many (TypeError: 'Failed calling unbind with
"unbind(Tensor, Tensor,'); unsqueeze-noarg (TypeError: 'Failed calling unsqueeze with
"unsqueeze()".\\nThe v'); unsqueeze-none (TypeError: 'Failed calling unsqueeze with
"unsqueeze(None)".\\nT'); view-none (TypeError: 'Failed calling view with "view(None)".\\nThe
valid c'); view-many (TypeError: "view(): argument 'shape'(position 0) should be tup").
"""
from bad_input_rows57_help import F

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'acos-none': (lambda: F(2, 3).acos(None), TypeError,
        'Failed calling acos with "acos(None)".\nThe valid calling should be:\n"Tensor.acos()"'),
    'acos-many': (lambda: F(2, 3).acos(*[F(2, 3)] * 7), TypeError,
        'Failed calling acos with "acos(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.acos()"'),
    'acosh-none': (lambda: F(2, 3).acosh(None), TypeError,
        'Failed calling acosh with "acosh(None)".\nThe valid calling should be:\n"Tensor.acosh()'
        '"'),
    'acosh-many': (lambda: F(2, 3).acosh(*[F(2, 3)] * 7), TypeError,
        'Failed calling acosh with "acosh(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.acosh()"'),
    'add_-noarg': (lambda: F(2, 3).add_(), TypeError,
        'Failed calling add_ with "add_()".\nThe valid calling should be:\n"Tensor.add_(other=<T'
        'ensor>, *, alpha=<number>)"\n"Tensor.add_(other=<number>, *, alpha=<number>)"'),
    'add_-none': (lambda: F(2, 3).add_(None), TypeError,
        'Failed calling add_ with "add_(None)".\nThe valid calling should be:\n"Tensor.add_(othe'
        'r=<Tensor>, *, alpha=<Number>)"\n    missing required argument: other\n"Tensor.add_(oth'
        'er=<Number>, *, alpha=<Number>)"\n    missing required argument: other'),
    'add_-many': (lambda: F(2, 3).add_(*[F(2, 3)] * 7), TypeError,
        'Failed calling add_ with "add_(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.add_(other=<Tensor>, *, alpha=<number>)"\n"Ten'
        'sor.add_(other=<number>, *, alpha=<number>)"'),
    'addbmm-noarg': (lambda: F(2, 3).addbmm(), TypeError,
        'Failed calling addbmm with "addbmm()".\nThe valid calling should be:\n"Tensor.addbmm(ba'
        'tch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>)"\n"Tens'
        'or.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'addbmm-none': (lambda: F(2, 3).addbmm(None), TypeError,
        'Failed calling addbmm with "addbmm(None)".\nThe valid calling should be:\n"Tensor.addbm'
        'm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>)"\n"'
        'Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'addbmm-many': (lambda: F(2, 3).addbmm(*[F(2, 3)] * 7), TypeError,
        'Failed calling addbmm with "addbmm(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.addbmm(batch1=<Tensor>, batch2=<Tensor>, *'
        ', beta=<number,Tensor>, alpha=<number,Tensor>)"\n"Tensor.addbmm(batch1=<Tensor>, batch2'
        '=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'addcdiv-noarg': (lambda: F(2, 3).addcdiv(), TypeError,
        'Failed calling addcdiv with "addcdiv()".\nThe valid calling should be:\n"Tensor.addcdiv'
        '(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n"Tensor.addcdiv(tensor'
        '1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'addcdiv-none': (lambda: F(2, 3).addcdiv(None), TypeError,
        'Failed calling addcdiv with "addcdiv(None)".\nThe valid calling should be:\n"Tensor.add'
        'cdiv(tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>)"\n"Tensor.addcdiv(te'
        'nsor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>)"'),
    'addcdiv-many': (lambda: F(2, 3).addcdiv(*[F(2, 3)] * 7), TypeError,
        'Failed calling addcdiv with "addcdiv(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tenso'
        'r>, *, value=<number,Tensor>)"\n"Tensor.addcdiv(tensor1=<Tensor>, tensor2=<Tensor>, val'
        'ue=<Tensor>)"'),
    'addmm-noarg': (lambda: F(2, 3).addmm(), TypeError,
        'Failed calling addmm with "addmm()".\nThe valid calling should be:\n"Tensor.addmm(mat1='
        '<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'addmm-none': (lambda: F(2, 3).addmm(None), TypeError,
        'Failed calling addmm with "addmm(None)".\nThe valid calling should be:\n"Tensor.addmm(m'
        'at1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'addmm-many': (lambda: F(2, 3).addmm(*[F(2, 3)] * 7), TypeError,
        'Failed calling addmm with "addmm(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.addmm(mat1=<Tensor>, mat2=<Tensor>, *, beta='
        '<number>, alpha=<number>)"'),
    'addmv-noarg': (lambda: F(2, 3).addmv(), TypeError,
        'Failed calling addmv with "addmv()".\nThe valid calling should be:\n"Tensor.addmv(mat=<'
        'Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n"Tensor.addmv(mat=<Tensor>, '
        'vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'addmv-none': (lambda: F(2, 3).addmv(None), TypeError,
        'Failed calling addmv with "addmv(None)".\nThe valid calling should be:\n"Tensor.addmv(m'
        'at=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>)"\n"Tensor.addmv(mat=<Tenso'
        'r>, vec=<Tensor>, beta=<number>, alpha=<number>)"'),
    'addmv-many': (lambda: F(2, 3).addmv(*[F(2, 3)] * 7), TypeError,
        'Failed calling addmv with "addmv(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, *, beta=<n'
        'umber>, alpha=<number>)"\n"Tensor.addmv(mat=<Tensor>, vec=<Tensor>, beta=<number>, alph'
        'a=<number>)"'),
    'arccos-none': (lambda: F(2, 3).arccos(None), TypeError,
        'Failed calling acos with "acos(None)".\nThe valid calling should be:\n"Tensor.acos()"'),
    'arccos-many': (lambda: F(2, 3).arccos(*[F(2, 3)] * 7), TypeError,
        'Failed calling acos with "acos(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.acos()"'),
    'arccosh-none': (lambda: F(2, 3).arccosh(None), TypeError,
        'Failed calling acosh with "acosh(None)".\nThe valid calling should be:\n"Tensor.acosh()'
        '"'),
    'arccosh-many': (lambda: F(2, 3).arccosh(*[F(2, 3)] * 7), TypeError,
        'Failed calling acosh with "acosh(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.acosh()"'),
    'arcsin-none': (lambda: F(2, 3).arcsin(None), TypeError,
        'Failed calling asin with "asin(None)".\nThe valid calling should be:\n"Tensor.asin()"'),
    'arcsin-many': (lambda: F(2, 3).arcsin(*[F(2, 3)] * 7), TypeError,
        'Failed calling asin with "asin(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.asin()"'),
    'arcsinh-none': (lambda: F(2, 3).arcsinh(None), TypeError,
        'Failed calling asinh with "asinh(None)".\nThe valid calling should be:\n"Tensor.asinh()'
        '"'),
    'arcsinh-many': (lambda: F(2, 3).arcsinh(*[F(2, 3)] * 7), TypeError,
        'Failed calling asinh with "asinh(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.asinh()"'),
    'arctan-none': (lambda: F(2, 3).arctan(None), TypeError,
        'Failed calling atan with "atan(None)".\nThe valid calling should be:\n"Tensor.atan()"'),
    'arctan-many': (lambda: F(2, 3).arctan(*[F(2, 3)] * 7), TypeError,
        'Failed calling atan with "atan(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.atan()"'),
    'arctan2-noarg': (lambda: F(2, 3).arctan2(), TypeError,
        'Failed calling atan2 with "atan2()".\nThe valid calling should be:\n"Tensor.atan2(other'
        '=<number,Tensor>)"'),
    'arctan2-none': (lambda: F(2, 3).arctan2(None), TypeError,
        'Failed calling atan2 with "atan2(None)".\nThe valid calling should be:\n"Tensor.atan2(o'
        'ther=<Number, Tensor>)"\n    missing required argument: other'),
    'arctan2-many': (lambda: F(2, 3).arctan2(*[F(2, 3)] * 7), TypeError,
        'Failed calling atan2 with "atan2(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.atan2(other=<number,Tensor>)"'),
    'argmax-many': (lambda: F(2, 3).argmax(*[F(2, 3)] * 7), TypeError,
        'Failed calling argmax with "argmax(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n"Ten'
        'sor.argmax(dim=<int,None>, keepdim=<bool>)"'),
    'argmin-many': (lambda: F(2, 3).argmin(*[F(2, 3)] * 7), TypeError,
        'Failed calling argmin with "argmin(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.argmin(dim=<int,None>, keepdim=<bool>)"\n"'
        'Tensor.argmin(axis=<int,None>, keepdims=<bool>)"'),
    'asin-none': (lambda: F(2, 3).asin(None), TypeError,
        'Failed calling asin with "asin(None)".\nThe valid calling should be:\n"Tensor.asin()"'),
    'asin-many': (lambda: F(2, 3).asin(*[F(2, 3)] * 7), TypeError,
        'Failed calling asin with "asin(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.asin()"'),
    'asinh-none': (lambda: F(2, 3).asinh(None), TypeError,
        'Failed calling asinh with "asinh(None)".\nThe valid calling should be:\n"Tensor.asinh()'
        '"'),
    'asinh-many': (lambda: F(2, 3).asinh(*[F(2, 3)] * 7), TypeError,
        'Failed calling asinh with "asinh(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.asinh()"'),
    'atan-none': (lambda: F(2, 3).atan(None), TypeError,
        'Failed calling atan with "atan(None)".\nThe valid calling should be:\n"Tensor.atan()"'),
    'atan-many': (lambda: F(2, 3).atan(*[F(2, 3)] * 7), TypeError,
        'Failed calling atan with "atan(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.atan()"'),
    'atan2-noarg': (lambda: F(2, 3).atan2(), TypeError,
        'Failed calling atan2 with "atan2()".\nThe valid calling should be:\n"Tensor.atan2(other'
        '=<number,Tensor>)"'),
    'atan2-none': (lambda: F(2, 3).atan2(None), TypeError,
        'Failed calling atan2 with "atan2(None)".\nThe valid calling should be:\n"Tensor.atan2(o'
        'ther=<Number, Tensor>)"\n    missing required argument: other'),
    'atan2-many': (lambda: F(2, 3).atan2(*[F(2, 3)] * 7), TypeError,
        'Failed calling atan2 with "atan2(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.atan2(other=<number,Tensor>)"'),
    'baddbmm-noarg': (lambda: F(2, 3).baddbmm(), TypeError,
        'Failed calling baddbmm with "baddbmm()".\nThe valid calling should be:\n"Tensor.baddbmm'
        '(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>)"\n"T'
        'ensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'baddbmm-none': (lambda: F(2, 3).baddbmm(None), TypeError,
        'Failed calling baddbmm with "baddbmm(None)".\nThe valid calling should be:\n"Tensor.bad'
        'dbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>)"'
        '\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'baddbmm-many': (lambda: F(2, 3).baddbmm(*[F(2, 3)] * 7), TypeError,
        'Failed calling baddbmm with "baddbmm(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.baddbmm(batch1=<Tensor>, batch2=<Tensor>'
        ', *, beta=<number,Tensor>, alpha=<number,Tensor>)"\n"Tensor.baddbmm(batch1=<Tensor>, ba'
        'tch2=<Tensor>, *, beta=<number>, alpha=<number>)"'),
    'bincount-noarg': (lambda: F(2, 3).bincount(), ValueError,
        "For math function 'bincount', 'input' should be one-dimensional tensor."),
    'bincount-none': (lambda: F(2, 3).bincount(None), ValueError,
        "For math function 'bincount', 'input' should be one-dimensional tensor."),
    'bincount-many': (lambda: F(2, 3).bincount(*[F(2, 3)] * 7), TypeError,
        'Failed calling bincount with "bincount(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, '
        'Tensor)".\nThe valid calling should be:\n"Tensor.bincount(weights=<Tensor,None>, minlen'
        'gth=<int,Tensor>)"'),
    'bitwise_and-noarg': (lambda: F(2, 3).bitwise_and(), TypeError,
        'Failed calling bitwise_and with "bitwise_and()".\nThe valid calling should be:\n"Tensor'
        '.bitwise_and(other=<Tensor>)"\n"Tensor.bitwise_and(other=<number>)"'),
    'bitwise_and-none': (lambda: F(2, 3).bitwise_and(None), TypeError,
        'Failed calling bitwise_and with "bitwise_and(None)".\nThe valid calling should be:\n"Te'
        'nsor.bitwise_and(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwis'
        'e_and(other=<Number>)"\n    missing required argument: other'),
    'bitwise_and-many': (lambda: F(2, 3).bitwise_and(*[F(2, 3)] * 7), TypeError,
        'Failed calling bitwise_and with "bitwise_and(Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor, Tensor)".\nThe valid calling should be:\n"Tensor.bitwise_and(other=<Tensor>)"\n"T'
        'ensor.bitwise_and(other=<number>)"'),
    'bitwise_or-noarg': (lambda: F(2, 3).bitwise_or(), TypeError,
        'Failed calling bitwise_or with "bitwise_or()".\nThe valid calling should be:\n"Tensor.b'
        'itwise_or(other=<Tensor>)"\n"Tensor.bitwise_or(other=<number>)"'),
    'bitwise_or-none': (lambda: F(2, 3).bitwise_or(None), TypeError,
        'Failed calling bitwise_or with "bitwise_or(None)".\nThe valid calling should be:\n"Tens'
        'or.bitwise_or(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwise_o'
        'r(other=<Number>)"\n    missing required argument: other'),
    'bitwise_or-many': (lambda: F(2, 3).bitwise_or(*[F(2, 3)] * 7), TypeError,
        'Failed calling bitwise_or with "bitwise_or(Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or, Tensor)".\nThe valid calling should be:\n"Tensor.bitwise_or(other=<Tensor>)"\n"Tens'
        'or.bitwise_or(other=<number>)"'),
    'bitwise_xor-noarg': (lambda: F(2, 3).bitwise_xor(), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor()".\nThe valid calling should be:\n"Tensor'
        '.bitwise_xor(other=<Tensor>)"\n"Tensor.bitwise_xor(other=<number>)"'),
    'bitwise_xor-none': (lambda: F(2, 3).bitwise_xor(None), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(None)".\nThe valid calling should be:\n"Te'
        'nsor.bitwise_xor(other=<Tensor>)"\n    missing required argument: other\n"Tensor.bitwis'
        'e_xor(other=<Number>)"\n    missing required argument: other'),
    'bitwise_xor-many': (lambda: F(2, 3).bitwise_xor(*[F(2, 3)] * 7), TypeError,
        'Failed calling bitwise_xor with "bitwise_xor(Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor, Tensor)".\nThe valid calling should be:\n"Tensor.bitwise_xor(other=<Tensor>)"\n"T'
        'ensor.bitwise_xor(other=<number>)"'),
    'div_-noarg': (lambda: F(2, 3).div_(), TypeError,
        'Failed calling div_ with "div_()".\nThe valid calling should be:\n"Tensor.div_(other=<T'
        'ensor>)"\n"Tensor.div_(other=<number>)"\n"Tensor.div_(other=<Tensor>, rounding_mode=<st'
        'r,None>)"\n"Tensor.div_(other=<number>, rounding_mode=<str,None>)"'),
    'div_-none': (lambda: F(2, 3).div_(None), TypeError,
        'Failed calling div_ with "div_(None)".\nThe valid calling should be:\n"Tensor.div_(othe'
        'r=<Tensor>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>)"\n    '
        'missing required argument: other\n"Tensor.div_(other=<Tensor>, rounding_mode=<None, str'
        'ing>)"\n    missing required argument: other\n"Tensor.div_(other=<Number>, rounding_mod'
        'e=<None, string>)"\n    missing required argument: other'),
    'div_-many': (lambda: F(2, 3).div_(*[F(2, 3)] * 7), TypeError,
        'Failed calling div_ with "div_(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.div_(other=<Tensor>)"\n"Tensor.div_(other=<num'
        'ber>)"\n"Tensor.div_(other=<Tensor>, rounding_mode=<str,None>)"\n"Tensor.div_(other=<nu'
        'mber>, rounding_mode=<str,None>)"'),
    'divide-noarg': (lambda: F(2, 3).divide(), TypeError,
        'Failed calling div with "div()".\nThe valid calling should be:\n"Tensor.div(other=<numb'
        'er>)"\n"Tensor.div(other=<number,Tensor>)"\n"Tensor.div(other=<number>, *, rounding_mod'
        'e=<str,None>)"\n"Tensor.div(other=<number,Tensor>, *, rounding_mode=<str,None>)"'),
    'divide-none': (lambda: F(2, 3).divide(None), TypeError,
        'Failed calling div with "div(None)".\nThe valid calling should be:\n"Tensor.div(other=<'
        'Number>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>)"\n'
        '    missing required argument: other\n"Tensor.div(other=<Number>, *, rounding_mode=<Non'
        'e, string>)"\n    missing required argument: other\n"Tensor.div(other=<Number, Tensor>,'
        ' *, rounding_mode=<None, string>)"\n    missing required argument: other'),
    'divide-many': (lambda: F(2, 3).divide(*[F(2, 3)] * 7), TypeError,
        'Failed calling div with "div(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".'
        '\nThe valid calling should be:\n"Tensor.div(other=<number>)"\n"Tensor.div(other=<number'
        ',Tensor>)"\n"Tensor.div(other=<number>, *, rounding_mode=<str,None>)"\n"Tensor.div(othe'
        'r=<number,Tensor>, *, rounding_mode=<str,None>)"'),
    'dot-noarg': (lambda: F(2, 3).dot(), TypeError,
        'Failed calling dot with "dot()".\nThe valid calling should be:\n"Tensor.dot(other=<Tens'
        'or>)"'),
    'dot-none': (lambda: F(2, 3).dot(None), TypeError,
        'Failed calling dot with "dot(None)".\nThe valid calling should be:\n"Tensor.dot(other=<'
        'Tensor>)"\n    missing required argument: other'),
    'dot-many': (lambda: F(2, 3).dot(*[F(2, 3)] * 7), TypeError,
        'Failed calling dot with "dot(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".'
        '\nThe valid calling should be:\n"Tensor.dot(other=<Tensor>)"'),
    'eq-noarg': (lambda: F(2, 3).eq(), TypeError,
        'Failed calling eq with "eq()".\nThe valid calling should be:\n"Tensor.eq(other=<number>'
        ')"\n"Tensor.eq(other=<number,Tensor>)"'),
    'eq-none': (lambda: F(2, 3).eq(None), TypeError,
        'Failed calling eq with "eq(None)".\nThe valid calling should be:\n"Tensor.eq(other=<Num'
        'ber>)"\n    missing required argument: other\n"Tensor.eq(other=<Number, Tensor>)"\n    '
        'missing required argument: other'),
    'eq-many': (lambda: F(2, 3).eq(*[F(2, 3)] * 7), TypeError,
        'Failed calling eq with "eq(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".\nT'
        'he valid calling should be:\n"Tensor.eq(other=<number>)"\n"Tensor.eq(other=<number,Tens'
        'or>)"'),
    'expand_as-many': (lambda: F(2, 3).expand_as(*[F(2, 3)] * 7), TypeError,
        'Failed calling expand_as with "expand_as(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor)".\nThe valid calling should be:\n"Tensor.expand_as(other=<Tensor>)"\n"Tensor.'
        'expand_as(x=<Tensor>)"'),
    'fill_-noarg': (lambda: F(2, 3).fill_(), TypeError,
        'Failed calling fill_ with "fill_()".\nThe valid calling should be:\n"Tensor.fill_(value'
        '=<Tensor>)"\n"Tensor.fill_(value=<number>)"'),
    'fill_-none': (lambda: F(2, 3).fill_(None), TypeError,
        'Failed calling fill_ with "fill_(None)".\nThe valid calling should be:\n"Tensor.fill_(v'
        'alue=<Tensor>)"\n    missing required argument: value\n"Tensor.fill_(value=<Number>)"\n'
        '    missing required argument: value'),
    'fill_-many': (lambda: F(2, 3).fill_(*[F(2, 3)] * 7), TypeError,
        'Failed calling fill_ with "fill_(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.fill_(value=<Tensor>)"\n"Tensor.fill_(value='
        '<number>)"'),
    'flatten-many': (lambda: F(2, 3).flatten(*[F(2, 3)] * 7), TypeError,
        'Failed calling flatten with "flatten(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.flatten(start_dim=<int>, end_dim=<int>)"'
        '\n"Tensor.flatten(order=<str>, start_dim=<int>, end_dim=<int>)"'),
    'floor_divide-noarg': (lambda: F(2, 3).floor_divide(), TypeError,
        'Failed calling floor_divide with "floor_divide()".\nThe valid calling should be:\n"Tens'
        'or.floor_divide(other=<number>)"\n"Tensor.floor_divide(other=<number,Tensor>)"'),
    'floor_divide-none': (lambda: F(2, 3).floor_divide(None), TypeError,
        'Failed calling floor_divide with "floor_divide(None)".\nThe valid calling should be:\n"'
        'Tensor.floor_divide(other=<Number>)"\n    missing required argument: other\n"Tensor.flo'
        'or_divide(other=<Number, Tensor>)"\n    missing required argument: other'),
    'floor_divide-many': (lambda: F(2, 3).floor_divide(*[F(2, 3)] * 7), TypeError,
        'Failed calling floor_divide with "floor_divide(Tensor, Tensor, Tensor, Tensor, Tensor, '
        'Tensor, Tensor)".\nThe valid calling should be:\n"Tensor.floor_divide(other=<number>)"'
        '\n"Tensor.floor_divide(other=<number,Tensor>)"'),
    'floor_divide_-noarg': (lambda: F(2, 3).floor_divide_(), TypeError,
        'Failed calling floor_divide_ with "floor_divide_()".\nThe valid calling should be:\n"Te'
        'nsor.floor_divide_(other=<Tensor>)"\n"Tensor.floor_divide_(other=<number>)"'),
    'floor_divide_-none': (lambda: F(2, 3).floor_divide_(None), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(None)".\nThe valid calling should be:'
        '\n"Tensor.floor_divide_(other=<Tensor>)"\n    missing required argument: other\n"Tensor'
        '.floor_divide_(other=<Number>)"\n    missing required argument: other'),
    'floor_divide_-many': (lambda: F(2, 3).floor_divide_(*[F(2, 3)] * 7), TypeError,
        'Failed calling floor_divide_ with "floor_divide_(Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor, Tensor)".\nThe valid calling should be:\n"Tensor.floor_divide_(other=<Tensor>'
        ')"\n"Tensor.floor_divide_(other=<number>)"'),
    'fmod-noarg': (lambda: F(2, 3).fmod(), TypeError,
        'Failed calling fmod with "fmod()".\nThe valid calling should be:\n"Tensor.fmod(other=<T'
        'ensor>)"\n"Tensor.fmod(other=<number>)"\n"Tensor.fmod(other=<number,Tensor>)"'),
    'fmod-none': (lambda: F(2, 3).fmod(None), TypeError,
        'Failed calling fmod with "fmod(None)".\nThe valid calling should be:\n"Tensor.fmod(othe'
        'r=<Tensor>)"\n    missing required argument: other\n"Tensor.fmod(other=<Number>)"\n    '
        'missing required argument: other\n"Tensor.fmod(other=<Number, Tensor>)"\n    missing re'
        'quired argument: other'),
    'fmod-many': (lambda: F(2, 3).fmod(*[F(2, 3)] * 7), TypeError,
        'Failed calling fmod with "fmod(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.fmod(other=<Tensor>)"\n"Tensor.fmod(other=<num'
        'ber>)"\n"Tensor.fmod(other=<number,Tensor>)"'),
    'frac-none': (lambda: F(2, 3).frac(None), TypeError,
        'Failed calling frac with "frac(None)".\nThe valid calling should be:\n"Tensor.frac()"'),
    'frac-many': (lambda: F(2, 3).frac(*[F(2, 3)] * 7), TypeError,
        'Failed calling frac with "frac(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.frac()"'),
    'ge-noarg': (lambda: F(2, 3).ge(), TypeError,
        'Failed calling greater_equal with "greater_equal()".\nThe valid calling should be:\n"Te'
        'nsor.greater_equal(other=<number>)"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'ge-none': (lambda: F(2, 3).ge(None), TypeError,
        'Failed calling greater_equal with "greater_equal(None)".\nThe valid calling should be:'
        '\n"Tensor.greater_equal(other=<Number>)"\n    missing required argument: other\n"Tensor'
        '.greater_equal(other=<Number, Tensor>)"\n    missing required argument: other'),
    'ge-many': (lambda: F(2, 3).ge(*[F(2, 3)] * 7), TypeError,
        'Failed calling greater_equal with "greater_equal(Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor, Tensor)".\nThe valid calling should be:\n"Tensor.greater_equal(other=<number>'
        ')"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'greater_equal-noarg': (lambda: F(2, 3).greater_equal(), TypeError,
        'Failed calling greater_equal with "greater_equal()".\nThe valid calling should be:\n"Te'
        'nsor.greater_equal(other=<number>)"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'greater_equal-none': (lambda: F(2, 3).greater_equal(None), TypeError,
        'Failed calling greater_equal with "greater_equal(None)".\nThe valid calling should be:'
        '\n"Tensor.greater_equal(other=<Number>)"\n    missing required argument: other\n"Tensor'
        '.greater_equal(other=<Number, Tensor>)"\n    missing required argument: other'),
    'greater_equal-many': (lambda: F(2, 3).greater_equal(*[F(2, 3)] * 7), TypeError,
        'Failed calling greater_equal with "greater_equal(Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor, Tensor)".\nThe valid calling should be:\n"Tensor.greater_equal(other=<number>'
        ')"\n"Tensor.greater_equal(other=<number,Tensor>)"'),
    'histc-many': (lambda: F(2, 3).histc(*[F(2, 3)] * 7), TypeError,
        'Failed calling histc with "histc(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.histc(bins=<int,Tensor>, min=<number,Tensor>'
        ', max=<number,Tensor>)"'),
    'imag-none': (lambda: F(2, 3).imag(None), TypeError,
        'Failed calling imag with "imag(None)".\nThe valid calling should be:\n"Tensor.imag()"'),
    'imag-many': (lambda: F(2, 3).imag(*[F(2, 3)] * 7), TypeError,
        'Failed calling imag with "imag(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.imag()"'),
    'index_fill_-noarg': (lambda: F(2, 3).index_fill_(), TypeError,
        'Failed calling index_fill_ with "index_fill_()".\nThe valid calling should be:\n"Tensor'
        '.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n"Tensor.index_fill_(dim=<int>'
        ', index=<Tensor>, value=<number>)"'),
    'index_fill_-none': (lambda: F(2, 3).index_fill_(None), TypeError,
        'Failed calling index_fill_ with "index_fill_(None)".\nThe valid calling should be:\n"Te'
        'nsor.index_fill_(dim=<int>, index=<Tensor>, value=<Tensor>)"\n"Tensor.index_fill_(dim=<'
        'int>, index=<Tensor>, value=<number>)"'),
    'index_fill_-many': (lambda: F(2, 3).index_fill_(*[F(2, 3)] * 7), TypeError,
        'Failed calling index_fill_ with "index_fill_(Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor, Tensor)".\nThe valid calling should be:\n"Tensor.index_fill_(dim=<int>, index=<Te'
        'nsor>, value=<Tensor>)"\n"Tensor.index_fill_(dim=<int>, index=<Tensor>, value=<number>)'
        '"'),
    'inverse-noarg': (lambda: F(2, 3).inverse(), ValueError,
        'For primitive[MatrixInverse], the attribute[row size] must be equal to 2, but got 3.'),
    'inverse-none': (lambda: F(2, 3).inverse(None), TypeError,
        'Failed calling inverse with "inverse(None)".\nThe valid calling should be:\n"Tensor.inv'
        'erse()"'),
    'inverse-many': (lambda: F(2, 3).inverse(*[F(2, 3)] * 7), TypeError,
        'Failed calling inverse with "inverse(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.inverse()"'),
    'isclose-noarg': (lambda: F(2, 3).isclose(), TypeError,
        'Failed calling isclose with "isclose()".\nThe valid calling should be:\n"Tensor.isclose'
        '(other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>)"\n"Ten'
        'sor.isclose(x2=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>'
        ')"'),
    'isclose-none': (lambda: F(2, 3).isclose(None), TypeError,
        'Failed calling isclose with "isclose(None)".\nThe valid calling should be:\n"Tensor.isc'
        'lose(other=<Tensor>, rtol=<bool, float, int>, atol=<bool, float, int>, equal_nan=<bool>'
        ')"\n    missing required argument: other\n"Tensor.isclose(x2=<Tensor>, rtol=<bool, floa'
        't, int>, atol=<bool, float, int>, equal_nan=<bool>)"\n    missing required argument: x2'),
    'isclose-many': (lambda: F(2, 3).isclose(*[F(2, 3)] * 7), TypeError,
        'Failed calling isclose with "isclose(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.isclose(other=<Tensor>, rtol=<int,float,'
        'bool>, atol=<int,float,bool>, equal_nan=<bool>)"\n"Tensor.isclose(x2=<Tensor>, rtol=<in'
        't,float,bool>, atol=<int,float,bool>, equal_nan=<bool>)"'),
    'isneginf-none': (lambda: F(2, 3).isneginf(None), TypeError,
        'Failed calling isneginf with "isneginf(None)".\nThe valid calling should be:\n"Tensor.i'
        'sneginf()"'),
    'isneginf-many': (lambda: F(2, 3).isneginf(*[F(2, 3)] * 7), TypeError,
        'Failed calling isneginf with "isneginf(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, '
        'Tensor)".\nThe valid calling should be:\n"Tensor.isneginf()"'),
    'lerp-noarg': (lambda: F(2, 3).lerp(), TypeError,
        'Failed calling lerp with "lerp()".\nThe valid calling should be:\n"Tensor.lerp(end=<Ten'
        'sor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, weight=<float>)"'),
    'lerp-none': (lambda: F(2, 3).lerp(None), TypeError,
        'Failed calling lerp with "lerp(None)".\nThe valid calling should be:\n"Tensor.lerp(end='
        '<Tensor>, weight=<float,Tensor>)"\n"Tensor.lerp(end=<Tensor>, weight=<float>)"'),
    'lerp-many': (lambda: F(2, 3).lerp(*[F(2, 3)] * 7), TypeError,
        'Failed calling lerp with "lerp(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.lerp(end=<Tensor>, weight=<float,Tensor>)"\n"T'
        'ensor.lerp(end=<Tensor>, weight=<float>)"'),
    'less-noarg': (lambda: F(2, 3).less(), TypeError,
        'Failed calling less with "less()".\nThe valid calling should be:\n"Tensor.less(other=<n'
        'umber>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'less-none': (lambda: F(2, 3).less(None), TypeError,
        'Failed calling less with "less(None)".\nThe valid calling should be:\n"Tensor.less(othe'
        'r=<Number>)"\n    missing required argument: other\n"Tensor.less(other=<Number, Tensor,'
        ' bool>)"\n    missing required argument: other'),
    'less-many': (lambda: F(2, 3).less(*[F(2, 3)] * 7), TypeError,
        'Failed calling less with "less(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.less(other=<number>)"\n"Tensor.less(other=<num'
        'ber,bool,Tensor>)"'),
    'log10-none': (lambda: F(2, 3).log10(None), TypeError,
        'Failed calling log10 with "log10(None)".\nThe valid calling should be:\n"Tensor.log10()'
        '"'),
    'log10-many': (lambda: F(2, 3).log10(*[F(2, 3)] * 7), TypeError,
        'Failed calling log10 with "log10(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.log10()"'),
    'log2-none': (lambda: F(2, 3).log2(None), TypeError,
        'Failed calling log2 with "log2(None)".\nThe valid calling should be:\n"Tensor.log2()"'),
    'log2-many': (lambda: F(2, 3).log2(*[F(2, 3)] * 7), TypeError,
        'Failed calling log2 with "log2(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.log2()"'),
    'logaddexp-noarg': (lambda: F(2, 3).logaddexp(), TypeError,
        'Failed calling logaddexp with "logaddexp()".\nThe valid calling should be:\n"Tensor.log'
        'addexp(other=<Tensor>)"'),
    'logaddexp-none': (lambda: F(2, 3).logaddexp(None), TypeError,
        'Failed calling logaddexp with "logaddexp(None)".\nThe valid calling should be:\n"Tensor'
        '.logaddexp(other=<Tensor>)"\n    missing required argument: other'),
    'logaddexp-many': (lambda: F(2, 3).logaddexp(*[F(2, 3)] * 7), TypeError,
        'Failed calling logaddexp with "logaddexp(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor)".\nThe valid calling should be:\n"Tensor.logaddexp(other=<Tensor>)"'),
    'logaddexp2-noarg': (lambda: F(2, 3).logaddexp2(), TypeError,
        'Failed calling logaddexp2 with "logaddexp2()".\nThe valid calling should be:\n"Tensor.l'
        'ogaddexp2(other=<Tensor>)"'),
    'logaddexp2-none': (lambda: F(2, 3).logaddexp2(None), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(None)".\nThe valid calling should be:\n"Tens'
        'or.logaddexp2(other=<Tensor>)"\n    missing required argument: other'),
    'logaddexp2-many': (lambda: F(2, 3).logaddexp2(*[F(2, 3)] * 7), TypeError,
        'Failed calling logaddexp2 with "logaddexp2(Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or, Tensor)".\nThe valid calling should be:\n"Tensor.logaddexp2(other=<Tensor>)"'),
    'logical_and-noarg': (lambda: F(2, 3).logical_and(), TypeError,
        'Failed calling logical_and with "logical_and()".\nThe valid calling should be:\n"Tensor'
        '.logical_and(y=<bool,Tensor>)"\n"Tensor.logical_and(other=<bool,Tensor>)"'),
    'logical_and-none': (lambda: F(2, 3).logical_and(None), TypeError,
        'Failed calling logical_and with "logical_and(None)".\nThe valid calling should be:\n"Te'
        'nsor.logical_and(y=<Tensor, bool>)"\n    missing required argument: y\n"Tensor.logical_'
        'and(other=<Tensor, bool>)"\n    missing required argument: other'),
    'logical_and-many': (lambda: F(2, 3).logical_and(*[F(2, 3)] * 7), TypeError,
        'Failed calling logical_and with "logical_and(Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor, Tensor)".\nThe valid calling should be:\n"Tensor.logical_and(y=<bool,Tensor>)"\n"'
        'Tensor.logical_and(other=<bool,Tensor>)"'),
    'logical_or-noarg': (lambda: F(2, 3).logical_or(), TypeError,
        'Failed calling logical_or with "logical_or()".\nThe valid calling should be:\n"Tensor.l'
        'ogical_or(y=<bool,Tensor>)"\n"Tensor.logical_or(other=<bool,Tensor>)"'),
    'logical_or-none': (lambda: F(2, 3).logical_or(None), TypeError,
        'Failed calling logical_or with "logical_or(None)".\nThe valid calling should be:\n"Tens'
        'or.logical_or(y=<Tensor, bool>)"\n    missing required argument: y\n"Tensor.logical_or('
        'other=<Tensor, bool>)"\n    missing required argument: other'),
    'logical_or-many': (lambda: F(2, 3).logical_or(*[F(2, 3)] * 7), TypeError,
        'Failed calling logical_or with "logical_or(Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or, Tensor)".\nThe valid calling should be:\n"Tensor.logical_or(y=<bool,Tensor>)"\n"Ten'
        'sor.logical_or(other=<bool,Tensor>)"'),
    'logsumexp-noarg': (lambda: F(2, 3).logsumexp(), TypeError,
        'Failed calling logsumexp with "logsumexp()".\nThe valid calling should be:\n"Tensor.log'
        'sumexp(dim=<int,Tuple,List>, keepdim=<bool>)"'),
    'logsumexp-many': (lambda: F(2, 3).logsumexp(*[F(2, 3)] * 7), TypeError,
        'Failed calling logsumexp with "logsumexp(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor)".\nThe valid calling should be:\n"Tensor.logsumexp(dim=<int,Tuple,List>, keep'
        'dim=<bool>)"'),
    'lt-noarg': (lambda: F(2, 3).lt(), TypeError,
        'Failed calling less with "less()".\nThe valid calling should be:\n"Tensor.less(other=<n'
        'umber>)"\n"Tensor.less(other=<number,bool,Tensor>)"'),
    'lt-none': (lambda: F(2, 3).lt(None), TypeError,
        'Failed calling less with "less(None)".\nThe valid calling should be:\n"Tensor.less(othe'
        'r=<Number>)"\n    missing required argument: other\n"Tensor.less(other=<Number, Tensor,'
        ' bool>)"\n    missing required argument: other'),
    'lt-many': (lambda: F(2, 3).lt(*[F(2, 3)] * 7), TypeError,
        'Failed calling less with "less(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.less(other=<number>)"\n"Tensor.less(other=<num'
        'ber,bool,Tensor>)"'),
    'masked_fill-noarg': (lambda: F(2, 3).masked_fill(), TypeError,
        'Failed calling masked_fill with "masked_fill()".\nThe valid calling should be:\n"Tensor'
        '.masked_fill(mask=<Tensor>, value=<number>)"\n"Tensor.masked_fill(mask=<Tensor>, value='
        '<number,Tensor>)"'),
    'masked_fill-none': (lambda: F(2, 3).masked_fill(None), TypeError,
        'Failed calling masked_fill with "masked_fill(None)".\nThe valid calling should be:\n"Te'
        'nsor.masked_fill(mask=<Tensor>, value=<number>)"\n"Tensor.masked_fill(mask=<Tensor>, va'
        'lue=<number,Tensor>)"'),
    'masked_fill-many': (lambda: F(2, 3).masked_fill(*[F(2, 3)] * 7), TypeError,
        'Failed calling masked_fill with "masked_fill(Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor, Tensor)".\nThe valid calling should be:\n"Tensor.masked_fill(mask=<Tensor>, value'
        '=<number>)"\n"Tensor.masked_fill(mask=<Tensor>, value=<number,Tensor>)"'),
    'masked_fill_-noarg': (lambda: F(2, 3).masked_fill_(), TypeError,
        'Failed calling masked_fill_ with "masked_fill_()".\nThe valid calling should be:\n"Tens'
        'or.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n"Tensor.masked_fill_(mask=<Tensor>, va'
        'lue=<number>)"'),
    'masked_fill_-none': (lambda: F(2, 3).masked_fill_(None), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(None)".\nThe valid calling should be:\n"'
        'Tensor.masked_fill_(mask=<Tensor>, value=<Tensor>)"\n"Tensor.masked_fill_(mask=<Tensor>'
        ', value=<number>)"'),
    'masked_fill_-many': (lambda: F(2, 3).masked_fill_(*[F(2, 3)] * 7), TypeError,
        'Failed calling masked_fill_ with "masked_fill_(Tensor, Tensor, Tensor, Tensor, Tensor, '
        'Tensor, Tensor)".\nThe valid calling should be:\n"Tensor.masked_fill_(mask=<Tensor>, va'
        'lue=<Tensor>)"\n"Tensor.masked_fill_(mask=<Tensor>, value=<number>)"'),
    'matmul-noarg': (lambda: F(2, 3).matmul(), TypeError,
        'Failed calling matmul with "matmul()".\nThe valid calling should be:\n"Tensor.matmul(ot'
        'her=<Tensor>)"\n"Tensor.matmul(tensor2=<Tensor>)"'),
    'matmul-none': (lambda: F(2, 3).matmul(None), TypeError,
        'Failed calling matmul with "matmul(None)".\nThe valid calling should be:\n"Tensor.matmu'
        'l(other=<Tensor>)"\n    missing required argument: other\n"Tensor.matmul(tensor2=<Tenso'
        'r>)"\n    missing required argument: tensor2'),
    'matmul-many': (lambda: F(2, 3).matmul(*[F(2, 3)] * 7), TypeError,
        'Failed calling matmul with "matmul(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.matmul(other=<Tensor>)"\n"Tensor.matmul(te'
        'nsor2=<Tensor>)"'),
    'mm-noarg': (lambda: F(2, 3).mm(), TypeError,
        'Failed calling mm with "mm()".\nThe valid calling should be:\n"Tensor.mm(mat2=<Tensor>)'
        '"'),
    'mm-none': (lambda: F(2, 3).mm(None), TypeError,
        'Failed calling mm with "mm(None)".\nThe valid calling should be:\n"Tensor.mm(mat2=<Tens'
        'or>)"\n    missing required argument: mat2'),
    'mm-many': (lambda: F(2, 3).mm(*[F(2, 3)] * 7), TypeError,
        'Failed calling mm with "mm(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".\nT'
        'he valid calling should be:\n"Tensor.mm(mat2=<Tensor>)"'),
    'mul-noarg': (lambda: F(2, 3).mul(), TypeError,
        'Failed calling mul with "mul()".\nThe valid calling should be:\n"Tensor.mul(other=<numb'
        'er>)"\n"Tensor.mul(other=<number,Tensor>)"\n"Tensor.mul(other=<any,Tensor>)"'),
    'mul-many': (lambda: F(2, 3).mul(*[F(2, 3)] * 7), TypeError,
        'Failed calling mul with "mul(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".'
        '\nThe valid calling should be:\n"Tensor.mul(other=<number>)"\n"Tensor.mul(other=<number'
        ',Tensor>)"\n"Tensor.mul(other=<any,Tensor>)"'),
    'mul_-noarg': (lambda: F(2, 3).mul_(), TypeError,
        'Failed calling mul_ with "mul_()".\nThe valid calling should be:\n"Tensor.mul_(other=<T'
        'ensor>)"\n"Tensor.mul_(other=<number>)"'),
    'mul_-none': (lambda: F(2, 3).mul_(None), TypeError,
        'Failed calling mul_ with "mul_(None)".\nThe valid calling should be:\n"Tensor.mul_(othe'
        'r=<Tensor>)"\n    missing required argument: other\n"Tensor.mul_(other=<Number>)"\n    '
        'missing required argument: other'),
    'mul_-many': (lambda: F(2, 3).mul_(*[F(2, 3)] * 7), TypeError,
        'Failed calling mul_ with "mul_(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.mul_(other=<Tensor>)"\n"Tensor.mul_(other=<num'
        'ber>)"'),
    'nansum-many': (lambda: F(2, 3).nansum(*[F(2, 3)] * 7), TypeError,
        'Failed calling nansum with "nansum(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.nansum(dim=<int,Tuple,Tensor,None,List>, k'
        'eepdim=<bool>, *, dtype=<mstype,int,None>)"\n"Tensor.nansum(axis=<int,Tuple,None,List>,'
        ' keepdims=<bool>, *, dtype=<mstype,int,None>)"'),
    'narrow-noarg': (lambda: F(2, 3).narrow(), TypeError,
        'Failed calling narrow with "narrow()".\nThe valid calling should be:\n"Tensor.narrow(di'
        'm=<int>, start=<int,Tensor>, length=<int>)"\n"Tensor.narrow(axis=<int>, start=<int,Tens'
        'or>, length=<int>)"'),
    'narrow-none': (lambda: F(2, 3).narrow(None), TypeError,
        'Failed calling narrow with "narrow(None)".\nThe valid calling should be:\n"Tensor.narro'
        'w(dim=<int>, start=<int,Tensor>, length=<int>)"\n"Tensor.narrow(axis=<int>, start=<int,'
        'Tensor>, length=<int>)"'),
    'narrow-many': (lambda: F(2, 3).narrow(*[F(2, 3)] * 7), TypeError,
        'Failed calling narrow with "narrow(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or)".\nThe valid calling should be:\n"Tensor.narrow(dim=<int>, start=<int,Tensor>, leng'
        'th=<int>)"\n"Tensor.narrow(axis=<int>, start=<int,Tensor>, length=<int>)"'),
    'outer-noarg': (lambda: F(2, 3).outer(), TypeError,
        'Failed calling outer with "outer()".\nThe valid calling should be:\n"Tensor.outer(vec2='
        '<Tensor>)"'),
    'outer-none': (lambda: F(2, 3).outer(None), TypeError,
        'Failed calling outer with "outer(None)".\nThe valid calling should be:\n"Tensor.outer(v'
        'ec2=<Tensor>)"\n    missing required argument: vec2'),
    'outer-many': (lambda: F(2, 3).outer(*[F(2, 3)] * 7), TypeError,
        'Failed calling outer with "outer(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.outer(vec2=<Tensor>)"'),
    'permute-many': (lambda: F(2, 3).permute(*[F(2, 3)] * 7), TypeError,
        'Failed calling permute with "permute(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.permute(dims=<Tuple,List>)"\n"Tensor.per'
        'mute(axis=<int,Tuple,None,List>)"'),
    'pow-noarg': (lambda: F(2, 3).pow(), TypeError,
        'Failed calling pow with "pow()".\nThe valid calling should be:\n"Tensor.pow(exponent=<n'
        'umber>)"\n"Tensor.pow(exponent=<number,Tensor>)"'),
    'pow-none': (lambda: F(2, 3).pow(None), TypeError,
        'Failed calling pow with "pow(None)".\nThe valid calling should be:\n"Tensor.pow(exponen'
        't=<Number>)"\n    missing required argument: exponent\n"Tensor.pow(exponent=<Number, Te'
        'nsor>)"\n    missing required argument: exponent'),
    'pow-many': (lambda: F(2, 3).pow(*[F(2, 3)] * 7), TypeError,
        'Failed calling pow with "pow(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".'
        '\nThe valid calling should be:\n"Tensor.pow(exponent=<number>)"\n"Tensor.pow(exponent=<'
        'number,Tensor>)"'),
    'real-none': (lambda: F(2, 3).real(None), TypeError,
        'Failed calling real with "real(None)".\nThe valid calling should be:\n"Tensor.real()"'),
    'real-many': (lambda: F(2, 3).real(*[F(2, 3)] * 7), TypeError,
        'Failed calling real with "real(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.real()"'),
    'remainder_-noarg': (lambda: F(2, 3).remainder_(), TypeError,
        'Failed calling remainder_ with "remainder_()".\nThe valid calling should be:\n"Tensor.r'
        'emainder_(other=<Tensor>)"\n"Tensor.remainder_(other=<number>)"'),
    'remainder_-none': (lambda: F(2, 3).remainder_(None), TypeError,
        'Failed calling remainder_ with "remainder_(None)".\nThe valid calling should be:\n"Tens'
        'or.remainder_(other=<Tensor>)"\n    missing required argument: other\n"Tensor.remainder'
        '_(other=<Number>)"\n    missing required argument: other'),
    'remainder_-many': (lambda: F(2, 3).remainder_(*[F(2, 3)] * 7), TypeError,
        'Failed calling remainder_ with "remainder_(Tensor, Tensor, Tensor, Tensor, Tensor, Tens'
        'or, Tensor)".\nThe valid calling should be:\n"Tensor.remainder_(other=<Tensor>)"\n"Tens'
        'or.remainder_(other=<number>)"'),
    'scatter-many': (lambda: F(2, 3).scatter(*[F(2, 3)] * 7), TypeError,
        'Failed calling scatter with "scatter(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>'
        ', src=<Tensor>, reduce=<str>)"\n"Tensor.scatter(dim=<int,Tensor>, index=<Tensor>, src=<'
        'number>, reduce=<str>)"\n"Tensor.scatter(axis=<int>, index=<Tensor>, src=<float,Tensor>'
        ')"'),
    'scatter_-noarg': (lambda: F(2, 3).scatter_(), TypeError,
        'Failed calling scatter_ with "scatter_()".\nThe valid calling should be:\n"Tensor.scatt'
        'er_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n"Tensor.scatter_(dim=<int,Tensor>'
        ', index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n"Tensor.scatter_(dim=<int,Tensor>, i'
        'ndex=<Tensor>, value=<number,Tensor>)"\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tenso'
        'r>, value=<number,Tensor>, *, reduce=<str>)"'),
    'scatter_-none': (lambda: F(2, 3).scatter_(None), TypeError,
        'Failed calling scatter_ with "scatter_(None)".\nThe valid calling should be:\n"Tensor.s'
        'catter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>)"\n"Tensor.scatter_(dim=<int,Ten'
        'sor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>)"\n"Tensor.scatter_(dim=<int,Tensor'
        '>, index=<Tensor>, value=<number,Tensor>)"\n"Tensor.scatter_(dim=<int,Tensor>, index=<T'
        'ensor>, value=<number,Tensor>, *, reduce=<str>)"'),
    'scatter_-many': (lambda: F(2, 3).scatter_(*[F(2, 3)] * 7), TypeError,
        'Failed calling scatter_ with "scatter_(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, '
        'Tensor)".\nThe valid calling should be:\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tens'
        'or>, src=<Tensor>)"\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *'
        ', reduce=<str>)"\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tens'
        'or>)"\n"Tensor.scatter_(dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, red'
        'uce=<str>)"'),
    'squeeze-many': (lambda: F(2, 3).squeeze(*[F(2, 3)] * 7), TypeError,
        'Failed calling squeeze with "squeeze(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.squeeze(axis=<int,Tuple,List>)"\n"Tensor'
        '.squeeze(axis=<int,Tuple,None,List>)"'),
    't-none': (lambda: F(2, 3).t(None), TypeError,
        'Failed calling t with "t(None)".\nThe valid calling should be:\n"Tensor.t()"'),
    't-many': (lambda: F(2, 3).t(*[F(2, 3)] * 7), TypeError,
        'Failed calling t with "t(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)".\nThe'
        ' valid calling should be:\n"Tensor.t()"'),
    'tile-noarg': (lambda: F(2, 3).tile(), TypeError,
        'Failed calling tile with "tile()".\nThe valid calling should be:\n"Tensor.tile(dims=<Tu'
        'ple,Tensor>)"\n"Tensor.tile(reps=<Tuple,Tensor>)"'),
    'tile-none': (lambda: F(2, 3).tile(None), TypeError,
        'Failed calling tile with "tile(None)".\nThe valid calling should be:\n"Tensor.tile(dims'
        '=<Tensor, tuple of int>)"\n    missing required argument: dims\n"Tensor.tile(reps=<Tens'
        'or, tuple of int>)"\n    missing required argument: reps'),
    'topk-noarg': (lambda: F(2, 3).topk(), TypeError,
        'Failed calling topk with "topk()".\nThe valid calling should be:\n"Tensor.topk(k=<int>,'
        ' dim=<int>, largest=<bool>, sorted=<bool>)"\n"Tensor.topk(k=<int>, dim=<int,None>, larg'
        'est=<bool>, sorted=<bool>)"'),
    'topk-none': (lambda: F(2, 3).topk(None), TypeError,
        'Failed calling topk with "topk(None)".\nThe valid calling should be:\n"Tensor.topk(k=<i'
        'nt>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    missing required argument: k\n"Ten'
        'sor.topk(k=<int>, dim=<None, int>, largest=<bool>, sorted=<bool>)"\n    missing require'
        'd argument: k'),
    'topk-many': (lambda: F(2, 3).topk(*[F(2, 3)] * 7), TypeError,
        'Failed calling topk with "topk(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)"'
        '.\nThe valid calling should be:\n"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorte'
        'd=<bool>)"\n"Tensor.topk(k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>)"'),
    'type_as-noarg': (lambda: F(2, 3).type_as(), TypeError,
        "Tensor.type_as() missing 1 required positional argument: 'other'"),
    'type_as-none': (lambda: F(2, 3).type_as(None), AttributeError,
        "'NoneType' object has no attribute 'dtype'"),
    'type_as-many': (lambda: F(2, 3).type_as(*[F(2, 3)] * 7), TypeError,
        'Tensor.type_as() takes 2 positional arguments but 8 were given'),
    'unsqueeze-many': (lambda: F(2, 3).unsqueeze(*[F(2, 3)] * 7), TypeError,
        'Failed calling unsqueeze with "unsqueeze(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ', Tensor)".\nThe valid calling should be:\n"Tensor.unsqueeze(axis=<int,Tensor>)"\n"Tens'
        'or.unsqueeze(dim=<int,Tensor>)"'),
    'view-noarg': (lambda: F(2, 3).view(), TypeError,
        'Failed calling view with "view()".\nThe valid calling should be:\n"Tensor.view(shape=<T'
        'uple,Tensor,List>)"\n"Tensor.view(dtype=<mstype,int>)"'),
    'view_as-noarg': (lambda: F(2, 3).view_as(), TypeError,
        'Failed calling view_as with "view_as()".\nThe valid calling should be:\n"Tensor.view_as'
        '(other=<Tensor>)"'),
    'view_as-none': (lambda: F(2, 3).view_as(None), TypeError,
        'Failed calling view_as with "view_as(None)".\nThe valid calling should be:\n"Tensor.vie'
        'w_as(other=<Tensor>)"\n    missing required argument: other'),
    'view_as-many': (lambda: F(2, 3).view_as(*[F(2, 3)] * 7), TypeError,
        'Failed calling view_as with "view_as(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Te'
        'nsor)".\nThe valid calling should be:\n"Tensor.view_as(other=<Tensor>)"'),
    'where-noarg': (lambda: F(2, 3).where(), TypeError,
        'Failed calling where with "where()".\nThe valid calling should be:\n"Tensor.where(condi'
        'tion=<Tensor>, other=<number,Tensor>)"\n"Tensor.where(condition=<Tensor>, y=<number,Ten'
        'sor>)"'),
    'where-none': (lambda: F(2, 3).where(None), TypeError,
        'Failed calling where with "where(None)".\nThe valid calling should be:\n"Tensor.where(c'
        'ondition=<Tensor>, other=<number,Tensor>)"\n"Tensor.where(condition=<Tensor>, y=<number'
        ',Tensor>)"'),
    'where-many': (lambda: F(2, 3).where(*[F(2, 3)] * 7), TypeError,
        'Failed calling where with "where(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.where(condition=<Tensor>, other=<number,Tens'
        'or>)"\n"Tensor.where(condition=<Tensor>, y=<number,Tensor>)"'),
    'xlogy-noarg': (lambda: F(2, 3).xlogy(), TypeError,
        'Failed calling xlogy with "xlogy()".\nThe valid calling should be:\n"Tensor.xlogy(other'
        '=<Tensor>)"\n"Tensor.xlogy(other=<number>)"\n"Tensor.xlogy(other=<number,Tensor>)"'),
    'xlogy-none': (lambda: F(2, 3).xlogy(None), TypeError,
        'Failed calling xlogy with "xlogy(None)".\nThe valid calling should be:\n"Tensor.xlogy(o'
        'ther=<Tensor>)"\n    missing required argument: other\n"Tensor.xlogy(other=<Number>)"\n'
        '    missing required argument: other\n"Tensor.xlogy(other=<Number, Tensor>)"\n    missi'
        'ng required argument: other'),
    'xlogy-many': (lambda: F(2, 3).xlogy(*[F(2, 3)] * 7), TypeError,
        'Failed calling xlogy with "xlogy(Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor'
        ')".\nThe valid calling should be:\n"Tensor.xlogy(other=<Tensor>)"\n"Tensor.xlogy(other='
        '<number>)"\n"Tensor.xlogy(other=<number,Tensor>)"'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'acos-noarg': (lambda: F(2, 3).acos(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'acosh-noarg': (lambda: F(2, 3).acosh(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'arccos-noarg': (lambda: F(2, 3).arccos(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'arccosh-noarg': (lambda: F(2, 3).arccosh(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'arcsin-noarg': (lambda: F(2, 3).arcsin(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.57079637e+00,  1.57079637e+00,  1.5707'
        '9637e+00],\n [ 1.57079637e+00,  1.57079637e+00,  1.57079637e+00]])'),
    'arctan-noarg': (lambda: F(2, 3).arctan(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 7.85398185e-01,  7.85398185e-01,  7.8539'
        '8185e-01],\n [ 7.85398185e-01,  7.85398185e-01,  7.85398185e-01]])'),
    'argmax-noarg': (lambda: F(2, 3).argmax(),
        'Tensor(shape=[], dtype=Int64, value= 0)'),
    'argmax-none': (lambda: F(2, 3).argmax(None),
        'Tensor(shape=[], dtype=Int64, value= 0)'),
    'argmin-noarg': (lambda: F(2, 3).argmin(),
        'Tensor(shape=[], dtype=Int32, value= 0)'),
    'argmin-none': (lambda: F(2, 3).argmin(None),
        'Tensor(shape=[], dtype=Int32, value= 0)'),
    'asin-noarg': (lambda: F(2, 3).asin(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.57079637e+00,  1.57079637e+00,  1.5707'
        '9637e+00],\n [ 1.57079637e+00,  1.57079637e+00,  1.57079637e+00]])'),
    'atan-noarg': (lambda: F(2, 3).atan(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 7.85398185e-01,  7.85398185e-01,  7.8539'
        '8185e-01],\n [ 7.85398185e-01,  7.85398185e-01,  7.85398185e-01]])'),
    'flatten-noarg': (lambda: F(2, 3).flatten(),
        'Tensor(shape=[6], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00,  1.00000000e'
        '+00,  1.00000000e+00,  1.00000000e+00,  1.00000000e+00])'),
    'frac-noarg': (lambda: F(2, 3).frac(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'imag-noarg': (lambda: F(2, 3).imag(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'isneginf-noarg': (lambda: F(2, 3).isneginf(),
        'Tensor(shape=[2, 3], dtype=Bool, value=\n[[False, False, False],\n [False, False, False'
        ']])'),
    'log10-noarg': (lambda: F(2, 3).log10(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'log2-noarg': (lambda: F(2, 3).log2(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 0.00000000e+00,  0.00000000e+00,  0.0000'
        '0000e+00],\n [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00]])'),
    'nansum-noarg': (lambda: F(2, 3).nansum(),
        'Tensor(shape=[], dtype=Float32, value= 6)'),
    'nansum-none': (lambda: F(2, 3).nansum(None),
        'Tensor(shape=[], dtype=Float32, value= 6)'),
    'permute-noarg': (lambda: F(2, 3).permute(),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ 1.'
        '00000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00]])'),
    'real-noarg': (lambda: F(2, 3).real(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'set_-noarg': (lambda: F(2, 3).set_(),
        'Tensor(shape=[0], dtype=Float32, value= )'),
    'squeeze-noarg': (lambda: F(2, 3).squeeze(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'squeeze-none': (lambda: F(2, 3).squeeze(None),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    't-noarg': (lambda: F(2, 3).t(),
        'Tensor(shape=[3, 2], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00],\n [ 1.'
        '00000000e+00,  1.00000000e+00],\n [ 1.00000000e+00,  1.00000000e+00]])'),
    'to-noarg': (lambda: F(2, 3).to(),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'to-none': (lambda: F(2, 3).to(None),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
    'unbind-noarg': (lambda: F(2, 3).unbind(),
        '(Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00,  1.00000000'
        'e+00]), Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  1.00000000e+00,  1.0'
        '0000000e+00]))'),
}
