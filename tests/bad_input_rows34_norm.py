"""Rows of ``test_bad_input_catalogue34`` (norms and RNNs): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process; /tmp/bad34's a.py):
BatchNorm1d/2d/3d, InstanceNorm1d/2d/3d, GroupNorm and LSTM/GRU/RNN constructors and inputs."""
import numpy as np

from minicell import Tensor, nn


def f32(*s):
    return Tensor(np.ones(s, np.float32))


def f16(*s):
    return Tensor(np.ones(s, np.float16))


def i32(*s):
    return Tensor(np.ones(s, np.int32))


ROWS = {
    'BatchNorm1d features 0': (lambda: nn.BatchNorm1d(num_features=0),
        ValueError, "For 'BatchNorm1d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm1d features float': (lambda: nn.BatchNorm1d(num_features=2.0),
        TypeError, "For 'BatchNorm1d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'BatchNorm1d momentum 1.5': (lambda: nn.BatchNorm1d(num_features=2, momentum=1.5),
        ValueError, "For 'BatchNorm1d', the 'momentum' must be a number in range [0, 1], "
                    'but got 1.5.'),
    'BatchNorm1d momentum neg': (lambda: nn.BatchNorm1d(num_features=2, momentum=-0.1),
        ValueError, "For 'BatchNorm1d', the 'momentum' must be a number in range [0, 1], "
                    'but got -0.1.'),
    'BatchNorm1d affine int': (lambda: nn.BatchNorm1d(num_features=2, affine=1),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'BatchNorm1d use_batch_statistics str': (
        lambda: nn.BatchNorm1d(num_features=2, use_batch_statistics='a'),
        ValueError, "For 'BatchNorm1d', the 'use_batch_statistics' must be a boolean value "
                    'or None, but got a.'),
    'BatchNorm1d gamma_init bad': (lambda: nn.BatchNorm1d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'BatchNorm1d data_format bad': (lambda: nn.BatchNorm1d(num_features=2, data_format='NC'),
        ValueError, "For 'BatchNorm1d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC']', but got 'NC'."),
    'BatchNorm2d features 0': (lambda: nn.BatchNorm2d(num_features=0),
        ValueError, "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm2d features float': (lambda: nn.BatchNorm2d(num_features=2.0),
        TypeError, "For 'BatchNorm2d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'BatchNorm2d momentum 1.5': (lambda: nn.BatchNorm2d(num_features=2, momentum=1.5),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], "
                    'but got 1.5.'),
    'BatchNorm2d momentum neg': (lambda: nn.BatchNorm2d(num_features=2, momentum=-0.1),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], "
                    'but got -0.1.'),
    'BatchNorm2d affine int': (lambda: nn.BatchNorm2d(num_features=2, affine=1),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'BatchNorm2d use_batch_statistics str': (
        lambda: nn.BatchNorm2d(num_features=2, use_batch_statistics='a'),
        ValueError, "For 'BatchNorm2d', the 'use_batch_statistics' must be a boolean value "
                    'or None, but got a.'),
    'BatchNorm2d gamma_init bad': (lambda: nn.BatchNorm2d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'BatchNorm2d data_format bad': (lambda: nn.BatchNorm2d(num_features=2, data_format='NC'),
        ValueError, "For 'BatchNorm2d', the 'format' must be str and must be in '['NCHW', "
                    "'NHWC']', but got 'NC'."),
    'BatchNorm3d features 0': (lambda: nn.BatchNorm3d(num_features=0),
        ValueError, "For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    'BatchNorm3d features float': (lambda: nn.BatchNorm3d(num_features=2.0),
        TypeError, "For 'BatchNorm2d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'BatchNorm3d momentum 1.5': (lambda: nn.BatchNorm3d(num_features=2, momentum=1.5),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], "
                    'but got 1.5.'),
    'BatchNorm3d momentum neg': (lambda: nn.BatchNorm3d(num_features=2, momentum=-0.1),
        ValueError, "For 'BatchNorm2d', the 'momentum' must be a number in range [0, 1], "
                    'but got -0.1.'),
    'BatchNorm3d affine int': (lambda: nn.BatchNorm3d(num_features=2, affine=1),
        TypeError, 'The argument `requires_grad` must be bool type'),
    'BatchNorm3d use_batch_statistics str': (
        lambda: nn.BatchNorm3d(num_features=2, use_batch_statistics='a'),
        ValueError, "For 'BatchNorm2d', the 'use_batch_statistics' must be a boolean value "
                    'or None, but got a.'),
    'BatchNorm3d gamma_init bad': (lambda: nn.BatchNorm3d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'BatchNorm3d data_format bad': (lambda: nn.BatchNorm3d(num_features=2, data_format='NC'),
        TypeError, 'BatchNorm3d.__init__() got an unexpected keyword argument '
                   "'data_format'"),
    'InstanceNorm1d eps 0': (lambda: nn.InstanceNorm1d(num_features=2, eps=0),
        TypeError, "For 'InstanceNorm1d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm1d momentum 2': (lambda: nn.InstanceNorm1d(num_features=2, momentum=2.0),
        ValueError, "For 'InstanceNorm1d', the 'momentum' must be a number in range [0, "
                    '1], but got 2.0.'),
    'InstanceNorm1d gamma_init bad': (lambda: nn.InstanceNorm1d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'InstanceNorm1d gamma shape': (lambda: nn.InstanceNorm1d(num_features=2, gamma_init=f32(3)),
        ValueError, "For 'initializer', the shape of the 'init' argument should be same as "
                    "the argument 'shape', but got the 'init' shape [3] and the 'shape' "
                    '[2].'),
    'InstanceNorm2d eps 0': (lambda: nn.InstanceNorm2d(num_features=2, eps=0),
        TypeError, "For 'InstanceNorm2d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm2d momentum 2': (lambda: nn.InstanceNorm2d(num_features=2, momentum=2.0),
        ValueError, "For 'InstanceNorm2d', the 'momentum' must be a number in range [0, "
                    '1], but got 2.0.'),
    'InstanceNorm2d gamma_init bad': (lambda: nn.InstanceNorm2d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'InstanceNorm2d gamma shape': (lambda: nn.InstanceNorm2d(num_features=2, gamma_init=f32(3)),
        ValueError, "For 'initializer', the shape of the 'init' argument should be same as "
                    "the argument 'shape', but got the 'init' shape [3] and the 'shape' "
                    '[2].'),
    'InstanceNorm3d eps 0': (lambda: nn.InstanceNorm3d(num_features=2, eps=0),
        TypeError, "For 'InstanceNorm3d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm3d momentum 2': (lambda: nn.InstanceNorm3d(num_features=2, momentum=2.0),
        ValueError, "For 'InstanceNorm3d', the 'momentum' must be a number in range [0, "
                    '1], but got 2.0.'),
    'InstanceNorm3d gamma_init bad': (lambda: nn.InstanceNorm3d(num_features=2, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'InstanceNorm3d gamma shape': (lambda: nn.InstanceNorm3d(num_features=2, gamma_init=f32(3)),
        ValueError, "For 'initializer', the shape of the 'init' argument should be same as "
                    "the argument 'shape', but got the 'init' shape [3] and the 'shape' "
                    '[2].'),
    'GroupNorm not dividing': (lambda: nn.GroupNorm(num_groups=3, num_channels=4),
        ValueError, "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', "
                    "but got 'num_channels': 4, 'num_groups': 3."),
    'GroupNorm groups 0': (lambda: nn.GroupNorm(num_groups=0, num_channels=4),
        ValueError, "For 'GroupNorm', the 'num_groups' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'GroupNorm channels 0': (lambda: nn.GroupNorm(num_groups=2, num_channels=0),
        ValueError, "For 'GroupNorm', the 'num_channels' must be int and must > 0, but got "
                    "'0' with type 'int'."),
    'GroupNorm groups float': (lambda: nn.GroupNorm(num_groups=2.0, num_channels=4),
        TypeError, "For 'GroupNorm', the 'num_groups' must be int, but got 'float'"),
    'GroupNorm eps 0': (lambda: nn.GroupNorm(num_groups=2, num_channels=4, eps=0),
        TypeError, "For 'GroupNorm', the type of 'eps' should be 'float', but got type "
                   "'int'."),
    'GroupNorm gamma bad': (lambda: nn.GroupNorm(num_groups=2, num_channels=4, gamma_init='foo'),
        ValueError, "For 'initializer', the class corresponding to 'foo' was not found."),
    'GroupNorm channels': (lambda: nn.GroupNorm(2, 4)(f32(2, 6, 3, 3)),
        ValueError, "For GroupNorm, shape of weight and bias should be equal to input_x's "
                    'channel dimension: 6, bug got shape: [const vector]{4}.'),
    'LSTM input 0': (lambda: nn.LSTM(input_size=0, hidden_size=4),
        ValueError, "For 'LSTM', the 'input_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'LSTM hidden 0': (lambda: nn.LSTM(input_size=3, hidden_size=0),
        ValueError, "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'LSTM layers 0': (lambda: nn.LSTM(input_size=3, hidden_size=4, num_layers=0),
        ValueError, "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'LSTM layers float': (lambda: nn.LSTM(input_size=3, hidden_size=4, num_layers=1.0),
        TypeError, "For 'LSTM', the 'num_layers' must be int, but got 'float'"),
    'LSTM dropout 1.5': (lambda: nn.LSTM(input_size=3, hidden_size=4, dropout=1.5),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got 1.5.'),
    'LSTM dropout neg': (lambda: nn.LSTM(input_size=3, hidden_size=4, dropout=-0.1),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got -0.1.'),
    'LSTM dropout int': (lambda: nn.LSTM(input_size=3, hidden_size=4, dropout=1),
        TypeError, "For 'LSTM', the type of 'dropout' must be 'float', but got 'int'."),
    'LSTM has_bias int': (lambda: nn.LSTM(input_size=3, hidden_size=4, has_bias=1),
        TypeError, "For 'LSTM', the type of 'has_bias' should be 'bool', but got type "
                   "'int'."),
    'LSTM batch_first int': (lambda: nn.LSTM(input_size=3, hidden_size=4, batch_first=1),
        TypeError, "For 'LSTM', the type of 'batch_first' should be 'bool', but got type "
                   "'int'."),
    'LSTM bidirectional int': (lambda: nn.LSTM(input_size=3, hidden_size=4, bidirectional=1),
        TypeError, "For 'LSTM', the type of 'bidirectional' should be 'bool', but got "
                   "type 'int'."),
    'LSTM input float': (lambda: nn.LSTM(input_size=3.0, hidden_size=4),
        TypeError, "For 'LSTM', the 'input_size' must be int, but got 'float'"),
    'GRU input 0': (lambda: nn.GRU(input_size=0, hidden_size=4),
        ValueError, "For 'GRU', the 'input_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'GRU hidden 0': (lambda: nn.GRU(input_size=3, hidden_size=0),
        ValueError, "For 'GRU', the 'hidden_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'GRU layers 0': (lambda: nn.GRU(input_size=3, hidden_size=4, num_layers=0),
        ValueError, "For 'GRU', the 'num_layers' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'GRU layers float': (lambda: nn.GRU(input_size=3, hidden_size=4, num_layers=1.0),
        TypeError, "For 'GRU', the 'num_layers' must be int, but got 'float'"),
    'GRU dropout 1.5': (lambda: nn.GRU(input_size=3, hidden_size=4, dropout=1.5),
        ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got 1.5.'),
    'GRU dropout neg': (lambda: nn.GRU(input_size=3, hidden_size=4, dropout=-0.1),
        ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got -0.1.'),
    'GRU dropout int': (lambda: nn.GRU(input_size=3, hidden_size=4, dropout=1),
        TypeError, "For 'GRU', the type of 'dropout' must be 'float', but got 'int'."),
    'GRU has_bias int': (lambda: nn.GRU(input_size=3, hidden_size=4, has_bias=1),
        TypeError, "For 'GRU', the type of 'has_bias' should be 'bool', but got type "
                   "'int'."),
    'GRU batch_first int': (lambda: nn.GRU(input_size=3, hidden_size=4, batch_first=1),
        TypeError, "For 'GRU', the type of 'batch_first' should be 'bool', but got type "
                   "'int'."),
    'GRU bidirectional int': (lambda: nn.GRU(input_size=3, hidden_size=4, bidirectional=1),
        TypeError, "For 'GRU', the type of 'bidirectional' should be 'bool', but got type "
                   "'int'."),
    'GRU input float': (lambda: nn.GRU(input_size=3.0, hidden_size=4),
        TypeError, "For 'GRU', the 'input_size' must be int, but got 'float'"),
    'RNN input 0': (lambda: nn.RNN(input_size=0, hidden_size=4),
        ValueError, "For 'RNN', the 'input_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'RNN hidden 0': (lambda: nn.RNN(input_size=3, hidden_size=0),
        ValueError, "For 'RNN', the 'hidden_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'RNN layers 0': (lambda: nn.RNN(input_size=3, hidden_size=4, num_layers=0),
        ValueError, "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'RNN layers float': (lambda: nn.RNN(input_size=3, hidden_size=4, num_layers=1.0),
        TypeError, "For 'RNN', the 'num_layers' must be int, but got 'float'"),
    'RNN dropout 1.5': (lambda: nn.RNN(input_size=3, hidden_size=4, dropout=1.5),
        ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got 1.5.'),
    'RNN dropout neg': (lambda: nn.RNN(input_size=3, hidden_size=4, dropout=-0.1),
        ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) "
                    'representing the probability of an element being zeroed, but got -0.1.'),
    'RNN dropout int': (lambda: nn.RNN(input_size=3, hidden_size=4, dropout=1),
        TypeError, "For 'RNN', the type of 'dropout' must be 'float', but got 'int'."),
    'RNN has_bias int': (lambda: nn.RNN(input_size=3, hidden_size=4, has_bias=1),
        TypeError, "For 'RNN', the type of 'has_bias' should be 'bool', but got type "
                   "'int'."),
    'RNN batch_first int': (lambda: nn.RNN(input_size=3, hidden_size=4, batch_first=1),
        TypeError, "For 'RNN', the type of 'batch_first' should be 'bool', but got type "
                   "'int'."),
    'RNN bidirectional int': (lambda: nn.RNN(input_size=3, hidden_size=4, bidirectional=1),
        TypeError, "For 'RNN', the type of 'bidirectional' should be 'bool', but got type "
                   "'int'."),
    'RNN input float': (lambda: nn.RNN(input_size=3.0, hidden_size=4),
        TypeError, "For 'RNN', the 'input_size' must be int, but got 'float'"),
    'InstanceNorm1d features 0': (lambda: nn.InstanceNorm1d(num_features=0),
        ValueError, "For 'InstanceNorm1d', the 'num_features' must be at least 1, but got "
                    '0.'),
    'InstanceNorm1d features neg': (lambda: nn.InstanceNorm1d(num_features=-2),
        ValueError, "For 'InstanceNorm1d', the 'num_features' must be at least 1, but got "
                    '-2.'),
    'InstanceNorm1d features float': (lambda: nn.InstanceNorm1d(num_features=2.0),
        TypeError, "For 'InstanceNorm1d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'InstanceNorm1d features bool': (lambda: nn.InstanceNorm1d(num_features=True),
        TypeError, "For 'InstanceNorm1d', the type of 'num_features' should be 'int', but "
                   "got type 'bool'."),
    'InstanceNorm1d eps int': (lambda: nn.InstanceNorm1d(num_features=2, eps=1),
        TypeError, "For 'InstanceNorm1d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm1d momentum int': (lambda: nn.InstanceNorm1d(num_features=2, momentum=1),
        TypeError, "For 'InstanceNorm1d', the type of 'momentum' should be 'float', but "
                   "got type 'int'."),
    'InstanceNorm1d affine int': (lambda: nn.InstanceNorm1d(num_features=2, affine=1),
        TypeError, "For 'InstanceNorm1d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm1d affine None': (lambda: nn.InstanceNorm1d(num_features=2, affine=None),
        TypeError, "For 'InstanceNorm1d', the type of 'affine' should be 'bool', but got "
                   "type 'NoneType'."),
    'InstanceNorm1d gamma f16': (lambda: nn.InstanceNorm1d(num_features=2, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm1d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm1d features 0 affine int': (lambda: nn.InstanceNorm1d(num_features=0, affine=1),
        TypeError, "For 'InstanceNorm1d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm1d features 0 gamma f16': (
        lambda: nn.InstanceNorm1d(num_features=0, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm1d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm1d eps 0.0': (lambda: nn.InstanceNorm1d(num_features=2, eps=0.0),
        ValueError, "For 'InstanceNorm', the 'epsilon' must be in range of (0, 1], but got "
                    "0.0 with type 'float'."),
    'InstanceNorm1d momentum neg': (lambda: nn.InstanceNorm1d(num_features=2, momentum=-0.5),
        ValueError, "For 'InstanceNorm1d', the 'momentum' must be a number in range [0, "
                    '1], but got -0.5.'),
    'InstanceNorm1d rank low': (lambda: nn.InstanceNorm1d(2)(f32(2, 2)),
        ValueError, "For 'InstanceNorm1d', the in_shape must have 3 dims, but got 2."),
    'InstanceNorm1d rank high': (lambda: nn.InstanceNorm1d(2)(f32(2, 2, 2, 2)),
        ValueError, "For 'InstanceNorm1d', the in_shape must have 3 dims, but got 4."),
    'InstanceNorm2d features 0': (lambda: nn.InstanceNorm2d(num_features=0),
        ValueError, "For 'InstanceNorm2d', the 'num_features' must be at least 1, but got "
                    '0.'),
    'InstanceNorm2d features neg': (lambda: nn.InstanceNorm2d(num_features=-2),
        ValueError, "For 'InstanceNorm2d', the 'num_features' must be at least 1, but got "
                    '-2.'),
    'InstanceNorm2d features float': (lambda: nn.InstanceNorm2d(num_features=2.0),
        TypeError, "For 'InstanceNorm2d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'InstanceNorm2d features bool': (lambda: nn.InstanceNorm2d(num_features=True),
        TypeError, "For 'InstanceNorm2d', the type of 'num_features' should be 'int', but "
                   "got type 'bool'."),
    'InstanceNorm2d eps int': (lambda: nn.InstanceNorm2d(num_features=2, eps=1),
        TypeError, "For 'InstanceNorm2d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm2d momentum int': (lambda: nn.InstanceNorm2d(num_features=2, momentum=1),
        TypeError, "For 'InstanceNorm2d', the type of 'momentum' should be 'float', but "
                   "got type 'int'."),
    'InstanceNorm2d affine int': (lambda: nn.InstanceNorm2d(num_features=2, affine=1),
        TypeError, "For 'InstanceNorm2d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm2d affine None': (lambda: nn.InstanceNorm2d(num_features=2, affine=None),
        TypeError, "For 'InstanceNorm2d', the type of 'affine' should be 'bool', but got "
                   "type 'NoneType'."),
    'InstanceNorm2d gamma f16': (lambda: nn.InstanceNorm2d(num_features=2, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm2d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm2d features 0 affine int': (lambda: nn.InstanceNorm2d(num_features=0, affine=1),
        TypeError, "For 'InstanceNorm2d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm2d features 0 gamma f16': (
        lambda: nn.InstanceNorm2d(num_features=0, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm2d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm2d eps 0.0': (lambda: nn.InstanceNorm2d(num_features=2, eps=0.0),
        ValueError, "For 'InstanceNorm', the 'epsilon' must be in range of (0, 1], but got "
                    "0.0 with type 'float'."),
    'InstanceNorm2d momentum neg': (lambda: nn.InstanceNorm2d(num_features=2, momentum=-0.5),
        ValueError, "For 'InstanceNorm2d', the 'momentum' must be a number in range [0, "
                    '1], but got -0.5.'),
    'InstanceNorm2d rank low': (lambda: nn.InstanceNorm2d(2)(f32(2, 2, 2)),
        ValueError, "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 3."),
    'InstanceNorm2d rank high': (lambda: nn.InstanceNorm2d(2)(f32(2, 2, 2, 2, 2)),
        ValueError, "For 'InstanceNorm2d', the in_shape must have 4 dims, but got 5."),
    'InstanceNorm3d features 0': (lambda: nn.InstanceNorm3d(num_features=0),
        ValueError, "For 'InstanceNorm3d', the 'num_features' must be at least 1, but got "
                    '0.'),
    'InstanceNorm3d features neg': (lambda: nn.InstanceNorm3d(num_features=-2),
        ValueError, "For 'InstanceNorm3d', the 'num_features' must be at least 1, but got "
                    '-2.'),
    'InstanceNorm3d features float': (lambda: nn.InstanceNorm3d(num_features=2.0),
        TypeError, "For 'InstanceNorm3d', the type of 'num_features' should be 'int', but "
                   "got type 'float'."),
    'InstanceNorm3d features bool': (lambda: nn.InstanceNorm3d(num_features=True),
        TypeError, "For 'InstanceNorm3d', the type of 'num_features' should be 'int', but "
                   "got type 'bool'."),
    'InstanceNorm3d eps int': (lambda: nn.InstanceNorm3d(num_features=2, eps=1),
        TypeError, "For 'InstanceNorm3d', the type of 'eps' should be 'float', but got "
                   "type 'int'."),
    'InstanceNorm3d momentum int': (lambda: nn.InstanceNorm3d(num_features=2, momentum=1),
        TypeError, "For 'InstanceNorm3d', the type of 'momentum' should be 'float', but "
                   "got type 'int'."),
    'InstanceNorm3d affine int': (lambda: nn.InstanceNorm3d(num_features=2, affine=1),
        TypeError, "For 'InstanceNorm3d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm3d affine None': (lambda: nn.InstanceNorm3d(num_features=2, affine=None),
        TypeError, "For 'InstanceNorm3d', the type of 'affine' should be 'bool', but got "
                   "type 'NoneType'."),
    'InstanceNorm3d gamma f16': (lambda: nn.InstanceNorm3d(num_features=2, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm3d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm3d features 0 affine int': (lambda: nn.InstanceNorm3d(num_features=0, affine=1),
        TypeError, "For 'InstanceNorm3d', the type of 'affine' should be 'bool', but got "
                   "type 'int'."),
    'InstanceNorm3d features 0 gamma f16': (
        lambda: nn.InstanceNorm3d(num_features=0, gamma_init=f16(2)),
        TypeError, "For 'InstanceNorm3d', the type of 'gamma_init' must be float32, but "
                   'got Float16.'),
    'InstanceNorm3d eps 0.0': (lambda: nn.InstanceNorm3d(num_features=2, eps=0.0),
        ValueError, "For 'InstanceNorm', the 'epsilon' must be in range of (0, 1], but got "
                    "0.0 with type 'float'."),
    'InstanceNorm3d momentum neg': (lambda: nn.InstanceNorm3d(num_features=2, momentum=-0.5),
        ValueError, "For 'InstanceNorm3d', the 'momentum' must be a number in range [0, "
                    '1], but got -0.5.'),
    'InstanceNorm3d rank low': (lambda: nn.InstanceNorm3d(2)(f32(2, 2, 2, 2)),
        ValueError, "For 'InstanceNorm3d', the in_shape must have 5 dims, but got 4."),
    'InstanceNorm3d rank high': (lambda: nn.InstanceNorm3d(2)(f32(2, 2, 2, 2, 2, 2)),
        ValueError, "For 'InstanceNorm3d', the in_shape must have 5 dims, but got 6."),
}
