"""Argument checks shared by the optimizers (MindSpore's exception types)."""
from ... import _checkparam as _validator
from ...common.tensor import Tensor
from ...runtime.checks import GradientsTypeError, ShapeMismatchError


def check_float(v, name, cls, low=None, high=None, low_open=False, high_open=False):
    """``v``, a float inside the given bounds, else MindSpore's errors (an int is a
    TypeError)."""
    if not isinstance(v, float):        # an int too, as MindSpore's validator
        raise TypeError(f"For '{cls}', the type of '{name}' should be 'float', but got type "
                        f"'{type(v).__name__}'.")
    v = float(v)
    if low is not None and (v <= low if low_open else v < low) or \
            high is not None and (v >= high if high_open else v > high):
        if high is None and low == 0:   # 2.10's check_(non_negative|positive)_float text
            raise ValueError(f"For '{cls}', the '{name}' must be float and must "
                             f"{'>' if low_open else '>='} 0, but got '{v}' with type 'float'.")
        lo = "(" if low_open else "["
        hi = ")" if high_open else "]"
        if low is not None and high is not None:    # 2.10's check_float_range (measured: rho)
            raise ValueError(f"For '{cls}', the '{name}' must be in range of {lo}{low}, "
                             f"{high}{hi}, but got {v} with type 'float'.")
        raise ValueError(f"For '{cls}', '{name}' must be in {lo}{low}, {high}{hi}, but got {v}")
    return v


def check_bool(v, name, cls):
    """``v`` if it is a bool (``validator.check_value_type``'s TypeError, as MindSpore's
    optimizers)."""
    return _validator.check_value_type(name, v, [bool], cls)


# 2.10's text for as many gradients as Parameters, by optimizer (measured, bad_input_rows52_optim):
# its Map or HyperMap, the ordinals it names, whether the gradients come first
_COUNT_TEXTS = {
    "Adam": ("Map", "second", "third", True), "Adagrad": ("Map", "3th", "4th", False),
    "SGD": ("HyperMap", "first", "second", False),
    "Momentum": ("HyperMap", "first", "second", False),
    "AdamWeightDecay": ("HyperMap", "4th", "5th", False),
    "RMSProp": ("HyperMap", "first", "second", True),
}


def _count_text(cls, n_params, n_grads):
    if cls not in _COUNT_TEXTS:
        return f"For '{cls}', got {n_grads} gradients for {n_params} parameters"
    kind, a, b, grads_first = _COUNT_TEXTS[cls]
    x, y = (n_grads, n_params) if grads_first else (n_params, n_grads)
    head = ("For 'Map', the length of tuples must be the same. " if kind == "Map" else
            "The tuples in HyperMap should have the same length. ")
    return (f"{head}\nThe length of the {a} element in {kind} is {x}, but the length of the "
            f"{b} element in {kind} is {y}.")


def check_gradients(cls, params, gradients):
    """``gradients`` if it is a tuple of Tensors shaped as ``params``, else MindSpore's
    RuntimeErrors (naming ``cls``), raised before an optimizer writes anything."""
    if not isinstance(gradients, tuple):   # a list, a Tensor, None, a str
        raise GradientsTypeError(f"For '{cls}', 'gradients' must be a tuple of Tensors (one per "
                                 f"Parameter), but got {type(gradients).__name__}")
    if len(gradients) != len(params):
        raise ShapeMismatchError(_count_text(cls, len(params), len(gradients)))
    for p, g in zip(params, gradients):
        if not isinstance(g, Tensor):
            if hasattr(g, "indices"):     # sparse gradients carry their own shape
                continue
            # MindSpore 2.10: its HyperMap's TypeError. (A Tensor has no ``indices``: asking
            # it costs an AttributeError, a few us per Parameter and step.)
            raise GradientsTypeError(f"For '{cls}', every gradient must be a Tensor, but the "
                                     f"gradient of Parameter '{p.name}' is {type(g).__name__}")
        if tuple(g.shape) != tuple(p.shape):
            raise ShapeMismatchError(f"For '{cls}', the gradient of Parameter '{p.name}' has "
                                     f"shape {tuple(g.shape)}, but the Parameter has shape "
                                     f"{tuple(p.shape)}")
    return gradients
