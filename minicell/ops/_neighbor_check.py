"""``NeighborExchange``'s attribute and input checks, as MindSpore 2.10 makes them: when the
Primitive is called (2.10 checks while compiling the graph that calls it), not when it is made,
with its exception types and texts (attributes: TypeError, their sizes: ValueError, the inputs:
RuntimeError).

>>> check_attrs({"send_rank_ids": (0,), "recv_rank_ids": [1], "send_shapes": ([2],),
...              "recv_shapes": ([2],), "recv_type": None, "group": "g"})
Traceback (most recent call last):
TypeError: For 'NeighborExchange', attr 'send_rank_ids' must be a list[int, int, ...].
"""
from ..common.dtype import Type

_P = "For 'NeighborExchange', "


def _int_list(value):
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value)


def _address(value):
    """2.10 shows an object it cannot read as its address."""
    return f"{id(value):#x}"


def check_attrs(attrs):
    """The attributes of a ``NeighborExchange``; returns the rank and shape lists."""
    for name in ("send_rank_ids", "recv_rank_ids"):
        if not _int_list(attrs[name]):
            raise TypeError(f"{_P}attr '{name}' must be a list[int, int, ...].")
    for name in ("send_shapes", "recv_shapes"):
        shapes = attrs[name]
        if not isinstance(shapes, tuple) or not all(isinstance(s, (list, tuple)) for s in shapes):
            raise TypeError(f"{_P}attr '{name}' must be a tuple(list, list, ...).")
        for shape in shapes:
            if not all(isinstance(d, int) and not isinstance(d, bool) for d in shape):
                bad = next(d for d in shape if not isinstance(d, int) or isinstance(d, bool))
                shown, kind = (f"{bad:g}", "FP32Imm") if isinstance(bad, float) else (
                    bad, type(bad).__name__)
                raise RuntimeError(f"Cast failed, original value: {shown}, type: {kind}")
    if not isinstance(attrs["recv_type"], Type):
        raise TypeError(f"{_P}attr 'recv_type' must be a mindspore data type, but got: "
                        f"{_address(attrs['recv_type'])}.")
    if not isinstance(attrs["group"], str):
        raise TypeError(f"{_P}attr 'group' must be a str, but got: {_address(attrs['group'])}.")
    for kind in ("recv", "send"):
        shapes, ranks = attrs[f"{kind}_shapes"], attrs[f"{kind}_rank_ids"]
        if len(shapes) != len(ranks):
            raise ValueError(f"{_P}attr '{kind}_shapes' size must be equal to attr  "
                             f"'{kind}_rank_ids' size, but got attr '{kind}_shapes' size: "
                             f"{len(shapes)}, attr '{kind}_rank_ids' size: {len(ranks)}")


def check_inputs(attrs, inputs):
    """The input Tensors against ``send_shapes`` (their number, then each shape)."""
    shapes = attrs["send_shapes"]
    if len(inputs) != len(shapes):
        raise RuntimeError(f"{_P}input tuple size must be equal to attr 'send_shapes' size, but "
                           f"got input tuple size: {len(inputs)}, attr 'send_shapes' size: "
                           f"{len(shapes)}.")
    for i, (tensor, shape) in enumerate(zip(inputs, shapes)):
        got = list(getattr(tensor, "shape", ()))
        if got != list(shape):
            raise RuntimeError(f"{_P}input[{i}] shape must be equal to attr shape, but got "
                               f"input[{i}] shape: [{','.join(map(str, got))}], attr shape : "
                               f"[{','.join(map(str, shape))}].")
