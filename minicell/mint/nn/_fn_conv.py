"""mint.nn.functional's convolutions (conv1d / conv2d / conv3d): 2.10's mint checks of the
input's rank and of the weight against it come first, then minicell.ops' convolution."""
from ... import ops
from ._fn_checks import check_conv_weight


def _conv(fn, input, weight, bias, stride, padding, dilation, groups):
    if isinstance(padding, str):
        if padding not in ("same", "valid"):
            raise ValueError(f"For 'conv', 'padding' must be 'same', 'valid', an int or a "
                             f"tuple of ints, but got {padding!r}.")
        return fn(input, weight, bias, stride, padding, 0, dilation, groups)
    return fn(input, weight, bias, stride, "pad", padding, dilation, groups)


def conv1d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """1-D convolution (``padding``: an int, a tuple, 'same' or 'valid')."""
    return _conv(ops.conv1d, input, weight, bias, stride, padding, dilation, groups)


def check_conv_rank(input, nd, prim):
    """2.10's RuntimeError for the input of an ``nd``-d mint convolution (``prim``: Conv2DExt,
    ConvTranspose2D, ...) that is neither (nd + 1)-d (unbatched) nor (nd + 2)-d (measured:
    "Expected 3D (unbatched) or 4D (batched) input to Conv2DExt, but got input of shape:
    [const vector]{2, 3}"); it comes before the other checks."""
    shape = getattr(input, "shape", None)
    if shape is not None and len(shape) not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to "
                           f"{prim}, but got input of shape: [const vector]"
                           f"{{{', '.join(map(str, shape))}}}")


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """2-D convolution (``padding``: an int, a tuple, 'same' or 'valid')."""
    check_conv_rank(input, 2, "Conv2DExt")
    check_conv_weight(input, weight, groups, 2)
    if len(input.shape) == 3:           # unbatched (C, H, W), as 2.10's mint conv2d
        return ops.squeeze(conv2d(ops.expand_dims(input, 0), weight, bias, stride, padding,
                                  dilation, groups), 0)
    return _conv(ops.conv2d, input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """3-D convolution (``padding``: an int, a tuple, 'same' or 'valid')."""
    return _conv(ops.conv3d, input, weight, bias, stride, padding, dilation, groups)
