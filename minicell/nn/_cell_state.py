"""Cell state and printing: ``set_train``/``phase``, ``set_grad``, ``to_float``, ``apply``,
flags and ``repr`` (a mixin of ``Cell``; the Cell keeps registration and traversal)."""


class CellStateMixin:
    """State switches of a Cell. They write with ``object.__setattr__`` so that a GRAPH_MODE
    trace (which watches ``Cell.__setattr__``) never sees them as graph side effects."""

    @property
    def cls_name(self):
        """The Cell's class name."""
        return type(self).__name__

    def set_train(self, mode=True):
        """Training (``True``, phase ``'train'``) or inference (phase ``'predict'``), recursively;
        returns self.

        >>> from minicell import nn
        >>> nn.Cell().set_train(False).phase
        'predict'
        """
        mode = bool(mode)
        phase = "train" if mode else "predict"
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "training", mode)
            object.__setattr__(cell, "phase", phase)
        return self

    def set_grad(self, requires_grad=True):
        """Mark this Cell as the top of a gradient computation (PYNATIVE_MODE); returns self."""
        object.__setattr__(self, "requires_grad", bool(requires_grad))
        return self

    def to_float(self, dst_type):
        """Run this Cell and its children with inputs cast to ``dst_type`` (float16, bfloat16 or
        float32); a later call on a child overrides it there. Returns self.

        >>> import minicell as ms
        >>> ms.nn.Cell().to_float(ms.float16)._mixed_precision_type
        mindspore.float16
        """
        from ..common import dtype as mstype
        try:
            dst = mstype.to_mstype(dst_type)
        except TypeError:
            dst = None
        if dst not in (mstype.float16, mstype.float32, mstype.bfloat16):
            raise ValueError(f"For 'to_float', the argument 'dst_type' must be mstype.float32, "
                             f"mstype.float16 or mstype.bfloat16, but got {dst_type!r}.")
        for _, cell in self.cells_and_names():
            object.__setattr__(cell, "_mixed_precision_type", dst)
        return self

    def apply(self, fn):
        """Call ``fn(cell)`` on every child (depth first) and then on self; returns self.

        >>> from minicell import nn
        >>> seen = []
        >>> _ = nn.SequentialCell([nn.Cell()]).apply(lambda c: seen.append(c.cls_name))
        >>> seen
        ['Cell', 'SequentialCell']
        """
        for cell in self.cells():
            cell.apply(fn)
        fn(self)
        return self

    # ---- flags ------------------------------------------------------------------------------
    def add_flags(self, **flags):
        """Set compile flags on this Cell (kept in ``_flags``); returns self."""
        self._flags.update(flags)
        return self

    def add_flags_recursive(self, **flags):
        """``add_flags`` on this Cell and every descendant; returns self."""
        for _, cell in self.cells_and_names():
            cell._flags.update(flags)
        return self

    def get_flags(self):
        """The compile flags of this Cell."""
        return self._flags

    # ---- printing ---------------------------------------------------------------------------
    def extend_repr(self):
        """Extra text inside this Cell's ``repr`` parentheses (layers override it)."""
        return ""

    def __repr__(self):
        extra = self.extend_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = []
        for name, cell in self._cells.items():
            text = repr(cell).replace("\n", "\n  ")
            child_lines.append(f"({name}): {text}")
        lines = extra_lines + child_lines
        body = ""
        if len(extra_lines) == 1 and not child_lines:
            body = extra_lines[0]
        elif lines:
            body = "\n  " + "\n  ".join(lines) + "\n"
        return f"{type(self).__name__}({body})"

    def __str__(self):
        return self.__repr__()
