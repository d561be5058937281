"""The private helpers of MindSpore's ``mindspore.parallel._parallel_serialization`` that its
tests and checkpoint tools call.

>>> _get_param_list_when_first_dim_sharded([2, 2], 1, 0)
[0, 1]
"""
from .strategy import build_searched_strategy as _build_searched_strategy  # noqa: F401
from .strategy import restore_group_info_list as _restore_group_info_list  # noqa: F401


def _get_param_list_when_first_dim_sharded(device_arrangement, first_dim_sharded_device_index,
                                           rank):
    """The ranks among which the optimizer shards a Parameter whose first dimension another
    kind of parallelism already cuts along device-matrix axis ``first_dim_sharded_device_index``
    (counted from the right).

    Only a cut along the leftmost axis keeps contiguous blocks of ranks apart: then ``rank``
    shares with the ranks of its own block (the devices divided by that axis' size); along
    any other axis every rank takes part.
    """
    total = 1
    for size in device_arrangement:
        total *= size
    if first_dim_sharded_device_index != len(device_arrangement) - 1:
        return list(range(total))
    block = total // device_arrangement[0]
    start = rank - rank % block
    return list(range(start, start + block))
