"""MindSpore 2.10's name in Python's own argument errors of the Tensor methods it writes in
Python: ``t.astype(type=ms.int32)`` is "Tensor.astype() got an unexpected keyword argument
'type'" (measured for every method of ``_PY_METHODS`` with a keyword it lacks, 2.10 CPU,
bad_input_rows51_kw). The method is built (``method_texts``) over a copy of its function (the
same code, defaults, closure and attributes) whose ``__qualname__``, which Python's text
quotes, is ``Tensor.<name>``: a call costs nothing more, and the ``ops`` / ``mint`` /
``numpy`` spellings or other methods sharing the function keep their own texts.

>>> import minicell as ms
>>> try:
...     ms.Tensor([1.0]).astype(type=ms.int32)
... except TypeError as e:
...     print(e)
Tensor.astype() got an unexpected keyword argument 'type'
"""
import inspect
import types

# the public methods 2.10's Tensor defines in Python (their __qualname__ is 'Tensor.<name>')
_PY_METHODS = (
    "addcmul", "addmm_", "addr", "adjoint", "amax", "amin", "aminmax", "angle",
    "approximate_equal", "argmax_with_value", "argmin_with_value", "argwhere", "asnumpy",
    "assign_value", "astype", "bernoulli", "bernoulli_", "bfloat16", "bitwise_left_shift",
    "bitwise_right_shift", "bmm", "bool", "byte", "cauchy", "cholesky", "cholesky_inverse",
    "cholesky_solve", "choose", "clamp_", "col2im", "conj", "contiguous", "copy", "copysign",
    "cov", "cross", "cummax", "cummin", "cumprod", "data_ptr", "deg2rad", "delete_", "det",
    "diagflat", "diagonal", "diagonal_scatter", "diff", "digamma", "double", "dsplit",
    "eigvals", "equal", "erfinv", "erfinv_", "expand", "expand_dims", "exponential_", "fill",
    "fill_diagonal", "fills", "flip", "fliplr", "flipud", "float", "float_power", "floor_",
    "flush_from_cache", "fmax", "fmin", "fold", "gather_elements", "gather_nd", "geqrf", "ger",
    "get_bytes", "half", "heaviside", "hsplit", "hypot", "i0", "igamma", "igammac",
    "index_add_", "index_fill", "index_put", "index_put_", "init_data", "inner",
    "inplace_update", "int", "inv", "invert", "is_contiguous", "is_floating_point", "isnan",
    "isposinf", "isreal", "item", "itemset", "lcm", "ldexp", "lgamma", "log_matrix_determinant",
    "log_normal", "logcumsumexp", "logdet", "logit", "long", "lstsq", "lu_solve",
    "matrix_determinant", "matrix_power", "move_to", "moveaxis", "movedim", "msort",
    "multinomial", "multiply", "mvlgamma", "nanmean", "nanmedian", "nanquantile", "ndimension",
    "nelement", "nextafter", "nonzero", "norm", "normal_", "numel", "numpy", "orgqr", "ormqr",
    "positive", "ptp", "qr", "quantile", "rad2deg", "random_", "random_categorical", "ravel",
    "register_hook", "renorm", "reshape_as", "resize", "reverse", "reverse_sequence", "rot90",
    "scatter_add_", "scatter_div", "scatter_max", "scatter_min", "scatter_mul", "scatter_sub",
    "searchsorted", "select_scatter", "set_const_arg", "sgn", "short", "sign", "sign_",
    "signbit", "slice_scatter", "slogdet", "soft_shrink", "softmax", "storage_offset", "stride",
    "sum_to_size", "svd", "swapaxes", "swapdims", "tanh_", "tensor_split", "to_", "to_coo",
    "to_csr", "tolist", "top_k", "trace", "triangular_solve", "type", "type_as", "unfold",
    "uniform", "uniform_", "unique_consecutive", "unique_with_pad", "unsorted_segment_max",
    "unsorted_segment_min", "unsorted_segment_prod", "value", "vsplit", "xdivy", "zero_")


_PASSES = inspect.CO_VARARGS | inspect.CO_VARKEYWORDS


def _copy(fn, closure, qualname):
    new = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, closure)
    new.__kwdefaults__ = fn.__kwdefaults__
    new.__dict__.update(fn.__dict__)
    new.__doc__, new.__module__ = fn.__doc__, fn.__module__
    new.__qualname__ = qualname
    return new


def _contents(cell):
    try:
        return cell.cell_contents
    except ValueError:          # an empty cell
        return None


def _passed_on(fn, qualname):
    """``fn``'s closure; for a wrapper passing every argument on (``*args, **kwargs``: an
    in-place method, an amp cast) to the function ``fn`` it closes over, whose argument errors
    are then the ones Python raises, with that function renamed (``t.tanh_(zzz=1)``)."""
    code, cells = fn.__code__, fn.__closure__
    if code.co_flags & _PASSES != _PASSES or "fn" not in code.co_freevars:
        return cells
    at = code.co_freevars.index("fn")
    target = _renamed(_contents(cells[at]), qualname)
    if target is None:
        return cells
    return cells[:at] + (types.CellType(target),) + cells[at + 1:]


def _renamed(fn, qualname):
    """A copy of ``fn`` named ``qualname``; for a wrapper (``__wrapped__``: the op table's,
    giving 2.10's parameter names), a copy of it over a renamed copy of the function
    it wraps, whose argument errors are the ones Python raises. None: not a plain function."""
    if type(fn) is not types.FunctionType:
        return None
    inner = fn.__dict__.get("__wrapped__")
    if inner is None:
        return _copy(fn, _passed_on(fn, qualname), qualname)
    cells = fn.__closure__ or ()
    new_inner = _renamed(inner, qualname)
    if new_inner is None or not any(_contents(c) is inner for c in cells):
        return None
    new = _copy(fn, tuple(types.CellType(new_inner) if _contents(c) is inner else c
                          for c in cells), qualname)
    new.__wrapped__ = new_inner
    return new


NAMES = _PY_METHODS
_QUALIFIED = frozenset(_PY_METHODS)


def renamed(name, fn):
    """A copy of the Tensor method ``name``'s function ``fn`` named as 2.10 names it, or None
    (a method 2.10 does not write in Python, or not a plain function): ``method_texts`` builds
    the method's wrappers over it."""
    return _renamed(fn, f"Tensor.{name}") if name in _QUALIFIED else None
