"""``summary``: the kernel of ``ops.ScalarSummary``/``TensorSummary``/``ImageSummary``/
``HistogramSummary``. The value leaves the computation through an ordered host callback (so in
GRAPH_MODE it is taken when the compiled graph runs) into ``PENDING``, which
``SummaryRecord.record`` drains into its file.
"""
import jax
import jax.numpy as jnp
import numpy as np

from ..registry import NONDIFF, SIDE_EFFECT, register

PENDING = []  # (plugin, tag, numpy value), in the order the values were produced


def drain():
    """The values produced since the last drain, after every issued computation has finished."""
    jax.effects_barrier()
    taken = PENDING[:]
    del PENDING[:]
    return taken


@register("summary", props=(SIDE_EFFECT, NONDIFF))
def summary(value, *, plugin, tag):
    """Record ``value`` under ``tag``; returns an empty int32 array."""
    jax.debug.callback(lambda v: PENDING.append((plugin, tag, np.asarray(v))), value,
                       ordered=True)
    return jnp.zeros((0,), jnp.int32)
