"""Rows of ``test_bad_input_catalogue43`` (ms.dataset pipeline-building misuse and the grad API
misuse): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case
per process, pynative_synchronize on; /tmp/s60/bad43/ds.py and grad.py with run.py).
Fixed in this round: num_samples out of range (2.10's check_num_samples text, INT64_MAX),
repeat with a non-int (its argument is named 'repeat'), map / filter with a non-callable,
Dataset.zip / concat with a non-dataset (2.10's type_check texts), jvp with a v tuple of the
wrong length (the length's ValueError before the structure's TypeError).
A map / filter / project / rename of a missing column gives 2.10's pipeline report (fixed).
So does create_tuple_iterator(num_epochs=0) ('Syntax error. ... RootNode: num_epochs ...').
Still different:
ops.vjp with a sens of the wrong shape: ValueError as 2.10, its text prints C++ abstracts.
GeneratorDataset(num_samples=2**40) is accepted by 2.10 (and now by minicell).
"""
import numpy as np
from minicell import Tensor, ops
import minicell.dataset as ds


def _gen():
    for i in range(4):
        yield (np.array([i], np.float32),)


def mk():
    return ds.GeneratorDataset(_gen, column_names=['a'])


X = Tensor(np.ones((2, 3), np.float32))


def _f2(a, b):
    return (a * b).sum()


_DS = "<class 'mindspore.dataset.engine.datasets.Dataset'>"     # 2.10's (measured)
_INT = "<class 'int'>"
_NS = "num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!"

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'generator num_samples -1': (
        lambda: ds.GeneratorDataset(_gen, column_names=['a'], num_samples=-1), ValueError, _NS),
    'numpy slices num_samples -1': (
        lambda: ds.NumpySlicesDataset([1, 2], column_names=['a'], num_samples=-1),
        ValueError, _NS),
    'mnist num_samples -1': (lambda: ds.MnistDataset('/tmp', num_samples=-1), ValueError, _NS),
    'repeat float': (lambda: mk().repeat(1.5), TypeError,
        "Argument repeat with value 1.5 is not of type [<class 'int'>, <class 'NoneType'>], but "
        "got <class 'float'>."),
    'repeat bool': (lambda: mk().repeat(True), TypeError,
        "Argument repeat with value True is not of type (<class 'int'>, <class 'NoneType'>), but "
        "got <class 'bool'>."),
    'repeat 0': (lambda: mk().repeat(0), ValueError,
        "count should be either -1 or positive integer, range[1, INT32_MAX]."),
    'take float': (lambda: mk().take(1.5), TypeError,
        "Argument count with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
    'map not callable': (lambda: mk().map(3, input_columns=['a']), ValueError,
        "Parameter operations's element of method map should be a python function or class "
        "method which should be callable, but got: 3. It doesn't need parentheses for python "
        "function or class method."),
    'filter not callable': (lambda: mk().filter(3), TypeError,
        "Predicate should be a Python function or a callable Python object."),
    'zip int': (lambda: mk().zip(3), TypeError,
        f"Argument datasets with value 3 is not of type [<class 'tuple'>, {_DS}], but got "
        f"{_INT}."),
    'concat int': (lambda: mk().concat(3), TypeError,
        f"Argument datasets with value 3 is not of type [<class 'list'>, {_DS}], but got "
        f"{_INT}."),
    'concat list item': (lambda: mk().concat([mk(), 3]), TypeError,
        f"Argument dataset[1] with value 3 is not of type [{_DS}], but got {_INT}."),
    'add int': (lambda: mk() + 3, TypeError,
        f"Argument datasets with value 3 is not of type [<class 'list'>, {_DS}], but got "
        f"{_INT}."),
    'ds.zip item': (lambda: ds.zip((mk(), 3)), TypeError,
        "Invalid dataset, expected Dataset object, but got <class 'int'>!"),
    'batch 0': (lambda: mk().batch(0), ValueError,
        "Input batch_size is not within the required interval of [1, 2147483647]."),
    'batch float': (lambda: mk().batch(1.5), TypeError,
        "batch_size should either be an int or a callable."),
    'shuffle 1': (lambda: mk().shuffle(1), ValueError,
        "Input buffer_size is not within the required interval of [2, 2147483647]."),
    'skip -1': (lambda: mk().skip(-1), ValueError,
        "Input count is not within the required interval of [0, 2147483647]."),
    'rename lengths': (lambda: mk().rename(['a'], ['b', 'c']), ValueError,
        "Number of column in input_columns and output_columns is not equal."),
    'split sizes': (lambda: mk().split([0.5, 0.2]), ValueError,
        "sizes is a list of float, but the percentages do not sum up to 1."),
    'column_names dup': (lambda: ds.GeneratorDataset(_gen, column_names=['a', 'a']), ValueError,
        "Every column name should not be same with others in column_names."),
    'jvp v length': (lambda: ops.jvp(lambda a, b: a * b, (X, X), X), ValueError,
        "v has invalid length: should be 2, but got 1"),
    'jvp v tuple length': (lambda: ops.jvp(lambda a: a * 2, X, (X, X)), ValueError,
        "v has invalid length: should be 1, but got 2"),
    'grad position float': (lambda: ops.grad(_f2, grad_position=1.5)(X, X), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'grad position negative': (lambda: ops.grad(_f2, grad_position=-1)(X, X), ValueError,
        "grad_position must be >= 0."),
    'grad both None': (lambda: ops.grad(_f2, None, None)(X, X), ValueError,
        "`grad_position` and `weight` can not be None at the same time."),
    'grad has_aux int': (lambda: ops.grad(_f2, 0, has_aux=1)(X, X), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got int"),
    'grad has_aux one output': (lambda: ops.grad(_f2, 0, has_aux=True)(X, X), ValueError,
        "When has_aux is True, origin fn requires more than one outputs."),
    'value_and_grad not callable': (lambda: ops.value_and_grad('f')(X), TypeError,
        "The fn should be callable, but got str"),
    'GradOperation get_all int': (lambda: ops.GradOperation(get_all=1)(_f2)(X, X), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got int"),
    'jacfwd position': (lambda: ops.jacfwd(_f2, grad_position=4)(X, X), ValueError,
        "The element in grad_position must belong to [0, args_num)."),
}


def _rows(d):
    return list(d.create_tuple_iterator())


_RULE = "-" * 66
_REPORT = ("Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "
           f"\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] ")

# 2.10's text goes on with its C++ call stack: these match its text up to there
PREFIX_ROWS = {
    'map missing column': (lambda: _rows(mk().map(lambda a: a, input_columns=['zz'])),
        RuntimeError, _REPORT + "Invalid parameter, input column name: zz doesn't exist in "
                                "the dataset columns.\n\n"),
    'filter missing column': (
        lambda: _rows(mk().filter(lambda a: True, input_columns=['zz'])), RuntimeError,
        _REPORT + "Invalid parameter, column name: zz does not exist in the dataset "
                  "columns.\n\n"),
    'project missing column': (lambda: _rows(mk().project(['zz'])), RuntimeError,
        _REPORT + "Invalid column, column name: zz does not exist.\n\n"),
    'iterator num_epochs 0': (lambda: mk().create_tuple_iterator(num_epochs=0), RuntimeError,
        f"Syntax error. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] "
        "RootNode: num_epochs should be either -1 or positive integer, num_epochs: 0\n\n"),
    'rename missing column': (lambda: _rows(mk().rename(['zz'], ['b'])), RuntimeError,
        _REPORT + "Invalid column, column to be renamed does not exist.\n\n"),
    'grad position out of range': (lambda: ops.grad(_f2, grad_position=2)(X, X), RuntimeError,
        "Position index 2 is exceed input size."),
    'grad weights str': (lambda: ops.grad(_f2, 0, weights='w')(X, X), TypeError,
        "The weights you provided is expected to be a tensor, or a list or tuple. but got w"),
}
