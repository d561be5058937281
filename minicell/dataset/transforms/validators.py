"""``mindspore.dataset.transforms.validators``: ``check_random_transform_ops``, the argument
check of ``Compose``/``RandomApply``/``RandomChoice`` that zoo code puts on its own compose
classes.

>>> class Group:
...     @check_random_transform_ops
...     def __init__(self, transforms):
...         self.transforms = transforms
>>> Group([])
Traceback (most recent call last):
ValueError: transforms list can not be empty.
"""
import functools
import inspect

from . import TensorOperation

__all__ = ["check_random_transform_ops"]


def _check_op(ind, op):
    if isinstance(op, type):
        raise ValueError(f"op_list[{ind}] should be a dataset processing operation instance, "
                         f"but got: {op}. It may be missing parentheses for instantiation.")
    if not isinstance(op, TensorOperation) and not callable(op):
        raise TypeError(f"transforms[{ind}] is neither a transforms op (TensorOperation) nor a "
                        f"callable pyfunc.")


def check_transform_list(ops):
    """2.10's ``check_random_transform_ops`` of Compose, RandomChoice and RandomOrder: a
    non-empty list (no tuple) of operation instances or callables; returns a copy of it."""
    if not isinstance(ops, list):
        raise TypeError(f"Argument transforms list with value {ops} is not of type "
                        f"[<class 'list'>], but got {type(ops)}.")
    if not ops:
        raise ValueError("transforms list can not be empty.")
    for ind, op in enumerate(ops):
        _check_op(ind, op)
    return list(ops)


def check_random_transform_ops(method):
    """Decorate an ``__init__(self, transforms[, prob])``: ``transforms`` must be a non-empty
    list of operation instances or callables, ``prob`` a number in [0, 1]."""
    sig = inspect.signature(method)

    @functools.wraps(method)
    def new_method(self, *args, **kwargs):
        bound = sig.bind(self, *args, **kwargs)
        bound.apply_defaults()
        values = list(bound.arguments.values())[1:]
        check_transform_list(values[0])
        if len(values) == 2:
            prob = values[1]
            if isinstance(prob, bool) or not isinstance(prob, (float, int)):
                raise TypeError(f"Argument prob with value {prob} is not of type "
                                f"[<class 'float'>, <class 'int'>], but got {type(prob)}.")
            if not 0 <= prob <= 1:
                raise ValueError("Input prob is not within the required interval of [0, 1].")
        return method(self, *args, **kwargs)

    return new_method
