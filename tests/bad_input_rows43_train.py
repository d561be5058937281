"""Rows of ``test_bad_input_catalogue43`` (train callbacks, Model, Parameter and Tensor creation
misuse): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case
per process; /tmp/s60/bad43/cb.py with run.py). Fixed in this round: Tensor of a numpy array
holding an unsupported element (2.10's text goes on with the element's index, the array and
the element types it takes). The other rows were already as 2.10.
Still different: none found in this set; 2.10 accepts LossMonitor(0), TimeMonitor('a'),
CheckpointConfig(format='pt'), Parameter(int Tensor, requires_grad=True) and
set_data with another shape or dtype (minicell as well).
"""
import numpy as np
from minicell import Parameter, ParameterTuple, Tensor, nn
from minicell.train import CheckpointConfig, LossMonitor, Model, ModelCheckpoint


def _model(**kw):
    net = nn.Dense(3, 2)
    return Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9), **kw)


def _p():
    return Parameter(Tensor(np.ones(2, np.float32)), name='p')


_GE0 = "The input value must be int and must >= 0, but got '-1' with type 'int'."
_PREFIX = ("For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name is invalid, it "
           "must be callable or string that does not contain '/', but got {}.")
_INPUT = ("For 'Tensor', the type of 'input_data' should be one of '['TensorPy', 'Tensor', "
          "'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex', 'bytes']', but "
          "got type '{}'.")
_TYPES = "".join(f"\n<class 'numpy.{t}'>" for t in (
    "int8 int16 int32 int64 uint8 uint16 uint32 uint64 float16 float32 float64 bool_ str_ "
    "complex64 complex128").split())

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'CheckpointConfig steps -1': (lambda: CheckpointConfig(save_checkpoint_steps=-1),
        ValueError, _GE0),
    'CheckpointConfig steps float': (lambda: CheckpointConfig(save_checkpoint_steps=1.5),
        TypeError, "The input value must be int, but got 'float'"),
    'CheckpointConfig max -1': (lambda: CheckpointConfig(keep_checkpoint_max=-1),
        ValueError, _GE0),
    'CheckpointConfig integrated_save str': (lambda: CheckpointConfig(integrated_save='y'),
        TypeError, "The input value must be a bool, but got str."),
    'CheckpointConfig append_info int': (lambda: CheckpointConfig(append_info=[3]), TypeError,
        "For 'CheckpointConfig', the type of 'append_info' element must be str or dict,but got "
        "<class 'int'>."),
    'ModelCheckpoint prefix int': (lambda: ModelCheckpoint(prefix=3), ValueError,
        _PREFIX.format(3)),
    'ModelCheckpoint prefix slash': (lambda: ModelCheckpoint(prefix='a/b'), ValueError,
        _PREFIX.format('a/b')),
    'ModelCheckpoint config int': (lambda: ModelCheckpoint(config=3), TypeError,
        "For 'ModelCheckpoint', the type of argument 'config' should be 'CheckpointConfig', but "
        "got <class 'int'>."),
    'ModelCheckpoint directory int': (lambda: ModelCheckpoint(directory=3), TypeError,
        "The path is invalid, the type should be string."),
    'LossMonitor float': (lambda: LossMonitor(1.5), TypeError,
        "The input value must be int, but got 'float'"),
    'LossMonitor -1': (lambda: LossMonitor(-1), ValueError, _GE0),
    'Model None': (lambda: Model(None), TypeError,
        "The type of 'network' should be 'Cell', but got type 'NoneType'."),
    'Model metrics list': (lambda: _model(metrics=['acc']), TypeError,
        "For 'get_metrics', the argument 'metrics' must be None, dict or set, but got ['acc']"),
    'Model amp_level O9': (lambda: _model(amp_level='O9'), ValueError,
        "The 'level' should be in : ['O0', 'O1', 'O2', 'O3', 'auto'], but got O9."),
    'Model eval without metrics': (lambda: _model().eval(None), ValueError,
        "For Model.eval, the model argument 'metrics' can not be None or empty, you should set "
        "the argument 'metrics' for model."),
    'Model train epoch 0': (lambda: _model().train(0, None), ValueError,
        "The input value must be int and must > 0, but got '0' with type 'int'."),
    'Model kwargs': (lambda: _model(foo=1), ValueError,
        "The argument in 'kwargs' should be 'loss_scale_manager' or 'keep_batchnorm_fp32' or "
        "'boost_config_dict' or 'acc_level', but got 'foo'."),
    'Model train no dataset': (lambda: _model().train(1, None), AttributeError,
        "'NoneType' object has no attribute 'get_dataset_size'"),
    'Parameter name int': (lambda: Parameter(Tensor(np.ones(2, np.float32)), name=3),
        ValueError, "The type of the Parameter's name should be 'string' or 'None', but got "
                    "<class 'int'>."),
    'Parameter set_data list': (lambda: _p().set_data([1, 2]), TypeError,
        "Parameter data must be [`Tensor`, `int`, `float`] or a kind of `Tensor` (like "
        "`Tensor`). But with type <class 'list'>."),
    'Parameter of a str': (lambda: Parameter('abc', name='p'), TypeError, _INPUT.format('str')),
    'Parameter of None': (lambda: Parameter(None, name='p'), TypeError,
        _INPUT.format('NoneType')),
    'ParameterTuple same names': (lambda: ParameterTuple([_p(), _p()]), ValueError,
        "The value Parameter (name=p, shape=(2,), dtype=Float32, requires_grad=True) , its name "
        "'p' already exists. Please set a unique name for the parameter."),
    'Tensor ragged': (lambda: Tensor([[1, 2], [3]]), TypeError,
        "For Tensor, the input_data is [[1, 2], [3]] that contain unsupported element."),
    'Tensor dict': (lambda: Tensor({'a': 1}), TypeError, _INPUT.format('dict')),
    'Tensor shape without dtype': (lambda: Tensor(shape=(2, 3)), TypeError,
        _INPUT.format('NoneType')),
    'Tensor object array': (lambda: Tensor(np.array([1, 'a'], dtype=object)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class 'str'>' "
        "of array is not supported.\nThe element index in array: (1,), numpy array: [1 'a'].\n"
        "The supported element type of ndarray as follow: " + _TYPES),
    'Tensor object array 2-D': (
        lambda: Tensor(np.array([[1, 2], [3, None]], dtype=object)), TypeError,
        "initializing tensor by numpy array failed, because the element type '<class "
        "'NoneType'>' of array is not supported.\nThe element index in array: (1, 1), numpy "
        "array: [[1 2]\n [3 None]].\nThe supported element type of ndarray as follow: " + _TYPES),
}
