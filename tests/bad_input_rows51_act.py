"""Rows of ``test_bad_input_catalogue51`` (activation Cells and their functionals (ops.elu / celu /
gelu / hardshrink / hardsigmoid / hardswish / hardtanh / leaky_relu / mish / relu6 / selu / silu /
softshrink / softsign / threshold) given a Python list, tuple, number, bool or numpy array where a
Tensor is taken): MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one
case per process (forked after the imports), pynative_synchronize on; /tmp/s68/bad51/w/f1.py with
/tmp/s68/bad51/run.py).
Measured and left out (minicell differs or 2.10 computes): .
"""
import numpy as np
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops.celu [1.0]': (lambda: ops.celu([1.0]), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=List<float>)".\nThe valid '
        'calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ops.celu 1': (lambda: ops.celu(1), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=int)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ops.celu 1.0': (lambda: ops.celu(1.0), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=float)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ops.celu True': (lambda: ops.celu(True), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=bool)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ops.celu np.array([1.0], np.float32)': (
        lambda: ops.celu(np.array([1.0], np.float32)), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=<class \'numpy.ndarray\'>)".\n'
        'The valid calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'ops.elu [1.0]': (lambda: ops.elu([1.0]), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=List<float>)".\nThe valid '
        'calling should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ops.elu 1': (lambda: ops.elu(1), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=int)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ops.elu 1.0': (lambda: ops.elu(1.0), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=float)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ops.elu True': (lambda: ops.elu(True), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=bool)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ops.elu np.array([1.0], np.float32)': (
        lambda: ops.elu(np.array([1.0], np.float32)), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=<class '
        '\'numpy.ndarray\'>)".\nThe valid calling should be: \n'
        '"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'ops.gelu [1.0]': (lambda: ops.gelu([1.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'ops.gelu 1': (lambda: ops.gelu(1), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'int'>."),
    'ops.gelu 1.0': (lambda: ops.gelu(1.0), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'float'>."),
    'ops.gelu True': (lambda: ops.gelu(True), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'bool'>."),
    'ops.gelu np.array([1.0], np.float32)': (
        lambda: ops.gelu(np.array([1.0], np.float32)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'numpy.ndarray'>."),
    'ops.hardshrink [1.0]': (lambda: ops.hardshrink([1.0]), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=List<float>)".\nThe '
        'valid calling should be: \n"HShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'ops.hardshrink 1': (lambda: ops.hardshrink(1), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=int)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'ops.hardshrink 1.0': (lambda: ops.hardshrink(1.0), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=float)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'ops.hardshrink True': (lambda: ops.hardshrink(True), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=bool)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'ops.hardshrink np.array([1.0], np.float32)': (
        lambda: ops.hardshrink(np.array([1.0], np.float32)), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=<class '
        '\'numpy.ndarray\'>)".\nThe valid calling should be: \n"HShrink(lambd=<bool, '
        'int, float>)(input=<Tensor>)".'),
    'ops.hardsigmoid [1.0]': (lambda: ops.hardsigmoid([1.0]), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'ops.hardsigmoid 1': (lambda: ops.hardsigmoid(1), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=int)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'ops.hardsigmoid 1.0': (lambda: ops.hardsigmoid(1.0), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=float)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'ops.hardsigmoid True': (lambda: ops.hardsigmoid(True), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=bool)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'ops.hardsigmoid np.array([1.0], np.float32)': (
        lambda: ops.hardsigmoid(np.array([1.0], np.float32)), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=<class \'numpy.ndarray\'>)".\n'
        'The valid calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'ops.hardswish [1.0]': (lambda: ops.hardswish([1.0]), TypeError,
        'Failed calling HSwish with "HSwish()(input=List<float>)".\nThe valid calling '
        'should be: \n"HSwish()(input=<Tensor>)".'),
    'ops.hardswish 1': (lambda: ops.hardswish(1), TypeError,
        'Failed calling HSwish with "HSwish()(input=int)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'ops.hardswish 1.0': (lambda: ops.hardswish(1.0), TypeError,
        'Failed calling HSwish with "HSwish()(input=float)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'ops.hardswish True': (lambda: ops.hardswish(True), TypeError,
        'Failed calling HSwish with "HSwish()(input=bool)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'ops.hardswish np.array([1.0], np.float32)': (
        lambda: ops.hardswish(np.array([1.0], np.float32)), TypeError,
        'Failed calling HSwish with "HSwish()(input=<class \'numpy.ndarray\'>)".\nThe '
        'valid calling should be: \n"HSwish()(input=<Tensor>)".'),
    'ops.hardtanh [1.0]': (lambda: ops.hardtanh([1.0]), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'ops.hardtanh 1': (lambda: ops.hardtanh(1), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Int64'"),
    'ops.hardtanh 1.0': (lambda: ops.hardtanh(1.0), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Float32'"),
    'ops.hardtanh True': (lambda: ops.hardtanh(True), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Bool'"),
    'ops.hardtanh np.array([1.0], np.float32)': (
        lambda: ops.hardtanh(np.array([1.0], np.float32)), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'External'"),
    'ops.leaky_relu [1.0]': (lambda: ops.leaky_relu([1.0]), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'ops.leaky_relu 1': (lambda: ops.leaky_relu(1), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Int64'"),
    'ops.leaky_relu 1.0': (lambda: ops.leaky_relu(1.0), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Float32'"),
    'ops.leaky_relu True': (lambda: ops.leaky_relu(True), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Bool'"),
    'ops.leaky_relu np.array([1.0], np.float32)': (
        lambda: ops.leaky_relu(np.array([1.0], np.float32)), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'External'"),
    'ops.mish [1.0]': (lambda: ops.mish([1.0]), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got List[Float32].'),
    'ops.mish 1': (lambda: ops.mish(1), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'ops.mish 1.0': (lambda: ops.mish(1.0), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Float32.'),
    'ops.mish True': (lambda: ops.mish(True), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Bool.'),
    'ops.mish np.array([1.0], np.float32)': (
        lambda: ops.mish(np.array([1.0], np.float32)), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got External.'),
    'ops.relu6 [1.0]': (lambda: ops.relu6([1.0]), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=List<float>)".\nThe valid calling should '
        'be: \n"ReLU6()(x=<Tensor>)".'),
    'ops.relu6 1': (lambda: ops.relu6(1), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=int)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'ops.relu6 1.0': (lambda: ops.relu6(1.0), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=float)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'ops.relu6 True': (lambda: ops.relu6(True), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=bool)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'ops.relu6 np.array([1.0], np.float32)': (
        lambda: ops.relu6(np.array([1.0], np.float32)), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=<class \'numpy.ndarray\'>)".\nThe valid '
        'calling should be: \n"ReLU6()(x=<Tensor>)".'),
    'ops.selu [1.0]': (lambda: ops.selu([1.0]), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got List[Float32].'),
    'ops.selu 1': (lambda: ops.selu(1), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'ops.selu 1.0': (lambda: ops.selu(1.0), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Float32.'),
    'ops.selu True': (lambda: ops.selu(True), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Bool.'),
    'ops.selu np.array([1.0], np.float32)': (
        lambda: ops.selu(np.array([1.0], np.float32)), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got External.'),
    'ops.silu [1.0]': (lambda: ops.silu([1.0]), TypeError,
        'Failed calling SiLU with "SiLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"SiLU()(input=<Tensor>)".'),
    'ops.silu 1': (lambda: ops.silu(1), TypeError,
        'Failed calling SiLU with "SiLU()(input=int)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'ops.silu 1.0': (lambda: ops.silu(1.0), TypeError,
        'Failed calling SiLU with "SiLU()(input=float)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'ops.silu True': (lambda: ops.silu(True), TypeError,
        'Failed calling SiLU with "SiLU()(input=bool)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'ops.silu np.array([1.0], np.float32)': (
        lambda: ops.silu(np.array([1.0], np.float32)), TypeError,
        'Failed calling SiLU with "SiLU()(input=<class \'numpy.ndarray\'>)".\nThe '
        'valid calling should be: \n"SiLU()(input=<Tensor>)".'),
    'ops.softshrink [1.0]': (lambda: ops.softshrink([1.0]), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=List<float>)".\n'
        'The valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'ops.softshrink 1': (lambda: ops.softshrink(1), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=int)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'ops.softshrink 1.0': (lambda: ops.softshrink(1.0), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=float)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'ops.softshrink True': (lambda: ops.softshrink(True), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=bool)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'ops.softshrink np.array([1.0], np.float32)': (
        lambda: ops.softshrink(np.array([1.0], np.float32)), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=<class '
        '\'numpy.ndarray\'>)".\nThe valid calling should be: \n'
        '"SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'ops.softsign [1.0]': (lambda: ops.softsign([1.0]), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got List[Float32].'),
    'ops.softsign 1': (lambda: ops.softsign(1), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Int64.'),
    'ops.softsign 1.0': (lambda: ops.softsign(1.0), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Float32.'),
    'ops.softsign True': (lambda: ops.softsign(True), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Bool.'),
    'ops.softsign np.array([1.0], np.float32)': (
        lambda: ops.softsign(np.array([1.0], np.float32)), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got External.'),
    'ops.threshold [1.0]': (lambda: ops.threshold([1.0], 0.1, 0.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'ops.threshold 1': (lambda: ops.threshold(1, 0.1, 0.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Int64'"),
    'ops.threshold 1.0': (lambda: ops.threshold(1.0, 0.1, 0.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Float32'"),
    'ops.threshold True': (lambda: ops.threshold(True, 0.1, 0.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Bool'"),
    'ops.threshold np.array([1.0], np.float32)': (
        lambda: ops.threshold(np.array([1.0], np.float32), 0.1, 0.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'External'"),
}
