"""Rows of ``test_bad_input_catalogue35`` (training): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process; /tmp/bad35's o.py):
the optimizers' constructors over 14 classes (learning rates of a wrong kind or rank, a group's
Tensor learning rate of another length than the optimizer's, weight decay, parameters that are
no Parameters, group dicts), ``nn`` learning-rate functions and schedule Cells, ``Model``'s
arguments, the callbacks (LossMonitor, CheckpointConfig, ModelCheckpoint, EarlyStopping, ...),
``save_checkpoint``/``load_checkpoint``/``load_param_into_net`` and ``GeneratorDataset``'s
arguments (2.10's validator order: column_names, the int arguments, then the shards)."""
import atexit
import os
import shutil
import tempfile

import numpy as np

import minicell as ms
import minicell.dataset as ds
from minicell import Parameter, Tensor, nn
from minicell.train import CheckpointConfig, LossMonitor, Model, ModelCheckpoint, TimeMonitor

D = tempfile.mkdtemp(prefix="minicell_bad35_") + "/"
atexit.register(shutil.rmtree, D, ignore_errors=True)     # the rows' files, gone with the process


def f32(*s):
    return Tensor(np.ones(s, np.float32))


def P():
    return nn.Dense(3, 2).trainable_params()


def N():
    return nn.Dense(3, 2)


OPTS = {"Adam": nn.Adam, "AdamWeightDecay": nn.AdamWeightDecay,
        "Momentum": lambda p, **k: nn.Momentum(p, k.pop("learning_rate", 0.1),
                                               k.pop("momentum", 0.9), **k),
        "SGD": nn.SGD, "Lamb": lambda p, **k: nn.Lamb(p, k.pop("learning_rate", 0.1), **k),
        "RMSProp": nn.RMSProp, "Adagrad": nn.Adagrad, "FTRL": nn.FTRL,
        "ProximalAdagrad": nn.ProximalAdagrad, "LazyAdam": nn.LazyAdam, "Adadelta": nn.Adadelta,
        "Rprop": nn.Rprop, "ASGD": nn.ASGD, "AdaMax": nn.AdaMax}


def _ck():
    p = D + "n.ckpt"
    if not os.path.exists(p):
        ms.save_checkpoint(N(), p)
    return p


class Two(nn.Cell):
    def __init__(self, a=3, b=2):
        super().__init__()
        self.fc = nn.Dense(a, b)

    def construct(self, x):
        return self.fc(x)


def _shape_mismatch(strict):
    ms.save_checkpoint(Two(), D + "two.ckpt")
    n = Two(4, 2)
    return ms.load_param_into_net(n, ms.load_checkpoint(D + "two.ckpt"), strict_load=strict)


def gen():
    for i in range(3):
        yield (np.array([i], np.float32),)


ROWS = {
    'Adam lr tensor 2d': (
        lambda: OPTS["Adam"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Adam lr None': (lambda: OPTS["Adam"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Adam wd neg': (lambda: OPTS["Adam"](P(), weight_decay=-0.1),
        ValueError, "For 'Adam', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Adam wd str': (lambda: OPTS["Adam"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Adam wd tensor': (lambda: OPTS["Adam"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Adam params tensor': (lambda: OPTS["Adam"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adam params int': (lambda: OPTS["Adam"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Adam params dict': (lambda: OPTS["Adam"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adam group unknown key': (lambda: OPTS["Adam"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Adam group params missing': (lambda: OPTS["Adam"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Adam group lr neg': (lambda: OPTS["Adam"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Adam', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Adam group wd neg': (lambda: OPTS["Adam"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Adam', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Adam loss_scale str': (lambda: OPTS["Adam"](P(), loss_scale="a"),
        TypeError, "For 'Adam', the type of 'loss_scale' should be 'float', but got type "
                   "'str'."),
    'Adam loss_scale 0': (lambda: OPTS["Adam"](P(), loss_scale=0.0),
        ValueError, "For 'Adam', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'Adam lr tensor mismatch': (
        lambda: OPTS["Adam"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'AdamWeightDecay lr tensor 2d': (
        lambda: OPTS["AdamWeightDecay"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'AdamWeightDecay lr None': (lambda: OPTS["AdamWeightDecay"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'AdamWeightDecay wd neg': (lambda: OPTS["AdamWeightDecay"](P(), weight_decay=-0.1),
        ValueError, "For 'AdamWeightDecay', the 'weight_decay' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'AdamWeightDecay wd str': (lambda: OPTS["AdamWeightDecay"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'AdamWeightDecay wd tensor': (lambda: OPTS["AdamWeightDecay"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'AdamWeightDecay params tensor': (lambda: OPTS["AdamWeightDecay"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'AdamWeightDecay params int': (lambda: OPTS["AdamWeightDecay"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'AdamWeightDecay params dict': (lambda: OPTS["AdamWeightDecay"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'AdamWeightDecay group unknown key': (
        lambda: OPTS["AdamWeightDecay"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'AdamWeightDecay group params missing': (lambda: OPTS["AdamWeightDecay"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'AdamWeightDecay group lr neg': (
        lambda: OPTS["AdamWeightDecay"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'AdamWeightDecay', the 'learning rate' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'AdamWeightDecay group wd neg': (
        lambda: OPTS["AdamWeightDecay"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'AdamWeightDecay', the 'weight_decay' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'AdamWeightDecay loss_scale int': (lambda: OPTS["AdamWeightDecay"](P(), loss_scale=2),
        TypeError, 'AdamWeightDecay.__init__() got an unexpected keyword argument '
                   "'loss_scale'"),
    'AdamWeightDecay loss_scale str': (lambda: OPTS["AdamWeightDecay"](P(), loss_scale="a"),
        TypeError, 'AdamWeightDecay.__init__() got an unexpected keyword argument '
                   "'loss_scale'"),
    'AdamWeightDecay loss_scale 0': (lambda: OPTS["AdamWeightDecay"](P(), loss_scale=0.0),
        TypeError, 'AdamWeightDecay.__init__() got an unexpected keyword argument '
                   "'loss_scale'"),
    'AdamWeightDecay lr tensor mismatch': (
        lambda: OPTS["AdamWeightDecay"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Momentum lr tensor 2d': (
        lambda: OPTS["Momentum"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Momentum lr None': (lambda: OPTS["Momentum"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Momentum wd neg': (lambda: OPTS["Momentum"](P(), weight_decay=-0.1),
        ValueError, "For 'Momentum', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Momentum wd str': (lambda: OPTS["Momentum"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Momentum wd tensor': (lambda: OPTS["Momentum"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Momentum params tensor': (lambda: OPTS["Momentum"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Momentum params int': (lambda: OPTS["Momentum"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Momentum params dict': (lambda: OPTS["Momentum"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Momentum group unknown key': (lambda: OPTS["Momentum"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Momentum group params missing': (lambda: OPTS["Momentum"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Momentum group lr neg': (lambda: OPTS["Momentum"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Momentum', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Momentum group wd neg': (lambda: OPTS["Momentum"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Momentum', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Momentum loss_scale str': (lambda: OPTS["Momentum"](P(), loss_scale="a"),
        TypeError, "For 'Momentum', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'Momentum loss_scale 0': (lambda: OPTS["Momentum"](P(), loss_scale=0.0),
        ValueError, "For 'Momentum', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'Momentum lr tensor mismatch': (
        lambda: OPTS["Momentum"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'SGD lr tensor 2d': (
        lambda: OPTS["SGD"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'SGD lr None': (lambda: OPTS["SGD"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'SGD wd neg': (lambda: OPTS["SGD"](P(), weight_decay=-0.1),
        ValueError, "For 'SGD', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'SGD wd str': (lambda: OPTS["SGD"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'SGD wd tensor': (lambda: OPTS["SGD"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'SGD params tensor': (lambda: OPTS["SGD"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD params int': (lambda: OPTS["SGD"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'SGD params dict': (lambda: OPTS["SGD"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'SGD group unknown key': (lambda: OPTS["SGD"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'SGD group params missing': (lambda: OPTS["SGD"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'SGD group lr neg': (lambda: OPTS["SGD"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'SGD', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'SGD group wd neg': (lambda: OPTS["SGD"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'SGD', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'SGD loss_scale str': (lambda: OPTS["SGD"](P(), loss_scale="a"),
        TypeError, "For 'SGD', the type of 'loss_scale' should be 'float', but got type "
                   "'str'."),
    'SGD loss_scale 0': (lambda: OPTS["SGD"](P(), loss_scale=0.0),
        ValueError, "For 'SGD', the 'loss_scale' must be float and must > 0, but got '0.0' "
                    "with type 'float'."),
    'SGD lr tensor mismatch': (
        lambda: OPTS["SGD"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Lamb lr tensor 2d': (
        lambda: OPTS["Lamb"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Lamb lr None': (lambda: OPTS["Lamb"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Lamb wd neg': (lambda: OPTS["Lamb"](P(), weight_decay=-0.1),
        ValueError, "For 'Lamb', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Lamb wd str': (lambda: OPTS["Lamb"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Lamb wd tensor': (lambda: OPTS["Lamb"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Lamb params tensor': (lambda: OPTS["Lamb"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Lamb params int': (lambda: OPTS["Lamb"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Lamb params dict': (lambda: OPTS["Lamb"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Lamb group unknown key': (lambda: OPTS["Lamb"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Lamb group params missing': (lambda: OPTS["Lamb"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Lamb group lr neg': (lambda: OPTS["Lamb"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Lamb', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Lamb group wd neg': (lambda: OPTS["Lamb"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Lamb', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Lamb lr tensor mismatch': (
        lambda: OPTS["Lamb"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'RMSProp lr tensor 2d': (
        lambda: OPTS["RMSProp"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'RMSProp lr None': (lambda: OPTS["RMSProp"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'RMSProp wd neg': (lambda: OPTS["RMSProp"](P(), weight_decay=-0.1),
        ValueError, "For 'RMSProp', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'RMSProp wd str': (lambda: OPTS["RMSProp"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'RMSProp wd tensor': (lambda: OPTS["RMSProp"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'RMSProp params tensor': (lambda: OPTS["RMSProp"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'RMSProp params int': (lambda: OPTS["RMSProp"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'RMSProp params dict': (lambda: OPTS["RMSProp"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'RMSProp group unknown key': (lambda: OPTS["RMSProp"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'RMSProp group params missing': (lambda: OPTS["RMSProp"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'RMSProp group lr neg': (lambda: OPTS["RMSProp"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'RMSProp', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'RMSProp group wd neg': (lambda: OPTS["RMSProp"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'RMSProp', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'RMSProp loss_scale str': (lambda: OPTS["RMSProp"](P(), loss_scale="a"),
        TypeError, "For 'RMSProp', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'RMSProp loss_scale 0': (lambda: OPTS["RMSProp"](P(), loss_scale=0.0),
        ValueError, "For 'RMSProp', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'RMSProp lr tensor mismatch': (
        lambda: OPTS["RMSProp"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Adagrad lr tensor 2d': (
        lambda: OPTS["Adagrad"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Adagrad lr None': (lambda: OPTS["Adagrad"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Adagrad wd neg': (lambda: OPTS["Adagrad"](P(), weight_decay=-0.1),
        ValueError, "For 'Adagrad', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adagrad wd str': (lambda: OPTS["Adagrad"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Adagrad wd tensor': (lambda: OPTS["Adagrad"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Adagrad params tensor': (lambda: OPTS["Adagrad"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adagrad params int': (lambda: OPTS["Adagrad"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Adagrad params dict': (lambda: OPTS["Adagrad"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adagrad group unknown key': (lambda: OPTS["Adagrad"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Adagrad group params missing': (lambda: OPTS["Adagrad"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Adagrad group lr neg': (lambda: OPTS["Adagrad"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Adagrad', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adagrad group wd neg': (lambda: OPTS["Adagrad"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Adagrad', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adagrad loss_scale str': (lambda: OPTS["Adagrad"](P(), loss_scale="a"),
        TypeError, "For 'Adagrad', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'Adagrad loss_scale 0': (lambda: OPTS["Adagrad"](P(), loss_scale=0.0),
        ValueError, "For 'Adagrad', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'Adagrad lr tensor mismatch': (
        lambda: OPTS["Adagrad"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'FTRL lr tensor 2d': (
        lambda: OPTS["FTRL"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'FTRL lr tensor int': (
        lambda: OPTS["FTRL"](P(), learning_rate=Tensor(np.array([1, 2], np.int32))),
        ValueError, "For 'FTRL', dynamic learning rate and group learning rate are "
                    'currently not supported in FTRL, they should all be false, but got '
                    'dynamic learning rate True and group learning rate False.'),
    'FTRL lr list': (lambda: OPTS["FTRL"](P(), learning_rate=[0.1, 0.2]),
        ValueError, "For 'FTRL', dynamic learning rate and group learning rate are "
                    'currently not supported in FTRL, they should all be false, but got '
                    'dynamic learning rate True and group learning rate False.'),
    'FTRL lr None': (lambda: OPTS["FTRL"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'FTRL lr bool': (lambda: OPTS["FTRL"](P(), learning_rate=True),
        TypeError, "For 'FTRL', the type of 'learning_rate' should be 'float', but got "
                   "type 'bool'."),
    'FTRL wd neg': (lambda: OPTS["FTRL"](P(), weight_decay=-0.1),
        ValueError, "For 'FTRL', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'FTRL wd str': (lambda: OPTS["FTRL"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'FTRL wd tensor': (lambda: OPTS["FTRL"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'FTRL params tensor': (lambda: OPTS["FTRL"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'FTRL params int': (lambda: OPTS["FTRL"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'FTRL params dict': (lambda: OPTS["FTRL"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'FTRL group unknown key': (lambda: OPTS["FTRL"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'FTRL group params missing': (lambda: OPTS["FTRL"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'FTRL group lr neg': (lambda: OPTS["FTRL"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'FTRL', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'FTRL group wd neg': (lambda: OPTS["FTRL"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'FTRL', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'FTRL loss_scale str': (lambda: OPTS["FTRL"](P(), loss_scale="a"),
        TypeError, "For 'FTRL', the type of 'loss_scale' should be 'float', but got type "
                   "'str'."),
    'FTRL loss_scale 0': (lambda: OPTS["FTRL"](P(), loss_scale=0.0),
        ValueError, "For 'FTRL', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'FTRL lr tensor mismatch': (
        lambda: OPTS["FTRL"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'ProximalAdagrad lr tensor 2d': (
        lambda: OPTS["ProximalAdagrad"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'ProximalAdagrad lr None': (lambda: OPTS["ProximalAdagrad"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'ProximalAdagrad wd neg': (lambda: OPTS["ProximalAdagrad"](P(), weight_decay=-0.1),
        ValueError, "For 'ProximalAdagrad', the 'weight_decay' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'ProximalAdagrad wd str': (lambda: OPTS["ProximalAdagrad"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'ProximalAdagrad wd tensor': (lambda: OPTS["ProximalAdagrad"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'ProximalAdagrad params tensor': (lambda: OPTS["ProximalAdagrad"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'ProximalAdagrad params int': (lambda: OPTS["ProximalAdagrad"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'ProximalAdagrad params dict': (lambda: OPTS["ProximalAdagrad"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'ProximalAdagrad group unknown key': (
        lambda: OPTS["ProximalAdagrad"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'ProximalAdagrad group params missing': (lambda: OPTS["ProximalAdagrad"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'ProximalAdagrad group lr neg': (
        lambda: OPTS["ProximalAdagrad"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'ProximalAdagrad', the 'learning rate' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'ProximalAdagrad group wd neg': (
        lambda: OPTS["ProximalAdagrad"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'ProximalAdagrad', the 'weight_decay' must be float and must >= "
                    "0, but got '-0.1' with type 'float'."),
    'ProximalAdagrad loss_scale str': (lambda: OPTS["ProximalAdagrad"](P(), loss_scale="a"),
        TypeError, "For 'ProximalAdagrad', the type of 'loss_scale' should be 'float', "
                   "but got type 'str'."),
    'ProximalAdagrad loss_scale 0': (lambda: OPTS["ProximalAdagrad"](P(), loss_scale=0.0),
        ValueError, "For 'ProximalAdagrad', the 'loss_scale' must be float and must > 0, "
                    "but got '0.0' with type 'float'."),
    'ProximalAdagrad lr tensor mismatch': (
        lambda: OPTS["ProximalAdagrad"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'LazyAdam lr tensor 2d': (
        lambda: OPTS["LazyAdam"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'LazyAdam lr None': (lambda: OPTS["LazyAdam"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'LazyAdam wd neg': (lambda: OPTS["LazyAdam"](P(), weight_decay=-0.1),
        ValueError, "For 'LazyAdam', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'LazyAdam wd str': (lambda: OPTS["LazyAdam"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'LazyAdam wd tensor': (lambda: OPTS["LazyAdam"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'LazyAdam params tensor': (lambda: OPTS["LazyAdam"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'LazyAdam params int': (lambda: OPTS["LazyAdam"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'LazyAdam params dict': (lambda: OPTS["LazyAdam"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'LazyAdam group unknown key': (lambda: OPTS["LazyAdam"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'LazyAdam group params missing': (lambda: OPTS["LazyAdam"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'LazyAdam group lr neg': (lambda: OPTS["LazyAdam"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'LazyAdam', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'LazyAdam group wd neg': (lambda: OPTS["LazyAdam"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'LazyAdam', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'LazyAdam loss_scale str': (lambda: OPTS["LazyAdam"](P(), loss_scale="a"),
        TypeError, "For 'LazyAdam', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'LazyAdam loss_scale 0': (lambda: OPTS["LazyAdam"](P(), loss_scale=0.0),
        ValueError, "For 'LazyAdam', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'LazyAdam lr tensor mismatch': (
        lambda: OPTS["LazyAdam"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Adadelta lr tensor 2d': (
        lambda: OPTS["Adadelta"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Adadelta lr None': (lambda: OPTS["Adadelta"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Adadelta wd neg': (lambda: OPTS["Adadelta"](P(), weight_decay=-0.1),
        ValueError, "For 'Adadelta', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adadelta wd str': (lambda: OPTS["Adadelta"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Adadelta wd tensor': (lambda: OPTS["Adadelta"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Adadelta params tensor': (lambda: OPTS["Adadelta"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adadelta params int': (lambda: OPTS["Adadelta"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Adadelta params dict': (lambda: OPTS["Adadelta"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Adadelta group unknown key': (lambda: OPTS["Adadelta"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Adadelta group params missing': (lambda: OPTS["Adadelta"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Adadelta group lr neg': (lambda: OPTS["Adadelta"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Adadelta', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adadelta group wd neg': (lambda: OPTS["Adadelta"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Adadelta', the 'weight_decay' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'Adadelta loss_scale str': (lambda: OPTS["Adadelta"](P(), loss_scale="a"),
        TypeError, "For 'Adadelta', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'Adadelta loss_scale 0': (lambda: OPTS["Adadelta"](P(), loss_scale=0.0),
        ValueError, "For 'Adadelta', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'Adadelta lr tensor mismatch': (
        lambda: OPTS["Adadelta"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Rprop lr tensor 2d': (
        lambda: OPTS["Rprop"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'Rprop lr None': (lambda: OPTS["Rprop"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'Rprop wd neg': (lambda: OPTS["Rprop"](P(), weight_decay=-0.1),
        ValueError, "For 'Rprop', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Rprop wd str': (lambda: OPTS["Rprop"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'Rprop wd tensor': (lambda: OPTS["Rprop"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'Rprop params tensor': (lambda: OPTS["Rprop"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Rprop params int': (lambda: OPTS["Rprop"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'Rprop params dict': (lambda: OPTS["Rprop"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'Rprop group unknown key': (lambda: OPTS["Rprop"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'Rprop group params missing': (lambda: OPTS["Rprop"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'Rprop group lr neg': (lambda: OPTS["Rprop"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'Rprop', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Rprop group wd neg': (lambda: OPTS["Rprop"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'Rprop', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'Rprop lr tensor mismatch': (
        lambda: OPTS["Rprop"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'ASGD lr tensor 2d': (
        lambda: OPTS["ASGD"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'ASGD lr None': (lambda: OPTS["ASGD"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'ASGD wd neg': (lambda: OPTS["ASGD"](P(), weight_decay=-0.1),
        ValueError, "For 'ASGD', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'ASGD wd str': (lambda: OPTS["ASGD"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'ASGD wd tensor': (lambda: OPTS["ASGD"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'ASGD params tensor': (lambda: OPTS["ASGD"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'ASGD params int': (lambda: OPTS["ASGD"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'ASGD params dict': (lambda: OPTS["ASGD"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'ASGD group unknown key': (lambda: OPTS["ASGD"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'ASGD group params missing': (lambda: OPTS["ASGD"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'ASGD group lr neg': (lambda: OPTS["ASGD"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'ASGD', the 'learning rate' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'ASGD group wd neg': (lambda: OPTS["ASGD"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'ASGD', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'ASGD lr tensor mismatch': (
        lambda: OPTS["ASGD"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'AdaMax lr tensor 2d': (
        lambda: OPTS["AdaMax"](P(), learning_rate=Tensor(np.ones((2, 2), np.float32))),
        ValueError, "For 'Optimizer', if 'learning_rate' is Tensor type, then the "
                    'dimension of it should be 0 or 1, but got 2.'),
    'AdaMax lr None': (lambda: OPTS["AdaMax"](P(), learning_rate=None),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   "Tensor, Iterable or LearningRateSchedule, but got <class 'NoneType'>."),
    'AdaMax wd neg': (lambda: OPTS["AdaMax"](P(), weight_decay=-0.1),
        ValueError, "For 'AdaMax', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'AdaMax wd str': (lambda: OPTS["AdaMax"](P(), weight_decay="a"),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'str'>"),
    'AdaMax wd tensor': (lambda: OPTS["AdaMax"](P(), weight_decay=Tensor(0.1)),
        TypeError, "For 'Optimizer', the argument 'Weight_decay' must be int, float or "
                   "Cell.but got <class 'mindspore.common.tensor.Tensor'>"),
    'AdaMax params tensor': (lambda: OPTS["AdaMax"]([f32(3)]),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'AdaMax params int': (lambda: OPTS["AdaMax"](1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'AdaMax params dict': (lambda: OPTS["AdaMax"]({"params": P()}),
        TypeError, "For 'Optimizer', all elements of the argument 'parameters' must be "
                   "'Parameter' or 'dict', please check the 'parameters'."),
    'AdaMax group unknown key': (lambda: OPTS["AdaMax"]([{"params": P(), "foo": 1}]),
        KeyError, '"For \'Optimizer\', the key in group params must be one of in '
                  "['params', 'lr', 'weight_decay', 'order_params', "
                  '\'grad_centralization\'], but got [\'foo\']."'),
    'AdaMax group params missing': (lambda: OPTS["AdaMax"]([{"lr": 0.1}]),
        KeyError, "'params'"),
    'AdaMax group lr neg': (lambda: OPTS["AdaMax"]([{"params": P(), "lr": -0.1}]),
        ValueError, "For 'AdaMax', the 'learning rate' must be float and must >= 0, but "
                    "got '-0.1' with type 'float'."),
    'AdaMax group wd neg': (lambda: OPTS["AdaMax"]([{"params": P(), "weight_decay": -0.1}]),
        ValueError, "For 'AdaMax', the 'weight_decay' must be float and must >= 0, but got "
                    "'-0.1' with type 'float'."),
    'AdaMax loss_scale str': (lambda: OPTS["AdaMax"](P(), loss_scale="a"),
        TypeError, "For 'AdaMax', the type of 'loss_scale' should be 'float', but got "
                   "type 'str'."),
    'AdaMax loss_scale 0': (lambda: OPTS["AdaMax"](P(), loss_scale=0.0),
        ValueError, "For 'AdaMax', the 'loss_scale' must be float and must > 0, but got "
                    "'0.0' with type 'float'."),
    'AdaMax lr tensor mismatch': (
        lambda: OPTS["AdaMax"]([{"params": P(), "lr": Tensor(np.ones(3, np.float32))}], learning_rate=Tensor(np.ones(2, np.float32))),
        ValueError, "For 'Optimizer', the Tensor type dynamic learning rate in group must "
                    "be the same size as the argument 'learning_rate'."),
    'Adam beta1 str': (lambda: nn.Adam(P(), beta1="a"),
        TypeError, "For 'Adam', the type of 'beta1' should be 'float', but got type 'str'."),
    'Adam beta2 1': (lambda: nn.Adam(P(), beta2=1.0),
        ValueError, "For 'Adam', the 'beta2' must be in range of (0.0, 1.0), but got 1.0 "
                    "with type 'float'."),
    'Adam beta1 int': (lambda: nn.Adam(P(), beta1=1),
        TypeError, "For 'Adam', the type of 'beta1' should be 'float', but got type 'int'."),
    'Adam eps str': (lambda: nn.Adam(P(), eps="a"),
        TypeError, "For 'Adam', the type of 'eps' should be 'float', but got type 'str'."),
    'AdamWD beta2 0': (lambda: nn.AdamWeightDecay(P(), beta2=0.0),
        ValueError, "For 'AdamWeightDecay', the 'beta2' must be in range of (0.0, 1.0), "
                    "but got 0.0 with type 'float'."),
    'AdamWD eps int': (lambda: nn.AdamWeightDecay(P(), eps=1),
        TypeError, "For 'AdamWeightDecay', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'Momentum momentum str': (lambda: nn.Momentum(P(), 0.1, "a"),
        TypeError, "For 'Momentum', the type of 'momentum' should be 'float', but got "
                   "type 'str'."),
    'Momentum nesterov int': (lambda: nn.Momentum(P(), 0.1, 0.9, use_nesterov=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'Momentum momentum None': (lambda: nn.Momentum(P(), 0.1, None),
        TypeError, "For 'Momentum', the type of 'momentum' should be 'float', but got "
                   "type 'NoneType'."),
    'Lamb beta2 1': (lambda: nn.Lamb(P(), 0.1, beta2=1.0),
        ValueError, "For 'Lamb', the 'beta2' must be in range of (0.0, 1.0), but got 1.0 "
                    "with type 'float'."),
    'Lamb eps neg': (lambda: nn.Lamb(P(), 0.1, eps=-1.0),
        ValueError, "For 'Lamb', the 'eps' must be float and must > 0, but got '-1.0' with "
                    "type 'float'."),
    'LARS coefficient str': (lambda: nn.LARS(nn.SGD(P()), coefficient="a"),
        TypeError, "For 'LARS', the type of 'coefficient' should be 'float', but got type "
                   "'str'."),
    'LARS use_clip int': (lambda: nn.LARS(nn.SGD(P()), use_clip=1),
        TypeError, "For 'LARS', the type of 'use_clip' should be 'bool', but got type "
                   "'int'."),
    'LARS lars_filter int': (lambda: nn.LARS(nn.SGD(P()), lars_filter=1),
        TypeError, "'int' object is not callable"),
    'SGD momentum str': (lambda: nn.SGD(P(), momentum="a"),
        TypeError, "For 'SGD', the argument 'momentum' must be float type, but got <class "
                   "'str'>."),
    'SGD dampening str': (lambda: nn.SGD(P(), dampening="a"),
        TypeError, "For 'SGD', the argument 'dampening' must be float type, but got "
                   "<class 'str'>."),
    'RMSProp epsilon str': (lambda: nn.RMSProp(P(), epsilon="a"),
        TypeError, "For 'RMSProp', the type of 'epsilon' should be 'float', but got type "
                   "'str'."),
    'RMSProp decay str': (lambda: nn.RMSProp(P(), decay="a"),
        TypeError, "For 'RMSProp', the type of 'decay' should be 'float', but got type "
                   "'str'."),
    'Adagrad accum str': (lambda: nn.Adagrad(P(), accum="a"),
        TypeError, "For 'Adagrad', the type of 'accum' should be 'float', but got type "
                   "'str'."),
    'FTRL l2 neg': (lambda: nn.FTRL(P(), l2=-1.0),
        ValueError, "For 'FTRL', the argument 'l2' must >= 0.0, but got -1.0."),
    'FTRL lr_power str': (lambda: nn.FTRL(P(), lr_power="a"),
        TypeError, "For 'FTRL', the type of 'lr_power' should be 'float', but got type "
                   "'str'."),
    'Optimizer base lr str': (lambda: nn.Optimizer("a", P()),
        ValueError, "could not convert string to float: 'a'"),
    'Optimizer base params int': (lambda: nn.Optimizer(0.1, 1),
        TypeError, "For 'Optimizer', the argument parameters must be Iterable type, but "
                   "got <class 'int'>."),
    'exponential_decay_lr lr str': (lambda: nn.exponential_decay_lr("a", 0.9, 10, 2, 2),
        TypeError, "The 'learning_rate' must be float, but got 'str'"),
    'exponential_decay_lr rate str': (lambda: nn.exponential_decay_lr(0.1, "a", 10, 2, 2),
        TypeError, "The 'decay_rate' must be float, but got 'str'"),
    'exponential_decay_lr is_stair int': (
        lambda: nn.exponential_decay_lr(0.1, 0.9, 10, 2, 2, is_stair=1),
        TypeError, "The type of 'is_stair' should be 'bool', but got type 'int'."),
    'cosine_decay_lr min str': (lambda: nn.cosine_decay_lr("a", 0.1, 10, 2, 2),
        TypeError, "For 'cosine_decay_lr', the argument 'min_lr' must be type of float, "
                   "but got 'min_lr' type: <class 'str'>."),
    'cosine_decay_lr max neg': (lambda: nn.cosine_decay_lr(0.0, -0.1, 10, 2, 2),
        ValueError, "The 'max_lr' must be float and must > 0, but got '-0.1' with type "
                    "'float'."),
    'cosine_decay_lr total 0': (lambda: nn.cosine_decay_lr(0.0, 0.1, 0, 2, 2),
        ValueError, "The 'total_step' must be int and must > 0, but got '0' with type "
                    "'int'."),
    'cosine_decay_lr decay float': (lambda: nn.cosine_decay_lr(0.0, 0.1, 10, 2, 2.0),
        TypeError, "The 'decay_epoch' must be int, but got 'float'"),
    'piecewise_constant_lr milestone desc': (lambda: nn.piecewise_constant_lr([5, 2], [0.1, 0.2]),
        ValueError, "For 'piecewise_constant_lr', the value of milestone[1] must be "
                    'greater than milestone[0], but got milestone[1]: 2, milestone[0]: 5.'),
    'piecewise_constant_lr len diff': (lambda: nn.piecewise_constant_lr([2, 5], [0.1]),
        ValueError, "For 'piecewise_constant_lr', the size of 'milestone' must be same "
                    "with the size of 'learning_rates', but got 'milestone' size: 2, "
                    "'learning_rates' size: 1."),
    'piecewise_constant_lr milestone float': (
        lambda: nn.piecewise_constant_lr([2.0, 5], [0.1, 0.2]),
        TypeError, "The 'milestone[0]' must be int, but got 'float'"),
    'piecewise_constant_lr lr str': (lambda: nn.piecewise_constant_lr([2, 5], ["a", 0.2]),
        TypeError, "The type of 'learning_rates[0]' must be 'float', but got 'str'."),
    'ExponentialDecayLR decay_rate str': (lambda: nn.ExponentialDecayLR(0.1, "a", 4),
        TypeError, "For 'ExponentialDecayLR', the 'decay_rate' must be float, but got "
                   "'str'"),
    'CosineDecayLR min int': (lambda: nn.CosineDecayLR(0, 0.1, 4),
        TypeError, "For 'CosineDecayLR', the argument 'min_lr' must be type of float, but "
                   "got 'min_lr' type: <class 'int'>."),
    'CosineDecayLR max str': (lambda: nn.CosineDecayLR(0.0, "a", 4),
        TypeError, "For 'CosineDecayLR', the 'max_lr' must be float, but got 'str'"),
    'PolynomialDecayLR power str': (lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, "a"),
        TypeError, "For 'PolynomialDecayLR', the 'power' must be float, but got 'str'"),
    'PolynomialDecayLR update int': (
        lambda: nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5, update_decay_steps=1),
        TypeError, "For 'PolynomialDecayLR', the type of 'update_decay_steps' should be "
                   "'bool', but got type 'int'."),
    'WarmUpLR steps float': (lambda: nn.WarmUpLR(0.1, 2.0),
        TypeError, "For 'WarmUpLR', the 'warmup_steps' must be int, but got 'float'"),
    'InverseDecayLR stair int': (lambda: nn.InverseDecayLR(0.1, 0.9, 4, is_stair=1),
        TypeError, "For 'InverseDecayLR', the type of 'is_stair' should be 'bool', but "
                   "got type 'int'."),
    'NaturalExpDecayLR lr str': (lambda: nn.NaturalExpDecayLR("a", 0.9, 4),
        TypeError, "For 'NaturalExpDecayLR', the 'learning_rate' must be float, but got "
                   "'str'"),
    'opt with schedule bad': (lambda: nn.SGD(P(), learning_rate=nn.ReLU()),
        TypeError, "For 'Optimizer', the argument 'learning_rate' must be int, float, "
                   'Tensor, Iterable or LearningRateSchedule, but got <class '
                   "'mindspore.nn.layer.activation.ReLU'>."),
    'Model metrics str': (lambda: Model(N(), nn.MSELoss(), metrics="accuracyx"),
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, "
                   'but got accuracyx'),
    'Model metrics list bad': (lambda: Model(N(), nn.MSELoss(), metrics=["foo"]),
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, "
                   "but got ['foo']"),
    'Model metrics tuple': (lambda: Model(N(), nn.MSELoss(), metrics=("acc",)),
        TypeError, "For 'get_metrics', the argument 'metrics' must be None, dict or set, "
                   "but got ('acc',)"),
    'Model metrics dict int': (lambda: Model(N(), nn.MSELoss(), metrics={"a": 1}),
        TypeError, "For 'get_metrics', if 'metrics' is dict, the key in 'metrics' must be "
                   "string and value in 'metrics' must be Metric, but got key:<class "
                   "'str'>, value:<class 'int'>."),
    'Model amp O2 str bad': (lambda: Model(N(), nn.MSELoss(), nn.SGD(P()), amp_level="o2"),
        ValueError, "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got "
                    'o2.'),
    'Model amp O4': (lambda: Model(N(), nn.MSELoss(), nn.SGD(P()), amp_level="O4"),
        ValueError, "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got "
                    'O4.'),
    'Model boost_level bad': (lambda: Model(N(), nn.MSELoss(), nn.SGD(P()), boost_level="O9"),
        ValueError, "The 'boost_level' should be in : ['O0', 'O1', 'O2'], but got O9."),
    'Model optimizer list': (lambda: Model(N(), nn.MSELoss(), [nn.SGD(P())]),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'list'."),
    'Model loss_scale_manager str': (
        lambda: Model(N(), nn.MSELoss(), nn.SGD(P()), loss_scale_manager="a"),
        TypeError, "The type of 'loss_scale_manager' should be one of "
                   "'['LossScaleManager', 'GroupLossScaleManager']', but got type 'str'."),
    'Model unknown kw': (lambda: Model(N(), nn.MSELoss(), nn.SGD(P()), foo=1),
        ValueError, "The argument in 'kwargs' should be 'loss_scale_manager' or "
                    "'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got "
                    "'foo'."),
    'Model eval no loss no metrics': (lambda: Model(N()).eval(None),
        ValueError, "For Model.eval, the model argument 'metrics' can not be None or "
                    "empty, you should set the argument 'metrics' for model."),
    'Model predict no args': (lambda: Model(N()).predict(),
        TypeError, "Dense.construct() missing 1 required positional argument: 'x'"),
    'Model predict numpy': (lambda: Model(N()).predict(np.ones((2, 3), np.float32)),
        TypeError, 'The types of input data must be in the Union(Tensor, None, int, '
                   'float, str, tuple[Tensor, None, int, float, str], list[Tensor, None, '
                   'int, float, str], dict[Tensor, None, int, float, str]), but got type '
                   'ndarray.'),
    'Model predict wrong shape': (lambda: Model(N()).predict(f32(2, 4)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 4 "
                    "and 'x2_row': 3."),
    'Model train epoch 0': (lambda: Model(N(), nn.MSELoss(), nn.SGD(P())).train(0, None),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'LossMonitor float': (lambda: LossMonitor(per_print_times=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'LossMonitor bool': (lambda: LossMonitor(per_print_times=True),
        TypeError, "The input value must be int and must >= 0, but got 'True' with type "
                   "'bool'."),
    'LossMonitor None': (lambda: LossMonitor(per_print_times=None),
        TypeError, "The input value must be int, but got 'NoneType'"),
    'CkptConfig keep float': (lambda: CheckpointConfig(keep_checkpoint_max=1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'CkptConfig integrated int': (lambda: CheckpointConfig(integrated_save=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'CkptConfig async int': (lambda: CheckpointConfig(async_save=1),
        TypeError, "For 'save_checkpoint', the parameter 'async_save' must be bool or "
                   "str, but got <class 'int'>."),
    'CkptConfig async str bad': (lambda: CheckpointConfig(async_save="foo"),
        ValueError, "For 'save_checkpoint', the argument 'async_save' can only be "
                    "'process' or 'thread',but got foo."),
    'CkptConfig saved_network str': (lambda: CheckpointConfig(saved_network="a"),
        TypeError, "For 'CheckpointConfig', the type of 'saved_network' must be None or "
                   "Cell, but got <class 'str'>."),
    'CkptConfig append_info int': (lambda: CheckpointConfig(append_info=1),
        TypeError, "For 'CheckpointConfig', the type of 'append_info' must be list,but "
                   "got <class 'int'>."),
    'CkptConfig append_info list int': (lambda: CheckpointConfig(append_info=[1]),
        TypeError, "For 'CheckpointConfig', the type of 'append_info' element must be str "
                   "or dict,but got <class 'int'>."),
    'CkptConfig format int': (lambda: CheckpointConfig(format=1),
        ValueError, "The parameter 'format' must be isinstance of <class 'str'>, but got 1."),
    'ModelCheckpoint prefix int': (lambda: ModelCheckpoint(prefix=1),
        ValueError, "For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name "
                    "is invalid, it must be callable or string that does not contain '/', "
                    'but got 1.'),
    'ModelCheckpoint config dict': (lambda: ModelCheckpoint(config={"a": 1}),
        TypeError, "For 'ModelCheckpoint', the type of argument 'config' should be "
                   "'CheckpointConfig', but got <class 'dict'>."),
    'ReduceLROnPlateau cooldown neg': (lambda: ms.train.ReduceLROnPlateau(cooldown=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type "
                    "'int'."),
    'ReduceLROnPlateau min_lr str': (lambda: ms.train.ReduceLROnPlateau(min_lr="a"),
        TypeError, "The type of 'min_lr' should be one of '['float', 'int']', but got "
                   "type 'str'."),
    'History arg': (lambda: ms.train.History(1),
        TypeError, 'History.__init__() takes 1 positional argument but 2 were given'),
    'SummaryCollector dir int': (lambda: ms.train.SummaryCollector(1),
        TypeError, 'The summary_dir is invalid, the type should be string.'),
    'save net int': (lambda: ms.save_checkpoint(1, D + "a.ckpt"),
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list "
                   "or dict, but got <class 'int'>."),
    'save net None': (lambda: ms.save_checkpoint(None, D + "a.ckpt"),
        TypeError, "For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list "
                   "or dict, but got <class 'NoneType'>."),
    'save name None': (lambda: ms.save_checkpoint(N(), None),
        TypeError, "For 'save_checkpoint', the parameter None for checkpoint file name is "
                   "invalid,'ckpt_file_name' must be string, but got <class 'NoneType'>."),
    'save list dict no name': (lambda: ms.save_checkpoint([{"data": f32(2)}], D + "a.ckpt"),
        TypeError, 'For save_checkpoint, save_obj should be a list of dict items, and the '
                   "dict should have key values 'name' and 'value', but got <class "
                   "'dict'> and {'data': Tensor(shape=[2], dtype=Float32, value= [ "
                   '1.00000000e+00,  1.00000000e+00])}.'),
    'save list dict no data': (lambda: ms.save_checkpoint([{"name": "a"}], D + "a.ckpt"),
        TypeError, 'For save_checkpoint, save_obj should be a list of dict items, and the '
                   "dict should have key values 'name' and 'value', but got <class "
                   "'dict'> and {'name': 'a'}."),
    'save list dict data int': (
        lambda: ms.save_checkpoint([{"name": "a", "data": 1}], D + "a.ckpt"),
        TypeError, 'For save_checkpoint, when save_obj is a list of dict items, the data '
                   "in dict should be parameter, but got <class 'int'>."),
    'save format int': (lambda: ms.save_checkpoint(N(), D + "a.ckpt", format=1),
        ValueError, "For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', "
                    'but got 1.'),
    'save enc_mode bad': (
        lambda: ms.save_checkpoint(N(), D + "a.ckpt", enc_key=b"0123456789abcdef", enc_mode="foo"),
        ValueError, 'Encrypt failed'),
    'load name int': (lambda: ms.load_checkpoint(1),
        TypeError, "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, "
                   "but got <class 'int'>."),
    'load name list': (lambda: ms.load_checkpoint([_ck()]),
        TypeError, "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, "
                   "but got <class 'list'>."),
    'load format bad': (lambda: ms.load_checkpoint(_ck(), format="foo"),
        ValueError, "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or "
                    "'.safetensors', please input the correct 'format'."),
    'load filter_prefix tuple int': (lambda: ms.load_checkpoint(_ck(), filter_prefix=(1,)),
        TypeError, "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is "
                   'list or tuple, the element in it must be string, but got <class '
                   "'int'> at index 0."),
    'load kwargs bad': (lambda: ms.load_checkpoint(_ck(), foo=1),
        TypeError, "load_checkpoint() got an unexpected keyword argument 'foo'"),
    'lpin net int': (lambda: ms.load_param_into_net(1, {}),
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but "
                   "got <class 'int'>."),
    'lpin pd int': (lambda: ms.load_param_into_net(N(), 1),
        TypeError, "For 'load_param_into_net', the argument 'parameter_dict' should be a "
                   "dict, but got <class 'int'>."),
    'lpin pd key int': (lambda: ms.load_param_into_net(N(), {1: Parameter(f32(2), name="a")}),
        TypeError, "For 'parameter_dict', the element in the argument 'parameter_dict' "
                   "should be a 'str' and 'Parameter' , but got <class 'int'> and <class "
                   "'abc.Parameter'>."),
    'lpin strict int': (lambda: ms.load_param_into_net(N(), {}, strict_load=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'lpin shape mismatch': (lambda: _shape_mismatch(False),
        RuntimeError, "For 'load_param_into_net', fc.weight in the argument 'net' should "
                      "have the same shape as fc.weight in the argument 'parameter_dict'. "
                      "But got its shape (2, 4) in the argument 'net' and shape (2, 3) in "
                      "the argument 'parameter_dict'.May you need to check whether the "
                      'checkpoint you loaded is correct or the batch size and so on in the '
                      "'net' and 'parameter_dict' are same."),
    'lpin shape mismatch strict': (lambda: _shape_mismatch(True),
        RuntimeError, "For 'load_param_into_net', fc.weight in the argument 'net' should "
                      "have the same shape as fc.weight in the argument 'parameter_dict'. "
                      "But got its shape (2, 4) in the argument 'net' and shape (2, 3) in "
                      "the argument 'parameter_dict'.May you need to check whether the "
                      'checkpoint you loaded is correct or the batch size and so on in the '
                      "'net' and 'parameter_dict' are same."),
    'lpin pd value tensor': (lambda: ms.load_param_into_net(N(), {"weight": f32(2, 3)}),
        TypeError, "For 'parameter_dict', the element in the argument 'parameter_dict' "
                   "should be a 'str' and 'Parameter' , but got <class 'str'> and <class "
                   "'mindspore.common.tensor.Tensor'>."),
    'lpin kwargs bad': (lambda: ms.load_param_into_net(N(), {}, foo=1),
        TypeError, "load_param_into_net() got an unexpected keyword argument 'foo'"),
    'gd source int': (lambda: ds.GeneratorDataset(1, ["a"]),
        TypeError, 'Input `source` function of GeneratorDataset should be callable, '
                   'iterable or random accessible, commonly it should implement one of '
                   'the method like yield, __getitem__ or __next__(__iter__).'),
    'gd column_names int': (lambda: ds.GeneratorDataset(gen, 1),
        TypeError, "Argument column_names with value 1 is not of type [<class 'list'>, "
                   "<class 'str'>], but got <class 'int'>."),
    'gd column_names empty': (lambda: ds.GeneratorDataset(gen, []),
        ValueError, 'column_names should not be empty.'),
    'gd schema int': (lambda: ds.GeneratorDataset(gen, schema=1),
        ValueError, 'schema should be a path to schema file or a schema object.'),
    'gd num_samples str': (lambda: ds.GeneratorDataset(gen, ["a"], num_samples="a"),
        TypeError, "Argument num_samples with value a is not of type [<class 'int'>], but "
                   "got <class 'str'>."),
    'gd num_parallel_workers str': (
        lambda: ds.GeneratorDataset(gen, ["a"], num_parallel_workers="a"),
        TypeError, 'Argument num_parallel_workers with value a is not of type [<class '
                   "'int'>], but got <class 'str'>."),
    'gd num_parallel_workers big': (
        lambda: ds.GeneratorDataset(gen, ["a"], num_parallel_workers=10000),
        ValueError, 'num_parallel_workers exceeds the boundary between 1 and 2!'),
    'gd shuffle int': (lambda: ds.GeneratorDataset(gen, ["a"], shuffle=1),
        TypeError, "Argument shuffle with value 1 is not of type [<class 'bool'>], but "
                   "got <class 'int'>."),
    'gd sampler int': (lambda: ds.GeneratorDataset(gen, ["a"], sampler=1),
        TypeError, 'sampler should be either iterable or from mindspore.dataset.samplers.'),
    'gd num_shards 0': (lambda: ds.GeneratorDataset(gen, ["a"], num_shards=0, shard_id=0),
        ValueError, 'Input num_shards is not within the required interval of [1, '
                    '2147483647].'),
    'gd num_shards no id': (lambda: ds.GeneratorDataset(gen, ["a"], num_shards=2),
        ValueError, 'num_shards and shard_id need to be passed in together.'),
    'gd shard_id no num': (lambda: ds.GeneratorDataset(gen, ["a"], shard_id=0),
        ValueError, 'num_shards and shard_id need to be passed in together.'),
    'gd shard_id neg': (lambda: ds.GeneratorDataset(gen, ["a"], num_shards=2, shard_id=-1),
        ValueError, 'num_shards is not supported if source does not have attribute '
                    "'__getitem__'."),
    'gd python_multiprocessing int': (
        lambda: ds.GeneratorDataset(gen, ["a"], python_multiprocessing=1),
        TypeError, 'Argument python_multiprocessing with value 1 is not of type [<class '
                   "'bool'>], but got <class 'int'>."),
    'gd max_rowsize str': (lambda: ds.GeneratorDataset(gen, ["a"], max_rowsize="a"),
        TypeError, "Argument max_rowsize with value a is not of type [<class 'int'>], but "
                   "got <class 'str'>."),
    'gd sampler with shuffle': (
        lambda: ds.GeneratorDataset([1, 2], ["a"], sampler=ds.SequentialSampler(), shuffle=True),
        ValueError, 'Conflicting arguments during sampler assignments. num_samples: None, '
                    'num_shards: None, shard_id: None, shuffle: True.'),
    'gd batch then bad': (lambda: ds.GeneratorDataset(gen, ["a"]).batch(2, drop_remainder=1),
        TypeError, "Argument drop_remainder with value 1 is not of type [<class 'bool'>], "
                   "but got <class 'int'>."),
    'gd rename int': (lambda: ds.GeneratorDataset(gen, ["a"]).rename(1, "b"),
        TypeError, "Argument input_columns with value 1 is not of type [<class 'list'>, "
                   "<class 'str'>], but got <class 'int'>."),
    'NumpySlices bad data': (lambda: ds.NumpySlicesDataset(1),
        TypeError, "Argument data with value 1 is not of type [<class 'list'>, <class "
                   "'tuple'>, <class 'dict'>, <class 'numpy.ndarray'>], but got <class "
                   "'int'>."),
}
