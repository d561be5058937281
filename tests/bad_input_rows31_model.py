"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's b1.py):
``Model(...)`` constructor arguments, ``Model.train``/``eval``/``fit``/``predict`` misuse,
``LossMonitor``/``TimeMonitor``/``CheckpointConfig``/``ModelCheckpoint`` arguments."""
import minicell as ms
from minicell import nn
from minicell.train import CheckpointConfig, LossMonitor, Model, ModelCheckpoint, TimeMonitor


def net():
    return nn.Dense(3, 2)


def opt(n):
    return nn.Momentum(n.trainable_params(), 0.1, 0.9)


def model(**kw):
    return Model(net(), **kw)


class DS:
    """No dataset: it has no get_dataset_size."""



ROWS = {
    'Model net int': (lambda: Model(3),
        TypeError, "The type of 'network' should be 'Cell', but got type 'int'."),
    'Model net str': (lambda: Model("net"),
        TypeError, "The type of 'network' should be 'Cell', but got type 'str'."),
    'Model loss str': (lambda: Model(net(), loss_fn="mse"),
        AttributeError, "'str' object has no attribute 'get_inputs'"),
    'Model opt int': (lambda: Model(net(), nn.MSELoss(), optimizer=3),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'int'."),
    'Model opt str': (lambda: Model(net(), nn.MSELoss(), optimizer="sgd"),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'str'."),
    'Model metrics list int': (lambda: Model(net(), nn.MSELoss(), metrics=[1]),
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, but "
                   'got [1]'),
    'Model metrics set bad': (lambda: Model(net(), nn.MSELoss(), metrics={"nope"}),
        KeyError, '"For \'get_metric_fn\', unsupported metric nope, please refer to official '
                  'website for more details about supported metrics."'),
    'Model metrics dict bad': (lambda: Model(net(), nn.MSELoss(), metrics={"a": 1}),
        TypeError, "For 'get_metrics', if 'metrics' is dict, the key in 'metrics' must be "
                   "string and value in 'metrics' must be Metric, but got key:<class 'str'>, "
                   "value:<class 'int'>."),
    'Model amp O9': (lambda: Model(net(), nn.MSELoss(), amp_level="O9"),
        ValueError, "Auto mixed precision will not work because 'optimizer' is None.Please set "
                    "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be "
                    'None to use auto mixed precision.'),
    'Model amp int': (lambda: Model(net(), nn.MSELoss(), amp_level=2),
        ValueError, "Auto mixed precision will not work because 'optimizer' is None.Please set "
                    "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be "
                    'None to use auto mixed precision.'),
    'Model amp None': (lambda: Model(net(), nn.MSELoss(), amp_level=None),
        ValueError, "Auto mixed precision will not work because 'optimizer' is None.Please set "
                    "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be "
                    'None to use auto mixed precision.'),
    'Model loss_scale_manager int': (lambda: Model(net(), nn.MSELoss(), opt(nn.Dense(3, 2)), loss_scale_manager=3),
        TypeError, "The type of 'loss_scale_manager' should be one of '['LossScaleManager', "
                   "'GroupLossScaleManager']', but got type 'int'."),
    'Model keep_batchnorm_fp32 str': (lambda: Model(net(), nn.MSELoss(), amp_level="O2", keep_batchnorm_fp32="yes"),
        ValueError, "Auto mixed precision will not work because 'optimizer' is None.Please set "
                    "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be "
                    'None to use auto mixed precision.'),
    'Model train epoch str': (lambda: model(loss_fn=nn.MSELoss()).train("2", None),
        TypeError, "The input value must be int, but got 'str'"),
    'Model train epoch neg': (lambda: model(loss_fn=nn.MSELoss()).train(-1, None),
        ValueError, "The input value must be int and must > 0, but got '-1' with type 'int'."),
    'Model train epoch float': (lambda: model(loss_fn=nn.MSELoss()).train(1.5, None),
        TypeError, "The input value must be int, but got 'float'"),
    'Model train dataset None': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, None),
        AttributeError, "'NoneType' object has no attribute 'get_dataset_size'"),
    'Model train dataset obj': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS()),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'Model train callbacks int': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), callbacks=3),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'Model train callbacks list int': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), callbacks=[3]),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'Model train sink str': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), dataset_sink_mode="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'Model train sink_size str': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), sink_size="x"),
        TypeError, "The type of input value must be 'int', but got 'str'."),
    'Model train initial_epoch neg': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), initial_epoch=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'Model train initial_epoch big': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).train(1, DS(), initial_epoch=2),
        ValueError, "For 'Model.train', the parameter 'epoch' must bigger than parameter "
                    "'initial_epoch', but got the parameter 'epoch' is 1, 'initial_epoch' is 2."),
    'Model eval dataset None': (lambda: Model(net(), nn.MSELoss(), metrics={"mae"}).eval(None),
        AttributeError, "'NoneType' object has no attribute 'get_dataset_size'"),
    'Model eval callbacks int': (lambda: Model(net(), nn.MSELoss(), metrics={"mae"}).eval(DS(), callbacks=3),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'Model predict none': (lambda: Model(net()).predict(),
        TypeError, "Dense.construct() missing 1 required positional argument: 'x'"),
    'Model predict list': (lambda: Model(net()).predict([1.0, 2.0, 3.0]),
        TypeError, 'The types of input data must be in the Union(Tensor, None, int, float, '
                   'str, tuple[Tensor, None, int, float, str], list[Tensor, None, int, float, '
                   'str], dict[Tensor, None, int, float, str]), but got type list.'),
    'Model fit epoch0': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).fit(0, DS()),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Model fit valid_freq str': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).fit(1, DS(), valid_frequency="x"),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'Model fit valid_freq 0': (lambda: (lambda n: Model(n, nn.MSELoss(), opt(n)))(net()).fit(1, DS(), valid_frequency=0),
        AttributeError, "'DS' object has no attribute 'get_dataset_size'"),
    'LossMonitor neg': (lambda: LossMonitor(-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'LossMonitor str': (lambda: LossMonitor("1"),
        TypeError, "The input value must be int, but got 'str'"),
    'TimeMonitor data_time str': (lambda: TimeMonitor(1, data_time="yes"),
        TypeError, "The 'data_time' must be a bool, but got str."),
    'CkptConfig steps neg': (lambda: CheckpointConfig(save_checkpoint_steps=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CkptConfig steps str': (lambda: CheckpointConfig(save_checkpoint_steps="1"),
        TypeError, "The input value must be int, but got 'str'"),
    'CkptConfig seconds neg': (lambda: CheckpointConfig(save_checkpoint_seconds=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CkptConfig max num neg': (lambda: CheckpointConfig(keep_checkpoint_max=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CkptConfig max num str': (lambda: CheckpointConfig(keep_checkpoint_max="a"),
        TypeError, "The input value must be int, but got 'str'"),
    'CkptConfig minutes neg': (lambda: CheckpointConfig(keep_checkpoint_per_n_minutes=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CkptConfig integrated str': (lambda: CheckpointConfig(integrated_save="yes"),
        TypeError, 'The input value must be a bool, but got str.'),
    'CkptConfig async str': (lambda: CheckpointConfig(async_save="yes"),
        ValueError, "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
                    "'thread',but got yes."),
    'CkptConfig saved_network int': (lambda: CheckpointConfig(saved_network=3),
        TypeError, "For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, "
                   "but got <class 'int'>."),
    'CkptConfig append_info dict': (lambda: CheckpointConfig(append_info=[{"a": [1]}]),
        TypeError, "For 'CheckpointConfig', the key type of the dict 'append_info' must be "
                   'string, the value type must be int or float or bool, but got key type '
                   "<class 'str'>, value type <class 'list'>"),
    'CkptConfig append_info str bad': (lambda: CheckpointConfig(append_info=["bad_name"]),
        ValueError, "For 'CheckpointConfig', the value of element in the argument "
                    "'append_info' must be in ['epoch_num', 'step_num'], but got bad_name."),
    'CkptConfig append_info two dicts': (lambda: CheckpointConfig(append_info=[{"a": 1}, {"b": 2}]),
        TypeError, "For 'CheckpointConfig', the element of 'append_info' must has only one "
                   'dict, but got {dict_num}'),
    'CkptConfig enc_key int': (lambda: CheckpointConfig(enc_key=3),
        ValueError, "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
                    "'bytes'>), but got 3."),
    'CkptConfig exception_save str': (lambda: CheckpointConfig(exception_save="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'CkptConfig remove_redundancy str': (lambda: CheckpointConfig(remove_redundancy="x"),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, "
                    'but got x.'),
    'ModelCheckpoint directory int': (lambda: ModelCheckpoint(directory=3),
        TypeError, 'The path is invalid, the type should be string.'),
    'ModelCheckpoint prefix None': (lambda: ModelCheckpoint(prefix=None),
        ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
                    "invalid, it must be callable or string that does not contain '/', but got "
                    'None.'),
    'ModelCheckpoint config str': (lambda: ModelCheckpoint(config="c"),
        TypeError, "For 'ModelCheckpoint', the type of argument 'config' should be "
                   "'CheckpointConfig', but got <class 'str'>."),
    'ModelCheckpoint directory empty': (lambda: ModelCheckpoint(directory=""),
        ValueError, 'The path is invalid, it should be non-blank.'),
    'ms.train.Model alias': (lambda: ms.Model(3),
        TypeError, "The type of 'network' should be 'Cell', but got type 'int'."),
}
