"""MindSpore 2.10's signatures of the Tensor methods whose calls it matches against several
(or no-argument) C++ signatures in both modes, for the methods minicell implements with one
Python function: a call refused with a TypeError is 2.10's 'Failed calling' listing
(``method_listings``). Each entry: the method's name in 2.10's op-by-op text (an alias prints
its primary's: ``arccos`` -> ``acos``) and its signatures as its graph lists them, in its order
(the op-by-op listing sorts and spells the types out, ``overloads.Overload.text``).

Measured, not written by hand: ``x.m(bogus=1)`` for every Tensor method, in a ``@jit``
function and op by op, on 2.10 CPU (/tmp/s70/bad53/w/k1.py); the entries are its listings
parsed (the op-by-op spellings checked against the graph's).
"""

SIGS = {
    "acos": ("acos", ("",)),
    "acosh": ("acosh", ("",)),
    "add_": ("add_", ("other=<Tensor>, *, alpha=<number>", "other=<number>, *, alpha=<number>")),
    "addbmm": ("addbmm", (
        "batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>",
        "batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>",
    )),
    "addcdiv": ("addcdiv", (
        "tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>",
        "tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>",
    )),
    "addmm": ("addmm", ("mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>",)),
    "addmv": ("addmv", (
        "mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>",
        "mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>",
    )),
    "arccos": ("acos", ("",)),
    "arccosh": ("acosh", ("",)),
    "arcsin": ("asin", ("",)),
    "arcsinh": ("asinh", ("",)),
    "arctan": ("atan", ("",)),
    "arctan2": ("atan2", ("other=<number,Tensor>",)),
    "argmax": ("argmax", ("axis=<int>, keepdims=<bool>", "dim=<int,None>, keepdim=<bool>")),
    "argmin": ("argmin", ("dim=<int,None>, keepdim=<bool>", "axis=<int,None>, keepdims=<bool>")),
    "asin": ("asin", ("",)),
    "asinh": ("asinh", ("",)),
    "atan": ("atan", ("",)),
    "atan2": ("atan2", ("other=<number,Tensor>",)),
    "baddbmm": ("baddbmm", (
        "batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>",
        "batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>",
    )),
    "bincount": ("bincount", ("weights=<Tensor,None>, minlength=<int,Tensor>",)),
    "bitwise_and": ("bitwise_and", ("other=<Tensor>", "other=<number>")),
    "bitwise_or": ("bitwise_or", ("other=<Tensor>", "other=<number>")),
    "bitwise_xor": ("bitwise_xor", ("other=<Tensor>", "other=<number>")),
    "div_": ("div_", (
        "other=<Tensor>",
        "other=<number>",
        "other=<Tensor>, rounding_mode=<str,None>",
        "other=<number>, rounding_mode=<str,None>",
    )),
    "divide": ("div", (
        "other=<number>",
        "other=<number,Tensor>",
        "other=<number>, *, rounding_mode=<str,None>",
        "other=<number,Tensor>, *, rounding_mode=<str,None>",
    )),
    "dot": ("dot", ("other=<Tensor>",)),
    "eq": ("eq", ("other=<number>", "other=<number,Tensor>")),
    "expand_as": ("expand_as", ("other=<Tensor>", "x=<Tensor>")),
    "fill_": ("fill_", ("value=<Tensor>", "value=<number>")),
    "flatten": ("flatten", (
        "start_dim=<int>, end_dim=<int>",
        "order=<str>, start_dim=<int>, end_dim=<int>",
    )),
    "floor_divide": ("floor_divide", ("other=<number>", "other=<number,Tensor>")),
    "floor_divide_": ("floor_divide_", ("other=<Tensor>", "other=<number>")),
    "fmod": ("fmod", ("other=<Tensor>", "other=<number>", "other=<number,Tensor>")),
    "frac": ("frac", ("",)),
    "ge": ("greater_equal", ("other=<number>", "other=<number,Tensor>")),
    "greater_equal": ("greater_equal", ("other=<number>", "other=<number,Tensor>")),
    "histc": ("histc", ("bins=<int,Tensor>, min=<number,Tensor>, max=<number,Tensor>",)),
    "imag": ("imag", ("",)),
    "index_fill_": ("index_fill_", (
        "dim=<int>, index=<Tensor>, value=<Tensor>",
        "dim=<int>, index=<Tensor>, value=<number>",
    )),
    "inverse": ("inverse", ("",)),
    "isclose": ("isclose", (
        "other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>",
        "x2=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>",
    )),
    "isneginf": ("isneginf", ("",)),
    "lerp": ("lerp", ("end=<Tensor>, weight=<float,Tensor>", "end=<Tensor>, weight=<float>")),
    "less": ("less", ("other=<number>", "other=<number,bool,Tensor>")),
    "log10": ("log10", ("",)),
    "log2": ("log2", ("",)),
    "logaddexp": ("logaddexp", ("other=<Tensor>",)),
    "logaddexp2": ("logaddexp2", ("other=<Tensor>",)),
    "logical_and": ("logical_and", ("y=<bool,Tensor>", "other=<bool,Tensor>")),
    "logical_or": ("logical_or", ("y=<bool,Tensor>", "other=<bool,Tensor>")),
    "logsumexp": ("logsumexp", ("dim=<int,Tuple,List>, keepdim=<bool>",)),
    "lt": ("less", ("other=<number>", "other=<number,bool,Tensor>")),
    "masked_fill": ("masked_fill", (
        "mask=<Tensor>, value=<number>",
        "mask=<Tensor>, value=<number,Tensor>",
    )),
    "masked_fill_": ("masked_fill_", (
        "mask=<Tensor>, value=<Tensor>",
        "mask=<Tensor>, value=<number>",
    )),
    "matmul": ("matmul", ("other=<Tensor>", "tensor2=<Tensor>")),
    "mm": ("mm", ("mat2=<Tensor>",)),
    "mul": ("mul", ("other=<number>", "other=<number,Tensor>", "other=<any,Tensor>")),
    "mul_": ("mul_", ("other=<Tensor>", "other=<number>")),
    "nansum": ("nansum", (
        "dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstype,int,None>",
        "axis=<int,Tuple,None,List>, keepdims=<bool>, *, dtype=<mstype,int,None>",
    )),
    "narrow": ("narrow", (
        "dim=<int>, start=<int,Tensor>, length=<int>",
        "axis=<int>, start=<int,Tensor>, length=<int>",
    )),
    "outer": ("outer", ("vec2=<Tensor>",)),
    "permute": ("permute", ("dims=<Tuple,List>", "axis=<int,Tuple,None,List>")),
    "pow": ("pow", ("exponent=<number>", "exponent=<number,Tensor>")),
    "real": ("real", ("",)),
    "remainder_": ("remainder_", ("other=<Tensor>", "other=<number>")),
    "scatter": ("scatter", (
        "dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>",
        "dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>",
        "axis=<int>, index=<Tensor>, src=<float,Tensor>",
    )),
    "scatter_": ("scatter_", (
        "dim=<int,Tensor>, index=<Tensor>, src=<Tensor>",
        "dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>",
        "dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>",
        "dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, reduce=<str>",
    )),
    "set_": ("set_", ("source=<Storage>", "source=<Tensor>")),
    "squeeze": ("squeeze", ("axis=<int,Tuple,List>", "axis=<int,Tuple,None,List>")),
    "t": ("t", ("",)),
    "tile": ("tile", ("dims=<Tuple,Tensor>", "reps=<Tuple,Tensor>")),
    "to": ("to", (
        "device=<str,None>, dtype=<mstype,int,None>, non_blocking=<bool>, copy=<bool>",
        "dtype=<mstype,int,None>, non_blocking=<bool>, copy=<bool>",
        "other=<Tensor>, non_blocking=<bool>, copy=<bool>",
    )),
    "topk": ("topk", (
        "k=<int>, dim=<int>, largest=<bool>, sorted=<bool>",
        "k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>",
    )),
    "type_as": ("type_as", ("other=<Tensor>",)),
    "unbind": ("unbind", ("dim=<int>",)),
    "unsqueeze": ("unsqueeze", ("axis=<int,Tensor>", "dim=<int,Tensor>")),
    "view": ("view", ("shape=<Tuple,Tensor,List>", "dtype=<mstype,int>")),
    "view_as": ("view_as", ("other=<Tensor>",)),
    "where": ("where", (
        "condition=<Tensor>, other=<number,Tensor>",
        "condition=<Tensor>, y=<number,Tensor>",
    )),
    "xlogy": ("xlogy", ("other=<Tensor>", "other=<number>", "other=<number,Tensor>")),
}
