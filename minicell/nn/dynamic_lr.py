"""Dynamic learning rates: MindSpore's ``nn.dynamic_lr`` functions, each returning a list of
``total_step`` Python floats (one learning rate per step) to pass as an optimizer's
``learning_rate``. The epoch of step ``i`` is ``floor(i / step_per_epoch)``.

>>> from minicell import nn
>>> nn.piecewise_constant_lr([2, 5], [0.1, 0.05])
[0.1, 0.1, 0.05, 0.05, 0.05]
>>> nn.warmup_lr(0.1, 4, 1, 2)
[0.0, 0.05, 0.1, 0.1]
"""
import math

__all__ = ["piecewise_constant_lr", "exponential_decay_lr", "natural_exp_decay_lr",
           "inverse_decay_lr", "cosine_decay_lr", "polynomial_decay_lr", "warmup_lr"]


def _subject(name, op):
    """``The 'x'`` (the dynamic_lr functions) or ``For 'Op', the 'x'`` (the schedule Cells)."""
    return f"For '{op}', the '{name}'" if op else f"The '{name}'"


def _pos_int(v, name, op=None):
    if isinstance(v, bool) or not isinstance(v, int):
        if isinstance(v, bool):
            raise TypeError(f"{_subject(name, op)} must be int and must > 0, but got '{v}' with "
                            f"type 'bool'.")
        raise TypeError(f"{_subject(name, op)} must be int, but got '{type(v).__name__}'")
    if v <= 0:
        raise ValueError(f"{_subject(name, op)} must be int and must > 0, but got '{v}' with "
                         f"type 'int'.")


def _float(v, name, positive=True, op=None):
    """2.10's check_positive_float / check_non_negative_float: the type first (an int, even a
    valid one, is a TypeError), then the value."""
    if not isinstance(v, float):
        raise TypeError(f"{_subject(name, op)} must be float, but got '{type(v).__name__}'")
    if (v <= 0 if positive else v < 0):
        rel = "> 0" if positive else ">= 0"
        raise ValueError(f"{_subject(name, op)} must be float and must {rel}, but got '{v}' "
                         f"with type '{type(v).__name__}'.")


def _bool(v, name, op=None):
    if not isinstance(v, bool):
        where = f"For '{op}', the" if op else "The"
        raise TypeError(f"{where} type of '{name}' should be 'bool', but got type "
                        f"'{type(v).__name__}'.")


def _check_steps(total_step, step_per_epoch, decay_epoch, decay_name="decay_epoch"):
    _pos_int(total_step, "total_step")
    _pos_int(step_per_epoch, "step_per_epoch")
    _pos_int(decay_epoch, decay_name)


def _epochs(total_step, step_per_epoch):
    return [math.floor(i / step_per_epoch) for i in range(total_step)]


def piecewise_constant_lr(milestone, learning_rates):
    """``learning_rates[i]`` for the steps ``[milestone[i-1], milestone[i])``."""
    for name, v in (("milestone", milestone), ("learning_rates", learning_rates)):
        if not isinstance(v, (tuple, list)):
            raise TypeError(f"The type of '{name}' should be one of '['tuple', 'list']', but got "
                            f"type '{type(v).__name__}'.")
    if len(milestone) != len(learning_rates):
        raise ValueError(f"For 'piecewise_constant_lr', the size of 'milestone' must be same with "
                         f"the size of 'learning_rates', but got 'milestone' size: "
                         f"{len(milestone)}, 'learning_rates' size: {len(learning_rates)}.")
    lr, last = [], 0
    for i, item in enumerate(milestone):
        _pos_int(item, f"milestone[{i}]")
        if not isinstance(learning_rates[i], float):
            raise TypeError(f"The type of 'learning_rates[{i}]' must be 'float', but got "
                            f"'{type(learning_rates[i]).__name__}'.")
        if item < last:
            raise ValueError(f"For 'piecewise_constant_lr', the value of milestone[{i}] must be "
                             f"greater than milestone[{i - 1}], but got milestone[{i}]: {item}, "
                             f"milestone[{i - 1}]: {milestone[i - 1]}.")
        lr += [learning_rates[i]] * (item - last)
        last = item
    return lr


def _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    _check_steps(total_step, step_per_epoch, decay_epoch)
    _float(learning_rate, "learning_rate")
    _float(decay_rate, "decay_rate")
    _bool(is_stair, "is_stair")


def exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch,
                         is_stair=False):
    """lr * decay_rate ** (epoch / decay_epoch) (exponent floored when ``is_stair``)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    f = (lambda e: math.floor(e / decay_epoch)) if is_stair else (lambda e: e / decay_epoch)
    return [learning_rate * decay_rate ** f(e) for e in _epochs(total_step, step_per_epoch)]


def natural_exp_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch,
                         is_stair=False):
    """lr * e ** (-decay_rate * epoch) (epoch rounded down to a multiple of ``decay_epoch`` when
    ``is_stair``)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    f = (lambda e: math.floor(e / decay_epoch) * decay_epoch) if is_stair else (lambda e: e)
    return [learning_rate * math.e ** (-decay_rate * f(e))
            for e in _epochs(total_step, step_per_epoch)]


def inverse_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch,
                     is_stair=False):
    """lr / (1 + decay_rate * epoch / decay_epoch) (the ratio floored when ``is_stair``)."""
    _check_decay(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    if is_stair:
        return [learning_rate / (1 + decay_rate * math.floor(e / decay_epoch))
                for e in _epochs(total_step, step_per_epoch)]
    return [learning_rate / (1 + decay_rate * e / decay_epoch)
            for e in _epochs(total_step, step_per_epoch)]


def cosine_decay_lr(min_lr, max_lr, total_step, step_per_epoch, decay_epoch):
    """min_lr + (max_lr - min_lr) / 2 * (1 + cos(pi * min(epoch, decay_epoch) / decay_epoch))."""
    if not isinstance(min_lr, float):
        raise TypeError(f"For 'cosine_decay_lr', the argument 'min_lr' must be type of float, "
                        f"but got 'min_lr' type: {type(min_lr)}.")
    _float(min_lr, "min_lr", positive=False)
    _float(max_lr, "max_lr")
    _check_steps(total_step, step_per_epoch, decay_epoch)
    if min_lr >= max_lr:
        raise ValueError(f"For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', "
                         f"but got 'max_lr' value: {max_lr}, 'min_lr' value: {min_lr}.")
    delta = 0.5 * (max_lr - min_lr)
    return [min_lr + delta * (1 + math.cos(math.pi * min(e, decay_epoch) / decay_epoch))
            for e in _epochs(total_step, step_per_epoch)]


def polynomial_decay_lr(learning_rate, end_learning_rate, total_step, step_per_epoch,
                        decay_epoch, power, update_decay_epoch=False):
    """(lr - end_lr) * (1 - min(epoch, decay_epoch) / decay_epoch) ** power + end_lr; with
    ``update_decay_epoch`` the decay period grows to the next multiple of ``decay_epoch``."""
    _float(learning_rate, "learning_rate")
    if not isinstance(end_learning_rate, float):
        raise TypeError(f"For 'polynomial_decay_lr', the argument 'end_learning_rate' must be "
                        f"type of float, but got 'end_learning_rate' type: "
                        f"{type(end_learning_rate)}.")
    _float(end_learning_rate, "end_learning_rate", positive=False)
    _float(power, "power")
    _check_steps(total_step, step_per_epoch, decay_epoch)
    _bool(update_decay_epoch, "update_decay_epoch")
    delta = learning_rate - end_learning_rate
    lr = []
    for e in _epochs(total_step, step_per_epoch):
        if update_decay_epoch:
            period, t = decay_epoch * max(math.ceil(e / decay_epoch), 1), e
        else:
            period, t = decay_epoch, min(decay_epoch, e)
        lr.append(delta * (1 - t / period) ** power + end_learning_rate)
    return lr


def warmup_lr(learning_rate, total_step, step_per_epoch, warmup_epoch):
    """lr * min(epoch, warmup_epoch) / warmup_epoch."""
    if not isinstance(learning_rate, float):
        raise TypeError(f"For 'warmup_lr', the argument 'learning_rate' must be type of float, "
                        f"but got 'learning_rate' type: {type(learning_rate)}.")
    _float(learning_rate, "learning_rate", positive=False)
    _pos_int(warmup_epoch, "warmup_epoch")
    _pos_int(total_step, "total_step")
    _pos_int(step_per_epoch, "step_per_epoch")
    return [learning_rate * min(warmup_epoch, e) / warmup_epoch
            for e in _epochs(total_step, step_per_epoch)]
