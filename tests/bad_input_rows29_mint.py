"""Rows of ``test_bad_input_catalogue29``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process; /tmp/bad29's n3):
``mint`` functions with bad dims, shapes and values."""
import numpy as np

from minicell import Tensor, mint

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))

y = Tensor(np.ones((2, 3), np.float32))

lab = Tensor(np.array([0, 2], np.int32))


def mint_sum_dim():
    return mint.sum(x, 2)


def mint_mean_dim():
    return mint.mean(x, dim=-3)


def mint_max_dim():
    return mint.max(x, 2)


def mint_argmax_dim():
    return mint.argmax(x, 5)


def mint_cat_dim():
    return mint.cat((x, y), 2)


def mint_cat_empty():
    return mint.cat(())


def mint_stack_dim():
    return mint.stack((x, y), 3)


def mint_softmax_dim():
    return mint.nn.functional.softmax(x, 2)


def mint_gather_dim():
    return mint.gather(x, 2, Tensor(np.zeros((2, 3), np.int64)))


def mint_index_select_dim():
    return mint.index_select(x, 2, Tensor(np.array([0], np.int64)))


def mint_flatten_dims():
    return mint.flatten(x, 1, 0)


def mint_transpose_dim():
    return mint.transpose(x, 0, 2)


def mint_squeeze_dim():
    return mint.squeeze(x, 3)


def mint_unsqueeze_dim():
    return mint.unsqueeze(x, 4)


def mint_cumsum_dim():
    return mint.cumsum(x, 2)


def mint_topk_k():
    return mint.topk(x, 5)


def mint_split_dim():
    return mint.split(x, 1, 2)


def mint_chunk0():
    return mint.chunk(x, 0)


def mint_repeat_interleave_neg():
    return mint.repeat_interleave(x, -1)


def mint_narrow_dim():
    return mint.narrow(x, 2, 0, 1)


def mint_permute_dims():
    return mint.permute(x, (0, 0))


def mint_tile_neg():
    return mint.tile(x, (-1, 1))


def mint_normal_std_neg():
    return mint.normal(0.0, -1.0, (2,))


def mint_layer_norm_shape():
    return mint.nn.functional.layer_norm(x, (4,))


def mint_nn_Linear_bad():
    return mint.nn.Linear(0, 2)


def mint_nn_Linear_call():
    return mint.nn.Linear(4, 2)(x)


def mint_clamp_none():
    return mint.clamp(x)


def mint_any_dim():
    return mint.any(x > 1, 2)


def mint_logsumexp_dim():
    return mint.logsumexp(x, 2)


ROWS = {
    'mint_sum_dim': (mint_sum_dim,
        ValueError, 'For primitive[SumExt], the axis value must be in [-2,2), but got 2.'),
    'mint_mean_dim': (mint_mean_dim,
        ValueError, 'For primitive[MeanExt], the axis value must be in [-2,2), but got -3.'),
    'mint_max_dim': (mint_max_dim,
        ValueError, 'For primitive[MaxDim], the axis must be in [-2,2), but got 2.'),
    'mint_argmax_dim': (mint_argmax_dim,
        ValueError, 'For primitive[ArgMaxExt], the dim must be in [-2,2), but got 5.'),
    'mint_cat_dim': (mint_cat_dim,
        ValueError, 'For primitive[Concat], the axis value must be in [-2,2), but got 2.'),
    'mint_cat_empty': (mint_cat_empty,
        ValueError, 'For primitive[Concat], the elements size must be greater than 0, but got 0.'),
    'mint_stack_dim': (mint_stack_dim,
        ValueError, 'For primitive[StackExt], the dim must be in [-3,2], but got 3.'),
    'mint_softmax_dim': (mint_softmax_dim,
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'mint_gather_dim': (mint_gather_dim,
        ValueError, 'For primitive[GatherD], the dim value must be in [-2,2], but got 2.'),
    'mint_index_select_dim': (mint_index_select_dim,
        ValueError, "For 'IndexSelect', the axis must be in '[-2, 2)', but got 2."),
    'mint_flatten_dims': (mint_flatten_dims,
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'mint_transpose_dim': (mint_transpose_dim,
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint_squeeze_dim': (mint_squeeze_dim,
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint_unsqueeze_dim': (mint_unsqueeze_dim,
        ValueError, 'Dimension out of range (expected to be in range of [-3, 3), but got 4)'),
    'mint_cumsum_dim': (mint_cumsum_dim,
        ValueError, 'For primitive[CumsumExt], the dim must be in [-2,1], but got 2.'),
    'mint_topk_k': (mint_topk_k,
        ValueError, 'For primitive[TopkExt], the k must be in [0,3], but got 5.'),
    'mint_split_dim': (mint_split_dim,
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint_chunk0': (mint_chunk0,
        ValueError, "For 'chunk', chunks should be greater than 0, but got 0"),
    'mint_repeat_interleave_neg': (mint_repeat_interleave_neg,
        RuntimeError, "For 'RepeatInterleaveInt', 'repeats' can not be negative."),
    'mint_narrow_dim': (mint_narrow_dim,
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 2)'),
    'mint_permute_dims': (mint_permute_dims,
        ValueError, "For 'Transpose' perms should all be unique dim, but0 is not unique!"),
    'mint_tile_neg': (mint_tile_neg,
        ValueError, "For 'Tile', 'dims' cannot contain negative integer numbers, but got -1 in "
                    '0th.'),
    'mint_normal_std_neg': (mint_normal_std_neg,
        ValueError, 'For primitive[NormalFloatFloat], the std must be greater than or equal to '
                    '0, but got -1.'),
    'mint_layer_norm_shape': (mint_layer_norm_shape,
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got input "
                    'shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta shape: '
                    '[const vector]{4}.'),
    'mint_nn_Linear_bad': (mint_nn_Linear_bad,
        ValueError, "For 'Linear', the 'in_features' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'mint_nn_Linear_call': (mint_nn_Linear_call,
        ValueError, 'Dense shape error, got x_col: 3, w_row: 4. In Dense x_col and w_row should '
                    'be equal. if the dim of w is 2.'),
    'mint_clamp_none': (mint_clamp_none,
        ValueError, "For Clamp, at least one of 'min' or 'max' must not be None."),
    'mint_any_dim': (mint_any_dim,
        ValueError, 'For primitive[ReduceAny], the axis value must be in [-2,2), but got 2.'),
    'mint_logsumexp_dim': (mint_logsumexp_dim,
        ValueError, 'For primitive[LogSumExp], the axis value must be in [-2,2), but got 2.'),
}
