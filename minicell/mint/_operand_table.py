"""2.10's ``Failed calling`` TypeError texts of mint's functions, measured on 2.10 CPU with a
string, None, a Python number and a list for each Tensor operand (bad-input catalogue round 19).

name (in ``minicell.mint``): (call text, the function's parameter names in order, the checks).
The call text has a ``{param|type}`` field per argument: the argument's type is shown there, or
``type`` (2.10's, measured) when the call leaves it out. A check ``param=KINDS`` lists what 2.10
refuses at that Tensor operand: ``N`` None, ``f`` a Python number, ``l`` a list or tuple, ``s`` a
string. A row of the call text alone is a function of one Tensor ``input`` refusing all four;
(overload name, None, checks by position) is one whose 2.10 text lists its overload's unnamed
argument types (``Failed calling add with "add(List<float, float>, Tensor)"``). The names whose
mint function is ``mindspore.ops``'s own in 2.10 (``mint.abs is ops.abs``) are left out: minicell
keeps them one object too.
"""
TABLE = {
    'acos': 'AcosExt()(input={input|float})',
    'acosh': 'AcoshExt()(input={input|float})',
    'add': ('add', None, '0=Nls 1=Nls'),
    'addbmm': (
        'Addbmm()(input={input|float}, batch1={batch1|Tensor}, batch2={batch2|Tensor}, '
        'beta={beta|int}, alpha={alpha|int})'
        , 'input batch1 batch2 beta alpha', 'input=Nfls batch1=Nfls batch2=Nfls'),
    'addmm': (
        'Addmm()(input={input|float}, mat1={mat1|Tensor}, mat2={mat2|Tensor}, '
        'beta={beta|int}, alpha={alpha|int})'
        , 'input mat1 mat2 beta alpha', 'input=Nfls mat1=Nfls mat2=Nfls'),
    'addmv': (
        'Addmv()(input={input|float}, mat={mat|Tensor}, vec={vec|Tensor}, beta={beta|int}, '
        'alpha={alpha|int})'
        , 'input mat vec beta alpha', 'input=Nfls mat=Nfls vec=Nfls'),
    'addr_': (
        'InplaceAddr()(input={input|float}, vec1={vec1|Tensor}, vec2={vec2|Tensor}, '
        'beta={beta|int}, alpha={alpha|int})'
        , 'input vec1 vec2 beta alpha', 'input=Nfls vec1=Nfls vec2=Nfls'),
    'all': (
        'ReduceAll(keep_dims=bool)(input={input|float}, axis={dim|None})'
        , 'input dim keepdim', 'input=Nfls'),
    'allclose': (
        'IsClose(rtol=float, atol=float, equal_nan=bool)(input={input|float}, '
        'other={other|Tensor})'
        , 'input other rtol atol equal_nan', 'input=Nfls other=Nfls'),
    'amax': (
        'ReduceMax(keep_dims=bool)(x={input|float}, axis={dim|Tuple<>})'
        , 'input dim keepdim', 'input=Nfls'),
    'amin': (
        'ReduceMin(keep_dims=bool)(x={input|float}, axis={dim|Tuple<>})'
        , 'input dim keepdim', 'input=Nfls'),
    'arccos': 'AcosExt()(input={input|float})',
    'arccosh': 'AcoshExt()(input={input|float})',
    'arcsin': ('AsinExt()(input={x|float})', 'x', 'x=Nfls'),
    'arcsinh': 'AsinhExt()(input={input|float})',
    'arctan': 'AtanExt()(input={input|float})',
    'arctan2': (
        'Atan2Ext()(input={input|List<float, float>}, other={other|Tensor})'
        , 'input other', 'input=Nls other=Nls'),
    'argmax': (
        'ArgMaxExt()(input={input|float}, dim={dim|None}, keepdim={keepdim|bool})'
        , 'input dim keepdim', 'input=Nfls'),
    'argmin': (
        'ArgMinExt()(input={input|float}, dim={dim|None}, keepdim={keepdim|bool})'
        , 'input dim keepdim', 'input=Nfls'),
    'argsort': (
        'ArgSort()(input={input|float}, dim={dim|int}, descending={descending|bool}, '
        'stable={stable|bool})'
        , 'input dim descending stable', 'input=Nfls'),
    'asin': 'AsinExt()(input={input|float})',
    'asinh': 'AsinhExt()(input={input|float})',
    'atan': 'AtanExt()(input={input|float})',
    'atan2': (
        'Atan2Ext()(input={input|List<float, float>}, other={other|Tensor})'
        , 'input other', 'input=Nls other=Nls'),
    'baddbmm': (
        'Baddbmm()(input={input|float}, batch1={batch1|Tensor}, batch2={batch2|Tensor}, '
        'beta={beta|int}, alpha={alpha|int})'
        , 'input batch1 batch2 beta alpha', 'input=Nfls batch1=Nfls batch2=Nfls'),
    'batch_norm_elemt': (
        'BatchNormElemt()(input={input|float}, weight={weight|Tensor}, bias={bias|Tensor}, '
        'mean={mean|Tensor}, invstd={invstd|Tensor}, eps={eps|float})'
        , 'input weight bias mean invstd eps',
        'input=Nfls weight=fls bias=fls mean=fls invstd=fls'),
    'batch_norm_gather_stats_with_counts': (
        'BatchNormGatherStatsWithCounts()(input={input|float}, mean={mean|Tensor}, '
        'invstd={invstd|Tensor}, running_mean={running_mean|None}, '
        'running_var={running_var|None}, momentum={momentum|float}, eps={eps|float}, '
        'counts={counts|None})'
        , 'input mean invstd running_mean running_var momentum eps counts',
        'input=Nfls mean=Nfls invstd=Nfls'),
    'batch_norm_stats': (
        'BatchNormStats()(input={input|float}, eps={eps|float})'
        , 'input eps', 'input=Nfls'),
    'bernoulli': (
        'BernoulliExt()(input={input|float}, seed=Tensor, offset=Tensor)'
        , 'input generator', 'input=Nfls'),
    'bincount': (
        'BincountExt()(input={input|float}, weights={weights|None}, '
        'minlength={minlength|int})'
        , 'input weights minlength', 'input=Nfls'),
    'bitwise_and': (
        'BitwiseAndTensor()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nls'),
    'bitwise_or': (
        'BitwiseOrTensor()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nls'),
    'bitwise_xor': (
        'BitwiseXorTensor()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nls'),
    'bmm': (
        'BatchMatMulExt()(input={input|float}, mat2={mat2|Tensor})'
        , 'input mat2', 'input=Nfls mat2=Nfls'),
    'broadcast_to': (
        'BroadcastToView()(input={input|float}, shape={shape|Tuple<int, int, int>})'
        , 'input shape', 'input=Nfls'),
    'cdist': (
        'Cdist(p=float)(x1={x1|float}, x2={x2|Tensor})'
        , 'x1 x2 p compute_mode', 'x1=Nfls x2=Nfls'),
    'chunk': (
        'ChunkView()(input={input|float}, chunks={chunks|int}, dim={dim|int})'
        , 'input chunks dim', 'input=Nfls'),
    'clamp': ('clamp', None, '0=Nfls'),
    'clone': 'Clone()(input={input|float})',
    'conv2d': (
        'conv2d({input|float}, {weight|Tensor}, {bias|None}, {stride|int}, {padding|int}, '
        '{dilation|int}, {groups|int})'
        , 'input weight bias stride padding dilation groups', 'input=Nfls weight=Nfls'),
    'conv_tbc': (
        'ConvTbc()(input={input|float}, weight={weight|Tensor}, bias={bias|Tensor}, '
        'pad={pad|int})'
        , 'input weight bias pad', 'input=Nfls weight=Nfls bias=Nfls'),
    'count_nonzero': (
        'CountNonZero()(input={input|float}, dim={dim|None})'
        , 'input dim', 'input=Nfls'),
    'cummax': ('Cummax(axis=int)(input={input|float})', 'input dim', 'input=Nfls'),
    'cummin': ('CumminExt()(input={input|float}, dim={dim|int})', 'input dim', 'input=Nfls'),
    'cumsum': (
        'CumsumExt()(input={input|float}, dim={dim|int}, dtype={dtype|mindspore.dtype})'
        , 'input dim dtype', 'input=Nfls'),
    'diag': (
        'DiagExt()(input={input|float}, diagonal={diagonal|int})'
        , 'input diagonal', 'input=Nfls'),
    'div': ('div', None, '0=Nls 1=Nls'),
    'dot': (
        'Dot()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nfls'),
    'eq': ('eq', None, '0=Nfls 1=Nls'),
    'exp2': 'Exp2()(input={input|float})',
    'flatten': (
        'FlattenExt()(input={input|float}, start_dim={start_dim|int}, end_dim={end_dim|int})'
        , 'input start_dim end_dim', 'input=Nfls'),
    'floor_divide': ('floor_divide', None, '0=Nls 1=Nls'),
    'fmod': ('fmod', None, '0=Nfls 1=Nls'),
    'frac': 'Frac()(input={input|float})',
    'gather': (
        'GatherD()(x={input|float}, dim={dim|int}, index={index|Tensor})'
        , 'input dim index', 'input=Nfls index=Nfls'),
    'greater_equal': ('greater_equal', None, '0=Nls 1=Nls'),
    'histc': (
        'HistcExt()(input={input|float}, bins={bins|int}, min={min|int}, max={max|int})'
        , 'input bins min max', 'input=Nfls'),
    'index_select': (
        'IndexSelect()(input={input|float}, dim={dim|int}, index={index|Tensor})'
        , 'input dim index', 'input=Nfls index=Nfls'),
    'inverse': 'MatrixInverseExt()(input={input|float})',
    'isfinite': 'IsFinite()(input={input|float})',
    'isneginf': 'IsNegInf()(input={input|float})',
    'lerp': ('lerp', None, '0=Nfls 1=Nfls'),
    'log10': 'Log10()(input={input|float})',
    'log2': 'Log2()(input={input|float})',
    'logaddexp': (
        'LogAddExp()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nfls'),
    'logaddexp2': (
        'LogAddExp2()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nfls'),
    'logsumexp': (
        'LogSumExp()(input={input|float}, dim={dim|int}, keepdim={keepdim|bool})'
        , 'input dim keepdim', 'input=Nfls'),
    'mean': (
        'MeanExt()(input={input|float}, dim={dim|None}, keepdim={keepdim|bool}, '
        'dtype={dtype|mindspore.dtype})'
        , 'input dim keepdim dtype', 'input=Nfls'),
    'median': ('MedianExt()(input={input|float})', 'input dim keepdim', 'input=Nfls'),
    'mm': ('Mm()(input={input|float}, mat2={mat2|Tensor})', 'input mat2', 'input=Nfls mat2=Nfls'),
    'mul': ('mul', None, '0=Nls 1=Nls'),
    'multinomial': (
        'MultinomialExt()(input={input|float}, num_samples={num_samples|int}, '
        'replacement={replacement|bool}, seed=Tensor, offset=Tensor)'
        , 'input num_samples replacement generator', 'input=Nfls'),
    'mv': ('Mv()(input={input|float}, vec={vec|Tensor})', 'input vec', 'input=Nfls vec=Nfls'),
    'narrow': (
        'NarrowView()(input={input|float}, dim={dim|int}, start={start|int}, '
        'length={length|int})'
        , 'input dim start length', 'input=Nfls'),
    'not_equal': (
        'NotEqual()(input={input|List<float, float>}, other={other|Tensor})'
        , 'input other', 'input=Nls other=Nls'),
    'npu_gelu': (
        'NpuGelu()(input={input|float}, approximate={approximate|string})'
        , 'input approximate', 'input=Nfls'),
    'ones_like': (
        'OnesLikeExt()(input={input|float}, dtype={dtype|mindspore.dtype})'
        , 'input dtype', 'input=Nfls'),
    'outer': (
        'Outer()(input={input|float}, vec2={vec2|Tensor})'
        , 'input vec2', 'input=Nfls vec2=Nfls'),
    'permute': (
        'TransposeView()(input={input|float}, input_perm={dims|Tuple<int, int>})'
        , 'input dims', 'input=Nfls'),
    'pow': (
        'Pow()(input={input|List<float, float>}, exponent={exponent|Tensor})'
        , 'input exponent', 'input=Nls exponent=Nls'),
    'prod': (
        'ProdExt()(input={input|float}, dim={dim|None}, keepdim={keepdim|bool}, '
        'dtype={dtype|mindspore.dtype})'
        , 'input dim keepdim dtype', 'input=Nfls'),
    'rand_like': (
        'RandLikeExt()(tensor=float, seed=Tensor, offset=Tensor, '
        'dtype={dtype|mindspore.dtype}, device={device|string})'
        , 'input dtype device', 'input=Nfls'),
    'randint_like': (
        'RandIntLike()(input={input|float}, low={low|int}, high={high|int}, '
        'seed={seed|Tensor}, offset={offset|Tensor}, dtype={dtype|mindspore.dtype}, '
        'device={device|string})'
        , 'input low high seed offset dtype device', 'input=Nfls'),
    'randn_like': (
        'RandnLike()(input={input|float}, seed=Tensor, offset=Tensor, '
        'dtype={dtype|mindspore.dtype}, device={device|string})'
        , 'input dtype device', 'input=Nfls'),
    'remainder': ('remainder', None, '0=Nls 1=Nls'),
    'repeat_interleave': ('repeat_interleave', None, '0=Nfls'),
    'reshape': (
        'Reshape()(input={input|float}, shape={shape|Tuple<int, int>})'
        , 'input shape', 'input=Nfls'),
    'scatter': (
        'Scatter()(input={input|float}, dim={dim|int}, index={index|Tensor}, '
        'src={src|Tensor}, reduce=string)'
        , 'input dim index src', 'input=Nfls index=Nfls src=Nls'),
    'scatter_add': (
        'ScatterAddExt()(input={input|float}, dim={dim|int}, index={index|Tensor}, '
        'src={src|Tensor})'
        , 'input dim index src', 'input=Nfls index=Nfls src=Nfls'),
    'select': (
        'SelectExtView()(input={input|float}, dim={dim|int}, index={index|int})'
        , 'input dim index', 'input=Nfls'),
    'sort': (
        'SortExt()(input={input|float}, dim={dim|int}, descending={descending|bool}, '
        'stable={stable|bool})'
        , 'input dim descending stable', 'input=Nfls'),
    'split': (
        'SplitTensorView()(input={tensor|float}, split_size={split_size_or_sections|int}, '
        'dim={dim|int})'
        , 'tensor split_size_or_sections dim', 'tensor=Nfls'),
    'sqrt': 'Sqrt()(x={input|float})',
    'std': (
        'Std()(input={input|float}, dim={dim|None}, correction={correction|int}, '
        'keepdim={keepdim|bool})'
        , 'input dim correction keepdim', 'input=Nfls'),
    'std_mean': (
        'StdMean()(input={input|float}, dim={dim|None}, correction={correction|int}, '
        'keepdim={keepdim|bool})'
        , 'input dim correction keepdim', 'input=Nfls'),
    'sub': ('sub', None, '0=Nls 1=Nls'),
    'sum': (
        'SumExt()(input={input|float}, dim={dim|None}, keepdim={keepdim|bool}, '
        'dtype={dtype|mindspore.dtype})'
        , 'input dim keepdim dtype', 'input=Nfls'),
    'swapaxes': (
        'TransposeExtView()(input={input|float}, dim0={axis0|int}, dim1={axis1|int})'
        , 'input axis0 axis1', 'input=Nfls'),
    't': 'TExt()(input={input|float})',
    'topk': (
        'TopkExt()(input={input|float}, k={k|int}, dim={dim|int}, largest={largest|bool}, '
        'sorted={sorted|bool})'
        , 'input k dim largest sorted', 'input=Nfls'),
    'trace': 'TraceExt()(input={input|float})',
    'transpose': (
        'TransposeExtView()(input={input|float}, dim0={dim0|int}, dim1={dim1|int})'
        , 'input dim0 dim1', 'input=Nfls'),
    'triangular_solve': (
        'TriangularSolve()(b={b|float}, A={A|Tensor}, upper={upper|bool}, '
        'transpose={transpose|bool}, unitriangular={unitriangular|bool})'
        , 'b A upper transpose unitriangular', 'b=Nfls A=Nfls'),
    'tril': (
        'TrilExt()(input={input|float}, diagonal={diagonal|int})'
        , 'input diagonal', 'input=Nfls'),
    'unbind': ('UnstackExtView()(input={input|float}, dim={dim|int})', 'input dim', 'input=Nfls'),
    'unique_consecutive': (
        'UniqueConsecutive(return_inverse=bool, return_counts=bool, '
        'dim=None)(input={input|float})'
        , 'input return_inverse return_counts dim', 'input=Nfls'),
    'unsqueeze': (
        'ExpandDimsView()(input={input|float}, dim={dim|int})'
        , 'input dim', 'input=Nfls'),
    'var': (
        'Var()(input={input|float}, dim={dim|None}, correction={correction|int}, '
        'keepdim={keepdim|bool})'
        , 'input dim correction keepdim', 'input=Nfls'),
    'var_mean': (
        'VarMean()(input={input|float}, dim={dim|None}, correction={correction|int}, '
        'keepdim={keepdim|bool})'
        , 'input dim correction keepdim', 'input=Nfls'),
    'vdot': (
        'Vdot()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nfls'),
    'xlogy': (
        'Xlogy()(input={input|float}, other={other|Tensor})'
        , 'input other', 'input=Nfls other=Nls'),
    'zeros_like': (
        'ZerosLikeExt()(input={input|float}, dtype={dtype|mindspore.dtype})'
        , 'input dtype', 'input=Nfls'),
}
