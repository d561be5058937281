"""``parameter_broadcast``: make every rank's copy of the Parameters equal to one rank's.

MindSpore: for the Parameters named in ``layout`` (``Cell.parameter_layout_dict`` or a strategy
file), the ranks holding the same slice (the data-parallel replicas) are made equal to the
first of them (``initial_rank``'s stage), after differently seeded initialisations; nothing
happens without a layout or on one device.

minicell: one process holds one global array per Parameter, so its devices cannot disagree and
the call returns at once. Under ``msrun`` (several processes) each process keeps its own copy of
a replicated Parameter; those named in ``layout`` are replaced by rank ``initial_rank``'s value
(``comm_func.broadcast``; every rank must call, as in MindSpore). A Parameter cut over the
processes by a layout is one global array already and is left alone.
"""
__all__ = ["parameter_broadcast"]


def _check_rank_arg(name, value):
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"For parameter broadcast, '{name}' must be a non-negative int, but got "
                         f"{value!r}.")


def parameter_broadcast(net, layout, cur_rank=0, initial_rank=0):
    """Broadcast the Parameters named in ``layout`` from rank ``initial_rank`` (see the module
    doc); ``cur_rank`` must be this process's rank.

    >>> import minicell as ms
    >>> net = ms.nn.Dense(2, 2)
    >>> parameter_broadcast(net, {"weight": None}) is None      # one process: nothing to do
    True
    """
    from ..communication import comm_func
    from ..communication.management import get_group_size, get_rank
    from ..nn.cell import Cell
    if not isinstance(net, Cell):
        raise TypeError(f"For parameter broadcast, 'net' must be a Cell, but got "
                        f"{type(net).__name__}.")
    if layout and not isinstance(layout, dict):
        raise TypeError(f"For parameter broadcast, 'layout' must be a dict, but got "
                        f"{type(layout).__name__}.")
    _check_rank_arg("cur_rank", cur_rank)
    _check_rank_arg("initial_rank", initial_rank)
    params = {p.name: p for p in net.get_parameters()}
    missing = [name for name in (layout or {}) if name not in params]
    if missing:
        raise ValueError(f"For parameter broadcast, the param: {missing[0]} can not be found.")
    if not layout:
        return
    try:
        size = get_group_size()
    except RuntimeError:           # no init(): one process, one device
        return
    if size <= 1:
        return
    from . import _mesh
    world = _mesh.world()
    if world is None or not world.multi_process:
        return                     # one process: one global array per Parameter
    if cur_rank != get_rank():
        raise ValueError(f"For parameter broadcast, cur_rank {cur_rank} is not the rank id of the "
                         f"current rank {get_rank()}.")
    if initial_rank >= size:
        raise ValueError(f"For parameter broadcast, initial_rank {initial_rank} must be smaller "
                         f"than the group size {size}.")
    for name in layout:
        p = params[name]
        if p.data_array().is_fully_addressable:        # this process's own copy
            p.set_data(comm_func.broadcast(p, src=initial_rank))
