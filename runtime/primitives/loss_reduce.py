"""The reductions the loss kernels end with (``reduction``: 'none' | 'mean' | 'sum')."""
import jax.numpy as jnp

from .reduce import _mean


def _reduce(loss, reduction, like=None):
    """``like``: a primal value the mean's run-time count is made from (``reduce.
    run_time_count``), the loss itself where None; a jvp rule reducing a tangent passes one."""
    if reduction == "mean":
        return _mean(loss, None, False, loss if like is None else like)
    if reduction == "sum":
        return jnp.sum(loss)
    return loss


def reduce_in_float32(loss, reduction):
    """2.10's ``_get_loss`` and ``LossBase.get_loss``: the per-element loss cast to Float32,
    reduced ('none' too), cast back to its dtype: a Float64 l1/mse/huber loss carries Float32's
    rounding (l1 of -3.7 and 3.0 is 6.699999809265137; measured, both modes)."""
    return _reduce(loss.astype(jnp.float32), reduction).astype(loss.dtype)
