"""Segmentation surface metrics: HausdorffDistance, MeanSurfaceDistance,
RootMeanSquareDistance. Edges are a mask minus its erosion (face-connected structuring element,
outside = background); distances go from each edge point of one mask to the nearest edge point
of the other ('euclidean', 'chessboard' or 'taxicab'), computed exactly by brute force.

>>> import numpy as np
>>> from minicell import nn
>>> x = np.array([[3, 0, 1], [1, 3, 0], [1, 0, 2]])
>>> y = np.array([[0, 2, 1], [1, 2, 1], [0, 0, 1]])
>>> m = nn.HausdorffDistance()
>>> m.update(x, y, 0)
>>> float(m.eval())
1.4142135623730951
"""
import numpy as np

from .metric import Metric, check_choice, check_type, rearrange_inputs

__all__ = ["HausdorffDistance", "MeanSurfaceDistance", "RootMeanSquareDistance"]

_METRICS = ["euclidean", "chessboard", "taxicab"]


def _erode(mask):
    """Binary erosion with the face-connected cross; outside the array counts as False."""
    padded = np.pad(mask, 1, constant_values=False)
    core = tuple(slice(1, -1) for _ in range(mask.ndim))
    out = mask.copy()
    for axis in range(mask.ndim):
        for step in (-1, 1):
            sl = list(core)
            sl[axis] = slice(1 + step, padded.shape[axis] - 1 + step)
            out &= padded[tuple(sl)]
    return out


def edges(mask):
    """The boundary of a boolean mask."""
    return _erode(mask) ^ mask


def surface_distances(from_edges, to_edges, metric):
    """Distance from each True point of ``from_edges`` to the nearest True of ``to_edges``."""
    if not np.any(from_edges):
        return np.array([])
    src = np.argwhere(from_edges)
    if not np.any(to_edges):
        return np.full(len(src), np.inf)
    diff = np.abs(src[:, None, :] - np.argwhere(to_edges)[None, :, :])
    if metric == "euclidean":
        return np.sqrt((diff.astype(np.float64) ** 2).sum(-1)).min(1)
    dist = diff.max(-1) if metric == "chessboard" else diff.sum(-1)
    return dist.min(1).astype(np.int32)


class _SurfaceMetric(Metric):
    """Shared ``update(y_pred, y, label_idx)``: the edges of ``y_pred == label_idx`` and
    ``y == label_idx``."""
    _name = ""

    def clear(self):
        self._y_pred_edges = 0
        self._y_edges = 0
        self._is_update = False

    def _masks(self, inputs):
        name = self._name
        if len(inputs) != 3:
            end = "" if name == "MeanSurfaceDistance" else "."  # 2.10's texts
            raise ValueError(f"For '{name}.update', it needs 3 inputs (predicted value, true value, "
                             f"label index), but got {len(inputs)}{end}")
        y_pred, y = self._convert_data(inputs[0]), self._convert_data(inputs[1])
        label = inputs[2]
        if not isinstance(label, (int, float)):
            raise ValueError(f"For '{name}.update', the label index (input[2]) must be int or "
                             f"float, but got {type(label)}.")
        if label not in y_pred and label not in y:
            raise ValueError(f"For '{name}.update', the label index (input[2]) must be in "
                             f"predicted value (input[0]) or true value (input[1]), but {label} "
                             f"is not.")
        if y_pred.size == 0 or y_pred.shape != y.shape:
            raise ValueError(f"For '{name}.update', the size of predicted value (input[0]) and true "
                             f"value (input[1]) must be greater than 0, in addition to that, "
                             f"predicted value and true value should have the same shape, but got "
                             f"predicted value shape: {y_pred.shape}, true value shape: "
                             f"{y.shape}.")
        if y_pred.dtype != bool:
            y_pred = y_pred == label
        if y.dtype != bool:
            y = y == label
        return y_pred, y

    def _check_updated(self):
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")

    def _distances(self, a, b):
        return surface_distances(a, b, self.distance_metric)


class HausdorffDistance(_SurfaceMetric):
    """The (``percentile``-th, else maximal) surface distance, in both directions unless
    ``directed``; ``crop`` first cuts both masks to their joint bounding box."""
    _name = "HausdorffDistance"

    def __init__(self, distance_metric="euclidean", percentile=None, directed=False, crop=True):
        super().__init__()
        self.distance_metric = check_choice("distance_metric", distance_metric, _METRICS)
        if percentile is not None:
            check_type("percentile", percentile, (float,))
        self.percentile = percentile
        self.directed = check_type("directed", directed, (bool,))
        self.crop = check_type("crop", crop, (bool,))
        self.clear()

    @rearrange_inputs
    def update(self, *inputs):
        self._is_update = True
        y_pred, y = self._masks(inputs)
        if self.crop:
            both = y_pred | y
            if not np.any(both):
                self.y_pred_edges, self.y_edges = np.zeros_like(y_pred), np.zeros_like(y)
                return
            idx = np.nonzero(both)
            box = tuple(slice(i.min(), i.max() + 1) for i in idx)
            y_pred, y = np.squeeze(y_pred[box]), np.squeeze(y[box])
        self.y_pred_edges, self.y_edges = edges(y_pred), edges(y)

    def clear(self):
        super().clear()
        self.y_pred_edges = 0
        self.y_edges = 0

    def _directed(self, a, b):
        dist = self._distances(a, b)
        if dist.shape == (0,):
            return np.inf
        if not self.percentile:
            return dist.max()
        if 0 <= self.percentile <= 100:
            return np.percentile(dist, self.percentile)
        raise ValueError(f"For 'HausdorffDistance', the value of the argument 'percentile' must be "
                         f"[0, 100], but got {self.percentile}.")

    def eval(self):
        self._check_updated()
        hd = self._directed(self.y_pred_edges, self.y_edges)
        if self.directed:
            return hd
        return max(hd, self._directed(self.y_edges, self.y_pred_edges))


class _SymmetricSurface(_SurfaceMetric):
    def __init__(self, symmetric=False, distance_metric="euclidean"):
        super().__init__()
        self.distance_metric = check_choice("distance_metric", distance_metric, _METRICS)
        self.symmetric = check_type("symmetric", symmetric, (bool,))
        self.clear()
        self._is_update = None  # 2.10: eval before any update/clear gives inf

    @rearrange_inputs
    def update(self, *inputs):
        y_pred, y = self._masks(inputs)
        self._y_pred_edges, self._y_edges = edges(y_pred), edges(y)
        self._is_update = True


class MeanSurfaceDistance(_SymmetricSurface):
    """Mean surface distance from the prediction to the label (averaged with the reverse
    direction when ``symmetric``)."""
    _name = "MeanSurfaceDistance"

    def eval(self):
        self._check_updated()
        forward = self._distances(self._y_pred_edges, self._y_edges)
        if forward.shape == (0,):
            return np.inf
        if not self.symmetric:
            return forward.mean()
        backward = self._distances(self._y_edges, self._y_pred_edges)
        if backward.shape == (0,):
            return np.inf
        return np.mean((forward.mean(), backward.mean()))


class RootMeanSquareDistance(_SymmetricSurface):
    """Mean squared surface distance (MindSpore 2.10 returns it without the square root unless
    ``symmetric``, where it is the root of the two directions' mean)."""
    _name = "RootMeanSquareDistance"

    def eval(self):
        self._check_updated()
        forward = self._distances(self._y_pred_edges, self._y_edges)
        if forward.shape == (0,):
            return np.inf
        ms_forward = (forward ** 2).mean()
        if not self.symmetric:
            return ms_forward
        backward = self._distances(self._y_edges, self._y_pred_edges)
        if backward.shape == (0,):
            return np.inf
        return np.sqrt(np.mean((ms_forward, (backward ** 2).mean())))
