"""Rows of ``test_bad_input_catalogue30``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad30's n2): optimizers' arguments
(learning rates, weight decay, loss scale, parameter groups), ``nn.learning_rate_schedule``
and ``nn.dynamic_lr``."""

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops


def net():
    return nn.Dense(3, 2)


def params():
    return net().trainable_params()


def groups_bad():
    n = net()
    return nn.SGD([{"params": n.weight_param if hasattr(n, "weight_param") else [n.weight], "lr": -0.1}], learning_rate=0.1)


ROWS = {
    'SGD lr neg': (lambda: nn.SGD(params(), learning_rate=-0.1),
        ValueError, "For 'SGD', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'SGD lr str': (lambda: nn.SGD(params(), learning_rate="a"),
        ValueError, "could not convert string to float: 'a'"),
    'SGD lr tensor 2d': (lambda: nn.SGD(params(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of "
                    'it should be 0 or 1, but got 2.'),
    'SGD momentum neg': (lambda: nn.SGD(params(), momentum=-0.1),
        ValueError, "For 'SGD', the argument 'momentum' must be at least 0.0, but got -0.1."),
    'SGD dampening neg': (lambda: nn.SGD(params(), dampening=-0.1),
        ValueError, "For 'SGD', the argument 'dampening' must be at least 0.0, but got "
                    "'dampening' -0.1"),
    'SGD nesterov no momentum': (lambda: nn.SGD(params(), nesterov=True),
        ValueError, "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and "
                    "'dampening' must equal to 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'SGD nesterov int': (lambda: nn.SGD(params(), momentum=0.9, nesterov=1),
        TypeError, "For 'SGD', the type of 'nesterov' should be 'bool', but got type 'int'."),
    'SGD wd neg': (lambda: nn.SGD(params(), weight_decay=-0.1),
        ValueError, "For 'SGD', the 'weight_decay' must be float and must >= 0, but got '-0.1' "
                    "with type 'float'."),
    'SGD wd str': (lambda: nn.SGD(params(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'SGD loss_scale 0': (lambda: nn.SGD(params(), loss_scale=0.0),
        ValueError, "For 'SGD', the 'loss_scale' must be float and must > 0, but got '0.0' "
                    "with type 'float'."),
    'SGD loss_scale neg': (lambda: nn.SGD(params(), loss_scale=-1.0),
        ValueError, "For 'SGD', the 'loss_scale' must be float and must > 0, but got '-1.0' "
                    "with type 'float'."),
    'SGD params empty': (lambda: nn.SGD([]),
        ValueError, "For 'Optimizer', the argument parameters must not be empty."),
    'SGD params None': (lambda: nn.SGD(None),
        ValueError, "For 'Optimizer', the argument parameters can not be None."),
    'SGD params tensor': (lambda: nn.SGD([Tensor(np.ones(3, np.float32))]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params int': (lambda: nn.SGD(3),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but got "
                   "<class 'int'>."),
    'SGD group no params': (lambda: nn.SGD([{"lr": 0.1}]),
        KeyError, "'params'"),
    'SGD group bad key': (lambda: nn.SGD([{"params": params(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', 'grad_centralization'], "
                  'but got [\'foo\']."'),
    'SGD group lr neg': (lambda: nn.SGD([{"params": params(), "lr": -0.1}]),
        ValueError, "For 'SGD', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'SGD group dup': (lambda: (lambda p: nn.SGD([{"params": p}, {"params": p}]))(params()),
        RuntimeError, "For 'Optimizer', the weight parameter already exists, it does not support "
                      'repeated setting. Please check whether the optimizer parameter has been '
                      'set multiple times.'),
    'Momentum neg': (lambda: nn.Momentum(params(), 0.1, -0.9),
        ValueError, "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.9"),
    'Momentum str': (lambda: nn.Momentum(params(), 0.1, "a"),
        TypeError, "For 'Momentum', the type of 'momentum' should be 'float', but got type "
                   "'str'."),
    'Momentum wd neg': (lambda: nn.Momentum(params(), 0.1, 0.9, weight_decay=-1.0),
        ValueError, "For 'Momentum', the 'weight_decay' must be float and must >= 0, but got "
                    "'-1.0' with type 'float'."),
    'Momentum lr neg': (lambda: nn.Momentum(params(), -0.1, 0.9),
        ValueError, "For 'Momentum', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Adam beta1 1': (lambda: nn.Adam(params(), beta1=1.0),
        ValueError, "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with "
                    "type 'float'."),
    'Adam beta1 0': (lambda: nn.Adam(params(), beta1=0.0),
        ValueError, "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 0.0 with "
                    "type 'float'."),
    'Adam beta2 neg': (lambda: nn.Adam(params(), beta2=-0.5),
        ValueError, "For 'Adam', the 'beta2' must be in range of (0.0, 1.0), but got -0.5 with "
                    "type 'float'."),
    'Adam eps 0': (lambda: nn.Adam(params(), eps=0.0),
        ValueError, "For 'Adam', the 'eps' must be float and must > 0, but got '0.0' with type "
                    "'float'."),
    'Adam eps neg': (lambda: nn.Adam(params(), eps=-1e-8),
        ValueError, "For 'Adam', the 'eps' must be float and must > 0, but got '-1e-08' with "
                    "type 'float'."),
    'Adam eps int': (lambda: nn.Adam(params(), eps=1),
        TypeError, "For 'Adam', the type of 'eps' should be 'float', but got type 'int'."),
    'Adam lr neg': (lambda: nn.Adam(params(), learning_rate=-1e-3),
        ValueError, "For 'Adam', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.001' with type 'float'."),
    'Adam wd neg': (lambda: nn.Adam(params(), weight_decay=-1.0),
        ValueError, "For 'Adam', the 'weight_decay' must be float and must >= 0, but got "
                    "'-1.0' with type 'float'."),
    'Adam use_locking int': (lambda: nn.Adam(params(), use_locking=1),
        TypeError, "For 'Adam', the type of 'use_locking' should be 'bool', but got type "
                   "'int'."),
    'Adam use_nesterov int': (lambda: nn.Adam(params(), use_nesterov=1),
        TypeError, "For 'Adam', the type of 'use_nesterov' should be 'bool', but got type "
                   "'int'."),
    'AdamWD beta1 1': (lambda: nn.AdamWeightDecay(params(), beta1=1.0),
        ValueError, "For 'AdamWeightDecay', the 'beta1' must be in range of (0.0, 1.0), but "
                    "got 1.0 with type 'float'."),
    'AdamWD eps 0': (lambda: nn.AdamWeightDecay(params(), eps=0.0),
        ValueError, "For 'AdamWeightDecay', the 'eps' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'AdamWD wd neg': (lambda: nn.AdamWeightDecay(params(), weight_decay=-0.1),
        ValueError, "For 'AdamWeightDecay', the 'weight_decay' must be float and must >= 0, "
                    "but got '-0.1' with type 'float'."),
    'AdamWD lr neg': (lambda: nn.AdamWeightDecay(params(), learning_rate=-0.1),
        ValueError, "For 'AdamWeightDecay', the 'learning rate' must be float and must >= 0, "
                    "but got '-0.1' with type 'float'."),
    'Lamb lr neg': (lambda: nn.Lamb(params(), learning_rate=-0.1),
        ValueError, "For 'Lamb', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Lamb beta1 1': (lambda: nn.Lamb(params(), learning_rate=0.1, beta1=1.0),
        ValueError, "For 'Lamb', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with "
                    "type 'float'."),
    'Lamb eps 0': (lambda: nn.Lamb(params(), learning_rate=0.1, eps=0.0),
        ValueError, "For 'Lamb', the 'eps' must be float and must > 0, but got '0.0' with type "
                    "'float'."),
    'Adagrad accum neg': (lambda: nn.Adagrad(params(), accum=-0.1),
        ValueError, "For 'Adagrad', the 'accum' must be float and must >= 0, but got '-0.1' "
                    "with type 'float'."),
    'Adagrad update_slots int': (lambda: nn.Adagrad(params(), update_slots=1),
        TypeError, "For 'Adagrad', the type of 'update_slots' should be 'bool', but got type "
                   "'int'."),
    'RMSProp decay neg': (lambda: nn.RMSProp(params(), decay=-0.1),
        ValueError, "For 'RMSProp', the 'decay' must be float and must >= 0, but got '-0.1' "
                    "with type 'float'."),
    'RMSProp momentum neg': (lambda: nn.RMSProp(params(), momentum=-0.1),
        ValueError, "For 'RMSProp', the 'momentum' must be float and must >= 0, but got '-0.1' "
                    "with type 'float'."),
    'RMSProp eps 0': (lambda: nn.RMSProp(params(), epsilon=0.0),
        ValueError, "For 'RMSProp', the 'epsilon' must be float and must > 0, but got '0.0' "
                    "with type 'float'."),
    'RMSProp centered int': (lambda: nn.RMSProp(params(), centered=1),
        TypeError, "For 'RMSProp', the type of 'centered' should be 'bool', but got type "
                   "'int'."),
    'FTRL lr_power pos': (lambda: nn.FTRL(params(), lr_power=0.5),
        ValueError, "For 'FTRL', the argument 'lr_power' must <= 0.0, but got 0.5."),
    'FTRL l1 neg': (lambda: nn.FTRL(params(), l1=-0.1),
        ValueError, "For 'FTRL', the argument 'l1' must >= 0.0, but got -0.1."),
    'FTRL initial_accum neg': (lambda: nn.FTRL(params(), initial_accum=-0.1),
        ValueError, "For 'FTRL', the argument 'initial_accum' must >= 0.0, but got -0.1."),
    'ExponentialDecayLR rate 0': (lambda: nn.ExponentialDecayLR(0.1, 0.0, 10),
        ValueError, "For 'ExponentialDecayLR', the 'decay_rate' must be float and must > 0, "
                    "but got '0.0' with type 'float'."),
    'ExponentialDecayLR lr neg': (lambda: nn.ExponentialDecayLR(-0.1, 0.9, 10),
        ValueError, "For 'ExponentialDecayLR', the 'learning_rate' must be float and must > 0, "
                    "but got '-0.1' with type 'float'."),
    'ExponentialDecayLR steps 0': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 0),
        ValueError, "For 'ExponentialDecayLR', the 'decay_steps' must be int and must > 0, but "
                    "got '0' with type 'int'."),
    'ExponentialDecayLR steps float': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 1.5),
        TypeError, "For 'ExponentialDecayLR', the 'decay_steps' must be int, but got 'float'"),
    'ExponentialDecayLR lr int': (lambda: nn.ExponentialDecayLR(1, 0.9, 10),
        TypeError, "For 'ExponentialDecayLR', the 'learning_rate' must be float, but got 'int'"),
    'ExponentialDecayLR stair int': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 10, is_stair=1),
        TypeError, "For 'ExponentialDecayLR', the type of 'is_stair' should be 'bool', but "
                   "got type 'int'."),
    'NaturalExpDecayLR rate neg': (lambda: nn.NaturalExpDecayLR(0.1, -0.9, 10),
        ValueError, "For 'NaturalExpDecayLR', the 'decay_rate' must be float and must > 0, but "
                    "got '-0.9' with type 'float'."),
    'InverseDecayLR steps 0': (lambda: nn.InverseDecayLR(0.1, 0.9, 0),
        ValueError, "For 'InverseDecayLR', the 'decay_steps' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'CosineDecayLR min>max': (lambda: nn.CosineDecayLR(0.1, 0.01, 10),
        ValueError, "For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but "
                    "got 'max_lr' value: 0.01, 'min_lr' value: 0.1."),
    'CosineDecayLR min neg': (lambda: nn.CosineDecayLR(-0.1, 0.01, 10),
        ValueError, "For 'CosineDecayLR', the 'min_lr' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'CosineDecayLR steps 0': (lambda: nn.CosineDecayLR(0.0, 0.01, 0),
        ValueError, "For 'CosineDecayLR', the 'decay_steps' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'PolynomialDecayLR power 0': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 10, 0.0),
        ValueError, "For 'PolynomialDecayLR', the 'power' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'PolynomialDecayLR steps 0': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 0, 0.5),
        ValueError, "For 'PolynomialDecayLR', the 'decay_steps' must be int and must > 0, but "
                    "got '0' with type 'int'."),
    'PolynomialDecayLR end neg': (lambda: nn.PolynomialDecayLR(0.1, -0.01, 10, 0.5),
        ValueError, "For 'PolynomialDecayLR', the 'end_learning_rate' must be float and must "
                    ">= 0, but got '-0.01' with type 'float'."),
    'WarmUpLR steps 0': (lambda: nn.WarmUpLR(0.1, 0),
        ValueError, "For 'WarmUpLR', the 'warmup_steps' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'WarmUpLR lr neg': (lambda: nn.WarmUpLR(-0.1, 10),
        ValueError, "For 'WarmUpLR', the 'learning_rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'WarmUpLR lr str': (lambda: nn.WarmUpLR("a", 10),
        TypeError, "For 'WarmUpLR', the argument 'learning_rate' must be type of float, but "
                   "got 'learning_rate' type: <class 'str'>."),
    'dyn piecewise not list': (lambda: nn.piecewise_constant_lr(3, [0.1]),
        TypeError, "The type of 'milestone' should be one of '['tuple', 'list']', but got "
                   "type 'int'."),
    'dyn piecewise zero': (lambda: nn.piecewise_constant_lr([0, 2], [0.1, 0.2]),
        ValueError, "The 'milestone[0]' must be int and must > 0, but got '0' with type 'int'."),
    'dyn exponential total 0': (lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 1),
        ValueError, "The 'total_step' must be int and must > 0, but got '0' with type 'int'."),
    'dyn exponential rate neg': (lambda: nn.exponential_decay_lr(0.1, -0.9, 10, 2, 1),
        ValueError, "The 'decay_rate' must be float and must > 0, but got '-0.9' with type "
                    "'float'."),
    'dyn exponential step_per_epoch 0': (lambda: nn.exponential_decay_lr(0.1, 0.9, 10, 0, 1),
        ValueError, "The 'step_per_epoch' must be int and must > 0, but got '0' with type "
                    "'int'."),
    'dyn exponential lr neg': (lambda: nn.exponential_decay_lr(-0.1, 0.9, 10, 2, 1),
        ValueError, "The 'learning_rate' must be float and must > 0, but got '-0.1' with type "
                    "'float'."),
    'dyn natural total float': (lambda: nn.natural_exp_decay_lr(0.1, 0.9, 1.5, 2, 1),
        TypeError, "The 'total_step' must be int, but got 'float'"),
    'dyn inverse decay_epoch 0': (lambda: nn.inverse_decay_lr(0.1, 0.9, 10, 2, 0),
        ValueError, "The 'decay_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'dyn cosine min>max': (lambda: nn.cosine_decay_lr(0.2, 0.1, 10, 2, 1),
        ValueError, "For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', "
                    "but got 'max_lr' value: 0.1, 'min_lr' value: 0.2."),
    'dyn cosine min neg': (lambda: nn.cosine_decay_lr(-0.1, 0.1, 10, 2, 1),
        ValueError, "The 'min_lr' must be float and must >= 0, but got '-0.1' with type "
                    "'float'."),
    'dyn cosine decay 0': (lambda: nn.cosine_decay_lr(0.0, 0.1, 10, 2, 0),
        ValueError, "The 'decay_epoch' must be int and must > 0, but got '0' with type 'int'."),
    'dyn polynomial power 0': (lambda: nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 1, 0.0),
        ValueError, "The 'power' must be float and must > 0, but got '0.0' with type 'float'."),
    'dyn polynomial end neg': (lambda: nn.polynomial_decay_lr(0.1, -0.01, 10, 2, 1, 0.5),
        ValueError, "The 'end_learning_rate' must be float and must >= 0, but got '-0.01' with "
                    "type 'float'."),
    'dyn polynomial update int': (lambda: nn.polynomial_decay_lr(0.1, 0.01, 10, 2, 1, 0.5, update_decay_epoch=1),
        TypeError, "The type of 'update_decay_epoch' should be 'bool', but got type 'int'."),
    'dyn warmup lr neg': (lambda: nn.warmup_lr(-0.1, 10, 2, 1),
        ValueError, "The 'learning_rate' must be float and must >= 0, but got '-0.1' with type "
                    "'float'."),
    'Optimizer base lr neg': (lambda: nn.Optimizer(-0.1, params()),
        ValueError, "For 'Optimizer', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
}
