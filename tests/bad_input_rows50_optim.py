"""Rows of ``test_bad_input_catalogue50`` (optimizers and learning-rate schedules): learning-rate
Cells and functions with values of a wrong type or range, optimizers' learning rates, weight
decays, parameter lists and group dicts, and arguments that do not bind to an optimizer's
``__init__`` (2.10 binds them first: "missing a required argument: 'params'", "too many
positional arguments", "got an unexpected keyword argument 'foo'"). MindSpore 2.10's exception
type and text for each call (measured on 2.10 CPU, one case per process (forked after the
imports), pynative_synchronize on; /tmp/s67/bad50/w/c3.py and c4.py with
/tmp/s67/bad50/run.py). Measured and left out: SGD's 2-d Tensor weight_decay (2.10's text names
its class path).
"""
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401 (the rows' shorthand Tensors)
from bad_input_rows50_help import P  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'WarmUpLR lr str': (lambda: nn.WarmUpLR('a', 2), TypeError,
        "For 'WarmUpLR', the argument 'learning_rate' must be type of float, but got "
        "'learning_rate' type: <class 'str'>."),
    'WarmUpLR lr neg': (lambda: nn.WarmUpLR(-0.1, 2), ValueError,
        "For 'WarmUpLR', the 'learning_rate' must be float and must >= 0, but got "
        "'-0.1' with type 'float'."),
    'WarmUpLR warmup 0': (lambda: nn.WarmUpLR(0.1, 0), ValueError,
        "For 'WarmUpLR', the 'warmup_steps' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'WarmUpLR warmup float': (lambda: nn.WarmUpLR(0.1, 2.0), TypeError,
        "For 'WarmUpLR', the 'warmup_steps' must be int, but got 'float'"),
    'CosineDecayLR min gt max': (lambda: nn.CosineDecayLR(0.1, 0.01, 2), ValueError,
        "For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but got "
        "'max_lr' value: 0.01, 'min_lr' value: 0.1."),
    'CosineDecayLR min neg': (lambda: nn.CosineDecayLR(-0.1, 0.1, 2), ValueError,
        "For 'CosineDecayLR', the 'min_lr' must be float and must >= 0, but got '-0.1' "
        "with type 'float'."),
    'CosineDecayLR min str': (lambda: nn.CosineDecayLR('a', 0.1, 2), TypeError,
        "For 'CosineDecayLR', the argument 'min_lr' must be type of float, but got "
        "'min_lr' type: <class 'str'>."),
    'CosineDecayLR steps 0': (lambda: nn.CosineDecayLR(0.01, 0.1, 0), ValueError,
        "For 'CosineDecayLR', the 'decay_steps' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'CosineDecayLR steps float': (lambda: nn.CosineDecayLR(0.01, 0.1, 2.0), TypeError,
        "For 'CosineDecayLR', the 'decay_steps' must be int, but got 'float'"),
    'PolynomialDecayLR power neg': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, -1.0), ValueError,
        "For 'PolynomialDecayLR', the 'power' must be float and must > 0, but got "
        "'-1.0' with type 'float'."),
    'PolynomialDecayLR power str': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, 'a'), TypeError,
        "For 'PolynomialDecayLR', the 'power' must be float, but got 'str'"),
    'PolynomialDecayLR steps 0': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 0, 1.0), ValueError,
        "For 'PolynomialDecayLR', the 'decay_steps' must be int and must > 0, but got "
        "'0' with type 'int'."),
    'PolynomialDecayLR update int': (
        lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, 1.0, update_decay_steps=1), TypeError,
        "For 'PolynomialDecayLR', the type of 'update_decay_steps' should be 'bool', "
        "but got type 'int'."),
    'NaturalExpDecayLR rate neg': (lambda: nn.NaturalExpDecayLR(0.1, -0.9, 2), ValueError,
        "For 'NaturalExpDecayLR', the 'decay_rate' must be float and must > 0, but got "
        "'-0.9' with type 'float'."),
    'NaturalExpDecayLR lr str': (lambda: nn.NaturalExpDecayLR('a', 0.9, 2), TypeError,
        "For 'NaturalExpDecayLR', the 'learning_rate' must be float, but got 'str'"),
    'NaturalExpDecayLR steps 0': (lambda: nn.NaturalExpDecayLR(0.1, 0.9, 0), ValueError,
        "For 'NaturalExpDecayLR', the 'decay_steps' must be int and must > 0, but got "
        "'0' with type 'int'."),
    'NaturalExpDecayLR staircase int': (
        lambda: nn.NaturalExpDecayLR(0.1, 0.9, 2, is_stair=1), TypeError,
        "For 'NaturalExpDecayLR', the type of 'is_stair' should be 'bool', but got "
        "type 'int'."),
    'InverseDecayLR rate str': (lambda: nn.InverseDecayLR(0.1, 'a', 2), TypeError,
        "For 'InverseDecayLR', the 'decay_rate' must be float, but got 'str'"),
    'InverseDecayLR steps neg': (lambda: nn.InverseDecayLR(0.1, 0.9, -2), ValueError,
        "For 'InverseDecayLR', the 'decay_steps' must be int and must > 0, but got "
        "'-2' with type 'int'."),
    'ExponentialDecayLR rate 0': (lambda: nn.ExponentialDecayLR(0.1, 0.0, 2), ValueError,
        "For 'ExponentialDecayLR', the 'decay_rate' must be float and must > 0, but "
        "got '0.0' with type 'float'."),
    'ExponentialDecayLR lr int': (lambda: nn.ExponentialDecayLR(1, 0.9, 2), TypeError,
        "For 'ExponentialDecayLR', the 'learning_rate' must be float, but got 'int'"),
    'ExponentialDecayLR steps float': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 2.0), TypeError,
        "For 'ExponentialDecayLR', the 'decay_steps' must be int, but got 'float'"),
    'cosine_decay_lr min gt max': (lambda: nn.cosine_decay_lr(0.1, 0.01, 4, 2, 1), ValueError,
        "For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', but "
        "got 'max_lr' value: 0.01, 'min_lr' value: 0.1."),
    'cosine_decay_lr total 0': (lambda: nn.cosine_decay_lr(0.01, 0.1, 0, 2, 1), ValueError,
        "The 'total_step' must be int and must > 0, but got '0' with type 'int'."),
    'cosine_decay_lr step_per_epoch 0': (
        lambda: nn.cosine_decay_lr(0.01, 0.1, 4, 0, 1), ValueError,
        "The 'step_per_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'cosine_decay_lr decay_epoch 0': (lambda: nn.cosine_decay_lr(0.01, 0.1, 4, 2, 0), ValueError,
        "The 'decay_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'cosine_decay_lr min int': (lambda: nn.cosine_decay_lr(0, 0.1, 4, 2, 1), TypeError,
        "For 'cosine_decay_lr', the argument 'min_lr' must be type of float, but got "
        "'min_lr' type: <class 'int'>."),
    'cosine_decay_lr max str': (lambda: nn.cosine_decay_lr(0.01, 'a', 4, 2, 1), TypeError,
        "The 'max_lr' must be float, but got 'str'"),
    'polynomial_decay_lr power 0': (
        lambda: nn.polynomial_decay_lr(0.1, 0.01, 4, 2, 1, 0.0), ValueError,
        "The 'power' must be float and must > 0, but got '0.0' with type 'float'."),
    'polynomial_decay_lr end int': (
        lambda: nn.polynomial_decay_lr(0.1, 0, 4, 2, 1, 1.0), TypeError,
        "For 'polynomial_decay_lr', the argument 'end_learning_rate' must be type of "
        "float, but got 'end_learning_rate' type: <class 'int'>."),
    'polynomial_decay_lr total float': (
        lambda: nn.polynomial_decay_lr(0.1, 0.01, 4.0, 2, 1, 1.0), TypeError,
        "The 'total_step' must be int, but got 'float'"),
    'polynomial_decay_lr update str': (
        lambda: nn.polynomial_decay_lr(0.1, 0.01, 4, 2, 1, 1.0, 'a'), TypeError,
        "The type of 'update_decay_epoch' should be 'bool', but got type 'str'."),
    'warmup_lr lr neg': (lambda: nn.warmup_lr(-0.1, 4, 2, 1), ValueError,
        "The 'learning_rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'warmup_lr warmup 0': (lambda: nn.warmup_lr(0.1, 4, 2, 0), ValueError,
        "The 'warmup_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'warmup_lr total str': (lambda: nn.warmup_lr(0.1, 'a', 2, 1), TypeError,
        "The 'total_step' must be int, but got 'str'"),
    'natural_exp_decay_lr rate neg': (
        lambda: nn.natural_exp_decay_lr(0.1, -0.9, 4, 2, 1), ValueError,
        "The 'decay_rate' must be float and must > 0, but got '-0.9' with type 'float'."),
    'natural_exp_decay_lr is_stair int': (
        lambda: nn.natural_exp_decay_lr(0.1, 0.9, 4, 2, 1, 1), TypeError,
        "The type of 'is_stair' should be 'bool', but got type 'int'."),
    'inverse_decay_lr lr 0': (lambda: nn.inverse_decay_lr(0.0, 0.9, 4, 2, 1), ValueError,
        "The 'learning_rate' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'inverse_decay_lr decay_epoch float': (
        lambda: nn.inverse_decay_lr(0.1, 0.9, 4, 2, 1.0), TypeError,
        "The 'decay_epoch' must be int, but got 'float'"),
    'exponential_decay_lr rate str': (
        lambda: nn.exponential_decay_lr(0.1, 'a', 4, 2, 1), TypeError,
        "The 'decay_rate' must be float, but got 'str'"),
    'exponential_decay_lr total neg': (
        lambda: nn.exponential_decay_lr(0.1, 0.9, -4, 2, 1), ValueError,
        "The 'total_step' must be int and must > 0, but got '-4' with type 'int'."),
    'piecewise_constant_lr unsorted': (
        lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.01]), ValueError,
        "For 'piecewise_constant_lr', the value of milestone[1] must be greater than "
        'milestone[0], but got milestone[1]: 1, milestone[0]: 2.'),
    'piecewise_constant_lr len mismatch': (
        lambda: nn.piecewise_constant_lr([1, 2], [0.1]), ValueError,
        "For 'piecewise_constant_lr', the size of 'milestone' must be same with the "
        "size of 'learning_rates', but got 'milestone' size: 2, 'learning_rates' size: "
        '1.'),
    'piecewise_constant_lr milestone 0': (
        lambda: nn.piecewise_constant_lr([0, 2], [0.1, 0.01]), ValueError,
        "The 'milestone[0]' must be int and must > 0, but got '0' with type 'int'."),
    'piecewise_constant_lr rates str': (
        lambda: nn.piecewise_constant_lr([1, 2], ['a', 0.01]), TypeError,
        "The type of 'learning_rates[0]' must be 'float', but got 'str'."),
    'piecewise_constant_lr milestone float': (
        lambda: nn.piecewise_constant_lr([1.0, 2], [0.1, 0.01]), TypeError,
        "The 'milestone[0]' must be int, but got 'float'"),
    'SGD lr 2d tensor': (lambda: nn.SGD(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
        'should be 0 or 1, but got 2.'),
    'SGD lr list str': (lambda: nn.SGD(P(), learning_rate=['a']), ValueError,
        "could not convert string to float: 'a'"),
    'SGD lr None': (lambda: nn.SGD(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, "
        "Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'SGD lr str': (lambda: nn.SGD(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'SGD wd str': (lambda: nn.SGD(P(), weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but "
        "got <class 'str'>"),
    'SGD loss_scale 0': (lambda: nn.SGD(P(), loss_scale=0.0), ValueError,
        "For 'SGD', the 'loss_scale' must be float and must > 0, but got '0.0' with "
        "type 'float'."),
    'SGD loss_scale str': (lambda: nn.SGD(P(), loss_scale='a'), TypeError,
        "For 'SGD', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'SGD params int': (lambda: nn.SGD(1), TypeError,
        "For 'Optimizer', the argument parameters must be Iterable type, but got "
        "<class 'int'>."),
    'SGD params None': (lambda: nn.SGD(None), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'SGD params list int': (lambda: nn.SGD([1, 2]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params tensor list': (lambda: nn.SGD([F(2)]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params dict': (lambda: nn.SGD({'params': P()}), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD group params empty': (lambda: nn.SGD([{'params': []}]), ValueError,
        "For 'Optimizer', the argument group `params` must not be empty."),
    'SGD group lr str': (lambda: nn.SGD([{'params': P(), 'lr': 'a'}]), ValueError,
        "could not convert string to float: 'a'"),
    'SGD group wd str': (lambda: nn.SGD([{'params': P(), 'weight_decay': 'a'}]), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but "
        "got <class 'str'>"),
    'SGD group grad_centralization int': (
        lambda: nn.SGD([{'params': P(), 'grad_centralization': 1}]), TypeError,
        "For 'Optimizer', the 'gradients_centralization' must be bool type, but got "
        "<class 'int'>."),
    'SGD group order_params int': (
        lambda: nn.SGD([{'params': P()}, {'order_params': 1}]), TypeError,
        "For 'Optimizer', the value of 'order_params' in group parameters should be "
        "Iterable type, but got <class 'int'>."),
    'SGD group not dict': (lambda: nn.SGD([{'params': P()}, 1]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'Adam beta1 tensor': (lambda: nn.Adam(P(), beta1=Tensor(0.9)), TypeError,
        "For 'Adam', the type of 'beta1' should be 'float', but got type 'Tensor'."),
    'Adam eps str': (lambda: nn.Adam(P(), eps='a'), TypeError,
        "For 'Adam', the type of 'eps' should be 'float', but got type 'str'."),
    'Adam use_amsgrad int': (lambda: nn.Adam(P(), use_amsgrad=1), TypeError,
        "For 'Adam', the type of 'use_amsgrad' should be 'bool', but got type 'int'."),
    'Momentum momentum neg': (lambda: nn.Momentum(P(), 0.1, -0.9), ValueError,
        "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.9"),
    'Momentum momentum str': (lambda: nn.Momentum(P(), 0.1, 'a'), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'str'."),
    'Momentum nesterov int': (lambda: nn.Momentum(P(), 0.1, 0.9, use_nesterov=1), TypeError,
        'The input value must be a bool, but got int.'),
    'Momentum missing momentum': (lambda: nn.Momentum(P(), 0.1), TypeError,
        "missing a required argument: 'momentum'"),
    'AdamWeightDecay beta2 0': (lambda: nn.AdamWeightDecay(P(), beta2=0.0), ValueError,
        "For 'AdamWeightDecay', the 'beta2' must be in range of (0.0, 1.0), but got "
        "0.0 with type 'float'."),
    'AdamWeightDecay eps str': (lambda: nn.AdamWeightDecay(P(), eps='a'), TypeError,
        "For 'AdamWeightDecay', the type of 'eps' should be 'float', but got type "
        "'str'."),
    'AdamWeightDecay wd neg': (lambda: nn.AdamWeightDecay(P(), weight_decay=-0.1), ValueError,
        "For 'AdamWeightDecay', the 'weight_decay' must be float and must >= 0, but "
        "got '-0.1' with type 'float'."),
    'Adagrad lr neg': (lambda: nn.Adagrad(P(), learning_rate=-0.1), ValueError,
        "For 'Adagrad', the 'learning rate' must be float and must >= 0, but got "
        "'-0.1' with type 'float'."),
    'Adagrad wd str': (lambda: nn.Adagrad(P(), weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but "
        "got <class 'str'>"),
    'Adagrad loss_scale 0': (lambda: nn.Adagrad(P(), loss_scale=0.0), ValueError,
        "For 'Adagrad', the 'loss_scale' must be float and must > 0, but got '0.0' "
        "with type 'float'."),
    'Adadelta lr str': (lambda: nn.Adadelta(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Adadelta rho neg': (lambda: nn.Adadelta(P(), rho=-0.1), ValueError,
        "For 'Adadelta', the 'rho' must be in range of [0.0, 1.0], but got -0.1 with "
        "type 'float'."),
    'Rprop etas eq 1': (lambda: nn.Rprop(P(), etas=(0.5, 1.0)), ValueError,
        'For Rprop, etaplus must be greater than 1.0, but got etaplus 1.0.'),
    'Lamb wd str': (lambda: nn.Lamb(P(), 0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but "
        "got <class 'str'>"),
    'Lamb lr str': (lambda: nn.Lamb(P(), 'a'), ValueError,
        "could not convert string to float: 'a'"),
    'FTRL lr 0': (lambda: nn.FTRL(P(), learning_rate=0.0), ValueError,
        "For 'FTRL', the 'learning_rate' must be float and must > 0, but got '0.0' "
        "with type 'float'."),
    'FTRL lr str': (lambda: nn.FTRL(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'FTRL use_locking int': (lambda: nn.FTRL(P(), use_locking=1), TypeError,
        "For 'FTRL', the type of 'use_locking' should be 'bool', but got type 'int'."),
    'LazyAdam lr str': (lambda: nn.LazyAdam(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'ProximalAdagrad lr neg': (lambda: nn.ProximalAdagrad(P(), learning_rate=-0.1), ValueError,
        "For 'ProximalAdagrad', the 'learning rate' must be float and must >= 0, but "
        "got '-0.1' with type 'float'."),
    'RMSProp lr str': (lambda: nn.RMSProp(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'RMSProp momentum str': (lambda: nn.RMSProp(P(), momentum='a'), TypeError,
        "For 'RMSProp', the type of 'momentum' should be 'float', but got type 'str'."),
    'SGD unknown kw': (lambda: nn.SGD(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'SGD no params': (lambda: nn.SGD(), TypeError,
        "missing a required argument: 'params'"),
    'SGD too many': (
        lambda: nn.SGD(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Adam unknown kw': (lambda: nn.Adam(P(), foo=1), KeyError,
        '"For \'Adam\', invalid keys are passed as kwargs, supported keys are '
        '\'use_lazy\' and\'use_offload\', but got dict_keys([\'foo\'])."'),
    'Adam no params': (lambda: nn.Adam(), TypeError,
        "missing a required argument: 'params'"),
    'Adam too many': (
        lambda: nn.Adam(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Momentum unknown kw': (lambda: nn.Momentum(P(), 0.1, 0.9, foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'Momentum no params': (lambda: nn.Momentum(), TypeError,
        "missing a required argument: 'params'"),
    'Momentum too many': (
        lambda: nn.Momentum(P(), 0.1, 0.9, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1),
        TypeError,
        'too many positional arguments'),
    'AdamWeightDecay unknown kw': (lambda: nn.AdamWeightDecay(P(), foo=1), TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'foo'"),
    'AdamWeightDecay no params': (lambda: nn.AdamWeightDecay(), TypeError,
        "AdamWeightDecay.__init__() missing 1 required positional argument: 'params'"),
    'AdamWeightDecay too many': (
        lambda: nn.AdamWeightDecay(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1),
        TypeError,
        'AdamWeightDecay.__init__() takes from 2 to 7 positional arguments but 13 were '
        'given'),
    'RMSProp unknown kw': (lambda: nn.RMSProp(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'RMSProp no params': (lambda: nn.RMSProp(), TypeError,
        "missing a required argument: 'params'"),
    'RMSProp too many': (
        lambda: nn.RMSProp(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Adagrad unknown kw': (lambda: nn.Adagrad(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'Adagrad no params': (lambda: nn.Adagrad(), TypeError,
        "missing a required argument: 'params'"),
    'Adagrad too many': (
        lambda: nn.Adagrad(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'FTRL unknown kw': (lambda: nn.FTRL(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'FTRL no params': (lambda: nn.FTRL(), TypeError,
        "missing a required argument: 'params'"),
    'FTRL too many': (
        lambda: nn.FTRL(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Lamb unknown kw': (lambda: nn.Lamb(P(), 0.1, foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'Lamb no params': (lambda: nn.Lamb(), TypeError,
        "missing a required argument: 'params'"),
    'Lamb too many': (
        lambda: nn.Lamb(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1),
        TypeError,
        'too many positional arguments'),
    'LazyAdam unknown kw': (lambda: nn.LazyAdam(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'LazyAdam no params': (lambda: nn.LazyAdam(), TypeError,
        "missing a required argument: 'params'"),
    'LazyAdam too many': (
        lambda: nn.LazyAdam(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'ProximalAdagrad unknown kw': (lambda: nn.ProximalAdagrad(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'ProximalAdagrad no params': (lambda: nn.ProximalAdagrad(), TypeError,
        "missing a required argument: 'params'"),
    'ProximalAdagrad too many': (
        lambda: nn.ProximalAdagrad(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1),
        TypeError,
        'too many positional arguments'),
    'ASGD unknown kw': (lambda: nn.ASGD(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'ASGD no params': (lambda: nn.ASGD(), TypeError,
        "missing a required argument: 'params'"),
    'ASGD too many': (
        lambda: nn.ASGD(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Rprop unknown kw': (lambda: nn.Rprop(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'Rprop no params': (lambda: nn.Rprop(), TypeError,
        "missing a required argument: 'params'"),
    'Rprop too many': (
        lambda: nn.Rprop(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Adadelta unknown kw': (lambda: nn.Adadelta(P(), foo=1), TypeError,
        "got an unexpected keyword argument 'foo'"),
    'Adadelta no params': (lambda: nn.Adadelta(), TypeError,
        "missing a required argument: 'params'"),
    'Adadelta too many': (
        lambda: nn.Adadelta(P(), 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1), TypeError,
        'too many positional arguments'),
    'Lamb missing lr': (lambda: nn.Lamb(P()), TypeError,
        "missing a required argument: 'learning_rate'"),
    'Momentum only params': (lambda: nn.Momentum(P()), TypeError,
        "missing a required argument: 'learning_rate'"),
    'SGD group str': (lambda: nn.SGD([{'params': P()}, 'a']), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD list of str': (lambda: nn.SGD(['a']), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD mixed param and dict': (lambda: nn.SGD([P()[0], {'params': P()}]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD list of None': (lambda: nn.SGD([None]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'Adam group not dict': (lambda: nn.Adam([{'params': P()}, 1]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params tuple int': (lambda: nn.SGD((1,)), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params str': (lambda: nn.SGD('a'), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params empty tuple': (lambda: nn.SGD(()), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
}
