"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's b2.py):
``save_checkpoint``/``load_checkpoint``/``load_param_into_net`` misuse (the Parameters
stay unchanged), ``Model`` training/eval arguments checked with a dataset in hand."""
import atexit
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Tensor, nn
from minicell.train import Model

D = tempfile.mkdtemp(prefix="minicell_bad31_") + "/"
atexit.register(shutil.rmtree, D, True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)

    def construct(self, x):
        return self.fc(x)


def ck(name="a.ckpt", net=None):
    ms.save_checkpoint(net or Net(), D + name)
    return D + name


class DSl:
    """A dataset object of one (2, 3) -> (2, 2) batch (what 2.10's Model reads of one)."""

    def get_dataset_size(self):
        return 1

    def create_tuple_iterator(self, num_epochs=-1, do_copy=True, output_numpy=False):
        return iter([(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 2), np.float32)))])

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False):
        x, y = next(self.create_tuple_iterator())
        return iter([{"x": x, "y": y}])

    def __iter__(self):
        return self.create_tuple_iterator()


def m():
    n = Net()
    return Model(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), metrics={"mae"})



ROWS = {
    'save net list of str': (lambda: ms.save_checkpoint(["a"], D + "b.ckpt"),
        TypeError, 'For save_checkpoint, when save_obj is made up by list of Parameter,the '
                   "param should be parameter, but got <class 'str'>"),
    'save list of tuples': (lambda: ms.save_checkpoint([("a", 1)], D + "d.ckpt"),
        TypeError, 'For save_checkpoint, when save_obj is made up by list of Parameter,the '
                   "param should be parameter, but got <class 'tuple'>"),
    'save append_dict list': (lambda: ms.save_checkpoint(Net(), D + "e.ckpt", append_dict=[1]),
        TypeError, "For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                   "<class 'list'>."),
    'save append_dict bad value': (lambda: ms.save_checkpoint(Net(), D + "f.ckpt", append_dict={"a": [1]}),
        TypeError, "For 'save_checkpoint', the type of dict 'append_info' must be key: "
                   "string, value: int, float, bool or Generator, but got key: <class 'str'>, "
                   "value: <class 'list'>"),
    'save append_dict key int': (lambda: ms.save_checkpoint(Net(), D + "g.ckpt", append_dict={1: 1}),
        TypeError, "For 'save_checkpoint', the type of dict 'append_info' must be key: "
                   "string, value: int, float, bool or Generator, but got key: <class 'int'>, "
                   "value: <class 'int'>"),
    'save enc_key str': (lambda: ms.save_checkpoint(Net(), D + "h.ckpt", enc_key="k"),
        ValueError, "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
                    "'bytes'>), but got k."),
    'save integrated str': (lambda: ms.save_checkpoint(Net(), D + "j.ckpt", integrated_save="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'save choice_func int': (lambda: ms.save_checkpoint(Net(), D + "k.ckpt", choice_func=3),
        TypeError, "'int' object is not callable"),
    'save crc str': (lambda: ms.save_checkpoint(Net(), D + "l.ckpt", crc_check="x"),
        ValueError, "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got x."),
    'load dec_key str': (lambda: ms.load_checkpoint(ck(), dec_key="k"),
        ValueError, "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class "
                    "'bytes'>), but got k."),
    'load net str': (lambda: ms.load_checkpoint(ck(), net="n"),
        TypeError, "For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                   "<class 'str'>."),
    'load filter_prefix list int': (lambda: ms.load_checkpoint(ck(), filter_prefix=[1]),
        TypeError, "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list "
                   "or tuple, the element in it must be string, but got <class 'int'> at "
                   'index 0.'),
    'load filter_prefix empty str': (lambda: ms.load_checkpoint(ck(), filter_prefix=""),
        ValueError, "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' "
                    "can't include ''."),
    'load specify_prefix list int': (lambda: ms.load_checkpoint(ck(), specify_prefix=[1]),
        TypeError, "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list "
                   "or tuple, the element in it must be string, but got <class 'int'> at "
                   'index 0.'),
    'load both prefixes': (lambda: ms.load_checkpoint(ck(), specify_prefix="fc", filter_prefix="fc"),
        ValueError, 'The loaded parameter dict is empty after filter or specify, please check '
                    "whether 'filter_prefix' or 'specify_prefix' are set correctly."),
    'load crc str': (lambda: ms.load_checkpoint(ck(), crc_check="x"),
        ValueError, "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got x."),
    'load None': (lambda: ms.load_checkpoint(None),
        TypeError, "For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but "
                   "got <class 'NoneType'>."),
    'load empty': (lambda: ms.load_checkpoint(""),
        ValueError, "For 'load_checkpoint', the checkpoint file format must same with "
                    "'format', but got file_name:'', format:'ckpt'"),
    'lpin pd values int': (lambda: ms.load_param_into_net(Net(), {"fc.weight": 1}),
        TypeError, "For 'parameter_dict', the element in the argument 'parameter_dict' should "
                   "be a 'str' and 'Parameter' , but got <class 'str'> and <class 'int'>."),
    'lpin remove_redundancy str': (lambda: ms.load_param_into_net(Net(), ms.load_checkpoint(ck()), remove_redundancy="x"),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, "
                    'but got x.'),
    'lpin pd value ndarray': (lambda: ms.load_param_into_net(Net(), {"fc.bias": np.ones(2, np.float32)}),
        TypeError, "For 'parameter_dict', the element in the argument 'parameter_dict' should "
                   "be a 'str' and 'Parameter' , but got <class 'str'> and <class "
                   "'numpy.ndarray'>."),
    'Model eval sink str': (lambda: m().eval(DSl(), dataset_sink_mode="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'Model keep_bn with opt': (lambda: (lambda n: Model(n, nn.MSELoss(), nn.SGD(n.trainable_params()), keep_batchnorm_fp32="yes"))(Net()),
        TypeError, "The type of 'keep_batchnorm_fp32' should be 'bool', but got type 'str'."),
    'Model fit valid metrics none': (lambda: (lambda n: Model(n, nn.MSELoss(), nn.SGD(n.trainable_params())))(Net()).fit(1, DSl(), DSl()),
        ValueError, "For 'Model.fit', if valid_dataset is not None, the model argument "
                    "'metrics' can not beNone or empty, you should set the argument 'metrics' "
                    'for model.'),
    'Model fit valid_freq str ds': (lambda: m().fit(1, DSl(), DSl(), valid_frequency="x"),
        TypeError, "For 'Model.fit', the type of 'valid_frequency' must be a list or an "
                   "integer, but got type <class 'str'>."),
    'Model fit valid sink str': (lambda: m().fit(1, DSl(), DSl(), valid_dataset_sink_mode="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'Model train sink_size -2': (lambda: m().train(1, DSl(), sink_size=-2),
        ValueError, "For 'Model.train', The argument 'sink_size' must be -1 or positive, but "
                    'got -2.'),
    'Model fit sink_size -2': (lambda: m().fit(1, DSl(), sink_size=-2),
        ValueError, "For 'Model.fit', The parameter 'sink_size' must be -1 or positive, but "
                    'got -2.'),
    'Model train sink_size 0': (lambda: m().train(1, DSl(), sink_size=0),
        ValueError, "For 'Model.train', The argument 'sink_size' must be -1 or positive, but "
                    'got 0.'),
    'Model train epoch bool': (lambda: m().train(True, DSl()),
        TypeError, "The input value must be int and must > 0, but got 'True' with type 'bool'."),
    'Model train initial bool': (lambda: m().train(2, DSl(), initial_epoch=True),
        TypeError, "The input value must be int and must >= 0, but got 'True' with type "
                   "'bool'."),
    'Model train callbacks int ds': (lambda: m().train(1, DSl(), callbacks=3),
        TypeError, "When the 'callbacks' is a list, the elements in 'callbacks' must be "
                   'Callback functions.'),
    'Model train callbacks list int ds': (lambda: m().train(1, DSl(), callbacks=[3]),
        TypeError, "When the 'callbacks' is a list, the elements in 'callbacks' must be "
                   'Callback functions.'),
    'Model train callbacks list obj': (lambda: m().train(1, DSl(), callbacks=[object()]),
        TypeError, "When the 'callbacks' is a list, the elements in 'callbacks' must be "
                   'Callback functions.'),
    'Model eval callbacks int ds': (lambda: m().eval(DSl(), callbacks=3),
        TypeError, "The 'callbacks' is not a Callback or a list of Callback."),
    'Model eval no metrics ds': (lambda: (lambda n: Model(n, nn.MSELoss(), nn.SGD(n.trainable_params())))(Net()).eval(DSl()),
        ValueError, "For Model.eval, the model argument 'metrics' can not be None or empty, "
                    "you should set the argument 'metrics' for model."),
    'Model predict two': (lambda: Model(Net()).predict(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32))),
        TypeError, 'Net.construct() takes 2 positional arguments but 3 were given'),
    'Model predict backend': (lambda: Model(Net()).predict(Tensor(np.ones((2, 3), np.float32)), backend="x"),
        ValueError, "For Model.predict, `backend` should be 'lite' or None, but got x"),
    'Model build no ds': (lambda: m().build(),
        RuntimeError, 'Pre-init process only supports Ascend target currently.'),
    'Model infer_predict_layout': (lambda: m().infer_predict_layout(Tensor(np.ones((2, 3), np.float32))),
        RuntimeError, 'Infer predict layout only supports semi auto parallel and auto parallel '
                      'mode.'),
}
