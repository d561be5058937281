"""``mindspore.communication.management``: the world group and named sub-groups of ranks.

MindSpore's ``init()`` starts HCCL/NCCL/MCCL and joins the world group. minicell's ``init()``
forms the group from JAX's devices:

- no launcher (``MS_ROLE`` unset): one group of this process's local devices; ``get_rank()`` is 0
  and ``get_group_size()`` the device count, and a data-parallel step spreads over them.
- under ``msrun`` (``MS_ROLE=MS_WORKER``): ``jax.distributed.initialize`` with the coordinator at
  ``MS_SCHED_HOST:MS_SCHED_PORT``; one device per process, ``get_rank()`` is the process's
  ``RANK_ID``. With ``MS_ROLE=MS_SCHED`` ``init()`` does not return: the process serves until the
  workers finish and exits 0 (``minicell/parallel/_cluster.py`` says how).

Groups made with ``create_group`` name a subset of the world's ranks: ``comm_func``'s collectives
and transfers over such a group run between its members only (``comm_func`` says how); a
data-parallel step's collectives are XLA's, over the world group.

>>> from minicell.communication import init, get_rank, get_group_size, release
>>> init()
>>> get_rank(), get_group_size() >= 1
(0, True)
>>> release()
"""
import jax

from ..parallel import _cluster, _mesh

HCCL_WORLD_COMM_GROUP = "hccl_world_group"
NCCL_WORLD_COMM_GROUP = "nccl_world_group"
MCCL_WORLD_COMM_GROUP = "mccl_world_group"
_WORLD_NAMES = {"hccl": HCCL_WORLD_COMM_GROUP, "nccl": NCCL_WORLD_COMM_GROUP,
                "mccl": MCCL_WORLD_COMM_GROUP}


class GlobalComm:
    """World communication information: ``BACKEND`` ('hccl', 'nccl' or 'mccl'),
    ``WORLD_COMM_GROUP`` (the world group's name), ``INITED``, ``CHECK_ENVS``. minicell sets
    ``BACKEND`` to 'nccl' on GPU and 'mccl' (MindSpore's CPU library) elsewhere, unless
    ``init(backend_name)`` names one."""
    BACKEND = "hccl"
    WORLD_COMM_GROUP = HCCL_WORLD_COMM_GROUP
    INITED = False
    CHECK_ENVS = True


_groups = {}       # name -> tuple of world ranks (create_group)

_NOT_INITED = ("Distributed Communication has not been inited.You can't invoke this interface "
               "yet. Please call `init()` method first.")


def init(backend_name=None):
    """Join the world group (see the module docstring); ``backend_name`` is 'hccl', 'nccl',
    'mccl' or None (the platform's). A second call does nothing."""
    if backend_name is not None and not isinstance(backend_name, str):
        raise TypeError("For 'init', the argument 'backend_name' must be a string, but got the "
                        f"type : {type(backend_name)}")
    if backend_name is not None and backend_name not in _WORLD_NAMES:
        raise RuntimeError("For 'init', the argument 'backend_name' must be one of 'hccl', "
                           f"'nccl' and 'mccl', but got 'backend_name' : {backend_name}")
    if _mesh.world() is not None:
        return
    cluster = _cluster.ClusterEnv.from_environ()
    if cluster is not None and cluster.role == _cluster.ROLE_SCHED:
        _cluster.serve_as_scheduler(cluster)        # does not return
    if cluster is None:
        devices, placement = tuple(jax.local_devices()), {}
    else:
        _cluster.join(cluster)
        firsts = {}         # one device per process, in process order: one rank per device
        for d in jax.devices():
            firsts.setdefault(d.process_index, d)
        devices = tuple(firsts[i] for i in sorted(firsts))
        placement = dict(multi_process=True, local_rank=cluster.device_id or 0,
                         local_size=cluster.local_worker_num)
    backend = backend_name or ("nccl" if devices[0].platform == "gpu" else "mccl")
    _mesh.set_world(_mesh.World(devices, backend, **placement))
    GlobalComm.BACKEND = backend
    GlobalComm.WORLD_COMM_GROUP = _WORLD_NAMES[backend]
    GlobalComm.INITED = True


def release():
    """Leave the world group: ranks and groups are forgotten and a later ``init()`` forms the
    group again. (``jax.distributed`` stays connected: JAX joins a job once per process.)"""
    _mesh.set_world(None)
    _groups.clear()
    GlobalComm.INITED = False


def _check_group(api, group):
    if not isinstance(group, str):
        raise TypeError(f"For '{api}', the argument 'group' must be type of string, but got "
                        f"'group' type : {type(group)}.")


def _ranks(api, group):
    """The world ranks of ``group``; every world group name means the world group."""
    _check_group(api, group)
    world = _mesh.world()
    if world is None:
        raise RuntimeError(_NOT_INITED)
    if group in _WORLD_NAMES.values():
        return tuple(range(world.size))
    if group not in _groups:
        raise ValueError(f"For '{api}', the group {group!r} does not exist: create it with "
                         "create_group(group, rank_ids) first.")
    return _groups[group]


def get_rank(group=GlobalComm.WORLD_COMM_GROUP):
    """This process's rank in ``group`` (0 before ``init()``, as in MindSpore).

    >>> get_rank()
    0
    """
    _check_group("get_rank", group)
    world = _mesh.world()
    if world is None:
        return 0
    ranks = _ranks("get_rank", group)
    if world.rank not in ranks:
        raise ValueError(f"For 'get_rank', rank {world.rank} is not a member of group {group!r} "
                         f"(ranks {list(ranks)}).")
    return ranks.index(world.rank)


def get_group_size(group=GlobalComm.WORLD_COMM_GROUP):
    """How many ranks ``group`` has (1 before ``init()``; after it, without a launcher, the
    number of local devices).

    >>> get_group_size()
    1
    """
    _check_group("get_group_size", group)
    if _mesh.world() is None:
        return 1
    return len(_ranks("get_group_size", group))


def get_local_rank(group=GlobalComm.WORLD_COMM_GROUP):
    """The rank's place among the ranks of its node (``DEVICE_ID`` under msrun)."""
    _check_group("get_local_rank", group)
    world = _mesh.world()
    return 0 if world is None else world.local_rank


def get_local_rank_size(group=GlobalComm.WORLD_COMM_GROUP):
    """How many ranks run on this node (``--local_worker_num`` under msrun; without a launcher
    the one process holds every rank)."""
    _check_group("get_local_rank_size", group)
    world = _mesh.world()
    if world is None:
        return 1
    return world.local_size if world.multi_process else world.size


def get_world_rank_from_group_rank(group, group_rank_id):
    """The world rank of rank ``group_rank_id`` of ``group``."""
    ranks = _ranks("get_world_rank_from_group_rank", group)
    if not isinstance(group_rank_id, int) or not 0 <= group_rank_id < len(ranks):
        raise ValueError(f"For 'get_world_rank_from_group_rank', 'group_rank_id' must be an int "
                         f"in [0, {len(ranks)}), but got {group_rank_id!r}.")
    return ranks[group_rank_id]


def get_group_rank_from_world_rank(world_rank_id, group):
    """The rank in ``group`` of world rank ``world_rank_id``."""
    ranks = _ranks("get_group_rank_from_world_rank", group)
    if world_rank_id not in ranks:
        raise ValueError(f"For 'get_group_rank_from_world_rank', world rank {world_rank_id!r} is "
                         f"not a member of group {group!r} (ranks {list(ranks)}).")
    return ranks.index(world_rank_id)


def create_group(group, rank_ids, options=None):
    """Name a group of world ranks (``rank_ids``: distinct ints, at least one)."""
    _check_group("create_group", group)
    world = _mesh.world()
    if world is None:
        raise RuntimeError(_NOT_INITED)
    if group in _WORLD_NAMES.values():
        raise ValueError(f"For 'create_group', {group!r} is the world group's name.")
    if group in _groups:
        raise ValueError(f"For 'create_group', the group {group!r} already exists.")
    if (not isinstance(rank_ids, (list, tuple)) or not rank_ids or
            any(not isinstance(r, int) or isinstance(r, bool) or not 0 <= r < world.size
                for r in rank_ids) or len(set(rank_ids)) != len(rank_ids)):
        raise ValueError(f"For 'create_group', 'rank_ids' must be a non-empty list of distinct "
                         f"world ranks in [0, {world.size}), but got {rank_ids!r}.")
    _groups[group] = tuple(rank_ids)


def destroy_group(group):
    """Forget a group made by ``create_group`` (the world group cannot be destroyed)."""
    _check_group("destroy_group", group)
    if _mesh.world() is None:
        raise RuntimeError(_NOT_INITED)
    if group in _WORLD_NAMES.values():
        raise ValueError("For 'destroy_group', the world group cannot be destroyed.")
    if _groups.pop(group, None) is None:
        raise ValueError(f"For 'destroy_group', the group {group!r} does not exist.")


def get_process_group_ranks(group=GlobalComm.WORLD_COMM_GROUP):
    """The world ranks of ``group``, as a list."""
    return list(_ranks("get_process_group_ranks", group))


def get_comm_name(group=GlobalComm.WORLD_COMM_GROUP):
    """The communicator's name of ``group``: here the group's own name (there is no HCCL/NCCL
    communicator; XLA's collectives run over the group's devices)."""
    _ranks("get_comm_name", group)
    return group


__all__ = ["GlobalComm", "init", "release", "get_rank", "get_group_size", "get_local_rank",
           "get_local_rank_size", "get_world_rank_from_group_rank",
           "get_group_rank_from_world_rank", "create_group", "destroy_group",
           "get_process_group_ranks", "get_comm_name", "HCCL_WORLD_COMM_GROUP",
           "NCCL_WORLD_COMM_GROUP", "MCCL_WORLD_COMM_GROUP"]
