"""ModelCheckpoint and CheckpointConfig: save ``prefix-<epoch>_<step>.ckpt`` every
``save_checkpoint_steps`` steps (and at the end), keeping the newest ``keep_checkpoint_max``
files. Saving goes through ``save_checkpoint`` (atomic write)."""
import os
import time

from ... import _checkparam as validator
from ...common.tensor import Tensor
from ...nn.cell import Cell
from ..serialization import _check_async_save, _save_graph, save_checkpoint
from ._callback import Callback, check_path

__all__ = ["CheckpointConfig", "ModelCheckpoint"]

_INFO_KEYS = ("epoch_num", "step_num")


class CheckpointConfig:
    """When to save and how many files to keep. ``save_checkpoint_steps`` wins over
    ``save_checkpoint_seconds``, ``keep_checkpoint_max`` over ``keep_checkpoint_per_n_minutes``."""

    def __init__(self, save_checkpoint_steps=1, save_checkpoint_seconds=0, keep_checkpoint_max=5,
                 keep_checkpoint_per_n_minutes=0, integrated_save=True, async_save=False,
                 saved_network=None, append_info=None, enc_key=None, enc_mode="AES-GCM",
                 exception_save=False, crc_check=False, remove_redundancy=False, format="ckpt",
                 **kwargs):
        # 2.10's checks in its order (Validator texts naming no argument, measured)
        steps, seconds, keep, minutes = (
            None if v is None else validator.check_non_negative_int(v)
            for v in (save_checkpoint_steps, save_checkpoint_seconds, keep_checkpoint_max,
                      keep_checkpoint_per_n_minutes))
        if saved_network is not None and not isinstance(saved_network, Cell):
            raise TypeError(f"For 'CheckpointConfig', the type of 'saved_network' must be None or "
                            f"Cell, but got {type(saved_network)}.")
        if not steps and not seconds and not keep and not minutes:
            raise ValueError("For 'CheckpointConfig', the input arguments 'save_checkpoint_steps', "
                             "'save_checkpoint_seconds', 'keep_checkpoint_max' and "
                             "'keep_checkpoint_per_n_minutes' can't be all None or 0.")
        validator.check_bool(exception_save)
        validator.check_bool(integrated_save)
        self._save_checkpoint_steps = steps
        self._save_checkpoint_seconds = None if steps else seconds
        self._keep_checkpoint_max = keep
        self._keep_checkpoint_per_n_minutes = None if keep else minutes
        if not keep and not minutes:
            self._keep_checkpoint_max = 1
        self._integrated_save = integrated_save
        _check_async_save(async_save)
        self._async_save = async_save
        self._saved_network = saved_network
        self._append_dict = self._handle_append_info(append_info)
        self._enc_key = validator.check_isinstance("enc_key", enc_key, (type(None), bytes))
        self._enc_mode = validator.check_isinstance("enc_mode", enc_mode, str)
        self.exception_save = exception_save
        self._crc_check = validator.check_isinstance("crc_check", crc_check, bool)
        self._format = validator.check_isinstance("format", format, str)
        self.remove_redundancy = validator.check_isinstance("remove_redundancy", remove_redundancy,
                                                            bool)
        # another format string passes here as in 2.10; save_checkpoint refuses it

    save_checkpoint_steps = property(lambda self: self._save_checkpoint_steps)
    save_checkpoint_seconds = property(lambda self: self._save_checkpoint_seconds)
    keep_checkpoint_max = property(lambda self: self._keep_checkpoint_max)
    keep_checkpoint_per_n_minutes = property(lambda self: self._keep_checkpoint_per_n_minutes)
    integrated_save = property(lambda self: self._integrated_save)
    async_save = property(lambda self: self._async_save)
    saved_network = property(lambda self: self._saved_network)
    enc_key = property(lambda self: self._enc_key)
    enc_mode = property(lambda self: self._enc_mode)
    crc_check = property(lambda self: self._crc_check)
    format = property(lambda self: self._format)
    append_dict = property(lambda self: self._append_dict)

    def get_checkpoint_policy(self):
        """The saving policy as a dict."""
        return {"save_checkpoint_steps": self.save_checkpoint_steps,
                "save_checkpoint_seconds": self.save_checkpoint_seconds,
                "keep_checkpoint_max": self.keep_checkpoint_max,
                "keep_checkpoint_per_n_minutes": self.keep_checkpoint_per_n_minutes,
                "saved_network": self.saved_network}

    @staticmethod
    def _handle_append_info(append_info):
        if append_info is None or append_info == []:      # 0, '' or {}: 2.10's TypeError
            return None
        if not isinstance(append_info, list):
            raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' must be list,but got "
                            f"{type(append_info)}.")
        out = {k: 0 for k in _INFO_KEYS if k in append_info}
        dicts = [e for e in append_info if isinstance(e, dict)]
        for e in append_info:
            if not isinstance(e, (str, dict)):
                raise TypeError(f"For 'CheckpointConfig', the type of 'append_info' element must be "
                                f"str or dict,but got {type(e)}.")
            if isinstance(e, str) and e not in _INFO_KEYS:
                raise ValueError(f"For 'CheckpointConfig', the value of element in the argument "
                                 f"'append_info' must be in {list(_INFO_KEYS)}, but got {e}.")
        if len(dicts) > 1:
            raise TypeError("For 'CheckpointConfig', the element of 'append_info' must has only one "
                            "dict, but got {dict_num}")     # 2.10's text, its placeholder kept
        for d in dicts:
            for key, value in d.items():    # values saved into the file: names and scalars
                if not isinstance(key, str) or not isinstance(value, (int, float, str, Tensor)):
                    raise TypeError(f"For 'CheckpointConfig', the key type of the dict "
                                    f"'append_info' must be string, the value type must be int "
                                    f"or float or bool, but got key type {type(key)}, value type "
                                    f"{type(value)}")
            out.update(d)
        return out


def _chg_ckpt_file_name_if_same_exist(directory, prefix, exception=False):
    """``prefix``, or ``prefix_N`` when ``prefix-*.ckpt`` files already exist (N one past the
    largest suffix found), as MindSpore avoids overwriting an earlier run's files; with
    ``exception`` only the ``*_breakpoint.ckpt`` files of an exception save count."""
    if callable(prefix) or callable(directory):
        return prefix
    suffix = 0
    for name in os.listdir(directory):
        breakpoint_file = name.endswith("_breakpoint.ckpt")
        if exception != breakpoint_file or not name.startswith(prefix) or (
                not exception and os.path.splitext(name)[-1] not in (".ckpt", ".safetensors")):
            continue
        rest = name[len(prefix):]
        if not rest or rest[0].isalpha():
            continue
        dash = rest.find("-")
        if dash == 0:
            suffix = max(suffix, 1)
        elif dash > 0 and rest[1:dash].isdigit():
            suffix = max(suffix, int(rest[1:dash]) + 1)
    return f"{prefix}_{suffix}" if suffix else prefix


class CheckpointManager:
    """The checkpoint files of one run (``directory/prefix-<digits and _>.<format>``), which
    ModelCheckpoint prunes to ``keep_checkpoint_max``; mindformers' callbacks use it directly."""

    def __init__(self, format="ckpt"):  # noqa: A002  (2.10's keyword)
        self._format = format
        self._files = []

    @property
    def ckpoint_filelist(self):
        return self._files

    @property
    def ckpoint_num(self):
        return len(self._files)

    def update_ckpoint_filelist(self, directory, prefix):
        """Rescan ``directory`` for this run's files."""
        ext = "." + self._format
        self._files = []
        for name in os.listdir(directory):
            middle = name[len(prefix):-len(ext)]
            if name.endswith(ext) and name.startswith(prefix + "-") and \
                    not any(c.isalpha() for c in middle):
                self._files.append(os.path.join(directory, name))

    def remove_ckpoint_file(self, file_name):
        """Delete ``file_name`` and forget it (a warning, not an error, when that fails)."""
        try:
            os.remove(file_name)
            self._files.remove(file_name)
        except (OSError, ValueError) as e:
            from ... import log
            log.warning(f"{type(e).__name__}, failed to remove the older ckpt file {file_name}.")

    def remove_oldest_ckpoint_file(self):
        self.remove_ckpoint_file(min(self._files, key=os.path.getmtime))

    def keep_one_ckpoint_per_minutes(self, minutes, cur_time):
        """Of the files written in the last ``minutes`` before ``cur_time``, keep the oldest."""
        recent = [f for f in self._files if cur_time - os.path.getmtime(f) < 60 * minutes]
        if recent:
            oldest = min(recent, key=os.path.getmtime)
            for f in recent:
                if f != oldest:
                    self.remove_ckpoint_file(f)


class ModelCheckpoint(Callback):
    """Saves the training network's Parameters as ``directory/prefix-<epoch>_<step>.ckpt``
    according to ``config`` (a ``CheckpointConfig``)."""

    def __init__(self, prefix="CKP", directory=None, config=None):
        super().__init__()
        if not callable(prefix) and (not isinstance(prefix, str) or "/" in prefix):
            raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file name "
                             f"is invalid, it must be callable or string that does not contain '/', "
                             f"but got {prefix}.")
        if config is None:
            config = CheckpointConfig()
        elif not isinstance(config, CheckpointConfig):
            raise TypeError(f"For 'ModelCheckpoint', the type of argument 'config' should be "
                            f"'CheckpointConfig', but got {type(config)}.")
        self._config = config
        self._prefix_func = prefix if callable(prefix) else None
        self._directory_func = directory if callable(directory) else None
        self._prefix = None if callable(prefix) else prefix
        self._directory = None
        if not callable(directory):
            self._directory = os.getcwd() if directory is None else \
                os.path.realpath(check_path(directory))
            if os.path.isfile(self._directory):
                raise NotADirectoryError(f"The path({self._directory}) is a file path, it should "
                                         f"be a directory path.")
            os.makedirs(self._directory, exist_ok=True)
            if not callable(prefix):
                self._prefix = _chg_ckpt_file_name_if_same_exist(self._directory, prefix)
        self._latest_ckpt_file_name = ""
        self._graph_saved = False
        self._last_triggered_step = 0
        self._last_time = time.time()
        self._append_dict = dict(config.append_dict or {})
        self._append_base = {k: self._append_dict.get(k, 0) for k in _INFO_KEYS}

    @property
    def latest_ckpt_file_name(self):
        """Path of the last file saved."""
        return self._latest_ckpt_file_name

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        if self._prefix_func is not None:
            self._prefix = self._prefix_func(cb_params)
            if not isinstance(self._prefix, str) or "/" in self._prefix:
                raise ValueError(f"For 'ModelCheckpoint', the argument 'prefix' for checkpoint file "
                                 f"name is callable, it must return a string that does not contain "
                                 f"'/', but got {self._prefix}.")
        if self._directory_func is not None:
            self._directory = os.path.realpath(self._directory_func(cb_params))
            os.makedirs(self._directory, exist_ok=True)
        if not self._graph_saved:      # as 2.10: once, <prefix>-graph.meta (GRAPH_MODE only)
            _save_graph(cb_params.train_network,
                        os.path.join(self._directory, self._prefix + "-graph.meta"))
            self._graph_saved = True
        self._save_ckpt(cb_params)

    def end(self, run_context):
        self._save_ckpt(run_context.original_args(), force=True)

    def _due(self, cb_params, force):
        cfg = self._config
        if cfg.save_checkpoint_steps:
            return force or \
                cb_params.cur_step_num >= self._last_triggered_step + cfg.save_checkpoint_steps
        if cfg.save_checkpoint_seconds:
            now = time.time()
            if force or now - self._last_time > cfg.save_checkpoint_seconds:
                self._last_time = now
                return True
        return False

    def _existing(self):
        manager = CheckpointManager(self._config.format)
        manager.update_ckpoint_filelist(self._directory, self._prefix)
        return sorted(manager.ckpoint_filelist, key=os.path.getmtime)

    def _save_ckpt(self, cb_params, force=False):
        if cb_params.cur_step_num == self._last_triggered_step or not self._due(cb_params, force):
            return
        step_in_epoch = (cb_params.cur_step_num - 1) % cb_params.batch_num + 1
        if self._prefix_func is not None:        # a callable prefix names the whole file
            name = f"{self._prefix}.{self._config.format}"
        else:
            name = f"{self._prefix}-{cb_params.cur_epoch_num}_{step_in_epoch}.{self._config.format}"
        keep = self._config.keep_checkpoint_max
        if keep:
            old = self._existing()
            while len(old) >= keep:
                os.remove(old.pop(0))
        path = os.path.join(self._directory, name)
        self._last_triggered_step = cb_params.cur_step_num
        if "epoch_num" in self._append_dict:
            self._append_dict["epoch_num"] = self._append_base["epoch_num"] + cb_params.cur_epoch_num
        if "step_num" in self._append_dict:
            self._append_dict["step_num"] = self._append_base["step_num"] + cb_params.cur_step_num
        network = self._config.saved_network or cb_params.train_network
        save_checkpoint(network, path, append_dict=self._append_dict or None,
                        enc_key=self._config.enc_key, enc_mode=self._config.enc_mode,
                        crc_check=self._config.crc_check, format=self._config.format)
        self._latest_ckpt_file_name = path


_CUR_NET = None


def _set_cur_net(net):
    """Record ``net`` as the network being checkpointed (MindSpore's GE path saves from it)."""
    global _CUR_NET
    _CUR_NET = net


def _checkpoint_cb_for_save_op(parameter_list):
    """Load ``parameter_list`` (``[{"name": ..., "data": Tensor}, ...]``, emptied as read) into the
    network recorded by ``_set_cur_net`` and forget it; False (with a warning) when none is."""
    from ... import log
    from ...common.parameter import Parameter
    from ..serialization import load_param_into_net
    if _CUR_NET is None:
        log.warning("CUR_NET is None. parameters are not updated.")
        return False
    params = {}
    while parameter_list:
        item = parameter_list.pop(0)
        params[item["name"]] = Parameter(Tensor(item["data"].asnumpy()), name=item["name"])
    load_param_into_net(_CUR_NET, params)
    _set_cur_net(None)
    return True
