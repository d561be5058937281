"""Rows of ``test_bad_input_catalogue36``: MindSpore 2.10's exception type and text for each
call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on).

- mint: ``sort``'s SortExt dim range, ``split``'s split_tensor size, ``flatten`` checking both
  dims' range before their order, ``diag``'s rank failure (a RuntimeError), ``linspace``'s
  LinSpaceExt steps, ``randperm``'s RandpermExt ``n``, ``unique``'s UniqueDim dim range (also
  ``Tensor.unique``).
"""
import numpy as np

from minicell import Tensor, mint


def f32(*s):
    return Tensor(np.arange(int(np.prod(s)), dtype=np.float32).reshape(s))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'mint.sort dim 2': (lambda: mint.sort(f32(2, 3), dim=2),
        ValueError, 'For primitive[SortExt], the dim must be in [-2,2), but got 2.'),
    'mint.sort dim -3': (lambda: mint.sort(f32(2, 3), dim=-3),
        ValueError, 'For primitive[SortExt], the dim must be in [-2,2), but got -3.'),
    'mint.split size 0': (lambda: mint.split(f32(2, 3), 0),
        ValueError, "For 'split_tensor', split_size must be positive, but got 0."),
    'mint.split size -1': (lambda: mint.split(f32(2, 3), -1),
        ValueError, "For 'split_tensor', split_size must be positive, but got -1."),
    'mint.flatten end 3': (lambda: mint.flatten(f32(2, 3), 0, 3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.flatten start 3 end 0': (lambda: mint.flatten(f32(2, 3), 3, 0),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got 3)'),
    'mint.flatten end -3': (lambda: mint.flatten(f32(2, 3), 0, -3),
        ValueError, 'Dimension out of range (expected to be in range of [-2, 2), but got -3)'),
    'mint.diag 4-d': (lambda: mint.diag(f32(1, 2, 4, 4)),
        RuntimeError, 'Failure info [For diag, the shape of input must 1 or 2, but got 4.].'),
    'mint.diag 0-d': (lambda: mint.diag(Tensor(1.0)),
        RuntimeError, 'Failure info [For diag, the shape of input must 1 or 2, but got 0.].'),
    'mint.linspace steps -1': (lambda: mint.linspace(0, 1, -1),
        ValueError, 'For primitive[LinSpaceExt], the steps must be greater than 0, but got -1.'),
    'mint.linspace steps 0': (lambda: mint.linspace(0, 1, 0),
        ValueError, 'For primitive[LinSpaceExt], the steps must be greater than 0, but got 0.'),
    'mint.randperm -1': (lambda: mint.randperm(-1),
        ValueError, "For 'RandpermExt', the input 'n' must be >= 0, but got data: -1."),
    'mint.unique dim 3': (lambda: mint.unique(f32(2, 3), dim=3),
        ValueError, "For 'UniqueDim', the value of 'dim' should be in [-2, 2), but got 3"),
    'Tensor.unique dim -3': (lambda: f32(2, 3).unique(dim=-3),
        ValueError, "For 'UniqueDim', the value of 'dim' should be in [-2, 2), but got -3"),
}
