"""2.10's shape rule for a convolution's window (``conv``'s input check).

Measured on 2.10 (CPU, both modes): a 2-d convolution (``Conv2D``: ``nn.Conv2d``, ``nn.Conv1d``,
``ops.conv2d``) whose padded input is shorter than its kernel is a ValueError, 'For 'Conv2d',
input shape's h and w after padding must be greater than or equal to kernel_size's h and w
respectively.'; the check ignores dilation, and a dilated kernel longer than the padded input
gives an empty output ((1, 3, 0, 1) for a 3x3 kernel, dilation 2, on 4x5), as does a 3-d one
shorter than its kernel ((1, 3, 0, 2, 2)).
"""


def check_window(x_shape, w_shape, stride, padding, dilation, last):
    """Raise 2.10's error for a 2-d window longer than its padded input; return the output
    shape when it is empty (the caller makes zeros), else None."""
    spatial = x_shape[1:-1] if last else x_shape[2:]
    ks = w_shape[2:]
    if len(ks) == 2 and any(n + lo + hi < k for n, (lo, hi), k in zip(spatial, padding, ks)):
        raise ValueError("For 'Conv2d', input shape's h and w after padding must be greater than "
                         "or equal to kernel_size's h and w respectively.")
    out = tuple(max(0, (n + lo + hi - d * (k - 1) - 1) // s + 1)
                for n, (lo, hi), k, d, s in zip(spatial, padding, ks, dilation, stride))
    if all(out):
        return None
    n, o = x_shape[0], w_shape[0]
    return (n,) + out + (o,) if last else (n, o) + out
