"""``mindspore.ops.function.grad``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .._fill import fill

NAMES = """
    derivative get_grad grad jacfwd jacrev jet jvp linearize stop_gradient stop_gradient_
    value_and_grad vjp
"""

fill(__name__, NAMES)
