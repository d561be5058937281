"""``mindspore.ops._utils.utils``: shape helpers MindSpore's op definitions and bprops share
(custom Primitives' ``infer_shape`` and bprops in user and test code import them)."""


def get_broadcast_shape(x_shape, y_shape, prim_name, arg_name1="x", arg_name2="y"):
    """The broadcast of two shapes (lists), numpy's rule with MindSpore's dynamic dims: -1 (a
    dimension unknown until run time) and ``[-2]`` (rank unknown). ValueError (2.10's text)
    when two known dimensions differ and neither is 1.

    >>> get_broadcast_shape([4, 1, 3], [5, 1], "Add")
    [4, 5, 3]
    """
    if x_shape == y_shape:
        return x_shape
    for shape in (x_shape, y_shape):
        if -2 in shape and len(shape) != 1:
            raise ValueError(f"'shape' should have only one -2 or no -2 at all but got ({shape}).")
    if -2 in x_shape or -2 in y_shape:
        return [-2]
    n = min(len(x_shape), len(y_shape))
    back = []
    for i in range(-n, 0):
        a, b = x_shape[i], y_shape[i]
        if a == 1 or b == 1:
            back.append(b if a == 1 else a)
        elif a == b or -1 in (a, b):
            back.append(max(a, b) if a != b else a)   # a known dim wins over -1
        else:
            raise ValueError(
                f"For '{prim_name}', {arg_name1}.shape and {arg_name2}.shape need to broadcast. "
                f"The value of {arg_name1}.shape[{i}] or {arg_name2}.shape[{i}] must be 1 or -1 "
                f"when they are not the same, but got {arg_name1}.shape = {x_shape} and "
                f"{arg_name2}.shape = {y_shape}.")
    longer = x_shape if len(x_shape) > len(y_shape) else y_shape
    return list(longer[:len(longer) - n]) + back


def kernel_broadcast_shape(x_shape, y_shape, op_name, x_name="x", y_name="y"):
    """The broadcast of two known shapes as 2.10's C++ shape inference checks it, with its text
    (its positions count the shorter shape's dims from each shape's length)."""
    x_shape, y_shape = list(x_shape), list(y_shape)
    longer, shorter = (x_shape, y_shape) if len(x_shape) > len(y_shape) else (y_shape, x_shape)
    miss = len(longer) - len(shorter)
    for i, b in enumerate(shorter):
        a = longer[miss + i]
        if a != b and a != 1 and b != 1:
            raise ValueError(
                f"For '{op_name}', {x_name}.shape and {y_name}.shape need to broadcast. The "
                f"value of {x_name}.shape[{len(x_shape) + i}] or {y_name}.shape"
                f"[{len(y_shape) + i}] must be 1 or -1 when they are not the same, but got "
                f"{x_name}.shape = {x_shape} and {y_name}.shape = {y_shape}")
    return list(longer[:miss]) + [b if a == 1 else a for a, b in zip(longer[miss:], shorter)]


def dim_not_equal(dim1, dim2):
    """Two dimensions that are both known (>= 0) and differ."""
    return dim1 != dim2 and dim1 >= 0 and dim2 >= 0


def get_1d_shape(in_shape):
    """The shape of ``in_shape`` flattened: ``(product,)``."""
    size = 1
    for d in in_shape:
        size *= d
    return (size,)


def generate_shape_index(out_shape, indices_shape, axis, batch_dims=0):
    """The permutation that moves the axes a gather at ``axis`` with ``indices_shape`` put in
    front of the output (after ``batch_dims``) back where they came from: the transpose a
    Gather's bprop applies.

    >>> generate_shape_index((2, 3, 4), (3,), 1)
    (1, 0, 2)
    """
    out_rank, ind_rank = len(out_shape), len(indices_shape)
    if axis < 0:
        axis += out_rank - ind_rank + 1
    gathered = tuple(range(axis, axis + ind_rank - batch_dims))
    index = tuple(range(out_rank))
    return (index[:batch_dims] + gathered + index[batch_dims:axis] +
            index[axis + ind_rank - batch_dims:])


def ms_arrange(x):
    """``list(range(x))``."""
    return list(range(x))
