"""The two file formats' bytes <-> {name: numpy array | str}, used by ``serialization``.

``ckpt``: MindSpore's protobuf (the wire codec is ``_ckpt_proto``); ``safetensors``: through the
``safetensors`` library, in MindSpore's layout (sorted names, metadata ``{"format": "ms"}``).
Every reader checks sizes against shapes, so a corrupt file is a ``ValueError`` naming the entry.
"""
import json
import math
import warnings
import zlib

import numpy as np

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..parallel.sharding import host_array   # the whole value of a Tensor cut over processes
from . import _ckpt_proto as proto

# MindSpore's tensor_type strings are its dtype names (str(ms.float32) == "Float32"); complex
# numbers have no entry in its checkpoint format.
_CKPT_TYPES = {t.name: t for t in mstype.all_types if t.kind != "complex"}
_STR_TYPE = "str"


def as_numpy(name, value):
    """A C-contiguous little-endian numpy array and its MindSpore type name."""
    # (np.ascontiguousarray would turn a 0-d array into shape (1,))
    arr = np.asarray(host_array(value) if isinstance(value, Tensor) else value, order="C")
    try:
        ms_type = mstype.to_mstype(arr.dtype)
    except TypeError:
        ms_type = None
    if ms_type is None or ms_type.name not in _CKPT_TYPES:
        raise TypeError(f"For 'save_checkpoint', '{name}' has dtype {ms_type or arr.dtype}, which "
                        f"MindSpore's checkpoint format cannot hold")
    return arr.astype(arr.dtype.newbyteorder("<"), copy=False), ms_type.name


def ckpt_chunks(items, crc_check):
    """The file's bytes, as a sequence of buffers (large tensors are not concatenated)."""
    crc = 0
    for name, value in items:
        if isinstance(value, str):
            dims, type_name, data = [0], _STR_TYPE, np.array(value).astype("<U").tobytes()
        else:
            arr, type_name = as_numpy(name, value)
            dims, data = arr.shape, memoryview(arr.reshape(-1).view(np.uint8))
            if arr.shape == (0,):
                warnings.warn(f"save_checkpoint: '{name}' has shape (0,), which MindSpore 2.10 "
                              f"reads back as a 0-d tensor (minicell reads it correctly)",
                              stacklevel=3)
        # MindSpore's chunking (one Value per 512 MiB, same tag) keeps the files identical.
        for start in range(0, max(len(data), 1), proto.CHUNK_BYTES):
            chunk = data[start:start + proto.CHUNK_BYTES]
            head = proto.entry_header(name, dims, type_name, len(chunk))
            if crc_check:
                crc = _crc_update(crc, head, chunk)
            yield head
            yield chunk
    if crc_check:
        yield proto.crc_trailer(crc)


def _crc_update(crc, *parts):
    for part in parts:
        crc = zlib.crc32(part, crc)
    return crc


def safetensors_chunks(items, crc_check):
    from safetensors.numpy import save as st_save
    tensors = {}
    for name, value in items:
        if isinstance(value, str):
            raise TypeError(f"For 'save_checkpoint', '{name}' is a str, which the safetensors "
                            f"format cannot hold; save it with format='ckpt'")
        tensors[name] = as_numpy(name, value)[0]
    meta = {"format": "ms"}
    if crc_check:                       # MindSpore's safetensors CRC: names and data, sorted
        crc = 0
        for name in sorted(tensors):
            crc = _crc_update(crc, name.encode("utf-8"), tensors[name].tobytes())
        meta["crc_num"] = str(crc)
    ordered = {name: tensors[name] for name in sorted(tensors)}
    yield st_save(ordered, metadata=meta if ordered else None)


def corrupt(shown, why=None):
    """2.10's ValueError for a file that does not parse (``why``: what minicell found wrong
    in one that parses)."""
    if why is None:
        return ValueError(f"Failed to read the checkpoint file {shown}. The file may be "
                          f"corrupted, and the content cannot be parsed.")
    return ValueError(f"Failed to read the checkpoint file {shown}. The file may be corrupted or "
                      f"truncated, and the content cannot be parsed: {why}")


def load_ckpt(raw, shown, choice_func, crc_check):
    pb, stored_crc = proto.split_crc_trailer(raw)
    if stored_crc is not None:
        if proto.crc32(pb) != stored_crc:
            raise ValueError(f"For 'load_checkpoint', the crc check is failed, please check "
                             f"whether the ckpt file {shown} is damaged.")
    elif crc_check:
        warnings.warn(f"For 'load_checkpoint', the ckpt file {shown} does not contain the crc "
                      f"code, please check the file.", stacklevel=3)
    try:
        entries = proto.decode(pb)
    except proto.CheckpointFormatError:
        raise corrupt(shown) from None
    result = {}
    for tag, group in _group_chunks(entries, shown):
        if choice_func is not None and not choice_func(tag):
            continue
        result[tag] = _entry_value(tag, group, shown)
    return result


def _group_chunks(entries, shown):
    """Consecutive Values with one tag are the chunks of one tensor; others must be unique."""
    groups, seen = [], set()
    for e in entries:
        if groups and groups[-1][0] == e.tag:
            groups[-1][1].append(e)
            continue
        if e.tag in seen:
            raise corrupt(shown, f"the name '{e.tag}' occurs twice")
        seen.add(e.tag)
        groups.append((e.tag, [e]))
    return groups


def _entry_value(tag, group, shown):
    last = group[-1]
    if any(e.dims != last.dims or e.tensor_type != last.tensor_type for e in group):
        raise corrupt(shown, f"the chunks of '{tag}' disagree on shape or dtype")
    content = b"".join(e.content for e in group) if len(group) > 1 else last.content
    if last.tensor_type == _STR_TYPE:
        if len(content) % 4:
            raise corrupt(shown, f"string '{tag}' has {len(content)} bytes, not a multiple of 4")
        try:
            return str(np.frombuffer(content, f"<U{len(content) // 4}")[0]) if content else ""
        except (ValueError, UnicodeError) as err:
            raise corrupt(shown, f"string '{tag}' is not valid UTF-32: {err}") from None
    ms_type = _CKPT_TYPES.get(last.tensor_type)
    if ms_type is None:
        raise corrupt(shown, f"'{tag}' has the unknown tensor_type {last.tensor_type!r} "
                              f"(known: {sorted(_CKPT_TYPES)})")
    np_dtype = ms_type.np_dtype.newbyteorder("<")
    count = math.prod(last.dims)
    if count * np_dtype.itemsize != len(content):
        raise corrupt(shown, f"'{tag}' of shape {last.dims} and dtype {ms_type} needs "
                              f"{count * np_dtype.itemsize} bytes but holds {len(content)}")
    if ms_type is mstype.bool_:         # any non-zero byte is True, as a bool cast would say
        arr = np.frombuffer(content, np.uint8) != 0
    else:
        arr = np.frombuffer(content, np_dtype).astype(ms_type.np_dtype)
    return Parameter(Tensor(arr.reshape(last.dims)), name=tag)


def _safetensors_header(raw, shown):
    """The JSON header's ``__metadata__`` (read with bounds checks; json runs no code)."""
    if len(raw) < 8:
        raise corrupt(shown, f"a safetensors file needs at least 8 bytes, got {len(raw)}")
    n = int.from_bytes(raw[:8], "little")
    if n > len(raw) - 8:
        raise corrupt(shown, f"the safetensors header claims {n} bytes, the file has "
                              f"{len(raw) - 8} after it")
    try:
        header = json.loads(bytes(raw[8:8 + n]).decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as err:
        raise corrupt(shown, f"the safetensors header is not valid JSON: {err}") from None
    except RecursionError:
        raise corrupt(shown, "the safetensors header nests JSON arrays/objects too deeply to be "
                             "a tensor table") from None
    meta = header.get("__metadata__") if isinstance(header, dict) else None
    return meta if isinstance(meta, dict) else {}


# safetensors dtype codes -> minicell dtypes (the library's numpy loader lacks BF16).
_ST_TYPES = {"F64": mstype.float64, "F32": mstype.float32, "F16": mstype.float16,
             "BF16": mstype.bfloat16, "I64": mstype.int64, "I32": mstype.int32,
             "I16": mstype.int16, "I8": mstype.int8, "U64": mstype.uint64, "U32": mstype.uint32,
             "U16": mstype.uint16, "U8": mstype.uint8, "BOOL": mstype.bool_}


def _safetensors_arrays(raw, shown):
    """name -> numpy array, through ``safetensors.deserialize`` (it checks the offsets)."""
    from safetensors import SafetensorError, deserialize
    try:
        flat = deserialize(bytes(raw))
    except (SafetensorError, ValueError, TypeError) as err:
        raise corrupt(shown, err) from None
    out = {}
    for name, info in flat:
        ms_type = _ST_TYPES.get(info["dtype"])
        if ms_type is None:
            raise corrupt(shown, f"'{name}' has the safetensors dtype {info['dtype']}, which "
                                  f"minicell does not load")
        shape = tuple(info["shape"])
        data = info["data"]
        if math.prod(shape) * ms_type.np_dtype.itemsize != len(data):
            raise corrupt(shown, f"'{name}' of shape {shape} and dtype {ms_type} holds "
                                  f"{len(data)} bytes")
        raw_dtype = np.uint8 if ms_type is mstype.bool_ else ms_type.np_dtype.newbyteorder("<")
        arr = np.frombuffer(data, raw_dtype)
        arr = (arr != 0) if ms_type is mstype.bool_ else arr.astype(ms_type.np_dtype)
        out[name] = arr.reshape(shape)
    return out


def load_safetensors(raw, shown, choice_func, crc_check):
    meta = _safetensors_header(raw, shown)
    tensors = _safetensors_arrays(raw, shown)
    if crc_check or "crc_num" in meta:
        if "crc_num" not in meta:
            warnings.warn(f"For 'load_checkpoint', the safetensors file {shown} does not contain "
                          f"the crc code, please check the file.", stacklevel=3)
        else:
            crc = 0
            for name in sorted(tensors):
                crc = _crc_update(crc, name.encode("utf-8"), tensors[name].tobytes())
            if str(crc) != meta["crc_num"]:
                raise ValueError(f"For 'load_checkpoint', the crc check has failed. Please check "
                                 f"whether the file {shown} is damaged.")
    result = {}
    for name in sorted(tensors):
        if choice_func is not None and not choice_func(name):
            continue
        if meta.get(name) == "Int4":     # MindSpore's packed qint4x2: no minicell dtype
            raise corrupt(shown, f"'{name}' is stored as MindSpore's Int4 (qint4x2), which "
                                  f"minicell has no dtype for")
        result[name] = Parameter(Tensor(tensors[name]), name=name)
    return result
