"""``ops.nll_loss``/``ops.cross_entropy`` with class indices whose shape is not the input's
without its class axis: MindSpore 2.10 composes the loss from GatherD, MaskedFill and
broadcasting, and answers such targets by those ops' rules (measured on 2.10 CPU, both modes):

- the target gets a class axis when it has one dimension less than the (viewed) input;
  GatherD then wants the two ranks equal, and every axis but the class one of the target no
  longer than the input's: a shorter target reads only the first rows/positions;
- MaskedFill then broadcasts the summed (smoothing) term, with the input's shape and a class
  axis of 1, against the target's: a target axis that is neither 1 nor the input's fails;
- 'none' broadcasts the gathered loss to that shape (a target of one sample gives its loss for
  every sample), 'mean' divides by the summed class weights of the target's entries;
- inputs of 3 or 5+ dimensions are viewed as (N, C, 1, -1) and the target as (N, 1, -1).

>>> import minicell as ms, numpy as np
>>> from minicell import ops
>>> x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
>>> ops.nll_loss(x, ms.Tensor([2], ms.int32), reduction="none").asnumpy().tolist()
[-2.0, -2.0]
"""
from ._utils.utils import kernel_broadcast_shape


def _view_size(shape, want):
    size = 1
    for d in shape:
        size *= d
    known = want[0] * want[1]
    if known == 0 or size % known:
        raise ValueError(f"proposed_shape '[const vector]{{{', '.join(map(str, want))}}}' is "
                         f"invalid for input of size {size}")
    return want[:2] + (size // known,)


def irregular_nll_shapes(x_shape, t_shape):
    """(viewed input shape, viewed target shape, class axis, shape of the 'none' result after
    the view back or None) for class indices of shape ``t_shape``, or 2.10's ValueError (GatherD
    rank or length, the target's view, MaskedFill's broadcast)."""
    nd = len(x_shape)
    view_back = None
    if nd in (1, 2, 4):
        dim = {1: 0, 2: 1, 4: 1}[nd]
        xs, ts = tuple(x_shape), tuple(t_shape)
    else:
        n, c = x_shape[0], x_shape[1]
        rest = 1
        for d in x_shape[2:]:
            rest *= d
        xs = (n, c, 1, rest)
        ts = _view_size(t_shape, (n, 1, -1))
        view_back = (n,) + tuple(x_shape[2:])
        dim = 1
    if len(ts) == len(xs) - 1:
        ts = ts[:dim] + (1,) + ts[dim:]
    if len(ts) != len(xs):
        raise ValueError(f"For primitive[GatherD], the x_rank must be equal to "
                         f"{max(len(ts), 1)}, but got {len(xs)}.")
    for k, (t, s) in enumerate(zip(ts, xs)):
        if k != dim and t > s:
            raise ValueError(f"For primitive[GatherD], the x shape must be greater than or "
                             f"equal to {t}, but got {s}.")
    summed = list(xs)
    summed[dim] = 1
    kernel_broadcast_shape(summed, list(ts), "MaskedFill", "input", "mask")
    if 0 in ts:
        raise RuntimeError("The inner_size is zero.")
    return xs, ts, dim, view_back


def irregular_nll(x, target, weight, ignore_index, reduction, label_smoothing, shapes):
    """The loss of log-probabilities ``x`` at ``target`` (shapes from ``irregular_nll_shapes``,
    ranges already checked) as 2.10's composition computes it."""
    from . import reductions as red
    from .array_ops import gather, gather_d, reshape, select, squeeze
    from .creation_ops import ones_like
    xs, ts, dim, view_back = shapes
    x = reshape(x, xs) if tuple(x.shape) != xs else x
    target = reshape(target, ts) if tuple(target.shape) != ts else target
    c = xs[dim]
    ignored = target == ignore_index
    tgt = select(ignored, target * 0, target)
    tgt = select(tgt < 0, tgt + c, tgt)
    if weight is not None:
        weights = gather(weight, tgt, 0)
        wshape = (c,) + (1,) * (len(xs) - dim - 1)
        x = x * (reshape(weight, wshape) if len(wshape) > 1 else weight)
    loss = -gather_d(x, dim, tgt)
    if weight is None:
        weights = ones_like(loss)
    smooth = -red.sum(x, dim, True)
    zero = loss * 0
    loss = select(ignored, zero, loss)
    weights = select(ignored, weights * 0, weights)
    smooth = select(ignored, smooth * 0, smooth)        # broadcasts to the summed term's shape
    if loss.shape[dim] == 1:
        loss = squeeze(loss, dim)
    if smooth.shape[dim] == 1:
        smooth = squeeze(smooth, dim)
    if reduction == "sum":
        loss, smooth = red.sum(loss), red.sum(smooth)
    elif reduction == "mean":
        total = red.sum(weights)
        loss, smooth = red.sum(loss) / total, red.sum(smooth) / total
    out = loss * (1.0 - label_smoothing) + smooth * (label_smoothing / c)
    if view_back is not None and reduction == "none":
        out = reshape(out, view_back)
    return out
