"""Rows of ``test_bad_input_catalogue48`` (Parameter flag setters and set_data, load_checkpoint /
load_param_into_net / save_checkpoint bad arguments, amp (auto_mixed_precision, loss scale
managers), train.Model and callbacks; ``{D}`` in a text stands for the rows' temporary directory):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per process
(forked after the imports), pynative_synchronize on; /tmp/s65/bad48/w/c1.py with
/tmp/s65/bad48/run.py; the text up to 2.10's C++ call stack).
Measured and left out (minicell differs or 2.10 computes): load_param_into_net tensor value
(TypeError: "For 'parameter_dict', the element in the argument 'parameter_dict' should be a 'str'
and '"); amp all_finite list int (TypeError: 'Failed calling IsFinite with "input=Int64".\nThe
valid calling should be: "input=<Tensor>".').
"""
import numpy as np
import minicell as ms
from minicell import amp, train  # noqa: F401
from minicell.train import Model, callback as cb  # noqa: F401
from minicell import Parameter, Tensor, nn  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I, DS, _p, _net, _opt, ck, D, _KEY, P2, wset  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Parameter cache_enable int': (lambda: wset("cache_enable", 1), TypeError,
        'The argument `cache_enable` must be bool type.'),
    'Parameter cache_enable str': (lambda: wset("cache_enable", "a"), TypeError,
        'The argument `cache_enable` must be bool type.'),
    'Parameter cache_shape int': (lambda: wset("cache_shape", 1), TypeError,
        'The argument `cache_shape` must be tuple or list type.'),
    'Parameter cache_shape str': (lambda: wset("cache_shape", "ab"), TypeError,
        'The argument `cache_shape` must be tuple or list type.'),
    'Parameter key str': (lambda: wset("key", "a"), TypeError,
        'The argument `key` must be int type.'),
    'Parameter key float': (lambda: wset("key", 1.5), TypeError,
        'The argument `key` must be int type.'),
    'Parameter pocr int': (lambda: wset("parallel_optimizer_comm_recompute", 1), TypeError,
        'The input value must be a bool, but got int.'),
    'Parameter pocr str': (lambda: wset("parallel_optimizer_comm_recompute", "a"), TypeError,
        'The input value must be a bool, but got str.'),
    'Parameter pocr None': (lambda: wset("parallel_optimizer_comm_recompute", None), TypeError,
        'The input value must be a bool, but got NoneType.'),
    'Parameter comm_fusion str': (lambda: wset("comm_fusion", "a"), TypeError,
        "The input value must be int, but got 'str'"),
    'Parameter comm_fusion neg': (lambda: wset("comm_fusion", -1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'Parameter comm_fusion bool': (lambda: wset("comm_fusion", True), TypeError,
        "The input value must be int and must >= 0, but got 'True' with type 'bool'."),
    'Parameter comm_fusion float': (lambda: wset("comm_fusion", 1.0), TypeError,
        "The input value must be int, but got 'float'"),
    'Parameter layerwise_parallel int': (lambda: wset("layerwise_parallel", 1), TypeError,
        'The argument `layerwise_parallel` must be bool type.'),
    'Parameter parallel_optimizer None': (lambda: wset("parallel_optimizer", None), TypeError,
        'The argument `parallel_optimizer` must be bool type.'),
    'Parameter requires_grad int': (lambda: wset("requires_grad", 1), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter requires_grad None': (lambda: wset("requires_grad", None), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter requires_grad np bool': (lambda: wset("requires_grad", np.bool_(False)), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter name float': (lambda: wset("name", 1.5), ValueError,
        "The type of the Parameter's name should be 'string' or 'None', but got <class "
        "'float'>."),
    'Parameter set_data str': (lambda: P2().set_data("a"), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'str'>."),
    'Parameter set_data dict': (lambda: P2().set_data({}), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'dict'>."),
    'Parameter set_data complex': (lambda: P2().set_data(1+2j), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'complex'>."),
    'Parameter set_data np scalar': (lambda: P2().set_data(np.float32(2.0)), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'numpy.float32'>."),
    'Parameter set_data np array': (lambda: P2().set_data(np.ones(2, np.float32)), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'numpy.ndarray'>."),
    'Parameter set_data tuple': (lambda: P2().set_data((1.0, 2.0)), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'tuple'>."),
    'Parameter set_data bytes': (lambda: P2().set_data(b"ab"), TypeError,
        'Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like '
        "`Tensor`). But with type <class 'bytes'>."),
    'Parameter set_data float into int': (
        lambda: Parameter(I(2), name="w").set_data(1.5), TypeError,
        'Incoming Parameter dtype can not be converted to current dtype implicitly. '
        'Current dtype is Int32, and incoming is Float. Use .set_dtype(xxx) to change '
        'the dtype.'),
    'Parameter set_dtype str': (lambda: P2().set_dtype("float16"), RuntimeError,
        "Unable to cast Python instance of type <class 'str'> to C++ type "
        "'std::shared_ptr<mindspore::Type>'"),
    'Parameter set_dtype int': (lambda: P2().set_dtype(1), RuntimeError,
        "Unable to cast Python instance of type <class 'int'> to C++ type "
        "'std::shared_ptr<mindspore::Type>'"),
    'Parameter clone init None': (lambda: P2().clone(init=None), TypeError,
        "For 'initializer', the type of the 'init' argument should be 'Tensor', "
        "'number', 'string' or 'initializer', but got <class 'NoneType'>."),
    'Parameter init str': (lambda: Parameter(F(2), name="w", requires_grad=None), TypeError,
        'The argument `requires_grad` must be bool type'),
    'Parameter tuple default': (lambda: Parameter((1.0, 2.0), name="w"), TypeError,
        "The type of the argument 'default_input' must be in ['Tensor', 'int', "
        "'float', 'numpy.ndarray', 'list']. But got type <class 'tuple'>."),
    'Parameter complex default': (lambda: Parameter(1+2j, name="w"), TypeError,
        "The type of the argument 'default_input' must be in ['Tensor', 'int', "
        "'float', 'numpy.ndarray', 'list']. But got type <class 'complex'>."),
    'load_checkpoint dec_mode bad': (
        lambda: ms.load_checkpoint(ck(), dec_key=_KEY, dec_mode="abc"), ValueError,
        'Failed to read the checkpoint file {D}/n.ckpt. May not have permission to '
        'read it, please check the correct of the file.'),
    'load_checkpoint dec_mode int': (
        lambda: ms.load_checkpoint(ck(), dec_key=_KEY, dec_mode=1), ValueError,
        "The parameter 'dec_mode' must be isinstance of <class 'str'>, but got 1."),
    'load_checkpoint dec_mode CBC plain': (
        lambda: ms.load_checkpoint(ck(), dec_key=_KEY, dec_mode="AES-CBC"), ValueError,
        'Failed to read the checkpoint file {D}/n.ckpt. May not have permission to '
        'read it, please check the correct of the file.'),
    'load_checkpoint dec_key short': (
        lambda: ms.load_checkpoint(ck(), dec_key=b"0123"), ValueError,
        'Failed to read the checkpoint file {D}/n.ckpt. May not have permission to '
        'read it, please check the correct of the file.'),
    'load_checkpoint empty file': (
        lambda: (open(_p("e.ckpt"), "wb").close(), ms.load_checkpoint(_p("e.ckpt"))), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check '
        "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load_checkpoint empty file net': (
        lambda: (open(_p("e2.ckpt"), "wb").close(), ms.load_checkpoint(_p("e2.ckpt"), net=_net())),
        ValueError,
        'The loaded parameter dict is empty after filter or specify, please check '
        "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load_checkpoint filter all2': (
        lambda: ms.load_checkpoint(ck(), filter_prefix=("weight", "bias")), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check '
        "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load_checkpoint specify none': (
        lambda: ms.load_checkpoint(ck(), specify_prefix="zzz"), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check '
        "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load_checkpoint specify and filter': (
        lambda: ms.load_checkpoint(ck(), specify_prefix="w", filter_prefix="w"), ValueError,
        'The loaded parameter dict is empty after filter or specify, please check '
        "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load_checkpoint crc str': (lambda: ms.load_checkpoint(ck(), crc_check="a"), ValueError,
        "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got a."),
    'load_checkpoint remove_redundancy str': (
        lambda: ms.load_checkpoint(ck(), remove_redundancy="a"), ValueError,
        "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, but "
        'got a.'),
    'load_param_into_net ndarray value': (
        lambda: ms.load_param_into_net(_net(), {"weight": np.ones((2, 2), np.float32)}), TypeError,
        "For 'parameter_dict', the element in the argument 'parameter_dict' should be "
        "a 'str' and 'Parameter' , but got <class 'str'> and <class 'numpy.ndarray'>."),
    'load_param_into_net list dict': (
        lambda: ms.load_param_into_net(_net(), [("weight", F(2, 2))]), TypeError,
        "For 'load_param_into_net', the argument 'parameter_dict' should be a dict, "
        "but got <class 'list'>."),
    'save_checkpoint int net': (lambda: ms.save_checkpoint(1, _p("x.ckpt")), TypeError,
        "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
        "dict, but got <class 'int'>."),
    'save_checkpoint name int': (lambda: ms.save_checkpoint(_net(), 1), TypeError,
        "For 'save_checkpoint', the parameter 1 for checkpoint file name is "
        "invalid,'ckpt_file_name' must be string, but got <class 'int'>."),
    'save_checkpoint async str': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), async_save=1.5), TypeError,
        "For 'save_checkpoint', the parameter 'async_save' must be bool or str, but "
        "got <class 'float'>."),
    'save_checkpoint integrated str': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), integrated_save="a"), TypeError,
        'The input value must be a bool, but got str.'),
    'save_checkpoint enc_key str': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), enc_key="abc"), ValueError,
        "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
        "'bytes'>), but got abc."),
    'save_checkpoint enc_mode bad': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), enc_key=_KEY, enc_mode="abc"), ValueError,
        'Encrypt failed'),
    'save_checkpoint choice_func int': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), choice_func=1), TypeError,
        "'int' object is not callable"),
    'save_checkpoint list bad': (lambda: ms.save_checkpoint([1], _p("x.ckpt")), TypeError,
        'For save_checkpoint, when save_obj is made up by list of Parameter,the param '
        "should be parameter, but got <class 'int'>"),
    'save_checkpoint list dict bad': (
        lambda: ms.save_checkpoint([{"name": "a"}], _p("x.ckpt")), TypeError,
        'For save_checkpoint, save_obj should be a list of dict items, and the dict '
        "should have key values 'name' and 'value', but got <class 'dict'> and "
        "{'name': 'a'}."),
    'save_checkpoint format bad': (
        lambda: ms.save_checkpoint(_net(), _p("x.ckpt"), format="abc"), ValueError,
        "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got "
        'abc.'),
    'amp auto_mixed_precision level bad': (
        lambda: amp.auto_mixed_precision(_net(), "O5"), ValueError,
        'The amp level O5 is not supported'),
    'amp auto_mixed_precision level int': (lambda: amp.auto_mixed_precision(_net(), 1), ValueError,
        'The amp level 1 is not supported'),
    'amp auto_mixed_precision net int': (lambda: amp.auto_mixed_precision(1, "O1"), TypeError,
        "For amp_level 'O1', the network type should be Cell."),
    'amp auto_mixed_precision dtype bad': (
        lambda: amp.auto_mixed_precision(_net(), "O1", dtype=ms.int32), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Int32.'),
    'amp auto_mixed_precision dtype str': (
        lambda: amp.auto_mixed_precision(_net(), "O2", dtype="float16"), ValueError,
        'The dtype should be one of (mstype.float16, mstype.bfloat16), but got float16.'),
    'amp DynamicLossScaleManager scale 0': (
        lambda: amp.DynamicLossScaleManager(init_loss_scale=0), ValueError,
        "The argument 'init_loss_scale' must be > 1, but got 0"),
    'amp DynamicLossScaleManager scale str': (
        lambda: amp.DynamicLossScaleManager(init_loss_scale="a"), TypeError,
        "'<' not supported between instances of 'str' and 'float'"),
    'amp DynamicLossScaleManager window 0': (
        lambda: amp.DynamicLossScaleManager(scale_window=0), ValueError,
        "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > 0, "
        "but got '0' with type 'int'."),
    'amp DynamicLossScaleManager window float': (
        lambda: amp.DynamicLossScaleManager(scale_window=1.5), TypeError,
        "For 'DynamicLossScaleManager', the 'scale_window' must be int, but got 'float'"),
    'amp FixedLossScaleManager 0': (lambda: amp.FixedLossScaleManager(0), ValueError,
        "The argument 'loss_scale' must be >= 1, but got 0"),
    'amp FixedLossScaleManager str': (lambda: amp.FixedLossScaleManager("a"), TypeError,
        "'<' not supported between instances of 'str' and 'int'"),
    'amp DynamicLossScaler factor str': (lambda: amp.DynamicLossScaler(1024, "a", 1000), TypeError,
        "The 'scale_factor' must be int, but got 'str'"),
    'amp StaticLossScaler str': (lambda: amp.StaticLossScaler("a"), TypeError,
        "The type of 'scale_value' should be one of '['float', 'int']', but got type "
        "'str'."),
    'amp build_train_network level bad': (
        lambda: amp.build_train_network(_net(), _opt(), level="O5"), ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O5."),
    'amp build_train_network kw bad': (
        lambda: amp.build_train_network(_net(), _opt(), abc=1), ValueError,
        "Unsupported arg 'abc'"),
    'amp custom_mixed_precision both': (
        lambda: amp.custom_mixed_precision(_net(), white_list=[nn.Dense], black_list=[nn.ReLU]),
        ValueError,
        'For custom_mixed_precision, the white_list or black_list cannot be provided '
        'at the same time, please provide one or the other.'),
    'amp custom_mixed_precision none': (lambda: amp.custom_mixed_precision(_net()), ValueError,
        'For custom_mixed_precision, one of white_list and black_list must be provided.'),
    'Model net int': (lambda: Model(1), TypeError,
        "The type of 'network' should be 'Cell', but got type 'int'."),
    'Model loss_fn int': (lambda: Model(_net(), loss_fn=1), AttributeError,
        "'int' object has no attribute 'get_inputs'"),
    'Model optimizer int': (lambda: Model(_net(), nn.MSELoss(), optimizer=1), TypeError,
        "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
        "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type 'int'."),
    'Model metrics bad': (lambda: Model(_net(), nn.MSELoss(), metrics={"abc"}), KeyError,
        '"For \'get_metric_fn\', unsupported metric abc, please refer to official '
        'website for more details about supported metrics."'),
    'Model metrics list': (lambda: Model(_net(), nn.MSELoss(), metrics=["abc"]), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got "
        "['abc']"),
    'Model amp_level bad': (
        lambda: Model(_net(), nn.MSELoss(), _opt(), amp_level="O5"), ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O5."),
    'Model kw bad': (lambda: Model(_net(), abc=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or "
        "'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got 'abc'."),
    'Model train epoch 0': (lambda: Model(_net(), nn.MSELoss(), _opt()).train(0, DS()), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Model train dataset int': (
        lambda: Model(_net(), nn.MSELoss(), _opt()).train(1, 1), AttributeError,
        "'int' object has no attribute 'get_dataset_size'"),
    'Model train no optimizer': (lambda: Model(_net(), nn.MSELoss()).train(1, DS()), ValueError,
        "When 'loss_fn' is not None, 'train_dataset' should return two elements, but "
        "got 1, please check the number of elements returned by 'train_dataset'"),
    'Model eval no metrics': (lambda: Model(_net(), nn.MSELoss()).eval(DS()), ValueError,
        "For Model.eval, the model argument 'metrics' can not be None or empty, you "
        "should set the argument 'metrics' for model."),
    'Model predict no input': (lambda: Model(_net()).predict(), TypeError,
        "Dense.construct() missing 1 required positional argument: 'x'"),
    'Model train sink_size str': (
        lambda: Model(_net(), nn.MSELoss(), _opt()).train(1, DS(), sink_size="a"), TypeError,
        "The type of input value must be 'int', but got 'str'."),
    'Model train callbacks bad': (
        lambda: Model(_net(), nn.MSELoss(), _opt()).train(1, DS(), callbacks=1), TypeError,
        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback "
        'functions.'),
    'Model train initial_epoch neg': (
        lambda: Model(_net(), nn.MSELoss(), _opt()).train(1, DS(), initial_epoch=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'Model fit valid_frequency 0': (
        lambda: Model(_net(), nn.MSELoss(), _opt()).fit(1, DS(), DS(), valid_frequency=0),
        ValueError,
        "For 'Model.fit', if valid_dataset is not None, the model argument 'metrics' "
        "can not beNone or empty, you should set the argument 'metrics' for model."),
    'LossMonitor str': (lambda: cb.LossMonitor("a"), TypeError,
        "The input value must be int, but got 'str'"),
    'TimeMonitor data_time str': (lambda: cb.TimeMonitor(1, data_time="a"), TypeError,
        "The 'data_time' must be a bool, but got str."),
    'EarlyStopping mode bad': (lambda: cb.EarlyStopping(mode="abc"), ValueError,
        "mode should be 'auto', 'min' or 'max', but got abc."),
    'EarlyStopping patience str': (lambda: cb.EarlyStopping(patience="a"), TypeError,
        "The input value must be int, but got 'str'"),
    'EarlyStopping min_delta str': (lambda: cb.EarlyStopping(min_delta="a"), TypeError,
        "The type of 'min_delta' should be one of '['float', 'int']', but got type "
        "'str'."),
    'EarlyStopping monitor int': (lambda: cb.EarlyStopping(monitor=1), TypeError,
        "The type of 'monitor' should be 'str', but got type 'int'."),
    'ReduceLROnPlateau factor 1': (lambda: cb.ReduceLROnPlateau(factor=1.0), ValueError,
        "The input value must be in range of (0.0, 1.0), but got 1.0 with type 'float'."),
    'ReduceLROnPlateau factor neg': (lambda: cb.ReduceLROnPlateau(factor=-0.1), ValueError,
        'The input value must be in range of (0.0, 1.0), but got -0.1 with type '
        "'float'."),
    'ReduceLROnPlateau mode bad': (lambda: cb.ReduceLROnPlateau(mode="abc"), ValueError,
        "mode should be 'auto', 'min' or 'max', but got abc."),
    'ReduceLROnPlateau cooldown neg': (lambda: cb.ReduceLROnPlateau(cooldown=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'ReduceLROnPlateau min_lr str': (lambda: cb.ReduceLROnPlateau(min_lr="a"), TypeError,
        "The type of 'min_lr' should be one of '['float', 'int']', but got type 'str'."),
    'History arg': (lambda: cb.History(1), TypeError,
        'History.__init__() takes 1 positional argument but 2 were given'),
    'CheckpointConfig steps neg': (
        lambda: train.CheckpointConfig(save_checkpoint_steps=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CheckpointConfig seconds str': (
        lambda: train.CheckpointConfig(save_checkpoint_seconds="a"), TypeError,
        "The input value must be int, but got 'str'"),
    'CheckpointConfig keep neg': (
        lambda: train.CheckpointConfig(keep_checkpoint_max=-1), ValueError,
        "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'CheckpointConfig keep minutes str': (
        lambda: train.CheckpointConfig(keep_checkpoint_per_n_minutes="a"), TypeError,
        "The input value must be int, but got 'str'"),
    'CheckpointConfig append_info bad': (
        lambda: train.CheckpointConfig(append_info=[1]), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' element must be str or "
        "dict,but got <class 'int'>."),
    'CheckpointConfig exception_save str': (
        lambda: train.CheckpointConfig(exception_save="a"), TypeError,
        'The input value must be a bool, but got str.'),
    'ModelCheckpoint prefix int': (lambda: train.ModelCheckpoint(prefix=1), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
        "invalid, it must be callable or string that does not contain '/', but got 1."),
    'ModelCheckpoint prefix slash': (lambda: train.ModelCheckpoint(prefix="a/b"), ValueError,
        "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is "
        "invalid, it must be callable or string that does not contain '/', but got a/b."),
    'ModelCheckpoint config int': (lambda: train.ModelCheckpoint(config=1), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be "
        "'CheckpointConfig', but got <class 'int'>."),
    'ModelCheckpoint directory int': (lambda: train.ModelCheckpoint(directory=1), TypeError,
        'The path is invalid, the type should be string.'),
    'SummaryCollector bad dir': (lambda: train.SummaryCollector(summary_dir=1), TypeError,
        'The summary_dir is invalid, the type should be string.'),
}
