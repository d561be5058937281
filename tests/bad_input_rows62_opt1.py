"""Rows of ``test_bad_input_catalogue62``: optimizers given bad learning rates, weight decays,
loss scales, parameter lists and group dicts; learning-rate schedules; save_checkpoint,
load_checkpoint, load_param_into_net and Parameter given bad inputs; constructors'
bound-signature texts. 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per forked process: /tmp/s79/bad79/run.py on c11.py, c12.py). GOOD: calls 2.10 accepts next
to them, with the repr of 2.10's result. (part 1 of 4)

Left (minicell differs; see /tmp/s79/bad79/notes.md): SGD-step-None; Momentum-step-None;
Adam-step-None; AdamWeightDecay-step-None; Lamb-step-len; Lamb-step-None; RMSProp-step-None;
Adagrad-step-None; FTRL-step-len; FTRL-step-None; LazyAdam-step-len; LazyAdam-step-None;
ProximalAdagrad-step-len; ProximalAdagrad-step-None; Adadelta-step-len; Adadelta-step-None;
ASGD-step-len; ASGD-step-None; Rprop-step-len; Rprop-step-None; AdaMax-step-len;
AdaMax-step-None; save-dir; save-dictbad; save-dictok; load-ext; load-dir; load-garbage;
load-choice; load-decmode; LARS-init_args; BatchNorm2d-momTensor; BatchNorm2d-mombool;
BatchNorm2d-momint.
"""
from bad_input_rows62_help import DUP, F, P, group, nn, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'SGD-lrneg': (lambda: nn.SGD(P(), learning_rate=-0.1), ValueError,
        "For 'SGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'SGD-lrstr': (lambda: nn.SGD(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'SGD-lrNone': (lambda: nn.SGD(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'SGD-lrlist': (lambda: nn.SGD(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'SGD-lrtensor2d': (lambda: nn.SGD(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'SGD-wdneg': (lambda: nn.SGD(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'SGD', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'flo"
        "at'."),
    'SGD-wdstr': (lambda: nn.SGD(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'SGD-lsneg': (lambda: nn.SGD(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'SGD', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'float'"
        '.'),
    'SGD-ls0': (lambda: nn.SGD(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'SGD', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'float'."),
    'SGD-lsstr': (lambda: nn.SGD(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'SGD', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'SGD-empty': (lambda: nn.SGD([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'SGD-None': (lambda: nn.SGD(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'SGD-tensors': (lambda: nn.SGD([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'SGD-ints': (lambda: nn.SGD([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'SGD-dictnoparams': (lambda: nn.SGD([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'SGD-groupbadkey': (lambda: nn.SGD(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'SGD-grouplrneg': (lambda: nn.SGD(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'SGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'SGD-groupwdstr': (lambda: nn.SGD(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'SGD-mixed': (lambda: nn.SGD([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'SGD-dup': (lambda: nn.SGD(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'SGD-bogus': (lambda: nn.SGD(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'SGD-step-len': (lambda: nn.SGD(P(), learning_rate=0.1)((ops.ones_like(P()[0]),)), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first element in'
        ' HyperMap is 2, but the length of the second element in HyperMap is 1.'),
    'Momentum-lrneg': (lambda: nn.Momentum(P(), learning_rate=-0.1, momentum=0.9), ValueError,
        "For 'Momentum', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'Momentum-lrstr': (lambda: nn.Momentum(P(), learning_rate='a', momentum=0.9), ValueError,
        "could not convert string to float: 'a'"),
    'Momentum-lrNone': (lambda: nn.Momentum(P(), learning_rate=None, momentum=0.9), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Momentum-lrlist': (
        lambda: nn.Momentum(P(), learning_rate=[0.1, 'a'], momentum=0.9),
        ValueError,
        "could not convert string to float: 'a'"),
    'Momentum-lrtensor2d': (
        lambda: nn.Momentum(P(), learning_rate=F(2, 2), momentum=0.9),
        ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Momentum-wdneg': (
        lambda: nn.Momentum(P(), learning_rate=0.1, weight_decay=-0.1, momentum=0.9),
        ValueError,
        "For 'Momentum', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'Momentum-wdstr': (
        lambda: nn.Momentum(P(), learning_rate=0.1, weight_decay='a', momentum=0.9),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Momentum-lsneg': (
        lambda: nn.Momentum(P(), learning_rate=0.1, loss_scale=-1.0, momentum=0.9),
        ValueError,
        "For 'Momentum', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'f"
        "loat'."),
    'Momentum-ls0': (
        lambda: nn.Momentum(P(), learning_rate=0.1, loss_scale=0.0, momentum=0.9),
        ValueError,
        "For 'Momentum', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'fl"
        "oat'."),
    'Momentum-lsstr': (
        lambda: nn.Momentum(P(), learning_rate=0.1, loss_scale='a', momentum=0.9),
        TypeError,
        "For 'Momentum', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'Momentum-empty': (lambda: nn.Momentum([], learning_rate=0.1, momentum=0.9), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Momentum-None': (lambda: nn.Momentum(None, learning_rate=0.1, momentum=0.9), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Momentum-tensors': (lambda: nn.Momentum([F(2)], learning_rate=0.1, momentum=0.9), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Momentum-ints': (lambda: nn.Momentum([1, 2], learning_rate=0.1, momentum=0.9), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Momentum-dictnoparams': (
        lambda: nn.Momentum([{'lr': 0.1}], learning_rate=0.1, momentum=0.9),
        KeyError,
        "'params'"),
    'Momentum-groupbadkey': (
        lambda: nn.Momentum(group(bogus=1), learning_rate=0.1, momentum=0.9),
        KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Momentum-grouplrneg': (
        lambda: nn.Momentum(group(lr=-0.1), learning_rate=0.1, momentum=0.9),
        ValueError,
        "For 'Momentum', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'Momentum-groupwdstr': (
        lambda: nn.Momentum(group(weight_decay='a'), learning_rate=0.1, momentum=0.9),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Momentum-mixed': (
        lambda: nn.Momentum([{'params': P()[:1]}, P()[1]], learning_rate=0.1, momentum=0.9),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Momentum-dup': (lambda: nn.Momentum(DUP(), learning_rate=0.1, momentum=0.9), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Momentum-bogus': (
        lambda: nn.Momentum(P(), learning_rate=0.1, bogus=1, momentum=0.9),
        TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Momentum-step-len': (
        lambda: nn.Momentum(P(), learning_rate=0.1, momentum=0.9)((ops.ones_like(P()[0]),)),
        RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first element in'
        ' HyperMap is 2, but the length of the second element in HyperMap is 1.'),
    'Adam-lrneg': (lambda: nn.Adam(P(), learning_rate=-0.1), ValueError,
        "For 'Adam', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'Adam-lrstr': (lambda: nn.Adam(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Adam-lrNone': (lambda: nn.Adam(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Adam-lrlist': (lambda: nn.Adam(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'Adam-lrtensor2d': (lambda: nn.Adam(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Adam-wdneg': (lambda: nn.Adam(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'Adam', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'Adam-wdstr': (lambda: nn.Adam(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adam-lsneg': (lambda: nn.Adam(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'Adam', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'float"
        "'."),
    'Adam-ls0': (lambda: nn.Adam(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'Adam', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'float'"
        '.'),
    'Adam-lsstr': (lambda: nn.Adam(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'Adam', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'Adam-empty': (lambda: nn.Adam([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Adam-None': (lambda: nn.Adam(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Adam-tensors': (lambda: nn.Adam([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adam-ints': (lambda: nn.Adam([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adam-dictnoparams': (lambda: nn.Adam([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'Adam-groupbadkey': (lambda: nn.Adam(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Adam-grouplrneg': (lambda: nn.Adam(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'Adam', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'Adam-groupwdstr': (lambda: nn.Adam(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adam-mixed': (lambda: nn.Adam([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adam-dup': (lambda: nn.Adam(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Adam-bogus': (lambda: nn.Adam(P(), learning_rate=0.1, bogus=1), KeyError,
        '"For \'Adam\', invalid keys are passed as kwargs, supported keys are \'use_lazy\' and\'u'
        'se_offload\', but got dict_keys([\'bogus\'])."'),
    'Adam-step-len': (
        lambda: nn.Adam(P(), learning_rate=0.1)((ops.ones_like(P()[0]),)),
        RuntimeError,
        "For 'Map', the length of tuples must be the same. \nThe length of the second element in "
        'Map is 1, but the length of the third element in Map is 2.'),
    'AdamWeightDecay-lrneg': (lambda: nn.AdamWeightDecay(P(), learning_rate=-0.1), ValueError,
        "For 'AdamWeightDecay', the 'learning rate' must be float and must >= 0, but got '-0.1' w"
        "ith type 'float'."),
    'AdamWeightDecay-lrstr': (lambda: nn.AdamWeightDecay(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'AdamWeightDecay-lrNone': (lambda: nn.AdamWeightDecay(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'AdamWeightDecay-lrlist': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=[0.1, 'a']),
        ValueError,
        "could not convert string to float: 'a'"),
    'AdamWeightDecay-lrtensor2d': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=F(2, 2)),
        ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'AdamWeightDecay-wdneg': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, weight_decay=-0.1),
        ValueError,
        "For 'AdamWeightDecay', the 'weight_decay' must be float and must >= 0, but got '-0.1' wi"
        "th type 'float'."),
    'AdamWeightDecay-wdstr': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, weight_decay='a'),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'AdamWeightDecay-lsneg': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, loss_scale=-1.0),
        TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'loss_scale'"),
    'AdamWeightDecay-ls0': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, loss_scale=0.0),
        TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'loss_scale'"),
    'AdamWeightDecay-lsstr': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, loss_scale='a'),
        TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'loss_scale'"),
    'AdamWeightDecay-lsint': (
        lambda: type(nn.AdamWeightDecay(P(), learning_rate=0.1, loss_scale=2)).__name__,
        TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'loss_scale'"),
    'AdamWeightDecay-empty': (lambda: nn.AdamWeightDecay([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'AdamWeightDecay-None': (lambda: nn.AdamWeightDecay(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'AdamWeightDecay-tensors': (lambda: nn.AdamWeightDecay([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdamWeightDecay-ints': (lambda: nn.AdamWeightDecay([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdamWeightDecay-dictnoparams': (
        lambda: nn.AdamWeightDecay([{'lr': 0.1}], learning_rate=0.1),
        KeyError,
        "'params'"),
    'AdamWeightDecay-groupbadkey': (
        lambda: nn.AdamWeightDecay(group(bogus=1), learning_rate=0.1),
        KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'AdamWeightDecay-grouplrneg': (
        lambda: nn.AdamWeightDecay(group(lr=-0.1), learning_rate=0.1),
        ValueError,
        "For 'AdamWeightDecay', the 'learning rate' must be float and must >= 0, but got '-0.1' w"
        "ith type 'float'."),
    'AdamWeightDecay-groupwdstr': (
        lambda: nn.AdamWeightDecay(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'AdamWeightDecay-mixed': (
        lambda: nn.AdamWeightDecay([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdamWeightDecay-dup': (lambda: nn.AdamWeightDecay(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'AdamWeightDecay-bogus': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1, bogus=1),
        TypeError,
        "AdamWeightDecay.__init__() got an unexpected keyword argument 'bogus'"),
    'AdamWeightDecay-step-len': (
        lambda: nn.AdamWeightDecay(P(), learning_rate=0.1)((ops.ones_like(P()[0]),)),
        RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the 4th element in H'
        'yperMap is 2, but the length of the 5th element in HyperMap is 1.'),
    'Lamb-lrneg': (lambda: nn.Lamb(P(), learning_rate=-0.1), ValueError,
        "For 'Lamb', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'Lamb-lrstr': (lambda: nn.Lamb(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Lamb-lrNone': (lambda: nn.Lamb(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Lamb-lrlist': (lambda: nn.Lamb(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'Lamb-lrtensor2d': (lambda: nn.Lamb(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Lamb-wdneg': (lambda: nn.Lamb(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'Lamb', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'Lamb-wdstr': (lambda: nn.Lamb(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Lamb-lsneg': (lambda: nn.Lamb(P(), learning_rate=0.1, loss_scale=-1.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Lamb-ls0': (lambda: nn.Lamb(P(), learning_rate=0.1, loss_scale=0.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Lamb-lsstr': (lambda: nn.Lamb(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Lamb-lsint': (lambda: type(nn.Lamb(P(), learning_rate=0.1, loss_scale=2)).__name__, TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Lamb-empty': (lambda: nn.Lamb([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Lamb-None': (lambda: nn.Lamb(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Lamb-tensors': (lambda: nn.Lamb([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Lamb-ints': (lambda: nn.Lamb([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Lamb-dictnoparams': (lambda: nn.Lamb([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'Lamb-groupbadkey': (lambda: nn.Lamb(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Lamb-grouplrneg': (lambda: nn.Lamb(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'Lamb', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'Lamb-groupwdstr': (lambda: nn.Lamb(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Lamb-mixed': (lambda: nn.Lamb([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Lamb-dup': (lambda: nn.Lamb(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Lamb-bogus': (lambda: nn.Lamb(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'RMSProp-lrneg': (lambda: nn.RMSProp(P(), learning_rate=-0.1), ValueError,
        "For 'RMSProp', the 'learning rate' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'RMSProp-lrstr': (lambda: nn.RMSProp(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'RMSProp-lrNone': (lambda: nn.RMSProp(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'RMSProp-lrlist': (lambda: nn.RMSProp(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'RMSProp-lrtensor2d': (lambda: nn.RMSProp(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'RMSProp-wdneg': (lambda: nn.RMSProp(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'RMSProp', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'RMSProp-wdstr': (lambda: nn.RMSProp(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'RMSProp-lsneg': (lambda: nn.RMSProp(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'RMSProp', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'fl"
        "oat'."),
    'RMSProp-ls0': (lambda: nn.RMSProp(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'RMSProp', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'flo"
        "at'."),
    'RMSProp-lsstr': (lambda: nn.RMSProp(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'RMSProp', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'RMSProp-empty': (lambda: nn.RMSProp([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'RMSProp-None': (lambda: nn.RMSProp(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'RMSProp-tensors': (lambda: nn.RMSProp([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'RMSProp-ints': (lambda: nn.RMSProp([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'RMSProp-dictnoparams': (lambda: nn.RMSProp([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'RMSProp-groupbadkey': (lambda: nn.RMSProp(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'RMSProp-grouplrneg': (lambda: nn.RMSProp(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'RMSProp', the 'learning rate' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'RMSProp-groupwdstr': (
        lambda: nn.RMSProp(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'RMSProp-mixed': (
        lambda: nn.RMSProp([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'RMSProp-dup': (lambda: nn.RMSProp(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'RMSProp-bogus': (lambda: nn.RMSProp(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'RMSProp-step-len': (
        lambda: nn.RMSProp(P(), learning_rate=0.1)((ops.ones_like(P()[0]),)),
        RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first element in'
        ' HyperMap is 1, but the length of the second element in HyperMap is 2.'),
    'Adagrad-lrneg': (lambda: nn.Adagrad(P(), learning_rate=-0.1), ValueError,
        "For 'Adagrad', the 'learning rate' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'Adagrad-lrstr': (lambda: nn.Adagrad(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Adagrad-lrNone': (lambda: nn.Adagrad(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Adagrad-lrlist': (lambda: nn.Adagrad(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'Adagrad-lrtensor2d': (lambda: nn.Adagrad(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Adagrad-wdneg': (lambda: nn.Adagrad(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'Adagrad', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'Adagrad-wdstr': (lambda: nn.Adagrad(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adagrad-lsneg': (lambda: nn.Adagrad(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'Adagrad', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'fl"
        "oat'."),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
