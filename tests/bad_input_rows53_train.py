"""Rows of ``test_bad_input_catalogue53``: Model.train / fit / eval given bad callbacks, sink
arguments, epochs or datasets; LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint and
Model constructed with bad arguments. 2.10's exception type and text for each call (measured on
2.10 CPU, one case per process; /tmp/s70/bad53/w/m1.py with /tmp/s70/bad53/run.py).
"""
import numpy as np  # noqa: F401

from minicell import Parameter, Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows53_help import (CA, DS2, F, M, ME, MN, RI, CheckpointConfig,  # noqa: F401
                                   CustomRegOp, DataType, LossMonitor, Model,
                                   ModelCheckpoint, TimeMonitor, init, initializer, w)
import minicell as ms  # noqa: F401
from minicell import mint, ops  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'train callbacks int': (
        lambda: M().train(1, DS2(), callbacks=1, dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks str': (
        lambda: M().train(1, DS2(), callbacks='a', dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks list int': (
        lambda: M().train(1, DS2(), callbacks=[1], dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks list mixed': (
        lambda: M().train(1, DS2(), callbacks=[LossMonitor(), 1], dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks tuple int': (
        lambda: M().train(1, DS2(), callbacks=(1,), dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks dict': (
        lambda: M().train(1, DS2(), callbacks={'a': 1}, dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train callbacks class': (
        lambda: M().train(1, DS2(), callbacks=LossMonitor, dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'train sink mode str': (lambda: M().train(1, DS2(), dataset_sink_mode='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'train sink mode int': (lambda: M().train(1, DS2(), dataset_sink_mode=1), TypeError,
        'The input value must be a bool, but got int.'),
    'train sink size str': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, sink_size='a'),
        TypeError,
        "The type of input value must be 'int', but got 'str'."),
    'train sink size float': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, sink_size=1.5),
        TypeError,
        "The type of input value must be 'int', but got 'float'."),
    'train sink size 0': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, sink_size=0),
        ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got 0."),
    'train sink size -2': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, sink_size=-2),
        ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got -2."),
    'train sink size -2 sink': (
        lambda: M().train(1, DS2(), dataset_sink_mode=True, sink_size=-2),
        ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got -2."),
    'train sink size 0 sink': (
        lambda: M().train(1, DS2(), dataset_sink_mode=True, sink_size=0),
        ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got 0."),
    'train epoch 0': (lambda: M().train(0, DS2(), dataset_sink_mode=False), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'train epoch -1': (lambda: M().train(-1, DS2(), dataset_sink_mode=False), ValueError,
        "The input value must be int and must > 0, but got '-1' with type 'int'."),
    'train epoch str': (lambda: M().train('a', DS2(), dataset_sink_mode=False), TypeError,
        "The input value must be int, but got 'str'"),
    'train epoch float': (lambda: M().train(1.5, DS2(), dataset_sink_mode=False), TypeError,
        "The input value must be int, but got 'float'"),
    'train epoch bool': (lambda: M().train(True, DS2(), dataset_sink_mode=False), TypeError,
        "The input value must be int and must > 0, but got 'True' with type 'bool'."),
    'train dataset None': (lambda: M().train(1, None, dataset_sink_mode=False), AttributeError,
        "'NoneType' object has no attribute 'get_dataset_size'"),
    'train initial_epoch -1': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, initial_epoch=-1),
        ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'train initial_epoch str': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, initial_epoch='a'),
        TypeError,
        "The input value must be int, but got 'str'"),
    'train initial_epoch 2': (
        lambda: M().train(1, DS2(), dataset_sink_mode=False, initial_epoch=2),
        ValueError,
        "For 'Model.train', the parameter 'epoch' must bigger than parameter 'initial_epoch', "
        "but got the parameter 'epoch' is 1, 'initial_epoch' is 2."),
    'train kw': (lambda: M().train(1, DS2(), foo=1), TypeError,
        "Model.train() got an unexpected keyword argument 'foo'"),
    'fit valid int': (
        lambda: ME().fit(1, DS2(), valid_dataset=1, dataset_sink_mode=False),
        AttributeError,
        "'int' object has no attribute 'get_dataset_size'"),
    'fit valid freq 0': (
        lambda: ME().fit(1, DS2(), DS2(), valid_frequency=0, dataset_sink_mode=False),
        ZeroDivisionError,
        'integer modulo by zero'),
    'fit valid freq str': (
        lambda: ME().fit(1, DS2(), DS2(), valid_frequency='a', dataset_sink_mode=False),
        TypeError,
        "For 'Model.fit', the type of 'valid_frequency' must be a list or an integer, but got "
        "type <class 'str'>."),
    'fit valid freq float': (
        lambda: ME().fit(1, DS2(), DS2(), valid_frequency=1.5, dataset_sink_mode=False),
        TypeError,
        "For 'Model.fit', the type of 'valid_frequency' must be a list or an integer, but got "
        "type <class 'float'>."),
    'fit valid sink str': (
        lambda: ME().fit(1, DS2(), DS2(), valid_dataset_sink_mode='a', dataset_sink_mode=False),
        TypeError,
        'The input value must be a bool, but got str.'),
    'fit callbacks int': (
        lambda: ME().fit(1, DS2(), DS2(), callbacks=1, dataset_sink_mode=False),
        TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'fit sink str': (lambda: ME().fit(1, DS2(), DS2(), dataset_sink_mode='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'fit sink size str': (
        lambda: ME().fit(1, DS2(), DS2(), dataset_sink_mode=False, sink_size='a'),
        TypeError,
        "The type of input value must be 'int', but got 'str'."),
    'fit no metrics': (lambda: M().fit(1, DS2(), DS2(), dataset_sink_mode=False), ValueError,
        "For 'Model.fit', if valid_dataset is not None, the model argument 'metrics' can not "
        "beNone or empty, you should set the argument 'metrics' for model."),
    'fit epoch 0': (lambda: ME().fit(0, DS2(), DS2(), dataset_sink_mode=False), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'fit initial_epoch -1': (
        lambda: ME().fit(1, DS2(), DS2(), initial_epoch=-1, dataset_sink_mode=False),
        ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'eval callbacks int': (
        lambda: ME().eval(DS2(), callbacks=1, dataset_sink_mode=False),
        TypeError,
        "The 'callbacks' is not a Callback or a list of Callback."),
    'eval sink str': (lambda: ME().eval(DS2(), dataset_sink_mode='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'eval dataset None': (lambda: ME().eval(None, dataset_sink_mode=False), AttributeError,
        "'NoneType' object has no attribute 'get_dataset_size'"),
    'eval no metrics': (lambda: M().eval(DS2(), dataset_sink_mode=False), ValueError,
        "For Model.eval, the model argument 'metrics' can not be None or empty, you should set "
        "the argument 'metrics' for model."),
    'LossMonitor str': (lambda: LossMonitor('a'), TypeError,
        "The input value must be int, but got 'str'"),
    'LossMonitor -1': (lambda: LossMonitor(-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'LossMonitor float': (lambda: LossMonitor(1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'LossMonitor bool': (lambda: w(LossMonitor(True)), TypeError,
        "The input value must be int and must >= 0, but got 'True' with type 'bool'."),
    'TimeMonitor data_time str': (lambda: TimeMonitor(1, data_time='a'), TypeError,
        "The 'data_time' must be a bool, but got str."),
    'CheckpointConfig steps str': (lambda: CheckpointConfig(save_checkpoint_steps='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'CheckpointConfig steps -1': (lambda: CheckpointConfig(save_checkpoint_steps=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CheckpointConfig max str': (lambda: CheckpointConfig(keep_checkpoint_max='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'CheckpointConfig seconds str': (
        lambda: CheckpointConfig(save_checkpoint_seconds='a'),
        TypeError,
        "The input value must be int, but got 'str'"),
    'CheckpointConfig integrated str': (lambda: CheckpointConfig(integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'CheckpointConfig async str': (lambda: CheckpointConfig(async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or "
        "'thread',but got a."),
    'CheckpointConfig append int': (lambda: CheckpointConfig(append_info=1), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' must be list,but got <class 'int'>."),
    'CheckpointConfig append list int': (lambda: CheckpointConfig(append_info=[1]), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' element must be str or dict,but got "
        "<class 'int'>."),
    'ModelCheckpoint prefix int': (lambda: ModelCheckpoint(prefix=1), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
        "must be callable or string that does not contain '/', but got 1."),
    'ModelCheckpoint prefix slash': (lambda: ModelCheckpoint(prefix='a/b'), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
        "must be callable or string that does not contain '/', but got a/b."),
    'ModelCheckpoint config int': (lambda: ModelCheckpoint(config=1), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', "
        "but got <class 'int'>."),
    'ModelCheckpoint directory int': (lambda: ModelCheckpoint(directory=1), TypeError,
        'The path is invalid, the type should be string.'),
    'Model network None': (lambda: Model(None), TypeError,
        "The type of 'network' should be 'Cell', but got type 'NoneType'."),
    'Model network int': (lambda: Model(1), TypeError,
        "The type of 'network' should be 'Cell', but got type 'int'."),
    'Model loss int': (lambda: Model(nn.Dense(2, 2), loss_fn=1), AttributeError,
        "'int' object has no attribute 'get_inputs'"),
    'Model optimizer int': (lambda: Model(nn.Dense(2, 2), nn.MSELoss(), optimizer=1), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
        "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type 'int'."),
    'Model metrics int': (lambda: Model(nn.Dense(2, 2), nn.MSELoss(), metrics=1), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got 1"),
    'Model metrics list int': (lambda: Model(nn.Dense(2, 2), nn.MSELoss(), metrics=[1]), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got [1]"),
    'Model metrics str bad': (
        lambda: Model(nn.Dense(2, 2), nn.MSELoss(), metrics={'zzz'}),
        KeyError,
        '"For \'get_metric_fn\', unsupported metric zzz, please refer to official website for '
        'more details about supported metrics."'),
    'Model amp_level bad': (
        lambda: Model(nn.Dense(2, 2), nn.MSELoss(),
                      nn.SGD(nn.Dense(2, 2).trainable_params()), amp_level='O9'),
        ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'Model kw': (lambda: Model(nn.Dense(2, 2), foo=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or "
        "'boost_config_dict' or 'acc_level', but got 'foo'."),
    'Model boost_level bad': (
        lambda: Model(nn.Dense(2, 2), nn.MSELoss(),
                      nn.SGD(nn.Dense(2, 2).trainable_params()), boost_level='O9'),
        ValueError,
        "The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got O9."),
    'predict int': (lambda: M().predict(1), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'int'>."),
    'predict none': (lambda: M().predict(), TypeError,
        "Dense.construct() missing 1 required positional argument: 'x'"),
}
