"""Rows of ``test_bad_input_catalogue46`` (optimizers' constructor checks: ASGD, AdaMax,
Adadelta, LazyAdam, ProximalAdagrad, Rprop, AdaFactor, AdamOffload, Adam's parameter groups,
learning rates, weight decays and loss scales, Momentum, SGD, Adagrad, RMSProp, FTRL, Lamb,
AdamWeightDecay, LARS): MindSpore 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process, pynative_synchronize on; /tmp/s63/bad46/w/b3.py with
/tmp/s63/bad46/run.py; the text up to 2.10's C++ call stack).
Fixed in this round: Adadelta's rho range text (2.10's check_float_range: "the 'rho' must be
in range of [0.0, 1.0], but got 1.5 with type 'float'."), LazyAdam's use_locking /
use_nesterov bool checks, Rprop's etaminus checked before etaplus, AdaFactor's validator
checks in 2.10's order (eps a list or tuple, clip_threshold / decay_rate floats, beta1 a
number, scale_parameter / relative_step / compression bools), a group's ``params`` /
``order_params`` that is not iterable ("For 'Optimizer', the argument group `params` must be
Iterable type, but got <class 'int'>.").
Still different (measured, left): nn.LARS(1) is 2.10's AttributeError "'int' object has no
attribute 'init_params'" (minicell: OptimizerTypeError naming the optimizer).
"""
import numpy as np
from minicell import Parameter, Tensor, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int32))


def P():
    return [Parameter(F(2), name='w')]


def _twice():
    p = P()
    return nn.Adam([{'params': p}, {'params': p}])


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ASGD lambd str': (lambda: nn.ASGD(P(), lambd='a'), TypeError,
        "For 'ASGD', the type of 'lambd' should be 'float', but got type 'str'."),
    'ASGD alpha int': (lambda: nn.ASGD(P(), alpha=1), TypeError,
        "For 'ASGD', the type of 'alpha' should be 'float', but got type 'int'."),
    'ASGD t0 str': (lambda: nn.ASGD(P(), t0='a'), TypeError,
        "For 'ASGD', the type of 't0' should be 'float', but got type 'str'."),
    'ASGD lr neg': (lambda: nn.ASGD(P(), learning_rate=-0.1), ValueError,
        "For 'ASGD', the 'learning rate' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'ASGD wd neg': (lambda: nn.ASGD(P(), weight_decay=-1.0), ValueError,
        "For 'ASGD', the 'weight_decay' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'ASGD empty': (lambda: nn.ASGD([]), ValueError,
        "For 'Optimizer', the argument parameters must not be empty."),
    'AdaMax beta1 big': (lambda: nn.AdaMax(P(), beta1=1.5), ValueError,
        "For 'AdaMax', the 'beta1' must be in range of (0.0, 1.0), but got 1.5 with type 'float'."),
    'AdaMax beta2 neg': (lambda: nn.AdaMax(P(), beta2=-0.1), ValueError,
        "For 'AdaMax', the 'beta2' must be in range of (0.0, 1.0), but got -0.1 with type "
        "'float'."),
    'AdaMax eps 0': (lambda: nn.AdaMax(P(), eps=0.0), ValueError,
        "For 'AdaMax', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'AdaMax eps str': (lambda: nn.AdaMax(P(), eps='a'), TypeError,
        "For 'AdaMax', the type of 'eps' should be 'float', but got type 'str'."),
    'AdaMax loss_scale 0': (lambda: nn.AdaMax(P(), loss_scale=0.0), ValueError,
        "For 'AdaMax', the 'loss_scale' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'AdaMax lr str': (lambda: nn.AdaMax(P(), learning_rate='a'), ValueError,
        "could not convert string to float: 'a'"),
    'Adadelta rho big': (lambda: nn.Adadelta(P(), rho=1.5), ValueError,
        "For 'Adadelta', the 'rho' must be in range of [0.0, 1.0], but got 1.5 with type 'float'."),
    'Adadelta rho str': (lambda: nn.Adadelta(P(), rho='a'), TypeError,
        "For 'Adadelta', the type of 'rho' should be 'float', but got type 'str'."),
    'Adadelta epsilon neg': (lambda: nn.Adadelta(P(), epsilon=-1.0), ValueError,
        "For 'Adadelta', the 'epsilon' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'Adadelta epsilon int': (lambda: nn.Adadelta(P(), epsilon=1), TypeError,
        "For 'Adadelta', the type of 'epsilon' should be 'float', but got type 'int'."),
    'Adadelta loss_scale neg': (lambda: nn.Adadelta(P(), loss_scale=-1.0), ValueError,
        "For 'Adadelta', the 'loss_scale' must be float and must > 0, but got '-1.0' with type "
        "'float'."),
    'LazyAdam beta1 1': (lambda: nn.LazyAdam(P(), beta1=1.0), ValueError,
        "For 'LazyAdam', the 'beta1' must be in range of (0.0, 1.0), but got 1.0 with type "
        "'float'."),
    'LazyAdam eps 0': (lambda: nn.LazyAdam(P(), eps=0.0), ValueError,
        "For 'LazyAdam', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'LazyAdam use_locking int': (lambda: nn.LazyAdam(P(), use_locking=1), TypeError,
        "For 'LazyAdam', the type of 'use_locking' should be 'bool', but got type 'int'."),
    'LazyAdam use_nesterov str': (lambda: nn.LazyAdam(P(), use_nesterov='a'), TypeError,
        "For 'LazyAdam', the type of 'use_nesterov' should be 'bool', but got type 'str'."),
    'LazyAdam loss_scale int 0': (lambda: nn.LazyAdam(P(), loss_scale=0), ValueError,
        "For 'LazyAdam', the 'loss_scale' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'LazyAdam wd neg': (lambda: nn.LazyAdam(P(), weight_decay=-0.1), ValueError,
        "For 'LazyAdam', the 'weight_decay' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'ProximalAdagrad accum neg': (lambda: nn.ProximalAdagrad(P(), accum=-0.1), ValueError,
        "For 'ProximalAdagrad', the 'accum' must be float and must >= 0, but got '-0.1' with "
        "type 'float'."),
    'ProximalAdagrad accum int': (lambda: nn.ProximalAdagrad(P(), accum=1), TypeError,
        "For 'ProximalAdagrad', the type of 'accum' should be 'float', but got type 'int'."),
    'ProximalAdagrad l1 neg': (lambda: nn.ProximalAdagrad(P(), l1=-1.0), ValueError,
        "For 'ProximalAdagrad', the 'l1' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'ProximalAdagrad l2 str': (lambda: nn.ProximalAdagrad(P(), l2='a'), TypeError,
        "For 'ProximalAdagrad', the type of 'l2' should be 'float', but got type 'str'."),
    'ProximalAdagrad use_locking int': (lambda: nn.ProximalAdagrad(P(), use_locking=1), TypeError,
        "For 'ProximalAdagrad', the type of 'use_locking' should be 'bool', but got type 'int'."),
    'Rprop etas order': (lambda: nn.Rprop(P(), etas=(1.5, 0.5)), ValueError,
        "For 'Rprop', the 'etaminus' must be in range of (0.0, 1.0), but got 1.5 with type "
        "'float'."),
    'Rprop etas len': (lambda: nn.Rprop(P(), etas=(0.5,)), ValueError,
        'For Rprop, etas must be a tuple with the size of 2, but got 1.'),
    'Rprop etas list': (lambda: nn.Rprop(P(), etas=[0.5, 1.2]), TypeError,
        "For Rprop, etas must be a tuple, but got <class 'list'>."),
    'Rprop step_sizes order': (lambda: nn.Rprop(P(), step_sizes=(50.0, 1e-6)), ValueError,
        'For Rprop, maximal step size should not be less than minimal step size, but got 50.0 > '
        '1e-06.'),
    'Rprop step_sizes str': (lambda: nn.Rprop(P(), step_sizes=('a', 1.0)), TypeError,
        "'>' not supported between instances of 'str' and 'float'"),
    'Rprop step_sizes len': (lambda: nn.Rprop(P(), step_sizes=(1.0,)), ValueError,
        'For Rprop, step_sizes must be a tuple with the size of 2, but got 1.'),
    'Rprop lr neg': (lambda: nn.Rprop(P(), learning_rate=-1.0), ValueError,
        "For 'Rprop', the 'learning rate' must be float and must >= 0, but got '-1.0' with type "
        "'float'."),
    'AdaFactor eps len': (lambda: nn.AdaFactor(P(), eps=(1e-30,)), ValueError,
        'eps must have 2 value: (eps1, eps2).'),
    'AdaFactor eps float': (lambda: nn.AdaFactor(P(), eps=1e-3), TypeError,
        "For 'AdaFactor', the type of 'eps' should be one of '['list', 'tuple']', but got type "
        "'float'."),
    'AdaFactor clip str': (lambda: nn.AdaFactor(P(), clip_threshold='a'), TypeError,
        "For 'AdaFactor', the type of 'clip_threshold' should be 'float', but got type 'str'."),
    'AdaFactor decay_rate str': (lambda: nn.AdaFactor(P(), decay_rate='a'), TypeError,
        "For 'AdaFactor', the type of 'decay_rate' should be 'float', but got type 'str'."),
    'AdaFactor beta1 str': (lambda: nn.AdaFactor(P(), beta1='a'), TypeError,
        "For 'AdaFactor', the type of 'beta1' should be one of '['int', 'float']', but got type "
        "'str'."),
    'AdaFactor scale_parameter int': (lambda: nn.AdaFactor(P(), scale_parameter=1), TypeError,
        "For 'AdaFactor', the type of 'scale_parameter' should be 'bool', but got type 'int'."),
    'AdaFactor relative_step int': (lambda: nn.AdaFactor(P(), relative_step=1), TypeError,
        "For 'AdaFactor', the type of 'relative_step' should be 'bool', but got type 'int'."),
    'AdaFactor lr and relative': (lambda: nn.AdaFactor(P(), learning_rate=0.1), ValueError,
        "('Cannot combine manual lr and relative_step options', 0.1)"),
    'AdamOffload beta1 big': (lambda: nn.AdamOffload(P(), beta1=2.0), ValueError,
        "For 'AdamOffload', the 'beta1' must be in range of (0.0, 1.0), but got 2.0 with type "
        "'float'."),
    'AdamOffload eps 0': (lambda: nn.AdamOffload(P(), eps=0.0), ValueError,
        "For 'AdamOffload', the 'eps' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'Adam group bad key': (lambda: nn.Adam([{'params': P(), 'xyz': 1}]), KeyError,
        '"For \'Optimizer\', the key in group params must be one of in [\'params\', \'lr\', '
        '\'weight_decay\', \'order_params\', \'grad_centralization\'], but got [\'xyz\']."'),
    'Adam group no params': (lambda: nn.Adam([{'lr': 0.1}]), KeyError,
        "'params'"),
    'Adam group params not list': (lambda: nn.Adam([{'params': 1}]), TypeError,
        "For 'Optimizer', the argument group `params` must be Iterable type, but got <class "
        "'int'>."),
    'Adam group lr str': (lambda: nn.Adam([{'params': P(), 'lr': 'a'}]), ValueError,
        "could not convert string to float: 'a'"),
    'Adam group weight_decay str': (
        lambda: nn.Adam([{'params': P(), 'weight_decay': 'a'}]), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class "
        "'str'>"),
    'Adam group order_params bad': (
        lambda: nn.Adam([{'params': P()}, {'order_params': 1}]), TypeError,
        "For 'Optimizer', the value of 'order_params' in group parameters should be Iterable "
        "type, but got <class 'int'>."),
    'Adam group dup param': (_twice, RuntimeError,
        "For 'Optimizer', the w parameter already exists, it does not support repeated setting. "
        'Please check whether the optimizer parameter has been set multiple times.'),
    'Adam lr 2d tensor': (lambda: nn.Adam(P(), learning_rate=F(2, 2)), ValueError,
        "For 'Optimizer', if 'learning_rate' is Tensor type, then the dimension of it should be "
        '0 or 1, but got 2.'),
    'Adam wd tensor': (lambda: nn.Adam(P(), weight_decay=F(2)), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class "
        "'mindspore.common.tensor.Tensor'>"),
    'Adam wd list': (lambda: nn.Adam(P(), weight_decay=[0.1]), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class "
        "'list'>"),
    'Adam wd callable': (lambda: nn.Adam(P(), weight_decay=lambda x: x), TypeError,
        "For 'Optimizer', the argument 'Weight_decay' must be int, float or Cell.but got <class "
        "'function'>"),
    'Adam loss_scale str': (lambda: nn.Adam(P(), loss_scale='a'), TypeError,
        "For 'Adam', the type of 'loss_scale' should be 'float', but got type 'str'."),
    'Adam params tensor': (lambda: nn.Adam(F(2)), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
        "'dict', please check the 'parameters'."),
    'Adam params none': (lambda: nn.Adam(None), ValueError,
        "For 'Optimizer', the argument parameters can not be None."),
    'Adam params list of tensor': (lambda: nn.Adam([F(2)]), TypeError,
        "For 'Optimizer', all elements of the argument 'parameters' must be 'Parameter' or "
        "'dict', please check the 'parameters'."),
    'Adam params dup names': (
        lambda: nn.Adam([Parameter(F(2), name='w'), Parameter(F(2), name='w')]), ValueError,
        'The value Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True) , its name '
        "'w' already exists. Please set a unique name for the parameter."),
    'Adam use_amsgrad int': (lambda: nn.Adam(P(), use_amsgrad=1), TypeError,
        "For 'Adam', the type of 'use_amsgrad' should be 'bool', but got type 'int'."),
    'Momentum momentum neg': (lambda: nn.Momentum(P(), 0.1, -0.9), ValueError,
        "For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.9"),
    'Momentum momentum str': (lambda: nn.Momentum(P(), 0.1, 'a'), TypeError,
        "For 'Momentum', the type of 'momentum' should be 'float', but got type 'str'."),
    'Momentum nesterov int': (lambda: nn.Momentum(P(), 0.1, 0.9, use_nesterov=1), TypeError,
        'The input value must be a bool, but got int.'),
    'SGD dampening nesterov': (
        lambda: nn.SGD(P(), momentum=0.9, dampening=0.1, nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal "
        "to 0.0, but got 'momentum' 0.9, 'dampening' 0.1."),
    'SGD nesterov no momentum': (lambda: nn.SGD(P(), nesterov=True), ValueError,
        "For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must equal "
        "to 0.0, but got 'momentum' 0.0, 'dampening' 0.0."),
    'SGD momentum neg': (lambda: nn.SGD(P(), momentum=-0.1), ValueError,
        "For 'SGD', the argument 'momentum' must be at least 0.0, but got -0.1."),
    'SGD dampening str': (lambda: nn.SGD(P(), dampening='a'), TypeError,
        "For 'SGD', the argument 'dampening' must be float type, but got <class 'str'>."),
    'Adagrad accum neg': (lambda: nn.Adagrad(P(), accum=-0.1), ValueError,
        "For 'Adagrad', the 'accum' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'Adagrad update_slots int': (lambda: nn.Adagrad(P(), update_slots=1), TypeError,
        "For 'Adagrad', the type of 'update_slots' should be 'bool', but got type 'int'."),
    'RMSProp decay neg': (lambda: nn.RMSProp(P(), decay=-0.1), ValueError,
        "For 'RMSProp', the 'decay' must be float and must >= 0, but got '-0.1' with type "
        "'float'."),
    'RMSProp centered int': (lambda: nn.RMSProp(P(), centered=1), TypeError,
        "For 'RMSProp', the type of 'centered' should be 'bool', but got type 'int'."),
    'RMSProp epsilon 0': (lambda: nn.RMSProp(P(), epsilon=0.0), ValueError,
        "For 'RMSProp', the 'epsilon' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'FTRL lr_power pos': (lambda: nn.FTRL(P(), lr_power=0.5), ValueError,
        "For 'FTRL', the argument 'lr_power' must <= 0.0, but got 0.5."),
    'FTRL initial_accum neg': (lambda: nn.FTRL(P(), initial_accum=-0.1), ValueError,
        "For 'FTRL', the argument 'initial_accum' must >= 0.0, but got -0.1."),
    'Lamb beta1 big': (lambda: nn.Lamb(P(), 0.1, beta1=1.5), ValueError,
        "For 'Lamb', the 'beta1' must be in range of (0.0, 1.0), but got 1.5 with type 'float'."),
    'Lamb eps 0': (lambda: nn.Lamb(P(), 0.1, eps=0.0), ValueError,
        "For 'Lamb', the 'eps' must be float and must > 0, but got '0.0' with type 'float'."),
    'AdamWeightDecay eps 0': (lambda: nn.AdamWeightDecay(P(), eps=0.0), ValueError,
        "For 'AdamWeightDecay', the 'eps' must be float and must > 0, but got '0.0' with type "
        "'float'."),
    'AdamWeightDecay beta2 str': (lambda: nn.AdamWeightDecay(P(), beta2='a'), TypeError,
        "For 'AdamWeightDecay', the type of 'beta2' should be 'float', but got type 'str'."),
    'LARS coefficient str': (lambda: nn.LARS(nn.SGD(P()), coefficient='a'), TypeError,
        "For 'LARS', the type of 'coefficient' should be 'float', but got type 'str'."),
}
