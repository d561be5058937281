"""Softmax cross entropy as MindSpore 2.10's CPU kernels compute it: with class-probability
labels (``nn.SoftmaxCrossEntropyWithLogits()``, ``softmax_xent``) and with class indices
(``sparse=True``, ``ops.SparseSoftmaxCrossEntropyWithLogits``, ``sparse_softmax_xent``). Both
differentiate as 2.10's bprop does, ``softmax(x) - labels``, which assumes each label row sums
to 1 (the derivative of the loss itself is ``softmax(x) * sum(labels) - labels``), and give the
labels no gradient (measured: a zero gradient).

Measured on 2.10 (both modes, logits (2, 3)), the sparse reductions are two different kernels:

- 'mean' is the SparseSoftmaxCrossEntropyWithLogits kernel: ``-log_softmax(x)[label]`` averaged
  over the samples. Only the label's class counts, so a ``-inf`` logit of another class leaves
  the loss finite (1.4322567 where ``cross_entropy``, which adds 2.10's smoothing term even at
  ``label_smoothing`` 0, gives NaN). A label outside ``[0, C)`` is the caller's range check
  (``ops.nn_losses.check_class_labels``; 2.10's kernel raises for a negative one or one above C).
- 'none' and 'sum' are OneHot then SoftmaxCrossEntropyWithLogits: ``-sum(one_hot(label) *
  log_softmax(x))`` per sample. A label outside ``[0, C)`` has an all-zero one-hot row, so its
  loss is -0.0 and nothing raises; a ``-inf`` logit anywhere in a row makes that row NaN
  (``0 * -inf``).

One primitive (one dispatch and one vjp in PYNATIVE_MODE); the mean divides by the sample count,
a constant, so a compiled training step has no weight sum or mask to build.
"""
import jax
import jax.numpy as jnp
import numpy as np

from .loss_reduce import _reduce
from .math import exact_divide
from .nnacl import softmax_last_axis
from .reduce_order import row_fold as _row_fold
from .rounding import in_order, rounded_product
from ..registry import register, with_primal


def _nnacl_mean(x):
    """Whether 'mean' runs 2.10's CPU kernel as written (float32 logits, CPU backend): nnacl's
    softmax of each row, ``-log`` (float64 ``log``: glibc's ``logf``, correctly rounded) of the
    label's probability subtracted from 0 sample after sample, the total divided by the count;
    its gradient ``softmax * (1 / N)`` (rounded) minus ``1 / N`` at the label (measured: 0 to 4
    ulp off before on (4, 4) and (16, 10) logits, both modes)."""
    return x.dtype == jnp.float32 and jax.default_backend() == "cpu"


def _picked(p, labels):
    return jnp.take_along_axis(p, labels.astype(jnp.int32)[:, None], axis=-1, mode="clip")[:, 0]


def _nnacl_mean_loss(x, labels):
    logs = jnp.log(_picked(softmax_last_axis(x), labels).astype(jnp.float64)).astype(x.dtype)
    total = in_order(jnp.subtract, jnp.zeros((), x.dtype), logs)
    return total / jnp.asarray(x.shape[0], x.dtype)


def _one_hot(labels, c):
    """Whether each class is the label's (a label outside ``[0, c)`` has no class)."""
    return labels[:, None] == jnp.arange(c, dtype=labels.dtype)


def _bprop_tangent(x, labels, t_x):
    """Each row's tangent by 2.10's bprop, ``(softmax(x) - labels) . t_x``, in float32 at
    least."""
    xf = x.astype(jnp.promote_types(x.dtype, jnp.float32))
    d = jax.nn.softmax(xf, axis=-1) - labels.astype(xf.dtype)
    return jnp.sum(d * t_x.astype(xf.dtype), axis=-1)


def _cpu_dense(x):
    """Whether the dense kernel runs as 2.10's CPU one (float32 logits, CPU backend)."""
    return x.dtype == jnp.float32 and jax.default_backend() == "cpu"


def _cpu_dense_rows(x, labels, one_hot=False):
    """2.10's CPU SoftmaxCrossEntropyWithLogits kernel, row by row: ``x - max``, its exp (the C
    library's: correctly rounded), their sum class after class, ``logf`` of it, the loss
    ``-sum(labels * (shifted - log))`` class after class; the backprop output
    ``exp / sum - labels``. Returns (loss, backprop) (bit for bit, measured (64, 1000)).
    ``one_hot``: boolean labels, one class per row, so the loss's terms are zeros (or NaN) but
    one, which any order sums exactly: no second ordered fold. Their product is a select that
    keeps ``0 * -inf`` NaN (XLA rewrites ``convert(pred) * x`` into one that drops it)."""
    shifted = x - jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(shifted.astype(jnp.float64)).astype(x.dtype)
    total = _row_fold(e)
    log_total = jnp.log(total.astype(jnp.float64)).astype(x.dtype)
    t = shifted - log_total[..., None]
    if one_hot:
        loss = -jnp.sum(jnp.where(labels, t, t * 0), axis=-1)
        labels = labels.astype(x.dtype)
    else:
        # each product rounded before the sum takes it (XLA would contract them into FMAs)
        loss = -_row_fold(rounded_product(labels, t, total[..., None]))
    return loss, exact_divide(e, total[..., None]) - labels


@with_primal
def _dense_xent_jvp(primals, tangents):
    x, labels = primals
    if _cpu_dense(x):
        loss, backprop = _cpu_dense_rows(x, labels)
        # 2.10's bprop is ``out[1] * dout``: a second derivative takes its backprop output as
        # a constant (measured, both modes), so it never differentiates the kernel's max
        return loss, jnp.sum(jax.lax.stop_gradient(backprop) * tangents[0], axis=-1)
    loss = softmax_xent.impl(x, labels)
    return loss, _bprop_tangent(x, labels, tangents[0]).astype(loss.dtype)


@register("softmax_xent", nondiff_argnums=(1,), jvp=_dense_xent_jvp)
def softmax_xent(x, labels):
    """Per-row ``-sum(labels * log_softmax(x))`` of logits and labels (N, C): a ``-inf`` logit
    makes its row NaN (``0 * -inf``), as 2.10's kernel (``_cpu_dense_rows`` on the CPU)."""
    if _cpu_dense(x):
        return _cpu_dense_rows(x, labels)[0]
    return -jnp.sum(labels * jax.nn.log_softmax(x, axis=-1), axis=-1)


@with_primal
def _sparse_xent_jvp(primals, tangents, *, reduction):
    """2.10's gradient, ``softmax(x) - one_hot(label)`` (over the samples for 'mean'): the
    bprop of both kernels, which assumes each one-hot row sums to 1, so a sample whose label
    is out of range ('none'/'sum') gets ``softmax(x)``, where the loss's own derivative is 0."""
    x, labels = primals
    loss = sparse_softmax_xent.impl(x, labels, reduction=reduction)
    if reduction == "mean" and _nnacl_mean(x):
        b = jnp.asarray(np.float32(1.0 / x.shape[0]))
        pb = softmax_last_axis(x) * b
        grad = jnp.where(_one_hot(labels, x.shape[-1]), pb - b, pb)
        return loss, jnp.sum(grad * tangents[0])
    if reduction != "mean" and _cpu_dense(x):
        rows, backprop = _cpu_dense_rows(x, _one_hot(labels, x.shape[-1]), one_hot=True)
        t = jnp.sum(jax.lax.stop_gradient(backprop) * tangents[0], axis=-1)
        return _reduce(rows, reduction), (jnp.sum(t) if reduction == "sum" else t)
    t = _bprop_tangent(x, _one_hot(labels, x.shape[-1]), tangents[0])
    if reduction == "mean":
        t = jnp.sum(t) / jnp.asarray(x.shape[0], t.dtype)
    elif reduction == "sum":
        t = jnp.sum(t)
    return loss, t.astype(loss.dtype)


@register("sparse_softmax_xent", nondiff_argnums=(1,), jvp=_sparse_xent_jvp)
def sparse_softmax_xent(x, labels, *, reduction):
    """Logits ``x`` (N, C), class indices ``labels`` (N,); 'mean', 'sum' or 'none'. Float16
    logits are computed in float32 and the loss rounded to float16, as 2.10's kernel (1.573
    where float16 throughout gives 1.572)."""
    if reduction == "mean" and _nnacl_mean(x):
        return _nnacl_mean_loss(x, labels)
    if reduction == "mean":
        logp = jax.nn.log_softmax(x.astype(jnp.promote_types(x.dtype, jnp.float32)), axis=-1)
        idx = labels.astype(jnp.int32)[:, None]
        picked = jnp.take_along_axis(logp, idx, axis=-1, mode="clip")[:, 0]
        return (-jnp.sum(picked) / jnp.asarray(x.shape[0], logp.dtype)).astype(x.dtype)
    if _cpu_dense(x):
        return _reduce(_cpu_dense_rows(x, _one_hot(labels, x.shape[-1]), one_hot=True)[0],
                       reduction)
    logp = jax.nn.log_softmax(x, axis=-1)
    # the one-hot product, written as a select so that XLA cannot drop its NaNs: it rewrites
    # convert(pred) * x as select(pred, x, 0), and 0 * -inf must stay NaN here (2.10's value)
    hot = _one_hot(labels, x.shape[-1])
    return _reduce(-jnp.sum(jnp.where(hot, logp, logp * 0), axis=-1), reduction)
