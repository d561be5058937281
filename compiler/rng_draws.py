"""Random draws under tensor control flow in GRAPH_MODE.

A draw in straight-line code takes a row of the compiled call's RNG input that the call path
fills from the seed stream before the call, in program order (``Builder.next_key``), as eager
mode would take it. How many draws a tensor ``if`` or ``while`` makes is known only when it
runs, so a draw traced inside one, and every later draw of the same stream in the graph, counts
itself: its row holds where the stream stood after the call's rows (``peek_seed_pair``), and the
draw adds the stream's ``DrawCount``, a state of the graph read and written like a Parameter (so
branches and loops carry it as they carry written Parameters), then advances it by one. After
the call the count advances the stream (``advance_stream``), so GRAPH_MODE draws eager mode's
numbers call after call, whichever branches and however many iterations ran.
"""
import numpy as np

from ..common.parameter import _Buffer
from ..common.tensor import Tensor
from ..runtime.registry import get_op
from ..runtime.seed import advance_stream


class Counted(int):
    """The op seed of a counted draw in a graph's row list (``call._rng_rows`` peeks its
    stream instead of advancing it)."""

    def __new__(cls, op_seed):
        self = super().__new__(cls, 0 if op_seed is None else int(op_seed))
        self.op_seed = op_seed
        return self


class DrawCount(_Buffer):
    """The number of draws of one stream a compiled call made under tensor control flow: zero
    at the start of every call, counted back into the stream after it (``count``)."""

    __slots__ = ("op_seed",)
    name = "rng_count"

    def __init__(self, op_seed):
        super().__init__(Tensor(np.zeros((), np.uint32)))
        self.op_seed = op_seed

    def count(self, arr):
        """After a call: ``arr`` more draws of the stream (the buffer stays zero)."""
        advance_stream(self.op_seed, int(arr))


_COUNTS = {}   # (op seed, instance stream) -> its DrawCount


def _stream_key(op_seed):
    return (None if op_seed is None else int(op_seed), getattr(op_seed, "stream", None))


def count_var(b, op_seed):
    """The draw count to add to this draw's row while tracing (advanced by one in the graph),
    or None for a draw whose row the call path counts: one outside tensor control flow, of a
    stream with no counted draw before it in the graph."""
    key = _stream_key(op_seed)
    counter = _COUNTS.get(key)
    if not b.draws_vary and (counter is None or id(counter) not in b.param_state):
        return None
    if counter is None:
        counter = _COUNTS[key] = DrawCount(op_seed)
    n = b.param_var(counter)
    b.assign(counter, b.emit(get_op("add"), (b.wrap(n), np.uint32(1))))
    return n


__all__ = ["Counted", "DrawCount", "count_var"]
