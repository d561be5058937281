"""Rows of ``test_bad_input_catalogue58``: ``save_checkpoint`` / ``load_checkpoint`` /
``load_param_into_net``, ``CheckpointConfig``, ``ModelCheckpoint``, ``LossMonitor``,
``TimeMonitor``, ``Model``'s arguments, ``ms.amp`` (auto_mixed_precision, build_train_network,
loss scalers and managers, all_finite, custom_mixed_precision). 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process: /tmp/s75/bad58/run.py on
c22.py, c24.py). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): save-dict-bad (UnboundLocalError: "cannot access local
variable 'each_param' where it"); load-missing (ValueError: "For 'load_checkpoint', the
checkpoint file: /tmp/t"); load-ext (ValueError: "For 'load_checkpoint', the checkpoint file
format "); load-choice (ValueError: "'int' object is not callable\\nFor 'load_checkpoint'");
af-tensor (TypeError: 'Failed calling AddN with "x=Tensor[Int64]".\\nThe va'); af-int (TypeError:
'Failed calling IsFinite with "input=Int64".\\nThe va'); af-dict (TypeError: 'Failed calling AddN
with "x=Dictionary[[a,],[Tenso'); af-nested (TypeError: 'Failed calling AddN with
"x=List[List[Tensor[Int64').
"""
import numpy as np

import minicell as ms
from minicell import nn
from minicell.train import CheckpointConfig, LossMonitor, Model, ModelCheckpoint
from bad_input_rows58_help import CK, F, NET, TMP

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'save-none': (lambda: ms.save_checkpoint(None, TMP('b.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got "
        "<class 'NoneType'>."),
    'save-str': (lambda: ms.save_checkpoint('a', TMP('b.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got "
        "<class 'str'>."),
    'save-int': (lambda: ms.save_checkpoint(1, TMP('b.ckpt')), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got "
        "<class 'int'>."),
    'save-path-none': (lambda: ms.save_checkpoint(NET(), None), TypeError,
        "For 'save_checkpoint', the parameter None for checkpoint file name is invalid,'ckpt_fil"
        "e_name' must be string, but got <class 'NoneType'>."),
    'save-path-int': (lambda: ms.save_checkpoint(NET(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is invalid,'ckpt_file_n"
        "ame' must be string, but got <class 'int'>."),
    'save-fmt': (lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), format='bad'), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got bad."),
    'save-async': (lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but "
        "got a."),
    'save-integrated': (
        lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'save-list-bad': (lambda: ms.save_checkpoint([1, 2], TMP('b.ckpt')), TypeError,
        "For save_checkpoint, when save_obj is made up by list of Parameter,the param should be "
        "parameter, but got <class 'int'>"),
    'save-list-dict-bad': (lambda: ms.save_checkpoint([{'name': 'a'}], TMP('b.ckpt')), TypeError,
        "For save_checkpoint, save_obj should be a list of dict items, and the dict should have "
        "key values 'name' and 'value', but got <class 'dict'> and {'name': 'a'}."),
    'save-append-bad': (lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), append_dict=1), TypeError,
        "For 'save_checkpoint', the argument 'append_dict' must be dict, but got <class 'int'>."),
    'save-append-val': (
        lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), append_dict={'k': [1]}), TypeError,
        "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, "
        "float, bool or Generator, but got key: <class 'str'>, value: <class 'list'>"),
    'save-choice': (lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save-enc': (lambda: ms.save_checkpoint(NET(), TMP('b.ckpt'), enc_key=1), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), bu"
        "t got 1."),
    'load-none': (lambda: ms.load_checkpoint(None), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'No"
        "neType'>."),
    'load-int': (lambda: ms.load_checkpoint(1), TypeError,
        "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got <class 'in"
        "t'>."),
    'load-net-bad': (lambda: ms.load_checkpoint(CK(), net=1), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'int'>."),
    'load-filter': (lambda: ms.load_checkpoint(CK(), filter_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
        "list[string] or tuple[string], but got <class 'int'>."),
    'load-filter-list': (lambda: ms.load_checkpoint(CK(), filter_prefix=[1]), TypeError,
        "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, the e"
        "lement in it must be string, but got <class 'int'> at index 0."),
    'load-specify': (lambda: ms.load_checkpoint(CK(), specify_prefix=1), TypeError,
        "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
        "list[string] or tuple[string], but got <class 'int'>."),
    'load-fmt': (lambda: ms.load_checkpoint(CK(), format='bad'), ValueError,
        "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', p"
        "lease input the correct 'format'."),
    'load-dec': (lambda: ms.load_checkpoint(CK(), dec_key=1), ValueError,
        "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), bu"
        "t got 1."),
    'lpin-none': (lambda: ms.load_param_into_net(None, {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'NoneTyp"
        "e'>."),
    'lpin-net-str': (lambda: ms.load_param_into_net('a', {}), TypeError,
        "For 'load_param_into_net', the argument 'net' should be a Cell, but got <class 'str'>."),
    'lpin-dict-none': (lambda: ms.load_param_into_net(NET(), None), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <cla"
        "ss 'NoneType'>."),
    'lpin-dict-list': (lambda: ms.load_param_into_net(NET(), [1]), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got <cla"
        "ss 'list'>."),
    'lpin-dict-vals': (lambda: ms.load_param_into_net(NET(), {'weight': 1}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str' an"
        "d 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lpin-strict': (lambda: ms.load_param_into_net(NET(), {}, strict_load='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'lpin-remove': (lambda: ms.load_param_into_net(NET(), {}, remove_redundancy='a'), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got a."),
    'cc-steps': (lambda: CheckpointConfig(save_checkpoint_steps=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'cc-steps-str': (lambda: CheckpointConfig(save_checkpoint_steps='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'cc-secs': (lambda: CheckpointConfig(save_checkpoint_seconds=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'cc-max': (lambda: CheckpointConfig(keep_checkpoint_max=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'cc-max-str': (lambda: CheckpointConfig(keep_checkpoint_max='a'), TypeError,
        "The input value must be int, but got 'str'"),
    'cc-mins': (lambda: CheckpointConfig(keep_checkpoint_per_n_minutes=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'cc-integ': (lambda: CheckpointConfig(integrated_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'cc-async': (lambda: CheckpointConfig(async_save='a'), ValueError,
        "For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but "
        "got a."),
    'cc-append': (lambda: CheckpointConfig(append_info=1), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' must be list,but got <class 'int'>."),
    'cc-append-list': (lambda: CheckpointConfig(append_info=[1]), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' element must be str or dict,but got <"
        "class 'int'>."),
    'cc-append-bad': (lambda: CheckpointConfig(append_info=['bad']), ValueError,
        "For 'CheckpointConfig', the value of element in the argument 'append_info' must be in ["
        "'epoch_num', 'step_num'], but got bad."),
    'cc-exc': (lambda: CheckpointConfig(exception_save='a'), TypeError,
        'The input value must be a bool, but got str.'),
    'cc-enc': (lambda: CheckpointConfig(enc_key=1), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class 'bytes'>), bu"
        "t got 1."),
    'cc-remove': (lambda: CheckpointConfig(remove_redundancy='a'), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but got a."),
    'cc-steps-float': (lambda: CheckpointConfig(save_checkpoint_steps=1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'mc-prefix': (lambda: ModelCheckpoint(prefix=1), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it mu"
        "st be callable or string that does not contain '/', but got 1."),
    'mc-prefix-slash': (lambda: ModelCheckpoint(prefix='a/b'), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it mu"
        "st be callable or string that does not contain '/', but got a/b."),
    'mc-dir': (lambda: ModelCheckpoint(directory=1), TypeError,
        'The path is invalid, the type should be string.'),
    'mc-config': (lambda: ModelCheckpoint(config=1), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but "
        "got <class 'int'>."),
    'mc-config-str': (lambda: ModelCheckpoint(config='a'), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but "
        "got <class 'str'>."),
    'lm-neg': (lambda: LossMonitor(-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'lm-str': (lambda: LossMonitor('a'), TypeError,
        "The input value must be int, but got 'str'"),
    'lm-float': (lambda: LossMonitor(1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'model-none': (lambda: Model(None), TypeError,
        "The type of 'network' should be 'Cell', but got type 'NoneType'."),
    'model-str': (lambda: Model('a'), TypeError,
        "The type of 'network' should be 'Cell', but got type 'str'."),
    'model-loss': (lambda: Model(NET(), loss_fn=1), AttributeError,
        "'int' object has no attribute 'get_inputs'"),
    'model-opt': (lambda: Model(NET(), optimizer=1), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', 'AdaSumByGradWrapC"
        "ell', 'AdaSumByDeltaWeightWrapCell']', but got type 'int'."),
    'model-metrics': (lambda: Model(NET(), metrics=1), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got 1"),
    'model-metrics-bad': (lambda: Model(NET(), metrics={'bad'}), KeyError,
        '"For \'get_metric_fn\', unsupported metric bad, please refer to official website for mo'
        're details about supported metrics."'),
    'model-amp': (lambda: Model(NET(), amp_level='O9'), ValueError,
        "Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O0"
        "' to disable auto mixed precision or set 'optimizer' not be None to use auto mixed prec"
        "ision."),
    'model-amp-int': (lambda: Model(NET(), amp_level=1), ValueError,
        "Auto mixed precision will not work because 'optimizer' is None.Please set amp_level='O0"
        "' to disable auto mixed precision or set 'optimizer' not be None to use auto mixed prec"
        "ision."),
    'model-kw': (lambda: Model(NET(), bogus=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or 'bo"
        "ost_config_dict' or 'acc_level', but got 'bogus'."),
    'model-train-epoch': (
        lambda: Model(NET(), nn.MSELoss(), nn.SGD(NET().trainable_params())).train(-1, None),
        ValueError,
        "The input value must be int and must > 0, but got '-1' with type 'int'."),
    'model-predict-none': (lambda: Model(NET()).predict(None), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'NoneType'>."),
    'model-predict-str': (lambda: Model(NET()).predict('a'), TypeError,
        "For primitive[Shape], the input argument must be Tensor, but got <class 'str'>."),
    'amp-level': (lambda: ms.amp.auto_mixed_precision(NET(), 'O9'), ValueError,
        'The amp level O9 is not supported'),
    'amp-net': (lambda: ms.amp.auto_mixed_precision(None, 'O1'), TypeError,
        "For amp_level 'O1', the network type should be Cell."),
    'amp-dtype': (lambda: ms.amp.auto_mixed_precision(NET(), 'O1', dtype=ms.int32), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Int32.'),
    'amp-level-int': (lambda: ms.amp.auto_mixed_precision(NET(), 1), ValueError,
        'The amp level 1 is not supported'),
    'amp-build': (
        lambda: ms.amp.build_train_network(NET(), nn.SGD(NET().trainable_params()), level='O9'),
        ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'amp-build-net': (lambda: ms.amp.build_train_network(None, None), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', 'AdaSumByGradWrapC"
        "ell', 'AdaSumByDeltaWeightWrapCell']', but got type 'NoneType'."),
    'amp-scaler-neg': (lambda: ms.amp.DynamicLossScaler(-1, 2, 100), ValueError,
        "The argument 'scale_value' must be > 1, but got -1"),
    'amp-scaler-str': (lambda: ms.amp.DynamicLossScaler('a', 2, 100), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'amp-scaler-factor': (lambda: ms.amp.DynamicLossScaler(1024, 'a', 100), TypeError,
        "The 'scale_factor' must be int, but got 'str'"),
    'amp-static-neg': (lambda: ms.amp.StaticLossScaler(-1), ValueError,
        "The argument 'scale_value' must be > 1, but got -1"),
    'amp-static-str': (lambda: ms.amp.StaticLossScaler('a'), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type 'str'."),
    'amp-fixed-mgr': (lambda: ms.amp.FixedLossScaleManager(-1), ValueError,
        "The argument 'loss_scale' must be >= 1, but got -1"),
    'amp-fixed-mgr-str': (lambda: ms.amp.FixedLossScaleManager('a'), TypeError,
        "'<' not supported between instances of 'str' and 'int'"),
    'amp-dyn-mgr': (lambda: ms.amp.DynamicLossScaleManager(-1), ValueError,
        "The argument 'init_loss_scale' must be > 1, but got -1"),
    'amp-dyn-mgr-window': (lambda: ms.amp.DynamicLossScaleManager(128, 2, 0), ValueError,
        "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > 0, but got '0'"
        " with type 'int'."),
    'amp-all-finite': (lambda: ms.amp.all_finite(None), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list"
        ", dict) or their nested structures with no self-reference, but got NoneType: None."),
    'amp-all-finite-str': (lambda: ms.amp.all_finite('a'), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list"
        ", dict) or their nested structures with no self-reference, but got str: a."),
    'amp-custom': (lambda: ms.amp.custom_mixed_precision(NET(), white_list=1), TypeError,
        "The type of white_list should be list, but got <class 'int'>"),
    'amp-custom-both': (
        lambda: ms.amp.custom_mixed_precision(NET(), white_list=[], black_list=[]), ValueError,
        'For custom_mixed_precision, the white_list or black_list cannot be provided at the same'
        ' time, please provide one or the other.'),
    'af-tuple-none': (lambda: ms.amp.all_finite((None,)), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list"
        ", dict) or their nested structures with no self-reference, but got tuple: (None,)."),
    'af-list-str': (lambda: ms.amp.all_finite([F(2, 3), 'a']), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list"
        ", dict) or their nested structures with no self-reference, but got list: [Tensor(shape="
        "[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00],\n "
        "[ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]]), 'a']."),
    'af-empty': (lambda: ms.amp.all_finite([]), ValueError,
        'For primitive[AddN], the concat element num must be greater than or equal to 1, but got'
        ' 0.'),
    'af-np': (lambda: ms.amp.all_finite([np.ones(2)]), TypeError,
        "For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list"
        ", dict) or their nested structures with no self-reference, but got list: [array([1., 1."
        "])]."),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'load-strict': (lambda: ms.load_checkpoint(CK(), strict_load='a'),
        "{'weight': Parameter (name=weight, shape=(2, 2), dtype=Float32, requires_grad=True), 'b"
        "ias': Parameter (name=bias, shape=(2,), dtype=Float32, requires_grad=True)}"),
    'amp-get-white': (lambda: type(ms.amp.get_white_list()).__name__,
        "'list'"),
}
