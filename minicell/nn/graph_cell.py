"""``nn.GraphCell``: a Cell that runs a graph ``ms.load`` read from a MINDIR file (a
``FuncGraph``, defined here below train, which writes and reads the files).

Its Parameters are the exported network's, with their names (``dense.weight``), values and
order; ``params_init`` replaces some by name. A call runs the serialized graph (one op,
``graph_cell_call``, in either mode, inside another Cell's graph too) and writes back the
Parameters the graph writes. Inputs must have the exported shapes and dtypes.

>>> import os, tempfile
>>> import numpy as np
>>> import minicell as ms
>>> net = ms.nn.Conv2d(1, 1, kernel_size=3, weight_init="ones")
>>> x = ms.Tensor(np.ones([1, 1, 3, 3]).astype(np.float32))
>>> path = os.path.join(tempfile.mkdtemp(), "net")
>>> ms.export(net, x, file_name=path, file_format="MINDIR")
>>> print(ms.nn.GraphCell(ms.load(path + ".mindir"))(x))
[[[[4. 6. 4.]
   [6. 9. 6.]
   [4. 6. 4.]]]]
"""
import jax
import numpy as np

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..runtime.dispatch import dispatch, running_eagerly
from ..runtime.registry import freeze_attrs, register
from .cell import Cell

__all__ = ["GraphCell"]


class FuncGraph:
    """A loaded graph (``load``'s result, 2.10's ``FuncGraph``): what ``nn.GraphCell`` runs.

    ``params``: ``(name, array, input)`` of each Parameter, in the graph's input order, with
    ``input`` the position among the Tensor arguments of one passed as an argument (else None);
    ``written``: the indices of those the graph writes; ``n_inputs``: how many Tensor arguments
    it takes, Parameters passed as arguments included."""

    def __init__(self, exported, header, params):
        self.exported = exported
        self.params = params
        self.written = tuple(header["written"])
        self.n_inputs = header["n_tensors"]
        self.input_avals = [(tuple(a["shape"]), a["dtype"]) for a in header["inputs"]]
        self.n_out = header["n_out"]
        self.out_tree = header["out_tree"]
        self.n_draws = header["n_draws"]     # random draws (None: the graph draws none)
        self.checks = header["checks"]
        self.name = header["name"]
        self._call = None

    def __repr__(self):
        return f"FuncGraph({self.name})"

    def call(self, *arrays):
        """The graph on ``(*param arrays, *inputs[, rng rows])``: its flat results."""
        if self._call is None:
            self._call = jax.jit(self.exported.call)
        return self._call(*arrays)


@register("graph_cell_call", multiple_results=True)
def _graph_cell_call(*arrays, graph):
    """``graph`` (a ``FuncGraph``, keyed by identity) on ``(*param arrays, *inputs[, rng
    rows])``: its flat results."""
    return tuple(graph.call(*arrays))


class GraphCell(Cell):
    """``nn.GraphCell(graph, params_init=None, obf_random_seed=None)``: runs ``graph`` (a
    ``FuncGraph`` from ``ms.load``); see the module."""

    def __init__(self, graph, params_init=None, obf_random_seed=None):
        super().__init__(auto_prefix=True)
        if obf_random_seed is not None:
            raise NotImplementedError("Dynamic structure obfuscation is not supported now.")
        if not isinstance(graph, FuncGraph):
            raise TypeError(f"For 'GraphCell', the argument 'graph' must be a FuncGraph loaded "
                            f"from MindIR, but got type {type(graph)}.")
        params_init = {} if params_init is None else params_init
        if not isinstance(params_init, dict):
            raise TypeError(f"For 'GraphCell', the argument 'params_init' must be a dict, but "
                            f"got {type(params_init)}.")
        for name, value in params_init.items():
            if not isinstance(name, str) or not isinstance(value, Tensor):
                raise TypeError("For 'GraphCell', the key of the 'params_init' must be str, and "
                                "the value must be Tensor or Parameter, but got the key type: "
                                f"{type(name)}, and the value type: {type(value)}")
        values = [(name, _initial(name, array, params_init.get(name)), position)
                  for name, array, position in graph.params]     # all checked before any is set
        self.graph = graph
        self._graph_params = []         # the graph's Parameters (None: passed as an argument)
        for name, value, position in values:
            param = None
            if position is None:
                param = Parameter(Tensor(value), name=name)
                self.insert_param_to_cell(name, param, check_name_contain_dot=False)
            self._graph_params.append(param)

    def construct(self, *inputs):
        from ..compiler.tree import flatten
        from .. import ops
        from ..ops import functional as F
        g = self.graph
        tensors = [x for x in flatten(inputs)[0] if isinstance(x, Tensor)]
        if len(tensors) != g.n_inputs:
            raise RuntimeError(f"The input number of parameters is not Compatible.\nMindir:"
                               f"{g.n_inputs} inputs: {len(tensors)} FuncGraph:{g.name}")
        params = [tensors[position] if position is not None else own
                  for own, (_, _, position) in zip(self._graph_params, g.params)]
        passed = {position for _, _, position in g.params}
        tensors = [x for i, x in enumerate(tensors) if i not in passed]
        for i, (x, (shape, dtype)) in enumerate(zip(tensors, g.input_avals)):
            got = str(np.dtype(mstype.dtype_to_nptype(x.dtype)))
            if tuple(x.shape) != shape or got != dtype:
                raise RuntimeError(
                    f"For 'GraphCell', input {i} must be a Tensor of shape {list(shape)} and "
                    f"dtype {dtype}, as exported, but got shape {list(x.shape)} and dtype {got}.")
        args = [*params, *tensors]
        if g.n_draws is not None:         # the seed rows of its draws, fresh on every call
            args.append(F.cast(ops.randint(0, 2 ** 31 - 1, (g.n_draws, 3),
                                           dtype=mstype.int32), mstype.uint32))
        res = dispatch(_graph_cell_call, args, freeze_attrs({"graph": g}))
        n = g.n_out
        if g.checks:
            _raise_failed(res[n], res[n + 1], g.checks)
            n += 2
        for i, value in zip(g.written, res[n:]):
            if isinstance(params[i], Parameter):
                F.assign(params[i], value)
        return _decode(g.out_tree, res)

    construct.__minicell_noconvert__ = True     # one op and its Parameter writes


def _initial(name, array, value):
    """The initial value of graph Parameter ``name``: ``value`` (from ``params_init``), which
    must match the exported shape and dtype, else the exported ``array``."""
    if value is None:
        return array
    new = value.asnumpy()
    if new.shape != array.shape or new.dtype != array.dtype:
        raise ValueError(f"Only support update parameter by Tensor or Parameter with same shape "
                         f"and dtype as it: the parameter '{name}' of the graph has shape "
                         f"{list(array.shape)} and dtype {array.dtype}, the value in "
                         f"'params_init' shape {list(new.shape)} and dtype {new.dtype}.")
    return new


def _raise_failed(which, code, checks):
    """The error of the first failed check of a graph run eagerly (a ``raise`` under a tensor
    condition: its type and text as traced; an index out of range); under a trace, where the
    values are not known yet, the check cannot stop the call."""
    if not running_eagerly():
        return
    which = int(which.asnumpy())
    if not which:
        return
    kind = checks[which - 1]
    if kind is None:
        raise IndexError(f"For 'GraphCell', an index in the graph is out of range (its run-time "
                         f"check {which} failed).")
    import builtins
    error = getattr(builtins, kind[0], None)
    error = error if isinstance(error, type) and issubclass(error, Exception) else RuntimeError
    raise error(kind[1])


def _decode(node, res):
    """The outputs from their JSON structure (``mindir._tree_json``) and the flat results."""
    if isinstance(node, int):
        return res[node]
    tag, body = node
    if tag == "v":
        return body
    if tag == "d":
        return {k: _decode(v, res) for k, v in body}
    if tag == "s":
        from ..common import sparse_tensor
        name, shape, fields = body
        return getattr(sparse_tensor, name)._make(*[_decode(f, res) for f in fields],
                                                  shape=tuple(shape))
    items = [_decode(v, res) for v in body]
    return tuple(items) if tag == "t" else items
