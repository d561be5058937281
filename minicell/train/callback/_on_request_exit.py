"""OnRequestExit: stop training (or evaluation) cleanly when asked, saving a checkpoint.

MindSpore: the callback installs a handler for ``sig`` (default SIGTERM) when training or
evaluation begins; once the signal arrives, or the JSON ``config_file`` holds
``{"GracefulExit": 1}``, the run stops after the current step and the network is saved to
``<directory>/rank_<device_id>/<file_name>_train.ckpt`` (``_eval`` for evaluation), with MindIR
beside it. A new run whose checkpoint file exists resumes from it (``on_train_begin`` /
``on_eval_begin`` load it).

minicell does the same: the checkpoint's ``append_dict`` carries ``epoch_num``, ``step_num``
and ``batch_num``; the MindIR is ``export``'s (minicell's own MINDIR format) of the network at
the last batch (``train_dataset_element`` / ``eval_dataset_element``). The previous handler of ``sig`` is put back when the run ends.
(MindSpore 2.10 stops mid-epoch only under its ``MS_ENABLE_GRACEFUL_EXIT`` Ascend mode and
otherwise saves when the run ends; minicell always stops after the step, as its documentation
describes.)
"""
import json
import os
import signal
import warnings

from ... import _checkparam as _validator
from ...communication import get_group_size
from ...context import get_context
from ..mindir import export
from ..serialization import load_checkpoint, save_checkpoint
from ._callback import Callback

__all__ = ["OnRequestExit"]


def _check_type(name, value, kind):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"For 'OnRequestExit', the type of '{name}' should be "
                        f"'{kind.__name__}', but got '{type(value).__name__}'.")
    return value


class OnRequestExit(Callback):
    """``OnRequestExit(save_ckpt=True, save_mindir=True, file_name='Net', directory='./',
    config_file=None, sig=signal.SIGTERM)``: see the module doc.

    >>> import os, signal, tempfile
    >>> cb = OnRequestExit(save_mindir=False, directory=tempfile.mkdtemp(), sig=signal.SIGUSR1)
    >>> os.path.basename(cb.train_name)
    'Net_train'
    """

    KEY = "GracefulExit"

    def __init__(self, save_ckpt=True, save_mindir=True, file_name="Net", directory="./",
                 config_file=None, sig=signal.SIGTERM):
        super().__init__()
        # 2.10's check_isinstance: a ValueError
        self.save_ckpt = _validator.check_isinstance("save_ckpt", save_ckpt, bool)
        self.save_mindir = _validator.check_isinstance("save_mindir", save_mindir, bool)
        # file_name is only formatted into the paths: 2.10 takes any value (measured: 3)
        self.sig = _validator.check_isinstance("sig", sig, int)
        if hasattr(signal, "SIGKILL") and self.sig == signal.SIGKILL:
            raise ValueError("Not support send exit request by signal SIGKILL.")
        if config_file is not None:
            _check_type("config_file", config_file, str)
        self.config_file = config_file
        # 2.10's public attributes (measured): the directory as given (None kept), the config
        # file, MS_ENABLE_GRACEFUL_EXIT == "1" and whether the group has more than one rank
        self.save_path = directory
        self.remote_config_file = config_file
        self.use_graceful = os.environ.get("MS_ENABLE_GRACEFUL_EXIT") == "1"
        self.is_distributed = get_group_size() > 1
        self.exit = False           # set by the signal handler or the config file
        self.saved = False
        self._previous = None
        if directory is not None and not isinstance(directory, (str, bytes, os.PathLike)):
            raise TypeError(f"expected str, bytes or os.PathLike object, not "
                            f"{type(directory).__name__}")      # 2.10's os.path text
        root = os.getcwd() if directory is None else directory
        path = os.path.join(root, f"rank_{get_context('device_id')}")
        if save_ckpt:
            os.makedirs(path, exist_ok=True)
        self.train_name = os.path.join(path, f"{file_name}_train")
        self.eval_name = os.path.join(path, f"{file_name}_eval")

    # ---- the request -------------------------------------------------------------------------
    def _handle_signal(self, signum, frame):
        self.exit = True

    def _install(self):
        if self._previous is None:
            self._previous = signal.signal(self.sig, self._handle_signal)

    def _uninstall(self):
        if self._previous is not None:
            signal.signal(self.sig, self._previous)
            self._previous = None

    def _requested(self):
        if not self.exit and self.config_file is not None and os.path.exists(self.config_file):
            try:
                with open(self.config_file, encoding="utf-8") as f:
                    config = json.load(f)
            except (OSError, json.JSONDecodeError) as e:
                warnings.warn(f"OnRequestExit: cannot parse the json file {self.config_file}: {e}",
                              stacklevel=3)
                return False
            self.exit = isinstance(config, dict) and config.get(self.KEY) == 1
        return self.exit

    def _save(self, net, name, cb_params):
        if self.save_ckpt and not self.saved:
            append = {"epoch_num": int(cb_params.get("cur_epoch_num", 0)),
                      "step_num": int(cb_params.get("cur_step_num", 0)),
                      "batch_num": int(cb_params.get("batch_num", 0))}
            save_checkpoint(net, name, append_dict=append)
        inputs = cb_params.get("train_dataset_element" if name == self.train_name
                               else "eval_dataset_element")
        if self.save_mindir and not self.saved and inputs is not None:
            export(net, *inputs, file_name=name, file_format="MINDIR")
        self.saved = True

    # ---- training ----------------------------------------------------------------------------
    def on_train_begin(self, run_context):
        self._install()
        if self.save_ckpt and os.path.isfile(f"{self.train_name}.ckpt"):
            net = run_context.original_args().train_network
            load_checkpoint(f"{self.train_name}.ckpt", net=net)

    def on_train_step_end(self, run_context):
        if self._requested():
            cb_params = run_context.original_args()
            self._save(cb_params.train_network, self.train_name, cb_params)
            run_context.request_stop()

    on_train_epoch_end = on_train_step_end

    def on_train_end(self, run_context):
        if self._requested():
            cb_params = run_context.original_args()
            self._save(cb_params.train_network, self.train_name, cb_params)
        self._uninstall()

    # ---- evaluation --------------------------------------------------------------------------
    def on_eval_begin(self, run_context):
        self._install()
        if not self.save_ckpt:
            return
        net = run_context.original_args().eval_network
        for name in (self.eval_name, self.train_name):
            if os.path.isfile(f"{name}.ckpt"):
                load_checkpoint(f"{name}.ckpt", net=net)
                return

    def on_eval_step_end(self, run_context):
        if self._requested():
            run_context.request_stop()

    def on_eval_end(self, run_context):
        if self._requested():
            cb_params = run_context.original_args()
            self._save(cb_params.eval_network, self.eval_name, cb_params)
        self._uninstall()
