"""Rows of ``test_bad_input_catalogue51`` (mint functionals with a dim out of range or a wrong
dtype, a list for mint's activations, ops with an axis out of range, Tensor methods with wrong
keyword names, mint norms with a dim out of range): MindSpore 2.10's exception type and text for
each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s68/bad51/w/f3.py, f6.py and f8.py with /tmp/s68/bad51/run.py).
Measured and left out (minicell differs or 2.10 computes): mint.chunk dim out (ValueError:
'Dimension out of range (expected to be in range); mint.norm dim out (ValueError: 'For
primitive[LinalgVectorNorm], the axis value); mint.cumsum dtype str (TypeError: "For
'CumsumExt', the input 'dtype' should be min); ops.roll axis out (RuntimeError: 'The kernel Roll
unregistered.'); T.reshape kw wrong (TypeError: 'reshape() missing 1 required positional
argument); T.transpose kw wrong (TypeError: "transpose() got an unexpected keyword argument ');
T.softmax kw wrong (TypeError: "Tensor.softmax() got an unexpected keyword argum); T.squeeze kw
wrong (TypeError: 'Failed calling squeeze with "squeeze(dimension=i); T.view kw wrong
(TypeError: 'Failed calling view with "view(size=Tuple<int, i); T.permute kw wrong (TypeError:
'Failed calling permute with "permute(order=Tuple); T.repeat kw wrong (TypeError: 'repeat()
missing 1 required positional argument:); T.add kw wrong (TypeError: 'Failed calling add with
"add(others=float)".\nTh); T.mul kw wrong (TypeError: 'Failed calling mul with
"mul(y=float)".\nThe val); T.matmul kw wrong (TypeError: 'Failed calling matmul with
"matmul(other=Tensor,); T.to kw wrong (TypeError: 'Failed calling to with
"to(type=mindspore.dtype)).
"""
import minicell as ms  # noqa: F401
from minicell import Tensor, mint, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint.sum dim out': (lambda: mint.sum(F(2, 3), dim=2), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'mint.mean dim out': (lambda: mint.mean(F(2, 3), dim=-3), ValueError,
        'For primitive[MeanExt], the axis value must be in [-2,2), but got -3.'),
    'mint.max dim out': (lambda: mint.max(F(2, 3), dim=2), ValueError,
        'For primitive[MaxDim], the axis must be in [-2,2), but got 2.'),
    'mint.argmax dim out': (lambda: mint.argmax(F(2, 3), dim=2), ValueError,
        'For primitive[ArgMaxExt], the dim must be in [-2,2), but got 2.'),
    'mint.cumsum dim out': (lambda: mint.cumsum(F(2, 3), dim=2), ValueError,
        'For primitive[CumsumExt], the dim must be in [-2,1], but got 2.'),
    'mint.softmax dim out': (lambda: mint.softmax(F(2, 3), dim=2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'mint.nn.functional.softmax dim out': (
        lambda: mint.nn.functional.softmax(F(2, 3), dim=2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'mint.nn.functional.log_softmax dim out': (
        lambda: mint.nn.functional.log_softmax(F(2, 3), dim=2), ValueError,
        'The dim value should be in range [-2,1], but got 2'),
    'mint.cat dim out': (lambda: mint.cat([F(2, 3), F(2, 3)], dim=2), ValueError,
        'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'mint.stack dim out': (lambda: mint.stack([F(2, 3), F(2, 3)], dim=3), ValueError,
        'For primitive[StackExt], the dim must be in [-3,2], but got 3.'),
    'mint.flip dims out': (lambda: mint.flip(F(2, 3), dims=(2,)), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 with "
        "type 'int'."),
    'mint.squeeze dim out': (lambda: mint.squeeze(F(2, 1), dim=2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint.unsqueeze dim out': (lambda: mint.unsqueeze(F(2, 3), dim=3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'mint.transpose dim out': (lambda: mint.transpose(F(2, 3), 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint.gather dim out': (lambda: mint.gather(F(2, 3), 2, I(2, 3)), ValueError,
        'For primitive[GatherD], the dim value must be in [-2,2], but got 2.'),
    'mint.sort dim out': (lambda: mint.sort(F(2, 3), dim=2), ValueError,
        'For primitive[SortExt], the dim must be in [-2,2), but got 2.'),
    'mint.topk dim out': (lambda: mint.topk(F(2, 3), 1, dim=2), ValueError,
        'For primitive[TopkExt], the dim must be in [-2,2), but got 2.'),
    'mint.split dim out': (lambda: mint.split(F(2, 3), 1, dim=2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint.prod dim out': (lambda: mint.prod(F(2, 3), dim=2), ValueError,
        'For primitive[ProdExt], the axis value must be in [-2,2), but got 2.'),
    'mint.std dim out': (lambda: mint.std(F(2, 3), dim=2), ValueError,
        'For primitive[Std], the axis value must be in [-2,2), but got 2.'),
    'mint.all dim out': (lambda: mint.all(F(2, 3), dim=2), ValueError,
        'For primitive[ReduceAll], the axis value must be in [-2,2), but got 2.'),
    'mint.any dim out': (lambda: mint.any(F(2, 3), dim=2), ValueError,
        'For primitive[ReduceAny], the axis value must be in [-2,2), but got 2.'),
    'mint.logsumexp dim out': (lambda: mint.logsumexp(F(2, 3), dim=2), ValueError,
        'For primitive[LogSumExp], the axis value must be in [-2,2), but got 2.'),
    'mint.sum dim str': (lambda: mint.sum(F(2, 3), dim='a'), TypeError,
        'Failed calling SumExt with "SumExt()(input=Tensor, dim=string, keepdim=bool, '
        'dtype=mindspore.dtype)".\nThe valid calling should be: \n'
        '"SumExt()(input=<Tensor>, dim=<list of int, int, Tensor, tuple of int>, '
        'keepdim=<bool>, dtype=<mindspore.dtype>)".'),
    'mint.sum dtype str': (lambda: mint.sum(F(2, 3), dtype='a'), TypeError,
        "For 'SumExt', the input 'dtype' should be mindspore dtype, but got a."),
    'mint.softmax int': (lambda: mint.softmax(I(2, 3), dim=1), TypeError,
        'For primitive[Softmax], the input argument[x] must be a type of {BFloat16, '
        'Float16, Float32, Float64}, but got Int32.'),
    'mint.matmul int float': (lambda: mint.matmul(I(2, 3), F(3, 2)), TypeError,
        "For 'MatMulExt', the type of 'x2' should be same as 'x1', but got 'x1' with "
        "type Tensor[Int32] and 'x2' with type Tensor[Float32]."),
    'mint.bmm 2d': (lambda: mint.bmm(F(2, 3), F(3, 2)), ValueError,
        "For 'BatchMatMulExt', the input 'x' must be a 3D dimensional Tensor, but got "
        '2D shape [const vector]{2, 3}'),
    'mint.nn.functional.relu list': (lambda: mint.nn.functional.relu([1.0]), TypeError,
        'Failed calling ReLU with "ReLU()(input=List<float>)".\nThe valid calling '
        'should be: \n"ReLU()(input=<Tensor>)".'),
    'mint.nn.functional.gelu list': (lambda: mint.nn.functional.gelu([1.0]), TypeError,
        "gelu(): argument 'input' (position 1) must be Tensor, not list."),
    'mint.nn.functional.silu 1': (lambda: mint.nn.functional.silu(1.0), TypeError,
        'Failed calling SiLU with "SiLU()(input=float)".\nThe valid calling should '
        'be: \n"SiLU()(input=<Tensor>)".'),
    'mint.nn.functional.elu list': (lambda: mint.nn.functional.elu([1.0]), TypeError,
        'Failed calling EluExt with "EluExt(alpha=float)(input=List<float>)".\nThe '
        'valid calling should be: \n"EluExt(alpha=<float>)(input=<Tensor>)".'),
    'mint.nn.functional.hardshrink 1': (lambda: mint.nn.functional.hardshrink(1.0), TypeError,
        'Failed calling HShrink with "HShrink(lambd=float)(input=float)".\nThe valid '
        'calling should be: \n"HShrink(lambd=<bool, int, float>)(input=<Tensor>)".'),
    'ops.sum axis out': (lambda: ops.sum(F(2, 3), 2), ValueError,
        'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'ops.mean axis out': (lambda: ops.mean(F(2, 3), 2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'ops.amax axis out': (lambda: ops.amax(F(2, 3), 2), ValueError,
        'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    'ops.argmax axis out': (lambda: ops.argmax(F(2, 3), 2), ValueError,
        'For primitive[Argmax], the axis must be in [-2,2), but got 2.'),
    'ops.cumsum axis out': (lambda: ops.cumsum(F(2, 3), 2), ValueError,
        'For primitive[CumSum], the axis must be in [-2,2), but got 2.'),
    'ops.expand_dims axis out': (lambda: ops.expand_dims(F(2, 3), 3), ValueError,
        'Dimension out of range (expected to be in range of [-3, 3), but got 3)'),
    'ops.squeeze axis out': (lambda: ops.squeeze(F(2, 1), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ops.concat axis out': (lambda: ops.concat((F(2, 3), F(2, 3)), 2), ValueError,
        'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'ops.stack axis out': (lambda: ops.stack((F(2, 3), F(2, 3)), 3), ValueError,
        'For primitive[Stack], the Stack axis must be in [-3,2], but got 3.'),
    'ops.split axis out': (lambda: ops.split(F(2, 4), 2, 2), ValueError,
        'axis 2 is out of bounds for array of dimension 2'),
    'ops.flip axis out': (lambda: ops.flip(F(2, 3), (2,)), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 with "
        "type 'int'."),
    'ops.unstack axis out': (lambda: ops.unstack(F(2, 3), 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ops.softmax axis out': (lambda: ops.softmax(F(2, 3), 2), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'ops.log_softmax axis out': (lambda: ops.log_softmax(F(2, 3), 2), ValueError,
        'For primitive[LogSoftmax], the axis must be in [-2,2), but got 2.'),
    'ops.reverse axis out': (lambda: ops.reverse(F(2, 3), [2]), ValueError,
        "For 'ReverseV2', the 'axis[0]' must be in range of [-2, 2), but got 2 with "
        "type 'int'."),
    'ops.argmin axis out': (lambda: ops.argmin(F(2, 3), 2), ValueError,
        'For primitive[Argmin], the axis must be in [-2,2), but got 2.'),
    'ops.prod axis out': (lambda: ops.prod(F(2, 3), 2), ValueError,
        'For primitive[ProdExt], the axis value must be in [-2,2), but got 2.'),
    'ops.logsumexp axis out': (lambda: ops.logsumexp(F(2, 3), 2), ValueError,
        'For primitive[ReduceMax], the axis value must be in [-2,2), but got 2.'),
    'ops.norm dim out': (lambda: ops.norm(F(2, 3), dim=2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'ops.std axis out': (lambda: ops.std(F(2, 3), 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.var axis out': (lambda: ops.var(F(2, 3), 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.median axis out': (lambda: ops.median(F(2, 3), 2), ValueError,
        'For primitive[Median], the axis must be in [-2,2), but got 2.'),
    'ops.cummax axis out': (lambda: ops.cummax(F(2, 3), 2), ValueError,
        'For primitive[Cummax], the axis must be in [-2,2), but got 2.'),
    'ops.sort axis out': (lambda: ops.sort(F(2, 3), 2), ValueError,
        'For primitive[Sort], the axis must be in [-2,1], but got 2.'),
    'ops.topk dim out': (lambda: ops.topk(F(2, 3), 1, dim=2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.gather axis out': (lambda: ops.gather(F(2, 3), I(2), 2), ValueError,
        'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    'ops.diagonal dim out': (lambda: ops.diagonal(F(2, 3), 0, 0, 2), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'ops.moveaxis out': (lambda: ops.moveaxis(F(2, 3), 0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.swapaxes out': (lambda: ops.swapaxes(F(2, 3), 0, 2), ValueError,
        "The 'axis' must be in the range of [-2, 2), but got 2."),
    'ops.tensor_split axis out': (lambda: ops.tensor_split(F(2, 3), 2, 2), ValueError,
        'axis 2 is out of bounds for array of dimension 2'),
    'ops.chunk axis out': (lambda: ops.chunk(F(2, 3), 2, 2), ValueError,
        'axis 2 is out of bounds for array of dimension 2'),
    'ops.count_nonzero axis out': (lambda: ops.count_nonzero(F(2, 3), 2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'ops.all axis out': (lambda: ops.all(F(2, 3) > 0, 2), ValueError,
        'For primitive[ReduceAll], the axis value must be in [-2,2), but got 2.'),
    'ops.any axis out': (lambda: ops.any(F(2, 3) > 0, 2), ValueError,
        'For primitive[ReduceAny], the axis value must be in [-2,2), but got 2.'),
    'T.sum axis kw wrong': (lambda: F(2, 3).sum(axes=0), TypeError,
        'Failed calling sum with "sum(axes=int)".\nThe valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because incorrect '
        'keyword name: axes\n"Tensor.sum(axis=<None, Tensor, int, list of int, tuple '
        'of int>, dtype=<None, mstype>, keepdims=<bool>, initial=<None, Number>)"\n    '
        'match failed because incorrect keyword name: axes'),
    'T.mean dims kw wrong': (lambda: F(2, 3).mean(dims=0), TypeError,
        'Failed calling mean with "mean(dims=int)".\nThe valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, '
        'keepdim=<bool>, *, dtype=<None, mstype>)"\n    match failed because incorrect '
        'keyword name: dims\n"Tensor.mean(axis=<None, Tensor, int, list of int, tuple '
        'of int>, keep_dims=<bool>)"\n    match failed because incorrect keyword name: '
        'dims'),
    'T.max kw wrong': (lambda: F(2, 3).max(dimension=0), TypeError,
        'Failed calling max with "max(dimension=int)".\nThe valid calling should be:\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n    match failed because incorrect '
        'keyword name: dimension\n"Tensor.max(axis=<None, int, list of int, tuple of '
        'int>, keepdims=<bool>, *, initial=<None, Number>, where=<Tensor, bool>, '
        'return_indices=<bool>)"\n    match failed because incorrect keyword name: '
        'dimension'),
    'T.argmax kw wrong': (lambda: F(2, 3).argmax(dimension=0), TypeError,
        'Failed calling argmax with "argmax(dimension=int)".\nThe valid calling should '
        'be:\n"Tensor.argmax(axis=<int>, keepdims=<bool>)"\n    match failed because '
        'incorrect keyword name: dimension\n"Tensor.argmax(dim=<None, int>, '
        'keepdim=<bool>)"\n    match failed because incorrect keyword name: dimension'),
    'T.clamp kw wrong': (lambda: F(2, 3).clamp(low=0.0), TypeError,
        'Failed calling clamp with "clamp(low=float)".\nThe valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n    match failed '
        'because incorrect keyword name: low\n"Tensor.clamp(min=<None, Number>, '
        'max=<None, Number>)"\n    match failed because incorrect keyword name: low'),
    'T.astype kw wrong': (lambda: F(2, 3).astype(type=ms.int32), TypeError,
        "Tensor.astype() got an unexpected keyword argument 'type'"),
    'T.expand_dims kw wrong': (lambda: F(2, 3).expand_dims(dim=0), TypeError,
        "Tensor.expand_dims() got an unexpected keyword argument 'dim'"),
    'T.flatten kw wrong': (lambda: F(2, 3).flatten(start=0), TypeError,
        'Failed calling flatten with "flatten(start=int)".\nThe valid calling should '
        'be:\n"Tensor.flatten(start_dim=<int>, end_dim=<int>)"\n    match failed '
        'because incorrect keyword name: start\n"Tensor.flatten(order=<string>, '
        'start_dim=<int>, end_dim=<int>)"\n    match failed because incorrect keyword '
        'name: start'),
    'T.cumsum kw wrong': (lambda: F(2, 3).cumsum(dimension=0), TypeError,
        'Failed calling cumsum with "cumsum(dimension=int)".\nThe valid calling should '
        'be:\n"Tensor.cumsum(dim=<int>, *, dtype=<None, mstype>)"\n    match failed '
        'because incorrect keyword name: dimension\n"Tensor.cumsum(axis=<None, int>, '
        'dtype=<None, mstype>)"\n    match failed because incorrect keyword name: '
        'dimension'),
    'T.topk kw wrong': (lambda: F(2, 3).topk(kk=1), TypeError,
        'Failed calling topk with "topk(kk=int)".\nThe valid calling should be:\n'
        '"Tensor.topk(k=<int>, dim=<int>, largest=<bool>, sorted=<bool>)"\n    match '
        'failed because incorrect keyword name: kk\n"Tensor.topk(k=<int>, dim=<None, '
        'int>, largest=<bool>, sorted=<bool>)"\n    match failed because incorrect '
        'keyword name: kk'),
    'T.sort kw wrong': (lambda: F(2, 3).sort(dimension=0), TypeError,
        'Failed calling sort with "sort(dimension=int)".\nThe valid calling should '
        'be:\n"Tensor.sort(dim=<int>, descending=<bool>, stable=<bool>)"\n    match '
        'failed because incorrect keyword name: dimension\n"Tensor.sort(axis=<int>, '
        'descending=<bool>)"\n    match failed because incorrect keyword name: '
        'dimension'),
    'T.gather kw wrong': (lambda: F(2, 3).gather(idx=I(2), axis=0), TypeError,
        'Failed calling gather with "gather(idx=Tensor, axis=int)".\nThe valid calling '
        'should be:\n"Tensor.gather(dim=<Tensor, int>, index=<Tensor>)"\n    match '
        'failed because incorrect keyword name: idx, axis\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<Tensor, int>, '
        'batch_dims=<int>)"\n    match failed because incorrect keyword name: idx'),
    'T.index_select kw wrong': (lambda: F(2, 3).index_select(axis=0, idx=I(1)), TypeError,
        'Failed calling index_select with "index_select(axis=int, idx=Tensor)".\nThe '
        'valid calling should be:\n"Tensor.index_select(dim=<int>, '
        'index=<Tensor>)"\n    match failed because incorrect keyword name: axis, idx\n'
        '"Tensor.index_select(axis=<int>, index=<Tensor>)"\n    match failed because '
        'incorrect keyword name: idx'),
    'T.fill_ kw wrong': (lambda: F(2, 3).fill_(val=1.0), TypeError,
        'Failed calling fill_ with "fill_(val=float)".\nThe valid calling should be:\n'
        '"Tensor.fill_(value=<Tensor>)"\n    match failed because incorrect keyword '
        'name: val\n"Tensor.fill_(value=<Number>)"\n    match failed because incorrect '
        'keyword name: val'),
    'T.std kw wrong': (lambda: F(2, 3).std(dims=0), TypeError,
        'Failed calling std with "std(dims=int)".\nThe valid calling should be:\n'
        '"Tensor.std(dim=<None, int, list of int, tuple of int>, *, correction=<int>, '
        'keepdim=<bool>)"\n    match failed because incorrect keyword name: dims\n'
        '"Tensor.std(axis=<None, int, list of int, tuple of int>, ddof=<int>, '
        'keepdims=<bool>)"\n    match failed because incorrect keyword name: dims'),
    'T.norm kw wrong': (lambda: F(2, 3).norm(order=2), TypeError,
        "Tensor.norm() got an unexpected keyword argument 'order'"),
    'T.split kw wrong': (lambda: F(2, 4).split(size=2), TypeError,
        'Failed calling split with "split(size=int)".\nThe valid calling should be:\n'
        '"Tensor.split(split_size=<int>, dim=<int>)"\n    match failed because '
        'incorrect keyword name: size\n"Tensor.split(split_size=<list of int, tuple of '
        'int>, dim=<int>)"\n    match failed because incorrect keyword name: size\n'
        '"Tensor.split(split_size_or_sections=<int, list of int, tuple of int>, '
        'axis=<int>)"\n    match failed because incorrect keyword name: size'),
    'ops.moveaxis kw': (lambda: ops.moveaxis(F(2, 3), 0, 1, zzz=1), TypeError,
        "moveaxis() got an unexpected keyword argument 'zzz'"),
    'ops.swapaxes kw': (lambda: ops.swapaxes(F(2, 3), 0, 1, zzz=1), TypeError,
        "swapaxes() got an unexpected keyword argument 'zzz'"),
    'ops.diagonal kw': (lambda: ops.diagonal(F(2, 3), zzz=1), TypeError,
        "diagonal() got an unexpected keyword argument 'zzz'"),
    'ops.cov kw': (lambda: ops.cov(F(2, 3), zzz=1), TypeError,
        "cov() got an unexpected keyword argument 'zzz'"),
    'ops.ravel kw': (lambda: ops.ravel(F(2, 3), zzz=1), TypeError,
        "ravel() got an unexpected keyword argument 'zzz'"),
    'ops.logit kw': (lambda: ops.logit(F(2, 3), zzz=1), TypeError,
        "logit() got an unexpected keyword argument 'zzz'"),
    'ops.rot90 kw': (lambda: ops.rot90(F(2, 3), zzz=1), TypeError,
        "rot90() got an unexpected keyword argument 'zzz'"),
    'ops.amax kw': (lambda: ops.amax(F(2, 3), zzz=1), TypeError,
        "amax() got an unexpected keyword argument 'zzz'"),
    'ops.fmax kw': (lambda: ops.fmax(F(2, 3), F(2, 3), zzz=1), TypeError,
        "fmax() got an unexpected keyword argument 'zzz'"),
    'ops.inner kw': (lambda: ops.inner(F(2, 3), F(2, 3), zzz=1), TypeError,
        "inner() got an unexpected keyword argument 'zzz'"),
    'mint.norm dim out': (lambda: mint.norm(F(2, 3), dim=2), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 2.'),
    'mint.norm dim out neg': (lambda: mint.norm(F(2, 3), dim=-3), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got -3.'),
    'mint.norm p1 dim out': (lambda: mint.norm(F(2, 3), p=1, dim=2), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 2.'),
    'ops.vector_norm dim out': (lambda: ops.vector_norm(F(2, 3), dim=2), TypeError,
        "vector_norm() got an unexpected keyword argument 'dim'"),
    'mint.linalg.vector_norm dim out': (
        lambda: mint.linalg.vector_norm(F(2, 3), dim=2), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 2.'),
    'T.norm dim out': (lambda: F(2, 3).norm(dim=2), ValueError,
        'For primitive[ReduceSum], the axis value must be in [-2,2), but got 2.'),
    'mint.norm tuple dim out': (lambda: mint.norm(F(2, 3), dim=(0, 2)), ValueError,
        'For primitive[LinalgVectorNorm], the axis value must be in [-2,2), but got 2.'),
}
