"""Rows of ``test_bad_input_catalogue58``: ``mindspore.numpy`` functions the earlier rounds covered
least (around, atleast_nd, windows, correlate, digitize, divmod, ediff1d, geomspace, histograms,
in1d/isin/set functions, logspace, multi_dot, nan-reductions, polynomials, take_along_axis, tri
indices, unwrap, promote_types). 2.10's exception type and text for each call (measured on 2.10
CPU, one case per forked process: /tmp/s75/bad58/run.py on c21.py). GOOD: calls 2.10 accepts
next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): array_equiv-0 (TypeError: 'input data must be `int`,
`float`, `bool`, `Tensor'); atleast_1d-0 (TypeError: "expect Tensor, but got <class
'mindspore._c_expres"); atleast_1d-1 (TypeError: "expect Tensor, but got <class
'mindspore._c_expres"); atleast_2d-0 (TypeError: "expect Tensor, but got <class
'mindspore._c_expres"); atleast_3d-0 (TypeError: 'the input x must be Tensor!');
broadcast_arrays-1 (TypeError: 'For primitive[Shape], the input argument must be T');
broadcast_arrays-2 (TypeError: 'For primitive[Shape], the input argument must be T'); corrcoef-0
(TypeError: 'input data must be `int`, `float`, `bool`, `Tensor'); corrcoef-1 (TypeError: 'input
rowvar should be boolean.'); correlate-0 (TypeError: 'Failed calling Correlate with
"Correlate(pad_mode='); correlate-1 (ValueError: 'Failed to convert the value "bad" of input
\\'pad_mo'); correlate-2 (ValueError: "'Correlate' only support 1-dimensional inputs , bu");
diag_indices-0 (ValueError: 'zero shape Tensor is not currently supported.'); diag_indices-1
(TypeError: 'input must be integers'); digitize-1 (ValueError: 'bins should be 1-dimensional');
divmod-0 (TypeError: 'Failed calling FloorDiv with "FloorDiv()(input=Ten'); divmod-1 (TypeError:
'Failed calling FloorDiv with "FloorDiv()(input=Ten'); ediff1d-1 (TypeError: 'Expect input to be
array like.'); fabs-0 (AttributeError: "'NoneType' object has no attribute 'dtype'"); fabs-1
(AttributeError: "'str' object has no attribute 'dtype'"); geomspace-1 (TypeError: 'start should
be int, float, bool, list, tuple, Ten'); geomspace-2 (ValueError: 'cannot support Tensor with
num=0.'); histogram2d-0 (TypeError: 'Expect input to be array like.'); histogram2d-1
(ValueError: 'For primitive[Concat], element rank must be same(s'); histogram_bin_edges-0
(ValueError: 'cannot support Tensor with num=0.'); histogram_bin_edges-1 (NotImplementedError:
'string value for `bins` not implemented'); histogramdd-0 (TypeError: 'sample should be (N, D)
array, or (D, N) array_lik'); histogramdd-1 (ValueError: 'when an array, sample should be
2-dimensional'); ix_-1 (TypeError: "expect Tensor, but got <class 'mindspore._c_expres"); ix_-2
(TypeError: "expect Tensor, but got <class 'mindspore._c_expres"); logspace-0 (TypeError: 'start
should be int, float, bool, list, tuple, Ten'); logspace-2 (TypeError: 'base should be a number,
but got '); multi_dot-0 (ValueError: 'Expecting at least 2 arrays'); multi_dot-1 (TypeError:
"object of type 'NoneType' has no len()"); multi_dot-2 (ValueError: 'shapes are not aligned');
multi_dot-3 (ValueError: 'Expecting at least 2 arrays'); nancumsum-0 (TypeError: 'For
Primitive[IsNan], the type of input argument[x'); nancumsum-1 (TypeError: 'Failed calling cumsum
with "cumsum(string, None)".'); nancumsum-2 (ValueError: "The 'axis' must be in the range of
[-2, 2), but go"); polyint-0 (ValueError: 'Order of derivative must be positive'); polyint-1
(TypeError: "'<' not supported between instances of 'str' and '"); polyint-2 (TypeError: 'Expect
input to be array like.'); take_along_axis-0 (TypeError: "expect Tensor, but got <class
'mindspore._c_expres"); take_along_axis-2 (TypeError: "axes should be integers, not <class
'str'>"); tril_indices_from-0 (ValueError: 'input array must be 2-d'); tril_indices_from-1
(TypeError: 'input data must be `int`, `float`, `bool`, `Tensor'); triu_indices_from-0
(ValueError: 'input array must be 2-d'); triu_indices_from-1 (TypeError: 'input data must be
`int`, `float`, `bool`, `Tensor'); unwrap-0 (TypeError: 'Expect input to be array like.');
unwrap-1 (TypeError: 'discont should be a float'); promote_types-0 (TypeError: "only ['np.int_',
'np.int8', 'np.int16', 'np.int32'"); promote_types-1 (TypeError: "only ['np.int_', 'np.int8',
'np.int16', 'np.int32'"); promote_types-2 (TypeError: "only ['np.int_', 'np.int8', 'np.int16',
'np.int32'"); result_type-0 (TypeError: 'data type not understood'); result_type-1 (2.10 returns
'None'); asfarray-0 (TypeError: 'input data must be `int`, `float`, `bool`, `Tensor');
array_str-0 (TypeError: 'Expect input to be tensor.'); array_str-1 (TypeError: 'Expect input to
be tensor.'); sometrue-1 (ValueError: 'axis 5 is out of bounds for array of dimension 2').
"""
import minicell as ms
import minicell.numpy as mnp
from bad_input_rows58_help import F, V3

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'around-0': (lambda: mnp.around(None), TypeError,
        'Expect input to be array like.'),
    'around-1': (lambda: mnp.around(F(2, 3), 'a'), TypeError,
        'decimals must be an integer'),
    'around-2': (lambda: mnp.around(F(2, 3), 1.5), TypeError,
        'decimals must be an integer'),
    'array_equiv-1': (lambda: mnp.array_equiv(F(2, 3), 'a'), TypeError,
        "input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got <class 's"
        "tr'>"),
    'bartlett-1': (lambda: mnp.bartlett('a'), TypeError,
        'the number fo points should be an int'),
    'bartlett-2': (lambda: mnp.bartlett(1.5), TypeError,
        'the number fo points should be an int'),
    'bartlett-3': (lambda: mnp.bartlett(None), TypeError,
        'the number fo points should be an int'),
    'blackman-0': (lambda: mnp.blackman('a'), TypeError,
        'the number fo points should be an int'),
    'hamming-0': (lambda: mnp.hamming(None), TypeError,
        'the number fo points should be an int'),
    'hamming-1': (lambda: mnp.hamming('a'), TypeError,
        'the number fo points should be an int'),
    'hanning-0': (lambda: mnp.hanning(1.5), TypeError,
        'the number fo points should be an int'),
    'hanning-1': (lambda: mnp.hanning('a'), TypeError,
        'the number fo points should be an int'),
    'cbrt-0': (lambda: mnp.cbrt(None), TypeError,
        'Expect input to be array like.'),
    'cbrt-1': (lambda: mnp.cbrt('a'), TypeError,
        'Expect input to be array like.'),
    'digitize-0': (lambda: mnp.digitize(V3(), None), TypeError,
        'Expect input to be array like.'),
    'ediff1d-0': (lambda: mnp.ediff1d(None), TypeError,
        "expect Tensor, but got <class 'mindspore._c_expression.typing.TypeNone'>"),
    'histogram_bin_edges-2': (lambda: mnp.histogram_bin_edges(None), TypeError,
        'Expect input to be array like.'),
    'in1d-0': (lambda: mnp.in1d(V3(), None), TypeError,
        'Expect input to be array like.'),
    'in1d-1': (lambda: mnp.in1d(V3(), 'a'), TypeError,
        'Expect input to be array like.'),
    'intersect1d-0': (lambda: mnp.intersect1d(V3(), None), TypeError,
        'Expect input to be array like.'),
    'isin-0': (lambda: mnp.isin(V3(), None), TypeError,
        'Expect input to be array like.'),
    'isin-1': (lambda: mnp.isin(V3(), 'a'), TypeError,
        'Expect input to be array like.'),
    'ix_-0': (lambda: mnp.ix_(F(2, 3)), ValueError,
        'Cross index must be 1 dimensional'),
    'logspace-1': (lambda: mnp.logspace(0, 1, num=-1), ValueError,
        'cannot support Tensor with num=0.'),
    'mod-0': (lambda: mnp.mod(F(2, 3), None), TypeError,
        'Expect input to be array like.'),
    'mod-1': (lambda: mnp.mod(F(2, 3), 'a'), TypeError,
        'Expect input to be array like.'),
    'nanstd-0': (lambda: mnp.nanstd(None), TypeError,
        'Expect input to be array like.'),
    'nanstd-1': (lambda: mnp.nanstd(F(2, 3), axis='a'), TypeError,
        "axes should be integers, not <class 'str'>"),
    'nanstd-2': (lambda: mnp.nanstd(F(2, 3), axis=5), ValueError,
        'axis 5 is out of bounds for array of dimension 2'),
    'nanstd-3': (lambda: mnp.nanstd(F(2, 3), ddof='a'), TypeError,
        'Failed calling Sub with "Sub()(input=Tensor, other=string)".\nThe valid calling should '
        'be: \n"Sub()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'polymul-0': (lambda: mnp.polymul(V3(), None), TypeError,
        'Expect input to be array like.'),
    'polymul-1': (lambda: mnp.polymul(V3(), 'a'), TypeError,
        'Expect input to be array like.'),
    'polysub-0': (lambda: mnp.polysub(V3(), None), TypeError,
        'Expect input to be array like.'),
    'radians-0': (lambda: mnp.radians(None), TypeError,
        "expect Tensor, but got <class 'mindspore._c_expression.typing.TypeNone'>"),
    'radians-1': (lambda: mnp.radians('a'), TypeError,
        "expect Tensor, but got <class 'mindspore._c_expression.typing.String'>"),
    'rint-0': (lambda: mnp.rint(None), TypeError,
        'Expect input to be array like.'),
    'rint-1': (lambda: mnp.rint('a'), TypeError,
        'Expect input to be array like.'),
    'setdiff1d-0': (lambda: mnp.setdiff1d(V3(), None), TypeError,
        'Expect input to be array like.'),
    'take_along_axis-1': (lambda: mnp.take_along_axis(F(2, 3), F(2, 3), 0), TypeError,
        'For primitive[GatherD], the input argument[index] must be a type of {Tensor[Int32], Ten'
        'sor[Int64]}, but got Tensor[Float32].'),
    'unwrap-2': (lambda: mnp.unwrap(V3(), axis=5), ValueError,
        'axis 5 is out of bounds for array of dimension 1'),
    'apply_along_axis-0': (lambda: mnp.apply_along_axis(None, 0, F(2, 3)), TypeError,
        "'NoneType' object is not callable"),
    'apply_along_axis-1': (lambda: mnp.apply_along_axis(mnp.sum, 5, F(2, 3)), ValueError,
        'axis 5 is out of bounds for array of dimension 2'),
    'apply_over_axes-0': (lambda: mnp.apply_over_axes(mnp.sum, F(2, 3), 5), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 5.'),
    'apply_over_axes-1': (lambda: mnp.apply_over_axes(None, F(2, 3), 0), TypeError,
        "'NoneType' object is not callable"),
    'asfarray-1': (lambda: mnp.asfarray('a'), TypeError,
        "input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got <class 's"
        "tr'>"),
    'sometrue-0': (lambda: mnp.sometrue(None), TypeError,
        'Expect input to be array like.'),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'bartlett-0': (lambda: mnp.bartlett(-1),
        'Tensor(shape=[0], dtype=Float32, value= )'),
    'blackman-1': (lambda: mnp.blackman(-1),
        'Tensor(shape=[0], dtype=Float32, value= )'),
    'diag_indices-2': (lambda: mnp.diag_indices(2, ndim=-1),
        '()'),
    'isscalar-0': (lambda: mnp.isscalar(None),
        'False'),
    'tril_indices_from-2': (lambda: mnp.tril_indices_from(F(2, 3), k=1.5),
        '(Tensor(shape=[5], dtype=Int32, value= [0, 0, 1, 1, 1]), Tensor(shape=[5], dtype=Int32,'
        ' value= [0, 1, 0, 1, 2]))'),
    'asfarray-2': (lambda: mnp.asfarray(F(2, 3), ms.int32),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 1.00000000e+00,  1.00000000e+00,  1.0000'
        '0000e+00],\n [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])'),
}
