"""What the functions of ``comm_func`` share: groups as rank lists, argument checks, the
exchanges over the two transports (see ``comm_func``), and the handles async calls return."""
import typing

import numpy as np

from ..common.tensor import Tensor
from ..ops._util import concrete
from ..parallel import _mesh
from . import _transport
from .management import GlobalComm, _ranks

_REDUCE = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min}


class CommHandle:
    """What an ``async_op=True`` call returns: the work is already done; ``wait()`` returns."""

    def wait(self):
        return None


class _PendingRecv(CommHandle):
    """``irecv``'s handle: ``wait()`` waits for the message and writes it into the Tensor."""

    def __init__(self, api, key, src, tensor):
        self._api, self._key, self._src, self.tensor = api, key, src, tensor

    def wait(self):
        if self._key is not None:
            got = _transport.unpack(_transport.take(self._api, self._key, self._src))
            self.tensor.assign_value(Tensor(_matching(self._api, got, self.tensor, self._src)))
            self._key = None


def _handle(async_op):
    return CommHandle() if async_op else None


class _Group(typing.NamedTuple):
    """The ranks a call runs over: ``name``, world ``ranks`` and this process's world rank."""
    name: str
    ranks: tuple
    me: int

    @property
    def size(self):
        return len(self.ranks)

    @property
    def rank(self):
        """This process's rank in the group."""
        return self.ranks.index(self.me)

    def index(self, api, name, rank):
        """The group rank of world rank ``rank`` (an argument ``name`` such as 'src')."""
        if isinstance(rank, bool) or not isinstance(rank, int):
            raise TypeError(f"For '{api}', the {name} must be int, but got {type(rank)}.")
        if rank not in self.ranks:
            raise ValueError(f"For '{api}', '{name}' must be a rank of group {self.name!r} "
                             f"(world ranks {list(self.ranks)}), but got {rank}.")
        return self.ranks.index(rank)


def _group(api, group):
    """The group a call of ``api`` runs over (the one-rank group before ``init()``)."""
    if group is None:
        group = GlobalComm.WORLD_COMM_GROUP
    world = _mesh.world()
    if world is None:
        if not isinstance(group, str):
            raise TypeError(f"For '{api}', the argument 'group' must be type of string, but got "
                            f"'group' type : {type(group)}.")
        return _Group(group, (0,), 0)
    ranks = _ranks(api, group)
    if world.size > 1 and not world.multi_process:
        raise RuntimeError(f"'{api}' needs one process per rank (start the script with msrun): "
                           f"this one process holds all {world.size} ranks as the devices of "
                           "one program, so there is no per-rank Tensor to pass.")
    if world.rank not in ranks:
        raise ValueError(f"For '{api}', rank {world.rank} is not a member of group {group!r} "
                         f"(ranks {list(ranks)}).")
    return _Group(group, tuple(ranks), world.rank)


def _check(api, tensor, group, op=None):
    """Check ``tensor`` and ``op``; the group the call runs over."""
    _check_tensor(api, tensor)
    if op is not None and op not in _REDUCE:
        raise TypeError(f"For '{api}', 'op' must be one of {sorted(_REDUCE)}, but got {op!r}.")
    return _group(api, group)


def _check_tensor(api, tensor, name="tensor"):
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For '{api}', the input '{name}' must be a Tensor, but got "
                        f"{type(tensor)}.")
    if not concrete(tensor):
        raise RuntimeError(f"'{api}' cannot run inside a compiled graph: minicell's data "
                           "parallel step is one global-view program whose collectives XLA "
                           "inserts (see docs/data_parallel.md); call it outside @jit/GRAPH_MODE "
                           "construct, on each rank's own Tensor.")


def _gathered(api, tensor, g):
    """Every group rank's tensor (equal shapes), stacked in group rank order (numpy)."""
    if g.ranks == tuple(range(_mesh.world().size)):     # the world, in world order
        from jax.experimental import multihost_utils
        return np.asarray(multihost_utils.process_allgather(tensor.data_array(), tiled=False))
    return np.stack(_all_arrays(api, tensor.asnumpy(), g))


def _all_arrays(api, array, g):
    """Every group rank's ``array`` (any shapes), in group rank order."""
    blob = _transport.pack(array)
    got = _transport.exchange(api, g.name, g.me, g.ranks, dict.fromkeys(g.ranks, blob))
    return [_transport.unpack(b) for b in got]


def _all_objects(api, obj, g):
    """Every group rank's Python object, in group rank order."""
    blob = _transport.pack_object(obj)
    got = _transport.exchange(api, g.name, g.me, g.ranks, dict.fromkeys(g.ranks, blob))
    return [_transport.unpack_object(b) for b in got]


def _to_each(api, arrays, g):
    """Send ``arrays[i]`` to group rank i; returns what each group rank sent to this one."""
    blobs = {r: _transport.pack(a) for r, a in zip(g.ranks, arrays)}
    return [_transport.unpack(b) for b in _transport.exchange(api, g.name, g.me, g.ranks, blobs)]


def _matching(api, array, like, src):
    if array.shape != tuple(like.shape) or array.dtype != np.dtype(like.asnumpy().dtype):
        raise ValueError(f"For '{api}', rank {src} sent a {array.dtype}{list(array.shape)} "
                         f"tensor, but the receiving tensor is {like.dtype}{list(like.shape)}.")
    return array
