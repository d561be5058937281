"""NodeType: what kind of statement a rewrite Node stands for."""
from enum import Enum


class NodeType(Enum):
    """Kind of a rewrite Node (values as MindSpore's).

    Example:
        >>> from minicell.rewrite import NodeType
        >>> NodeType.CallCell.value
        1
    """
    Unknown = 0
    CallCell = 1
    CallPrimitive = 2
    CallModule = 3
    CallFunction = 4
    CallMethod = 5
    Python = 6
    Input = 7
    Output = 8
    Tree = 9
    CellContainer = 10
    MathOps = 11
    ControlFlow = 12
