"""The communication group's devices and the ``jax.sharding.Mesh`` a parallel run compiles for.

MindSpore's ``communication.init()`` joins the process to the world group (HCCL/NCCL) and the
auto-parallel context then says how a network uses it. In minicell the world group is a list of
``jax.Device``s: every local device when there is no launcher, every device of every process
after ``jax.distributed.initialize`` under ``msrun``. A parallel run compiles for a 1-D mesh with
the axis name ``'data'`` over those devices; stand-alone runs compile for no mesh at all (one
device, exactly as before).

>>> current_mesh() is None   # stand_alone
True
"""
import dataclasses

import jax
import numpy as np

from .layout import group_mesh
from ._auto_parallel_context import ParallelMode, bump_generation, device_num_if_set, parallel_mode

DATA_AXIS = "data"


@dataclasses.dataclass(frozen=True)
class World:
    """The world group after ``init()``: its devices in rank order and this process's place.

    One process (no launcher): every local device, and this process is rank 0 of all of them.
    Several processes (``msrun``): one device per process, as in MindSpore (a process drives the
    device ``DEVICE_ID``), so ranks are process indices.
    """
    devices: tuple          # jax.Device, rank order
    backend: str            # 'hccl', 'nccl' or 'mccl': the name MindSpore would report
    multi_process: bool = False   # True when jax.distributed joined several processes
    local_rank: int = 0     # the process's place on its node (msrun's DEVICE_ID)
    local_size: int = 1     # processes on this node (msrun's --local_worker_num)

    @property
    def rank(self):
        return jax.process_index() if self.multi_process else 0

    @property
    def size(self):
        return len(self.devices)


_world = None
_meshes = {}


def set_world(world):
    """Record the world group (``communication.init``) or forget it (``release``: None)."""
    global _world
    _world = world
    _meshes.clear()
    bump_generation()


def world():
    """The world group, or None before ``init()``."""
    return _world


def _mesh_of(devices):
    if parallel_mode() in (ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL):
        return group_mesh(devices)    # the mesh every Layout is expressed on (layout.py)
    if devices not in _meshes:
        _meshes[devices] = jax.sharding.Mesh(np.array(devices, dtype=object), (DATA_AXIS,))
    return _meshes[devices]


def batch_spec(mesh):
    """The PartitionSpec that splits a first axis over all of ``mesh``'s devices."""
    names = mesh.axis_names
    return jax.sharding.PartitionSpec(names[0] if len(names) == 1 else names)


def current_mesh():
    """The 1-D ``Mesh`` (axis ``'data'``) a parallel run compiles for, or None when stand-alone.
    (SEMI_AUTO/AUTO_PARALLEL: ``layout.group_mesh``, the same devices with one axis per prime
    factor of their count, on which every ``Layout`` is expressed.)

    A parallel ``parallel_mode`` without ``communication.init()`` is a ``RuntimeError`` (as in
    MindSpore, where the gradient reducer asks for the group size); a ``device_num`` that the
    user set and that differs from the group's size is a ``ValueError``.
    """
    if parallel_mode() == ParallelMode.STAND_ALONE:
        return None
    if _world is None:
        raise RuntimeError(f"parallel_mode '{parallel_mode()}' needs the communication group: "
                           "call minicell.communication.init() before building or running the "
                           "network (or reset_auto_parallel_context() to run on one device).")
    wanted = device_num_if_set()
    if wanted is not None and wanted != len(_world.devices):
        raise ValueError(f"set_auto_parallel_context(device_num={wanted}) does not match the "
                         f"communication group's {len(_world.devices)} devices; leave device_num "
                         "unset (it defaults to the group size) or set it to the group size.")
    return _mesh_of(_world.devices)


def device_num():
    """How many devices a parallel step is spread over: 1 when stand-alone, as in MindSpore."""
    mesh = current_mesh()
    return 1 if mesh is None else mesh.size
