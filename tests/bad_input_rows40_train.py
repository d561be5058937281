"""Rows of ``test_bad_input_catalogue40`` (training callbacks and serialization): MindSpore
2.10's exception type and text for each call (measured on 2.10 CPU, one case per forked
process; /tmp/s56/bad40/tr.py): CheckpointConfig, ModelCheckpoint, LossMonitor, TimeMonitor,
EarlyStopping, ReduceLROnPlateau, SummaryCollector, OnRequestExit, BackupAndRestore, Model's
constructor, save_checkpoint/load_checkpoint/load_param_into_net, export/load, merge_sliced_
parameter, build_searched_strategy. TMP: the test's temporary directory.
Left out (minicell differs): Model.train/eval given a list as dataset (2.10's AttributeError
get_dataset_size), export with no inputs (2.10 adds its graph's NodeInfo), ckpt_to_safetensors
of an int, convert_model (minicell names it unsupported); rows naming a temporary path are in
rounds 27 and 31; SummaryCollector's export_options text lists a set (its order varies in
2.10 too).
"""
import os
import numpy as np
import minicell as ms
from minicell import Tensor, nn
from minicell.train import (BackupAndRestore, CheckpointConfig, EarlyStopping, LossMonitor,
                            Model, ModelCheckpoint, OnRequestExit, ReduceLROnPlateau,
                            SummaryCollector)


TMP = "/nonexistent"        # each row's test points it at its own tmp_path


def F(*s):
    return Tensor(np.ones(s, np.float32))


def net():
    return nn.Dense(3, 2)


def opt(n):
    return nn.Momentum(n.trainable_params(), 0.1, 0.9)


def _load_ckpt_net():
    ms.save_checkpoint(net(), os.path.join(TMP, 'j.ckpt'))
    ms.load_checkpoint(os.path.join(TMP, 'j.ckpt'), net='a')


def _load_ckpt_filter():
    ms.save_checkpoint(net(), os.path.join(TMP, 'l.ckpt'))
    ms.load_checkpoint(os.path.join(TMP, 'l.ckpt'), filter_prefix=1)


def _load_ckpt_filter_empty():
    ms.save_checkpoint(net(), os.path.join(TMP, 'm.ckpt'))
    ms.load_checkpoint(os.path.join(TMP, 'm.ckpt'), filter_prefix='')


def _load_ckpt_dec():
    ms.save_checkpoint(net(), os.path.join(TMP, 'o.ckpt'))
    ms.load_checkpoint(os.path.join(TMP, 'o.ckpt'), dec_key='a')


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ckcfg steps neg': (lambda: CheckpointConfig(save_checkpoint_steps=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ckcfg steps float': (lambda: CheckpointConfig(save_checkpoint_steps=1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'ckcfg secs neg': (
        lambda: CheckpointConfig(save_checkpoint_steps=None, save_checkpoint_seconds=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ckcfg max neg': (lambda: CheckpointConfig(keep_checkpoint_max=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ckcfg minutes neg': (lambda: CheckpointConfig(keep_checkpoint_per_n_minutes=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ckcfg integrated': (lambda: CheckpointConfig(integrated_save='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'ckcfg async': (lambda: CheckpointConfig(async_save=1),
        TypeError, "For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                   "but got <class 'int'>."),
    'ckcfg append': (lambda: CheckpointConfig(append_info='a'),
        TypeError, "For 'CheckpointConfig', the type of 'append_info' must be list,but got "
                   "<class 'str'>."),
    'ckcfg append item': (lambda: CheckpointConfig(append_info=[1]),
        TypeError, "For 'CheckpointConfig', the type of 'append_info' element must be str or "
                   "dict,but got <class 'int'>."),
    'ckcfg enc': (lambda: CheckpointConfig(enc_key='abc'),
        ValueError, "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, "
                    "<class 'bytes'>), but got abc."),
    'ckcfg exception': (lambda: CheckpointConfig(exception_save='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'ckcfg remove redundancy': (lambda: CheckpointConfig(remove_redundancy='a'),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, "
                    'but got a.'),
    'ckcfg graph': (lambda: CheckpointConfig(saved_network='a'),
        TypeError, "For 'CheckpointConfig', the type of 'saved_network' must be None or Cell, "
                   "but got <class 'str'>."),
    'mck prefix int': (lambda: ModelCheckpoint(prefix=1),
        ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
                    "invalid, it must be callable or string that does not contain '/', but "
                    'got 1.'),
    'mck prefix slash': (lambda: ModelCheckpoint(prefix='a/b'),
        ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
                    "invalid, it must be callable or string that does not contain '/', but "
                    'got a/b.'),
    'mck dir int': (lambda: ModelCheckpoint(directory=1),
        TypeError, 'The path is invalid, the type should be string.'),
    'mck config': (lambda: ModelCheckpoint(config='a'),
        TypeError, "For 'ModelCheckpoint', the type of argument 'config' should be "
                   "'CheckpointConfig', but got <class 'str'>."),
    'lossmon float': (lambda: LossMonitor(1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'lossmon neg': (lambda: LossMonitor(-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'early mode': (lambda: EarlyStopping(mode='avg'),
        ValueError, "mode should be 'auto', 'min' or 'max', but got avg."),
    'early patience': (lambda: EarlyStopping(patience=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'early monitor': (lambda: EarlyStopping(monitor=1),
        TypeError, "The type of 'monitor' should be 'str', but got type 'int'."),
    'early min delta': (lambda: EarlyStopping(min_delta='a'),
        TypeError, "The type of 'min_delta' should be one of '['float', 'int']', but got type "
                   "'str'."),
    'early restore': (lambda: EarlyStopping(restore_best_weights=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'rlr factor': (lambda: ReduceLROnPlateau(factor=1.0),
        ValueError, 'The input value must be in range of (0.0, 1.0), but got 1.0 with type '
                    "'float'."),
    'rlr factor neg': (lambda: ReduceLROnPlateau(factor=-0.1),
        ValueError, 'The input value must be in range of (0.0, 1.0), but got -0.1 with type '
                    "'float'."),
    'rlr mode': (lambda: ReduceLROnPlateau(mode='avg'),
        ValueError, "mode should be 'auto', 'min' or 'max', but got avg."),
    'rlr cooldown': (lambda: ReduceLROnPlateau(cooldown=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'rlr patience': (lambda: ReduceLROnPlateau(patience=1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'summary dir': (lambda: SummaryCollector(1),
        TypeError, 'The summary_dir is invalid, the type should be string.'),
    'summary freq': (lambda: SummaryCollector(TMP, collect_freq=0),
        ValueError, 'For "SummaryCollector", the value of `collect_freq` should be greater '
                    'than 0, but got `0`.'),
    'summary freq float': (lambda: SummaryCollector(TMP, collect_freq=1.5),
        TypeError, "For `collect_freq` the type should be a valid type of ['int'], but got "
                   'float.'),
    'summary spec': (lambda: SummaryCollector(TMP, collect_specified_data='a'),
        TypeError, "For `collect_specified_data` the type should be a valid type of ['dict', "
                   "'NoneType'], but got str."),
    'summary spec key': (lambda: SummaryCollector(TMP, collect_specified_data={'foo': True}),
        ValueError, 'For "SummaryCollector", the keys {\'foo\'} of `collect_specified_data` '
                    "are unsupported, expect the follow keys: ['collect_metric', "
                    "'collect_graph', 'collect_train_lineage', 'collect_eval_lineage', "
                    "'collect_input_data', 'collect_dataset_graph', 'histogram_regular', "
                    "'collect_landscape']"),
    'summary keep': (lambda: SummaryCollector(TMP, keep_default_action='a'),
        TypeError, "For `keep_default_action` the type should be a valid type of ['bool'], "
                   'but got str.'),
    'summary custom': (lambda: SummaryCollector(TMP, custom_lineage_data='a'),
        TypeError, "For `custom_lineage_data` the type should be a valid type of ['dict', "
                   "'NoneType'], but got str."),
    'summary tensor freq': (lambda: SummaryCollector(TMP, collect_tensor_freq=0),
        ValueError, 'For "SummaryCollector", the value of `collect_tensor_freq` should be '
                    'greater than 0, but got `0`.'),
    'summary max file': (lambda: SummaryCollector(TMP, max_file_size=-1),
        ValueError, 'For "SummaryCollector", the value of `max_file_size` should be greater '
                    'than 0, but got `-1`.'),
    'on request sig': (lambda: OnRequestExit(sig='a'),
        ValueError, "The parameter 'sig' must be isinstance of <class 'int'>, but got a."),
    'on request save': (lambda: OnRequestExit(save_ckpt='a'),
        ValueError, "The parameter 'save_ckpt' must be isinstance of <class 'bool'>, but got "
                    'a.'),
    'backup dir': (lambda: BackupAndRestore(1),
        TypeError, 'The path is invalid, the type should be string.'),
    'backup epoch': (lambda: BackupAndRestore(TMP, save_freq=0),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'backup delete': (lambda: BackupAndRestore(TMP, delete_checkpoint='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'model net': (lambda: Model('a'),
        TypeError, "The type of 'network' should be 'Cell', but got type 'str'."),
    'model loss': (lambda: Model(net(), loss_fn='a'),
        AttributeError, "'str' object has no attribute 'get_inputs'"),
    'model opt': (lambda: Model(net(), nn.MSELoss(), optimizer='a'),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'str'."),
    'model metrics': (lambda: Model(net(), nn.MSELoss(), opt(net()), metrics='acc'),
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, but "
                   'got acc'),
    'model metrics name': (lambda: Model(net(), nn.MSELoss(), metrics={'foo'}),
        KeyError, '"For \'get_metric_fn\', unsupported metric foo, please refer to official '
                  'website for more details about supported metrics."'),
    'model level': (lambda: Model(net(), nn.MSELoss(), amp_level='O7'),
        ValueError, "Auto mixed precision will not work because 'optimizer' is None.Please "
                    "set amp_level='O0' to disable auto mixed precision or set 'optimizer' "
                    'not be None to use auto mixed precision.'),
    'model kwarg': (lambda: Model(net(), foo=1),
        ValueError, "The argument in 'kwargs' should be 'loss_scale_manager' or "
                    "'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got "
                    "'foo'."),
    'model train epoch': (lambda: Model(net(), nn.MSELoss(), opt(net())).train(0, [1]),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'model train epoch float': (lambda: Model(net(), nn.MSELoss(), opt(net())).train(1.5, [1]),
        TypeError, "The input value must be int, but got 'float'"),
    'model eval nometric': (lambda: Model(net(), nn.MSELoss()).eval([1]),
        ValueError, "For Model.eval, the model argument 'metrics' can not be None or empty, "
                    "you should set the argument 'metrics' for model."),
    'model predict none': (lambda: Model(net()).predict(),
        TypeError, "Dense.construct() missing 1 required positional argument: 'x'"),
    'save ckpt net': (lambda: ms.save_checkpoint('a', os.path.join(TMP, 'a.ckpt')),
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
                   "dict, but got <class 'str'>."),
    'save ckpt name': (lambda: ms.save_checkpoint(net(), 1),
        TypeError, "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
                   "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save ckpt async': (
        lambda: ms.save_checkpoint(net(), os.path.join(TMP, 'b.ckpt'), async_save='a'),
        ValueError, "For 'save_checkpoint', the argument 'async_save' can only be 'process' "
                    "or 'thread',but got a."),
    'save ckpt integrated': (
        lambda: ms.save_checkpoint(net(), os.path.join(TMP, 'c.ckpt'), integrated_save='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'save ckpt append': (
        lambda: ms.save_checkpoint(net(), os.path.join(TMP, 'd.ckpt'), append_dict=[1]),
        TypeError, "For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                   "<class 'list'>."),
    'save ckpt list item': (lambda: ms.save_checkpoint([1], os.path.join(TMP, 'f.ckpt')),
        TypeError, 'For save_checkpoint, when save_obj is made up by list of Parameter,the '
                   "param should be parameter, but got <class 'int'>"),
    'save ckpt list dict': (
        lambda: ms.save_checkpoint([{'name': 'a'}], os.path.join(TMP, 'g.ckpt')),
        TypeError, 'For save_checkpoint, save_obj should be a list of dict items, and the '
                   "dict should have key values 'name' and 'value', but got <class 'dict'> "
                   "and {'name': 'a'}."),
    'save ckpt format': (
        lambda: ms.save_checkpoint(net(), os.path.join(TMP, 'h.ckpt'), format='pt'),
        ValueError, "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but "
                    'got pt.'),
    'save ckpt choice': (
        lambda: ms.save_checkpoint(net(), os.path.join(TMP, 'i.ckpt'), choice_func='a'),
        TypeError, "'str' object is not callable"),
    'load ckpt name': (lambda: ms.load_checkpoint(1),
        TypeError, "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but "
                   "got <class 'int'>."),
    'load ckpt net': (_load_ckpt_net,
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'str'>."),
    'load ckpt filter': (_load_ckpt_filter,
        TypeError, "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' "
                   "must be string, list[string] or tuple[string], but got <class 'int'>."),
    'load ckpt filter empty': (_load_ckpt_filter_empty,
        ValueError, "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' "
                    "can't include ''."),
    'load ckpt dec': (_load_ckpt_dec,
        ValueError, "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, "
                    "<class 'bytes'>), but got a."),
    'load ckpt format': (lambda: ms.load_checkpoint(os.path.join(TMP, 'p.ckpt'), format='pt'),
        ValueError, "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or "
                    "'.safetensors', please input the correct 'format'."),
    'load param net': (lambda: ms.load_param_into_net('a', {}),
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'str'>."),
    'load param dict': (lambda: ms.load_param_into_net(net(), 'a'),
        TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a "
                   "dict, but got <class 'str'>."),
    'load param strict': (lambda: ms.load_param_into_net(net(), {}, strict_load='a'),
        TypeError, 'The input value must be a bool, but got str.'),
    'load param value': (lambda: ms.load_param_into_net(net(), {'weight': 1}),
        TypeError, "For 'parameter_dict', the element in the argument 'parameter_dict' should "
                   "be a 'str' and 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'load param shape': (
        lambda: ms.load_param_into_net(net(), {'weight': ms.Parameter(F(3, 3), name='weight')}),
        RuntimeError, "For 'load_param_into_net', weight in the argument 'net' should have "
                      "the same shape as weight in the argument 'parameter_dict'. But got its "
                      "shape (2, 3) in the argument 'net' and shape (3, 3) in the argument "
                      "'parameter_dict'.May you need to check whether the checkpoint you "
                      "loaded is correct or the batch size and so on in the 'net' and "
                      "'parameter_dict' are same."),
    'export net': (
        lambda: ms.export('a', F(1, 3), file_name=os.path.join(TMP, 'a'), file_format='MINDIR'),
        RuntimeError, 'fn a is not function or method'),
    'export format': (
        lambda: ms.export(net(), F(1, 3), file_name=os.path.join(TMP, 'b'), file_format='PB'),
        ValueError, "For 'export', 'file_format' must be one of ['AIR', 'ONNX', 'MINDIR'], "
                    'but got PB.'),
    'export name': (lambda: ms.export(net(), F(1, 3), file_name=1, file_format='MINDIR'),
        TypeError, "The '1' must be string, but got <class 'int'>."),
    'load mindir missing': (lambda: ms.load(os.path.join(TMP, 'none.mindir')),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'load mindir name': (lambda: ms.load(1),
        ValueError, "For 'load', the argument 'file_name' must be string, but got <class "
                    "'int'>."),
    'load mindir suffix': (lambda: ms.load(os.path.join(TMP, 'x.txt')),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) should end with "
                    "'.mindir', please input the correct 'file_name'."),
    'load mindir dec': (lambda: ms.load(os.path.join(TMP, 'none.mindir'), dec_key='a'),
        ValueError, "For 'load', the argument 'file_name'(MindIR file) does not exist, please "
                    "check whether the 'file_name' is correct."),
    'merge sliced': (lambda: ms.merge_sliced_parameter('a'),
        TypeError, "For 'merge_sliced_parameter', the argument 'sliced_parameters' should be "
                   "list, but got <class 'str'>."),
    'merge sliced empty': (lambda: ms.merge_sliced_parameter([]),
        ValueError, "For 'merge_sliced_parameter', the argument 'sliced_parameters' should "
                    'not be empty.'),
    'build searched': (lambda: ms.build_searched_strategy(1),
        TypeError, "For 'build_searched_strategy', the argument 'strategy_filename' should be "
                   "string, but got <class 'int'>."),
}
