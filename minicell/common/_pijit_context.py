"""``mindspore.common._pijit_context.PIJitCaptureContext``: the decorator behind MindSpore's
``jit(capture_mode="bytecode")`` (PIJit, which captures a function from its bytecode and falls
back to Python at graph breaks). A facade over the compiler: it sits at the top layer, like
``common.api``.

minicell has one front end: every ``jit`` compiles from the source, whatever its
``capture_mode`` (``compiler/``), and Python that reads tensor values runs as host islands.
Where PIJit would break the graph and the trace of a ``"bytecode"`` function fails, that
signature runs eagerly, as PYNATIVE_MODE runs it (``compiler/eager_fallback``; not with
``fullgraph=True``). ``PIJitCaptureContext(...)(fn)`` is therefore ``jit(fn,
capture_mode="bytecode", ...)``: the same compiled function, with the options recorded. Its
record (``minicell._c_expression.get_code_extra``) says what minicell did in PIJit's words:
compiled as one graph, or broken (run op by op), its calls and compiles
(``compiler.pijit_record``).

>>> import minicell as ms
>>> from minicell.common._pijit_context import PIJitCaptureContext
>>> PIJitCaptureContext()(lambda x: x * 2)(ms.Tensor([1.5])).asnumpy().tolist()
[3.0]
"""
from ..compiler.api import jit
from ..compiler.jit_options import JitConfig


class Unsupported(RuntimeError):
    """What ``jit(capture_mode="bytecode", fullgraph=True)`` raises where the function cannot be
    captured as one graph (MindSpore's name; a subclass of RuntimeError, as there)."""


class PIJitCaptureContext:
    """``PIJitCaptureContext(fullgraph=False, jit_config=None)(fn)``: ``fn`` compiled as
    ``jit(fn, capture_mode="bytecode")`` is (see the module)."""

    def __init__(self, fullgraph=False, jit_config=None):
        if jit_config is not None and not isinstance(jit_config, (dict, JitConfig)):
            raise TypeError(f"For 'PIJitCaptureContext', 'jit_config' must be a dict or a "
                            f"JitConfig, but got {type(jit_config).__name__}.")
        self.fullgraph = fullgraph
        self.jit_config = jit_config

    def __call__(self, fn):
        return jit(fn, capture_mode="bytecode", fullgraph=self.fullgraph,
                   jit_config=self.jit_config)


__all__ = ["PIJitCaptureContext", "Unsupported"]
