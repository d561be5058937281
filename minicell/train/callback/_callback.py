"""``Callback`` (the hooks ``Model`` calls), ``RunContext`` and the callback list runner.

The on_train_* / on_eval_* hooks call the MindSpore 1.x names (begin, epoch_begin, step_begin,
step_end, epoch_end, end) by default, so a callback may override either family.
"""
from contextlib import ExitStack

import numpy as np

from ...common.tensor import Tensor

__all__ = ["Callback", "RunContext"]

_HOOKS = ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end", "end")
_PHASED = {f"on_{phase}_{hook}": hook for phase in ("train", "eval")
           for hook in ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end", "end")}


class Callback:
    """Base class of training/evaluation callbacks; override the hooks you need. Each hook gets
    a ``RunContext`` whose ``original_args()`` holds the ``cb_params``."""

    def __enter__(self):
        return self

    def __exit__(self, *err):
        pass

    def begin(self, run_context):
        """Called once before the network runs."""

    def epoch_begin(self, run_context):
        """Called before each epoch."""

    def epoch_end(self, run_context):
        """Called after each epoch."""

    def step_begin(self, run_context):
        """Called before each step."""

    def step_end(self, run_context):
        """Called after each step."""

    def end(self, run_context):
        """Called once after the network ran."""


def _delegate(hook):
    def method(self, run_context):
        getattr(self, hook)(run_context)
    method.__doc__ = f"Calls ``self.{hook}(run_context)``."
    return method


for _name, _hook in _PHASED.items():
    setattr(Callback, _name, _delegate(_hook))


class CallbackManager(Callback):
    """Runs a list of callbacks, in order, for every hook (entered as context managers)."""

    def __init__(self, callbacks):
        self._callbacks, self._stack = [], None
        if isinstance(callbacks, Callback):
            self._callbacks.append(callbacks)
        elif isinstance(callbacks, list):
            for cb in callbacks:
                if not isinstance(cb, Callback):
                    raise TypeError("When the 'callbacks' is a list, the elements in 'callbacks' "
                                    "must be Callback functions.")
                self._callbacks.append(cb)
        elif callbacks is not None:
            raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")

    def __enter__(self):
        if self._stack is None:
            self._stack = ExitStack().__enter__()
            entered = [self._stack.enter_context(cb) for cb in self._callbacks]
            self._callbacks = [t if isinstance(t, Callback) else cb
                               for t, cb in zip(entered, self._callbacks)]
        return self

    def __exit__(self, *err):
        return self._stack.__exit__(*err)


def _fan_out(hook):
    def method(self, run_context):
        for cb in self._callbacks:
            getattr(cb, hook)(run_context)
    return method


for _name in _HOOKS + tuple(_PHASED):
    setattr(CallbackManager, _name, _fan_out(_name))


class InternalCallbackParam(dict):
    """The ``cb_params`` dict, readable and writable as attributes."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key, value):
        self[key] = value


class RunContext:
    """What a hook receives: ``original_args()`` (the cb_params dict), ``request_stop()``."""

    def __init__(self, original_args):
        if not isinstance(original_args, dict):
            raise TypeError(f"The argument 'original_args' of RunContext should be dict type, but "
                            f"got {type(original_args)}.")
        self._original_args = original_args
        self._stop_requested = False

    def original_args(self):
        """The cb_params of the running ``Model.train``/``eval``."""
        return self._original_args

    def request_stop(self):
        """Ask the loop to stop after the current step/epoch."""
        self._stop_requested = True

    def get_stop_requested(self):
        """Whether ``request_stop`` was called."""
        return self._stop_requested


def handle_loss(loss):
    """A network output as a loss value: the first Tensor of a tuple (as is), a Tensor's mean as
    a float."""
    if isinstance(loss, (tuple, list)):
        if loss and isinstance(loss[0], Tensor):
            loss = loss[0]
    elif isinstance(loss, Tensor):
        loss = float(np.mean(loss.asnumpy()))
    return loss


_handle_loss = handle_loss        # MindSpore's private name (its test networks import it)


CUR_NET = None


def set_cur_net(net):
    """Remember the training network (MindSpore's private hook for checkpoint callbacks)."""
    global CUR_NET
    CUR_NET = net


def check_path(path):
    """A directory argument: 2.10's TypeError for what is no str (its _make_directory)."""
    if not isinstance(path, str):
        raise TypeError("The path is invalid, the type should be string.")
    if path.strip() == "":
        raise ValueError("The path is invalid, it should be non-blank.")
    return path
