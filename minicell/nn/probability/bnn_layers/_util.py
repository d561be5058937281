"""Checks of the prior and posterior arguments of the Bayesian layers."""
from ....common.tensor import Tensor
from ...cell import Cell


def check_prior(prior_fn, arg_name):
    """The prior Cell (``prior_fn`` itself or what it returns): a Cell whose only child is a
    Normal named ``normal`` with mean and sd given."""
    prior = prior_fn if isinstance(prior_fn, Cell) else prior_fn()
    for prior_name, prior_dist in prior.name_cells().items():
        if prior_name != 'normal':
            raise TypeError(f'The type of distribution of `{arg_name}` must be `normal`')
        if not (isinstance(getattr(prior_dist, '_mean_value'), Tensor)
                and isinstance(getattr(prior_dist, '_sd_value'), Tensor)):
            raise TypeError(f'The input form of `{arg_name}` is incorrect')
    return prior


def check_posterior(posterior_fn, shape, param_name, arg_name):
    """``posterior_fn(shape=shape, name=param_name)``: a Cell whose only child is a Normal
    named ``normal``."""
    try:
        posterior = posterior_fn(shape=shape, name=param_name)
    except TypeError:
        raise TypeError(f'The type of `{arg_name}` must be `NormalPosterior`') from None
    for posterior_name, _ in posterior.name_cells().items():
        if posterior_name != 'normal':
            raise TypeError(f'The type of distribution of `{arg_name}` must be `normal`')
    return posterior
