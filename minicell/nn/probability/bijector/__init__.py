"""MindSpore's ``mindspore.nn.probability.bijector``: invertible transforms as Cells."""
from .bijector import Bijector
from .power_transform import PowerTransform, Exp
from .scalar_affine import ScalarAffine
from .softplus import Softplus
from .gumbel_cdf import GumbelCDF
from .invert import Invert

__all__ = ['Bijector', 'Exp', 'PowerTransform', 'ScalarAffine', 'Softplus', 'GumbelCDF',
           'Invert']
