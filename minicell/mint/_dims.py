"""mint's dim helpers and ``narrow``, with 2.10's texts (its Narrow, Concat, StackExt ...
checks differ from ``minicell.ops``'s)."""
from ..common.tensor import Tensor
from ..ops._arg_checks import dim_range_check
from ..ops._util import ms_type_name


def narrow(input, dim, start, length):
    """``length`` elements of ``dim`` from ``start`` (which may count from the end): 2.10's
    Narrow, whose checks and texts differ from ``ops.narrow``'s."""
    shape = tuple(input.shape)
    dim_range_check(dim, len(shape))
    size = shape[dim]
    if not -size <= start <= size:
        raise ValueError(f"For primitive [Narrow]: start value error, start: {start}, start "
                         f"should be in [{-size}, {size}].")
    start = start + size if start < 0 else start
    if start + length > size:
        raise ValueError(f"For 'Narrow', start ({start}), + length ({length}) exceeds dimension "
                         f"size ({size}).")
    return input[(slice(None),) * (dim % len(shape)) + (slice(start, start + length),)]


def dim_size(input, dim):
    """``input``'s size along an int ``dim`` in range, else None."""
    shape = getattr(input, "shape", None)
    if shape is None or not isinstance(dim, int) or not -len(shape) <= dim < len(shape):
        return None
    return shape[dim]


def first_rank(tensors):
    """The rank of the first Tensor of a non-empty sequence, else None."""
    ok = isinstance(tensors, (list, tuple)) and tensors and isinstance(tensors[0], Tensor)
    return len(tensors[0].shape) if ok else None


def check_softmax_dim(dim):
    """2.10 mint softmax's TypeError for a ``dim`` that is not an int (None: implicit)."""
    if dim is not None and not isinstance(dim, int):
        raise TypeError(f" the type of 'dim' must be 'int', but got '{dim}' with type "
                        f"'{type(dim).__name__}'.")


def check_topk_dim(input, dim):
    """2.10's TopkExt text for a ``dim`` out of range (measured: [-1,1) for a 1-d input);
    ``dim_size(input, dim)``."""
    nd = max(len(input.shape), 1) if isinstance(input, Tensor) else None
    if nd is not None and isinstance(dim, int) and not -nd <= dim < nd:
        raise ValueError(f"For primitive[TopkExt], the dim must be in [{-nd},{nd}), but got "
                         f"{dim}.")
    return dim_size(input, dim)


def check_argsort_dim(input, dim, descending, stable):
    """2.10's ArgSort parser: a ``dim`` that is no int (measured: a float)."""
    if isinstance(dim, (float, str)):
        raise TypeError(f'Failed calling ArgSort with "ArgSort()(input={ms_type_name(input)}, '
                        f'dim={ms_type_name(dim)}, descending={ms_type_name(descending)}, '
                        f'stable={ms_type_name(stable)})".\nThe valid calling should be: \n'
                        f'"ArgSort()(input=<Tensor>, dim=<int>, descending=<bool>, '
                        f'stable=<bool>)".')
