"""Rows of ``test_bad_input_catalogue40`` (mixed precision and loss scaling): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process;
/tmp/s56/bad40/amp.py): amp.auto_mixed_precision, build_train_network, custom_mixed_precision,
Fixed/DynamicLossScaleManager, Dynamic/FixedLossScaleUpdateCell, StaticLossScaler/
DynamicLossScaler, TrainOneStep(WithLossScale)Cell, WithLossCell/WithEvalCell/WithGradCell.
Left out (minicell differs): amp.all_finite of a list (IsFinite's parser text names Float32).
"""
import numpy as np
import minicell as ms
from minicell import Tensor, nn, amp
from minicell.train import DynamicLossScaleManager, FixedLossScaleManager


def F(*s):
    return Tensor(np.ones(s, np.float32))


def net():
    return nn.Dense(3, 2)


def opt(n):
    return nn.Momentum(n.trainable_params(), 0.1, 0.9)


def _btn_level():
    n = net()
    amp.build_train_network(n, opt(n), level='O5')


def _btn_loss_scale():
    n = net()
    amp.build_train_network(n, opt(n), nn.MSELoss(), level='O2', loss_scale_manager=1)


def _btn_kwarg():
    n = net()
    amp.build_train_network(n, opt(n), nn.MSELoss(), level='O2', foo=1)


def _btn_keep_bn():
    n = net()
    amp.build_train_network(n, opt(n), nn.MSELoss(), level='O2', keep_batchnorm_fp32='a')


def _btn_cast_model():
    n = net()
    amp.build_train_network(n, opt(n), nn.MSELoss(), level='O2', cast_model_type=ms.int32)


def _btn_boost():
    n = net()
    amp.build_train_network(n, opt(n), nn.MSELoss(), boost_level='O9')


def _twlsc_sens():
    n = net()
    nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(n, nn.MSELoss()), opt(n), 'a')


def _twlsc_sens_int():
    n = net()
    nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(n, nn.MSELoss()), opt(n), 2)


def _train_one_step_opt():
    n = net()
    nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), 'a')


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'amp amp level': (lambda: amp.auto_mixed_precision(net(), 'O4'),
        ValueError, 'The amp level O4 is not supported'),
    'amp amp level int': (lambda: amp.auto_mixed_precision(net(), 1),
        ValueError, 'The amp level 1 is not supported'),
    'amp amp net': (lambda: amp.auto_mixed_precision('a', 'O2'),
        TypeError, "For amp_level 'O2', the network type should be Cell."),
    'amp amp dtype': (lambda: amp.auto_mixed_precision(net(), 'O2', dtype=ms.int32),
        ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but got '
                    'Int32.'),
    'amp amp dtype str': (lambda: amp.auto_mixed_precision(net(), 'O2', dtype='float16'),
        ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but got '
                    'float16.'),
    'amp amp auto dtype': (lambda: amp.auto_mixed_precision(net(), 'auto', dtype=ms.float32),
        ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but got '
                    'Float32.'),
    'amp btn level': (_btn_level,
        ValueError, "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O5."),
    'amp btn loss scale': (_btn_loss_scale,
        TypeError, "The type of 'loss_scale_manager' should be one of '['LossScaleManager', "
                   "'GroupLossScaleManager']', but got type 'int'."),
    'amp btn kwarg': (_btn_kwarg,
        ValueError, "Unsupported arg 'foo'"),
    'amp btn keep bn': (_btn_keep_bn,
        TypeError, "The type of 'keep_batchnorm_fp32' should be 'bool', but got type 'str'."),
    'amp btn cast model': (_btn_cast_model,
        TypeError, "The 'cast_model_type' should be one of [mindspore.float16, "
                   "mindspore.float32], but got 'mindspore.int32'."),
    'amp btn net': (lambda: amp.build_train_network('a', None),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'NoneType'."),
    'amp btn boost': (_btn_boost,
        ValueError, "The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got O9."),
    'amp fixed scale zero': (lambda: FixedLossScaleManager(0),
        ValueError, "The argument 'loss_scale' must be >= 1, but got 0"),
    'amp fixed scale neg': (lambda: FixedLossScaleManager(-1.0),
        ValueError, "The argument 'loss_scale' must be >= 1, but got -1.0"),
    'amp fixed scale str': (lambda: FixedLossScaleManager('a'),
        TypeError, "'<' not supported between instances of 'str' and 'int'"),
    'amp dyn scale zero': (lambda: DynamicLossScaleManager(0),
        ValueError, "The argument 'init_loss_scale' must be > 1, but got 0"),
    'amp dyn scale neg': (lambda: DynamicLossScaleManager(-2.0),
        ValueError, "The argument 'init_loss_scale' must be > 1, but got -2.0"),
    'amp dyn window zero': (lambda: DynamicLossScaleManager(128.0, 2, 0),
        ValueError, "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > "
                    "0, but got '0' with type 'int'."),
    'amp dyn window float': (lambda: DynamicLossScaleManager(128.0, 2, 10.5),
        TypeError, "For 'DynamicLossScaleManager', the 'scale_window' must be int, but got "
                   "'float'"),
    'amp dyn scale str': (lambda: DynamicLossScaleManager('a'),
        TypeError, "'<' not supported between instances of 'str' and 'float'"),
    'amp twlsc sens': (_twlsc_sens,
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'str'>."),
    'amp twlsc sens int': (_twlsc_sens_int,
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'int'>."),
    'amp static scaler neg': (lambda: amp.StaticLossScaler(-1),
        ValueError, "The argument 'scale_value' must be > 1, but got -1"),
    'amp static scaler str': (lambda: amp.StaticLossScaler('a'),
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'str'."),
    'amp dyn scaler window': (lambda: amp.DynamicLossScaler(1024, 2, 0),
        ValueError, "The 'scale_window' must be int and must > 0, but got '0' with type 'int'."),
    'amp dyn scaler scale': (lambda: amp.DynamicLossScaler(-1, 2, 10),
        ValueError, "The argument 'scale_value' must be > 1, but got -1"),
    'amp custom mp list': (
        lambda: amp.custom_mixed_precision(net(), white_list=[nn.Dense], black_list=[nn.ReLU]),
        ValueError, 'For custom_mixed_precision, the white_list or black_list cannot be '
                    'provided at the same time, please provide one or the other.'),
    'amp custom mp none': (lambda: amp.custom_mixed_precision(net()),
        ValueError, 'For custom_mixed_precision, one of white_list and black_list must be '
                    'provided.'),
    'amp custom mp dtype': (
        lambda: amp.custom_mixed_precision(net(), white_list=amp.get_white_list(), dtype=ms.int8),
        ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but got '
                    'Int8.'),
    'amp custom mp net': (lambda: amp.custom_mixed_precision('a', white_list=amp.get_white_list()),
        TypeError, 'The network type should be Cell.'),
    'amp auto mp to float': (lambda: net().to_float(ms.int32),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    'mstype.float16 or mstype.bfloat16, but got type: <class '
                    "'mindspore._c_expression.typing.Int'> and value: Int32."),
    'amp auto mp to float str': (lambda: net().to_float('float16'),
        ValueError, "For 'to_float', the argument 'dst_type' must be mstype.float32, "
                    "mstype.float16 or mstype.bfloat16, but got type: <class 'str'> and "
                    'value: float16.'),
    'amp train one step opt': (_train_one_step_opt,
        AttributeError, "'str' object has no attribute 'parameters'"),
}
