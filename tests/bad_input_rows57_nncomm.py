"""Rows of ``test_bad_input_catalogue57``: ``nn`` layers the earlier rounds covered least (BiDense,
Unfold, MaxUnpool1d/2d/3d, FractionalMaxPool2d/3d, Triu/Tril, Roll, CTCLoss,
PixelShuffle/PixelUnshuffle, ChannelShuffle, LPPool1d/2d, Unflatten, Identity, Flatten, GLU,
Hardtanh, Threshold, ZeroPad2d, ReflectionPad, ConstantPad1d, Upsample): constructor arguments
and calls; ``ms.communication`` on one device without ``init``; the collective Primitives'
constructors (AllReduce, AllGather, Broadcast, ReduceScatter, Reduce, CollectiveGather/Scatter,
Barrier, Send, Receive, AlltoAll, AllGatherV, ReduceScatterV). 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process: /tmp/s74/bad57/run.py on
c2.py, c3.py). GOOD: calls 2.10 accepts next to them, with the repr of 2.10's result.

Left (minicell differs; see the report): comm_comm_func_all_reduce (RuntimeError: 'Create
kernelmod for op InnerCommAllReduce failed'); comm_allreduce_op_bad (2.10 returns
'Prim[AllReduce]<op=bad, group=hccl_world'); fold_noargs (AttributeError: "module 'mindspore.nn'
has no attribute 'Fold'"); fold_str (AttributeError: "module 'mindspore.nn' has no attribute
'Fold'"); fold_call (AttributeError: "module 'mindspore.nn' has no attribute 'Fold'");
chshuffle_call (ValueError: "proposed_shape '[const vector]{1, 3, 0, -1}' is in");
lppool2d_call3d (ValueError: 'For primitive[AvgPool3D], the x_rank must be equal'); AllReduce-1
(2.10 returns 'Prim[AllReduce]<op=bad, group=hccl_world'); AllReduce-4 (2.10 returns
'Prim[AllReduce]<op=avg, group=hccl_world'); Broadcast-2 (2.10 returns
'Prim[Broadcast]<root_rank=-1, group=hccl'); ReduceScatter-1 (2.10 returns
'Prim[ReduceScatter]<op=bad, group=hccl_w'); ReduceScatter-4 (2.10 returns
'Prim[ReduceScatter]<op=avg, group=hccl_w'); Reduce-1 (2.10 returns 'Prim[Reduce]<dest_rank=a,
op=sum, group='); Reduce-3 (2.10 returns 'Prim[Reduce]<dest_rank=0, op=bad, group=');
CollectiveGather-1 (2.10 returns 'Prim[CollectiveGather]<dest_rank=a, grou');
CollectiveScatter-1 (2.10 returns 'Prim[CollectiveScatter]<src_rank=a, grou'); Barrier-1 (2.10
returns 'Prim[Barrier]<group=1, side_effect_mem=T'); Send-1 (2.10 returns 'Prim[Send]<sr_tag=a,
dest_rank=1, group='); Send-2 (2.10 returns 'Prim[Send]<sr_tag=0, dest_rank=a, group='); Send-3
(2.10 returns 'Prim[Send]<sr_tag=0, dest_rank=1, group='); Receive-2 (2.10 returns
'Prim[Receive]<sr_tag=0, src_rank=1, shap'); Receive-3 (2.10 returns 'Prim[Receive]<sr_tag=a,
src_rank=1, shap'); Receive-4 (2.10 returns 'Prim[Receive]<sr_tag=0, src_rank=1, shap');
ReduceScatterV-1 (2.10 returns 'Prim[ReduceScatterV]<op=bad, group=hccl_').
"""
from minicell import communication as C, nn, ops
from bad_input_rows57_help import F

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'comm_get_rank_grp': (lambda: C.get_rank(group=1), TypeError,
        "For 'get_rank', the argument 'group' must be type of string, but got 'group' type : <cl"
        "ass 'int'>."),
    'comm_get_size_grp': (lambda: C.get_group_size(group=None), TypeError,
        "For 'get_group_size', the argument 'group' must be type of string, but got 'group' type"
        " : <class 'NoneType'>."),
    'comm_create_group_int': (lambda: C.create_group(1, [0]), TypeError,
        "For 'create_group', the argument 'group' must be type of string, but got 'group' type :"
        " <class 'int'>."),
    'comm_create_group_ranks': (lambda: C.create_group('g', 0), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_create_group_noinit': (lambda: C.create_group('g', [0]), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_destroy_group': (lambda: C.destroy_group('g'), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_destroy_world': (lambda: C.destroy_group('hccl_world_group'), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_get_world_rank_from_group_rank': (
        lambda: C.get_world_rank_from_group_rank('g', 0), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_get_group_rank_from_world_rank': (
        lambda: C.get_group_rank_from_world_rank(0, 'g'), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_get_process_group_ranks': (lambda: C.get_process_group_ranks(), RuntimeError,
        "Distributed Communication has not been inited.You can't invoke this interface yet. Plea"
        "se call `init()` method first."),
    'comm_init_bad': (lambda: C.init('xxx'), RuntimeError,
        "For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' and 'mccl', but g"
        "ot 'backend_name' : xxx"),
    'comm_init_int': (lambda: C.init(1), TypeError,
        "For 'init', the argument 'backend_name' must be a string, but got the type : <class 'in"
        "t'>"),
    'comm_allreduce_op_int': (lambda: ops.AllReduce(op=1), TypeError,
        "For 'AllReduce', the 'op' must be str, but got int."),
    'comm_allreduce_group_int': (lambda: ops.AllReduce(group=1), TypeError,
        "For 'AllReduce', the 'group' must be str, but got int."),
    'comm_allgather_group_int': (lambda: ops.AllGather(group=1), TypeError,
        "For 'AllGather', the type of 'group' should be 'str', but got type 'int'."),
    'comm_broadcast_root_str': (lambda: ops.Broadcast('a'), TypeError,
        "For 'Broadcast', the type of 'root_rank' should be 'int', but got type 'str'."),
    'bidense_noargs': (lambda: nn.BiDense(), TypeError,
        "BiDense.__init__() missing 3 required positional arguments: 'in1_channels', 'in2_channe"
        "ls', and 'out_channels'"),
    'bidense_str': (lambda: nn.BiDense('a', 2, 3), TypeError,
        "For 'BiDense', the 'in1_channels' must be int, but got 'str'"),
    'bidense_neg': (lambda: nn.BiDense(-1, 2, 3), ValueError,
        "For 'BiDense', the 'in1_channels' must be int and must > 0, but got '-1' with type 'int"
        "'."),
    'bidense_zero': (lambda: nn.BiDense(2, 2, 0), ValueError,
        "For 'BiDense', the 'out_channels' must be int and must > 0, but got '0' with type 'int'"
        "."),
    'bidense_float': (lambda: nn.BiDense(2.0, 2, 3), TypeError,
        "For 'BiDense', the 'in1_channels' must be int, but got 'float'"),
    'bidense_bias_str': (lambda: nn.BiDense(2, 2, 3, has_bias='a'), TypeError,
        "For 'BiDense', the 'has_bias' must be a bool, but got str."),
    'bidense_call_shape': (lambda: nn.BiDense(2, 3, 4)(F(2, 3), F(2, 3)), ValueError,
        "For 'BiDense', the last dimension of 'input1' must be same as 'in1_channels', but got 3"
        " of 'input1' and 2 of 'in1_channels'"),
    'bidense_call_none': (lambda: nn.BiDense(2, 3, 4)(None, None), AttributeError,
        "'NoneType' object has no attribute 'shape'"),
    'unfold_pad_bad': (
        lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], 'xx'), ValueError,
        'Failed to convert the value "xx" of input \'padding\' of \'ExtractImagePatches\' to enu'
        'm.'),
    'maxunpool2d_call_noidx': (lambda: nn.MaxUnpool2d(2)(F(1, 2, 4, 4)), TypeError,
        "MaxUnpool2d.construct() missing 1 required positional argument: 'indices'"),
    'maxunpool2d_call_float_idx': (
        lambda: nn.MaxUnpool2d(2)(F(1, 2, 4, 4), F(1, 2, 4, 4)), TypeError,
        'For primitive[MaxUnpool2D], the input argument[argmax] must be a type of {Tensor[Int32]'
        ', Tensor[Int64]}, but got Tensor[Float32].'),
    'fmp2d_noargs': (lambda: nn.FractionalMaxPool2d(), TypeError,
        "FractionalMaxPool2d.__init__() missing 1 required positional argument: 'kernel_size'"),
    'triu_str': (lambda: nn.Triu()('a'), AttributeError,
        "'str' object has no attribute 'shape'"),
    'tril_str': (lambda: nn.Tril()('a'), AttributeError,
        "'str' object has no attribute 'shape'"),
    'triu_k_float': (lambda: nn.Triu()(F(1, 2, 4, 4), 1.5), TypeError,
        "For 'triu', the type of 'k value' must be 'int', but got 'float'."),
    'roll_noargs': (lambda: nn.Roll(), TypeError,
        "Roll.__init__() missing 2 required positional arguments: 'shift' and 'axis'"),
    'roll_str': (lambda: nn.Roll('a', 0), TypeError,
        "For 'Roll', the type of 'shift' should be one of '['int', 'tuple', 'list']', but got ty"
        "pe 'str'."),
    'roll_len': (lambda: nn.Roll([1, 2], [0]), ValueError,
        "For 'Roll', the shape of 'shift' and the shape of 'axis' must be the same, but got the "
        "length of 'shift' 2 and the length of 'axis' 1."),
    'roll_call': (lambda: nn.Roll(1, 5)(F(1, 2, 4, 4)), ValueError,
        "For 'Roll', the 'axis' must be in range of [-4, 4), but got 5 with type 'int'."),
    'pixunshuffle_call': (lambda: nn.PixelUnshuffle(3)(F(1, 2, 4, 4)), ValueError,
        "For 'pixel_unshuffle', the length of second to last 2 dimension should be divisible by "
        "downscale_factor."),
    'pixshuffle_call': (lambda: nn.PixelShuffle(3)(F(1, 2, 4, 4)), ValueError,
        "For 'pixel_shuffle', the length of third to last dimension is not divisibleby `upscale_"
        "factor` squared."),
    'pixshuffle_3d': (lambda: nn.PixelShuffle(2)(F(1, 2, 4)), ValueError,
        "For 'pixel_shuffle', the length of third to last dimension is not divisibleby `upscale_"
        "factor` squared."),
    'chshuffle_0': (lambda: nn.ChannelShuffle(0), ValueError,
        'For ChannelShuffle, the param `groups` must be larger than 0, but got 0.'),
    'chshuffle_str': (lambda: nn.ChannelShuffle('a'), TypeError,
        "For ChannelShuffle, the param `groups` must be int, but got <class 'str'>."),
    'lppool1d_p0': (lambda: nn.LPPool1d(0, 2)(F(1, 2, 4)), ValueError,
        "For lp_pool1d, the value of 'norm_type' can not be 0."),
    'unflatten_str': (lambda: nn.Unflatten('a', (2, 2)), TypeError,
        "For 'Unflatten', the type of 'axis' must be 'int', but got 'str'."),
    'unflatten_bad': (lambda: nn.Unflatten(1, (3, 3))(F(1, 2, 4)), ValueError,
        "proposed_shape '[const vector]{1, 3, 3, 4}' is invalid for input of size 8"),
    'unflatten_list': (lambda: nn.Unflatten(1, 2), TypeError,
        "For 'Unflatten', the type of 'unflattended_size' should be one of '['list', 'tuple']', "
        "but got type 'int'."),
    'identity_args': (lambda: nn.Identity()(F(1, 2, 4), F(1, 2, 4)), TypeError,
        'Identity.construct() takes 2 positional arguments but 3 were given'),
    'flatten_dims': (lambda: nn.Flatten(2, 1)(F(1, 2, 4, 4)), ValueError,
        "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'glu_axis': (lambda: nn.GLU(axis=5)(F(1, 2, 4, 4)), ValueError,
        'Dimension out of range (expected to be in range of [-4, 4), but got 5)'),
    'glu_odd': (lambda: nn.GLU(axis=-1)(F(1, 2, 4)[..., :3]), ValueError,
        "For 'Split', x_shape[2] must be divisible by output_num = 2, but got 3"),
    'hardtanh_minmax': (lambda: nn.Hardtanh(1.0, -1.0), ValueError,
        'For Hardtanh, min_val should be less than max_val,but got 1.0 and -1.0'),
    'hardtanh_str': (lambda: nn.Hardtanh('a'), TypeError,
        "'>=' not supported between instances of 'str' and 'float'"),
    'zeropad2d_str': (lambda: nn.ZeroPad2d('a'), TypeError,
        "For 'ZeroPad2d', the type of parameter 'padding' must be in [int, tuple], but got <clas"
        "s 'str'>"),
    'zeropad2d_len3': (lambda: nn.ZeroPad2d((1, 1, 1)), ValueError,
        "For 'ZeroPad2d', the length of parameter 'padding' with tuple type must be a multiple o"
        "f 2, but got 3"),
    'reflpad1d_big': (lambda: nn.ReflectionPad1d(5)(F(1, 2, 4)), ValueError,
        "For 'MirrorPad', paddings must be no greater than the dimension size: [5], [5] not less"
        " than [4]"),
    'reflpad2d_str': (lambda: nn.ReflectionPad2d('a'), TypeError,
        "For 'ReflectionPad2d' the input 'padding' must be an integer or tuple, but got str"),
    'constpad1d_val_str': (lambda: nn.ConstantPad1d(1, 'a'), TypeError,
        "For 'ConstantPad1d', the type of parameter 'value' must be in [int, float], but got <cl"
        "ass 'str'>"),
    'upsample_none': (lambda: nn.Upsample()(F(1, 2, 4, 4)), ValueError,
        "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'AllReduce-2': (lambda: ops.AllReduce(op=1), TypeError,
        "For 'AllReduce', the 'op' must be str, but got int."),
    'AllReduce-3': (lambda: ops.AllReduce(op=None), TypeError,
        "For 'AllReduce', the 'op' must be str, but got NoneType."),
    'AllReduce-5': (lambda: ops.AllReduce(group=1), TypeError,
        "For 'AllReduce', the 'group' must be str, but got int."),
    'AllReduce-6': (lambda: ops.AllReduce(group=None), TypeError,
        "For 'AllReduce', the 'group' must be str, but got NoneType."),
    'AllReduce-7': (lambda: ops.AllReduce(op=ops.ReduceOp.MAX, group=1), TypeError,
        "For 'AllReduce', the 'group' must be str, but got int."),
    'AllReduce-8': (lambda: ops.AllReduce(op=1, group=1), TypeError,
        "For 'AllReduce', the 'op' must be str, but got int."),
    'AllGather-1': (lambda: ops.AllGather(group=1), TypeError,
        "For 'AllGather', the type of 'group' should be 'str', but got type 'int'."),
    'AllGather-2': (lambda: ops.AllGather(group=None), TypeError,
        "For 'AllGather', the type of 'group' should be 'str', but got type 'NoneType'."),
    'Broadcast-1': (lambda: ops.Broadcast('a'), TypeError,
        "For 'Broadcast', the type of 'root_rank' should be 'int', but got type 'str'."),
    'Broadcast-3': (lambda: ops.Broadcast(True), TypeError,
        "For 'Broadcast', the type of 'root_rank' should be 'int', but got type 'bool'."),
    'Broadcast-4': (lambda: ops.Broadcast(1.5), TypeError,
        "For 'Broadcast', the type of 'root_rank' should be 'int', but got type 'float'."),
    'Broadcast-5': (lambda: ops.Broadcast(0, group=1), TypeError,
        "For 'Broadcast', the type of 'group' should be 'str', but got type 'int'."),
    'Broadcast-6': (lambda: ops.Broadcast(None), TypeError,
        "For 'Broadcast', the type of 'root_rank' should be 'int', but got type 'NoneType'."),
    'ReduceScatter-2': (lambda: ops.ReduceScatter(op=1), TypeError,
        "For 'ReduceScatter', the type of 'op' should be 'str', but got type 'int'."),
    'ReduceScatter-3': (lambda: ops.ReduceScatter(group=1), TypeError,
        "For 'ReduceScatter', the type of 'group' should be 'str', but got type 'int'."),
    'Reduce-4': (lambda: ops.Reduce(0, op=1), TypeError,
        "For 'Reduce', the type of 'op' should be 'str', but got type 'int'."),
    'Reduce-5': (lambda: ops.Reduce(0, group=1), TypeError,
        "For 'Reduce', the type of 'group' should be 'str', but got type 'int'."),
    'CollectiveGather-2': (lambda: ops.CollectiveGather(0, group=1), TypeError,
        "For 'CollectiveGather', the type of 'group' should be 'str', but got type 'int'."),
    'CollectiveScatter-3': (lambda: ops.CollectiveScatter(src_rank=0, group=1), TypeError,
        "For 'CollectiveScatter', the type of 'group' should be 'str', but got type 'int'."),
    'Receive-1': (lambda: ops.Receive(0, 1, [2], 'a'), TypeError,
        "For 'Receive', the type of 'dtype' must be in [mindspore.float16, mindspore.float32, mi"
        "ndspore.float64, mindspore.bfloat16, mindspore.int8, mindspore.int16, mindspore.int32, "
        "mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.uint64]"
        ", but got a."),
    'AlltoAll-1': (lambda: ops.AlltoAll('a', 0, 0), TypeError,
        "The type of '<class 'int'>' must be 'int', but got 'str'."),
    'AlltoAll-2': (lambda: ops.AlltoAll(1, 'a', 0), TypeError,
        "The type of '<class 'int'>' must be 'int', but got 'str'."),
    'AlltoAll-3': (lambda: ops.AlltoAll(1, 0, 'a'), TypeError,
        "The type of '<class 'int'>' must be 'int', but got 'str'."),
    'AlltoAll-5': (lambda: ops.AlltoAll(1, 0, 0, group=1), TypeError,
        "For 'AlltoAll', the type of 'group' should be 'str', but got type 'int'."),
    'AllGatherV-1': (lambda: ops.AllGatherV(group=1), TypeError,
        "For 'AllGatherV', the type of 'group' should be 'str', but got type 'int'."),
    'ReduceScatterV-2': (lambda: ops.ReduceScatterV(op=1), TypeError,
        "For 'ReduceScatterV', the type of 'op' should be 'str', but got type 'int'."),
    'ReduceScatterV-3': (lambda: ops.ReduceScatterV(group=1), TypeError,
        "For 'ReduceScatterV', the type of 'group' should be 'str', but got type 'int'."),
    'AlltoAll-float': (lambda: ops.AlltoAll(2.0, 0, 0), TypeError,
        "The type of '<class 'int'>' must be 'int', but got 'float'."),
    'AlltoAll-bool': (lambda: ops.AlltoAll(True, 0, 0), TypeError,
        "The type of '<class 'int'>' must be 'int', but got 'bool'."),
    'Broadcast-group-none': (lambda: ops.Broadcast(0, group=None), TypeError,
        "For 'Broadcast', the type of 'group' should be 'str', but got type 'NoneType'."),
    'ReduceScatter-opnone': (lambda: ops.ReduceScatter(op=None), TypeError,
        "For 'ReduceScatter', the type of 'op' should be 'str', but got type 'NoneType'."),
    'Reduce-opnone': (lambda: ops.Reduce(0, op=None), TypeError,
        "For 'Reduce', the type of 'op' should be 'str', but got type 'NoneType'."),
    'ReduceScatter-both': (lambda: ops.ReduceScatter(op=1, group=1), TypeError,
        "For 'ReduceScatter', the type of 'op' should be 'str', but got type 'int'."),
    'MaxUnpool3d-noidx': (lambda: nn.MaxUnpool3d(2)(F(1, 1, 2, 2, 2)), TypeError,
        "MaxUnpool3d.construct() missing 1 required positional argument: 'indices'"),
    'MaxUnpool1d-noidx': (lambda: nn.MaxUnpool1d(2)(F(1, 1, 2)), TypeError,
        "MaxUnpool1d.construct() missing 1 required positional argument: 'indices'"),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'comm_get_rank': (lambda: C.get_rank(),
        '0'),
    'comm_get_group_size': (lambda: C.get_group_size(),
        '1'),
    'comm_get_local_rank': (lambda: C.get_local_rank(),
        '0'),
    'comm_get_local_rank_size': (lambda: C.get_local_rank_size(),
        '1'),
    'comm_release': (lambda: C.release(),
        'None'),
    'comm_GlobalComm': (lambda: C.GlobalComm.WORLD_COMM_GROUP,
        "'hccl_world_group'"),
    'comm_get_group_size_str': (lambda: C.get_group_size('nogroup'),
        '1'),
    'unfold_rates_bad': (lambda: nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], 'valid'),
        'Unfold()'),
    'maxunpool1d_k0': (lambda: nn.MaxUnpool1d(0),
        'MaxUnpool1d()'),
    'maxunpool1d_str': (lambda: nn.MaxUnpool1d('a'),
        'MaxUnpool1d()'),
    'maxunpool2d_neg': (lambda: nn.MaxUnpool2d(-1),
        'MaxUnpool2d()'),
    'maxunpool2d_stride0': (lambda: nn.MaxUnpool2d(2, stride=0),
        'MaxUnpool2d()'),
    'maxunpool3d_pad_neg': (lambda: nn.MaxUnpool3d(2, padding=-1),
        'MaxUnpool3d()'),
    'fmp2d_k0': (lambda: nn.FractionalMaxPool2d(0, output_size=2),
        'FractionalMaxPool2d()'),
    'fmp2d_both': (lambda: nn.FractionalMaxPool2d(2, output_size=2, output_ratio=0.5),
        'FractionalMaxPool2d()'),
    'fmp2d_none': (lambda: nn.FractionalMaxPool2d(2),
        'FractionalMaxPool2d()'),
    'fmp2d_ratio2': (lambda: nn.FractionalMaxPool2d(2, output_ratio=2.0),
        'FractionalMaxPool2d()'),
    'fmp3d_none': (lambda: nn.FractionalMaxPool3d(2),
        'FractionalMaxPool3d()'),
    'ctc_blank_str': (lambda: nn.CTCLoss(blank='a'),
        'CTCLoss()'),
    'ctc_blank_neg': (lambda: nn.CTCLoss(blank=-1),
        'CTCLoss()'),
    'ctc_red': (lambda: nn.CTCLoss(reduction='bad'),
        'CTCLoss()'),
    'ctc_zi': (lambda: nn.CTCLoss(zero_infinity='a'),
        'CTCLoss()'),
    'pixunshuffle_0': (lambda: nn.PixelUnshuffle(0),
        'PixelUnshuffle()'),
    'pixunshuffle_str': (lambda: nn.PixelUnshuffle('a'),
        'PixelUnshuffle()'),
    'lppool1d_str': (lambda: nn.LPPool1d('a', 2),
        'LPPool1d()'),
    'lppool2d_k0': (lambda: nn.LPPool2d(2, 0),
        'LPPool2d()'),
    'flatten_str': (lambda: nn.Flatten('a'),
        'Flatten()'),
    'threshold_str': (lambda: nn.Threshold('a', 0.0),
        'Threshold()'),
    'threshold_none': (lambda: nn.Threshold(None, 0.0),
        'Threshold()'),
    'zeropad2d_neg': (lambda: nn.ZeroPad2d(-1)(F(1, 2, 4, 4)),
        'Tensor(shape=[1, 2, 2, 2], dtype=Float32, value=\n[[[[ 1.00000000e+00,  1.00000000e+00]'
        ',\n   [ 1.00000000e+00,  1.00000000e+00]],\n  [[ 1.00000000e+00,  1.00000000e+00],\n   '
        '[ 1.00000000e+00,  1.00000000e+00]]]])'),
    'upsample_both': (lambda: nn.Upsample(size=2, scale_factor=2.0),
        'Upsample()'),
    'upsample_mode': (lambda: nn.Upsample(size=2, mode='bad'),
        'Upsample()'),
    'Reduce-0': (lambda: ops.Reduce(0),
        'Prim[Reduce]<dest_rank=0, op=sum, group=hccl_world_group>'),
    'Reduce-2': (lambda: ops.Reduce(-1),
        'Prim[Reduce]<dest_rank=-1, op=sum, group=hccl_world_group>'),
}
