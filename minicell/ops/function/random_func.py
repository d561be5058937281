"""``mindspore.ops.function.random_func``: the functional ops MindSpore 2.10 exports from
it, the same objects as ``minicell.ops.*`` (filled by ``_fill``)."""
from .. import operations as _P
from .. import functional as _F
from ._fill import fill, mint_function

NAMES = """
    choice_with_mask gamma laplace log_uniform_candidate_sampler multinomial
    multinomial_with_replacement normal poisson rand rand_like randint randint_like randn
    randn_like random_categorical random_gamma random_poisson randperm shuffle standard_laplace
    random_ standard_normal uniform uniform_ uniform_candidate_sampler
"""
PRIMS = """
    cast_:Cast log_:Log real_div_:RealDiv reshape_:Reshape shape_:Shape top_k_:TopK
"""
MINT = """
    multinomial_ext=multinomial normal_ext=normal rand_ext=rand rand_like_ext=rand_like
    randint_ext=randint randint_like_ext=randint_like randn_ext=randn randn_like_ext=randn_like
    randperm_ext=randperm
"""


def uniform_ext(tensor, a, b, generator=None):
    """``tensor``'s shape and dtype, drawn uniformly from ``[a, b)`` (``mint.rand``'s
    draw, so ``generator`` steps as there)."""
    draw = mint_function("rand")(*tensor.shape, generator=generator, dtype=tensor.dtype)
    return draw * (b - a) + a


fill(__name__, NAMES, prims=PRIMS, mint=MINT,
     own={"F": _F, "P": _P, "uniform_ext": uniform_ext})
