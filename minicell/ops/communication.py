"""``mindspore.ops.communication``: MindSpore's distributed functions in one namespace, the
same objects as ``ops.all_reduce`` & co. (``minicell/ops/comm_func.py``), plus ``gather`` and
``scatter``, which ``ops`` itself spells for its indexing ops.

>>> from minicell.ops.communication import all_reduce, set_comm_ops_inplace
>>> all_reduce is __import__("minicell").ops.all_reduce
True
"""
from .comm_func import (  # noqa: F401
    P2POp, all_gather, all_gather_into_tensor, all_gather_into_tensor_uneven,
    all_gather_object, all_reduce, all_to_all, all_to_all_single, all_to_all_v_c, barrier,
    batch_isend_irecv, broadcast, broadcast_object_list, destroy_process_group, gather,
    gather_into_tensor, gather_object, get_backend, get_global_rank, get_group_rank,
    get_process_group_ranks, get_rank, get_world_size, init_process_group, irecv, is_available,
    is_initialized, isend, new_group, recv, recv_object_list, reduce, reduce_scatter,
    reduce_scatter_tensor, reduce_scatter_tensor_uneven, scatter, scatter_object_list,
    scatter_tensor, send, send_object_list, set_comm_ops_inplace,
)
from .comm_func import __all__  # noqa: F401
from ..common.unsupported import install as _install_unsupported

_install_unsupported(__name__, "mindspore.ops.communication")
