"""Rows of ``test_bad_input_catalogue29``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad29's n3):
``dataset`` pipelines (GeneratorDataset sources and columns, batch/repeat/shuffle/take/skip
counts, map/project/rename columns), loss reductions and shapes, ``amp``, ``WithLossCell``/
``TrainOneStepCell``/``Model`` misuse."""
import numpy as np

import minicell as ms
import minicell.dataset as ds
from minicell import Tensor, nn, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

y = Tensor(np.ones((2, 3), np.float32))

lab = Tensor(np.array([0, 2], np.int32))


def gen():
    for i in range(4): yield (np.array([i], np.float32),)


def net():
    return nn.Dense(3, 2)


def first(d):
    return next(d.create_tuple_iterator(output_numpy=True))


def gd_int():
    return first(ds.GeneratorDataset(3, ["a"]))


def gd_none():
    return first(ds.GeneratorDataset(None, ["a"]))


def gd_no_cols():
    return first(ds.GeneratorDataset(gen))


def gd_cols_int():
    return first(ds.GeneratorDataset(gen, [1]))


def gd_cols_dup():
    return first(ds.GeneratorDataset(gen, ["a", "a"]))


def gd_workers0():
    return first(ds.GeneratorDataset(gen, ["a"], num_parallel_workers=0))


def gd_shuffle_str():
    return first(ds.GeneratorDataset(gen, ["a"], shuffle="yes"))


def gd_shard_id_big():
    return first(ds.GeneratorDataset([(1,), (2,)], ["a"], num_shards=2, shard_id=2))


def batch0():
    return ds.GeneratorDataset(gen, ["a"]).batch(0)


def batch_neg():
    return ds.GeneratorDataset(gen, ["a"]).batch(-2)


def batch_float():
    return ds.GeneratorDataset(gen, ["a"]).batch(2.0)


def batch_str():
    return ds.GeneratorDataset(gen, ["a"]).batch("2")


def batch_drop_str():
    return ds.GeneratorDataset(gen, ["a"]).batch(2, drop_remainder="y")


def repeat0():
    return ds.GeneratorDataset(gen, ["a"]).repeat(0)


def repeat_neg2():
    return ds.GeneratorDataset(gen, ["a"]).repeat(-2)


def shuffle0():
    return ds.GeneratorDataset(gen, ["a"]).shuffle(0)


def shuffle_neg():
    return ds.GeneratorDataset(gen, ["a"]).shuffle(-1)


def take0():
    return ds.GeneratorDataset(gen, ["a"]).take(0)


def take_neg2():
    return ds.GeneratorDataset(gen, ["a"]).take(-2)


def skip_neg():
    return ds.GeneratorDataset(gen, ["a"]).skip(-1)


def map_bad_col_type():
    return ds.GeneratorDataset(gen, ["a"]).map(lambda v: v, input_columns=1)


def rename_len():
    return ds.GeneratorDataset(gen, ["a"]).rename(["a", "b"], ["y"])


def numpy_slices_bad():
    return ds.NumpySlicesDataset(3)


def numpy_slices_cols():
    return first(ds.NumpySlicesDataset(np.ones((2, 3)), column_names=["a", "b"]))


def ds_split_bad():
    return ds.GeneratorDataset([(1,), (2,)], ["a"]).split([0.5, 0.6])


def loss_red_bad():
    return nn.MSELoss(reduction="avg")


def loss_red_none_obj():
    return nn.L1Loss(reduction=None)


def ce_red_bad():
    return nn.CrossEntropyLoss(reduction="total")


def bce_red_bad():
    return nn.BCELoss(reduction="xx")


def ce_label_smoothing_bad():
    return nn.CrossEntropyLoss(label_smoothing=1.5)


def nll_red_bad():
    return nn.NLLLoss(reduction="x")


def sce_red_bad():
    return nn.SoftmaxCrossEntropyWithLogits(reduction="x")


def cosemb_margin():
    return nn.CosineEmbeddingLoss(margin=2.0)


def ops_mse_red():
    return ops.mse_loss(x, y, reduction="avg")


def ops_l1_red():
    return ops.l1_loss(x, y, reduction="avg")


def ops_ce_red():
    return ops.cross_entropy(x, lab, reduction="avg")


def ops_bce_red():
    return ops.binary_cross_entropy(ops.sigmoid(x), y, reduction="avg")


def ops_smooth_red():
    return ops.smooth_l1_loss(x, y, reduction="avg")


def amp_level_bad():
    return ms.amp.auto_mixed_precision(net(), "O4")


def amp_level_int():
    return ms.amp.auto_mixed_precision(net(), 2)


def amp_dtype_bad():
    return ms.amp.auto_mixed_precision(net(), "O2", dtype=ms.int32)


def amp_not_cell():
    return ms.amp.auto_mixed_precision(3, "O1")


def amp_build_train_bad():
    return ms.amp.build_train_network(net(), nn.Momentum(net().trainable_params(), 0.1, 0.9), level="O5")


def amp_loss_scale_bad():
    return ms.amp.DynamicLossScaleManager(init_loss_scale=-1)


def amp_fixed_scale_bad():
    return ms.amp.FixedLossScaleManager(loss_scale=0.5)


def amp_static_scaler_neg():
    return ms.amp.StaticLossScaler(-1)


def amp_custom_lists_bad():
    return ms.amp.custom_mixed_precision(net(), white_list=3)


def amp_custom_both():
    return ms.amp.custom_mixed_precision(net(), white_list=[nn.Dense], black_list=[nn.Dense])


def toc_opt_none():
    return nn.TrainOneStepCell(net(), None)


def toc_call_wrong():
    n = nn.WithLossCell(net(), nn.MSELoss())
    return nn.TrainOneStepCell(n, nn.Momentum(n.trainable_params(), 0.1, 0.9))(x)


def toc_with_scale_bad(): 
    n = nn.WithLossCell(net(), nn.MSELoss())
    return nn.TrainOneStepWithLossScaleCell(n, nn.Momentum(n.trainable_params(), 0.1, 0.9), scale_sense=3)


def wlc_loss_int():
    return nn.WithLossCell(net(), 3)(x, y)


def wlc_call_one():
    return nn.WithLossCell(net(), nn.MSELoss())(x)


def weval_bad():
    return nn.WithEvalCell(net(), nn.MSELoss())(x)


def model_net_none():
    return ms.Model(None)


def model_loss_int():
    return ms.Model(net(), loss_fn=3)


def model_metrics_bad():
    return ms.Model(net(), nn.MSELoss(), metrics={"acc2"})


def model_metrics_str():
    return ms.Model(net(), nn.MSELoss(), metrics="accuracy")


def model_amp_bad():
    return ms.Model(net(), nn.MSELoss(), nn.Momentum(net().trainable_params(), 0.1, 0.9), amp_level="O7")


def model_kw_bad():
    return ms.Model(net(), nn.MSELoss(), foo=1)


def model_train_no_opt():
    return ms.Model(net(), nn.MSELoss()).train(1, ds.GeneratorDataset(gen, ["a"]))


def model_train_epoch0():
    n = net()
    return ms.Model(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), 0.1, 0.9)).train(0, ds.GeneratorDataset(gen, ["a"]))


def model_eval_no_metrics():
    return ms.Model(net(), nn.MSELoss()).eval(ds.GeneratorDataset(gen, ["a"]))


def model_predict_wrong():
    return ms.Model(net()).predict(Tensor(np.ones((2, 4), np.float32)))


def model_callbacks_bad():
    n = net()
    return ms.Model(n, nn.MSELoss(), nn.Momentum(n.trainable_params(), 0.1, 0.9)).train(1, ds.GeneratorDataset(gen, ["a"]), callbacks=3)


ROWS = {
    'gd_int': (gd_int,
        TypeError, 'Input `source` function of GeneratorDataset should be callable, iterable or '
                   'random accessible, commonly it should implement one of the method like '
                   'yield, __getitem__ or __next__(__iter__).'),
    'gd_none': (gd_none,
        TypeError, 'Input `source` function of GeneratorDataset should be callable, iterable or '
                   'random accessible, commonly it should implement one of the method like '
                   'yield, __getitem__ or __next__(__iter__).'),
    'gd_no_cols': (gd_no_cols,
        ValueError, 'Neither columns_names nor schema are provided.'),
    'gd_cols_int': (gd_cols_int,
        TypeError, "Argument column_names[0] with value 1 is not of type [<class 'str'>], but "
                   "got <class 'int'>."),
    'gd_cols_dup': (gd_cols_dup,
        ValueError, 'Every column name should not be same with others in column_names.'),
    'gd_workers0': (gd_workers0,
        ValueError, 'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'gd_shuffle_str': (gd_shuffle_str,
        TypeError, "Argument shuffle with value yes is not of type [<class 'bool'>], but got "
                   "<class 'str'>."),
    'gd_shard_id_big': (gd_shard_id_big,
        ValueError, 'shard_id should be less than num_shards.'),
    'batch0': (batch0,
        ValueError, 'Input batch_size is not within the required interval of [1, 2147483647].'),
    'batch_neg': (batch_neg,
        ValueError, 'Input batch_size is not within the required interval of [1, 2147483647].'),
    'batch_float': (batch_float,
        TypeError, 'batch_size should either be an int or a callable.'),
    'batch_str': (batch_str,
        TypeError, 'batch_size should either be an int or a callable.'),
    'batch_drop_str': (batch_drop_str,
        TypeError, "Argument drop_remainder with value y is not of type [<class 'bool'>], but "
                   "got <class 'str'>."),
    'repeat0': (repeat0,
        ValueError, 'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'repeat_neg2': (repeat_neg2,
        ValueError, 'count should be either -1 or positive integer, range[1, INT32_MAX].'),
    'shuffle0': (shuffle0,
        ValueError, 'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'shuffle_neg': (shuffle_neg,
        ValueError, 'Input buffer_size is not within the required interval of [2, 2147483647].'),
    'take0': (take0,
        ValueError, 'count should be either -1 or within the required interval of (0, '
                    '2147483647], got 0.'),
    'take_neg2': (take_neg2,
        ValueError, 'count should be either -1 or within the required interval of (0, '
                    '2147483647], got -2.'),
    'skip_neg': (skip_neg,
        ValueError, 'Input count is not within the required interval of [0, 2147483647].'),
    'map_bad_col_type': (map_bad_col_type,
        TypeError, "Argument input_columns with value 1 is not of type [<class 'list'>, <class "
                   "'str'>], but got <class 'int'>."),
    'rename_len': (rename_len,
        ValueError, 'Number of column in input_columns and output_columns is not equal.'),
    'numpy_slices_bad': (numpy_slices_bad,
        TypeError, "Argument data with value 3 is not of type [<class 'list'>, <class 'tuple'>, "
                   "<class 'dict'>, <class 'numpy.ndarray'>], but got <class 'int'>."),
    'numpy_slices_cols': (numpy_slices_cols,
        ValueError, 'Num of input column names is 2, but required is 1 as data is list.'),
    'ds_split_bad': (ds_split_bad,
        ValueError, 'sizes is a list of float, but the percentages do not sum up to 1.'),
    'loss_red_bad': (loss_red_bad,
        ValueError, "For 'MSELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
                    'avg.'),
    'loss_red_none_obj': (loss_red_none_obj,
        ValueError, "For 'L1Loss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
                    'None.'),
    'ce_red_bad': (ce_red_bad,
        ValueError, "For 'CrossEntropyLoss', the 'reduction' must be in ['mean', 'sum', 'none'], "
                    'but got total.'),
    'bce_red_bad': (bce_red_bad,
        ValueError, "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
                    'xx.'),
    'ce_label_smoothing_bad': (ce_label_smoothing_bad,
        ValueError, "For 'CrossEntropyLoss', the 'label_smoothing' must be in range of [0.0, "
                    "1.0], but got 1.5 with type 'float'."),
    'nll_red_bad': (nll_red_bad,
        ValueError, "For 'NLLLoss', the 'reduction' must be in ['mean', 'sum', 'none'], but got "
                    'x.'),
    'sce_red_bad': (sce_red_bad,
        ValueError, "For 'SoftmaxCrossEntropyWithLogits', the 'reduction' must be in ['mean', "
                    "'sum', 'none'], but got x."),
    'cosemb_margin': (cosemb_margin,
        ValueError, "For 'CosineEmbeddingLoss', the 'margin' must be in range of [-1.0, 1.0], "
                    "but got 2.0 with type 'float'."),
    'ops_mse_red': (ops_mse_red,
        ValueError, "For ops.mse_loss, `reduction` value should be either 'mean', 'none' or "
                    "'sum'."),
    'ops_l1_red': (ops_l1_red,
        ValueError, "For l1_loss, the 'reduction' must be in ['mean', 'sum', 'none'], but got "
                    'avg.'),
    'ops_ce_red': (ops_ce_red,
        ValueError, "For 'cross_entropy_loss', the 'reduction' must be str and must be in "
                    "'['none', 'mean', 'sum']', but got 'avg'."),
    'ops_bce_red': (ops_bce_red,
        ValueError, 'Failed to convert the value "avg" of input \'reduction\' of '
                    "'BinaryCrossEntropy' to enum."),
    'ops_smooth_red': (ops_smooth_red,
        ValueError, 'Failed to convert the value "avg" of input \'reduction\' of '
                    "'smooth_l1_loss' to enum."),
    'amp_level_bad': (amp_level_bad,
        ValueError, 'The amp level O4 is not supported'),
    'amp_level_int': (amp_level_int,
        ValueError, 'The amp level 2 is not supported'),
    'amp_dtype_bad': (amp_dtype_bad,
        ValueError, 'The dtype should be one of (mstype.float16, mstype.bfloat16), but got Int32.'),
    'amp_not_cell': (amp_not_cell,
        TypeError, "For amp_level 'O1', the network type should be Cell."),
    'amp_build_train_bad': (amp_build_train_bad,
        ValueError, "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O5."),
    'amp_loss_scale_bad': (amp_loss_scale_bad,
        ValueError, "The argument 'init_loss_scale' must be > 1, but got -1"),
    'amp_fixed_scale_bad': (amp_fixed_scale_bad,
        ValueError, "The argument 'loss_scale' must be >= 1, but got 0.5"),
    'amp_static_scaler_neg': (amp_static_scaler_neg,
        ValueError, "The argument 'scale_value' must be > 1, but got -1"),
    'amp_custom_lists_bad': (amp_custom_lists_bad,
        TypeError, "The type of white_list should be list, but got <class 'int'>"),
    'amp_custom_both': (amp_custom_both,
        ValueError, 'For custom_mixed_precision, the white_list or black_list cannot be provided '
                    'at the same time, please provide one or the other.'),
    'toc_opt_none': (toc_opt_none,
        AttributeError, "'NoneType' object has no attribute 'parameters'"),
    'toc_call_wrong': (toc_call_wrong,
        TypeError, "WithLossCell.construct() missing 1 required positional argument: 'label'"),
    'toc_with_scale_bad': (toc_with_scale_bad,
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'int'>."),
    'wlc_loss_int': (wlc_loss_int,
        TypeError, "'int' object is not callable"),
    'wlc_call_one': (wlc_call_one,
        TypeError, "WithLossCell.construct() missing 1 required positional argument: 'label'"),
    'weval_bad': (weval_bad,
        TypeError, "WithEvalCell.construct() missing 1 required positional argument: 'label'"),
    'model_net_none': (model_net_none,
        TypeError, "The type of 'network' should be 'Cell', but got type 'NoneType'."),
    'model_loss_int': (model_loss_int,
        AttributeError, "'int' object has no attribute 'get_inputs'"),
    'model_metrics_bad': (model_metrics_bad,
        KeyError, '"For \'get_metric_fn\', unsupported metric acc2, please refer to official '
                  'website for more details about supported metrics."'),
    'model_metrics_str': (model_metrics_str,
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, but "
                   'got accuracy'),
    'model_amp_bad': (model_amp_bad,
        ValueError, "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O7."),
    'model_kw_bad': (model_kw_bad,
        ValueError, "The argument in 'kwargs' should be 'loss_scale_manager' or "
                    "'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got 'foo'."),
    'model_train_no_opt': (model_train_no_opt,
        ValueError, "When 'loss_fn' is not None, 'train_dataset' should return two elements, but "
                    "got 1, please check the number of elements returned by 'train_dataset'"),
    'model_train_epoch0': (model_train_epoch0,
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'model_eval_no_metrics': (model_eval_no_metrics,
        ValueError, "For Model.eval, the model argument 'metrics' can not be None or empty, you "
                    "should set the argument 'metrics' for model."),
    'model_predict_wrong': (model_predict_wrong,
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 and "
                    "'x2_row': 3."),
    'model_callbacks_bad': (model_callbacks_bad,
        TypeError, "When the 'callbacks' is a list, the elements in 'callbacks' must be "
                   'Callback functions.'),
}
