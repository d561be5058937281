"""Lists and tuples of Parameters held by a Cell (an optimizer's ``ParameterTuple``, a plain
list of Parameters): their names and registration (a mixin of ``Cell``)."""
from ..common.parameter import is_generated_name


class CellParamListsMixin:
    """``Cell.__setattr__``'s handling of a ``ParameterTuple`` or a list of Parameters."""

    def _set_param_tuple(self, name, value):
        # MindSpore registers each member under its own name (optimizers hold their
        # Parameters this way) and keeps the tuple as a plain attribute; an unnamed member is
        # named "Parameter$<n>", n counting such members per Cell from 1.
        names, seen = set(), set()
        for p in value:
            if id(p) in seen:
                continue
            seen.add(id(p))
            if is_generated_name(p.name):
                n = self.__dict__.get("_param_tuple_id", 1)
                object.__setattr__(self, "_param_tuple_id", n + 1)
                p.name = f"Parameter${n}"
            if p.name in names:
                raise ValueError(f"The value {value} , its name '{p.name}' already exists. "
                                 f"Please set a unique name for the parameter.")
            names.add(p.name)
            self.insert_param_to_cell(p.name, p, check_name_contain_dot=False)
        object.__setattr__(self, name, value)

    def _check_listed_param_names(self, value):
        # MindSpore 2.10: the Parameters of every list/tuple of Parameters a Cell holds share
        # one name space (a Parameter met again, by identity, is not checked twice); attributes
        # holding one Parameter are not part of it (measured)
        seen = self.__dict__.setdefault("_listed_param_names", {})     # id -> name when met
        names = set(seen.values())
        for p in value:
            if id(p) in seen:
                continue
            if p.name in names:
                raise ValueError(f"The value {value} , its name '{p.name}' already exists. "
                                 f"Please set a unique name for the parameter.")
            seen[id(p)] = p.name
            names.add(p.name)
