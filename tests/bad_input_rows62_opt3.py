"""Rows of ``test_bad_input_catalogue62``: optimizers given bad learning rates, weight decays,
loss scales, parameter lists and group dicts; learning-rate schedules; save_checkpoint,
load_checkpoint, load_param_into_net and Parameter given bad inputs; constructors'
bound-signature texts. 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per forked process: /tmp/s79/bad79/run.py on c11.py, c12.py). GOOD: calls 2.10 accepts next
to them, with the repr of 2.10's result. (part 3 of 4)
"""
from bad_input_rows62_help import CK, DUP, F, I, NET, P, group, ms, nn, np

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'AdaMax-wdstr': (lambda: nn.AdaMax(P(), learning_rate=0.1, weight_decay='a'), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'AdaMax-lsneg': (lambda: nn.AdaMax(P(), learning_rate=0.1, loss_scale=-1.0), ValueError,
        "For 'AdaMax', the 'loss_scale' must be float and must > 0, but got '-1.0' with type 'flo"
        "at'."),
    'AdaMax-ls0': (lambda: nn.AdaMax(P(), learning_rate=0.1, loss_scale=0.0), ValueError,
        "For 'AdaMax', the 'loss_scale' must be float and must > 0, but got '0.0' with type 'floa"
        "t'."),
    'AdaMax-lsstr': (lambda: nn.AdaMax(P(), learning_rate=0.1, loss_scale='a'), TypeError,
        "For 'AdaMax', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'AdaMax-empty': (lambda: nn.AdaMax([], learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'AdaMax-None': (lambda: nn.AdaMax(None, learning_rate=0.1), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'AdaMax-tensors': (lambda: nn.AdaMax([F(2)], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdaMax-ints': (lambda: nn.AdaMax([1, 2], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdaMax-dictnoparams': (lambda: nn.AdaMax([{'lr': 0.1}], learning_rate=0.1), KeyError,
        "'params'"),
    'AdaMax-groupbadkey': (lambda: nn.AdaMax(group(bogus=1), learning_rate=0.1), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', \'wei'
        'ght_decay\', \'order_params\', \'grad_centralization\'], but got [\'bogus\']."'),
    'AdaMax-grouplrneg': (lambda: nn.AdaMax(group(lr=-0.1), learning_rate=0.1), ValueError,
        "For 'AdaMax', the 'learning rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'AdaMax-groupwdstr': (lambda: nn.AdaMax(group(weight_decay='a'), learning_rate=0.1), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class '"
        "str'>"),
    'AdaMax-mixed': (lambda: nn.AdaMax([{'params': P()[:1]}, P()[1]], learning_rate=0.1), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or 'dict'"
        ", please check the 'parameters'."),
    'AdaMax-dup': (lambda: nn.AdaMax(DUP(), learning_rate=0.1), RuntimeError,
        "For 'Optimizer', the weight parameter already exists, it does not support repeated setti"
        'ng. Please check whether the optimizer parameter has been set multiple times.'),
    'AdaMax-bogus': (lambda: nn.AdaMax(P(), learning_rate=0.1, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'Momentum-neg': (lambda: nn.Momentum(P(), 0.1, -0.9), ValueError,
        "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.9"),
    'Momentum-str': (lambda: nn.Momentum(P(), 0.1, 'a'), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'str'."),
    'Momentum-missing': (lambda: nn.Momentum(P(), 0.1), TypeError,
        "missing a required argument: 'momentum'"),
    'Momentum-nesterov': (lambda: nn.Momentum(P(), 0.1, 0.9, use_nesterov='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'SGD-nesterov': (lambda: nn.SGD(P(), 0.1, momentum=0.0, nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal to"
        " 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'SGD-momneg': (lambda: nn.SGD(P(), 0.1, momentum=-0.1), ValueError,
        "For 'SGD', the argument 'momentum' must be at least 0.0, but got -0.1."),
    'SGD-damp': (lambda: nn.SGD(P(), 0.1, dampening=-1.0), ValueError,
        "For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' -1.0"),
    'SGD-dampstr': (lambda: nn.SGD(P(), 0.1, dampening='a'), TypeError,
        "For 'SGD', the argument 'dampening' must be float type, but got <class 'str'>."),
    'Adam-b1': (lambda: nn.Adam(P(), 0.1, beta1=1.0), ValueError,
        "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'Adam-b1neg': (lambda: nn.Adam(P(), 0.1, beta1=-0.1), ValueError,
        "For 'Adam', the 'beta1' must be in range of (0.0, 1.0), but got -0.1 with type 'float'."),
    'Adam-b2': (lambda: nn.Adam(P(), 0.1, beta2=1.5), ValueError,
        "For 'Adam', the 'beta2' must be in range of (0.0, 1.0), but got 1.5 with type 'float'."),
    'Adam-eps': (lambda: nn.Adam(P(), 0.1, eps=0.0), ValueError,
        "For 'Adam', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'Adam-epsneg': (lambda: nn.Adam(P(), 0.1, eps=-1e-8), ValueError,
        "For 'Adam', the 'eps' must be float and must > 0, but got '-1e-08' with type 'float'."),
    'Adam-b1str': (lambda: nn.Adam(P(), 0.1, beta1='a'), TypeError,
        "For 'Adam', the type of 'beta1' should be 'float', but got type 'str'."),
    'Adam-locking': (lambda: nn.Adam(P(), 0.1, use_locking='a'), TypeError,
        "For 'Adam', the type of 'use_locking' should be 'bool', but got type 'str'."),
    'Adam-nesterov': (lambda: nn.Adam(P(), 0.1, use_nesterov=1), TypeError,
        "For 'Adam', the type of 'use_nesterov' should be 'bool', but got type 'int'."),
    'AdamWD-b1': (lambda: nn.AdamWeightDecay(P(), 0.1, beta1=1.0), ValueError,
        "For 'AdamWeightDecay', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type"
        " 'float'."),
    'AdamWD-eps': (lambda: nn.AdamWeightDecay(P(), 0.1, eps=0.0), ValueError,
        "For 'AdamWeightDecay', the 'eps' must be float and must > 0, but got '0.0' with type 'fl"
        "oat'."),
    'Lamb-b1': (lambda: nn.Lamb(P(), 0.1, beta1=1.0), ValueError,
        "For 'Lamb', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'Lamb-eps': (lambda: nn.Lamb(P(), 0.1, eps=0.0), ValueError,
        "For 'Lamb', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'RMSProp-decay': (lambda: nn.RMSProp(P(), 0.1, decay=-0.1), ValueError,
        "For 'RMSProp', the 'decay' must be float and must >= 0, but got '-0.1' with type 'float'"
        '.'),
    'RMSProp-mom': (lambda: nn.RMSProp(P(), 0.1, momentum=-0.1), ValueError,
        "For 'RMSProp', the 'momentum' must be float and must >= 0, but got '-0.1' with type 'flo"
        "at'."),
    'RMSProp-eps': (lambda: nn.RMSProp(P(), 0.1, epsilon=0.0), ValueError,
        "For 'RMSProp', the 'epsilon' must be float and must > 0, but got '0.0' with type 'float'"
        '.'),
    'RMSProp-centered': (lambda: nn.RMSProp(P(), 0.1, centered='a'), TypeError,
        "For 'RMSProp', the type of 'centered' should be 'bool', but got type 'str'."),
    'Adagrad-accum': (lambda: nn.Adagrad(P(), accum=-0.1), ValueError,
        "For 'Adagrad', the 'accum' must be float and must >= 0, but got '-0.1' with type 'float'"
        '.'),
    'Adagrad-update': (lambda: nn.Adagrad(P(), update_slots='a'), TypeError,
        "For 'Adagrad', the type of 'update_slots' should be 'bool', but got type 'str'."),
    'FTRL-lrpower': (lambda: nn.FTRL(P(), lr_power=0.5), ValueError,
        "For 'FTRL', the argument 'lr_power' must <= 0.0, but got 0.5."),
    'FTRL-l1': (lambda: nn.FTRL(P(), l1=-1.0), ValueError,
        "For 'FTRL', the argument 'l1' must >= 0.0, but got -1.0."),
    'FTRL-initacc': (lambda: nn.FTRL(P(), initial_accum=-1.0), ValueError,
        "For 'FTRL', the argument 'initial_accum' must >= 0.0, but got -1.0."),
    'lr-sched-short': (
        lambda: nn.SGD(P(), learning_rate=nn.piecewise_constant_lr([1, 2], [0.1])),
        ValueError,
        "For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of 'lear"
        "ning_rates', but got 'milestone' size: 2, 'learning_rates' size: 1."),
    'lr-dyn-neg': (lambda: nn.exponential_decay_lr(-0.1, 0.9, 10, 2, 1), ValueError,
        "The 'learning_rate' must be float and must > 0, but got '-0.1' with type 'float'."),
    'lr-dyn-str': (lambda: nn.exponential_decay_lr('a', 0.9, 10, 2, 1), TypeError,
        "The 'learning_rate' must be float, but got 'str'"),
    'lr-dyn-total0': (lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 1), ValueError,
        "The 'total_step' must be int and must > 0, but got '0' with type 'int'."),
    'lr-cos-min': (lambda: nn.cosine_decay_lr(0.2, 0.1, 10, 2, 1), ValueError,
        "For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
        "value: 0.1, 'min_lr' value: 0.2."),
    'lr-pwc-order': (lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.2]), ValueError,
        "For 'piecewise_constant_lr', the value of milestone[1] must be greater than milestone[0]"
        ', but got milestone[1]: 1, milestone[0]: 2.'),
    'lr-pwc-len': (lambda: nn.piecewise_constant_lr([1, 2], [0.1]), ValueError,
        "For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of 'lear"
        "ning_rates', but got 'milestone' size: 2, 'learning_rates' size: 1."),
    'lr-pwc-type': (lambda: nn.piecewise_constant_lr([1.5, 2], [0.1, 0.2]), TypeError,
        "The 'milestone[0]' must be int, but got 'float'"),
    'lr-warmup': (lambda: nn.warmup_lr(-0.1, 10, 2, 1), ValueError,
        "The 'learning_rate' must be float and must >= 0, but got '-0.1' with type 'float'."),
    'lr-cell-ED': (lambda: nn.ExponentialDecayLR(-0.1, 0.9, 2), ValueError,
        "For 'ExponentialDecayLR', the 'learning_rate' must be float and must > 0, but got '-0.1'"
        " with type 'float'."),
    'lr-cell-ED2': (lambda: nn.ExponentialDecayLR(0.1, 'a', 2), TypeError,
        "For 'ExponentialDecayLR', the 'decay_rate' must be float, but got 'str'"),
    'lr-cell-ED3': (lambda: nn.ExponentialDecayLR(0.1, 0.9, 0), ValueError,
        "For 'ExponentialDecayLR', the 'decay_steps' must be int and must > 0, but got '0' with t"
        "ype 'int'."),
    'lr-cell-CD': (lambda: nn.CosineDecayLR(0.2, 0.1, 2), ValueError,
        "For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' va"
        "lue: 0.1, 'min_lr' value: 0.2."),
    'lr-cell-CD2': (lambda: nn.CosineDecayLR(-0.1, 0.1, 2), ValueError,
        "For 'CosineDecayLR', the 'min_lr' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'lr-cell-PD': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 0, 0.5), ValueError,
        "For 'PolynomialDecayLR', the 'decay_steps' must be int and must > 0, but got '0' with ty"
        "pe 'int'."),
    'lr-cell-PD2': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 2, -0.5), ValueError,
        "For 'PolynomialDecayLR', the 'power' must be float and must > 0, but got '-0.5' with typ"
        "e 'float'."),
    'lr-cell-WU': (lambda: nn.WarmUpLR(0.1, 0), ValueError,
        "For 'WarmUpLR', the 'warmup_steps' must be int and must > 0, but got '0' with type 'int'"
        '.'),
    'lr-cell-WU2': (lambda: nn.WarmUpLR(-0.1, 2), ValueError,
        "For 'WarmUpLR', the 'learning_rate' must be float and must >= 0, but got '-0.1' with typ"
        "e 'float'."),
    'save-None': (lambda: ms.save_checkpoint(None, CK()), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got <"
        "class 'NoneType'>."),
    'save-int': (lambda: ms.save_checkpoint(1, CK()), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got <"
        "class 'int'>."),
    'save-str': (lambda: ms.save_checkpoint('a', CK()), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got <"
        "class 'str'>."),
    'save-pathint': (lambda: ms.save_checkpoint(NET(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is invalid,'ckpt_file_na"
        "me' must be string, but got <class 'int'>."),
    'save-pathNone': (lambda: ms.save_checkpoint(NET(), None), TypeError,
        "For 'save_checkpoint', the parameter None for checkpoint file name is invalid,'ckpt_file"
        "_name' must be string, but got <class 'NoneType'>."),
    'save-nodir': (
        lambda: ms.save_checkpoint(NET(), '/nonexistent_dir/x/a.ckpt'),
        FileNotFoundError,
        "[Errno 2] No such file or directory: '/nonexistent_dir/x/a.tmp'"),
    'save-listbad': (lambda: ms.save_checkpoint([1, 2], CK()), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param should be p'
        "arameter, but got <class 'int'>"),
    'save-listdict': (lambda: ms.save_checkpoint([{'name': 'a'}], CK()), TypeError,
        'For save_checkpoint, save_obj should be a list of dict items, and the dict should have k'
        "ey values 'name' and 'value', but got <class 'dict'> and {'name': 'a'}."),
    'save-listdictbad': (lambda: ms.save_checkpoint([{'name': 1, 'data': F(2)}], CK()), TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the name in dict should be s'
        "tring, but got <class 'int'>."),
    'save-listdictnp': (
        lambda: ms.save_checkpoint([{'name': 'a', 'data': np.ones(2)}], CK()),
        TypeError,
        'For save_checkpoint, when save_obj is a list of dict items, the data in dict should be p'
        "arameter, but got <class 'numpy.ndarray'>."),
    'save-asyncstr': (lambda: ms.save_checkpoint(NET(), CK(), async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but g"
        'ot a.'),
    'save-intfmt': (lambda: ms.save_checkpoint(NET(), CK(), integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'save-fmt': (lambda: ms.save_checkpoint(NET(), CK(), format='bogus'), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got bogus."),
    'save-choice': (lambda: ms.save_checkpoint(NET(), CK(), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save-append': (lambda: ms.save_checkpoint(NET(), CK(), append_dict=1), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class 'int'>."),
    'save-appendbad': (lambda: ms.save_checkpoint(NET(), CK(), append_dict={1: 2}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, f"
        "loat, bool or Generator, but got key: <class 'int'>, value: <class 'int'>"),
    'save-appendlist': (
        lambda: ms.save_checkpoint(NET(), CK(), append_dict={'a': [1, 2]}),
        TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, f"
        "loat, bool or Generator, but got key: <class 'str'>, value: <class 'list'>"),
    'save-enc': (
        lambda: ms.save_checkpoint(NET(), CK(), enc_key=b'1234567890123456', enc_mode='bogus'),
        ValueError,
        'Encrypt failed'),
    'load-nofile': (lambda: ms.load_checkpoint('/nonexistent/a.ckpt'), ValueError,
        "For 'load_checkpoint', the checkpoint file: /nonexistent/a.ckpt does not exist, please c"
        "heck whether the 'ckpt_file_name' is correct."),
    'load-None': (lambda: ms.load_checkpoint(None), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'Non"
        "eType'>."),
    'load-int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'int"
        "'>."),
    'load-empty': (lambda: (open(CK(), 'wb').close(), ms.load_checkpoint(CK())), ValueError,
        "The loaded parameter dict is empty after filter or specify, please check whether 'filter"
        "_prefix' or 'specify_prefix' are set correctly."),
    'load-net': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), net=1)),
        TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'load-filter': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), filter_prefix=1)),
        TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, l"
        "ist[string] or tuple[string], but got <class 'int'>."),
    'load-filterlist': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), filter_prefix=[1])),
        TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, the el"
        "ement in it must be string, but got <class 'int'> at index 0."),
    'load-filterempty': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), filter_prefix='')),
        ValueError,
        "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include ''"
        '.'),
    'load-specify': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), specify_prefix=1)),
        TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, l"
        "ist[string] or tuple[string], but got <class 'int'>."),
    'load-both': (
        lambda: (ms.save_checkpoint(NET(), CK()),
                 ms.load_checkpoint(CK(), specify_prefix="a", filter_prefix="b")),
        ValueError,
        "The loaded parameter dict is empty after filter or specify, please check whether 'filter"
        "_prefix' or 'specify_prefix' are set correctly."),
    'load-fmt': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), format='bogus')),
        ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', pl"
        "ease input the correct 'format'."),
    'load-bogus': (
        lambda: (ms.save_checkpoint(NET(), CK()), ms.load_checkpoint(CK(), bogus=1)),
        TypeError,
        "load_checkpoint() got an unexpected keyword argument 'bogus'"),
    'lpin-None': (lambda: ms.load_param_into_net(NET(), None), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <clas"
        "s 'NoneType'>."),
    'lpin-netNone': (lambda: ms.load_param_into_net(None, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'NoneType"
        "'>."),
    'lpin-netint': (lambda: ms.load_param_into_net(1, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'lpin-list': (lambda: ms.load_param_into_net(NET(), [1]), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <clas"
        "s 'list'>."),
    'lpin-shape': (
        lambda: ms.load_param_into_net(NET(), {'weight': ms.Parameter(F(3, 2), 'weight')}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same shape as we"
        "ight in the argument 'parameter_dict'. But got its shape (2, 2) in the argument 'net' an"
        "d shape (3, 2) in the argument 'parameter_dict'.May you need to check whether the checkp"
        "oint you loaded is correct or the batch size and so on in the 'net' and 'parameter_dict'"
        ' are same.'),
    'lpin-shape2': (
        lambda: ms.load_param_into_net(NET(), {"bias": ms.Parameter(F(2), "bias"),
                                               "weight": ms.Parameter(F(3, 3), "weight")}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same shape as we"
        "ight in the argument 'parameter_dict'. But got its shape (2, 2) in the argument 'net' an"
        "d shape (3, 3) in the argument 'parameter_dict'.May you need to check whether the checkp"
        "oint you loaded is correct or the batch size and so on in the 'net' and 'parameter_dict'"
        ' are same.'),
    'lpin-dtype': (
        lambda: ms.load_param_into_net(NET(), {'weight': ms.Parameter(I(2, 2), 'weight')}),
        RuntimeError,
        "For 'load_param_into_net', weight in the argument 'net' should have the same type as wei"
        "ght in the argument 'parameter_dict'. but got its type Float32 in the argument 'net' and"
        " type Int32 in the argument 'parameter_dict'.May you need to check whether the checkpoin"
        't you loaded is correct.'),
    'lpin-tensor': (lambda: ms.load_param_into_net(NET(), {'weight': F(2, 2)}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' and"
        " 'Parameter' , but got <class 'str'> and <class 'mindspore.common.tensor.Tensor'>."),
    'lpin-np': (
        lambda: ms.load_param_into_net(NET(), {'weight': np.ones((2, 2), np.float32)}),
        TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' and"
        " 'Parameter' , but got <class 'str'> and <class 'numpy.ndarray'>."),
    'lpin-int': (lambda: ms.load_param_into_net(NET(), {'weight': 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' and"
        " 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lpin-keyint': (
        lambda: ms.load_param_into_net(NET(), {1: ms.Parameter(F(2, 2), 'weight')}),
        TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' and"
        " 'Parameter' , but got <class 'int'> and <class 'abc.Parameter'>."),
    'lpin-strict': (lambda: ms.load_param_into_net(NET(), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'lpin-remove': (lambda: ms.load_param_into_net(NET(), {}, remove_redundancy='a'), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got a."),
    'lpin-bogus': (lambda: ms.load_param_into_net(NET(), {}, bogus=1), TypeError,
        "load_param_into_net() got an unexpected keyword argument 'bogus'"),
    'Param-None': (lambda: ms.Parameter(None, 'w'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "NoneType'."),
    'Param-name': (lambda: ms.Parameter(F(2), name=1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'Param-rg': (lambda: ms.Parameter(F(2), name='w', requires_grad='a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Param-str': (lambda: ms.Parameter('a', name='w'), TypeError,
        "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', 'ndarray"
        "', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but got type '"
        "str'."),
    'Param-setdataNone': (lambda: ms.Parameter(F(2), name='w').set_data(None), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like `Tensor`).'
        " But with type <class 'NoneType'>."),
    'Param-setdtype': (lambda: ms.Parameter(F(2), name='w').set_dtype('a'), RuntimeError,
        "Unable to cast Python instance of type <class 'str'> to C++ type 'std::shared_ptr<mindsp"
        "ore::Type>'"),
    'Param-nameset': (lambda: setattr(ms.Parameter(F(2), name='w'), 'name', 1), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class 'int'>."),
    'Param-rgset': (lambda: setattr(ms.Parameter(F(2), name='w'), 'requires_grad', 'a'), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Param-namelong': (lambda: ms.Parameter(F(2), name='a' * 5000), ValueError,
        "The length of the 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
        "aaa' name should be less than 1024."),
    'AdaMax-missing': (lambda: nn.AdaMax(), TypeError,
        "missing a required argument: 'params'"),
    'LARS-bogus': (lambda: nn.LARS(nn.SGD(P(), 0.1), bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'LARS-missing': (lambda: nn.LARS(), TypeError,
        "missing a required argument: 'optimizer'"),
    'LARS-many': (lambda: nn.LARS(nn.SGD(P(), 0.1), 1e-5, 0.001, False, None, 5), TypeError,
        'too many positional arguments'),
    'Conv2d-missing': (lambda: nn.Conv2d(3), TypeError,
        "missing a required argument: 'out_channels'"),
    'Conv2d-many': (
        lambda: nn.Conv2d(3, 4, 3, 1, 'same', 0, 1, 1, False, None, None, 'NCHW', ms.float32, 5),
        TypeError,
        'too many positional arguments'),
    'Conv1d-missing': (lambda: nn.Conv1d(3, 4), TypeError,
        "missing a required argument: 'kernel_size'"),
    'Conv3d-missing': (lambda: nn.Conv3d(), TypeError,
        "missing a required argument: 'in_channels'"),
    'InstanceNorm2d-bogus': (lambda: nn.InstanceNorm2d(2, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'InstanceNorm1d-missing': (lambda: nn.InstanceNorm1d(), TypeError,
        "missing a required argument: 'num_features'"),
    'BatchNorm2d-bogus': (lambda: nn.BatchNorm2d(2, bogus=1), TypeError,
        "got an unexpected keyword argument 'bogus'"),
    'BatchNorm2d-missing': (lambda: nn.BatchNorm2d(), TypeError,
        "missing a required argument: 'num_features'"),
    'Dense-missing': (lambda: nn.Dense(3), TypeError,
        "Dense.__init__() missing 1 required positional argument: 'out_channels'"),
    'LayerNorm-bogus': (lambda: nn.LayerNorm((3,), bogus=1), TypeError,
        "LayerNorm.__init__() got an unexpected keyword argument 'bogus'"),
    'GroupNorm-bogus': (lambda: nn.GroupNorm(2, 4, bogus=1), TypeError,
        "GroupNorm.__init__() got an unexpected keyword argument 'bogus'"),
    'Embedding-bogus': (lambda: nn.Embedding(2, 4, bogus=1), TypeError,
        "Embedding.__init__() got an unexpected keyword argument 'bogus'"),
    'LSTM-missing': (lambda: nn.LSTM(), TypeError,
        "_RNNBase.__init__() missing 2 required positional arguments: 'input_size' and 'hidden_si"
        "ze'"),
    'MaxPool2d-many': (lambda: nn.MaxPool2d(1, 1, 'valid', 'NCHW', 5), ValueError,
        "For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' can no"
        "t be set to non-default value when pad_mode is not 'pad', but got pad_mode:valid."),
    'Conv2dTranspose-bogus': (lambda: nn.Conv2dTranspose(3, 4, 3, bogus=1), TypeError,
        "Conv2dTranspose.__init__() got an unexpected keyword argument 'bogus'"),
}

# name: (call, repr of 2.10's result)
GOOD = {
}
