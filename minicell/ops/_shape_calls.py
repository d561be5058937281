"""2.10's 'Failed calling' texts of the functional spellings whose shape check is their
Primitive's (``_util.norm_shape``'s refusals)."""

# the functional spellings sharing the shape check of their Primitive (``ops.reshape``,
# ``ops.broadcast_to``, ``ops.flip``, ``Tensor.flip``: ``_util.norm_shape``'s refusals) raise
# 2.10's call text (measured: ``ops.reshape(h, None)`` is 'Failed calling Reshape with
# "Reshape()(input=Tensor, shape=None)".', ``ops.flip(h, 1.5)`` 'ReverseV2(axis=float)')
_SHAPE_CALLS = {
    "Reshape": ("Reshape()(input=Tensor, shape={})",
                "Reshape()(input=<Tensor>, shape=<list of int, Tensor, tuple of int>)"),
    "BroadcastTo": ("BroadcastTo(shape={})(input=Tensor)",
                    "BroadcastTo(shape=<list of int, Tensor, tuple of int>)(input=<Tensor>)"),
    # ops.ones(None) / ops.zeros(None) (measured, both modes)
    "Ones": ("Ones()(shape={}, dtype=mindspore.dtype)",
             "Ones()(shape=<list of int, int, Tensor, tuple of int>, dtype=<mindspore.dtype>)"),
    "Zeros": ("Zeros()(size={}, dtype=mindspore.dtype)",
              "Zeros()(size=<list of int, int, Tensor, tuple of int>, dtype=<mindspore.dtype>)"),
    # ops.tile(h, (1.5,)) (measured)
    "Tile": ("Tile()(input=Tensor, dims={})",
             "Tile()(input=<Tensor>, dims=<Tensor, tuple of int>)"),
    "flip": ("ReverseV2(axis={})(input=Tensor)",
             "ReverseV2(axis=<list of int, tuple of int>)(input=<Tensor>)"),
}


def shape_error(op, shown):
    """2.10's TypeError for a shape refused by ``op``'s shape check (``shown``: the shape's
    type as MindSpore names it, ``_util.ms_type_name``), or None where ``op`` has no call text
    here (the caller's own text then)."""
    if op not in _SHAPE_CALLS:
        return None
    call, valid = _SHAPE_CALLS[op]
    call = call.format(shown)
    return TypeError(f'Failed calling {call.split("(")[0]} with "{call}".\nThe valid calling '
                     f'should be: \n"{valid}".')
