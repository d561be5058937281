"""``mindspore._c_expression.amp``: MindSpore's amp strategy stack, which amp level "auto" runs
on; minicell keeps it in ``ops/_amp_auto.py``, where the listed ops read the current strategy.

>>> import minicell as ms
>>> from minicell._c_expression import amp
>>> s = amp.create_amp_strategy(amp.AmpLevel.AmpAuto, ms.float16, [("MatMul", [0, 1])], [])
>>> info = amp.get_prim_cast_strategy_info(s, "MatMul")
>>> info.strategy, info.dtype, info.arg_pos
(<PrimCastStrategy.AmpDoCast: 1>, mindspore.float16, [0, 1])
"""
from ..ops._amp_auto import (  # noqa: F401
    AmpLevel, AmpStrategy, PrimCastStrategy, PrimCastStrategyInfo, create_amp_strategy,
    get_curr_amp_strategy, get_prim_cast_strategy_info, pop_amp_strategy, push_amp_strategy)
