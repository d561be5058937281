"""``export`` / ``load`` in MINDIR format, and the ``FuncGraph`` that ``nn.GraphCell`` runs.

A network is exported as it is compiled in GRAPH_MODE: its construct (or a ``jit`` function)
traced for the given inputs, lowered, and serialized with ``jax.export`` (StableHLO with a
compatibility guarantee), together with the network's Parameters, which the graph takes as
inputs: ``GraphCell(load(path))`` runs it again, in either mode, on CPU or a GPU, with no Python
source, as MindSpore's MindIR. The file is minicell's own container (a header, the serialized
graph, the Parameters' bytes), named ``.mindir`` as 2.10 names its files; MindSpore cannot read
it and minicell cannot read MindSpore's protobuf MindIR (``load`` says so).

What the graph keeps: its outputs (Tensors, sparse tensors and None in tuples, lists and
dicts), the Parameters it writes (``self.w += 1`` in construct updates the GraphCell's
Parameter, as 2.10), its derivative (gradients flow through a GraphCell), random draws (fresh
seeds from the seed stream at each call) and the errors of ``raise`` under a tensor condition.
What it loses: ``print`` (a host callback, which ``jax.export`` cannot serialize) and the texts
of GRAPH_MODE's index-range checks (an out-of-range index raises a plain IndexError). Shapes
are static: the inputs must have the shapes and dtypes given to ``export``.

>>> import os, tempfile
>>> import numpy as np
>>> import minicell as ms
>>> net = ms.nn.Dense(3, 2)
>>> x = ms.Tensor(np.ones((1, 3), np.float32))
>>> path = os.path.join(tempfile.mkdtemp(), "dense")
>>> ms.export(net, x, file_name=path, file_format="MINDIR")
>>> loaded = ms.nn.GraphCell(ms.load(path + ".mindir"))
>>> np.allclose(loaded(x).asnumpy(), net(x).asnumpy())
True
"""
import copy
import json
import os
import struct

import jax
import jax.numpy as jnp
import numpy as np

from ..common.unsupported import UnsupportedError
from ..nn.graph_cell import FuncGraph

MAGIC = b"MINICELL-MINDIR\n"
VERSION = 1
FORMATS = ['AIR', 'ONNX', 'MINDIR']
_PLATFORMS = ("cpu", "cuda", "rocm", "tpu")


# ---- export --------------------------------------------------------------------------------
def export(net, *inputs, file_name, file_format, **kwargs):
    """Write ``net`` (a Cell or a ``jit``/plain function) compiled for ``inputs`` to
    ``file_name`` (``.mindir`` appended when missing) in MINDIR format: see the module.
    ``file_format`` 'ONNX' and 'AIR' are refused (minicell writes no ONNX or AIR).
    ``enc_key`` with ``enc_mode`` ('AES-GCM', 'AES-CBC', 'SM4-CBC', or a function of
    ``(data, key)``) encrypts the file; ``load`` then needs ``dec_key`` and ``dec_mode``."""
    _check_export(net, *inputs, file_name=file_name, file_format=file_format)
    if file_format != "MINDIR":
        raise UnsupportedError(
            f"mindspore.export(file_format={file_format!r}) is not supported by minicell: it "
            f"writes no ONNX graphs; export to 'MINDIR' (minicell's serialized StableHLO, run "
            f"by nn.GraphCell) or use jax.export on the compiled function")
    key, mode = kwargs.get("enc_key"), kwargs.get("enc_mode", "AES-GCM")
    if key is not None and not callable(mode):
        from ._crypto import check_encrypt
        check_encrypt(key, mode)
    path = file_name if file_name.endswith(".mindir") else file_name + ".mindir"
    header, blob, params = _exported(net, inputs)
    head = json.dumps(header).encode()
    chunks = [MAGIC, struct.pack("<II", VERSION, len(head)), head, struct.pack("<Q", len(blob)),
              blob] + [np.ascontiguousarray(a).tobytes() for a in params]
    if key is not None:
        from ._crypto import encrypt_chunks
        chunks = [mode(b"".join(chunks), key)] if callable(mode) else \
            encrypt_chunks(chunks, key, mode)
    from .serialization import _write_atomic
    _write_atomic(os.path.abspath(path), chunks)


def _exported(net, inputs):
    """``(header, serialized graph, Parameter arrays)`` of ``net`` compiled for ``inputs``."""
    from ..compiler import api, lower
    from ..compiler.call import Compiled
    from ..compiler.raise_check import RaiseFailure
    from ..runtime.x64 import scope
    from ..common.tensor import Tensor
    from ..common.parameter import Parameter
    if api.is_cell(net):
        get_entry, name = api._cell_entry, f"{type(net).__name__}.construct"
    else:
        fn = net if hasattr(net, "__minicell_guard__") else api.jit(net)
        get_entry, name = api._fn_entry, getattr(net, "__qualname__", repr(net))
    arguments = _leaves(inputs)
    for i, x in enumerate(arguments):
        if isinstance(x, Tensor) and x._data is None and x.init is None:
            raise ValueError(f"For 'export', input {i} has a dynamic shape {list(x.shape)}: "
                             f"minicell exports graphs of static shapes only (export once per "
                             f"shape).")
    with scope():                          # minicell's x64 scope, as a compiled call
        entry, _ = get_entry(net if api.is_cell(net) else fn, inputs, {})
        if not isinstance(entry, Compiled):
            raise RuntimeError(f"For 'export', {name} cannot be compiled into one graph for "
                               f"these inputs (it runs op by op in GRAPH_MODE), so it cannot "
                               f"be exported.")
        if not all(isinstance(p, Parameter) for p in entry.params):
            raise RuntimeError(f"For 'export', {name} draws random numbers under tensor "
                               f"control flow; such a graph cannot be exported.")
        tensors = [x for x in arguments if isinstance(x, Tensor) and not x._const_arg]
        leaves = [x for x in tensors if not isinstance(x, Parameter)]
        params = [np.asarray(p.data_array()) for p in entry.params]
        low = entry.lowered
        avals = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in params]
        avals += [jax.ShapeDtypeStruct(x.shape, x.data_array().dtype) for x in leaves]
        if low.rng_var is not None:
            avals.append(jax.ShapeDtypeStruct((len(entry.rng_seeds), 3), np.uint32))
        low = lower.Lowered(_without_prints(low.graph), low.params, low.input_vars,
                            low.rng_var, low.written, low.out_leaves)
        exported = _export(low, avals)
        checks = [[type(c.err).__name__, str(c.err)] if isinstance(c, RaiseFailure) else None
                  for c in low.checks]
        try:            # with its derivative, so gradients flow through a GraphCell
            blob = exported.serialize(vjp_order=1)
        except Exception:       # (an op jax cannot differentiate: the graph without its vjp)
            blob = exported.serialize()
    written = [i for i, p in enumerate(entry.params) if any(p is w for w in entry.written)]
    header = {
        "name": name, "written": written, "n_out": entry.n_out, "checks": checks,
        "out_tree": _tree_json(entry), "n_draws": len(entry.rng_seeds) if entry.uses_rng else None,
        "inputs": [{"shape": list(x.shape), "dtype": str(x.data_array().dtype)} for x in leaves],
        "n_tensors": len(tensors),
        "params": [{"name": p.name, "shape": list(a.shape), "dtype": str(a.dtype),
                    "input": _position(p, tensors)} for p, a in zip(entry.params, params)]}
    return header, bytes(blob), params


def _without_prints(graph):
    """A copy of the IR ``graph`` without its ``print`` nodes (in its control-flow regions too):
    a print lowers to a host callback, which ``jax.export`` cannot serialize."""
    from ..compiler import ir
    new = copy.copy(graph)
    new.nodes = [_node_without_prints(n) for n in graph.nodes if n.op is not ir.PRINT]
    return new


def _node_without_prints(node):
    if not node.subgraphs:
        return node
    new = copy.copy(node)
    new.subgraphs = tuple(_without_prints(g) for g in node.subgraphs)
    return new


def _position(param, tensors):
    """Where ``param`` is among the Tensor inputs (a Parameter passed as an argument: the
    GraphCell's caller gives it again), else None (one of the network's own)."""
    return next((i for i, x in enumerate(tensors) if x is param), None)


def _export(low, avals):
    """``jax.export`` of the lowered graph for every platform it lowers for (XLA's CPU and
    GPU lowerings of some ops differ; the current platform always)."""
    fn = jax.jit(low.flat)
    here = jax.export.default_export_platform()      # cpu, cuda, rocm or tpu
    platforms = (here,) + tuple(p for p in _PLATFORMS if p != here)
    try:
        return jax.export.export(fn, platforms=platforms)(*avals)
    except Exception:               # an op with no lowering for some platform: this one only
        pass
    try:
        return jax.export.export(fn, platforms=(here,))(*avals)
    except NotImplementedError as err:          # a host callback (a py_func, a numpy island)
        raise RuntimeError(f"For 'export', the graph calls back into Python ({err}); such a "
                           f"graph cannot be exported.") from None


def _leaves(tree):
    from ..compiler.tree import flatten
    return flatten(tree)[0]


def _tree_json(entry):
    """The outputs' structure as JSON: ``["t"|"l", [...]]``, ``["d", [[key, ...]...]]``,
    ``["s", [class name, shape, [fields]]]`` (a COOTensor/CSRTensor), an int (the index of a
    Tensor output) or ``["v", value]`` (a Python value returned as is)."""
    it = iter(range(entry.n_out))
    leaves = [next(it) if is_var else _Value(_json_value(v))
              for is_var, v in zip(entry.is_var, entry.out_leaves)]
    return _encode(jax.tree_util.tree_unflatten(entry.out_tree, leaves))


class _Value:
    """A Python value the graph returns as is, among the output leaves being encoded."""

    def __init__(self, value):
        self.value = value


def _encode(node):
    if node is None or isinstance(node, _Value):
        return ["v", None if node is None else node.value]
    if isinstance(node, int):
        return node
    if isinstance(node, (tuple, list)):
        return ["t" if isinstance(node, tuple) else "l", [_encode(n) for n in node]]
    if isinstance(node, dict):
        return ["d", [[k, _encode(v)] for k, v in node.items()]]
    if hasattr(type(node), "_FIELDS") and hasattr(type(node), "_make"):   # a sparse tensor
        return ["s", [type(node).__name__, list(node._shape),
                      [_encode(getattr(node, "_" + f)) for f in node._FIELDS]]]
    raise TypeError(f"For 'export', an output of type {type(node).__name__} cannot be exported "
                    f"(outputs must be Tensors, sparse tensors, tuples, lists and dicts).")


def _json_value(v):
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    raise TypeError(f"For 'export', an output of type {type(v).__name__} cannot be exported "
                    f"(outputs must be Tensors, sparse tensors, tuples, lists and dicts).")


# ---- load ----------------------------------------------------------------------------------
def load(file_name, **kwargs):
    """The ``FuncGraph`` in ``file_name``, a MINDIR file ``export`` wrote; ``nn.GraphCell``
    runs it. ``dec_key`` / ``dec_mode`` decrypt it; ``obf_func`` is refused, as 2.10 refuses
    it."""
    if "obf_func" in kwargs:     # 2.10's refusal, first (measured: a missing file too)
        raise NotImplementedError("Dynamic model structure obfuscation is no longer supported.")
    _check_load(file_name)
    with open(file_name, "rb") as f:
        data = f.read()
    key, mode = kwargs.get("dec_key"), kwargs.get("dec_mode", "AES-GCM")
    if key is not None:
        from ._crypto import DecryptError, decrypt
        try:
            # 2.10 hands a callable dec_mode the file's real path (measured), not its bytes
            data = (mode(os.path.realpath(file_name), key) if callable(mode)
                    else decrypt(data, key, mode))
        except DecryptError as err:
            raise RuntimeError(f"Load MindIR failed: {file_name} cannot be decrypted with this "
                               f"'dec_key' and 'dec_mode' ({err}).") from None
    try:
        return _parse(data)
    except (ValueError, KeyError, TypeError, struct.error) as err:
        raise RuntimeError(f"Load MindIR failed: {file_name} is not a MINDIR file minicell "
                           f"wrote ({err}). minicell reads only its own MINDIR files; "
                           f"MindSpore's protobuf MindIR cannot be read.") from None


def _parse(data):
    if not data.startswith(MAGIC):
        raise ValueError("no minicell header")
    pos = len(MAGIC)
    version, n_head = struct.unpack_from("<II", data, pos)
    if version != VERSION:
        raise ValueError(f"format version {version}, this minicell reads {VERSION}")
    pos += 8
    header = json.loads(data[pos:pos + n_head])
    pos += n_head
    (n_blob,) = struct.unpack_from("<Q", data, pos)
    pos += 8
    exported = jax.export.deserialize(bytearray(data[pos:pos + n_blob]))
    pos += n_blob
    params = []
    for p in header["params"]:
        dtype = jnp.dtype(p["dtype"])
        size = dtype.itemsize * int(np.prod(p["shape"], dtype=np.int64))
        if pos + size > len(data):
            raise ValueError("the file is cut short")
        params.append((p["name"], np.frombuffer(data, dtype, int(np.prod(p["shape"])),
                                                pos).reshape(p["shape"]).copy(), p["input"]))
        pos += size
    if pos != len(data):
        raise ValueError("trailing bytes")
    return FuncGraph(exported, header, params)


# ---- 2.10's argument checks ------------------------------------------------------------------
def _check_export(net=None, *inputs, file_name=None, file_format=None, **kwargs):
    if file_format not in FORMATS:
        raise ValueError(f"For 'export', 'file_format' must be one of {FORMATS}, but got "
                         f"{file_format}.")
    if not isinstance(file_name, str):
        raise TypeError(f"The '{file_name}' must be string, but got {type(file_name)}.")
    if file_format == "AIR":
        raise ValueError("Only support export file in 'AIR' format with Ascend backend.")
    if not callable(net):
        raise RuntimeError(f"fn {net} is not function or method")


def _check_load(file_name=None, **kwargs):
    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got "
                         f"{type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) should end with "
                         "'.mindir', please input the correct 'file_name'.")
    if not os.path.exists(file_name):
        raise ValueError("For 'load', the argument 'file_name'(MindIR file) does not exist, "
                         "please check whether the 'file_name' is correct.")
