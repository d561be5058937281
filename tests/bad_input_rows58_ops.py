"""Rows of ``test_bad_input_catalogue58``: ``ops`` Primitives and functions the earlier rounds
covered least (unary and binary Primitives given None, a str, no or two inputs, a shape that
does not broadcast; Primitive constructors' attributes; functions such as batch_dot,
channel_shuffle, clip_by_global_norm, the window functions). 2.10's exception type and text for
each call (measured on 2.10 CPU, one case per forked process: /tmp/s75/bad58/run.py on c20.py).
GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): Tan-noarg (RuntimeError: 'For Operator[Tan], the inputs
number should be 1 b'); Tan-two (RuntimeError: 'For Operator[Tan], the inputs number should be 1
b'); Rint-noarg (RuntimeError: 'The Rint input number is zero.'); Rint-two (TypeError: '');
Digamma-noarg (ValueError: 'For primitive[Digamma], the input number must be e'); Digamma-two
(ValueError: 'For primitive[Digamma], the input number must be e'); ZerosLike-noarg (TypeError:
'ZerosLike.__call__() missing 1 required positional'); OnesLike-noarg (TypeError:
'OnesLike.__call__() missing 1 required positional '); L2Loss-noarg (ValueError: 'For
primitive[L2Loss], the input number must be eq'); L2Loss-two (ValueError: 'For
primitive[L2Loss], the input number must be eq'); Diag-none (TypeError: 'Failed calling Diag
with "Diag()(input=None)".\\nThe'); Diag-str (TypeError: 'Failed calling Diag with
"Diag()(input=string)".\\nT'); DiagPart-noarg (ValueError: 'For primitive[DiagPart], the input
number must be '); DiagPart-two (ValueError: 'For primitive[DiagPart], the input number must be
'); Imag-noarg (ValueError: 'For primitive[Imag], the input number must be equa'); Imag-two
(ValueError: 'For primitive[Imag], the input number must be equa'); Inv-noarg (ValueError: 'For
primitive[Inv], the input number must be great'); Inv-two (TypeError: ''); PopulationCount-noarg
(ValueError: 'For primitive[PopulationCount], the input number m'); PopulationCount-two
(ValueError: 'For primitive[PopulationCount], the input number m'); StopGradient-noarg
(RuntimeError: "For 'StopGradient', the number of input should be "); StopGradient-two
(RuntimeError: "For 'StopGradient', the number of input should be "); SquareSumAll-none
(ValueError: 'For primitive[SquareSumAll], the input number must'); SquareSumAll-str
(ValueError: 'For primitive[SquareSumAll], the input number must'); SquareSumAll-noarg
(ValueError: 'For primitive[SquareSumAll], the input number must'); Acos-none (AttributeError:
"module 'mindspore.ops' has no attribute 'Acos'"); Acos-str (AttributeError: "module
'mindspore.ops' has no attribute 'Acos'"); Acos-noarg (AttributeError: "module 'mindspore.ops'
has no attribute 'Acos'"); Acos-two (AttributeError: "module 'mindspore.ops' has no attribute
'Acos'"); Gcd-none (TypeError: 'Failed calling Gcd with "Gcd()(input=Tensor, other'); Gcd-str
(TypeError: 'Failed calling Gcd with "Gcd()(input=Tensor, other'); Lcm-shape (TypeError: 'For
primitive[Lcm], the input argument[x1] must be'); FloorMod-none (TypeError: 'Failed calling
FloorMod with "FloorMod()(x=Tensor,'); FloorMod-str (TypeError: 'Failed calling FloorMod with
"FloorMod()(x=Tensor,'); FloorMod-one (TypeError: 'FloorMod.__call__() missing 1 required
positional '); SquaredDifference-shape (ValueError: "For 'SquaredDifference', input1.shape and
input2.s"); Less-none (TypeError: 'Failed calling Less with "Less()(input=Tensor, oth');
Less-str (TypeError: 'Failed calling Less with "Less()(input=Tensor, oth'); LessEqual-none
(TypeError: 'Failed calling LessEqual with "LessEqual()(input=T'); LessEqual-str (TypeError:
'Failed calling LessEqual with "LessEqual()(input=T'); NotEqual-none (TypeError: 'Failed calling
NotEqual with "NotEqual()(input=Ten'); NotEqual-str (TypeError: 'Failed calling NotEqual with
"NotEqual()(input=Ten'); NotEqual-shape (ValueError: "For 'NotEqual', input.shape and
other.shape need t"); BitwiseOr-shape (TypeError: 'For primitive[BitwiseOr], the input
argument[x] mu'); BitwiseXor-shape (TypeError: 'For primitive[BitwiseXor], the input argument[x]
m'); LogicalXor-none (TypeError: 'Failed calling LogicalXor with "LogicalXor()(input');
LogicalXor-str (TypeError: 'Failed calling LogicalXor with "LogicalXor()(input'); TensorAdd-none
(TypeError: 'Failed calling Add with "Add()(input=Tensor, other'); ApproximateEqual-shape
(RuntimeError: "For 'ApproximateEqual', arg 'x1' must have the sam"); ApproximateEqual-one
(ValueError: 'ApproximateEqual inputs number 1 does not match th'); Complex-none (TypeError:
'Failed calling Complex with "Complex()(real=Tensor'); Complex-str (TypeError: 'Failed calling
Complex with "Complex()(real=Tensor'); atleast_1d-0 (TypeError: "'NoneType' object is not
iterable"); atleast_1d-1 (TypeError: "For 'atleast_1d', each element of 'inputs' must be");
atleast_1d-2 (TypeError: "'float' object is not iterable"); atleast_2d-0 (TypeError: "'NoneType'
object is not iterable"); atleast_2d-1 (TypeError: "expect Tensor or list of tensors, but got
<class '"); atleast_3d-0 (TypeError: "'NoneType' object is not iterable"); batch_dot-0
(TypeError: 'For primitive[Shape], the input argument must be T'); batch_dot-1 (ValueError: "For
'batch_dot', the 'axes' cannot be greater than"); batch_dot-2 (ValueError: "For 'batch_dot', the
'axes' cannot contain 0, but "); batch_dot-3 (ValueError: "For 'batch_dot', the type of 'axes'
must be one of"); cartesian_prod-0 (ValueError: "For 'BroadcastTo', in order to broadcast, each
dim"); cartesian_prod-1 (TypeError: 'Failed calling Meshgrid with "Meshgrid(indexing=st');
cartesian_prod-2 (TypeError: 'Failed calling Meshgrid with "Meshgrid(indexing=st');
channel_shuffle-2 (ValueError: "For 'ChannelShuffle', attr 'group' must be an posi");
channel_shuffle-3 (TypeError: 'For Primitive[ChannelShuffle], the type of input a');
clip_by_global_norm-2 (TypeError: "'>' not supported between instances of 'str' and '");
assign_add-1 (TypeError: 'Failed calling AssignAdd with "AssignAdd()(variabl'); assign_sub-0
(TypeError: 'Failed calling AssignSub with "AssignSub()(variabl'); bernoulli_ext-0 (TypeError:
'Failed calling BernoulliExt with "BernoulliExt()(i'); check_valid-0 (ValueError: "For
'CheckValid', the last dimension of 'bboxes' m"); check_valid-1 (TypeError: 'For
Primitive[CheckValid], the type of input argum'); affine_grid-0 (ValueError: "For
primitive[AffineGrid], the rank of 'theta' mus"); affine_grid-1 (TypeError: 'For
primitive[AffineGrid], the input argument[outp'); adaptive_max_pool3d-1 (TypeError: 'For
Primitive[AdaptiveMaxPool3D], the type of inpu'); avg_pool3d-0 (ValueError: 'For
primitive[AvgPool3D], the x_rank must be equal'); avg_pool3d-1 (TypeError: 'For avg_pool3d, the
input input_x must be tensor'); bidense-0 (AttributeError: "'NoneType' object has no attribute
'transpose'"); coalesce-0 (TypeError: 'For Primitive[Coalesce], the type of input argumen');
accumulate_n-1 (ValueError: "For 'AccumulateNV2', shape of input[1] must be con");
accumulate_n-2 (TypeError: "For 'AccumulateNV2', the type of 'inputs[0]' must ");
array_to_scalar-0 (RuntimeError: 'array_to_scalar requires zero size shape.'); bool_and-0
(RuntimeError: 'prim:bool_and has no attr:__infer__'); conv_transpose2d-0 (RuntimeError:
'Expected 3D (unbatched) or 4D (batched) input to C'); conv_transpose2d-1 (TypeError: 'Failed
calling ConvTranspose2D with "ConvTranspose'); crop_and_resize-0 (ValueError: 'For
crop_and_resize, the input image must be 4D Te'); bounding_box_encode-0 (ValueError: "For
'BoundingBoxEncode', 'anchor_box' last dimensi"); bartlett_window-1 (TypeError: 'For
Primitive[BartlettWindow], the type of input a'); bessel_i0-0 (TypeError: 'For
Primitive[BesselI0], the type of input argumen'); bessel_i0-1 (TypeError: 'For
Primitive[BesselI0], the type of input argumen'); bessel_i0-2 (TypeError: 'For
primitive[BesselI0], the input argument[x] mus'); bessel_j0-0 (TypeError: 'For
Primitive[BesselJ0], the type of input argumen'); bessel_j0-1 (TypeError: 'For
primitive[BesselJ0], the input argument[x] mus'); bessel_k1e-0 (TypeError: 'For
Primitive[BesselK1e], the type of input argume'); adaptive_avg_pool2d_ext-0 (ValueError: 'For
primitive[AdaptiveAvgPool2DExt], the dim of x '); adaptive_avg_pool2d_ext-1 (TypeError: 'Failed
calling AdaptiveAvgPool2DExt with "Adaptive'); InvertPermutation-p0 (ValueError: "For
'InvertPermutation', the 'input_x' can not con"); InvertPermutation-p1 (ValueError: "For
'InvertPermutation', the value max should be ="); InvertPermutation-p2 (ValueError: "For
'InvertPermutation', the value of 'input_x' mu"); InvertPermutation-p3 (ValueError: "For
'InvertPermutation', the value of 'input_x' ca"); ReverseSequence-p0 (TypeError: 'For
Primitive[ReverseSequence], the type of input '); ReverseSequence-p2 (ValueError: "For
'ReverseSequence', the 'seq_dim' must be in ra"); SpaceToDepth-p0 (ValueError: "The 'block_size'
should be >= SpaceToDepth: 2, but"); SpaceToDepth-p2 (ValueError: 'For primitive[SpaceToDepth],
the x rank must be eq'); DepthToSpace-p0 (ValueError: "For 'DepthToSpace', the 'block_size'
should be >= "); DepthToSpace-p1 (ValueError: 'For primitive[DepthToSpace], the x rank must be
eq'); BatchToSpace-p0 (ValueError: "For 'BatchToSpace', rank of 'input_x' should be 4,");
UnsortedSegmentMax-p0 (TypeError: "For 'UnsortedSegmentMax', segment_ids must be a te");
UnsortedSegmentMax-p1 (ValueError: 'For primitive[UnsortedSegmentMax], the num_segment');
UnsortedSegmentMin-p0 (TypeError: 'For primitive[UnsortedSegmentMin], the input argum');
UnsortedSegmentProd-p0 (TypeError: "For 'UnsortedSegmentProd', input must be a tensor,");
TensorScatterSub-p1 (TypeError: "The primitive[TensorScatterSub]'s input arguments[");
TensorScatterMul-p0 (TypeError: "The primitive[TensorScatterMul]'s input arguments["); Expand-p0
(TypeError: 'For Primitive[Expand], the type of input argument['); Expand-p1 (TypeError: 'For
Primitive[Expand], the type of input argument['); Fills-p0 (TypeError: 'For primitive[Fills],
the input argument[value] mu'); Fills-p1 (TypeError: 'For primitive[Fills], the input
argument[value] mu'); NthElement-p0 (TypeError: 'For primitive[NthElement], the n must be int or
a '); NthElement-p1 (ValueError: 'For primitive[NthElement], the n_value must be les');
Bucketize-p2 (TypeError: 'For Primitive[Bucketize], the type of input argume'); EditDistance-p0
(TypeError: "For 'EditDistance', the type of 'normalize' should"); HistogramFixedWidth-p0
(ValueError: "For 'HistogramFixedWidth', the 'nbins' must be int"); HistogramFixedWidth-p2
(TypeError: 'For Primitive[HistogramFixedWidth], the type of in'); IdentityN-p0 (TypeError: 'For
[IdentityN] should have ListTensor or TupleTen'); IdentityN-p1 (TypeError: 'For [IdentityN]
should have ListTensor or TupleTen'); IdentityN-p2 (TypeError: 'For Primitive[IdentityN], the
type of input argume'); UnravelIndex-p0 (TypeError: 'For primitive[UnravelIndex], the input
argument[di'); UnravelIndex-p1 (TypeError: "The primitive[UnravelIndex]'s input
arguments[dims"); LowerBound-p0 (TypeError: "The primitive[LowerBound]'s input
arguments[sorted"); CheckNumerics-p0 (TypeError: 'For primitive[CheckNumerics], the input[0]
should '); CheckNumerics-p1 (TypeError: 'For primitive[CheckNumerics], the input[0] should ');
SplitV-p0 (ValueError: 'For primitive[SplitV], the attribute[num_split] mu'); Pack-p1
(TypeError: "For 'Pack', the type of 'axis' should be 'int', bu"); MatrixSolve-p1 (ValueError:
'For primitive[MatrixSolve], the M in the shape of '); Qr-p1 (TypeError: ''); Lstsq-p0
(TypeError: "For 'Lstsq', the 'l2_regularizer' should be 0.0, b"); Polygamma-p0 (TypeError: 'For
primitive[Polygamma], the input[0] should be a'); Polygamma-p1 (ValueError: "For 'Polygamma',
'a' should be a 0-dim Tensor, but"); Zeta-p0 (TypeError: "The primitive[Zeta]'s input
arguments[q, x] must b"); Igammac-p0 (TypeError: "The primitive[Igammac]'s input arguments[a, x]
mus"); Betainc-p0 (TypeError: 'Failed calling Betainc with "Betainc()(a=Tensor, b');
NonMaxSuppressionV3-p0 (TypeError: 'For primitive[NonMaxSuppressionV3], the input argu'); IOU-p1
(ValueError: 'For primitive[IOU], the anchor_boxes.shape[1] must'); ResizeLinear1D-p0
(ValueError: 'Failed to convert the value "a" of input \\'coordina'); Dilation2D-p0 (ValueError:
"For 'Dilation2D', the 'pad_mode' must be str and m"); Quantile-p1 (TypeError: "For 'Quantile',
the type of 'q' must be float or t"); CompareAndBitpack-p0 (TypeError: "The
primitive[CompareAndBitpack]'s input arguments"); DataFormatDimMap-p0 (ValueError: "For
'DataFormatDimMap', the 'src_format' must be s"); Geqrf-p0 (TypeError: 'Failed calling Geqrf
with "Geqrf()(input=None)".\\nT').
"""
import minicell as ms
from minicell import ops
from bad_input_rows58_help import F, I

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'Cos-none': (lambda: ops.Cos()(None), TypeError,
        'Failed calling Cos with "Cos()(input=None)".\nThe valid calling should be: \n"Cos()(inp'
        'ut=<Tensor>)".'),
    'Cos-str': (lambda: ops.Cos()('a'), TypeError,
        'Failed calling Cos with "Cos()(input=string)".\nThe valid calling should be: \n"Cos()(i'
        'nput=<Tensor>)".'),
    'Cos-noarg': (lambda: ops.Cos()(), TypeError,
        "Cos.__call__() missing 1 required positional argument: 'input'"),
    'Cos-two': (lambda: ops.Cos()(F(2, 3), F(2, 3)), TypeError,
        'Cos.__call__() takes 2 positional arguments but 3 were given'),
    'Tan-none': (lambda: ops.Tan()(None), TypeError,
        'Failed calling Tan with "Tan()(input=None)".\nThe valid calling should be: \n"Tan()(inp'
        'ut=<Tensor>)".'),
    'Tan-str': (lambda: ops.Tan()('a'), TypeError,
        'Failed calling Tan with "Tan()(input=string)".\nThe valid calling should be: \n"Tan()(i'
        'nput=<Tensor>)".'),
    'Rsqrt-none': (lambda: ops.Rsqrt()(None), TypeError,
        'Failed calling Rsqrt with "Rsqrt()(input=None)".\nThe valid calling should be: \n"Rsqrt'
        '()(input=<Tensor>)".'),
    'Rsqrt-str': (lambda: ops.Rsqrt()('a'), TypeError,
        'Failed calling Rsqrt with "Rsqrt()(input=string)".\nThe valid calling should be: \n"Rsq'
        'rt()(input=<Tensor>)".'),
    'Rsqrt-noarg': (lambda: ops.Rsqrt()(), TypeError,
        "Rsqrt.__call__() missing 1 required positional argument: 'input'"),
    'Rsqrt-two': (lambda: ops.Rsqrt()(F(2, 3), F(2, 3)), TypeError,
        'Rsqrt.__call__() takes 2 positional arguments but 3 were given'),
    'Erfc-none': (lambda: ops.Erfc()(None), TypeError,
        'Failed calling Erfc with "Erfc()(input=None)".\nThe valid calling should be: \n"Erfc()('
        'input=<Tensor>)".'),
    'Erfc-str': (lambda: ops.Erfc()('a'), TypeError,
        'Failed calling Erfc with "Erfc()(input=string)".\nThe valid calling should be: \n"Erfc('
        ')(input=<Tensor>)".'),
    'Erfc-noarg': (lambda: ops.Erfc()(), TypeError,
        "Erfc.__call__() missing 1 required positional argument: 'input'"),
    'Erfc-two': (lambda: ops.Erfc()(F(2, 3), F(2, 3)), TypeError,
        'Erfc.__call__() takes 2 positional arguments but 3 were given'),
    'Expm1-none': (lambda: ops.Expm1()(None), TypeError,
        'Failed calling Expm1 with "Expm1()(input=None)".\nThe valid calling should be: \n"Expm1'
        '()(input=<Tensor>)".'),
    'Expm1-str': (lambda: ops.Expm1()('a'), TypeError,
        'Failed calling Expm1 with "Expm1()(input=string)".\nThe valid calling should be: \n"Exp'
        'm1()(input=<Tensor>)".'),
    'Expm1-noarg': (lambda: ops.Expm1()(), TypeError,
        "Expm1.__call__() missing 1 required positional argument: 'input'"),
    'Expm1-two': (lambda: ops.Expm1()(F(2, 3), F(2, 3)), TypeError,
        'Expm1.__call__() takes 2 positional arguments but 3 were given'),
    'Ceil-none': (lambda: ops.Ceil()(None), TypeError,
        'Failed calling Ceil with "Ceil()(input=None)".\nThe valid calling should be: \n"Ceil()('
        'input=<Tensor>)".'),
    'Ceil-str': (lambda: ops.Ceil()('a'), TypeError,
        'Failed calling Ceil with "Ceil()(input=string)".\nThe valid calling should be: \n"Ceil('
        ')(input=<Tensor>)".'),
    'Ceil-noarg': (lambda: ops.Ceil()(), TypeError,
        "Ceil.__call__() missing 1 required positional argument: 'input'"),
    'Ceil-two': (lambda: ops.Ceil()(F(2, 3), F(2, 3)), TypeError,
        'Ceil.__call__() takes 2 positional arguments but 3 were given'),
    'Trunc-none': (lambda: ops.Trunc()(None), TypeError,
        'Failed calling Trunc with "Trunc()(input=None)".\nThe valid calling should be: \n"Trunc'
        '()(input=<Tensor>)".'),
    'Trunc-str': (lambda: ops.Trunc()('a'), TypeError,
        'Failed calling Trunc with "Trunc()(input=string)".\nThe valid calling should be: \n"Tru'
        'nc()(input=<Tensor>)".'),
    'Trunc-noarg': (lambda: ops.Trunc()(), TypeError,
        "Trunc.__call__() missing 1 required positional argument: 'input'"),
    'Trunc-two': (lambda: ops.Trunc()(F(2, 3), F(2, 3)), TypeError,
        'Trunc.__call__() takes 2 positional arguments but 3 were given'),
    'Rint-none': (lambda: ops.Rint()(None), TypeError,
        'For Primitive[Rint], the type of input argument[x] must be Tensor but got None.'),
    'Rint-str': (lambda: ops.Rint()('a'), TypeError,
        'For Primitive[Rint], the type of input argument[x] must be Tensor but got String.'),
    'Sinc-none': (lambda: ops.Sinc()(None), TypeError,
        'Failed calling Sinc with "Sinc()(input=None)".\nThe valid calling should be: \n"Sinc()('
        'input=<Tensor>)".'),
    'Sinc-str': (lambda: ops.Sinc()('a'), TypeError,
        'Failed calling Sinc with "Sinc()(input=string)".\nThe valid calling should be: \n"Sinc('
        ')(input=<Tensor>)".'),
    'Sinc-noarg': (lambda: ops.Sinc()(), TypeError,
        "Sinc.__call__() missing 1 required positional argument: 'input'"),
    'Sinc-two': (lambda: ops.Sinc()(F(2, 3), F(2, 3)), TypeError,
        'Sinc.__call__() takes 2 positional arguments but 3 were given'),
    'Atanh-none': (lambda: ops.Atanh()(None), TypeError,
        'Failed calling Atanh with "Atanh()(input=None)".\nThe valid calling should be: \n"Atanh'
        '()(input=<Tensor>)".'),
    'Atanh-str': (lambda: ops.Atanh()('a'), TypeError,
        'Failed calling Atanh with "Atanh()(input=string)".\nThe valid calling should be: \n"Ata'
        'nh()(input=<Tensor>)".'),
    'Atanh-noarg': (lambda: ops.Atanh()(), TypeError,
        "Atanh.__call__() missing 1 required positional argument: 'input'"),
    'Atanh-two': (lambda: ops.Atanh()(F(2, 3), F(2, 3)), TypeError,
        'Atanh.__call__() takes 2 positional arguments but 3 were given'),
    'Digamma-none': (lambda: ops.Digamma()(None), TypeError,
        'For Primitive[Digamma], the type of input argument[input] must be Tensor but got None.'),
    'Digamma-str': (lambda: ops.Digamma()('a'), TypeError,
        'For Primitive[Digamma], the type of input argument[input] must be Tensor but got String'
        '.'),
    'Erfinv-none': (lambda: ops.Erfinv()(None), TypeError,
        'Failed calling Erfinv with "Erfinv()(input=None)".\nThe valid calling should be: \n"Erf'
        'inv()(input=<Tensor>)".'),
    'Erfinv-str': (lambda: ops.Erfinv()('a'), TypeError,
        'Failed calling Erfinv with "Erfinv()(input=string)".\nThe valid calling should be: \n"E'
        'rfinv()(input=<Tensor>)".'),
    'Erfinv-noarg': (lambda: ops.Erfinv()(), TypeError,
        "Erfinv.__call__() missing 1 required positional argument: 'input'"),
    'Erfinv-two': (lambda: ops.Erfinv()(F(2, 3), F(2, 3)), TypeError,
        'Erfinv.__call__() takes 2 positional arguments but 3 were given'),
    'ZerosLike-none': (lambda: ops.ZerosLike()(None), TypeError,
        'Failed calling ZerosLike with "ZerosLike()(x=None)".\nThe valid calling should be: \n"Z'
        'erosLike()(x=<Tensor>)".'),
    'ZerosLike-str': (lambda: ops.ZerosLike()('a'), TypeError,
        'Failed calling ZerosLike with "ZerosLike()(x=string)".\nThe valid calling should be: \n'
        '"ZerosLike()(x=<Tensor>)".'),
    'ZerosLike-two': (lambda: ops.ZerosLike()(F(2, 3), F(2, 3)), TypeError,
        'ZerosLike.__call__() takes 2 positional arguments but 3 were given'),
    'OnesLike-none': (lambda: ops.OnesLike()(None), TypeError,
        'Failed calling OnesLike with "OnesLike()(x=None)".\nThe valid calling should be: \n"One'
        'sLike()(x=<Tensor>)".'),
    'OnesLike-str': (lambda: ops.OnesLike()('a'), TypeError,
        'Failed calling OnesLike with "OnesLike()(x=string)".\nThe valid calling should be: \n"O'
        'nesLike()(x=<Tensor>)".'),
    'OnesLike-two': (lambda: ops.OnesLike()(F(2, 3), F(2, 3)), TypeError,
        'OnesLike.__call__() takes 2 positional arguments but 3 were given'),
    'L2Loss-none': (lambda: ops.L2Loss()(None), TypeError,
        'For Primitive[L2Loss], the type of input argument[x] must be Tensor but got None.'),
    'L2Loss-str': (lambda: ops.L2Loss()('a'), TypeError,
        'For Primitive[L2Loss], the type of input argument[x] must be Tensor but got String.'),
    'Diag-noarg': (lambda: ops.Diag()(), TypeError,
        "Diag.__call__() missing 1 required positional argument: 'input'"),
    'Diag-two': (lambda: ops.Diag()(F(2, 3), F(2, 3)), TypeError,
        'Diag.__call__() takes 2 positional arguments but 3 were given'),
    'DiagPart-none': (lambda: ops.DiagPart()(None), TypeError,
        'For Primitive[DiagPart], the type of input argument[input] must be Tensor but got None.'),
    'DiagPart-str': (lambda: ops.DiagPart()('a'), TypeError,
        'For Primitive[DiagPart], the type of input argument[input] must be Tensor but got Strin'
        'g.'),
    'Imag-none': (lambda: ops.Imag()(None), TypeError,
        'For Primitive[Imag], the type of input argument[input] must be Tensor but got None.'),
    'Imag-str': (lambda: ops.Imag()('a'), TypeError,
        'For Primitive[Imag], the type of input argument[input] must be Tensor but got String.'),
    'Real-none': (lambda: ops.Real()(None), TypeError,
        'Failed calling Real with "Real()(input=None)".\nThe valid calling should be: \n"Real()('
        'input=<Tensor>)".'),
    'Real-str': (lambda: ops.Real()('a'), TypeError,
        'Failed calling Real with "Real()(input=string)".\nThe valid calling should be: \n"Real('
        ')(input=<Tensor>)".'),
    'Real-noarg': (lambda: ops.Real()(), TypeError,
        "Real.__call__() missing 1 required positional argument: 'input'"),
    'Real-two': (lambda: ops.Real()(F(2, 3), F(2, 3)), TypeError,
        'Real.__call__() takes 2 positional arguments but 3 were given'),
    'Conj-none': (lambda: ops.Conj()(None), TypeError,
        'Failed calling Conj with "Conj()(input=None)".\nThe valid calling should be: \n"Conj()('
        'input=<Tensor>)".'),
    'Conj-str': (lambda: ops.Conj()('a'), TypeError,
        'Failed calling Conj with "Conj()(input=string)".\nThe valid calling should be: \n"Conj('
        ')(input=<Tensor>)".'),
    'Conj-noarg': (lambda: ops.Conj()(), TypeError,
        "Conj.__call__() missing 1 required positional argument: 'input'"),
    'Conj-two': (lambda: ops.Conj()(F(2, 3), F(2, 3)), TypeError,
        'Conj.__call__() takes 2 positional arguments but 3 were given'),
    'Inv-none': (lambda: ops.Inv()(None), TypeError,
        'For Primitive[Inv], the type of input argument[x] must be Tensor but got None.'),
    'Inv-str': (lambda: ops.Inv()('a'), TypeError,
        'For Primitive[Inv], the type of input argument[x] must be Tensor but got String.'),
    'PopulationCount-none': (lambda: ops.PopulationCount()(None), TypeError,
        'For Primitive[PopulationCount], the type of input argument[input_x] must be Tensor but '
        'got None.'),
    'PopulationCount-str': (lambda: ops.PopulationCount()('a'), TypeError,
        'For Primitive[PopulationCount], the type of input argument[input_x] must be Tensor but '
        'got String.'),
    'Div-none': (lambda: ops.Div()(F(2, 3), None), TypeError,
        'Failed calling Div with "Div()(input=Tensor, other=None)".\nThe valid calling should be'
        ': \n"Div()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'Div-str': (lambda: ops.Div()(F(2, 3), 'a'), TypeError,
        'Failed calling Div with "Div()(input=Tensor, other=string)".\nThe valid calling should '
        'be: \n"Div()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'Div-shape': (lambda: ops.Div()(F(2, 3), F(4)), ValueError,
        "For 'Div', input1.shape and input2.shape need to broadcast. The value of input1.shape[2"
        "] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape ="
        " [2, 3] and input2.shape = [4]"),
    'Div-one': (lambda: ops.Div()(F(2, 3)), TypeError,
        "Div.__call__() missing 1 required positional argument: 'other'"),
    'RealDiv-none': (lambda: ops.RealDiv()(F(2, 3), None), TypeError,
        'Failed calling RealDiv with "RealDiv()(x=Tensor, y=None)".\nThe valid calling should be'
        ': \n"RealDiv()(x=<Number, Tensor>, y=<Number, Tensor>)".'),
    'RealDiv-str': (lambda: ops.RealDiv()(F(2, 3), 'a'), TypeError,
        'Failed calling RealDiv with "RealDiv()(x=Tensor, y=string)".\nThe valid calling should '
        'be: \n"RealDiv()(x=<Number, Tensor>, y=<Number, Tensor>)".'),
    'RealDiv-shape': (lambda: ops.RealDiv()(F(2, 3), F(4)), ValueError,
        "For 'RealDiv', input1.shape and input2.shape need to broadcast. The value of input1.sha"
        "pe[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.sha"
        "pe = [2, 3] and input2.shape = [4]"),
    'RealDiv-one': (lambda: ops.RealDiv()(F(2, 3)), TypeError,
        "RealDiv.__call__() missing 1 required positional argument: 'y'"),
    'Hypot-none': (lambda: ops.Hypot()(F(2, 3), None), TypeError,
        'For \'Hypot\', the 2th input var can not be implicitly converted. Its type is None, val'
        'ue is "None". Only support Tensor or Scalar.'),
    'Hypot-str': (lambda: ops.Hypot()(F(2, 3), 'a'), TypeError,
        "For 'Hypot', the 2th input var can not be implicitly converted. Its type is String. Onl"
        "y support Tensor or Scalar."),
    'Hypot-shape': (lambda: ops.Hypot()(F(2, 3), F(4)), ValueError,
        "For 'Hypot', input1.shape and input2.shape need to broadcast. The value of input1.shape"
        "[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape"
        " = [2, 3] and input2.shape = [4]"),
    'Hypot-one': (lambda: ops.Hypot()(F(2, 3)), ValueError,
        'Hypot inputs number 1 does not match the requires signature size 2'),
    'Gcd-shape': (lambda: ops.Gcd()(F(2, 3), F(4)), ValueError,
        "For 'Gcd', input1.shape and input2.shape need to broadcast. The value of input1.shape[2"
        "] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape ="
        " [2, 3] and input2.shape = [4]"),
    'Gcd-one': (lambda: ops.Gcd()(F(2, 3)), TypeError,
        "Gcd.__call__() missing 1 required positional argument: 'other'"),
    'Lcm-none': (lambda: ops.Lcm()(F(2, 3), None), TypeError,
        'For \'Lcm\', the 2th input var can not be implicitly converted. Its type is None, value'
        ' is "None". Only support Tensor or Scalar.'),
    'Lcm-str': (lambda: ops.Lcm()(F(2, 3), 'a'), TypeError,
        "For 'Lcm', the 2th input var can not be implicitly converted. Its type is String. Only "
        "support Tensor or Scalar."),
    'Lcm-one': (lambda: ops.Lcm()(F(2, 3)), ValueError,
        'Lcm inputs number 1 does not match the requires signature size 2'),
    'Xdivy-none': (lambda: ops.Xdivy()(F(2, 3), None), TypeError,
        'For \'Xdivy\', the 2th input y can not be implicitly converted. Its type is None, value'
        ' is "None". Only support Tensor or Scalar.'),
    'Xdivy-str': (lambda: ops.Xdivy()(F(2, 3), 'a'), TypeError,
        "For 'Xdivy', the 2th input y can not be implicitly converted. Its type is String. Only "
        "support Tensor or Scalar."),
    'Xdivy-shape': (lambda: ops.Xdivy()(F(2, 3), F(4)), ValueError,
        "For 'Xdivy', input1.shape and input2.shape need to broadcast. The value of input1.shape"
        "[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape"
        " = [2, 3] and input2.shape = [4]"),
    'Xdivy-one': (lambda: ops.Xdivy()(F(2, 3)), ValueError,
        'Xdivy inputs number 1 does not match the requires signature size 2'),
    'Mod-none': (lambda: ops.Mod()(F(2, 3), None), TypeError,
        'For \'Mod\', the 2th input var can not be implicitly converted. Its type is None, value'
        ' is "None". Only support Tensor or Scalar.'),
    'Mod-str': (lambda: ops.Mod()(F(2, 3), 'a'), TypeError,
        "For 'Mod', the 2th input var can not be implicitly converted. Its type is String. Only "
        "support Tensor or Scalar."),
    'Mod-shape': (lambda: ops.Mod()(F(2, 3), F(4)), ValueError,
        "For 'Mod', input1.shape and input2.shape need to broadcast. The value of input1.shape[2"
        "] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape ="
        " [2, 3] and input2.shape = [4]"),
    'Mod-one': (lambda: ops.Mod()(F(2, 3)), ValueError,
        'Mod inputs number 1 does not match the requires signature size 2'),
    'FloorMod-shape': (lambda: ops.FloorMod()(F(2, 3), F(4)), ValueError,
        "For 'FloorMod', input1.shape and input2.shape need to broadcast. The value of input1.sh"
        "ape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.sh"
        "ape = [2, 3] and input2.shape = [4]"),
    'SquaredDifference-none': (lambda: ops.SquaredDifference()(F(2, 3), None), TypeError,
        'For \'SquaredDifference\', the 2th input var can not be implicitly converted. Its type '
        'is None, value is "None". Only support Tensor or Scalar.'),
    'SquaredDifference-str': (lambda: ops.SquaredDifference()(F(2, 3), 'a'), TypeError,
        "For 'SquaredDifference', the 2th input var can not be implicitly converted. Its type is"
        " String. Only support Tensor or Scalar."),
    'SquaredDifference-one': (lambda: ops.SquaredDifference()(F(2, 3)), ValueError,
        'SquaredDifference inputs number 1 does not match the requires signature size 2'),
    'Less-shape': (lambda: ops.Less()(F(2, 3), F(4)), ValueError,
        "For 'Less', input1.shape and input2.shape need to broadcast. The value of input1.shape["
        "2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape "
        "= [2, 3] and input2.shape = [4]"),
    'Less-one': (lambda: ops.Less()(F(2, 3)), TypeError,
        "Less.__call__() missing 1 required positional argument: 'other'"),
    'LessEqual-shape': (lambda: ops.LessEqual()(F(2, 3), F(4)), ValueError,
        "For 'LessEqual', input1.shape and input2.shape need to broadcast. The value of input1.s"
        "hape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.s"
        "hape = [2, 3] and input2.shape = [4]"),
    'LessEqual-one': (lambda: ops.LessEqual()(F(2, 3)), TypeError,
        "LessEqual.__call__() missing 1 required positional argument: 'other'"),
    'NotEqual-one': (lambda: ops.NotEqual()(F(2, 3)), TypeError,
        "NotEqual.__call__() missing 1 required positional argument: 'other'"),
    'BitwiseOr-none': (lambda: ops.BitwiseOr()(F(2, 3), None), TypeError,
        'For \'BitwiseOr\', the 2th input var can not be implicitly converted. Its type is None,'
        ' value is "None". Only support Tensor or Scalar.'),
    'BitwiseOr-str': (lambda: ops.BitwiseOr()(F(2, 3), 'a'), TypeError,
        "For 'BitwiseOr', the 2th input var can not be implicitly converted. Its type is String."
        " Only support Tensor or Scalar."),
    'BitwiseOr-one': (lambda: ops.BitwiseOr()(F(2, 3)), ValueError,
        'BitwiseOr inputs number 1 does not match the requires signature size 2'),
    'BitwiseXor-none': (lambda: ops.BitwiseXor()(F(2, 3), None), TypeError,
        'For \'BitwiseXor\', the 2th input var can not be implicitly converted. Its type is None'
        ', value is "None". Only support Tensor or Scalar.'),
    'BitwiseXor-str': (lambda: ops.BitwiseXor()(F(2, 3), 'a'), TypeError,
        "For 'BitwiseXor', the 2th input var can not be implicitly converted. Its type is String"
        ". Only support Tensor or Scalar."),
    'BitwiseXor-one': (lambda: ops.BitwiseXor()(F(2, 3)), ValueError,
        'BitwiseXor inputs number 1 does not match the requires signature size 2'),
    'DivNoNan-none': (lambda: ops.DivNoNan()(F(2, 3), None), TypeError,
        'For \'DivNoNan\', the 2th input var can not be implicitly converted. Its type is None, '
        'value is "None". Only support Tensor or Scalar.'),
    'DivNoNan-str': (lambda: ops.DivNoNan()(F(2, 3), 'a'), TypeError,
        "For 'DivNoNan', the 2th input var can not be implicitly converted. Its type is String. "
        "Only support Tensor or Scalar."),
    'DivNoNan-shape': (lambda: ops.DivNoNan()(F(2, 3), F(4)), ValueError,
        "For 'DivNoNan', input1.shape and input2.shape need to broadcast. The value of input1.sh"
        "ape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.sh"
        "ape = [2, 3] and input2.shape = [4]"),
    'DivNoNan-one': (lambda: ops.DivNoNan()(F(2, 3)), ValueError,
        'DivNoNan inputs number 1 does not match the requires signature size 2'),
    'MulNoNan-none': (lambda: ops.MulNoNan()(F(2, 3), None), TypeError,
        'For \'MulNoNan\', the 2th input var can not be implicitly converted. Its type is None, '
        'value is "None". Only support Tensor or Scalar.'),
    'MulNoNan-str': (lambda: ops.MulNoNan()(F(2, 3), 'a'), TypeError,
        "For 'MulNoNan', the 2th input var can not be implicitly converted. Its type is String. "
        "Only support Tensor or Scalar."),
    'MulNoNan-shape': (lambda: ops.MulNoNan()(F(2, 3), F(4)), ValueError,
        "For 'MulNoNan', input1.shape and input2.shape need to broadcast. The value of input1.sh"
        "ape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.sh"
        "ape = [2, 3] and input2.shape = [4]"),
    'MulNoNan-one': (lambda: ops.MulNoNan()(F(2, 3)), ValueError,
        'MulNoNan inputs number 1 does not match the requires signature size 2'),
    'TruncateMod-none': (lambda: ops.TruncateMod()(F(2, 3), None), TypeError,
        'For \'TruncateMod\', the 2th input var can not be implicitly converted. Its type is Non'
        'e, value is "None". Only support Tensor or Scalar.'),
    'TruncateMod-str': (lambda: ops.TruncateMod()(F(2, 3), 'a'), TypeError,
        "For 'TruncateMod', the 2th input var can not be implicitly converted. Its type is Strin"
        "g. Only support Tensor or Scalar."),
    'TruncateMod-shape': (lambda: ops.TruncateMod()(F(2, 3), F(4)), ValueError,
        "For 'TruncateMod', input1.shape and input2.shape need to broadcast. The value of input1"
        ".shape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1"
        ".shape = [2, 3] and input2.shape = [4]"),
    'TruncateMod-one': (lambda: ops.TruncateMod()(F(2, 3)), ValueError,
        'TruncateMod inputs number 1 does not match the requires signature size 2'),
    'Fmin-none': (lambda: ops.Fmin()(F(2, 3), None), TypeError,
        'For \'Fmin\', the 2th input var can not be implicitly converted. Its type is None, valu'
        'e is "None". Only support Tensor or Scalar.'),
    'Fmin-str': (lambda: ops.Fmin()(F(2, 3), 'a'), TypeError,
        "For 'Fmin', the 2th input var can not be implicitly converted. Its type is String. Only"
        " support Tensor or Scalar."),
    'Fmin-shape': (lambda: ops.Fmin()(F(2, 3), F(4)), ValueError,
        "For 'Fmin', input1.shape and input2.shape need to broadcast. The value of input1.shape["
        "2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape "
        "= [2, 3] and input2.shape = [4]"),
    'Fmin-one': (lambda: ops.Fmin()(F(2, 3)), ValueError,
        'Fmin inputs number 1 does not match the requires signature size 2'),
    'LogicalXor-shape': (lambda: ops.LogicalXor()(F(2, 3), F(4)), ValueError,
        "For 'LogicalXor', input1.shape and input2.shape need to broadcast. The value of input1."
        "shape[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1."
        "shape = [2, 3] and input2.shape = [4]"),
    'LogicalXor-one': (lambda: ops.LogicalXor()(F(2, 3)), TypeError,
        "LogicalXor.__call__() missing 1 required positional argument: 'other'"),
    'TensorAdd-str': (lambda: ops.TensorAdd()(F(2, 3), 'a'), TypeError,
        'Failed calling Add with "Add()(input=Tensor, other=string)".\nThe valid calling should '
        'be: \n"Add()(input=<Number, Tensor>, other=<Number, Tensor>)".'),
    'TensorAdd-shape': (lambda: ops.TensorAdd()(F(2, 3), F(4)), ValueError,
        "For 'Add', input1.shape and input2.shape need to broadcast. The value of input1.shape[2"
        "] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.shape ="
        " [2, 3] and input2.shape = [4]"),
    'TensorAdd-one': (lambda: ops.TensorAdd()(F(2, 3)), RuntimeError,
        'For Operator[Add], the inputs number should be 2 but got 1.'),
    'ApproximateEqual-none': (lambda: ops.ApproximateEqual()(F(2, 3), None), TypeError,
        'For \'ApproximateEqual\', the 2th input var can not be implicitly converted. Its type i'
        's None, value is "None". Only support Tensor or Scalar.'),
    'ApproximateEqual-str': (lambda: ops.ApproximateEqual()(F(2, 3), 'a'), TypeError,
        "For 'ApproximateEqual', the 2th input var can not be implicitly converted. Its type is "
        "String. Only support Tensor or Scalar."),
    'Complex-shape': (lambda: ops.Complex()(F(2, 3), F(4)), ValueError,
        "For 'Complex', input1.shape and input2.shape need to broadcast. The value of input1.sha"
        "pe[2] or input2.shape[1] must be 1 or -1 when they are not the same, but got input1.sha"
        "pe = [2, 3] and input2.shape = [4]"),
    'Complex-one': (lambda: ops.Complex()(F(2, 3)), TypeError,
        "Complex.__call__() missing 1 required positional argument: 'imag'"),
    'channel_shuffle-0': (lambda: ops.channel_shuffle(F(2, 3), 2), TypeError,
        'For ChannelShuffle, expect input with > 3 dims, but got 2.'),
    'channel_shuffle-1': (lambda: ops.channel_shuffle(F(2, 3), 0), TypeError,
        'For ChannelShuffle, expect input with > 3 dims, but got 2.'),
    'clip_by_global_norm-1': (lambda: ops.clip_by_global_norm((F(2, 3),), -1.0), ValueError,
        "For 'clip_by_global_norm', the argument 'clip_norm' must > 0.0, but got -1.0."),
    'assign_add-0': (lambda: ops.assign_add(F(2, 3), 1), ValueError,
        "For 'AssignAdd','value' must have the same rank as 'variable'. But got 'value' rank: 0,"
        " 'variable' rank: 2."),
    'bernoulli_ext-1': (lambda: ops.bernoulli_ext(F(2, 3), p='a'), TypeError,
        "bernoulli_ext() got an unexpected keyword argument 'p'"),
    'adaptive_max_pool3d-0': (lambda: ops.adaptive_max_pool3d(F(2, 3), 1), ValueError,
        'For primitive[AdaptiveMaxPool3D], the rank of x must be in [4,5], but got 2.'),
    'accumulate_n-0': (lambda: ops.accumulate_n(None), TypeError,
        "object of type 'NoneType' has no len()"),
    'bartlett_window-0': (lambda: ops.bartlett_window(-1), TypeError,
        'For Primitive[BartlettWindow], the type of input argument[window_length] must be Tensor'
        ' but got Int64.'),
    'bartlett_window-2': (lambda: ops.bartlett_window(5, periodic=1), TypeError,
        "For 'BartlettWindow', the type of 'periodic' should be 'bool', but got type 'int'."),
    'bartlett_window-3': (lambda: ops.bartlett_window(5, dtype=ms.int32), TypeError,
        "For 'BartlettWindow', the 'dtype' should be one of [mindspore.float16, mindspore.float3"
        "2, mindspore.float64], but got 'mindspore.int32'."),
    'blackman_window-0': (lambda: ops.blackman_window(-1), TypeError,
        'For Primitive[BlackmanWindow], the type of input argument[window_length] must be Tensor'
        ' but got Int64.'),
    'blackman_window-1': (lambda: ops.blackman_window(5, dtype=ms.int32), TypeError,
        "For 'BlackmanWindow', the 'dtype' should be one of [mindspore.float16, mindspore.float3"
        "2, mindspore.float64], but got 'mindspore.int32'."),
    'baddbmm_ext-0': (lambda: ops.baddbmm_ext(F(2, 3), F(2, 3), F(2, 3)), RuntimeError,
        "For 'Baddbmm', input 'batch1' must be a 3D Tensor, but got:2"),
    'ReverseSequence-p1': (lambda: ops.ReverseSequence('a')(F(2, 3), F(2, 3)), TypeError,
        "For 'ReverseSequence', the type of 'seq_dim' should be 'int', but got type 'str'."),
    'SpaceToDepth-p1': (lambda: ops.SpaceToDepth('a')(F(2, 3)), TypeError,
        "For 'SpaceToDepth', the type of 'block_size' should be 'int', but got type 'str'."),
    'BatchToSpace-p1': (lambda: ops.BatchToSpace('a', [[0, 0], [0, 0]]), TypeError,
        "For 'BatchToSpace', the type of 'block_size' should be 'int', but got type 'str'."),
    'SegmentSum-p0': (lambda: ops.SegmentSum()(F(2, 3), None), TypeError,
        'For Primitive[SegmentSum], the type of input argument[segment_ids_type] must be Tensor '
        'but got None.'),
    'TensorScatterSub-p0': (lambda: ops.TensorScatterSub()(F(2, 3), None, F(2, 3)), TypeError,
        'For Primitive[TensorScatterSub], the type of input argument[indices type] must be Tenso'
        'r but got None.'),
    'TensorScatterDiv-p0': (lambda: ops.TensorScatterDiv()(F(2, 3), F(2, 3), F(2, 3)), TypeError,
        'For primitive[TensorScatterDiv], the input argument[indices type] must be a type of {Te'
        'nsor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'TensorScatterMin-p0': (lambda: ops.TensorScatterMin()(F(2, 3), I(2, 3), F(4)), ValueError,
        "For TensorScatterMin, the last dimension of 'indices' must be less than or equal  to th"
        "e dimension of 'input_x', but got the last dimension of 'indices': 3 and the dimension "
        "of 'input_x': 2"),
    'ScatterNdUpdate-p0': (lambda: ops.ScatterNdUpdate(use_locking='a'), TypeError,
        "For 'ScatterNdUpdate', the type of 'use_locking' should be 'bool', but got type 'str'."),
    'ScatterNdUpdate-p1': (lambda: ops.ScatterNdUpdate()(F(2, 3), None, F(2, 3)), TypeError,
        'For Primitive[ScatterNdUpdate], the type of input argument[indices type] must be Tensor'
        ' but got None.'),
    'LogSpace-p0': (lambda: ops.LogSpace(steps=-1), ValueError,
        "For 'LogSpace', the 'steps' must be int and must >= 0, but got '-1' with type 'int'."),
    'LogSpace-p1': (lambda: ops.LogSpace(steps='a'), TypeError,
        "For 'LogSpace', the type of 'steps' should be 'int', but got type 'str'."),
    'LogSpace-p2': (lambda: ops.LogSpace(base=-1), ValueError,
        "For 'LogSpace', the 'base' must be int and must >= 0, but got '-1' with type 'int'."),
    'NthElement-p2': (lambda: ops.NthElement(reverse='a'), TypeError,
        "For 'NthElement', the type of 'reverse' should be 'bool', but got type 'str'."),
    'Bucketize-p0': (lambda: ops.Bucketize(boundaries=None), TypeError,
        "For 'Bucketize', the type of 'boundaries' should be 'list', but got type 'NoneType'."),
    'Bucketize-p1': (lambda: ops.Bucketize(boundaries='a'), TypeError,
        "For 'Bucketize', the type of 'boundaries' should be 'list', but got type 'str'."),
    'Eps-p0': (lambda: ops.Eps()(None), TypeError,
        'For Primitive[Eps], the type of input argument[x] must be Tensor but got None.'),
    'Eps-p1': (lambda: ops.Eps()('a'), TypeError,
        'For Primitive[Eps], the type of input argument[x] must be Tensor but got String.'),
    'HistogramFixedWidth-p1': (lambda: ops.HistogramFixedWidth('a'), TypeError,
        "For 'HistogramFixedWidth', the type of 'nbins' should be 'int', but got type 'str'."),
    'Randperm-p0': (lambda: ops.Randperm(max_length=-1), ValueError,
        "For 'Randperm', the 'max_length' must be int and must >= 1, but got '-1' with type 'int"
        "'."),
    'Randperm-p1': (lambda: ops.Randperm(max_length='a'), TypeError,
        "For 'Randperm', the type of 'max_length' should be 'int', but got type 'str'."),
    'Randperm-p2': (lambda: ops.Randperm(pad=1.5), TypeError,
        "For 'Randperm', the type of 'pad' should be 'int', but got type 'float'."),
    'UpperBound-p0': (lambda: ops.UpperBound(out_type='a'), TypeError,
        "For 'UpperBound', the 'out_type' should be one of [mindspore.int32, mindspore.int64], b"
        "ut got ''a''."),
    'ListDiff-p0': (lambda: ops.ListDiff(out_idx='a'), TypeError,
        "For 'ListDiff', the type of 'out_idx' should be 'Type', but got type 'str'."),
    'ListDiff-p1': (lambda: ops.ListDiff()(F(2, 3), None), TypeError,
        'For Primitive[ListDiff], the type of input argument[y] must be Tensor but got None.'),
    'GatherV2-p0': (lambda: ops.GatherV2()(F(2, 3), None, 0), RuntimeError,
        'For Operator[Gather], the inputs number should be 4 but got 3.'),
    'GatherV2-p1': (lambda: ops.GatherV2()(F(2, 3), I(2, 3), 'a'), RuntimeError,
        'For Operator[Gather], the inputs number should be 4 but got 3.'),
    'SplitV-p1': (lambda: ops.SplitV('a', 0, 2), TypeError,
        "For 'SplitV', the type of 'size_splits' should be one of '['tuple', 'list']', but got t"
        "ype 'str'."),
    'Unpack-p0': (lambda: ops.Unpack(5)(F(2, 3)), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 5)'),
    'Unpack-p1': (lambda: ops.Unpack('a'), TypeError,
        "For 'Unpack', the type of 'axis' should be 'int', but got type 'str'."),
    'Pack-p0': (lambda: ops.Pack(5)([F(2, 3), F(2, 3)]), ValueError,
        'For primitive[Stack], the Stack axis must be in [-3,2], but got 5.'),
    'MatrixSolve-p0': (lambda: ops.MatrixSolve(adjoint='a'), TypeError,
        "For 'MatrixSolve', the type of 'adjoint' should be 'bool', but got type 'str'."),
    'IOU-p0': (lambda: ops.IOU(mode='a'), KeyError,
        '"For \'IOU\', only \'iou\' or \'iof\' are supported, but got \'mode\': a."'),
    'BoundingBoxDecode-p1': (lambda: ops.BoundingBoxDecode(max_shape='a'), TypeError,
        "For 'BoundingBoxDecode', the type of 'max_shape' should be 'tuple', but got type 'str'."),
    'ROIAlign-p0': (lambda: ops.ROIAlign('a', 1, 1.0), TypeError,
        "For 'ROIAlign', the type of 'pooled_height' should be 'int', but got type 'str'."),
    'ResizeArea-p0': (lambda: ops.ResizeArea(align_corners='a'), TypeError,
        "For 'ResizeArea', the type of 'align_corners' should be 'bool', but got type 'str'."),
    'RandomGamma-p0': (lambda: ops.RandomGamma(seed='a'), TypeError,
        "For 'RandomGamma', the 'seed' must be int, but got 'str'"),
    'EuclideanNorm-p0': (lambda: ops.EuclideanNorm(keep_dims='a'), TypeError,
        "For 'EuclideanNorm', the type of 'keep_dims' should be 'bool', but got type 'str'."),
    'EuclideanNorm-p1': (lambda: ops.EuclideanNorm()(F(2, 3), None), TypeError,
        'For Primitive[EuclideanNorm], the type of input argument[axes] must be Tensor but got N'
        'one.'),
    'NuclearNorm-p0': (lambda: ops.NuclearNorm(keepdim='a'), TypeError,
        "For 'NuclearNorm', the type of 'keepdim' should be 'bool', but got type 'str'."),
    'Quantile-p0': (lambda: ops.Quantile(dim='a'), TypeError,
        "For 'Quantile', the type of 'dim' should be 'int', but got type 'str'."),
    'FillDiagonal-p0': (lambda: ops.FillDiagonal(None), TypeError,
        "For 'FillDiagonal', the type of 'fill_value' should be 'float', but got type 'NoneType'"
        "."),
    'FillDiagonal-p1': (lambda: ops.FillDiagonal('a'), TypeError,
        "For 'FillDiagonal', the type of 'fill_value' should be 'float', but got type 'str'."),
    'MatrixDiagV3-p0': (lambda: ops.MatrixDiagV3(align='bad'), ValueError,
        "For 'MatrixDiagV3', the 'align' must be str and must be in '['LEFT_RIGHT', 'RIGHT_LEFT'"
        ", 'LEFT_LEFT', 'RIGHT_RIGHT']', but got 'bad'."),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'StopGradient-none': (lambda: ops.StopGradient()(None),
        'None'),
    'StopGradient-str': (lambda: ops.StopGradient()('a'),
        "'a'"),
    'SquareSumAll-two': (lambda: ops.SquareSumAll()(F(2, 3), F(2, 3)),
        '(Tensor(shape=[], dtype=Float32, value= 6), Tensor(shape=[], dtype=Float32, value= 6))'),
    'clip_by_global_norm-0': (lambda: ops.clip_by_global_norm(F(2, 3)),
        'Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 4.08248276e-01,  4.08248276e-01,  4.0824'
        '8276e-01],\n [ 4.08248276e-01,  4.08248276e-01,  4.08248276e-01]])'),
    'clip_by_global_norm-3': (lambda: ops.clip_by_global_norm((F(2, 3),), 1.0, None),
        '(Tensor(shape=[2, 3], dtype=Float32, value=\n[[ 4.08248276e-01,  4.08248276e-01,  4.082'
        '48276e-01],\n [ 4.08248276e-01,  4.08248276e-01,  4.08248276e-01]]),)'),
    'Qr-p0': (lambda: ops.Qr('a'),
        'Prim[Qr]<full_matrices=a>'),
    'BoundingBoxDecode-p0': (lambda: ops.BoundingBoxDecode(max_shape=None),
        'Prim[BoundingBoxDecode]<max_shape=None, means=(0.0, 0.0, 0.0, 0.0), stds=(1.0, 1.0, 1.0'
        ', 1.0), wh_ratio_clip=0.016>'),
    'ROIAlign-p1': (lambda: ops.ROIAlign(1, 1, -1.0),
        'Prim[ROIAlign]<pooled_height=1, pooled_width=1, spatial_scale=-1.0, sample_num=2, roi_e'
        'nd_mode=1>'),
    'ResizeBicubic-p0': (lambda: ops.ResizeBicubic(align_corners='a'),
        'Prim[ResizeBicubic]<align_corners=a, half_pixel_centers=False>'),
}
