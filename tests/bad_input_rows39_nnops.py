"""Rows of ``test_bad_input_catalogue39`` (ops.* and mint functional nn ops): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process,
pynative_synchronize on; /tmp/s55/bad39/m2.py): gelu, dropout, pixel_shuffle, grid_sample,
kl_div, group_norm, log_softmax, pad with bad arguments.
Left out (minicell differs): mint's GELU enum text (mint.nn.functional.gelu is ops.gelu).
"""
import numpy as np
from minicell import Tensor, ops, mint, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'nnops ops gelu approx': (lambda: ops.gelu(F(2), approximate='x'),
        ValueError, "For ops.gelu, approximate value should be either 'none' or 'tanh'."),
    'nnops ops dropout p': (lambda: ops.dropout(F(2), p=1.5),
        RuntimeError, "For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got -0.5"),
    'nnops ops pixel shuffle': (lambda: ops.pixel_shuffle(F(1, 3, 2, 2), 2),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'nnops nn pixel shuffle': (lambda: nn.PixelShuffle(2)(F(1, 3, 2, 2)),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    'divisibleby `upscale_factor` squared.'),
    'nnops ops grid sample mode': (lambda: ops.grid_sample(F(1, 1, 2, 2), F(1, 2, 2, 2), mode='x'),
        ValueError, 'Failed to convert the value "x" of input \'interpolation_mode\' of '
                    "'grid_sampler_2d' to enum."),
    'nnops ops kl red': (lambda: ops.kl_div(F(2), F(2), reduction='x'),
        ValueError, "For 'KLDivLoss', the 'reduction' must be str and must be in '['none', "
                    "'mean', 'batchmean', 'sum']', but got 'x'."),
    'nnops ops group norm': (lambda: ops.group_norm(F(2, 3, 2), 2),
        ValueError, "For GroupNorm, the 'num_channels' must be divided by 'num_groups', but "
                    "got 'num_channels': 3 ,'num_groups': 2"),
    'nnops mint dropout p': (lambda: mint.nn.functional.dropout(F(2), p=-0.5),
        ValueError, "For FuncDropoutExt, 'p' must be in [0, 1], but got -0.5"),
    'nnops ops log softmax dim': (lambda: ops.log_softmax(F(2, 3), 3),
        ValueError, 'For primitive[LogSoftmax], the axis must be in [-2,2), but got 3.'),
    'nnops mint log softmax dim0': (lambda: mint.nn.functional.log_softmax(F(2, 3), dim=-3),
        ValueError, 'The dim value should be in range [-2,1], but got -3'),
    'nnops ops pad mode': (lambda: ops.pad(F(1, 2, 2), (1, 1), mode='x'),
        ValueError, "For 'PadV3', the 'mode' must be str and must be in '['constant', "
                    "'reflect', 'edge', 'circular']', but got 'x'."),
    'nnops ops pad odd': (lambda: ops.pad(F(1, 2, 2), (1,)),
        ValueError, "For 'pad', the size of padding must be divisible by 2, but got 1"),
    'nnops mint pad odd3': (lambda: mint.nn.functional.pad(F(1, 2, 2), (1, 1, 1)),
        ValueError, 'Length of padding must be even but got 3'),
    'nnops mint l1': (lambda: mint.nn.functional.l1_loss(F(2), F(2), reduction='x'),
        ValueError, 'Failed to convert the value "x" of input \'reduction\' of \'L1LossExt\' '
                    'to enum.'),
}
