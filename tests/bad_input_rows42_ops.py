"""Rows of ``test_bad_input_catalogue42`` (ops.cross / Tensor.cross and pixel_shuffle /
pixel_unshuffle with bad shapes): MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process, pynative_synchronize on; /tmp/s59/bad42/m.py).
conv1d with a wrong-rank input; multinomial bad arguments (already as 2.10).
nansum / count_nonzero with an axis out of range or a float one (2.10's ReduceSum texts) were
fixed after this round: their cases are in test_s59_lead.py.
"""
import numpy as np
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.ones(s, np.float32))


_BCAST = ("For 'Cross', input.shape and other.shape need to broadcast. The value of "
          "input.shape[2] or other.shape[2] must be 1 or -1 when they are not the same, but got "
          "input.shape = [2, 3] and other.shape = [3, 3]")

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'cross shapes': (lambda: ops.cross(F(2, 3), F(3, 3)), ValueError, _BCAST),
    'tensor cross shapes': (lambda: F(2, 3).cross(F(3, 3)), ValueError, _BCAST),
    'cross dim range': (lambda: ops.cross(F(2, 3), F(2, 3), dim=5),
        ValueError, "For 'Cross', dim must be between -2 and 1 , but got 5."),
    'cross dim size': (lambda: ops.cross(F(2, 4), F(2, 4), dim=1),
        ValueError, "For 'Cross', dimension 1 must be 3, but got 4."),
    'cross no size 3': (lambda: ops.cross(F(2, 4), F(2, 4)),
        ValueError, "For 'Cross', the size of inputs dim must contain 3, but got "
                    "[const vector]{2, 4}."),
    'pixel_shuffle factor': (lambda: ops.pixel_shuffle(F(1, 4, 2, 2), -1),
        ValueError, "The 'upscale_factor' must be int and must > 0, but got '-1' with type "
                    "'int'."),
    'pixel_shuffle rank': (lambda: ops.pixel_shuffle(F(4, 2), 2),
        ValueError, "For pixel_shuffle, the dimension of `input` should be larger than 2, but "
                    "got 2."),
    'pixel_shuffle channels': (lambda: ops.pixel_shuffle(F(1, 3, 2, 2), 2),
        ValueError, "For 'pixel_shuffle', the length of third to last dimension is not "
                    "divisibleby `upscale_factor` squared."),
    'pixel_unshuffle size': (lambda: ops.pixel_unshuffle(F(1, 1, 3, 3), 2),
        ValueError, "For 'pixel_unshuffle', the length of second to last 2 dimension should be "
                    "divisible by downscale_factor."),
    'pixel_unshuffle rank': (lambda: ops.pixel_unshuffle(F(3, 3), 2),
        ValueError, "For pixel_unshuffle, the dimension of `input` should be larger than 2, "
                    "but got 2."),
    'conv1d rank': (lambda: ops.conv1d(F(3, 5), F(2, 3, 3)),
        ValueError, "For 'conv1d', the input must be a 3D Tensor, but got input of 2D."),
    'multinomial negative': (lambda: ops.multinomial(F(2, 3), -1),
        ValueError, "For 'Multinomial', num_samples should be a nonnegative number, but got -1."),
    'multinomial rank': (lambda: ops.multinomial(F(2, 2, 3), 2),
        ValueError, "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'multinomial no replacement': (lambda: ops.multinomial(F(3), 5, replacement=False),
        ValueError, "For 'multinomial', the 'num_samples' must be less than the last dimension "
                    "of input without 'replacement', but got 'num_samples': 5 and "
                    "'replacement': False"),
}
