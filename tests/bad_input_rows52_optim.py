"""Rows of ``test_bad_input_catalogue52`` (mint.optim and nn optimizers constructed with bad params,
lr, betas, weight_decay or groups, stepped with too few or many gradients): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per process (forked after the
imports), pynative_synchronize on; /tmp/s69/bad52/w/m3.py and m5.py with /tmp/s69/bad52/run.py).
Measured and left out (minicell differs or 2.10 computes): MO.Adam step grads len (2.10 computes);
MO.Adam step list (ValueError: "For 'MultitypeFuncGraph', cannot find fn match ); nn.Adam step
wrong len (RuntimeError: "For 'Map', the length of tuples must be the s); nn.SGD step wrong shape
(RuntimeError: ''); nn.SGD step list (RuntimeError: 'In a nonleaf situation, the types of
argument); nn.Adam step tensor (RuntimeError: 'The types of arguments in Map must be consist);
nn.SGD step none (RuntimeError: "Illegal DoSignaturePrimitive 'S_Prim_SGD' in ); MO.SGD step 1 of 2
(2.10 computes); MO.AdamW step 1 of 2 (RuntimeError: 'The kernel AdamW unregistered.').
"""
import numpy as np
import minicell.mint.optim as MO
from minicell import Tensor, nn  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F  # noqa: F401
from bad_input_rows50_help import P  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'MO.Adam lr neg': (lambda: MO.Adam(P(), lr=-0.1), ValueError,
        'Invalid learning rate: -0.1'),
    'MO.Adam lr str': (lambda: MO.Adam(P(), lr='a'), TypeError,
        "For 'Adam', the type of 'lr' should be 'float', but got type 'str'."),
    'MO.Adam betas 1': (lambda: MO.Adam(P(), betas=(1.0, 0.9)), ValueError,
        'Invalid beta parameter at index 0: 1.0'),
    'MO.Adam betas neg': (lambda: MO.Adam(P(), betas=(0.9, -0.1)), ValueError,
        'Invalid beta parameter at index 1: -0.1'),
    'MO.Adam betas len': (lambda: MO.Adam(P(), betas=(0.9,)), ValueError,
        "For 'Adam', the betas size should be in : [2], but got 1."),
    'MO.Adam eps neg': (lambda: MO.Adam(P(), eps=-1.0), ValueError,
        'Invalid epsilon value: -1.0'),
    'MO.Adam wd neg': (lambda: MO.Adam(P(), weight_decay=-1.0), ValueError,
        'Invalid weight_decay value: -1.0'),
    'MO.Adam wd str': (lambda: MO.Adam(P(), weight_decay='a'), TypeError,
        "For 'Adam', the type of 'weight_decay' should be 'float', but got type 'str'."),
    'MO.Adam amsgrad int': (lambda: MO.Adam(P(), amsgrad=1), TypeError,
        "For 'Adam', the type of 'amsgrad' should be 'bool', but got type 'int'."),
    'MO.Adam maximize int': (lambda: MO.Adam(P(), maximize=1), TypeError,
        "For 'Adam', the type of 'maximize' should be 'bool', but got type 'int'."),
    'MO.Adam empty': (lambda: MO.Adam([]), ValueError,
        "For 'Optimizer', the argument params must not be empty."),
    'MO.Adam tensor': (lambda: MO.Adam(F(2)), TypeError,
        'can only concatenate str (not "_TensorMeta") to str'),
    'MO.Adam list of tensor': (lambda: MO.Adam([F(2)]), TypeError,
        'can only concatenate str (not "_TensorMeta") to str'),
    'MO.Adam None': (lambda: MO.Adam(None), ValueError,
        "For 'Optimizer', the argument params can not be None."),
    'MO.Adam dup': (lambda: MO.Adam((lambda p: [p[0], p[0]])(P())), ValueError,
        'The value Parameter (name=exp_avg.weight, shape=(2, 2), dtype=Float32, '
        "requires_grad=True) , its name 'exp_avg.weight' already exists. Please set a "
        'unique name for the parameter.'),
    'MO.Adam group no params': (lambda: MO.Adam([{'lr': 0.1}]), KeyError,
        "'params'"),
    'MO.Adam group lr neg': (lambda: MO.Adam([{'params': P(), 'lr': -1.0}]), ValueError,
        "For 'Adam', the 'learning rate' must be float and must >= 0, but got '-1.0' "
        "with type 'float'."),
    'MO.Adam group dup': (
        lambda: (lambda p: MO.Adam([{'params': p}, {'params': p}]))(P()), ValueError,
        'some parameters appear in more than one parameter group.'),
    'MO.Adam kw': (lambda: MO.Adam(P(), foo=1), TypeError,
        "Adam.__init__() got an unexpected keyword argument 'foo'"),
    'MO.AdamW lr neg': (lambda: MO.AdamW(P(), lr=-0.1), ValueError,
        'Invalid learning rate: -0.1'),
    'MO.AdamW betas 1': (lambda: MO.AdamW(P(), betas=(1.0, 0.9)), ValueError,
        'Invalid beta parameter at index 0: 1.0'),
    'MO.AdamW eps neg': (lambda: MO.AdamW(P(), eps=-1.0), ValueError,
        'Invalid epsilon value: -1.0'),
    'MO.AdamW wd neg': (lambda: MO.AdamW(P(), weight_decay=-1.0), ValueError,
        'Invalid weight_decay value: -1.0'),
    'MO.AdamW empty': (lambda: MO.AdamW([]), ValueError,
        "For 'Optimizer', the argument params must not be empty."),
    'MO.AdamW tensor': (lambda: MO.AdamW(F(2)), TypeError,
        'can only concatenate str (not "_TensorMeta") to str'),
    'MO.AdamW group no params': (lambda: MO.AdamW([{'lr': 0.1}]), KeyError,
        "'params'"),
    'MO.SGD lr neg': (lambda: MO.SGD(P(), lr=-0.1), ValueError,
        'Invalid learning rate: -0.1'),
    'MO.SGD lr str': (lambda: MO.SGD(P(), lr='a'), TypeError,
        "For 'SGD', the type of 'lr' should be one of '['float', 'int', 'bool', "
        "'Tensor']', but got type 'str'."),
    'MO.SGD no lr': (lambda: MO.SGD(P()), TypeError,
        "SGD.__init__() missing 1 required positional argument: 'lr'"),
    'MO.SGD momentum neg': (lambda: MO.SGD(P(), lr=0.1, momentum=-0.1), ValueError,
        'Invalid momentum value: -0.1'),
    'MO.SGD wd neg': (lambda: MO.SGD(P(), lr=0.1, weight_decay=-1.0), ValueError,
        'Invalid weight_decay value: -1.0'),
    'MO.SGD nesterov no momentum': (lambda: MO.SGD(P(), lr=0.1, nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' "
        "must equal to 0.0, but got 'momentum' 0, 'dampening' 0"),
    'MO.SGD nesterov dampening': (
        lambda: MO.SGD(P(), lr=0.1, momentum=0.9, dampening=0.1, nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' "
        "must equal to 0.0, but got 'momentum' 0.9, 'dampening' 0.1"),
    'MO.SGD empty': (lambda: MO.SGD([], lr=0.1), ValueError,
        "For 'Optimizer', the argument params must not be empty."),
    'MO.SGD tensor': (lambda: MO.SGD(F(2), lr=0.1), TypeError,
        'can only concatenate str (not "_TensorMeta") to str'),
    'MO.SGD group no params': (lambda: MO.SGD([{'lr': 0.1}], lr=0.1), KeyError,
        "'params'"),
    'MO.SGD maximize int': (lambda: MO.SGD(P(), lr=0.1, maximize=1), TypeError,
        "For 'SGD', the type of 'maximize' should be 'bool', but got type 'int'."),
    'MO.Adam lr tensor': (lambda: MO.Adam(P(), lr=F(2)), TypeError,
        "For 'Adam', the type of 'lr' should be 'float', but got type 'Tensor'."),
    'MO.Adam lr list': (lambda: MO.Adam(P(), lr=[0.1]), TypeError,
        "For 'Adam', the type of 'lr' should be 'float', but got type 'list'."),
    'nn.Adam lr tensor 2d': (lambda: nn.Adam(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
        'should be 0 or 1, but got 2.'),
    'nn.SGD lr list str': (lambda: nn.SGD(P(), learning_rate=[0.1, 'a']), ValueError,
        "could not convert string to float: 'a'"),
    'nn.SGD lr schedule cls': (lambda: nn.SGD(P(), learning_rate=nn.ExponentialDecayLR), TypeError,
        "For 'Optimizer', the argument 'learning_rate' must be int, float, Tensor, "
        "Iterable or LearningRateSchedule, but got <class 'type'>."),
    'nn.Adam group lr schedule bad': (
        lambda: nn.Adam([{'params': P(), 'lr': [0.1, 'a']}]), ValueError,
        "could not convert string to float: 'a'"),
    'nn.Adam group lr tensor 2d': (lambda: nn.Adam([{'params': P(), 'lr': F(2, 2)}]), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
        'should be 0 or 1, but got 2.'),
    'nn.Adam group wd neg': (lambda: nn.Adam([{'params': P(), 'weight_decay': -0.1}]), ValueError,
        "For 'Adam', the 'weight_decay' must be float and must >= 0, but got '-0.1' "
        "with type 'float'."),
    'nn.Adam group wd tensor': (
        lambda: nn.Adam([{'params': P(), 'weight_decay': F(2)}]), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but "
        "got <class 'mindspore.common.tensor.Tensor'>"),
    'nn.Adam group gc str': (
        lambda: nn.Adam([{'params': P(), 'grad_centralization': 'a'}]), TypeError,
        "For 'Optimizer', the 'gradients_centralization' must be bool type, but got "
        "<class 'str'>."),
    'nn.Adam group params tensor': (lambda: nn.Adam([{'params': F(2)}]), TypeError,
        "For 'Optimizer', the element in group parameters must be Parameter type, but "
        "got <class 'mindspore.common.tensor.Tensor'> at index 0."),
    'nn.Adam group params none': (lambda: nn.Adam([{'params': None}]), ValueError,
        "For 'Optimizer', the argument group `params` can not be None."),
    'nn.Adam group order_params missing': (
        lambda: (lambda n: nn.Adam([{'params': n.trainable_params()[:1]},
                                    {'order_params': n.trainable_params()}]))(nn.Dense(2, 2)),
        ValueError,
        "For 'Optimizer',the length of order parameters must be the same as the length "
        "of group parameters, but got order parameters' length 2, group parameters' "
        'length 1.'),
    'nn.Adam group params empty': (lambda: nn.Adam([{'params': []}]), ValueError,
        "For 'Optimizer', the argument group `params` must not be empty."),
    'nn.Momentum momentum neg': (lambda: nn.Momentum(P(), 0.1, -0.1), ValueError,
        "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.1"),
    'nn.Momentum momentum str': (lambda: nn.Momentum(P(), 0.1, 'a'), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'str'."),
    'nn.Momentum no momentum': (lambda: nn.Momentum(P(), 0.1), TypeError,
        "missing a required argument: 'momentum'"),
    'nn.SGD lr 2d dynamic': (
        lambda: nn.SGD(P(), learning_rate=Tensor(np.ones((2, 2), np.float32))), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it "
        'should be 0 or 1, but got 2.'),
    'nn.SGD params dict': (lambda: nn.SGD({'a': 1}), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'nn.SGD params str': (lambda: nn.SGD('abc'), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be "
        "'Parameter' or 'dict', please check the 'parameters'."),
    'nn.SGD loss_scale neg': (lambda: nn.SGD(P(), loss_scale=-1.0), ValueError,
        "For 'SGD', the 'loss_scale' must be float and must > 0, but got '-1.0' with "
        "type 'float'."),
    'nn.SGD dampening neg': (lambda: nn.SGD(P(), dampening=-1.0), ValueError,
        "For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' "
        '-1.0'),
    'nn.SGD nesterov no momentum': (lambda: nn.SGD(P(), nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' "
        "must equal to 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'nn.Adam step 1 of 2': (lambda: (lambda o: o((F(2, 2),)))(nn.Adam(P())), RuntimeError,
        "For 'Map', the length of tuples must be the same. \nThe length of the second "
        'element in Map is 1, but the length of the third element in Map is 2.'),
    'nn.SGD step 1 of 2': (lambda: (lambda o: o((F(2, 2),)))(nn.SGD(P())), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first '
        'element in HyperMap is 2, but the length of the second element in HyperMap is '
        '1.'),
    'nn.Momentum step 1 of 2': (
        lambda: (lambda o: o((F(2, 2),)))(nn.Momentum(P(), 0.1, 0.9)), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first '
        'element in HyperMap is 2, but the length of the second element in HyperMap is '
        '1.'),
    'nn.AdamWeightDecay step 1 of 2': (
        lambda: (lambda o: o((F(2, 2),)))(nn.AdamWeightDecay(P())), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the 4th '
        'element in HyperMap is 2, but the length of the 5th element in HyperMap is 1.'),
    'nn.Adagrad step 1 of 2': (lambda: (lambda o: o((F(2, 2),)))(nn.Adagrad(P())), RuntimeError,
        "For 'Map', the length of tuples must be the same. \nThe length of the 3th "
        'element in Map is 2, but the length of the 4th element in Map is 1.'),
    'nn.RMSProp step 1 of 2': (lambda: (lambda o: o((F(2, 2),)))(nn.RMSProp(P())), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first '
        'element in HyperMap is 1, but the length of the second element in HyperMap is '
        '2.'),
    'nn.Adam step 3 of 2': (
        lambda: (lambda o: o((F(2, 2), F(2), F(2))))(nn.Adam(P())), RuntimeError,
        "For 'Map', the length of tuples must be the same. \nThe length of the second "
        'element in Map is 3, but the length of the third element in Map is 2.'),
    'nn.SGD step 3 of 2': (lambda: (lambda o: o((F(2, 2), F(2), F(2))))(nn.SGD(P())), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first '
        'element in HyperMap is 2, but the length of the second element in HyperMap is '
        '3.'),
    'nn.Momentum step 3 of 2': (
        lambda: (lambda o: o((F(2, 2), F(2), F(2))))(nn.Momentum(P(), 0.1, 0.9)), RuntimeError,
        'The tuples in HyperMap should have the same length. \nThe length of the first '
        'element in HyperMap is 2, but the length of the second element in HyperMap is '
        '3.'),
}
