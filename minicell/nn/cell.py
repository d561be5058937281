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
from collections import OrderedDict

from .. import context as _context
from ..common.parameter import Parameter
from ..runtime import dispatch as _dispatch
from .cell_hooks import CellHooksMixin


class Cell(CellHooksMixin):
    """Base class of all network layers; subclasses define ``construct``."""

    def __init__(self, auto_prefix=True, flags=None):
        object.__setattr__(self, "_params", OrderedDict())
        object.__setattr__(self, "_cells", OrderedDict())
        object.__setattr__(self, "_auto_prefix", auto_prefix)
        object.__setattr__(self, "training", False)
        object.__setattr__(self, "requires_grad", False)
        object.__setattr__(self, "_mixed_precision_type", None)
        object.__setattr__(self, "_forward_pre_hooks", OrderedDict())
        object.__setattr__(self, "_forward_hooks", OrderedDict())
        object.__setattr__(self, "_backward_hooks", OrderedDict())
        object.__setattr__(self, "_cell_path", type(self).__name__)
        object.__setattr__(self, "_compiled", {})
        self._flags = dict(flags or {})

    # ---- the mode switch --------------------------------------------------------------------
    def __call__(self, *args, **kwargs):
        builder = _dispatch.state.builder
        if builder is not None:                       # inside a GRAPH_MODE trace: inline
            return builder.call_cell(self, args, kwargs)
        if _context._context.mode == _context.GRAPH_MODE:
            from ..compiler.api import run_cell       # compile construct, run it jitted
            return run_cell(self, args, kwargs)
        from ..runtime.cell_call import eager_call    # PYNATIVE: hooks, bprop, tape
        return eager_call(self, args, kwargs)

    def compile_ir(self, *args, **kwargs):
        """The GRAPH_MODE IR of ``construct`` for these inputs (printable; see ``compiler``)."""
        from ..compiler.api import cell_ir
        return cell_ir(self, args, kwargs)

    def construct(self, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} must define construct")

    # ---- attribute registration ---------------------------------------------------------------
    def __getattr__(self, name):
        d = self.__dict__
        if "_params" in d and name in d["_params"]:
            return d["_params"][name]
        if "_cells" in d and name in d["_cells"]:
            return d["_cells"][name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        d = self.__dict__
        if "_params" not in d:
            raise AttributeError(f"call super().__init__() in {type(self).__name__}.__init__ "
                                 f"before assigning '{name}'")
        if isinstance(value, Parameter):
            self._register_param(name, value)
        elif isinstance(value, Cell):
            self.insert_child_to_cell(name, value)
        elif name in d["_params"] and value is None:
            d["_params"][name] = None
        elif name in d["_params"]:
            builder = _dispatch.state.builder
            if builder is not None:                   # `self.p = value` inside a traced graph
                builder.assign_attr(self, name, value)
            else:
                d["_params"][name].set_data(value)
        elif name in d["_cells"] and value is None:
            d["_cells"][name] = None
        else:
            if _dispatch.state.builder is not None:
                _dispatch.state.builder.set_attr(self, name, value)
            object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name in self._params:
            del self._params[name]
        elif name in self._cells:
            del self._cells[name]
        else:
            object.__delattr__(self, name)

    def _register_param(self, name, param):
        if param.name.startswith("Parameter#") and not param._user_named:
            param._name = name
        self._params[name] = param
        self.__dict__.pop(name, None)

    def insert_child_to_cell(self, child_name, child_cell):
        """Add ``child_cell`` under ``child_name`` (what ``self.<name> = cell`` does)."""
        if not isinstance(child_name, str) or not child_name or "." in child_name:
            raise KeyError(f"For 'insert_child_to_cell', child name {child_name!r} must be a "
                           f"non-empty str without '.'")
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise TypeError(f"For 'insert_child_to_cell', the child must be a Cell, got "
                            f"{type(child_cell).__name__}")
        if child_cell is not None and self._auto_prefix:
            child_cell.update_parameters_name(child_name + ".")
        self._cells[child_name] = child_cell
        self.__dict__.pop(child_name, None)

    def update_parameters_name(self, prefix="", recurse=True):
        """Prefix every Parameter name in this Cell (and its children) with ``prefix``."""
        for _, p in self.parameters_and_names(expand=recurse):
            p._name = prefix + p._name

    # ---- traversal ----------------------------------------------------------------------------
    def cells_and_names(self, cells=None, name_prefix=""):
        """Yield ``(path, cell)`` for this Cell and every descendant, each once."""
        seen = set() if cells is None else cells
        if id(self) in seen:
            return
        seen.add(id(self))
        yield name_prefix, self
        for name, cell in self._cells.items():
            if cell is None:
                continue
            path = f"{name_prefix}.{name}" if name_prefix else name
            yield from cell.cells_and_names(seen, path)

    def parameters_and_names(self, name_prefix="", expand=True):
        """Yield ``(parameter.name, parameter)`` for every distinct Parameter."""
        seen = set()
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        for _, cell in cells:
            for p in cell._params.values():
                if p is not None and id(p) not in seen:
                    seen.add(id(p))
                    yield p.name, p

    def get_parameters(self, expand=True):
        """A generator of this Cell's Parameters."""
        for _, p in self.parameters_and_names(expand=expand):
            yield p

    def trainable_params(self, recurse=True):
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse=True):
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse=True):
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    def cells(self):
        return [c for c in self._cells.values() if c is not None]

    def name_cells(self):
        return OrderedDict((k, c) for k, c in self._cells.items() if c is not None)

    # ---- state --------------------------------------------------------------------------------
    def set_train(self, mode=True):
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "training", bool(mode))
        return self

    @property
    def phase(self):
        return "train" if self.training else "predict"

    def set_grad(self, requires_grad=True):
        object.__setattr__(self, "requires_grad", bool(requires_grad))
        return self

    def to_float(self, dst_type):
        """Compute this Cell (and children without their own setting) in ``dst_type``."""
        from ..common import dtype as mstype
        dst_type = mstype.to_mstype(dst_type)
        if dst_type not in (mstype.float16, mstype.float32, mstype.bfloat16):
            raise ValueError(f"For 'to_float', dst_type must be float16, bfloat16 or float32, "
                             f"got {dst_type}")
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "_mixed_precision_type", dst_type)
        return self

    def apply(self, fn):
        """Call ``fn(cell)`` on every child (depth first) and then on self."""
        for cell in self.cells():
            cell.apply(fn)
        fn(self)
        return self

    def extend_repr(self):
        return ""

    def __repr__(self):
        extra = self.extend_repr()
        children = [f"({name}): " + repr(c).replace("\n", "\n  ")
                    for name, c in self._cells.items() if c is not None]
        if not children:
            return f"{type(self).__name__}<{extra}>"
        return f"{type(self).__name__}<{extra}\n  " + "\n  ".join(children) + "\n  >"
