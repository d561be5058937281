"""The base of the transforms (``TensorOperation``: the eager call's checks and conversions,
as 2.10's) and the input helpers the transform modules share."""
import functools
import inspect

import numpy as np

from .._recorded import RecordsInitArgs
from ..engine import already_reported, as_array, in_pipeline, kernel_error
from .. import _random


class TensorOperation(RecordsInitArgs):
    """Base of the transforms: ``op(*columns)`` on numpy arrays (minicell Tensors and PIL images
    are converted); ``random`` tells ``map`` to give it a per-row random stream."""

    random = False
    _validates_args = True
    keeps_pil = False   # a PIL image in, a PIL image out (2.10's Python implementations)
    image_input = False     # 2.10's ImageTensorOperation: called on numpy or PIL images only
    py_op = False   # 2.10 runs it in Python: an eager call on an empty array is no error
    # ``_pil(img, rng)``: 2.10's Python implementation of a random operation, run on a PIL
    # image with its draws from ``rng`` (Python's ``random``, or a row's ``random.Random``)
    _pil = None

    def __call__(self, *args):
        if self.image_input:
            _check_images(args)
        pil = self.keeps_pil and len(args) == 1 and _is_pil(args[0])
        if pil and self._pil is not None:
            return self._pil(args[0], _random.python_random())
        arrays = tuple(_input_array(a, not self.py_op) for a in args)
        if not self.py_op:
            check_has_data(arrays)
            _check_input_count(type(self), len(arrays))
        try:
            if self.random:     # an eager call draws from its own generators (2.10)
                with _random.eager(self, args):
                    out = self._apply(*arrays)
            else:
                out = self._apply(*arrays)
        except RuntimeError as err:     # an eager C++ operation's failure: 2.10's text
            if self.py_op or in_pipeline() or already_reported(err):
                raise
            raise kernel_error(str(err), err) from None
        if isinstance(out, tuple):      # 2.10 hands back C-contiguous arrays (views copied)
            return tuple(_as_pil(o) if pil else _contiguous(o) for o in out)
        return _as_pil(out) if pil else _contiguous(out)

    def _apply(self, *args):
        raise NotImplementedError


def _check_images(args):
    for a in args:
        if not isinstance(a, np.ndarray) and not _is_pil(a):
            raise TypeError(f"Input should be NumPy or PIL image, got {type(a)}.")


@functools.lru_cache(maxsize=None)
def _inputs_taken(cls):
    """(required, all) positional inputs of ``cls._apply``; None when it takes ``*args``."""
    params = list(inspect.signature(cls._apply).parameters.values())[1:]
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return sum(p.default is p.empty for p in params), len(params)


def _check_input_count(cls, count):
    """2.10's C++ operations refuse another number of inputs (a RuntimeError; measured)."""
    taken = _inputs_taken(cls)
    if taken is None or taken[0] <= count <= taken[1]:
        return
    # (in a pipeline, map names the operation in the error's text)
    error = RuntimeError if in_pipeline() else kernel_error
    if taken[1] == 1:
        raise error("The op is OneToOne, can only accept one tensor as input.")
    raise error(f"{cls.__name__}: size of input data should be {taken[0]}, but got: {count}")


def check_has_data(args):
    """2.10's eager call of a C++ operation refuses an empty array (a pipeline's does not)."""
    if any(isinstance(a, np.ndarray) and a.size == 0 for a in args) and not in_pipeline():
        raise kernel_error("Input Tensor has no data.")


def _is_pil(value):
    return type(value).__module__.startswith("PIL.")


def _as_pil(value):
    """A uint8 <H, W> or <H, W, 1|3|4> image as a PIL image (anything else as it is)."""
    if not isinstance(value, np.ndarray) or value.dtype != np.uint8 or \
            not (value.ndim == 2 or value.ndim == 3 and value.shape[2] in (1, 3, 4)):
        return value
    from PIL import Image
    return Image.fromarray(np.ascontiguousarray(value[..., 0] if value.ndim == 3 and
                                                value.shape[2] == 1 else value))


def _contiguous(value):
    if isinstance(value, np.ndarray) and not value.flags.c_contiguous:
        return np.ascontiguousarray(value)
    return value


def _input_array(value, tensor=True):
    """An eager input as numpy; a list that is no array (ragged, None inside) is 2.10's
    TypeError, and so is a dict given to a C++ operation (``tensor``) outside a pipeline."""
    arr = as_array(value)
    if isinstance(arr, dict) and not (tensor and not in_pipeline()):
        return arr
    if isinstance(arr, dict) or arr.dtype == object and not isinstance(value, np.ndarray):
        raise TypeError(f"Invalid user input. Got {type(value)}: {value}, cannot be converted "
                        f"into tensor.")
    return arr
