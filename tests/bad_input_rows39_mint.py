"""Rows of ``test_bad_input_catalogue39`` (mint.nn and mint.nn.functional): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process,
pynative_synchronize on; /tmp/s55/bad39/mi.py): activations, losses, convolutions, pooling,
normalization and padding with bad arguments.
Left out (minicell differs): most layer and functional texts listed in the round's report
(enum conversions of gelu, pool/conv/norm rank texts, conv's padding texts, pixel_shuffle,
prelu, glu, kernels 2.10's CPU lacks).
"""
import numpy as np
from minicell import Tensor, mint
from minicell.mint.nn import functional as MF


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(*s):
    return Tensor(np.ones(s, np.int64))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mf relu list': (lambda: MF.relu([1.0]),
        TypeError, 'Failed calling ReLU with "ReLU()(input=List<float>)".\nThe valid calling '
                   'should be: \n"ReLU()(input=<Tensor>)".'),
    'mf softmax dim': (lambda: MF.softmax(F(2, 3), dim=2),
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 2.'),
    'mf log softmax dim': (lambda: MF.log_softmax(F(2, 3), dim=3),
        ValueError, 'The dim value should be in range [-2,1], but got 3'),
    'mf dropout p': (lambda: MF.dropout(F(2), p=1.5),
        ValueError, "For FuncDropoutExt, 'p' must be in [0, 1], but got 1.5"),
    'mf conv2d rank': (lambda: MF.conv2d(F(3, 3), F(1, 1, 1, 1)),
        RuntimeError, 'Expected 3D (unbatched) or 4D (batched) input to Conv2DExt, but got '
                      'input of shape: [const vector]{3, 3}'),
    'mf interpolate none': (lambda: MF.interpolate(F(1, 1, 2, 2)),
        ValueError, "For 'interpolate', 'size' and 'scale_factor' cannot be both empty"),
    'mf pad mode': (lambda: MF.pad(F(1, 2, 2), (1, 1), mode='x'),
        ValueError, "Pad filling mode must be 'constant' 'circular' 'reflect' or 'replicate'."),
    'mf pad odd': (lambda: MF.pad(F(1, 2, 2), (1,)),
        ValueError, 'Length of padding must be even but got 1'),
    'mf mse red': (lambda: MF.mse_loss(F(2), F(2), reduction='x'),
        ValueError, 'Failed to convert the value "x" of input \'reduction\' of \'MSELossExt\' '
                    'to enum.'),
    'mf l1 red': (lambda: MF.l1_loss(F(2), F(2), reduction='x'),
        ValueError, 'Failed to convert the value "x" of input \'reduction\' of \'L1LossExt\' '
                    'to enum.'),
    'mf bce red': (lambda: MF.binary_cross_entropy(F(2), F(2), reduction='x'),
        ValueError, 'Failed to convert the value "x" of input \'reduction\' of '
                    "'BinaryCrossEntropy' to enum."),
    'mf normalize p': (lambda: MF.normalize(F(2, 2), p='x'),
        ValueError, 'For `norm_ext`, the value of `p` must be one of [int, float, inf, -inf, '
                    "'fro', 'nuc',] but got `x`."),
    'mf layer norm shape': (lambda: MF.layer_norm(F(2, 3), (4,)),
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got "
                    'input shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta '
                    'shape: [const vector]{4}.'),
    'mf group norm groups': (lambda: MF.group_norm(F(2, 3, 2), 2),
        ValueError, "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 3 ,'num_groups': 2"),
    'mf grid sample mode': (lambda: MF.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode='x'),
        ValueError, 'Failed to convert the value "x" of input \'interpolation_mode\' of '
                    "'grid_sampler_2d' to enum."),
    'mf leaky list': (lambda: MF.leaky_relu([1.0]),
        TypeError, 'Failed calling LeakyReLUExt with "LeakyReLUExt()(input=List<float>, '
                   'negative_slope=float)".\nThe valid calling should be: '
                   '\n"LeakyReLUExt()(input=<Tensor>, negative_slope=<Number>)".'),
    'mf smooth l1 beta': (lambda: MF.smooth_l1_loss(F(2), F(2), beta=-1.0),
        RuntimeError, "For 'SmoothL1Loss', the values for beta not support negative values, "
                      'but got -1.'),
    'mf kl red': (lambda: MF.kl_div(F(2), F(2), reduction='x'),
        ValueError, 'Failed to convert the value "x" of input \'reduction\' of \'KLDiv\' to '
                    'enum.'),
    'mn linear in': (lambda: mint.nn.Linear(0, 2),
        ValueError, "For 'Linear', the 'in_features' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'mn linear call': (lambda: mint.nn.Linear(3, 2)(F(2, 4)),
        ValueError, 'Dense shape error, got x_col: 4, w_row: 3. In Dense x_col and w_row '
                    'should be equal. if the dim of w is 2.'),
    'mn bn call': (lambda: mint.nn.BatchNorm2d(3)(F(2, 3)),
        ValueError, 'expected 4D input, but got 2D input'),
    'mn ln call': (lambda: mint.nn.LayerNorm((4,))(F(2, 3)),
        ValueError, "For 'LayerNorm', gamma or beta shape must match input shape, but got "
                    'input shape: [const vector]{2, 3}, gamma shape: [const vector]{4}, beta '
                    'shape: [const vector]{4}.'),
    'mn gn div': (lambda: mint.nn.GroupNorm(2, 3),
        ValueError, "For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 3, 'num_groups': 2."),
    'mn embedding pad': (lambda: mint.nn.Embedding(3, 2, padding_idx=5),
        ValueError, "For 'EmbeddingExt', the 'padding_idx' must be in range of [-3, 3), but "
                    "got 5 with type 'int'."),
    'mn flatten dims': (lambda: mint.nn.Flatten(2, 1)(F(2, 3, 4)),
        ValueError, "For 'flatten', 'start_dim' cannot come after 'end_dim'."),
    'mn softmax dim': (lambda: mint.nn.Softmax(dim=3)(F(2, 3)),
        ValueError, 'For primitive[Softmax], the axis must be in [-2,2), but got 3.'),
    'mn bce red': (lambda: mint.nn.BCELoss(reduction='x'),
        ValueError, "For 'BCELoss', the 'reduction' must be in ['mean', 'sum', 'none'], but "
                    'got x.'),
    'mn identity args': (lambda: mint.nn.Identity()(F(2), F(2)),
        TypeError, 'Identity.construct() takes 2 positional arguments but 3 were given'),
    'mn conv3d call': (lambda: mint.nn.Conv3d(3, 4, 1)(F(2, 2)),
        ValueError, 'For [Conv3d], the dim of argument[input] must be equal to 4 or 5.'),
    'mn zeropad': (lambda: mint.nn.ZeroPad2d((1, 1))(F(4)),
        ValueError, "For 'ZeroPad2d', the length of parameter 'padding' with tuple type must "
                    'equal to 4, but got 2.'),
}
