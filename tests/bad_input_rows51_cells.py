"""Rows of ``test_bad_input_catalogue51`` (activation Cells, nn.Embedding / EmbeddingLookup and
ops.gather given a Python list, tuple, number or bool where a Tensor is taken (the Cells' texts,
found on the failure path of Cell.__call__ since round 51)): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s68/bad51/w/f1.py with /tmp/s68/bad51/run.py).
Measured and left out (minicell differs or 2.10 computes): .
"""
from minicell import Tensor, nn, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'gather [1]': (lambda: ops.gather(F(4, 2), [1], 0), TypeError,
        'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
        'input_indices=List<int>, axis=int)".\nThe valid calling should be: \n'
        '"Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'EmbeddingLookup [1]': (lambda: nn.EmbeddingLookup(4, 2)([1]), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be '
        'Tensor but got List[Int64].'),
    'Embedding [1]': (lambda: nn.Embedding(4, 2)([1]), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'list'>."),
    'gather 1': (lambda: ops.gather(F(4, 2), 1, 0), TypeError,
        'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
        'input_indices=int, axis=int)".\nThe valid calling should be: \n'
        '"Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'EmbeddingLookup 1': (lambda: nn.EmbeddingLookup(4, 2)(1), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be '
        'Tensor but got Int64.'),
    'Embedding 1': (lambda: nn.Embedding(4, 2)(1), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'int'>."),
    'gather 1.0': (lambda: ops.gather(F(4, 2), 1.0, 0), TypeError,
        'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
        'input_indices=float, axis=int)".\nThe valid calling should be: \n'
        '"Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'EmbeddingLookup 1.0': (lambda: nn.EmbeddingLookup(4, 2)(1.0), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be '
        'Tensor but got Float32.'),
    'Embedding 1.0': (lambda: nn.Embedding(4, 2)(1.0), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'float'>."),
    'gather True': (lambda: ops.gather(F(4, 2), True, 0), TypeError,
        'Failed calling Gather with "Gather(batch_dims=int)(input_params=Tensor, '
        'input_indices=bool, axis=int)".\nThe valid calling should be: \n'
        '"Gather(batch_dims=<int>)(input_params=<Tensor>, input_indices=<Tensor>, '
        'axis=<Tensor, int>)".'),
    'EmbeddingLookup True': (lambda: nn.EmbeddingLookup(4, 2)(True), TypeError,
        'For Primitive[EmbeddingLookup], the type of input argument[indices] must be '
        'Tensor but got Bool.'),
    'Embedding True': (lambda: nn.Embedding(4, 2)(True), TypeError,
        'For primitive[Shape], the input argument must be Tensor, but got <class '
        "'bool'>."),
    'nn.CELU() [1.0]': (lambda: nn.CELU()([1.0]), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=List<float>)".\nThe valid '
        'calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.CELU() 1': (lambda: nn.CELU()(1), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=int)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.CELU() 1.0': (lambda: nn.CELU()(1.0), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=float)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.CELU() True': (lambda: nn.CELU()(True), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=bool)".\nThe valid calling '
        'should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.CELU() (1.0,)': (lambda: nn.CELU()((1.0,)), TypeError,
        'Failed calling CeLU with "CeLU(alpha=float)(x=Tuple<float>)".\nThe valid '
        'calling should be: \n"CeLU(alpha=<float>)(x=<Tensor>)".'),
    'nn.ELU() [1.0]': (lambda: nn.ELU()([1.0]), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=List<float>)".\nThe valid '
        'calling should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.ELU() 1': (lambda: nn.ELU()(1), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=int)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.ELU() 1.0': (lambda: nn.ELU()(1.0), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=float)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.ELU() True': (lambda: nn.ELU()(True), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=bool)".\nThe valid calling '
        'should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.ELU() (1.0,)': (lambda: nn.ELU()((1.0,)), TypeError,
        'Failed calling Elu with "Elu(alpha=float)(input_x=Tuple<float>)".\nThe valid '
        'calling should be: \n"Elu(alpha=<float>)(input_x=<Tensor>)".'),
    'nn.GELU() [1.0]': (lambda: nn.GELU()([1.0]), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'list'>."),
    'nn.GELU() 1': (lambda: nn.GELU()(1), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'int'>."),
    'nn.GELU() 1.0': (lambda: nn.GELU()(1.0), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'float'>."),
    'nn.GELU() True': (lambda: nn.GELU()(True), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'bool'>."),
    'nn.GELU() (1.0,)': (lambda: nn.GELU()((1.0,)), TypeError,
        'For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor '
        "or COOTensor, but got <class 'tuple'>."),
    'nn.HShrink() [1.0]': (lambda: nn.HShrink()([1.0]), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=List<float>)".\nThe '
        'valid calling should be: \n"HShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.HShrink() 1': (lambda: nn.HShrink()(1), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=int)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'nn.HShrink() 1.0': (lambda: nn.HShrink()(1.0), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=float)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'nn.HShrink() True': (lambda: nn.HShrink()(True), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=bool)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'nn.HShrink() (1.0,)': (lambda: nn.HShrink()((1.0,)), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=Tuple<float>)".\nThe '
        'valid calling should be: \n"HShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.HSigmoid() [1.0]': (lambda: nn.HSigmoid()([1.0]), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=List<float>)".\nThe valid '
        'calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSigmoid() 1': (lambda: nn.HSigmoid()(1), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=int)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSigmoid() 1.0': (lambda: nn.HSigmoid()(1.0), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=float)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSigmoid() True': (lambda: nn.HSigmoid()(True), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=bool)".\nThe valid calling '
        'should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSigmoid() (1.0,)': (lambda: nn.HSigmoid()((1.0,)), TypeError,
        'Failed calling HSigmoid with "HSigmoid()(input=Tuple<float>)".\nThe valid '
        'calling should be: \n"HSigmoid()(input=<Tensor>)".'),
    'nn.HSwish() [1.0]': (lambda: nn.HSwish()([1.0]), TypeError,
        'Failed calling HSwish with "HSwish()(input=List<float>)".\nThe valid calling '
        'should be: \n"HSwish()(input=<Tensor>)".'),
    'nn.HSwish() 1': (lambda: nn.HSwish()(1), TypeError,
        'Failed calling HSwish with "HSwish()(input=int)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'nn.HSwish() 1.0': (lambda: nn.HSwish()(1.0), TypeError,
        'Failed calling HSwish with "HSwish()(input=float)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'nn.HSwish() True': (lambda: nn.HSwish()(True), TypeError,
        'Failed calling HSwish with "HSwish()(input=bool)".\nThe valid calling should '
        'be: \n"HSwish()(input=<Tensor>)".'),
    'nn.HSwish() (1.0,)': (lambda: nn.HSwish()((1.0,)), TypeError,
        'Failed calling HSwish with "HSwish()(input=Tuple<float>)".\nThe valid calling '
        'should be: \n"HSwish()(input=<Tensor>)".'),
    'nn.Hardtanh() [1.0]': (lambda: nn.Hardtanh()([1.0]), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'nn.Hardtanh() 1': (lambda: nn.Hardtanh()(1), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Int64'"),
    'nn.Hardtanh() 1.0': (lambda: nn.Hardtanh()(1.0), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Float32'"),
    'nn.Hardtanh() True': (lambda: nn.Hardtanh()(True), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Bool'"),
    'nn.Hardtanh() (1.0,)': (lambda: nn.Hardtanh()((1.0,)), TypeError,
        "For 'hardtanh', the 'input' must be a Tensor, but got 'Tuple[Float32]'"),
    'nn.LeakyReLU() [1.0]': (lambda: nn.LeakyReLU()([1.0]), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'nn.LeakyReLU() 1': (lambda: nn.LeakyReLU()(1), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Int64'"),
    'nn.LeakyReLU() 1.0': (lambda: nn.LeakyReLU()(1.0), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Float32'"),
    'nn.LeakyReLU() True': (lambda: nn.LeakyReLU()(True), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Bool'"),
    'nn.LeakyReLU() (1.0,)': (lambda: nn.LeakyReLU()((1.0,)), TypeError,
        "For 'leaky_relu', the 'input' must be a Tensor, but got 'Tuple[Float32]'"),
    'nn.Mish() [1.0]': (lambda: nn.Mish()([1.0]), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got List[Float32].'),
    'nn.Mish() 1': (lambda: nn.Mish()(1), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'nn.Mish() 1.0': (lambda: nn.Mish()(1.0), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Float32.'),
    'nn.Mish() True': (lambda: nn.Mish()(True), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Bool.'),
    'nn.Mish() (1.0,)': (lambda: nn.Mish()((1.0,)), TypeError,
        'For Primitive[Mish], the type of input argument[input_x] must be Tensor but '
        'got Tuple[Float32].'),
    'nn.ReLU6() [1.0]': (lambda: nn.ReLU6()([1.0]), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=List<float>)".\nThe valid calling should '
        'be: \n"ReLU6()(x=<Tensor>)".'),
    'nn.ReLU6() 1': (lambda: nn.ReLU6()(1), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=int)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'nn.ReLU6() 1.0': (lambda: nn.ReLU6()(1.0), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=float)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'nn.ReLU6() True': (lambda: nn.ReLU6()(True), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=bool)".\nThe valid calling should be: \n'
        '"ReLU6()(x=<Tensor>)".'),
    'nn.ReLU6() (1.0,)': (lambda: nn.ReLU6()((1.0,)), TypeError,
        'Failed calling ReLU6 with "ReLU6()(x=Tuple<float>)".\nThe valid calling '
        'should be: \n"ReLU6()(x=<Tensor>)".'),
    'nn.SeLU() [1.0]': (lambda: nn.SeLU()([1.0]), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got List[Float32].'),
    'nn.SeLU() 1': (lambda: nn.SeLU()(1), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Int64.'),
    'nn.SeLU() 1.0': (lambda: nn.SeLU()(1.0), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Float32.'),
    'nn.SeLU() True': (lambda: nn.SeLU()(True), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Bool.'),
    'nn.SeLU() (1.0,)': (lambda: nn.SeLU()((1.0,)), TypeError,
        'For Primitive[SeLU], the type of input argument[input_x] must be Tensor but '
        'got Tuple[Float32].'),
    'nn.SiLU() [1.0]': (lambda: nn.SiLU()([1.0]), TypeError,
        'Failed calling SiLU with "SiLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"SiLU()(input=<Tensor>)".'),
    'nn.SiLU() 1': (lambda: nn.SiLU()(1), TypeError,
        'Failed calling SiLU with "SiLU()(input=int)".\nThe valid calling should be: \n'
        '"SiLU()(input=<Tensor>)".'),
    'nn.SiLU() 1.0': (lambda: nn.SiLU()(1.0), TypeError,
        'Failed calling SiLU with "SiLU()(input=float)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'nn.SiLU() True': (lambda: nn.SiLU()(True), TypeError,
        'Failed calling SiLU with "SiLU()(input=bool)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'nn.SiLU() (1.0,)': (lambda: nn.SiLU()((1.0,)), TypeError,
        'Failed calling SiLU with "SiLU()(input=Tuple<float>)".\nThe valid calling '
        'should be: \n"SiLU()(input=<Tensor>)".'),
    'nn.SoftShrink() [1.0]': (lambda: nn.SoftShrink()([1.0]), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=List<float>)".\n'
        'The valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.SoftShrink() 1': (lambda: nn.SoftShrink()(1), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=int)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.SoftShrink() 1.0': (lambda: nn.SoftShrink()(1.0), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=float)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.SoftShrink() True': (lambda: nn.SoftShrink()(True), TypeError,
        'Failed calling SoftShrink with "SoftShrink(lambd=float)(input=bool)".\nThe '
        'valid calling should be: \n"SoftShrink(lambd=<bool, int, '
        'float>)(input=<Tensor>)".'),
    'nn.SoftShrink() (1.0,)': (lambda: nn.SoftShrink()((1.0,)), TypeError,
        'Failed calling SoftShrink with '
        '"SoftShrink(lambd=float)(input=Tuple<float>)".\nThe valid calling should '
        'be: \n"SoftShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'nn.Softsign() [1.0]': (lambda: nn.Softsign()([1.0]), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got List[Float32].'),
    'nn.Softsign() 1': (lambda: nn.Softsign()(1), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Int64.'),
    'nn.Softsign() 1.0': (lambda: nn.Softsign()(1.0), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Float32.'),
    'nn.Softsign() True': (lambda: nn.Softsign()(True), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Bool.'),
    'nn.Softsign() (1.0,)': (lambda: nn.Softsign()((1.0,)), TypeError,
        'For Primitive[Softsign], the type of input argument[input_x] must be Tensor '
        'but got Tuple[Float32].'),
    'nn.Threshold(0.1, 0.0) [1.0]': (lambda: nn.Threshold(0.1, 0.0)([1.0]), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'List[Float32]'"),
    'nn.Threshold(0.1, 0.0) 1': (lambda: nn.Threshold(0.1, 0.0)(1), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Int64'"),
    'nn.Threshold(0.1, 0.0) 1.0': (lambda: nn.Threshold(0.1, 0.0)(1.0), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Float32'"),
    'nn.Threshold(0.1, 0.0) True': (lambda: nn.Threshold(0.1, 0.0)(True), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Bool'"),
    'nn.Threshold(0.1, 0.0) (1.0,)': (lambda: nn.Threshold(0.1, 0.0)((1.0,)), TypeError,
        "For 'threshold', the 'input' must be a Tensor, but got 'Tuple[Float32]'"),
}
