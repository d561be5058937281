"""Cell: the unit of a network. ``__call__`` is the one place the execution mode is decided.

>>> import minicell as ms
>>> from minicell import nn
>>> class Net(nn.Cell):
...     def __init__(self):
...         super().__init__()
...         self.w = ms.Parameter(ms.Tensor([1.0, 2.0]), name="w")
...     def construct(self, x):
...         return x * self.w
>>> Net()(ms.Tensor([3.0, 4.0]))
Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  8.00000000e+00])
"""
import types as _types
from collections import OrderedDict

from ..common.parameter import Parameter, ParameterTuple, _Buffer, is_generated_name
from ..compiler import api as _graph_api, attr_state as _attr_state
from ..ops import extra_graph as _extra_graph
from ..parallel.sharding import shard_cell
from ..runtime import cell_call as _cell_call, dispatch as _dispatch
from ..runtime.dispatch import GRAPH_MODE as _GRAPH_MODE
from .cell_buffers import CellBuffersMixin
from .cell_hooks import CellHooksMixin
from ._operand_texts import call_failed as _call_failed
from ._cell_base import Cell_
from ._compile_cache import CompileCacheMixin, registered as _registered
from ._cell_state import CellStateMixin
from ._cell_param_lists import CellParamListsMixin
from ..common._members import Members, changed
from ..common._type_text import class_text, graph_type_text
from .._check_jit_forbidden_api import jit_forbidden_register
from .. import log as _log


class Cell(CellHooksMixin, CellBuffersMixin, CellStateMixin, CompileCacheMixin,
           CellParamListsMixin, Cell_):
    """Base class of all network layers; subclasses define ``construct``.

    Parameters and sub-Cells assigned as attributes are registered (``self.w = Parameter(...)``,
    ``self.fc = Dense(...)``); with ``auto_prefix=True`` (default) a sub-Cell's Parameters are
    renamed to their attribute path (``fc.weight``), as in MindSpore.
    """

    def __init__(self, auto_prefix=True, flags=None):
        init = object.__setattr__
        # Attributes set before super().__init__() (plain values only) are kept, as MindSpore.
        init(self, "_params", Members(self))   # every change moves the structure generation
        init(self, "_cells", Members(self))    # (GRAPH_MODE re-checks its compiled graphs)
        init(self, "_buffers", Members(self))  # Tensors read and written as graph inputs too
        init(self, "_non_persistent_buffers_set", set())
        init(self, "_auto_prefix", bool(auto_prefix))
        init(self, "training", False)
        init(self, "phase", "train")
        init(self, "requires_grad", False)
        init(self, "_mixed_precision_type", None)
        init(self, "_forward_pre_hooks", OrderedDict())
        init(self, "_forward_hooks", OrderedDict())
        init(self, "_backward_hooks", OrderedDict())
        init(self, "_cell_path", type(self).__name__)
        init(self, "_name_prefix", "")      # the prefix this Cell's Parameter names were given
        init(self, "param_prefix", "")      # MindSpore's public attribute (set by auto_prefix)
        init(self, "_compiled", _registered(self))   # (in common.api.cells_compile_cache)
        init(self, "_flags", dict(flags or {}))
        # MindSpore's custom-backward attributes: whether the class defines ``bprop`` (decided
        # here, as MindSpore does), and the ``bprop_debug`` switch (a bool property)
        init(self, "has_bprop", hasattr(type(self), "bprop"))
        init(self, "_bprop_debug", False)
        # made inside a GRAPH_MODE trace (a helper Cell built in construct, as zoo code does):
        # its attributes are trace-time values by nature, so setting them is no side effect
        init(self, "_made_in_graph", _dispatch.state.tracer.tracing)

    def __init_subclass__(cls, **kwargs):
        """A minicell layer that inherits its ``__init__`` gets a copy named after itself, as
        2.10's layers each define one: a bad keyword is 'LPPool2d.__init__() got an unexpected
        keyword argument ...' (measured), not its base's name; one that 2.10 also lets inherit
        sets ``_base_init_name``. mint.nn's own layers (2.10's inherit: '_BatchNorm.__init__()')
        and users' Cells keep Python's."""
        super().__init_subclass__(**kwargs)
        if "__init__" not in cls.__dict__ and cls.__module__.startswith("minicell.nn.") and \
                not cls.__dict__.get("_base_init_name"):
            base = cls.__init__
            init = _types.FunctionType(base.__code__, base.__globals__, "__init__",
                                       base.__defaults__, base.__closure__)
            init.__kwdefaults__, init.__doc__ = base.__kwdefaults__, base.__doc__
            init.__qualname__ = f"{cls.__qualname__}.__init__"
            cls.__init__ = init

    # ---- the mode switch --------------------------------------------------------------------
    def __call__(self, *args, **kwargs):
        tracer = _dispatch.state.tracer              # see runtime/tracer.py for the protocol
        try:
            if not tracer.tracing and _dispatch.state.mode == _GRAPH_MODE:
                return _graph_api.run_cell(self, args, kwargs)   # compile construct, run it
            # inside a GRAPH_MODE trace: traced inline; else PYNATIVE: hooks, bprop, tape
            return tracer.call_cell(self, args, kwargs)
        except Exception as err:      # the failure path only: 2.10's texts (nn/_operand_texts)
            refused = _call_failed(self, args, err, tracer.tracing or
                                   _dispatch.state.mode == _GRAPH_MODE)
            if refused is None:
                raise
            raise refused from None

    def compile(self, *args, **kwargs):
        """MindSpore's ``Cell.compile``: build the GRAPH_MODE graph of ``construct`` for these
        inputs ahead of the first call (in either mode; the call in GRAPH_MODE then reuses it).
        Returns None. Two different Parameters with one name are a ValueError, as MindSpore's
        compile."""
        self.check_names()
        _graph_api.compile_cell(self, args, kwargs)

    def compile_ir(self, *args, **kwargs):
        """The GRAPH_MODE IR of ``construct`` for these inputs (printable; see ``compiler``)."""
        return _graph_api.cell_ir(self, args, kwargs)

    def get_func_graph_proto(self):
        """MindSpore's graph proto of the last GRAPH_MODE compile of ``construct``: here that
        graph's IR text, as bytes (``b""`` before any)."""
        graph = _graph_api.cache_on(self, "__cache__").latest_graph()
        return b"" if graph is None else str(graph).encode()

    def construct(self, *args, **kwargs):
        # 2.10's AttributeError names 'Cell' whatever the subclass; a graph's quotes it (measured)
        text = "For 'Cell', the method 'construct' is not defined."
        raise AttributeError(text if _dispatch.running_eagerly() else f"'{text}'")

    construct.__minicell_undefined__ = True    # (compiler.cells.remember_jit_method)

    def shard(self, in_strategy, out_strategy=None, parameter_plan=None):
        """MindSpore's ``Cell.shard``: cut this Cell's inputs/outputs by the strategies and
        place the Parameters of ``parameter_plan`` cut (see ``minicell/parallel/sharding.py``)."""
        shard_cell(self, in_strategy, out_strategy, parameter_plan)

    @property
    def bprop_debug(self):
        """MindSpore's switch for debugging a custom ``bprop`` (default False); only stored."""
        return self._bprop_debug

    @bprop_debug.setter
    def bprop_debug(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"For 'Cell', the property 'bprop_debug' must be bool type, but got "
                            f"type {type(value)}.")
        object.__setattr__(self, "_bprop_debug", value)

    # ---- attribute registration ---------------------------------------------------------------
    def __getattr__(self, name):
        d = self.__dict__
        params = d.get("_params")
        if params is not None and name in params:
            return params[name]
        cells = d.get("_cells")
        if cells is not None and name in cells:
            return cells[name]
        buffers = d.get("_buffers")
        if buffers is not None and name in buffers:
            return buffers[name]
        if name == "cast" and params is not None:
            # MindSpore up to 2.2 gave every Cell ``self.cast = ops.Cast()``; code written for
            # those releases (mindformers 1.x) calls ``self.cast(x, dtype)`` without setting it.
            from ..ops import Cast
            object.__setattr__(self, "cast", Cast())
            return d["cast"]
        raise AttributeError(f"The '{type(self).__name__}' object has no attribute '{name}'.")

    def __setattr__(self, name, value):
        d = self.__dict__
        if isinstance(value, _Buffer):
            self.register_buffer(name, value)
        elif isinstance(value, Parameter):
            self._need_init(name, "param")
            if name in d["_cells"]:      # MindSpore 2.10's KeyError (measured), both ways
                raise KeyError(f"For 'insert_param_to_cell', the {name} parameter already "
                               f"exists in the network.Cannot insert another parameter with "
                               f"the same name.")
            d.pop(name, None)
            self.insert_param_to_cell(name, value)
        elif isinstance(value, ParameterTuple):
            self._need_init(name, "param")
            self._set_param_tuple(name, value)
        elif isinstance(value, Cell):
            self._need_init(name, "cell")
            if name in d["_params"]:
                raise KeyError(f"For 'insert_child_to_cell', the {name} child cell already "
                               f"exists in the network.Cannot insert another child cell with "
                               f"the same name.")
            d.pop(name, None)
            if self._auto_prefix:
                value.update_parameters_name(name + ".")
            self.insert_child_to_cell(name, value)
        elif "_params" not in d:
            if isinstance(value, (list, tuple)) and value and \
                    all(isinstance(p, Parameter) for p in value):
                self._need_init(name, "plist")
            object.__setattr__(self, name, value)   # before Cell.__init__: a plain attribute
        elif name in d.get("_buffers", ()):
            self._set_existing_buffer(name, value)
        elif name in d["_params"]:
            self._set_existing_param(name, value)
        elif name in d["_cells"]:
            if value is not None:
                raise TypeError(f"Sub cell '{name}' already exists in network, can not assign "
                                f"this type: '{type(value)}' as a cell.")
            d["_cells"][name] = None
        else:
            if isinstance(value, (list, tuple)) and value and \
                    all(isinstance(p, Parameter) for p in value):
                self._check_listed_param_names(value)
            old = d.get(name)
            value = _dispatch.state.tracer.set_attr(self, name, value)   # graph: see Builder
            if getattr(type(old), "_graph_attr", False) and value is not old:
                changed(self)       # a compiled graph's attribute state is replaced
            if value is not old and d.get("_attr_states"):
                _attr_state.replaced(self, name, value)    # (a Tensor attribute's state)
            object.__setattr__(self, name, value)

    def _need_init(self, name, what=None):
        """A Parameter/Cell set before ``Cell.__init__``: 2.10's texts (measured)."""
        if "_params" in self.__dict__:
            return
        if what == "param":
            raise AttributeError("For 'insert_param_to_cell', please call Cell.__init__() "
                                 "firstly.")
        missed = {"cell": "_auto_prefix", "plist": "exist_objs"}.get(what)
        if missed is not None:
            raise AttributeError(f"The '{type(self).__name__}' object has no attribute "
                                 f"'{missed}'.")
        raise AttributeError(f"For '{type(self).__name__}', call super().__init__() in "
                             f"__init__ before assigning the Parameter or Cell '{name}'.")

    def _set_existing_param(self, name, value):
        params = self.__dict__["_params"]
        from ..common.tensor import Tensor
        tracing = _dispatch.state.tracer.tracing
        if tracing and not isinstance(value, (Tensor, bool, int, float)):
            # 2.10's graph Assign of a non-number (measured); PYNATIVE lets None drop the
            # Parameter, as below
            raise TypeError(f'Failed calling Assign with "value={graph_type_text(value)}".')
        if value is None:
            params[name] = None
            return
        if isinstance(value, (bool, int, float)) and tracing:
            # MindSpore's graph writes a Python number into the Parameter (cast to its dtype,
            # e.g. `self.step = 0` resetting a counter); PYNATIVE rejects it as below
            value = Tensor(value, params[name].dtype) if params[name] is not None else value
        if not isinstance(value, Tensor):
            raise TypeError(f"Parameter '{name}' already exists in network, can not assign this "
                            f"type: '{type(value)}' as a parameter.")
        if params[name] is None:
            raise TypeError(f"For '{type(self).__name__}', '{name}' was set to None; assign a "
                            f"Parameter, not a Tensor, to re-create it.")
        if tracing:     # 2.10's graph writes through Assign: no cast to a narrower dtype
            from ..ops._util import check_written_dtype
            check_written_dtype("Assign", params[name], [value])
        params[name].set_data(value)       # a Parameter write in either mode (param_write)

    def __delattr__(self, name):
        if name in self._params:
            del self._params[name]
        elif name in self._cells:
            del self._cells[name]
        elif name in self.__dict__.get("_buffers", ()):
            del self._buffers[name]
            self._non_persistent_buffers_set.discard(name)
        else:
            object.__delattr__(self, name)
            _attr_state.replaced(self, name, _attr_state._GONE)

    def _check_free_name(self, api, name, store, what):
        """``name`` may be (re)bound in ``store`` (``_params`` or ``_cells``): it must not
        already be a plain attribute or a class member (a ``__slots__`` entry not yet filled is
        free: 2.10 asks ``hasattr(cell, name)``, and MindChemistry's TensorProduct lists its
        ``weights`` Parameter in ``__slots__``)."""
        self._need_init(name)
        d = self.__dict__
        other = self._cells if store is self._params else self._params
        if name not in store and (name in d or name in d.get("_buffers", ()) or name in other
                                  or (hasattr(type(self), name) and hasattr(self, name))):
            raise KeyError(f"For '{api}', the {name} {what} already exists in the "
                           f"network.Cannot insert another {what} with the same name.")

    def insert_param_to_cell(self, param_name, param, check_name_contain_dot=True):
        """Add ``param`` under ``param_name`` (what ``self.<name> = Parameter(...)`` does); an
        unnamed ``Parameter#N`` takes ``param_name`` as its name.

        >>> import minicell as ms
        >>> net = ms.nn.Cell()
        >>> net.insert_param_to_cell("bias", ms.Parameter(ms.Tensor([1, 2, 3])))
        >>> net.bias
        Parameter (name=bias, shape=(3,), dtype=Int64, requires_grad=True)
        """
        if not param_name:                  # None, '' (2.10's text names None for both)
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not be "
                           "None.")
        if not isinstance(param_name, str):   # 2.10 fails on its '.' test or its setattr
            kind = type(param_name).__name__
            searchable = hasattr(param_name, "__contains__") or hasattr(param_name, "__iter__")
            raise TypeError(f"attribute name must be string, not '{kind}'" if searchable
                            else f"argument of type '{kind}' is not iterable")
        if check_name_contain_dot and "." in param_name:
            raise KeyError("For 'insert_param_to_cell', the argument 'param_name' should not "
                           "contain'.' ")       # (sic) 2.10's text
        self._check_free_name("insert_param_to_cell", param_name, self._params, "parameter")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"For 'insert_param_to_cell', the argument 'param' must be "
                            f"'Parameter' if not None, but got {class_text(param)}.")
        if param is not None and is_generated_name(param.name):
            param.name = param_name
        self._params[param_name] = param

    def insert_child_to_cell(self, child_name, child_cell):
        """Add ``child_cell`` under ``child_name``. Unlike ``self.<name> = cell`` it does not
        rename the child's Parameters (MindSpore's behaviour).

        >>> from minicell import nn
        >>> net = nn.Cell()
        >>> net.insert_child_to_cell("child", nn.Cell())
        >>> net
        Cell(
          (child): Cell()
        )
        """
        if not isinstance(child_name, str):
            raise TypeError(f"For 'insert_child_to_cell', the type of parameter 'child_name' "
                            f"must be str, but got {type(child_name)}.")
        if not child_name or "." in child_name:
            raise KeyError("For 'insert_child_to_cell', the parameter 'child_name' can not be "
                           "None and can not contain '.' ")
        self._check_free_name("insert_child_to_cell", child_name, self._cells, "child cell")
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise TypeError(f"For 'insert_child_to_cell', the argument 'child_cell' must be "
                            f"'Cell' if not None, but got type {class_text(child_cell)}.")
        self._cells[child_name] = child_cell
        if child_cell is not None:
            base = f"{self._cell_path}.{child_name}"
            for path, cell in child_cell.cells_and_names():
                object.__setattr__(cell, "_cell_path", f"{base}.{path}" if path else base)

    def update_parameters_name(self, prefix="", recurse=True):
        """Name every Parameter ``prefix`` + its attribute path in this Cell (``fc.weight``)."""
        if not isinstance(prefix, str):
            raise TypeError(f"expected string or bytes-like object, got "
                            f"'{type(prefix).__name__}'")        # 2.10's (its re.match)
        for path, p in self._param_items(expand=recurse):
            p.name = prefix + path
        for path, cell in self.cells_and_names():
            object.__setattr__(cell, "_name_prefix", f"{prefix}{path}." if path else prefix)

    # ---- traversal ----------------------------------------------------------------------------
    def cells_and_names(self, cells=None, name_prefix=""):
        """Yield ``(path, cell)`` for this Cell and every descendant, each Cell once.

        >>> from minicell import nn
        >>> [name for name, _ in nn.SequentialCell([nn.Cell()]).cells_and_names()]
        ['', '0']
        """
        seen = cells if cells else set()      # as 2.10: any empty value (0, []) starts afresh
        if self in seen:
            return
        seen.add(self)
        yield name_prefix, self
        for name, cell in self._cells.items():
            if cell is None:
                continue
            path = f"{name_prefix}.{name}" if name_prefix else name
            yield from cell.cells_and_names(seen, path)

    def _param_items(self, name_prefix="", expand=True):
        """(attribute path, Parameter) for every distinct Parameter; no name checks."""
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        seen = set()
        out = []
        for cell_path, cell in cells:
            for key, p in cell._params.items():
                if p is None or id(p) in seen:
                    continue
                seen.add(id(p))
                out.append((f"{cell_path}.{key}" if cell_path else key, p))
        return out

    def parameters_and_names(self, name_prefix="", expand=True):
        """Yield ``(attribute path, Parameter)`` for every distinct Parameter (own ones first).

        Names may still clash here, as in 2.10: a Cell built before it is attached (a CellList
        filled after its assignment) holds names that become unique only once its parent
        prefixes them. Where a clash would lose a Parameter (``parameters_dict``, checkpoints,
        compile, optimizers) it is a ValueError naming both paths.

        >>> import minicell as ms
        >>> net = ms.nn.Cell(); net.w = ms.Parameter(ms.Tensor([1.0]))
        >>> [(n, p.name) for n, p in net.parameters_and_names()]
        [('w', 'w')]
        """
        name_prefix = name_prefix or ""       # 2.10 takes None, 0, [] as no prefix
        if not isinstance(name_prefix, str):    # 2.10 joins it to the names: Python's TypeError
            name_prefix = name_prefix + "."     # ("unsupported operand type(s) for +", measured)
            raise TypeError("For 'parameters_and_names', 'name_prefix' must be str")
        yield from self._param_items(name_prefix, expand)

    def check_names(self):
        """Raise ValueError if two different Parameters of this network share a name."""
        clash = _name_clash(self, self._param_items())
        if clash:
            raise ValueError(clash)

    @jit_forbidden_register
    def get_parameters(self, expand=True):
        """A generator of this Cell's Parameters (and its descendants' with ``expand``)."""
        for _, p in self.parameters_and_names(expand=expand):
            yield p

    @jit_forbidden_register
    def trainable_params(self, recurse=True):
        """The Parameters with ``requires_grad=True``, as a list."""
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    @jit_forbidden_register
    def untrainable_params(self, recurse=True):
        """The Parameters with ``requires_grad=False``, as a list."""
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse=True):
        """``OrderedDict`` of Parameter name -> Parameter."""
        items = self._param_items(expand=recurse)
        clash = _name_clash(self, items)
        if clash:       # 2.10 silently keeps the last of equal names (its ut tests rely on it)
            _log.warning(clash)
        return OrderedDict((p.name, p) for _, p in items)

    def init_parameters_data(self, auto_parallel_mode=False):
        """Run every lazy Parameter initializer now and return ``{original: replacement}``.
        MindSpore may swap in new Parameter objects; minicell initialises each in place, so
        every Parameter maps to itself."""
        return {p: p.init_data() for p in self.get_parameters()}

    def name_cells(self):
        """``OrderedDict`` of the direct children by attribute name (each Cell once)."""
        out, seen = OrderedDict(), set()
        for name, cell in self._cells.items():
            if cell is not None and cell not in seen:
                seen.add(cell)
                out[name] = cell
        return out

    def cells(self):
        """The direct children."""
        return self.name_cells().values()


def _name_clash(cell, items):
    """The text naming the first two different Parameters of one name in ``items``, or None."""
    where = {}
    for path, p in items:
        first = where.setdefault(p.name, path)
        if first != path:
            return (
                f"For '{type(cell).__name__}', the Parameters at '{first}' and '{path}' are two "
                f"different Parameters with the same name '{p.name}'; a checkpoint or "
                f"parameters_dict() would keep only one of them. Give them unique names (leave "
                f"name=None to use the attribute path, or keep auto_prefix=True on the Cells "
                f"that hold them).")
    return None


_extra_graph.set_cell_type(Cell)
# the mixins' methods print and raise as Cell's ('Cell.add_flags() takes 1 positional ...')
for _fn in (f for m in (CellHooksMixin, CellBuffersMixin, CellStateMixin) for f in vars(m).values()
            if isinstance(f, _types.FunctionType)):
    _fn.__qualname__ = f"Cell.{_fn.__name__}"
