"""Rows of ``test_bad_input_catalogue56``: ``Model`` construction and ``train`` / ``eval`` /
``predict`` arguments, callbacks' constructors (LossMonitor, TimeMonitor, LambdaCallback,
LearningRateScheduler, EarlyStopping, ReduceLROnPlateau, CheckpointConfig, ModelCheckpoint),
``ms.export`` and ``ms.load`` arguments. 2.10's exception type and text for each call (measured
on 2.10 CPU, one case per forked process: /tmp/s73/bad56/run.py on w/c5.py). GOOD: calls 2.10
accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): train dataset list (AttributeError: "'list' object has
no attribute 'get_dataset_size'").
"""
import os

import minicell as ms
from minicell import nn
from minicell.train import (Callback, CheckpointConfig, EarlyStopping, History, LambdaCallback,
                            LearningRateScheduler, LossMonitor, Model, ModelCheckpoint,
                            ReduceLROnPlateau, TimeMonitor)
from bad_input_rows56_help import (D, DS, F, M, N)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'train epoch str': (lambda: M().train('a', DS()), TypeError,
        "The input value must be int, but got 'str'"),
    'train epoch 0': (lambda: M().train(0, DS()), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'train epoch neg': (lambda: M().train(-1, DS()), ValueError,
        "The input value must be int and must > 0, but got '-1' with type 'int'."),
    'train epoch float': (lambda: M().train(1.5, DS()), TypeError,
        "The input value must be int, but got 'float'"),
    'train epoch None': (lambda: M().train(None, DS()), TypeError,
        "The input value must be int, but got 'NoneType'"),
    'train dataset None': (lambda: M().train(1, None), AttributeError,
        "'NoneType' object has no attribute 'get_dataset_size'"),
    'train callbacks int': (lambda: M().train(1, DS(), callbacks=1), TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback functions."),
    'train callbacks list int': (lambda: M().train(1, DS(), callbacks=[1]), TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback functions."),
    'train callbacks str': (lambda: M().train(1, DS(), callbacks='a'), TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback functions."),
    'train sink str': (lambda: M().train(1, DS(), dataset_sink_mode='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'train sink int': (lambda: M().train(1, DS(), dataset_sink_mode=1), TypeError,
        'The input value must be a bool, but got int.'),
    'train sink_size str': (lambda: M().train(1, DS(), sink_size='a'), TypeError,
        "The type of input value must be 'int', but got 'str'."),
    'train sink_size 0': (lambda: M().train(1, DS(), sink_size=0), ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got 0."),
    'train sink_size neg2': (lambda: M().train(1, DS(), sink_size=-2), ValueError,
        "For 'Model.train', The argument 'sink_size' must be -1 or positive, but got -2."),
    'train initial_epoch str': (lambda: M().train(1, DS(), initial_epoch='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'train initial_epoch neg': (lambda: M().train(1, DS(), initial_epoch=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'train initial_epoch big': (lambda: M().train(1, DS(), initial_epoch=2), ValueError,
        "For 'Model.train', the parameter 'epoch' must bigger than parameter 'initial_epoch', b"
        "ut got the parameter 'epoch' is 1, 'initial_epoch' is 2."),
    'train valid_dataset int': (lambda: M().train(1, DS(), valid_dataset=1), TypeError,
        "Model.train() got an unexpected keyword argument 'valid_dataset'"),
    'train valid_frequency str': (lambda: M().train(1, DS(), valid_frequency='a'), TypeError,
        "Model.train() got an unexpected keyword argument 'valid_frequency'"),
    'train valid_frequency 0': (lambda: M().train(1, DS(), valid_frequency=0), TypeError,
        "Model.train() got an unexpected keyword argument 'valid_frequency'"),
    'train bogus kw': (lambda: M().train(1, DS(), bogus=1), TypeError,
        "Model.train() got an unexpected keyword argument 'bogus'"),
    'eval dataset None': (lambda: M(metrics={'mae'}).eval(None), AttributeError,
        "'NoneType' object has no attribute 'get_dataset_size'"),
    'eval no metrics': (lambda: M().eval(DS()), ValueError,
        "For Model.eval, the model argument 'metrics' can not be None or empty, you should set "
        "the argument 'metrics' for model."),
    'eval callbacks int': (lambda: M(metrics={'mae'}).eval(DS(), callbacks=1), TypeError,
        "The 'callbacks' is not a Callback or a list of Callback."),
    'eval sink str': (lambda: M(metrics={'mae'}).eval(DS(), dataset_sink_mode='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'predict str': (lambda: M().predict('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'predict None': (lambda: M().predict(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'Model network None': (lambda: Model(None), TypeError,
        "The type of 'network' should be 'Cell', but got type 'NoneType'."),
    'Model network str': (lambda: Model('a'), TypeError,
        "The type of 'network' should be 'Cell', but got type 'str'."),
    'Model loss str': (lambda: Model(N(), loss_fn='a'), AttributeError,
        "'str' object has no attribute 'get_inputs'"),
    'Model opt str': (lambda: Model(N(), nn.MSELoss(), optimizer='a'), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', 'AdaSumByGradWrap"
        "Cell', 'AdaSumByDeltaWeightWrapCell']', but got type 'str'."),
    'Model metrics str': (lambda: Model(N(), nn.MSELoss(), metrics='a'), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got a"),
    'Model metrics bad name': (lambda: Model(N(), nn.MSELoss(), metrics={'bogus'}), KeyError,
        '"For \'get_metric_fn\', unsupported metric bogus, please refer to official website for'
        ' more details about supported metrics."'),
    'Model metrics list': (lambda: Model(N(), nn.MSELoss(), metrics=['mae']), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got ['mae']"),
    'Model amp_level bad': (lambda: Model(N(), nn.MSELoss(), amp_level='O9'), ValueError,
        "Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O"
        "0' to disable auto mixed precision or set 'optimizer' not be None to use auto mixed pr"
        "ecision."),
    'Model amp_level int': (lambda: Model(N(), nn.MSELoss(), amp_level=1), ValueError,
        "Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O"
        "0' to disable auto mixed precision or set 'optimizer' not be None to use auto mixed pr"
        "ecision."),
    'Model loss_scale_manager int': (
        lambda: Model(N(), nn.MSELoss(), nn.SGD(N().trainable_params(), 0.1),
                      loss_scale_manager=1),
        TypeError,
        "The type of 'loss_scale_manager' should be one of '['LossScaleManager', 'GroupLossScal"
        "eManager']', but got type 'int'."),
    'Model bogus kw': (lambda: Model(N(), bogus=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or 'b"
        "oost_config_dict' or 'acc_level', but got 'bogus'."),
    'LossMonitor str': (lambda: LossMonitor('a'), TypeError,
        "The input value must be int, but got 'str'"),
    'LossMonitor neg': (lambda: LossMonitor(-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'LossMonitor float': (lambda: LossMonitor(1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'LossMonitor bool': (lambda: LossMonitor(True), TypeError,
        "The input value must be int and must >= 0, but got 'True' with type 'bool'."),
    'TimeMonitor data_time str': (lambda: TimeMonitor(1, data_time='a'), TypeError,
        "The 'data_time' must be a bool, but got str."),
    'History arg': (lambda: History(1), TypeError,
        'History.__init__() takes 1 positional argument but 2 were given'),
    'LambdaCallback int train': (
        lambda: M().train(1, DS(), callbacks=[LambdaCallback(on_train_begin=1)]), TypeError,
        "'int' object is not callable"),
    'LambdaCallback bogus': (lambda: LambdaCallback(bogus=1), TypeError,
        "LambdaCallback.__init__() got an unexpected keyword argument 'bogus'"),
    'LRScheduler int train': (
        lambda: M().train(1, DS(), callbacks=[LearningRateScheduler(1)]), TypeError,
        "'int' object is not callable"),
    'EarlyStopping patience str': (lambda: EarlyStopping(patience='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'EarlyStopping patience neg': (lambda: EarlyStopping(patience=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'EarlyStopping mode bad': (lambda: EarlyStopping(mode='x'), ValueError,
        "mode should be 'auto', 'min' or 'max', but got x."),
    'EarlyStopping min_delta str': (lambda: EarlyStopping(min_delta='a'), TypeError,
        "The type of 'min_delta' should be one of '['float', 'int']', but got type 'str'."),
    'EarlyStopping monitor int': (lambda: EarlyStopping(monitor=1), TypeError,
        "The type of 'monitor' should be 'str', but got type 'int'."),
    'EarlyStopping restore str': (lambda: EarlyStopping(restore_best_weights='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'RLROP factor 1': (lambda: ReduceLROnPlateau(factor=1.0), ValueError,
        "The input value must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'RLROP factor str': (lambda: ReduceLROnPlateau(factor='a'), TypeError,
        "The input value must be 'float',  but got 'str'."),
    'RLROP factor neg': (lambda: ReduceLROnPlateau(factor=-0.1), ValueError,
        "The input value must be in range of (0.0, 1.0), but got -0.1 with type 'float'."),
    'RLROP mode bad': (lambda: ReduceLROnPlateau(mode='x'), ValueError,
        "mode should be 'auto', 'min' or 'max', but got x."),
    'RLROP patience str': (lambda: ReduceLROnPlateau(patience='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'RLROP cooldown neg': (lambda: ReduceLROnPlateau(cooldown=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'RLROP min_lr str': (lambda: ReduceLROnPlateau(min_lr='a'), TypeError,
        "The type of 'min_lr' should be one of '['float', 'int']', but got type 'str'."),
    'CkptConfig steps str': (lambda: CheckpointConfig(save_checkpoint_steps='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'CkptConfig keep neg': (lambda: CheckpointConfig(keep_checkpoint_max=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CkptConfig seconds str': (lambda: CheckpointConfig(save_checkpoint_seconds='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'CkptConfig integrated str': (lambda: CheckpointConfig(integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'CkptConfig async str': (lambda: CheckpointConfig(async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but"
        " got a."),
    'CkptConfig append_info str': (lambda: CheckpointConfig(append_info='a'), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' must be list,but got <class 'str'>."),
    'CkptConfig append_info list int': (lambda: CheckpointConfig(append_info=[1]), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' element must be str or dict,but got "
        "<class 'int'>."),
    'CkptConfig enc_key str': (lambda: CheckpointConfig(enc_key='a'), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), b"
        "ut got a."),
    'CkptConfig exception_save str': (lambda: CheckpointConfig(exception_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'ModelCheckpoint prefix int': (lambda: ModelCheckpoint(prefix=1), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it m"
        "ust be callable or string that does not contain '/', but got 1."),
    'ModelCheckpoint prefix slash': (lambda: ModelCheckpoint(prefix='a/b'), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it m"
        "ust be callable or string that does not contain '/', but got a/b."),
    'ModelCheckpoint directory int': (lambda: ModelCheckpoint(directory=1), TypeError,
        'The path is invalid, the type should be string.'),
    'ModelCheckpoint config str': (lambda: ModelCheckpoint(config='a'), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but"
        " got <class 'str'>."),
    'ModelCheckpoint config int': (lambda: ModelCheckpoint(config=1), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but"
        " got <class 'int'>."),
    'ms.export net str': (
        lambda: ms.export('a', F(1, 2), file_name=os.path.join(D, 'n')), TypeError,
        "export() missing 1 required keyword-only argument: 'file_format'"),
    'ms.export format bad': (
        lambda: ms.export(N(), F(1, 2), file_name=os.path.join(D, 'n'), file_format='XYZ'),
        ValueError,
        "For 'export', 'file_format' must be one of ['AIR', 'ONNX', 'MINDIR'], but got XYZ."),
    'ms.export no file_name': (lambda: ms.export(N(), F(1, 2)), TypeError,
        "export() missing 2 required keyword-only arguments: 'file_name' and 'file_format'"),
    'ms.export file_name int': (lambda: ms.export(N(), F(1, 2), file_name=1), TypeError,
        "export() missing 1 required keyword-only argument: 'file_format'"),
    'ms.export input str': (
        lambda: ms.export(N(), 'a', file_name=os.path.join(D, 'n'), file_format='MINDIR'),
        TypeError,
        'Failed calling Shape with "input_x=String".\nThe valid calling should be: "input_x=<Te'
        'nsor>".'),
    'ms.load missing': (lambda: ms.load(os.path.join(D, 'missing.mindir')), ValueError,
        "For 'load', the argument 'file_name'(MindIR file) does not exist, please check whether"
        " the 'file_name' is correct."),
    'ms.load int': (lambda: ms.load(1), ValueError,
        "For 'load', the argument 'file_name' must be string, but got <class 'int'>."),
    'ms.load not mindir': (lambda: ms.load(os.path.join(D, 'x.txt')), ValueError,
        "For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', please in"
        "put the correct 'file_name'."),
    'ms.load dec_key str': (
        lambda: ms.load(os.path.join(D, 'missing.mindir'), dec_key='a'), ValueError,
        "For 'load', the argument 'file_name'(MindIR file) does not exist, please check whether"
        " the 'file_name' is correct."),
    'ms.load obfuscated bad': (
        lambda: ms.load(os.path.join(D, 'missing.mindir'), obf_func=1), NotImplementedError,
        'Dynamic model structure obfuscation is no longer supported.'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'Model eval_network no loss': (lambda: type(Model(N(), eval_network=N())).__name__,
        "'Model'"),
    'Model eval_indexes bad': (
        lambda: type(Model(N(), nn.MSELoss(), eval_network=N(), eval_indexes=[0, 1])).__name__,
        "'Model'"),
    'Model eval_indexes int': (
        lambda: type(Model(N(), nn.MSELoss(), eval_network=N(), eval_indexes=1)).__name__,
        "'Model'"),
    'Model boost_level bad': (lambda: type(Model(N(), nn.MSELoss(), boost_level='O9')).__name__,
        "'Model'"),
    'Model keep_batchnorm_fp32 str': (
        lambda: type(Model(N(), nn.MSELoss(), keep_batchnorm_fp32='a')).__name__,
        "'Model'"),
    'Model no opt train': (lambda: Model(N(), nn.MSELoss()).train(1, DS()),
        'None'),
    'LossMonitor 0': (lambda: type(LossMonitor(0)).__name__,
        "'LossMonitor'"),
    'TimeMonitor str': (lambda: type(TimeMonitor('a')).__name__,
        "'TimeMonitor'"),
    'TimeMonitor 0': (lambda: type(TimeMonitor(0)).__name__,
        "'TimeMonitor'"),
    'TimeMonitor neg': (lambda: type(TimeMonitor(-1)).__name__,
        "'TimeMonitor'"),
    'TimeMonitor float': (lambda: type(TimeMonitor(1.5)).__name__,
        "'TimeMonitor'"),
    'LambdaCallback int': (lambda: type(LambdaCallback(on_train_begin=1)).__name__,
        "'LambdaCallback'"),
    'LRScheduler int': (lambda: type(LearningRateScheduler(1)).__name__,
        "'LearningRateScheduler'"),
    'LRScheduler None': (lambda: type(LearningRateScheduler(None)).__name__,
        "'LearningRateScheduler'"),
    'EarlyStopping baseline str': (lambda: type(EarlyStopping(baseline='a')).__name__,
        "'EarlyStopping'"),
    'RLROP min_lr neg': (lambda: type(ReduceLROnPlateau(min_lr=-1.0)).__name__,
        "'ReduceLROnPlateau'"),
    'RLROP min_delta neg': (lambda: type(ReduceLROnPlateau(min_delta=-1.0)).__name__,
        "'ReduceLROnPlateau'"),
    'CkptConfig steps 0': (lambda: type(CheckpointConfig(save_checkpoint_steps=0)).__name__,
        "'CheckpointConfig'"),
    'CkptConfig both None': (
        lambda: type(CheckpointConfig(save_checkpoint_steps=None,
                                      save_checkpoint_seconds=None)).__name__,
        "'CheckpointConfig'"),
    'CkptConfig enc_mode bad': (
        lambda: type(CheckpointConfig(enc_key=b'0123456789abcdef', enc_mode='x')).__name__,
        "'CheckpointConfig'"),
    'CkptConfig format bad': (lambda: type(CheckpointConfig(format='x')).__name__,
        "'CheckpointConfig'"),
    'CkptConfig bogus': (lambda: type(CheckpointConfig(bogus=1)).__name__,
        "'CheckpointConfig'"),
    'Callback begin ok': (lambda: Callback().begin(None),
        'None'),
}
