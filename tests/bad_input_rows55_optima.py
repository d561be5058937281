"""Rows of ``test_bad_input_catalogue55``: optimizer constructors (learning rates, weight decay,
parameter groups), learning-rate schedules and ``amp`` (levels, loss scalers and managers).
2.10's exception type and text for each call (measured on 2.10 CPU, one case per process;
/tmp/s72/bad55/w/o1.py, s1.py, a1.py with /tmp/s72/bad55/run.py). GOOD: calls 2.10 accepts next
to them, with the repr of 2.10's result.
"""
import numpy as np  # noqa: F401

import minicell as ms  # noqa: F401
from minicell import Parameter, Tensor, amp, mint, nn, ops  # noqa: F401  (the rows' calls)
import minicell.dataset.audio as AU  # noqa: F401
import minicell.dataset.text as TX  # noqa: F401
import minicell.dataset.transforms as T  # noqa: F401
import minicell.dataset.vision as V  # noqa: F401
from bad_input_rows55_help import (A, F, G, I, IMG, L, N, Net, P, PS, S, W, f, f2,  # noqa: F401
                                   gi, gset, pi, pset, w)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'SGD lr str': (lambda: W(nn.SGD(PS(), learning_rate='a')), ValueError,
        "could not convert string to float: 'a'"),
    'SGD lr neg': (lambda: W(nn.SGD(PS(), learning_rate=-0.1)), ValueError,
        "For 'SGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'SGD lr None': (lambda: W(nn.SGD(PS(), learning_rate=None)), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or "
        "LearningRateSchedule, but got <class 'NoneType'>."),
    'SGD lr tensor 2d': (lambda: W(nn.SGD(PS(), learning_rate=F(2, 2))), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should "
        'be 0 or 1, but got 2.'),
    'SGD wd str': (lambda: W(nn.SGD(PS(), 0.1, weight_decay='a')), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
        "<class 'str'>"),
    'SGD wd neg': (lambda: W(nn.SGD(PS(), 0.1, weight_decay=-1.0)), ValueError,
        "For 'SGD', the 'weight_decay' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'SGD mom neg': (lambda: W(nn.SGD(PS(), 0.1, momentum=-1.0)), ValueError,
        "For 'SGD', the argument 'momentum' must be at least 0.0, but got -1.0."),
    'SGD mom str': (lambda: W(nn.SGD(PS(), 0.1, momentum='a')), TypeError,
        "For 'SGD', the argument 'momentum' must be float type, but got <class 'str'>."),
    'SGD damp neg': (lambda: W(nn.SGD(PS(), 0.1, dampening=-1.0)), ValueError,
        "For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' -1.0"),
    'SGD damp str': (lambda: W(nn.SGD(PS(), 0.1, dampening='a')), TypeError,
        "For 'SGD', the argument 'dampening' must be float type, but got <class 'str'>."),
    'SGD nesterov no mom': (lambda: W(nn.SGD(PS(), 0.1, nesterov=True)), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal "
        "to 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'SGD nesterov int': (lambda: W(nn.SGD(PS(), 0.1, momentum=0.9, nesterov=1)), TypeError,
        "For 'SGD', the type of 'nesterov' should be 'bool', but got type 'int'."),
    'SGD loss_scale 0': (lambda: W(nn.SGD(PS(), 0.1, loss_scale=0.0)), ValueError,
        "For 'SGD', the 'loss_scale' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'SGD loss_scale str': (lambda: W(nn.SGD(PS(), 0.1, loss_scale='a')), TypeError,
        "For 'SGD', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'SGD params empty': (lambda: W(nn.SGD([], 0.1)), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'SGD params None': (lambda: W(nn.SGD(None, 0.1)), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'SGD params tensor': (lambda: W(nn.SGD([F(2)], 0.1)), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
        "'dict', please check the 'parameters'."),
    'SGD params int': (lambda: W(nn.SGD(1, 0.1)), TypeError,
        "For 'Optimizer', the argument parameters must be Iterable type, but got <class 'int'>."),
    'SGD params str list': (lambda: W(nn.SGD(['a'], 0.1)), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
        "'dict', please check the 'parameters'."),
    'SGD group no params': (lambda: W(nn.SGD([{'lr': 0.1}], 0.1)), KeyError,
        "'params'"),
    'SGD group bad key': (lambda: W(nn.SGD([{'params': PS(), 'bogus': 1}], 0.1)), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', '
        '\'weight_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'SGD group lr str': (lambda: W(nn.SGD([{'params': PS(), 'lr': 'a'}], 0.1)), ValueError,
        "could not convert string to float: 'a'"),
    'SGD group wd str': (lambda: W(nn.SGD([{'params': PS(), 'weight_decay': 'a'}], 0.1)), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
        "<class 'str'>"),
    'SGD group dup': (lambda: W(nn.SGD([{'params': PS()}, {'params': PS()[:1]}], 0.1)), ValueError,
        'The value [Parameter (name=weight, shape=(2, 2), dtype=Float32, requires_grad=True), '
        'Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True), Parameter '
        "(name=weight, shape=(2, 2), dtype=Float32, requires_grad=True)] , its name 'weight' "
        'already exists. Please set a unique name for the parameter.'),
    'SGD group order': (lambda: W(nn.SGD([{'params': PS()}, {'order_params': 1}], 0.1)), TypeError,
        "For 'Optimizer', the value of 'order_params' in group parameters should be Iterable "
        "type, but got <class 'int'>."),
    'SGD group order bad': (
        lambda: W(nn.SGD([{'params': PS()[:1]}, {'order_params': PS()}], 0.1)), ValueError,
        "For 'Optimizer',the length of order parameters must be the same as the length of "
        "group parameters, but got order parameters' length 2, group parameters' length 1."),
    'SGD group grad_centralization str': (
        lambda: W(nn.SGD([{'params': PS(), 'grad_centralization': 'a'}], 0.1)), TypeError,
        "For 'Optimizer', the 'gradients_centralization' must be bool type, but got <class "
        "'str'>."),
    'Momentum no mom': (lambda: W(nn.Momentum(PS(), 0.1)), TypeError,
        "missing a required argument: 'momentum'"),
    'Momentum mom neg': (lambda: W(nn.Momentum(PS(), 0.1, -0.1)), ValueError,
        "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.1"),
    'Momentum mom str': (lambda: W(nn.Momentum(PS(), 0.1, 'a')), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'str'."),
    'Momentum mom int': (lambda: W(nn.Momentum(PS(), 0.1, 1)), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'int'."),
    'Momentum nesterov str': (lambda: W(nn.Momentum(PS(), 0.1, 0.9, use_nesterov='a')), TypeError,
        'The input value must be a bool, but got str.'),
    'Momentum wd neg': (lambda: W(nn.Momentum(PS(), 0.1, 0.9, weight_decay=-0.1)), ValueError,
        "For 'Momentum', the 'weight_decay' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'Momentum lr str': (lambda: W(nn.Momentum(PS(), 'a', 0.9)), ValueError,
        "could not convert string to float: 'a'"),
    'Adam b1 1': (lambda: W(nn.Adam(PS(), 0.1, beta1=1.0)), ValueError,
        "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'Adam b1 0': (lambda: W(nn.Adam(PS(), 0.1, beta1=0.0)), ValueError,
        "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 0.0 with type 'float'."),
    'Adam b1 str': (lambda: W(nn.Adam(PS(), 0.1, beta1='a')), TypeError,
        "For 'Adam', the type of 'beta1' should be 'float', but got type 'str'."),
    'Adam b1 int': (lambda: W(nn.Adam(PS(), 0.1, beta1=1)), TypeError,
        "For 'Adam', the type of 'beta1' should be 'float', but got type 'int'."),
    'Adam b2 2': (lambda: W(nn.Adam(PS(), 0.1, beta2=2.0)), ValueError,
        "For 'Adam', the 'beta2' must be in range of (0.0, 1.0), but got 2.0 with type 'float'."),
    'Adam eps 0': (lambda: W(nn.Adam(PS(), 0.1, eps=0.0)), ValueError,
        "For 'Adam', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'Adam eps neg': (lambda: W(nn.Adam(PS(), 0.1, eps=-1e-8)), ValueError,
        "For 'Adam', the 'eps' must be float and must > 0, but got '-1e-08' with type 'float'."),
    'Adam eps str': (lambda: W(nn.Adam(PS(), 0.1, eps='a')), TypeError,
        "For 'Adam', the type of 'eps' should be 'float', but got type 'str'."),
    'Adam locking str': (lambda: W(nn.Adam(PS(), 0.1, use_locking='a')), TypeError,
        "For 'Adam', the type of 'use_locking' should be 'bool', but got type 'str'."),
    'Adam nesterov str': (lambda: W(nn.Adam(PS(), 0.1, use_nesterov='a')), TypeError,
        "For 'Adam', the type of 'use_nesterov' should be 'bool', but got type 'str'."),
    'Adam amsgrad str': (lambda: W(nn.Adam(PS(), 0.1, use_amsgrad='a')), TypeError,
        "For 'Adam', the type of 'use_amsgrad' should be 'bool', but got type 'str'."),
    'Adam wd str': (lambda: W(nn.Adam(PS(), 0.1, weight_decay='a')), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
        "<class 'str'>"),
    'Adam wd neg': (lambda: W(nn.Adam(PS(), 0.1, weight_decay=-1.0)), ValueError,
        "For 'Adam', the 'weight_decay' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'Adam loss_scale neg': (lambda: W(nn.Adam(PS(), 0.1, loss_scale=-1.0)), ValueError,
        "For 'Adam', the 'loss_scale' must be float and must > 0, but got '-1.0' with type "
        "'float'."),
    'AdamWeightDecay b1 1': (lambda: W(nn.AdamWeightDecay(PS(), 0.1, beta1=1.0)), ValueError,
        "For 'AdamWeightDecay', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with "
        "type 'float'."),
    'AdamWeightDecay eps 0': (lambda: W(nn.AdamWeightDecay(PS(), 0.1, eps=0.0)), ValueError,
        "For 'AdamWeightDecay', the 'eps' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'AdamWeightDecay wd str': (
        lambda: W(nn.AdamWeightDecay(PS(), 0.1, weight_decay='a')), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
        "<class 'str'>"),
    'AdamW': (lambda: W(nn.AdamWeightDecay(PS(), -0.1)), ValueError,
        "For 'AdamWeightDecay', the 'learning rate' must be float and must >= 0, but got "
        "'-0.1' with type 'float'."),
    'Adagrad acc neg': (lambda: W(nn.Adagrad(PS(), accum=-0.1)), ValueError,
        "For 'Adagrad', the 'accum' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'Adagrad acc str': (lambda: W(nn.Adagrad(PS(), accum='a')), TypeError,
        "For 'Adagrad', the type of 'accum' should be 'float', but got type 'str'."),
    'Adagrad update_slots str': (lambda: W(nn.Adagrad(PS(), update_slots='a')), TypeError,
        "For 'Adagrad', the type of 'update_slots' should be 'bool', but got type 'str'."),
    'RMSProp decay neg': (lambda: W(nn.RMSProp(PS(), decay=-0.1)), ValueError,
        "For 'RMSProp', the 'decay' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'RMSProp mom neg': (lambda: W(nn.RMSProp(PS(), momentum=-0.1)), ValueError,
        "For 'RMSProp', the 'momentum' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'RMSProp eps 0': (lambda: W(nn.RMSProp(PS(), epsilon=0.0)), ValueError,
        "For 'RMSProp', the 'epsilon' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'RMSProp centered str': (lambda: W(nn.RMSProp(PS(), centered='a')), TypeError,
        "For 'RMSProp', the type of 'centered' should be 'bool', but got type 'str'."),
    'Lamb b1 1': (lambda: W(nn.Lamb(PS(), 0.1, beta1=1.0)), ValueError,
        "For 'Lamb', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'Lamb eps 0': (lambda: W(nn.Lamb(PS(), 0.1, eps=0.0)), ValueError,
        "For 'Lamb', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'LARS not opt': (lambda: W(nn.LARS(1)), AttributeError,
        "'int' object has no attribute 'init_params'"),
    'FTRL lr neg': (lambda: W(nn.FTRL(PS(), learning_rate=-0.1)), ValueError,
        "For 'FTRL', the 'learning rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'FTRL lr_power pos': (lambda: W(nn.FTRL(PS(), lr_power=0.5)), ValueError,
        "For 'FTRL', the argument 'lr_power' must <= 0.0, but got 0.5."),
    'FTRL l1 neg': (lambda: W(nn.FTRL(PS(), l1=-0.1)), ValueError,
        "For 'FTRL', the argument 'l1' must >= 0.0, but got -0.1."),
    'FTRL init acc neg': (lambda: W(nn.FTRL(PS(), initial_accum=-0.1)), ValueError,
        "For 'FTRL', the argument 'initial_accum' must >= 0.0, but got -0.1."),
    'ProximalAdagrad l1 neg': (lambda: W(nn.ProximalAdagrad(PS(), l1=-0.1)), ValueError,
        "For 'ProximalAdagrad', the 'l1' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'ProximalAdagrad acc neg': (lambda: W(nn.ProximalAdagrad(PS(), accum=-0.1)), ValueError,
        "For 'ProximalAdagrad', the 'accum' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'Adadelta rho 2': (lambda: W(nn.Adadelta(PS(), rho=2.0)), ValueError,
        "For 'Adadelta', the 'rho' must be in range of [0.0, 1.0], but got 2.0 with type "
        "'float'."),
    'Adadelta eps neg': (lambda: W(nn.Adadelta(PS(), epsilon=-1.0)), ValueError,
        "For 'Adadelta', the 'epsilon' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'Adamax b1 1': (lambda: W(nn.AdaMax(PS(), beta1=1.0)), ValueError,
        "For 'AdaMax', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type "
        "'float'."),
    'Rprop etas': (lambda: W(nn.Rprop(PS(), etas=(1.5, 0.5))), ValueError,
        "For 'Rprop', the 'etaminus' must be in range of (0.0, 1.0), but got 1.5 with type "
        "'float'."),
    'Rprop etas len': (lambda: W(nn.Rprop(PS(), etas=(0.5,))), ValueError,
        'For Rprop, etas must be a tuple with the size of 2, but got 1.'),
    'Rprop step_sizes': (lambda: W(nn.Rprop(PS(), step_sizes=(1.0, 0.1))), ValueError,
        'For Rprop, maximal step size should not be less than minimal step size, but got 1.0 > '
        '0.1.'),
    'ASGD lambd str': (lambda: W(nn.ASGD(PS(), lambd='a')), TypeError,
        "For 'ASGD', the type of 'lambd' should be 'float', but got type 'str'."),
    'LazyAdam b1 1': (lambda: W(nn.LazyAdam(PS(), 0.1, beta1=1.0)), ValueError,
        "For 'LazyAdam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type "
        "'float'."),
    'SGD weight_decay callable': (
        lambda: W(nn.SGD(PS(), 0.1, weight_decay=lambda s: 0.1)), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got "
        "<class 'function'>"),
    'pcl milestone unsorted': (lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.01]), ValueError,
        "For 'piecewise_constant_lr', the value of milestone[1] must be greater than "
        'milestone[0], but got milestone[1]: 1, milestone[0]: 2.'),
    'pcl len': (lambda: nn.piecewise_constant_lr([1, 2], [0.1]), ValueError,
        "For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of "
        "'learning_rates', but got 'milestone' size: 2, 'learning_rates' size: 1."),
    'pcl str': (lambda: nn.piecewise_constant_lr('a', [0.1]), TypeError,
        "The type of 'milestone' should be one of '['tuple', 'list']', but got type 'str'."),
    'pcl float milestone': (lambda: nn.piecewise_constant_lr([1.5, 2], [0.1, 0.01]), TypeError,
        "The 'milestone[0]' must be int, but got 'float'"),
    'pcl zero milestone': (lambda: nn.piecewise_constant_lr([0, 2], [0.1, 0.01]), ValueError,
        "The 'milestone[0]' must be int and must > 0, but got '0' with type 'int'."),
    'pcl lr str': (lambda: nn.piecewise_constant_lr([1, 2], ['a', 0.01]), TypeError,
        "The type of 'learning_rates[0]' must be 'float', but got 'str'."),
    'edl total 0': (lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 1), ValueError,
        "The 'total_step' must be int and must > 0, but got '0' with type 'int'."),
    'edl lr neg': (lambda: nn.exponential_decay_lr(-0.1, 0.9, 4, 2, 1), ValueError,
        "The 'learning_rate' must be float and must > 0, but got '-0.1' with type 'float'."),
    'edl lr int': (lambda: nn.exponential_decay_lr(1, 0.9, 4, 2, 1), TypeError,
        "The 'learning_rate' must be float, but got 'int'"),
    'edl decay str': (lambda: nn.exponential_decay_lr(0.1, 'a', 4, 2, 1), TypeError,
        "The 'decay_rate' must be float, but got 'str'"),
    'edl step float': (lambda: nn.exponential_decay_lr(0.1, 0.9, 4.0, 2, 1), TypeError,
        "The 'total_step' must be int, but got 'float'"),
    'edl stair str': (lambda: nn.exponential_decay_lr(0.1, 0.9, 4, 2, 1, is_stair='a'), TypeError,
        "The type of 'is_stair' should be 'bool', but got type 'str'."),
    'ndl zero epoch': (lambda: nn.natural_exp_decay_lr(0.1, 0.9, 4, 2, 0), ValueError,
        "The 'decay_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'idl neg': (lambda: nn.inverse_decay_lr(0.1, -0.9, 4, 2, 2), ValueError,
        "The 'decay_rate' must be float and must > 0, but got '-0.9' with type 'float'."),
    'cdl min gt max': (lambda: nn.cosine_decay_lr(0.1, 0.01, 4, 2, 2), ValueError,
        "For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', but got "
        "'max_lr' value: 0.01, 'min_lr' value: 0.1."),
    'cdl min neg': (lambda: nn.cosine_decay_lr(-0.1, 0.01, 4, 2, 2), ValueError,
        "The 'min_lr' must be float and must >= 0, but got '-0.1' with type 'float'."),
    'pdl power neg': (lambda: nn.polynomial_decay_lr(0.1, 0.01, 4, 2, 2, -1.0), ValueError,
        "The 'power' must be float and must > 0, but got '-1.0' with type 'float'."),
    'wl neg': (lambda: nn.warmup_lr(-0.1, 4, 2, 2), ValueError,
        "The 'learning_rate' must be float and must >= 0, but got '-0.1' with type 'float'."),
    'EDLR lr neg': (lambda: nn.ExponentialDecayLR(-0.1, 0.9, 4), ValueError,
        "For 'ExponentialDecayLR', the 'learning_rate' must be float and must > 0, but got "
        "'-0.1' with type 'float'."),
    'EDLR lr int': (lambda: nn.ExponentialDecayLR(1, 0.9, 4), TypeError,
        "For 'ExponentialDecayLR', the 'learning_rate' must be float, but got 'int'"),
    'EDLR decay_rate str': (lambda: nn.ExponentialDecayLR(0.1, 'a', 4), TypeError,
        "For 'ExponentialDecayLR', the 'decay_rate' must be float, but got 'str'"),
    'EDLR steps 0': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 0), ValueError,
        "For 'ExponentialDecayLR', the 'decay_steps' must be int and must > 0, but got '0' "
        "with type 'int'."),
    'EDLR steps float': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 4.0), TypeError,
        "For 'ExponentialDecayLR', the 'decay_steps' must be int, but got 'float'"),
    'NEDLR': (lambda: nn.NaturalExpDecayLR(0.1, -0.9, 4), ValueError,
        "For 'NaturalExpDecayLR', the 'decay_rate' must be float and must > 0, but got '-0.9' "
        "with type 'float'."),
    'IDLR': (lambda: nn.InverseDecayLR(0.1, 0.9, 0), ValueError,
        "For 'InverseDecayLR', the 'decay_steps' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'CDLR min gt': (lambda: nn.CosineDecayLR(0.1, 0.01, 4), ValueError,
        "For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
        "value: 0.01, 'min_lr' value: 0.1."),
    'CDLR min neg': (lambda: nn.CosineDecayLR(-0.1, 0.01, 4), ValueError,
        "For 'CosineDecayLR', the 'min_lr' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'CDLR steps 0': (lambda: nn.CosineDecayLR(0.01, 0.1, 0), ValueError,
        "For 'CosineDecayLR', the 'decay_steps' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'PDLR power neg': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, -1.0), ValueError,
        "For 'PolynomialDecayLR', the 'power' must be float and must > 0, but got '-1.0' with "
        "type 'float'."),
    'PDLR end str': (lambda: nn.PolynomialDecayLR(0.1, 'a', 4, 1.0), TypeError,
        "For 'PolynomialDecayLR', the argument 'end_learning_rate' must be type of float, but "
        "got 'end_learning_rate' type: <class 'str'>."),
    'PDLR update str': (
        lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0, update_decay_steps='a'), TypeError,
        "For 'PolynomialDecayLR', the type of 'update_decay_steps' should be 'bool', but got "
        "type 'str'."),
    'WLR neg': (lambda: nn.WarmUpLR(-0.1, 4), ValueError,
        "For 'WarmUpLR', the 'learning_rate' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'WLR steps 0': (lambda: nn.WarmUpLR(0.1, 0), ValueError,
        "For 'WarmUpLR', the 'warmup_steps' must be int and must > 0, but got '0' with type "
        "'int'."),
    'exp.StepLR': (lambda: ms.experimental.optim.lr_scheduler.StepLR(1, 1), TypeError,
        'int is not an Optimizer'),
    'amp level bad': (lambda: w(amp.auto_mixed_precision(N(), 'O9')), ValueError,
        'The amp level O9 is not supported'),
    'amp level int': (lambda: w(amp.auto_mixed_precision(N(), 1)), ValueError,
        'The amp level 1 is not supported'),
    'amp level lower': (lambda: w(amp.auto_mixed_precision(N(), 'o1')), ValueError,
        'The amp level o1 is not supported'),
    'amp not cell': (lambda: amp.auto_mixed_precision(1, 'O1'), TypeError,
        "For amp_level 'O1', the network type should be Cell."),
    'amp dtype bad': (lambda: w(amp.auto_mixed_precision(N(), 'O1', dtype=ms.int32)), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Int32.'),
    'amp dtype str': (lambda: w(amp.auto_mixed_precision(N(), 'O1', dtype='a')), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got a.'),
    'amp dtype f32': (lambda: w(amp.auto_mixed_precision(N(), 'O1', dtype=ms.float32)), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Float32.'),
    'build_train_network level': (
        lambda: amp.build_train_network(N(), nn.SGD(N().trainable_params(), 0.1), level='O9'),
        ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'build_train_network loss str': (
        lambda: amp.build_train_network(N(), nn.SGD(N().trainable_params(), 0.1), loss_fn='a'),
        TypeError,
        "The type of 'loss_fn' should be 'Cell', but got type 'str'."),
    'build_train_network bad kw': (
        lambda: amp.build_train_network(N(), nn.SGD(N().trainable_params(), 0.1), bogus=1),
        ValueError,
        "Unsupported arg 'bogus'"),
    'StaticLossScaler str': (lambda: amp.StaticLossScaler('a'), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'StaticLossScaler neg': (lambda: w(amp.StaticLossScaler(-1.0)), ValueError,
        "The argument 'scale_value' must be > 1, but got -1.0"),
    'DynamicLossScaler str': (lambda: amp.DynamicLossScaler('a', 2, 10), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'DynamicLossScaler factor str': (lambda: amp.DynamicLossScaler(2.0, 'a', 10), TypeError,
        "The 'scale_factor' must be int, but got 'str'"),
    'DynamicLossScaler window str': (lambda: amp.DynamicLossScaler(2.0, 2, 'a'), TypeError,
        "The 'scale_window' must be int, but got 'str'"),
    'DynamicLossScaler neg': (lambda: w(amp.DynamicLossScaler(-1.0, 2, 10)), ValueError,
        "The argument 'scale_value' must be > 1, but got -1.0"),
    'DynamicLossScaler factor neg': (lambda: w(amp.DynamicLossScaler(2.0, -2, 10)), ValueError,
        "The 'scale_factor' must be int and must > 0, but got '-2' with type 'int'."),
    'DynamicLossScaler window 0': (lambda: w(amp.DynamicLossScaler(2.0, 2, 0)), ValueError,
        "The 'scale_window' must be int and must > 0, but got '0' with type 'int'."),
    'DynamicLossScaler adjust bool': (
        lambda: amp.DynamicLossScaler(1024.0, 2, 10).adjust(False), TypeError,
        'Failed calling Select with "Select()(condition=bool, input=Tensor, other=Tensor)".\n'
        'The valid calling should be: \n"Select()(condition=<Tensor>, input=<Number, Tensor>, '
        'other=<Number, Tensor>)".'),
    'LossScaler abstract': (lambda: amp.LossScaler(), TypeError,
        "Can't instantiate abstract class LossScaler with abstract methods adjust, scale, "
        'unscale'),
    'all_finite empty': (lambda: amp.all_finite([]), ValueError,
        'For primitive[AddN], the concat element num must be greater than or equal to 1, but '
        'got 0.'),
    'FLSM 0': (lambda: ms.FixedLossScaleManager(0), ValueError,
        "The argument 'loss_scale' must be >= 1, but got 0"),
    'FLSM neg': (lambda: ms.FixedLossScaleManager(-1.0), ValueError,
        "The argument 'loss_scale' must be >= 1, but got -1.0"),
    'FLSM str': (lambda: ms.FixedLossScaleManager('a'), TypeError,
        "'<' not supported between instances of 'str' and 'int'"),
    'DLSM init neg': (lambda: ms.DynamicLossScaleManager(-1.0), ValueError,
        "The argument 'init_loss_scale' must be > 1, but got -1.0"),
    'DLSM window 0': (lambda: ms.DynamicLossScaleManager(2.0, scale_window=0), ValueError,
        "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > 0, but got "
        "'0' with type 'int'."),
    'custom_mixed_precision': (
        lambda: amp.custom_mixed_precision(N(), white_list=[nn.Dense], black_list=[nn.Dense]),
        ValueError,
        'For custom_mixed_precision, the white_list or black_list cannot be provided at the '
        'same time, please provide one or the other.'),
    'custom_mixed_precision none': (lambda: amp.custom_mixed_precision(N()), ValueError,
        'For custom_mixed_precision, one of white_list and black_list must be provided.'),
    'custom_mixed_precision str': (
        lambda: amp.custom_mixed_precision(N(), white_list='a'), TypeError,
        "The type of white_list should be list, but got <class 'str'>"),
}

# name: (call, repr of 2.10's result)
GOOD = {
    'SGD lr list': (lambda: W(nn.SGD(PS(), learning_rate=[0.1, 0.2])),
        "'SGD'"),
    'SGD lr int tensor': (lambda: W(nn.SGD(PS(), learning_rate=I(2))),
        "'SGD'"),
    'SGD lr bool': (lambda: W(nn.SGD(PS(), learning_rate=True)),
        "'SGD'"),
    'SGD wd int': (lambda: W(nn.SGD(PS(), 0.1, weight_decay=1)),
        "'SGD'"),
    'SGD mom int': (lambda: W(nn.SGD(PS(), 0.1, momentum=1)),
        "'SGD'"),
    'SGD loss_scale int': (lambda: W(nn.SGD(PS(), 0.1, loss_scale=2)),
        "'SGD'"),
    'SGD group ok': (lambda: W(nn.SGD([{'params': PS(), 'lr': 0.01, 'weight_decay': 0.1}], 0.1)),
        "'SGD'"),
    'SGD ok': (lambda: W(nn.SGD(PS(), 0.1, momentum=0.9, nesterov=True)),
        "'SGD'"),
    'Momentum ok': (lambda: W(nn.Momentum(PS(), 0.1, 0.9)),
        "'Momentum'"),
    'Adam amsgrad nesterov': (lambda: W(nn.Adam(PS(), 0.1, use_amsgrad=True, use_nesterov=True)),
        "'Adam'"),
    'Adam ok': (lambda: W(nn.Adam(PS(), 0.1)),
        "'Adam'"),
    'AdamWeightDecay ok': (lambda: W(nn.AdamWeightDecay(PS(), 0.1)),
        "'AdamWeightDecay'"),
    'Adagrad ok': (lambda: W(nn.Adagrad(PS())),
        "'Adagrad'"),
    'RMSProp ok': (lambda: W(nn.RMSProp(PS())),
        "'RMSProp'"),
    'Lamb ok': (lambda: W(nn.Lamb(PS(), 0.1)),
        "'Lamb'"),
    'LARS': (lambda: W(nn.LARS(nn.SGD(PS(), 0.1), epsilon=-1.0)),
        "'LARS'"),
    'FTRL ok': (lambda: W(nn.FTRL(PS())),
        "'FTRL'"),
    'Adadelta ok': (lambda: W(nn.Adadelta(PS())),
        "'Adadelta'"),
    'Adamax ok': (lambda: W(nn.AdaMax(PS())),
        "'AdaMax'"),
    'Rprop step_sizes neg': (lambda: W(nn.Rprop(PS(), step_sizes=(-1.0, 0.1))),
        "'Rprop'"),
    'Rprop ok': (lambda: W(nn.Rprop(PS())),
        "'Rprop'"),
    'ASGD ok': (lambda: W(nn.ASGD(PS())),
        "'ASGD'"),
    'SGD lr dyn': (lambda: W(nn.SGD(PS(), nn.piecewise_constant_lr([1, 2], [0.1, 0.01]))),
        "'SGD'"),
    'SGD lr schedule': (lambda: W(nn.SGD(PS(), nn.ExponentialDecayLR(0.1, 0.9, 4))),
        "'SGD'"),
    'SGD lr tensor': (lambda: W(nn.SGD(PS(), Tensor(np.array([0.1, 0.2], np.float32)))),
        "'SGD'"),
    'opt get_lr': (lambda: nn.SGD(PS(), 0.1).get_lr(),
        'Parameter (name=learning_rate, shape=(), dtype=Float32, requires_grad=True)'),
    'opt lr property': (lambda: nn.SGD(PS(), 0.1).learning_rate,
        'Parameter (name=learning_rate, shape=(), dtype=Float32, requires_grad=True)'),
    'pcl ok': (lambda: nn.piecewise_constant_lr([1, 3], [0.1, 0.01]),
        '[0.1, 0.01, 0.01]'),
    'edl ok': (lambda: nn.exponential_decay_lr(0.1, 0.9, 4, 2, 1),
        '[0.1, 0.1, 0.09000000000000001, 0.09000000000000001]'),
    'ndl ok': (lambda: nn.natural_exp_decay_lr(0.1, 0.9, 4, 2, 2),
        '[0.1, 0.1, 0.04065696597405991, 0.04065696597405991]'),
    'cdl ok': (lambda: nn.cosine_decay_lr(0.01, 0.1, 4, 2, 2),
        '[0.1, 0.1, 0.05500000000000001, 0.05500000000000001]'),
    'pdl end gt': (lambda: nn.polynomial_decay_lr(0.1, 0.5, 4, 2, 2, 1.0),
        '[0.09999999999999998, 0.09999999999999998, 0.3, 0.3]'),
    'pdl ok': (lambda: nn.polynomial_decay_lr(0.1, 0.01, 4, 2, 2, 1.0),
        '[0.1, 0.1, 0.05500000000000001, 0.05500000000000001]'),
    'wl ok': (lambda: nn.warmup_lr(0.1, 4, 2, 2),
        '[0.0, 0.0, 0.05, 0.05]'),
    'EDLR call': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 4)(Tensor(2, ms.int32)),
        'Tensor(shape=[], dtype=Float32, value= 0.0948683)'),
    'EDLR call float': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 4)(Tensor(2.0)),
        'Tensor(shape=[], dtype=Float32, value= 0.0948683)'),
    'CDLR call': (lambda: nn.CosineDecayLR(0.01, 0.1, 4)(Tensor(2, ms.int32)),
        'Tensor(shape=[], dtype=Float32, value= 0.055)'),
    'WLR call': (lambda: nn.WarmUpLR(0.1, 4)(Tensor(2, ms.int32)),
        'Tensor(shape=[], dtype=Float32, value= 0.05)'),
    'exp ok': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 4, is_stair=True)(Tensor(5, ms.int32)),
        'Tensor(shape=[], dtype=Float32, value= 0.09)'),
    'amp O0': (lambda: w(amp.auto_mixed_precision(N(), 'O0')),
        "'Dense'"),
    'amp O2': (lambda: w(amp.auto_mixed_precision(N(), 'O2')),
        "'_OutputTo32'"),
    'amp O3': (lambda: w(amp.auto_mixed_precision(N(), 'O3')),
        "'_OutputTo32'"),
    'amp auto': (lambda: w(amp.auto_mixed_precision(N(), 'auto')),
        "'Dense'"),
    'amp twice': (lambda: w(amp.auto_mixed_precision(amp.auto_mixed_precision(N(), 'O2'), 'O2')),
        "'_OutputTo32'"),
}
