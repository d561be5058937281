"""Index checks by rows, with 2.10's texts: the indices of GatherNd, ScatterNd, TensorScatter*
and ScatterNd* (a row of the last axis indexes the leading axes of the input) and the labels of
SparseSoftmaxCrossEntropyWithLogits (a row of one value). 2.10's CPU kernels name the first row
(in row-major order) that does not index into the input, often with its position, so a check
looks at whole rows, not at one component at a time (measured on 2.10, both modes).

Concrete indices (PYNATIVE_MODE, a graph's constants, a graph's input checked on the host) give
the whole text. In a graph the check's one int64 code holds the row's position (bits 32-61)
and its values in 32 bits (one value, or two of 16 bits each); a row it cannot hold so (a
deeper index, a larger value) sets bit 62, and its text names the row by position only.

>>> import numpy as np
>>> check = IndexRows("TensorScatterAdd", (2, 3), scatter_arith_text)
>>> check.message(check.first_bad(check.values(np.array([[0, 1], [1, 5]]))))
"For 'TensorScatterAdd', the 2-th value of 'indices'[1, 5] is out of range[2, 3]."
>>> check.decode((2 << 32) | (5 << 16) | 1)      # a graph's code: row 1 (+ 1), values 1 and 5
(1, (1, 5))
"""
import functools

import numpy as np

from ..runtime.checks import IndexOutOfRangeError, IndexRange, const_vector

_UNKNOWN = 1 << 62          # the row's values did not fit the code


class IndexRows(IndexRange):
    """Rows of ``len(bounds)`` values along an index's last axis; value ``k`` of a row must lie
    in ``[0, bounds[k])`` (the leading sizes of the input's ``shape``). ``text(check, position,
    row)`` gives the message; ``row`` is None where a graph's code could not hold it.
    ``values`` of a concrete index are its rows."""

    __slots__ = ("bounds", "text", "shape")

    def __init__(self, op, bounds, text, error=IndexOutOfRangeError, shape=None):
        # ``component`` set: the compiler neither hoists a reshaped index nor infers ranges
        super().__init__(op, "'indices'", 0, max(bounds, default=0), component="rows",
                         error=error)
        self.bounds, self.text = tuple(int(b) for b in bounds), text
        self.shape = self.bounds if shape is None else tuple(shape)   # the input's, for texts

    def values(self, index):
        values = np.asarray(index)
        if values.size == 0 or values.dtype.kind not in "iu":
            return None
        return values.reshape(-1, len(self.bounds))

    def first_bad(self, rows):
        if rows.size <= 48:        # a batch's labels: Python's min/max beat numpy's masks
            cols = [rows.ravel().tolist()] if rows.shape[1] == 1 else zip(*rows.tolist())
            if all(min(c) >= 0 and max(c) < b for c, b in zip(cols, self.bounds)):
                return None
        bad = ((rows < 0) | (rows >= np.asarray(self.bounds))).any(axis=1)
        if not bad.any():
            return None
        p = int(np.argmax(bad))
        return p, tuple(int(v) for v in rows[p])

    def message(self, bad):
        return self.text(self, *bad)

    def code(self, index):
        import jax.numpy as jnp
        depth = len(self.bounds)
        rows = jnp.reshape(index, (-1, depth)).astype(jnp.int64)
        if rows.shape[0] == 0:
            return jnp.zeros((), jnp.int64)
        bad = jnp.any((rows < 0) | (rows >= jnp.asarray(self.bounds, jnp.int64)), axis=1)
        p = jnp.argmax(bad).astype(jnp.int64)      # (shifted past 32 bits below)
        row, bits = rows[p], 32 // depth if depth <= 2 else 0
        if bits:
            half = 1 << (bits - 1)
            fits = jnp.all((row >= -half) & (row < half))
            packed = sum((row[k] & ((1 << bits) - 1)) << (bits * k) for k in range(depth))
            low = jnp.where(fits, packed, _UNKNOWN)
        else:
            low = jnp.int64(_UNKNOWN)
        return jnp.where(bad[p], ((p + 1) << 32) | low, 0)

    def decode(self, code):
        code = int(code)
        p, depth = ((code >> 32) & ((1 << 30) - 1)) - 1, len(self.bounds)
        if code & _UNKNOWN:
            return p, None
        bits = 32 // depth
        half = 1 << (bits - 1)
        fields = ((code >> (bits * k)) & ((1 << bits) - 1) for k in range(depth))
        return p, tuple(f - (1 << bits) if f >= half else f for f in fields)


def gather_nd_text(check, p, row):
    """GatherNd (measured): 'the indices[1]: [const vector]{1, 3}, does not index into
    input_shape: [const vector]{2, 3}.'."""
    what = f"the indices[{p}]" if row is None else f"the indices[{p}]: {const_vector(row)},"
    return (f"For 'GatherNd', {what} does not index into input_shape: "
            f"{const_vector(check.shape)}.")


def scatter_arith_text(check, p, row):
    """TensorScatterAdd/Sub/Mul/Div/Max/Min (measured): 'the 2-th value of 'indices'[1, 5] is
    out of range[2, 3].', the position counted in values (row * depth)."""
    shown = "" if row is None else "[" + ", ".join(map(str, row)) + "]"
    return (f"For '{check.op}', the {p * len(check.bounds)}-th value of 'indices'{shown} is "
            f"out of range[{', '.join(map(str, check.bounds))}].")


def scatter_update_text(check, p, row):
    """TensorScatterUpdate (measured, both modes): a row holding a negative value is the
    'The int value(-1) is less than 0.' of a size conversion, a row past the input the
    ValueError 'indices out of range for input_x. Please check the indices which is [const
    vector]{5, 0}' (``UpdateIndexError`` is both types)."""
    negative = None if row is None else next((v for v in row if v < 0), None)
    if negative is not None:
        return f"The int value({negative}) is less than 0."
    shown = f"the {p}-th row of the indices" if row is None else const_vector(row)
    return (f"For '{check.op}', indices out of range for input_x. Please check the indices "
            f"which is {shown}")


def scatter_nd_text(check, p, row):
    """ScatterNd (measured): the first value out of range, with the axis size past it."""
    if row is None:
        return (f"For 'ScatterNd', each element in 'indices' should be in the range of shape, "
                f"but the {p}-th row of 'indices' is not")
    k = next(k for k, v in enumerate(row) if not 0 <= v < check.bounds[k])
    if row[k] < 0:
        return (f"For 'ScatterNd', each element in 'indice' must be greater than or equal to 0, "
                f"but got {row[k]}")                                      # (sic, 2.10)
    return (f"For 'ScatterNd', each element in 'indices' should be smaller than the value of "
            f"shape, but got {row[k]} and got the value of shape {check.bounds[k]}")


def sparse_labels(classes, bound):
    """The check of SparseSoftmaxCrossEntropyWithLogits' labels: each in ``[0, bound)`` for
    ``classes`` classes (its gradient kernel takes ``bound = classes + 1``, measured)."""
    return IndexRows(_SPARSE_XENT, (bound,), functools.partial(_sparse_xent_text, classes))


_SPARSE_XENT = "SparseSoftmaxCrossEntropyWithLogits"


def _sparse_xent_text(n, check, p, row):
    """2.10's texts (measured): the label's position and value. 2.10's forward lets a label
    equal to the class count through (reading past the row); minicell refuses it with its own
    text."""
    label = None if row is None else row[0]
    if label is not None and label < 0:
        return (f"For '{_SPARSE_XENT}' got error label! label[index] must >= 0, but got  index "
                f"= {p} label[index] = {label}")                         # (sic, 2.10)
    if label is not None and label > n:
        return (f"For '{_SPARSE_XENT}' got error label! label[index] must <= class_num, but got "
                f"index = {p} label[index] = {label} and class_num = {n}")
    got = f"the label at {p}" if label is None else label
    return (f"For '{_SPARSE_XENT}', the 'labels' should be in the range [0, {check.bounds[0]}), "
            f"but got {got}.")


__all__ = ["IndexRows", "gather_nd_text", "scatter_arith_text", "scatter_update_text",
           "scatter_nd_text", "sparse_labels"]
