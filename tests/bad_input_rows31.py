"""Rows of ``test_bad_input_catalogue31``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad31's a1.py):
round 30's leftovers: ``Parameter.set_dtype`` of what is no MindSpore type, the
losses' GatherD text for a label batch larger than the input, and string Tensors (2.10 makes
them; minicell refuses them, so only the rows where both raise are here)."""
import numpy as np

from minicell import Parameter, Tensor, nn, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
lab3 = Tensor(np.array([0, 1, 1], np.int32))
lab4 = Tensor(np.array([0, 1, 1, 2], np.int32))


def P():
    return Parameter(Tensor(np.ones((2,), np.float32)), name="p")



ROWS = {
    'set_dtype str': (lambda: P().set_dtype("float16"),
        RuntimeError, "Unable to cast Python instance of type <class 'str'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'set_dtype int': (lambda: P().set_dtype(3),
        RuntimeError, "Unable to cast Python instance of type <class 'int'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'set_dtype np': (lambda: P().set_dtype(np.float16),
        RuntimeError, "Unable to cast Python instance of type <class 'type'> to C++ type "
                      "'std::shared_ptr<mindspore::Type>'"),
    'NLLLoss label bigger': (lambda: nn.NLLLoss()(x, lab3),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 3, '
                    'but got 2.'),
    'NLLLoss label 4': (lambda: nn.NLLLoss()(x, lab4),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 4, '
                    'but got 2.'),
    'nll_loss label bigger': (lambda: ops.nll_loss(x, lab3),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 3, '
                    'but got 2.'),
    'cross_entropy label bigger': (lambda: ops.cross_entropy(x, lab3),
        ValueError, 'For primitive[GatherD], the x shape must be greater than or equal to 3, '
                    'but got 2.'),
    'str tensor single': (lambda: repr(Tensor("abc")),
        TypeError, "For 'Tensor', the type of 'input_data' should be one of '['TensorPy', "
                   "'Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', "
                   "'complex', 'bytes']', but got type 'str'."),
}
