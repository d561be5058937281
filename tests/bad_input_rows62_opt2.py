"""Rows of ``test_bad_input_catalogue62``: optimizers given bad learning rates, weight decays,
loss scales, parameter lists and group dicts; learning-rate schedules; save_checkpoint,
load_checkpoint, load_param_into_net and Parameter given bad inputs; constructors'
bound-signature texts. 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per forked process: /tmp/s79/bad79/run.py on c11.py, c12.py). GOOD: calls 2.10 accepts next
to them, with the repr of 2.10's result. (part 2 of 4)
"""
from bad_input_rows62_help import DUP, F, I, P, group, nn, ops

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Adagrad-ls0': (lambda: nn.Adagrad(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'Adagrad', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'flo"
        "at'."),
    'Adagrad-lsstr': (lambda: nn.Adagrad(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'Adagrad', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'Adagrad-empty': (lambda: nn.Adagrad([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Adagrad-None': (lambda: nn.Adagrad(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Adagrad-tensors': (lambda: nn.Adagrad([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adagrad-ints': (lambda: nn.Adagrad([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adagrad-dictnoparams': (lambda: nn.Adagrad([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'Adagrad-groupbadkey': (lambda: nn.Adagrad(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Adagrad-grouplrneg': (lambda: nn.Adagrad(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'Adagrad', the 'learning rate' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'Adagrad-groupwdstr': (
        lambda: nn.Adagrad(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adagrad-mixed': (
        lambda: nn.Adagrad([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adagrad-dup': (lambda: nn.Adagrad(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Adagrad-bogus': (lambda: nn.Adagrad(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Adagrad-step-len': (
        lambda: nn.Adagrad(P(), learning_rate=0.1)((ops.ones_like(P()[0]),)),
        RuntimeError,
        "For 'Map', the length of tuples must be the same. \nThe length of the 3th element in Map"
        ' is 2, but the length of the 4th element in Map is 1.'),
    'FTRL-lrneg': (lambda: nn.FTRL(P(), learning_rate=-0.1), ValueError,
        "For 'FTRL', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'FTRL-lrstr': (lambda: nn.FTRL(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'FTRL-lrNone': (lambda: nn.FTRL(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'FTRL-lrbool': (lambda: nn.FTRL(P(), learning_rate=True), TypeError,
        "For 'FTRL', the type of 'learning_rate' should be 'float', but got type 'bool'."),
    'FTRL-lrint': (lambda: type(nn.FTRL(P(), learning_rate=1)).__name__, TypeError,
        "For 'FTRL', the type of 'learning_rate' should be 'float', but got type 'int'."),
    'FTRL-lrlist': (lambda: nn.FTRL(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'FTRL-lrtensor2d': (lambda: nn.FTRL(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'FTRL-lrtensorint': (lambda: nn.FTRL(P(), learning_rate=I(2)), ValueError,
        "For 'FTRL', dynamic learning rate and group learning rate are currently not supported in"
        ' FTRL, they should all be false, but got dynamic learning rate True and group learning r'
        'ate False.'),
    'FTRL-wdneg': (lambda: nn.FTRL(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'FTRL', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'FTRL-wdstr': (lambda: nn.FTRL(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'FTRL-lsneg': (lambda: nn.FTRL(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'FTRL', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'float"
        "'."),
    'FTRL-ls0': (lambda: nn.FTRL(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'FTRL', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'float'"
        '.'),
    'FTRL-lsstr': (lambda: nn.FTRL(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'FTRL', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'FTRL-empty': (lambda: nn.FTRL([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'FTRL-None': (lambda: nn.FTRL(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'FTRL-tensors': (lambda: nn.FTRL([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'FTRL-ints': (lambda: nn.FTRL([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'FTRL-dictnoparams': (lambda: nn.FTRL([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'FTRL-groupbadkey': (lambda: nn.FTRL(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'FTRL-grouplrneg': (lambda: nn.FTRL(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'FTRL', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'FTRL-groupwdstr': (lambda: nn.FTRL(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'FTRL-mixed': (lambda: nn.FTRL([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'FTRL-dup': (lambda: nn.FTRL(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'FTRL-bogus': (lambda: nn.FTRL(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'LazyAdam-lrneg': (lambda: nn.LazyAdam(P(), learning_rate=-0.1), ValueError,
        "For 'LazyAdam', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'LazyAdam-lrstr': (lambda: nn.LazyAdam(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'LazyAdam-lrNone': (lambda: nn.LazyAdam(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'LazyAdam-lrlist': (lambda: nn.LazyAdam(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'LazyAdam-lrtensor2d': (lambda: nn.LazyAdam(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'LazyAdam-wdneg': (lambda: nn.LazyAdam(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'LazyAdam', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'LazyAdam-wdstr': (lambda: nn.LazyAdam(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'LazyAdam-lsneg': (lambda: nn.LazyAdam(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'LazyAdam', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'f"
        "loat'."),
    'LazyAdam-ls0': (lambda: nn.LazyAdam(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'LazyAdam', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'fl"
        "oat'."),
    'LazyAdam-lsstr': (lambda: nn.LazyAdam(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'LazyAdam', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'LazyAdam-empty': (lambda: nn.LazyAdam([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'LazyAdam-None': (lambda: nn.LazyAdam(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'LazyAdam-tensors': (lambda: nn.LazyAdam([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'LazyAdam-ints': (lambda: nn.LazyAdam([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'LazyAdam-dictnoparams': (lambda: nn.LazyAdam([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'LazyAdam-groupbadkey': (lambda: nn.LazyAdam(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'LazyAdam-grouplrneg': (lambda: nn.LazyAdam(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'LazyAdam', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'LazyAdam-groupwdstr': (
        lambda: nn.LazyAdam(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'LazyAdam-mixed': (
        lambda: nn.LazyAdam([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'LazyAdam-dup': (lambda: nn.LazyAdam(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'LazyAdam-bogus': (lambda: nn.LazyAdam(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'ProximalAdagrad-lrneg': (lambda: nn.ProximalAdagrad(P(), learning_rate=-0.1), ValueError,
        "For 'ProximalAdagrad', the 'learning rate' must be float and must >= 0, but got '-0.1' w"
        "ith type 'float'."),
    'ProximalAdagrad-lrstr': (lambda: nn.ProximalAdagrad(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'ProximalAdagrad-lrNone': (lambda: nn.ProximalAdagrad(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'ProximalAdagrad-lrlist': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=[0.1, 'a']),
        ValueError,
        "could not convert string to float: 'a'"),
    'ProximalAdagrad-lrtensor2d': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=F(2, 2)),
        ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'ProximalAdagrad-wdneg': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, weight_decay=-0.1),
        ValueError,
        "For 'ProximalAdagrad', the 'weight_decay' must be float and must >= 0, but got '-0.1' wi"
        "th type 'float'."),
    'ProximalAdagrad-wdstr': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, weight_decay='a'),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'ProximalAdagrad-lsneg': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, loss_scale=-1.0),
        ValueError,
        "For 'ProximalAdagrad', the 'loss_scale' must be float and must > 0, but got '-1.0' with "
        "type 'float'."),
    'ProximalAdagrad-ls0': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, loss_scale=0.0),
        ValueError,
        "For 'ProximalAdagrad', the 'loss_scale' must be float and must > 0, but got '0.0' with t"
        "ype 'float'."),
    'ProximalAdagrad-lsstr': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, loss_scale='a'),
        TypeError,
        "For 'ProximalAdagrad', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'ProximalAdagrad-empty': (lambda: nn.ProximalAdagrad([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'ProximalAdagrad-None': (lambda: nn.ProximalAdagrad(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'ProximalAdagrad-tensors': (lambda: nn.ProximalAdagrad([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ProximalAdagrad-ints': (lambda: nn.ProximalAdagrad([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ProximalAdagrad-dictnoparams': (
        lambda: nn.ProximalAdagrad([{'lr': 0.1}], learning_rate=0.1),
        KeyError,
        "'params'"),
    'ProximalAdagrad-groupbadkey': (
        lambda: nn.ProximalAdagrad(group(bogus=1), learning_rate=0.1),
        KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'ProximalAdagrad-grouplrneg': (
        lambda: nn.ProximalAdagrad(group(lr=-0.1), learning_rate=0.1),
        ValueError,
        "For 'ProximalAdagrad', the 'learning rate' must be float and must >= 0, but got '-0.1' w"
        "ith type 'float'."),
    'ProximalAdagrad-groupwdstr': (
        lambda: nn.ProximalAdagrad(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'ProximalAdagrad-mixed': (
        lambda: nn.ProximalAdagrad([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ProximalAdagrad-dup': (lambda: nn.ProximalAdagrad(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'ProximalAdagrad-bogus': (
        lambda: nn.ProximalAdagrad(P(), learning_rate=0.1, bogus=1),
        TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Adadelta-lrneg': (lambda: nn.Adadelta(P(), learning_rate=-0.1), ValueError,
        "For 'Adadelta', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'Adadelta-lrstr': (lambda: nn.Adadelta(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Adadelta-lrNone': (lambda: nn.Adadelta(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Adadelta-lrlist': (lambda: nn.Adadelta(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'Adadelta-lrtensor2d': (lambda: nn.Adadelta(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Adadelta-wdneg': (lambda: nn.Adadelta(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'Adadelta', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type"
        " 'float'."),
    'Adadelta-wdstr': (lambda: nn.Adadelta(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adadelta-lsneg': (lambda: nn.Adadelta(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'Adadelta', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'f"
        "loat'."),
    'Adadelta-ls0': (lambda: nn.Adadelta(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'Adadelta', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'fl"
        "oat'."),
    'Adadelta-lsstr': (lambda: nn.Adadelta(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'Adadelta', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'Adadelta-empty': (lambda: nn.Adadelta([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Adadelta-None': (lambda: nn.Adadelta(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Adadelta-tensors': (lambda: nn.Adadelta([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adadelta-ints': (lambda: nn.Adadelta([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adadelta-dictnoparams': (lambda: nn.Adadelta([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'Adadelta-groupbadkey': (lambda: nn.Adadelta(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Adadelta-grouplrneg': (lambda: nn.Adadelta(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'Adadelta', the 'learning rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'Adadelta-groupwdstr': (
        lambda: nn.Adadelta(group(weight_decay='a'), learning_rate=0.1),
        TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Adadelta-mixed': (
        lambda: nn.Adadelta([{'params': P()[:1]}, P()[1]], learning_rate=0.1),
        TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Adadelta-dup': (lambda: nn.Adadelta(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Adadelta-bogus': (lambda: nn.Adadelta(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'ASGD-lrneg': (lambda: nn.ASGD(P(), learning_rate=-0.1), ValueError,
        "For 'ASGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'ASGD-lrstr': (lambda: nn.ASGD(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'ASGD-lrNone': (lambda: nn.ASGD(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'ASGD-lrlist': (lambda: nn.ASGD(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'ASGD-lrtensor2d': (lambda: nn.ASGD(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'ASGD-wdneg': (lambda: nn.ASGD(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'ASGD', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'fl"
        "oat'."),
    'ASGD-wdstr': (lambda: nn.ASGD(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'ASGD-lsneg': (lambda: nn.ASGD(P(), learning_rate=0.1, loss_scale=-1.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'ASGD-ls0': (lambda: nn.ASGD(P(), learning_rate=0.1, loss_scale=0.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'ASGD-lsstr': (lambda: nn.ASGD(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'ASGD-lsint': (lambda: type(nn.ASGD(P(), learning_rate=0.1, loss_scale=2)).__name__, TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'ASGD-empty': (lambda: nn.ASGD([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'ASGD-None': (lambda: nn.ASGD(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'ASGD-tensors': (lambda: nn.ASGD([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ASGD-ints': (lambda: nn.ASGD([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ASGD-dictnoparams': (lambda: nn.ASGD([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'ASGD-groupbadkey': (lambda: nn.ASGD(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'ASGD-grouplrneg': (lambda: nn.ASGD(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'ASGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'ASGD-groupwdstr': (lambda: nn.ASGD(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'ASGD-mixed': (lambda: nn.ASGD([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'ASGD-dup': (lambda: nn.ASGD(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'ASGD-bogus': (lambda: nn.ASGD(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Rprop-lrneg': (lambda: nn.Rprop(P(), learning_rate=-0.1), ValueError,
        "For 'Rprop', the 'learning rate' must be float and must >= 0, but got '-0.1' with type '"
        "float'."),
    'Rprop-lrstr': (lambda: nn.Rprop(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Rprop-lrNone': (lambda: nn.Rprop(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'Rprop-lrlist': (lambda: nn.Rprop(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'Rprop-lrtensor2d': (lambda: nn.Rprop(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'Rprop-wdneg': (lambda: nn.Rprop(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'Rprop', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type 'f"
        "loat'."),
    'Rprop-wdstr': (lambda: nn.Rprop(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Rprop-lsneg': (lambda: nn.Rprop(P(), learning_rate=0.1, loss_scale=-1.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Rprop-ls0': (lambda: nn.Rprop(P(), learning_rate=0.1, loss_scale=0.0), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Rprop-lsstr': (lambda: nn.Rprop(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Rprop-lsint': (
        lambda: type(nn.Rprop(P(), learning_rate=0.1, loss_scale=2)).__name__,
        TypeError,
        "got an unexpected keyword argument 'loss_scale'"),
    'Rprop-empty': (lambda: nn.Rprop([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'Rprop-None': (lambda: nn.Rprop(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Rprop-tensors': (lambda: nn.Rprop([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Rprop-ints': (lambda: nn.Rprop([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Rprop-dictnoparams': (lambda: nn.Rprop([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'Rprop-groupbadkey': (lambda: nn.Rprop(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'Rprop-grouplrneg': (lambda: nn.Rprop(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'Rprop', the 'learning rate' must be float and must >= 0, but got '-0.1' with type '"
        "float'."),
    'Rprop-groupwdstr': (lambda: nn.Rprop(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'Rprop-mixed': (lambda: nn.Rprop([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'Rprop-dup': (lambda: nn.Rprop(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'Rprop-bogus': (lambda: nn.Rprop(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'AdaMax-lrneg': (lambda: nn.AdaMax(P(), learning_rate=-0.1), ValueError,
        "For 'AdaMax', the 'learning rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'AdaMax-lrstr': (lambda: nn.AdaMax(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'AdaMax-lrNone': (lambda: nn.AdaMax(P(), learning_rate=None), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, Iterable or Le"
        "arningRateSchedule, but got <class 'NoneType'>."),
    'AdaMax-lrlist': (lambda: nn.AdaMax(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'AdaMax-lrtensor2d': (lambda: nn.AdaMax(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be 0"
        ' or 1, but got 2.'),
    'AdaMax-wdneg': (lambda: nn.AdaMax(P(), learning_rate=0.1, weight_decay=-0.1), ValueError,
        "For 'AdaMax', the 'weight_decay' must be float and must >= 0, but got '-0.1' with type '"
        "float'."),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
