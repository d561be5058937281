"""ScopedValue and ValueType: the values a rewrite Node reads and writes.

A ScopedValue is a constant, a container of ScopedValues, or a name with an optional scope
(``self.conv1`` is the name ``conv1`` in scope ``self``).

Example:
    >>> from minicell.rewrite import ScopedValue
    >>> print(ScopedValue.create_naming_value("conv", "self"))
    self.conv
"""
from enum import Enum

from minicell import _checkparam as Validator


class ValueType(Enum):
    """Kind of a ScopedValue: constant, container, name, custom object or unsupported."""
    ConstantValue = 0
    TupleValue = 20
    ListValue = 21
    DictValue = 22
    NamingValue = 40
    CustomObjValue = 41
    UnsupportedValue = 50


_CONTAINERS = {tuple: ValueType.TupleValue, list: ValueType.ListValue}


class ScopedValue:
    """A value with its scope: a target, a callable or an argument of a Node's statement."""

    def __init__(self, arg_type: ValueType, scope: str = "", value=None):
        Validator.check_value_type("arg_type", arg_type, [ValueType], "ScopedValue")
        Validator.check_value_type("scope", scope, [str], "ScopedValue")
        self.type = arg_type
        self.scope = scope
        self.value = value

    @classmethod
    def create_variable_value(cls, value):
        """A ScopedValue holding `value` (constants and containers keep their structure).

        Example:
            >>> print(ScopedValue.create_variable_value(2))
            2
        """
        if value is None or isinstance(value, (int, float, str, bool)):
            return cls(ValueType.ConstantValue, "", value)
        if type(value) in _CONTAINERS:
            return cls(_CONTAINERS[type(value)], "",
                       type(value)(cls.create_variable_value(v) for v in value))
        if isinstance(value, dict):
            return cls(ValueType.DictValue, "", {cls.create_variable_value(k): cls.create_variable_value(v)
                                                 for k, v in value.items()})
        return cls(ValueType.CustomObjValue, "", value)

    @classmethod
    def create_naming_value(cls, name: str, scope: str = ""):
        """A reference to variable `name` in `scope` ("self" for a field of the network).

        Example:
            >>> print(ScopedValue.create_naming_value("conv", "self"))
            self.conv
        """
        Validator.check_value_type("name", name, [str], "ScopedValue")
        Validator.check_value_type("scope", scope, [str], "ScopedValue")
        return cls(ValueType.NamingValue, scope, name)

    @staticmethod
    def create_name_values(names, scopes=None):
        """A list of naming ScopedValues, one per name (with its scope when `scopes` is given).

        Example:
            >>> print(ScopedValue.create_name_values(["z", "z_1"], ["self", "self"]))
            [self.z, self.z_1]
        """
        Validator.check_element_type_of_iterable("names", names, [str], "ScopedValue")
        if scopes is not None:
            Validator.check_element_type_of_iterable("scopes", scopes, [str], "ScopedValue")
            if len(names) != len(scopes):
                raise ValueError("Length of names should be equal to length of scopes")
        return [ScopedValue.create_naming_value(name, scopes[i] if scopes is not None else "")
                for i, name in enumerate(names)]

    def __str__(self):
        if self.type == ValueType.ConstantValue:
            return str(self.value)
        if self.type == ValueType.NamingValue:
            return f"{self.scope}.{self.value}" if self.scope else str(self.value)
        if self.type == ValueType.CustomObjValue:
            return f"CustomObj: {self.value}"
        return f"Illegal ValueType: {self.type}"

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, ScopedValue):
            return False
        return self.type == other.type and self.scope == other.scope and self.value == other.value

    def __repr__(self):
        return str(self)

    def __hash__(self):
        try:
            return hash((self.type, self.scope, self.value))
        except TypeError:
            return hash((self.type, self.scope, id(self.value)))
