"""Checkpoints: ``save_checkpoint``, ``load_checkpoint``, ``load_param_into_net``.

The ``.ckpt`` files are MindSpore's own protobuf format (see ``_ckpt_proto``): files written here
load in MindSpore 2.10 and are byte-identical to the ones it writes for the same tensors, and its
files load here. ``format="safetensors"`` goes through the ``safetensors`` library with
MindSpore's layout (sorted names, metadata ``{"format": "ms"}``). Loading never executes anything
from a file.

Where minicell is stricter than MindSpore 2.10, on purpose:

- a save is atomic: the data goes to a temporary file in the target's directory, is fsynced and
  then ``os.replace``-d over the target, so a crash mid-write leaves the old file intact
  (MindSpore deletes the old file first);
- a load into a network validates every name, shape and dtype first and writes only if all are
  good, so a failed load leaves the network exactly as it was;
- duplicate names (two Parameters called ``w``, or an ``append_dict`` key that is also a
  Parameter name) raise instead of silently keeping one of them;
- a file's CRC trailer (``crc_check=True`` at save) is verified whenever it is present;
- ``load_param_into_net``'s ``ckpt_not_load`` leaves out the names loaded through prefix
  matching (MindSpore lists them although they were loaded);
- Parameters loaded from safetensors are named by their key (MindSpore: ``Parameter#N``);
- an empty tensor is written (MindSpore silently drops it; it reads shape ``(0,)`` back as 0-d,
  so that one shape also warns).

Accepted and ignored: ``async_save`` (done synchronously: the file is complete when the call
returns) and ``integrated_save`` (no model parallelism). Encrypted ``.ckpt`` files
(``enc_key``/``dec_key``, modes AES-GCM, AES-CBC, SM4-CBC) use MindSpore's layout (``_crypto``);
with ``crc_check`` the CRC trailer is encrypted with the data, so the file loads (MindSpore 2.10
appends it after the encrypted blocks, where its own loader fails on it).

>>> import minicell as ms, numpy as np, tempfile, os
>>> net = ms.nn.Cell(); net.w = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name="w")
>>> path = os.path.join(tempfile.mkdtemp(), "net.ckpt")
>>> ms.save_checkpoint(net, path)
>>> ms.load_checkpoint(path)
{'w': Parameter (name=w, shape=(2,), dtype=Float32, requires_grad=True)}
"""
import io
import os
import stat
import sys
import tempfile

import numpy as np

from ..common import dtype as _mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from . import _crypto, _formats
from ._load_net import (load_param_into_net, _update_param,  # noqa: F401  (zoo code)
                        _load_dismatch_prefix_params)
from ._ckpt_parse import _parse_ckpt_proto, _load_map_parameter  # noqa: F401  (mindnlp)
from .. import context  # noqa: F401  (MindSpore 2.10's module imports it; zoo scripts use it)

__all__ = ["save_checkpoint", "load_checkpoint", "load_param_into_net"]

_FORMATS = ("ckpt", "safetensors")


# ---- save ----------------------------------------------------------------------------------
def save_checkpoint(save_obj, ckpt_file_name, integrated_save=True, async_save=False,
                    append_dict=None, enc_key=None, enc_mode="AES-GCM", choice_func=None,
                    crc_check=False, format="ckpt", **kwargs):
    """Save a Cell's Parameters (or a list/dict of them) to ``ckpt_file_name``.

    ``save_obj``: a Cell, a list of Parameters, a list of ``{"name": str, "data": Tensor}``, or a
    dict name -> Parameter/Tensor/str (what ``load_checkpoint`` returns). ``.ckpt`` (or
    ``.safetensors``) is appended to the file name when missing, as MindSpore does.
    ``append_dict`` adds name -> int/float/bool/str/Tensor entries; ``choice_func(name)`` keeps
    the names it returns True for; ``crc_check`` appends MindSpore's CRC32 trailer.

    >>> import minicell as ms, tempfile, os
    >>> p = ms.Parameter(ms.Tensor([1.0, 2.0]), name="p")
    >>> path = os.path.join(tempfile.mkdtemp(), "p")
    >>> ms.save_checkpoint([p], path, append_dict={"epoch": 3})
    >>> sorted(ms.load_checkpoint(path + ".ckpt"))
    ['epoch', 'p']
    """
    path = _check_save_path(save_obj, ckpt_file_name, format)
    _check_bool("integrated_save", integrated_save)
    _check_async_save(async_save)
    if not isinstance(crc_check, bool):         # 2.10: a ValueError for this one
        raise ValueError(f"The parameter 'crc_check' must be isinstance of <class 'bool'>, but "
                         f"got {crc_check}.")
    check_isinstance("save_checkpoint", "enc_mode", enc_mode, (str,))
    check_isinstance("save_checkpoint", "enc_key", enc_key, (type(None), bytes))
    check_isinstance("save_checkpoint", "remove_redundancy", kwargs.get("remove_redundancy"),
                     (type(None), bool))
    _check_choice("save_checkpoint", choice_func)
    _check_defaults("save_checkpoint", format, enc_key=(enc_key, None),
                    enc_mode=(enc_mode, "AES-GCM"))
    if enc_key is not None:
        _crypto.check_encrypt(enc_key, enc_mode)
    items = _collect(save_obj, choice_func) + _collect_append(append_dict)
    _check_unique(items)
    if format == "safetensors":
        chunks = _formats.safetensors_chunks(items, crc_check)
    else:
        chunks = _formats.ckpt_chunks(items, crc_check)
        if enc_key is not None:
            chunks = _crypto.encrypt_chunks(chunks, enc_key, enc_mode)
    try:
        _write_atomic(path, chunks)
    except FileNotFoundError as err:    # a missing directory: 2.10 names its '<stem>.tmp'
        root, ext = os.path.splitext(path)
        raise FileNotFoundError(err.errno, err.strerror,
                                root + ext.replace(f".{format}", ".tmp")) from None


def check_isinstance(api, name, value, types):
    """MindSpore 2.10's ``Validator.check_isinstance``: a ValueError (not a TypeError) when
    ``value`` is none of ``types``; its text names no API (``api`` is kept for readers)."""
    if not isinstance(value, types):
        raise ValueError(f"The parameter '{name}' must be isinstance of "
                         f"{types if len(types) > 1 else types[0]}, but got {value}.")


def _check_defaults(api, format, **params):
    """MindSpore 2.10: the safetensors format takes no en/decryption arguments."""
    for name, (value, default) in params.items():
        if format == "safetensors" and value != default:
            raise ValueError(f"For '{api}', when format is 'safetensors', the parameter '{name}' "
                             f"must be set to default value '{default}', but got '{value}'.")


def _check_choice(api, choice_func):
    if choice_func is not None and not callable(choice_func):
        # (load_checkpoint calls it: 2.10's ValueError from _wrapped_choice)
        raise TypeError(f"'{type(choice_func).__name__}' object is not callable")    # 2.10's


def _check_bool(name, value):
    if not isinstance(value, bool):
        raise TypeError(f"The input value must be a bool, but got {type(value).__name__}.")


def _check_async_save(async_save):
    if not isinstance(async_save, (bool, str)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, "
                        f"but got {type(async_save)}.")
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError(f"For 'save_checkpoint', the argument 'async_save' can only be 'process' "
                         f"or 'thread',but got {async_save}.")


def _check_save_path(save_obj, ckpt_file_name, format):
    from ..nn.cell import Cell
    if format not in _FORMATS:
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', "
                         f"but got {format}.")
    if not isinstance(save_obj, (Cell, list, dict)):
        raise TypeError(f"For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or "
                        f"dict, but got {type(save_obj)}.")
    if not isinstance(ckpt_file_name, str):     # 2.10: a pathlib.Path too (measured)
        raise TypeError(f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint "
                        f"file name is invalid,'ckpt_file_name' must be string, but got "
                        f"{type(ckpt_file_name)}.")
    path = os.path.realpath(ckpt_file_name)
    if os.path.isdir(path):
        raise IsADirectoryError(f"For 'save_checkpoint', the parameter `ckpt_file_name`: {path} is "
                                f"a directory, it must be a file name.")
    if not path.endswith(format):
        path += f".{format}"
    return path


def _collect(save_obj, choice_func):
    """``save_obj`` -> [(name, Tensor | numpy array | str)] in MindSpore's order."""
    from ..nn.cell import Cell
    keep = (lambda name: True) if choice_func is None else choice_func
    if isinstance(save_obj, Cell):
        save_obj.check_names()          # a clash names both attribute paths
        return [(p.name, p) for _, p in save_obj.parameters_and_names() if keep(p.name)]
    if isinstance(save_obj, dict):
        out, last = [], None
        for key, value in save_obj.items():
            if not isinstance(key, str):    # 2.10's text, its joined words too
                raise TypeError(f"For save_checkpoint, when save_obj is made up by dict, the key "
                                f"should be str andvalue should be Parameter, but got the type "
                                f"of key is {type(key)} andthe type of value is {type(value)}")
            if not keep(key):
                continue
            if isinstance(value, (Tensor, np.ndarray, str)):     # (2.10: Parameters only)
                last = (key, value)
            elif last is None:      # 2.10 names the entry it has not made yet (measured)
                raise UnboundLocalError("cannot access local variable 'each_param' where it is "
                                        "not associated with a value")
            out.append(last)        # 2.10 repeats the last entry for a value of another type
        return out
    if save_obj and isinstance(save_obj[0], dict):
        out = []
        for item in save_obj:
            if not (isinstance(item, dict) and "name" in item and "data" in item):
                raise TypeError(f"For save_checkpoint, save_obj should be a list of dict items, "
                                f"and the dict should have key values 'name' and 'value', but got "
                                f"{type(item)} and {item}.")
            if not isinstance(item["name"], str):
                raise TypeError(f"For save_checkpoint, when save_obj is a list of dict items, the "
                                f"name in dict should be string, but got {type(item['name'])}.")
            if not isinstance(item["data"], Tensor):
                raise TypeError(f"For save_checkpoint, when save_obj is a list of dict items, the "
                                f"data in dict should be parameter, but got "
                                f"{type(item['data'])}.")
            if keep(item["name"]):
                out.append((item["name"], item["data"]))
        return out
    out = []
    for p in save_obj:
        if not isinstance(p, Parameter):
            raise TypeError(f"For save_checkpoint, when save_obj is made up by list of Parameter,"
                            f"the param should be parameter, but got {type(p)}")
        if keep(p.name):
            out.append((p.name, p))
    return out


def _collect_append(append_dict):
    if append_dict is None:
        return []
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got "
                        f"{type(append_dict)}.")
    out = []
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise TypeError(f"For 'save_checkpoint', the type of dict 'append_info' must be key: "
                            f"string, value: int, float, bool or Generator, but got key: "
                            f"{type(key)}, value: {type(value)}")
        out.append((key, value if isinstance(value, (str, Tensor)) else Tensor(value)))
    return out


def _check_unique(items):
    seen, dup = set(), []
    for name, _ in items:
        if name in seen and name not in dup:
            dup.append(name)
        seen.add(name)
    if dup:
        raise ValueError(f"For 'save_checkpoint', the names {dup} occur more than once (two "
                         f"Parameters with the same name, or an 'append_dict' key equal to a "
                         f"Parameter name); MindSpore would silently keep only one of them. "
                         f"Rename them so every name is unique")


def _pid_alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:     # exists but belongs to someone else, or no permission to ask
        return True
    return True


def _remove_stale_temps(directory, base):
    """Delete temporaries of earlier saves to ``base`` whose process died mid-write (named
    ``.<base>.<pid>.<random>.tmp``); a live process's temporary is left alone."""
    prefix = f".{base}."
    try:
        names = os.listdir(directory)
    except OSError:
        return
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix):].split(".", 1)[0]
        if pid.isdigit() and int(pid) != os.getpid() and not _pid_alive(int(pid)):
            try:
                os.unlink(os.path.join(directory, name))
            except OSError:
                pass


def _write_atomic(path, chunks):
    """Write to a temp file beside ``path``, fsync, then ``os.replace``: all or nothing.
    Temporaries left by a save that was killed are removed by the next save to ``path``."""
    directory = os.path.dirname(path) or "."
    base = os.path.basename(path)
    _remove_stale_temps(directory, base)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{base}.{os.getpid()}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            for chunk in chunks:
                f.write(chunk)
            f.flush()
            os.fsync(f.fileno())
        # MindSpore leaves its checkpoints owner-read-only; so do we.
        os.chmod(tmp, stat.S_IRUSR)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:                                # make the rename itself durable (POSIX only)
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


# ---- load ----------------------------------------------------------------------------------
def load_checkpoint(ckpt_file_name, net=None, strict_load=False, filter_prefix=None,
                    dec_key=None, dec_mode="AES-GCM", specify_prefix=None, choice_func=None,
                    crc_check=False, remove_redundancy=False, format="ckpt"):
    """Read a checkpoint into a dict name -> Parameter (or str, for saved strings).

    ``specify_prefix``/``filter_prefix`` (str or list of str) keep / drop names by prefix and,
    when given, override ``choice_func(name) -> bool``. With ``net``, the result is also loaded
    into it by :func:`load_param_into_net`. The whole file is checked before anything is
    returned or written: a missing, corrupt or truncated file raises ``ValueError``.

    >>> import minicell as ms, tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "a.ckpt")
    >>> ms.save_checkpoint([ms.Parameter(ms.Tensor([1, 2]), name="a")], path)
    >>> ms.load_checkpoint(path)["a"].asnumpy()
    array([1, 2])
    """
    specify_prefix = _check_prefix(specify_prefix)
    filter_prefix = _check_prefix(filter_prefix)
    for name, value, types in (("dec_key", dec_key, (type(None), bytes)),
                               ("dec_mode", dec_mode, (str,)), ("crc_check", crc_check, (bool,)),
                               ("remove_redundancy", remove_redundancy, (bool,))):
        check_isinstance("load_checkpoint", name, value, types)
    _check_defaults("load_checkpoint", format, dec_key=(dec_key, None),
                    dec_mode=(dec_mode, "AES-GCM"))
    if specify_prefix is not None or filter_prefix is not None:
        choice_func = _prefix_choice(specify_prefix, filter_prefix)
    raw, shown = _read_file(ckpt_file_name, format)
    if dec_key is not None:
        raw = _crypto.decrypt_file(raw, shown, dec_key, dec_mode)
    elif format == "ckpt" and _crypto.is_cipher(raw):      # 2.10's text; the reason is logged
        from .. import log
        log.error(f"{shown}: It is encrypted: pass its 'dec_key' and 'dec_mode'.")
        raise ValueError(f"Failed to read the checkpoint file {shown}. The file may be corrupted, "
                         f"and the content cannot be parsed.")
    choice_func = _wrapped_choice(choice_func, shown)
    if format == "safetensors":
        result = _formats.load_safetensors(raw, shown, choice_func, crc_check)
    else:
        result = _formats.load_ckpt(raw, shown, choice_func, crc_check)
    if not result:          # an empty file too: 2.10's text, minicell's reason in the log
        if choice_func is None:
            from .. import log
            log.error(f"The checkpoint file {shown} holds no parameters: it is empty or was "
                      f"not written by save_checkpoint ({format!r} format).")
        raise ValueError("The loaded parameter dict is empty after filter or specify, please check "
                         "whether 'filter_prefix' or 'specify_prefix' are set correctly.")
    if net is not None:
        load_param_into_net(net, result, strict_load, remove_redundancy)
    return result


def _check_prefix(prefix):
    if prefix is None:
        return None
    if not isinstance(prefix, (str, list, tuple)):
        raise TypeError(f"For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' "
                        f"must be string, list[string] or tuple[string], but got {type(prefix)}.")
    prefix = (prefix,) if isinstance(prefix, str) else tuple(prefix)
    if not prefix:
        raise ValueError("For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' "
                         "can't be empty when 'specify_prefix' or 'filter_prefix' is list or "
                         "tuple.")
    for index, pre in enumerate(prefix):
        if not isinstance(pre, str):
            raise TypeError(f"For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is "
                            f"list or tuple, the element in it must be string, but got "
                            f"{type(pre)} at index {index}.")
        if pre == "":
            raise ValueError("For 'load_checkpoint', the value of 'specify_prefix' or "
                             "'filter_prefix' can't include ''.")
    return prefix


def _prefix_choice(specify_prefix, filter_prefix):
    def choice(name):
        if specify_prefix and not name.startswith(specify_prefix):
            return False
        return not (filter_prefix and name.startswith(filter_prefix))
    return choice


def _wrapped_choice(choice_func, shown):
    """``choice_func`` with its own errors raised as MindSpore 2.10 raises everything that goes
    wrong while a checkpoint is parsed: a ValueError naming the file (the cause chained)."""
    if choice_func is None:
        return None

    def choice(name):
        try:
            return choice_func(name)
        except Exception as e:
            raise ValueError(f"{e}\nFor 'load_checkpoint', failed to load the checkpoint file "
                             f"{shown}.") from e
    return choice


def _read_file(ckpt_file_name, format):
    """The file's bytes and the name to show in errors; checks as MindSpore's ``_check_file``."""
    if format not in _FORMATS:
        raise ValueError("For 'load_checkpoint', the checkpoint file should end with '.ckpt' or "
                         "'.safetensors', please input the correct 'format'.")
    if isinstance(ckpt_file_name, io.BytesIO):
        if format == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to "
                            "safetensors.")
        return ckpt_file_name.getvalue(), "<BytesIO>"
    if not isinstance(ckpt_file_name, str):     # 2.10: a pathlib.Path too (measured)
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, "
                        f"but got {type(ckpt_file_name)}.")
    if not ckpt_file_name.endswith(format):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file format must same with "
                         f"'format', but got file_name:'{ckpt_file_name}', format:'{format}'")
    path = os.path.realpath(ckpt_file_name)
    if not os.path.exists(path):
        raise ValueError(f"For 'load_checkpoint', the checkpoint file: {path} does not exist, "
                         f"please check whether the 'ckpt_file_name' is correct.")
    try:
        with open(path, "rb") as f:
            return f.read(), path
    except OSError as err:
        raise ValueError(f"Failed to read the checkpoint file {path}: {err}") from err


from ..common import unsupported as _unsupported  # noqa: E402

_unsupported.install(__name__, "mindspore.train")
# ``from mindspore.train.serialization import load_mindir`` imports; calling it raises the reason
globals().update(_unsupported.placeholders("mindspore.train", _unsupported.MINDIR_FUNCTIONS))


def _get_merged_param_data(net, parameter_layout_dict, param_name, param_data, integrated_save):
    """MindSpore's private helper merging a sharded Parameter's slices before saving. minicell's
    Parameters hold their whole value (sharding lives in the arrays), so it is the data itself."""
    del net, parameter_layout_dict, param_name, integrated_save
    return param_data


def _save_graph(network, file_name):
    """MindSpore's private helper: write ``network.get_func_graph_proto()`` (minicell: the IR
    text of its last GRAPH_MODE compile) to ``file_name``; nothing when it has none."""
    graph = network.get_func_graph_proto()
    if graph:
        _write_atomic(os.path.realpath(file_name), [graph])


# MindSpore 2.10's checkpoint type tables (zoo scripts that read a .ckpt's protobuf by hand
# look dtypes up in them): a checkpoint's dtype string -> mindspore dtype / numpy type
from .. import _checkparam as Validator  # noqa: E402,F401  (2.10 imports it under this name)
tensor_to_ms_type = {name: t for name, t in _formats._CKPT_TYPES.items()
                     if not name.startswith("Float8")}
tensor_to_ms_type["str"] = _mstype.string
_TENSOR_TO_NP_TYPE = {name: np.dtype(t.np_dtype).type for name, t in tensor_to_ms_type.items()
                      if name not in ("BFloat16", "Int4", "str")}
_TENSOR_TO_NP_TYPE["str"] = "U"


def tensor_to_np_type(tensor_type_str):
    """The numpy type of a checkpoint dtype string (``'Float32'`` -> ``np.float32``; ``'str'``
    -> ``'U'``), None for one it does not know, as MindSpore 2.10.

    >>> from minicell.train.serialization import tensor_to_np_type
    >>> tensor_to_np_type("Int32").__name__
    'int32'
    """
    if tensor_type_str == "BFloat16":
        return np.dtype(tensor_to_ms_type["BFloat16"].np_dtype).type
    return _TENSOR_TO_NP_TYPE.get(tensor_type_str)


_PACKAGE_NAMES = ("build_searched_strategy", "merge_sliced_parameter",
                  "load_distributed_checkpoint", "restore_group_info_list",
                  "get_ckpt_path_with_strategy", "load_checkpoint_async",
                  "async_ckpt_thread_status", "ckpt_to_safetensors", "safetensors_to_ckpt",
                  "export", "load")         # (export/load: train.mindir, which writes with ours)


def __getattr__(name):
    # MindSpore 2.10 defines these here; minicell's live in minicell.parallel, whose
    # checkpoint code imports this module, so they are read from minicell.train when asked for
    if name in _PACKAGE_NAMES:
        return getattr(sys.modules["minicell.train"], name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
