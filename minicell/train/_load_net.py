"""``load_param_into_net``: validate everything, then write.

MindSpore 2.10 writes each Parameter as it goes, so a shape error half-way leaves the network
half-loaded. Here the whole load is planned first (name matching, shapes, dtype casts); only when
every Parameter is known to load does anything get written.

Name matching is MindSpore's: exact names first; then, unless ``strict_load``, a prefix that the
checkpoint's names carry and the network's lack (``network.fc.weight`` -> ``fc.weight``, as when
a checkpoint saved from a ``WithLossCell`` is loaded into the bare network). Names that still
do not match are reported with the closest checkpoint name, so a typo or a prefix the other way
round is easy to see.
"""
import difflib
import warnings

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor

__all__ = ["load_param_into_net"]

# Within a group, a non-strict load casts (MindSpore's ``_type_convert``); across groups it fails.
_FLOATS = {mstype.float16, mstype.bfloat16, mstype.float32, mstype.float64}
_INTS = {mstype.int8, mstype.int16, mstype.int32, mstype.int64}


def load_param_into_net(net, parameter_dict, strict_load=False, remove_redundancy=False):
    """Load ``parameter_dict`` (name -> Parameter) into ``net``'s Parameters.

    Returns ``(param_not_load, ckpt_not_load)``: the network's Parameter names that got no value
    and the dict's names that matched no Parameter name exactly (one loaded through a prefix
    is listed too, as in 2.10). A shape or dtype mismatch raises ``RuntimeError``
    and leaves ``net`` unchanged. Without ``strict_load``, float<->float and int<->int dtypes are
    cast to the Parameter's dtype and a name prefix on the dict's side is tolerated. A
    Parameter keeps its own name, dtype and ``requires_grad``.

    >>> import minicell as ms, numpy as np
    >>> net = ms.nn.Cell(); net.w = ms.Parameter(ms.Tensor(np.zeros(2, np.float32)), name="w")
    >>> ms.load_param_into_net(net, {"w": ms.Parameter(ms.Tensor([1.0, 2.0]), name="w")})
    ([], [])
    >>> net.w.asnumpy()
    array([1., 2.], dtype=float32)
    """
    _check_args(net, parameter_dict, strict_load, remove_redundancy)
    params = [p for _, p in net.parameters_and_names()]
    source = {p.name: p.name for p in params if p.name in parameter_dict}
    if not strict_load:
        _match_prefixes([p.name for p in params if p.name not in source], parameter_dict, source)

    plan, errors, casts, skipped = [], [], [], set()
    for p in params:
        key = source.get(p.name)
        if key is None:
            continue
        new = parameter_dict[key]
        if not isinstance(new, Tensor):     # a saved str / list (append_dict): 2.10 skips it,
            del source[p.name]              # neither loaded nor listed as not loaded
            skipped.add(p.name)
            continue
        arr = _converted(p, new, strict_load, errors, casts)
        if arr is not None:
            plan.append((p, arr))
    if errors:
        raise RuntimeError(errors[0])     # 2.10's text; nothing was loaded (2.10 too)

    for p, arr in plan:                      # every check passed: now write
        p.set_data(Tensor._from_array(arr))

    # 2.10 lists the dict's names before the prefix pass: a name loaded through a prefix stays
    # in ckpt_not_load (measured: ([], ['network.weight', 'network.bias']) for a bare Dense)
    exact = {name for name, key in source.items() if name == key}
    param_not_load = [p.name for p in params if p.name not in source and p.name not in skipped]
    ckpt_not_load = [k for k in parameter_dict if k not in exact]
    if casts:
        warnings.warn(f"For 'load_param_into_net', {len(casts)} parameter(s) were cast to the "
                      f"network's dtype: {', '.join(casts)}", stacklevel=2)
    if param_not_load:
        _warn_not_loaded(param_not_load, ckpt_not_load, strict_load)
    return param_not_load, ckpt_not_load


def _check_args(net, parameter_dict, strict_load, remove_redundancy):
    from ..common._type_text import class_text
    from ..nn.cell import Cell
    if not isinstance(net, Cell):
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got "
                        f"{type(net)}.")
    if not isinstance(parameter_dict, dict):
        raise TypeError(f"For 'load_param_into_net', the argument 'parameter_dict' should be a "
                        f"dict, but got {type(parameter_dict)}.")
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            raise TypeError(f"For 'parameter_dict', the element in the argument 'parameter_dict' "
                            f"should be a 'str' and 'Parameter' , but got {class_text(key)} "
                            f"and {class_text(value)}.")
    if not isinstance(strict_load, bool):
        raise TypeError(f"The input value must be a bool, but got "
                        f"{type(strict_load).__name__}.")             # 2.10's validator text
    if not isinstance(remove_redundancy, bool):     # 2.10's check_isinstance: a ValueError
        raise ValueError(f"The parameter 'remove_redundancy' must be isinstance of {bool}, but "
                         f"got {remove_redundancy}.")
    if remove_redundancy:
        raise TypeError("The deduplication feature for loading checkpoint can only be used in "
                        "parallel scenarios, but got stand_alone.")


def _match_prefixes(missing, parameter_dict, source):
    """MindSpore's prefix rule: a dict name ``prefix + name`` loads network Parameter ``name``."""
    used = set(source.values())
    tried = set()
    while missing:
        prefix = next((k[:-len(n)] for n in missing for k in parameter_dict
                       if k != n and k.endswith(n) and k not in used
                       and k[:-len(n)] not in tried), None)
        if prefix is None:
            return
        tried.add(prefix)
        hits = [n for n in missing if prefix + n in parameter_dict and prefix + n not in used]
        for n in hits:
            source[n] = prefix + n
            used.add(prefix + n)
        missing = [n for n in missing if n not in hits]
        warnings.warn(f"For 'load_param_into_net', loaded {len(hits)} parameter(s) from names "
                      f"with the prefix '{prefix}' (e.g. '{prefix + hits[0]}' -> '{hits[0]}')",
                      stacklevel=3)


def _converted(p, new, strict_load, errors, casts):
    """The array to write into ``p``, or None after appending the reason to ``errors``."""
    shape, new_shape = tuple(p.shape), tuple(new.shape)
    if new_shape != shape and not (len(new_shape) > len(shape)
                                   and new_shape[:len(shape)] == shape
                                   and all(d == 1 for d in new_shape[len(shape):])):
        errors.append(f"For 'load_param_into_net', {p.name} in the argument 'net' should have the "
                      f"same shape as {p.name} in the argument 'parameter_dict'. But got its shape "
                      f"{shape} in the argument 'net' and shape {new_shape} in the argument "
                      f"'parameter_dict'.May you need to check whether the checkpoint you loaded "
                      f"is correct or the batch size and so on in the 'net' and 'parameter_dict' "
                      f"are same.")
        return None
    dtype, new_dtype = p.dtype, new.dtype
    if dtype != new_dtype:
        same_group = {dtype, new_dtype} <= _FLOATS or {dtype, new_dtype} <= _INTS
        if strict_load or not same_group:
            errors.append(f"For 'load_param_into_net', {p.name} in the argument 'net' should have "
                          f"the same type as {p.name} in the argument 'parameter_dict'. but got "
                          f"its type {dtype} in the argument 'net' and type {new_dtype} in the "
                          f"argument 'parameter_dict'.May you need to check whether the "
                          f"checkpoint you loaded is correct.")
            return None
        casts.append(f"{p.name} ({new_dtype} -> {dtype})")
    arr = new.data_array()
    if new_shape != shape:                  # trailing 1-dims, e.g. (12, 2048, 1, 1) -> (12, 2048)
        arr = arr.reshape(shape)
    return arr.astype(dtype.np_dtype) if dtype != new_dtype else arr


def _closest(name, candidates):
    for k in candidates:                    # a prefix on either side is the likeliest cause
        if k.endswith("." + name) or name.endswith("." + k):
            return k
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.6)
    return close[0] if close else None


def _warn_not_loaded(param_not_load, ckpt_not_load, strict_load):
    parts = []
    for name in param_not_load:
        hint = _closest(name, ckpt_not_load)
        parts.append(f"'{name}'" + (f" (closest name in 'parameter_dict': '{hint}')"
                                    if hint else ""))
    tail = (" strict_load=True disables the prefix matching that would load some of them."
            if strict_load and any(_closest(n, ckpt_not_load) for n in param_not_load) else "")
    warnings.warn(f"For 'load_param_into_net', {len(param_not_load)} parameters in the 'net' are "
                  f"not loaded, because they are not in the 'parameter_dict', please check "
                  f"whether the network structure is consistent when training and loading "
                  f"checkpoint. Not loaded: {', '.join(parts)}.{tail}", stacklevel=3)


def _update_param(param, new_param, strict_load):
    """MindSpore's private helper (zoo code calls it): write ``new_param``'s value into
    ``param`` with ``load_param_into_net``'s checks (``RuntimeError`` for a shape or dtype
    mismatch; without ``strict_load`` a float<->float or int<->int value is cast)."""
    errors = []
    arr = _converted(param, new_param, strict_load, errors, [])
    if errors:
        raise RuntimeError(errors[0])
    param.set_data(Tensor._from_array(arr))


def _load_dismatch_prefix_params(net, parameter_dict, param_not_load, strict_load):
    """MindSpore's private helper (stable diffusion's ``load_param_into_net_with_filter`` calls
    it): load the Parameters named in ``param_not_load`` from dict names that carry an extra
    prefix (``model.`` + name), removing each loaded name from ``param_not_load`` in place."""
    source = {}
    _match_prefixes(list(param_not_load), parameter_dict, source)
    for _, param in net.parameters_and_names():
        if param.name in source and param.name in param_not_load:
            _update_param(param, parameter_dict[source[param.name]], strict_load)
            param_not_load.remove(param.name)
