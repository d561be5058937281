"""``mindspore.ops.function.comm_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from ._fill import fill

NAMES = """
    TCPStore init_process_group destroy_process_group get_rank get_world_size new_group
    get_backend get_global_rank get_process_group_ranks get_group_rank all_reduce
    all_gather_into_tensor all_gather_into_tensor_uneven all_to_all all_to_all_single
    reduce_scatter_tensor reduce_scatter_tensor_uneven isend irecv send recv gather scatter
    all_gather reduce_scatter barrier broadcast reduce P2POp batch_isend_irecv send_object_list
    recv_object_list all_gather_object broadcast_object_list gather_object scatter_object_list
    is_available is_initialized gather_into_tensor scatter_tensor set_comm_ops_inplace
    all_to_all_v_c
"""

fill(__name__, NAMES)
