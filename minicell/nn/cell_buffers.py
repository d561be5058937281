"""Cell buffers and state dicts (a mixin of ``Cell``), as MindSpore 2.10.

A buffer is a Tensor that is part of a Cell's state but not a Parameter (not trained, not in
``parameters_dict()`` or ``save_checkpoint(net)``): ``register_buffer(name, tensor,
persistent=True)`` or ``self.name = _Buffer(tensor)``. ``state_dict()`` holds the Parameters
and the persistent buffers by attribute path (own entries first, then each sub-Cell's);
``load_state_dict`` writes them back and returns the missing and unexpected keys.

Unlike 2.10, a failed ``load_state_dict`` (a wrong shape, a value that is not a Tensor, a
missing or unexpected key with ``strict=True``) writes nothing: every entry is checked first.

>>> import minicell as ms
>>> net = ms.nn.Cell()
>>> net.register_buffer("steps", ms.Tensor([0]))
>>> list(net.state_dict())
['steps']
>>> net.load_state_dict({"steps": ms.Tensor([5])})
<All keys matched successfully>
>>> net.steps
Tensor(shape=[1], dtype=Int64, value= [5])
"""
import warnings
from collections import OrderedDict, namedtuple
from collections.abc import Mapping

from ..common.parameter import Parameter, _Buffer
from ..common.tensor import Tensor
from ..runtime.hooks import add_hook
from .._check_jit_forbidden_api import jit_forbidden_register


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    """What ``load_state_dict`` returns: the keys the Cell has and the dict lacks, and the
    keys the dict has and the Cell does not."""

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


def _hook_dict(cell, attr):
    hooks = cell.__dict__.get(attr)
    if hooks is None:
        hooks = OrderedDict()
        object.__setattr__(cell, attr, hooks)
    return hooks


def _hooks(cell, attr):
    return tuple(cell.__dict__.get(attr, {}).values())


class CellBuffersMixin:
    """``register_buffer``, ``buffers``/``named_buffers``/``get_buffer``, ``state_dict``,
    ``load_state_dict`` and their hooks."""

    # ---- buffers ------------------------------------------------------------------------------
    @jit_forbidden_register
    def register_buffer(self, name, tensor, persistent=True):
        """Add ``tensor`` (a Tensor, or None) as the buffer ``name``; a buffer of that name is
        replaced. ``persistent=False`` keeps it out of ``state_dict()``. Returns None."""
        d = self.__dict__
        if "_buffers" not in d:
            raise AttributeError("cannot assign buffer before Cell.__init__() call")
        if not isinstance(name, str):
            raise TypeError(f"buffer name should be a string.But got this type: {type(name)}")
        if "." in name:
            raise KeyError('buffer name can\'t contain "."')
        if name == "":
            raise KeyError('buffer name can\'t be empty string ""')
        if name not in d["_buffers"] and (name in d or name in d["_params"] or
                                          name in d["_cells"] or hasattr(type(self), name)):
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{type(tensor)}' object to buffer '{name}' "
                            f"(mindspore Tensor or None required)")
        d["_buffers"][name] = None if tensor is None else _Buffer.mark(tensor)
        if persistent:
            d["_non_persistent_buffers_set"].discard(name)
        else:
            d["_non_persistent_buffers_set"].add(name)

    def _set_existing_buffer(self, name, value):
        """``self.<buffer> = value``: None empties it, a ``_Buffer`` replaces it (2.10 rejects
        a plain Tensor here)."""
        if value is None:
            self._buffers[name] = None
        elif isinstance(value, _Buffer):
            self.register_buffer(name, value)
        else:
            raise TypeError(f"Buffer '{name}' already exists in network, can not assign this "
                            f"type: '{type(value)}' as a buffer.")

    @jit_forbidden_register
    def named_buffers(self, prefix="", recurse=True, remove_duplicate=True):
        """Yield ``(path, buffer)`` for the buffers of this Cell (and its sub-Cells with
        ``recurse``), own ones first; None buffers are skipped."""
        cells = self.cells_and_names(name_prefix=prefix) if recurse else [(prefix, self)]
        seen = set()
        for path, cell in cells:
            for key, buf in cell._buffers.items():
                if buf is None or (remove_duplicate and id(buf) in seen):
                    continue
                seen.add(id(buf))
                yield (f"{path}.{key}" if path else key), buf

    @jit_forbidden_register
    def buffers(self, recurse=True):
        """Yield the buffers of this Cell (and of its sub-Cells with ``recurse``)."""
        for _, buf in self.named_buffers(recurse=recurse):
            yield buf

    @jit_forbidden_register
    def get_buffer(self, target):
        """The buffer at the dotted path ``target`` (``'sub.running_mean'``)."""
        path, _, name = target.rpartition(".")
        cell = self.get_sub_cell(path)
        if not hasattr(cell, name):
            raise AttributeError(f"{type(cell).__name__} has no attribute `{name}`")
        if name not in cell._buffers:
            raise AttributeError(f"`{name}` is not a buffer")
        return cell._buffers[name]

    # ---- state dict -----------------------------------------------------------------------------
    def get_extra_state(self):
        """Extra state for ``state_dict`` (under ``'_extra_state'``) when a subclass defines it
        together with ``set_extra_state``."""
        raise RuntimeError("Reached a code path in Cell.get_extra_state() that should never be "
                           "called.")

    def set_extra_state(self, state):
        """Receives what ``get_extra_state`` returned, from ``load_state_dict``."""
        raise RuntimeError("Reached a code path in Cell.set_extra_state() that should never be "
                           "called.")

    def _has_extra_state(self):
        return type(self).get_extra_state is not CellBuffersMixin.get_extra_state

    def _state_items(self):
        """(name, value) of this Cell's own state_dict entries."""
        for name, p in self._params.items():
            if p is not None:
                yield name, p
        skip = self._non_persistent_buffers_set
        for name, buf in self._buffers.items():
            if buf is not None and name not in skip:
                yield name, buf

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, value in self._state_items():
            destination[prefix + name] = value
        if self._has_extra_state():
            destination[prefix + "_extra_state"] = self.get_extra_state()

    @jit_forbidden_register
    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        """An ``OrderedDict`` of every Parameter and persistent buffer by attribute path
        (``prefix`` put before each), written into ``destination`` when given. The values are
        the Parameters and buffers themselves (``keep_vars`` changes nothing, as in 2.10)."""
        if args:
            warnings.warn("Positional args are being deprecated, use kwargs instead. Refer to "
                          "https://www.mindspore.cn/docs/zh-CN/master/api_python/nn/"
                          "mindspore.nn.Cell.html for details.", FutureWarning, stacklevel=2)
            names = ("destination", "prefix", "keep_vars")
            if len(args) > len(names):
                raise TypeError(f"state_dict() takes at most {len(names)} positional arguments")
            given = dict(zip(names, args))
            destination = given.get("destination", destination)
            prefix = given.get("prefix", prefix)
            keep_vars = given.get("keep_vars", keep_vars)
        # 2.10's checks (measured)
        if destination is not None and not isinstance(destination, dict):
            raise TypeError(f"The type of destination must be OrderedDict, but got "
                            f"{type(destination)}")
        if not isinstance(prefix, str):
            raise TypeError(f"The type of prefix must be string, but got {type(prefix)}")
        if not isinstance(keep_vars, bool):
            raise TypeError(f"The type of keep_vars must be bool, but got {type(keep_vars)}")
        if destination is None:
            destination = OrderedDict()
            destination._metadata = OrderedDict()
        metadata = getattr(destination, "_metadata", None)
        if metadata is not None:
            metadata[prefix[:-1]] = {}
        local_metadata = {} if metadata is None else metadata[prefix[:-1]]
        for hook in _hooks(self, "_state_dict_pre_hooks"):
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, cell in self._cells.items():
            if cell is not None:
                cell.state_dict(destination=destination, prefix=f"{prefix}{name}.",
                                keep_vars=keep_vars)
        for hook in _hooks(self, "_state_dict_hooks"):
            if hook(self, destination, prefix, local_metadata) is not None:
                raise RuntimeError("state_dict post-hook must return None")
        return destination

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys,
                              unexpected_keys, error_msgs):
        """Check this Cell's own entries of ``state_dict``: returns ``[(target, value)]`` to
        write; problems go into the three lists."""
        writes = []
        own = dict(self._state_items())
        for name, target in own.items():
            key = prefix + name
            if key not in state_dict:
                missing_keys.append(key)
                continue
            value = state_dict[key]
            if not isinstance(value, Tensor):
                error_msgs.append(f'While copying the parameter named "{key}", expected Tensor '
                                  f'or Tensor-like object from checkpoint but received '
                                  f'{type(value)}')
            elif tuple(value.shape) != tuple(target.shape):
                error_msgs.append(f"size mismatch for {key}: copying a param with shape "
                                  f"{tuple(value.shape)} from checkpoint, the shape in current "
                                  f"model is {tuple(target.shape)}.")
            else:
                writes.append((target, value))
        extra = prefix + "_extra_state"
        if self._has_extra_state():
            if extra in state_dict:
                writes.append((self.set_extra_state, state_dict[extra]))
            else:
                missing_keys.append(extra)
        for key in state_dict:
            if not key.startswith(prefix) or key == extra and self._has_extra_state():
                continue
            first = key[len(prefix):].split(".", 1)[0]
            if first not in own and first not in self._cells:
                unexpected_keys.append(key)
        return writes

    @jit_forbidden_register
    def load_state_dict(self, state_dict, strict=True):
        """Write the entries of ``state_dict`` (as ``state_dict()`` names them) into the
        Parameters and buffers, cast to their dtypes. Returns ``_IncompatibleKeys(missing_keys,
        unexpected_keys)``. A RuntimeError listing every problem (a shape that differs, a value
        that is not a Tensor, with ``strict`` a missing or unexpected key) leaves the network
        as it was."""
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        metadata = getattr(state_dict, "_metadata", None)
        state_dict = OrderedDict(state_dict)
        if metadata is not None:
            state_dict._metadata = metadata
        missing, unexpected, errors, writes, visited = [], [], [], [], []

        def load(cell, sub_dict, prefix):
            local = {} if metadata is None else metadata.get(prefix[:-1], {})
            for hook in _hooks(cell, "_load_state_dict_pre_hooks"):
                hook(cell, sub_dict, prefix, local, strict, missing, unexpected, errors)
            writes.extend(cell._load_from_state_dict(sub_dict, prefix, local, True, missing,
                                                     unexpected, errors))
            for name, child in cell._cells.items():
                if child is not None:
                    child_prefix = f"{prefix}{name}."
                    load(child, {k: v for k, v in sub_dict.items()
                                 if k.startswith(child_prefix)}, child_prefix)
            visited.append(cell)

        load(self, state_dict, "")
        if strict:
            if unexpected:
                errors.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in unexpected)))
            if missing:
                errors.insert(0, "Missing key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in missing)))
        if errors:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                type(self).__name__, "\n\t".join(errors)))
        for target, value in writes:
            if callable(target) and not isinstance(target, Tensor):
                target(value)                    # set_extra_state
            elif isinstance(target, Parameter):
                target.set_data(value.astype(target.dtype))
            else:
                target._set_array(value.astype(target.dtype).data_array())
        result = _IncompatibleKeys(missing, unexpected)
        for cell in visited:
            for hook in _hooks(cell, "_load_state_dict_post_hooks"):
                if hook(cell, result) is not None:
                    raise RuntimeError(
                        "Hooks registered with ``register_load_state_dict_post_hook`` are not"
                        "expected to return new values, if incompatible_keys need to be "
                        "modified,it should be done inplace.")
        return result

    # ---- hooks ----------------------------------------------------------------------------------
    @jit_forbidden_register
    def register_state_dict_pre_hook(self, hook):
        """``hook(cell, prefix, keep_vars)`` runs before ``state_dict`` collects this Cell."""
        return add_hook(_hook_dict(self, "_state_dict_pre_hooks"), hook,
                        "register_state_dict_pre_hook")

    @jit_forbidden_register
    def register_state_dict_post_hook(self, hook):
        """``hook(cell, state_dict, prefix, local_metadata)`` runs after ``state_dict``
        collected this Cell and its sub-Cells; it must return None."""
        return add_hook(_hook_dict(self, "_state_dict_hooks"), hook,
                        "register_state_dict_post_hook")

    @jit_forbidden_register
    def register_load_state_dict_pre_hook(self, hook):
        """``hook(cell, state_dict, prefix, local_metadata, strict, missing_keys,
        unexpected_keys, error_msgs)`` runs before ``load_state_dict`` checks this Cell."""
        return add_hook(_hook_dict(self, "_load_state_dict_pre_hooks"), hook,
                        "register_load_state_dict_pre_hook")

    @jit_forbidden_register
    def register_load_state_dict_post_hook(self, hook):
        """``hook(cell, incompatible_keys)`` runs after ``load_state_dict`` wrote the values;
        it may change the key lists in place and must return None."""
        return add_hook(_hook_dict(self, "_load_state_dict_post_hooks"), hook,
                        "register_load_state_dict_post_hook")
