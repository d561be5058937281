"""``mindspore.ops.operations.manually_defined``: the Primitives MindSpore 2.10 writes by hand
(``Tile``, ``Cast``, ``Rank``, ``Shape``, the control-flow ``WhileLoop``/``ForiLoop``/``Scan``,
the ``scalar_*`` ops) and their functions, the same objects as ``ops.X`` / ``ops.functional``
(only those minicell implements)."""
import sys

from .. import _table

_CLASSES = """BatchNorm Cast ForiLoop Rank ScalarCast ScalarToTensor Scan Shape Tile
              WhileLoop""".split()
_FUNCTIONS = """rank shape_ tile scalar_add scalar_cast scalar_div scalar_eq scalar_floordiv
                scalar_ge scalar_gt scalar_le scalar_log scalar_lt scalar_max scalar_min
                scalar_mod scalar_mul scalar_pow scalar_sub scalar_uadd scalar_usub""".split()

_table.install(sys.modules[__name__], {
    **{n: _table.SURFACE.primitives[n] for n in _CLASSES if n in _table.SURFACE.primitives},
    **{n: _table.SURFACE.functional[n] for n in _FUNCTIONS if n in _table.SURFACE.functional}})
