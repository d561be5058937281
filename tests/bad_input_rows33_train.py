"""Rows of ``test_bad_input_catalogue33`` (loss scaling): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process; /tmp/bad33's b.py):
``nn.DynamicLossScaleUpdateCell``/``FixedLossScaleUpdateCell`` and their calls,
``nn.TrainOneStepWithLossScaleCell``'s ``scale_sense`` and ``set_sense_scale``,
``DynamicLossScaleManager``/``FixedLossScaleManager`` arguments, ``amp.StaticLossScaler``/
``DynamicLossScaler``/``all_finite``."""
import numpy as np

from minicell import Parameter, Tensor, amp, nn
from minicell.train import DynamicLossScaleManager, FixedLossScaleManager

x = Tensor(np.ones((2, 3), np.float32))


def f32(v):
    return Tensor(np.array(v, np.float32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dense(3, 2)

    def construct(self, a):
        return self.d(a).sum()


def tols(sens):
    n = Net()
    return nn.TrainOneStepWithLossScaleCell(n, nn.Momentum(n.trainable_params(), 0.1, 0.9), sens)


ROWS = {
    'DLSUC factor str': (lambda: nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0, scale_factor='2', scale_window=10).get_loss_scale(),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
    'DLSUC missing': (lambda: nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0).get_loss_scale(),
        TypeError, 'DynamicLossScaleUpdateCell.__init__() missing 2 required positional '
                   "arguments: 'scale_factor' and 'scale_window'"),
    'DLSUC extra': (lambda: nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0, scale_factor=2, scale_window=10, foo=1).get_loss_scale(),
        TypeError, 'DynamicLossScaleUpdateCell.__init__() got an unexpected keyword argument '
                   "'foo'"),
    'DLSUC call noargs': (lambda: nn.DynamicLossScaleUpdateCell(2.0, 2, 10)(),
        TypeError, 'DynamicLossScaleUpdateCell.construct() missing 2 required positional '
                   "arguments: 'loss_scale' and 'overflow'"),
    'DLSUC call py overflow': (lambda: nn.DynamicLossScaleUpdateCell(2.0, 2, 10)(Parameter(f32(4.0), name='s'), True),
        TypeError, 'Failed calling Select with "Select()(condition=bool, input=Tensor, '
                   'other=Tensor)".\nThe valid calling should be: '
                   '\n"Select()(condition=<Tensor>, input=<Number, Tensor>, other=<Number, '
                   'Tensor>)".'),
    'DLSUC call int sens': (lambda: nn.DynamicLossScaleUpdateCell(2.0, 2, 10)(Parameter(Tensor(4), name='s'), Tensor(False)),
        TypeError, "Data type conversion is not supported for a 'Parameter', nor for the "
                   'input tensor of an in-place operator, so data type Int64, which cannot be '
                   'converted to data type Float32 automatically.'),
    'FLSUC call noargs': (lambda: nn.FixedLossScaleUpdateCell(2.0)(),
        TypeError, 'FixedLossScaleUpdateCell.construct() missing 2 required positional '
                   "arguments: '_' and 'overflow'"),
    'FLSUC no args': (lambda: nn.FixedLossScaleUpdateCell(),
        TypeError, 'FixedLossScaleUpdateCell.__init__() missing 1 required positional '
                   "argument: 'loss_scale_value'"),
    'TOSLS sens float': (lambda: tols(2.0),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'float'>."),
    'TOSLS sens float call': (lambda: tols(2.0)(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'float'>."),
    'TOSLS sens int': (lambda: tols(2),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'int'>."),
    'TOSLS sens int call': (lambda: tols(2)(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'int'>."),
    'TOSLS sens str': (lambda: tols('a'),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'str'>."),
    'TOSLS sens str call': (lambda: tols('a')(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'str'>."),
    'TOSLS sens None': (lambda: tols(None),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'NoneType'>."),
    'TOSLS sens None call': (lambda: tols(None)(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'NoneType'>."),
    'TOSLS sens Tensor2': (lambda: tols(f32([2.0, 3.0])),
        ValueError, "For 'TrainOneStepWithLossScaleCell', the shape of 'scale_sense' must be "
                    '(1,) or (), but got (2,).'),
    'TOSLS sens Tensor2 call': (lambda: tols(f32([2.0, 3.0]))(x),
        ValueError, "For 'TrainOneStepWithLossScaleCell', the shape of 'scale_sense' must be "
                    '(1,) or (), but got (2,).'),
    'TOSLS sens list': (lambda: tols([2.0]),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'list'>."),
    'TOSLS sens list call': (lambda: tols([2.0])(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'list'>."),
    'TOSLS sens neg': (lambda: tols(-2.0),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'float'>."),
    'TOSLS sens neg call': (lambda: tols(-2.0)(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'float'>."),
    'TOSLS sens bool': (lambda: tols(True),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'bool'>."),
    'TOSLS sens bool call': (lambda: tols(True)(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'bool'>."),
    'TOSLS sens np': (lambda: tols(np.float32(2.0)),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'numpy.float32'>."),
    'TOSLS sens np call': (lambda: tols(np.float32(2.0))(x),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                   "Tensor, but got 'scale_sense' type: <class 'numpy.float32'>."),
    'TOSLS opt None': (lambda: nn.TrainOneStepWithLossScaleCell(Net(), None, 2.0),
        AttributeError, "'NoneType' object has no attribute 'parameters'"),
    'TOSLS set_sense pyfloat': (lambda: tols(f32(2.0)).set_sense_scale(3.0),
        TypeError, "For 'TrainOneStepWithLossScaleCell', the type of 'sens' must be Tensor, but "
                   "got <class 'float'>"),
    'DLSM init str': (lambda: DynamicLossScaleManager(init_loss_scale='a').get_update_cell(),
        TypeError, "'<' not supported between instances of 'str' and 'float'"),
    'DLSM init neg': (lambda: DynamicLossScaleManager(init_loss_scale=-1).get_update_cell(),
        ValueError, "The argument 'init_loss_scale' must be > 1, but got -1"),
    'DLSM init 0': (lambda: DynamicLossScaleManager(init_loss_scale=0).get_update_cell(),
        ValueError, "The argument 'init_loss_scale' must be > 1, but got 0"),
    'DLSM init 0.5': (lambda: DynamicLossScaleManager(init_loss_scale=0.5).get_update_cell(),
        ValueError, "The argument 'init_loss_scale' must be > 1, but got 0.5"),
    'DLSM init None': (lambda: DynamicLossScaleManager(init_loss_scale=None).get_update_cell(),
        TypeError, "'<' not supported between instances of 'NoneType' and 'float'"),
    'DLSM factor 0': (lambda: DynamicLossScaleManager(scale_factor=0).get_update_cell(),
        ValueError, "The argument 'scale_factor' must be > 0, but got 0"),
    'DLSM factor str': (lambda: DynamicLossScaleManager(scale_factor='2').get_update_cell(),
        TypeError, "'<=' not supported between instances of 'str' and 'int'"),
    'DLSM factor -2': (lambda: DynamicLossScaleManager(scale_factor=-2).get_update_cell(),
        ValueError, "The argument 'scale_factor' must be > 0, but got -2"),
    'DLSM window 0': (lambda: DynamicLossScaleManager(scale_window=0).get_update_cell(),
        ValueError, "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > "
                    "0, but got '0' with type 'int'."),
    'DLSM window float': (lambda: DynamicLossScaleManager(scale_window=2.5).get_update_cell(),
        TypeError, "For 'DynamicLossScaleManager', the 'scale_window' must be int, but got "
                   "'float'"),
    'DLSM window neg': (lambda: DynamicLossScaleManager(scale_window=-3).get_update_cell(),
        ValueError, "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > "
                    "0, but got '-3' with type 'int'."),
    'DLSM window str': (lambda: DynamicLossScaleManager(scale_window='a').get_update_cell(),
        TypeError, "For 'DynamicLossScaleManager', the 'scale_window' must be int, but got "
                   "'str'"),
    'DLSM window bool': (lambda: DynamicLossScaleManager(scale_window=True).get_update_cell(),
        TypeError, "For 'DynamicLossScaleManager', the 'scale_window' must be int and must > "
                   "0, but got 'True' with type 'bool'."),
    'DLSM extra': (lambda: DynamicLossScaleManager(foo=1).get_update_cell(),
        TypeError, 'DynamicLossScaleManager.__init__() got an unexpected keyword argument '
                   "'foo'"),
    'FLSM ls str': (lambda: FixedLossScaleManager(loss_scale='a').get_update_cell(),
        TypeError, "'<' not supported between instances of 'str' and 'int'"),
    'FLSM ls neg': (lambda: FixedLossScaleManager(loss_scale=-1).get_update_cell(),
        ValueError, "The argument 'loss_scale' must be >= 1, but got -1"),
    'FLSM ls 0': (lambda: FixedLossScaleManager(loss_scale=0).get_update_cell(),
        ValueError, "The argument 'loss_scale' must be >= 1, but got 0"),
    'FLSM ls 0.5': (lambda: FixedLossScaleManager(loss_scale=0.5).get_update_cell(),
        ValueError, "The argument 'loss_scale' must be >= 1, but got 0.5"),
    'FLSM ls None': (lambda: FixedLossScaleManager(loss_scale=None).get_update_cell(),
        TypeError, "'<' not supported between instances of 'NoneType' and 'int'"),
    'FLSM extra': (lambda: FixedLossScaleManager(foo=1).get_update_cell(),
        TypeError, "FixedLossScaleManager.__init__() got an unexpected keyword argument 'foo'"),
    'scaler static str': (lambda: amp.StaticLossScaler(scale_value='a').scale_value,
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'str'."),
    'scaler static neg': (lambda: amp.StaticLossScaler(scale_value=-1.0).scale_value,
        ValueError, "The argument 'scale_value' must be > 1, but got -1.0"),
    'scaler static 0': (lambda: amp.StaticLossScaler(scale_value=0).scale_value,
        ValueError, "The argument 'scale_value' must be > 1, but got 0"),
    'scaler static None': (lambda: amp.StaticLossScaler(scale_value=None).scale_value,
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'NoneType'."),
    'scaler static bool': (lambda: amp.StaticLossScaler(scale_value=True).scale_value,
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'bool'."),
    'scaler static tensor': (lambda: amp.StaticLossScaler(scale_value=f32(2.0)).scale_value,
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'Tensor'."),
    'scaler dyn str': (lambda: amp.DynamicLossScaler(scale_value='a', scale_factor=2, scale_window=10).scale_value,
        TypeError, "The type of 'scale_value' should be one of '['float', 'int']', but got "
                   "type 'str'."),
    'scaler dyn neg': (lambda: amp.DynamicLossScaler(scale_value=-1.0, scale_factor=2, scale_window=10).scale_value,
        ValueError, "The argument 'scale_value' must be > 1, but got -1.0"),
    'scaler dyn factor float': (lambda: amp.DynamicLossScaler(scale_value=2.0, scale_factor=2.5, scale_window=10).scale_value,
        TypeError, "The 'scale_factor' must be int, but got 'float'"),
    'scaler dyn factor 0': (lambda: amp.DynamicLossScaler(scale_value=2.0, scale_factor=0, scale_window=10).scale_value,
        ValueError, "The 'scale_factor' must be int and must > 0, but got '0' with type 'int'."),
    'scaler dyn window 0': (lambda: amp.DynamicLossScaler(scale_value=2.0, scale_factor=2, scale_window=0).scale_value,
        ValueError, "The 'scale_window' must be int and must > 0, but got '0' with type 'int'."),
    'scaler dyn window float': (lambda: amp.DynamicLossScaler(scale_value=2.0, scale_factor=2, scale_window=1.5).scale_value,
        TypeError, "The 'scale_window' must be int, but got 'float'"),
    'scaler dyn window str': (lambda: amp.DynamicLossScaler(scale_value=2.0, scale_factor=2, scale_window='a').scale_value,
        TypeError, "The 'scale_window' must be int, but got 'str'"),
    'scaler dyn missing': (lambda: amp.DynamicLossScaler(scale_value=2.0).scale_value,
        TypeError, 'DynamicLossScaler.__init__() missing 2 required positional arguments: '
                   "'scale_factor' and 'scale_window'"),
    'scaler unscale str': (lambda: amp.StaticLossScaler(2.0).unscale('a'),
        TypeError, "For 'mutable', the 'input_data' should be one of (bool, int, float, "
                   'Tensor, tuple, list, dict) or their nested structures with no '
                   'self-reference, but got str: a.'),
    'dyn scaler adjust int': (lambda: amp.DynamicLossScaler(2.0, 2, 1).adjust(1),
        TypeError, 'Failed calling Select with "Select()(condition=int, input=Tensor, '
                   'other=Tensor)".\nThe valid calling should be: '
                   '\n"Select()(condition=<Tensor>, input=<Number, Tensor>, other=<Number, '
                   'Tensor>)".'),
    'all_finite empty': (lambda: amp.all_finite([]),
        ValueError, 'For primitive[AddN], the concat element num must be greater than or equal '
                    'to 1, but got 0.'),
}
