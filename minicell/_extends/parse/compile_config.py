"""``mindspore._extends.parse.compile_config``: the switches of MindSpore's graph compiler, as
module attributes a script may set (``compile_config.FALLBACK_SUPPORT_LIST_DICT_INPLACE = 1``).

minicell reads one of them: ``GRAD_FOR_SCALAR`` (``1`` or ``'1'``: a compiled gradient
differentiates Python scalars at its gradient positions, ``ms.mutable`` ones and those in
``ms.mutable`` containers, giving Python numbers; see ``minicell._scalar_grads``; it is read
when a gradient is taken). For the others minicell's compiler behaves as MindSpore 2.10 does
with each at its default (for example a list passed to a ``jit`` function is not changed by
``append`` inside it, as measured on MindSpore 2.10 with the switch at 0, 1 or unset; bprop
results are always checked against the inputs' shapes). Their names are here so that scripts
and test utilities that set them run; setting one changes nothing.

>>> from minicell._extends.parse import compile_config
>>> compile_config.FALLBACK_SUPPORT_LIST_DICT_INPLACE
''
"""
SWITCHES = (
    "AUTO_PASSES_OPTIMIZE_PATH", "COMPILE_PROFILE", "COMPILE_PROFILE_FINISH_ACTION",
    "COMPILE_DEBUG_MODE", "FALLBACK_SUPPORT_LIST_DICT_INPLACE", "FALLBACK_FORCE_ANY",
    "IF_PARALLEL_CALL", "FOR_HALF_UNROLL", "NOT_WAIT_BRANCH_EVAL", "RECURSIVE_EVAL",
    "SINGLE_EVAL", "ENABLE_DDE", "DDE_ONLY_MARK", "BOOST_PARSE", "GREED_PARSE",
    "AMP_ENABLE_ALL_FG", "DUMP_IR_META_DSL", "DUMP_IR_CONFIG", "TRAVERSE_SUBSTITUTIONS_MODE",
    "PRE_LIFT", "COMPILE_PRINT", "ENABLE_FIX_CODE_LINE", "RECORD_MEMORY",
    "TRACE_LABEL_WITH_UNIQUE_ID", "DUMP_IR_DDE_DETAIL", "COMBINE_LIKE_GRAPHS",
    "DUMP_VALIDATE_BEFORE_RESET_ID", "ENABLE_RECOMPUTE_BEFORE_INLINE",
    "STRICT_CHECK_PARENT_CONTEXT", "CHECK_BPROP", "GRAD_FOR_SCALAR", "DEBUG_LEVEL",
    "PIJIT_SUBGRAPH_BREAK_OPTIMIZE", "ENABLE_ELIMINATE_UNUSED_PARAMS",
    "PUT_ALL_CNODE_INTO_ORDER_LIST", "CHECK_PASS_NODE_SCOPE",
    "CHECK_INVALID_VIEW_INPLACE_DOUT_LEVEL",
)
globals().update(dict.fromkeys(SWITCHES, ""))
JIT_ENABLE_AUGASSIGN_INPLACE = "0"
