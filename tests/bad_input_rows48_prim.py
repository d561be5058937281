"""Rows of ``test_bad_input_catalogue48`` (ms.grad / value_and_grad / vmap / jit bad arguments and
ops.operations Primitive classes with bad attributes and inputs): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s65/bad48/w/c4.py with /tmp/s65/bad48/run.py; the text up to 2.10's
C++ call stack).
Measured and left out (minicell differs or 2.10 computes): ms.jvp v mismatch (2.10 computes);
P.Gather float idx (TypeError: ''); P.Fill dtype str (TypeError: "For 'Fill', the supported data
type is ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8'"); P.AddN single int (TypeError:
"object of type 'int' has no len()"); P.GatherNd float idx (TypeError: ''); P.Unique rank 2
(RuntimeError: "Rank of Unique's input must be 1.").
"""
import minicell as ms
from minicell.ops import operations as P
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)
from bad_input_rows48_help import F, I, f1, f2  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'ms.grad position out': (lambda: ms.grad(f2, grad_position=2)(F(2), F(2)), RuntimeError,
        'Position index 2 is exceed input size.'),
    'ms.grad position float': (lambda: ms.grad(f2, grad_position=1.5)(F(2), F(2)), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'ms.grad position str': (lambda: ms.grad(f2, grad_position="a")(F(2), F(2)), TypeError,
        "For 'F.grad', the 'grad_position' must be int or tuple."),
    'ms.grad position neg': (lambda: ms.grad(f2, grad_position=-3)(F(2), F(2)), ValueError,
        'grad_position must be >= 0.'),
    'ms.grad position tuple out': (
        lambda: ms.grad(f2, grad_position=(0, 5))(F(2), F(2)), RuntimeError,
        'Position index 5 is exceed input size.'),
    'ms.grad fn int': (lambda: ms.grad(1)(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'ms.grad has_aux str': (lambda: ms.grad(f1, has_aux="a")(F(2)), TypeError,
        "For '_Grad', the 'has_aux' should be bool, but got str"),
    'ms.grad weights int': (lambda: ms.grad(f1, None, 1)(F(2)), TypeError,
        'The weights you provided is expected to be a tensor, or a list or tuple. but '
        'got 1'),
    'ms.grad both none': (lambda: ms.grad(f1, None, None)(F(2)), ValueError,
        '`grad_position` and `weight` can not be None at the same time.'),
    'ms.value_and_grad position out': (
        lambda: ms.value_and_grad(f2, grad_position=3)(F(2), F(2)), RuntimeError,
        'Position index 3 is exceed input size.'),
    'ms.value_and_grad fn int': (lambda: ms.value_and_grad(1)(F(2)), TypeError,
        'The fn should be callable, but got int'),
    'ms.value_and_grad has_aux non tuple': (
        lambda: ms.value_and_grad(f1, has_aux=True)(F(2)), ValueError,
        'When has_aux is True, origin fn requires more than one outputs.'),
    'ms.vmap in_axes mismatch': (
        lambda: ms.vmap(f2, in_axes=(0, 0, 0))(F(2, 3), F(2, 3)), RuntimeError,
        "When vmap`s 'in_axes' is a tuple or list, and its size must be equal to the "
        "number of arguments of 'fn': 2, but got size: 3."),
    'ms.vmap in_axes out': (lambda: ms.vmap(f1, in_axes=2)(F(2, 3)), RuntimeError,
        "The axis: 2 in 'in_axes' is out of bounds for array of dimension [-2,2)."),
    'ms.vmap in_axes float': (lambda: ms.vmap(f1, in_axes=1.5)(F(2, 3)), RuntimeError,
        "The axis in vmap`s 'in_axes' can only be of type Int or None, but got "
        'AbstractScalar(Type: Float32, Value: 1.5, Shape: NoShape).'),
    'ms.vmap in_axes str': (lambda: ms.vmap(f1, in_axes="a")(F(2, 3)), RuntimeError,
        "The axis in vmap`s 'in_axes' can only be of type Int or None, but got "
        'AbstractScalar(Type: String, Value: a, Shape: NoShape).'),
    'ms.vmap out_axes out': (lambda: ms.vmap(f1, out_axes=3)(F(2, 3)), RuntimeError,
        "The axis: 3 in 'out_axes' is out of bounds for array of dimension [-2,2)."),
    'ms.vmap size mismatch': (lambda: ms.vmap(f2, in_axes=(0, 1))(F(2, 3), F(2, 3)), RuntimeError,
        "The 'axis_size' of each argument in the scope of 'vmap' should be equal, but "
        'got 2 and 3.'),
    'ms.vmap all none': (lambda: ms.vmap(f1, in_axes=None)(F(2, 3)), RuntimeError,
        "The 'in_axes' of 'vmap' cannot be a single None while 'fn' is not a "
        "'CellList'."),
    'ms.vmap fn int': (lambda: ms.vmap(1)(F(2)), RuntimeError,
        "'VmapOperation' arg0 must be a 'Function' or 'Cell', but got "
        'AbstractScalar(Type: Int64, Value: 1, Shape: NoShape).'),
    'ms.vmap chunk 0': (lambda: ms.vmap(f1, chunk_size=0)(F(2, 3)), TypeError,
        "vmap() got an unexpected keyword argument 'chunk_size'"),
    'ms.jit capture_mode bad': (lambda: ms.jit(f1, capture_mode="abc"), ValueError,
        "For 'jit', the 'capture_mode' must be str and must be in '['ast', 'bytecode', "
        "'trace']', but got 'abc'."),
    'ms.jit jit_level bad': (lambda: ms.jit(f1, jit_level="O9"), ValueError,
        "For 'jit', the 'jit_level' must be str and must be in '['O0', 'O1']', but got "
        "'O9'."),
    'ms.jit dynamic bad': (lambda: ms.jit(f1, dynamic=5), ValueError,
        "For 'jit', the 'dynamic' must be in range of [0, 1], but got 5 with type "
        "'int'."),
    'ms.jit fullgraph str': (lambda: ms.jit(f1, fullgraph="a"), TypeError,
        "For 'jit', the 'fullgraph' must be a bool, but got str."),
    'ops.GradOperation get_all str': (lambda: ops.GradOperation(get_all="a"), TypeError,
        "For 'GradOperation', the 'get_all' should be bool, but got str"),
    'ops.GradOperation sens str': (lambda: ops.GradOperation(sens_param="a"), TypeError,
        "For 'GradOperation', the 'sens_param' should be bool, but got str"),
    'ms.vjp str': (lambda: ms.vjp(f1, "a"), TypeError,
        'The inputs type must be Tensor.'),
    'ops.jacfwd pos out': (lambda: ops.jacfwd(f1, grad_position=3)(F(2)), ValueError,
        'The element in grad_position must belong to [0, args_num).'),
    'ops.jacrev has_aux str': (lambda: ops.jacrev(f1, has_aux="a")(F(2)), TypeError,
        "The 'has_aux' must be bool type."),
    'P.ReduceMean axis out': (lambda: P.ReduceMean()(F(2, 3), 2), ValueError,
        'For primitive[ReduceMean], the axis value must be in [-2,2), but got 2.'),
    'P.Softmax axis str': (lambda: P.Softmax(axis="a"), TypeError,
        "For 'Softmax', the type of 'axis' should be one of '[int, tuple of int]', but "
        "got <class 'str'>."),
    'P.Softmax axis out': (lambda: P.Softmax(axis=2)(F(2, 3)), ValueError,
        'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'P.Concat axis out': (lambda: P.Concat(axis=2)((F(2, 3), F(2, 3))), ValueError,
        'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'P.Split not divisible': (lambda: P.Split(0, 3)(F(4)), ValueError,
        "For 'Split', x_shape[0] must be divisible by output_num = 3, but got 4"),
    'P.Squeeze axis out': (lambda: P.Squeeze(axis=2)(F(1, 2)), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'P.ExpandDims axis out': (lambda: P.ExpandDims()(F(2), 3), ValueError,
        'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'P.Transpose perm bad': (lambda: P.Transpose()(F(2, 3), (0,)), ValueError,
        "For 'Transpose', size of perm should equal to rank of x, but got 1 and 2!"),
    'P.Reshape bad': (lambda: P.Reshape()(F(2, 3), (4, 2)), ValueError,
        "proposed_shape '[const vector]{4, 2}' is invalid for input of size 6"),
    'P.Gather axis out': (lambda: P.Gather()(F(2, 3), I(2), 2), ValueError,
        'For primitive[Gather], the axis must be in [-2,2], but got 2.'),
    'P.OneHot axis out': (lambda: P.OneHot(axis=3)(I(2), 3, Tensor(1.0), Tensor(0.0)), ValueError,
        'For primitive[OneHot], the axis value must be in [-1,1], but got 3.'),
    'P.OneHot float idx': (lambda: P.OneHot()(F(2), 3, Tensor(1.0), Tensor(0.0)), TypeError,
        'For primitive[OneHot], the input argument[indices] must be a type of '
        '{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].'),
    'P.TopK sorted str': (lambda: P.TopK(sorted="a"), TypeError,
        "For 'TopK', the type of 'sorted' should be 'bool', but got type 'str'."),
    'P.TopK k big': (lambda: P.TopK()(F(4), 5), ValueError,
        'For primitive[TopK], the k must be in (0,4], but got 5.'),
    'P.ArgMaxWithValue axis out': (lambda: P.ArgMaxWithValue(axis=2)(F(2, 3)), ValueError,
        'For primitive[ArgMaxWithValue], the axis must be in [-2,2), but got 2.'),
    'P.MatMul mismatch': (lambda: P.MatMul()(F(2, 3), F(2, 3)), ValueError,
        "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 3 and "
        "'x2_row': 2."),
    'P.BatchMatMul rank 1': (lambda: P.BatchMatMul()(F(3), F(3)), ValueError,
        "For 'BatchMatMul', the input 'x' must be a 2D or higher dimensional Tensor, "
        'but got 1D shape [const vector]{3}'),
    'P.Cast dtype str': (lambda: P.Cast()(F(2), "float16"), TypeError,
        "For 'Cast', the input 'dtype' should be mindspore dtype, but got float16."),
    'P.Cast dtype None': (lambda: P.Cast()(F(2), None), TypeError,
        "For 'Cast', the input 'dtype' should be mindspore dtype, but got None."),
    'P.Pad paddings bad': (lambda: P.Pad(((1, 1),))(F(2, 3)), ValueError,
        "For 'Pad', the length of 'paddings' must be equal to the rank of 'input_x', "
        'but got 1 vs 2'),
    'P.Pad paddings neg': (lambda: P.Pad(((-1, 1), (0, 0)))(F(2, 3)), ValueError,
        "For 'Pad', all elements of 'paddings' must be >= 0, but got paddings[0][0] = "
        '-1, paddings[0][1] = 1'),
    'P.Conv2D out_channel 0': (lambda: P.Conv2D(0, 3), ValueError,
        "For 'Conv2D', the 'out_channel' must be int and must > 0, but got '0' with "
        "type 'int'."),
    'P.Conv2D kernel str': (lambda: P.Conv2D(1, "a"), TypeError,
        "For 'Conv2D', the type of 'kernel_size' should be one of '['int', 'tuple']', "
        "but got type 'str'."),
    'P.Conv2D mode bad': (lambda: P.Conv2D(1, 3, mode=2), ValueError,
        "For 'Conv2D', the 'mode' must be int and must = 1, but got '2' with type "
        "'int'."),
    'P.Conv2D pad_mode bad': (lambda: P.Conv2D(1, 3, pad_mode="abc"), ValueError,
        "For 'Conv2D', the 'pad_mode' must be str and must be in '['valid', 'same', "
        "'pad']', but got 'abc'."),
    'P.MaxPool kernel 0': (lambda: P.MaxPool(kernel_size=0), ValueError,
        "For 'MaxPool' attr 'kernel_size' must be an positive int number or a tuple of "
        'two positive int numbers, but got 0'),
    'P.MaxPool pad_mode bad': (lambda: P.MaxPool(pad_mode="abc"), ValueError,
        "For 'MaxPool', the 'pad_mode' must be str and must be in '['VALID', 'SAME']', "
        "but got 'ABC'."),
    'P.MaxPool rank 3': (lambda: P.MaxPool(2, 2)(F(1, 4, 4)), ValueError,
        'For primitive[MaxPool], the length of input must be equal to 4 , but got 3.'),
    'P.AvgPool data_format bad': (lambda: P.AvgPool(data_format="abc"), ValueError,
        'Failed to convert the value "abc" of input \'data_format\' of \'AvgPool\' to '
        'enum.'),
    'P.BiasAdd mismatch': (lambda: P.BiasAdd()(F(2, 3), F(4)), ValueError,
        "For 'BiasAdd', bias[0] shape should be equal to input_x[1] shape when "
        'data_format is 0, but got bias shape: .[const vector]{4}, input_shape: [const '
        'vector]{2, 3}.'),
    'P.BiasAdd format bad': (lambda: P.BiasAdd(data_format="abc"), ValueError,
        'Failed to convert the value "abc" of input \'data_format\' of \'BiasAdd\' to '
        'enum.'),
    'P.BatchNorm data_format bad': (lambda: P.BatchNorm(data_format="abc"), ValueError,
        'Failed to convert the value "abc" of input \'data_format\' of \'BatchNorm\' '
        'to enum.'),
    'P.L2Normalize axis str': (lambda: P.L2Normalize(axis="a"), TypeError,
        "For 'L2Normalize', the type of 'axis' should be one of '['list', 'tuple']', "
        "but got type 'str'."),
    'P.L2Normalize epsilon str': (lambda: P.L2Normalize(epsilon="a"), TypeError,
        "For 'L2Normalize', the type of 'epsilon' should be one of '['int', 'float']', "
        "but got type 'str'."),
    'P.CumSum axis float': (lambda: P.CumSum()(F(2), 1.5), TypeError,
        'Failed calling CumSum with "CumSum(exclusive=bool, '
        'reverse=bool)(input=Tensor, axis=float)".\nThe valid calling should be: \n'
        '"CumSum(exclusive=<bool>, reverse=<bool>)(input=<Tensor>, axis=<int>)".'),
    'P.ScatterNd shape bad': (lambda: P.ScatterNd()(I(2, 1), F(2), (0,)), ValueError,
        "For 'ScatterNd', the input [shape] should be a tuple with all positive item. "
        'But got: { 0 }'),
    'P.UnsortedSegmentSum num str': (lambda: P.UnsortedSegmentSum()(F(3), I(3), "a"), TypeError,
        'Failed calling UnsortedSegmentSum with "UnsortedSegmentSum()(input_x=Tensor, '
        'segment_ids=Tensor, num_segments=string)".\nThe valid calling should be: \n'
        '"UnsortedSegmentSum()(input_x=<Tensor>, segment_ids=<Tensor>, '
        'num_segments=<Tensor, int>)".'),
    'P.SoftmaxCrossEntropyWithLogits mismatch': (
        lambda: P.SoftmaxCrossEntropyWithLogits()(F(2, 3), F(2, 4)), ValueError,
        "For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be "
        "consistent with 'logits' shape, but got 'label' shape: (2, 4), 'logits' "
        'shape: (2, 3).'),
    'P.SigmoidCrossEntropyWithLogits mismatch': (
        lambda: P.SigmoidCrossEntropyWithLogits()(F(2, 3), F(2, 4)), ValueError,
        "For SigmoidCrossEntropyWithLogits, evaluator arg 'label' shape must be "
        "consistent with 'logits' shape, but got 'label' shape: (2, 4), 'logits' "
        'shape: (2, 3).'),
    'P.Adam use_locking str': (lambda: P.Adam(use_locking="a"), TypeError,
        "For 'Adam', the type of 'use_locking' should be 'bool', but got type 'str'."),
    'P.ApplyMomentum use_nesterov str': (lambda: P.ApplyMomentum(use_nesterov="a"), TypeError,
        "For 'ApplyMomentum', the 'use_nesterov' must be a bool, but got str."),
    'P.ResizeNearestNeighbor size str': (lambda: P.ResizeNearestNeighbor("a"), TypeError,
        "For 'ResizeNearestNeighbor', the type of 'size' should be one of '[list of "
        "int, tuple of int]', but got <class 'str'>."),
    'P.AddN mismatch': (lambda: P.AddN()((F(2), F(3))), ValueError,
        "For 'AddN', input shape must be same, but got shape of input[1]: (3), shape "
        'of input[0]: (2).'),
    'P.Select mismatch': (lambda: P.Select()(Tensor([True]), F(2), F(3)), ValueError,
        "For 'Select', input.shape and other.shape need to broadcast. The value of "
        'input.shape[1] or other.shape[1] must be 1 or -1 when they are not the same, '
        'but got input.shape = [2] and other.shape = [3]'),
    'P.Sort axis str': (lambda: P.Sort(axis="a"), TypeError,
        "For 'Sort', the type of 'axis' should be 'int', but got type 'str'."),
    'P.Stack axis out': (lambda: P.Stack(axis=3)((F(2), F(2))), ValueError,
        'For primitive[Stack], the Stack axis must be in [-2,1], but got 3.'),
    'P.Unstack axis out': (lambda: P.Unstack(axis=3)(F(2)), ValueError,
        'Dimension out of range (expected to be in range of [-1, 1), but got 3)'),
}
