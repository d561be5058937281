"""OcclusionSensitivity: how much a classifier's score for the label drops when a window
around each position of the input is replaced by ``pad_val``."""
import numpy as np

from ...common.tensor import Tensor
from ..cell import Cell
from .metric import Metric, check_type, rearrange_inputs

__all__ = ["OcclusionSensitivity"]


def _bounding_box(b_box, shape):
    if b_box is None:
        return None, None
    if len(b_box) != 2 * len(shape):
        raise ValueError(f"For 'OcclusionSensitivity', the bounding box must contain upper and lower "
                         f"for all dimensions (except batch number), and the length of 'b_box' "
                         f"must be twice as long as predicted value's (except batch number), but "
                         f"got 'b_box' length {len(b_box)}, predicted value length (except batch "
                         f"number) {len(shape)}.")
    lo, hi = np.array(b_box[::2]), np.array(b_box[1::2])
    lo[lo < 0] = 0
    hi[hi < 0] = shape[hi < 0] - 1
    if np.any(hi >= shape):
        raise ValueError("For 'OcclusionSensitivity', maximum bounding box must be smaller than "
                         "image size for all values.")
    if np.any(lo > hi):
        raise ValueError("For 'OcclusionSensitivity', minimum bounding box must be smaller than "
                         "maximum bounding box for all values.")
    return lo, hi


class OcclusionSensitivity(Metric):
    """``update(model, x, label)`` with a single-sample ``x`` (batch 1); ``eval()`` returns, per
    position (inside ``b_box`` if given), ``score(x) - score(x occluded there)`` for ``label``.
    The occluded window spans ``[i - margin, i + margin)`` per axis; ``n_batch`` occluded
    copies run per model call."""

    def __init__(self, pad_val=0.0, margin=2, n_batch=128, b_box=None):
        super().__init__()
        name = "OcclusionSensitivity"
        self.pad_val = check_type("pad_val", pad_val, (float,))
        self.margin = check_type("margin", margin, (int, list))
        self.n_batch = check_type("n_batch", n_batch, (int,))
        self.b_box = None if b_box is None else check_type("b_box", b_box, (list,))
        self.clear()

    def clear(self):
        self._baseline = 0
        self._sensitivity_im = 0
        self._is_update = False

    @staticmethod
    def _scores(model, images, label):
        out = model(Tensor(np.vstack(images))).asnumpy()
        return out[:, label].reshape(-1, 1)

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 3:
            raise ValueError(f"For 'OcclusionSensitivity.update', it needs 3 inputs (classification "
                             f"model, predicted value, label), but got {len(inputs)}.")
        model = inputs[0]
        x, label = self._convert_data(inputs[1]), self._convert_data(inputs[2])
        check_type("model", model, (Cell,))
        if x.shape[0] > 1:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the shape at index 0 of the "
                               f"predicted value (input[1]) must be 1, but got {x.shape[0]}.")
        if np.prod(label.shape) != x.shape[0]:
            raise RuntimeError(f"For 'OcclusionSensitivity.update', the number of the label "
                               f"(input[2]) must be same as the batches, but got the label number "
                               f"{np.prod(label.shape)}, and batches {x.shape[0]}.")
        label = int(label.reshape(()))
        shape = np.array(x.shape[1:])
        lo, hi = _bounding_box(self.b_box, shape)
        self._baseline = model(Tensor(x)).asnumpy()[0, label].item()
        out_shape = shape if self.b_box is None else hi - lo + 1
        total = int(np.prod(out_shape))
        chunks, batch = [], []
        for i in range(total):
            idx = np.array(np.unravel_index(i, out_shape))
            if lo is not None:
                idx = idx + lo
            window = tuple(slice(max(0, k - self.margin), min(n, k + self.margin))
                           for k, n in zip(idx, shape))
            occluded = x.copy()
            occluded[(...,) + window] = self.pad_val
            batch.append(occluded)
            if len(batch) == self.n_batch or i == total - 1:
                chunks.append(self._scores(model, batch, label))
                batch = []
        self._sensitivity_im = np.vstack(chunks).reshape(out_shape)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        return self._baseline - np.squeeze(self._sensitivity_im)
