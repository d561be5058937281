"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's c1.py):
variants of the other rows-31 files: ``jit`` on a def, ``Model``/``amp`` optimizer and
loss-scale types, the Model's Validator texts, checkpoint Validator texts, ``set_context``
``mode``/``device_id``, ``GradOperation`` weights, ``ParameterTuple``, ``insert_param_to_cell``."""
import atexit
import shutil
import tempfile

import numpy as np

import minicell as ms
from minicell import Parameter, Tensor, nn, ops
from minicell.train import CheckpointConfig, Model, ModelCheckpoint
from bad_input_rows31_io import DSl

D = tempfile.mkdtemp(prefix="minicell_bad31c_") + "/"
atexit.register(shutil.rmtree, D, True)
x = Tensor(np.ones((2, 3), np.float32))


def ident(a):
    return a


def f2(a, b):
    return (a * b).sum()


class W(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")

    def construct(self, a):
        return (a * self.w).sum()


def m(**kw):
    n = nn.Dense(3, 2)
    return Model(n, nn.MSELoss(), nn.SGD(n.trainable_params(), 0.1), metrics={"mae"}, **kw)


def ckp(name):
    ms.save_checkpoint(nn.Dense(3, 2), D + name)
    return D + name



ROWS = {
    'jit backend int def': (lambda: ms.jit(ident, backend=3)(x),
        RuntimeError, "Unable to cast Python instance of type <class 'int'> to C++ type "
                      "'std::string'"),
    'jit jit_level bad def': (lambda: ms.jit(ident, jit_level="O7")(x),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but "
                    "got 'O7'."),
    'jit capture bad def': (lambda: ms.jit(ident, capture_mode="xx"),
        ValueError, "For 'jit', the 'capture_mode' must be str and must be in '['ast', "
                    "'bytecode', 'trace']', but got 'xx'."),
    'jit dynamic 3 def': (lambda: ms.jit(ident, dynamic=3)(x),
        ValueError, "For 'jit', the 'dynamic' must be in range of [0, 1], but got 3 with type "
                    "'int'."),
    'jit fullgraph int def': (lambda: ms.jit(ident, fullgraph=2)(x),
        TypeError, "For 'jit', the 'fullgraph' must be a bool, but got int."),
    'jit decorator kw only': (lambda: ms.jit(capture_mode="bytecode", jit_level="O9")(ident)(x),
        ValueError, "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but "
                    "got 'O9'."),
    'Model opt list': (lambda: (lambda n: Model(n, nn.MSELoss(), [nn.SGD(n.trainable_params())]))(nn.Dense(3, 2)),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'list'."),
    'Model lsm str': (lambda: (lambda n: Model(n, nn.MSELoss(), nn.SGD(n.trainable_params()), loss_scale_manager="x"))(nn.Dense(3, 2)),
        TypeError, "The type of 'loss_scale_manager' should be one of '['LossScaleManager', "
                   "'GroupLossScaleManager']', but got type 'str'."),
    'amp build opt int': (lambda: ms.amp.build_train_network(nn.Dense(3, 2), 3),
        TypeError, "The type of 'optimizer' should be one of '['Optimizer', 'FreezeOpt', "
                   "'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell']', but got type "
                   "'int'."),
    'amp build lsm int': (lambda: (lambda n: ms.amp.build_train_network(n, nn.SGD(n.trainable_params()), loss_scale_manager=3))(nn.Dense(3, 2)),
        TypeError, "The type of 'loss_scale_manager' should be one of '['LossScaleManager', "
                   "'GroupLossScaleManager']', but got type 'int'."),
    'Model train epoch None': (lambda: m().train(None, DSl()),
        TypeError, "The input value must be int, but got 'NoneType'"),
    'Model train epoch 0 ds': (lambda: m().train(0, DSl()),
        ValueError, "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Model train sink None': (lambda: m().train(1, DSl(), dataset_sink_mode=None),
        TypeError, 'The input value must be a bool, but got NoneType.'),
    'Model train sink_size float': (lambda: m().train(1, DSl(), sink_size=1.0),
        TypeError, "The type of input value must be 'int', but got 'float'."),
    'Model train initial float': (lambda: m().train(2, DSl(), initial_epoch=1.0),
        TypeError, "The input value must be int, but got 'float'"),
    'Model train initial eq epoch': (lambda: m().train(2, DSl(), initial_epoch=2),
        ValueError, "For 'Model.train', the parameter 'epoch' must bigger than parameter "
                    "'initial_epoch', but got the parameter 'epoch' is 2, 'initial_epoch' is 2."),
    'Model fit epoch str': (lambda: m().fit("1", DSl()),
        TypeError, "The input value must be int, but got 'str'"),
    'Model fit sink str': (lambda: m().fit(1, DSl(), dataset_sink_mode="x"),
        TypeError, 'The input value must be a bool, but got str.'),
    'Model fit initial neg': (lambda: m().fit(1, DSl(), initial_epoch=-1),
        ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
    'Model fit sink_size 0': (lambda: m().fit(1, DSl(), sink_size=0),
        ValueError, "For 'Model.fit', The parameter 'sink_size' must be -1 or positive, but "
                    'got 0.'),
    'Model fit ds None': (lambda: m().fit(1, None),
        AttributeError, "'NoneType' object has no attribute 'get_dataset_size'"),
    'Model fit valid_freq float': (lambda: m().fit(1, DSl(), DSl(), valid_frequency=1.5),
        TypeError, "For 'Model.fit', the type of 'valid_frequency' must be a list or an "
                   "integer, but got type <class 'float'>."),
    'Model eval sink int': (lambda: m().eval(DSl(), dataset_sink_mode=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'Model eval callbacks str': (lambda: m().eval(DSl(), callbacks="cb"),
        TypeError, "The 'callbacks' is not a Callback or a list of Callback."),
    'Model eval callbacks list int': (lambda: m().eval(DSl(), callbacks=[1]),
        TypeError, "When the 'callbacks' is a list, the elements in 'callbacks' must be "
                   'Callback functions.'),
    'Model eval ds int': (lambda: m().eval(3),
        AttributeError, "'int' object has no attribute 'get_dataset_size'"),
    'Model train ds int': (lambda: m().train(1, 3),
        AttributeError, "'int' object has no attribute 'get_dataset_size'"),
    'Model train ds str': (lambda: m().train(1, "data"),
        AttributeError, "'str' object has no attribute 'get_dataset_size'"),
    'ModelCheckpoint dir spaces': (lambda: ModelCheckpoint(directory="   "),
        ValueError, 'The path is invalid, it should be non-blank.'),
    'ModelCheckpoint dir list': (lambda: ModelCheckpoint(directory=["a"]),
        TypeError, 'The path is invalid, the type should be string.'),
    'CkptConfig append_info 3 dicts': (lambda: CheckpointConfig(append_info=[{"a": 1}, {"b": 2}, {"c": 3}]),
        TypeError, "For 'CheckpointConfig', the element of 'append_info' must has only one "
                   'dict, but got {dict_num}'),
    'save integrated int': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "i.ckpt", integrated_save=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'save integrated None': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "j.ckpt", integrated_save=None),
        TypeError, 'The input value must be a bool, but got NoneType.'),
    'save enc_key int': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "k.ckpt", enc_key=3),
        ValueError, "The parameter 'enc_key' must be isinstance of (<class 'NoneType'>, <class "
                    "'bytes'>), but got 3."),
    'save enc_mode int': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "l.ckpt", enc_mode=3),
        ValueError, "The parameter 'enc_mode' must be isinstance of <class 'str'>, but got 3."),
    'save remove_redundancy str': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "m.ckpt", remove_redundancy="x"),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of (<class "
                    "'NoneType'>, <class 'bool'>), but got x."),
    'save choice_func str': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "n.ckpt", choice_func="f"),
        TypeError, "'str' object is not callable"),
    'save append None value': (lambda: ms.save_checkpoint(nn.Dense(3, 2), D + "o.ckpt", append_dict={"a": None}),
        TypeError, "For 'save_checkpoint', the type of dict 'append_info' must be key: "
                   "string, value: int, float, bool or Generator, but got key: <class 'str'>, "
                   "value: <class 'NoneType'>"),
    'load dec_key int': (lambda: ms.load_checkpoint(ckp("q.ckpt"), dec_key=3),
        ValueError, "The parameter 'dec_key' must be isinstance of (<class 'NoneType'>, <class "
                    "'bytes'>), but got 3."),
    'load dec_mode int': (lambda: ms.load_checkpoint(ckp("r.ckpt"), dec_mode=3),
        ValueError, "The parameter 'dec_mode' must be isinstance of <class 'str'>, but got 3."),
    'load crc int': (lambda: ms.load_checkpoint(ckp("s.ckpt"), crc_check=1),
        ValueError, "The parameter 'crc_check' must be isinstance of <class 'bool'>, but got 1."),
    'load remove_redundancy str': (lambda: ms.load_checkpoint(ckp("t.ckpt"), remove_redundancy="x"),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, "
                    'but got x.'),
    'lpin remove_redundancy int': (lambda: ms.load_param_into_net(nn.Dense(3, 2), {}, remove_redundancy=1),
        ValueError, "The parameter 'remove_redundancy' must be isinstance of <class 'bool'>, "
                    'but got 1.'),
    'lpin strict int': (lambda: ms.load_param_into_net(nn.Dense(3, 2), {}, strict_load=1),
        TypeError, 'The input value must be a bool, but got int.'),
    'set_context mode -1': (lambda: ms.set_context(mode=-1),
        ValueError, "For 'context.set_context', the argument 'mode' should be "
                    'context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got -1.'),
    'set_context mode float': (lambda: ms.set_context(mode=2.0),
        TypeError, "The parameter 'mode' must be <class 'int'>, but got <class 'float'>"),
    'set_context bar with mode': (lambda: ms.set_context(bar=2, mode=1),
        ValueError, "For 'context.set_context', the keyword argument bar is not recognized! "
                    "For detailed usage of 'set_context', please refer to the Mindspore "
                    'official website.'),
    'set_context device_id str': (lambda: ms.set_context(device_id="x"),
        TypeError, "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    'set_context device_id big': (lambda: ms.set_context(device_id=5000),
        ValueError, "For 'context.set_context', the argument 'device_id' must be in range [0, "
                    '4095], but got 5000.'),
    'grad pos tuple str': (lambda: ms.grad(f2, grad_position=(0, "1"))(x, x),
        TypeError, "For 'F.grad', the element in 'grad_position' must be int."),
    'vag pos tuple float': (lambda: ms.value_and_grad(f2, grad_position=(0, 1.0))(x, x),
        TypeError, "For 'F.grad', the element in 'grad_position' must be int."),
    'grad pos tuple None': (lambda: ms.grad(f2, grad_position=(0, None))(x, x),
        TypeError, "For 'F.grad', the element in 'grad_position' must be int."),
    'GO weights str': (lambda: ops.GradOperation(get_by_list=True)(W(), "w")(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got w'),
    'GO weights float': (lambda: ops.GradOperation(get_by_list=True)(W(), 2.5)(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   'but got 2.5'),
    'GO weights dict': (lambda: ops.GradOperation(get_by_list=True)(W(), {"w": 1})(x),
        TypeError, 'The weights you provided is expected to be a tensor, or a list or tuple. '
                   "but got {'w': 1}"),
    'GO fn str': (lambda: ops.GradOperation()("f")(x),
        TypeError, 'The fn should be callable, but got str'),
    'GO fn None call': (lambda: ops.GradOperation()(None)(x),
        TypeError, 'The fn should be callable, but got NoneType'),
    'GO fn list': (lambda: ops.GradOperation()([1])(x),
        TypeError, 'The fn should be callable, but got list'),
    'ParameterTuple None': (lambda: ms.ParameterTuple(None),
        TypeError, "'NoneType' object is not iterable"),
    'ParameterTuple float': (lambda: ms.ParameterTuple(1.5),
        TypeError, "'float' object is not iterable"),
    'ParameterTuple str': (lambda: ms.ParameterTuple("ab"),
        TypeError, 'For ParameterTuple initialization, ParameterTuple input should be '
                   "'Parameter' collection, but got a <class 'str'>. "),
    'insert_param None': (lambda: nn.Dense(2, 2).insert_param_to_cell(None, Parameter(Tensor([1.0]), name="z")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not be '
                  'None."'),
    'insert_param float': (lambda: nn.Dense(2, 2).insert_param_to_cell(1.5, Parameter(Tensor([1.0]), name="z")),
        TypeError, "argument of type 'float' is not iterable"),
    'insert_param tuple': (lambda: nn.Dense(2, 2).insert_param_to_cell(("a",), Parameter(Tensor([1.0]), name="z")),
        TypeError, "attribute name must be string, not 'tuple'"),
    'insert_param 0': (lambda: nn.Dense(2, 2).insert_param_to_cell(0, Parameter(Tensor([1.0]), name="z")),
        KeyError, '"For \'insert_param_to_cell\', the argument \'param_name\' should not be '
                  'None."'),
    'insert_param int None': (lambda: nn.Dense(2, 2).insert_param_to_cell(3, None),
        TypeError, "argument of type 'int' is not iterable"),
    'set_dtype str p': (lambda: Parameter(Tensor([1.0]), name="a").set_dtype("int32"),
        RuntimeError, "Unable to cast Python instance of type <class 'str'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'set_dtype np dtype': (lambda: Parameter(Tensor([1.0]), name="a").set_dtype(np.dtype("float16")),
        RuntimeError, 'Unable to cast Python instance of type <class '
                      "'numpy.dtypes.Float16DType'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'set_dtype float': (lambda: Parameter(Tensor([1.0]), name="a").set_dtype(1.5),
        RuntimeError, "Unable to cast Python instance of type <class 'float'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'Tensor set_dtype?': (lambda: Tensor([1.0]).set_dtype("x"),
        RuntimeError, "Unable to cast Python instance of type <class 'str'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'NLLLoss label 5': (lambda: nn.NLLLoss()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.zeros(5, np.int32))),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 5, '
                    'but got 2.'),
    'NLLLoss label 3x2': (lambda: nn.NLLLoss()(Tensor(np.ones((2, 3), np.float32)), Tensor(np.zeros((3, 2), np.int32))),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 3, '
                    'but got 2.'),
    'cross_entropy label 4 w': (lambda: ops.cross_entropy(Tensor(np.ones((2, 3), np.float32)), Tensor(np.zeros(4, np.int32)), Tensor(np.ones(3, np.float32))),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 4, '
                    'but got 2.'),
    'Model build': (lambda: m().build(DSl()),
        RuntimeError, 'Pre-init process only supports Ascend target currently.'),
    'Model infer_predict_layout': (lambda: m().infer_predict_layout(x),
        RuntimeError, 'Infer predict layout only supports semi auto parallel and auto parallel '
                      'mode.'),
}
