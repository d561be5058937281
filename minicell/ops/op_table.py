"""Every public op of ``minicell.ops``, one row each: its functional names, Primitive class,
Tensor methods and ``mindspore.numpy`` names (see ``_table`` for the row's fields).

``elementwise`` rows are made from a registry op alone; ``row`` rows name a hand-written
function (a composite, or a thin ``dispatch`` with argument handling) and, where MindSpore's
Primitive class has constructor attributes, the hand-written class. Adding a primitive op with
all its spellings is its registry entry plus one line here.

>>> from minicell import ops, numpy as mnp, Tensor
>>> ops.maximum is ops.functional.maximum is mnp.maximum
True
"""
from .. import autodiff as AD
from . import _autodiff, _nn_primitives as NP, array_ext_math as AEM, array_ops as A
from . import extra_ops as X
from . import functional as F, indexing as IX, linalg_funcs as LA, nn_functional as NN
from . import nn_losses as L
from . import np_adapters as NPA, np_pad, np_signatures as NPS
from . import primitive as P, random_ops as RND, reductions as R, select_ops as SEL
from . import primitive_random as PR
from . import _reduce_prims as RP, variance as V
from . import creation_ops as CO, data_dependent as DD
from . import _wide_scalar as WS
from . import tensor_methods as TM, tensor_new as TN
from . import tensor_overloads as TO
from ._table import binary as bi, declare as row, unary as un


# ---- elementwise: one registry op each ----------------------------------------------------------
bi("add", "add", ("Tensor([1.0]), 2.0", "[3.0]"), "Add", tensor=("add", TO.add), numpy="add")
bi("sub", "sub", ("Tensor([1.0]), 2.0", "[-1.0]"), "Sub", tensor=("sub", TO.sub),
   numpy="subtract")
bi("mul", "mul", ("Tensor([1.0]), 2.0", "[2.0]"), "Mul", tensor=("mul", WS.narrow_mul),
   numpy="multiply")
bi("div", "true_divide", ("Tensor([1]), 2", "[0.5]"), tensor="true_divide",
   numpy="true_divide", params=("dividend", "divisor"))
bi("floor_div", ("floor_div", "floor_divide"), ("Tensor([7]), 2", "[3]"), "FloorDiv",
   tensor="floor_divide", numpy="floor_divide", params={"floor_div": ("x", "y")})
bi("floor_mod", "floor_mod", ("Tensor([-7]), 2", "[1]"), "FloorMod", params=("x", "y"))
# floor_mod and fmod but for a divisor of 0 (runtime nan_rules.keep_x_by_zero, mod_by_zero)
# and floats by 2.10's composite (composite_mods), as mindspore.numpy's remainder
bi("remainder", "remainder", ("Tensor([-7]), 2", "[1]"), tensor=("remainder", TO.remainder),
   numpy=(("remainder", NPS.remainder), ("mod", NPS.remainder)))
bi("mod", (), None, "Mod")
bi("pow", "pow", ("Tensor([3.0]), 2", "[9.0]"), "Pow", numpy="power",
   params=("input", "exponent"))
bi("maximum", "maximum", ("Tensor([1.0]), 2.0", "[2.0]"), "Maximum", tensor="maximum",
   numpy="maximum")
bi("minimum", "minimum", ("Tensor([1.0]), 2.0", "[1.0]"), "Minimum", tensor="minimum",
   numpy="minimum")
bi("atan2", "atan2", ("Tensor([0.0]), 1.0", "[0.0]"), "Atan2")
bi("equal", ("equal", "eq"), ("Tensor([1]), 1", "[True]"), "Equal", tensor=("equal", "eq"),
   numpy="equal")
bi("not_equal", ("not_equal", "ne"), ("Tensor([1]), 1", "[False]"), "NotEqual", tensor="ne",
   numpy="not_equal")
bi("less", ("less", "lt"), ("Tensor([1]), 2", "[True]"), "Less", tensor="lt", numpy="less")
bi("less_equal", ("less_equal", "le"), ("Tensor([1]), 1", "[True]"), "LessEqual", tensor="le",
   numpy="less_equal")
bi("greater", ("greater", "gt"), ("Tensor([1]), 2", "[False]"), "Greater", tensor="gt",
   numpy="greater")
bi("greater_equal", ("greater_equal", "ge"), ("Tensor([1]), 1", "[True]"), "GreaterEqual",
   tensor="ge", numpy="greater_equal")
bi("logical_and", "logical_and", ("Tensor([True]), False", "[False]"), "LogicalAnd",
   numpy="logical_and")
bi("logical_or", "logical_or", ("Tensor([True]), False", "[True]"), "LogicalOr",
   numpy="logical_or")
bi("logical_xor", "logical_xor", ("Tensor([True]), True", "[False]"), "LogicalXor",
   numpy="logical_xor")
bi("bitwise_and", "bitwise_and", ("Tensor([6]), 3", "[2]"), "BitwiseAnd", numpy="bitwise_and")
bi("bitwise_or", "bitwise_or", ("Tensor([6]), 3", "[7]"), "BitwiseOr", numpy="bitwise_or")
bi("bitwise_xor", "bitwise_xor", ("Tensor([6]), 3", "[5]"), "BitwiseXor", numpy="bitwise_xor")

un("neg", ("neg", "negative"), ("Tensor([1.0])", "[-1.0]"), "Neg", tensor=("neg", "negative"),
   numpy="negative")
un("abs", ("abs", "absolute"), ("Tensor([-1.0])", "[1.0]"), "Abs", tensor="abs",
   numpy=("abs", "absolute"))
un("sign", "sign", ("Tensor([-2.0])", "[-1.0]"), "Sign", tensor="sign")   # numpy: x / |x|
un("square", "square", ("Tensor([3.0])", "[9.0]"), "Square", tensor="square", numpy="square")
un("exp", "exp", ("Tensor([0.0])", "[1.0]"), "Exp", tensor="exp", numpy="exp")
un("expm1", "expm1", ("Tensor([0.0])", "[0.0]"), "Expm1", numpy="expm1")
un("log", "log", ("Tensor([1.0])", "[0.0]"), "Log", tensor="log", numpy="log")
un("log1p", "log1p", ("Tensor([0.0])", "[0.0]"), "Log1p", tensor="log1p", numpy="log1p")
un("sqrt", "sqrt", ("Tensor([4.0])", "[2.0]"), "Sqrt", tensor="sqrt", numpy="sqrt",
   params=("x",))
un("rsqrt", "rsqrt", ("Tensor([4.0])", "[0.5]"), "Rsqrt", tensor="rsqrt")
un("reciprocal", "reciprocal", ("Tensor([4.0])", "[0.25]"), "Reciprocal", tensor="reciprocal",
   numpy="reciprocal")
un("sin", "sin", ("Tensor([0.0])", "[0.0]"), "Sin", tensor="sin")
un("cos", "cos", ("Tensor([0.0])", "[1.0]"), "Cos", tensor="cos")
un("tan", "tan", ("Tensor([0.0])", "[0.0]"), "Tan")
un("tanh", "tanh", ("Tensor([0.0])", "[0.0]"), "Tanh", "nn_ops", tensor="tanh")
un("sigmoid", "sigmoid", ("Tensor([0.0])", "[0.5]"), "Sigmoid", "nn_ops", tensor="sigmoid")
un("erf", "erf", ("Tensor([0.0])", "[0.0]"), "Erf", tensor="erf")
un("floor", "floor", ("Tensor([1.5])", "[1.0]"), "Floor", tensor="floor", numpy="floor")
un("ceil", "ceil", ("Tensor([1.5])", "[2.0]"), "Ceil", tensor="ceil")
un("isnan", "isnan", ("Tensor([1.0])", "[False]"), "IsNan", numpy="isnan")  # Tensor.: isnan_ext
un("isinf", "isinf", ("Tensor([1.0])", "[False]"), "IsInf", tensor="isinf")
un("isfinite", "isfinite", ("Tensor([1.0])", "[True]"), "IsFinite", tensor="isfinite",
   numpy="isfinite")
un("logical_not", "logical_not", ("Tensor([True])", "[False]"), "LogicalNot",
   tensor="logical_not", numpy="logical_not")
un("invert", "bitwise_not", ("Tensor([0])", "[-1]"), numpy=("invert", "bitwise_not"))
un("relu", "relu", ("Tensor([-1.0, 2.0])", "[0.0, 2.0]"), "ReLU", "nn_ops")

# ---- hand-written elementwise, linear algebra, state (functional.py) ----------------------------
row(F.div, ("div", "divide"), prim="Div", module="math_ops", tensor=("div", TO.div),
    numpy=("divide", NPS.divide))
row(X.squared_difference, (), prim="SquaredDifference", module="math_ops")
row(F.round, "round", prim=P.make_primitive("Round", F.round_prim), module="math_ops",
    tensor=(("round", TM.round), ("__round__", TM.round_builtin)),
    numpy=(("round", NPA.round), ("around", NPA.round)))
row(F.cast, "cast", prim="Cast", module="array_ops", tensor=("astype", TM.astype))
row(F.softmax, "softmax", prim=P.Softmax, module="nn_ops", tensor="softmax")
row(F.log_softmax, "log_softmax", prim=P.LogSoftmax, module="nn_ops")
row(F.clip_by_value, "clip_by_value")
row(F.clamp, ("clamp", "clip"), tensor=[("clip", TO.clip), ("clamp", TO.clamp)],
    numpy=("clip", NPS.clip))
row(F.isclose, "isclose", numpy="isclose")
row(F.lerp, "lerp", tensor="lerp")
row(F.matmul, "matmul", prim=P.MatMul, module="math_ops",
    tensor=["__matmul__", ("__rmatmul__", TM.rmatmul)], numpy="matmul")
row(F.bmm, "bmm", prim=P.BatchMatMul, module="math_ops")
row(F.mm, "mm")
row(F.outer, "outer")
row(F.einsum, "einsum", prim=P.Einsum, module="math_ops")
row(F.assign, "assign", prim="Assign", module="other_ops")
row(F.depend, "depend", prim="Depend", module="other_ops")
row(F.stop_gradient, "stop_gradient", prim="StopGradient", module="other_ops")
row(X.sinh, "sinh", prim="Sinh", module="math_ops")
row(X.cosh, "cosh", prim="Cosh", module="math_ops")
row(X.asin, "asin", prim="Asin", module="math_ops")
row(X.acos, "acos", prim="Acos", module="math_ops")
row(X.atan, "atan", prim="Atan", module="math_ops")
row(X.softplus, "softplus", prim=X.Softplus, module="nn_ops")
row(X.addn, "addn", prim="AddN", module="math_ops")
row(X.trace, "trace", numpy=("trace", NPA.trace))
row(X.cosine_similarity, "cosine_similarity")

# ---- layout, indexing, creation (array_ops.py, indexing.py) -------------------------------------
row(A.reshape, "reshape", prim="Reshape", module="array_ops",
    tensor=[("reshape", TM.reshape), ("view", TM.view)],
    numpy=(("reshape", NPS.reshape),))
row(A.transpose, "transpose", prim="Transpose", module="array_ops",
    tensor=("transpose", TM.transpose), numpy=("transpose", NPS.transpose))
row(A.permute, "permute", tensor=("permute", TM.permute))
row(A.swapaxes, "swapaxes", tensor="swapaxes", numpy="swapaxes")
row(A.broadcast_to, "broadcast_to", prim=P.BroadcastTo, module="array_ops",
    tensor=("broadcast_to", TM.broadcast_to), numpy="broadcast_to")
row(A.squeeze, "squeeze", prim=P.Squeeze, module="array_ops", tensor=("squeeze", TM.squeeze),
    numpy="squeeze")
row(A.expand_dims, "expand_dims", prim="ExpandDims", module="array_ops",
    tensor=("expand_dims", TM.expand_dims),
    numpy="expand_dims")
row(A.unsqueeze, "unsqueeze", tensor=("unsqueeze", TM.unsqueeze))
row(A.flatten, "flatten", prim=X.Flatten, module="nn_ops", tensor=("flatten", TO.flatten))
row(A.tile, "tile", prim="Tile", module="array_ops", tensor=("tile", TM.tile),
    numpy=("tile", NPS.tile))
row(A.repeat_interleave, "repeat_interleave",
    tensor=[("repeat_interleave", TO.repeat_interleave), ("repeat", TM.repeat)],
    numpy=("repeat", NPS.repeat))
row(A.flip, "flip", tensor="flip", numpy=("flip", NPA.flip))
row(A.roll, "roll", tensor=("roll", TO.roll), numpy=("roll", NPS.roll))
row(A.tril, "tril", prim=X.Tril, module="array_ops", tensor=("tril", TO.tril), numpy=("tril", NPA.tril))
row(A.triu, "triu", prim=X.Triu, module="array_ops", tensor=("triu", TO.triu), numpy=("triu", NPA.triu))
row(A.concat, ("concat", "cat"), prim=P.Concat, module="array_ops", numpy=("concatenate", NPA.concatenate))
row(A.stack, "stack", prim=P.Stack, module="array_ops", numpy=("stack", NPA.stack))
row(None, prim=X.Unstack, module="array_ops")
row(A.split, "split", prim=P.Split, module="array_ops", tensor=("split", TO.split),
    numpy=("split", NPA.split))
row(A.chunk, "chunk", tensor=("chunk", TO.chunk))
row(A.narrow, "narrow", tensor="narrow")
row(A.slice, "slice", prim="Slice", module="array_ops")
row(IX.strided_slice, "strided_slice", prim=P.StridedSlice, module="array_ops")
row(IX.tensor_getitem, "tensor_getitem", tensor="__getitem__")
row(IX.tensor_setitem, "tensor_setitem", tensor="__setitem__")
row(A.select, "select", prim="Select", module="array_ops", tensor=("select", TO.select),
    numpy=("select", NPA.select))
row(A.where, "where", numpy=("where", NPA.where))
row(A.masked_fill, "masked_fill", prim="MaskedFill", module="array_ops",
    tensor=[("masked_fill", SEL.tensor_masked_fill)])
row(X.masked_select, "masked_select")
row(X.nonzero, "nonzero")
row(X.unique, "unique", prim=P.make_primitive("Unique", DD.unique_prim), module="array_ops",
    numpy=("unique", NPA.unique))
row(A.gather, "gather", prim=P.Gather, module="array_ops", tensor=("gather", TO.gather))
row(X.index_select, "index_select")
row(A.gather_d, "gather_d", prim="GatherD", module="array_ops")
row(A.gather_elements, "gather_elements", tensor="gather_elements")
row(A.gather_nd, "gather_nd", prim="GatherNd", module="array_ops")
row(A.tensor_scatter_update, "tensor_scatter_update", prim="TensorScatterUpdate",
    module="array_ops")
row(A.tensor_scatter_add, "tensor_scatter_add", prim="TensorScatterAdd", module="array_ops")
row(X.tensor_scatter_elements, "tensor_scatter_elements", prim=X.TensorScatterElements,
    module="array_ops")
row(A.scatter_nd, "scatter_nd", prim="ScatterNd", module="array_ops")
row(A.unsorted_segment_sum, "unsorted_segment_sum", prim="UnsortedSegmentSum",
    module="array_ops")
row(A.fill, "fill", prim=P.make_primitive("Fill", CO.fill_prim), module="array_ops",
    tensor=("fill", TM.fill))
row(A.full, "full", numpy=("full", NPA.full))
row(A.full_like, "full_like", numpy=("full_like", NPA.full_like))
row(A.ones, "ones", prim="Ones", module="array_ops", numpy=("ones", NPA.ones))
row(A.zeros, "zeros", prim="Zeros", module="array_ops", numpy=("zeros", NPA.zeros))
row(A.ones_like, "ones_like", prim="OnesLike", module="array_ops", tensor="ones_like",
    numpy=("ones_like", NPA.ones_like))
row(A.zeros_like, "zeros_like", prim="ZerosLike", module="array_ops", tensor="zeros_like",
    numpy=("zeros_like", NPA.zeros_like))
row(A.arange, "arange", numpy=("arange", NPA.arange))
row(AEM.linspace, "linspace", prim="LinSpace", module="math_ops",
    numpy=("linspace", NPA.linspace))
row(A.eye, "eye", prim="Eye", module="array_ops", numpy=("eye", NPA.eye))
row(X.diag, "diag", prim="Diag", module="array_ops", numpy=("diag", NPA.diag))
row(A.one_hot, "one_hot", prim=P.OneHot, module="nn_ops")
row(A.shape, "shape", prim="Shape", module="array_ops")
row(A.rank, "rank", prim="Rank", module="array_ops")
row(A.size, ("size", "numel"), prim="Size", module="array_ops", numpy=("size", NPA.size),
    params={"numel": ("input",)})
row(X.dtype, "dtype", prim="DType", module="array_ops")
row(X.identity_tensor, (), prim="Identity", module="array_ops")

# ---- reductions, scans, sorting (reductions.py) -------------------------------------------------
row(R.sum, "sum", prim=RP.ReduceSum, module="math_ops", tensor=("sum", TO.sum),
    numpy=("sum", TM.sum))
row(R.reduce_sum, "reduce_sum")
row(R.mean, "mean", prim=RP.ReduceMean, module="math_ops", tensor=("mean", TO.mean),
    numpy=("mean", NPS.mean))
row(R.prod, "prod", prim=RP.ReduceProd, module="math_ops", tensor=("prod", TO.prod))
row(R.amax, "amax", prim=RP.ReduceMax, module="math_ops", tensor="amax", numpy=("amax", NPA.max))
row(R.amin, "amin", prim=RP.ReduceMin, module="math_ops", tensor="amin", numpy=("amin", NPA.min))
row(R.max, "max", prim=P.ArgMaxWithValue, module="array_ops", tensor=("max", TO.max),
    numpy=("max", NPA.max))
row(R.min, "min", prim=P.ArgMinWithValue, module="array_ops", tensor=("min", TO.min),
    numpy=("min", NPA.min))
row(R.all, "all", prim=RP.ReduceAll, module="math_ops", tensor=("all", TO.all))
row(R.any, "any", prim=RP.ReduceAny, module="math_ops", tensor=("any", TO.any))
row(R.logsumexp, "logsumexp", tensor="logsumexp")
row(R.argmax, "argmax", prim=P.Argmax, module="array_ops", tensor=("argmax", TM.argmax),
    numpy=("argmax", NPS.argmax))
row(R.argmin, "argmin", prim=P.Argmin, module="array_ops", tensor=("argmin", TM.argmin),
    numpy=("argmin", NPS.argmin))
row(V.std, "std", tensor=("std", TO.std), numpy="std")
row(V.var, "var", tensor=("var", TO.var), numpy="var")
row(LA.norm, "norm", tensor="norm", numpy=("norm", NPA.norm))
row(R.cumsum, "cumsum", prim=P.CumSum, module="math_ops", tensor=("cumsum", TM.cumsum),
    numpy=("cumsum", TM.cumsum))
row(R.cumprod, "cumprod", tensor="cumprod")
row(R.sort, "sort", prim=P.Sort, module="array_ops", tensor=("sort", TO.sort))
row(R.argsort, "argsort", tensor=("argsort", TO.argsort))
row(R.topk, "topk", prim=P.TopK, module="array_ops", tensor="topk")

# ---- random draws (random_ops.py) ---------------------------------------------------------------
row(RND.uniform, "uniform", prim=PR.UniformInt, module="random_ops")
row(RND.standard_normal, "standard_normal", prim=PR.StandardNormal, module="random_ops")
row(RND.rand, "rand", prim=PR.UniformReal, module="random_ops", numpy=("rand", NPA.rand))
row(RND.randint, numpy=("randint", NPA.randint))
row(RND.randn, numpy=("randn", NPA.randn))
for _fn in (RND.normal, RND.rand_like, RND.randn_like,
            RND.randint_like, RND.bernoulli, RND.multinomial, RND.shuffle, RND.randperm):
    row(_fn)

# ---- neural network (nn_functional.py, nn_losses.py) --------------------------------------------
row(NN.conv2d, "conv2d", prim=NP.Conv2D, module="nn_ops")
row(NN.bias_add, "bias_add", prim=NP.BiasAdd, module="nn_ops")
row(NN.max_pool2d, "max_pool2d", prim=NP.MaxPool, module="nn_ops")
row(NN.avg_pool2d, "avg_pool2d", prim=NP.AvgPool, module="nn_ops")
row(NN.dropout, "dropout", prim=NP.Dropout, module="nn_ops")
row(NN.dropout2d, "dropout2d", prim=NP.Dropout2D, module="nn_ops")
row(NN.gelu, "gelu", prim=NP.GeLU, module="nn_ops")
row(NN.silu, "silu", prim=NP.SiLU, module="nn_ops")
row(NN.leaky_relu, "leaky_relu", prim=X.LeakyReLU, module="nn_ops")
row(NN.relu6, "relu6", prim="ReLU6", module="nn_ops")
row(NN.elu, "elu", prim=X.Elu, module="nn_ops")
row(NN.hardswish, "hardswish", prim="HSwish", module="nn_ops")
row(NN.hardsigmoid, "hardsigmoid", prim="HSigmoid", module="nn_ops")
row(X.l2_normalize, "l2_normalize", prim=X.L2Normalize, module="nn_ops")
for _fn in (NN.conv1d, NN.conv3d, NN.conv_transpose2d, NN.dense, NN.max_pool1d, NN.avg_pool1d,
            NN.adaptive_avg_pool1d, NN.adaptive_avg_pool2d, NN.adaptive_max_pool2d,
            NN.dropout1d, NN.dropout3d, NN.layer_norm, NN.group_norm, NN.batch_norm,
            L.nll_loss, L.binary_cross_entropy_with_logits, L.mse_loss, L.l1_loss,
            L.smooth_l1_loss):
    row(_fn)
row(NN.pad, numpy=("pad", np_pad.pad))
row(L.cross_entropy, "cross_entropy")
row(None, prim=NP.SoftmaxCrossEntropyWithLogits, module="nn_ops")
row(None, prim=NP.SparseSoftmaxCrossEntropyWithLogits, module="nn_ops")

# ---- debugging ----------------------------------------------------------------------------------
row(X.print_, "print_", prim=X.Print, module="debug_ops")
row(None, prim=_autodiff.HookBackward, module="debug_ops")

# ---- gradients (ops.grad is ms.grad; F.grad as in MindSpore 2.10) -------------------------------
row(AD.grad, "grad")
row(AD.value_and_grad, "value_and_grad")
row(AD.get_grad, "get_grad")

# ---- Tensor-only methods (no functional spelling) -----------------------------------------------
row(TM.expand_as, (), tensor="expand_as")
row(TN.new_zeros, (), tensor="new_zeros")
row(TN.new_ones, (), tensor="new_ones")
row(TM.is_floating_point, (), tensor="is_floating_point")
row(TM.contiguous, (), tensor="contiguous")
row(TM.dim, (), tensor="dim")
row(TM.numel, (), tensor=("numel", "nelement"))
row(TM.ravel, (), tensor="ravel", numpy="ravel")
row(TM.T, (), tensor="T")
row(TM.mT, (), tensor="mT")
