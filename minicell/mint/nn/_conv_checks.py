"""2.10 mint's convolution constructor checks (``mint.nn.Conv1d/2d/3d``, ``ConvTranspose2d``),
in its order (measured): the channel counts, the kernel size's type, the groups (a positive int
dividing both channel counts), a padding string ('same' or 'valid', 'same' only with unit
strides), then the padding mode."""
from ... import _checkparam as validator


def check_conv_args(cls, in_channels, out_channels, kernel_size, transpose=False):
    """The channel counts are non-negative ints, then the kernel size an int or a sequence of
    ints."""
    for value in (in_channels, out_channels):
        if isinstance(value, bool):
            raise TypeError(f"The input value must be int and must >= 0, but got '{value}' with "
                            "type 'bool'.")
        if not isinstance(value, int):
            raise TypeError(f"The input value must be int, but got '{type(value).__name__}'")
        if value < 0:
            raise ValueError(f"The input value must be int and must >= 0, but got '{value}' "
                             "with type 'int'.")
    if isinstance(kernel_size, (int, tuple, list)) and not isinstance(kernel_size, bool):
        return
    if transpose:           # 2.10's message is the two-argument ValueError's tuple
        raise ValueError(f"For '{cls}', 'kernel_size'",
                         f" should be int, tuple or list, but got {kernel_size}")
    raise TypeError("When expanding an input to tuple, input type must be integer or "
                    f"tuple[int]/list[int], but got {type(kernel_size)}")


def check_conv_init(cls, in_channels, out_channels, kernel_size, stride, padding, groups,
                    padding_mode, transpose=False):
    """Every check of 2.10's mint convolution constructors that minicell.nn's do not make
    with its texts (a set's order in the texts is Python's, as 2.10 prints them)."""
    if transpose and padding_mode != "zeros":
        raise ValueError(f'Only "zeros" padding mode is supported for {cls}')
    check_conv_args(cls, in_channels, out_channels, kernel_size, transpose)
    validator.check_positive_int(groups)
    if in_channels % groups:
        raise ValueError("in_channels must be divisible by groups.")
    if out_channels % groups:
        raise ValueError("out_channels must be divisible by groups.")
    if isinstance(padding, str):
        valid = {"same", "valid"}
        if padding not in valid:
            raise ValueError(f"The value of 'padding' must be one of '{valid}', but got "
                             f"{padding}.")
        strides = stride if isinstance(stride, (tuple, list)) else (stride,)
        if padding == "same" and any(s != 1 for s in strides):
            raise ValueError("padding='same' is not supported for strided convolutions")
    modes = {"zeros", "reflect", "replicate", "circular"}
    if padding_mode not in modes:
        raise ValueError(f"The value of 'padding_mode' must be one of '{modes}', but got "
                         f"{padding_mode}.")
    nd = int(cls[-2]) if cls[-2:-1].isdigit() else 0
    if nd and isinstance(padding, (tuple, list)) and len(padding) != nd:     # measured
        raise TypeError(f"When expanding an sequence to tuple, input sequence dimension must "
                        f"be {nd}, but got {padding}")


def check_conv_sizes(cls, nd, in_channels, out_channels, kernel_size, groups, bias):
    """2.10's texts for a kernel size below 1, a ``bias`` that is no bool and 0 channels (its
    initializer refusing the weight's shape), in its order (measured: ``Conv1d(1, 1, 0)``,
    ``Conv2d(1, 1, 1, bias='a')``, ``Conv2d(0, 1, 1)``)."""
    kernel = tuple(kernel_size) if isinstance(kernel_size, (tuple, list)) else \
        (kernel_size,) * nd
    for k in kernel:
        if isinstance(k, int) and not isinstance(k, bool) and k <= 0:
            raise ValueError(f"For '{cls}', the 'kernel_size item' must be int and must > 0, "
                             f"but got '{k}' with type 'int'.")
    if not isinstance(bias, bool):
        raise TypeError(f"For '{cls}', the 'bias' must be a bool, but got "
                        f"{type(bias).__name__}.")
    if not in_channels or not out_channels:
        shape = (out_channels, in_channels // groups, *kernel)
        raise ValueError(f"For 'initializer', the argument 'shape' is invalid, the value of "
                         f"'shape' must be positive integer, but got {shape}")
