"""Rows of ``test_bad_input_catalogue56``: ``mint.nn.CrossEntropyLoss`` (2.10's own class: its
constructor keeps any argument, ``mint.nn.functional.cross_entropy`` checks them at the call)
and mint's cross entropy / NLL operands. Where 2.10's CPU lacks LogSoftmaxExt / NLLLoss minicell
computes (the project's policy): those calls are left. 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process: /tmp/s73/bad56/run.py on w/c4.py).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): ce reduction bad call (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); ce reduction None call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce ignore_index str call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce ignore_index float call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce label_smoothing int call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce weight wrong size call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce weight 2d call (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce
weight int call (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call int target
dtype (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call float target wrong shape
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call float target prob ok
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call target wrong len
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call target 2d (RuntimeError: 'The
kernel LogSoftmaxExt unregistered.'); ce call target oob (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); ce call target neg (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce call input 1d (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce
call input int (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call input f16
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call input f64 (RuntimeError: 'The
kernel LogSoftmaxExt unregistered.'); ce call input 3d target 1d (RuntimeError: 'The kernel
LogSoftmaxExt unregistered.'); ce call input 3d ok (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce call input 3d target wrong (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce ls prob target call (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce int target ignore_index (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce call target int32 3d (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce call target uint8 (RuntimeError: 'The kernel LogSoftmaxExt unregistered.');
ce call target bool (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce call prob
target f16 (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); ce ok (RuntimeError: 'The
kernel LogSoftmaxExt unregistered.'); ce weight ok (RuntimeError: 'The kernel LogSoftmaxExt
unregistered.'); ce sum ok (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint ce
func reduction bad (RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint ce func ii str
(RuntimeError: 'The kernel LogSoftmaxExt unregistered.'); mint NLLLoss target float (TypeError:
'Select CPU operator[NLLLoss] fail! Unsupported data type!\\nTh'); mint NLLLoss weight wrong
(RuntimeError: "For 'NLLLoss', logits_shape[0] should be equal to labels_sha"); ops nll ii str
(TypeError: 'Failed calling Equal with "Equal()(input=Tensor, other=strin').
"""

from minicell import mint
from bad_input_rows56_help import (F, L, t, x)

CE = mint.nn.CrossEntropyLoss

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ce label_smoothing str call': (lambda: CE(label_smoothing='a')(x, t), TypeError,
        "'<' not supported between instances of 'str' and 'float'"),
    'ce label_smoothing neg call': (lambda: CE(label_smoothing=-0.1)(x, t), ValueError,
        'For cross_entropy, label_smoothing must be in [0, 1].'),
    'ce label_smoothing big call': (lambda: CE(label_smoothing=1.5)(x, t), ValueError,
        'For cross_entropy, label_smoothing must be in [0, 1].'),
    'ce weight list call': (lambda: CE(weight=[1.0, 1.0, 1.0])(x, t), TypeError,
        "For cross_entropy, weight must be Tensor or None, but got <class 'list'>."),
    'ce weight str call': (lambda: CE(weight='a')(x, t), TypeError,
        "For cross_entropy, weight must be Tensor or None, but got <class 'str'>."),
    'ce call str input': (lambda: CE()('a', t), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'str'>, targe"
        "t:<class 'mindspore.common.tensor.Tensor'>."),
    'ce call None input': (lambda: CE()(None, t), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'NoneType'>, "
        "target:<class 'mindspore.common.tensor.Tensor'>."),
    'ce call None target': (lambda: CE()(x, None), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'mindspore.co"
        "mmon.tensor.Tensor'>, target:<class 'NoneType'>."),
    'ce call list target': (lambda: CE()(x, [0, 2]), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'mindspore.co"
        "mmon.tensor.Tensor'>, target:<class 'list'>."),
    'ce call input 0d': (lambda: CE()(F(), L()), ValueError,
        "For cross_entropy, input doesn't support 0-dim or shape[0] == 0."),
    'ce call empty': (lambda: CE()(F(0, 3), L(0)), ValueError,
        "For cross_entropy, input doesn't support 0-dim or shape[0] == 0."),
    'ce call one arg': (lambda: CE()(x), TypeError,
        "CrossEntropyLoss.construct() missing 1 required positional argument: 'target'"),
    'ce call three args': (lambda: CE()(x, t, t), TypeError,
        'CrossEntropyLoss.construct() takes 3 positional arguments but 4 were given'),
    'ce extra kw': (lambda: CE(bogus=1), TypeError,
        "CrossEntropyLoss.__init__() got an unexpected keyword argument 'bogus'"),
    'ce positional many': (lambda: CE(None, -100, 'mean', 0.0, 1), TypeError,
        'CrossEntropyLoss.__init__() takes from 1 to 5 positional arguments but 6 were given'),
    'mint ce func ls str': (
        lambda: mint.nn.functional.cross_entropy(x, t, label_smoothing='a'), TypeError,
        "'<' not supported between instances of 'str' and 'float'"),
    'mint ce func target list': (lambda: mint.nn.functional.cross_entropy(x, [0, 2]), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'mindspore.co"
        "mmon.tensor.Tensor'>, target:<class 'list'>."),
    'mint ce func input list': (lambda: mint.nn.functional.cross_entropy([[1.0]], t), TypeError,
        "For cross_entropy, input and target must be Tensor, but got input:<class 'list'>, targ"
        "et:<class 'mindspore.common.tensor.Tensor'>."),
    'mint nll reduction bad': (
        lambda: mint.nn.functional.nll_loss(x, t, reduction='x'), ValueError,
        'Failed to convert the value "x" of input \'reduction\' of \'nllloss\' to enum.'),
    'mint NLLLoss ii str call': (lambda: mint.nn.NLLLoss(ignore_index='a')(x, t), TypeError,
        'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index=string)(logits=Ten'
        'sor, labels=Tensor, weight=Tensor)".\nThe valid calling should be: \n"NLLLoss(reductio'
        'n=<string>, ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".'),
    'mint nll func ii str': (
        lambda: mint.nn.functional.nll_loss(x, t, ignore_index='a'), TypeError,
        'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index=string)(logits=Ten'
        'sor, labels=Tensor, weight=Tensor)".\nThe valid calling should be: \n"NLLLoss(reductio'
        'n=<string>, ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".'),
    'mint nll func ii float': (
        lambda: mint.nn.functional.nll_loss(x, t, ignore_index=1.5), TypeError,
        'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index=float)(logits=Tens'
        'or, labels=Tensor, weight=Tensor)".\nThe valid calling should be: \n"NLLLoss(reduction'
        '=<string>, ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".'),
    'mint nll func ii None': (
        lambda: mint.nn.functional.nll_loss(x, t, ignore_index=None), TypeError,
        'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index=None)(logits=Tenso'
        'r, labels=Tensor, weight=Tensor)".\nThe valid calling should be: \n"NLLLoss(reduction='
        '<string>, ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".'),
    'mint nll func sum ii str': (
        lambda: mint.nn.functional.nll_loss(x, t, reduction='sum', ignore_index='a'), TypeError,
        'Failed calling NLLLoss with "NLLLoss(reduction=string, ignore_index=string)(logits=Ten'
        'sor, labels=Tensor, weight=Tensor)".\nThe valid calling should be: \n"NLLLoss(reductio'
        'n=<string>, ignore_index=<int>)(logits=<Tensor>, labels=<Tensor>, weight=<Tensor>)".'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'ce reduction str': (lambda: CE(reduction='x'),
        'CrossEntropyLoss()'),
    'ce reduction None': (lambda: CE(reduction=None),
        'CrossEntropyLoss()'),
    'ce reduction int': (lambda: CE(reduction=1),
        'CrossEntropyLoss()'),
    'ce ignore_index str': (lambda: CE(ignore_index='a'),
        'CrossEntropyLoss()'),
    'ce label_smoothing str': (lambda: CE(label_smoothing='a'),
        'CrossEntropyLoss()'),
    'ce weight list': (lambda: CE(weight=[1.0, 1.0, 1.0]),
        'CrossEntropyLoss()'),
    'ce weight str': (lambda: CE(weight='a'),
        'CrossEntropyLoss()'),
    'mint NLLLoss reduction bad': (lambda: mint.nn.NLLLoss(reduction='x'),
        'NLLLoss()'),
}
