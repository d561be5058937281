"""The Normal prior and the trainable Normal posterior of the Bayesian layers."""
import numpy as np

from .... import ops as _ops
from ....common import dtype as mstype
from ....common.tensor import Tensor
from ....common.parameter import Parameter
from ...cell import Cell
from ..distribution.normal import Normal

__all__ = ['NormalPrior', 'NormalPosterior']


def _number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class NormalPrior(Cell):
    """A fixed Normal(``mean``, ``std``); calling it calls the Normal (``prior('kl_loss',
    ...)``)."""

    def __init__(self, dtype=mstype.float32, mean=0, std=0.1):
        super().__init__()
        self.normal = Normal(mean, std, dtype=dtype)

    def construct(self, *inputs):
        return self.normal(*inputs)


class NormalPosterior(Cell):
    """A Normal with trainable Parameters ``<name>_mean`` and ``<name>_untransformed_std``
    (sd = softplus(untransformed) + 1e-6) of ``shape``, initialised from normals."""

    def __init__(self, name, shape, dtype=mstype.float32, loc_mean=0, loc_std=0.1,
                 untransformed_scale_mean=-5, untransformed_scale_std=0.1):
        super().__init__()
        if not isinstance(name, str):
            raise TypeError('The type of `name` must be `str`')
        if not isinstance(shape, (tuple, list)):
            raise TypeError('The type of `shape` must be `tuple` or `list`')
        if not _number(loc_mean):
            raise TypeError('The type of `loc_mean` must be `int` or `float`')
        if not _number(untransformed_scale_mean):
            raise TypeError('The type of `untransformed_scale_mean` must be `int` or `float`')
        if not (_number(loc_std) and loc_std >= 0):
            raise TypeError('The type of `loc_std` must be `int` or `float` and its value '
                            'must > 0')
        if isinstance(loc_std, bool) or not (isinstance(untransformed_scale_std, (int, float))
                                             and untransformed_scale_std >= 0):
            raise TypeError('The type of `untransformed_scale_std` must be `int` or `float` '
                            'and its value must > 0')
        self.mean = Parameter(Tensor(np.random.normal(loc_mean, loc_std, shape), dtype=dtype),
                              name=name + '_mean')
        self.untransformed_std = Parameter(
            Tensor(np.random.normal(untransformed_scale_mean, untransformed_scale_std, shape),
                   dtype=dtype), name=name + '_untransformed_std')
        self.normal = Normal()

    def _std_trans(self, std_pre):
        return 1e-6 + _ops.log(_ops.exp(std_pre) + 1)

    def construct(self, *inputs):
        std = self._std_trans(self.untransformed_std)
        return self.normal(*inputs, mean=self.mean, sd=std)


def normal_post_fn(name, shape):
    """The default posterior factory: NormalPosterior(name, shape)."""
    return NormalPosterior(name=name, shape=shape)
