"""Rows of ``test_bad_input_catalogue39`` (less-common ops): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s55/bad39/om.py): searchsorted/bucketize, tril/triu_indices, meshgrid, einsum, tensor_dot,
cummax/cummin, cumprod/logcumsumexp, histc, unique*, matrix ops (inverse, det, matrix_power,
slogdet, matrix_band_part, ...), the fft family (n, s, norm) and others with bad arguments.
Left out (minicell differs): bitwise/gcd/lcm/hypot/polar dtype texts, the fft dims' ranges,
searchsorted's rank text, unique_with_pad, pinv, cross, diff's IndexError, einsum's character
text, trace/logaddexp/histc/unique of a list, combinations' negative r.
"""
import numpy as np
import minicell as ms
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


def I(a):
    return Tensor(np.array(a, np.int32))
x = F(2, 3)




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ops searchsorted float out': (lambda: ops.searchsorted(F(4), F(2), out_int32='a'),
        TypeError, "For 'search_sorted', the type of 'out_int32' should be 'bool', but got "
                   "type 'str'."),
    'ops searchsorted side': (lambda: ops.searchsorted(F(4), F(2), side='middle'),
        ValueError, "For 'searchsorted', the argument 'side' should be one of in [None, "
                    "'left', 'right'], but got middle."),
    'ops searchsorted both': (lambda: ops.searchsorted(F(4), F(2), side='left', right=True),
        ValueError, "For 'searchsorted', side and right can't be set to opposites, got side "
                    'of left while right was True.'),
    'ops searchsorted list': (lambda: ops.searchsorted([1, 2], F(2)),
        TypeError, 'Failed calling SearchSorted with "SearchSorted(dtype=mindspore.dtype, '
                   'right=bool)(sorted_sequence=List<int, int>, values=Tensor, '
                   'sorter=None)".\nThe valid calling should be: '
                   '\n"SearchSorted(dtype=<mindspore.dtype>, '
                   'right=<bool>)(sorted_sequence=<Tensor>, values=<Tensor>, '
                   'sorter=<Tensor>)".'),
    'ops bucketize tensor': (lambda: ops.bucketize([1.0], [0.5]),
        TypeError, "For 'bucketize', 'input' must be a Tensor, but got list."),
    'ops bucketize right': (lambda: ops.bucketize(F(3), [1.0], right='a'),
        TypeError, "For 'search_sorted', the type of 'right' should be 'bool', but got type "
                   "'str'."),
    'ops tril indices str': (lambda: ops.tril_indices('a', 3),
        TypeError, "For 'TrilIndices', the 'row' must be int, but got 'str'"),
    'ops tril indices neg': (lambda: ops.tril_indices(-1, 3),
        ValueError, "For 'TrilIndices', the 'row' must be int and must >= 0, but got '-1' "
                    "with type 'int'."),
    'ops tril indices dtype': (lambda: ops.tril_indices(3, 3, dtype=ms.float32),
        TypeError, "For 'TrilIndices', the 'dtype' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.float32'."),
    'ops tril indices off': (lambda: ops.tril_indices(3, 3, 1.5),
        TypeError, "For 'TrilIndices', the type of 'offset' should be 'int', but got type "
                   "'float'."),
    'ops triu indices neg': (lambda: ops.triu_indices(3, -3),
        ValueError, "For 'TriuIndices', the 'col' must be int and must >= 0, but got '-3' "
                    "with type 'int'."),
    'ops triu indices dtype': (lambda: ops.triu_indices(3, 3, dtype=ms.int8),
        TypeError, "For 'TriuIndices', the 'dtype' should be one of [mindspore.int32, "
                   "mindspore.int64], but got 'mindspore.int8'."),
    'ops meshgrid index': (lambda: ops.meshgrid(F(2), F(3), indexing='a'),
        ValueError, 'Failed to convert the value "a" of input \'indexing\' of \'Meshgrid\' to '
                    'enum.'),
    'ops meshgrid 2d': (lambda: ops.meshgrid(F(2, 2), F(3)),
        ValueError, "For 'BroadcastTo', in order to broadcast, each dimension pair must be "
                    'equal or input dimension is 1 or target dimension is -1. But got '
                    'x_shape: (1, 4), target shape: (3, 2).'),
    'ops meshgrid dtype': (lambda: ops.meshgrid(F(2), I([1, 2])),
        ValueError, 'For Primitive [Meshgrid], all tensors should have the same type.'),
    'ops meshgrid list': (lambda: ops.meshgrid([1, 2], [3]),
        TypeError, 'Failed calling Meshgrid with '
                   '"Meshgrid(indexing=string)(inputs=Tuple<List<int, int>, '
                   'List<int>>)".\nThe valid calling should be: '
                   '\n"Meshgrid(indexing=<string>)(inputs=<list of tensor, tuple of Tensor>)".'),
    'ops einsum eq int': (lambda: ops.einsum(1, x),
        TypeError, 'the equation must be str!'),
    'ops einsum nargs': (lambda: ops.einsum('ij,jk->ik', x),
        ValueError, "For 'Einsum', the number of inputs must be equal to the number of inputs "
                    "and equation's operand."),
    'ops einsum rank': (lambda: ops.einsum('ijk->i', x),
        ValueError, "For 'Einsum', the number of subscript in 0 operand in the eqaution does "
                    'not match inputs[0].dim().'),
    'ops tensor dot bad': (lambda: ops.tensor_dot(x, x, 'a'),
        TypeError, "For 'tensor dot', the type of 'axes' should be one of '['int', 'tuple', "
                   "'list']', but got type 'str'."),
    'ops tensor dot int': (lambda: ops.tensor_dot(x, x, 3),
        ValueError, "For 'tensor_dot', the 'axes' cannot be greater than the length of "
                    "'x1_shape' and 'x2_shape', but got 'axes': 3, 'x1_shape': (2, 3), "
                    "'x2_shape': (2, 3)."),
    'ops tensor dot dtype': (lambda: ops.tensor_dot(x, I([[1, 2, 3]]), ((1,), (1,))),
        TypeError, "For 'MatMul', the type of 'x2' should be same as 'x1', but got 'x1' with "
                   "type Tensor[Float32] and 'x2' with type Tensor[Int32]."),
    'ops bitwise and shape': (lambda: ops.bitwise_and(I([1, 2]), I([1, 2, 3])),
        ValueError, "For 'BitwiseAnd', input1.shape and input2.shape need to broadcast. The "
                    'value of input1.shape[1] or input2.shape[1] must be 1 or -1 when they '
                    'are not the same, but got input1.shape = [2] and input2.shape = [3]'),
    'ops cummax axis': (lambda: ops.cummax(x, 2),
        ValueError, 'For primitive[Cummax], the axis must be in [-2,2), but got 2.'),
    'ops cummax float': (lambda: ops.cummax(x, 1.0),
        TypeError, 'Failed calling Cummax with "Cummax(axis=float)(input=Tensor)".\nThe valid '
                   'calling should be: \n"Cummax(axis=<int>)(input=<Tensor>)".'),
    'ops cummin axis': (lambda: ops.cummin(x, 2),
        IndexError, 'list assignment index out of range'),
    'ops cummin list': (lambda: ops.cummin([1.0], 0),
        TypeError, 'Failed calling Cummin with "Cummin(axis=int)(input=List<float>)".\nThe '
                   'valid calling should be: \n"Cummin(axis=<int>)(input=<Tensor>)".'),
    'ops cumprod dim': (lambda: ops.cumprod(x, 2),
        ValueError, 'For primitive[CumProd], the axis must be in [-2,2), but got 2.'),
    'ops cumprod dtype': (lambda: ops.cumprod(x, 0, dtype='a'),
        TypeError, "For 'Cast', the input 'dtype' should be mindspore dtype, but got a."),
    'ops logcumsumexp axis': (lambda: ops.logcumsumexp(x, 2),
        RuntimeError, "For 'CumulativeLogsumexp, 'axis' must be in range [-2, 2), but got: 2"),
    'ops logcumsumexp float': (lambda: ops.logcumsumexp(x, 1.0),
        TypeError, "For 'logcumsumexp', 'axis' must be int type, but got <class 'float'>"),
    'ops histc bins': (lambda: ops.histc(x, bins=0),
        ValueError, "For 'Histogram', the 'bins' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'ops histc range': (lambda: ops.histc(x, 4, 3.0, 1.0),
        ValueError, "For 'Histogram', the 'min' should be <= max: 1.0, but got 3.0."),
    'ops unique consec dim': (lambda: ops.unique_consecutive(x, dim=3),
        ValueError, "For 'UniqueConsecutive', the value of 'dim' should be in [-2, 2), but "
                    'got 3'),
    'ops matrix band part rank': (lambda: ops.matrix_band_part(F(3), 1, 1),
        ValueError, 'For primitive[MatrixBandPart], the x shape size must be greater than or '
                    'equal to 2, but got 1.'),
    'ops matrix band part float': (lambda: ops.matrix_band_part(x, 1.0, 1),
        TypeError, 'For primitive[MatrixBandPart], the input argument[lower] must be a type '
                   'of {Int32, Int64}, but got Float32.'),
    'ops matrix diag part rank': (lambda: ops.matrix_diag_part(F(3), I(0), Tensor(0.0)),
        ValueError, 'For primitive[MatrixDiagPartV3], the x rank must be greater than or '
                    'equal to 2, but got 1.'),
    'ops inverse rank': (lambda: ops.inverse(F(3)),
        ValueError, 'For primitive[MatrixInverse], the x rank must be greater than or equal '
                    'to 2, but got 1.'),
    'ops inverse square': (lambda: ops.inverse(x),
        ValueError, 'For primitive[MatrixInverse], the attribute[row size] must be equal to '
                    '2, but got 3.'),
    'ops det square': (lambda: ops.det(x),
        ValueError, 'For primitive[MatrixDeterminant], the row size must be equal to 2, but '
                    'got 3.'),
    'ops det rank': (lambda: ops.det(F(3)),
        ValueError, 'For primitive[MatrixDeterminant], the x rank must be greater than or '
                    'equal to 2, but got 1.'),
    'ops kron list': (lambda: ops.kron([1], x),
        TypeError, 'the input must be Tensor!'),
    'ops trace rank': (lambda: ops.trace(F(2, 2, 2)),
        RuntimeError, 'For Primitive[Trace], the rank of the input must be 2, but got 3!'),
    'ops diagflat list': (lambda: ops.diagflat([1.0]),
        TypeError, "For diagflat, the input x must be tensor, but got <class 'list'>"),
    'ops diag embed dims': (lambda: ops.diag_embed(F(2), dim1=0, dim2=0),
        ValueError, "For 'diag_embed', 'dim1' must not be identical to 'dim2'."),
    'ops matrix power float': (lambda: ops.matrix_power(F(2, 2), 1.5),
        TypeError, "For 'MatrixPower', the type of 'n' should be 'int', but got type 'float'."),
    'ops matrix power rank': (lambda: ops.matrix_power(F(2), 2),
        ValueError, "For primitive[MatrixPower], the x's rank must be greater than or equal "
                    'to 2, but got 1.'),
    'ops matrix power square': (lambda: ops.matrix_power(x, 2),
        ValueError, 'For MatrixPower, dim[-1] and dim[-2] of x should be the same, but got '
                    'dim[-1]: 3 and dim[-2]: 2.'),
    'ops logdet rank': (lambda: ops.logdet(F(2)),
        ValueError, 'For primitive[MatrixDeterminant], the x rank must be greater than or '
                    'equal to 2, but got 1.'),
    'ops slogdet square': (lambda: ops.slogdet(x),
        ValueError, 'For primitive[LogMatrixDeterminant], the row size must be equal to 2, '
                    'but got 3.'),
    'ops fft n': (lambda: ops.fft(F(4), n=0),
        ValueError, 'The argument[n] must be greater than 0, but got 0.'),
    'ops fft norm': (lambda: ops.fft(F(4), norm='x'),
        ValueError, 'Failed to convert the value "x" of input \'norm\' of \'FFT\' to enum.'),
    'ops fftn s': (lambda: ops.fftn(F(2, 2), s=(0, 2)),
        ValueError, 'The argument[s] must be greater than 0, but got 0.'),
    'ops rfft n': (lambda: ops.rfft(F(4), n=-1),
        ValueError, 'The argument[n] must be greater than 0, but got -1.'),
    'ops irfft norm': (lambda: ops.irfft(F(4), norm='bad'),
        ValueError, 'Failed to convert the value "bad" of input \'norm\' of \'IRFFT\' to enum.'),
    'ops ifftshift list': (lambda: ops.ifftshift([1.0]),
        TypeError, 'Failed calling IFFTShift with "IFFTShift()(input=List<float>, '
                   'dim=None)".\nThe valid calling should be: \n"IFFTShift()(input=<Tensor>, '
                   'dim=<list of int, int, tuple of int>)".'),
    'ops fft list': (lambda: ops.fft([1.0, 2.0]),
        TypeError, 'Failed calling FFT with "FFT()(input=List<float, float>, n=None, dim=int, '
                   'norm=string)".\nThe valid calling should be: \n"FFT()(input=<Tensor>, '
                   'n=<int>, dim=<int>, norm=<string>)".'),
    'ops diff n': (lambda: ops.diff(x, n=-1),
        RuntimeError, "For 'diff', 'n' must be 1, but got -1"),
    'ops rot90 dims': (lambda: ops.rot90(x, 1, (0, 0)),
        RuntimeError, 'For `rot90`, rotation dims must be different, but get dim0=0, dim1=0.'),
    'ops rot90 k': (lambda: ops.rot90(x, 1.5, (0, 1)),
        TypeError, "For `rot90`, the `k` must be int!, but get <class 'float'>."),
    'ops vander 2d': (lambda: ops.vander(x),
        ValueError, 'For vander, x must be 1-D, but got dimension = 2'),
    'ops vander n': (lambda: ops.vander(F(3), N=-1),
        ValueError, 'For vander, N must be greater than 0, but got -1.'),
    'ops block diag 3d': (lambda: ops.block_diag(F(2, 2, 2)),
        ValueError, "For 'block_diag', the dimension of each elements in 'inputs' must be 0, "
                    '1, or 2, but got 3'),
    'ops combinations 2d': (lambda: ops.combinations(x),
        ValueError, "For 'combinations', the dimension 'x' must be 1, but got 2"),
    'ops count nonzero dims': (lambda: ops.count_nonzero(x, dims=3),
        TypeError, "count_nonzero() got an unexpected keyword argument 'dims'"),
    'ops renorm p': (lambda: ops.renorm(x, 0, 0, 1.0),
        ValueError, "Renorm op don't support non-positive-norm, but got0"),
    'ops renorm dim': (lambda: ops.renorm(x, 2, 3, 1.0),
        RuntimeError, "For 'Renorm, the attribute 'dim' must be in range [-2, 2), but got 3"),
    'ops tril diag': (lambda: ops.tril(x, 1.5),
        TypeError, "For 'Tril', the type of 'diagonal' should be 'int', but got type 'float'."),
    'ops triu rank': (lambda: ops.triu(F(3)),
        ValueError, 'For primitive[Triu], the rank of input must be greater than or equal to '
                    '2, but got 1.'),
}
