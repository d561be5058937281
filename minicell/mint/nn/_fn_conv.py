"""mint.nn.functional's convolutions (conv1d / conv2d / conv3d): 2.10's mint checks of the
input's rank and of the weight against it come first, then conv2d's arguments, then
minicell.ops' convolution."""
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


def _values(v):
    return v if isinstance(v, (tuple, list)) else (v,)


def _shown(v):
    return "{ " + ", ".join(map(str, _values(v))) + " }"


def _bad(v, low):
    return any(isinstance(i, int) and i < low for i in _values(v))


def check_conv2d_args(stride, padding, dilation):
    """2.10's Conv2DExt / Conv2DPadding texts (measured): a padding string converted to its
    enum first; a stride or dilation below 1 and a negative padding; 'same' with a stride other
    than 1 ('but it's { 0 }', '{ 1, 0 }' for a pair)."""
    if isinstance(padding, str):
        if padding not in ("same", "valid"):
            raise ValueError(f'Failed to convert the value "{padding}" of input \'padding\' of '
                             f"'conv2d' to enum.")
        if padding == "same" and any(i != 1 for i in _values(stride) if isinstance(i, int)):
            raise ValueError(f"For Conv2DPadding, 'stride' must be 1, when padding is same, but "
                             f"it's {_shown(stride)}.")
    elif _bad(padding, 0):
        raise ValueError(f"For Conv2DExt, 'padding' must be not negetive, but it's "
                         f"{_shown(padding)}.")
    for name, value in (("stride", stride), ("dilation", dilation)):
        if _bad(value, 1):
            raise ValueError(f"For Conv2DExt, '{name}' must be positive, but it's "
                             f"{_shown(value)}.")


def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """2-D convolution (``padding``: an int, a tuple, 'same' or 'valid')."""
    check_conv_rank(input, 2, "Conv2DExt")
    check_conv_weight(input, weight, groups, 2)
    check_conv2d_args(stride, padding, dilation)
    if len(input.shape) == 3:           # unbatched (C, H, W), as 2.10's mint conv2d
        return ops.squeeze(conv2d(ops.expand_dims(input, 0), weight, bias, stride, padding,
                                  dilation, groups), 0)
    return _conv(ops.conv2d, input, weight, bias, stride, padding, dilation, groups)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """3-D convolution (``padding``: an int, a tuple, 'same' or 'valid')."""
    return _conv(ops.conv3d, input, weight, bias, stride, padding, dilation, groups)
