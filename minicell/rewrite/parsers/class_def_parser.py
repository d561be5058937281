"""ClassDefParser: the settings of how a network's class is regenerated.

`denied_function_decorator_list` names the decorators dropped from the class's methods in
the generated code (by the decorator's name, called or not); the others are kept, as 2.10.
"""


class ClassDefParser:
    """Settings of the class regeneration (class attributes, as 2.10's)."""
    denied_function_decorator_list = ["cell_attr_register"]
    entry_functions = ["construct"]
