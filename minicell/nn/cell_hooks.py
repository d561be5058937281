"""Hook registration on Cells (PYNATIVE_MODE only): a mixin of Cell."""


class CellHooksMixin:
    pass
